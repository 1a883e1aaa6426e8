"""Black Friday set-up: the board for 2-4 and 5 seats, the $6/$10 adjustment, players, bonus tiles, settings."""

from __future__ import annotations

import pytest
from bf_helpers import ALICE, BLACK, BOB, CAROL, DAN, ERIN, K, at_turn, checked, game, marker, set_track
from pydantic import ValidationError

from ponzi_desktop.engine.black_friday import SPEC, BlackFridaySettings
from ponzi_desktop.engine.black_friday.pricechange import adjust_start_prices
from ponzi_desktop.engine.black_friday.turns import TURN

START = (0, 3)  # the $8 space
RIGHT_OF_START, LEFT_OF_START = (0, 4), (0, 2)


@pytest.mark.parametrize(("players", "mibs", "seats"), [(2, None, 3), (3, False, 3), (3, True, 4), (4, False, 4)])
def test_up_to_four_seats_play_the_2_4_player_board(players, mibs, seats):
    state = checked(game(players, mibs=mibs))
    assert len(state.cash) == seats
    assert state.box == [1] * K  # one share of each colour left in the box
    drawn = next(e for e in state.opening if e.kind == "shares_drawn_to_market")
    assert sum(drawn.data["counts"]) == 20
    if not state.with_broker:  # (the broker's first turn has already taken some)
        assert sum(state.market) == 4 * K + 20  # 4 per colour, plus the 20 drawn from the bag
    assert state.size.purchase_spaces == state.size.gold_spaces == 5
    assert state.size.sale_trigger == 5
    assert state.rows == [[2] * K, [2] * K, [2] * K] and state.row_black == [1, 2, 3]
    assert state.chart_black == [0] + [1] * 9
    # the bag: 14 per colour, less the 20 in the market and 5 per seat
    assert sum(state.bag[:K]) == 14 * K - 20 - 5 * seats and state.bag[BLACK] == 0
    assert state.bag[:K] == [14 - drawn.data["counts"][c] - sum(h[c] for h in dealt(state))
                             for c in range(K)]


def dealt(state):
    return [e.data["counts"] for e in state.opening if e.kind == "shares_dealt"]


@pytest.mark.parametrize(("players", "mibs"), [(5, None), (4, True)])
def test_a_five_seat_game_plays_the_5_player_board_with_6_space_tracks(players, mibs):
    state = checked(game(players, mibs=mibs))
    assert len(state.cash) == 5
    assert state.box == [0] * K
    drawn = next(e for e in state.opening if e.kind == "shares_drawn_to_market")
    assert sum(drawn.data["counts"]) == 20
    if not mibs:  # (the broker's first turn has already taken some)
        assert [m - d for m, d in zip(state.market, drawn.data["counts"], strict=True)] == [5] * K
    assert state.size.purchase_spaces == state.size.gold_spaces == 6
    assert state.size.sale_trigger == 6  # 6 removed, 4 remain
    view = state.view(ALICE)
    assert view.track_spaces == (6, 6) and view.sale_trigger == 6


def test_a_five_player_purchase_track_triggers_at_the_sixth_share():
    state = game(5, seed=3)
    at_turn(state, ALICE)
    set_track(state, "purchase", [0, 1, 2, 3])
    state.apply_text("place white")
    assert state.price_changes == 0 and len(state.purchase) == 5
    at_turn(state, BOB)
    state.apply_text("place white")
    assert state.price_changes == 1 and state.purchase == []


@pytest.mark.parametrize("seed", range(60))
def test_the_fewest_start_at_10_and_the_most_at_6(seed):
    state = game(4, seed=seed)
    fewest, most = min(state.market), max(state.market)
    for c in range(K):
        if fewest == most:
            expected = START
        elif state.market[c] == fewest:
            expected = RIGHT_OF_START
        elif state.market[c] == most:
            expected = LEFT_OF_START
        else:
            expected = START
        assert marker(state, c) == expected
        assert state.price[c] == {START: 8, RIGHT_OF_START: 10, LEFT_OF_START: 6}[expected]


def test_the_adjustment_moves_ties_together_and_nothing_when_all_are_equal():
    state = game(4)
    events = []
    state.cell = [state.t.start_cell] * K
    state.price = [8] * K
    state.market = [7, 9, 7, 9, 8]
    adjust_start_prices(state, events)
    assert state.price == [10, 6, 10, 6, 8]
    assert [e.data["cause"] for e in events] == ["setup"] * 4
    state.cell = [state.t.start_cell] * K
    state.price = [8] * K
    state.market = [8] * K
    events = []
    adjust_start_prices(state, events)
    assert state.price == [8] * K and events == []


def test_every_player_has_100_dollars_and_5_hidden_shares():
    state = game(4, seed=5)
    assert state.cash == [100] * 4
    assert all(sum(held) == 5 for held in state.shares)
    assert state.gold_price == 20 and state.bought == 0 and state.level == 0
    dealt = [e for e in state.opening if e.kind == "shares_dealt"]
    assert [e.private_to for e in dealt] == [(p,) for p in state.order]


def test_bonus_tiles_go_to_the_seats_after_the_start_player():
    state = game(4, start_player=CAROL)
    assert state.order == (CAROL, DAN, ALICE, BOB)
    assert state.actor == CAROL
    assert state.tile == [3, 4, 0, 2]  # Alice 3, Bob 4, Carol (start) none, Dan 2


def test_five_players_take_tiles_2_to_5():
    state = game(5, start_player=ALICE)
    assert [state.tile[p] for p in state.order] == [0, 2, 3, 4, 5]


def test_the_broker_always_starts_and_takes_no_tile():
    state = game(2, seed=4, start_player=BOB)
    broker = state.broker
    assert broker == 2 and state.order == (broker, BOB, ALICE)
    assert [state.tile[h] for h in state.order] == [0, 2, 3]
    # its first turn is already played: the game waits for the seat after it
    assert state.actor == BOB and state.phase == TURN
    assert any(e.player == broker for e in state.opening if e.kind in ("shares_bought", "gold_bought"))
    # its shares were dealt in the open
    dealt = [e for e in state.opening if e.kind == "shares_dealt" and e.player == broker]
    assert dealt and dealt[0].private_to is None


def test_four_players_with_the_broker_take_tiles_2_to_5():
    state = game(4, mibs=True, start_player=ERIN - 1)
    assert [state.tile[h] for h in state.order] == [0, 2, 3, 4, 5]
    assert state.order[0] == state.broker == 4


def test_the_start_player_is_drawn_from_the_seed_when_not_set():
    starts = {game(4, seed=s).order[0] for s in range(40)}
    assert starts == {ALICE, BOB, CAROL, DAN}
    assert game(4, seed=9).order == game(4, seed=9).order


@pytest.mark.parametrize(("players", "values", "with_broker"), [
    (2, {}, True), (2, {"mibs": True}, True), (3, {}, False), (3, {"mibs": True}, True),
    (4, {"mibs": False}, False), (4, {"mibs": True}, True), (5, {}, False), (5, {"mibs": False}, False),
])
def test_the_broker_setting(players, values, with_broker):
    settings = SPEC.settings_from(players, values)
    assert settings.with_broker is with_broker
    assert settings.seats == players + with_broker


@pytest.mark.parametrize(("players", "values", "message"), [
    (2, {"mibs": False}, "must play with the automated broker"),
    (5, {"mibs": True}, "no seat for the automated broker"),
    (1, {}, "greater than or equal to 2"),
    (6, {}, "less than or equal to 5"),
    (3, {"start_player": 3}, "not one of the 3 seats"),
    (3, {"colour": "red"}, "Extra inputs are not permitted"),
])
def test_bad_settings_are_refused(players, values, message):
    with pytest.raises(ValidationError, match=message):
        SPEC.settings_from(players, values)


def test_settings_are_frozen_and_default_to_four_players():
    settings = BlackFridaySettings()
    assert settings.players == 4 and settings.mibs is None and not settings.with_broker
    with pytest.raises(ValidationError):
        settings.players = 3  # type: ignore[misc]
