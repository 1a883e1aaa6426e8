"""Shared set-up for the translation tests: offscreen Qt, settings in a temporary file, English restored."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from ponzi_desktop.ui.settings import AppSettings  # noqa: E402


@pytest.fixture
def app_settings(tmp_path, qapp) -> AppSettings:
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    yield settings
    store.sync()


@pytest.fixture
def english_after(qapp):
    """Whatever a test installs, the next test starts in English (translators are global to the app)."""
    yield
    from ponzi_desktop.ui import i18n

    i18n.install("en")


@pytest.fixture(autouse=True)
def user_folders(tmp_path, monkeypatch):
    """The per-user data folder (saves, autosaves, the saves' index) inside the test's own folder: no test
    reads the user's saved games or writes beside them."""
    from ponzi_desktop.ui import settings

    folder = tmp_path / "user-data"
    monkeypatch.setattr(settings, "data_dir", lambda: folder)
    return folder
