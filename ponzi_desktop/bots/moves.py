"""What every bot does first with a decision, and the random move the random bot and the playouts share."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ponzi_desktop.engine.core import Action, Choice


def choices_of(view: Any) -> Sequence[Choice]:
    """The options of the view's decision; ValueError when the bot was asked to act with none."""
    choices = view.choices
    if not choices:
        raise ValueError("the bot was asked to act without a decision to take")
    return choices


def forced(choices: Sequence[Choice]) -> Action | None:
    """The action of a decision with a single option and no parameter (nothing to think about), else None."""
    if len(choices) == 1 and choices[0].param is None:
        return choices[0].action
    return None


def random_move(choices: Sequence[Choice], rng: random.Random) -> Action:
    """Every option equally likely, and a parameter uniform over its range (one or two `rng.random()`)."""
    choice = choices[int(rng.random() * len(choices))]
    if choice.param is None:
        return choice.action
    return choice.with_value(choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))
