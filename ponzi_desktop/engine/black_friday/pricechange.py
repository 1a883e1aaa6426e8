"""Black Friday price change (the seven steps), every move of a price marker, the start prices' adjustment, the
end at gold $100, and final scoring: functions over the state record (state.py).

Rulings (`docs/rules/black_friday.md`) and the points they leave open:
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

from typing import TYPE_CHECKING

from ponzi_desktop.engine.black_friday.bag import draw_counts
from ponzi_desktop.engine.black_friday.tables import Move
from ponzi_desktop.engine.core import Event, Outcome, ScorePart, event, score_part

if TYPE_CHECKING:
    from ponzi_desktop.engine.black_friday.state import BlackFridayState

#: The three tracks whose filling triggers a price change (the trigger's name in the events).
PURCHASE_TRACK, GOLD_TRACK, SALE_ROW = "purchase", "gold", "sale"


def move_price(s: BlackFridayState, c: int, move: Move, cause: str, events: list[Event]) -> None:
    """Move colour `c`'s price marker (a precomputed `Move` from its cell; an empty path stays put)."""
    s.cell[c] = move[0]
    s.price[c] = move[4]
    events.append(event("price_moved", None, {"colour": s.t.colours[c], "cause": cause, "from": move[1],
                                              "to": move[2], "path": move[3], "price": move[4]}))


def adjust_start_prices(s: BlackFridayState, events: list[Event]) -> None:
    """The set-up: colours with the fewest market shares one space right ($10), the most one space left ($6)."""
    t = s.t
    market = s.market
    fewest, most = min(market), max(market)
    if fewest == most:
        return
    for c in range(t.k):
        if market[c] == fewest:
            move_price(s, c, t.right[s.cell[c]], "setup", events)
        elif market[c] == most:
            move_price(s, c, t.left[s.cell[c]], "setup", events)


def price_change(s: BlackFridayState, trigger: str, events: list[Event]) -> None:
    """The seven steps, triggered by a full purchase track or enough shares taken from the sale row."""
    t = s.t
    k = t.k
    s.price_changes += 1
    level = s.level
    events.append(event("price_change_started", None, {"trigger": trigger, "level": level,
                                                       "number": s.price_changes}))
    # 1. draw
    bag = s.bag
    drawn = draw_counts(bag, t.draw[level], s.rng.random)
    blacks = drawn[k]
    events.append(event("shares_drawn", None, {"counts": tuple(drawn[:k]), "black": blacks}))
    # 2. gold
    old = s.gold
    rise = blacks + s.bought // 3
    s.gold = min(t.gold_top, old + rise)
    events.append(event("gold_moved", None, {"from": t.gold_value[old], "to": t.gold_value[s.gold],
                                             "blacks": blacks, "bought": s.bought}))
    s.bought = 0
    # 3. blacks, then the table moves colour by colour
    if blacks == 1:
        bag[k] += 1
        minus = 0
    else:
        s.bank_black += blacks
        minus = blacks
    if blacks:
        events.append(event("blacks_moved", None, {"count": blacks, "to": "bag" if blacks == 1 else "bank"}))
    cell, by_net, offset = s.cell, t.move_by_net, t.net_offset
    for c in range(k):
        move_price(s, c, by_net[drawn[c] - minus + offset][cell[c]], "price_change", events)
    # 4. shares to the market; the triggering track to the bag
    market = s.market
    for c in range(k):
        market[c] += drawn[c]
    clear_track(s, trigger, events)
    # 5. a colour with no market share moves up
    for c in range(k):
        if not market[c]:
            move_price(s, c, t.up[cell[c]], "empty_market", events)
    if s.gold == t.gold_top:
        finish(s, events)
        return
    # 6. level: the highest area any marker reached, never lower
    new = t.level_of(cell)
    if new > level:
        for lv in range(level + 1, new + 1):
            if s.chart_black[lv]:
                s.chart_black[lv] = 0
                bag[k] += 1
        s.level = new
        s.level_history.append(new)
        events.append(event("level_changed", None, {"from": level, "to": new}))
    # 7. sale rows
    if trigger == SALE_ROW:
        next_sale_row(s, events)
    events.append(event("price_change_ended", None, {"number": s.price_changes}))


def clear_track(s: BlackFridayState, trigger: str, events: list[Event]) -> None:
    """Step 4: the triggering track's shares (and a sale row's blacks) go into the bag."""
    bag = s.bag
    k = s.t.k
    back = [0] * k
    black = 0
    if trigger == SALE_ROW:
        row = s.rows[s.sale_row]
        for c in range(k):
            back[c] = row[c]
            row[c] = 0
        black = s.row_black[s.sale_row]
        s.row_black[s.sale_row] = 0
        s.sale_removed = 0
    else:
        line = s.purchase if trigger == PURCHASE_TRACK else s.gold_track
        for c in line:
            back[c] += 1
        line.clear()
    for c in range(k):
        bag[c] += back[c]
    bag[k] += black
    events.append(event("track_cleared", None, {"track": trigger, "counts": tuple(back), "black": black,
                                                "row": s.sale_row if trigger == SALE_ROW else None}))


def next_sale_row(s: BlackFridayState, events: list[Event]) -> None:
    """Step 7: rows 1 -> 2 -> 3 -> the centre row forever; from row 3 on, refill the centre row."""
    t = s.t
    row = s.sale_row
    if row < t.sale_rows - 1 and not s.centre_mode:
        s.sale_row = row + 1
        events.append(event("sale_row_changed", None, {"row": s.sale_row, "refill": None}))
        return
    s.centre_mode = True
    centre = s.sale_row = t.centre
    market = s.market
    refill = s.rows[centre]
    for c in range(t.k):
        n = min(t.row_per_colour, market[c])
        market[c] -= n
        refill[c] += n
        if n and not market[c]:
            move_price(s, c, t.right[s.cell[c]], "last_share", events)
    blacks = min(t.row_black[centre], s.bank_black)
    s.bank_black -= blacks
    s.row_black[centre] += blacks
    events.append(event("sale_row_changed", None, {"row": centre, "refill": tuple(refill), "black": blacks}))


# ---- the end -----------------------------------------------------------------------------------------
def wealth(s: BlackFridayState, h: int) -> int:
    """Holder `h`'s cash, plus its shares at their prices and its gold bars at the gold price."""
    price = s.price
    held = s.shares[h]
    return (s.cash[h] + sum(held[c] * price[c] for c in range(s.t.k))
            + s.gold_bars[h] * s.t.gold_value[s.gold])


def score_parts(s: BlackFridayState, h: int) -> tuple[ScorePart, ...]:
    """What `wealth(s, h)` is made of: "cash" (amounts: none), one "shares" line per colour (amounts: shares
    held, the price), "gold" (amounts: bars, the gold price). A tie on wealth goes to more gold."""
    t = s.t
    price = s.price
    held = s.shares[h]
    gold_price = t.gold_value[s.gold]
    return (score_part("cash", s.cash[h]),
            *(score_part("shares", held[c] * price[c], (held[c], price[c]), t.colours[c]) for c in range(t.k)),
            score_part("gold", s.gold_bars[h] * gold_price, (s.gold_bars[h], gold_price)))


def finish(s: BlackFridayState, events: list[Event]) -> None:
    """Gold at $100: the game is over; the richest win (see the scoring ruling above)."""
    gold_price = s.t.gold_value[s.gold]
    holders = range(len(s.cash))
    rank = {h: (wealth(s, h), s.gold_bars[h] * gold_price) for h in holders}
    best = max(rank.values())
    top = [h for h in holders if rank[h] == best]
    winners = tuple(h for h in top if h != s.broker)
    scores = {p: rank[p][0] for p in range(s.num_players)}
    s.result = Outcome(winners, scores, (), "gold_100", {p: score_parts(s, p) for p in scores})
    s.phase = "over"
    s.actor = -1
    events.append(event("game_over", None, {
        "winners": winners, "scores": scores, "reason": "gold_100", "gold_price": gold_price,
        "broker_wealth": rank[s.broker][0] if s.broker >= 0 else None,
        "broker_won": s.broker in top}))
