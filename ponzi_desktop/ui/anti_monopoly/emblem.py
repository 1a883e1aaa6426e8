"""The picture on the Anti-Monopoly card of the start page: a corner of the board (its streets' city bands, the
corner square with START's arrow), a house and an apartment on the streets, and the two sides' pawns, a
Competitor's and a Monopolist's, each with its role's mark."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from ponzi_desktop.ui.anti_monopoly.roles import ROLE_COLOURS, paint_role
from ponzi_desktop.ui.look import BRASS, INK, Emblem

BOARD = QColor("#f3ead2")
EDGE = QColor("#8d7650")
#: The spaces drawn: along the bottom, from the corner leftwards, and up the left side.
STEP = 24.0


#: City bands for the picture (the board's own hues, not read from the data file: the start page stays light).
BANDS = (QColor("#c9955b"), QColor("#f2a6a6"), QColor("#a9c6e3"), QColor("#c8a8e2"), QColor("#f6c519"))


class AntiMonopolyEmblem(Emblem):
    """A board's corner seen from above: two rows of spaces meeting at a corner square; buildings; two pawns."""

    LIFT = 2.0
    PAINTED_BY = ("ponzi_desktop.ui.anti_monopoly.roles", "ponzi_desktop.ui.anti_monopoly.style")

    def paint_emblem(self, p: QPainter) -> None:
        colours = BANDS
        p.save()
        p.rotate(-4)
        # the board's wooden edge and its cream face: an L of spaces round a corner
        outer = QPainterPath()
        outer.addRoundedRect(QRectF(-96, -62, 180, 124), 8, 8)
        p.setPen(QPen(BRASS, 3))
        p.setBrush(QColor("#e9dcbc"))
        p.drawPath(outer)
        face = QRectF(-90, -56, 168, 112)
        p.setPen(QPen(EDGE, 1.2))
        p.setBrush(BOARD)
        p.drawRoundedRect(face, 5, 5)
        corner = QRectF(face.right() - 40, face.bottom() - 40, 40, 40)
        # the row along the bottom (leftwards from the corner) and the column up the right side
        for i in range(5):
            space = QRectF(corner.left() - STEP * (i + 1), corner.top(), STEP, 40)
            self._space(p, space, colours[i // 2], "top")
        for i in range(3):
            space = QRectF(corner.left(), corner.top() - STEP * (i + 1), 40, STEP)
            self._space(p, space, colours[2 + (i + 1) // 2], "left")
        # the corner: START, its arrow pointing the way the pawns go
        p.setPen(QPen(EDGE, 1.2))
        p.setBrush(QColor("#fffaf0"))
        p.drawRect(corner)
        c = corner.center()
        arrow = QPolygonF([QPointF(c.x() + 14, c.y() - 4), QPointF(c.x() - 4, c.y() - 4),
                           QPointF(c.x() - 4, c.y() - 11), QPointF(c.x() - 15, c.y() + 2),
                           QPointF(c.x() - 4, c.y() + 15), QPointF(c.x() - 4, c.y() + 8),
                           QPointF(c.x() + 14, c.y() + 8)])
        p.setPen(QPen(QColor("#7a1f1f"), 1))
        p.setBrush(QColor("#b3362a"))
        p.drawPolygon(arrow)
        # the board's middle: a title card lying on it
        self._title_card(p, QRectF(face.left() + 12, face.top() + 10, 62, 42), colours[4])
        # houses on a Competitor's street of the right column, an apartment on a Monopolist's
        self._house(p, QPointF(corner.left() + 18, corner.top() - STEP * 1.5 + 2), QColor("#2e7d4f"))
        self._house(p, QPointF(corner.left() + 31, corner.top() - STEP * 1.5 + 2), QColor("#2e7d4f"))
        self._apartment(p, QPointF(corner.left() + 26, corner.top() - STEP * 2.5 + 2), QColor("#8e2b2b"))
        p.restore()
        # the pawns, on the bottom row
        self._pawn(p, QPointF(-22, 30), "competitor")
        self._pawn(p, QPointF(12, 34), "monopolist")

    def _space(self, p: QPainter, rect: QRectF, band: QColor, side: str) -> None:
        p.setPen(QPen(EDGE, 1))
        p.setBrush(QColor("#fffaf0"))
        p.drawRect(rect)
        strip = QRectF(rect.left(), rect.top(), rect.width(), 11) if side == "top" else \
            QRectF(rect.left(), rect.top(), 11, rect.height())
        p.setBrush(band)
        p.drawRect(strip)

    def _title_card(self, p: QPainter, rect: QRectF, band: QColor) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        p.save()
        p.translate(rect.center())
        p.rotate(-10)
        r = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r.translated(2, 3), 3, 3)
        p.setPen(QPen(EDGE, 1))
        p.setBrush(QColor("#fffdf6"))
        p.drawRoundedRect(r, 3, 3)
        p.setBrush(band)
        p.drawRect(QRectF(r.left() + 4, r.top() + 4, r.width() - 8, 10))
        p.setPen(QPen(QColor(43, 33, 24, 110), 1.4))
        for y in (r.top() + 21, r.top() + 27, r.top() + 33):
            p.drawLine(QPointF(r.left() + 8, y), QPointF(r.right() - 8, y))
        p.restore()

    def _house(self, p: QPainter, at: QPointF, colour: QColor) -> None:
        x, y = at.x(), at.y()
        body = QPolygonF([QPointF(x - 5, y + 6), QPointF(x - 5, y), QPointF(x, y - 6), QPointF(x + 5, y),
                          QPointF(x + 5, y + 6)])
        p.setPen(QPen(colour.darker(160), 1))
        p.setBrush(colour)
        p.drawPolygon(body)

    def _apartment(self, p: QPainter, at: QPointF, colour: QColor) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        x, y = at.x(), at.y()
        p.setPen(QPen(colour.darker(160), 1))
        p.setBrush(colour)
        p.drawRect(QRectF(x - 7, y - 9, 14, 18))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f4e6b0"))
        for wy in (y - 6, y - 1, y + 4):
            p.drawRect(QRectF(x - 4.5, wy, 3, 3))
            p.drawRect(QRectF(x + 1.5, wy, 3, 3))

    def _pawn(self, p: QPainter, at: QPointF, role: str) -> None:
        """A pawn in the role's colour, lit from the left, with the role's mark on a disc at its foot."""
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        colour = ROLE_COLOURS[role]
        x, y = at.x(), at.y()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 55))
        p.drawEllipse(QRectF(x - 17, y + 8, 34, 9))  # its shadow
        body = QPainterPath()
        body.moveTo(x - 14, y + 12)
        body.quadTo(QPointF(x - 13, y + 3), QPointF(x - 6, y))
        body.quadTo(QPointF(x - 3, y - 10), QPointF(x - 5, y - 18))
        body.lineTo(x + 5, y - 18)
        body.quadTo(QPointF(x + 3, y - 10), QPointF(x + 6, y))
        body.quadTo(QPointF(x + 13, y + 3), QPointF(x + 14, y + 12))
        body.closeSubpath()
        body.addEllipse(QPointF(x, y - 25), 10, 10)
        shine = QLinearGradient(QPointF(x - 14, 0), QPointF(x + 14, 0))
        shine.setColorAt(0, colour.lighter(150))
        shine.setColorAt(0.45, colour)
        shine.setColorAt(1, colour.darker(140))
        p.setPen(QPen(INK, 1.2))
        p.setBrush(shine)
        p.drawPath(body.simplified())
        paint_role(p, QRectF(x + 8, y - 2, 18, 18), role)
