"""Black Friday turns: the legal options of each decision, applying an action, turn order: functions over
the state record (state.py). What each step of an action does is in trades.py; the broker's turns, in broker.py.

Rulings (`docs/rules/black_friday.md`) and the points they leave open, decided here:
- A purchase is played one share at a time (`buy`), then `place` ends it. Selling goes the same way (`sell`,
  then `take`).
- A placement is a colour bought in this action if one is left in the market, else any market colour;
  a removal from the sale row is a colour sold if the row has one, else any. With an empty market a
  purchase ends without a placement; with an empty row a sale ends with `take none` (no price moves).
- The bonus tile's +1 is used by buying (selling) one more than the limit; its free move, by `bonus`.
  Once the tile is used, the turn has no `bonus` decision after the action.
- Level: only step 6 of a price change raises it; a small rise between price changes into a higher
  area waits for the next price change.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.broker import broker_turn
from ponzi_desktop.engine.black_friday.pricechange import GOLD_TRACK, PURCHASE_TRACK, SALE_ROW
from ponzi_desktop.engine.black_friday.tables import EXTRA_BUY, EXTRA_GOLD, EXTRA_SELL, MANIPULATE
from ponzi_desktop.engine.black_friday.trades import buy_gold, buy_one, has_advantage, place, sell_one, take
from ponzi_desktop.engine.core import Action, Choice, Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.black_friday.state import BlackFridayState

# Decision kinds (the phase of a turn). TURN: choose the action (or the free move first); BUY / SELL:
# more shares or end the action; BONUS: the free move after the action, or end the turn.
TURN, BUY, SELL, BONUS, OVER = "action", "buy", "sell", "bonus", "over"

__all__ = ["BONUS", "BUY", "GOLD_TRACK", "OVER", "PURCHASE_TRACK", "SALE_ROW", "SELL", "TURN", "action_done",
           "apply_action", "end_turn", "legal_choices", "why_illegal"]


# ---- what may be done --------------------------------------------------------------------------------
def legal_choices(s: BlackFridayState) -> Sequence[Choice]:
    """The options of the decision `s.phase` asks of `s.actor` (interned choices, see tables.py)."""
    t = s.t
    p = s.actor
    phase = s.phase
    market = s.market
    out: list[Choice] = []
    if phase == TURN:
        cash = s.cash[p]
        free = not s.bonus_used[p] and t.advantages[s.tile[p]]
        # gold first: its options take a number, and `apply` finds such an action by scanning the list
        limit = t.gold_limit[s.level] + (1 if free and EXTRA_GOLD in free else 0)
        afford = cash // t.gold_value[s.gold]
        gold = t.gold_by_hi[limit if afford > limit else afford]
        out = [gold[c + 1] for c in t.colour_range if market[c]] or [gold[0]]
        append = out.append
        price = s.price
        row = s.rows[s.sale_row]
        held = s.shares[p]
        buys, sells, places, takes = t.buy_choice, t.sell_choice, t.place_choice, t.take_choice
        for c in t.colour_range:
            if market[c]:
                if price[c] <= cash:
                    append(buys[c])
                append(places[c])
            if held[c]:
                append(sells[c])
            if row[c]:
                append(takes[c])
        if free and MANIPULATE in free:
            free_choices(s, out)
        return out
    if phase == BUY:
        if may_add(s, p, EXTRA_BUY):
            cash = s.cash[p]
            price = s.price
            for c in range(t.k):
                if market[c] and price[c] <= cash:
                    out.append(t.buy_choice[c])
        picked = s.picked
        mine = [t.place_choice[c] for c in range(t.k) if market[c] and picked >> c & 1]
        out += mine or [t.place_choice[c] for c in range(t.k) if market[c]]
        return out
    if phase == SELL:
        if may_add(s, p, EXTRA_SELL):
            held = s.shares[p]
            for c in range(t.k):
                if held[c]:
                    out.append(t.sell_choice[c])
        out += removals(s)
        return out
    if phase == BONUS:
        out.append(t.end_choice)
        free_choices(s, out)
        return out
    return out


def may_add(s: BlackFridayState, p: int, extra: str) -> bool:
    """One more share in this purchase or sale: under the level's limit, or once more with the tile."""
    limit = s.t.share_limit[s.level]
    return s.count < limit or (s.count == limit and has_advantage(s, p, extra))


def removals(s: BlackFridayState) -> list[Choice]:
    """The sale-row shares that may go to the market now: a colour sold if the row has one, else any."""
    t = s.t
    row = s.rows[s.sale_row]
    picked = s.picked
    mine = [t.take_choice[c] for c in range(t.k) if row[c] and picked >> c & 1]
    if mine:
        return mine
    anyc = [t.take_choice[c] for c in range(t.k) if row[c]]
    return anyc or [t.take_none_choice]


def free_choices(s: BlackFridayState, out: list[Choice]) -> None:
    """The bonus tile's free moves, added to `out`: a market share onto either purchase track, or a sale-row
    share to the market."""
    t = s.t
    market = s.market
    row = s.rows[s.sale_row]
    out += [x for c in t.colour_range if market[c] for x in t.free_to_track[c]]
    out += [t.free_take_choice[c] for c in t.colour_range if row[c]]


def why_illegal(s: BlackFridayState, action: Action) -> str | None:
    """Why `action` is not among the options now, for people (None: no particular reason)."""
    t = s.t
    phase = s.phase
    colour = getattr(action, "colour", None)
    if colour is not None and colour not in t.colour_index:
        return f"there is no colour {colour!r} (the colours are {', '.join(t.colours)})"
    kinds = {TURN: (Buy, Sell, Place, Take, BuyGold, FreeMove), BUY: (Buy, Place), SELL: (Sell, Take),
             BONUS: (FreeMove, EndTurn)}
    if not isinstance(action, kinds.get(phase, ())):
        return f"'{action.to_text().split()[0]}' is not possible now: the decision is {phase}"
    p = s.actor
    c = -1 if colour is None else t.colour_index[colour]
    if isinstance(action, Buy):
        if not s.market[c]:
            return f"the market has no {colour} share"
        if s.price[c] > s.cash[p]:
            return f"a {colour} share costs ${s.price[c]}, more than your cash"
        return f"you may buy at most {t.share_limit[s.level]} shares a turn at level {s.level}"
    if isinstance(action, Sell):
        if not s.shares[p][c]:
            return f"you hold no {colour} share"
        return f"you may sell at most {t.share_limit[s.level]} shares a turn at level {s.level}"
    if isinstance(action, Place | Take):
        return f"{action.to_text()!r} is not a placement the rules allow now (the market, the sale row " \
               "or the colours of this action)"
    if isinstance(action, BuyGold):
        if action.bars < 0 or action.bars * t.gold_value[s.gold] > s.cash[p]:
            return f"{action.bars} bars at ${t.gold_value[s.gold]} is more than your cash"
        if action.bars > t.gold_limit[s.level]:
            return f"you may buy at most {t.gold_limit[s.level]} gold bars a turn at level {s.level}"
        return "the gold track share must be a colour in the market"
    if isinstance(action, FreeMove):
        if not has_advantage(s, p, MANIPULATE):
            return "your bonus tile is used or you have none"
        return f"there is no {colour} share to move there"
    return None


# ---- doing it ------------------------------------------------------------------------------------
def apply_action(s: BlackFridayState, action: Action) -> list[Event]:
    """Play `action`, one of the options, for `s.actor`; the events it caused, the broker's turns included."""
    events: list[Event] = []
    t = s.t
    p = s.actor
    kind = type(action)
    if kind is Buy:
        c = t.colour_index[action.colour]
        if s.phase == TURN:
            s.phase = BUY
        buy_one(s, p, c, events)
        if not any(s.market):  # nothing more to buy and nothing to place
            action_done(s, events)
    elif kind is Sell:
        if s.phase == TURN:
            s.phase = SELL
        sell_one(s, p, t.colour_index[action.colour], events)
    elif kind is Place:
        place(s, p, PURCHASE_TRACK, t.colour_index[action.colour], events)
        action_done(s, events)
    elif kind is Take:
        take(s, p, -1 if action.colour is None else t.colour_index[action.colour], events)
        action_done(s, events)
    elif kind is BuyGold:
        buy_gold(s, p, action.bars, -1 if action.colour is None else t.colour_index[action.colour], events)
        action_done(s, events)
    elif kind is FreeMove:
        s.bonus_used[p] = True
        events.append(event("bonus_used", p, {"advantage": MANIPULATE, "move": action.move,
                                              "colour": action.colour}))
        c = t.colour_index[action.colour]
        if action.move == "take":
            take(s, p, c, events)
        else:
            place(s, p, PURCHASE_TRACK if action.move == "place" else GOLD_TRACK, c, events)
        if s.phase == BONUS and s.result is None:
            end_turn(s, events)
    else:  # EndTurn
        end_turn(s, events)
    return events


# ---- turn order ----------------------------------------------------------------------------------
def action_done(s: BlackFridayState, events: list[Event]) -> None:
    """The main action is over: the free move may follow, else the turn ends."""
    s.count = 0
    s.picked = 0
    if s.result is not None:
        return
    p = s.actor
    if p != s.broker and has_advantage(s, p, MANIPULATE):
        s.phase = BONUS
    else:
        end_turn(s, events)


def end_turn(s: BlackFridayState, events: list[Event]) -> None:
    """Play passes clockwise; the broker's turns are played here, by the rules, without a decision."""
    while s.result is None:
        s.turn += 1
        if s.turn == len(s.order):
            s.turn = 0
            s.round += 1
        p = s.actor = s.order[s.turn]
        s.phase = TURN
        s.count = 0
        s.picked = 0
        events.append(event("turn_started", p, {"round": s.round}))
        if p != s.broker:
            return
        broker_turn(s, events)
