"""Moves forced by public information (`forced_by_public`): trading passes by a player who shares no industry
with anyone while no luxury is for sale. Such a move may be played without the player's cover; it must never
depend on anything hidden, above all the player's cash (an automatic pass would tell everyone it is short)."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.engine.ponzi.actions import PASS

SPEC = game_spec("ponzi")


def positions(variant: str, games: int = 40, players: int = 4):
    """Every position of seeded random games."""
    for seed in range(games):
        state = SPEC.new_game(SPEC.settings_from(players, {"variant": variant}), seed)
        rng = random.Random(seed)
        while not state.is_over:
            yield state
            c = rng.choice(state.legal_choices())
            state.apply(c.with_value(rng.randint(c.lo, c.hi)) if c.param else c.action)


def shares_an_industry(state) -> bool:
    p = state.actor
    return any(state.tiles[p][k] and state.tiles[j][k] for j in range(state.n) if j != p
               for k in range(len(state.tiles[p])))


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_a_forced_move_is_the_only_move_and_follows_from_the_public_view_alone(variant):
    """Whatever the cash (the one secret of a position here), the answer is the same; and it is only ever
    given when the player truly has that one move."""
    forced = 0
    for state in positions(variant):
        action = state.forced_by_public()
        if action is not None:
            forced += 1
            assert [c.action for c in state.legal_choices()] == [action]
        for cash in (0, 10_000):  # the same public view with any cash gives the same answer
            other = state.clone()
            other.cash = [cash] * other.n
            other._choices_cache = None
            assert other.forced_by_public() == action
    if variant == "basic":
        assert forced > 20  # the check above checked something


def test_in_the_basic_game_trading_passes_by_a_player_with_nobody_to_trade_with():
    seen = 0
    for state in positions("basic"):
        if state.phase == "trade":
            expected = None if shares_an_industry(state) else PASS
            assert state.forced_by_public() == expected
            seen += expected is not None
    assert seen


def test_with_luxuries_for_sale_a_short_cash_is_never_told():
    """Advanced game: a player with no industry in common and too little cash for any luxury can only pass,
    but only they know why: the pass is not forced by public information, so it is theirs to make."""
    secret_only = 0
    for state in positions("advanced", games=60):
        if state.phase != "trade" or shares_an_industry(state):
            continue
        if state.lux_bank:
            assert state.forced_by_public() is None
            secret_only += [c.action for c in state.legal_choices()] == [PASS]
        else:
            assert state.forced_by_public() == PASS
    assert secret_only  # such positions exist: the property was really checked


def test_the_forced_pass_says_so_in_its_event():
    for state in positions("basic"):
        if state.forced_by_public() is not None:
            events = state.clone().apply(PASS)
            assert events[0].kind == "passed" and events[0].data == {"phase": "trade", "alone": True}
            return
    raise AssertionError("no forced pass found")
