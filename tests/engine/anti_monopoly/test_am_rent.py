"""Anti-Monopoly rent: streets for each role, monopolised cities, buildings, transport fares, utilities,
mortgaged property, and the Prison / Price War rent rule."""

from __future__ import annotations

import pytest
from am_helpers import (
    AIRLINE,
    BASIN,
    BEACON,
    BRATTLE,
    BUS,
    ELECTRIC,
    FRENCH_QUARTER,
    GAS,
    HARVARD,
    RAILROAD,
    TRANSPORTS,
    TRUCKING,
    C,
    M,
    checked,
    first,
    game,
    give,
    roll,
    set_cash,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly.actions import BUY

ALICE, BOB = 0, 1


def visit(state, visitor, square, *more_dice):
    """`visitor` rolls from 3 spaces before `square` onto it (1 + 2, no doubles); returns the cash paid
    (START money received on the way left out) and the events."""
    turn_of(state, visitor, at=(square - 3) % 40)
    before = state.cash[visitor]
    events = roll(state, 1, 2, *more_dice)
    assert state.pos[visitor] == square
    checked(state)
    salary = sum(e.data["amount"] for e in events if e.kind == "collected" and e.data["reason"] == "start")
    return before + salary - state.cash[visitor], events


# ---- Competitor streets -------------------------------------------------------------------------------

@pytest.mark.parametrize(("level", "rent"), [(0, 22), (1, 37), (2, 52), (3, 67), (4, 82), (5, 97)])
def test_a_competitors_street_earns_price_over_10_plus_house_cost_over_10_per_house(level, rent):
    state = game((C, M))
    give(state, ALICE, BRATTLE, level=level)  # price 220, house 150
    paid, events = visit(state, BOB, BRATTLE)
    assert paid == rent
    assert first(events, "rent_paid").data == {"to": ALICE, "square": BRATTLE, "amount": rent}
    assert state.cash[ALICE] == 1500 + rent


def test_a_competitor_earns_single_rent_even_owning_the_whole_city():
    state = game((C, M))
    give(state, ALICE, BRATTLE, HARVARD, BEACON)
    assert visit(state, BOB, HARVARD)[0] == 22


# ---- Monopolist streets --------------------------------------------------------------------------------

def test_a_monopolists_unbuilt_rent_doubles_when_a_second_street_of_the_city_is_bought():
    state = game((M, C))
    give(state, ALICE, BASIN)
    assert visit(state, BOB, BASIN)[0] == 6  # one street of New Orleans: price/10
    # Alice buys the second street of New Orleans
    turn_of(state, ALICE, at=0)
    roll(state, 1, 2)
    state.apply(BUY)
    assert state.owner[FRENCH_QUARTER] == ALICE
    assert visit(state, BOB, BASIN)[0] == 12  # monopolised: double
    assert visit(state, BOB, FRENCH_QUARTER)[0] == 12


def test_two_of_three_streets_monopolise_a_city_and_the_third_charges_double_once_bought():
    state = game((M, C))
    give(state, ALICE, BRATTLE, HARVARD)
    assert visit(state, BOB, BRATTLE)[0] == 44
    give(state, ALICE, BEACON)
    assert visit(state, BOB, BEACON)[0] == 48


@pytest.mark.parametrize(("level", "rent"), [(1, 74), (2, 104), (3, 134), (4, 164)])
def test_a_monopolists_built_rent_is_2_price_over_10_plus_house_cost_over_5_per_building(level, rent):
    state = game((M, C))
    give(state, ALICE, BRATTLE, level=level)
    give(state, ALICE, HARVARD)
    assert visit(state, BOB, BRATTLE)[0] == rent


def test_a_city_with_one_of_its_two_monopoly_streets_mortgaged_earns_single_rent():
    state = game((M, C))
    give(state, ALICE, BRATTLE)
    give(state, ALICE, HARVARD, mortgaged=True)
    assert visit(state, BOB, BRATTLE)[0] == 22
    assert not state.monopolised(ALICE, state.b.city[BRATTLE])


# ---- mortgaged property, Prison and Price War -----------------------------------------------------------

@pytest.mark.parametrize("square", [BRATTLE, RAILROAD, ELECTRIC])
def test_mortgaged_property_earns_nothing(square):
    state = game((C, M))
    give(state, ALICE, square, mortgaged=True)
    paid, events = visit(state, BOB, square)
    assert paid == 0 and "rent_paid" not in [e.kind for e in events]


def test_a_monopolist_in_prison_collects_no_rent():
    state = game((M, C))
    give(state, ALICE, BRATTLE, HARVARD)
    state.jail[ALICE] = 1
    state.pos[ALICE] = 10
    paid, events = visit(state, BOB, BRATTLE)
    assert paid == 0
    assert first(events, "rent_waived").data == {"owner": ALICE, "square": BRATTLE, "reason": "prison"}


def test_a_competitor_in_price_war_collects_rent_normally():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    state.jail[ALICE] = 2
    state.pos[ALICE] = 10
    assert visit(state, BOB, BRATTLE)[0] == 22


# ---- transport ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("owned", "fare"), [(1, 40), (2, 80), (3, 160), (4, 320)])
def test_a_monopolists_fares_are_40_80_160_320(owned, fare):
    state = game((M, C))
    give(state, ALICE, *TRANSPORTS[:owned])
    assert visit(state, BOB, RAILROAD)[0] == fare


@pytest.mark.parametrize("owned", [1, 2, 3, 4])
def test_a_competitors_fare_is_20_however_many_they_own(owned):
    state = game((C, M))
    give(state, ALICE, *TRANSPORTS[:owned])
    assert visit(state, BOB, RAILROAD)[0] == 20


def test_mortgaged_transport_companies_still_count_for_the_fare():
    state = game((M, C))
    give(state, ALICE, RAILROAD, AIRLINE)
    give(state, ALICE, BUS, TRUCKING, mortgaged=True)
    assert visit(state, BOB, RAILROAD)[0] == 320


# ---- utilities -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("role", "owned", "multiplier"), [(M, 1, 4), (M, 2, 10), (C, 1, 4), (C, 2, 4)])
def test_utilities_charge_4_or_10_times_a_fresh_roll_of_the_visitor(role, owned, multiplier):
    state = game((role, C if role == M else M))
    give(state, ALICE, *(ELECTRIC, GAS)[:owned])
    paid, events = visit(state, BOB, ELECTRIC, 6, 3)
    assert paid == multiplier * 9
    rolls = [e.data for e in events if e.kind == "dice_rolled"]
    assert rolls == [{"dice": [1, 2], "for": "move"}, {"dice": [6, 3], "for": "utility"}]


def test_the_utility_roll_does_not_move_the_pawn_or_give_a_turn():
    state = game((M, C))
    give(state, ALICE, ELECTRIC)
    set_cash(state, BOB, 1000)
    visit(state, BOB, ELECTRIC, 4, 4)
    assert state.pos[BOB] == ELECTRIC and not state.bonus
