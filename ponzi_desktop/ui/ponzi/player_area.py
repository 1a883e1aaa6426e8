"""One player's place at the table: name and colour, turn and bot markers, cash or its screen, industry tiles,
luxuries, the bankrupt stamp and the time wheel.

The area is a drop target (offers are dropped on other players, funding and luxuries on your own), and
its own tiles are drag sources for the person sitting there. It shows only what it is given: a cash of
None (hidden from the viewer) is drawn as a closed screen, never as a number.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem, discard, draw_icon, draw_text
from ponzi_desktop.ui.kit.seat import HEADER_H, SeatArea
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.items import LuxuryItem, TileItem, industry_name
from ponzi_desktop.ui.ponzi.style import money
from ponzi_desktop.ui.ponzi.wheel import SIDE_MARGIN, WheelItem

translate = QCoreApplication.translate

TILE = 50.0
DUE_H = 30.0  # the line at the bottom: what falls due at the end of this round


#: The start player marker's size (scene.py makes it) and its slot in the banner: its right edge this far from the
#: banner's right end, clear of the cash box (104 wide, 10 from the end) by 10; the name stops 4 short of it. It
#: stands in the banner's upper part (`MARKER_TOP`), above the subtitle's line, which runs on under it to the cash
#: box: with five seats a bot's "thinking…" had only 81 units beside a marker the banner's height and was cut
#: ("thinkin…", Spanish "pensan…").
MARKER = 26.0
MARKER_TOP = 3.0
MARKER_SLOT_RIGHT = 10 + 104 + 10


class CashItem(TableItem):
    """The player's cash, or the screen that hides it."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(104, 36, parent)
        self.cash: int | None = None

    def set_cash(self, cash: int | None, name: str) -> None:
        if cash is None:
            tip = translate("PonziTable", "%1's cash is hidden behind their screen.").replace("%1", name)
        else:
            tip = translate("PonziTable", "Cash: %1").replace("%1", money(cash))
        self.setToolTip(plain_tip(tip))  # the name is what someone typed
        if cash != self.cash:
            self.cash = cash
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1.5))
        painter.setBrush(QColor(10, 30, 22, 170))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        if self.cash is None:
            draw_icon(painter, style.screen_icon(), QPointF(r.left() + 24, 0), 28, QColor("#c9b48a"))
            draw_icon(painter, style.screen_icon(), QPointF(r.left() + 24 + 34, 0), 28, QColor("#c9b48a"))
        else:
            draw_text(painter, r.adjusted(8, 0, -8, 0), money(self.cash), 22, style.GOLD, True)

    def visible_texts(self) -> list[str]:
        return [] if self.cash is None else [money(self.cash)]


class PlayerArea(SeatArea):
    """A w x h area centred on its position, for seat `seat`."""

    def __init__(self, seat: int, name: str, colour: QColor, bot: bool, industries: tuple[str, ...],
                 advanced: bool, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        # the name stops short of the start player marker (`marker_pos`), its subtitle of the cash box
        super().__init__(seat, name, colour, bot, w, h, right_room=MARKER_SLOT_RIGHT + MARKER + 4,
                         tag_room=MARKER_SLOT_RIGHT + 4, parent=parent)
        self.industries = industries
        self.target = Target("area", seat)
        self.bankrupt = False
        top = -h / 2
        self.cash = CashItem(self)
        self.cash.setPos(w / 2 - 62, top + HEADER_H / 2)
        self.tiles: dict[str, TileItem] = {}
        pitch = min(TILE + 30, (w - 24) / len(industries))
        for k, ind in enumerate(industries):
            tile = TileItem(ind, TILE, parent=self)
            tile.setPos(-w / 2 + 16 + TILE / 2 + k * pitch, top + HEADER_H + 12 + TILE / 2)
            self.tiles[ind] = tile
        self.luxuries: dict[int, LuxuryItem] = {}
        lux_h = 40.0 if advanced else 0.0
        self.lux_h = lux_h
        self.lux_y = top + HEADER_H + TILE + 28 + lux_h / 2
        wheel_top = top + HEADER_H + TILE + 24 + lux_h
        wheel_bottom = h / 2 - DUE_H - 4
        self.wheel = WheelItem(w - 2 * SIDE_MARGIN, wheel_bottom - wheel_top, self)
        self.wheel.setPos(0, (wheel_top + wheel_bottom) / 2)
        # what falls due at the end of this round, in words: public (the wheels are), and what a player plans around
        self.due_text = TextItem("", w - 24, DUE_H - 6, 18, style.TEXT_ON_FELT, False,
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.due_text.setPos(-w / 2 + 12, h / 2 - DUE_H)
        self.stamp = TextItem(translate("PonziTable", "BANKRUPT"), w, 60, 44, style.DANGER, True, parent=self)
        self.stamp.setPos(-w / 2, -30)
        self.stamp.setTransformOriginPoint(w / 2, 30)
        self.stamp.setRotation(-14)
        self.stamp.setZValue(60)
        self.stamp.setVisible(False)

    # ---- what it shows ----------------------------------------------------------------------------------
    def marker_pos(self) -> QPointF:
        """Scene position of the start player marker when this player holds it."""
        return self.mapToScene(QPointF(self._w / 2 - MARKER_SLOT_RIGHT - MARKER / 2, -self._h / 2 + MARKER_TOP + MARKER / 2))

    def envelope_pos(self, height: float) -> QPointF:
        """Scene position of an envelope `height` high lying before this player: centred between the tiles
        (their count badges), or the luxuries below them, and the wheel's arrow, where only the arrow's cards
        ever go (and never while trading)."""
        tiles = next(iter(self.tiles.values()))
        above = tiles.pos().y() + TILE / 2 + TILE * 0.3  # the badges stick out under the tiles
        if self.lux_h:  # the advanced game's row of luxuries
            above = max(above, self.lux_y + self.lux_h / 2)
        below = self.wheel.pos().y() + self.wheel.arrow_top()
        y = max((above + below) / 2, above + height / 2 + 2)
        return self.mapToScene(QPointF(0, y))

    def show_due(self, text: str) -> None:
        self.due_text.set_text(text)

    def tile_scene_pos(self, industry: str) -> QPointF:
        return self.tiles[industry].scenePos()

    def centre_scene_pos(self) -> QPointF:
        return self.scenePos()

    def set_state(self, *, active: bool, is_me: bool, thinking: bool, bankrupt: bool, up_next: bool = False) -> None:
        changed = bankrupt != self.bankrupt
        self.bankrupt = bankrupt
        self.stamp.setVisible(bankrupt)
        if self.set_seat_state(active=active, is_me=is_me, thinking=thinking, up_next=up_next) or changed:
            self.update()

    def show_cash(self, cash: int | None) -> None:
        self.cash.set_cash(cash, self.name)

    def show_tiles(self, tiles: tuple[int, ...] | list[int], draggable: bool) -> None:
        for k, ind in enumerate(self.industries):
            n = tiles[k]
            tile = self.tiles[ind]
            tile.set_count(n, faded=n == 0)
            tile.payload = Payload("tile", ind) if draggable and n > 0 else None
            tile.setToolTip(translate("PonziTable", "%1: %n tile(s)", None, n).replace("%1", industry_name(ind)))

    def show_luxuries(self, prices: tuple[int, ...] | list[int]) -> None:
        for price in [p for p in self.luxuries if p not in prices]:
            discard(self.luxuries.pop(price))
        for i, price in enumerate(sorted(prices)):
            item = self.luxuries.get(price)
            if item is None:
                item = LuxuryItem(price, 70, 32, parent=self)
                self.luxuries[price] = item
            item.setPos(-self._w / 2 + 16 + 35 + i * 76, self.lux_y)

    def luxury_slot_scene_pos(self, index: int) -> QPointF:
        return self.mapToScene(QPointF(-self._w / 2 + 16 + 35 + index * 76, self.lux_y))
