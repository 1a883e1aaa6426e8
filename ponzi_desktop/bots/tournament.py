"""Bot tournaments: K games between seat types with the seats rotating, over processes; win shares with intervals.

Games are played in groups of N (the player count) that share a deal seed; within a group the list of seat
types is rotated one place per game, so every seat type plays every position equally often and on the same
deals. Each game is independent of the others and of the process that plays it, so the results do not
depend on `jobs` (with an iteration budget; a time budget lets the machine's speed in).

Bots only ever receive `state.view(seat)`. A shared win counts as a fraction for each winner.
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.engine.core import game_spec

SEARCH_LEVELS = ("hard",)  # seat types that get the budget; the others think without one


def deal_seeds(seed: int, groups: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.getrandbits(48) for _ in range(groups)]


def seat_plan(seats: Sequence[str], games: int) -> list[list[str]]:
    """Seat types by position for each game: the list rotated by one place per game."""
    n = len(seats)
    return [[seats[(p - i) % n] for p in range(n)] for i in range(games)]


def play_game(task: dict[str, Any]) -> dict[str, Any]:
    """Play one tournament game; returns who sat where, the outcome and each position's decision times."""
    spec = game_spec(task["game"])
    settings = spec.settings_from(task["players"], task["settings"])
    types = task["types"]
    seed = task["seed"]
    bots = [make_bot(name, spec.id) for name in types]
    rngs = [random.Random(f"{seed}:{task['index']}:{p}") for p in range(len(types))]
    budgets = [Budget(task["budget_ms"], task["budget_iterations"])
               if name in SEARCH_LEVELS and (task["budget_ms"] is not None or task["budget_iterations"] is not None)
               else None for name in types]
    state = spec.new_game(settings, seed)
    times: list[list[float]] = [[] for _ in types]
    multi: list[list[float]] = [[] for _ in types]
    clock = time.perf_counter
    actions = 0
    while not state.is_over and actions < task["max_actions"]:
        seat = state.current_player
        view = state.view(seat)
        start = clock()
        action = bots[seat].choose(view, rngs[seat], budgets[seat])
        ms = (clock() - start) * 1000.0
        times[seat].append(ms)
        choices = view.choices
        if len(choices) > 1 or choices[0].param is not None:
            multi[seat].append(ms)
        state.apply(action, seat)
        actions += 1
    outcome = state.outcome
    return {
        "index": task["index"],
        "seed": seed,
        "types": types,
        "winners": list(outcome.winners) if outcome else [],
        "scores": {int(p): s for p, s in outcome.scores.items()} if outcome else {},
        "bankrupt": list(outcome.bankrupt) if outcome else [],
        "end": outcome.reason if outcome else "unfinished",
        "rounds": spec.round_of(state),
        "actions": actions,
        "times": times,
        "times_multi": multi,
    }


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fractional successes, from shared wins, are fine)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def run_tournament(game: str, players: int, seats: Sequence[str], games: int, seed: int, *,
                   budget_ms: float | None = None, budget_iterations: int | None = None, jobs: int = 1,
                   settings: dict[str, Any] | None = None, max_actions: int = 100_000,
                   progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the tournament and return its report (see `summarize`). `games` is rounded up to a multiple
    of `players` so that the rotation is complete."""
    spec = game_spec(game)
    spec.settings_from(players, settings)  # refuse bad settings before starting any process
    if len(seats) != players:
        raise ValueError(f"{len(seats)} seat types for a {players}-player game")
    for name in set(seats):
        make_bot(name, spec.id)
    games = -(-games // players) * players
    seeds = deal_seeds(seed, games // players)
    tasks = [{"index": i, "game": spec.id, "players": players, "settings": settings or {}, "types": types,
              "seed": seeds[i // players], "budget_ms": budget_ms, "budget_iterations": budget_iterations,
              "max_actions": max_actions}
             for i, types in enumerate(seat_plan(list(seats), games))]
    started = time.perf_counter()
    results: list[dict[str, Any]] = []
    if jobs <= 1:
        for task in tasks:
            results.append(play_game(task))
            if progress:
                progress(len(results), games)
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for result in pool.map(play_game, tasks, chunksize=1):
                results.append(result)
                if progress:
                    progress(len(results), games)
    report = summarize(spec.id, players, list(seats), results, seed=seed, settings=settings or {},
                       budget_ms=budget_ms, budget_iterations=budget_iterations)
    report["elapsed_s"] = round(time.perf_counter() - started, 2)
    report["jobs"] = jobs
    return report


def summarize(game: str, players: int, seats: list[str], results: list[dict[str, Any]], **facts: Any,
              ) -> dict[str, Any]:
    """Win share (fraction of games won by each seat type, shared wins split), its Wilson 95% interval,
    mean score (over the games where that type's seats were scored), bankruptcies, decision times."""
    types = list(dict.fromkeys(seats))
    wins = dict.fromkeys(types, 0.0)
    scores: dict[str, list[int]] = {t: [] for t in types}
    broke = dict.fromkeys(types, 0)
    times: dict[str, list[float]] = {t: [] for t in types}
    multi: dict[str, list[float]] = {t: [] for t in types}
    positions: dict[str, list[int]] = {t: [0] * players for t in types}
    ends: dict[str, int] = {}
    for r in results:
        kinds = r["types"]
        for w in r["winners"]:
            wins[kinds[w]] += 1 / len(r["winners"])
        for p, kind in enumerate(kinds):
            positions[kind][p] += 1
            if p in r["scores"]:
                scores[kind].append(r["scores"][p])
            if p in r["bankrupt"]:
                broke[kind] += 1
            times[kind].extend(r["times"][p])
            multi[kind].extend(r["times_multi"][p])
        ends[r["end"]] = ends.get(r["end"], 0) + 1
    n = len(results)
    seats_of = {t: seats.count(t) for t in types}
    return {
        "game": game,
        "players": players,
        "games": n,
        "seats": seats,
        **facts,
        "win_share": {t: round(wins[t] / n, 4) if n else 0.0 for t in types},
        "ci95": {t: [round(x, 4) for x in wilson(wins[t], n)] for t in types},
        "fair_share": {t: round(seats_of[t] / players, 4) for t in types},
        "mean_score": {t: round(sum(scores[t]) / len(scores[t]), 2) if scores[t] else None for t in types},
        "bankrupt_share": {t: round(broke[t] / (n * seats_of[t]), 4) if n else 0.0 for t in types},
        "decision_ms": {t: {"mean": round(sum(times[t]) / len(times[t]), 3) if times[t] else 0.0,
                            "p95": round(_percentile(times[t], 0.95), 3), "decisions": len(times[t])}
                        for t in types},
        "decision_ms_with_options": {t: {"mean": round(sum(multi[t]) / len(multi[t]), 3) if multi[t] else 0.0,
                                         "p95": round(_percentile(multi[t], 0.95), 3),
                                         "max": round(max(multi[t], default=0.0), 3), "decisions": len(multi[t])}
                                     for t in types},
        "positions": positions,
        "ends": ends,
        "mean_rounds": round(sum(r["rounds"] or 0 for r in results) / n, 2) if n else 0.0,
    }


def format_report(report: dict[str, Any]) -> str:
    """The report as a few lines for people."""
    lines = [f"{report['game']}: {report['games']} games, {report['players']} players, "
             f"seats {','.join(report['seats'])}, seed {report.get('seed')}"
             + (f", hard budget {report['budget_ms']} ms" if report.get("budget_ms") is not None else "")
             + (f", {report['budget_iterations']} iterations" if report.get("budget_iterations") else "")]
    lines.append(f"  {'seat type':<10} {'win share':>9} {'95% CI':>17} {'fair':>6} {'score':>7} "
                 f"{'broke':>6} {'ms mean':>8} {'ms p95':>8}")
    for t in report["win_share"]:
        lo, hi = report["ci95"][t]
        score = report["mean_score"][t]
        ms = report["decision_ms"][t]
        lines.append(f"  {t:<10} {report['win_share'][t]:>9.3f} {f'[{lo:.3f}, {hi:.3f}]':>17} "
                     f"{report['fair_share'][t]:>6.2f} {score if score is not None else '-':>7} "
                     f"{report['bankrupt_share'][t]:>6.2f} {ms['mean']:>8.2f} {ms['p95']:>8.2f}")
    ends = ", ".join(f"{k} {v}" for k, v in sorted(report["ends"].items()))
    lines.append(f"  ends: {ends}; mean rounds {report['mean_rounds']}; {report.get('elapsed_s')} s")
    return "\n".join(lines)
