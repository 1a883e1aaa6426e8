"""What a new player saw at the window's sizes (review 3): the menus keep one size while the log follows the
board, the log shares a small window's shrink with the board."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession

SIZES = [(1024, 640), MAXIMISED_720, (1920, 1080)]


def open_window(qtbot, app_settings, size) -> MainWindow:
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def a_game(window: MainWindow, tmp_path) -> GameSession:
    from ponzi_desktop.persistence import Seat

    seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy")]
    session = GameSession.new("ponzi", {}, 5, seats, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    window.start_session(session)
    return session


def px(widget) -> int:
    return QFontInfo(widget.font()).pixelSize()


def test_the_menus_keep_one_size_whatever_the_window(qtbot, app_settings, tmp_path):
    """The menu bar was small in the first window and larger once maximised, on the same screen."""
    window = open_window(qtbot, app_settings, SIZES[0])
    a_game(window, tmp_path)
    sizes = set()
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        sizes.add((px(window.menuBar()), px(window.menu_game), px(window.statusBar())))
    assert len(sizes) == 1, sizes
    window.close_session()


def test_the_log_follows_the_board_and_shares_the_shrink(qtbot, app_settings, tmp_path):
    """The log kept its large font while the board shrank; now its text grows and shrinks with the table
    (never so small that its notes go under 11 px), and a small window narrows it as it narrows the table."""
    window = open_window(qtbot, app_settings, SIZES[0])
    a_game(window, tmp_path)
    text, widths, scales = [], [], []
    for size in SIZES:
        window.resize(*size)
        QApplication.processEvents()
        page = window.game_page
        text.append(px(page.log_view.list))
        widths.append(page.log_view.width())
        scales.append(page.table.view.transform().m11())
        assert px(page.log_view.caption) >= 11
    assert text[0] < text[1] < text[2], text
    assert text[1] == 13  # as the action panel's text beside the table maximised on a 1280x720 screen
    assert widths[0] < widths[1] < widths[2], widths
    assert widths[0] / SIZES[0][0] == pytest.approx(widths[1] / SIZES[1][0], abs=0.01)  # the same share
    window.close_session()
