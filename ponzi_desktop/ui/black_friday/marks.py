"""Small pictures of Black Friday's pieces for the widgets beside the table: a share with its mark, a gold bar.

The end table's column icons, the price history's legend and the start page's emblem draw the pieces as the
table does (`style.py`: the colours and each colour's mark), at the size of a line of text.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen

from ponzi_desktop.ui.black_friday.style import GOLD_BAR, share_colour, share_ink, share_mark
from ponzi_desktop.ui.kit.look import INK_SOFT


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


def paint_share(painter: QPainter, rect: QRectF, colour: str) -> None:
    """A share of `colour`: a rounded square in its colour, a dark edge (white must show on paper), its mark."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(share_colour(colour).darker(170) if colour != "white" else INK_SOFT, 1.2))
    painter.setBrush(share_colour(colour))
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(share_ink(colour))
    painter.drawPath(share_mark(colour, rect))
    painter.restore()


def paint_gold_bar(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(GOLD_BAR.darker(160), 1.2))
    painter.setBrush(GOLD_BAR)
    painter.drawPath(gold_bar_path(rect))
    painter.restore()
