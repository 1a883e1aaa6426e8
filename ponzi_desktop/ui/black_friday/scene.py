"""The Black Friday table as one QGraphicsScene: where each part sits, and showing a whole view at once.

Layout (scene units, 1520 x 880): the share price chart down the left; on the right, the gold price track,
the level tile and the bank's gold along the top, then the share market, the bag and the two purchase
tracks, then the share sale track, a status line, and the holders' screens side by side (the broker's last).
`sync` puts every piece where the view says, at rest: the end of every animation and the one way a new state
is shown without animation.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF

from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.ui.black_friday.pieces import (
    BagItem,
    BankGoldItem,
    CounterItem,
    LevelItem,
    MarketItem,
    SaleRowsItem,
    ShareItem,
    TrackItem,
)
from ponzi_desktop.ui.black_friday.prices import MARKER, ChartItem, GoldTrackItem, PriceMarker
from ponzi_desktop.ui.black_friday.screens import ScreenItem
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import BannerItem, TableItem, TextItem
from ponzi_desktop.ui.kit.scene import TableScene

translate = QCoreApplication.translate

SCENE_W, SCENE_H = 1520.0, 872.0  # as tall as the Ponzi table: 11 px text in a maximised 1280x720 window
BROKER_COLOUR = QColor("#5b6770")


@dataclass(frozen=True, slots=True)
class HolderLook:
    name: str
    colour: QColor
    bot: bool
    broker: bool = False


class BlackFridayScene(TableScene):
    """Every piece of the table for one game (the holders and the board's size are fixed for a session)."""

    def __init__(self, holders: list[HolderLook], seats: int, parent=None) -> None:
        super().__init__(SCENE_W, SCENE_H, parent)
        t = self.t = tables()
        size = t.size(seats)
        self.holders = holders
        self.colours = t.colours
        m, gap = 8.0, 8.0
        self.chart = ChartItem(t, 480, SCENE_H - 2 * m)
        self.chart.setPos(m + 240, SCENE_H / 2)
        self.addItem(self.chart)
        x0 = m + 480 + 12
        right_w = SCENE_W - x0 - m
        # the top row: gold price, the level tile, the bank's gold
        y, h = m, 156.0
        gold_w, level_w = 560.0, 316.0
        self.gold = GoldTrackItem(t.gold_value, gold_w, h)
        self.gold.setPos(x0 + gold_w / 2, y + h / 2)
        self.level = LevelItem(level_w, h)
        self.level.setPos(x0 + gold_w + gap + level_w / 2, y + h / 2)
        bank_w = right_w - gold_w - level_w - 2 * gap
        self.bank = BankGoldItem(bank_w, h)
        self.bank.setPos(x0 + gold_w + level_w + 2 * gap + bank_w / 2, y + h / 2)
        # the market, the bag, the purchase tracks
        y, h = y + h + gap, 214.0
        self.market = MarketItem(self.colours, 500, h)
        self.market.setPos(x0 + 250, y + h / 2)
        self.bag = BagItem(120, h - 40)
        self.bag.setPos(x0 + 500 + gap + 65, y + h / 2 + 6)
        track_w = right_w - 500 - 130 - 2 * gap
        track_h = (h - gap) / 2
        tx = x0 + 500 + 130 + 2 * gap + track_w / 2
        self.purchase = TrackItem("purchase", translate("BlackFridayTable", "Share purchase track"), size.purchase_spaces, track_w, track_h)
        self.purchase.setPos(tx, y + track_h / 2)
        self.gold_track = TrackItem("gold", translate("BlackFridayTable", "Gold purchase track"), size.gold_spaces, track_w, track_h)
        self.gold_track.setPos(tx, y + track_h + gap + track_h / 2)
        # the share sale track
        y, h = y + h + gap, 176.0
        self.sale = SaleRowsItem(self.colours, t.sale_rows, t.centre, right_w, h)
        self.sale.setPos(x0 + right_w / 2, y + h / 2)
        # the status line
        y, h = y + h + gap, 58.0
        # the round's counter at the right, as wide as its widest text in this language (two-digit numbers)
        counter_w = QFontMetricsF(look.font(18)).horizontalAdvance(CounterItem.words(88, 88)) + 8
        # what the board is showing, as the log says it, in the rest: two lines, so a long move is never cut, at
        # 17 units (11 px on the smallest window with every panel open; 16 was 10.7 px); its slot took 10 units
        # of the sale track's slack, so that the screens under it keep their height; the lines fill all but the
        # slot's bottom 8 units, clear of the screens, a lit one's glow included (a review saw the second line
        # touch them)
        lines_h = h - 8
        self.status = TextItem("", right_w - counter_w - 24, lines_h, 17, look.TEXT_ON_FELT, True,
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap=True)
        self.status.setPos(x0 + 6, y + 1)
        self.round_shown = 1
        self.counter = CounterItem("", counter_w, lines_h, 18, look.TEXT_ON_FELT_SOFT, False,
                                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.counter.setPos(x0 + right_w - counter_w - 4, y + 1)
        # the holders' screens
        y = y + h + gap
        h = SCENE_H - m - y
        n = len(holders)
        w = (right_w - (n - 1) * gap) / n
        self.screens: list[ScreenItem] = []
        for i, holder in enumerate(holders):
            screen = ScreenItem(i, holder.name, holder.colour, holder.bot, self.colours, w, h, holder.broker)
            screen.setPos(x0 + w / 2 + i * (w + gap), y + h / 2)
            self.screens.append(screen)
        for item in (self.gold, self.level, self.bank, self.market, self.bag, self.purchase, self.gold_track,
                     self.sale, self.status, self.counter, *self.screens):
            self.addItem(item)
        self.markers: dict[str, PriceMarker] = {}
        for colour in self.colours:
            marker = PriceMarker(colour, MARKER)
            self.addItem(marker)
            self.markers[colour] = marker
        self.banner = BannerItem("", SCENE_W, 130, 70, look.GOLD, True)
        self.banner.setPos(0, SCENE_H / 2 - 65)
        self.banner.setZValue(1200)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.cells: tuple[tuple[int, int], ...] = ()

    # ---- showing a view -------------------------------------------------------------------------------
    def sync(self, view, viewer: int | None) -> None:
        """Show `view` exactly, every piece at rest (whose turn it is: `show_turn`)."""
        t = self.t
        mine = viewer is not None and view.seat == viewer and view.actor == viewer and bool(view.choices)
        self.banner.setVisible(False)
        self.chart.show_chart(view.level, view.chart_black)
        self.place_markers(view.cells)
        self.gold.show_gold(view.gold_space, view.bought_gold)
        self.level.show_level(view.level, view.share_limit, view.gold_limit, view.draw)
        self.bank.show_price(view.gold_price, mine)
        self.market.show_market(view.market, view.prices, mine)
        self.bag.show_bag(view.bag_size, view.bag_black)
        self.purchase.show_track([self.colours[c] for c in view.purchase_track])
        self.gold_track.show_track([self.colours[c] for c in view.gold_track])
        # the middle row's second life: row 3 has been used up (only the current row ever loses shares)
        last = t.sale_rows - 1
        centre_mode = view.sale_row == t.centre and not any(view.sale_rows[last]) and not view.sale_black[last]
        self.sale.show_rows(view.sale_rows, view.sale_black, view.sale_row, view.sale_removed, view.sale_trigger,
                            centre_mode, mine)
        for h, (screen, hv) in enumerate(zip(self.screens, view.holders, strict=True)):
            wealth = None
            if hv.cash is not None and hv.shares is not None:
                wealth = hv.cash + sum(n * p for n, p in zip(hv.shares, view.prices, strict=True)) \
                    + hv.gold_bars * view.gold_price
            screen.show_holder(hv.cash, hv.shares, hv.gold_bars, hv.bonus_tile, hv.bonus_used, wealth,
                               mine and h == viewer, view.gold_price, view.prices)
        self.show_counter(view.round, view.price_changes)

    def show_counter(self, round_no: int, price_changes: int) -> None:
        """The round and the price changes so far (a price change counts from its banner on, as the log's)."""
        self.round_shown = round_no
        self.counter.show_counts(round_no, price_changes)

    def place_markers(self, cells) -> None:
        """Every price marker on its cell; markers sharing a cell sit side by side, in colour order, inside it."""
        self.cells = tuple(tuple(c) for c in cells)
        for colour, (row, col) in zip(self.colours, self.cells, strict=True):
            spot, size = self.marker_spot(colour, (row, col))
            self.markers[colour].setPos(spot)
            self.markers[colour].setScale(size / MARKER)

    def marker_spot(self, colour: str, cell: tuple[int, int]) -> tuple[QPointF, float]:
        """Where `colour`'s marker sits on `cell`, among the other markers there now, and its width there."""
        sharing = [c for c, at in zip(self.colours, self.cells, strict=True) if tuple(at) == tuple(cell)]
        if colour not in sharing:
            sharing.append(colour)
        return self.chart.marker_spot(cell[0], cell[1], sharing.index(colour), len(sharing))

    def show_turn(self, view, viewer: int | None, thinking: int | None, status: str, busy: bool,
                  up_next: int | None = None) -> None:
        """Whose turn it is (nobody's while a move is shown, or while the mover still looks before a hand-off:
        `up_next` takes the screen then), who thinks, and the status sentence."""
        deciding = None if busy or up_next is not None else view.actor
        for h, screen in enumerate(self.screens):
            screen.set_seat_state(active=h == deciding, is_me=h == viewer and viewer is not None,
                                  thinking=h == thinking, up_next=h == up_next)
        self.status.set_text(status)

    # ---- what is where ----------------------------------------------------------------------------------
    def target_items(self, target: Target) -> list[TableItem]:
        k, v = target.kind, target.value
        if k == "screen" and v is not None and 0 <= v < len(self.screens):
            return [self.screens[v]]
        if k == "market":
            return [self.market]
        if k == "track":
            return [self.purchase if v == "purchase" else self.gold_track]
        return []

    def payload_item(self, payload: Payload, viewer: int | None) -> TableItem | None:
        k, v = payload.kind, payload.value
        if k == "market":
            return self.market.stacks.get(v)
        if k == "row":
            return self.sale.shares[self.sale.current].get(v)
        if k == "own" and viewer is not None and viewer < len(self.screens):
            return self.screens[viewer].shares.get(v)
        if k == "bank_gold":
            return self.bank
        if k == "bonus" and viewer is not None and viewer < len(self.screens):
            return self.screens[viewer].bonus
        return None

    def ghost_face(self, payload: Payload, source: TableItem) -> TableItem:
        if payload.kind in ("market", "own", "row"):  # one share leaves the pile, not the pile and its count
            return ShareItem(payload.value, 40, 52)
        return source

    def banners(self) -> list:
        return [(screen.banner, screen.banner_inks()) for screen in self.screens]

    def event_items(self, event) -> list[TableItem]:
        """The pieces an event concerns: its holder's screen, the colour's market stack and marker, a track."""
        items: list[TableItem] = []
        data = event.data or {}
        if isinstance(event.player, int) and 0 <= event.player < len(self.screens):
            items.append(self.screens[event.player])
        colour = data.get("colour")
        if colour in self.market.stacks:
            items.append(self.market.stacks[colour])
            items.append(self.markers[colour])
        track = data.get("track")
        if track == "purchase":
            items.append(self.purchase)
        elif track == "gold":
            items.append(self.gold_track)
        elif track == "sale":
            items.append(self.sale)
        if event.kind in ("gold_bought", "gold_moved"):
            items.append(self.gold)
        if event.kind == "level_changed":
            items.append(self.level)
        return items
