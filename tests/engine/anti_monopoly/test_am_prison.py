"""Anti-Monopoly Prison (Monopolists) and Price War (Competitors): getting there, staying, the ways out."""

from __future__ import annotations

import pytest
from am_helpers import (
    CORNER,
    GO_TO,
    C,
    M,
    checked,
    end_turn,
    first,
    game,
    give,
    kinds,
    roll,
    set_cash,
    texts,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly.actions import DECLINE, PAY_FINE

ALICE, BOB = 0, 1


def quiet(state):
    """Decline a purchase the landing may offer; income tax: flat."""
    if state.phase == "buy":
        state.apply(DECLINE)
    if state.phase == "tax":
        state.apply(state.legal_choices()[0].action)


@pytest.mark.parametrize(("role", "where"), [(C, "price_war"), (M, "prison")])
def test_the_go_to_corner_sends_competitors_to_price_war_and_monopolists_to_prison(role, where):
    state = game((role, C if role == M else M))
    turn_of(state, ALICE, at=GO_TO - 3)
    events = roll(state, 1, 2)
    assert first(events, "sent_to_jail").data == {"where": where, "square": CORNER}
    assert state.pos[ALICE] == CORNER and state.jail[ALICE] == 1
    assert state.cash[ALICE] == 1500  # straight there: no START money though the corner is "past" START
    assert state.phase == "after" and state.view(BOB).jail == (1, 0)
    checked(state)


def test_being_sent_there_loses_the_extra_turn_of_doubles():
    state = game((M, C))
    turn_of(state, ALICE, at=GO_TO - 4)
    roll(state, 2, 2)
    assert state.jail[ALICE] == 1 and not state.bonus
    end_turn(state)
    assert state.cur == BOB


def test_before_the_first_turn_there_a_player_may_pay_50_or_roll():
    state = game((C, M))
    turn_of(state, ALICE, jail=1)
    assert {"roll", "pay"} <= texts(state)
    events = state.apply(PAY_FINE)
    assert kinds(events) == ["paid", "left_jail"]
    assert first(events, "left_jail").data == {"by": "fine", "turn": 1}
    assert state.jail[ALICE] == 0 and state.cash[ALICE] == 1450 and state.phase == "turn"
    roll(state, 1, 2)
    assert state.pos[ALICE] == 13
    checked(state)


def test_without_doubles_the_player_stays_and_the_turn_moves_on():
    state = game((C, M))
    turn_of(state, ALICE, jail=1)
    events = roll(state, 1, 2)
    assert first(events, "stayed_in_jail").data == {"next_turn": 2}
    assert state.pos[ALICE] == CORNER and state.jail[ALICE] == 2 and state.phase == "after"
    end_turn(state)
    assert state.cur == BOB


def test_leaving_price_war_by_doubles_on_the_second_turn():
    state = game((C, M))
    turn_of(state, ALICE, jail=1)
    roll(state, 1, 2)  # first turn there: no doubles
    end_turn(state)
    roll(state, 1, 2)  # Bob
    quiet(state)
    end_turn(state)
    assert state.cur == ALICE and state.jail[ALICE] == 2
    assert "pay" in texts(state)  # may still pay before the second turn
    events = roll(state, 3, 3)
    assert first(events, "left_jail").data == {"by": "doubles", "turn": 2}
    assert first(events, "pawn_moved").data["to"] == CORNER + 6
    assert state.jail[ALICE] == 0
    quiet(state)
    assert state.bonus  # doubles thrown there are like any doubles: one extra turn
    end_turn(state)
    assert state.cur == ALICE and state.in_extra
    checked(state)


def test_after_two_turns_without_doubles_the_fine_is_due_before_the_third_and_they_move_normally():
    state = game((M, C))
    turn_of(state, ALICE, jail=2)
    roll(state, 1, 2)  # second turn: no doubles
    end_turn(state)
    roll(state, 1, 2)  # Bob
    quiet(state)
    events = end_turn(state)
    assert first(events, "left_jail").data == {"by": "fine", "turn": 3}
    assert first(events, "paid").data == {"to": -1, "amount": 50, "reason": "fine"}
    assert state.jail[ALICE] == 0 and state.cash[ALICE] == 1450
    assert state.phase == "turn" and "pay" not in texts(state)
    roll(state, 2, 3)
    assert state.pos[ALICE] == CORNER + 5
    checked(state)


def test_a_player_short_of_the_third_turn_fine_raises_money_then_rolls():
    state = game((M, C))
    give(state, ALICE, 21)
    set_cash(state, ALICE, 20)
    turn_of(state, ALICE, jail=3)
    assert state.phase == "raise" and texts(state) == {"mortgage 21"}
    state.apply(state.legal_choices()[0].action)
    assert state.phase == "turn" and state.cash[ALICE] == 20 + 110 - 50 and state.jail[ALICE] == 0
    checked(state)


def test_a_player_who_cannot_afford_the_fine_is_not_offered_to_pay_it():
    state = game((C, M))
    set_cash(state, ALICE, 49)
    turn_of(state, ALICE, jail=1)
    assert texts(state) == {"roll"}
