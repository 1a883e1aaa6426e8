"""Ponzi Scheme setup: the funding board, the deck, the supply, luxuries and the start player."""

from __future__ import annotations

import pytest
from ponzi_helpers import BEARS, MEDIA, NORMAL_CARDS, START_CARDS, game, quiet_action
from pydantic import ValidationError

from ponzi_desktop.engine.ponzi import PonziSettings
from ponzi_desktop.engine.ponzi.actions import Fund
from ponzi_desktop.engine.ponzi.state import FUND


def test_the_nine_start_cards_fill_the_board_lowest_row_first():
    state = game()
    assert state.market_row(0) == [9, 10, 11]
    assert state.market_row(1) == [12, 13, 14]
    assert state.market_row(2) == [15, 16, 17]
    assert state.view(None).market == tuple(START_CARDS)


def test_the_other_63_cards_form_the_deck_and_nothing_is_discarded():
    state = game()
    assert len(state.deck) == 63
    assert sorted(state.deck) == NORMAL_CARDS + BEARS
    assert state.discard == [] and state.out_of_game == []
    assert state.view(None).deck_size == 63


@pytest.mark.parametrize("players", [3, 4, 5])
def test_everyone_starts_with_nothing(players):
    state = game(players)
    assert state.cash == [0] * players
    assert state.tiles == [[0, 0, 0, 0]] * players
    assert state.wheel == [[]] * players
    assert state.luxuries == [[]] * players
    assert state.supply == [15, 15, 15, 15]


def test_luxuries_are_in_the_bank_only_in_the_advanced_game():
    assert game(variant="basic").lux_bank == []
    assert game(variant="advanced").lux_bank == [30, 56, 78, 96]


@pytest.mark.parametrize("start", [0, 1, 2, 3])
def test_the_start_player_from_the_settings_opens_round_one(start):
    state = game(start_player=start)
    assert state.start == start
    assert state.round == 1
    assert state.decision.player == start
    assert state.decision.kind == FUND


def test_without_a_setting_the_seed_draws_the_start_player():
    starts = {seed: game(seed=seed).start for seed in range(40)}
    assert set(starts.values()) == {0, 1, 2, 3}
    assert all(game(seed=seed).start == start for seed, start in starts.items())


@pytest.mark.parametrize("players", [2, 6])
def test_three_to_five_players(players):
    with pytest.raises(ValidationError):
        PonziSettings(players=players)


def test_the_start_player_must_be_seated():
    with pytest.raises(ValidationError):
        PonziSettings(players=3, start_player=3)


def test_the_same_seed_is_the_same_game():
    one, two = game(seed=7), game(seed=7)
    assert one.digest() == two.digest()
    for _ in range(30):
        one.apply(quiet_action(one))
        two.apply(quiet_action(two))
        assert one.digest() == two.digest()


def test_different_seeds_are_different_games():
    digests = {game(seed=seed).digest() for seed in range(20)}
    assert len(digests) == 20


def first_card_drawn(seed):
    state = game(seed=seed, start_player=0)
    state.apply(Fund(MEDIA, 9))
    [card] = set(state.market) - set(START_CARDS)
    return card


def test_the_deck_is_shuffled_by_the_seed():
    """Whether the engine shuffles once or draws at random, the seed decides and only the seed."""
    drawn = [first_card_drawn(seed) for seed in range(30)]
    assert len(set(drawn)) > 10
    assert drawn == [first_card_drawn(seed) for seed in range(30)]
