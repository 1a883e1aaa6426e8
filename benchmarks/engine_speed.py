"""The engines' speed as ratios measured side by side: Ponzi against the other public engine, every game
against a base checkout, and the hard bots' iterations per decision (run by hand).

    python benchmarks/engine_speed.py --base ../a-checkout-of-the-base [--rounds 5] [--peer path/to/peer_ponzi_speed.py]

Every figure is a ratio of two runs made in the same minute, interleaved (A, B, A, B, ...), each in its own
process, because this machine is shared and noisy: an absolute rate from another run means nothing.
- Ponzi `simulate` (4 players, random bots, 16 bears, basic, no trading in round 1: the peer's settings and
  policy) against `peer_ponzi_speed.py`: games/s and actions/s.
- Every game's `simulate` and the bots' random playout path (`bots.playout.random_playout` on the full state)
  in this checkout against `--base` (a `git worktree` of the commit before the speed work).
- The hard bots: iterations per decision with a 100 ms budget, on the same decisions (taken from seeded games
  between normal bots), here against the base, with the base's playouts (`faithful=False`: the faithful
  playouts the Ponzi and Black Friday bots now play by default are other, dearer work).
Prints one table: per measure the median ratio and its spread (lowest..highest of the rounds).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

PLAYOUT = """
import json, random, sys, time
from ponzi_desktop.bots.playout import random_playout
from ponzi_desktop.cli import game_seeds
from ponzi_desktop.engine.core import game_spec
game, players, games, settings = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), json.loads(sys.argv[4])
spec = game_spec(game)
s = spec.settings_from(players, settings)
seeds = game_seeds(1, games)
start = time.perf_counter()
actions = sum(random_playout(spec.new_game(s, seed), random.Random(seed)) for seed in seeds)
elapsed = time.perf_counter() - start
print(json.dumps({"games_per_s": games / elapsed, "actions_per_s": actions / elapsed}))
"""

HARD = """
import json, random, sys
from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.engine.core import game_spec
game, players, decisions, ms = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
spec = game_spec(game)
hard = make_bot("hard", game)
if getattr(hard, "faithful", False):  # playouts by the normal bot, ~10-20x dearer: compare the base's playouts
    hard = type(hard)(faithful=False)
phases = getattr(hard, "phases", None)  # the phases a bot searches in (all when it does not say)
views = []
seed = 900
while len(views) < decisions:
    state = spec.new_game(spec.settings_from(players, {}), seed)
    normal = make_bot("normal", game)
    rng = random.Random(seed)
    seen = 0
    while not state.is_over and len(views) < decisions:
        view = state.view(state.current_player)
        if len(view.choices) > 1 and (phases is None or view.phase in phases):
            seen += 1
            if seen % 5 == 0:
                views.append(view)
        state.apply(normal.choose(view, rng))
    seed += 1
counts = []
for view in views:
    hard.choose(view, random.Random(1), Budget(ms=ms))
    counts.append(hard.last_search.get("iterations", 0))
searched = [c for c in counts if c] or [0]  # decisions it searched (not settled by a rule first)
print(json.dumps({"iterations": sum(searched) / len(searched)}))
"""

PONZI_PEER_SETTINGS = ["--set", "bears=16", "--set", "first_round_trading=false"]


def python() -> str:
    venv = Path("/work/main/.venv/bin/python")
    return str(venv) if venv.exists() else sys.executable


def run(tree: Path, argv: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([python(), *argv], cwd=tree, env=env, capture_output=True, text=True, check=True)
    return done.stdout


def simulate(tree: Path, game: str, players: int, games: int, settings: list[str]) -> dict[str, float]:
    report = json.loads(run(tree, ["-m", "ponzi_desktop.cli", "simulate", "--game", game, "--players",
                                   str(players), "--games", str(games), "--seed", "1", "--json", *settings]))
    return {"games_per_s": report["games_per_s"], "actions_per_s": report["actions_per_s"]}


def playout(tree: Path, game: str, players: int, games: int, settings: dict) -> dict[str, float]:
    return json.loads(run(tree, ["-c", PLAYOUT, game, str(players), str(games), json.dumps(settings)]))


def hard(tree: Path, game: str, decisions: int, ms: float) -> dict[str, float]:
    return json.loads(run(tree, ["-c", HARD, game, "4", str(decisions), str(ms)]))


def peer(script: Path, games: int) -> dict[str, float]:
    out = subprocess.run([python(), str(script), str(games)], capture_output=True, text=True, check=True).stdout
    found = re.search(r"games/s ([\d.]+), actions/s ([\d.]+)", out)
    if found is None:
        raise SystemExit(f"cannot read the peer's output: {out!r}")
    return {"games_per_s": float(found.group(1)), "actions_per_s": float(found.group(2))}


def find_peer() -> Path | None:
    for root in (HERE, *HERE.parents):
        candidate = root / "shared" / "bench" / "peer_ponzi_speed.py"
        if candidate.exists():
            return candidate
    return None


def side_by_side(rounds: int, ours, theirs) -> dict[str, tuple[list[float], list[float], list[float]]]:
    """Per key: (ratios ours/theirs, ours, theirs), the two run alternately (who goes first alternates too)."""
    out: dict[str, tuple[list[float], list[float], list[float]]] = {}
    for r in range(rounds):
        if r % 2:
            b = theirs()
            a = ours()
        else:
            a = ours()
            b = theirs()
        for key in a:
            ratios, mine, other = out.setdefault(key, ([], [], []))
            ratios.append(a[key] / b[key] if b[key] else float("nan"))
            mine.append(a[key])
            other.append(b[key])
    return out


def line(name: str, unit: str, ratios: list[float], ours: list[float], theirs: list[float]) -> str:
    return (f"{name:<50} {unit:<11} {statistics.median(ratios):6.2f}x  {min(ratios):5.2f}..{max(ratios):<5.2f}"
            f"  {statistics.median(ours):10.1f} {statistics.median(theirs):10.1f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, required=True, help="a checkout of the commit before the work")
    parser.add_argument("--peer", type=Path, default=None, help="peer_ponzi_speed.py (default: found in a folder shared/bench above this one)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=1000, help="Ponzi games per run (the others: fewer)")
    parser.add_argument("--hard-decisions", type=int, default=12)
    parser.add_argument("--skip", default="", help="comma-separated parts to leave out: peer,base,hard")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    base = args.base.resolve()
    n = args.games
    rows = []
    header = (f"{'measure (ours / theirs, median of rounds)':<50} {'unit':<11} {'ratio':>7}  {'spread':<12}"
              f"  {'ours':>10} {'theirs':>10}")

    def report(name: str, measured: dict[str, tuple[list[float], list[float], list[float]]]) -> None:
        for key, (ratios, ours, theirs) in measured.items():
            rows.append(line(name, key.replace("_per_s", "/s"), ratios, ours, theirs))
            print(rows[-1], file=sys.stderr, flush=True)

    if "peer" not in skip:
        script = args.peer or find_peer()
        if script is None:
            print("no peer_ponzi_speed.py found: pass --peer", file=sys.stderr)
        else:
            report("ponzi simulate 4p random vs the other engine",
                   side_by_side(args.rounds, lambda: simulate(HERE, "ponzi", 4, n, PONZI_PEER_SETTINGS),
                                lambda: peer(script, n)))
    if "base" not in skip:
        cases = [
            ("ponzi", n, ["--set", "bears=16", "--set", "first_round_trading=false"],
             {"bears": 16, "first_round_trading": False}),
            ("black_friday", n // 5, [], {}),
            ("anti_monopoly", n // 20, [], {}),
        ]
        for game, games, flags, settings in cases:
            report(f"{game} simulate 4p random vs base",
                   side_by_side(args.rounds, lambda g=game, k=games, f=flags: simulate(HERE, g, 4, k, f),
                                lambda g=game, k=games, f=flags: simulate(base, g, 4, k, f)))
            report(f"{game} playout 4p vs base",
                   side_by_side(args.rounds, lambda g=game, k=games, s=settings: playout(HERE, g, 4, k, s),
                                lambda g=game, k=games, s=settings: playout(base, g, 4, k, s)))
    if "hard" not in skip:
        for game in ("ponzi", "black_friday", "anti_monopoly"):
            report(f"{game} hard iterations/decision at 100 ms",
                   side_by_side(max(1, args.rounds // 2),
                                lambda g=game: hard(HERE, g, args.hard_decisions, 100.0),
                                lambda g=game: hard(base, g, args.hard_decisions, 100.0)))
    print(header)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
