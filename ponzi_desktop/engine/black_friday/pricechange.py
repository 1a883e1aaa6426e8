"""Black Friday price change (the seven steps), the end at gold $100, and final scoring.

A mixin of `BlackFridayState`. Rulings (`docs/rules/black_friday.md`) and the points they leave open:
- Step 1 draws at random from the bag's counts (a bag has no order to keep); fewer when it runs short.
- Step 2: one space per black drawn plus floor(bars bought since the last price change / 3); the counter
  resets; the gold price never passes the last space ($100).
- Step 3: one black goes back to the bag and counts as none; two or more go to the bank and are
  subtracted from every colour's count. A net count beyond the table's ends uses the nearest end (the table
  covers -9..+12; only 10+ blacks in one draw could go past it).
- Step 4: drawn colours to the market; the triggering track's shares (a sale row's remaining shares and its
  blacks) to the bag.
- The end: when step 2 brings gold to $100, steps 3-5 (the share moves) finish, then the game ends:
  no level change, no sale-row refill (the data file's recommended cut-off).
- Step 6: the level rises to the highest level area any price marker stands in (the rulebook: when one of
  the markers enters a new level; not only the most valuable marker's area), never down; the blacks of the
  new level and of every level skipped go into the bag.
- Step 7: only a price change triggered by a sale row moves the sale rows on (1 -> 2 -> 3 -> centre); one
  triggered from row 3 or the centre row ends with the centre row refilled from the market, in colour order,
  plus blacks from the bank; a colour whose last market share goes to the row moves right.
- Scoring: wealth = cash + shares at their final prices + gold bars at the final gold price. Most wins;
  ties: most value in gold, then shared. The broker is ranked too; when it alone is richest no player
  wins (`winners` is empty); scores list the players (the broker's is in `broker_wealth`).
"""

from __future__ import annotations

from ponzi_desktop.engine.black_friday.bag import draw_counts
from ponzi_desktop.engine.black_friday.mibs import Broker
from ponzi_desktop.engine.core import Event, Outcome, ScorePart, event, score_part


class PriceChange(Broker):
    """The price-change phase and the end of the game; the state supplies the fields (see state.py)."""

    __slots__ = ()

    def _price_change(self, trigger: str, events: list[Event]) -> None:
        t = self.t
        k = t.k
        self.price_changes += 1
        level = self.level
        events.append(event("price_change_started", None, {"trigger": trigger, "level": level,
                                                           "number": self.price_changes}))
        # 1. draw
        bag = self.bag
        drawn = draw_counts(bag, t.draw[level], self.rng.random)
        blacks = drawn[k]
        events.append(event("shares_drawn", None, {"counts": tuple(drawn[:k]), "black": blacks}))
        # 2. gold
        old = self.gold
        rise = blacks + self.bought // 3
        self.gold = min(t.gold_top, old + rise)
        events.append(event("gold_moved", None, {"from": t.gold_value[old], "to": t.gold_value[self.gold],
                                                 "blacks": blacks, "bought": self.bought}))
        self.bought = 0
        # 3. blacks, then the table moves colour by colour
        if blacks == 1:
            bag[k] += 1
            minus = 0
        else:
            self.bank_black += blacks
            minus = blacks
        if blacks:
            events.append(event("blacks_moved", None, {"count": blacks, "to": "bag" if blacks == 1 else "bank"}))
        cell, price, colours, append = self.cell, self.price, t.colours, events.append
        by_net, offset = t.move_by_net, t.net_offset
        for c in range(k):
            move = by_net[drawn[c] - minus + offset][cell[c]]
            cell[c] = move[0]
            price[c] = move[4]
            append(event("price_moved", None, {"colour": colours[c], "cause": "price_change", "from": move[1],
                                               "to": move[2], "path": move[3], "price": move[4]}))
        # 4. shares to the market; the triggering track to the bag
        market = self.market
        for c in range(k):
            market[c] += drawn[c]
        self._clear(trigger, events)
        # 5. a colour with no market share moves up
        for c in range(k):
            if not market[c]:
                self._move(c, t.up[cell[c]], "empty_market", events)
        if self.gold == t.gold_top:
            self._finish(events)
            return
        # 6. level: the highest area any marker reached, never lower
        new = t.level_of(cell)
        if new > level:
            for lv in range(level + 1, new + 1):
                if self.chart_black[lv]:
                    self.chart_black[lv] = 0
                    bag[k] += 1
            self.level = new
            self.level_history.append(new)
            events.append(event("level_changed", None, {"from": level, "to": new}))
        # 7. sale rows
        if trigger == "sale":
            self._next_sale_row(events)
        events.append(event("price_change_ended", None, {"number": self.price_changes}))

    def _clear(self, trigger: str, events: list[Event]) -> None:
        """Step 4: the triggering track's shares (and a sale row's blacks) go into the bag."""
        bag = self.bag
        k = self.t.k
        back = [0] * k
        black = 0
        if trigger == "sale":
            row = self.rows[self.sale_row]
            for c in range(k):
                back[c] = row[c]
                row[c] = 0
            black = self.row_black[self.sale_row]
            self.row_black[self.sale_row] = 0
            self.sale_removed = 0
        else:
            line = self.purchase if trigger == "purchase" else self.gold_track
            for c in line:
                back[c] += 1
            line.clear()
        for c in range(k):
            bag[c] += back[c]
        bag[k] += black
        events.append(event("track_cleared", None, {"track": trigger, "counts": tuple(back), "black": black,
                                                    "row": self.sale_row if trigger == "sale" else None}))

    def _next_sale_row(self, events: list[Event]) -> None:
        """Step 7: rows 1 -> 2 -> 3 -> the centre row forever; from row 3 on, refill the centre row."""
        t = self.t
        row = self.sale_row
        if row < t.sale_rows - 1 and not self.centre_mode:
            self.sale_row = row + 1
            events.append(event("sale_row_changed", None, {"row": self.sale_row, "refill": None}))
            return
        self.centre_mode = True
        centre = self.sale_row = t.centre
        market = self.market
        refill = self.rows[centre]
        for c in range(t.k):
            n = min(t.row_per_colour, market[c])
            market[c] -= n
            refill[c] += n
            if n and not market[c]:
                self._move(c, t.right[self.cell[c]], "last_share", events)
        blacks = min(t.row_black[centre], self.bank_black)
        self.bank_black -= blacks
        self.row_black[centre] += blacks
        events.append(event("sale_row_changed", None, {"row": centre, "refill": tuple(refill), "black": blacks}))

    # ---- the end -------------------------------------------------------------------------------------
    def wealth(self, h: int) -> int:
        """Holder `h`'s cash, plus its shares at their prices and its gold bars at the gold price."""
        price = self.price
        held = self.shares[h]
        return (self.cash[h] + sum(held[c] * price[c] for c in range(self.t.k))
                + self.gold_bars[h] * self.t.gold_value[self.gold])

    def score_parts(self, h: int) -> tuple[ScorePart, ...]:
        """What `wealth(h)` is made of: "cash" (amounts: none), one "shares" line per colour (amounts: shares
        held, the price), "gold" (amounts: bars, the gold price). A tie on wealth goes to more gold."""
        t = self.t
        price = self.price
        held = self.shares[h]
        gold_price = t.gold_value[self.gold]
        return (score_part("cash", self.cash[h]),
                *(score_part("shares", held[c] * price[c], (held[c], price[c]), t.colours[c]) for c in range(t.k)),
                score_part("gold", self.gold_bars[h] * gold_price, (self.gold_bars[h], gold_price)))

    def _finish(self, events: list[Event]) -> None:
        gold_price = self.t.gold_value[self.gold]
        holders = range(len(self.cash))
        rank = {h: (self.wealth(h), self.gold_bars[h] * gold_price) for h in holders}
        best = max(rank.values())
        top = [h for h in holders if rank[h] == best]
        winners = tuple(h for h in top if h != self.broker)
        scores = {p: rank[p][0] for p in range(self.num_players)}
        self.result = Outcome(winners, scores, (), "gold_100", {p: self.score_parts(p) for p in scores})
        self.phase = "over"
        self.actor = -1
        events.append(event("game_over", None, {
            "winners": winners, "scores": scores, "reason": "gold_100", "gold_price": gold_price,
            "broker_wealth": rank[self.broker][0] if self.broker >= 0 else None,
            "broker_won": self.broker in top}))
