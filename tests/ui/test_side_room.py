"""The room a window gives a table (ui/side_room.py): at every size the app allows, from its minimum to
1920x1080, with the log and every panel of the game open, no text on the table is under 11 px (the log
narrows and the panels stack under it in one column instead); and full screen, left again, is the maximised
window it came from."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at
from widget_checks import clipped, table_texts, too_small

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.kit.look import MIN_TEXT
from ponzi_desktop.ui.side_room import MINIMUM_SIZE, TABLE_SHARE

PLAYABLE = [g.id for g in games.playable()]
SIZES = [MINIMUM_SIZE, (1280, 701), (1920, 1080)]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def settled(window) -> None:
    for _ in range(6):  # the room is decided once the resize's events are handled, and checked again once
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("game", PLAYABLE)
def test_no_table_text_under_11_px_from_the_smallest_window_to_full_hd_with_every_panel_open(
        qtbot, app_settings, english_after, game, lang):
    window = open_window(qtbot, app_settings, SIZES[0], lang)
    assert window.minimumSize().toTuple() <= MINIMUM_SIZE
    window.start_session(session_at(game, 4, 3, 12))
    # the scene's texts are read from a drawing of their own (`table_texts`), the rest from the layout: the board
    # need not be painted at each of the resizes' events too (what is read came out the same, in all three
    # games, in English and Chinese; two fifths of the test's time)
    window.game_page.table.view.viewport().setUpdatesEnabled(False)
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    bad = []
    for size in SIZES:
        window.resize(*size)
        settled(window)
        page = window.game_page
        table = page.table
        assert page.log_view.isVisible() and all(d.isVisible() for d in window.panels.shown())
        assert len(window.panels.shown()) == len(games.game_ui(game).docks)
        scale = table.view.transform().m11()
        if MIN_TEXT * scale < 11.0 - 1e-6:
            bad.append(f"{size}: the scene is shown at {scale:.3f}")
        bad += [f"{size}: {d.text!r} at {d.px:.1f} px" for d in table_texts(table) if d.px < 11.0 - 1e-6]
        bad += [f"{size}: {problem}" for problem in clipped(window) + too_small(window)]
        assert page.log_view.width() >= 200 or window.side_room.stacked, size
    assert not bad, "\n".join(dict.fromkeys(bad))
    window.close_session()


def test_the_log_comes_back_beside_the_table_when_the_room_is_there(qtbot, app_settings):
    window = open_window(qtbot, app_settings, SIZES[1])
    game = PLAYABLE[0]
    window.start_session(session_at(game, 4, 3, 5))
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    settled(window)
    page = window.game_page
    assert window.side_room.stacked and page.splitter.indexOf(page.log_view) < 0
    last = window.panels.docks[games.game_ui(game).docks[-1].name]
    # the panel just asked for stands in front (a play-tester opened the forecast and saw the log's tab)
    assert not last.widget().visibleRegion().isEmpty()
    window.set_log_shown(False)
    settled(window)
    assert not page.log_view.isVisible()
    window.set_log_shown(True)
    window.resize(1920, 1080)  # room enough side by side, but the table would lose its full height: one column
    settled(window)
    assert window.side_room.stacked
    view = page.table.view
    assert view.transform().m11() >= TABLE_SHARE * view.height() / view.scene().full_size[1]
    window.resize(2560, 1080)  # an ultrawide screen: the log and the panel beside the table cost it nothing
    settled(window)
    assert not window.side_room.stacked and page.splitter.indexOf(page.log_view) == 1
    assert page.log_view.isVisible()
    window.resize(*SIZES[1])
    settled(window)
    assert window.side_room.stacked
    window.close_session()  # the page takes its log back as it goes
    assert not window.side_room.stacked


def test_leaving_full_screen_returns_to_the_maximised_window(qtbot, app_settings):
    window = open_window(qtbot, app_settings, SIZES[1])
    window.showMaximized()
    QApplication.processEvents()
    window.toggle_fullscreen()
    QApplication.processEvents()
    assert window.isFullScreen()
    window.toggle_fullscreen()
    QApplication.processEvents()
    assert window.isMaximized() and not window.isFullScreen()
    window.showNormal()
    window.toggle_fullscreen()
    window.toggle_fullscreen()
    QApplication.processEvents()
    assert not window.isMaximized() and not window.isFullScreen()
