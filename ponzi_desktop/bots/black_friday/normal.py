"""The normal Black Friday bot: a heuristic from how good players play, ranking its options in a few ms.

What it weighs (all from its view, through `forecast.Forecast`):
- gold: a bar bought at $g is worth $100 at the end for sure (the game ends when gold reaches $100), so
  early gold is the safest big profit; the share it puts on the gold track goes where it helps its holdings.
- shares: a colour is worth its expected price after the next price changes, which depend on how many of
  that colour the bag is likely to hold (the hidden pool: not on the table, not behind its own screen).
  It buys colours expected to rise, taking a colour's last market share or the 3rd on a track to push it up.
- selling: colours expected to fall are sold before the fall; the freed cash buys gold.
- placements and removals: a share on a track is a colour it holds (it rises on the 3rd and feeds the bag);
  a share off the sale row is a colour it does not hold (it drops at once, hurting the others).
- the bonus tile: the free move when it is worth enough; the extra share or bar when the plan wants it.
Every option gets a score in dollars of expected wealth; `ranked` returns them best first (the hard bot
searches the top few), `choose` the best. Ties break in the options' order: the choice is deterministic.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.black_friday.forecast import Forecast, placement_effect
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.core import Action

GOLD_WEIGHT = 0.8  # a bar's sure profit, discounted for the cash it ties up
CARRY = 0.15  # what a dollar of cash is worth beyond itself while gold is cheap (scaled by gold's profit)
FREE_MOVE_MIN = 6.0  # dollars a free bonus move must gain to be spent
EXTRA_MIN = 4.0  # dollars the tile's extra share must gain
STEPS = 2  # price changes the forecast looks ahead


class Plan:
    """What one view makes of the table: forecasts, the seat's holdings and the worth of each colour."""

    __slots__ = ("view", "t", "f", "cash", "held", "gain", "carry", "gold", "others")

    def __init__(self, view: Any, near: float = 0.5, carry: float | None = None, steps: int = STEPS) -> None:
        t = self.t = tables()
        self.view = view
        self.f = f = Forecast(view, steps)
        me = view.holders[view.seat]
        self.cash = me.cash
        self.held = me.shares
        self.gold = view.gold_price
        # a dollar kept is worth more while gold is cheap (it will become gold)
        self.carry = (CARRY if carry is None else carry) * max(0.0, 100.0 / self.gold - 1.0)
        self.gain = [f.value(c, near) - view.prices[c] for c in range(t.k)]
        hidden = sum(1 for h in view.holders if h.shares is None)
        total = max(1, sum(f.pool))
        out_of_bag = max(0, sum(f.pool) - (view.bag_size - view.bag_black))
        self.others = [f.pool[c] * out_of_bag / total / max(1, hidden) for c in range(t.k)]

    def share_score(self, c: int) -> float:
        """Buying one share of `c`: its expected gain, less what the cash would have earned."""
        return self.gain[c] - self.carry * self.view.prices[c]

    def sell_score(self, c: int) -> float:
        return -self.gain[c] + self.carry * self.view.prices[c]

    def place_score(self, c: int, track: str) -> float:
        """A market share of `c` onto a track: the rise it makes now on the seat's shares, and the bag."""
        held = self.held[c]
        return held * placement_effect(self.view, c, track) + 0.3 * held - 0.1 * self.others[c]

    def take_score(self, c: int) -> float:
        """A share of `c` off the sale row: it drops one space at once (good when others hold it)."""
        t = self.t
        r, col = self.view.cells[c]
        drop = self.view.prices[c] - t.left[r * t.cols + col][4]
        return drop * (0.5 * self.others[c] - self.held[c]) - 0.2 * self.gain[c]


class NormalBot:
    level = "normal"

    def __init__(self, gold_weight: float = GOLD_WEIGHT, near: float = 0.5, carry: float | None = None,
                 steps: int = STEPS) -> None:
        self.gold_weight = gold_weight
        self.steps = steps
        self.near = near
        self.carry = carry

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            return move
        return self.ranked(view)[0][1]

    def ranked(self, view: Any) -> list[tuple[float, Action]]:
        """Every option (a bar count filled in for gold) with its score, best first (stable)."""
        plan = Plan(view, self.near, self.carry, self.steps)
        scored = [(self._score(plan, view, action), i, action)
                  for i, (choice, action) in enumerate(self._options(view))]
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [(s, a) for s, _, a in scored]

    @staticmethod
    def _options(view: Any) -> list[tuple[Any, Action]]:
        out = []
        for choice in view.choices:
            if choice.param is None:
                out.append((choice, choice.action))
            else:
                out.append((choice, choice.with_value(choice.hi)))
                if choice.hi > 0 and choice.hi > view.gold_limit:
                    out.append((choice, choice.with_value(min(view.gold_limit, choice.hi))))
        return out

    def _score(self, plan: Plan, view: Any, action: Action) -> float:
        return _score_action(self, plan, view, action)


def _score_action(bot: NormalBot, plan: Plan, view: Any, action: Action) -> float:
    t = plan.t
    kind = type(action)
    phase = view.phase
    limit = view.share_limit
    ci = t.colour_index
    if kind is BuyGold:
        bars = action.bars
        value = bars * (100 - view.gold_price) * bot.gold_weight - bars * view.gold_price * plan.carry
        if bars > view.gold_limit:
            value -= EXTRA_MIN
        colour = -1 if action.colour is None else ci[action.colour]
        return value + (0.0 if colour < 0 else plan.place_score(colour, "gold"))
    if kind is Buy:
        c = ci[action.colour]
        score = plan.share_score(c) + placement_effect(view, c) * (plan.held[c] + 1) * 0.5 * (view.market[c] == 1)
        if phase == "action":
            # the whole purchase: this share and the next best ones up to the limit
            rest = sorted((plan.share_score(x) for x in range(t.k) if view.market[x] and x != c), reverse=True)
            score += sum(s for s in rest[:limit - 1] if s > 0)
            return score
        if view.action_count >= limit:
            score -= EXTRA_MIN
        return score
    if kind is Sell:
        c = ci[action.colour]
        score = plan.sell_score(c)
        if phase == "action":
            rest = sorted((plan.sell_score(x) for x in range(t.k) if plan.held[x] and x != c), reverse=True)
            score += sum(s for s in rest[:limit - 1] if s > 0)
            return score
        if view.action_count >= limit:
            score -= EXTRA_MIN
        return score
    if kind is Place:
        c = ci[action.colour]
        return plan.place_score(c, "purchase") - (0.5 if phase == "action" else 0.0)
    if kind is Take:
        if action.colour is None:
            return 0.0
        return plan.take_score(ci[action.colour]) - (0.5 if phase == "action" else 0.0)
    if kind is FreeMove:
        c = ci[action.colour]
        if action.move == "take":
            gain = plan.take_score(c)
        else:
            gain = plan.place_score(c, "purchase" if action.move == "place" else "gold")
        late = view.gold_price >= 80
        return gain - (0.0 if late else FREE_MOVE_MIN) - (100.0 if phase == "action" else 0.0)
    if kind is EndTurn:
        return 0.0
    return -1000.0


__all__ = ["NormalBot", "Plan"]
