"""The picture on the Black Friday card of the start page: a price chart that climbs and falls, shares in front
of it, and gold bars (where the money goes before the fall)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from ponzi_desktop.ui.black_friday.marks import paint_share
from ponzi_desktop.ui.black_friday.style import GOLD_BAR
from ponzi_desktop.ui.look import BRASS, INK, Emblem

#: The chart's line: a climb, then Black Friday's fall (the rulebook's black shares push the prices down).
PRICES = ((-62, 14), (-48, 4), (-38, 10), (-24, -14), (-14, -8), (0, -34), (10, -26))
FALL = ((10, -26), (22, 2), (30, -4), (42, 24))
FALL_INK = QColor("#b3362a")


class BlackFridayEmblem(Emblem):
    """A price chart on a card, its line climbing then falling; shares fanned in front; three gold bars."""

    LIFT = 4.0
    PAINTED_BY = ("ponzi_desktop.ui.black_friday.marks", "ponzi_desktop.ui.black_friday.style")

    def paint_emblem(self, p: QPainter) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        self._chart(p)
        self._gold(p)
        # shares fanned in front of the chart's foot, as a hand of the box's colours
        for colour, x, y, angle in (("purple", -84, 28, -14), ("yellow", -62, 36, -4), ("green", -40, 40, 6),
                                    ("blue", -18, 38, 14)):
            p.save()
            p.translate(x, y)
            p.rotate(angle)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(QRectF(-11, -9, 24, 24), 4, 4)  # a soft shadow
            paint_share(p, QRectF(-12, -12, 24, 24), colour)
            p.restore()

    def _chart(self, p: QPainter) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        p.save()
        p.rotate(-3)
        card = QRectF(-76, -62, 130, 92)
        p.setPen(QPen(BRASS, 3))
        p.setBrush(QColor("#e9dcbc"))
        p.drawRoundedRect(card.adjusted(-6, -6, 6, 6), 8, 8)
        p.setPen(QPen(QColor("#8d7650"), 1.2))
        p.setBrush(QColor("#fffaf0"))
        p.drawRoundedRect(card, 5, 5)
        p.setPen(QPen(QColor(141, 118, 80, 70), 1))
        for y in (-44, -24, -4, 16):
            p.drawLine(QPointF(card.left() + 8, y), QPointF(card.right() - 8, y))
        p.setPen(QPen(INK, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in PRICES]))
        p.setPen(QPen(FALL_INK, 3.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPolyline(QPolygonF([QPointF(x, y) for x, y in FALL]))
        head = QPainterPath()  # the arrow's head, along the last fall
        head.moveTo(48, 32)
        head.lineTo(34, 27)
        head.lineTo(45, 17)
        head.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(FALL_INK)
        p.drawPath(head)
        p.restore()

    def _gold(self, p: QPainter) -> None:
        """Three gold bars stacked at the chart's right foot."""
        for x, y in ((60, 42), (84, 42), (72, 25)):
            top = QPolygonF([QPointF(x - 12, y - 7), QPointF(x + 12, y - 7), QPointF(x + 17, y + 8),
                             QPointF(x - 17, y + 8)])
            shine = QLinearGradient(QPointF(x, y - 7), QPointF(x, y + 8))
            shine.setColorAt(0, GOLD_BAR.lighter(135))
            shine.setColorAt(1, GOLD_BAR.darker(110))
            p.setPen(QPen(GOLD_BAR.darker(170), 1.3))
            p.setBrush(shine)
            p.drawPolygon(top)
            p.setPen(QPen(QColor(255, 255, 255, 150), 1.2))
            p.drawLine(QPointF(x - 10, y - 4.5), QPointF(x + 9, y - 4.5))
