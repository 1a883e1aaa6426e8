"""Find the fixed deals for the guided first games: a seed per game, 3 players, seat 0 the learner.

For each candidate (deal seed, learner rng seed, learner policy) the script plays one game with the normal bot
in every seat (the learner's seat optionally with a few forced choices), reads the engine's events, and notes
at which action each "kind of move" the tutorial must show first reaches the learner's seat. A candidate
counts when every kind occurs and the game ends within --max-actions; the best is the shortest, ties broken by
the fewest kinds out of the tutorial's order (the order listed in KINDS).

    nice -n 10 .venv/bin/python benchmarks/find_tutorial_deals.py [--game ponzi] [--seeds 2000] [--max-actions N]

Pure Python (engine and bots only); deterministic: the same arguments print the same deals.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import random
import time
from collections.abc import Callable
from typing import Any

from ponzi_desktop.bots import make_bot
from ponzi_desktop.engine.core import Event, game_spec

LEARNER = 0
PLAYERS = 3
#: a deal's score is its length plus this many actions per pair of kinds met in the reverse of the order
ORDER_WEIGHT = 5

# A kind test: (event, the seat that acted, the action's text, the state after the action) -> bool.
Test = Callable[[Event, int, str, Any], bool]


def _by_learner(kind: str) -> Test:
    return lambda e, actor, text, st: e.kind == kind and e.player == LEARNER


def _any(kind: str) -> Test:
    return lambda e, actor, text, st: e.kind == kind


def _am_rent(role: str) -> Test:
    # rent the learner pays to, or collects from, an owner of this role (a Monopolist's and a
    # Competitor's rent are computed differently)
    def test(e: Event, actor: int, text: str, st: Any) -> bool:
        if e.kind != "rent_paid" or LEARNER not in (e.player, e.data.get("to")):
            return False
        return st.role_names[e.data["to"]] == role
    return test


def _am_trade(e: Event, actor: int, text: str, st: Any) -> bool:
    return e.kind == "traded" and LEARNER in (e.data.get("proposer"), e.data.get("target"))


def _ponzi_offer_received(e: Event, actor: int, text: str, st: Any) -> bool:
    return e.kind == "offer_made" and e.data.get("target") == LEARNER


def _ponzi_marker(e: Event, actor: int, text: str, st: Any) -> bool:
    # the learner passes the marker on (it leaves the learner's hands), or it comes to the learner
    return e.kind == "marker_passed" and LEARNER in (e.player, actor)


# per game: settings, then the kinds in the order the tutorial would teach them
GAMES: dict[str, dict[str, Any]] = {
    "ponzi": {
        "variants": [{"start_player": p} for p in range(PLAYERS)],
        "policies": ("normal", "accepts"),
        "kinds": [
            ("funding", _by_learner("funded")),
            ("wheel", _any("wheel_rotated")),
            ("offer made", _by_learner("offer_made")),
            ("offer received", _ponzi_offer_received),
            ("marker", _ponzi_marker),
            ("interest", _by_learner("interest_paid")),  # due only rounds after the funding
            ("crash", _any("market_crashed")),
            ("end", _any("game_over")),
        ],
    },
    "black_friday": {
        # the start player holds bonus tile 1, which has no advantage: the learner sits second or third
        "variants": [{"start_player": p} for p in range(PLAYERS) if p != LEARNER],
        "policies": ("normal", "eager", "buys"),
        "kinds": [
            ("buy", _by_learner("shares_bought")),
            ("sell", _by_learner("shares_sold")),
            ("gold", _by_learner("gold_bought")),
            ("price change", _any("price_change_started")),
            ("level", _any("level_changed")),
            ("bonus tile", _by_learner("bonus_used")),
            ("end", _any("game_over")),
        ],
    },
    "anti_monopoly": {
        # a short game: the two-hour ending after a few rounds (the end table counts rents and cash)
        "variants": [{"start_player": p, "two_hour_rounds": r} for r in (8, 10, 12, 15) for p in range(PLAYERS)],
        "policies": ("normal", "accepts"),
        "kinds": [
            ("buy", _by_learner("bought")),
            ("card", _by_learner("card_drawn")),
            ("rent to/from a competitor", _am_rent("competitor")),
            ("rent to/from a monopolist", _am_rent("monopolist")),
            ("prison / price war", _by_learner("sent_to_jail")),
            ("trade", _am_trade),
            ("build", _by_learner("built")),
            ("mortgage", _by_learner("mortgaged")),
            ("end", _any("game_over")),
        ],
    },
}

# learner policies: "normal" the normal bot; "accepts" the normal bot that accepts (Ponzi: sells to) every
# offer made to it, for more trades; "eager" the normal bot that spends the bonus tile's free move at once;
# "buys" the normal bot whose first action buys shares (Black Friday).


def play(game: str, seed: int, learner_seed: int, policy: str, max_actions: int,
         settings: dict[str, Any]) -> dict[str, Any]:
    """One game; returns the action count, whether it ended, and the first action (1-based) of each kind."""
    spec = game_spec(game)
    conf = GAMES[game]
    state = spec.new_game(spec.settings_from(PLAYERS, settings), seed)
    bots = [make_bot("normal", game) for _ in range(PLAYERS)]
    rngs = [random.Random(f"{seed}:{p}") for p in range(PLAYERS)]
    rngs[LEARNER] = random.Random(f"learner:{learner_seed}")
    first: dict[str, int] = {}
    script: list[str] = []
    bought = False
    kinds = conf["kinds"]
    actions = 0
    while not state.is_over and actions < max_actions:
        seat = state.current_player
        view = state.view(seat)
        action = None
        if seat == LEARNER and policy == "accepts":
            action = next((c.action for c in view.choices if c.param is None
                           and c.action.to_text() in ("accept", "sell")), None)
        elif seat == LEARNER and policy == "buys" and not bought and view.choices:
            # the learner's first action buys shares (the tutorial's first lesson), when it can
            buys = [c.action for c in view.choices if c.param is None and c.action.to_text().startswith("buy ")]
            action = buys[int(rngs[seat].random() * len(buys))] if buys else None
        elif seat == LEARNER and policy == "eager":
            free = [c.action for c in view.choices if c.param is None and c.action.to_text().startswith("bonus ")]
            action = free[int(rngs[seat].random() * len(free))] if free else None
        if action is None:
            action = bots[seat].choose(view, rngs[seat])
        text = action.to_text()
        events = state.apply(action, seat)
        script.append(text)
        bought = bought or (seat == LEARNER and text.startswith("buy "))
        actions += 1
        for e in events:
            for name, test in kinds:
                if name not in first and test(e, seat, text, state):
                    first[name] = actions
    return {"seed": seed, "settings": settings, "learner_seed": learner_seed, "policy": policy, "actions": actions,
            "ended": state.is_over, "first": first,
            "reason": state.outcome.reason if state.outcome else "unfinished",
            "winners": list(state.outcome.winners) if state.outcome else [],
            "roles": list(getattr(state, "role_names", ())), "script": script}


def out_of_order(game: str, first: dict[str, int]) -> int:
    """How many pairs of kinds first occur in the reverse of the tutorial's order."""
    names = [n for n, _ in GAMES[game]["kinds"] if n in first]
    return sum(1 for i, a in enumerate(names) for b in names[i + 1:] if first[a] > first[b])


def search(game: str, seeds: int, max_actions: int, learner_seeds: int = 1,
           order_weight: int = ORDER_WEIGHT) -> dict[str, Any]:
    kinds = [n for n, _ in GAMES[game]["kinds"]]
    best = None
    full = 0
    missing: dict[str, int] = dict.fromkeys(kinds, 0)
    tried = 0
    for seed in range(1, seeds + 1):
        for learner_seed, policy, settings in itertools.product(
                range(learner_seeds), GAMES[game]["policies"], GAMES[game]["variants"]):
            r = play(game, seed, learner_seed, policy, max_actions, settings)
            tried += 1
            for n in kinds:
                if n not in r["first"]:
                    missing[n] += 1
            if len(r["first"]) < len(kinds) or not r["ended"]:
                continue
            full += 1
            disorder = out_of_order(game, r["first"])
            key = (r["actions"] + order_weight * disorder, r["actions"])
            if best is None or key < best[0]:
                best = (key, r)
    return {"game": game, "tried": tried, "full": full, "missing": missing,
            "best": best[1] if best else None}


def report(res: dict[str, Any]) -> None:
    game = res["game"]
    print(f"== {game}: {res['full']} of {res['tried']} games cover every kind")
    print("   games missing each kind: " + ", ".join(f"{k} {v}" for k, v in res["missing"].items()))
    r = res["best"]
    if r is None:
        print("   no game covers every kind")
        return
    roles = f", roles {r['roles']}" if r["roles"] else ""
    print(f"   best: seed {r['seed']}, settings {r['settings']}, learner rng {r['learner_seed']}, "
          f"policy {r['policy']}{roles}: "
          f"{r['actions']} actions, ends by {r['reason']}, winners {r['winners']}, "
          f"{out_of_order(game, r['first'])} pairs out of order")
    for name, at in sorted(r["first"].items(), key=lambda kv: kv[1]):
        print(f"     action {at:5d}: {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=list(GAMES), action="append")
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--learner-seeds", type=int, default=1)
    parser.add_argument("--max-actions", type=int, default=3000)
    parser.add_argument("--order-weight", type=int, default=ORDER_WEIGHT)
    parser.add_argument("--dump", metavar="DIR", help="write DIR/<game>.json: the best deal and all its moves")
    args = parser.parse_args()
    for game in args.game or list(GAMES):
        start = time.perf_counter()
        res = search(game, args.seeds, args.max_actions, args.learner_seeds, args.order_weight)
        report(res)
        if args.dump and res["best"]:
            os.makedirs(args.dump, exist_ok=True)
            with open(os.path.join(args.dump, f"{game}.json"), "w", encoding="utf-8") as f:
                json.dump({"game": game, "players": PLAYERS, "learner": LEARNER, **res["best"]}, f, indent=1)
        print(f"   ({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main()
