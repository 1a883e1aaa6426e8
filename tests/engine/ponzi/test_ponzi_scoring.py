"""Ponzi Scheme end of game: industry and cash (or luxury) points, the tie-break, the round limit."""

from __future__ import annotations

import pytest
from ponzi_helpers import edit, end_round, game, give_cards, give_tiles, play_until

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def test_grace_scores_14_and_beats_alice_on_her_highest_card():
    """The Spanish rulebook's scoring example; Carol's bankruptcy ends the game."""
    grace, alice, carol = 0, 1, 2
    state = game(start_player=grace)
    give_tiles(state, grace, transportation=3, media=2, real_estate=1)
    give_cards(state, grace, 62, 4, 20, 3)
    state.cash[grace] = 160
    give_tiles(state, alice, grain=3, media=2, transportation=1)
    give_cards(state, alice, 45, 5)
    state.cash[alice] = 96
    give_cards(state, carol, 57, 1)  # Carol cannot pay $162
    end_round(state)
    assert state.outcome.bankrupt == (carol,)
    assert state.outcome.scores[grace] == 6 + 3 + 1 + 4
    assert state.outcome.scores[alice] == 3 + 6 + 1 + 4
    assert state.outcome.winners == (grace,)


@pytest.mark.parametrize(("cash", "points"), [
    (0, 0), (29, 0), (30, 1), (55, 1), (56, 2), (77, 2), (78, 3), (95, 3), (96, 4), (160, 4), (1000, 4),
])
def test_cash_points_are_thresholds_not_cumulative(cash, points):
    state = game(start_player=ALICE, round_limit=1)
    state.cash[BOB] = cash
    end_round(state)
    assert state.outcome.scores[BOB] == points


@pytest.mark.parametrize(("tiles", "points"), [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15)])
def test_n_tiles_of_one_industry_score_1_plus_2_up_to_n(tiles, points):
    state = game(start_player=ALICE, round_limit=1)
    give_tiles(state, BOB, media=tiles)
    end_round(state)
    assert state.outcome.scores[BOB] == points


def test_the_advanced_game_scores_luxuries_and_not_cash():
    state = game(start_player=ALICE, round_limit=1, variant="advanced")
    edit(state, luxuries=[[], [30, 96], [], []], lux_bank=[56, 78])
    state.cash[BOB] = 200
    give_tiles(state, BOB, media=1)
    state.cash[CAROL] = 200
    end_round(state)
    assert state.outcome.scores[BOB] == 1 + 1 + 4
    assert state.outcome.scores[CAROL] == 0


def test_a_tie_goes_to_the_highest_card_on_the_wheel():
    state = game(start_player=ALICE, round_limit=1)
    give_tiles(state, ALICE, media=1)
    give_tiles(state, BOB, grain=1)
    give_cards(state, BOB, 21, 5)
    end_round(state)
    assert state.outcome.scores[ALICE] == state.outcome.scores[BOB] == 1
    assert state.outcome.winners == (BOB,)


def test_a_tie_with_no_cards_is_a_shared_win():
    state = game(start_player=ALICE, round_limit=1)
    give_tiles(state, ALICE, media=1)
    give_tiles(state, BOB, grain=1)
    end_round(state)
    assert state.outcome.winners == (ALICE, BOB)


def test_the_round_limit_ends_the_game_and_scores_everybody():
    state = game(start_player=ALICE, round_limit=3)
    give_tiles(state, DAN, real_estate=2)
    play_until(state, lambda s: s.is_over)
    assert state.round == 3
    assert state.outcome.reason == "round_limit"
    assert state.outcome.bankrupt == ()
    assert state.outcome.scores == {ALICE: 0, BOB: 0, CAROL: 0, DAN: 3}
    assert state.outcome.winners == (DAN,)


def test_without_a_round_limit_passing_goes_on():
    state = game(start_player=ALICE)
    play_until(state, lambda s: s.round == 30)
    assert not state.is_over
