"""Random Anti-Monopoly games per second on one core, in the two ways the program plays them.

    python benchmarks/speed_anti_monopoly.py [--players 4] [--games 300] [--repeat 3] [--set KEY=VALUE]

- `playout`: the random policy on the full state (`bots.playout.random_playout`), as search bots play
  out their sampled states.
- `simulate`: as `ponzi-desktop simulate` plays, a random bot per seat deciding from `state.view(seat)`,
  so every decision also builds that seat's view.
Games run to their end: a bankruptcy ending (Game A by default) or the round limit (200 by default).
The target is at least 50 random 4-player games per second. Each mode plays the same seeded games
`--repeat` times; the best run (least disturbed) is reported, in wall time and in process CPU time (the
latter is steadier on a shared machine).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.playout import random_playout
from ponzi_desktop.cli import game_seeds, play_one
from ponzi_desktop.engine.core import game_spec, parse_settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--set", action="append", metavar="KEY=VALUE", help="a game setting (repeatable)")
    args = parser.parse_args()
    spec = game_spec("anti_monopoly")
    settings = spec.settings_from(args.players, parse_settings(args.set or []))
    bots = [make_bot("random", "anti_monopoly")] * args.players
    seeds = game_seeds(1, args.games)
    ends: Counter[str] = Counter()
    rounds = [0]

    def playout() -> int:
        ends.clear()
        rounds[0] = 0
        total = 0
        for seed in seeds:
            state = spec.new_game(settings, seed)
            total += random_playout(state, random.Random(seed))
            ends[state.outcome.reason] += 1
            rounds[0] += state.round
        return total

    def simulate() -> int:
        return sum(play_one(spec, settings, seed, bots)["actions"] for seed in seeds)

    report = {"benchmark": "anti_monopoly_random_games_per_s", "players": args.players,
              "settings": settings.model_dump(mode="json"), "games": args.games, "target_games_per_s": 50}
    for name, run in (("playout", playout), ("simulate", simulate)):
        walls, cpus = [], []
        for _ in range(args.repeat):
            wall, cpu = time.perf_counter(), time.process_time()
            actions = run()
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        report[name] = {"games_per_s": round(args.games / min(walls), 1),
                        "games_per_cpu_s": round(args.games / min(cpus), 1),
                        "actions_per_s": round(actions / min(walls), 1),
                        "mean_actions": round(actions / args.games, 1), "runs_s": [round(t, 3) for t in walls]}
    report["ends"] = dict(ends)
    report["mean_rounds"] = round(rounds[0] / args.games, 1)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
