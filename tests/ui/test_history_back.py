"""The History and Statistics pages' back button says where it goes: "← Start Page" took you back to the game when one
was open; now it reads "← Back to the game" then, and goes there, in every game."""

from __future__ import annotations

import pytest
from history_entries import sample_entries
from PySide6.QtCore import Qt
from widget_checks import clipped, too_small

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.history_page import HistoryPage
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.statistics_page import StatisticsPage

GAMES = sorted(g.id for g in games.playable())


def new_session(game: str, tmp_path) -> GameSession:
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cleo")]
    return GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path / "auto", bot_delay_ms=0)


def test_from_the_start_page_the_back_button_says_start_page(qtbot, window):
    window.history.set_provider(sample_entries)
    window.history.show()
    for page in (window.history.page, window.history.statistics_page):
        assert page.back_button.text() == "← Start Page"
    qtbot.mouseClick(window.history.page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page


@pytest.mark.parametrize("game", GAMES)
def test_from_a_game_the_back_button_says_and_goes_back_to_the_game(qtbot, window, tmp_path, game):
    window.history.set_provider(sample_entries)
    window.start_session(new_session(game, tmp_path))
    table = window.stack.currentWidget()
    assert table is not window.start_page
    window.menus.act_history.trigger()
    for page in (window.history.page, window.history.statistics_page):
        assert page.back_button.text() == "← Back to the game"
        assert "game" in page.back_button.toolTip()
    qtbot.mouseClick(window.history.page.other_button, Qt.MouseButton.LeftButton)  # Statistics, then back
    qtbot.mouseClick(window.history.statistics_page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is table
    # the game closed: the pages go to the start page again, and say so
    window.close_session()
    window.history.show()
    assert window.history.page.back_button.text() == "← Start Page"
    qtbot.keyClick(window.history.page, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start_page


@pytest.fixture
def language():
    """Install a language for the test (English again afterwards)."""
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_longer_back_label_fits_at_1280_in_every_language(qtbot, language, lang):
    language(lang)
    entries = sample_entries()
    for page in (HistoryPage(lambda: entries), StatisticsPage(lambda: entries)):
        qtbot.addWidget(page)
        page.set_back_to_game(True)
        page.resize(1280, 650)
        page.show()
        qtbot.waitExposed(page)
        assert page.back_button.text() != "← Back to the game" or lang == "en"
        assert clipped(page) == []
        assert too_small(page, 11) == []
        page.hide()


def test_the_window_title_names_the_page_shown(qtbot, window, tmp_path):
    """A review replayed a Black Friday game from the history while an Anti-Monopoly game was open, and the title
    still said "Anti-Monopoly": it names the history, the statistics, a replay's game, then the game again."""
    from ponzi_desktop.engine.core import game_spec
    from ponzi_desktop.persistence.sample import random_record

    open_game, replayed = GAMES[0], GAMES[-1]
    window.history.set_provider(sample_entries)
    window.start_session(new_session(open_game, tmp_path))
    assert window.windowTitle() == f"{games.title(open_game)} — Ponzi Desktop"
    window.menus.act_history.trigger()
    assert window.windowTitle() == "Game History — Ponzi Desktop"
    qtbot.mouseClick(window.history.page.other_button, Qt.MouseButton.LeftButton)
    assert window.windowTitle() == "Statistics — Ponzi Desktop"
    names = ["Ann", "Bob", "Cleo", "Dev"][:max(3, game_spec(replayed).min_players)]
    assert window.replays.open(random_record(names, 20, seed=7, game=replayed), "A game")
    assert window.windowTitle() == f"Replay of {games.title(replayed)} — Ponzi Desktop"
    window.replays.page.close_requested.emit()
    qtbot.mouseClick(window.history.statistics_page.back_button, Qt.MouseButton.LeftButton)
    assert window.windowTitle() == f"{games.title(open_game)} — Ponzi Desktop"
