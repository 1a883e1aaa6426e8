"""Default seat names follow the language in a game begun in another: a review continued a game begun in
Japanese in Spanish and read "Black Friday con プレイヤー1, ボット1, ボット2 y ボット3". Names people typed stay."""

from __future__ import annotations

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.seat_rows import default_name
from ponzi_desktop.ui.session import GameSession


def test_default_names_of_any_language_are_said_in_todays(qapp, tmp_path):
    i18n.install("ja")
    ja = [default_name("human", 1), default_name("bot", 1), default_name("bot", 2)]
    assert ja == ["プレイヤー1", "ボット1", "ボット2"]
    try:
        i18n.install("es")
        # shown with a no-break space: never broken inside (test_default_names_follow.py)
        assert [todays_name(n) for n in ja] == ["Jugador\u00a01", "Bot\u00a01", "Bot\u00a02"]
        assert todays_name("Bot 7") == "Bot\u00a07" and todays_name("Player 3") == "Jugador\u00a03"
        for typed in ("Ann", "Bot", "Player 100", "Bot 2b", "ボット"):
            assert todays_name(typed) == typed
        seats = [Seat(name=ja[0], kind="human"), Seat(name="Ann", kind="human"),
                 Seat(name=ja[1], kind="bot", level="random")]
        session = GameSession.new("black_friday", {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
        try:
            assert [s.name for s in session.seats] == ["Jugador 1", "Ann", "Bot 1"]
        finally:
            session.shutdown()
    finally:
        i18n.install("en")



def test_the_history_and_saved_games_details_say_default_names_in_todays_language(qapp):
    """A Spanish Saved Games list said "Jugador 1" while its detail pane said "プレイヤー1" (a review)."""
    from types import SimpleNamespace

    from ponzi_desktop.ui.formatting import isolate
    from ponzi_desktop.ui.history_common import seat_text

    i18n.install("es")
    try:
        entry = SimpleNamespace(game="ponzi")
        person = SimpleNamespace(name="プレイヤー1", kind="human", level=None, role=None)
        assert seat_text(entry, person) == isolate("Jugador\u00a01")
        bot = SimpleNamespace(name="ボット2", kind="bot", level="normal", role=None)
        assert seat_text(entry, bot).startswith(isolate("Bot\u00a02"))
    finally:
        i18n.install("en")
