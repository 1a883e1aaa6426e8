"""Black Friday trades: what each step of an action does. A share bought or sold, gold bars bought, a share
placed on a purchase track or taken from the sale row, with the small price moves they cause and the bonus
tile's extras: functions over the state record (state.py), for the players' actions (turns.py) and the
broker's (broker.py) alike.

Rulings (`docs/rules/black_friday.md`) and the points they leave open, decided here:
- Every share is paid at the price when it is taken; a colour's price moves right when its last market share
  is taken, at once. Only that colour's later shares could be affected, and none is left, so the order does
  not matter.
- Selling: the price drop comes with `take`, once.
- A placement that takes a colour's last market share and is also its 3rd share on the track moves the
  colour right twice: both small rises apply.
- Buying gold with an empty market puts nothing on the gold track.
- The bonus tile's +1 is used by buying (selling) one more than the limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.black_friday.pricechange import (
    GOLD_TRACK,
    PURCHASE_TRACK,
    SALE_ROW,
    move_price,
    price_change,
)
from ponzi_desktop.engine.black_friday.tables import EXTRA_BUY, EXTRA_GOLD, EXTRA_SELL
from ponzi_desktop.engine.core import Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.black_friday.state import BlackFridayState


def has_advantage(s: BlackFridayState, p: int, advantage: str) -> bool:
    """Whether seat `p`'s bonus tile offers `advantage` and is still unused."""
    return not s.bonus_used[p] and advantage in s.t.advantages[s.tile[p]]


def buy_one(s: BlackFridayState, p: int, c: int, events: list[Event]) -> None:
    """Holder `p` buys one market share of colour `c` at its price."""
    price = s.price[c]
    s.cash[p] -= price
    s.bank_in += price
    s.market[c] -= 1
    s.shares[p][c] += 1
    s.count += 1
    s.picked |= 1 << c
    events.append(event("shares_bought", p, {"colour": s.t.colours[c], "count": 1, "price": price}))
    if s.count > s.t.share_limit[s.level]:
        use_extra(s, p, EXTRA_BUY, events)
    if not s.market[c]:
        move_price(s, c, s.t.right[s.cell[c]], "last_share", events)


def sell_one(s: BlackFridayState, p: int, c: int, events: list[Event]) -> None:
    """Holder `p` sells one share of colour `c` to the market at its price."""
    price = s.price[c]
    s.cash[p] += price
    s.bank_out += price
    s.market[c] += 1
    s.shares[p][c] -= 1
    s.count += 1
    s.picked |= 1 << c
    events.append(event("shares_sold", p, {"colour": s.t.colours[c], "count": 1, "price": price}))
    if s.count > s.t.share_limit[s.level]:
        use_extra(s, p, EXTRA_SELL, events)


def buy_gold(s: BlackFridayState, p: int, bars: int, c: int, events: list[Event]) -> None:
    """Holder `p` buys `bars` gold bars and puts a market share of colour `c` on the gold track (c < 0: none)."""
    price = s.t.gold_value[s.gold]
    s.cash[p] -= bars * price
    s.bank_in += bars * price
    s.gold_bars[p] += bars
    s.bought += bars
    events.append(event("gold_bought", p, {"bars": bars, "price": price, "counter": s.bought}))
    if bars > s.t.gold_limit[s.level]:
        use_extra(s, p, EXTRA_GOLD, events)
    if c >= 0:
        place(s, p, GOLD_TRACK, c, events)


def use_extra(s: BlackFridayState, p: int, advantage: str, events: list[Event]) -> None:
    """Seat `p`'s bonus tile is turned over: `advantage` is used."""
    s.bonus_used[p] = True
    events.append(event("bonus_used", p, {"advantage": advantage}))


def place(s: BlackFridayState, p: int, track: str, c: int, events: list[Event]) -> None:
    """A market share of colour `c` onto a track: small rises, then a price change if it is full."""
    t = s.t
    s.market[c] -= 1
    line = s.purchase if track == PURCHASE_TRACK else s.gold_track
    line.append(c)
    events.append(event("share_placed", p, {"track": track, "colour": t.colours[c], "space": len(line)}))
    if not s.market[c]:
        move_price(s, c, t.right[s.cell[c]], "last_share", events)
    if line.count(c) == 3:
        move_price(s, c, t.right[s.cell[c]], "third_on_track", events)
    spaces = s.size.purchase_spaces if track == PURCHASE_TRACK else s.size.gold_spaces
    if len(line) >= spaces:
        price_change(s, track, events)


def take(s: BlackFridayState, p: int, c: int, events: list[Event]) -> None:
    """A share of the current sale row to the market (c < 0: none left): it drops one space left."""
    if c < 0:
        events.append(event("share_taken", p, {"row": s.sale_row, "colour": None}))
        return
    t = s.t
    s.rows[s.sale_row][c] -= 1
    s.market[c] += 1
    s.sale_removed += 1
    events.append(event("share_taken", p, {"row": s.sale_row, "colour": t.colours[c],
                                           "removed": s.sale_removed}))
    move_price(s, c, t.left[s.cell[c]], "sale", events)
    if s.sale_removed >= s.size.sale_trigger:
        price_change(s, SALE_ROW, events)
