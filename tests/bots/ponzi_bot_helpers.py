"""Positions for the Ponzi bot tests: states part-way into seeded games, and a way to play bots on them.

Named `ponzi_bot_helpers` (not `helpers`): the test folders have no `__init__.py`, so pytest puts each on
`sys.path` and two folders' `helpers` modules would shadow each other.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ponzi_desktop.bots import Budget, make_bot
from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.ponzi import PonziSettings, PonziState, new_game

#: small enough for tests, big enough that the hard bot really searches
SEARCH = Budget(iterations=12)
VARIANTS = [(players, variant) for players in (3, 4, 5) for variant in ("basic", "advanced")]


def game(players: int = 4, seed: int = 1, **settings: object) -> PonziState:
    return new_game(PonziSettings(players=players, **settings), seed)


def positions(players: int, variant: str, seeds: range, every: int = 1) -> Iterator[PonziState]:
    """Every `every`-th decision of seeded games between easy bots (clones: change them freely)."""
    easy = make_bot("easy", "ponzi")
    for seed in seeds:
        state = game(players, seed, variant=variant)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            if step % every == 0:
                yield state.clone()
            seat = state.current_player
            state.apply(easy.choose(state.view(seat), rng), seat)
            step += 1


def midgame(seed: int = 3, players: int = 4, actions: int = 40, variant: str = "basic") -> PonziState:
    """A state some way into a game of random bots that still runs, with trades on record."""
    for s in range(seed, seed + 200):
        state = game(players, s, variant=variant)
        rng = random.Random(s)
        bot = RandomBot()
        for _ in range(actions):
            if state.is_over:
                break
            state.apply(bot.choose(state.view(state.current_player), rng))
        if not state.is_over and len(state.trades) >= 2:
            return state
    raise AssertionError("no seed gave a running game with trades")  # pragma: no cover
