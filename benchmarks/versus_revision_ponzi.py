"""The Ponzi normal bot against its own older self: the working tree's `bots/ponzi/normal.py` against a revision's.

The revision's normal.py is read with `git show` and loaded as a module of its own (pure Python; the outlook
and the rest are the working tree's, so only normal.py may differ). Two seats of each, the seats rotating one
place per game over the tournament's shared deals (`deal_seeds`, `seat_plan`); reports each side's share of the
games won (a shared win split; a fair share is 0.5) with a 95% Wilson interval over the games (a side's two
seats win or lose together, so the game is the unit). Run it with the
worktree first on the path (`PYTHONPATH=.`), or the installed package plays both sides:

    PYTHONPATH=. python benchmarks/versus_revision_ponzi.py --rev main --games 400 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import types
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots.ponzi.normal import NormalBot
from ponzi_desktop.bots.tournament import deal_seeds, seat_plan, wilson
from ponzi_desktop.engine.core import game_spec

_OLD: dict[str, Any] = {}


def old_bot(rev: str) -> Any:
    if rev not in _OLD:
        text = subprocess.run(["git", "show", f"{rev}:ponzi_desktop/bots/ponzi/normal.py"], capture_output=True,
                              text=True, check=True).stdout
        module = sys.modules["old_ponzi_normal"] = types.ModuleType("old_ponzi_normal")  # for its dataclass
        exec(compile(text, f"{rev}:normal.py", "exec"), module.__dict__)  # noqa: S102 - our own file at a revision
        _OLD[rev] = module.NormalBot
    return _OLD[rev]()


def play(task: dict[str, Any]) -> dict[str, float]:
    spec = game_spec("ponzi")
    kinds = task["types"]
    bots = [NormalBot() if kind == "new" else old_bot(task["rev"]) for kind in kinds]
    rngs = [random.Random(f"{task['seed']}:{task['index']}:{p}") for p in range(len(kinds))]
    state = spec.new_game(spec.settings_from(len(kinds), {}), task["seed"])
    actions = 0
    while not state.is_over and actions < 100_000:
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), rngs[seat]), seat)
        actions += 1
    winners = list(state.outcome.winners) if state.outcome else []
    share = {"new": 0.0, "old": 0.0}
    for seat in winners:
        share[kinds[seat]] += 1 / len(winners)
    return share


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", default="main", help="the git revision of the older normal bot")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    groups = -(-args.games // 4)  # a deal per four games: each side sits at each seat once per deal
    games = groups * 4
    plan = seat_plan(["new", "old"] * 2, games)
    tasks = [{"index": i, "types": plan[i], "seed": deal, "rev": args.rev}
             for g, deal in enumerate(deal_seeds(args.seed, groups)) for i in range(4 * g, 4 * g + 4)]
    # worker processes even for one job: each loads the old normal.py once
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(play, tasks, chunksize=1))
    print(f"{games} games, seats new,old,new,old rotating (old: normal.py at {args.rev}), seed {args.seed}")
    for kind in ("new", "old"):
        wins = sum(r[kind] for r in results)
        lo, hi = wilson(wins, games)
        print(f"  {kind}: {wins / games:.3f} [{lo:.3f}, {hi:.3f}] of the games won")


if __name__ == "__main__":
    main()
