"""The picture on the Ponzi Scheme card of the start page: three fund cards fanned over a time wheel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF

from ponzi_desktop.ui.look import BRASS, INK, Emblem, serif


class PonziEmblem(Emblem):
    """Three fund cards fanned over a time wheel: the picture on the Ponzi Scheme card."""

    LIFT = 6.0
    WORDS = True  # the cards' numbers

    def paint_emblem(self, p: QPainter) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        hexagon = QPolygonF([QPointF(62 * c, 62 * s) for c, s in
                             ((1, 0), (0.5, 0.866), (-0.5, 0.866), (-1, 0), (-0.5, -0.866), (0.5, -0.866))])
        p.setPen(QPen(BRASS, 3))
        p.setBrush(QColor("#e9dcbc"))
        p.drawPolygon(hexagon)
        # real cards from the deck (value, interest, period), fanned like a hand around a point below them
        for value, interest, period, angle, bear in ((9, 8, 5, -24, False), (50, 93, 4, 0, False),
                                                     (80, 144, 3, 24, True)):
            p.save()
            p.translate(0, 100)
            p.rotate(angle)
            p.translate(0, -108)
            card = QRectF(-27, -40, 54, 76)
            p.setPen(QPen(QColor("#8d7650"), 1.2))
            p.setBrush(QColor("#fffaf0"))
            p.drawRoundedRect(card, 5, 5)
            if bear:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#b3362a"))
                p.drawPolygon(QPolygonF([card.topRight() + QPointF(-18, 0), card.topRight(),
                                         card.topRight() + QPointF(0, 18)]))
            p.setPen(INK)
            p.setFont(serif(17, True))
            p.drawText(card.adjusted(5, 2, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                       f"{value}")
            small = QFont()
            small.setPointSizeF(7.5)
            p.setFont(small)
            p.setPen(QColor("#6b5a40"))
            p.drawText(card.adjusted(0, 0, 0, -6), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                       f"{interest} / {period}")
            p.restore()
