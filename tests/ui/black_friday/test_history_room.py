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
