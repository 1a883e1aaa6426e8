"""The random Anti-Monopoly bot: random among sensible options, never taking back in a turn what it did that turn.

The plain random bot (`bots.random_bot`) mortgaged a deed and paid it off again in one turn, over and over: a
tenth of the mortgage lost each time, and on the table a bot that looks broken (a play-test saw "Carol
mortgaged Chestnut St." and then paid it off). A tester watching this level (the New Game dialog offers it)
also saw it build a house and sell a building back in the same turn again and again (full price in, half
back), buy Electric Company and mortgage it at once with $1,500 and no debt, and decline cheap streets with
$1,500 in hand, and read it as broken. So this one leaves out of its draw whatever takes back a dealing of
this turn (`memory.Memory.undoes`: a redemption of a deed it mortgaged, a mortgage of one it redeemed or
bought, a sale of a building in a turn it built, a building in a turn it sold one back), unless a debt forces
it; and it buys a deed it can easily afford (the normal bot's reserve left after it) `BUY_CHANCE` of the time.
Otherwise it draws as the plain random bot does, from the same stream.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.anti_monopoly.memory import Memory
from ponzi_desktop.bots.anti_monopoly.model import B, Table, reserve
from ponzi_desktop.bots.moves import choices_of
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.core import Action

BUY_CHANCE = 0.8  # how often it buys a deed it can easily afford (more often than not: declining looks broken)


class RandomBot:
    level = "random"

    def __init__(self) -> None:
        self.memory = Memory()  # its own dealings with the Treasury in this game

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        t = Table.from_view(view)
        self.memory.see(view)
        me = view.seat
        if view.phase == "buy" and any(c.action == act.BUY for c in choices) and \
                t.cash[me] - B.price[t.pos[me]] >= reserve(t, me):
            action = act.BUY if rng.random() < BUY_CHANCE else act.DECLINE
            self.memory.note(t, me, action)
            return action
        if view.phase != "raise":  # raising money owed, any mortgage or sale goes
            kept = [c for c in choices if not self.memory.undoes(t, c.action)]
            choices = kept or choices
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(
            choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))
        self.memory.note(t, me, action)
        return action
