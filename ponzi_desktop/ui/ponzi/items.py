"""The pieces on the Ponzi table: fund cards, wheel chips, industry tiles, luxuries, markers, tokens and labels.

Each piece is a QGraphicsObject centred on its position (so animations move and scale it about its middle),
paints its face in `paint_face` (also used for drag ghosts and flying copies, see `face_pixmap`) and a glow
on top when it is a legal target or selected. Pieces change at most once a turn, so they cache their
painting in device coordinates: crisp at any scale, repainted only when their data changes.
Every piece lists the words it shows (`visible_texts`): tests walk them to prove nothing private is drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.labels import INDUSTRIES
from ponzi_desktop.ui.ponzi.style import money, number

translate = QCoreApplication.translate


# ---- tiles, luxuries, markers ---------------------------------------------------------------------------
class TileItem(TableItem):
    """An industry tile: the industry's colour and icon; a count badge; `pile` draws a stack under it."""

    def __init__(self, industry: str, size: float, pile: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, parent)
        self.industry = industry
        self.pile = pile
        self.count: int | None = None
        self.faded = False

    def set_count(self, n: int | None, faded: bool = False) -> None:
        if (n, faded) != (self.count, self.faded):
            self.count, self.faded = n, faded
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        colour = style.industry_colour(self.industry)
        if self.faded:
            painter.setOpacity(0.35)
        if self.pile and (self.count or 0) > 1:
            for i in (3, 2, 1):
                if self.count > i:
                    painter.setPen(QPen(colour.darker(170), 1.2))
                    painter.setBrush(colour.darker(130))
                    painter.drawRoundedRect(r.translated(i * 2.2, i * 2.2), 8, 8)
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.2, r.height() * 0.25), r.width() * 0.9)
        grad.setColorAt(0, colour.lighter(135))
        grad.setColorAt(1, colour.darker(115))
        painter.setPen(QPen(colour.darker(170), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 8, 8)
        draw_icon(painter, style.industry_icon(self.industry), r.center(), r.width() * 0.62, QColor("#ffffff"))
        painter.setOpacity(1.0)

    def paint_over(self, painter: QPainter) -> None:
        """The count badge, above the tile's glow (a lit pile's ring ran across its number)."""
        r = self.rect
        if self.count is not None and not (self.faded and self.count == 0):
            d = max(27.0, r.width() * 0.46)
            badge = QRectF(r.right() - d * 0.7, r.bottom() - d * 0.7, d, d)
            painter.setPen(QPen(style.INK, 1.5))
            painter.setBrush(style.PAPER)
            painter.drawEllipse(badge)
            draw_text(painter, badge, number(self.count), max(18.0, d * 0.64), style.INK, True)

    def boundingRect(self) -> QRectF:  # noqa: N802 - the badge and the pile stick out
        return super().boundingRect().adjusted(0, 0, self._w * 0.3, self._h * 0.3)

    def visible_texts(self) -> list[str]:
        return [] if self.count is None else [number(self.count)]


class LuxuryItem(TableItem):
    """A luxury tile (advanced rules): its price and its points."""

    def __init__(self, price: int, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.price = price
        self.points = style.luxury_points(price)
        self.setToolTip(translate("PonziTable", "Luxury: costs %1, worth %n point(s) at the end.", None,
                                  self.points).replace("%1", money(price)))

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#3b2a4f"), 1.5))
        grad = style.paper_gradient(r, QColor("#6b4f8f"), QColor("#3f2d5c"))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 8, 8)
        if r.height() < 50:  # a player's luxury: gem and price in a row
            gem = QPointF(r.left() + r.height() * 0.4, r.center().y())
            draw_icon(painter, style.gem_icon(), gem, r.height() * 0.5, QColor("#8fe3ff"))
            draw_text(painter, QRectF(gem.x() + r.height() * 0.2, r.top(), r.right() - gem.x() - r.height() * 0.2,
                                      r.height()), money(self.price), 20, style.PAPER, True)
        else:  # for sale: price on top, points below, the gem behind
            draw_icon(painter, style.gem_icon(), r.center(), r.height() * 0.8, QColor(143, 227, 255, 70))
            draw_text(painter, QRectF(r.left(), r.top() + 2, r.width(), r.height() * 0.55), money(self.price),
                      22, style.PAPER, True)
            draw_text(painter, QRectF(r.left() + 5, r.top() + r.height() * 0.5, r.width() - 10, r.height() * 0.45),
                      translate("PonziTable", "%n point(s)", None, self.points), 18, QColor("#e3d7f5"))

    def visible_texts(self) -> list[str]:
        return [money(self.price)]


class MarkerItem(TableItem):
    """The start player marker."""

    ROUND = True

    def __init__(self, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, parent)
        self.setToolTip(translate("PonziTable", "Start player marker"))
        self.setZValue(50)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.2, r.height() * 0.2), r.width() * 0.7)
        grad.setColorAt(0, QColor("#ffe9a8"))
        grad.setColorAt(1, QColor("#c8901c"))
        painter.setPen(QPen(QColor("#7a5410"), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(r)
        draw_icon(painter, style.star_path(), r.center(), r.width() * 0.62, QColor("#7a5410"))


def industry_name(industry: str) -> str:
    return label(INDUSTRIES, industry)


class EnvelopeItem(TableItem):
    """The trading envelope lying before its target: the industry asked for and, only for the two players
    it concerns, the amount inside."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(118, 52, parent)
        self.industry = ""
        self.amount: int | None = None
        self.setZValue(70)

    def set_offer(self, industry: str, amount: int | None, tip: str) -> None:
        if (industry, amount) != (self.industry, self.amount):
            self.industry, self.amount = industry, amount
            self.update()
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#8a6d3b"), 1.5))
        painter.setBrush(QColor("#f3e3b3"))
        painter.drawRect(r)
        flap = QPainterPath()
        flap.moveTo(r.topLeft())
        flap.lineTo(QPointF(r.center().x(), r.center().y() + 4))
        flap.lineTo(r.topRight())
        painter.setBrush(QColor("#e6d19a"))
        painter.drawPath(flap)
        if self.industry:
            tile = QRectF(r.left() + 6, r.top() + 10, 32, 32)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.industry_colour(self.industry))
            painter.drawRoundedRect(tile, 6, 6)
            draw_icon(painter, style.industry_icon(self.industry), tile.center(), 22, QColor("#ffffff"))
        text = money(self.amount) if self.amount is not None else "?"
        draw_text(painter, QRectF(r.left() + 40, r.top() + 8, r.width() - 44, r.height() - 10), text, 22,
                  style.INK, True)

    def visible_texts(self) -> list[str]:
        return [money(self.amount)] if self.amount is not None else []
