"""Ponzi Scheme clandestine trading: offers, sold / counter, who may see what, and luxuries."""

from __future__ import annotations

import pytest
from ponzi_helpers import (
    MEDIA,
    TRANSPORT,
    at,
    game,
    give_cards,
    give_tiles,
    holding,
    kinds,
    play_until,
    touched,
)

from ponzi_desktop.engine.core import IllegalAction
from ponzi_desktop.engine.ponzi.actions import COUNTER, PASS, SELL, BuyLuxury, Counter, Offer, Sell
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, REMOVE, TRADE

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def trading_table(**settings):
    """Alice (to trade, $50) and Bob ($20) both hold transportation; Alice also media; Carol grain; Dan nothing."""
    state = game(start_player=ALICE, **settings)
    give_tiles(state, ALICE, transportation=1, media=1)
    give_tiles(state, BOB, transportation=2)
    give_tiles(state, CAROL, grain=1)
    state.cash[:] = [50, 20, 30, 0]
    return at(state, TRADE, ALICE)


def refused(state, action, player=None):
    before = state.digest()
    assert not state.is_legal(action)
    with pytest.raises(IllegalAction) as error:
        state.apply(action, player)
    assert state.digest() == before
    return error.value


def offers(state):
    return [c for c in state.legal_choices() if isinstance(c.action, Offer)]


def test_an_offer_names_a_target_and_an_industry_both_hold():
    state = trading_table()
    [choice] = offers(state)
    assert (choice.action.target, choice.action.industry) == (BOB, TRANSPORT)
    refused(state, Offer(CAROL, "grain", 0))
    refused(state, Offer(BOB, MEDIA, 0))
    refused(state, Offer(DAN, TRANSPORT, 0))
    refused(state, Offer(ALICE, TRANSPORT, 0))


def test_the_amount_is_any_whole_number_from_0_to_the_offerers_cash():
    state = trading_table()
    [choice] = offers(state)
    assert (choice.param, choice.lo, choice.hi) == ("amount", 0, 50)
    assert state.is_legal(choice.with_value(0))
    assert state.is_legal(choice.with_value(50))
    with pytest.raises(ValueError):
        choice.with_value(51)
    refused(state, Offer(BOB, TRANSPORT, 51))
    refused(state, Offer(BOB, TRANSPORT, -1))


def test_the_target_must_answer_the_offer():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 15), player=ALICE)
    assert state.decision.player == BOB and state.decision.kind == ANSWER
    assert {c.action for c in state.legal_choices()} == {SELL, COUNTER}
    refused(state, PASS)


def test_sold_the_target_takes_the_money_and_gives_a_tile():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 15), player=ALICE)
    state.apply(SELL, player=BOB)
    assert state.cash[:2] == [35, 35]
    assert state.tiles[ALICE] == holding(transportation=2, media=1)
    assert state.tiles[BOB] == holding(transportation=1)


def test_counter_the_target_pays_the_same_amount_and_takes_a_tile():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 15), player=ALICE)
    state.apply(COUNTER, player=BOB)
    assert state.cash[:2] == [65, 5]
    assert state.tiles[ALICE] == holding(media=1)
    assert state.tiles[BOB] == holding(transportation=3)


def test_counter_paying_exactly_all_ones_cash_is_allowed():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 20), player=ALICE)
    assert state.is_legal(COUNTER)
    state.apply(COUNTER, player=BOB)
    assert state.cash[BOB] == 0


def test_a_target_who_cannot_afford_the_amount_must_sell():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 21), player=ALICE)
    assert [c.action for c in state.legal_choices()] == [Sell()]
    error = refused(state, Counter(), player=BOB)
    assert "afford" in error.reason
    state.apply(SELL, player=BOB)
    assert state.cash[:2] == [29, 41]


def test_an_offer_of_nothing_is_allowed():
    state = trading_table()
    state.cash[ALICE] = 0
    touched(state)
    [choice] = offers(state)
    assert (choice.lo, choice.hi) == (0, 0)
    state.apply(Offer(BOB, TRANSPORT, 0), player=ALICE)
    state.apply(COUNTER, player=BOB)
    assert state.tiles[BOB] == holding(transportation=3)


def test_fund_cards_never_move_in_a_trade():
    state = trading_table()
    give_cards(state, ALICE, 30, 2)
    give_cards(state, BOB, 40, 3, 20, 1)
    state.apply(Offer(BOB, TRANSPORT, 10), player=ALICE)
    state.apply(SELL, player=BOB)
    assert state.wheel[ALICE] == [30, 2]
    assert state.wheel[BOB] == [40, 3, 20, 1]


def test_after_the_answer_the_next_player_trades():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 10), player=ALICE)
    state.apply(SELL, player=BOB)
    assert state.decision.player == BOB and state.decision.kind == TRADE
    for player in (BOB, CAROL, DAN):
        state.apply(PASS, player=player)
    assert state.decision.kind == REMOVE


def test_the_amount_is_secret_between_the_two_players():
    state = trading_table()
    state.apply(Offer(BOB, TRANSPORT, 15), player=ALICE)
    assert state.view(ALICE).offer == (ALICE, BOB, TRANSPORT, 15)
    assert state.view(BOB).offer == (ALICE, BOB, TRANSPORT, 15)
    assert state.view(CAROL).offer == (ALICE, BOB, TRANSPORT, None)
    assert state.view(None).offer == (ALICE, BOB, TRANSPORT, None)


def test_the_log_shows_everyone_who_traded_and_who_got_the_tile_but_not_the_amount():
    """Rulings, hidden information: the log of who traded with whom and who got the tile is public."""
    state = trading_table()
    events = state.apply(Offer(BOB, TRANSPORT, 15), player=ALICE)
    events += state.apply(COUNTER, player=BOB)
    seen_by_carol = [e.for_seat(CAROL) for e in events if e.for_seat(CAROL) is not None]
    assert any(e.data.get("offerer") == ALICE and e.data.get("target") == BOB
               and e.data.get("industry") == TRANSPORT and e.data.get("tile_to") == BOB
               for e in seen_by_carol)
    assert all("amount" not in e.data for e in seen_by_carol)
    seen_by_bob = [e.for_seat(BOB) for e in events if e.for_seat(BOB) is not None]
    assert any(e.data.get("amount") == 15 for e in seen_by_bob)


def test_with_first_round_trading_off_round_one_skips_trading_and_round_two_has_it():
    state = game(start_player=ALICE, first_round_trading=False)
    for player in (ALICE, BOB, CAROL, DAN):
        state.apply(PASS, player=player)
    assert state.decision.kind == REMOVE and state.round == 1
    play_until(state, lambda s: s.round == 2)
    play_until(state, lambda s: s.decision.kind != FUND)
    assert state.decision.kind == TRADE


def test_by_default_round_one_has_trading():
    state = game(start_player=ALICE)
    for player in (ALICE, BOB, CAROL, DAN):
        state.apply(PASS, player=player)
    assert state.decision.kind == TRADE and state.decision.player == ALICE


def luxuries(state):
    return sorted(c.action.price for c in state.legal_choices() if isinstance(c.action, BuyLuxury))


def test_advanced_a_luxury_instead_of_an_offer_paying_its_price():
    state = trading_table(variant="advanced")
    assert luxuries(state) == [30]
    events = state.apply(BuyLuxury(30), player=ALICE)
    assert "luxury_bought" in kinds(events)
    assert state.cash[ALICE] == 20
    assert state.luxuries[ALICE] == [30]
    assert state.lux_bank == [56, 78, 96]
    assert state.view(CAROL).players[ALICE].luxuries == (30,)
    # that was Alice's trade for the round
    assert state.decision.player == BOB and state.decision.kind == TRADE


def test_advanced_only_affordable_luxuries_still_in_the_bank():
    state = trading_table(variant="advanced")
    state.cash[ALICE] = 96
    state.lux_bank.remove(56)
    touched(state)
    assert luxuries(state) == [30, 78, 96]
    refused(state, BuyLuxury(56))
    state.cash[ALICE] = 77
    touched(state)
    assert luxuries(state) == [30]
    error = refused(state, BuyLuxury(78))
    assert "afford" in error.reason


def test_basic_game_has_no_luxuries():
    state = trading_table()
    state.cash[ALICE] = 500
    touched(state)
    assert luxuries(state) == []
    refused(state, BuyLuxury(30))
