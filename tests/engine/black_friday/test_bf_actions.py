"""Black Friday turns: buying, selling, gold, placements, small rises, limits, triggers, the bonus tiles."""

from __future__ import annotations

import pytest
from bf_helpers import (
    ALICE,
    BLUE,
    BOB,
    CAROL,
    DAN,
    ERIN,
    GREEN,
    PURPLE,
    WHITE,
    YELLOW,
    at_turn,
    checked,
    game,
    marker,
    move_shares,
    moves_of,
    of_kind,
    set_bag,
    set_level,
    set_marker,
    set_track,
    touched,
)

from ponzi_desktop.engine.black_friday.actions import END, Buy, BuyGold, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.turns import BONUS, BUY, SELL, TURN
from ponzi_desktop.engine.core import IllegalAction


def table(players: int = 4, level: int = 0, actor: int = ALICE):
    """A game with known prices ($8 everywhere but purple $10), 6 of each colour in the market."""
    state = game(players, seed=2, start_player=ALICE)
    for c in range(5):
        set_marker(state, c, 0, 3)
    set_marker(state, PURPLE, 0, 4)
    spare = players - 1 if actor != players - 1 else players - 2
    move_shares(state, state.market, [6] * 5, spare=spare)
    move_shares(state, state.shares[actor], [2, 2, 1, 0, 0], spare=spare)
    set_level(state, level)
    at_turn(state, actor)
    return checked(state)


def options(state) -> set[str]:
    return {c.action.to_text() for c in state.legal_choices()}


# ---- buying -------------------------------------------------------------------------------------------

def test_buying_pays_the_price_and_places_a_share_of_a_bought_colour():
    state = table(level=2)  # 2 shares a turn
    state.apply(Buy("purple"))
    state.apply(Buy("yellow"))
    assert state.cash[ALICE] == 100 - 10 - 8
    assert state.shares[ALICE][:2] == [3, 3] and state.market[:2] == [5, 5]
    assert state.phase == BUY
    assert {t for t in options(state) if t.startswith("place")} == {"place purple", "place yellow"}
    assert not any(t.startswith("buy") for t in options(state))  # the limit is reached
    events = state.apply(Place("yellow"))
    assert state.purchase == [YELLOW] and state.market[YELLOW] == 4
    assert of_kind(events, "share_placed")[0].data == {"track": "purchase", "colour": "yellow", "space": 1}
    assert state.actor == BOB and state.phase == TURN
    checked(state)


def test_buying_nothing_is_a_pure_track_move():
    state = table()
    state.apply(Place("green"))
    assert state.purchase == [GREEN] and state.cash[ALICE] == 100 and state.market[GREEN] == 5
    assert state.actor == BOB


def test_when_no_bought_colour_is_left_any_market_colour_is_placed():
    state = table()
    move_shares(state, state.market, [1, 6, 6, 6, 6], spare=DAN)
    state.apply(Buy("purple"))
    assert state.market[PURPLE] == 0
    assert {t for t in options(state)} == {"place yellow", "place green", "place blue", "place white"}


def test_taking_the_last_market_share_moves_the_colour_right():
    state = table()
    move_shares(state, state.market, [1, 6, 6, 6, 6], spare=DAN)
    events = state.apply(Buy("purple"))
    assert marker(state, PURPLE) == (0, 5) and state.price[PURPLE] == 12
    assert moves_of(events, PURPLE)[0].data["cause"] == "last_share"
    assert state.cash[ALICE] == 90  # paid before the rise


def test_placing_the_last_market_share_moves_the_colour_right_too():
    state = table()
    move_shares(state, state.market, [6, 6, 1, 6, 6], spare=DAN)
    events = state.apply(Place("green"))
    assert marker(state, GREEN) == (0, 4)
    assert [e.data["cause"] for e in moves_of(events, GREEN)] == ["last_share"]


def test_the_third_share_of_a_colour_on_the_purchase_track_moves_it_right_but_not_the_fourth():
    state = table()
    set_track(state, "purchase", [BLUE, BLUE])
    events = state.apply(Place("blue"))
    assert [e.data["cause"] for e in moves_of(events, BLUE)] == ["third_on_track"]
    assert marker(state, BLUE) == (0, 4)
    at_turn(state, CAROL)
    events = state.apply(Place("blue"))
    assert moves_of(events, BLUE) == [] and marker(state, BLUE) == (0, 4)
    assert state.purchase == [BLUE] * 4


def test_a_placement_that_is_both_the_last_share_and_the_third_moves_twice():
    state = table()
    set_track(state, "purchase", [GREEN, GREEN])
    move_shares(state, state.market, [6, 6, 1, 6, 6], spare=DAN)
    events = state.apply(Place("green"))
    assert [e.data["cause"] for e in moves_of(events, GREEN)] == ["last_share", "third_on_track"]
    assert marker(state, GREEN) == (0, 5)


def test_the_third_share_of_a_colour_on_the_gold_track_moves_it_right():
    state = table()
    set_track(state, "gold", [WHITE, PURPLE, WHITE])
    assert marker(state, WHITE) == (0, 3)
    at_turn(state, ALICE)
    events = state.apply(BuyGold(0, "white"))
    assert [e.data["cause"] for e in moves_of(events, WHITE)] == ["third_on_track"]


def test_buying_more_than_the_level_allows_is_refused():
    state = table(level=0)
    state.apply(Buy("green"))
    with pytest.raises(IllegalAction, match="at most 1 shares a turn at level 0"):
        state.apply(Buy("green"))


def test_a_share_you_cannot_afford_is_not_offered():
    state = table()
    state.cash[ALICE] = 9
    touched(state)
    assert "buy purple" not in options(state) and "buy yellow" in options(state)
    with pytest.raises(IllegalAction, match="costs \\$10, more than your cash"):
        state.apply(Buy("purple"))


# ---- selling ------------------------------------------------------------------------------------------

def test_selling_pays_the_price_and_one_sold_colour_drops_one_space_once():
    state = table(level=2)
    state.apply(Sell("purple"))
    state.apply(Sell("purple"))
    assert state.cash[ALICE] == 120 and state.shares[ALICE][PURPLE] == 0 and state.market[PURPLE] == 8
    assert state.phase == SELL
    assert {t for t in options(state) if t.startswith("take")} == {"take purple"}
    events = state.apply(Take("purple"))
    assert state.rows[0][PURPLE] == 1 and state.market[PURPLE] == 9 and state.sale_removed == 1
    assert [e.data["cause"] for e in moves_of(events, PURPLE)] == ["sale"]
    assert marker(state, PURPLE) == (0, 3)  # one space left, however many were sold
    checked(state)


def test_selling_nothing_takes_any_colour_from_the_sale_row():
    state = table()
    state.apply(Take("white"))
    assert marker(state, WHITE) == (0, 2) and state.rows[0][WHITE] == 1 and state.actor == BOB


def test_when_no_sold_colour_is_in_the_row_any_row_colour_is_taken():
    state = table()
    state.rows[0][YELLOW] = 0
    state.shares[DAN][YELLOW] += 2
    touched(state)
    state.apply(Sell("yellow"))
    assert {t for t in options(state)} == {"take purple", "take green", "take blue", "take white"}


def test_a_sale_from_an_empty_row_ends_with_take_none_and_moves_no_price():
    state = table()
    for c in range(5):
        state.shares[DAN][c] += state.rows[0][c]
        state.rows[0][c] = 0
    touched(state)
    state.apply(Sell("purple"))
    assert options(state) == {"take none"}
    events = state.apply(Take(None))
    assert of_kind(events, "price_moved") == [] and state.actor == BOB


def test_selling_a_share_you_do_not_hold_is_refused():
    state = table()
    with pytest.raises(IllegalAction, match="you hold no blue share"):
        state.apply(Sell("blue"))


def test_five_removals_from_a_sale_row_trigger_a_price_change():
    state = table()
    state.sale_removed = 4
    move_shares(state, state.rows[0], [1, 1, 2, 1, 1], spare=DAN)
    checked(state)
    events = state.apply(Take("green"))
    started = of_kind(events, "price_change_started")
    assert started and started[0].data["trigger"] == "sale"
    assert state.sale_row == 1 and state.sale_removed == 0 and state.rows[0] == [0] * 5
    checked(state)


# ---- gold ---------------------------------------------------------------------------------------------

def test_buying_gold_pays_counts_the_bars_and_places_any_market_share():
    state = table(level=4)  # 3 bars a turn
    events = state.apply(BuyGold(3, "blue"))
    assert state.cash[ALICE] == 40 and state.gold_bars[ALICE] == 3 and state.bought == 3
    assert state.gold_track == [BLUE] and state.gold_price == 20  # no rise until a price change
    assert of_kind(events, "gold_bought")[0].data == {"bars": 3, "price": 20, "counter": 3}


def test_gold_options_stop_at_the_level_limit_and_the_cash():
    state = table(level=4)
    gold = [c for c in state.legal_choices() if c.param == "bars"]
    assert {(c.action.colour, c.lo, c.hi) for c in gold} == {(col, 0, 3) for col in
                                                            ("purple", "yellow", "green", "blue", "white")}
    state.cash[ALICE] = 45
    touched(state)
    assert {c.hi for c in state.legal_choices() if c.param == "bars"} == {2}
    with pytest.raises(IllegalAction, match="more than your cash"):
        state.apply(BuyGold(3, "blue"))


def test_eight_gold_bought_raises_the_gold_price_two_spaces():
    state = table(level=0)
    set_bag(state, [3, 3, 3, 3, 3], black=0, spare=DAN)  # no black can be drawn
    set_track(state, "gold", [PURPLE, YELLOW, GREEN, BLUE])
    state.bought = 7
    at_turn(state, ALICE)
    events = state.apply(BuyGold(1, "white"))  # the 8th bar and the 5th gold-track share
    moved = of_kind(events, "gold_moved")[0].data
    assert moved == {"from": 20, "to": 22, "blacks": 0, "bought": 8}
    assert state.gold_price == 22 and state.bought == 0 and state.gold_track == []
    checked(state)


# ---- the bonus tiles ----------------------------------------------------------------------------------

def test_tile_5_buys_one_share_more_than_the_limit_once():
    state = table(players=5, actor=ERIN)
    assert state.tile[ERIN] == 5
    state.apply(Buy("green"))
    events = state.apply(Buy("green"))  # 2 at level 0
    assert of_kind(events, "bonus_used")[0].data == {"advantage": "extra_buy"}
    assert state.bonus_used[ERIN]
    assert not any(t.startswith("buy") for t in options(state))
    state.apply(Place("green"))
    assert state.actor == ALICE  # no free move after: the tile is used


def test_tile_3_sells_one_share_more_and_tile_2_does_not():
    state = table(actor=CAROL)
    assert state.tile[CAROL] == 3
    state.apply(Sell("purple"))
    state.apply(Sell("purple"))
    assert state.bonus_used[CAROL] and state.cash[CAROL] == 120
    bob = table(actor=BOB)
    bob.apply(Sell("purple"))
    assert "sell purple" not in options(bob)


def test_tile_4_buys_one_gold_bar_more():
    state = table(actor=DAN)
    gold = [c for c in state.legal_choices() if c.param == "bars"]
    assert {c.hi for c in gold} == {2}
    events = state.apply(BuyGold(2, "purple"))
    assert of_kind(events, "bonus_used")[0].data == {"advantage": "extra_gold"} and state.bonus_used[DAN]


def test_the_free_move_may_come_before_the_action():
    state = table(actor=BOB)
    events = state.apply(FreeMove("place", "purple"))
    assert of_kind(events, "bonus_used")[0].data == {"advantage": "manipulate", "move": "place",
                                                     "colour": "purple"}
    assert state.purchase == [PURPLE] and state.actor == BOB and state.phase == TURN
    assert not any(t.startswith("bonus") for t in options(state))
    state.apply(Place("yellow"))
    assert state.actor == CAROL  # no bonus decision after: the tile is used


def test_the_free_move_may_come_after_the_action_or_be_declined():
    state = table(actor=BOB)
    state.apply(Place("yellow"))
    assert state.actor == BOB and state.phase == BONUS
    assert {"end", "bonus place green", "bonus gold green", "bonus take white"} <= options(state)
    state.apply(FreeMove("take", "white"))
    assert marker(state, WHITE) == (0, 2) and state.actor == CAROL
    other = table(actor=BOB)
    other.apply(Place("yellow"))
    other.apply(END)
    assert other.actor == CAROL and not other.bonus_used[BOB]


def test_the_free_move_to_the_gold_track_buys_no_gold():
    state = table(actor=BOB)
    state.apply(FreeMove("gold", "green"))
    assert state.gold_track == [GREEN] and state.bought == 0 and state.cash[BOB] == 100


def test_the_free_move_may_trigger_a_price_change_before_the_action():
    state = table(actor=BOB)
    set_track(state, "purchase", [PURPLE, YELLOW, GREEN, BLUE])
    events = state.apply(FreeMove("place", "white"))
    assert of_kind(events, "price_change_started")[0].data["trigger"] == "purchase"
    assert state.actor == BOB and state.phase == TURN and state.purchase == []


def test_the_start_player_has_no_tile_and_so_no_bonus():
    state = table(actor=ALICE)
    assert state.tile[ALICE] == 0
    assert not any(t.startswith("bonus") for t in options(state))
    with pytest.raises(IllegalAction, match="bonus tile is used or you have none"):
        state.apply(FreeMove("place", "purple"))
    state.apply(Place("purple"))
    assert state.actor == BOB  # no bonus decision


def test_a_used_tile_offers_nothing_more():
    state = table(actor=CAROL)
    state.bonus_used[CAROL] = True
    touched(state)
    state.apply(Sell("purple"))
    assert "sell purple" not in options(state)
    with pytest.raises(IllegalAction):
        state.apply(Sell("purple"))
