"""Anti-Monopoly turns: setup, dice and movement, START money, doubles, buying or declining, turn order."""

from __future__ import annotations

import pytest
from am_helpers import (
    BASIN,
    CORNER,
    FRENCH_QUARTER,
    INCOME_TAX,
    SUNSET,
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
    roll,
    set_cash,
    texts,
    turn_of,
)
from pydantic import ValidationError

from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.actions import BUY, DECLINE, ROLL

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


# ---- setup ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everyone_starts_on_start_with_1500_and_roles_are_balanced(players):
    state = new_game(AntiMonopolySettings(players=players), seed=players)
    assert state.cash == [1500] * players
    assert state.pos == [0] * players
    competitors = state.role_names.count(C)
    assert abs(2 * competitors - players) <= 1 and max(competitors, players - competitors) <= 3
    assert all(o == -1 for o in state.owner)
    assert state.round == 1 and state.phase == "turn" and state.actor == state.start
    checked(state)


def test_drawn_roles_and_start_player_come_from_the_seed():
    drawn = {(new_game(AntiMonopolySettings(players=3), seed).role_names,
              new_game(AntiMonopolySettings(players=3), seed).start) for seed in range(40)}
    assert len({roles for roles, _ in drawn}) > 1 and len({start for _, start in drawn}) == 3
    again = new_game(AntiMonopolySettings(players=3), 7)
    assert (again.role_names, again.start) == (new_game(AntiMonopolySettings(players=3), 7).role_names,
                                               new_game(AntiMonopolySettings(players=3), 7).start)


def test_roles_per_seat_are_kept():
    state = game((M, C, M, C))
    assert state.role_names == (M, C, M, C)
    assert state.view(None).roles == (M, C, M, C)


@pytest.mark.parametrize("roles", [(C, C), (C, C, C, M), (M, M, M, M, C, C), (C,), (C, M, M, M, M, M)])
def test_unbalanced_sides_are_refused(roles):
    with pytest.raises(ValidationError):
        AntiMonopolySettings(players=len(roles), roles=roles)


@pytest.mark.parametrize("values", [{"players": 1}, {"players": 7}, {"players": 3, "start_player": 3},
                                    {"players": 2, "roles": ("competitor", "monopolist", "competitor")},
                                    {"players": 2, "foundation_payment": 20}, {"players": 2, "game": "C"}])
def test_bad_settings_are_refused(values):
    with pytest.raises(ValidationError):
        AntiMonopolySettings(**values)


def test_each_deck_is_shuffled_from_the_seed():
    orders = {new_game(AntiMonopolySettings(players=2), seed).deck[0] for seed in range(5)}
    assert len(orders) == 5


# ---- movement -----------------------------------------------------------------------------------------

def test_the_roll_moves_the_pawn_clockwise_along_its_path():
    state = game()
    events = roll(state, 1, 2)
    moved = first(events, "pawn_moved")
    assert moved.data == {"from": 0, "to": FRENCH_QUARTER, "path": [1, 2, 3]}
    assert first(events, "dice_rolled").data == {"dice": [1, 2], "for": "move"}
    assert state.pos[ALICE] == FRENCH_QUARTER
    assert state.view(BOB).dice == (1, 2)


def test_passing_start_pays_100():
    state = game()
    turn_of(state, ALICE, at=38)
    events = roll(state, 1, 2)
    assert state.pos[ALICE] == BASIN and first(events, "pawn_moved").data["path"] == [39, 0, 1]
    assert first(events, "collected").data == {"amount": 100, "reason": "start"}
    assert state.cash[ALICE] == 1600


def test_landing_on_start_pays_100():
    state = game()
    turn_of(state, ALICE, at=35)
    set_cash(state, ALICE, 500)
    events = roll(state, 2, 3)
    assert state.pos[ALICE] == 0
    assert state.cash[ALICE] == 600
    assert "collected" in kinds(events)
    checked(state)


def test_a_move_that_does_not_reach_start_pays_nothing():
    state = game()
    turn_of(state, ALICE, at=30 - 1)  # 29 + 3 = 32: no START
    give(state, BOB, 32)
    give(state, ALICE, 29)
    before = state.cash[ALICE]
    roll(state, 1, 2)
    assert state.cash[ALICE] == before - 30  # Union Square's rent to Bob (a monopolist, one street)


# ---- buying -------------------------------------------------------------------------------------------

def test_landing_on_an_unowned_street_offers_to_buy_it_at_the_printed_price():
    state = game()
    roll(state, 1, 2)
    assert state.phase == "buy" and texts(state) == {"buy", "decline"}
    events = state.apply(BUY)
    assert first(events, "bought").data == {"square": FRENCH_QUARTER, "price": 60}
    assert state.owner[FRENCH_QUARTER] == ALICE and state.cash[ALICE] == 1440
    assert state.phase == "after"
    checked(state)


def test_a_declined_street_stays_with_the_treasury_without_auction():
    state = game()
    roll(state, 1, 2)
    events = state.apply(DECLINE)
    assert kinds(events) == ["declined"]
    assert state.owner[FRENCH_QUARTER] == -1 and state.cash == [1500, 1500]
    assert state.phase == "after" and state.actor == ALICE


def test_a_player_who_cannot_afford_the_price_may_only_decline():
    state = game()
    turn_of(state, ALICE, at=35)
    set_cash(state, ALICE, 300)
    roll(state, 1, 3)  # Wall St. costs 400
    assert state.pos[ALICE] == WALL_ST
    assert texts(state) == {"decline"}


def test_landing_on_your_own_property_costs_nothing():
    state = game()
    give(state, ALICE, FRENCH_QUARTER)
    roll(state, 1, 2)
    assert state.cash[ALICE] == 1500 and state.phase == "after"


# ---- doubles and turn order -----------------------------------------------------------------------------

def test_doubles_give_exactly_one_extra_turn():
    state = game()
    roll(state, 3, 3)  # to 6, Sunset Blvd.
    state.apply(DECLINE)
    assert state.view(None).extra_turn_due
    events = end_turn(state)
    assert state.cur == ALICE and state.in_extra and first(events, "turn_started").data["extra"]
    roll(state, 1, 1)  # doubles again, in the extra turn: a normal throw
    state.apply(DECLINE)  # Wilshire Blvd.
    assert not state.bonus and not state.view(None).extra_turn_due
    end_turn(state)
    assert state.cur == BOB and not state.in_extra


def test_there_is_no_three_doubles_rule():
    state = game()
    for faces in ((1, 1), (2, 2)):
        roll(state, *faces)
        if state.phase == "buy":
            state.apply(DECLINE)
        assert state.pos[ALICE] != CORNER or state.jail[ALICE] == 0
        end_turn(state)
    assert state.cur == BOB and state.jail[ALICE] == 0


def test_turns_go_round_the_table_and_rounds_are_counted():
    state = game((C, M, C, M))
    seen = []
    for _ in range(5):
        seen.append(state.cur)
        roll(state, 1, 3)
        if state.phase == "buy":
            state.apply(DECLINE)
        if state.phase == "tax":
            state.apply(state.legal_choices()[0].action)
        end_turn(state)
    assert seen == [ALICE, BOB, CAROL, DAN, ALICE]
    assert state.round == 2


def test_the_start_player_setting_is_who_begins():
    state = game((C, M, C), start_player=2)
    assert state.cur == 2 and state.actor == 2
    roll(state, 1, 3)
    assert state.pos[2] == INCOME_TAX


def test_before_the_roll_the_player_may_only_roll_when_they_own_nothing():
    state = game()
    assert texts(state) == {"roll"}
    give(state, ALICE, BASIN)
    assert texts(state) == {"roll", "mortgage 1", "build 1", "trade 1"}


def test_landing_on_sightseeing_costs_nothing():
    state = game((M, C))
    turn_of(state, ALICE, at=4)
    events = roll(state, 4, 2)
    assert state.pos[ALICE] == CORNER and state.jail[ALICE] == 0
    assert "sent_to_jail" not in kinds(events) and state.phase == "after"


def test_a_roll_is_one_die_draw_per_die():
    state = game()
    dice = load_dice(state, 6, 5)
    state.apply(ROLL)
    assert dice.faces == [] and state.pos[ALICE] == 11
    assert SUNSET == 6
