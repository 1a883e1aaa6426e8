"""Seats nobody named follow the language everywhere, and at once: a review switched the language mid-game and the
table and the log still said "Player 1" and "Bot 1"; the start page's Continue card said "玩家1、電腦1" in English.
A default name is shown with a no-break space ("turno de Bot / 2" broke a Spanish log line inside the name)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.formatting import isolate, player_names
from ponzi_desktop.ui.i18n import NO_BREAK, todays_name
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession

PLAYABLE = [g.id for g in games.playable()]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def seats_of(names: list[str]) -> list[Seat]:
    return [Seat(name=n, kind="human") if i == 0 else Seat(name=n, kind="bot", level="random")
            for i, n in enumerate(names)]


def session_for(tmp_path, game: str, names: list[str]) -> GameSession:
    spec = game_spec(game)
    model = spec.settings_from(len(names), {})
    record = GameRecord(game=game, settings=model.model_dump(mode="json"), seed=3, seats=seats_of(names), actions=[])
    session = GameSession(record, autosave_dir=tmp_path / "auto", bot_delay_ms=0)
    session.set_paused(True)
    return session


def test_a_default_name_is_shown_unbroken_in_todays_language_and_a_typed_one_as_typed(qapp, english_after):
    assert todays_name("Bot 2") == f"Bot{NO_BREAK}2" and todays_name(f"Bot{NO_BREAK}2") == f"Bot{NO_BREAK}2"
    assert todays_name("Ann Lee") == "Ann Lee" and todays_name("Bot 2b") == "Bot 2b"
    i18n.install("es")
    seats = seats_of(["プレイヤー1", "Ann Lee", "電腦2"])
    assert player_names(seats) == [isolate(f"Jugador{NO_BREAK}1"), isolate("Ann Lee"), isolate(f"Bot{NO_BREAK}2")]


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_live_switch_of_language_renames_the_seats_nobody_named(qtbot, app_settings, tmp_path, english_after,
                                                                   game):
    window = open_window(qtbot, app_settings, (1280, 720), "en")
    window.start_session(session_for(tmp_path, game, ["Player 1", "Ann", "Bot 1", "Bot 2"]))
    assert window.game_page.table.names[2] == isolate(f"Bot{NO_BREAK}1")
    window.set_language("ja")
    QApplication.processEvents()
    assert [s.name for s in window.session.seats] == ["プレイヤー1", "Ann", "ボット1", "ボット2"]
    assert window.game_page.table.names == [isolate(n) for n in ("プレイヤー1", "Ann", "ボット1", "ボット2")]
    assert window.game_page.log_view.model._names[0] == isolate("プレイヤー1")
    window.set_language("en")
    assert [s.name for s in window.session.seats] == ["Player 1", "Ann", "Bot 1", "Bot 2"]  # kept plain
    window.close_session()


@pytest.mark.parametrize("lang, shown", [("en", "Player\u00a01"), ("zh_TW", "玩家1"), ("es", "Jugador\u00a01")])
def test_the_continue_card_says_default_names_in_todays_language(qtbot, app_settings, english_after, lang, shown):
    from ponzi_desktop.ui.settings import autosave_dir  # the test's own user folder (tests/ui/conftest.py)

    i18n.install("zh_TW" if lang != "zh_TW" else "ja")  # the game was begun in another language
    seats = [Seat(name=todays_name("Player 1").replace(NO_BREAK, " "), kind="human"),
             Seat(name="Ann", kind="human"), Seat(name="Cy", kind="human")]
    session = GameSession.new("ponzi", {}, 3, seats, autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.shutdown()
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window._refresh_start_page()
    text = window.start_page.continue_label.text().replace("\u2060", "")  # no word joiners (no_lone_character)
    assert isolate(shown) in text and isolate("Ann") in text, text
