"""Anti-Monopoly bots' foolish plays, the bots run as the app runs them: mortgage/redeem cycles, repeated offers, prices.

Each decision takes the app's path (`ui/session_bots.py`): one bot per seat made by `make_bot` for the whole
game, asked through the worker's entry point (`ui/thinker.decide`) on a copy that crossed a process boundary
(pickled, as the worker's does both ways) and kept for its next decision, seeded as the session seeds it
(`"{game seed}:{seat}:{actions so far}"`); a bot's failure or illegal move is played by the random bot, as
the session does. A game's seed is the app's `--seed`: `--levels random --seed 7 --games 1` is
`ponzi-desktop play --game anti_monopoly --players 4 --bots all --seed 7` played to the end. The hard bot
searches an iteration budget (`--hard-iterations`) instead of the app's second per decision: the same bot and
memory, less search. By default each level plays its own games, every seat that level (`--levels`);
`--seats` plays one table of mixed levels instead, the seats rotating from game to game.

Counts, from the engine's events:
- same-turn churn: within one player's turn (its extra turn after doubles included) a deed mortgaged then
  redeemed, or redeemed then mortgaged, when no debt forced the second step (the bots must make none);
- same-turn undoing: within one player's turn a building built then one sold back to the Treasury (built at full
  price, sold at half), and a deed bought (from the Treasury or by trade) then mortgaged, when no debt forced the
  sale or the mortgage (the bots must make none);
- declines: deeds declined at the Treasury while the player had cash to spare (`SPARE`: the cash after the
  purchase at least $500 and twice the worst rent on the board plus $60), as a share of the buy decisions with
  cash to spare; those in the last `LAST_ROUNDS` rounds before the round limit apart (the normal and hard bots
  stop buying there on purpose: at the limit a deed counts only its rent); and the same for the decisions where
  the cash after the purchase keeps at least `model.reserve` (the worst rent on the board plus $60, at most
  $350: what the normal bot keeps), "keeping the reserve";
- cycles: a player mortgages a deed and redeems it within 3 of its own turns (the turn it mortgaged it in
  counts as 0), or redeems one and mortgages it again within 3 (each pair of one deed counted once);
  the mortgages a debt forced (raising money) are counted apart from the free ones;
- offers: made, refused, and accepted by seat types (`offers accepted, normal to normal`: the share of the
  offers a normal bot made a normal bot that it accepted);
- repeats: an offer refused and then made again, unchanged (same partner, deeds and cash), by the same
  player later in the game (and how many of them in the same or the next round); offers to a partner made
  in a turn that already had one from the same player to it (the bots must make none); offers made to a
  partner within `WITHIN` of the proposer's own turns after that partner refused one of its offers (the turn of
  the refusal counts as 0; any deeds: the bots wait unless the deal's situation changed);
- offers per partner per round: the offers one player made one other player, per round of the game (mean:
  all offers over the rounds played times the ordered pairs of players; max: the most one player made one
  partner in one round), also by the proposer's seat type, and the same for the offers one player received
  from all the others; the offers within `WITHIN` own turns of a refusal are counted by proposer type too;
- buildings built by seat type and role, in all and per seat of that type and role (a Competitor may build on
  any street it owns; the normal and hard bots build where a building pays for itself before the round limit);
- prices: the cash paid for one deed bought alone, against its printed price (the highest ratio, and how
  many deals paid more than twice the price: the street that monopolises a city for a Monopolist buyer,
  where its valuation may say so, counted apart from the others, which the bots must not make), and deeds
  bought by trade then mortgaged within the buyer's next own turn.

    python benchmarks/foolish_plays_anti_monopoly.py --games 50 --seed 1 --jobs 2
    python benchmarks/foolish_plays_anti_monopoly.py --seats normal,hard --games 100 --seed 1 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import pickle
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from ponzi_desktop.bots import LEVELS, Budget, bot_names, make_bot
from ponzi_desktop.bots.anti_monopoly.model import Table, monopolises, reserve, trade_reserve
from ponzi_desktop.bots.tournament import seat_plan
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.core import EngineError, game_spec, parse_settings
from ponzi_desktop.ui.thinker import decide

GAME = "anti_monopoly"
WITHIN = 3  # own turns
CHURN = "same-turn churn (free)"
BUILT_SOLD = "same-turn built then sold back (free)"
BOUGHT_MORTGAGED = "same-turn bought then mortgaged (free)"
SPARE_CASH = 500  # the least cash left after a purchase for a decline to count as one with cash to spare
LAST_ROUNDS = 40  # the rounds before the round limit where a bot may stop buying on purpose (`finish.py`)


def spare(state: Any, seat: int) -> str | None:
    """What `seat`, at a buy decision, would keep after the purchase: "cash to spare" (`SPARE_CASH`, and twice
    `model.trade_reserve`: the worst rent on the board plus $60), "the reserve" (`model.reserve`), or None."""
    left = state.cash[seat] - board().price[state.pos[seat]]
    t = Table.from_state(state)
    if left >= max(SPARE_CASH, 2 * trade_reserve(t, seat)):
        return "with cash to spare"
    return "keeping the reserve" if left >= reserve(t, seat) else None


def _crossed(bot: Any) -> Any:
    """`bot` as the worker process receives it, or as the app receives it back."""
    return pickle.loads(pickle.dumps(bot))


def app_bot(level: str, hard_iterations: int | None) -> Any:
    bot = make_bot(level, GAME)
    if level == "hard" and hard_iterations:
        bot.budget = Budget(iterations=hard_iterations)
    return bot


def app_move(bots: dict[int, Any], state: Any, seat: int, seed: str) -> list:
    """One bot decision as `ui/session_bots.BotRunner` takes it and the session plays it: the worker's `decide`
    on a copy of the seat's bot, the copy kept; a failure, or a move the engine refuses, played by the random
    bot, seeded alike. The move's events."""
    view = state.view(seat)
    action, _, thought = decide(_crossed(bots[seat]), view, seed)
    bots[seat] = _crossed(thought)
    fallback = make_bot("random", GAME).choose(view, random.Random(f"{seed}:fallback"))
    if isinstance(action, Exception):
        action = fallback
    try:
        return state.apply(action, seat)
    except EngineError:
        return state.apply(fallback, seat)


def play(task: dict[str, Any]) -> Counter:
    types, seed = task["types"], task["seed"]
    spec = game_spec(GAME)
    bots = {p: app_bot(name, task["hard_iterations"]) for p, name in enumerate(types)}
    state = spec.new_game(spec.settings_from(len(types), task.get("settings", {})), seed)
    roles = [ROLES[r] for r in state.role]
    count: Counter = Counter()
    for p, kind in enumerate(types):
        count[f"seats, {kind} as {roles[p]}"] += 1
        count[f"buildings built, {kind} as {roles[p]}"] += 0  # reported when none are built too
    b = board()
    turns = [0] * len(types)
    turn = 0  # the number of the player's turn now in the game (its doubles' extra turn is the same turn)
    this_turn: dict[tuple[int, int], str] = {}  # (player, deed) -> its last dealing this turn
    built: set[int] = set()  # players who built this turn
    bought_now: set[tuple[int, int]] = set()  # (player, deed) bought this turn, from the Treasury or by trade
    last: dict[tuple[int, int], tuple[str, int, bool]] = {}  # (player, deed) -> (what, own turn, forced)
    bought: dict[tuple[int, int], int] = {}  # (buyer, deed) -> own turn it was bought by trade in
    refused: dict[tuple, int] = {}  # offer -> the round it was refused in
    pending = None
    offered: Counter = Counter()  # (turn, proposer, target) -> offers made
    own = [0] * len(types)  # each player's own turns so far (its doubles' extra turns not counted)
    refused_by: dict[tuple[int, int], int] = {}  # (proposer, target) -> the proposer's own turn of the last refusal
    per_round: Counter = Counter()  # (round, proposer, target) -> offers made
    received: Counter = Counter()  # (round, target) -> offers received
    actions = 0
    while not state.is_over and actions < 100_000:
        seat = state.current_player
        phase = state.view(seat).phase
        raising = phase == "raise"
        if phase == "buy" and len(state.view(seat).choices) > 1:
            late = state.settings.round_limit - state.round <= LAST_ROUNDS
            with_spare = spare(state, seat)
        else:
            with_spare = None
        events = app_move(bots, state, seat, f"{seed}:{seat}:{actions}")
        actions += 1
        for kind, p, data, _, _ in events:
            if kind == "bought":
                bought_now.add((p, data["square"]))
            if kind == "turn_started":
                turns[p] += 1
                if not data["extra"]:
                    own[p] += 1
                    turn += 1
                    this_turn.clear()
                    built.clear()
                    bought_now.clear()
            elif kind in ("bought", "declined") and with_spare:
                where = ", last rounds" if late else ""
                for keeps in {with_spare, "keeping the reserve"}:  # cash to spare keeps the reserve too
                    count[f"buy decisions {keeps}{where}"] += 1
                    if kind == "declined":
                        count[f"declined {keeps}{where}"] += 1
            elif kind == "built":
                built.add(p)
                count[f"buildings built, {types[p]} as {roles[p]}"] += 1
            elif kind == "building_sold" and p in built:
                if raising:
                    count["same-turn built then sold back, forced"] += 1
                else:
                    count[BUILT_SOLD] += 1
                    if task.get("show"):
                        print(f"  seed {seed}, round {state.round}, player {p} ({types[p]}): built then sold "
                              f"back on {b.names[data['square']]} (after {actions} actions)")
            elif kind in ("mortgaged", "redeemed"):
                sq = data["square"]
                if kind == "mortgaged" and (p, sq) in bought_now:
                    if raising:
                        count["same-turn bought then mortgaged, forced"] += 1
                    else:
                        count[BOUGHT_MORTGAGED] += 1
                        if task.get("show"):
                            print(f"  seed {seed}, round {state.round}, player {p} ({types[p]}): bought then "
                                  f"mortgaged {b.names[sq]} (after {actions} actions)")
                earlier = this_turn.get((p, sq))
                if earlier is not None and earlier != kind:
                    step = "mortgaged then redeemed" if kind == "redeemed" else "redeemed then mortgaged"
                    if raising:
                        count[f"same-turn churn, forced: {step}"] += 1
                    else:
                        count[CHURN] += 1
                        count[f"{CHURN}: {step}"] += 1
                        if task.get("show"):
                            print(f"  seed {seed}, round {state.round}, player {p} ({types[p]}): {step} "
                                  f"{b.names[sq]} (after {actions} actions)")
                this_turn[p, sq] = kind
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
                count[f"offers, {types[p]} to {types[data['target']]}"] += 1
                offered[turn, p, data["target"]] += 1
                per_round[state.round, p, data["target"]] += 1
                received[state.round, data["target"]] += 1
                at = refused_by.get((p, data["target"]))
                if at is not None and own[p] - at <= WITHIN:
                    count[f"offers to a partner within {WITHIN} own turns of its refusal"] += 1
                    count[f"offers to a partner within {WITHIN} own turns of its refusal, by {types[p]}"] += 1
                if offered[turn, p, data["target"]] > 1:
                    count["offers to a partner offered something in that turn already"] += 1
                if pending in refused:
                    count["repeated refused offers"] += 1
                    if state.round - refused[pending] <= 1:
                        count["repeated refused offers, the same or the next round"] += 1
            elif kind == "trade_rejected" and pending is not None:
                refused[pending] = state.round
                refused_by[pending[0], pending[1]] = own[pending[0]]
                count["offers refused"] += 1
            elif kind == "traded":
                count["trades"] += 1
                count[f"offers accepted, {types[data['proposer']]} to {types[data['target']]}"] += 1
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
                        if not monopolises(Table.from_state(state), buyer, sq):
                            count["deeds bought for over twice the price, not monopolising a city"] += 1
                    bought[buyer, sq] = turns[buyer]
                for sq in ask:
                    bought_now.add((proposer, sq))
                for sq in give:
                    bought_now.add((target, sq))
    count["games"] += 1
    n = len(types)
    count["rounds played"] += state.round
    count["ordered pairs x rounds"] += state.round * n * (n - 1)
    count["players x rounds"] += state.round * n
    count["max offers to one partner in one round"] = max(per_round.values(), default=0)
    for p, kind in enumerate(types):
        count[f"partners x rounds, {kind} proposing"] += state.round * (n - 1)
        most = max((v for (_, q, _), v in per_round.items() if q == p), default=0)
        key = f"max offers to one partner in one round, by {kind}"
        count[key] = max(count[key], most)
    count["max offers received by one player in one round"] = max(received.values(), default=0)
    return count


def tables(args: argparse.Namespace) -> list[tuple[str, list[dict[str, Any]]]]:
    """(name, games) per table: one per level, or the one of mixed `--seats`; game i is dealt seed + i."""
    common = {"hard_iterations": args.hard_iterations, "show": args.show, "settings": parse_settings(args.set)}
    if args.seats:
        seats = args.seats.split(",")
        games = seat_plan(seats, args.games)
        return [(args.seats, [{"types": types, "seed": args.seed + i, **common} for i, types in enumerate(games)])]
    return [(level, [{"types": [level] * args.players, "seed": args.seed + i, **common} for i in range(args.games)])
            for level in args.levels.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--levels", default=",".join(bot_names(GAME)),
                        help="a table per level, every seat that level (default: all of them)")
    parser.add_argument("--seats", help="one table of these levels instead (as many seats), rotating")
    parser.add_argument("--games", type=int, default=100, help="games per table")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (the app's --seed)")
    parser.add_argument("--hard-iterations", type=int, default=16,
                        help="the hard bot's playouts per decision (0: the app's second)")
    parser.add_argument("--show", action="store_true", help="print each same-turn churn as it happens")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="a game setting, as simulate's --set (e.g. game=B)")
    args = parser.parse_args()
    assert set(LEVELS) <= set(bot_names(GAME))
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    for name, tasks in tables(args):
        if args.jobs <= 1:
            results = [play(task) for task in tasks]
        else:
            with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
                results = list(pool.map(play, tasks, chunksize=1))
        total: Counter = Counter({CHURN: 0, BUILT_SOLD: 0, BOUGHT_MORTGAGED: 0, "repeated refused offers": 0, "deeds bought for over twice the price, "
                                  "not monopolising a city": 0, "offers to a partner offered something in that "
                                  "turn already": 0, f"offers to a partner within {WITHIN} own turns of its "
                                  "refusal": 0})
        for r in results:
            for k, v in r.items():
                total[k] = max(total[k], v) if k.startswith("max") else total[k] + v
        print(f"{name}: {len(tasks)} games, seeds {args.seed}..{args.seed + len(tasks) - 1}", flush=True)
        for k in sorted(total):
            print(f"  {k}: {total[k]}", flush=True)
        for keeps in ("with cash to spare", "keeping the reserve"):
            for where in ("", ", last rounds"):
                decisions = total[f"buy decisions {keeps}{where}"]
                if decisions:
                    share = total[f"declined {keeps}{where}"] / decisions
                    print(f"  share of buy decisions {keeps} declined{where}: {share:.3f}", flush=True)
        if total["ordered pairs x rounds"]:
            print(f"  offers per partner per round, mean: {total['offers'] / total['ordered pairs x rounds']:.4f}"
                  f" (max {total['max offers to one partner in one round']})", flush=True)
            for kind in sorted({k.removeprefix('partners x rounds, ').removesuffix(' proposing') for k in total
                                if k.startswith('partners x rounds, ')}):
                made = sum(v for k, v in total.items() if k.startswith(f"offers, {kind} to "))
                print(f"  offers per partner per round by {kind}, mean: "
                      f"{made / total[f'partners x rounds, {kind} proposing']:.4f} "
                      f"(max {total[f'max offers to one partner in one round, by {kind}']})", flush=True)
            print(f"  offers received per player per round, mean: "
                  f"{total['offers'] / total['players x rounds']:.4f} "
                  f"(max {total['max offers received by one player in one round']})", flush=True)
        for k in sorted(total):
            if k.startswith("buildings built, "):
                seats = total[f"seats, {k.removeprefix('buildings built, ')}"]
                print(f"  {k}, per seat: {total[k] / seats:.1f}", flush=True)
        for k in sorted(total):
            if k.startswith("offers, "):
                pair = k.removeprefix("offers, ")
                accepted = total[f"offers accepted, {pair}"]
                print(f"  share of offers accepted, {pair}: {accepted / total[k]:.3f}", flush=True)


if __name__ == "__main__":
    main()
