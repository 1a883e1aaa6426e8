"""The random-playout check every game must pass (after OpenSpiel's `random_sim_test`), pure Python.

`random_playout_check` plays one seeded game with the random bot's policy (`core.random_move`: the engine
never imports bots/) and, after every action, checks what any game of the shared protocol must guarantee:
its own invariants (a per-game hook), choices non-empty exactly until the end, the deciding seat's view
offering the same choices as the state, views that leak nothing (a per-game hook), clones that equal and do
not share with the original, action texts that parse back, save -> load (replaying the action texts from
the seed) giving the same state, and an end in bounded time.

Per-game hooks live in `ponzi_desktop/engine/<game_id>/invariants.py`, which calls `register_invariants`;
the checker imports that module by game id the first time it needs it. A game without one fails the check.
"""

from __future__ import annotations

import importlib
import pickle
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from ponzi_desktop.engine.core import Action, EngineError, GameSpec, GameState, Outcome, random_move

StateCheck = Callable[[GameState], None]
ViewCheck = Callable[[GameState, Any, "int | None"], None]


class InvariantViolation(AssertionError):
    """A state or view that breaks a rule every game (or this game) must keep.

    The per-game hooks raise it with a bare message; the checker re-raises it with the seed, the index and
    text of the last action and the state notation, so that the failure can be replayed.
    """

    def __init__(self, message: str, *, seed: int | None = None, index: int | None = None,
                 action_text: str | None = None, notation: str | None = None) -> None:
        self.message = message
        self.seed = seed
        self.index = index
        self.action_text = action_text
        self.notation = notation
        if seed is None:
            super().__init__(message)
        else:
            at = "at the start" if index is None else f"at action #{index} {action_text!r}"
            super().__init__(f"{message} [seed {seed}, {at}, in {notation}]")


@dataclass(frozen=True)
class GameInvariants:
    check_state: StateCheck
    check_view: ViewCheck


_INVARIANTS: dict[str, GameInvariants] = {}


def register_invariants(game_id: str, check_state: StateCheck, check_view: ViewCheck) -> None:
    """Called by `ponzi_desktop.engine.<game_id>.invariants` when it is imported."""
    _INVARIANTS[game_id] = GameInvariants(check_state, check_view)


def invariants_for(game_id: str) -> GameInvariants:
    """The hooks of a game, importing its `invariants` module on first use."""
    if game_id not in _INVARIANTS:
        try:
            importlib.import_module(f"ponzi_desktop.engine.{game_id}.invariants")
        except ModuleNotFoundError as exc:
            raise LookupError(f"game {game_id!r} has no invariants module ({exc})") from None
        if game_id not in _INVARIANTS:
            raise LookupError(f"ponzi_desktop.engine.{game_id}.invariants did not call register_invariants")
    return _INVARIANTS[game_id]


@dataclass(frozen=True)
class PlayoutReport:
    """One checked game: its seed, length and how it ended."""

    game_id: str
    seed: int
    actions: int
    outcome: Outcome
    digest: str
    action_texts: tuple[str, ...]


@dataclass
class PlayoutSummary:
    """Totals over many checked games; `violations` holds the failures when run with `keep_going`."""

    games: int = 0
    actions: int = 0
    longest: int = 0
    bankrupt_games: int = 0  # games that ended with at least one bankrupt player
    no_winner: int = 0  # games no seated player won: everybody went bankrupt, or (Black Friday) the broker won
    reasons: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    violations: list[InvariantViolation] = field(default_factory=list)

    def add(self, report: PlayoutReport) -> None:
        self.games += 1
        self.actions += report.actions
        self.longest = max(self.longest, report.actions)
        self.reasons[report.outcome.reason] += 1
        if report.outcome.bankrupt:
            self.bankrupt_games += 1
        if not report.outcome.winners:
            self.no_winner += 1

    def merge(self, other: PlayoutSummary) -> None:
        self.games += other.games
        self.actions += other.actions
        self.longest = max(self.longest, other.longest)
        self.bankrupt_games += other.bankrupt_games
        self.no_winner += other.no_winner
        self.reasons.update(other.reasons)
        self.seconds += other.seconds
        self.violations += other.violations


class _Checker:
    """The state of one checked playout: where it is, for the messages."""

    def __init__(self, spec: GameSpec, settings: BaseModel, seed: int) -> None:
        self.spec = spec
        self.settings = settings
        self.seed = seed
        self.hooks = invariants_for(spec.id)
        self.index: int | None = None
        self.text: str | None = None
        self.state: GameState | None = None
        self.loaded: GameState | None = None  # the state rebuilt from the seed and the action texts
        self.replayed = 0

    def fail(self, message: str) -> InvariantViolation:
        notation = self.state.notation() if self.state is not None else "(no state)"
        return InvariantViolation(message, seed=self.seed, index=self.index, action_text=self.text,
                                  notation=notation)

    def run(self, hook: Callable[..., None], *args: Any) -> None:
        try:
            hook(*args)
        except InvariantViolation as exc:
            raise self.fail(exc.message) from None
        except Exception as exc:  # a hook that crashes on a state is reporting a broken state too
            raise self.fail(f"{hook.__name__} crashed: {type(exc).__name__}: {exc}") from exc

    # ---- the checks after every action ---------------------------------------------------------------
    def check_position(self, state: GameState) -> Any:
        """(a)-(d): invariants, choices, views. Returns the deciding seat's view (None when over)."""
        self.run(self.hooks.check_state, state)
        over = state.is_over
        choices = tuple(state.legal_choices())
        if over:
            if choices:
                raise self.fail(f"the game is over but {len(choices)} choices are legal")
            if state.outcome is None or state.decision is not None or state.current_player is not None:
                raise self.fail("the game is over but outcome/decision/current_player disagree")
            self.check_breakdown(state.outcome)
        else:
            if not choices:
                raise self.fail("the game is not over but no choice is legal")
            decision = state.decision
            actor = state.current_player
            if decision is None or actor is None or decision.player != actor:
                raise self.fail(f"decision {decision} and current player {actor} disagree")
            if not 0 <= actor < state.num_players:
                raise self.fail(f"current player {actor} is not a seat")
        deciding_view = None
        for seat in (*range(state.num_players), None):
            view = state.view(seat)
            self.run(self.hooks.check_view, state, view, seat)
            seen = tuple(view.choices)
            if not over and seat == state.current_player:
                if seen != choices:
                    raise self.fail(f"seat {seat}'s view offers {len(seen)} choices, the state {len(choices)}")
                deciding_view = view
            elif seen:
                raise self.fail(f"seat {seat} is not deciding but its view offers {len(seen)} choices")
        return deciding_view

    def check_breakdown(self, outcome: Outcome) -> None:
        """Every scored seat has score lines, and their points add up to its score."""
        if set(outcome.breakdown) != set(outcome.scores):
            raise self.fail(f"score lines for seats {sorted(outcome.breakdown)}, scores for {sorted(outcome.scores)}")
        for seat, parts in outcome.breakdown.items():
            total = sum(part.points for part in parts if part.points is not None)
            if total != outcome.scores[seat]:
                raise self.fail(f"seat {seat}'s score lines add up to {total}, its score is {outcome.scores[seat]}")

    def apply_checked(self, state: GameState, action: Action, *, deep: bool) -> None:
        """Apply `action`, checking its text form, and that a clone equals the state and shares nothing.

        Every action: the clone's snapshot equals the state's, and no list or dict of one is the other's.
        When `deep`, also by behaviour: the action applied to the clone leaves the original untouched, and
        applied to both gives equal states (this costs about as much as all the other checks together).
        """
        text = action.to_text()
        self.index = 0 if self.index is None else self.index + 1
        self.text = text
        try:
            parsed = self.spec.parse_action(text)
        except EngineError as exc:
            raise self.fail(f"the action text {text!r} does not parse: {exc}") from None
        if parsed != action:
            raise self.fail(f"the action text {text!r} parses to {parsed!r}, not {action!r}")
        snap = state.snapshot()
        before = pickle.dumps(snap, protocol=pickle.HIGHEST_PROTOCOL) if deep else b""
        twin = state.clone()
        if type(twin) is not type(state):
            raise self.fail(f"clone() made a {type(twin).__name__}, not a {type(state).__name__}")
        twin_snap = twin.snapshot()
        if twin_snap != snap:
            raise self.fail(f"clone() differs from the state{_first_difference(snap, twin_snap)}")
        shared = _shared_containers(snap, twin_snap)
        if shared or twin.rng is state.rng:
            raise self.fail(f"clone() shares {shared or 'rng'} with the original")
        if deep:
            try:
                twin.apply(action)
            except Exception as exc:  # an engine crash is a violation too, reported with the seed
                raise self.fail(f"a legal choice failed on a clone: {type(exc).__name__}: {exc}") from exc
            if state.snapshot() != pickle.loads(before):
                raise self.fail("applying an action to a clone changed the original (they share data)")
        try:
            state.apply(action, state.current_player)
        except Exception as exc:
            raise self.fail(f"a legal choice failed: {type(exc).__name__}: {exc}") from exc
        if deep and twin.snapshot() != state.snapshot():
            raise self.fail("the same action on a clone and on the state gave different states")

    def check_round_trip(self, state: GameState, texts: list[str], *, from_scratch: bool) -> None:
        """(e) and (f): save -> load (the seed and the action texts) and clone() give the same state.

        A load replays the texts on `spec.new_game(settings, seed)`. Between checkpoints the loaded copy
        is kept and only the new texts are replayed (it only ever sees parsed texts, so this is the same
        computation as a fresh load, without the quadratic cost in long games); `from_scratch` starts over.
        """
        if from_scratch or self.loaded is None:
            self.loaded, self.replayed = self.spec.new_game(self.settings, self.seed), 0
        loaded = self.loaded
        for i in range(self.replayed, len(texts)):
            try:
                loaded.apply(self.spec.parse_action(texts[i]))
            except Exception as exc:
                raise self.fail(f"replaying the saved actions failed at #{i} {texts[i]!r}: "
                                f"{type(exc).__name__}: {exc}") from exc
        self.replayed = len(texts)
        digest = state.digest()
        if loaded.digest() != digest or loaded.snapshot() != state.snapshot():
            raise self.fail("save -> load (replaying the action texts from the seed) gives another state"
                            f"{_first_difference(state.snapshot(), loaded.snapshot())}")
        if state.clone().digest() != digest:
            raise self.fail("clone() has another digest")


def _shared_containers(a: Any, b: Any, path: str = "") -> str:
    """The first path at which two snapshots hold the very same list or dict object, or ''."""
    if type(a) is dict and type(b) is dict:
        if a is b:
            return path or "the snapshot"
        for key, value in a.items():
            if type(value) in _CONTAINERS:
                found = _shared_containers(value, b.get(key), f"{path}.{key}" if path else str(key))
                if found:
                    return found
    elif type(a) is list and type(b) is list:
        if a is b:
            return path
        if not _CONTAINERS.isdisjoint(map(type, a)):  # skips long lists of numbers at C speed
            for i, (x, y) in enumerate(zip(a, b, strict=False)):
                if type(x) in _CONTAINERS:
                    found = _shared_containers(x, y, f"{path}[{i}]")
                    if found:
                        return found
    return ""


_CONTAINERS = frozenset((list, dict))


def _first_difference(a: dict[str, Any], b: dict[str, Any]) -> str:
    for key in sorted(set(a) | set(b)):
        if a.get(key) != b.get(key):
            return f": first differing field {key!r}"
    return ""


def random_playout_check(spec: GameSpec, settings: BaseModel, seed: int, *, save_roundtrip_every: int = 25,
                         max_actions: int = 100_000, clone_deep_every: int = 5) -> PlayoutReport:
    """Play one game with the random policy, checking the state and every view after every action.

    Raises `InvariantViolation` (naming the seed, action index and text and the state notation) at the
    first problem. `save_roundtrip_every` <= 0 checks the save round trip only at the end;
    `clone_deep_every` = 1 runs the behavioural clone check (see `apply_checked`) at every action.
    """
    checker = _Checker(spec, settings, seed)
    state = spec.new_game(settings, seed)
    checker.state = state
    rng = random.Random(seed)
    texts: list[str] = []
    view = checker.check_position(state)
    while view is not None:
        if len(texts) >= max_actions:
            raise checker.fail(f"the game did not end within {max_actions} actions")
        action = random_move(view.choices, rng)  # the random bot's policy (check_position: never empty)
        if not state.is_legal(action):
            raise checker.fail(f"the bot chose {action.to_text()!r}, which the state calls illegal")
        checker.apply_checked(state, action, deep=len(texts) % clone_deep_every == 0)
        texts.append(checker.text or "")
        view = checker.check_position(state)
        if save_roundtrip_every > 0 and len(texts) % save_roundtrip_every == 0:
            checker.check_round_trip(state, texts, from_scratch=False)
    checker.check_round_trip(state, texts, from_scratch=True)
    if texts:
        try:
            state.apply(spec.parse_action(texts[-1]))
        except EngineError:
            pass
        else:
            raise checker.fail("an action was accepted after the game was over")
    outcome = state.outcome
    assert outcome is not None  # the loop ends only when the game is over
    return PlayoutReport(spec.id, seed, len(texts), outcome, state.digest(), tuple(texts))


def run_many(spec: GameSpec, settings: BaseModel, seeds: Iterable[int], *, keep_going: bool = False,
             save_roundtrip_every: int = 25, max_actions: int = 100_000,
             clone_deep_every: int = 5) -> PlayoutSummary:
    """Check one game per seed. Raises at the first violation unless `keep_going` (then they are listed)."""
    summary = PlayoutSummary()
    start = time.perf_counter()
    for seed in seeds:
        try:
            report = random_playout_check(spec, settings, seed, save_roundtrip_every=save_roundtrip_every,
                                          max_actions=max_actions, clone_deep_every=clone_deep_every)
        except InvariantViolation as exc:
            if not keep_going:
                raise
            summary.violations.append(exc)
            continue
        summary.add(report)
    summary.seconds = time.perf_counter() - start
    return summary
