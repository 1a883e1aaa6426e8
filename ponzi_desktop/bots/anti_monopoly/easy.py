"""The easy Anti-Monopoly bot: the random bot, made a little sensible.

It picks at random, except that it:
- never spends (buy, build, redeem, pay the fine) below a small cushion of cash when it need not, and buys a
  deed it can easily afford (the normal bot's reserve left after it) `EASY_BUY` of the time, others above the
  cushion `BUY` of the time (a tester read a bot declining cheap streets with $1,500 in hand as broken);
- pays the cheaper income tax;
- ends its turn or rolls half the time instead of dithering with the Treasury, and trades rarely;
- never accepts an offer that only takes from it (properties or cash out, nothing in);
- when raising money, mortgages before it sells buildings (selling loses half their cost);
- mortgages and sells buildings back only to raise money it owes (so never a deed it bought, nor a building it
  built, in the same turn but for a debt), and redeems a mortgage only with
  `REDEEM_CUSHION` left, and neither in the turn it mortgaged a deed nor for a few rounds after a debt made it
  mortgage that one (`Memory`; else it would mortgage and redeem over and over, a tenth lost each time).
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.anti_monopoly.memory import Memory
from ponzi_desktop.bots.anti_monopoly.model import Table, income_tax_percent, reserve
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.core import Action

CUSHION = 50
REDEEM_CUSHION = 250
BUY = 0.7  # how often it buys a deed it can pay for keeping `CUSHION`
EASY_BUY = 0.9  # ... and one it can easily afford (keeping `model.reserve`)
B = board()


def _cost(action: Action, t: Table, me: int) -> int:
    tp = type(action)
    if tp is act.Buy:
        return B.price[t.pos[me]]
    if tp is act.Build:
        return B.house[action.square]
    if tp is act.Redeem:
        return B.redeem[action.square] + REDEEM_CUSHION - CUSHION
    if tp is act.PayFine:
        return B.fine
    return 0


class EasyBot:
    level = "easy"

    def __init__(self) -> None:
        self.memory = Memory()  # its own mortgages (and offers) in this game: no redemption right after one

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        t = Table.from_view(view)
        self.memory.see(view)
        action = self._choose(view, t, rng)
        self.memory.note(t, view.seat, action)
        return action

    def _choose(self, view: Any, t: Table, rng: random.Random) -> Action:
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            return move
        me = view.seat
        phase = view.phase
        if phase == "tax":
            return act.TAX_PERCENT if income_tax_percent(t, me) < B.income_tax_flat else act.TAX_FLAT
        if phase == "answer":
            _, _, give, ask, cash = view.offer
            if not give and cash <= 0:
                return act.REJECT
            return act.ACCEPT if rng.random() < 0.5 else act.REJECT
        if phase == "raise":
            mortgages = [c.action for c in choices if type(c.action) is act.Mortgage]
            pool = mortgages or [c.action for c in choices]
            return pool[int(rng.random() * len(pool))]
        if phase == "trade":
            plain = [c for c in choices if c.param is None and c.action is not act.CANCEL]
            propose = [c for c in choices if c.param is not None]
            if propose and (rng.random() < 0.5 or not plain):
                c = propose[0]
                return c.with_value(c.lo + int(rng.random() * (c.hi - c.lo + 1)))
            if plain and rng.random() < 0.7:
                return plain[int(rng.random() * len(plain))].action
            return act.CANCEL
        cash = view.cash[me]
        churn = self.memory.mortgaged_this_round(t)
        safe = [c.action for c in choices if c.param is None and cash - _cost(c.action, t, me) >= CUSHION
                and type(c.action) not in (act.Mortgage, act.SellBuilding)
                and not (type(c.action) is act.Redeem and (churn or self.memory.just_mortgaged(t, c.action.square)))
                and not (type(c.action) is act.StartTrade and rng.random() < 0.8)]
        if phase in ("turn", "after", "final"):
            default = choices[0].action  # roll / end / done
            if rng.random() < 0.5 or not safe:
                return default
            return safe[int(rng.random() * len(safe))]
        if phase == "buy":
            chance = EASY_BUY if cash - B.price[t.pos[me]] >= reserve(t, me) else BUY
            return act.BUY if act.BUY in safe and rng.random() < chance else act.DECLINE
        pool = safe or [c.action for c in choices if c.param is None]
        return pool[int(rng.random() * len(pool))]
