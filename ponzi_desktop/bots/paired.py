"""Paired search over a few candidate moves: every candidate is played out on the same sampled states.

Used by the hard bots: candidate 0 is the heuristic's own choice, and another candidate replaces it only
when its mean advantage, measured on the same samples and the same playout seed (so luck cancels out),
beats it by `confidence` standard errors.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any


def paired_search(candidates: Sequence[Any], sample: Callable[[random.Random], Any],
                  playout: Callable[[Any, Any, int], float], clock: Any, rng: random.Random,
                  confidence: float) -> tuple[int, dict[str, Any]]:
    """(index of the chosen candidate, statistics for `last_search`).

    `sample(rng)` draws a state consistent with the bot's view; `playout(state, candidate, seed)` plays
    it out after the candidate and returns the bot's value. `clock` counts playouts against the budget
    (`limit`, `done`, `more()`, `tick()`).
    """
    k = len(candidates)
    totals = [0.0] * k
    diffs = [0.0] * k  # sums of (candidate - candidate 0) over the same samples, and their squares
    squares = [0.0] * k
    rounds = 0
    while True:
        if clock.limit is not None and clock.done + k > clock.limit:
            break
        if not clock.more():
            break
        state = sample(rng)
        seed = rng.getrandbits(32)
        values = whole_round(playout, state, candidates, seed, clock)
        if values is None:
            break
        for i, value in enumerate(values):
            totals[i] += value
            d = value - values[0]
            diffs[i] += d
            squares[i] += d * d
        rounds += 1
        for _ in range(k):
            clock.tick()
    best, best_score = 0, 0.0
    if rounds >= 2:
        for i in range(1, k):
            mean = diffs[i] / rounds
            var = max(0.0, squares[i] / rounds - mean * mean)
            score = mean - confidence * math.sqrt(var / (rounds - 1))
            if score > best_score:
                best, best_score = i, score
    stats = {"iterations": clock.done, "samples": rounds, "candidates": k,
             "means": [t / rounds for t in totals] if rounds else [], "chosen": best}
    return best, stats


def whole_round(playout: Callable[[Any, Any, int], float], state: Any, candidates: Sequence[Any], seed: int,
                clock: Any) -> list[float] | None:
    """`playout(state, candidate, seed)` for every candidate in turn (one sample's round), or None when the
    clock's deadline passes within the round: a round is counted whole or not at all, so that every
    candidate's mean is over the same samples, and dear playouts do not run a round on past the time."""
    values: list[float] = []
    for candidate in candidates:
        if values and clock.late():
            return None
        values.append(playout(state, candidate, seed))
    return values


def start_playout(sample: Any, action: Any, seed: int) -> Any:
    """A copy of a sampled state, its chance seeded for this playout, with the candidate played on it."""
    state = sample.clone(luck=False)  # a blank rng, seeded next: copying the sample's would be wasted
    state.rng.seed(seed)
    state.apply(action)
    return state


class PairedSearchBot:
    """Base of the hard bots that compare their candidates by `paired_search` over their own `_playout`
    (sample, candidate, own seat, seed) -> value; they set `confidence` and read `last_search`."""

    confidence: float
    last_search: dict[str, Any]

    def _playout(self, sample: Any, action: Any, me: int, seed: int) -> float:
        raise NotImplementedError

    def _search(self, me: int, sampler: Any, candidates: Sequence[Any], clock: Any, rng: random.Random) -> Any:
        best, self.last_search = paired_search(
            candidates, sampler.sample, lambda state, action, seed: self._playout(state, action, me, seed),
            clock, rng, self.confidence)
        return candidates[best]
