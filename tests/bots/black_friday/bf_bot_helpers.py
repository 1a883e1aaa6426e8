"""Positions for the Black Friday bot tests: games of 2-5 players, with and without the broker, played on.

Named `bf_bot_helpers` (not `helpers`): the test folders have no `__init__.py`, so every folder is on
`sys.path` and two modules of the same name would shadow each other.
"""

from __future__ import annotations

import random

from ponzi_desktop.bots.black_friday import EasyBot
from ponzi_desktop.engine.black_friday import BlackFridaySettings, BlackFridayState, new_game

#: (players, mibs): every table the rules allow
TABLES = [(2, None), (3, False), (3, True), (4, False), (4, True), (5, None)]


def game(players: int, mibs: bool | None, seed: int) -> BlackFridayState:
    return new_game(BlackFridaySettings(players=players, mibs=mibs), seed)


def positions(count: int, seed: int = 0) -> list[BlackFridayState]:
    """`count` unfinished positions: every table, played on by easy bots for a random number of steps."""
    rng = random.Random(seed)
    bot = EasyBot()
    out: list[BlackFridayState] = []
    i = 0
    while len(out) < count:
        players, mibs = TABLES[i % len(TABLES)]
        i += 1
        state = game(players, mibs, rng.randrange(10**6))
        for _ in range(rng.randrange(120)):
            if state.result is not None:
                break
            p = state.current_player
            state.apply(bot.choose(state.view(p), rng), p)
        if state.result is None:
            out.append(state)
    return out
