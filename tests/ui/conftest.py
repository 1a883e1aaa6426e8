"""Shared set-up for the UI tests: offscreen Qt and settings in a temporary file."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402

from ponzi_desktop.ui.settings import AppSettings  # noqa: E402


@pytest.fixture
def app_settings(tmp_path, qapp) -> AppSettings:
    """AppSettings in a file of the test's own, so tests never read or change the user's settings."""
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    yield settings
    store.sync()


@pytest.fixture
def styled(qapp):
    """The app's style sheet on, as the app puts it at start (`make_application`): every test's application
    wears it now (tests/conftest.py's `qapp`); the name stays for the tests that say they measure in it."""
    return qapp


@pytest.fixture(autouse=True, scope="session")
def english(qapp):
    """English as the app installs it at start (ui/i18n.py), its plural forms included ("1 card", "2 cards")."""
    from ponzi_desktop.ui import i18n

    i18n.install("en")


@pytest.fixture
def english_after():
    """English again after a test that installed another language (the next test in the worker starts in it)."""
    from ponzi_desktop.ui import i18n

    yield
    i18n.install("en")


@pytest.fixture(autouse=True)
def quick_hands(request, monkeypatch):
    """A test presses a button the moment it comes, as no person can: the click-through guard (kit/click_guard.py),
    which holds a new button's presses back for half a second, stands aside, except in the tests of the guard
    itself (marked `click_guard`)."""
    if request.node.get_closest_marker("click_guard") is None:
        from ponzi_desktop.ui.kit.click_guard import ClickGuard

        monkeypatch.setattr(ClickGuard, "arm", lambda self, button: None)


@pytest.fixture(autouse=True)
def user_folders(tmp_path, monkeypatch):
    """The per-user data folder (saves, autosaves, the saves' index) inside the test's own folder: no test
    reads the user's saved games or writes beside them."""
    from ponzi_desktop.ui import settings

    folder = tmp_path / "user-data"
    monkeypatch.setattr(settings, "data_dir", lambda: folder)
    return folder


@pytest.fixture
def window(qtbot, app_settings):
    """The main window at 1280 x 720, shown, without animation; its game closed afterwards."""
    from ponzi_desktop.ui.main_window import MainWindow

    app_settings.animation_speed = "off"
    win = MainWindow(app_settings)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close_session()


@pytest.fixture
def boxes(monkeypatch) -> list[dict]:
    """Every message box the app would show, recorded instead of shown (it would wait for a click)."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[dict] = []

    def record_box(box):
        shown.append({"title": box.windowTitle(), "text": box.text(), "detail": box.informativeText(),
                      "format": box.textFormat()})
        return int(QMessageBox.StandardButton.Ok)

    monkeypatch.setattr(QMessageBox, "exec", record_box)
    return shown
