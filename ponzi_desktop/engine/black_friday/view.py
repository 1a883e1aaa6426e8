"""What one Black Friday seat may see: the public table, its own cash and shares, the broker's open ones.

Views are the only way hidden information leaves the engine: bots and widgets get these, never a state.
Hidden from a seat: the other players' cash and shares (`None` in their `HolderView`) and the bag's
contents beyond what the table shows (its size and its black shares, which are never behind a screen).
Public: market, tracks, sale rows, chart, gold, level, every holder's gold bars and bonus tile. The
broker (M.I.B.S.) plays open: everybody sees its cash and shares. Once the game is over (`outcome` set) nothing
is hidden any more: every holder's cash and shares are in every view. Named tuples of plain values (copies).
"""

from __future__ import annotations

from typing import NamedTuple

from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings
from ponzi_desktop.engine.core import Choice, Outcome


class HolderView(NamedTuple):
    """One holder at the table: a player seat, or the broker (the last index when it plays)."""

    cash: int | None  # None: hidden from this seat
    shares: tuple[int, ...] | None  # per colour, in the data file's order; None: hidden
    gold_bars: int
    bonus_tile: int  # 0: none (the start player, the broker)
    bonus_used: bool
    is_broker: bool


class BlackFridayView(NamedTuple):
    seat: int | None  # None: a spectator
    settings: BlackFridaySettings
    colours: tuple[str, ...]
    round: int
    price_changes: int
    phase: str
    actor: int | None
    order: tuple[int, ...]  # turn order of holder indices, from the start player
    broker: int | None  # the broker's holder index (num_players), None without it
    level: int
    share_limit: int
    gold_limit: int
    draw: int
    cells: tuple[tuple[int, int], ...]  # per colour: (row, col) on the chart, row 0 the bottom
    prices: tuple[int, ...]  # per colour
    gold_price: int
    gold_space: int  # index on the gold price track
    bought_gold: int  # the bought-gold counter
    market: tuple[int, ...]
    purchase_track: tuple[int, ...]  # colour indices, left to right
    gold_track: tuple[int, ...]
    track_spaces: tuple[int, int]  # purchase, gold
    sale_rows: tuple[tuple[int, ...], ...]  # per row, shares per colour
    sale_black: tuple[int, ...]  # per row
    sale_row: int  # the current row (0-based)
    sale_removed: int
    sale_trigger: int
    chart_black: tuple[int, ...]  # per level: 1 while its black share is still on the chart
    bank_black: int
    bag_size: int
    bag_black: int
    box: tuple[int, ...]
    action_count: int  # shares bought or sold so far in the current action
    action_colours: tuple[int, ...]  # colours bought or sold so far in the current action
    holders: tuple[HolderView, ...]
    choices: tuple[Choice, ...]  # the seat's legal options when it is deciding, else empty
    outcome: Outcome | None

    @property
    def my_cash(self) -> int | None:
        return None if self.seat is None else self.holders[self.seat].cash

    @property
    def my_shares(self) -> tuple[int, ...] | None:
        return None if self.seat is None else self.holders[self.seat].shares
