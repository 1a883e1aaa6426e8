"""Small pictures of Black Friday's pieces for the widgets beside the table: a share with its mark, a gold bar.

The table's pieces, the end table's column icons, the price history's legend and the start page's emblem all
draw them here (`style.py`: the colours and each colour's mark), at any size.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from ponzi_desktop.ui.black_friday.style import GOLD_BAR, share_colour, share_ink, share_mark


def gold_bar_path(rect: QRectF) -> QPainterPath:
    """A gold bar seen from the side: a trapezoid, its narrow face up, filling `rect`'s width."""
    w, h = rect.width(), rect.height()
    top, bottom = rect.top() + h * 0.28, rect.bottom() - h * 0.2
    path = QPainterPath()
    path.moveTo(rect.left() + w * 0.22, top)
    path.lineTo(rect.right() - w * 0.22, top)
    path.lineTo(rect.right() - w * 0.04, bottom)
    path.lineTo(rect.left() + w * 0.04, bottom)
    path.closeSubpath()
    return path


def paint_share(painter: QPainter, rect: QRectF, colour: str, faded: bool = False) -> None:
    """A share of `colour`: a small certificate in its colour with a dark edge (white must show on paper), its
    mark and, when it is big enough to show, a dotted inner frame; `faded` when none is left."""
    from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

    fill = share_colour(colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.3)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, fill.lighter(112))
    grad.setColorAt(1, fill.darker(112))
    painter.setPen(QPen(QColor("#1a1410") if colour in ("white", "yellow") else fill.darker(190), 1.3))
    painter.setBrush(QBrush(grad))
    painter.drawRoundedRect(rect, rect.width() * 0.16, rect.width() * 0.16)
    if rect.width() >= 24:
        inner = rect.adjusted(rect.width() * 0.12, rect.height() * 0.12, -rect.width() * 0.12,
                              -rect.height() * 0.12)
        painter.setPen(QPen(share_ink(colour), 1.0, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 3, 3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(share_ink(colour))
    painter.drawPath(share_mark(colour, rect))
    painter.restore()


def paint_gold_bar(painter: QPainter, rect: QRectF) -> None:
    """A gold bar filling `rect`'s width, lit from above."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, GOLD_BAR.lighter(135))
    grad.setColorAt(1, GOLD_BAR.darker(125))
    painter.setPen(QPen(GOLD_BAR.darker(160), 1.2))
    painter.setBrush(QBrush(grad))
    painter.drawPath(gold_bar_path(rect))
    painter.restore()
