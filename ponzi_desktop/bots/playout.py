"""Random playouts on a full state: what search bots run on their sampled (determinized) states; and the
loop of a game played by bots through their views.

The policy is the random bot's (every option equally likely, a numeric parameter uniform over its
range), applied to `state.legal_choices()` directly: a search bot owns the sampled state it plays out, so
it needs no views for it. Bots never get the true state; they call this on states they sampled.
"""

from __future__ import annotations

import random
from typing import Any


def play_with_bots(state: Any, bots: Any, rng: random.Random) -> int:
    """Play `state` to its end with one bot per seat, each seeing only its seat's view (`simulate`'s loop,
    here to be compiled with the engine). Returns the number of actions."""
    actions = 0
    choose = [bot.choose for bot in bots]
    while state.result is None:  # `is_over` and `current_player`, read as the attributes they stand for
        seat = state.actor
        state.apply(choose[seat](state.view(seat), rng))
        actions += 1
    return actions


def random_playout(state: Any, rng: random.Random, max_actions: int = 1_000_000) -> int:
    """Play `state` to its end with the random policy, in place. Returns the number of actions."""
    actions = 0
    legal = state.legal_choices
    apply = state.apply_chosen  # the actions come from legal_choices() just now: no check to repeat
    rand = rng.random
    while state.result is None and actions < max_actions:
        choices = legal()
        choice = choices[int(rand() * len(choices))]
        if choice.param is None:
            apply(choice.action)
        else:
            apply(choice.with_value(choice.lo + int(rand() * (choice.hi - choice.lo + 1))))
        actions += 1
    return actions
