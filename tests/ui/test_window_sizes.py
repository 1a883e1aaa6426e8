"""What a new player saw at the window's sizes (review 3): the menus keep one size while the log follows the
board, the log shares a small window's shrink with the board, the prompt takes the room the buttons shown
leave it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n
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


def lines_of(label) -> int:
    """How many lines a word-wrapped label's text takes in the room its margins leave."""
    metrics = label.fontMetrics()
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    height = metrics.boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000), flags, label.text()).height()
    return round(height / metrics.lineSpacing())


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_prompt_takes_the_room_up_to_the_buttons_shown(qtbot, app_settings, tmp_path, english_after, lang):
    """The prompt wrapped at half the bar ("…パスしま / す。") beside the room kept for hidden buttons; its
    words now run up to the first button shown, and its box and the buttons still never move."""
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    a_game(window, tmp_path)
    session = window.session
    session.claim_seat(session.handoff_pending)
    QApplication.processEvents()
    panel = window.game_page.table.panel
    shown = [b for b in panel.fixed_buttons if b.isVisible()]
    assert panel.hint_button in shown and panel.pass_button in shown and panel.undo_button not in shown
    prompt = panel.prompt
    first = min(b.geometry().left() for b in shown)
    assert prompt.geometry().left() + prompt.contentsRect().right() >= first - panel.grid.horizontalSpacing() - 1
    # the funding prompt, in a window maximised on a small screen: on one line wherever one line holds it
    fits = prompt.fontMetrics().horizontalAdvance(prompt.text()) <= prompt.contentsRect().width()
    assert lines_of(prompt) == (1 if fits else 2), prompt.text()
    assert fits or lang == "es"  # the Spanish sentence is the one longer than the room
    box = prompt.geometry()
    panel.show_undo(True)  # a button more: the words make room for it; the box stays where it was
    assert prompt.geometry() == box and lines_of(prompt) <= 2
    assert prompt.geometry().left() + prompt.contentsRect().right() < panel.undo_button.geometry().left()
    window.close_session()


def test_a_long_prompt_stays_on_one_line_on_a_large_screen(qtbot, app_settings, tmp_path):
    """At 1920x1080 "…so you can only pass." wrapped with plenty of room to spare."""
    from ponzi_desktop.ui.labels import label
    from ponzi_desktop.ui.ponzi.labels import PROMPTS

    window = open_window(qtbot, app_settings, (1920, 1080))
    a_game(window, tmp_path)
    window.session.claim_seat(window.session.handoff_pending)
    QApplication.processEvents()
    panel = window.game_page.table.panel
    panel.show_waiting("Round 1 · Clandestine trading", label(PROMPTS, "trade_nothing"))
    panel.show_hint(True, False, None)
    assert lines_of(panel.prompt) == 1
    window.close_session()
