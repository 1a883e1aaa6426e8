"""The hard Ponzi Scheme bot: determinized Monte Carlo search over the normal bot's best options.

It cannot see others' cash, envelopes between others, or the deck, so it samples them from its view
(`engine.ponzi.determinize`: never the true state) many times. For each sample (a determinization) it plays
every candidate move followed by a playout of the rest of this round and the next one with the fast
policy (`rollout`) for everybody, and scores where the game stands then: won, lost, or the outlook's chance
to win if it goes on. Candidates share each sample and the playout's random numbers, so they are compared on
the same luck (paired), which is what lets a few dozen samples separate them.

Candidates are the normal bot's top options (its ranking of its own outlook); the normal bot's choice is
kept unless a candidate beats it on the paired samples by a margin that shrinks as samples accumulate:
the bot is never worse than its estimates, and it grows stronger with its budget (time or iterations).
A decision with one option returns at once.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget, Clock
from ponzi_desktop.bots.ponzi.normal import NormalPolicy
from ponzi_desktop.bots.ponzi.outlook import Outlook
from ponzi_desktop.bots.ponzi.rollout import FastPolicy
from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.determinize import Sampler
from ponzi_desktop.engine.ponzi.state import FUND, PonziState

CANDIDATES = 5  # the normal bot's best options the search compares
DEPTH = 0  # rounds played out after the current one before the outlook scores the position
CONFIDENCE = 1.0  # standard errors a candidate must beat the normal bot's choice by
MARGIN = 0.01  # and by at least this much chance to win (a smaller gain is not worth the risk of noise)
DEEPER = {"remove": 1}  # decisions whose effects show a round later (a crash is checked after the refill)


class HardBot:
    level = "hard"

    def __init__(self, budget: Budget = DEFAULT_HARD_BUDGET, candidates: int = CANDIDATES, depth: int = DEPTH,
                 confidence: float = CONFIDENCE, phases: tuple[str, ...] | None = None, leaf=None,
                 margin: float = MARGIN, deeper: dict[str, int] | None = None) -> None:
        self.margin = margin
        self.deeper = DEEPER if deeper is None else deeper
        self.budget = budget
        self.leaf = leaf
        self.phases = phases
        self.candidates = candidates
        self.depth = depth
        self.confidence = confidence
        self.normal = NormalPolicy()
        self.playout_policy = FastPolicy(normal=self.normal)
        self.last_search: dict[str, Any] = {}

    def choose(self, view: Any, rng: random.Random, budget: Budget | None = None) -> Action:
        started = time.perf_counter()
        choices = view.choices
        if not choices:
            raise ValueError("the bot was asked to act without a decision to take")
        if len(choices) == 1 and choices[0].param is None:
            self.last_search = {"iterations": 0, "candidates": 1}
            return choices[0].action
        budget = budget if budget is not None and not budget.unlimited else self.budget
        clock = Clock(budget, started)
        sampler = Sampler(view)
        ranked = self.normal.ranked(sampler.typical())
        candidates = [action for _, action in ranked[:self.candidates]]
        if len(candidates) == 1 or (self.phases is not None and view.phase not in self.phases):
            self.last_search = {"iterations": 0, "candidates": 1}
            return candidates[0]
        return self._search(view.seat, sampler, candidates, clock, rng)

    def _search(self, me: int, sampler: Sampler, candidates: list[Action], clock: Clock,
                rng: random.Random) -> Action:
        k = len(candidates)
        totals = [0.0] * k
        diffs = [0.0] * k  # sums of (candidate - normal's choice) over the same samples, and their squares
        squares = [0.0] * k
        rounds = 0
        while True:
            if clock.limit is not None and clock.done + k > clock.limit:
                break
            if not clock.more():
                break
            sample = sampler.sample(rng)
            seed = rng.getrandbits(32)
            values = [self._playout(sample, action, me, seed) for action in candidates]
            for i, value in enumerate(values):
                totals[i] += value
                d = value - values[0]
                diffs[i] += d
                squares[i] += d * d
            rounds += 1
            for _ in range(k):
                clock.tick()
        best = 0
        best_score = 0.0
        for i in range(1, k):
            if rounds < 2:
                break
            mean = diffs[i] / rounds
            var = max(0.0, squares[i] / rounds - mean * mean)
            score = mean - self.confidence * math.sqrt(var / (rounds - 1))
            if score > best_score and mean > self.margin:
                best, best_score = i, score
        self.last_search = {"iterations": clock.done, "samples": rounds, "candidates": k,
                            "means": [t / rounds for t in totals] if rounds else [], "chosen": best}
        return candidates[best]

    def _playout(self, sample: PonziState, action: Action, me: int, seed: int) -> float:
        state = sample.clone()
        state.rng.seed(seed)
        state.apply(action)
        rng = random.Random(seed)
        act = self.playout_policy.act
        stop = sample.round + self.deeper.get(sample.phase, self.depth) + 1
        while state.result is None and not (state.round >= stop and state.phase == FUND):
            state.apply(act(state, rng))
        result = state.result
        if result is not None:
            return 1.0 / len(result.winners) if me in result.winners else 0.0
        if self.leaf is not None:
            return self.leaf(state, me)
        return Outlook(state, me).win()
