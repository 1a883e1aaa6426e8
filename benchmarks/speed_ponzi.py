"""Random-bot Ponzi Scheme games per second on one core, through the full protocol (views, guards, events).

    python benchmarks/speed_ponzi.py [--players 4] [--games 2000] [--repeat 5]

Plays the same seeded games `--repeat` times and reports the best run (the least disturbed by the
machine), as `simulate` plays them: every decision goes through `state.view(seat)` and `state.apply`.
The target (issue 2) is 3x the ~870 games/s of the other public implementation: at least 2610.
"""

from __future__ import annotations

import argparse
import json
import time

from ponzi_desktop.bots import make_bot
from ponzi_desktop.cli import game_seeds, play_one
from ponzi_desktop.engine.core import game_spec


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--variant", default="basic")
    args = parser.parse_args()
    spec = game_spec("ponzi")
    settings = spec.settings_from(args.players, {"variant": args.variant})
    bots = [make_bot("random", "ponzi")] * args.players
    seeds = game_seeds(1, args.games)
    runs = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        actions = sum(play_one(spec, settings, seed, bots)["actions"] for seed in seeds)
        runs.append(time.perf_counter() - start)
    best = min(runs)
    print(json.dumps({
        "benchmark": "ponzi_random_games_per_s", "players": args.players, "variant": args.variant,
        "games": args.games, "best_s": round(best, 4), "games_per_s": round(args.games / best, 1),
        "actions_per_s": round(actions / best, 1), "all_runs_s": [round(r, 4) for r in runs],
        "target_games_per_s": 2610,
    }))


if __name__ == "__main__":
    main()
