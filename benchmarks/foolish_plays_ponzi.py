"""Ponzi Scheme bots' foolish plays: a tile traded back and forth between two players in one trading phase.

Each level plays its own games, every seat that level (`--levels`), 4 players, basic rules, game i dealt
seed + i; the bots decide as in a tournament (one bot per seat for the whole game). The hard bot searches an
iteration budget (`--hard-iterations`) instead of the app's second: the same bot, less search.

Counts, from the game's trade log (every offer is answered, so every offer is one trade):
- repeats: a trade between two players for a tile of an industry when the same two players already traded
  that industry earlier in the same trading phase (a round has one), in either direction;
- buy-backs: the repeats that moved the tile back to the player who had just given it away (the review's
  "Bot 1 buys a Transportation tile from Bot 2, then Bot 2 buys it back"; the bots must make none);
- offers per round, and per player per round (each player makes at most one offer a trading phase).

    PYTHONPATH=. python benchmarks/foolish_plays_ponzi.py --games 100 --seed 1 --jobs 2
    PYTHONPATH=. python benchmarks/foolish_plays_ponzi.py --levels normal --games 50 --show

(`PYTHONPATH=.` puts a worktree's package first; without it a script imports the installed one.)
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots import Budget, make_bot
from ponzi_desktop.engine.core import game_spec

GAME = "ponzi"
LEVELS = ("easy", "normal", "hard")


def play(task: dict[str, Any]) -> Counter:
    types, seed = task["types"], task["seed"]
    spec = game_spec(GAME)
    bots = [make_bot(name, GAME) for name in types]
    budget = Budget(iterations=task["hard_iterations"])
    rngs = [random.Random(f"{seed}:{p}") for p in range(len(types))]
    state = spec.new_game(spec.settings_from(len(types), {}), seed)
    actions = 0
    while not state.is_over and actions < 20_000:
        seat = state.current_player
        bot = bots[seat]
        state.apply(bot.choose(state.view(seat), rngs[seat], budget if bot.level == "hard" else None), seat)
        actions += 1
    count: Counter = Counter()
    last: dict[tuple[int, frozenset, str], int] = {}  # (round, pair, industry) -> who got the tile last
    for rnd, offerer, target, industry, tile_to, *_ in state.trade_log:
        key = (rnd, frozenset((offerer, target)), industry)
        before = last.get(key)
        if before is not None:
            count["repeats"] += 1
            if before != tile_to:
                count["buy-backs"] += 1
                if task["show"]:
                    print(f"  seed {seed}, round {rnd}: {industry} back to player {tile_to} "
                          f"(offer {offerer} -> {target})", flush=True)
        last[key] = tile_to
    count["offers"] += len(state.trade_log)
    count["rounds"] += state.round
    count["players x rounds"] += state.round * len(types)
    count["games"] += 1
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default=",".join(LEVELS), help="a table per level, every seat that level")
    parser.add_argument("--games", type=int, default=100, help="games per level")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--hard-iterations", type=int, default=16, help="the hard bot's playouts per decision")
    parser.add_argument("--show", action="store_true", help="print each buy-back")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    for level in args.levels.split(","):
        tasks = [{"types": [level] * args.players, "seed": args.seed + i, "hard_iterations": args.hard_iterations,
                  "show": args.show} for i in range(args.games)]
        if args.jobs <= 1:
            results = [play(task) for task in tasks]
        else:
            with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
                results = list(pool.map(play, tasks, chunksize=1))
        total: Counter = Counter({"repeats": 0, "buy-backs": 0})
        for r in results:
            total.update(r)
        print(f"{level}: {len(tasks)} games, seeds {args.seed}..{args.seed + len(tasks) - 1}, "
              f"{total['rounds']} rounds", flush=True)
        print(f"  same pair, same industry, same trading phase: {total['repeats']} trades, "
              f"{total['buy-backs']} of them buy-backs", flush=True)
        print(f"  offers per round: {total['offers'] / total['rounds']:.3f}; per player per round: "
              f"{total['offers'] / total['players x rounds']:.3f}", flush=True)


if __name__ == "__main__":
    main()
