"""Spares the app's start PySide's reading of every module's source (`spare_source_scans`, called before the app's
own modules are imported).

Once loaded, PySide reads the source of each module imported after it to see whether it names "PySide6", and
marks it in a table for its `__feature__` switches (`from __feature__ import snake_case, true_property`), which
make Qt's names read differently in the modules that ask for them. The app turns no feature on anywhere, so
every module reads Qt's names as they are whatever the mark; reading some sixty files for it cost 7 ms of a
start of 0.2 s (benchmarks/startup.py). A module that does turn a feature on still marks itself, as its import of
`__feature__` does that, not the scan.
"""

from __future__ import annotations

import sys

import PySide6  # noqa: F401 - loads shibokensupport.feature, whose scan is replaced


def spare_source_scans() -> bool:
    """Mark each module PySide sees imported from now on "uses PySide, no feature" (the mark the scan gives the
    app's own modules) without reading its source. False, and nothing changed, where PySide has no such scan."""
    feature = sys.modules.get("shibokensupport.feature")
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = _uses_pyside
    return True


def _uses_pyside(module) -> bool:
    return True
