"""Ponzi Scheme: the time wheel turns, due interest is paid at once, and bankruptcy ends the game."""

from __future__ import annotations

import pytest
from ponzi_helpers import end_round, game, give_cards, give_tiles, kinds, play_until, touched

from ponzi_desktop.engine.core import IllegalAction
from ponzi_desktop.engine.ponzi.actions import PASS, Fund
from ponzi_desktop.engine.ponzi.state import FUND

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def paid(events, player):
    return [e.data for e in events if e.kind == "interest_paid" and e.player == player]


def test_alices_wheel_after_a_crash_the_spanish_rulebook_example():
    """$80 at 1, $25 at 2, $9 at 3, the market crashes: $80 and $25 are due, $9 moves to 1."""
    state = game(start_player=ALICE)
    give_cards(state, ALICE, 80, 1, 25, 2, 9, 3)
    state.cash[ALICE] = 200
    events = end_round(state, crash=True)
    assert "market_crashed" in kinds(events)
    assert state.cash[ALICE] == 200 - 144 - 27  # interest of cards 80 and 25
    # paid cards go back to the space of their period: 80 every 3 rounds, 25 every 4
    assert state.wheel[ALICE] == [80, 3, 25, 4, 9, 1]
    assert state.view(BOB).players[ALICE].wheel == ((80, 3), (25, 4), (9, 1))
    assert [sorted(d["cards"]) for d in paid(events, ALICE)] == [[25, 80]]


def test_without_a_crash_the_wheel_turns_one_space_and_nothing_is_paid_early():
    state = game(start_player=ALICE)
    give_cards(state, ALICE, 30, 2, 45, 5)
    state.cash[ALICE] = 100
    events = end_round(state)
    assert "market_crashed" not in kinds(events)
    assert state.wheel[ALICE] == [30, 1, 45, 4]
    assert state.cash[ALICE] == 100
    assert paid(events, ALICE) == []


def test_all_cards_due_are_paid_together():
    state = game(start_player=ALICE)
    give_cards(state, ALICE, 30, 1, 31, 1, 40, 2)
    state.cash[ALICE] = 100
    events = end_round(state)
    assert state.cash[ALICE] == 100 - 27 - 28
    assert [d["amount"] for d in paid(events, ALICE)] == [55]
    assert state.wheel[ALICE] == [30, 3, 31, 3, 40, 1]


def test_a_period_5_card_pays_every_fifth_round():
    state = game(start_player=ALICE)
    state.cash[ALICE] = 20
    touched(state)
    state.apply(Fund("media", 9), player=ALICE)  # $9 now, $8 interest every 5 rounds
    assert state.wheel[ALICE] == [9, 5]
    cash_after_round = {}
    while state.round <= 11:
        this_round = state.round
        play_until(state, lambda s, r=this_round: s.round != r)
        cash_after_round[this_round] = state.cash[ALICE]
    assert cash_after_round == {1: 29, 2: 29, 3: 29, 4: 29, 5: 21, 6: 21, 7: 21, 8: 21, 9: 21, 10: 13, 11: 13}
    assert state.wheel[ALICE] == [9, 4]


def test_a_player_who_cannot_pay_the_whole_total_is_bankrupt_and_pays_nothing():
    state = game(start_player=ALICE)
    give_cards(state, BOB, 30, 1, 31, 1)  # $27 + $28: each affordable alone, not together
    state.cash[BOB] = 50
    give_cards(state, ALICE, 20, 1)
    state.cash[ALICE] = 14
    events = end_round(state)
    assert "bankrupt" in kinds(events)
    assert state.outcome.bankrupt == (BOB,)
    assert state.cash[BOB] == 50
    assert state.cash[ALICE] == 0  # a survivor pays the last of their cash
    assert state.view(CAROL).players[BOB].bankrupt


def test_bankruptcy_ends_the_game_at_once():
    state = game(start_player=ALICE)
    give_cards(state, BOB, 57, 1)
    state.cash[BOB] = 100
    end_round(state)
    assert state.is_over and state.outcome.reason == "bankruptcy"
    assert state.round == 1
    assert state.decision is None and state.current_player is None
    assert state.legal_choices() == ()
    before = state.digest()
    with pytest.raises(IllegalAction) as error:
        state.apply(PASS)
    assert error.value.code == "game_over"
    assert state.digest() == before


def test_bankrupt_players_lose_and_are_not_scored():
    state = game(start_player=ALICE)
    give_cards(state, BOB, 57, 1)
    give_tiles(state, BOB, media=3)
    end_round(state)
    assert BOB not in state.outcome.scores
    assert BOB not in state.outcome.winners
    assert sorted(state.outcome.scores) == [ALICE, CAROL, DAN]


def test_several_players_can_go_bankrupt_together():
    state = game(start_player=ALICE)
    give_cards(state, BOB, 57, 1)
    give_cards(state, CAROL, 58, 2)  # due after the two-space turn of a crash
    end_round(state, crash=True)
    assert state.outcome.bankrupt == (BOB, CAROL)
    assert sorted(state.outcome.scores) == [ALICE, DAN]
    assert state.outcome.winners == (ALICE, DAN)  # 0 points each, no cards: a shared win


def test_if_everyone_goes_bankrupt_nobody_wins():
    state = game(players=3, start_player=ALICE)
    for player, card in ((ALICE, 30), (BOB, 31), (CAROL, 32)):
        give_cards(state, player, card, 1)
    end_round(state)
    assert state.outcome.bankrupt == (ALICE, BOB, CAROL)
    assert state.outcome.winners == ()
    assert state.outcome.scores == {}


def test_a_game_goes_on_while_everyone_pays():
    state = game(start_player=ALICE)
    give_cards(state, BOB, 30, 1)
    state.cash[BOB] = 27
    end_round(state)
    assert not state.is_over
    assert state.cash[BOB] == 0
    assert state.round == 2 and state.decision.kind == FUND
