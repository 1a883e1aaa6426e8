"""The random Anti-Monopoly bot: every option equally likely, except taking back in a turn what it did that turn.

The plain random bot (`bots.random_bot`) mortgaged a deed and paid it off again in one turn, over and over: a
tenth of the mortgage lost each time, and on the table a bot that looks broken (a play-test saw "Carol
mortgaged Chestnut St." and then paid it off, in the app, whose `play` command seats random bots by default).
This one leaves out of its draw a redemption of a deed it mortgaged this turn and a mortgage of one it
redeemed this turn (`memory.Memory.undoes`), unless a debt forces the mortgage; otherwise it draws as the
plain random bot does, from the same stream, so that its games are the plain bot's until it would have
taken a dealing back.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.anti_monopoly.memory import Memory
from ponzi_desktop.bots.anti_monopoly.model import Table
from ponzi_desktop.bots.moves import choices_of
from ponzi_desktop.engine.core import Action


class RandomBot:
    level = "random"

    def __init__(self) -> None:
        self.memory = Memory()  # its own mortgages and redemptions in this game

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        t = Table.from_view(view)
        self.memory.see(view)
        if view.phase != "raise":  # raising money owed, any mortgage goes
            kept = [c for c in choices if not self.memory.undoes(t, c.action)]
            choices = kept or choices
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(
            choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))
        self.memory.note(t, view.seat, action)
        return action
