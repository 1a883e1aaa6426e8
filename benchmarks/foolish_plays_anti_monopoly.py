"""Anti-Monopoly bots' foolish plays over a tournament's games: mortgage/redeem cycles, repeated offers, prices.

Plays the tournament's very games (same deals, seat rotation and bots' random streams as `ponzi-desktop
tournament`) and counts, from the engine's events:
- cycles: a player mortgages a deed and redeems it within 3 of its own turns (the turn it mortgaged it in
  counts as 0), or redeems one and mortgages it again within 3 (each pair of one deed counted once);
  the mortgages a debt forced (raising money) are counted apart from the free ones;
- repeats: an offer refused and then made again, unchanged (same partner, deeds and cash), by the same
  player later in the game (and how many of them in the same or the next round);
- prices: the cash paid for one deed bought alone, against its printed price (the highest ratio, and how
  many deals paid more than twice the price), and deeds bought by trade then mortgaged within the buyer's
  next own turn.

    python benchmarks/foolish_plays_anti_monopoly.py --seats normal --games 100 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.tournament import deal_seeds, seat_plan
from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.board import board

WITHIN = 3  # own turns


def play(task: dict[str, Any]) -> Counter:
    types, seed, index = task["types"], task["seed"], task["index"]
    bots = [make_bot(name, "anti_monopoly") for name in types]
    rngs = [random.Random(f"{seed}:{index}:{p}") for p in range(len(types))]
    state = new_game(AntiMonopolySettings(players=len(types)), seed)
    b = board()
    count: Counter = Counter()
    turns = [0] * len(types)
    last: dict[tuple[int, int], tuple[str, int, bool]] = {}  # (player, deed) -> (what, own turn, forced)
    bought: dict[tuple[int, int], int] = {}  # (buyer, deed) -> own turn it was bought by trade in
    refused: dict[tuple, int] = {}  # offer -> the round it was refused in
    pending = None
    actions = 0
    while not state.is_over and actions < 100_000:
        seat = state.current_player
        view = state.view(seat)
        raising = view.phase == "raise"
        events = state.apply(bots[seat].choose(view, rngs[seat], None), seat)
        actions += 1
        for kind, p, data, _, _ in events:
            if kind == "turn_started":
                turns[p] += 1
            elif kind in ("mortgaged", "redeemed"):
                sq = data["square"]
                before = last.get((p, sq))
                if before is not None and before[0] != kind and turns[p] - before[1] <= WITHIN:
                    count["cycles"] += 1
                    count["cycles after a forced mortgage" if before[0] == "mortgaged" and before[2]
                          else "cycles after a free mortgage" if before[0] == "mortgaged"
                          else "cycles: redeemed then mortgaged (forced)" if raising
                          else "cycles: redeemed then mortgaged (free)"] += 1
                    del last[p, sq]
                else:
                    last[p, sq] = (kind, turns[p], raising)
                if kind == "mortgaged":
                    count["mortgages" + (" (forced)" if raising else " (free)")] += 1
                    got = bought.pop((p, sq), None)
                    if got is not None and turns[p] - got <= 1:
                        count["deeds bought by trade, mortgaged by the next own turn"] += 1
                else:
                    count["redemptions"] += 1
            elif kind == "trade_offered":
                pending = (p, data["target"], tuple(data["give"]), tuple(data["ask"]), data["cash"])
                count["offers"] += 1
                if pending in refused:
                    count["repeated refused offers"] += 1
                    if state.round - refused[pending] <= 1:
                        count["repeated refused offers, the same or the next round"] += 1
            elif kind == "trade_rejected" and pending is not None:
                refused[pending] = state.round
            elif kind == "traded":
                count["trades"] += 1
                proposer, target, give, ask, cash = (data["proposer"], data["target"], data["give"],
                                                     data["ask"], data["cash"])
                deals = []
                if len(ask) == 1 and not give and cash > 0:
                    deals.append((proposer, ask[0], cash))
                if len(give) == 1 and not ask and cash < 0:
                    deals.append((target, give[0], -cash))
                for buyer, sq, price in deals:
                    ratio = price / b.price[sq]
                    count["max price / printed, %"] = max(count["max price / printed, %"], round(100 * ratio))
                    if ratio > 2:
                        count["deeds bought for over twice the price"] += 1
                    bought[buyer, sq] = turns[buyer]
    count["games"] += 1
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seats", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    seats = args.seats.split(",") * (args.players if "," not in args.seats else 1)
    games = -(-args.games // args.players) * args.players
    seeds = deal_seeds(args.seed, games // args.players)
    tasks = [{"index": i, "types": types, "seed": seeds[i // args.players]}
             for i, types in enumerate(seat_plan(seats, games))]
    if args.jobs <= 1:
        results = [play(task) for task in tasks]
    else:
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
            results = list(pool.map(play, tasks, chunksize=1))
    total: Counter = Counter()
    for r in results:
        for k, v in r.items():
            total[k] = max(total[k], v) if k.startswith("max") else total[k] + v
    print(f"{games} games, seats {','.join(seats)}, seed {args.seed}")
    for k in sorted(total):
        print(f"  {k}: {total[k]}")


if __name__ == "__main__":
    main()
