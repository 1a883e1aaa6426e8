"""The hard Anti-Monopoly bot: determinized flat Monte Carlo over a few candidate moves.

The deck orders are hidden, so it samples them from its view (`engine.anti_monopoly.determinize`: never
the true state). For each sample it plays every candidate followed by the normal policy for everybody up
to a horizon (a number of turns), and scores where the game stands then: won, lost, or its chance to win
from there (`win_odds`: by its role, its cash, the rent it earns, its holdings and buildings, the worst rent it
faces and its cities against everybody else's and the rounds left, weighed as a fit on normal bots' games
found them to decide the winner; before, its share of the players' worth, `worth_share`).
The bot's own moves follow its policy: the normal policy with a smaller cash reserve
when buying, building by role, accepting an offer only when it gains clearly more than the proposer (in
a game of four, a fair deal helps an opponent as much as oneself), and playing the last rounds for the
round limit's richest-player rule; the search is skipped there (its playouts' value does not know that
rule), except when raising money. Candidates share each sample and the playout's dice (paired
comparison), and the policy's own choice is kept unless another candidate beats it by a margin that
shrinks as samples accumulate.

Candidates: buy or decline; roll or pay the fine in Prison / Price War; after the roll, the normal bot's
choice, ending the turn, its best building, redemption and trade; when raising money, the three cheapest
ways. Trivial decisions (one option, the roll of a free player, income tax, drafting an offer) take the
normal bot's choice at once.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from ponzi_desktop.bots.anti_monopoly.memory import Memory
from ponzi_desktop.bots.anti_monopoly.model import (
    B,
    Table,
    danger,
    held_in_city,
    holdings_value,
    owned_by,
    rent_now,
    worth,
)
from ponzi_desktop.bots.anti_monopoly.normal import (
    COMPETITOR_BUILD_FOR_SALE,
    COMPETITOR_BUILD_PAYBACK,
    COMPETITOR_BUILD_RESERVE,
    NormalPolicy,
    build_gain,
    normal_policy,
    raise_loss,
    rounds_to_end,
)
from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget, Clock
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.bots.paired import PairedSearchBot, start_playout
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.board import MONOPOLIST
from ponzi_desktop.engine.anti_monopoly.determinize import Sampler
from ponzi_desktop.engine.core import Action

HORIZON_TURNS = 6  # turns (of any player) played out after the candidate
MAX_STEPS = 300  # decisions per playout, whatever happens
CONFIDENCE = 1.0  # standard errors a candidate must beat the normal bot's choice by
DEFAULT_ITERATIONS = 64  # playouts when given no budget at all
BUY_RESERVE = 0.0  # the hard bot buys whatever it can pay for (measured better than the normal bot's caution)
ACCEPT_MARGIN = 100.0  # an offer must gain it this much more than the proposer (a fair split only helps them)
SEARCHED = ("buy", "turn", "raise")  # decisions it searches; the others take its policy's choice (a search
# of offers and of the turn's management at 100 ms measured weaker than the policy alone: 25% vs 33%)
# Building by role: a Competitor builds as the normal bot's does (where a house repays itself before the round
# limit, once the Treasury has little left to sell; hard vs 3 normal, 200 games, seed 2, 100 ms: 0.270, as
# Competitor 0.180, vs 0.260 and 0.170 never building: within chance); a Monopolist keeps twice the normal
# bot's reserve (buildings sold back to pay a rent lose half their cost). A Competitor stops spending 40 rounds before a round limit (the
# normal bot: 24) and from then on sells deeds for cash (`finish.endgame_sale`): at the limit a
# Competitor's deed counts only its rent, a tenth of its price. Its policy alone vs 3 normal bots, 400 games,
# seed 2, as Competitor: 16 rounds 0.065, 24 rounds 0.130, 40 rounds 0.175, 60 rounds 0.140, 90 rounds 0.100
# (as Monopolist 0.460 throughout); selling no deeds at all (knob `sell`): 0.055.
COMPETITOR_THRIFT_ROUNDS = 40
BY_ROLE = ({"build_reserve": COMPETITOR_BUILD_RESERVE, "build_payback": COMPETITOR_BUILD_PAYBACK,
            "build_for_sale": COMPETITOR_BUILD_FOR_SALE, "thrift_rounds": COMPETITOR_THRIFT_ROUNDS},
           {"build_reserve": 2.0})
SHARPNESS = 3  # value "worth": worth**SHARPNESS over everybody's: standing out counts, not just growing
ODDS_ROUNDS = 200  # the game's progress in the odds' features: 1 - rounds to the end / this, at least 0
# The chances a stopped playout is scored by (value "odds"): fitted by benchmarks/fit_odds_anti_monopoly.py
# (--games 800 --seed 10000, penalty 1) on four normal bots' games, Competitor's weights then Monopolist's: the 6
# features, the same times the progress, then 1 and the progress. Held-out log loss of the winner: these
# odds 0.453, worth shares (`worth_share`, value "worth") 0.685, even chances 1.180; over rounds 150-200
# 0.225 against 0.519.
ODDS_WEIGHTS = (
    (2.2427, 2.5268, 0.2175, -0.2228, -0.4873, 0.0, 0.6126, -0.3552, 0.0396, -0.2889, 0.1204, 0.0, -0.4205, -1.7293),
    (1.691, 1.3658, 0.4904, -0.1499, 0.1327, -0.4882, -1.3165, -1.3175, -0.2923, 1.1311, -0.0228, 0.7352, 0.4205,
     1.7293),
)
VALUE = "odds"  # the value of a stopped playout: "odds" (`win_odds`) or "worth" (`worth_share`)


class HardBot(PairedSearchBot):
    level = "hard"

    def __init__(self, budget: Budget = DEFAULT_HARD_BUDGET, horizon: int = HORIZON_TURNS,
                 confidence: float = CONFIDENCE, phases: tuple[str, ...] = SEARCHED, value: str = VALUE,
                 **knobs: Any) -> None:
        self.phases = phases
        self.value = win_odds if value == "odds" else worth_share
        self.budget = budget
        self.horizon = horizon
        self.confidence = confidence
        # its own moves: the normal bot, buying harder and refusing trades that do not clearly favour it
        self.policy = NormalPolicy(**{"buy_reserve": BUY_RESERVE, "accept_margin": ACCEPT_MARGIN,
                                      "by_role": BY_ROLE, **knobs})
        self.others = normal_policy()  # how it expects the others to play
        self.memory = Memory()  # its own offers and mortgages in this game (its playouts use none)
        self.last_search: dict[str, Any] = {}

    def choose(self, view: Any, rng: random.Random, budget: Budget | None = None) -> Action:
        t = Table.from_view(view)
        self.memory.see(view)
        action = self._choose(view, t, rng, budget)
        self.memory.note(t, view.seat, action)
        return action

    def _choose(self, view: Any, t: Table, rng: random.Random, budget: Budget | None) -> Action:
        started = time.perf_counter()
        choices = choices_of(view)
        self.last_search = {"iterations": 0, "candidates": 1}
        if (move := forced(choices)) is not None:
            return move
        me = view.seat
        default = self.policy.act(t, me, choices, memory=self.memory)
        if view.phase not in self.phases or (view.phase != "raise" and self.policy.in_endgame(t)):
            return default  # the last rounds are scored by a rule the playouts' value does not know
        candidates = self.candidates(t, me, choices, default)
        if len(candidates) == 1:
            return default
        budget = (budget or self.budget).or_else(self.budget)
        if budget.unlimited:
            budget = Budget(iterations=DEFAULT_ITERATIONS)
        return self._search(me, Sampler(view), candidates, Clock(budget, started), rng)

    def candidates(self, t: Table, me: int, choices: Any, default: Action) -> list[Action]:
        phase = t.phase
        out = [default]
        if phase == "buy":
            out += [c.action for c in choices]
        elif phase == "turn" and t.jail[me]:
            out += [c.action for c in choices if c.action in (act.ROLL, act.PAY_FINE)]
        elif phase == "after":
            out.append(act.END)
            builds = [c.action for c in choices if type(c.action) is act.Build]
            if builds:
                out.append(max(builds, key=lambda a: (build_gain(t, me, a.square), -a.square)))
            redeem = self.policy.redemption(t, me, choices)  # only one its policy would make
            if redeem is not None:
                out.append(redeem)
            if any(type(c.action) is act.StartTrade for c in choices):
                plan = self.policy.plan(t, me)
                if plan is not None:
                    out.append(act.StartTrade(plan[0]))
        elif phase == "raise":
            ranked = sorted((c.action for c in choices), key=lambda a: (raise_loss(t, me, a), a.to_text()))
            out += ranked[:3]
        elif phase == "answer":
            out += [act.ACCEPT, act.REJECT]
        unique: list[Action] = []
        for a in out:
            if a not in unique:
                unique.append(a)
        return unique

    def _playout(self, sample: Any, action: Action, me: int, seed: int) -> float:
        state = start_playout(sample, action, seed)
        mine, others = self.policy.act, self.others.act
        turns = 0
        last = state.cur
        steps = 0
        while state.result is None and steps < MAX_STEPS:
            if state.cur != last:
                turns += 1
                last = state.cur
                if turns >= self.horizon:
                    break
            p = state.actor
            policy = mine if p == me else others
            state.apply(policy(Table.from_state(state), p, state.legal_choices(), False))
            steps += 1
        result = state.result
        if result is not None:
            return 1.0 / len(result.winners) if me in result.winners else 0.0
        return self.value(Table.from_state(state), me)


def worth_share(t: Table, me: int) -> float:
    """`me`'s share of the players' `worth`, each raised to `SHARPNESS`."""
    values = [worth(t, p) ** SHARPNESS for p in range(t.n)]
    total = sum(values)
    return values[me] / total if total > 0 else 0.0


def odds_features(t: Table, p: int) -> tuple[float, ...]:
    """What the odds weigh for a living player: cash ($1000s), the rent its property earns now (the round
    limit's measure, $100s), its holdings by `holdings_value` ($1000s), what its buildings cost ($1000s), the
    worst rent it faces (`danger`, $100s), the cities it monopolises."""
    mine = owned_by(t, p)
    rents = built = 0
    for sq in mine:
        rents += rent_now(t, sq)
        built += t.level[sq] * B.house[sq]
    cities = 0
    if t.role[p] == MONOPOLIST:
        for c in range(len(B.city_streets)):
            if held_in_city(t.owner, t.mortgaged, p, c) >= 2:
                cities += 1
    return (t.cash[p] / 1000, rents / 100, holdings_value(t, p, mine) / 1000, built / 1000, danger(t, p) / 100,
            cities)


def win_odds(t: Table, me: int) -> float:
    """`me`'s chance to win the game from here, by `ODDS_WEIGHTS`: each living player's score is its role's
    weights times its features (`odds_features`, each also times the game's progress, then 1 and the progress),
    and its chance is its share of the exponentials of the scores (a conditional logit)."""
    if not t.alive[me]:
        return 0.0
    x = max(0.0, 1.0 - rounds_to_end(t) / ODDS_ROUNDS)
    scores = []
    for p in range(t.n):
        if not t.alive[p]:
            continue
        w = ODDS_WEIGHTS[t.role[p]]
        f = odds_features(t, p)
        k = len(f)
        score = w[2 * k] + w[2 * k + 1] * x
        for i in range(k):
            score += (w[i] + w[k + i] * x) * f[i]
        scores.append((score, p))
    top = max(score for score, _ in scores)
    total = mine = 0.0
    for score, p in scores:
        e = math.exp(score - top)
        total += e
        if p == me:
            mine = e
    return mine / total
