"""Anti-Monopoly under the generic random-playout checker, and proof that its invariants can fail."""

from __future__ import annotations

import itertools

import pytest
from am_helpers import BASIN, BRATTLE, HARVARD, C, M, game, give

from ponzi_desktop.engine.anti_monopoly import SPEC
from ponzi_desktop.engine.anti_monopoly.invariants import InvariantViolation, check_state, check_view

checks = pytest.importorskip("ponzi_desktop.engine.checks")

CASES = list(itertools.product((2, 3, 4, 5, 6), ("A", "B")))


def seeds_per_case(players: int) -> int:
    """Two games at a table of two, one at a larger one: a game of 3 to 6 players runs 1,400 to 2,800 actions,
    and a second one (as the test played before) played no kind of action the first had not; at a table of two,
    the second game played a tax or a payment the first did not."""
    return 2 if players == 2 else 1


@pytest.mark.slow
@pytest.mark.parametrize(("players", "game_kind"), CASES)
def test_random_playouts_keep_every_invariant(players, game_kind):
    settings = SPEC.settings_from(players, {"game": game_kind})
    base = CASES.index((players, game_kind)) * 1000
    games = seeds_per_case(players)
    summary = checks.run_many(SPEC, settings, range(base, base + games), save_roundtrip_every=200)
    assert summary.games == games and summary.violations == []


@pytest.mark.slow
@pytest.mark.parametrize(("values", "every"), [({"round_limit": 5}, 50), ({"two_hour_rounds": 4, "game": "B"}, 50),
                                               ({"manage_limit": 1, "offers_per_turn": 0}, 0)])
def test_endings_and_limits_keep_every_invariant(values, every):
    # with one dealing a turn and no trades random bots seldom go bankrupt: those games run to the round
    # limit (about 2,000 actions), so their save round trip is checked only at the end
    settings = SPEC.settings_from(4, values)
    summary = checks.run_many(SPEC, settings, range(2), save_roundtrip_every=every)
    assert summary.violations == []


def test_the_checker_finds_this_games_invariants():
    assert checks.invariants_for("anti_monopoly").check_state is check_state


# ---- the invariants can fail ------------------------------------------------------------------------

def test_money_out_of_thin_air_is_caught():
    state = game((C, M))
    state.cash[0] += 1
    with pytest.raises(InvariantViolation, match="money not conserved"):
        check_state(state)


def test_a_building_on_a_mortgaged_street_is_caught():
    state = game((C, M))
    give(state, 0, BRATTLE, mortgaged=True)
    state.level[BRATTLE] = 1
    with pytest.raises(InvariantViolation, match="mortgaged street 21 has buildings"):
        check_state(state)


def test_a_monopolists_building_outside_a_monopoly_is_caught():
    state = game((M, C))
    give(state, 0, BRATTLE, level=1)
    give(state, 0, HARVARD, mortgaged=True)
    with pytest.raises(InvariantViolation, match="holds 1 unmortgaged street"):
        check_state(state)


def test_property_of_a_bankrupt_player_is_caught():
    state = game((M, C, C))
    give(state, 1, BASIN)
    state.alive[1] = False
    state.out.append(1)
    state.bank_in += state.cash[1]
    state.cash[1] = 0
    with pytest.raises(InvariantViolation, match="belongs to bankrupt player 1"):
        check_state(state)


def test_a_lost_card_is_caught():
    state = game((M, C))
    state.deck[1] = (*state.deck[1][:-1], state.deck[1][0])
    with pytest.raises(InvariantViolation, match="monopolist deck"):
        check_state(state)


def test_a_view_showing_the_deck_order_is_caught():
    state = game((M, C))
    view = state.view(0)._replace(dice=state.deck[0])
    with pytest.raises(InvariantViolation, match="deck's order"):
        check_view(state, view, 0)


def test_a_view_with_stale_cash_is_caught():
    state = game((M, C))
    view = state.view(1)
    state.cash[0] -= 10
    state.bank_in += 10
    with pytest.raises(InvariantViolation, match="misstates cash"):
        check_view(state, view, 1)
