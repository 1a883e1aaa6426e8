"""The automated broker (M.I.B.S.): a rules-driven seat whose turns the engine plays, never a decision.

Functions over the state record (state.py); the broker's steps are the players' ones (trades.py). Rulings
(`docs/rules/black_friday.md`): the priority list is the data file's `mibs` entry; where it leaves a
point open, the ruling is noted at the step:
1. If it can afford the level's full limit of shares (the market holds that many) or of gold bars, it
   buys the cheaper total (shares on a tie). Shares are taken cheapest first (ties: fewer in the market,
   then colour order), one at a time, so the ties see the market as it empties.
   The purchase-track share: among the colours it bought still in the market, the one it owns most of
   (ties: most expensive, fewest in the market, colour order); if none is left, the cheapest market
   colour (ties: most in the market, colour order).
   The gold-track share (the list does not say, ruling): as in step 4, the cheapest market colour.
2. Else, if it holds shares, it sells the limit (all it holds if fewer), most expensive first (ties: more
   owned, colour order). The sale-row share: among the colours it sold still in the row, the one it owns
   fewest of after selling (ties: cheapest, most in the market, colour order); if none, the most expensive
   row colour (ties: fewest in the market, colour order).
3. Else it buys as much as it can of the cheaper offer: the cheapest share against one gold bar (shares on
   a tie), up to the limit.
4. If nothing is affordable, it buys 0 gold and puts the cheapest market colour (ties: most in the market,
   colour order) on the gold track.
It never has a bonus tile; at the end its shares are valued like everybody's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.black_friday.pricechange import PURCHASE_TRACK
from ponzi_desktop.engine.black_friday.trades import buy_gold, buy_one, place, sell_one, take
from ponzi_desktop.engine.core import Event

if TYPE_CHECKING:
    from ponzi_desktop.engine.black_friday.state import BlackFridayState


def broker_turn(s: BlackFridayState, events: list[Event]) -> None:
    """The broker's whole turn, by its priority list."""
    t = s.t
    b = s.broker
    cash = s.cash[b]
    limit = t.share_limit[s.level]
    gold_limit = t.gold_limit[s.level]
    gold_price = t.gold_value[s.gold]
    plan = cheapest_shares(s, limit, None)
    # a list, not a generator: compiled, this is a C function (broker.pxd), which cannot hold a closure
    share_total = sum([s.price[c] for c in plan]) if len(plan) == limit else None
    gold_total = gold_limit * gold_price
    can_shares = share_total is not None and share_total <= cash
    can_gold = gold_total <= cash
    if can_shares and (not can_gold or share_total <= gold_total):
        broker_buys(s, plan, events)
    elif can_gold:
        buy_gold(s, b, gold_limit, cheapest_market_colour(s), events)
    elif any(s.shares[b]):
        broker_sells(s, limit, events)
    else:
        prices = [s.price[c] for c in range(t.k) if s.market[c]]
        if prices and min(prices) <= gold_price:
            plan = cheapest_shares(s, limit, cash)
            if plan:
                broker_buys(s, plan, events)
                return
        elif gold_price <= cash:
            buy_gold(s, b, min(gold_limit, cash // gold_price), cheapest_market_colour(s), events)
            return
        buy_gold(s, b, 0, cheapest_market_colour(s), events)


def cheapest_shares(s: BlackFridayState, limit: int, budget: int | None) -> list[int]:
    """Up to `limit` market shares, cheapest first (ties: fewer in the market, colour order)."""
    avail = s.market[:]
    price = s.price
    plan: list[int] = []
    spent = 0
    while len(plan) < limit:
        options = [(price[c], avail[c], c) for c in range(len(avail)) if avail[c]]
        if not options:
            break
        cost, _, c = min(options)
        if budget is not None and spent + cost > budget:
            break
        plan.append(c)
        avail[c] -= 1
        spent += cost
    return plan


def cheapest_market_colour(s: BlackFridayState) -> int:
    """The cheapest colour in the market (ties: most in the market, colour order); -1 if empty."""
    market, price = s.market, s.price
    options = [(price[c], -market[c], c) for c in range(len(market)) if market[c]]
    return min(options)[2] if options else -1


def broker_buys(s: BlackFridayState, plan: list[int], events: list[Event]) -> None:
    """Step 1 or 3: the shares of `plan`, then the purchase-track share."""
    b = s.broker
    for c in plan:
        buy_one(s, b, c, events)
    market, price, owned = s.market, s.price, s.shares[b]
    mine = [(-owned[c], -price[c], market[c], c) for c in set(plan) if market[c]]
    if mine:
        place(s, b, PURCHASE_TRACK, min(mine)[3], events)
        return
    c = cheapest_market_colour(s)
    if c >= 0:
        place(s, b, PURCHASE_TRACK, c, events)


def broker_sells(s: BlackFridayState, limit: int, events: list[Event]) -> None:
    """Step 2: up to `limit` shares, most expensive first, then the sale-row share."""
    b = s.broker
    owned, price, market = s.shares[b], s.price, s.market
    sold: set[int] = set()
    for _ in range(limit):
        options = [(-price[c], -owned[c], c) for c in range(len(owned)) if owned[c]]
        if not options:
            break
        c = min(options)[2]
        sell_one(s, b, c, events)
        sold.add(c)
    row = s.rows[s.sale_row]
    mine = [(owned[c], price[c], -market[c], c) for c in sold if row[c]]
    if mine:
        take(s, b, min(mine)[3], events)
        return
    others = [(-price[c], market[c], c) for c in range(len(row)) if row[c]]
    take(s, b, min(others)[2] if others else -1, events)
