"""Milliseconds per iteration of the hard Ponzi bot's search, on the same decisions every run (run by hand).

The decisions are those of seeded games between normal bots (every third one with a choice); the hard bot
decides each with an iteration budget, so two versions of the code do the same work and the time per
iteration compares their playout speed. `--priced 0` leaves out the priced offers (whose pricing is done
outside the iterations), for comparing with versions that had none.

    python benchmarks/hard_iteration_ponzi.py [--games 3] [--iterations 100] [--priced 0] [--repeat 3]
"""

from __future__ import annotations

import argparse
import random
import time

from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.bots.ponzi import HardBot, NormalBot
from ponzi_desktop.engine.ponzi import PonziSettings, new_game


def decisions(games: int) -> list:
    normal = NormalBot()
    views = []
    for g in range(games):
        state = new_game(PonziSettings(players=4), 500 + g)
        rngs = [random.Random(p) for p in range(4)]
        while not state.is_over:
            seat = state.current_player
            view = state.view(seat)
            if len(view.choices) > 1:
                views.append(view)
            state.apply(normal.choose(view, rngs[seat]), seat)
    return views[::3]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--priced", type=int, default=None, help="offers priced (default: the bot's own)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    views = decisions(args.games)
    bot = HardBot() if args.priced is None else HardBot(priced=args.priced)
    best = None
    for _ in range(args.repeat):
        started = time.process_time()
        iterations = 0
        for view in views:
            bot.choose(view, random.Random(1), Budget(iterations=args.iterations))
            iterations += bot.last_search.get("iterations", 0)
        ms = 1000 * (time.process_time() - started) / iterations
        best = ms if best is None else min(best, ms)
    print(f"{len(views)} decisions, {args.iterations} iterations each: {best:.3f} ms per iteration (best of {args.repeat})")


if __name__ == "__main__":
    main()
