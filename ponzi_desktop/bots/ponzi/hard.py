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
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.bots.ponzi.normal import NormalPolicy
from ponzi_desktop.bots.ponzi.outlook import Outlook
from ponzi_desktop.bots.ponzi.rollout import FastPolicy
from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Counter, Offer
from ponzi_desktop.engine.ponzi.determinize import Sampler
from ponzi_desktop.engine.ponzi.state import FUND, PonziState, tables

CANDIDATES = 5  # the normal bot's best options the search compares
DEPTH = 0  # rounds played out after the current one before the outlook scores the position
CONFIDENCE = 1.0  # standard errors a candidate must beat the normal bot's choice by
MARGIN = 0.01  # and by at least this much chance to win (a smaller gain is not worth the risk of noise)
DEEPER = {"remove": 1}  # decisions whose effects show a round later (a crash is checked after the refill)


class HardBot:
    level = "hard"

    def __init__(self, budget: Budget = DEFAULT_HARD_BUDGET, candidates: int = CANDIDATES, depth: int = DEPTH,
                 confidence: float = CONFIDENCE, phases: tuple[str, ...] | None = None, leaf=None,
                 margin: float = MARGIN, deeper: dict[str, int] | None = None, prices: int = 0,
                 exact_me: bool = False, faithful: bool = True, halving: tuple[int, ...] = (6, 14),
                 foresee: bool = False) -> None:
        self.foresee = foresee
        self.halving = halving
        self.prices = prices
        self.exact_me = exact_me
        self.margin = margin
        self.deeper = DEEPER if deeper is None else deeper
        self.budget = budget
        self.leaf = leaf
        self.phases = phases
        self.candidates = candidates
        self.depth = depth
        self.confidence = confidence
        self.normal = NormalPolicy()
        self.playout_policy = FastPolicy(epsilon=0.0, normal=self.normal)
        self.playout_policy.faithful = faithful
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
        guess = sampler.typical()
        ranked = self.normal.ranked(guess)
        candidates = [action for _, action in ranked[:self.candidates]]
        if view.phase == "trade" and self.prices:
            candidates = self._with_prices(guess, candidates, choices)
        candidates = self._not_suicidal(view, candidates)
        self._foresee_offers(view, guess)
        if len(candidates) == 1 or (self.phases is not None and view.phase not in self.phases):
            self.last_search = {"iterations": 0, "candidates": 1}
            return candidates[0]
        return self._search(view.seat, sampler, candidates, clock, rng)

    def _foresee_offers(self, view: Any, guess: PonziState) -> None:
        """The offers the others still to act in this trade phase would make, each from its own view of the
        bot's guess: the playouts use them (offers decide who can pay at the end of the round)."""
        policy = self.playout_policy
        policy.planned = {}
        policy.planned_round = view.round
        if view.phase not in ("trade", "answer") or not self.foresee:
            return
        n = len(view.players)
        offerer = view.offer[0] if view.phase == "answer" else view.actor
        for later in range((offerer - view.start_player) % n + 1, n):
            q = (view.start_player + later) % n
            if q == view.seat:
                continue
            # not q's turn in the guess: read q's options as if it were (its legal offers and luxuries)
            trial = guess.clone()
            trial.phase, trial.actor, trial.offer, trial.step = "trade", q, None, later
            trial._choices_cache = None
            trial._public = [None] * n
            trial._public_tuple = None
            if len(trial.legal_choices()) > 1:
                policy.planned[q] = self.normal.ranked(Sampler(trial.view(q)).typical())[0][1]

    @staticmethod
    def _not_suicidal(view: Any, candidates: list[Action]) -> list[Action]:
        """Drop moves that, if the other side answers badly for the bot, leave it unable to pay this round's
        interest once its funding is done, unless every move does: playouts are not trusted that far."""
        if view.phase not in ("trade", "answer"):
            return candidates
        me = view.players[view.seat]
        bears = finance.bears_in(view.market, tables().bears[view.settings.bears])
        due = finance.due_now(me.wheel_flat, crash=bears >= len(view.players))  # a crash is then likely
        cash = me.cash

        def worst(action: Action) -> int:
            if isinstance(action, Offer):
                return cash - action.amount
            if isinstance(action, BuyLuxury):
                return cash - action.price
            if isinstance(action, Counter):
                return cash - view.offer[3]
            return cash

        safe = [a for a in candidates if worst(a) >= due]
        return safe if safe else candidates

    def _with_prices(self, guess: PonziState, candidates: list[Action], choices: Any) -> list[Action]:
        """Offers at a few more prices: the target's whole cash plus one (a sale it cannot refuse if the
        guess is right), and a quarter above and below the normal bot's price."""
        out = list(candidates)
        for action in candidates[:self.prices]:
            if not isinstance(action, Offer):
                continue
            top = next(c.hi for c in choices if c.param is not None and c.action.target == action.target
                       and c.action.industry == action.industry)
            for amount in (guess.cash[action.target] + 1, action.amount * 5 // 4 + 1, action.amount * 3 // 4):
                variant = Offer(action.target, action.industry, amount)
                if 0 <= amount <= top and variant not in out:
                    out.append(variant)
        return out

    def _search(self, me: int, sampler: Sampler, candidates: list[Action], clock: Clock,
                rng: random.Random) -> Action:
        k = len(candidates)
        count = [0] * k  # samples each candidate was played on
        totals = [0.0] * k
        diffs = [0.0] * k  # sums of (candidate - normal's choice) over the same samples, and their squares
        squares = [0.0] * k
        active = list(range(k))
        rounds = 0
        while True:
            if clock.limit is not None and clock.done + len(active) > clock.limit:
                break
            if not clock.more():
                break
            sample = sampler.sample(rng)
            seed = rng.getrandbits(32)
            values = {i: self._playout(sample, candidates[i], me, seed) for i in active}
            base = values[0]
            for i, value in values.items():
                count[i] += 1
                totals[i] += value
                d = value - base
                diffs[i] += d
                squares[i] += d * d
                clock.tick()
            rounds += 1
            if rounds in self.halving and len(active) > 2:
                # successive halving: keep the normal bot's choice and the better half of the others, so
                # that the remaining samples go where the choice is made
                others = sorted(active[1:], key=lambda i: -diffs[i] / count[i])
                active = [0, *others[:max(1, len(others) // 2)]]
        best = 0
        best_score = 0.0
        for i in active[1:]:
            n = count[i]
            if n < 2:
                continue
            mean = diffs[i] / n
            var = max(0.0, squares[i] / n - mean * mean)
            score = mean - self.confidence * math.sqrt(var / (n - 1))
            if score > best_score and mean > self.margin:
                best, best_score = i, score
        self.last_search = {"iterations": clock.done, "samples": rounds, "candidates": k,
                            "means": [totals[i] / count[i] if count[i] else 0.0 for i in range(k)], "chosen": best}
        return candidates[best]

    def _playout(self, sample: PonziState, action: Action, me: int, seed: int) -> float:
        state = sample.clone()
        state.rng.seed(seed)
        state.apply(action)
        rng = random.Random(seed)
        if self.exact_me:
            self.playout_policy.exact = me
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
