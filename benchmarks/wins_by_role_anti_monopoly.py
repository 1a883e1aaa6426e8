"""Anti-Monopoly tournament with win shares by seat type and role: the tournament's games, split by role.

`ponzi-desktop tournament` reports each seat type's win share over all its seats; in Anti-Monopoly a seat
is a Competitor or a Monopolist, drawn from the deal's seed. This plays the very games the tournament
command plays (same deals, same seat rotation, same bots' random streams, `bots.tournament.play_game`) and
splits each seat type's wins by role (a shared win counts as a fraction), with 95% Wilson intervals:

    python benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 400 --seed 2 \
        --jobs 2 --budget-ms 100
    python benchmarks/wins_by_role_anti_monopoly.py --seats normal --games 400 --seed 1 --jobs 2 --set game=B

`--hard-iterations N` gives the search bots a fixed number of playouts a decision instead of a time budget (the
same games on a busy machine as on a quiet one: for comparing versions); `--hard KEY=VALUE` (repeatable) builds
the hard seats with that knob of `HardBot` (horizon, confidence, a policy knob; a value is read as JSON, else
kept as text), for trying a knob without editing the bot:

    python benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 200 --seed 2 \
        --jobs 2 --hard-iterations 300 --hard horizon=12
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from ponzi_desktop.bots import tournament
from ponzi_desktop.bots.anti_monopoly.hard import HardBot
from ponzi_desktop.bots.tournament import deal_seeds, play_game, seat_plan, summarize, wilson
from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.core import parse_settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seats", default="normal")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=None)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a game setting, as simulate's --set (e.g. game=B)")
    parser.add_argument("--hard-iterations", type=int, default=None,
                        help="playouts a decision for the search bots (instead of, or with, --budget-ms)")
    parser.add_argument("--hard", action="append", default=[], metavar="KEY=VALUE",
                        help="a knob of the hard bot (HardBot's keyword; the value read as JSON)")
    args = parser.parse_args()
    if args.hard:
        knobs = dict(_knob(text) for text in args.hard)
        made = tournament.make_bot  # the pool forks this process (with spawn the knobs would be lost)
        tournament.make_bot = lambda name, game: HardBot(**knobs) if name == "hard" else made(name, game)
        print(f"hard bot knobs {knobs}")
    options = parse_settings(args.set)
    seats = args.seats.split(",") * (args.players if "," not in args.seats else 1)
    players = args.players
    games = -(-args.games // players) * players
    seeds = deal_seeds(args.seed, games // players)
    tasks = [{"index": i, "game": "anti_monopoly", "players": players, "settings": options, "types": types,
              "seed": seeds[i // players], "budget_ms": args.budget_ms,
              "budget_iterations": args.hard_iterations,
              "max_actions": 100_000}
             for i, types in enumerate(seat_plan(seats, games))]
    if args.jobs <= 1:
        results = [play_game(task) for task in tasks]
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
            results = list(pool.map(play_game, tasks, chunksize=1))
    report = summarize("anti_monopoly", players, seats, results)
    print(f"{games} games, seats {','.join(seats)}, seed {args.seed}, budget {args.budget_ms} ms "
          f"{args.hard_iterations} playouts, settings {options}; "
          f"ends {report['ends']}, mean rounds {report['mean_rounds']}")
    for kind, share in report["win_share"].items():
        p95 = report["decision_ms_with_options"][kind]["p95"]
        print(f"  {kind:7} {share:.3f} {report['ci95'][kind]} (fair {report['fair_share'][kind]}), "
              f"decision p95 {p95} ms")
    settings = AntiMonopolySettings(players=players, **options)
    wins: dict[tuple[str, str], float] = defaultdict(float)
    count: dict[tuple[str, str], int] = defaultdict(int)
    roles_of: dict[int, list[str]] = {}
    for game in results:
        seed = game["seed"]
        if seed not in roles_of:
            roles_of[seed] = [ROLES[r] for r in new_game(settings, seed).role]
        roles = roles_of[seed]
        for seat, kind in enumerate(game["types"]):
            count[kind, roles[seat]] += 1
        for seat in game["winners"]:
            wins[game["types"][seat], roles[seat]] += 1 / len(game["winners"])
    for (kind, role), n in sorted(count.items()):
        lo, hi = wilson(wins[kind, role], n)
        print(f"  {kind:7} as {role:10} {wins[kind, role] / n:.3f} [{lo:.3f}, {hi:.3f}] over {n} seats")


def _knob(text: str) -> tuple[str, object]:
    key, _, value = text.partition("=")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


if __name__ == "__main__":
    main()
