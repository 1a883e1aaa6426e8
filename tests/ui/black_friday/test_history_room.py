"""The price history panel beside the Black Friday table: at 1280x720 it squeezed the game log to about two
lines, and at 1920x1080 the log and the panel side by side left the table 0.8 of its full height's scale, with
empty felt above and below it. Opened, the panel leaves the log a readable column (its own tab, or above the
panel) and the table as large as its height allows."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.side_room import LOG_LEAST_H, TABLE_SHARE

MAXIMISED_1080 = (1920, 1061)  # a 1920x1080 screen less the title bar, as MAXIMISED_720


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [MAXIMISED_720, MAXIMISED_1080])
def test_the_price_history_leaves_the_log_readable_and_the_table_its_height(
        qtbot, app_settings, english_after, lang, size):
    window = open_window(qtbot, app_settings, size, lang)
    window.start_session(session_at("black_friday", 5, 3, 40))
    for spec in games.game_ui("black_friday").docks:
        window.panels.toggle(spec)
    for _ in range(8):
        QApplication.processEvents()
    page = window.game_page
    view = page.table.view
    full_h = view.scene().full_size[1]
    scale = view.transform().m11()
    if size == MAXIMISED_1080:  # at 1280x720 the table keeps its legible width, the column takes the rest
        assert scale >= TABLE_SHARE * view.height() / full_h, f"the table at {scale:.3f}, {view.height() / full_h:.3f} fits"
    if window.side_room.stacked:
        window.side_room.column.raise_()  # the log's tab, where the log and the panel are tabs
        for _ in range(3):
            QApplication.processEvents()
    log = page.log_view
    assert log.isVisible() and log.height() >= LOG_LEAST_H, log.size()
    assert all(d.isVisible() or window.side_room.stacked for d in window.panels.shown())
    window.close_session()


def charts_whole(panel) -> list[str]:
    """The panel's charts that stick out of their paper card (their axis words cut by the card's edge)."""
    cut = []
    for card, plot in ((panel.card, panel.plot), (panel.wealth_card, panel.wealth_plot)):
        if card.isVisible() and plot.geometry().bottom() > card.contentsRect().bottom():
            cut.append(f"{plot.objectName() or 'chart'} to {plot.geometry().bottom()} in a card to "
                       f"{card.contentsRect().bottom()}")
    return cut


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_price_history_opened_on_the_cover_keeps_its_charts_whole_and_the_log_readable(
        qtbot, app_settings, english_after, lang):
    """Opened on the hand-off cover (nobody's wealth, so a shorter panel) it stood under the log; in Japanese
    its first chart was squeezed out of its card, the axis's "0" and "1" cut; once a player sat down the panel
    grew and left the log four lines. The panel is never shorter than its charts need at its width, and the
    room is decided again when a player takes the seat."""
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    window.start_session(session_at("black_friday", 4, 3, 0, humans=(0, 1)))
    page = window.game_page
    assert page.cover.isVisible()
    for spec in games.game_ui("black_friday").docks:
        window.panels.toggle(spec)
    for _ in range(8):
        QApplication.processEvents()
    panel = window.panels.shown()[0].widget()
    if panel.isVisible() and not panel.visibleRegion().isEmpty():
        assert not charts_whole(panel), charts_whole(panel)
    page.cover.claim()
    for _ in range(8):
        QApplication.processEvents()
    if window.side_room.stacked:
        window.side_room.column.raise_()
        for _ in range(3):
            QApplication.processEvents()
    assert page.log_view.height() >= LOG_LEAST_H, page.log_view.size()
    for dock in window.panels.shown():
        dock.raise_()
        for _ in range(3):
            QApplication.processEvents()
        assert not charts_whole(dock.widget()), charts_whole(dock.widget())
    window.close_session()


def test_the_price_historys_least_height_stays_from_language_to_language(qtbot, app_settings, english_after):
    """The panel's least height is its words' and its charts' at its width: Qt's height for a width takes a
    chart at the height it has, and a panel measured that way grew with every language switch, past the
    window's height (763 px in a 677 px column, its foot cut off)."""
    window = open_window(qtbot, app_settings, MAXIMISED_720, "en")
    window.start_session(session_at("black_friday", 4, 3, 0))
    for spec in games.game_ui("black_friday").docks:
        window.panels.toggle(spec)
    heights = {}
    for lang in ("en", "ja", "en", "es", "en"):
        window.set_language(lang)
        for _ in range(8):
            QApplication.processEvents()
        dock = window.panels.shown()[0]
        heights.setdefault(lang, set()).add(dock.minimumSizeHint().height())
        assert dock.minimumSizeHint().height() <= window.centralWidget().height(), (lang, dock.minimumSizeHint())
    assert len(heights["en"]) == 1, heights
    window.close_session()


def test_a_language_switch_keeps_the_log_and_the_panels_as_they_were(qtbot, app_settings, english_after):
    """A review saw the Price History under the log become a tab beside it as the language changed: the words
    change, not the arrangement. Here the Spanish panel is too tall to stand under the log in the smallest window
    (they are tabs), the others are short enough: switched to them, the tabs stay (and the tab in front)."""
    from ponzi_desktop.ui.side_room import MINIMUM_SIZE

    window = open_window(qtbot, app_settings, (1280, MINIMUM_SIZE[1]), "es")
    window.start_session(session_at("black_friday", 4, 3, 0, humans=(0, 1)))  # on the cover: no wealth chart
    for spec in games.game_ui("black_friday").docks:
        window.panels.toggle(spec)
    for _ in range(8):
        QApplication.processEvents()
    room = window.side_room
    assert room.stacked and not room._split
    in_front = not window.panels.shown()[0].visibleRegion().isEmpty()  # the panel just opened, or the log
    would_split = []
    for lang in ("zh_TW", "ja", "en"):
        window.set_language(lang)
        for _ in range(8):
            QApplication.processEvents()
        dock = window.panels.shown()[0]
        height = window.centralWidget().height()
        would_split.append(height - dock.minimumSizeHint().height() >= max(LOG_LEAST_H, height // 3))
        assert room.stacked and not room._split, lang
        assert (not dock.visibleRegion().isEmpty()) == in_front, lang
    assert any(would_split)  # a language whose panel, alone, would have stood under the log
    window.close_session()
