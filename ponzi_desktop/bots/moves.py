"""What every bot does first with a decision, and the random move the random bot and the playouts share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ponzi_desktop.engine.core import Action, Choice, random_move

__all__ = ["choices_of", "forced", "random_move"]  # random_move: the engine's random policy, shared with it


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
