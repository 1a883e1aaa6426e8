"""Anti-Monopoly cards (both decks, every effect), income tax, property tax and the Foundation."""

from __future__ import annotations

import pytest
from am_helpers import (
    BRATTLE,
    CARD_2,
    CARD_7,
    CARD_36,
    CORNER,
    ELECTRIC,
    FOUNDATION,
    FRENCH_QUARTER,
    HARVARD,
    INCOME_TAX,
    PENNSYLVANIA,
    PROPERTY_TAX,
    RAILROAD,
    START,
    C,
    M,
    checked,
    first,
    game,
    give,
    kinds,
    next_card,
    roll,
    set_cash,
    texts,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly.actions import BUY, TAX_FLAT, TAX_PERCENT

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def draw(state, player, card, *dice):
    """`player` lands on the card space 7 (from 4, rolling 1 + 2) and draws `card`; returns the events."""
    next_card(state, card)
    turn_of(state, player, at=CARD_7 - 3)
    events = roll(state, 1, 2, *dice)
    assert first(events, "card_drawn").data == {"deck": state.role_names[player], "card": card}
    checked(state)
    return events


# ---- the decks ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("role", "deck"), [(C, 0), (M, 1)])
def test_each_role_draws_from_its_own_deck_and_the_card_goes_to_the_bottom(role, deck):
    state = game((role, C if role == M else M))
    card = "C09" if role == C else "M02"
    next_card(state, card)
    top, other_top = state.top[deck], state.top[1 - deck]
    draw(state, ALICE, card)
    order = state.deck[deck]
    assert state.top[deck] == (top + 1) % 25 and state.top[1 - deck] == other_top
    coming = order[state.top[deck]:] + order[:state.top[deck]]
    assert coming[-1] == card  # the bottom of the deck: drawn again after the other 24
    assert state.last_card == card and state.view(BOB).last_card == card


@pytest.mark.parametrize(("card", "change"), [("C01", 25), ("C03", 50), ("C06", 75), ("C20", -25),
                                              ("C22", -50), ("C24", -75), ("C09", 0), ("C13", 0)])
def test_competitor_cards_collect_or_pay_the_treasury(card, change):
    state = game((C, M))
    draw(state, ALICE, card)
    assert state.cash[ALICE] == 1500 + change and state.cash[BOB] == 1500


@pytest.mark.parametrize(("card", "change"), [("M03", 25), ("M05", 50), ("M08", 75), ("M20", -25),
                                              ("M22", -50), ("M25", -75), ("M02", 0), ("M12", 0)])
def test_monopolist_cards_collect_or_pay_the_treasury(card, change):
    state = game((M, C))
    draw(state, ALICE, card)
    assert state.cash[ALICE] == 1500 + change


def test_c08_collects_25_from_each_monopolist():
    state = game((C, M, C, M))
    events = draw(state, ALICE, "C08")
    assert state.cash == [1550, 1475, 1500, 1475]
    assert [e.data["to"] for e in events if e.kind == "paid"] == [ALICE, ALICE]


def test_m01_collects_25_from_each_competitor():
    state = game((M, C, M, C))
    draw(state, ALICE, "M01")
    assert state.cash == [1550, 1475, 1500, 1475]


def test_m04_pays_every_monopolist_25():
    state = game((M, C, M, C))
    draw(state, ALICE, "M04")
    assert state.cash == [1525, 1500, 1525, 1500]


def test_a_go_to_card_passing_start_pays_100_and_the_space_is_resolved_as_a_landing():
    state = game((C, M))
    next_card(state, "C11")  # go to the French Quarter
    turn_of(state, ALICE, at=CARD_36 - 3)
    events = roll(state, 1, 2)
    moved = [e.data for e in events if e.kind == "pawn_moved"]
    assert moved[1] == {"from": CARD_36, "to": FRENCH_QUARTER, "path": [37, 38, 39, 0, 1, 2, 3]}
    assert first(events, "collected").data == {"amount": 100, "reason": "start"}
    assert state.cash[ALICE] == 1600
    assert state.phase == "buy" and state.pos[ALICE] == FRENCH_QUARTER
    state.apply(BUY)
    assert state.owner[FRENCH_QUARTER] == ALICE and state.cash[ALICE] == 1540


def test_a_go_to_card_that_does_not_pass_start_pays_nothing_and_charges_the_rent():
    state = game((M, C))
    give(state, BOB, PENNSYLVANIA)
    draw(state, ALICE, "M13")
    assert state.pos[ALICE] == PENNSYLVANIA
    assert state.cash == [1500 - 28, 1528]


def test_go_to_start_cards_collect_100():
    state = game((C, M))
    draw(state, ALICE, "C17")
    assert state.pos[ALICE] == START and state.cash[ALICE] == 1600 and state.phase == "after"


def test_go_to_the_electric_company_rerolls_for_the_owner():
    state = game((M, C))
    give(state, BOB, ELECTRIC)
    draw(state, ALICE, "M10", 2, 3)
    assert state.cash[ALICE] == 1500 - 4 * 5


def test_go_to_the_railroad_from_beyond_it_passes_start():
    state = game((C, M))
    next_card(state, "C16")
    turn_of(state, ALICE, at=CARD_36 - 3)
    roll(state, 1, 2)
    assert state.pos[ALICE] == RAILROAD and state.cash[ALICE] == 1600 and state.phase == "buy"


@pytest.mark.parametrize(("role", "card", "where"), [(C, "C14", "price_war"), (C, "C15", "price_war"),
                                                     (M, "M14", "prison"), (M, "M15", "prison")])
def test_jail_cards_send_straight_to_the_corner_without_start_money(role, card, where):
    state = game((role, C if role == M else M))
    next_card(state, card)
    turn_of(state, ALICE, at=CARD_36 - 3)
    events = roll(state, 1, 2)
    assert first(events, "sent_to_jail").data == {"where": where, "square": CORNER}
    assert state.pos[ALICE] == CORNER and state.jail[ALICE] == 1
    assert state.cash[ALICE] == 1500 and "collected" not in kinds(events)


@pytest.mark.parametrize(("card", "dice", "won"), [("C19", (4, 6), True), ("C19", (4, 5), False),
                                                   ("M17", (3, 5), True), ("M17", (3, 4), False)])
def test_dice_gamble_cards_pay_75_on_a_high_enough_throw(card, dice, won):
    state = game((C, M) if card[0] == "C" else (M, C))
    events = draw(state, ALICE, card, *dice)
    assert [e.data for e in events if e.kind == "dice_rolled"][-1] == {"dice": list(dice), "for": "card"}
    assert state.cash[ALICE] == 1500 + (75 if won else 0)


def test_a_card_the_player_cannot_pay_asks_them_to_raise_money():
    state = game((C, M))
    give(state, ALICE, BRATTLE)  # mortgage value 110
    set_cash(state, ALICE, 10)
    draw(state, ALICE, "C24")
    assert state.phase == "raise" and state.actor == ALICE
    assert state.view(BOB).debt == (ALICE, -1, 75, "card")


# ---- income tax ----------------------------------------------------------------------------------------

def land_on_income_tax(state, player):
    turn_of(state, player, at=INCOME_TAX - 3)
    roll(state, 1, 2)
    assert state.phase == "tax" and texts(state) == {"tax flat", "tax percent"}


def test_income_tax_flat_is_200():
    state = game((C, M))
    land_on_income_tax(state, ALICE)
    events = state.apply(TAX_FLAT)
    assert first(events, "tax_chosen").data == {"how": "flat", "amount": 200}
    assert state.cash[ALICE] == 1300 and state.phase == "after"


def test_a_competitors_percentage_is_10_of_cash_prices_and_buildings():
    state = game((C, M))
    set_cash(state, ALICE, 1005)
    give(state, ALICE, BRATTLE, level=5)  # price 220, an apartment: 5 x 150 of buildings
    give(state, ALICE, RAILROAD, mortgaged=True)  # mortgaged: its price does not count
    land_on_income_tax(state, ALICE)
    # 100.5 + 22 + 75 = 197.5, half up
    assert state.income_tax_percent(ALICE) == 198
    state.apply(TAX_PERCENT)
    assert state.cash[ALICE] == 1005 - 198


def test_a_monopolists_percentage_is_20_of_cash_plus_10_of_prices_and_buildings():
    state = game((M, C))
    give(state, ALICE, BRATTLE, HARVARD)
    give(state, ALICE, BRATTLE, level=4)  # the apartment: 3 houses + itself = 4 x 150
    land_on_income_tax(state, ALICE)
    assert state.income_tax_percent(ALICE) == (300 + 44 + 60)


def test_the_percentage_rounds_half_up():
    state = game((C, M))
    set_cash(state, ALICE, 1015)
    assert state.income_tax_percent(ALICE) == 102
    set_cash(state, ALICE, 1014)
    assert state.income_tax_percent(ALICE) == 101


def test_property_tax_is_75():
    state = game((M, C))
    turn_of(state, ALICE, at=PROPERTY_TAX - 3)
    events = roll(state, 1, 2)
    assert first(events, "paid").data == {"to": -1, "amount": 75, "reason": "property_tax"}
    assert state.cash[ALICE] == 1425


# ---- the Anti-Monopoly Foundation -----------------------------------------------------------------------

@pytest.mark.parametrize(("face", "grant"), [(1, 25), (2, 50), (3, 0), (4, 0), (5, 0), (6, 0)])
def test_a_competitor_at_the_foundation_rolls_one_die_for_a_grant(face, grant):
    state = game((C, M))
    turn_of(state, ALICE, at=FOUNDATION - 3)
    events = roll(state, 1, 2, face)
    assert [e.data for e in events if e.kind == "dice_rolled"][-1] == {"dice": [face], "for": "foundation"}
    assert state.cash[ALICE] == 1500 + grant
    checked(state)


@pytest.mark.parametrize(("setting", "payment"), [({}, 160), ({"foundation_payment": 10}, 10)])
def test_a_monopolist_at_the_foundation_pays_the_treasury(setting, payment):
    state = game((M, C), **setting)
    turn_of(state, ALICE, at=FOUNDATION - 3)
    events = roll(state, 1, 2)
    assert first(events, "paid").data == {"to": -1, "amount": payment, "reason": "foundation"}
    assert state.cash[ALICE] == 1500 - payment
    checked(state)


def test_card_space_2_draws_too():
    state = game((C, M))
    next_card(state, "C09")
    turn_of(state, ALICE, at=0)
    events = roll(state, 1, 1)
    assert state.pos[ALICE] == CARD_2 and first(events, "card_drawn").data["card"] == "C09"
    assert BRATTLE == 21
