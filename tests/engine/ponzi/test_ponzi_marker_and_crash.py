"""Ponzi Scheme: passing the start marker, the new start player's removal, and the market crash."""

from __future__ import annotations

import pytest
from ponzi_helpers import (
    GRAIN,
    MEDIA,
    REAL_ESTATE,
    TRANSPORT,
    arrange,
    at,
    game,
    give_cards,
    give_tiles,
    holding,
    kinds,
    play_until,
)

from ponzi_desktop.engine.core import IllegalAction
from ponzi_desktop.engine.ponzi.actions import PASS, Remove, ReturnTile
from ponzi_desktop.engine.ponzi.state import FUND, REMOVE, RETURN, TRADE

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


@pytest.mark.parametrize(("start", "last", "new_start"), [(ALICE, DAN, BOB), (DAN, CAROL, ALICE)])
def test_the_marker_moves_one_player_clockwise_after_trading(start, last, new_start):
    state = at(game(start_player=start), TRADE, last)
    events = state.apply(PASS, player=last)
    assert "marker_passed" in kinds(events)
    assert state.start == new_start
    assert state.decision.player == new_start and state.decision.kind == REMOVE


def test_the_new_start_player_may_remove_any_card_of_the_market():
    state = at(game(), REMOVE, BOB, start=BOB)
    assert sorted(c.action.card for c in state.legal_choices()) == state.market
    before = state.digest()
    with pytest.raises(IllegalAction):
        state.apply(Remove(40), player=BOB)
    assert state.digest() == before


def test_a_removed_start_card_leaves_the_game():
    state = at(game(), REMOVE, BOB, start=BOB)
    arrange(state, market=[9, 10, 11, 12, 13, 14, 15, 16, 17], deck=[30])
    state.apply(Remove(12), player=BOB)
    assert state.out_of_game == [12]
    assert state.discard == []


def test_any_other_removed_card_is_discarded_and_the_market_refilled_and_sorted():
    state = at(game(), REMOVE, BOB, start=BOB)
    arrange(state, market=[9, 10, 11, 20, 21, 22, 40, 41, 42], deck=[30])
    events = state.apply(Remove(41), player=BOB)
    assert state.discard == [41]
    assert state.out_of_game == []
    assert state.market == [9, 10, 11, 20, 21, 22, 30, 40, 42]
    assert "market_refilled" in kinds(events)


def crash_table(players=4, **settings):
    """Bob has just received the marker; five bears are on the market once he removes 20."""
    state = at(game(players, start_player=BOB, **settings), REMOVE, BOB, start=BOB)
    arrange(state, market=[20, 21, 22, 30, 63, 65, 70, 75, 80], deck=[18, 19, 23, 24, 40], discard=[50, 51])
    return state


def test_bears_on_the_market_at_least_the_player_count_crash_it():
    state = crash_table()
    events = state.apply(Remove(20), player=BOB)
    assert "market_crashed" in kinds(events)
    # the bears, the discards and the rest of the deck are one new deck, and the events say so (the log
    # told the bears going to the discard pile, then showed the pile empty and the deck grown unexplained)
    crash = kinds(events).index("market_crashed")
    assert kinds(events)[crash + 1:crash + 3] == ["deck_reshuffled", "market_refilled"]
    drawn = len(events[crash + 2].data["cards"])
    assert events[crash + 1].data == {"cards": len(state.deck) + drawn, "crash": True}
    assert state.discard == []
    assert len(state.market) == 9 and state.market == sorted(state.market)
    assert sorted(state.market + state.deck) == sorted(
        [18, 19, 23, 24, 50, 51, 20, 63, 65, 70, 75, 80] + [21, 22, 30, 40])


@pytest.mark.parametrize(("players", "bears", "crashes"), [
    (4, 3, False), (4, 4, True), (4, 5, True), (3, 2, False), (3, 3, True), (5, 4, False), (5, 5, True),
])
def test_the_crash_threshold_is_the_player_count(players, bears, crashes):
    state = at(game(players, start_player=BOB), REMOVE, BOB, start=BOB)
    others = [20, 21, 22, 30, 31, 32, 40, 41, 42][: 9 - bears]
    arrange(state, market=[45] + others[:-1] + list(range(70, 70 + bears)), deck=[others[-1]])
    events = state.apply(Remove(45), player=BOB)
    assert ("market_crashed" in kinds(events)) is crashes


@pytest.mark.parametrize(("bear_setting", "crashes"), [(18, True), (16, False)])
def test_cards_63_and_64_are_bears_only_with_the_18_bear_setting(bear_setting, crashes):
    state = at(game(start_player=BOB, bears=bear_setting), REMOVE, BOB, start=BOB)
    arrange(state, market=[20, 21, 22, 30, 40, 63, 64, 65, 66], deck=[41])
    events = state.apply(Remove(20), player=BOB)
    assert ("market_crashed" in kinds(events)) is crashes


def test_bears_drawn_in_the_crash_wait_for_next_rounds_check():
    state = at(game(start_player=BOB), REMOVE, BOB, start=BOB)
    # every card left to draw is a bear
    arrange(state, market=[21, 22, 30, 40, 63, 64, 65, 66, 67], deck=list(range(68, 76)))
    give_cards(state, ALICE, 45, 4)
    events = state.apply(Remove(67), player=BOB)
    assert kinds(events).count("market_crashed") == 1
    assert sum(c >= 63 for c in state.market) == 5
    assert state.wheel[ALICE] == [45, 2]  # one crash: two spaces, not four
    assert state.round == 2 and state.decision.kind == FUND

    events = play_until(state, lambda s: s.round == 3)
    assert "market_crashed" in kinds(events)


def test_after_a_crash_each_player_with_tiles_returns_one_of_their_largest_industry_from_the_start_player():
    state = crash_table()
    give_tiles(state, BOB, transportation=2, media=2, grain=1)
    give_tiles(state, DAN, real_estate=1)
    give_tiles(state, ALICE, grain=3, transportation=1)
    supply = state.supply[:]
    state.apply(Remove(20), player=BOB)

    assert state.decision.player == BOB and state.decision.kind == RETURN
    assert {c.action for c in state.legal_choices()} == {ReturnTile(TRANSPORT), ReturnTile(MEDIA)}
    before = state.digest()
    with pytest.raises(IllegalAction):
        state.apply(ReturnTile(GRAIN), player=BOB)
    assert state.digest() == before
    state.apply(ReturnTile(MEDIA), player=BOB)

    assert state.decision.player == DAN  # Carol holds nothing and is skipped
    state.apply(ReturnTile(REAL_ESTATE), player=DAN)

    assert state.decision.player == ALICE  # clockwise past the last seat
    assert [c.action for c in state.legal_choices()] == [ReturnTile(GRAIN)]
    state.apply(ReturnTile(GRAIN), player=ALICE)

    assert state.tiles[BOB] == holding(transportation=2, media=1, grain=1)
    assert state.tiles[DAN] == holding()
    assert state.tiles[ALICE] == holding(grain=2, transportation=1)
    assert state.view(CAROL).players[ALICE].tiles == tuple(holding(grain=2, transportation=1))
    assert state.supply == [supply[0], supply[1] + 1, supply[2] + 1, supply[3] + 1]
    assert state.round == 2
    assert state.decision.player == BOB and state.decision.kind == FUND


def test_a_crash_turns_the_wheels_two_spaces_and_no_crash_one():
    crashed = crash_table()
    give_cards(crashed, ALICE, 45, 4)
    crashed.apply(Remove(20), player=BOB)
    assert crashed.wheel[ALICE] == [45, 2]

    calm = at(game(start_player=BOB), REMOVE, BOB, start=BOB)
    arrange(calm, market=[20, 21, 22, 30, 31, 32, 40, 41, 42], deck=[43])
    give_cards(calm, ALICE, 45, 4)
    events = calm.apply(Remove(20), player=BOB)
    assert "market_crashed" not in kinds(events)
    assert calm.wheel[ALICE] == [45, 3]
