"""Shared set-up for the UI tests: offscreen Qt, settings in a temporary file, and a guard for PySide6 on 3.11."""

from __future__ import annotations

import ctypes
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from ponzi_desktop.ui.settings import AppSettings  # noqa: E402

if sys.version_info < (3, 12):
    # PySide6 6.12.0 (an abi3 build) returns None from every void method without a new reference, and loses
    # references to True and False somewhere too. Python 3.12+ makes these three immortal, so nothing
    # happens there; on 3.11 each such call takes one reference away, and a run that paints a lot ends in
    # "Fatal Python error: none_dealloc" (or bool_dealloc), usually at exit with code 134. Make them
    # immortal by hand, as 3.12 does. The app itself needs the same guard at start-up, or Python 3.12.
    for immortal in (None, True, False):
        ctypes.c_ssize_t.from_address(id(immortal)).value += 1 << 40


@pytest.fixture
def app_settings(tmp_path, qapp) -> AppSettings:
    """AppSettings in a file of the test's own, so tests never read or change the user's settings."""
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    yield settings
    store.sync()
