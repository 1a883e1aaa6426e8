"""Ponzi Scheme and the shared protocol: refusals, action text, views and clones."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from ponzi_helpers import (
    GRAIN,
    MEDIA,
    REAL_ESTATE,
    TRANSPORT,
    arrange,
    at,
    end_round,
    game,
    give_tiles,
    quiet_action,
)

from ponzi_desktop.engine.core import ActionParseError, IllegalAction
from ponzi_desktop.engine.ponzi import SPEC, parse_action
from ponzi_desktop.engine.ponzi.actions import (
    COUNTER,
    PASS,
    SELL,
    BuyLuxury,
    Counter,
    Fund,
    Offer,
    Pass,
    Remove,
    ReturnTile,
    Sell,
)
from ponzi_desktop.engine.ponzi.state import ANSWER, REMOVE, RETURN, TRADE

ALICE, BOB, CAROL, DAN = 0, 1, 2, 3


def assert_refused(state, action, player=None, at=None):
    """`action` is refused with a message naming it, a reason and the notation; nothing changes. `at`: the
    position's (digest, notation), read once by a caller that tries several refusals there (each one is held to
    leave the position as it was, so the next starts from it: reading them again before each would be dear)."""
    before, notation = at if at is not None else (state.digest(), state.notation())
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, player)
    error = caught.value
    assert state.digest() == before
    assert error.action == action
    assert error.reason and error.notation == notation
    message = str(error)
    assert action.to_text() in message and error.reason in message and notation in message
    return error


# ---- refusals ---------------------------------------------------------------------------------------

def funding():
    state = game(start_player=ALICE)
    give_tiles(state, ALICE, transportation=3, media=1)
    state.supply[1] = 0
    return state


def trading():
    state = game(start_player=ALICE)
    give_tiles(state, ALICE, media=1)
    give_tiles(state, BOB, media=1)
    give_tiles(state, CAROL, grain=1)
    state.cash[:] = [40, 10, 0, 0]
    return at(state, TRADE, ALICE)


def answering():
    state = trading()
    state.apply(Offer(BOB, MEDIA, 30), player=ALICE)
    return state


def removing():
    state = at(game(start_player=BOB), REMOVE, BOB, start=BOB)
    arrange(state, market=[9, 10, 11, 20, 21, 22, 40, 41, 42], deck=[30])
    return state


def returning():
    state = game(start_player=BOB)
    give_tiles(state, BOB, media=2, grain=1)
    return at(state, RETURN, BOB, start=BOB)


ILLEGAL = [
    ("4th transportation tile by funding", funding, Fund(TRANSPORT, 15)),
    ("grain supply empty", funding, Fund(GRAIN, 9)),
    ("2nd media from row 1", funding, Fund(MEDIA, 9)),
    ("card not on the market", funding, Fund(REAL_ESTATE, 80)),
    ("no such industry", funding, Fund("oil", 9)),
    ("offer while funding", funding, Offer(BOB, MEDIA, 0)),
    ("answer while funding", funding, SELL),
    ("remove while funding", funding, Remove(9)),
    ("offer to oneself", trading, Offer(ALICE, MEDIA, 0)),
    ("offer to a seat that does not exist", trading, Offer(7, MEDIA, 0)),
    ("no shared industry", trading, Offer(CAROL, GRAIN, 0)),
    ("more than one's cash", trading, Offer(BOB, MEDIA, 41)),
    ("a negative amount", trading, Offer(BOB, MEDIA, -1)),
    ("luxury in the basic game", trading, BuyLuxury(30)),
    ("fund while trading", trading, Fund(REAL_ESTATE, 9)),
    ("counter without the money", answering, COUNTER),
    ("pass instead of answering", answering, PASS),
    ("card not on the market", removing, Remove(12)),
    ("pass instead of removing", removing, PASS),
    ("not an industry held most of", returning, ReturnTile(GRAIN)),
    ("an industry not held", returning, ReturnTile(TRANSPORT)),
]


@pytest.mark.parametrize(("why", "make", "action"), ILLEGAL, ids=[row[0] for row in ILLEGAL])
def test_an_illegal_action_is_refused_and_changes_nothing(why, make, action):
    state = make()
    assert not state.is_legal(action)
    assert_refused(state, action)


def test_an_action_out_of_turn_is_refused():
    state = game(start_player=ALICE)
    assert state.is_legal(PASS)
    error = assert_refused(state, PASS, player=BOB)
    assert error.code == "not_your_turn"
    assert "turn" in error.reason
    state.apply(PASS, player=ALICE)
    assert state.current_player == BOB


def test_after_the_end_every_action_is_refused():
    state = game(start_player=ALICE, round_limit=1)
    end_round(state)
    assert state.is_over
    for action in (PASS, Fund(MEDIA, 9), Remove(20)):
        assert not state.is_legal(action)
        assert assert_refused(state, action).code == "game_over"
        assert assert_refused(state, action, player=ALICE).code == "game_over"


PROBES = [parse_action(text) for text in (
    "pass", "sell", "counter", "fund media 9", "fund grain 13", "fund transportation 17", "fund media 80",
    "offer 1 media 0", "offer 0 grain 5", "offer 2 real_estate 1000", "luxury 30", "luxury 96",
    "remove 9", "remove 80", "return media", "return grain", "return transportation",
)]


@pytest.mark.slow  # 25 whole games: left out of the pure-Python sample (tests/test_native.py)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(["basic", "advanced"]))
def test_every_refusal_in_random_games_changes_nothing(seed, variant):
    state = game(seed=seed, variant=variant, round_limit=8)
    rng = random.Random(seed)
    while not state.is_over:
        choices = state.legal_choices()
        assert choices
        here = state.digest(), state.notation()  # each refusal below is held to leave the position so
        for probe in PROBES:
            if not state.is_legal(probe):
                assert_refused(state, probe, at=here)
        choice = rng.choice(choices)
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        assert state.is_legal(action)
        wrong = (state.current_player + 1) % state.num_players
        assert_refused(state, action, player=wrong, at=here)
        state.apply(action, player=state.current_player)


# ---- action text ------------------------------------------------------------------------------------

EVERY_KIND = [PASS, SELL, COUNTER, Fund(REAL_ESTATE, 17), Offer(3, TRANSPORT, 42), BuyLuxury(56),
              Remove(63), ReturnTile(GRAIN)]


@pytest.mark.parametrize("action", EVERY_KIND, ids=lambda a: a.to_text())
def test_every_kind_of_action_reads_back_from_its_text(action):
    assert parse_action(action.to_text()) == action
    assert SPEC.parse_action(action.to_text()) == action
    assert str(action) == action.to_text()


def test_action_text_tolerates_extra_spaces_and_capitals():
    assert parse_action("  fund   media  9 ") == Fund(MEDIA, 9)
    assert parse_action("PASS") == Pass()
    assert parse_action("Sell") == Sell() and parse_action("counter") == Counter()


def test_apply_text_is_apply_of_the_parsed_action():
    one, two = game(seed=3, start_player=ALICE), game(seed=3, start_player=ALICE)
    one.apply_text("fund media 10", player=ALICE)
    two.apply(Fund(MEDIA, 10), player=ALICE)
    assert one.digest() == two.digest()


token = st.text(min_size=1, max_size=20).filter(lambda word: word.split() == [word])
whole = st.integers(-(10**9), 10**9)
any_action = st.one_of(
    st.just(PASS), st.just(SELL), st.just(COUNTER),
    st.builds(Fund, token, whole),
    st.builds(Offer, whole, token, whole),
    st.builds(BuyLuxury, whole),
    st.builds(Remove, whole),
    st.builds(ReturnTile, token),
)


@given(any_action)
def test_any_action_reads_back_from_its_text(action):
    assert parse_action(action.to_text()) == action


@pytest.mark.parametrize("text", [
    "", "   ", "jump", "fund", "fund media", "fund media nine", "fund media 9 10", "offer 1 media",
    "offer one media 5", "pass now", "luxury", "remove 9.5", "remove +9", "remove -", "return",
    "remove ²", "fund media ³",
])
def test_text_that_is_no_action_is_a_parse_error(text):
    with pytest.raises(ActionParseError):
        parse_action(text)


@given(st.text(max_size=30))
@example("remove ²")
@example("offer ¹ media 5")
def test_parsing_any_text_gives_an_action_or_a_parse_error(text):
    try:
        action = parse_action(text)
    except ActionParseError:
        return
    assert parse_action(action.to_text()) == action


# ---- views and clones -------------------------------------------------------------------------------

def test_a_view_shows_a_player_their_own_cash_only():
    state = game(start_player=ALICE)
    state.cash[:] = [10, 20, 30, 40]
    for seat in range(4):
        view = state.view(seat)
        assert view.my_cash == state.cash[seat]
        assert [p.cash for p in view.players] == [state.cash[seat] if q == seat else None for q in range(4)]
    assert [p.cash for p in state.view(None).players] == [None] * 4
    assert state.view(None).my_cash is None


def test_a_view_shows_the_deck_size_but_not_its_order():
    view = game().view(ALICE)
    assert view.deck_size == 63
    assert all(field not in ("deck", "rng", "seed") for field in view._fields)


def test_only_the_deciding_seat_sees_its_choices():
    state = game(start_player=BOB)
    assert set(state.view(BOB).choices) == set(state.legal_choices())
    assert state.view(ALICE).choices == () and state.view(None).choices == ()


def assert_view_matches(state, seat):
    view = state.view(seat)
    assert (view.round, view.phase, view.start_player) == (state.round, state.phase, state.start)
    assert view.actor == state.current_player
    assert view.market == tuple(state.market) and view.deck_size == len(state.deck)
    assert view.discard == tuple(state.discard) and view.out_of_game == tuple(state.out_of_game)
    assert view.supply == tuple(state.supply) and view.luxury_bank == tuple(state.lux_bank)
    for q, public in enumerate(view.players):
        assert public.tiles == tuple(state.tiles[q])
        assert public.luxuries == tuple(state.luxuries[q])
        assert public.wheel_flat == tuple(state.wheel[q])
        # each seat sees its own cash; once the game is over, scoring shows everybody's
        assert public.cash == (state.cash[q] if q == seat or state.is_over else None)
    assert view.outcome == state.outcome


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(["basic", "advanced"]))
def test_views_always_show_the_current_public_state(seed, variant):
    """Tiles, wheels (with countdowns), luxuries and the board are public and never stale in a view."""
    state = game(seed=seed, variant=variant, round_limit=8)
    rng = random.Random(seed)
    while True:
        for seat in (None, *range(state.num_players)):
            assert_view_matches(state, seat)
        if state.is_over:
            break
        choice = rng.choice(state.legal_choices())
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)


def test_there_is_no_view_for_a_seat_not_at_the_table():
    with pytest.raises(ValueError):
        game(players=4).view(4)


def test_a_clone_is_equal_at_first_and_independent_after():
    state = answering()
    assert state.decision.kind == ANSWER
    copy = state.clone()
    assert copy.digest() == state.digest()
    before = state.digest()
    copy.apply(SELL, player=BOB)
    assert state.digest() == before
    assert state.decision.kind == ANSWER and state.cash[:2] == [40, 10]
    assert copy.cash[:2] == [10, 40]


def test_a_clone_plays_on_exactly_like_the_original():
    state = game(seed=11)
    for _ in range(10):
        state.apply(quiet_action(state))
    copy = state.clone()
    for _ in range(60):
        action = quiet_action(state)
        state.apply(action)
        copy.apply(action)
        assert copy.digest() == state.digest()
        assert copy.market == state.market
