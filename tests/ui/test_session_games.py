"""The session and the log for every game, not only Ponzi Scheme: bots play through, hot-seat hand-offs,
undo refused once the engine says something hidden came to light, the log narrates every event."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from ponzi_desktop.bots.random_bot import RandomBot  # noqa: E402
from ponzi_desktop.engine.core import all_games  # noqa: E402
from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui.log import GameLogModel  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

#: Settings that keep a game of random bots short.
SHORT = {"ponzi": {}, "black_friday": {}, "anti_monopoly": {"round_limit": 12}}
GAMES = sorted(spec.id for spec in all_games())


def test_every_game_is_covered():
    assert set(SHORT) == set(GAMES)


def seats(kinds: str) -> list[Seat]:
    names = ["Alice", "Bob", "Carol", "Dave"]
    return [Seat(name=names[i], kind="human") if k == "h" else Seat(name=names[i], kind="bot", level="random")
            for i, k in enumerate(kinds)]


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_a_whole_game_and_the_log_narrates_it(qtbot, tmp_path, game):
    session = GameSession.new(game, SHORT[game], 4, seats("bbb"), autosave_dir=tmp_path, bot_delay_ms=0)
    log = GameLogModel(session)
    with qtbot.waitSignal(session.game_finished, timeout=120_000):
        session.set_paused(False)
    assert session.is_over and session.viewer is None
    texts = log.texts()
    assert len(texts) > session.action_count / 4
    assert all(t and "_" not in t for t in texts), [t for t in texts if not t or "_" in t][:5]


@pytest.mark.parametrize("game", GAMES)
def test_hot_seat_hands_off_between_humans_in_every_game(qtbot, tmp_path, game):
    session = GameSession.new(game, {**SHORT[game], "start_player": 0}, 2, seats("hhh"), autosave_dir=tmp_path,
                              bot_delay_ms=0)
    assert session.handoff_pending == 0 and session.viewer is None
    session.claim_seat(0)
    rng, bot = random.Random(1), RandomBot()
    handed = []
    session.handoff_requested.connect(handed.append)
    for _ in range(200):
        if session.is_over or handed:
            break
        assert session.submit(bot.choose(session.view(), rng))
    assert handed == [1] and session.viewer is None


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_refused_once_the_engine_says_something_hidden_came_to_light(qtbot, tmp_path, game):
    session = GameSession.new(game, {**SHORT[game], "start_player": 0}, 5, seats("hbb"), autosave_dir=tmp_path,
                              bot_delay_ms=0)
    revealing = session.spec.revealing_events
    events: list = []
    session.events_happened.connect(events.extend)
    rng, bot = random.Random(3), RandomBot()
    plain = revealed = False
    for _ in range(3000):
        if session.is_over or (plain and revealed):
            break
        if not session.my_turn():
            session.set_paused(False)
            qtbot.waitUntil(lambda: session.my_turn() or session.is_over, timeout=30_000)
            session.set_paused(True)
            continue
        events.clear()
        assert session.submit(bot.choose(session.view(), rng))
        if any(e.kind in revealing for e in events):
            revealed = True
            assert not session.can_undo() and not session.undo()
        elif session.current_seat == 0 and not plain:
            plain = True
            assert session.can_undo()
            count = session.action_count
            assert session.undo() and session.action_count == count - 1
    assert revealed, f"no {sorted(revealing)} in a whole game of {game}"
