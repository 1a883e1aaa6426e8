"""The random bot: every legal option equally likely, a numeric parameter uniform over its range."""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.moves import choices_of, random_move
from ponzi_desktop.engine.core import Action


class RandomBot:
    """Picks uniformly among the options of its view's decision.

    Passing is one option among the others; an offer's amount is uniform from 0 to the bot's cash; an
    answer it can afford is sell or counter with equal chance (both are options, otherwise only sell is).
    """

    level = "random"

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        return random_move(choices_of(view), rng)
