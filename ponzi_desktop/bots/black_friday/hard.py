"""The hard Black Friday bot: determinized Monte Carlo search over the normal bot's best options.

It cannot see the others' cash and shares or the bag, so it samples them from its view
(`engine.black_friday.determinize`: never the true state) many times. For each sample (a determinization)
it plays every candidate move followed by a short future, until `HORIZON` more price changes have happened
or the game has ended, and scores where the game stands then: won or lost, or its wealth lead (gold at $100
a bar). In that future the others decide as the normal bot does, from their own views of the sample, and
the bot itself by its own ranking (`FAITHFUL`). That costs ~20 times the fast policy (`rollout`), which
agrees with the normal bot's choice in under three fifths of its decisions and which the playouts used
before the engines were compiled: ~54 playouts in 100 ms instead of ~1,080, and yet at 100 ms a
decision the bot won 0.532 [0.483, 0.581] of 400 games against three normal bots (seed 1) where it won 0.436
of 1,200 with the fast policy. Candidates share each sample and the future's random numbers, so they are
compared on the same luck (paired), which lets a few dozen samples separate them.

Candidates are the top options of the normal bot's ranking with the hard bot's own, tuned weights (less on
gold's sure profit, a forecast three price changes deep: in self-play that ranking alone wins
well over a fair share against the normal bot). Its first choice is kept unless a candidate beats it on the
paired samples by `CONFIDENCE` standard errors, a margin that shrinks as samples accumulate, so the bot
grows stronger with its budget (time or iterations) and an iteration budget makes it repeatable. A decision
with one option returns at once.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ponzi_desktop.bots.black_friday.normal import NormalBot
from ponzi_desktop.bots.black_friday.rollout import FastPolicy, score
from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget, Clock
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.bots.paired import PairedSearchBot, start_playout
from ponzi_desktop.engine.black_friday.determinize import Sampler
from ponzi_desktop.engine.core import Action

CANDIDATES = 4  # the normal bot's best options the search compares
HORIZON = 2  # price changes played out after the candidate before the position is scored
CONFIDENCE = 2.5  # standard errors a candidate must beat the tuned ranking's first choice by
MAX_STEPS = 400  # actions per playout at most (a safety net; a horizon is reached long before)
FAITHFUL = True  # playouts by the normal bot for the others and the bot's own ranking for itself (else `rollout`)
# the valuation the hard bot ranks its options with: the normal bot's, tuned in self-play against it
# (less weight on gold's sure profit, a forecast three price changes deep)
GOLD_WEIGHT = 0.25
NEAR = 0.6
CARRY = 0.15
STEPS = 3


class HardBot(PairedSearchBot):
    level = "hard"

    def __init__(self, budget: Budget = DEFAULT_HARD_BUDGET, candidates: int = CANDIDATES,
                 horizon: int = HORIZON, confidence: float = CONFIDENCE, gold_weight: float = GOLD_WEIGHT,
                 near: float = NEAR, carry: float = CARRY, steps: int = STEPS, faithful: bool = FAITHFUL) -> None:
        self.faithful = faithful
        self.others = NormalBot()  # how the others play, in faithful playouts
        self.budget = budget
        self.candidates = candidates
        self.horizon = horizon
        self.confidence = confidence
        self.normal = NormalBot(gold_weight, near, carry, steps)
        self.policy = FastPolicy()
        self.last_search: dict[str, Any] = {}

    def choose(self, view: Any, rng: random.Random, budget: Budget | None = None) -> Action:
        started = time.perf_counter()
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            self.last_search = {"iterations": 0, "candidates": 1}
            return move
        budget = (budget or self.budget).or_else(self.budget)
        clock = Clock(budget, started)
        ranked = self.normal.ranked(view)
        candidates = [action for _, action in ranked[:self.candidates]]
        if len(candidates) == 1:
            self.last_search = {"iterations": 0, "candidates": 1}
            return candidates[0]
        return self._search(view.seat, Sampler(view), candidates, clock, rng)

    def _playout(self, sample: Any, action: Action, me: int, seed: int) -> float:
        state = start_playout(sample, action, seed)
        rng = random.Random(seed)
        act = self.policy.act
        faithful, own, others = self.faithful, self.normal, self.others
        stop = sample.price_changes + self.horizon
        steps = 0
        while state.result is None and state.price_changes < stop and steps < MAX_STEPS:
            if faithful:
                actor = state.actor
                state.apply((own if actor == me else others).choose(state.view(actor), rng))
            else:
                state.apply(act(state, rng))
            steps += 1
        return score(state, me)


__all__ = ["HardBot"]
