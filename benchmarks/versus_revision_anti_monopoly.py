"""Anti-Monopoly bots against their own older selves: a level of the working tree against the same level at a git revision.

The revision's `ponzi_desktop/bots/anti_monopoly/` is read with `git show` into a temporary package (its own
imports rewritten to it; the rest of the package, the engine included, is the working tree's) and runs as pure
Python: the same games, only slower. Each game is dealt by `bots.tournament.deal_seeds` and the seat types rotate
one place per game (`seat_plan`), so each type plays each seat, hence each role, equally often. Reports each
type's win share (a shared win split) and its shares as Competitor and as Monopolist, with 95% Wilson intervals:

    python benchmarks/versus_revision_anti_monopoly.py --rev main --level normal --games 200 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.tournament import deal_seeds, seat_plan, wilson
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.core import game_spec

SOURCE = "ponzi_desktop/bots/anti_monopoly"
PACKAGE = "old_anti_monopoly_bots"
_OLD: dict[str, Any] = {}


def extract(rev: str, folder: Path) -> None:
    """The revision's bots as the package `PACKAGE` under `folder`."""
    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                          check=True).stdout.strip()
    names = subprocess.run(["git", "ls-tree", "--name-only", f"{rev}:{SOURCE}"], cwd=root, capture_output=True,
                           text=True, check=True).stdout.split()
    target = folder / PACKAGE
    target.mkdir()
    for name in names:
        if name.endswith(".py"):
            text = subprocess.run(["git", "show", f"{rev}:{SOURCE}/{name}"], cwd=root, capture_output=True,
                                  text=True, check=True).stdout
            (target / name).write_text(text.replace("ponzi_desktop.bots.anti_monopoly", PACKAGE))


def bot(kind: str) -> Any:
    if kind.startswith("old-"):
        if not _OLD:
            _OLD.update(importlib.import_module(PACKAGE).LEVELS)
        return _OLD[kind.removeprefix("old-")]()
    return make_bot(kind, "anti_monopoly")


def play(task: dict[str, Any]) -> dict[str, Any]:
    spec = game_spec("anti_monopoly")
    types = task["types"]
    state = spec.new_game(spec.settings_from(len(types), {}), task["seed"])
    bots = [bot(kind) for kind in types]
    rngs = [random.Random(f"{task['seed']}:{task['index']}:{p}") for p in range(len(types))]
    actions = 0
    while not state.is_over and actions < 100_000:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), rngs[seat]), seat)
        actions += 1
    roles = [ROLES[r] for r in state.role]
    return {"types": types, "roles": roles, "winners": list(state.outcome.winners) if state.outcome else []}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", default="main", help="the git revision of the older bots")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="old_bots_"))
    extract(args.rev, folder)
    sys.path.insert(0, str(folder))
    seats = [args.level, f"old-{args.level}"] * 2
    games = -(-args.games // 4) * 4
    seeds = deal_seeds(args.seed, games // 4)
    tasks = [{"index": i, "types": types, "seed": seeds[i // 4]} for i, types in enumerate(seat_plan(seats, games))]
    if args.jobs <= 1:
        results = [play(task) for task in tasks]
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
            results = list(pool.map(play, tasks, chunksize=1))
    wins: dict[tuple[str, str], float] = defaultdict(float)
    count: dict[tuple[str, str], int] = defaultdict(int)
    for game in results:
        for seat, kind in enumerate(game["types"]):
            count[kind, game["roles"][seat]] += 1
            count[kind, "any"] += 1
        for seat in game["winners"]:
            share = 1 / len(game["winners"])
            wins[game["types"][seat], game["roles"][seat]] += share
            wins[game["types"][seat], "any"] += share
    print(f"{games} games, seats {','.join(seats)} ({args.level} at {args.rev} as old-{args.level}), seed {args.seed}"
          " (a seat's fair share: 0.25)")
    for (kind, role), n in sorted(count.items()):
        lo, hi = wilson(wins[kind, role], n)
        print(f"  {kind:11} as {role:10} {wins[kind, role] / n:.3f} [{lo:.3f}, {hi:.3f}] over {n} seats")


if __name__ == "__main__":
    main()
