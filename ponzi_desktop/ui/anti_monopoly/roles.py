"""The two roles' badges, so a Competitor is told from a Monopolist by a shape and not only by a colour: the one
mark of each role the whole table uses (`style.role_icon`: a balance for the Competitors, fair prices; a top hat
for the Monopolists), in cream on a disc of the role's colour."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from ponzi_desktop.ui.anti_monopoly import style

#: Each role's colour: the badge's disc and the pawns of the start page's picture, as at the table.
ROLE_COLOURS = style.ROLE_COLOURS
GLYPH = QColor("#fbf5e6")


def paint_role(painter: QPainter, rect: QRectF, role: str) -> None:
    """The role's badge in `rect`: its mark in cream on a disc of the role's colour, edged darker."""
    from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

    colour = ROLE_COLOURS[role]
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(150), max(1.0, side / 18)))
    painter.setBrush(colour)
    painter.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.translate(box.center())
    scale = side / 2 * 0.86 / 50  # the marks are drawn in a box from -50 to 50
    painter.scale(scale, scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GLYPH)
    painter.drawPath(style.role_icon(role))
    painter.restore()
