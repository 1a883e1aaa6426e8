"""Black Friday price changes: the seven steps, the table moves with their edge redirects, levels, sale rows."""

from __future__ import annotations

import pytest
from bf_helpers import (
    ALICE,
    BLACK,
    BLUE,
    BOB,
    DAN,
    GREEN,
    PURPLE,
    WHITE,
    YELLOW,
    ColoursFirst,
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

from ponzi_desktop.engine.black_friday.actions import Buy, Place, Take


def table(level: int = 0):
    """Four players, Alice to play, 6 of each colour in the market, every marker at $8."""
    state = game(4, seed=7, start_player=ALICE)
    for c in range(5):
        set_marker(state, c, 0, 3)
    move_shares(state, state.market, [6] * 5, spare=DAN)
    set_level(state, level)
    return checked(at_turn(state, ALICE))


def trigger(state, player: int = ALICE, track=(PURPLE, YELLOW, GREEN, BLUE), last: str = "white"):
    """Fill the purchase track: four shares (no three alike), then `player` places the fifth."""
    set_track(state, "purchase", list(track))
    at_turn(state, player)
    return state.apply(Place(last))


def test_the_level_5_example_with_two_black_shares():
    state = table(level=5)  # level 5 draws 8 shares
    set_marker(state, PURPLE, 4, 4)  # $45
    set_marker(state, YELLOW, 8, 2)  # $95
    set_marker(state, GREEN, 4, 3)  # $40
    set_marker(state, BLUE, 6, 5)  # $85
    set_marker(state, WHITE, 4, 5)  # $50
    # the draw: no purple, 1 yellow, no green, 4 blue, 1 white, 2 black
    set_bag(state, [0, 1, 0, 4, 1], black=2, spare=DAN)
    bank = state.bank_black
    events = trigger(state)
    assert of_kind(events, "shares_drawn")[0].data == {"counts": (0, 1, 0, 4, 1), "black": 2}
    # 2 blacks: subtracted from every count, then into the bank; the gold rises 2
    assert state.bank_black == bank + 2 and state.gold_price == 22
    assert state.price[PURPLE] == 30 and state.price[GREEN] == 25  # 0 - 2 = -2: down-left
    assert state.price[YELLOW] == 75 and state.price[WHITE] == 40  # 1 - 2 = -1: down
    assert state.price[BLUE] == 110  # 4 - 2 = 2: up-right, from $85
    blue = moves_of(events, BLUE)[0].data
    assert blue["from"] == (6, 5) and blue["path"] == ((7, 5), (7, 6)) and blue["to"] == (7, 6)
    assert [state.t.value[r * 7 + c] for r, c in moves_of(events, PURPLE)[0].data["path"]] == [35, 30]
    # $110 is in level 6's area: the level rises and level 6's black goes into the bag
    assert state.level == 6 and of_kind(events, "level_changed")[0].data == {"from": 5, "to": 6}
    assert state.chart_black[6] == 0 and state.bag[BLACK] == 1
    checked(state)


def test_a_single_black_goes_back_to_the_bag_and_counts_as_none():
    state = table(level=1)  # draws 6; level 1's black is in the bag
    set_bag(state, [2, 0, 1, 0, 0], black=1, spare=DAN)
    events = trigger(state)
    assert of_kind(events, "shares_drawn")[0].data == {"counts": (2, 0, 1, 0, 0), "black": 1}
    assert state.bag[BLACK] == 1 and state.gold_price == 21  # the black still raises the gold
    assert marker(state, PURPLE) == (1, 4)  # 2: up-right
    assert marker(state, GREEN) == (1, 3)  # 1: up
    assert marker(state, YELLOW) == (0, 2)  # 0: left
    checked(state)


def test_a_short_bag_draws_what_it_has():
    state = table(level=9)  # draws 12
    set_bag(state, [0, 0, 3, 0, 0], black=0, spare=DAN)
    events = trigger(state)
    assert of_kind(events, "shares_drawn")[0].data["counts"] == (0, 0, 3, 0, 0)
    assert sum(state.bag) == 5  # the purchase track went into the bag afterwards
    assert marker(state, GREEN) == (2, 3)  # 3: up 2


def test_right_at_the_right_edge_goes_up():
    state = table()
    set_marker(state, BLUE, 2, 6)  # $35
    move_shares(state, state.market, [6, 6, 6, 1, 6], spare=DAN)
    events = state.apply(Buy("blue"))  # its last market share
    assert marker(state, BLUE) == (3, 6) and moves_of(events, BLUE)[0].data["path"] == ((3, 6),)


def test_four_from_the_right_column_goes_up_three_spaces():
    state = table(level=3)
    set_marker(state, BLUE, 2, 6)
    set_bag(state, [1, 1, 1, 4, 0], spare=DAN)  # level 3 draws 7: all of them
    events = trigger(state)
    assert moves_of(events, BLUE)[0].data["path"] == ((3, 6), (4, 6), (5, 6))
    assert marker(state, BLUE) == (5, 6) and state.price[BLUE] == 75


def test_left_at_the_left_edge_goes_down():
    state = table()
    set_marker(state, WHITE, 3, 0)  # $15
    state.apply(Take("white"))
    assert marker(state, WHITE) == (2, 0) and state.price[WHITE] == 10


def test_down_at_the_bottom_goes_left_and_the_4_dollar_corner_holds():
    state = table(level=2)  # the blacks of levels 1 and 2 are in the bag
    set_marker(state, GREEN, 0, 1)
    set_marker(state, BLUE, 0, 0)
    set_bag(state, [1, 1, 0, 1, 1], black=2, spare=DAN)  # green 0 - 2, blue 1 - 2
    trigger(state)
    assert marker(state, GREEN) == (0, 0) and state.price[GREEN] == 4  # down-left: left, left (stopped)
    assert marker(state, BLUE) == (0, 0) and state.price[BLUE] == 4


def test_up_at_the_top_goes_right_and_the_240_dollar_corner_holds():
    state = table()
    set_marker(state, PURPLE, 12, 2)
    set_marker(state, YELLOW, 12, 6)
    move_shares(state, state.market, [0, 0, 6, 6, 6], spare=DAN)
    set_bag(state, [0, 0, 2, 2, 1], spare=DAN)
    events = trigger(state, track=(GREEN, BLUE, WHITE, GREEN), last="blue")
    # no share drawn: left one space; then the empty market moves them up, at the top: right
    assert [e.data["cause"] for e in moves_of(events, PURPLE)] == ["price_change", "empty_market"]
    assert marker(state, PURPLE) == (12, 2)  # left to col 1, then "up" = right back to col 2
    assert marker(state, YELLOW) == (12, 6) and state.price[YELLOW] == 240  # left, then right again


def test_a_rise_at_the_top_right_corner_stays_at_240_dollars():
    state = table()
    set_marker(state, WHITE, 12, 6)
    move_shares(state, state.market, [6, 6, 6, 6, 1], spare=DAN)
    events = state.apply(Place("white"))  # its last market share: right, at the edge up, at the top stuck
    move = moves_of(events, WHITE)[0].data
    assert move["cause"] == "last_share" and move["path"] == () and move["to"] == (12, 6)
    assert state.price[WHITE] == 240


def test_nets_beyond_the_table_use_its_ends():
    t = table().t
    assert t.move_for(-12, 6 * 7 + 3) == t.move_for(t.net_lo, 6 * 7 + 3)
    assert t.move_for(30, 3) == t.move_for(t.net_hi, 3)


def test_drawn_shares_go_to_the_market_and_the_track_to_the_bag():
    state = table()
    set_bag(state, [0, 2, 0, 0, 3], spare=DAN)
    market = state.market[:]
    trigger(state)
    assert state.market == [market[0] - 1 + 0, market[1] - 1 + 2, market[2] - 1, market[3] - 1,
                            market[4] - 1 + 3]
    assert state.bag[:5] == [1, 1, 1, 1, 1] and state.purchase == []


def test_a_colour_with_no_market_share_moves_up_after_the_draw():
    state = table()
    move_shares(state, state.market, [6, 0, 6, 6, 6], spare=DAN)
    set_bag(state, [2, 0, 1, 1, 1], spare=DAN)
    events = trigger(state, track=(PURPLE, GREEN, BLUE, WHITE), last="purple")
    assert [e.data["cause"] for e in moves_of(events, YELLOW)] == ["price_change", "empty_market"]
    assert marker(state, YELLOW) == (1, 2)  # left for drawing none, then up


def test_the_level_rises_to_a_marker_s_area_and_skips_put_every_black_in_the_bag():
    state = table(level=0)
    set_marker(state, BLUE, 4, 6)  # $60, level 3 after one more space up
    set_bag(state, [0, 0, 0, 1, 0], spare=DAN)
    events = trigger(state)
    assert state.price[BLUE] == 75 and state.level == 4
    assert of_kind(events, "level_changed")[0].data == {"from": 0, "to": 4}
    assert state.chart_black[1:5] == [0, 0, 0, 0] and state.bag[BLACK] == 4
    assert state.level_history == [0, 4]
    checked(state)


def test_a_cheaper_marker_in_a_higher_area_raises_the_level():
    # our ruling: any marker entering a higher level area raises the level, not only the most valuable one
    state = table(level=2)
    set_marker(state, PURPLE, 4, 0)  # $25, level 2's area -> one up: $35 at (5, 0), level 3's area
    set_marker(state, BLUE, 1, 4)  # $15, level 1's area -> four: up 2, right 1, $40 at (3, 5), level 2's area
    set_bag(state, [1, 0, 0, 4, 0], black=0, spare=DAN)  # level 2 wants more: all five are drawn
    events = trigger(state)
    assert marker(state, PURPLE) == (5, 0) and state.price[PURPLE] == 35
    assert marker(state, BLUE) == (3, 5) and state.price[BLUE] == 40
    assert max(state.price) == state.price[BLUE] and state.t.area[state.cell[BLUE]] == 2
    assert state.level == 3 and of_kind(events, "level_changed")[0].data == {"from": 2, "to": 3}
    assert state.chart_black[3] == 0 and state.bag[BLACK] == 1 and state.level_history == [0, 2, 3]
    checked(state)


def test_a_tie_for_the_most_valuable_takes_the_higher_area():
    state = table(level=0)
    set_marker(state, PURPLE, 3, 6)  # $45 (level 3) -> up to $60 at (4, 6): level 3
    set_marker(state, YELLOW, 6, 0)  # $45 (level 3) -> up to $60 at (7, 0): level 4
    set_bag(state, [1, 1, 0, 0, 0], spare=DAN)
    trigger(state)
    assert state.price[PURPLE] == state.price[YELLOW] == 60
    assert state.level == 4


def test_the_level_never_drops():
    state = table(level=5)
    set_bag(state, [1, 1, 1, 1, 1], spare=DAN)
    trigger(state)
    assert max(state.price) < 35 and state.level == 5


def test_sale_rows_run_1_2_3_then_the_centre_row_is_refilled():
    state = table(level=2)
    set_bag(state, [3, 3, 3, 3, 3], black=0, spare=DAN)  # the two blacks from the chart to the bank
    move_shares(state, state.market, [6, 1, 6, 6, 6], spare=DAN)
    for row in range(3):
        assert state.sale_row == row
        state.sale_removed = 4
        move_shares(state, state.rows[row], [2, 2, 2, 0, 0], spare=DAN)
        at_turn(state, ALICE)
        events = state.apply(Take("purple"))
        assert state.rows[row] == [0] * 5 or row == 2
    # row 3's price change ends with the centre row refilled: 2 per colour from the market, 2 blacks
    changed = of_kind(events, "sale_row_changed")[0].data
    assert state.sale_row == 1 and state.centre_mode
    assert changed["row"] == 1 and changed["black"] == 2
    assert state.rows[1] == list(changed["refill"]) and state.row_black[1] == 2
    assert state.rows[2] == [0] * 5 and state.row_black == [0, 2, 0]
    checked(state)


def test_the_centre_refill_leaves_shortages_empty_and_a_last_share_moves_right():
    state = table(level=3)  # draws 7; the blacks of levels 1-3 are free
    # the centre row is in use, rows 1 and 3 are done (their blacks in the bag), 4 shares removed
    state.sale_row, state.centre_mode, state.sale_removed = 1, True, 4
    for row in (0, 2):
        move_shares(state, state.rows[row], [0] * 5, spare=DAN)
    move_shares(state, state.rows[1], [1, 1, 2, 1, 1], spare=DAN)
    state.bag[BLACK] += state.row_black[0] + state.row_black[2]
    state.row_black[0] = state.row_black[2] = 0
    # the bag: 6 shares and 6 blacks; one black in the bank
    set_bag(state, [2, 0, 2, 0, 2], black=6, spare=DAN)
    assert state.bank_black == 1
    move_shares(state, state.market, [6, 0, 6, 1, 6], spare=DAN)
    state.rng = ColoursFirst()  # draws the 6 shares, then one black (back to the bag)
    checked(state)
    events = state.apply(Take("purple"))
    assert of_kind(events, "shares_drawn")[0].data == {"counts": (2, 0, 2, 0, 2), "black": 1}
    # 2 per colour from the market; yellow has none, blue only its last one (it moves right); 1 black
    assert state.rows[1] == [2, 0, 2, 1, 2] and state.row_black[1] == 1 and state.bank_black == 0
    assert [e.data["cause"] for e in moves_of(events, BLUE)][-1] == "last_share"
    assert state.market[BLUE] == 0
    checked(state)


def test_a_track_trigger_does_not_move_the_sale_rows_on():
    state = table()
    state.apply(Take("green"))
    at_turn(state, BOB)
    trigger(state, BOB)
    assert state.sale_row == 0 and state.sale_removed == 1


def test_gold_never_passes_100_and_the_game_ends_after_the_share_moves():
    state = table(level=3)  # three blacks in the bag
    state.gold = state.t.gold_top - 1  # $95
    touched(state)
    set_bag(state, [0, 3, 0, 0, 0], black=3, spare=DAN)
    events = trigger(state)
    assert state.gold_price == 100 and state.is_over
    kinds = [e.kind for e in events]
    assert kinds.index("gold_moved") < kinds.index("price_moved") < kinds.index("game_over")
    assert "level_changed" not in kinds and "price_change_ended" not in kinds
    assert state.outcome.reason == "gold_100"
    checked(state)


@pytest.mark.parametrize("bought", [2, 3, 5, 6, 9])
def test_the_gold_rises_a_space_per_three_bars_bought(bought):
    state = table()
    set_bag(state, [1, 1, 1, 1, 1], spare=DAN)
    state.bought = bought
    trigger(state)
    assert state.gold == state.t.gold_start + bought // 3 and state.bought == 0
