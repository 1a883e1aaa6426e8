"""Black Friday lookup tables compiled once from the data file: plain lists and tuples for the hot loop.

The chart is flattened: a cell is `row * cols + col`, row 0 the bottom. Every move the rules make (a table
move of a price change, or one space for a small rise or drop) is precomputed per start cell as a `Move` (its path of
cells), with the edge redirects applied one space at a time. Legal options are interned `Choice`s, so
listing them allocates nothing.
"""

from __future__ import annotations

from typing import NamedTuple

from ponzi_desktop.engine.black_friday.actions import END, Buy, BuyGold, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.data import BlackFridayData, black_friday_data
from ponzi_desktop.engine.core import Choice

UP, DOWN, LEFT, RIGHT = "up", "down", "left", "right"
_DELTA = {UP: (1, 0), DOWN: (-1, 0), LEFT: (0, -1), RIGHT: (0, 1)}

# advantages of the bonus tiles, as the data file names them
MANIPULATE, EXTRA_SELL, EXTRA_GOLD, EXTRA_BUY = "manipulate", "extra_sell", "extra_gold", "extra_buy"


class Move(NamedTuple):
    """A price marker's move from one cell, precomputed: where it ends and the (row, col) cells it passes."""

    end: int
    start_rc: tuple[int, int]
    end_rc: tuple[int, int]
    path: tuple[tuple[int, int], ...]  # every space entered, in order; () when the edges block the move
    price: int


class Size:
    """The set-up and track numbers for one table size (seats 2-4, or 5)."""

    __slots__ = ("key", "market", "box", "purchase_spaces", "gold_spaces", "sale_trigger")

    def __init__(self, data: BlackFridayData, key: str) -> None:
        self.key = key
        self.market = data.setup.market_per_colour[key]
        self.box = data.setup.removed_to_box_per_colour[key]
        five = key == "5"
        tracks = data.tracks
        self.purchase_spaces = tracks.share_purchase.spaces_5p if five else tracks.share_purchase.spaces_2_4p
        self.gold_spaces = tracks.gold_purchase.spaces_5p if five else tracks.gold_purchase.spaces_2_4p
        sale = tracks.share_sale
        removals = sale.removals_5p if five else sale.removals_2_4p
        # the rulebook: "5 [6] removed", as many as the purchase track has spaces
        self.sale_trigger = removals if removals is not None else self.purchase_spaces


class Tables:
    """Everything the rules read from the data file, in the shapes the engine wants."""

    def __init__(self, data: BlackFridayData) -> None:
        self.data = data
        self.colours = tuple(data.colours)
        self.k = len(self.colours)
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        chart = data.chart
        self.rows, self.cols = rows, cols = chart.rows, chart.cols
        self.value = [v for row in chart.values for v in row]
        self.area = [v for row in chart.levels for v in row]
        self.rc = tuple((i // cols, i % cols) for i in range(rows * cols))
        self.start_cell = chart.start.row * cols + chart.start.col
        edge = data.edge_rules
        self.redirect = {RIGHT: edge.right_at_right_edge, LEFT: edge.left_at_left_edge,
                         UP: edge.up_at_top_edge, DOWN: edge.down_at_bottom_edge}
        # one space: the path (zero or one cell) per direction and start cell
        self.step = {d: [self._one_space(cell, d) for cell in range(rows * cols)] for d in _DELTA}
        cells = range(rows * cols)
        self.right, self.left, self.up, self.down = (
            [self._move(cell, self.step[d][cell]) for cell in cells] for d in (RIGHT, LEFT, UP, DOWN))
        table = {e.net: [d for d, count in e.moves for _ in range(count)] for e in data.price_change_table}
        self.net_lo, self.net_hi = min(table), max(table)
        # table_move[net - net_lo][cell]: the move of a price change, one space at a time
        self.table_move = [[self._move(cell, self._walk(cell, table[net])) for cell in cells]
                           for net in range(self.net_lo, self.net_hi + 1)]
        tiles = data.level_tiles
        # move_by_net[net + net_offset]: every net a draw can make (at most `draw` shares or blacks)
        reach = max(t.draw for t in tiles)
        self.net_offset = reach
        self.move_by_net = [self.table_move[min(max(net, self.net_lo), self.net_hi) - self.net_lo]
                            for net in range(-reach, reach + 1)]
        self.top_level = len(tiles) - 1
        self.share_limit = [t.share_limit for t in tiles]
        self.gold_limit = [t.gold_limit for t in tiles]
        self.draw = [t.draw for t in tiles]
        self.gold_value = list(data.gold_price_track)
        self.gold_top = len(self.gold_value) - 1
        self.gold_start = self.gold_value.index(data.setup.gold_price_start)
        sale = data.tracks.share_sale
        self.sale_rows = sale.rows
        self.row_per_colour = sale.per_colour_per_row
        self.row_black = list(sale.black_next_to_rows)
        self.centre = sale.rows // 2  # "row 3 -> row 2 (centre) forever"
        comp, setup = data.components, data.setup
        self.shares_per_colour = comp.shares_per_colour
        self.black_shares = comp.black_shares
        self.bag_colour = setup.bag_initial_per_colour
        self.bag_black = setup.bag_initial_black
        self.to_market = setup.random_to_market
        self.cash = setup.per_player.cash
        self.dealt = setup.per_player.shares_drawn_from_bag
        self.start_level = setup.level
        self.sizes = {key: Size(data, key) for key in ("2-4", "5")}
        top_tile = max(data.bonus_tiles.tiles)
        self.advantages = [frozenset(data.bonus_tiles.tiles.get(n, ())) for n in range(top_tile + 1)]
        self.max_tile = top_tile
        self._intern()

    def size(self, seats: int) -> Size:
        return self.sizes[self.data.size_key(seats)]

    def _one_space(self, cell: int, d: str) -> tuple[int, ...]:
        """The cell one space in direction `d`; at an edge, redirected once; () if still blocked."""
        r, c = self.rc[cell]
        for way in (d, self.redirect[d]):
            dr, dc = _DELTA[way]
            nr, nc = r + dr, c + dc
            if 0 <= nr < self.rows and 0 <= nc < self.cols:
                return (nr * self.cols + nc,)
        return ()

    def _walk(self, cell: int, steps: list[str]) -> tuple[int, ...]:
        path: list[int] = []
        for d in steps:
            nxt = self.step[d][cell]
            if nxt:
                cell = nxt[0]
                path.append(cell)
        return tuple(path)

    def _move(self, cell: int, path: tuple[int, ...]) -> Move:
        end = path[-1] if path else cell
        rc = self.rc
        return Move(end, rc[cell], rc[end], tuple(rc[x] for x in path), self.value[end])

    def move_for(self, net: int, cell: int) -> Move:
        """The table move for `net` from `cell`; nets beyond the table use its nearest end (a ruling)."""
        net = self.net_lo if net < self.net_lo else self.net_hi if net > self.net_hi else net
        return self.table_move[net - self.net_lo][cell]

    def level_of(self, cells: list[int]) -> int:
        """Step 6: the highest level area any price marker stands in. Areas are not monotone in price (a $12
        space can be in a higher area than a $15 one), so this is not the most valuable marker's area."""
        area = self.area
        return max(area[c] for c in cells)

    def _intern(self) -> None:
        colours = self.colours
        self.buy = [Buy(c) for c in colours]
        self.place = [Place(c) for c in colours]
        self.sell = [Sell(c) for c in colours]
        self.take = [Take(c) for c in colours]
        self.take_none = Take(None)
        self.free = {(m, i): FreeMove(m, c) for m in ("place", "gold", "take") for i, c in enumerate(colours)}
        self.buy_choice = [Choice(a) for a in self.buy]
        self.place_choice = [Choice(a) for a in self.place]
        self.sell_choice = [Choice(a) for a in self.sell]
        self.take_choice = [Choice(a) for a in self.take]
        self.take_none_choice = Choice(self.take_none)
        self.free_place_choice = [Choice(self.free["place", i]) for i in range(self.k)]
        self.free_gold_choice = [Choice(self.free["gold", i]) for i in range(self.k)]
        self.free_take_choice = [Choice(self.free["take", i]) for i in range(self.k)]
        self.free_to_track = [(self.free_place_choice[i], self.free_gold_choice[i]) for i in range(self.k)]
        self.end_choice = Choice(END)
        self.colour_range = range(self.k)
        # colours_in[mask]: the colours whose bit is set, in order (the view's colours bought or sold so far)
        self.colours_in = [tuple(c for c in range(self.k) if mask >> c & 1) for mask in range(1 << self.k)]
        # gold_choice[colour + 1][hi]: buy 0..hi bars, colour -1 (index 0) when the market is empty
        most = max(self.gold_limit) + 1
        self.gold_choice = [[Choice(BuyGold(0, None if i < 0 else colours[i]), "bars", 0, hi)
                             for hi in range(most + 1)] for i in range(-1, self.k)]
        self.gold_by_hi = [[row[hi] for row in self.gold_choice] for hi in range(most + 1)]


_TABLES: Tables | None = None


def tables() -> Tables:
    global _TABLES
    if _TABLES is None:
        _TABLES = Tables(black_friday_data())
    return _TABLES
