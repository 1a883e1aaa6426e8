"""Ponzi Scheme funding: one tile and one card from the row matching the tile count, cash from the bank."""

from __future__ import annotations

import pytest
from ponzi_helpers import (
    GRAIN,
    MEDIA,
    REAL_ESTATE,
    TRANSPORT,
    arrange,
    at,
    finish_round,
    game,
    give_tiles,
    holding,
    kinds,
    play_until,
    touched,
)

from ponzi_desktop.engine.core import IllegalAction
from ponzi_desktop.engine.ponzi.actions import PASS, SELL, Fund, Offer
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, TRADE

GRACE = 0


def fund_cards(state, industry):
    """The cards the deciding player may fund `industry` with now."""
    return sorted(c.action.card for c in state.legal_choices()
                  if isinstance(c.action, Fund) and c.action.industry == industry)


def refused(state, action):
    """Assert `action` is refused now and changes nothing; return the error."""
    before = state.digest()
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as error:
        state.apply(action)
    assert state.digest() == before
    return error.value


@pytest.mark.parametrize(("held", "row"), [(0, 0), (1, 1), (2, 2)])
def test_the_nth_tile_of_an_industry_takes_a_card_from_row_n(held, row):
    state = game(start_player=0)
    give_tiles(state, 0, media=held)
    assert fund_cards(state, MEDIA) == state.market_row(row)
    for other in (TRANSPORT, GRAIN, REAL_ESTATE):
        assert fund_cards(state, other) == state.market_row(0)
    assert all(not state.is_legal(Fund(MEDIA, card)) for r in range(3) if r != row
               for card in state.market_row(r))


def test_funding_takes_the_tile_the_card_and_its_value_in_cash():
    state = game(start_player=0)
    arrange(state, market=[9, 12, 17, 20, 25, 30, 40, 45, 50], deck=[60, 61])
    state.apply(Fund(GRAIN, 12))
    assert state.tiles[0] == holding(grain=1)
    assert state.supply == [15, 14, 15, 15]
    assert state.cash[0] == 12
    assert 12 not in state.market


@pytest.mark.parametrize(("card", "period"), [(9, 5), (13, 4), (17, 3)])
def test_the_funded_card_goes_on_the_wheel_at_its_period(card, period):
    state = game(start_player=0)
    arrange(state, market=[9, 13, 17, 20, 25, 30, 40, 45, 50], deck=[60])
    state.apply(Fund(TRANSPORT, card))
    assert state.wheel[0] == [card, period]
    assert state.view(1).players[0].wheel == ((card, period),)


def test_the_market_is_refilled_at_once_and_re_sorted_into_rows():
    state = game(start_player=0)
    give_tiles(state, 0, media=2)
    arrange(state, market=[20, 21, 22, 30, 31, 32, 40, 41, 42], deck=[25])
    events = state.apply(Fund(MEDIA, 40))
    assert "market_refilled" in kinds(events)
    assert state.market_row(0) == [20, 21, 22]
    assert state.market_row(1) == [25, 30, 31]
    assert state.market_row(2) == [32, 41, 42]
    assert state.deck == []
    # the next player already sees the refilled board
    assert fund_cards(state, MEDIA) == [20, 21, 22]


def test_grace_funds_her_third_transportation_from_row_3_then_her_second_real_estate_from_row_2():
    """The Spanish rulebook's funding example, played over two rounds."""
    state = game(start_player=GRACE)
    give_tiles(state, GRACE, transportation=2, real_estate=1)
    arrange(state, market=[9, 10, 11, 12, 13, 14, 15, 16, 17], deck=list(range(18, 40)))
    assert fund_cards(state, TRANSPORT) == [15, 16, 17]
    state.apply(Fund(TRANSPORT, 16), player=GRACE)
    assert state.cash[GRACE] == 16
    assert state.tiles[GRACE] == holding(transportation=3, real_estate=1)

    finish_round(state)
    play_until(state, lambda s: s.decision.player == GRACE and s.decision.kind == FUND)
    assert state.round == 2
    assert fund_cards(state, TRANSPORT) == []
    row_2 = state.market_row(1)
    assert fund_cards(state, REAL_ESTATE) == row_2
    state.apply(Fund(REAL_ESTATE, row_2[0]), player=GRACE)
    assert state.cash[GRACE] == 16 + row_2[0]
    assert state.tiles[GRACE] == holding(transportation=3, real_estate=2)


def test_a_fourth_tile_cannot_be_funded():
    state = game(start_player=0)
    give_tiles(state, 0, transportation=3)
    for card in state.market:
        error = refused(state, Fund(TRANSPORT, card))
    assert "3" in error.reason


def test_a_fourth_tile_may_come_from_a_trade():
    state = game(start_player=0)
    give_tiles(state, 0, transportation=3)
    give_tiles(state, 1, transportation=1)
    state.cash[0] = 10
    at(state, TRADE, 0)
    state.apply(Offer(1, TRANSPORT, 5))
    assert state.decision.kind == ANSWER
    state.apply(SELL, player=1)
    assert state.tiles[0] == holding(transportation=4)
    # and a fourth tile still blocks funding that industry
    at(state, FUND, 0)
    assert fund_cards(state, TRANSPORT) == []


def test_an_industry_with_an_empty_supply_cannot_be_funded():
    state = game(start_player=0)
    state.supply[1] = 0
    touched(state)
    assert fund_cards(state, GRAIN) == []
    error = refused(state, Fund(GRAIN, 9))
    assert "supply" in error.reason
    assert fund_cards(state, MEDIA) == [9, 10, 11]


def test_a_row_with_no_card_cannot_be_funded_from():
    state = game(start_player=0)
    give_tiles(state, 0, transportation=2)
    arrange(state, market=[9, 10, 11, 12, 13, 14], deck=[])
    assert state.market_row(2) == []
    assert fund_cards(state, TRANSPORT) == []
    assert fund_cards(state, MEDIA) == [9, 10, 11]
    assert PASS in [c.action for c in state.legal_choices()]


def test_an_empty_deck_is_replaced_by_the_shuffled_discards():
    state = game(start_player=0)
    arrange(state, market=[9, 10, 11, 12, 13, 14, 15, 16, 17], deck=[], discard=[30, 31, 32])
    events = state.apply(Fund(MEDIA, 9))
    assert "deck_reshuffled" in kinds(events)
    assert len(state.market) == 9
    drawn = set(state.market) - {10, 11, 12, 13, 14, 15, 16, 17}
    assert len(drawn) == 1 and drawn < {30, 31, 32}
    assert sorted(state.deck) == sorted({30, 31, 32} - drawn)
    assert state.discard == []


def test_with_no_deck_and_no_discards_the_slot_stays_empty():
    state = game(start_player=0)
    arrange(state, market=[9, 10, 11, 12, 13, 14, 15, 16, 17], deck=[], discard=[])
    state.apply(Fund(MEDIA, 9))
    assert state.market == [10, 11, 12, 13, 14, 15, 16, 17]
    assert state.decision.player == 1 and state.decision.kind == FUND


def test_passing_takes_nothing_and_hands_on_the_turn():
    state = game(start_player=2)
    before = (state.cash[:], [row[:] for row in state.tiles], state.market[:])
    state.apply(PASS, player=2)
    assert (state.cash, state.tiles, state.market) == before
    assert state.decision.player == 3
