"""Whether two checkouts play the same games: `simulate --json` and hard-bot decisions compared byte for byte.

    python benchmarks/same_games.py --base /work/wt/h19-base [--quick]

Runs the same commands in this checkout and in `--base` (another worktree, e.g. the commit before a speed
change) and compares their output byte for byte, the timings' values (`elapsed_s`, `games_per_s`,
`actions_per_s`) masked.
Covers all three games, several seeds and player counts, random and normal bots, and a few hard-bot games
with an iteration budget (so determinization, clones and playouts are covered too). Exit 0 when everything is
identical; otherwise names each difference and exits 1. A hard bot with faithful playouts (Ponzi's, Black
Friday's) plays with `faithful=False`, its playouts as at the base: the faithful ones play other games by
design. The base's output is cached under `--cache` by its commit, since the base does not change.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

#: (game, players, bots, games, seed, settings)
SIMULATE = [
    ("ponzi", 3, "random", 200, 1, []),
    ("ponzi", 4, "random", 200, 2, []),
    ("ponzi", 4, "random", 200, 3, ["bears=16", "first_round_trading=false"]),
    ("ponzi", 5, "random", 100, 4, ["variant=advanced"]),
    ("ponzi", 4, "random", 100, 5, ["variant=advanced", "bears=16"]),
    ("ponzi", 3, "normal", 20, 6, []),
    ("ponzi", 4, "normal", 20, 7, ["variant=advanced"]),
    ("ponzi", 4, "easy", 20, 8, []),
    ("black_friday", 3, "random", 100, 1, []),
    ("black_friday", 4, "random", 100, 2, []),
    ("black_friday", 4, "random", 60, 3, ["mibs=true"]),
    ("black_friday", 2, "random", 60, 4, []),
    ("black_friday", 5, "random", 60, 5, []),
    ("black_friday", 3, "normal", 10, 6, []),
    ("black_friday", 4, "easy", 20, 7, []),
    ("anti_monopoly", 3, "random", 60, 1, []),
    ("anti_monopoly", 4, "random", 60, 2, []),
    ("anti_monopoly", 5, "random", 40, 3, ["game=B"]),
    ("anti_monopoly", 4, "easy", 10, 4, []),
    ("anti_monopoly", 3, "normal", 2, 5, []),
]

#: a game with seat 0 the hard bot at an iteration budget and the others normal: every action's text
HARD_GAMES = """
import json, random, sys
from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.engine.core import game_spec
game, players, seed, iterations, limit = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
spec = game_spec(game)
state = spec.new_game(spec.settings_from(players, {}), seed)
hard = make_bot("hard", game)
if getattr(hard, "faithful", False):  # playouts by the normal bot now: other games by design, so the
    hard = type(hard)(faithful=False)  # arithmetic is compared on the playouts the base had
bots = [hard] + [make_bot("normal", game) for _ in range(players - 1)]
rngs = [random.Random(seed * 10 + p) for p in range(players)]
moves = []
while not state.is_over and len(moves) < limit:
    seat = state.current_player
    view = state.view(seat)
    budget = Budget(iterations=iterations) if seat == 0 else None
    action = bots[seat].choose(view, rngs[seat], budget)
    moves.append(action.to_text())
    state.apply(action, seat)
print(json.dumps({"moves": moves, "digest": state.digest(),
                  "outcome": None if state.outcome is None else [list(state.outcome.winners),
                                                                    sorted(state.outcome.scores.items())]}))
"""

#: (game, players, seed, iterations per hard decision, most actions)
HARD = [
    ("ponzi", 4, 11, 30, 400),
    ("ponzi", 3, 12, 30, 400),
    ("black_friday", 3, 13, 16, 250),
    ("anti_monopoly", 3, 14, 8, 120),
]

TIMING_VALUES = re.compile(r'"(elapsed_s|games_per_s|actions_per_s)": (?:-?[0-9.eE+-]+|null)')


def python() -> str:
    venv = Path("/work/main/.venv/bin/python")
    return str(venv) if venv.exists() else sys.executable


def run(tree: Path, argv: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([python(), *argv], cwd=tree, env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        return f"exit {done.returncode}: {done.stderr.strip()[-400:]}"
    # the output as printed, byte for byte, but for the timings' values
    return TIMING_VALUES.sub(lambda m: f'"{m.group(1)}": _', done.stdout)


def jobs(quick: bool) -> list[tuple[str, list[str]]]:
    out = []
    for game, players, bots, games, seed, settings in SIMULATE:
        if quick:
            games = max(1, games // 4)
        argv = ["-m", "ponzi_desktop.cli", "simulate", "--game", game, "--players", str(players), "--bots", bots,
                "--games", str(games), "--seed", str(seed), "--json"]
        for pair in settings:
            argv += ["--set", pair]
        out.append((f"simulate {game} {players}p {bots} x{games} seed {seed} {' '.join(settings)}".strip(), argv))
    for game, players, seed, iterations, limit in HARD:
        if quick:
            limit //= 3
        out.append((f"hard {game} {players}p seed {seed} {iterations} it/decision, <= {limit} actions",
                    ["-c", HARD_GAMES, game, str(players), str(seed), str(iterations), str(limit)]))
    return out


def commit_of(tree: Path) -> str:
    return subprocess.run(["git", "rev-parse", "HEAD"], cwd=tree, capture_output=True, text=True,
                          check=True).stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, required=True, help="the other checkout (a git worktree)")
    parser.add_argument("--quick", action="store_true", help="a quarter of the games")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/same_games_cache"))
    args = parser.parse_args()
    base = args.base.resolve()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=base,
                           capture_output=True, text=True, check=True).stdout.strip()
    cache = args.cache / commit_of(base) if not dirty else None
    different = 0
    for name, argv in jobs(args.quick):
        key = hashlib.sha256("\0".join(argv).encode()).hexdigest()[:20]
        cached = cache / key if cache is not None else None
        if cached is not None and cached.exists():
            theirs = cached.read_text()
        else:
            theirs = run(base, argv)
            if cached is not None and not theirs.startswith("exit "):
                cached.parent.mkdir(parents=True, exist_ok=True)
                cached.write_text(theirs)
        ours = run(HERE, argv)
        same = ours == theirs and not ours.startswith("exit ")
        different += not same
        digest = hashlib.sha256(ours.encode()).hexdigest()[:12]
        print(f"{'same' if same else 'DIFFERENT'}  {digest}  {name}", flush=True)
        if not same:
            print(f"    base: {theirs[:300]}\n    here: {ours[:300]}")
    print("all identical" if not different else f"{different} different")
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
