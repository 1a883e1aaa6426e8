"""Random playouts under the generic checker, and proof that the checker and the Ponzi invariants can fail."""

from __future__ import annotations

import contextlib
import copy
import itertools
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ponzi_desktop.engine.checks import (
    InvariantViolation,
    invariants_for,
    random_playout_check,
    register_invariants,
    run_many,
)
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.engine.ponzi import invariants
from ponzi_desktop.engine.ponzi.actions import Fund
from ponzi_desktop.engine.ponzi.game import PonziGame

SPEC = game_spec("ponzi")
SAVE_EVERY = 25
# x 24 variants: 192 checked games (benchmarks/playout_check.py plays 10,000 and more). The first 8 seeds of
# each variant play every kind of action its first 25 did (all but a tile return in one 5-player variant,
# which the other 5-player variants play), at a third of the CPU.
GAMES_PER_VARIANT = 8

VARIANTS = list(itertools.product((3, 4, 5), ("basic", "advanced"), (18, 16), (True, False)))


def make_settings(players: int = 4, **values: object):
    return SPEC.settings_from(players, values)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant", "bears", "first_round_trading"), VARIANTS)
def test_random_playouts_keep_every_invariant(players, variant, bears, first_round_trading):
    config = make_settings(players, variant=variant, bears=bears, first_round_trading=first_round_trading)
    base = VARIANTS.index((players, variant, bears, first_round_trading)) * 100_000
    summary = run_many(SPEC, config, range(base, base + GAMES_PER_VARIANT), save_roundtrip_every=SAVE_EVERY)
    assert summary.games == GAMES_PER_VARIANT
    assert summary.violations == []
    # random bots go bankrupt fast: every game ends by bankruptcy and none comes near the action limit
    assert summary.reasons == {"bankruptcy": GAMES_PER_VARIANT}
    assert summary.bankrupt_games == GAMES_PER_VARIANT
    assert summary.longest < 1_000


@pytest.mark.parametrize("round_limit", [1, 2, 3])
def test_round_limit_games_end_and_score_everybody(round_limit):
    # 20 games: with a limit of 3 rounds they end both ways, as 60 did (19 at the limit, 1 by bankruptcy)
    config = make_settings(4, round_limit=round_limit, start_player=2)
    summary = run_many(SPEC, config, range(20), save_roundtrip_every=SAVE_EVERY)
    assert summary.games == 20
    assert summary.reasons["round_limit"] > 0


@settings(max_examples=40, deadline=None)  # the settings' corners; the variants' games are played above
@given(
    seed=st.integers(0, 2**63),
    players=st.integers(3, 5),
    variant=st.sampled_from(["basic", "advanced"]),
    bears=st.sampled_from([18, 16]),
    first_round_trading=st.booleans(),
    start=st.none() | st.integers(0, 4),
    round_limit=st.none() | st.integers(1, 12),
)
def test_any_seed_and_settings_pass_the_checker(seed, players, variant, bears, first_round_trading, start,
                                               round_limit):
    config = make_settings(players, variant=variant, bears=bears, first_round_trading=first_round_trading,
                           start_player=None if start is None else start % players, round_limit=round_limit)
    report = random_playout_check(SPEC, config, seed, save_roundtrip_every=10)
    assert report.seed == seed
    assert report.actions == len(report.action_texts) > 0
    assert report.outcome.reason in ("bankruptcy", "round_limit")


def test_a_report_replays_to_its_digest():
    config = make_settings(5, variant="advanced")
    report = random_playout_check(SPEC, config, 7)
    state = SPEC.new_game(config, 7)
    for text in report.action_texts:
        state.apply_text(text)
    assert state.digest() == report.digest
    assert state.outcome == report.outcome


# ---- the checker can fail -----------------------------------------------------------------------------

def _check_fails(match: str, *, seed: int = 3, spec=SPEC, **kwargs) -> InvariantViolation:
    with pytest.raises(InvariantViolation, match=match) as info:
        random_playout_check(spec, make_settings(4, variant="advanced"), seed, **kwargs)
    return info.value


def _bugged(**methods):
    """The game with its states made by a PonziGame subclass whose `methods` carry a bug: a subclass,
    because the compiled PonziGame's methods cannot be replaced in place."""
    bugged = type("BuggedPonziGame", (PonziGame,), {"__slots__": (), **methods})
    return replace(SPEC, new_game=bugged.new)


def test_money_created_from_nothing_is_caught():
    def generous_apply(self, action):
        p = self.actor
        events = PonziGame._apply(self, action)
        if type(action) is Fund:
            self.cash[p] += 1  # a bug: a dollar that the bank never paid out
        return events

    error = _check_fails("money not conserved", spec=_bugged(_apply=generous_apply))
    # the message says how to replay it
    assert error.seed == 3 and error.index is not None and error.action_text.startswith("fund ")
    assert "seed 3" in str(error) and f"action #{error.index}" in str(error) and "ponzi r1 " in str(error)


def test_a_leaked_cash_amount_is_caught():
    def leaky_view(self, player):
        v = PonziGame._view(self, player)
        return v._replace(players=tuple(pv._replace(cash=self.cash[p]) for p, pv in enumerate(v.players)))

    error = _check_fails("sees player 1's cash", spec=_bugged(_view=leaky_view))
    assert error.index is None  # already at the start, before any action


def test_a_leaked_envelope_is_caught():
    def leaky_view(self, player):
        v = PonziGame._view(self, player)
        if self.offer is not None:
            offerer, target, k, amount = self.offer
            v = v._replace(offer=(offerer, target, self.t.industries[k], amount))
        return v

    error = _check_fails("envelope", spec=_bugged(_view=leaky_view))
    assert error.action_text.startswith("offer ")


def test_a_leaked_deck_order_is_caught():
    leaky_view = lambda self, player: PonziGame._view(self, player)._replace(discard=tuple(self.deck))  # noqa: E731
    _check_fails("shows the deck order", spec=_bugged(_view=leaky_view))


def test_a_clone_that_shares_data_is_caught():
    def shallow_clone(self, luck=True):
        twin = PonziGame.clone(self, luck)
        twin.cash = self.cash  # a bug: the clone's money is the original's
        return twin

    _check_fails("clone\\(\\) shares cash with the original", spec=_bugged(clone=shallow_clone))
    # a game whose snapshot copies its lists hides the sharing from the identity check; the behavioural
    # check (the action applied to the clone alone) still finds it
    deep_snapshot = lambda self: copy.deepcopy(PonziGame.snapshot(self))  # noqa: E731
    error = _check_fails("changed the original", clone_deep_every=1,
                         spec=_bugged(clone=shallow_clone, snapshot=deep_snapshot))
    assert error.index == 0


def test_a_state_that_does_not_replay_is_caught():
    calls = []

    def new_game(config, seed):
        calls.append(seed)
        return SPEC.new_game(config, seed + (len(calls) > 1))  # a load that does not restore the deck

    broken = replace(SPEC, new_game=new_game)
    with pytest.raises(InvariantViolation, match="save -> load"):
        random_playout_check(broken, make_settings(4), 3, save_roundtrip_every=5)


def test_a_stuck_game_is_caught():
    stuck = lambda self: [] if self.phase == "remove" else PonziGame._legal_choices(self)  # noqa: E731
    _check_fails("no choice is legal", spec=_bugged(_legal_choices=stuck))


def test_a_game_that_never_ends_is_caught():
    _check_fails("did not end within 10 actions", max_actions=10)


def test_run_many_keeps_going_and_lists_violations():
    def fund_for_free(self, action):
        events = PonziGame._apply(self, action)
        if type(action) is Fund:
            self.bank_out -= action.card  # a bug: the bank forgets that it paid
        return events

    summary = run_many(_bugged(_apply=fund_for_free), make_settings(3), range(4), keep_going=True)
    assert summary.games == 0
    assert len(summary.violations) == 4
    assert {v.seed for v in summary.violations} == {0, 1, 2, 3}


def test_a_game_without_invariants_cannot_be_checked():
    with pytest.raises(LookupError, match="no invariants module"):
        invariants_for("no_such_game")


def test_registering_replaces_the_hooks(monkeypatch):
    monkeypatch.setattr("ponzi_desktop.engine.checks._INVARIANTS", {})

    def refuse(state):
        raise InvariantViolation("refused by the test hook")

    register_invariants("ponzi", refuse, invariants.check_view)
    _check_fails("refused by the test hook")


# ---- the Ponzi invariants, one broken state at a time ------------------------------------------------

def _midgame(seed: int = 11, actions: int = 30) -> PonziGame:
    """A state some way into an advanced game, with cards on wheels, tiles out and luxuries in the bank."""
    report = random_playout_check(SPEC, make_settings(4, variant="advanced"), seed)
    state = SPEC.new_game(make_settings(4, variant="advanced"), seed)
    for text in report.action_texts[:min(actions, report.actions - 1)]:
        state.apply_text(text)
    assert not state.is_over and any(state.wheel)
    invariants.check_state(state)
    return state


BREAKAGES = {
    "negative cash": lambda s: (s.cash.__setitem__(0, -1), setattr(s, "bank_out", s.bank_out - 1 - s.cash[0])),
    "money not conserved": lambda s: setattr(s, "bank_in", s.bank_in + 1),
    "in more than one place": lambda s: s.discard.append(s.market[0]),
    "are nowhere": lambda s: s.deck.pop(),
    "not sorted": lambda s: s.market.reverse(),
    "could refill": lambda s: s.discard.append(s.market.pop()),
    "start cards": lambda s: (s.deck.append(9), s.market.remove(9) if 9 in s.market else
                              s.out_of_game.remove(9) if 9 in s.out_of_game else None,
                              [w.__delitem__(slice(w.index(9), w.index(9) + 2)) for w in s.wheel if 9 in w[0::2]]),
    "countdown 0": lambda s: next(w.__setitem__(1, 0) for w in s.wheel if w),
    "outside 1..": lambda s: next(w.__setitem__(1, 6) for w in s.wheel if w),
    "tiles not conserved": lambda s: s.supply.__setitem__(0, s.supply[0] + 1),
    "negative": lambda s: (s.tiles[0].__setitem__(1, -1), s.supply.__setitem__(1, s.supply[1] + 1 + s.tiles[0][1])),
    "luxuries": lambda s: s.lux_bank.pop(),
    "start player": lambda s: setattr(s, "start", s.n),
    "acting player": lambda s: setattr(s, "actor", -3),
}


@pytest.mark.parametrize("message", list(BREAKAGES))
def test_each_ponzi_invariant_can_fail(message):
    state = _midgame()
    BREAKAGES[message](state)
    with pytest.raises(InvariantViolation, match=message.replace(".", r"\.")):
        invariants.check_state(state)


def test_luxuries_in_the_basic_game_are_caught():
    state = SPEC.new_game(make_settings(3), 1)
    state.lux_bank.append(30)
    with pytest.raises(InvariantViolation, match="basic game"):
        invariants.check_state(state)


def test_a_wrong_score_is_caught():
    config = make_settings(3)
    report = random_playout_check(SPEC, config, 5)
    state = SPEC.new_game(config, 5)
    for text in report.action_texts:
        state.apply_text(text)
    survivor = next(iter(state.result.scores))
    state.result = replace(state.result, scores={**state.result.scores, survivor: 99})
    with pytest.raises(InvariantViolation, match="the rules give"):
        invariants.check_state(state)


def test_each_view_check_can_fail():
    state = _midgame()
    view = state.view(1)
    invariants.check_view(state, view, 1)
    own = view.players[1]
    broken = {
        "player 1's cash as -5": view._replace(players=(*view.players[:1], own._replace(cash=-5), *view.players[2:])),
        "sees player 0's cash": view._replace(players=(view.players[0]._replace(cash=state.cash[0]),
                                                       *view.players[1:])),
        "deck of": view._replace(deck_size=view.deck_size + 1),
        "market is a list": view._replace(market=list(view.market)),
        "misstates a public fact": view._replace(round=view.round + 1),
        "says it is for seat": view._replace(seat=2),
    }
    for message, bad in broken.items():
        with pytest.raises(InvariantViolation, match=message):
            invariants.check_view(state, bad, 1)
    with pytest.raises(InvariantViolation, match="a spectator sees player 1's cash"):
        invariants.check_view(state, view._replace(seat=None), None)


def test_cash_shown_at_the_end_must_be_the_real_cash():
    config = make_settings(3)
    report = random_playout_check(SPEC, config, 5)
    state = SPEC.new_game(config, 5)
    for text in report.action_texts:
        state.apply_text(text)
    view = state.view(None)
    invariants.check_view(state, view, None)  # hidden or shown, both are fine once the game is over
    wrong = view._replace(players=(view.players[0]._replace(cash=state.cash[0] + 1), *view.players[1:]))
    with pytest.raises(InvariantViolation, match="player 0's cash as"):
        invariants.check_view(state, wrong, None)


# ---- engine bugs found while writing the checker, fixed since ---------------------------------------

def test_a_view_cannot_change_the_outcome():
    config = make_settings(4)
    report = random_playout_check(SPEC, config, 1)
    state = SPEC.new_game(config, 1)
    for text in report.action_texts:
        state.apply_text(text)
    digest = state.digest()
    view = state.view(0)
    # a read-only mapping refuses; a copy takes the change without passing it on to the state
    with contextlib.suppress(TypeError):
        view.outcome.scores[next(iter(view.outcome.scores))] = 999
    assert state.digest() == digest


class _RiggedPonziGame(PonziGame):
    """A subclass, as a scenario test might make to rig a deck; no new fields."""

    __slots__ = ()


def test_a_clone_keeps_the_class():
    state = _RiggedPonziGame.new(make_settings(4), 1)
    assert type(state.clone()) is _RiggedPonziGame
    assert type(state.clone(luck=False)) is _RiggedPonziGame
