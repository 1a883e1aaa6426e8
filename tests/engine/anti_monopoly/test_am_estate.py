"""Anti-Monopoly dealings with the Treasury: building for each role, selling back, mortgaging, redeeming,
and the per-turn limit on them."""

from __future__ import annotations

import pytest
from am_helpers import (
    BASIN,
    BEACON,
    BRATTLE,
    ELECTRIC,
    FRENCH_QUARTER,
    HARVARD,
    RAILROAD,
    C,
    M,
    checked,
    first,
    game,
    give,
    roll,
    set_cash,
    texts,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly.actions import Build, Mortgage, Redeem, SellBuilding
from ponzi_desktop.engine.core import IllegalAction

ALICE, BOB = 0, 1


def refused(state, action, words):
    before = state.digest()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, player=state.actor)
    assert words in caught.value.reason, caught.value.reason
    assert state.digest() == before


# ---- Competitors build anywhere -----------------------------------------------------------------------

def test_a_competitor_builds_houses_on_any_street_they_own():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    events = state.apply(Build(BRATTLE))
    assert first(events, "built").data == {"square": BRATTLE, "level": 1, "cost": 150, "apartment": False}
    assert state.level[BRATTLE] == 1 and state.cash[ALICE] == 1350
    checked(state)


def test_a_competitor_with_4_houses_buys_the_apartment():
    state = game((C, M))
    give(state, ALICE, BRATTLE, level=4)
    set_cash(state, ALICE, 1000)
    events = state.apply(Build(BRATTLE))
    assert first(events, "built").data == {"square": BRATTLE, "level": 5, "cost": 150, "apartment": True}
    assert state.cash[ALICE] == 850
    assert "build 21" not in texts(state)
    refused(state, Build(BRATTLE), "apartment")
    # the apartment earns the rent of 4 houses and one more step
    turn_of(state, BOB, at=BRATTLE - 3)
    roll(state, 1, 2)
    assert state.cash[BOB] == 1500 - 97
    checked(state)


# ---- Monopolists build only in their monopolies --------------------------------------------------------

def test_a_monopolist_builds_only_in_a_city_they_monopolise():
    state = game((M, C))
    give(state, ALICE, BRATTLE)
    assert "build 21" not in texts(state)
    refused(state, Build(BRATTLE), "monopolise")
    give(state, ALICE, HARVARD)
    assert {"build 21", "build 23"} <= texts(state)
    state.apply(Build(HARVARD))
    assert state.level[HARVARD] == 1


def test_a_monopolist_builds_3_houses_then_the_apartment():
    state = game((M, C))
    give(state, ALICE, BASIN, FRENCH_QUARTER)
    for level in (1, 2, 3, 4):
        events = state.apply(Build(BASIN))
        assert first(events, "built").data["level"] == level
    assert first(events, "built").data["apartment"]
    refused(state, Build(BASIN), "apartment")


def test_a_monopolist_may_not_build_while_a_monopoly_street_is_mortgaged():
    state = game((M, C))
    give(state, ALICE, BRATTLE)
    give(state, ALICE, HARVARD, mortgaged=True)
    refused(state, Build(BRATTLE), "monopolise")
    give(state, ALICE, BEACON)  # two unmortgaged streets of Boston again
    state.apply(Build(BRATTLE))


def test_no_building_on_a_mortgaged_street_or_a_company():
    state = game((C, M))
    give(state, ALICE, BRATTLE, mortgaged=True)
    give(state, ALICE, RAILROAD)
    refused(state, Build(BRATTLE), "mortgaged")
    refused(state, Build(RAILROAD), "only streets")


def test_building_needs_the_cash():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    set_cash(state, ALICE, 149)
    assert "build 21" not in texts(state)
    refused(state, Build(BRATTLE), "costs 150")


def test_building_is_no_option_outside_your_turn():
    state = game((C, M))
    give(state, BOB, BRATTLE)
    refused(state, Build(BRATTLE), "not yours")


# ---- selling back ------------------------------------------------------------------------------------

def test_buildings_sell_back_one_at_a_time_for_half_their_cost():
    state = game((C, M))
    give(state, ALICE, BRATTLE, level=5)
    events = state.apply(SellBuilding(BRATTLE))
    assert first(events, "building_sold").data == {"square": BRATTLE, "level": 4, "refund": 75}
    assert state.cash[ALICE] == 1575
    for _ in range(4):
        state.apply(SellBuilding(BRATTLE))
    assert state.level[BRATTLE] == 0 and state.cash[ALICE] == 1500 + 5 * 75
    refused(state, SellBuilding(BRATTLE), "no building")
    checked(state)


# ---- mortgages ---------------------------------------------------------------------------------------

def test_mortgaging_pays_half_the_price_and_redeeming_costs_110_percent():
    state = game((C, M))
    give(state, ALICE, BRATTLE, ELECTRIC)
    events = state.apply(Mortgage(BRATTLE))
    assert first(events, "mortgaged").data == {"square": BRATTLE, "amount": 110}
    state.apply(Mortgage(ELECTRIC))
    assert state.cash[ALICE] == 1500 + 110 + 75
    assert state.view(BOB).mortgaged[BRATTLE]
    events = state.apply(Redeem(BRATTLE))
    assert first(events, "redeemed").data == {"square": BRATTLE, "amount": 121}
    state.apply(Redeem(ELECTRIC))
    assert state.cash[ALICE] == 1500 + 110 + 75 - 121 - 83
    assert not state.mortgaged[BRATTLE] and not state.mortgaged[ELECTRIC]
    checked(state)


def test_a_street_with_buildings_cannot_be_mortgaged():
    state = game((C, M))
    give(state, ALICE, BRATTLE, level=1)
    assert "mortgage 21" not in texts(state)
    refused(state, Mortgage(BRATTLE), "sell the street's buildings first")


def test_a_monopolist_may_not_mortgage_a_street_their_city_buildings_need():
    state = game((M, C))
    give(state, ALICE, BRATTLE, level=2)
    give(state, ALICE, HARVARD)
    assert "mortgage 23" not in texts(state)
    refused(state, Mortgage(HARVARD), "two unmortgaged streets")
    give(state, ALICE, BEACON)  # a third street: one of the two may go
    state.apply(Mortgage(HARVARD))
    assert "mortgage 24" not in texts(state)
    checked(state)


def test_redeeming_needs_the_cash():
    state = game((C, M))
    give(state, ALICE, BRATTLE, mortgaged=True)
    set_cash(state, ALICE, 120)
    assert "redeem 21" not in texts(state)
    refused(state, Redeem(BRATTLE), "costs 121")
    refused(state, Mortgage(BRATTLE), "already mortgaged")


# ---- the per-turn limit ------------------------------------------------------------------------------

def test_dealings_with_the_treasury_are_limited_per_turn_but_the_roll_and_the_end_remain():
    state = game((C, M), manage_limit=3)
    give(state, ALICE, BRATTLE, HARVARD)
    for _ in range(3):
        state.apply(Build(BRATTLE))
    assert texts(state) == {"roll", "trade 1"}
    refused(state, Build(HARVARD), "at most 3")
    turn_of(state, ALICE)
    assert "build 23" in texts(state)
