"""The two roles' marks, so a Competitor is told from a Monopolist by a shape and not only by a colour: a price
tag for the Competitors (competition brings prices down), a top hat for the Monopolists."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

#: Each role's colour: the badge's disc and the pawns of the start page's picture.
ROLE_COLOURS = {"competitor": QColor("#2e7d4f"), "monopolist": QColor("#2f5fa8")}  # the box's pawns' colours
GLYPH = QColor("#fbf5e6")


def tag_path() -> QPainterPath:
    """A price tag in a box of -1..1, tilted, with its string's hole: competition brings prices down."""
    tag = QPainterPath()
    tag.moveTo(-0.62, -0.20)
    tag.lineTo(-0.22, -0.58)
    tag.lineTo(0.62, -0.58)
    tag.lineTo(0.62, 0.18)
    tag.lineTo(-0.22, 0.18)
    tag.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(-0.24, -0.20), 0.11, 0.11)
    tag = tag.subtracted(hole)
    tag = QTransform().rotate(-35).map(tag)
    centre = tag.boundingRect().center()
    return QTransform().scale(1.15, 1.15).map(tag.translated(-centre.x(), -centre.y()))


def hat_path() -> QPainterPath:
    """A top hat in a box of -1..1: a tall crown on a curved brim."""
    path = QPainterPath()
    path.moveTo(-0.40, 0.30)
    path.lineTo(-0.36, -0.58)
    path.quadTo(QPointF(0.0, -0.66), QPointF(0.36, -0.58))
    path.lineTo(0.40, 0.30)
    path.closeSubpath()
    brim = QPainterPath()
    brim.moveTo(-0.72, 0.30)
    brim.quadTo(QPointF(0.0, 0.20), QPointF(0.72, 0.30))
    brim.quadTo(QPointF(0.78, 0.50), QPointF(0.52, 0.50))
    brim.lineTo(-0.52, 0.50)
    brim.quadTo(QPointF(-0.78, 0.50), QPointF(-0.72, 0.30))
    brim.closeSubpath()
    return path.united(brim)


def paint_role(painter: QPainter, rect: QRectF, role: str) -> None:
    """The role's badge in `rect`: its mark in cream on a disc of the role's colour, edged darker."""
    colour = ROLE_COLOURS[role]
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(150), max(1.0, side / 18)))
    painter.setBrush(colour)
    painter.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.translate(box.center())
    painter.scale(side / 2 * 0.86, side / 2 * 0.86)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GLYPH)
    painter.drawPath(tag_path() if role == "competitor" else hat_path())
    if role == "monopolist":  # the hat's band
        painter.setBrush(colour.lighter(125))
        painter.drawRect(QRectF(-0.39, 0.10, 0.78, 0.14))
    painter.restore()
