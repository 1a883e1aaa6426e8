"""Black Friday component data (`resources/data/black_friday.json`): pydantic models and their checks.

Every board number the engine uses comes from here: the price chart and its level areas, the edge
redirects, the level tiles, the gold price track, the price-change table, the tracks, the set-up counts
and the bonus tiles. A corrected board is a data change; these models refuse a file that does not add up
(shares or black shares that do not fit the board, a table with holes, a chart of the wrong shape).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ponzi_desktop.engine.data import load_game_data

DATA_FILE = "black_friday.json"

Direction = Literal["up", "down", "left", "right"]
Advantage = Literal["manipulate", "extra_sell", "extra_gold", "extra_buy"]
#: the keys of the per-player-count set-up tables: seats (players plus the broker) 2-4, or 5
SIZE_KEYS = ("2-4", "5")


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class PlayerRange(_Model):
    min: int = Field(ge=1)
    max: int = Field(ge=1)


class ChartCell(_Model):
    row: int = Field(ge=0)
    col: int = Field(ge=0)
    value: int = Field(ge=1)


class Chart(_Model):
    rows: int = Field(ge=2)
    cols: int = Field(ge=3)
    start: ChartCell
    values: list[list[int]]
    levels: list[list[int]]

    @model_validator(mode="after")
    def _shape(self) -> Chart:
        for name in ("values", "levels"):
            grid = getattr(self, name)
            if len(grid) != self.rows or any(len(row) != self.cols for row in grid):
                raise ValueError(f"{name} must be {self.rows} rows of {self.cols} numbers")
        if any(v < 1 for row in self.values for v in row):
            raise ValueError("values: every price must be at least 1")
        for r in range(self.rows):
            for c in range(self.cols):
                v = self.values[r][c]
                if (c and v <= self.values[r][c - 1]) or (r and v <= self.values[r - 1][c]):
                    raise ValueError(f"values: the price at row {r}, column {c} must rise rightwards and upwards")
        s = self.start
        if not (s.row < self.rows and 1 <= s.col < self.cols - 1):
            raise ValueError("start: the start space must leave one space on each side (the $6/$10 adjustment)")
        if self.values[s.row][s.col] != s.value:
            raise ValueError(f"start: the chart has {self.values[s.row][s.col]} at the start space, not {s.value}")
        return self


class EdgeRules(_Model):
    """Where a move goes when the edge blocks it; the data's words may carry a note after the direction."""

    right_at_right_edge: Direction
    left_at_left_edge: Direction
    up_at_top_edge: Direction
    down_at_bottom_edge: Direction

    @field_validator("*", mode="before")
    @classmethod
    def _first_word(cls, value: object) -> object:
        return value.split()[0] if isinstance(value, str) and value.split() else value


class LevelTile(_Model):
    level: int = Field(ge=0)
    share_limit: int = Field(ge=1)
    gold_limit: int = Field(ge=1)
    draw: int = Field(ge=1)


class TableEntry(_Model):
    net: int
    moves: list[tuple[Direction, int]]


class TrackSpec(_Model):
    spaces_2_4p: int = Field(ge=1)
    spaces_5p: int = Field(ge=1)


class SaleSpec(_Model):
    rows: int = Field(ge=2)
    spaces_per_row: int = Field(ge=1)
    per_colour_per_row: int = Field(ge=1)
    black_next_to_rows: list[int]
    #: shares removed from a row that trigger a price change; the file states these only in words
    #: ("5 removed [6]"), as many as the purchase track has spaces, which is the default when absent
    removals_2_4p: int | None = Field(None, ge=1)
    removals_5p: int | None = Field(None, ge=1)


class Tracks(_Model):
    share_purchase: TrackSpec
    gold_purchase: TrackSpec
    share_sale: SaleSpec


class BlackPlacement(_Model):
    chart_right_column: int = Field(ge=0)
    share_sale_rows: int = Field(ge=0)


class Components(_Model):
    shares_per_colour: int = Field(ge=1)
    colours_in_order: list[str]
    black_shares: int = Field(ge=0)
    black_placement: BlackPlacement
    bonus_tiles: list[int]


class PerPlayer(_Model):
    cash: int = Field(ge=0)
    shares_drawn_from_bag: int = Field(ge=0)


class Setup(_Model):
    market_per_colour: dict[str, int]
    removed_to_box_per_colour: dict[str, int]
    bag_initial_per_colour: int = Field(ge=0)
    bag_initial_black: int = Field(ge=0)
    random_to_market: int = Field(ge=0)
    per_player: PerPlayer
    gold_price_start: int
    purchased_gold_start: int = Field(ge=0)
    level: int = Field(ge=0)

    @field_validator("market_per_colour", "removed_to_box_per_colour")
    @classmethod
    def _both_sizes(cls, value: dict[str, int]) -> dict[str, int]:
        if sorted(value) != sorted(SIZE_KEYS) or any(v < 0 for v in value.values()):
            raise ValueError(f"needs a count of at least 0 for each of {', '.join(SIZE_KEYS)}")
        return value


class BonusTiles(_Model):
    tiles: dict[int, list[Advantage]]


class BlackFridayData(_Model):
    game: Literal["black_friday"]
    players: PlayerRange
    colours: list[str] = Field(min_length=2)
    chart: Chart
    edge_rules: EdgeRules
    level_tiles: list[LevelTile] = Field(min_length=1)
    gold_price_track: list[int] = Field(min_length=2)
    price_change_table: list[TableEntry] = Field(min_length=1)
    tracks: Tracks
    components: Components
    setup: Setup
    bonus_tiles: BonusTiles
    mibs: list[str] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> BlackFridayData:
        if self.components.colours_in_order != self.colours:
            raise ValueError("components.colours_in_order must equal colours")
        if len(set(self.colours)) != len(self.colours):
            raise ValueError("colours must be unique")
        levels = [t.level for t in self.level_tiles]
        if levels != list(range(len(levels))):
            raise ValueError("level_tiles must be levels 0, 1, 2, ... in order")
        top = len(levels) - 1
        if any(not 0 <= v <= top for row in self.chart.levels for v in row):
            raise ValueError(f"chart.levels: every area must be a level from 0 to {top}")
        right = {row[-1] for row in self.chart.levels}
        if not set(range(1, top + 1)) <= right:
            raise ValueError("chart.levels: every level from 1 up needs an area on the right column (its black)")
        gold = self.gold_price_track
        if any(b <= a for a, b in zip(gold, gold[1:], strict=False)):
            raise ValueError("gold_price_track must rise")
        if self.setup.gold_price_start not in gold:
            raise ValueError("setup.gold_price_start must be on the gold_price_track")
        nets = [e.net for e in self.price_change_table]
        if nets != list(range(min(nets), max(nets) + 1)) or 0 not in nets:
            raise ValueError("price_change_table: nets must run without gaps through 0, in order")
        if any(count < 1 for e in self.price_change_table for _, count in e.moves):
            raise ValueError("price_change_table: every move needs a count of at least 1")
        if self.setup.level not in levels:
            raise ValueError("setup.level is not a level tile")
        self._check_shares(top)
        tiles = self.bonus_tiles.tiles
        if sorted(tiles) != sorted(self.components.bonus_tiles):
            raise ValueError("bonus_tiles.tiles must describe exactly components.bonus_tiles")
        return self

    def _check_shares(self, top: int) -> None:
        sale, comp, setup = self.tracks.share_sale, self.components, self.setup
        if len(sale.black_next_to_rows) != sale.rows:
            raise ValueError("tracks.share_sale.black_next_to_rows needs one count per row")
        if sale.per_colour_per_row * len(self.colours) > sale.spaces_per_row:
            raise ValueError("tracks.share_sale: the shares per row do not fit its spaces")
        for key in SIZE_KEYS:
            on_board = setup.market_per_colour[key] + sale.rows * sale.per_colour_per_row
            if on_board + setup.removed_to_box_per_colour[key] + setup.bag_initial_per_colour != comp.shares_per_colour:
                raise ValueError(f"setup ({key} seats): market, sale rows, box and bag do not add up to "
                                 f"components.shares_per_colour ({comp.shares_per_colour})")
        if comp.black_placement.chart_right_column != top:
            raise ValueError(f"components.black_placement.chart_right_column must be one per level 1..{top}")
        if comp.black_placement.share_sale_rows != sum(sale.black_next_to_rows):
            raise ValueError("components.black_placement.share_sale_rows must equal the blacks beside the rows")
        placed = comp.black_placement.chart_right_column + comp.black_placement.share_sale_rows
        if placed + setup.bag_initial_black != comp.black_shares:
            raise ValueError("components.black_shares must equal the blacks on the chart, the rows and the bag")
        bag = setup.bag_initial_per_colour * len(self.colours)
        if setup.random_to_market > bag:
            raise ValueError("setup.random_to_market is more than the bag holds")

    def size_key(self, seats: int) -> str:
        """The key of the set-up tables for this many seats (players plus the broker)."""
        return "5" if seats >= 5 else "2-4"


@lru_cache(maxsize=1)
def black_friday_data() -> BlackFridayData:
    """The validated data file (loaded once); raises `DataFileError` naming the file and field."""
    return load_game_data(BlackFridayData, DATA_FILE)
