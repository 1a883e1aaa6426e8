"""Black Friday's automated broker (its priority list, played by the engine) and the end: gold $100, scoring."""

from __future__ import annotations

import random

import pytest
from bf_helpers import (
    ALICE,
    BLUE,
    BOB,
    CAROL,
    DAN,
    GREEN,
    PURPLE,
    WHITE,
    YELLOW,
    ColoursFirst,
    at_turn,
    checked,
    game,
    move_shares,
    of_kind,
    set_bag,
    set_cash,
    set_level,
    set_marker,
    set_track,
    to_market,
)

from ponzi_desktop.engine.black_friday import SPEC, result_info, summarize
from ponzi_desktop.engine.black_friday.actions import Place

BROKER = 2  # in a 2-player game the broker is holder 2


def broker_table(level: int = 2, prices=(8, 8, 8, 8, 8)):
    """Two players and the broker; Bob (who plays just before the broker) to play; prices on row 0-4."""
    state = game(2, seed=11, start_player=ALICE)
    assert state.order == (BROKER, ALICE, BOB)
    cells = {4: (0, 0), 5: (0, 1), 6: (0, 2), 8: (0, 3), 10: (0, 4), 12: (0, 5), 15: (0, 6), 20: (1, 5),
             25: (1, 6), 30: (2, 5), 35: (2, 6), 45: (3, 6)}
    for c, price in enumerate(prices):
        set_marker(state, c, *cells[price])
    move_shares(state, state.market, [5, 5, 5, 5, 9], spare=ALICE)
    move_shares(state, state.shares[BROKER], [0] * 5, spare=ALICE)
    set_cash(state, BROKER, 100)
    state.gold_bars[BROKER] = 0
    set_level(state, level)
    state.bonus_used[BOB] = True
    return at_turn(state, BOB)


def broker_plays(state):
    """Bob places a white share (kept out of the broker's way); the broker's turn follows by itself."""
    events = state.apply(Place("white"))
    assert state.actor == ALICE
    return [e for e in events if e.player == BROKER]


def test_the_broker_buys_the_full_limit_of_shares_when_cheaper_than_gold():
    state = broker_table(level=2, prices=(10, 6, 6, 8, 45))  # limit 2: shares $12 against gold $40
    move_shares(state, state.market, [5, 5, 3, 5, 9], spare=ALICE)
    events = broker_plays(state)
    bought = [e.data["colour"] for e in of_kind(events, "shares_bought")]
    assert bought == ["green", "green"]  # cheapest; of the two $6 colours, the one with fewer in the market
    assert state.cash[BROKER] == 88 and state.shares[BROKER][GREEN] == 2
    # the track share: a colour it bought (green is still in the market)
    assert of_kind(events, "share_placed")[0].data["colour"] == "green"
    checked(state)


def test_the_broker_buys_gold_when_the_full_limit_of_gold_is_cheaper():
    state = broker_table(level=2, prices=(25, 30, 25, 35, 45))  # shares $50 against gold $40
    events = broker_plays(state)
    assert of_kind(events, "gold_bought")[0].data["bars"] == 2
    assert state.cash[BROKER] == 60 and state.gold_bars[BROKER] == 2
    # the gold-track share: the cheapest market colour; purple and green tie at $25, both with 5: purple
    assert of_kind(events, "share_placed")[0].data == {"track": "gold", "colour": "purple", "space": 1}


def test_a_tie_between_shares_and_gold_buys_shares():
    state = broker_table(level=2, prices=(20, 20, 25, 25, 45))  # $40 against $40
    events = broker_plays(state)
    assert len(of_kind(events, "shares_bought")) == 2 and not of_kind(events, "gold_bought")


def test_a_market_too_small_for_the_limit_means_gold():
    state = broker_table(level=2, prices=(4, 4, 4, 4, 4))
    move_shares(state, state.market, [1, 0, 0, 0, 1], spare=ALICE)
    events = broker_plays(state)  # Bob's placement takes the white one: one share left for a limit of 2
    assert of_kind(events, "gold_bought")[0].data["bars"] == 2


def test_the_broker_sells_its_most_expensive_shares_when_it_cannot_afford_the_limit():
    state = broker_table(level=2, prices=(30, 20, 30, 8, 45))  # 2 shares $16 (blue, blue), 2 bars $40
    set_cash(state, BROKER, 15)
    move_shares(state, state.shares[BROKER], [1, 0, 2, 1, 0], spare=ALICE)
    events = broker_plays(state)
    sold = [e.data["colour"] for e in of_kind(events, "shares_sold")]
    # purple and green tie at $30: green first (it owns more), then purple (1 each now: colour order)
    assert sold == ["green", "purple"]
    assert state.cash[BROKER] == 75 and state.shares[BROKER] == [0, 0, 1, 1, 0]
    # the sale-row share: of the colours it sold, the one it owns fewest of now (purple 0, green 1)
    assert of_kind(events, "share_taken")[0].data["colour"] == "purple"
    checked(state)


def test_the_broker_buys_what_it_can_of_the_cheaper_offer_with_no_shares_to_sell():
    state = broker_table(level=4, prices=(10, 12, 15, 20, 45))  # limit 3 shares ($37) or 3 bars ($60)
    set_cash(state, BROKER, 25)
    events = broker_plays(state)
    # shares are cheaper than a bar: as many as it can, cheapest first ($10, $10; a third is too much)
    assert [e.data["colour"] for e in of_kind(events, "shares_bought")] == ["purple", "purple"]
    assert state.cash[BROKER] == 5


def test_the_broker_buys_what_gold_it_can_when_a_bar_is_the_cheaper_offer():
    state = broker_table(level=4, prices=(25, 30, 25, 35, 45))  # 3 shares $75 or 3 bars $60
    set_cash(state, BROKER, 50)
    events = broker_plays(state)
    assert of_kind(events, "gold_bought")[0].data["bars"] == 2 and state.cash[BROKER] == 10


def test_with_nothing_affordable_the_broker_puts_the_cheapest_colour_on_the_gold_track():
    state = broker_table(level=2, prices=(10, 8, 8, 12, 45))
    set_cash(state, BROKER, 5)
    move_shares(state, state.market, [5, 3, 5, 5, 9], spare=ALICE)
    events = broker_plays(state)
    assert of_kind(events, "gold_bought")[0].data["bars"] == 0
    # yellow and green tie at $8: the one with most in the market
    assert of_kind(events, "share_placed")[0].data == {"track": "gold", "colour": "green", "space": 1}


def test_everybody_sees_the_brokers_cash_and_shares():
    state = game(2, seed=3)
    for seat in (ALICE, BOB, None):
        broker = state.view(seat).holders[BROKER]
        assert broker.is_broker and broker.cash == state.cash[BROKER]
        assert broker.shares == tuple(state.shares[BROKER])
        assert broker.bonus_tile == 0


def test_the_broker_never_decides():
    state = game(3, seed=5, mibs=True)
    rng = random.Random(5)
    while not state.is_over:
        assert state.current_player in range(3)
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        state.apply(choice.action if choice.param is None else choice.with_value(choice.lo))
    assert state.outcome.reason == "gold_100"


# ---- the end and scoring ------------------------------------------------------------------------------

def ending(players: int = 4, **settings):
    """Gold at $90, level 3, a bag of three black shares: the next price change ends the game."""
    state = game(players, seed=13, start_player=ALICE, **settings)
    for c in range(5):
        set_marker(state, c, 4, 3)  # $40 each: 3 blacks make it down 2 -> $20
    set_level(state, 3)
    state.gold = state.t.gold_top - 2  # $90
    set_bag(state, [0] * 5, black=3, spare=players - 1)
    state.rng = ColoursFirst()
    return at_turn(state, ALICE)


def end_it(state):
    """Alice fills the purchase track (5 spaces, or 6 with five seats): the last price change."""
    set_track(state, "purchase", [PURPLE, YELLOW, GREEN, BLUE, PURPLE][:state.size.purchase_spaces - 1])
    at_turn(state, ALICE)
    return state.apply(Place("white"))


def test_the_game_ends_at_gold_100_and_shares_are_worth_their_final_price():
    state = ending()
    for p, cash in enumerate([100, 120, 80, 0]):
        set_cash(state, p, cash)
    state.gold_bars[:] = [1, 0, 2, 0]
    move_shares(state, state.shares[ALICE], [1, 0, 0, 0, 0], spare=DAN)
    move_shares(state, state.shares[BOB], [0, 0, 0, 0, 2], spare=DAN)
    move_shares(state, state.shares[CAROL], [0, 0, 0, 0, 0], spare=DAN)
    events = end_it(state)
    assert state.gold_price == 100  # $90 + 3 spaces, held at $100
    assert state.price == [20] * 5  # the share moves finish before the end
    dan = state.shares[DAN]
    assert state.outcome.scores == {ALICE: 100 + 20 + 100, BOB: 120 + 40, CAROL: 80 + 200, DAN: 20 * sum(dan)}
    best = max(state.outcome.scores.values())
    assert state.outcome.winners == tuple(p for p, s in state.outcome.scores.items() if s == best)
    over = of_kind(events, "game_over")[0].data
    assert over["reason"] == "gold_100" and over["gold_price"] == 100
    checked(state)


def test_a_tie_goes_to_more_value_in_gold_then_is_shared():
    state = ending()
    for p, cash in enumerate([300, 400, 300, 0]):
        to_market(state, p)
        set_cash(state, p, cash)
    state.gold_bars[:] = [1, 0, 1, 0]
    end_it(state)
    assert state.outcome.scores == {ALICE: 400, BOB: 400, CAROL: 400, DAN: 0}
    assert state.outcome.winners == (ALICE, CAROL)  # $100 in gold each, Bob none: shared
    checked(state)


def test_a_broker_richer_than_everybody_leaves_no_winner():
    state = ending(2)
    for h, cash in enumerate([10, 10, 280]):
        set_cash(state, h, cash)
    move_shares(state, state.shares[ALICE], [0] * 5, spare=BROKER)
    move_shares(state, state.shares[BOB], [0] * 5, spare=BROKER)
    end_it(state)
    assert state.outcome.winners == ()
    assert sorted(state.outcome.scores) == [ALICE, BOB]
    info = result_info(state)
    assert info["broker"] and info["broker_won"] and info["broker_wealth"] == state.wealth(BROKER)
    assert summarize([info])["broker_wins"] == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_result_info_and_summary_for_simulate(players):
    state = ending(players)
    end_it(state)
    info = result_info(state)
    assert info["price_changes"] == 1 and info["gold_price"] == 100 and len(info["prices"]) == 5
    assert SPEC.summarize([info, info])["mean_price_changes"] == 1.0


def test_after_the_end_nothing_is_legal():
    state = ending()
    end_it(state)
    assert state.is_over and state.legal_choices() == () and state.current_player is None
    assert state.decision is None and state.view(ALICE).choices == ()
    assert state.notation().startswith("black_friday r") and "over@-" in state.notation()


def test_the_colour_constants_of_these_tests_follow_the_data_file():
    state = game()
    assert [state.t.colours[c] for c in (PURPLE, YELLOW, GREEN, BLUE, WHITE)] == list(state.t.colours)
