"""Nim's engine through the shared protocol: seeded, per-seat views, the shared playout check, and the registry
holding it only while registered."""

from __future__ import annotations

import pytest

from nim.engine import NimView, Take
from nim.registration import nim_registered
from ponzi_desktop.bots import bot_names, make_bot
from ponzi_desktop.engine import checks, core
from ponzi_desktop.engine.checks import InvariantViolation, random_playout_check


def _check_state(state) -> None:
    if any(h < 0 for h in state.heaps) or sum(state.taken) + sum(state.heaps) > 21:
        raise InvariantViolation("tokens appeared or a heap went below nothing")


def _check_view(state, view: NimView, seat) -> None:
    if view.choices and seat != state.actor:
        raise InvariantViolation("a seat that is not deciding was shown choices")


@pytest.fixture
def nim():
    with nim_registered(with_ui=False):
        yield core.game_spec("nim")


def test_nim_is_a_game_only_while_registered(nim):
    assert nim in core.all_games() and bot_names("nim") == ["random"]
    with pytest.raises(KeyError, match="has no 'normal' bot"):
        make_bot("normal", "nim")


def test_nim_leaves_no_trace_once_taken_away():
    with nim_registered(with_ui=False):
        pass
    assert "nim" not in [spec.id for spec in core.all_games()]
    with pytest.raises(KeyError):
        bot_names("nim")


@pytest.mark.parametrize(("heaps", "players"), [(1, 2), (3, 2), (3, 3)])
def test_seeded_games_and_the_views(nim, heaps, players):
    settings = nim.settings_from(players, {"heaps": heaps})
    state, again = nim.new_game(settings, 11), nim.new_game(settings, 11)
    assert state.digest() == again.digest() and len(state.heaps) == heaps
    mover = state.current_player
    assert state.view(mover).choices and not state.view((mover + 1) % players).choices
    assert state.view(None).seat is None and not state.view(None).choices
    state.apply(Take(0, 1), mover)
    assert state.view(None).heaps[0] == again.heaps[0] - 1 and state.current_player == (mover + 1) % players
    with pytest.raises(core.IllegalAction, match="take 1 to 3"):
        state.apply(Take(0, 4))


def test_the_shared_random_playout_check(nim, monkeypatch):
    monkeypatch.setattr(checks, "_INVARIANTS", dict(checks._INVARIANTS))  # Nim's hooks leave with the test
    checks.register_invariants("nim", _check_state, _check_view)
    for seed in range(20):
        report = random_playout_check(nim, seed=seed, settings=nim.settings_from(2 + seed % 2,
                                                                                  {"heaps": 1 + 2 * (seed % 2)}))
        assert report.outcome.winners and report.outcome.reason == "last_token"


def test_a_save_seating_a_level_nim_lacks_is_refused_in_words(nim):
    from ponzi_desktop.persistence import GameRecord, SaveError, Seat, replay

    seats = [Seat(name="Ann", kind="human"), Seat(name="Bot", kind="bot", level="random")]
    record = GameRecord(game="nim", settings={"players": 2}, seed=1, seats=seats)
    assert not replay(record).is_over
    record.seats[1] = Seat(name="Bot", kind="bot", level="hard")
    with pytest.raises(SaveError, match="'hard' bot, a level nim does not have .it has random"):
        replay(record)
