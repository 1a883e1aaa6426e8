"""Looks of the Black Friday table: the share colours and how a share is drawn, beside the kit's look.

The shares are purple, yellow, green, blue and white in the box, and black for the market's falls. On the
screen each colour also has a mark of its own (a shape inside the share), so that nobody has to tell the
colours apart by colour alone; black shares carry a falling arrow.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainterPath

from ponzi_desktop.ui.kit.look import star_path

#: Share colours: the box's colours, a little deeper so that white and yellow stand out on paper.
SHARE_COLOURS = {
    "purple": QColor("#7b4fa3"),
    "yellow": QColor("#e8c21c"),
    "green": QColor("#2f9a4a"),
    "blue": QColor("#2f6fc0"),
    "white": QColor("#f4f1e8"),
    "black": QColor("#1d1d1f"),
}
#: The ink on each share colour (marks, counts): dark on the light colours, light on the dark ones.
SHARE_INK = {
    "purple": QColor("#ffffff"),
    "yellow": QColor("#2b2118"),
    "green": QColor("#ffffff"),
    "blue": QColor("#ffffff"),
    "white": QColor("#2b2118"),
    "black": QColor("#f4efe1"),
}
#: The gold of gold bars and the gold price marker.
GOLD_BAR = QColor("#d4a017")


def share_colour(colour: str) -> QColor:
    return QColor(SHARE_COLOURS.get(colour, SHARE_COLOURS["white"]))


def share_ink(colour: str) -> QColor:
    return QColor(SHARE_INK.get(colour, SHARE_INK["white"]))


def share_mark(colour: str, rect: QRectF) -> QPainterPath:
    """The mark of `colour` inside a share drawn in `rect`: circle, triangle, square, diamond, star; an
    arrow pointing down for black."""
    c = rect.center()
    r = min(rect.width(), rect.height()) * 0.26
    path = QPainterPath()
    if colour == "purple":
        path.addEllipse(c, r, r)
    elif colour == "yellow":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r * 0.95, c.y() + r * 0.75)
        path.lineTo(c.x() - r * 0.95, c.y() + r * 0.75)
        path.closeSubpath()
    elif colour == "green":
        path.addRect(QRectF(c.x() - r * 0.8, c.y() - r * 0.8, r * 1.6, r * 1.6))
    elif colour == "blue":
        path.moveTo(c.x(), c.y() - r)
        path.lineTo(c.x() + r, c.y())
        path.lineTo(c.x(), c.y() + r)
        path.lineTo(c.x() - r, c.y())
        path.closeSubpath()
    elif colour == "white":
        path = star_path(r * 1.15, r * 0.5).translated(c)
    else:  # black: the market falls
        w = r * 0.45
        path.moveTo(c.x() - w, c.y() - r)
        path.lineTo(c.x() + w, c.y() - r)
        path.lineTo(c.x() + w, c.y())
        path.lineTo(c.x() + r, c.y())
        path.lineTo(c.x(), c.y() + r)
        path.lineTo(c.x() - r, c.y())
        path.lineTo(c.x() - w, c.y())
        path.closeSubpath()
    return path
