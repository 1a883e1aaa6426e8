"""Anti-Monopoly and the shared protocol: refusals, action text, replays, views, clones, the spec's hooks."""

from __future__ import annotations

import json
import random

import pytest
from am_helpers import BASIN, BRATTLE, RAILROAD, C, M, game, give, roll, set_cash, turn_of
from hypothesis import given
from hypothesis import strategies as st

from ponzi_desktop.bots.playout import random_playout
from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.anti_monopoly import (
    SPEC,
    AntiMonopolySettings,
    AntiMonopolyState,
    new_game,
    parse_action,
    summarize,
)
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.invariants import check_state, check_view
from ponzi_desktop.engine.core import ActionParseError, IllegalAction, game_spec

ALICE, BOB = 0, 1

ALL_ACTIONS = [act.ROLL, act.PAY_FINE, act.BUY, act.DECLINE, act.TAX_FLAT, act.TAX_PERCENT, act.CANCEL,
               act.ACCEPT, act.REJECT, act.END, act.DONE, act.Build(21), act.SellBuilding(3), act.Mortgage(5),
               act.Redeem(39), act.StartTrade(2), act.Give(12), act.Ask(28), act.Propose(-120), act.Propose(0),
               act.Propose(75)]


def assert_refused(state, action, player=None):
    before = state.digest()
    notation = state.notation()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, player)
    error = caught.value
    assert state.digest() == before
    assert error.action == action and error.reason and error.notation == notation
    assert action.to_text() in str(error) and notation in str(error)
    return error


# ---- refusals ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("action", [a for a in ALL_ACTIONS if a is not act.ROLL])
def test_every_other_action_is_refused_before_the_first_roll_and_nothing_changes(action):
    state = game((C, M))
    assert_refused(state, action)


def test_a_player_out_of_turn_is_refused():
    state = game((C, M))
    error = assert_refused(state, act.ROLL, player=BOB)
    assert error.code == "not_your_turn"


def test_refusals_say_why():
    state = game((C, M))
    assert "decision is turn" in assert_refused(state, act.BUY).reason
    give(state, BOB, BRATTLE)
    assert "not yours" in assert_refused(state, act.Build(BRATTLE)).reason
    assert "not a property" in assert_refused(state, act.Mortgage(0)).reason
    assert "cannot be offered" in assert_refused(state, act.StartTrade(ALICE)).reason
    roll(state, 1, 2)
    set_cash(state, ALICE, 10)
    assert "the price is 60" in assert_refused(state, act.BUY).reason


def test_actions_after_the_end_are_refused():
    state = game((M, C))
    set_cash(state, BOB, 1)
    turn_of(state, BOB, at=35)
    roll(state, 1, 2)  # property tax: bankrupt
    assert state.is_over
    assert assert_refused(state, act.END).code == "game_over"


# ---- action text --------------------------------------------------------------------------------------

@pytest.mark.parametrize("action", ALL_ACTIONS)
def test_action_text_round_trips(action):
    assert parse_action(action.to_text()) == action
    assert SPEC.parse_action(action.to_text()) == action


@given(st.sampled_from([act.Build, act.SellBuilding, act.Mortgage, act.Redeem, act.StartTrade, act.Give,
                        act.Ask]), st.integers(0, 10_000))
def test_numbered_actions_round_trip(kind, number):
    action = kind(number)
    assert parse_action(action.to_text()) == action


@given(st.integers(-10**9, 10**9))
def test_proposals_round_trip_with_either_sign(cash):
    assert parse_action(act.Propose(cash).to_text()) == act.Propose(cash)


@pytest.mark.parametrize("text", ["", "fly", "roll 1", "build", "build x", "build -3", "build ３",
                                  "propose ٣", "tax", "tax half", "trade 1 2", "propose +5", "build 1.5"])
def test_bad_texts_are_refused(text):
    with pytest.raises(ActionParseError):
        parse_action(text)


def test_texts_are_forgiving_about_spaces_and_capitals():
    assert parse_action("  Build   21 ") == act.Build(21)
    assert parse_action("TAX Percent") == act.TAX_PERCENT


# ---- determinism, clones, snapshots ------------------------------------------------------------------

def play(seed, players=4, **settings):
    state = new_game(AntiMonopolySettings(players=players, **settings), seed)
    bot = RandomBot()
    rng = random.Random(seed)
    texts = []
    while not state.is_over:
        action = bot.choose(state.view(state.current_player), rng)
        texts.append(action.to_text())
        state.apply(action)
    return state, texts


def test_the_same_seed_plays_the_same_game():
    a, texts_a = play(11)
    b, texts_b = play(11)
    assert texts_a == texts_b and a.digest() == b.digest()
    c, _ = play(12)
    assert c.digest() != a.digest()


def test_replaying_the_action_texts_from_the_seed_gives_the_same_state():
    state, texts = play(5, players=3)
    replay = new_game(state.settings, 5)
    for text in texts:
        replay.apply_text(text)
    assert replay.snapshot() == state.snapshot()


def test_a_clone_is_equal_and_independent():
    state = new_game(AntiMonopolySettings(players=4), 3)
    random_playout(state, random.Random(1), max_actions=300)
    twin = state.clone()
    assert twin.snapshot() == state.snapshot()
    random_playout(twin, random.Random(2), max_actions=200)
    assert twin.snapshot() != state.snapshot()
    again = state.clone()
    random_playout(again, random.Random(2), max_actions=200)
    assert again.snapshot() == twin.snapshot()


class _Subclass(AntiMonopolyState):
    __slots__ = ()


def test_a_clone_keeps_the_class():
    state = _Subclass.new(AntiMonopolySettings(players=2, roles=(C, M), start_player=0), 1)
    assert type(state.clone()) is _Subclass
    assert type(state.clone(luck=False)) is _Subclass


def test_an_outcome_seen_in_a_view_cannot_change_the_game():
    state, _ = play(3, players=2)
    scores = state.view(0).outcome.scores
    seat = next(iter(scores))
    with pytest.raises(TypeError):
        scores[seat] = 10**6  # type: ignore[index]
    assert state.outcome.scores[seat] != 10**6


def test_the_snapshot_is_plain_json():
    state, _ = play(2, players=2)
    assert json.loads(json.dumps(state.snapshot())) == state.snapshot()


# ---- views ---------------------------------------------------------------------------------------------

def test_views_show_everything_public_and_no_deck_order():
    state = game((C, M, C))
    give(state, BOB, BASIN, RAILROAD)
    for seat in (ALICE, BOB, 2, None):
        view = state.view(seat)
        check_view(state, view, seat)
        assert view.seat == seat and view.cash == (1500, 1500, 1500)
        assert view.owners[BASIN] == BOB and view.deck_sizes == (25, 25)
        assert all(list(value) not in ([list(d) for d in state.deck]) for value in view
                   if isinstance(value, tuple))
    assert state.view(ALICE).choices == tuple(state.legal_choices())
    assert state.view(BOB).choices == () and state.view(None).choices == ()


def test_a_view_is_a_copy():
    state = game((C, M))
    view = state.view(ALICE)
    state.cash[ALICE] = 0
    assert view.cash[ALICE] == 1500
    state.cash[ALICE] = 1500


def test_views_of_unknown_seats_are_refused():
    state = game((C, M))
    with pytest.raises(ValueError):
        state.view(2)


# ---- random playouts -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("game_kind", ["A", "B"])
def test_random_games_end_and_keep_the_invariants(players, game_kind):
    for seed in range(8):
        state = new_game(AntiMonopolySettings(players=players, game=game_kind), 1000 * players + seed)
        rng = random.Random(seed)
        actions = 0
        while not state.is_over:
            choices = state.legal_choices()
            assert choices
            choice = choices[int(rng.random() * len(choices))]
            action = choice.action if choice.param is None else choice.with_value(
                choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))
            state.apply(action)
            actions += 1
            if actions % 7 == 0:
                check_state(state)
            assert actions < 50_000
        check_state(state)
        assert state.outcome.winners


def test_round_limits_and_two_hour_endings_end_random_games():
    for seed in range(6):
        for values in ({"round_limit": 3}, {"two_hour_rounds": 2}, {"round_limit": 4, "game": "B"}):
            state = new_game(AntiMonopolySettings(players=4, **values), seed)
            random_playout(state, random.Random(seed))
            check_state(state)
            assert state.is_over and state.round <= 4


# ---- the spec's simulate hooks ----------------------------------------------------------------------

def test_the_spec_is_registered_with_its_hooks():
    spec = game_spec("anti_monopoly")
    assert spec is SPEC and (spec.min_players, spec.max_players) == (2, 6)
    state, _ = play(4, players=3, roles=(C, M, C))
    assert spec.result_info(state) == {"roles": [C, M, C]}


def test_wins_by_role_count_a_shared_win_as_a_fraction():
    records = [{"winners": [0], "roles": [C, M]}, {"winners": [1], "roles": [C, M]},
               {"winners": [0, 1], "roles": [M, C]}, {"winners": [2], "roles": [C, M, C]}]
    assert summarize(records) == {"wins_by_role": {C: 0.625, M: 0.375}}
    assert summarize([]) == {"wins_by_role": {C: 0.0, M: 0.0}}


def test_tradeable_mortgaged_property_is_offered():
    state = game((C, M))
    give(state, ALICE, BRATTLE, mortgaged=True)
    state.apply(act.StartTrade(BOB))
    assert [c.action for c in state.legal_choices()][:1] == [act.Give(BRATTLE)]
    assert RAILROAD == 5
