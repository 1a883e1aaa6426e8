"""Fits the hard Anti-Monopoly bot's odds (`hard.ODDS_WEIGHTS`) from games of four normal bots.

Every 5 rounds it notes each living player's `hard.odds_features` and the game's progress, and at the end
who won; it then fits a conditional logit (each player's score is its role's weights times its features and
their products with the progress, plus 1 and the progress; its chance is its share of the exponentials of
the scores) by Newton's method with a small L2 penalty, on four games in five, and reports the log loss on
the fifth beside the worth shares the bot used before (`hard.worth_share`):

    python benchmarks/fit_odds_anti_monopoly.py --games 800 --seed 10000 --jobs 2

It prints the weights as `ODDS_WEIGHTS` to paste into hard.py.
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.anti_monopoly.hard import ODDS_ROUNDS, odds_features, worth_share
from ponzi_desktop.bots.anti_monopoly.model import Table
from ponzi_desktop.bots.anti_monopoly.normal import rounds_to_end
from ponzi_desktop.engine.core import game_spec

EVERY = 5  # rounds between notes


def play(seed: int) -> tuple[int, list, tuple[int, ...]]:
    """(seed, notes, winners): a note is (progress, features or None per seat, roles, worth shares)."""
    spec = game_spec("anti_monopoly")
    state = spec.new_game(spec.settings_from(4, {}), seed)
    bots = [make_bot("normal", "anti_monopoly") for _ in range(4)]
    rngs = [random.Random(f"{seed}:{p}") for p in range(4)]
    notes = []
    last = 0
    actions = 0
    while not state.is_over and actions < 100_000:
        if state.round != last and state.round % EVERY == 0:
            last = state.round
            t = Table.from_state(state)
            x = max(0.0, 1.0 - rounds_to_end(t) / ODDS_ROUNDS)
            notes.append((x, [odds_features(t, p) if t.alive[p] else None for p in range(4)], list(t.role),
                          [worth_share(t, p) for p in range(4)]))
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), rngs[seat]), seat)
        actions += 1
    return seed, notes, tuple(state.outcome.winners) if state.is_over else ()


def rows(games: list) -> tuple[np.ndarray, ...]:
    """X (notes, seats, weights), alive mask, winners' shares, worth shares, and each note's game."""
    xs, masks, ys, shares, which = [], [], [], [], []
    for seed, notes, winners in games:
        if not winners:
            continue
        for x, features, roles, share in notes:
            if all(features[w] is None for w in winners):
                continue
            k = len(next(f for f in features if f is not None))
            big = np.zeros((4, 2 * (2 * k + 2)))
            for p, f in enumerate(features):
                if f is not None:
                    at = roles[p] * (2 * k + 2)
                    big[p, at:at + k] = f
                    big[p, at + k:at + 2 * k] = np.array(f) * x
                    big[p, at + 2 * k:at + 2 * k + 2] = (1.0, x)
            xs.append(big)
            masks.append([f is not None for f in features])
            ys.append([1 / len(winners) if p in winners else 0.0 for p in range(4)])
            shares.append(share)
            which.append(seed)
    return (np.stack(xs), np.array(masks, float), np.array(ys), np.array(shares), np.array(which))


def chances(w: np.ndarray, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    s = np.where(mask > 0, x @ w, -1e9)
    e = np.exp(s - s.max(1, keepdims=True)) * mask
    return e / e.sum(1, keepdims=True)


def fit(x: np.ndarray, mask: np.ndarray, y: np.ndarray, penalty: float) -> np.ndarray:
    w = np.zeros(x.shape[2])
    for _ in range(50):
        p = chances(w, x, mask)
        mean = np.einsum("np,npd->nd", p, x)
        grad = np.einsum("np,npd->d", y, x) - mean.sum(0) - penalty * w
        hess = -np.einsum("np,npd,npe->de", p, x, x) + mean.T @ mean - penalty * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    return float(-(y * np.log(np.clip(p, 1e-9, 1.0))).sum(1).mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--seed", type=int, default=10000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--penalty", type=float, default=1.0)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        games = list(pool.map(play, seeds, chunksize=4))
    x, mask, y, shares, which = rows(games)
    test = which % 5 == 0
    w = fit(x[~test], mask[~test], y[~test], args.penalty)
    print(f"{args.games} games from seed {args.seed}: {int((~test).sum())} notes fitted, {int(test.sum())} held out")
    uniform = mask[test] / mask[test].sum(1, keepdims=True)
    print(f"held-out log loss: odds {log_loss(chances(w, x[test], mask[test]), y[test]):.4f}, worth shares "
          f"{log_loss(shares[test], y[test]):.4f}, even chances {log_loss(uniform, y[test]):.4f}")
    half = len(w) // 2
    print("ODDS_WEIGHTS = (")
    for role in range(2):
        print("    (" + ", ".join(f"{v:.4f}" for v in w[role * half:(role + 1) * half]) + "),")
    print(")")


if __name__ == "__main__":
    main()
