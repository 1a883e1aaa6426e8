"""Anti-Monopoly debts, bankruptcy to a player or to the Treasury, Game A, Game B, the round limit and the
two-hour game."""

from __future__ import annotations

from am_helpers import (
    BASIN,
    BRATTLE,
    CARD_7,
    ELECTRIC,
    FIFTH_AVE,
    FRENCH_QUARTER,
    HARVARD,
    PROPERTY_TAX,
    RAILROAD,
    WALL_ST,
    C,
    M,
    checked,
    end_turn,
    first,
    game,
    give,
    kinds,
    load_dice,
    next_card,
    roll,
    set_cash,
    texts,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly.actions import DECLINE, DONE, Build, Mortgage, SellBuilding

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def land_on_wall_st(state, visitor):
    turn_of(state, visitor, at=WALL_ST - 3)
    return roll(state, 1, 2)


# ---- raising money -------------------------------------------------------------------------------------

def test_a_player_short_of_the_rent_sells_and_mortgages_until_it_is_paid():
    state = game((M, C))
    give(state, ALICE, FIFTH_AVE)
    give(state, ALICE, WALL_ST, level=1)  # monopolised, one house: 80 + 40
    give(state, BOB, BRATTLE, level=1)
    give(state, BOB, RAILROAD)
    set_cash(state, BOB, 10)
    events = land_on_wall_st(state, BOB)
    assert first(events, "must_raise").data == {"to": ALICE, "amount": 120, "reason": "rent"}
    assert state.phase == "raise" and state.actor == BOB
    assert texts(state) == {"sell 21", "mortgage 5"}  # only selling to the Treasury: no building, no trade
    assert state.view(ALICE).debt == (BOB, ALICE, 120, "rent")
    state.apply(SellBuilding(BRATTLE))
    assert state.phase == "raise" and state.cash[BOB] == 85  # still short
    state.apply(Mortgage(RAILROAD))
    assert state.phase == "after" and state.cash[BOB] == 185 - 120 and state.cash[ALICE] == 1620
    checked(state)


def test_the_debt_is_paid_as_soon_as_the_cash_covers_it():
    state = game((M, C))
    give(state, ALICE, FIFTH_AVE, WALL_ST)
    give(state, BOB, RAILROAD, ELECTRIC)
    set_cash(state, BOB, 10)
    land_on_wall_st(state, BOB)
    events = state.apply(Mortgage(ELECTRIC))  # 10 + 75 = 85 >= 80
    assert first(events, "rent_paid").data == {"to": ALICE, "square": WALL_ST, "amount": 80}
    assert state.cash[BOB] == 5 and state.phase == "after" and state.actor == BOB
    assert not state.mortgaged[RAILROAD]
    checked(state)


# ---- bankruptcy --------------------------------------------------------------------------------------

def test_bankruptcy_to_a_player_hands_over_cash_and_property_with_mortgages_standing():
    state = game((M, C, C))
    give(state, ALICE, FIFTH_AVE)
    give(state, ALICE, WALL_ST, level=4)  # the apartment: 240
    give(state, BOB, BASIN, mortgaged=True)
    give(state, BOB, BRATTLE, level=1)
    set_cash(state, BOB, 10)
    # all Bob could raise: 10 + 75 (the house, half price) + 110 (Brattle's mortgage) = 195 < 240
    events = land_on_wall_st(state, BOB)
    bankrupt = first(events, "bankrupt")
    assert bankrupt.data == {"creditor": ALICE, "cash": 85, "properties": [BASIN, BRATTLE],
                             "buildings_refund": 75}
    assert state.owner[BASIN] == ALICE and state.mortgaged[BASIN]  # the mortgage stands
    assert state.owner[BRATTLE] == ALICE and state.level[BRATTLE] == 0 and not state.mortgaged[BRATTLE]
    assert state.cash[ALICE] == 1500 + 85 and state.cash[BOB] == 0
    assert not state.alive[BOB] and state.out == [BOB] and state.view(None).bankrupt == (False, True, False)
    assert state.cur == CAROL and state.phase == "turn"  # the game goes on without Bob
    checked(state)


def test_bankruptcy_to_the_treasury_returns_the_property_unmortgaged_for_sale_again():
    state = game((M, C, C))
    give(state, BOB, BASIN, mortgaged=True)
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    bank_in = state.bank_in
    events = roll(state, 1, 2)
    assert first(events, "bankrupt").data["creditor"] == -1
    assert state.owner[BASIN] == -1 and not state.mortgaged[BASIN]
    assert state.bank_in == bank_in + 20
    checked(state)


def test_a_card_that_collects_from_each_can_bankrupt_another_player():
    state = game((M, C, C))
    set_cash(state, BOB, 5)
    next_card(state, "M01")
    turn_of(state, ALICE, at=CARD_7 - 3)
    events = roll(state, 1, 2)
    assert first(events, "bankrupt").player == BOB
    assert state.cash[ALICE] == 1500 + 5 + 25
    assert state.phase == "after" and state.actor == ALICE
    checked(state)


def test_another_players_debt_is_raised_in_the_middle_of_the_turn():
    state = game((C, M, C))
    give(state, BOB, RAILROAD)
    set_cash(state, BOB, 5)
    next_card(state, "C08")
    turn_of(state, ALICE, at=CARD_7 - 3)
    roll(state, 1, 2)
    assert state.phase == "raise" and state.actor == BOB and state.cur == ALICE
    state.apply(Mortgage(RAILROAD), player=BOB)
    assert state.phase == "after" and state.actor == ALICE and state.cash[BOB] == 80
    checked(state)


# ---- Game A and Game B ---------------------------------------------------------------------------------

def test_game_a_the_last_player_standing_wins():
    state = game((M, C))
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    events = roll(state, 1, 2)
    assert state.is_over and state.outcome.winners == (ALICE,)
    assert state.outcome.reason == "bankruptcy" and state.outcome.bankrupt == (BOB,)
    assert "game_over" in kinds(events) and state.legal_choices() == ()
    checked(state)


def test_game_a_goes_on_when_one_side_is_wiped_out():
    state = game((M, C, M))
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    roll(state, 1, 2)
    assert not state.is_over and state.cur == CAROL


def test_game_b_ends_when_a_side_is_bankrupt_and_the_richest_of_the_other_side_wins():
    state = game((M, C, M), game="B")
    give(state, ALICE, FIFTH_AVE, WALL_ST)  # rents 70 + 80: 1500 + 150 = 1650
    set_cash(state, CAROL, 1600)
    give(state, CAROL, BRATTLE)  # 1600 + 22
    give(state, CAROL, HARVARD, mortgaged=True)  # earns nothing
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    roll(state, 1, 2)
    assert state.is_over and state.outcome.reason == "bankruptcy"
    assert state.outcome.winners == (ALICE,) and state.outcome.scores == {ALICE: 1650, CAROL: 1622}
    checked(state)


def test_richest_counts_a_utility_by_a_throw_of_its_owner():
    state = game((M, C, M), game="B")
    give(state, CAROL, ELECTRIC)
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    events = roll(state, 1, 2, 6, 6)
    assert [e.data for e in events if e.kind == "dice_rolled"][-1] == {"dice": [6, 6], "for": "valuation"}
    assert state.outcome.scores == {ALICE: 1500, CAROL: 1500 + 4 * 12}
    assert state.outcome.winners == (CAROL,)


def test_equal_richest_share_the_win():
    state = game((M, C, M), game="B")
    set_cash(state, BOB, 20)
    turn_of(state, BOB, at=PROPERTY_TAX - 3)
    roll(state, 1, 2)
    assert state.outcome.winners == (ALICE, CAROL)


# ---- the round limit -----------------------------------------------------------------------------------

def play_quiet_turn(state):
    load_dice(state, 1, 2)
    state.apply(state.b.roll.action)
    while state.phase in ("buy", "tax", "raise"):
        state.apply(DECLINE if state.phase == "buy" else state.legal_choices()[0].action)
    if not state.is_over:
        end_turn(state)


def test_the_round_limit_ends_the_game_and_the_richest_wins():
    state = game((C, M), round_limit=2)
    give(state, BOB, WALL_ST)
    for _ in range(3):
        play_quiet_turn(state)
        assert not state.is_over
    play_quiet_turn(state)
    assert state.is_over and state.outcome.reason == "round_limit" and state.round == 2
    assert state.outcome.winners == (BOB,)
    checked(state)


# ---- the two-hour game ---------------------------------------------------------------------------------

def test_the_two_hour_game_keeps_10_or_20_percent_pays_one_rent_per_property_and_most_cash_wins():
    state = game((C, M), two_hour_rounds=1)
    give(state, ALICE, BRATTLE, level=1)  # 37
    give(state, BOB, BASIN, FRENCH_QUARTER)  # 12 + 12
    give(state, BOB, RAILROAD, mortgaged=True)  # nothing
    set_cash(state, ALICE, 1000)
    set_cash(state, BOB, 800)
    play_quiet_turn(state)
    events = []
    load_dice(state, 1, 2)
    events += state.apply(state.b.roll.action)
    if state.phase == "buy":
        events += state.apply(DECLINE)
    cash_before = list(state.cash)
    events += end_turn(state)
    assert "time_called" in kinds(events)
    assert state.phase == "final" and state.actor == ALICE
    assert "roll" not in texts(state) and "trade 1" not in texts(state) and "done" in texts(state)
    state.apply(Build(BRATTLE))  # one last dealing with the Treasury: 150 for a second house (52)
    state.apply(DONE)
    assert state.actor == BOB
    events = state.apply(DONE)
    alice = ((cash_before[ALICE] - 150) * 10 + 50) // 100
    bob = (cash_before[BOB] * 20 + 50) // 100
    assert [e.data for e in events if e.kind == "cash_surrendered"][0]["kept"] == alice
    assert state.outcome.reason == "two_hour"
    assert state.outcome.scores == {ALICE: alice + 52, BOB: bob + 24}
    checked(state)


def test_a_monopolist_keeps_twenty_percent_rounded_half_up():
    state = game((M, C), two_hour_rounds=1)
    set_cash(state, ALICE, 1003)  # 200.6 -> 201
    set_cash(state, BOB, 1005)  # 100.5 -> 101
    state.final_queue = []
    state._two_hour_payout([])
    assert state.cash == [201, 101]
    assert state.outcome.winners == (ALICE,)
    assert HARVARD == 23
