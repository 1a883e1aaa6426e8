"""One mark per role everywhere: the badges of the end table and the start page's emblem draw the very marks the
seats' panels and the pieces draw (a balance for a Competitor, a top hat for a Monopolist), not marks of their
own (the end table once showed a price tag)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.anti_monopoly import pieces, seats, style
from ponzi_desktop.ui.anti_monopoly.roles import paint_role


def test_the_badges_draw_the_table_s_role_marks(qapp, monkeypatch):
    asked = []
    real = style.role_icon
    monkeypatch.setattr(style, "role_icon", lambda role: asked.append(role) or real(role))
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for role in ("competitor", "monopolist"):
        paint_role(painter, QRectF(0, 0, 40, 40), role)
    painter.end()
    assert asked == ["competitor", "monopolist"]
    # the panels and the pieces use the same function
    assert seats.role_icon is real and pieces.role_icon is real
