"""Random Black Friday games per second on one core, in the two ways the program plays them.

    python benchmarks/speed_black_friday.py [--players 4] [--games 1000] [--repeat 5] [--mibs true|false]

- `playout`: the random policy on the full state (`bots.playout.random_playout`), as search bots play
  out their sampled states. This is the figure the target is about: at least 300 random
  4-player games per second on one core.
- `simulate`: as `ponzi-desktop simulate` plays, a random bot per seat deciding from `state.view(seat)`,
  so every decision also builds that seat's view.
Each mode plays the same seeded games `--repeat` times; the best run (least disturbed) is reported, both
as CPU time of this process (`games_per_s`: one core, whatever else the machine is doing) and as wall
time (`wall_games_per_s`: lower on a busy machine).
"""

from __future__ import annotations

import argparse
import json
import random
import time

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.playout import random_playout
from ponzi_desktop.cli import game_seeds, play_one
from ponzi_desktop.engine.core import game_spec

GAME = "black_friday"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mibs", choices=("true", "false"), default=None,
                        help="with or without the automated broker (default: the rules' default)")
    args = parser.parse_args()
    spec = game_spec(GAME)
    values = {} if args.mibs is None else {"mibs": args.mibs == "true"}
    settings = spec.settings_from(args.players, values)
    bots = [make_bot("random", GAME)] * args.players
    seeds = game_seeds(1, args.games)

    def playout() -> int:
        return sum(random_playout(spec.new_game(settings, seed), random.Random(seed)) for seed in seeds)

    def simulate() -> int:
        return sum(play_one(spec, settings, seed, bots)["actions"] for seed in seeds)

    report = {"benchmark": f"{GAME}_random_games_per_s", "players": args.players,
              "mibs": settings.with_broker, "games": args.games, "target_games_per_s": 300}
    for name, run in (("playout", playout), ("simulate", simulate)):
        cpu, wall = [], []
        for _ in range(args.repeat):
            start_cpu, start_wall = time.process_time(), time.perf_counter()
            actions = run()
            cpu.append(time.process_time() - start_cpu)
            wall.append(time.perf_counter() - start_wall)
        best = min(cpu)
        report[name] = {"games_per_s": round(args.games / best, 1), "actions_per_s": round(actions / best, 1),
                        "wall_games_per_s": round(args.games / min(wall), 1),
                        "mean_actions": round(actions / args.games, 1), "cpu_runs_s": [round(t, 3) for t in cpu]}
    print(json.dumps(report))


if __name__ == "__main__":
    main()
