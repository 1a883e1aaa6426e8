"""Black Friday turns: the legal options of each decision, applying them, small price moves, turn order.

A mixin of `BlackFridayState` (state.py holds the fields). Rulings (`docs/rules/black_friday.md`) and
the points they leave open, decided here:
- A purchase is played one share at a time (`buy`), then `place` ends it. Every share is paid at the
  price when it is taken; a colour's price moves right when its last market share is taken, at once.
  Only that colour's later shares could be affected, and none is left, so the order does not matter.
- Selling goes the same way (`sell`, then `take`); the price drop comes with `take`, once.
- A placement that takes a colour's last market share and is also its 3rd share on the track moves the
  colour right twice: both small rises apply.
- A placement is a colour bought in this action if one is left in the market, else any market colour;
  a removal from the sale row is a colour sold if the row has one, else any. With an empty market a
  purchase ends without a placement; with an empty row a sale ends with `take none` (no price moves).
- Buying gold with an empty market puts nothing on the gold track.
- The bonus tile's +1 is used by buying (selling) one more than the limit; its free move, by `bonus`.
  Once the tile is used, the turn has no `bonus` decision after the action.
- Level: only step 6 of a price change raises it; a small rise between price changes into a higher
  area waits for the next price change.
"""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.pricechange import PriceChange
from ponzi_desktop.engine.black_friday.tables import EXTRA_BUY, EXTRA_GOLD, EXTRA_SELL, MANIPULATE, Move
from ponzi_desktop.engine.core import Action, Choice, Event, event

# Decision kinds (the phase of a turn). TURN: choose the action (or the free move first); BUY / SELL:
# more shares or end the action; BONUS: the free move after the action, or end the turn.
TURN, BUY, SELL, BONUS, OVER = "action", "buy", "sell", "bonus", "over"
PURCHASE_TRACK, GOLD_TRACK, SALE_ROW = "purchase", "gold", "sale"


class TurnRules(PriceChange):
    """Options and effects of the players' steps; the state supplies the fields (see state.py)."""

    __slots__ = ()

    # ---- what may be done ----------------------------------------------------------------------------
    def has_advantage(self, p: int, advantage: str) -> bool:
        """Whether seat `p`'s bonus tile offers `advantage` and is still unused."""
        return not self.bonus_used[p] and advantage in self.t.advantages[self.tile[p]]

    def _legal_choices(self) -> Sequence[Choice]:
        t = self.t
        p = self.actor
        phase = self.phase
        market = self.market
        out: list[Choice] = []
        if phase == TURN:
            cash = self.cash[p]
            free = not self.bonus_used[p] and t.advantages[self.tile[p]]
            # gold first: its options take a number, and `apply` finds such an action by scanning the list
            limit = t.gold_limit[self.level] + (1 if free and EXTRA_GOLD in free else 0)
            afford = cash // t.gold_value[self.gold]
            gold = t.gold_by_hi[limit if afford > limit else afford]
            out = [gold[c + 1] for c in t.colour_range if market[c]] or [gold[0]]
            append = out.append
            price = self.price
            row = self.rows[self.sale_row]
            held = self.shares[p]
            buy, sell, place, take = t.buy_choice, t.sell_choice, t.place_choice, t.take_choice
            for c in t.colour_range:
                if market[c]:
                    if price[c] <= cash:
                        append(buy[c])
                    append(place[c])
                if held[c]:
                    append(sell[c])
                if row[c]:
                    append(take[c])
            if free and MANIPULATE in free:
                self._free_choices(out)
            return out
        if phase == BUY:
            if self._may_add(p, EXTRA_BUY):
                cash = self.cash[p]
                price = self.price
                for c in range(t.k):
                    if market[c] and price[c] <= cash:
                        out.append(t.buy_choice[c])
            picked = self.picked
            mine = [t.place_choice[c] for c in range(t.k) if market[c] and picked >> c & 1]
            out += mine or [t.place_choice[c] for c in range(t.k) if market[c]]
            return out
        if phase == SELL:
            if self._may_add(p, EXTRA_SELL):
                held = self.shares[p]
                for c in range(t.k):
                    if held[c]:
                        out.append(t.sell_choice[c])
            out += self._removals()
            return out
        if phase == BONUS:
            out.append(t.end_choice)
            self._free_choices(out)
            return out
        return out

    def _may_add(self, p: int, extra: str) -> bool:
        """One more share in this purchase or sale: under the level's limit, or once more with the tile."""
        limit = self.t.share_limit[self.level]
        return self.count < limit or (self.count == limit and self.has_advantage(p, extra))

    def _removals(self) -> list[Choice]:
        """The sale-row shares that may go to the market now: a colour sold if the row has one, else any."""
        t = self.t
        row = self.rows[self.sale_row]
        picked = self.picked
        mine = [t.take_choice[c] for c in range(t.k) if row[c] and picked >> c & 1]
        if mine:
            return mine
        anyc = [t.take_choice[c] for c in range(t.k) if row[c]]
        return anyc or [t.take_none_choice]

    def _free_choices(self, out: list[Choice]) -> None:
        t = self.t
        market = self.market
        row = self.rows[self.sale_row]
        out += [x for c in t.colour_range if market[c] for x in t.free_to_track[c]]
        out += [t.free_take_choice[c] for c in t.colour_range if row[c]]

    def _why_illegal(self, action: Action) -> str | None:
        t = self.t
        phase = self.phase
        colour = getattr(action, "colour", None)
        if colour is not None and colour not in t.colour_index:
            return f"there is no colour {colour!r} (the colours are {', '.join(t.colours)})"
        kinds = {TURN: (Buy, Sell, Place, Take, BuyGold, FreeMove), BUY: (Buy, Place), SELL: (Sell, Take),
                 BONUS: (FreeMove, EndTurn)}
        if not isinstance(action, kinds.get(phase, ())):
            return f"'{action.to_text().split()[0]}' is not possible now: the decision is {phase}"
        p = self.actor
        c = -1 if colour is None else t.colour_index[colour]
        if isinstance(action, Buy):
            if not self.market[c]:
                return f"the market has no {colour} share"
            if self.price[c] > self.cash[p]:
                return f"a {colour} share costs ${self.price[c]}, more than your cash"
            return f"you may buy at most {t.share_limit[self.level]} shares a turn at level {self.level}"
        if isinstance(action, Sell):
            if not self.shares[p][c]:
                return f"you hold no {colour} share"
            return f"you may sell at most {t.share_limit[self.level]} shares a turn at level {self.level}"
        if isinstance(action, Place | Take):
            return f"{action.to_text()!r} is not a placement the rules allow now (the market, the sale row " \
                   "or the colours of this action)"
        if isinstance(action, BuyGold):
            if action.bars < 0 or action.bars * t.gold_value[self.gold] > self.cash[p]:
                return f"{action.bars} bars at ${t.gold_value[self.gold]} is more than your cash"
            if action.bars > t.gold_limit[self.level]:
                return f"you may buy at most {t.gold_limit[self.level]} gold bars a turn at level {self.level}"
            return "the gold track share must be a colour in the market"
        if isinstance(action, FreeMove):
            if not self.has_advantage(p, MANIPULATE):
                return "your bonus tile is used or you have none"
            return f"there is no {colour} share to move there"
        return None

    # ---- doing it ------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        t = self.t
        p = self.actor
        kind = type(action)
        if kind is Buy:
            c = t.colour_index[action.colour]
            if self.phase == TURN:
                self.phase = BUY
            self._buy_one(p, c, events)
            if not any(self.market):  # nothing more to buy and nothing to place
                self._action_done(events)
        elif kind is Sell:
            if self.phase == TURN:
                self.phase = SELL
            self._sell_one(p, t.colour_index[action.colour], events)
        elif kind is Place:
            self._place(p, PURCHASE_TRACK, t.colour_index[action.colour], events)
            self._action_done(events)
        elif kind is Take:
            self._take(p, -1 if action.colour is None else t.colour_index[action.colour], events)
            self._action_done(events)
        elif kind is BuyGold:
            self._buy_gold(p, action.bars, -1 if action.colour is None else t.colour_index[action.colour], events)
            self._action_done(events)
        elif kind is FreeMove:
            self.bonus_used[p] = True
            events.append(event("bonus_used", p, {"advantage": MANIPULATE, "move": action.move,
                                                  "colour": action.colour}))
            c = t.colour_index[action.colour]
            if action.move == "take":
                self._take(p, c, events)
            else:
                self._place(p, PURCHASE_TRACK if action.move == "place" else GOLD_TRACK, c, events)
            if self.phase == BONUS and self.result is None:
                self._end_turn(events)
        else:  # EndTurn
            self._end_turn(events)
        return events

    def _buy_one(self, p: int, c: int, events: list[Event]) -> None:
        price = self.price[c]
        self.cash[p] -= price
        self.bank_in += price
        self.market[c] -= 1
        self.shares[p][c] += 1
        self.count += 1
        self.picked |= 1 << c
        events.append(event("shares_bought", p, {"colour": self.t.colours[c], "count": 1, "price": price}))
        if self.count > self.t.share_limit[self.level]:
            self._use_extra(p, EXTRA_BUY, events)
        if not self.market[c]:
            self._move(c, self.t.right[self.cell[c]], "last_share", events)

    def _sell_one(self, p: int, c: int, events: list[Event]) -> None:
        price = self.price[c]
        self.cash[p] += price
        self.bank_out += price
        self.market[c] += 1
        self.shares[p][c] -= 1
        self.count += 1
        self.picked |= 1 << c
        events.append(event("shares_sold", p, {"colour": self.t.colours[c], "count": 1, "price": price}))
        if self.count > self.t.share_limit[self.level]:
            self._use_extra(p, EXTRA_SELL, events)

    def _buy_gold(self, p: int, bars: int, c: int, events: list[Event]) -> None:
        price = self.t.gold_value[self.gold]
        self.cash[p] -= bars * price
        self.bank_in += bars * price
        self.gold_bars[p] += bars
        self.bought += bars
        events.append(event("gold_bought", p, {"bars": bars, "price": price, "counter": self.bought}))
        if bars > self.t.gold_limit[self.level]:
            self._use_extra(p, EXTRA_GOLD, events)
        if c >= 0:
            self._place(p, GOLD_TRACK, c, events)

    def _use_extra(self, p: int, advantage: str, events: list[Event]) -> None:
        self.bonus_used[p] = True
        events.append(event("bonus_used", p, {"advantage": advantage}))

    def _place(self, p: int, track: str, c: int, events: list[Event]) -> None:
        """A market share of colour `c` onto a track: small rises, then a price change if it is full."""
        t = self.t
        self.market[c] -= 1
        line = self.purchase if track == PURCHASE_TRACK else self.gold_track
        line.append(c)
        events.append(event("share_placed", p, {"track": track, "colour": t.colours[c], "space": len(line)}))
        if not self.market[c]:
            self._move(c, t.right[self.cell[c]], "last_share", events)
        if line.count(c) == 3:
            self._move(c, t.right[self.cell[c]], "third_on_track", events)
        spaces = self.size.purchase_spaces if track == PURCHASE_TRACK else self.size.gold_spaces
        if len(line) >= spaces:
            self._price_change(track, events)

    def _take(self, p: int, c: int, events: list[Event]) -> None:
        """A share of the current sale row to the market (c < 0: none left): it drops one space left."""
        if c < 0:
            events.append(event("share_taken", p, {"row": self.sale_row, "colour": None}))
            return
        t = self.t
        self.rows[self.sale_row][c] -= 1
        self.market[c] += 1
        self.sale_removed += 1
        events.append(event("share_taken", p, {"row": self.sale_row, "colour": t.colours[c],
                                               "removed": self.sale_removed}))
        self._move(c, t.left[self.cell[c]], "sale", events)
        if self.sale_removed >= self.size.sale_trigger:
            self._price_change(SALE_ROW, events)

    def _move(self, c: int, move: Move, cause: str, events: list[Event]) -> None:
        """Move colour `c`'s price marker (a precomputed `Move` from its cell; an empty path stays put)."""
        self.cell[c] = move[0]
        self.price[c] = move[4]
        events.append(event("price_moved", None, {"colour": self.t.colours[c], "cause": cause, "from": move[1],
                                                  "to": move[2], "path": move[3], "price": move[4]}))

    # ---- turn order ----------------------------------------------------------------------------------
    def _action_done(self, events: list[Event]) -> None:
        """The main action is over: the free move may follow, else the turn ends."""
        self.count = 0
        self.picked = 0
        if self.result is not None:
            return
        p = self.actor
        if p != self.broker and self.has_advantage(p, MANIPULATE):
            self.phase = BONUS
        else:
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        """Play passes clockwise; the broker's turns are played here, by the rules, without a decision."""
        while self.result is None:
            self.turn += 1
            if self.turn == len(self.order):
                self.turn = 0
                self.round += 1
            p = self.actor = self.order[self.turn]
            self.phase = TURN
            self.count = 0
            self.picked = 0
            events.append(event("turn_started", p, {"round": self.round}))
            if p != self.broker:
                return
            self._broker_turn(events)
