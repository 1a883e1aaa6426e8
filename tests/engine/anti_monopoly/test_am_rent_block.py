"""Anti-Monopoly cards M14 and M15: sent to Prison, and no rent for the player's next two turns, out or in."""

from __future__ import annotations

import random

import pytest
from am_helpers import (
    BRATTLE,
    CARD_7,
    CORNER,
    HARVARD,
    C,
    M,
    checked,
    end_turn,
    first,
    game,
    give,
    kinds,
    next_card,
    roll,
    touched,
    turn_of,
)

from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.actions import DECLINE, PAY_FINE
from ponzi_desktop.engine.anti_monopoly.determinize import sample_state

ALICE, BOB = 0, 1


def quiet(state):
    """Decline a purchase the landing may offer."""
    if state.phase == "buy":
        state.apply(DECLINE)


def alice_draws(state, card):
    """Alice (a Monopolist owning Brattle and Harvard) lands on card space 7 and draws `card`."""
    give(state, ALICE, BRATTLE, HARVARD)
    next_card(state, card)
    turn_of(state, ALICE, at=CARD_7 - 3)
    return roll(state, 1, 2)


def bob_visits_brattle(state):
    """Bob's turn (it must be his): he moves from 18 onto Brattle (21). Returns the events."""
    assert state.cur == BOB and state.phase == "turn"
    state.pos[BOB] = BRATTLE - 3
    touched(state)
    events = roll(state, 1, 2)
    checked(state)
    end_turn(state)
    return events


@pytest.mark.parametrize("card", ["M14", "M15"])
def test_the_card_sends_the_monopolist_to_prison_and_blocks_rent_for_two_turns(card):
    state = game((M, C))
    events = alice_draws(state, card)
    assert first(events, "sent_to_jail").data["where"] == "prison"
    assert first(events, "rent_blocked").data == {"turns": 2, "card": card}
    assert state.jail[ALICE] == 1 and state.rent_blocked == [2, 0]
    assert state.view(BOB).rent_blocked == (2, 0) and state.view(None).rent_blocked == (2, 0)
    checked(state)


def test_leaving_prison_at_once_does_not_bring_the_rent_back_before_the_second_turn():
    state = game((M, C))
    alice_draws(state, "M14")
    end_turn(state)
    # Bob's turn while Alice is in Prison: waived, Prison's rule
    events = bob_visits_brattle(state)
    assert first(events, "rent_waived").data == {"owner": ALICE, "square": BRATTLE, "reason": "prison"}
    # Alice's first turn after the card: she pays out and moves on (this rule used to give her rent back here)
    assert state.cur == ALICE and state.rent_blocked[ALICE] == 1
    state.apply(PAY_FINE)
    roll(state, 1, 2)  # 10 -> 13, unowned
    quiet(state)
    end_turn(state)
    assert state.jail[ALICE] == 0
    events = bob_visits_brattle(state)
    assert "rent_paid" not in kinds(events)
    assert first(events, "rent_waived").data == {"owner": ALICE, "square": BRATTLE, "reason": "card", "turns": 1}
    # her second turn begins: she collects again
    assert state.cur == ALICE
    assert state.rent_blocked[ALICE] == 0 and state.view(BOB).rent_blocked == (0, 0)
    roll(state, 1, 2)  # 13 -> 16, unowned
    quiet(state)
    end_turn(state)
    cash = state.cash[ALICE]
    events = bob_visits_brattle(state)
    assert first(events, "rent_paid").data["to"] == ALICE and state.cash[ALICE] > cash


def test_the_rent_resumes_with_an_event_when_the_second_turn_begins():
    state = game((M, C))
    alice_draws(state, "M15")
    end_turn(state)
    state.pos[BOB] = 0  # Bob stays clear of Alice's streets
    roll(state, 1, 2)
    quiet(state)
    end_turn(state)
    state.apply(PAY_FINE)
    roll(state, 1, 2)
    quiet(state)
    events = end_turn(state)  # Bob's turn begins: Alice's counter runs only on her own turns
    assert state.rent_blocked[ALICE] == 1 and "rent_resumed" not in kinds(events)
    roll(state, 1, 2)
    quiet(state)
    events = end_turn(state)
    assert state.cur == ALICE and state.rent_blocked[ALICE] == 0
    assert first(events, "rent_resumed").player == ALICE


def test_an_extra_turn_from_doubles_does_not_count():
    state = game((M, C))
    alice_draws(state, "M14")
    end_turn(state)
    state.pos[BOB] = 0
    roll(state, 1, 2)
    quiet(state)
    end_turn(state)
    state.apply(PAY_FINE)
    roll(state, 2, 2)  # 10 -> 14 with doubles: one extra turn
    quiet(state)
    end_turn(state)
    assert state.cur == ALICE and state.in_extra and state.rent_blocked[ALICE] == 1
    roll(state, 1, 2)
    quiet(state)
    end_turn(state)
    events = bob_visits_brattle(state)
    assert first(events, "rent_waived").data["reason"] == "card"


def test_still_in_prison_after_two_turns_prisons_own_rule_goes_on():
    state = game((M, C))
    alice_draws(state, "M14")
    end_turn(state)
    for _ in range(2):  # Bob's turn, then Alice's turn in Prison without doubles
        state.pos[BOB] = 0
        roll(state, 1, 2)
        quiet(state)
        end_turn(state)
        events = roll(state, 1, 2)
        assert "stayed_in_jail" in kinds(events)
        end_turn(state)
    assert state.rent_blocked[ALICE] == 0 and state.jail[ALICE] == 3
    events = bob_visits_brattle(state)
    assert first(events, "rent_waived").data["reason"] == "prison"


def test_competitors_price_war_cards_block_no_rent():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    next_card(state, "C14")
    turn_of(state, ALICE, at=CARD_7 - 3)
    events = roll(state, 1, 2)
    assert first(events, "sent_to_jail").data["where"] == "price_war"
    assert "rent_blocked" not in kinds(events) and state.rent_blocked == [0, 0]


def test_going_to_prison_by_the_corner_blocks_rent_only_while_there():
    state = game((M, C))
    give(state, ALICE, BRATTLE, HARVARD)
    turn_of(state, ALICE, at=27)
    roll(state, 1, 2)  # onto "go to Prison"
    assert state.pos[ALICE] == CORNER and state.rent_blocked == [0, 0]


def test_a_bankrupt_players_counter_goes_with_them():
    state = game((M, C))
    alice_draws(state, "M14")
    state._bankrupt(ALICE, BOB, [])
    assert state.rent_blocked == [0, 0]


def test_the_counter_is_in_the_snapshot_only_while_it_runs_and_clones_and_samples_keep_it():
    state = game((M, C))
    assert "rent_blocked" not in state.snapshot()
    alice_draws(state, "M14")
    assert state.snapshot()["rent_blocked"] == [2, 0]
    twin = state.clone()
    twin.rent_blocked[ALICE] = 0
    assert state.rent_blocked == [2, 0]
    sample = sample_state(state.view(BOB), random.Random(1))
    assert sample.rent_blocked == [2, 0]
    checked(sample)


def _first_choice_game(seed: int, actions: int):
    state = new_game(AntiMonopolySettings(players=3), seed)
    for _ in range(actions):
        state.apply(state.legal_choices()[0].action)
    return state


def test_a_game_without_the_cards_keeps_the_digest_it_had_before_the_rule():
    """Saves store the actions and the digest of the state they lead to: a game in which M14/M15 never ran
    must keep its digest, or its save would be refused. The number is the digest computed before the rule."""
    state = _first_choice_game(2, 400)
    assert state.digest() == "2090c517ed69733c1c177dfa70029710905901efe014a5ce7c1be73b5ab9b93e"
