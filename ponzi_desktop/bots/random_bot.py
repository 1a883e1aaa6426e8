"""The random bot: every legal option equally likely, a numeric parameter uniform over its range."""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.moves import choices_of
from ponzi_desktop.engine.core import Action


class RandomBot:
    """Picks uniformly among the options of its view's decision.

    Passing is one option among the others; an offer's amount is uniform from 0 to the bot's cash; an
    answer it can afford is sell or counter with equal chance (both are options, otherwise only sell is).
    """

    level = "random"

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = view.choices
        if not choices:
            choices_of(view)  # raises the bots' error
        # random_move, written out: the random bot is simulate's and the tests' hottest caller
        choice = choices[int(rng.random() * len(choices))]
        if choice.param is None:
            return choice.action
        return choice.with_value(choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))
