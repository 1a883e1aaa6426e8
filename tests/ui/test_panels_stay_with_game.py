"""A game's panels (docks: Black Friday's Price History, its player's wealth) belong to the game page: a review
saw them stay docked beside the Game History page, cutting the chosen game's result card on the right at
1280x720. Another page shown, they are hidden; the game page back, they are back as they were, and the table
where it was."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_history_fit import crowded
from test_table_rules import open_window, session_at
from widget_checks import MAXIMISED_720, clipped, too_small

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.docks import PanelDock
from ponzi_desktop.ui.history_detail import LEAST_SCALE

LANGUAGES = ["en", "ja", "es", "zh_TW"]


@pytest.fixture(scope="module")
def entries():
    return [crowded(game.id) for game in games.registered()]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def settled(rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def shown_panels(window) -> list[str]:
    return sorted(d.objectName() for d in window.findChildren(PanelDock) if d.isVisible())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_history_page_shows_no_panel_of_the_game_and_fits_whole(qtbot, app_settings, english_after, entries,
                                                                    lang):
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    # what is read are places, sizes, scroll bars and the widgets' words: the window need not paint the pages
    # and panels at each entry chosen
    window.setUpdatesEnabled(False)
    window.history.set_provider(lambda: entries)
    window.start_session(session_at("black_friday", 5, 3, 40))
    for spec in games.game_ui("black_friday").docks:
        window.panels.toggle(spec)
    settled()
    panels = shown_panels(window)
    assert panels, "the panels are shown beside the table"
    view = window.game_page.table.view
    table_at = (view.mapTo(window, view.rect().topLeft()), view.size())
    window.menus.act_history.trigger()
    settled()
    assert shown_panels(window) == [], "the game's panels stay beside another page"
    page = window.history.page
    assert page.width() >= MAXIMISED_720[0] - 2, page.width()
    for row, entry in enumerate(entries):
        page.list.setCurrentIndex(page.list.model_.index(row))
        settled(2)
        sheet, scroll = page.detail.end_table, page.detail.scroll
        assert sheet is not None and sheet.scale >= LEAST_SCALE, entry.game
        assert not scroll.horizontalScrollBar().isVisible(), (entry.game, sheet.panel.width())
        assert sheet.panel.width() <= scroll.viewport().width(), entry.game
        assert clipped(page) == [], entry.game
        assert too_small(page, 11) == [], entry.game
    for action in window.panels.actions:  # the View menu still says the panels are open: they come back
        assert action.isChecked(), action.text()
    window.history.leave()
    settled()
    assert shown_panels(window) == panels
    assert (view.mapTo(window, view.rect().topLeft()), view.size()) == table_at
    window.close_session()


def test_a_panel_closed_on_the_game_page_stays_closed_after_the_history(qtbot, app_settings):
    window = open_window(qtbot, app_settings, MAXIMISED_720)
    window.start_session(session_at("black_friday", 3, 3, 20))
    specs = games.game_ui("black_friday").docks
    for spec in specs:
        window.panels.toggle(spec)
    settled()
    window.panels.toggle(specs[0])  # closed again
    settled()
    open_now = shown_panels(window)
    assert specs[0].name not in open_now
    window.history.show()
    settled()
    assert shown_panels(window) == []
    window.history.leave()
    settled()
    assert shown_panels(window) == open_now
    window.history.show()  # a new game started from the history page: its panels open as they were open
    settled()
    window.start_session(session_at("black_friday", 3, 4, 20))
    settled()
    assert shown_panels(window) == open_now
    window.close_session()
