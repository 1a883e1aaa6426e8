"""The tabs of the narrow column where the log and a game's panels share the room beside the table (ui/side_room.py): in
the table's look (ui/app_style.py), and every tab's words whole, in every game and language, in the smallest window the
app allows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QTabBar
from test_app_style import stock_grey
from test_table_rules import open_window, session_at
from widget_checks import clipped

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.side_room import MINIMUM_SIZE

PLAYABLE = [g.id for g in games.playable()]


def settled() -> None:
    for _ in range(6):  # the room is decided once the resize's events are handled, and checked again once
        QApplication.processEvents()


def tab_bars(window) -> list[QTabBar]:
    return [bar for bar in window.findChildren(QTabBar) if bar.isVisible() and bar.count() > 1]


@pytest.fixture
def styled_english_after(styled):
    """The app's style sheet on, as the app starts; English back afterwards."""
    yield
    i18n.install("en")


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_columns_tabs_show_their_whole_words_in_the_tables_look(
        qtbot, app_settings, styled_english_after, game):
    """In English, then in Japanese and Spanish as a player switches (the tabs' words follow the language)."""
    window = open_window(qtbot, app_settings, MINIMUM_SIZE, "en")
    window.start_session(session_at(game, 4, 3, 12))
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    seen = []
    for lang in ("en", "ja", "es"):
        if lang != "en":
            window.set_language(lang)
        settled()
        assert window.side_room.stacked, lang
        bars = tab_bars(window)
        assert bars, f"{lang}: the log and the panels are not tabs at the smallest size"
        bad = [problem for problem in clipped(window) if problem.startswith("QTabBar")]
        assert not bad, f"{lang}: " + "\n".join(bad)
        log_tab = window.side_room.tr("Log")
        for bar in bars:
            texts = [bar.tabText(i) for i in range(bar.count())]
            assert log_tab in texts and all("&" not in t for t in texts), texts
            assert set(texts).isdisjoint(seen), (lang, texts, seen)  # in this language, not the one before
            seen += texts
            assert QFontInfo(bar.font()).pixelSize() >= 11, texts
            # as the window draws it: the strip beside the tabs shows what is behind the bar
            image = window.grab(QRect(bar.mapTo(window, QPoint(0, 0)), bar.size())).toImage()
            assert stock_grey(image) < 0.02, stock_grey(image)
            for i in range(bar.count()):  # each tab: paper and ink, never the platform's grey face
                tab = image.copy(bar.tabRect(i))
                assert stock_grey(tab) < 0.02, (texts[i], stock_grey(tab))
        dock = window.panels.shown()[0]
        assert dock.title_bar.title.text() == games.game_ui(game).text(games.game_ui(game).docks[0].title)
    # room for everything side by side (an ultrawide screen: on a 16:9 one the log and the panel share a column,
    # for the table to take its full height: ui/side_room.py): the panel's window title is whole again
    window.resize(2560, 1080)
    settled()
    assert not window.side_room.stacked
    assert dock.windowTitle() == dock.full_title
    window.close_session()
