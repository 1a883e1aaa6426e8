"""Black Friday price forecasts from one seat's view: where each colour is likely to be after price changes.

A price change draws the level's number of shares from the bag; a colour moves by the table for its net
count (drawn, minus the blacks when two or more come). The bag's colours are hidden, but its size and
blacks are public, and every share not on the table, in the box or behind the seat's own (or the open
broker's) screen is in the bag or with another player: the bag's colours are taken in proportion to that
pool. Each colour's count is then binomial, the blacks too (treated as independent: close enough for the
few shares drawn), and the distribution over the chart's cells is carried forward one change at a time.

Also here: the small moves a placement or a removal makes at once (a colour's last market share, the 3rd
share of a colour on a track, a removal from the sale row), which the bots use to choose where a share goes.
"""

from __future__ import annotations

from math import comb
from typing import Any

from ponzi_desktop.engine.black_friday.determinize import hidden_pool
from ponzi_desktop.engine.black_friday.tables import tables


def _binomial(n: int, p: float) -> list[float]:
    p = min(1.0, max(0.0, p))
    return [comb(n, i) * p ** i * (1.0 - p) ** (n - i) for i in range(n + 1)]


_EXPECTED: dict[tuple, list[list[float]]] = {}
CACHED = 4096  # forecasts remembered at most: a turn asks for the same few; emptying 50,000 took ~20 ms


def _expected(pool: list[int], cells: list[int], bag_size: int, bag_black: int, draw: int,
              steps: int) -> list[list[float]]:
    """Per colour, its expected price after each of the next `steps` price changes. Remembered by its
    inputs (a playout asks again at every decision of a turn; shared lists: never change them)."""
    key = (*pool, -1, *cells, bag_size, bag_black, draw, steps)
    out = _EXPECTED.get(key)
    if out is not None:
        return out
    if len(_EXPECTED) > CACHED:
        _EXPECTED.clear()
    t = tables()
    size = max(1, bag_size)
    coloured = max(0, bag_size - bag_black)
    total = max(1, sum(pool))
    draw = min(draw, bag_size)
    blacks = _binomial(draw, bag_black / size)
    value = t.value
    out = _EXPECTED[key] = []
    for c in range(t.k):
        p = coloured / size * pool[c] / total
        drawn = _binomial(draw, p)
        nets: dict[int, float] = {}
        for n, pn in enumerate(drawn):
            if pn < 1e-6:
                continue
            for b, pb in enumerate(blacks):
                if pb < 1e-6:
                    continue
                net = n - (b if b >= 2 else 0)
                nets[net] = nets.get(net, 0.0) + pn * pb
        dist = {cells[c]: 1.0}
        row = []
        for _ in range(steps):
            nxt: dict[int, float] = {}
            for cell, pc in dist.items():
                for net, pnet in nets.items():
                    end = t.move_for(net, cell)[0]
                    nxt[end] = nxt.get(end, 0.0) + pc * pnet
            dist = nxt
            row.append(sum(value[cell] * pc for cell, pc in dist.items()))
        out.append(row)
    return out


class Forecast:
    """Expected prices per colour after the next `steps` price changes, from a view."""

    __slots__ = ("t", "view", "pool", "prices", "cells", "expected")

    def __init__(self, view: Any, steps: int = 2) -> None:
        t = self.t = tables()
        self.view = view
        self.pool = pool = hidden_pool(view)
        self.prices = list(view.prices)
        self.cells = [r * t.cols + c for r, c in view.cells]
        self.expected = _expected(pool, self.cells, view.bag_size, view.bag_black, view.draw, steps)

    def next_price(self, c: int) -> float:
        return self.expected[c][0]

    def value(self, c: int, near: float = 0.5) -> float:
        """A share's worth: a mix of its expected price after the next change and after the last step."""
        row = self.expected[c]
        return near * row[0] + (1.0 - near) * row[-1]


def placement_effect(view: Any, c: int, track: str = "purchase") -> int:
    """Dollars per share of colour `c` that placing one of its market shares on a track moves it at once."""
    t = tables()
    cells = [r * t.cols + col for r, col in view.cells]
    cell = cells[c]
    steps = 0
    if view.market[c] == 1:
        steps += 1
    line = view.purchase_track if track == "purchase" else view.gold_track
    if line.count(c) == 2:
        steps += 1
    for _ in range(steps):
        cell = t.right[cell][0]
    return t.value[cell] - view.prices[c]


def triggers(view: Any, track: str) -> bool:
    """Whether one more share on `track` ("purchase", "gold") or off the sale row starts a price change."""
    purchase_spaces, gold_spaces = view.track_spaces
    if track == "purchase":
        return len(view.purchase_track) + 1 >= purchase_spaces
    if track == "gold":
        return len(view.gold_track) + 1 >= gold_spaces
    return view.sale_removed + 1 >= view.sale_trigger


__all__ = ["Forecast", "placement_effect", "triggers"]
