"""The hard Ponzi Scheme bot: determinized Monte Carlo search over its own policy's best options.

Its own policy is the normal bot's with a more careful outlook of its own money (`OWN_STYLE`: wider
uncertainty on its own margins, so it keeps more cash in hand); alone, against three normal bots, that
policy wins about 27% of games instead of 25%. The other players are modelled as the normal bot.

It cannot see others' cash, envelopes between others, or the deck order, so it samples them from its view
(`engine.ponzi.determinize`, which never sees the true state) again and again. On each sample (a
determinization) it plays every candidate move, then the rest of the round (the next one too after removing
a card, since the crash check comes after the refill) with the others deciding as the normal bot would from
its own view of the sample, and itself by its own policy, offers included (`FAITHFUL`): the others are
modelled as they are, whole. The normal bot's offer search makes a playout about ten times dearer than
`rollout`'s quick habits for offers, which the playouts used before the engines were compiled;
but the habits agree with the normal bot's offer in under a third of its trade turns, and on the same deals
the faithful playouts win far more at a ninth of the iterations (see `FAITHFUL`). At 100 ms a decision the
bot wins 0.599 of 1,200 games against three normal bots, where it won 0.484 with the habits. Where a
playout stops it counts a win, a loss, or its own outlook's chance to win. Candidates share each sample and
its random numbers, so they are compared on the same luck (paired), and successive halving moves the
samples to the candidates still in the race.

Candidates are its policy's top options plus bold ones the policy rarely ranks high (the biggest card to
fund; offers of all the money this round's interest leaves free for the two tiles it most wants to trade),
and priced offers. A normal target counters an offer below some price and sells from it on; that price
depends on the target's hidden cash and on what it guesses of ours, and `Answers` finds it exactly on a
sample, the way the target itself will answer. For the three tiles its policy most wants to trade, the bot
finds that price on a few samples and offers the amount its own outlook likes best over them, given those
answers (just under a price to sell a tile dearly, at one to buy it cheaply). Priced offers are the search's
biggest single gain: at 100 iterations, over 1,200 games paired on the same deals against three normal bots,
the win share went from 0.403 to 0.470 (benchmarks/bot_fit_ponzi.py, seeds 11-13).
The policy's own choice is kept unless another beats it on the paired samples by a standard error and by a
clear margin, so the bot grows stronger with its budget (time or iterations) instead of chasing noise.
Before searching it drops any trade or answer that, answered badly, would leave it unable to pay this
round's interest (a crash's double turn when one is likely) while another move would not: playouts are not
trusted that far. A decision with one option returns at once.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget, Clock
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.bots.paired import start_playout, whole_round
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.bots.ponzi.normal import NormalPolicy, Style, _Trade
from ponzi_desktop.bots.ponzi.outlook import Outlook, Params
from ponzi_desktop.bots.ponzi.rollout import FastPolicy
from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Counter, Fund, Offer
from ponzi_desktop.engine.ponzi.determinize import Sampler, guess_state
from ponzi_desktop.engine.ponzi.state import FUND, TRADE, PonziState
from ponzi_desktop.engine.ponzi.tables import tables

CANDIDATES = 5  # its policy's best options the search compares (bold ones come on top)
DEPTH = 0  # rounds played out after the current one before the outlook scores the position
CONFIDENCE = 1.0  # standard errors a candidate must beat its policy's choice by
MARGIN = 0.01  # and by at least this much chance to win (a smaller gain is not worth the risk of noise)
DEEPER = {"remove": 1}  # decisions whose effects show a round later (a crash is checked after the refill)
PRICED = 3  # the policy's favourite offers the bot prices on samples by the targets' own answers
PRICED_SAMPLES = 8  # samples they are priced on
HALVING = (6, 14)  # samples after which the weaker half of the challengers is dropped
#: playouts trade as the normal bot does (its offer search) instead of by `rollout`'s habits, which agree with
#: its offer in under a third of its trade turns. On the same 1,200 deals against three normal bots
#: (benchmarks/bot_fit_ponzi.py, seeds 2-4) it won 0.605 at 150 iterations a decision against 0.468 with the
#: habits at 1,330 (what each manages in 100 ms compiled); at 45 iterations (what 100 ms bought faithful
#: playouts at the speed of the pure-Python engines) 0.525 on seed 2 against 0.5425 at 150
FAITHFUL = True
#: its own judgement: the normal bot's, but less sure of its own margins after this round's payment (fitted
#: with benchmarks/bot_fit_ponzi.py: 0.25 -> 0.27-0.28 win share as a policy alone against three normal bots)
OWN_STYLE = Style(outlook=Params(own_scale=(4.0, 16.0, 26.0, 36.0, 46.0)))


class Answers:
    """How a normal target answers offers from one offerer on one state: from its own view of the state (a
    trade phase with the offerer to move; its own cash exact, the offerer's a guess, raised to the envelope's
    amount when that is more), it counters when its outlook likes countering better, else it sells."""

    def __init__(self, state: PonziState, offerer: int, target: int, params: Params) -> None:
        self.state, self.offerer, self.target, self.params = state, offerer, target, params
        self.guess = guess_state(state, target)
        self.outlook = Outlook(self.guess, target, params)

    def counters(self, k: int, x: int) -> bool:
        state, offerer, target = self.state, self.offerer, self.target
        if x > state.cash[target]:
            return False
        look, seen = self.outlook, self.guess
        if x > seen.cash[offerer]:  # the envelope tells the target the offerer has at least x: it guesses anew
            answered = state.clone()
            answered.apply(Offer(target, state.t.industries[k], x), offerer)
            seen = guess_state(answered, target)
            look = Outlook(seen, target, self.params)
        sold, countered = _Trade(seen, offerer, target, k).outcomes(x)
        return (look.win(me_cash=countered[2], me_points=countered[3], others={offerer: countered[:2]})
                > look.win(me_cash=sold[2], me_points=sold[3], others={offerer: sold[:2]}))

    def switch(self, k: int) -> int:
        """The smallest amount for which the target sells a tile of industry k rather than counters: below it
        it counters, from it on it sells (it cannot counter more than its cash, so the price is at most that
        cash + 1, or the offerer's cash + 1 when the offerer cannot offer that much)."""
        if not self.counters(k, 0):
            return 0
        cash = self.state.cash
        lo, hi = 0, min(cash[self.target], cash[self.offerer]) + 1  # counters at lo, sells (or cannot be offered) at hi
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if self.counters(k, mid):
                lo = mid
            else:
                hi = mid
        return hi


def switch_price(state: PonziState, offerer: int, target: int, k: int, params: Params) -> int:
    """`Answers.switch` for one offer: where a normal target stops countering and sells."""
    return Answers(state, offerer, target, params).switch(k)


class HardBot:
    level = "hard"

    def __init__(self, budget: Budget = DEFAULT_HARD_BUDGET, candidates: int = CANDIDATES, depth: int = DEPTH,
                 confidence: float = CONFIDENCE, margin: float = MARGIN, halving: tuple[int, ...] = HALVING,
                 style: Style = OWN_STYLE, bold: bool = True, priced: int = PRICED,
                 priced_samples: int = PRICED_SAMPLES, faithful: bool = FAITHFUL) -> None:
        self.faithful = faithful
        self.priced = priced
        self.priced_samples = priced_samples
        self.bold = bold
        self.budget = budget  # when `choose` is given none (the app's default)
        self.candidates = candidates
        self.depth = depth
        self.confidence = confidence
        self.margin = margin
        self.halving = halving
        self.normal = NormalPolicy()  # how the others play, in playouts
        self.own = NormalPolicy(style) if style != self.normal.style else self.normal  # its own judgement
        self.params = self.own.params
        self.playout_policy = FastPolicy(epsilon=0.0, normal=self.normal, trades=faithful)
        self._no_luck = random.Random(0)
        self.last_search: dict[str, Any] = {}  # what the last decision's search did, for tests and tuning

    def choose(self, view: Any, rng: random.Random, budget: Budget | None = None) -> Action:
        started = time.perf_counter()
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            self.last_search = {"iterations": 0, "candidates": 1}
            return move
        budget = (budget or self.budget).or_else(self.budget)
        clock = Clock(budget, started)
        sampler = Sampler(view)
        guess = sampler.typical()
        ranked = self.own.ranked(guess)
        candidates = [action for _, action in ranked[:self.candidates]]
        if self.bold:
            candidates += self._bold(view, ranked, candidates)
        if self.priced and view.phase == TRADE:
            candidates += self._priced_offers(view, sampler, ranked, candidates, rng)
        candidates = self._not_suicidal(view, candidates)
        if len(candidates) == 1:
            self.last_search = {"iterations": 0, "candidates": 1}
            return candidates[0]
        return self._search(view.seat, sampler, candidates, clock, rng)

    @staticmethod
    def _bold(view: Any, ranked: list[tuple[float, Action]], candidates: list[Action]) -> list[Action]:
        """Moves its outlook rarely ranks high, for the playouts to judge: the biggest card (cash for buying
        tiles, cash points), and offers of all the money this round's interest (a crash's double turn when one
        is likely) leaves free for the two tiles its policy most wants to trade."""
        extra: list[Action] = []
        if view.phase == "fund":
            funds = [a for _, a in ranked if isinstance(a, Fund)]
            if funds:
                biggest = max(funds, key=lambda a: a.card)
                if biggest not in candidates:
                    extra.append(biggest)
        elif view.phase == "trade":
            me = view.players[view.seat]
            bears = finance.bears_in(view.market, tables().bears[view.settings.bears])
            spare = me.cash - finance.due_now(me.wheel_flat, crash=bears >= len(view.players))
            pairs = [a for _, a in ranked if isinstance(a, Offer)][:2]
            for a in pairs:
                top = next(c.hi for c in view.choices if c.param is not None and c.action.target == a.target
                           and c.action.industry == a.industry)
                amount = min(top, spare)
                if amount > a.amount:
                    bold = Offer(a.target, a.industry, amount)
                    if bold not in candidates:
                        extra.append(bold)
        return extra

    def _priced_offers(self, view: Any, sampler: Sampler, ranked: list[tuple[float, Action]],
                       candidates: list[Action], rng: random.Random) -> list[Action]:
        """For the policy's favourite offers, the amount its own outlook likes best when the target answers as
        the normal bot does (countering below some price, selling above it) on sampled states: the price
        where a target switches depends on its hidden cash, so it is found on each sample."""
        pairs = [a for _, a in ranked if isinstance(a, Offer)][:self.priced]
        if not pairs:
            return []
        me = view.seat
        mine = view.players[me]
        spare = max(0, mine.cash - finance.due_now(mine.wheel_flat))
        samples = [sampler.sample(rng) for _ in range(self.priced_samples)]
        looks = [Outlook(s, me, self.params) for s in samples]
        index = tables().industry_index
        normal = self.normal
        extra: list[Action] = []
        answers: dict[int, list[Answers]] = {}  # per target, on each sample (shared by its industries)
        for a in pairs:
            target, k = a.target, index[a.industry]
            top = min(spare, next(c.hi for c in view.choices if c.param is not None and c.action.target == target
                                  and c.action.industry == a.industry))
            if target not in answers:
                answers[target] = [Answers(s, me, target, normal.params) for s in samples]
            switches = [answer.switch(k) for answer in answers[target]]
            amounts = {x for sw in switches for x in (sw, sw - 1) if 0 <= x <= top}
            best, best_value = None, -1.0
            trades = [_Trade(s, me, target, k) for s in samples]
            for x in sorted(amounts):
                total = 0.0
                for look, trade, sw in zip(looks, trades, switches, strict=True):
                    sold, countered = trade.outcomes(x)
                    o = sold if x >= sw else countered
                    total += look.win(me_cash=o[0], me_points=o[1], others={target: o[2:]})
                if total > best_value:
                    best, best_value = x, total
            if best is not None:
                offer = Offer(target, a.industry, best)
                if offer not in candidates and offer not in extra:
                    extra.append(offer)
        return extra

    @staticmethod
    def _not_suicidal(view: Any, candidates: list[Action]) -> list[Action]:
        """Drop trades and answers that, answered badly, leave the bot unable to pay this round's interest
        (a crash's double turn when the bears make one likely), unless every move does."""
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

    def _search(self, me: int, sampler: Sampler, candidates: list[Action], clock: Clock,
                rng: random.Random) -> Action:
        k = len(candidates)
        count = [0] * k  # samples each candidate was played on
        totals = [0.0] * k
        diffs = [0.0] * k  # sums of (candidate - normal's choice) over the same samples, and their squares
        squares = [0.0] * k
        active = list(range(k))
        rounds = 0

        def playout(sample: PonziState, action: Action, seed: int) -> float:
            return self._playout(sample, action, me, seed)

        while True:
            if clock.limit is not None and clock.done + len(active) > clock.limit:
                break
            if not clock.more():
                break
            sample = sampler.sample(rng)
            seed = rng.getrandbits(32)
            played = whole_round(playout, sample, [candidates[i] for i in active], seed, clock)
            if played is None:
                break
            base = played[0]  # the policy's choice, always active
            for i, value in zip(active, played, strict=True):
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
        state = start_playout(sample, action, seed)
        rng = self._no_luck  # the playout policy takes no random moves (epsilon 0): no rng to seed
        act = self.playout_policy.act
        own = self.own
        mine = own is not self.normal
        stop = sample.round + DEEPER.get(sample.phase, self.depth) + 1
        while state.result is None and not (state.round >= stop and state.phase == FUND):
            if mine and state.actor == me and (state.phase != TRADE or self.faithful):
                choices = state.legal_choices()
                if len(choices) > 1 or choices[0].param is not None:
                    state.apply(own.ranked(guess_state(state, me))[0][1])
                    continue
            state.apply(act(state, rng))
        result = state.result
        if result is not None:
            return 1.0 / len(result.winners) if me in result.winners else 0.0
        return Outlook(state, me, self.params).win()
