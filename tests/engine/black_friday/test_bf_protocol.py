"""Black Friday and the shared protocol: refusals, action text, seeds, views that keep secrets, clones."""

from __future__ import annotations

import json
import random

import pytest
from bf_helpers import ALICE, BOB, CAROL, DAN, at_turn, game, move_shares, set_level, touched
from hypothesis import given, settings
from hypothesis import strategies as st

from ponzi_desktop.engine.black_friday import SPEC, parse_action
from ponzi_desktop.engine.black_friday.actions import END, Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.invariants import check_state, check_view
from ponzi_desktop.engine.black_friday.turns import BONUS, BUY, SELL
from ponzi_desktop.engine.core import ActionParseError, IllegalAction, game_spec

COLOURS = ("purple", "yellow", "green", "blue", "white")


def assert_refused(state, action, player=None, at=None):
    """`action` is refused with a message naming it, a reason and the notation; nothing changes. `at`: the
    position's (digest, notation), read once by a caller that tries several refusals there (each one is held to
    leave the position as it was, so the next starts from it: reading them again before each would be dear)."""
    before, notation = at if at is not None else (state.digest(), state.notation())
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, player)
    error = caught.value
    assert state.digest() == before
    assert error.action == action and error.reason and error.notation == notation
    assert action.to_text() in str(error) and error.reason in str(error)
    return error


def start(level: int = 0):
    state = game(4, seed=21, start_player=ALICE)
    move_shares(state, state.shares[ALICE], [1, 0, 0, 0, 0], spare=DAN)
    set_level(state, level)
    return at_turn(state, ALICE)


def buying():
    state = start(level=0)
    state.apply(Buy("yellow"))
    return state


def selling():
    state = start(level=0)
    state.apply(Sell("purple"))
    return state


def bonus_after():
    state = start()
    state.apply(Place("green"))  # Alice's turn ends; Bob (tile 2) plays
    state.apply(Place("green"))
    assert state.phase == BONUS
    return state


ILLEGAL = [
    ("no such colour", start, Buy("red")),
    ("a share not held", start, Sell("blue")),
    ("more gold than cash", start, BuyGold(6, "purple")),
    ("more gold than the level allows", start, BuyGold(2, "purple")),
    ("negative gold", start, BuyGold(-1, "purple")),
    ("gold onto the track without a colour", start, BuyGold(1, None)),
    ("a free move without a tile", start, FreeMove("place", "purple")),
    ("end before acting", start, END),
    ("take none from a full row", start, Take(None)),
    ("a second share at level 0", buying, Buy("yellow")),
    ("selling in the middle of a purchase", buying, Sell("purple")),
    ("gold in the middle of a purchase", buying, BuyGold(0, "purple")),
    ("a second sale at level 0", selling, Sell("purple")),
    ("a placement while selling", selling, Place("purple")),
    ("a colour not sold from the row", selling, Take("green")),
    ("a second action after the action", bonus_after, Place("yellow")),
]


@pytest.mark.parametrize(("why", "make", "action"), ILLEGAL, ids=[row[0] for row in ILLEGAL])
def test_an_illegal_action_is_refused_and_changes_nothing(why, make, action):
    state = make()
    assert not state.is_legal(action)
    assert_refused(state, action)


def test_an_action_out_of_turn_is_refused():
    state = start()
    error = assert_refused(state, Place("purple"), player=BOB)
    assert error.code == "not_your_turn"
    state.apply(Place("purple"), player=ALICE)
    assert state.current_player == BOB


def test_after_the_end_every_action_is_refused():
    state = game(3, seed=4)
    rng = random.Random(4)
    while not state.is_over:
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        state.apply(choice.with_value(choice.lo))
    for action in (Place("purple"), END, BuyGold(0, "green")):
        assert assert_refused(state, action).code == "game_over"


PROBES = [parse_action(text) for text in (
    "buy purple", "buy white", "sell purple", "sell green", "place yellow", "take blue", "take none",
    "gold 0 purple", "gold 1 white", "gold 3 blue", "gold 0", "bonus place purple", "bonus gold white",
    "bonus take green", "end", "buy red",
)]


@pytest.mark.slow  # whole games: left out of the pure-Python sample (tests/test_native.py)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_every_refusal_in_random_games_changes_nothing(seed, players):
    state = game(players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over and steps < 80:
        here = state.digest(), state.notation()  # each refusal below is held to leave the position so
        for probe in PROBES:
            if not state.is_legal(probe):
                assert_refused(state, probe, at=here)
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        wrong = (state.current_player + 1) % state.num_players
        assert_refused(state, action, player=wrong, at=here)
        state.apply(action, player=state.current_player)
        steps += 1


# ---- action text ------------------------------------------------------------------------------------

EVERY_KIND = [Buy("purple"), Place("white"), Sell("green"), Take("blue"), Take(None), BuyGold(3, "yellow"),
              BuyGold(0, None), FreeMove("place", "purple"), FreeMove("gold", "white"), FreeMove("take", "blue"),
              EndTurn()]


@pytest.mark.parametrize("action", EVERY_KIND, ids=lambda a: a.to_text())
def test_every_kind_of_action_reads_back_from_its_text(action):
    assert parse_action(action.to_text()) == action
    assert SPEC.parse_action(action.to_text()) == action
    assert str(action) == action.to_text()


colour = st.sampled_from(COLOURS)
any_action = st.one_of(
    st.builds(Buy, colour), st.builds(Place, colour), st.builds(Sell, colour),
    st.builds(Take, st.none() | colour), st.builds(BuyGold, st.integers(-(10**6), 10**6), st.none() | colour),
    st.builds(FreeMove, st.sampled_from(("place", "gold", "take")), colour), st.just(END),
)


@given(any_action)
def test_action_text_round_trips(action):
    assert parse_action(action.to_text()) == action


def test_action_text_tolerates_extra_spaces_and_a_capital_verb():
    assert parse_action("  gold   2  blue ") == BuyGold(2, "blue")
    assert parse_action("BUY purple") == Buy("purple") and parse_action("End") == END


@pytest.mark.parametrize("text", [
    "", "   ", "pass", "buy", "buy purple yellow", "gold", "gold two purple", "gold \uff13 purple", "gold \u0663",
    "gold 1 purple extra", "bonus place", "bonus steal purple", "end now", "take",
])
def test_a_text_that_is_no_action_is_refused(text):
    with pytest.raises(ActionParseError):
        parse_action(text)


def test_apply_text_is_apply_of_the_parsed_action():
    one, two = start(), start()
    one.apply_text("gold 1 blue", player=ALICE)
    two.apply(BuyGold(1, "blue"), player=ALICE)
    assert one.digest() == two.digest()


# ---- seeds, clones, snapshots -----------------------------------------------------------------------

def play(players: int, seed: int, **values):
    state = SPEC.new_game(SPEC.settings_from(players, values), seed)
    rng = random.Random(seed)
    log = []
    while not state.is_over:
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        log.append((action.to_text(), state.apply(action)))
    return state, log


@pytest.mark.parametrize(("players", "values"), [(2, {}), (3, {"mibs": True}), (4, {}), (5, {})])
def test_the_same_seed_plays_the_same_game(players, values):
    one, log_one = play(players, 99, **values)
    two, log_two = play(players, 99, **values)
    assert one.digest() == two.digest() and log_one == log_two and one.outcome == two.outcome
    other, _ = play(players, 100, **values)
    assert other.digest() != one.digest()


def test_a_replay_of_the_action_texts_gives_the_same_state():
    state, log = play(4, 5)
    again = SPEC.new_game(state.settings, 5)
    for text, _ in log:
        again.apply_text(text)
    assert again.digest() == state.digest()


def test_a_clone_is_equal_and_independent():
    state = start(level=2)
    twin = state.clone()
    assert twin.snapshot() == state.snapshot() and twin.digest() == state.digest()
    twin.apply(Buy("purple"))
    assert twin.phase == BUY and state.digest() == start(level=2).digest()
    assert state.shares[ALICE] != twin.shares[ALICE] and state.market != twin.market


def test_a_snapshot_is_plain_json():
    state = start()
    blob = json.dumps(state.snapshot(), sort_keys=True)
    assert json.loads(blob)["game"] == "black_friday"
    assert len(state.digest()) == 64


# ---- views ------------------------------------------------------------------------------------------

def test_a_seat_sees_its_own_cash_and_shares_and_nobody_elses():
    state = start()
    for seat in (ALICE, BOB, CAROL, DAN, None):
        view = state.view(seat)
        check_view(state, view, seat)
        for p, holder in enumerate(view.holders):
            if p == seat:
                assert holder.cash == state.cash[p] and holder.shares == tuple(state.shares[p])
            else:
                assert holder.cash is None and holder.shares is None
    assert state.view(ALICE).my_cash == 100 and state.view(None).my_shares is None


def test_a_view_shows_the_bag_only_by_size_and_black_shares():
    state = start(level=3)
    view = state.view(BOB)
    assert view.bag_size == sum(state.bag) and view.bag_black == state.bag[5] == 3
    assert not hasattr(view, "bag")


def test_only_the_deciding_seat_sees_choices():
    state = start()
    assert state.view(ALICE).choices == tuple(state.legal_choices())
    assert state.view(BOB).choices == () and state.view(None).choices == ()


def test_the_view_states_the_current_action_and_the_public_table():
    state = start(level=2)
    state.apply(Buy("purple"))
    view = state.view(CAROL)
    assert view.phase == BUY and view.actor == ALICE and view.action_count == 1 and view.action_colours == (0,)
    assert view.prices == tuple(state.price) and view.market == tuple(state.market)
    assert view.level == 2 and view.share_limit == 2 and view.gold_price == 20
    assert view.cells[0] == state.t.rc[state.cell[0]]


def test_views_are_refused_for_seats_that_do_not_exist():
    with pytest.raises(ValueError):
        start().view(4)


def test_the_spec_is_registered_for_two_to_five_players():
    spec = game_spec("black_friday")
    assert spec is SPEC and (spec.min_players, spec.max_players) == (2, 5)
    state = spec.new_game(spec.settings_from(3, {}), 1)
    check_state(state)
    assert state.game_id == "black_friday" and state.num_players == 3


def test_touched_states_list_fresh_options():
    state = start()
    assert any(c.action == Buy("white") for c in state.legal_choices())
    move_shares(state, state.market, [6, 6, 6, 6, 0], spare=DAN)
    assert not any(c.action == Buy("white") for c in touched(state).legal_choices())
    assert state.phase != SELL


def test_once_the_game_is_over_every_view_shows_every_holders_cash_and_shares():
    state = game(3, seed=4)
    rng = random.Random(4)
    before_end = None
    while not state.is_over:
        before_end = state.view(ALICE)
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        state.apply(choice.with_value(choice.lo))
    assert before_end is not None and before_end.holders[BOB].cash is None  # hidden while the game lasts
    for seat in (ALICE, BOB, CAROL, None):
        view = state.view(seat)
        check_view(state, view, seat)
        for h, holder in enumerate(view.holders):
            assert holder.cash == state.cash[h] and holder.shares == tuple(state.shares[h])
