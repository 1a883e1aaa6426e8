"""The automated broker (M.I.B.S.): a rules-driven seat whose turns the engine plays, never a decision.

A mixin of `BlackFridayState`. The priority list is the data file's `mibs` entry; where it leaves a
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

from ponzi_desktop.engine.core import Event, GameState

PURCHASE_TRACK, GOLD_TRACK = "purchase", "gold"


class Broker(GameState):
    """The broker's turn; the state supplies the fields and the steps (see state.py and turns.py). The rules
    are one line of classes, Broker < PriceChange < TurnRules < BlackFridayState, so that compiled
    they are extension types sharing the fields Broker declares (mibs.pxd)."""

    __slots__ = ()

    def _broker_turn(self, events: list[Event]) -> None:
        t = self.t
        b = self.broker
        cash = self.cash[b]
        limit = t.share_limit[self.level]
        gold_limit = t.gold_limit[self.level]
        gold_price = t.gold_value[self.gold]
        plan = self._cheapest_shares(limit, None)
        share_total = sum(self.price[c] for c in plan) if len(plan) == limit else None
        gold_total = gold_limit * gold_price
        can_shares = share_total is not None and share_total <= cash
        can_gold = gold_total <= cash
        if can_shares and (not can_gold or share_total <= gold_total):
            self._broker_buys(plan, events)
        elif can_gold:
            self._buy_gold(b, gold_limit, self._cheapest_market_colour(), events)
        elif any(self.shares[b]):
            self._broker_sells(limit, events)
        else:
            prices = [self.price[c] for c in range(t.k) if self.market[c]]
            if prices and min(prices) <= gold_price:
                plan = self._cheapest_shares(limit, cash)
                if plan:
                    self._broker_buys(plan, events)
                    return
            elif gold_price <= cash:
                self._buy_gold(b, min(gold_limit, cash // gold_price), self._cheapest_market_colour(), events)
                return
            self._buy_gold(b, 0, self._cheapest_market_colour(), events)

    def _cheapest_shares(self, limit: int, budget: int | None) -> list[int]:
        """Up to `limit` market shares, cheapest first (ties: fewer in the market, colour order)."""
        avail = self.market[:]
        price = self.price
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

    def _cheapest_market_colour(self) -> int:
        """The cheapest colour in the market (ties: most in the market, colour order); -1 if empty."""
        market, price = self.market, self.price
        options = [(price[c], -market[c], c) for c in range(len(market)) if market[c]]
        return min(options)[2] if options else -1

    def _broker_buys(self, plan: list[int], events: list[Event]) -> None:
        b = self.broker
        for c in plan:
            self._buy_one(b, c, events)
        market, price, owned = self.market, self.price, self.shares[b]
        mine = [(-owned[c], -price[c], market[c], c) for c in set(plan) if market[c]]
        if mine:
            self._place(b, PURCHASE_TRACK, min(mine)[3], events)
            return
        c = self._cheapest_market_colour()
        if c >= 0:
            self._place(b, PURCHASE_TRACK, c, events)

    def _broker_sells(self, limit: int, events: list[Event]) -> None:
        b = self.broker
        owned, price, market = self.shares[b], self.price, self.market
        sold: set[int] = set()
        for _ in range(limit):
            options = [(-price[c], -owned[c], c) for c in range(len(owned)) if owned[c]]
            if not options:
                break
            c = min(options)[2]
            self._sell_one(b, c, events)
            sold.add(c)
        row = self.rows[self.sale_row]
        mine = [(owned[c], price[c], -market[c], c) for c in sold if row[c]]
        if mine:
            self._take(b, min(mine)[3], events)
            return
        others = [(-price[c], market[c], c) for c in range(len(row)) if row[c]]
        self._take(b, min(others)[2] if others else -1, events)
