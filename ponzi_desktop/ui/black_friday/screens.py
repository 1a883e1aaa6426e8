"""The holders' screens on the Black Friday table: a seat's banner, then its cash, shares per colour, gold bars,
bonus tile and, where it is known, its wealth.

A holder's screen shows cash and shares only when it is given them (the seated player's own, or the broker's,
who plays open; everybody's once the game is over): hidden ones are drawn as a closed screen, never as numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.black_friday.marks import paint_gold_bar
from ponzi_desktop.ui.black_friday.pieces import ShareItem, balanced, colour_name
from ponzi_desktop.ui.black_friday.words import bonus_tip
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text
from ponzi_desktop.ui.kit.seat import HEADER_H, SeatArea

translate = QCoreApplication.translate

PILE_GAP = 3.0  # between a pile of shares (with the shares showing behind it) and the next colour's share


class ScreenItem(SeatArea):
    """A holder's place: its banner, then cash, shares per colour, gold bars, the bonus tile and, where it is
    known, its wealth now. What is hidden (another player's cash and shares) is drawn as a closed screen.
    Your own screen is where bought shares and gold bars are dropped, and your shares are dragged from it."""

    BOTTOM_H = 58.0  # the gold bars and the wealth, along the bottom
    #: The one left edge of what is under the banner: the cash's box, the gold bar and the wealth line start at
    #: it (the bar stood 2 units in from the other two, and the wealth's words 2 units out from the bar above).
    INSET = 10.0

    def __init__(self, holder: int, name: str, colour: QColor, bot: bool, colours: Sequence[str], w: float,
                 h: float, broker: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(holder, name, colour, bot, w, h, right_room=0, parent=parent,
                         number=0 if broker else None)
        self.holder = holder
        self.broker = broker
        if broker:  # its subtitle, set before the first state: not a bot's
            self.tag_text.set_text(self.tag())
        self.colours = tuple(colours)
        self.target = Target("screen", holder)
        self.cash: int | None = None
        self.held: tuple[int, ...] | None = None
        self.bars = 0
        self.tile = 0
        self.tile_used = False
        self.wealth: int | None = None
        self.mine = False
        self.gold_price = 0
        self.prices: tuple[int, ...] = (0,) * len(colours)
        self.lines: list[str] = []
        top = -h / 2 + HEADER_H
        self.cash_y = top + 22
        self.shares: dict[str, ShareItem] = {}
        # the shares in a row between the cash and the gold, as big as the room allows, each count under its
        # share (a badge on a small share would hide half of it)
        self.shares_area = QRectF(-w / 2 + 10, top + 42, w - 20, h / 2 - self.BOTTOM_H - 2 - (top + 42))
        area = self.shares_area
        pitch = area.width() / len(colours)
        # a pile's shares behind it stick out to its right: the gap is what they leave of it (a five-seat share is
        # still 27 units wide, about 17 px at 1280x720)
        reach = ShareItem.STACK_REACH
        share_w = min(36.0, pitch - PILE_GAP - reach, (area.height() - ShareItem.BELOW_H - 8) / 1.25)
        self.share_w = share_w
        y = area.center().y() - ShareItem.BELOW_H / 2 + 3  # the pile and its count, in the middle of the room
        for i, colour in enumerate(colours):
            share = ShareItem(colour, share_w, share_w * 1.25, parent=self, below=True)
            share.setPos(area.left() + pitch * (i + 0.5) - reach / 2, y)  # the pile centred in its room
            self.shares[colour] = share
        self.bonus = BonusTileItem(46, 34, parent=self)
        self.bonus.setPos(w / 2 - 36, -h / 2 + HEADER_H + 22)


    def disc_icon(self) -> QPainterPath | None:
        """The broker's disc shows the market's building, not a bot's robot."""
        return look.bank_icon() if self.broker else super().disc_icon()

    def tag(self) -> str:
        """The broker is no bot: it plays by the rulebook's fixed rules, which its subtitle says."""
        if self.broker and not self.is_me:
            return translate("BlackFridayTable", "rules-driven")
        return super().tag()
    def show_holder(self, cash: int | None, held: Sequence[int] | None, bars: int, tile: int, used: bool,
                    wealth: int | None, mine: bool, gold_price: int, prices: Sequence[int]) -> None:
        drawn = (self.cash, self.held is None, self.bars, self.wealth)  # what `paint_face` draws of them
        self.cash, self.held = cash, (tuple(held) if held is not None else None)
        self.bars, self.tile, self.tile_used, self.wealth = bars, tile, used, wealth
        self.mine, self.gold_price, self.prices = mine, gold_price, tuple(prices)
        for i, colour in enumerate(self.colours):
            share = self.shares[colour]
            share.setVisible(self.held is not None)
            if self.held is None:
                share.payload = None
                continue
            n = self.held[i]
            share.set_count(n if n else None, faded=n == 0)
            share.payload = Payload("own", colour) if mine and n > 0 else None
            share.setToolTip(translate("BlackFridayTable", "%1: %2 share(s), worth %3 at %4 each").replace("%1", colour_name(colour)).replace(
                "%2", number(n)).replace("%3", money(n * prices[i])).replace("%4", money(prices[i])))
        self.bonus.show_tile(tile, used, mine and not self.broker)
        self.bonus.setVisible(tile > 0)
        lines = []
        if cash is not None:
            lines.append(money(cash))
        lines.append("× " + number(bars))
        if wealth is not None:
            lines.append(translate("BlackFridayTable", "Wealth %1").replace("%1", money(wealth)))
        self.lines = lines
        if cash is None:
            tip = translate("BlackFridayTable", "%1 keeps cash and shares behind a screen. Gold bars are in the open: %2.").replace(
                "%1", self.name).replace("%2", number(bars))
        else:
            tip = translate("BlackFridayTable", "Cash %1 · gold bars %2 (at %3 each)").replace("%1", money(cash)).replace(
                "%2", number(bars)).replace("%3", money(gold_price))
        self.setToolTip(plain_tip(tip))  # the name is what someone typed
        if drawn != (cash, held is None, bars, wealth):  # repainted only where it changed: a sync shows every seat
            self.update()

    def change(self, cash: int = 0, colour: str | None = None, shares: int = 0, bars: int = 0,
               used: bool | None = None, prices: Sequence[int] | None = None,
               gold_price: int | None = None) -> None:
        """A step of a move, shown before the move ends: cash, a colour's shares, gold bars change by these
        amounts, the tile may be spent, prices may move. What is hidden stays hidden (never computed)."""
        prices = self.prices if prices is None else tuple(prices)
        gold_price = self.gold_price if gold_price is None else gold_price
        new_cash = None if self.cash is None else self.cash + cash
        held = self.held
        if held is not None and colour is not None and shares:
            i = self.colours.index(colour)
            held = (*held[:i], max(0, held[i] + shares), *held[i + 1:])
        bars = max(0, self.bars + bars)
        wealth = None
        if new_cash is not None and held is not None:
            wealth = new_cash + sum(n * p for n, p in zip(held, prices, strict=True)) + bars * gold_price
        self.show_holder(new_cash, held, bars, self.tile, self.tile_used if used is None else used, wealth,
                         self.mine, gold_price, prices)

    def share_scene_pos(self, colour: str) -> QPointF:
        return self.shares[colour].scenePos()

    def gold_scene_pos(self) -> QPointF:
        return self.mapToScene(self.body_rows()["bar"].center())

    def body_rows(self) -> dict[str, QRectF]:
        """Where the lines under the banner are drawn: the cash's box, the gold bar, its count and the wealth
        line, each starting at `INSET` (the count after the bar)."""
        r = self.rect
        left = r.left() + self.INSET
        bottom = QRectF(left, r.bottom() - self.BOTTOM_H, r.width() - 2 * self.INSET, self.BOTTOM_H - 4)
        bar = QRectF(left, bottom.top() + 2, 32, 25)
        return {"cash": QRectF(left, r.top() + HEADER_H + 8, r.width() - 76, 30), "bar": bar,
                "count": QRectF(bar.right() + 8, bottom.top(), bottom.right() - bar.right() - 8, 29),
                "wealth": QRectF(left, bottom.top() + 28, bottom.width(), 26)}

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        rows = self.body_rows()
        cash_box = rows["cash"]
        painter.setPen(QPen(QColor(0, 0, 0, 120), 1.2))
        painter.setBrush(QColor(10, 30, 22, 170))
        painter.drawRoundedRect(cash_box, 15, 15)
        if self.cash is None:
            draw_icon(painter, look.screen_icon(), QPointF(cash_box.left() + 22, cash_box.center().y()), 24,
                      QColor("#c9b48a"))
            draw_icon(painter, look.screen_icon(), QPointF(cash_box.left() + 50, cash_box.center().y()), 24,
                      QColor("#c9b48a"))
            if self.held is None:  # the shares are behind the screen too
                band = self.shares_area.adjusted(0, 2, 0, -2)
                painter.setBrush(QColor(10, 30, 22, 140))
                painter.drawRoundedRect(band, 8, 8)
                words = translate("BlackFridayTable", "Shares behind the screen")
                draw_text(painter, balanced(words, 17, band.adjusted(6, 0, -6, 0)), words, 17,
                          look.TEXT_ON_FELT_SOFT, wrap=True)
        else:
            draw_text(painter, cash_box.adjusted(10, 0, -8, 0), money(self.cash), 20, look.GOLD, True)
        paint_gold_bar(painter, rows["bar"])
        draw_text(painter, rows["count"], "× " + number(self.bars), 20, look.TEXT_ON_FELT, True,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.wealth is not None:
            draw_text(painter, rows["wealth"],
                      translate("BlackFridayTable", "Wealth %1").replace("%1", money(self.wealth)), 18, look.GOLD, True,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def visible_texts(self) -> list[str]:
        return [self.name, *self.lines]


class BonusTileItem(TableItem):
    """A bonus tile: its number, what it allows in the tooltip, and whether it is used (turned over)."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.tile = 0
        self.used = False
        self.setZValue(5)

    def show_tile(self, tile: int, used: bool, mine: bool) -> None:
        self.payload = Payload("bonus", tile) if mine and tile and not used else None
        if (tile, used) == (self.tile, self.used) and self.toolTip():
            return  # as it is drawn, and its tooltip with it
        self.tile, self.used = tile, used
        self.setToolTip(bonus_tip(tile, used))
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#2c180a"), 1.5))
        painter.setBrush(QColor("#8a7a5c") if self.used else QBrush(look.paper_gradient(r, QColor("#ffe9a6"),
                                                                                          QColor("#e4b84a"))))
        painter.drawRoundedRect(r, 6, 6)
        draw_text(painter, r, number(self.tile), 20, look.INK if not self.used else QColor("#f4efe1"), True)
        if self.used:
            painter.setPen(QPen(QColor("#f4efe1"), 2))
            painter.drawLine(r.topLeft() + QPointF(6, 6), r.bottomRight() - QPointF(6, 6))

    def visible_texts(self) -> list[str]:
        return [number(self.tile)] if self.tile else []
