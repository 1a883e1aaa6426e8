"""Screens Ponzi bot variants against three normal bots, as the tournament seats them (run by hand).

A variant is a challenger built from the command line: `hard` with keyword settings of `HardBot`, or `policy`
(the normal bot's decisions with outlook or style settings changed, no search), so a valuation can be tuned
cheaply before the search uses it. Games use the tournament's deal seeds and seat rotation, so two variants
on the same seed and iteration budget play the same deals (paired); the output is the challenger's win
share, its Wilson interval and how its games ended.

    python benchmarks/bot_fit_ponzi.py --games 200 --seed 2 --iterations 100 hard
    python benchmarks/bot_fit_ponzi.py --games 400 policy tau=2.5 own_scale=3,10,18,26,34
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.bots.ponzi import HardBot, NormalBot
from ponzi_desktop.bots.ponzi.normal import Style
from ponzi_desktop.bots.ponzi.outlook import Params
from ponzi_desktop.bots.tournament import deal_seeds, seat_plan, wilson
from ponzi_desktop.engine.ponzi import PonziSettings, new_game


def _value(text: str) -> Any:
    if "," in text:
        return tuple(float(x) for x in text.split(",") if x)
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(text.lower(), text)


def make_style(settings: dict[str, Any]) -> Style:
    """A normal bot's style with some outlook (`Params`) or style fields replaced."""
    outlook_fields = {f.name for f in dataclasses.fields(Params)}
    outlook = Params(**{k: v for k, v in settings.items() if k in outlook_fields})
    return Style(outlook=outlook, **{k: v for k, v in settings.items() if k not in outlook_fields})


def make_challenger(kind: str, settings: dict[str, Any]) -> Any:
    if kind == "policy":
        return NormalBot(make_style(settings))
    if kind == "hard":
        search = {"candidates", "depth", "confidence", "margin", "halving", "bold", "priced", "priced_samples", "faithful"}
        style = {k: v for k, v in settings.items() if k not in search}
        return HardBot(**{k: v for k, v in settings.items() if k in search},
                       **({"style": make_style(style)} if style else {}))
    raise SystemExit(f"unknown challenger {kind!r} (hard or policy)")


def play(task: dict[str, Any]) -> dict[str, Any]:
    types = task["types"]
    bots = [make_challenger(task["kind"], task["settings"]) if t == "x" else NormalBot() for t in types]
    rngs = [random.Random(f"{task['seed']}:{task['index']}:{p}") for p in range(len(types))]
    budget = Budget(iterations=task["iterations"]) if task["iterations"] else None
    state = new_game(PonziSettings(players=len(types)), task["seed"])
    while not state.is_over:
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), rngs[seat], budget if types[seat] == "x" else None)
        state.apply(action, seat)
    winners = list(state.outcome.winners)
    me = types.index("x")
    return {"index": task["index"], "win": (1 / len(winners)) if me in winners else 0.0,
            "broke": me in state.outcome.bankrupt, "others_broke": len(state.outcome.bankrupt) - (me in state.outcome.bankrupt),
            "rounds": state.round}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=("hard", "policy"))
    parser.add_argument("settings", nargs="*", help="name=value (tuples as 1,2,3)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    settings = {k: _value(v) for k, v in (s.split("=", 1) for s in args.settings)}
    games = -(-args.games // 4) * 4
    seeds = deal_seeds(args.seed, games // 4)
    tasks = [{"index": i, "types": types, "seed": seeds[i // 4], "kind": args.kind, "settings": settings,
              "iterations": args.iterations if args.kind == "hard" else None}
             for i, types in enumerate(seat_plan(["x", "n", "n", "n"], games))]
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs, mp_context=multiprocessing.get_context("fork")) as pool:
        results = list(pool.map(play, tasks, chunksize=1))
    wins = sum(r["win"] for r in results)
    lo, hi = wilson(wins, games)
    broke = sum(r["broke"] for r in results) / games
    others = sum(r["others_broke"] for r in results) / games
    rounds = sum(r["rounds"] for r in results) / games
    print(f"{args.kind} {' '.join(args.settings)}: win {wins / games:.4f} [{lo:.3f}, {hi:.3f}] broke {broke:.3f} "
          f"others broke {others:.2f} rounds {rounds:.1f} ({games} games, seed {args.seed}, "
          f"{time.perf_counter() - started:.0f} s)", flush=True)
    print("wins", "".join("1" if r["win"] == 1 else "0" if r["win"] == 0 else "h" for r in results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
