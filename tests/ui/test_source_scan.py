"""The app's start spares PySide the reading of each module's source (ui/source_scan.py): the modules imported
after it are marked as the scan would mark a module that uses PySide, and none of their files is read."""

from __future__ import annotations

import subprocess
import sys

CHILD = """
import linecache, sys
from ponzi_desktop.ui.source_scan import spare_source_scans
assert spare_source_scans()
import ponzi_desktop.ui.look, json
marks = sys.modules["shibokensupport.feature"].pyside_feature_dict
print(marks["ponzi_desktop.ui.formatting"], marks["json"], sorted(f for f in linecache.cache if "ponzi_desktop" in f))
"""


def test_modules_imported_after_it_are_marked_without_reading_them():
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "0", "[]"]
