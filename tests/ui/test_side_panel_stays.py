"""Opening a game's panel moves nothing on the table, and changing the language keeps the panel a player chose in
front. A review saw, at 1280x720, the Black Friday table lose 36 px of width (and its scale) while the Price
History was open, the log's tab in front or not, and a language switch bring the log's tab in front of the Prices
the player was reading."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import games, i18n


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def settled(rounds: int = 12) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def in_front(widget) -> bool:
    """Whether a widget in the column's tabs is the one in front (the others are moved out of sight)."""
    return widget.isVisible() and not widget.visibleRegion().isEmpty()


def table_place(window) -> tuple:
    """Where the table is and how large it is drawn."""
    view = window.game_page.table.view
    return view.mapTo(window, view.rect().topLeft()).toTuple(), view.size().toTuple(), round(view.transform().m11(), 4)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_opening_the_price_history_leaves_the_table_as_it_was(qtbot, app_settings, english_after, lang):
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    window.start_session(session_at("black_friday", 3, 3, 20))
    settled()
    before = table_place(window)
    log_width = window.game_page.log_view.width()
    spec = games.game_ui("black_friday").docks[0]
    window.panels.toggle(spec)
    settled()
    dock = window.panels.docks[spec.name]
    assert dock.isVisible() and window.side_room.stacked
    assert table_place(window) == before, "the panel in front"
    window.side_room.column.raise_()  # the log's tab
    settled()
    assert in_front(window.game_page.log_view) and not in_front(dock)
    assert table_place(window) == before, "the log's tab in front"
    assert abs(window.game_page.log_view.width() - log_width) <= 8  # the log as wide as beside the table
    window.panels.toggle(spec)
    settled()
    assert not dock.isVisible() and table_place(window) == before, "the panel closed"
    window.close_session()


def test_a_language_switch_or_the_history_keeps_the_panel_in_front(qtbot, app_settings, english_after):
    window = open_window(qtbot, app_settings, MAXIMISED_720)
    window.start_session(session_at("black_friday", 3, 3, 20))
    spec = games.game_ui("black_friday").docks[0]
    window.panels.toggle(spec)
    settled()
    dock = window.panels.docks[spec.name]
    assert in_front(dock) and not in_front(window.game_page.log_view), "the Prices tab in front"
    before = table_place(window)
    window.set_language("es")
    settled()
    assert in_front(dock) and not in_front(window.game_page.log_view), "the Prices tab in front in Spanish"
    window.set_language("en")
    settled()
    assert table_place(window) == before
    window.history.show()
    settled()
    window.history.leave()
    settled()
    assert in_front(dock) and not in_front(window.game_page.log_view), "the Prices tab in front after the history"
    window.side_room.column.raise_()  # the player reads the log: a language switch keeps it in front
    settled()
    window.set_language("es")
    settled()
    assert in_front(window.game_page.log_view) and not in_front(dock)
    window.close_session()
