"""The log reads the same live, after the save is reopened and in the replay: a bot's pass with nobody to trade
with was "Bot 1 passes: no offer" live and "Bot 1 has no industry in common with anyone" once reloaded (the
load worked out which moves nobody chose, the live log did not). Every game, people and bots at one screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402

from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.log import GameLogModel  # noqa: E402
from ponzi_desktop.ui.replay.session import ReplaySession  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

SEATS = [Seat(name="Ann", kind="human"), Seat(name="Bot 1", kind="bot", level="random"),
         Seat(name="Bob", kind="human"), Seat(name="Bot 2", kind="bot", level="random")]


def drive(qtbot, session, rng, actions):
    """The people play a random legal move each when the screen is theirs; the bots think for themselves."""
    while not session.is_over and session.action_count < actions:
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
            continue
        seat = session.current_seat
        if seat is not None and session.is_human(seat) and session.viewer == seat:
            choice = rng.choice(session.view().choices)
            low = max(1, choice.lo)
            action = choice.with_value(rng.randint(low, max(low, min(choice.hi, low + 9)))) if choice.param \
                else choice.action
            assert session.submit(action), action
            continue
        count = session.action_count
        qtbot.waitUntil(lambda count=count: session.action_count > count or session.handoff_pending is not None
                        or session.is_over, timeout=60_000)
    session.set_paused(True)
    qtbot.waitUntil(lambda: session.bot_thinking is None, timeout=10_000)


def read(model, viewer):
    model._on_viewer(viewer)  # the slot the session's viewer_changed drives
    return model.texts(), {seat: model.public_since(seat).lines for seat in (0, 2)}


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_log_reads_the_same_live_reloaded_and_replayed(qtbot, tmp_path, game):
    session = GameSession.new(game, {}, 11, list(SEATS), autosave_dir=tmp_path, bot_delay_ms=0)
    live = GameLogModel(session)
    drive(qtbot, session, random.Random(5), 90)
    loaded = GameSession(session.record, autosave_dir=tmp_path / "other", bot_delay_ms=0)
    loaded.set_paused(True)
    reloaded = GameLogModel(loaded)
    replay = ReplaySession(session.record, position=len(session.record.actions))
    replayed = GameLogModel(replay)
    for viewer in (None, 0, 2):
        assert read(reloaded, viewer) == read(live, viewer)
        assert read(replayed, viewer)[0] == read(live, viewer)[0]
    session.shutdown()
    loaded.shutdown()


def test_a_bots_pass_with_nobody_to_trade_with_says_so_live():
    from ponzi_desktop.engine.core import Event
    from ponzi_desktop.ui.ponzi.narration import narrate

    alone = Event("passed", 1, {"phase": "trade", "alone": True, "forced": True})
    assert narrate(alone, ["Ann", "Bot 1"], 0) == "Bot 1 has no industry in common with anyone: no offer to make"
