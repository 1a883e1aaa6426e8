"""The round panel's sentence never touches the bears' line under it: a review saw a Spanish funding sentence's
third line run into "Osos en la Junta"."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.ponzi.board import PilesArea

LONG = ("Bot 1 financia Bienes raíces: toma la tarjeta de fondo de 10\u00a0$ (paga 9\u00a0$ de intereses cada 5 "
        "rondas)")


def test_three_lines_of_status_end_above_the_bears_line(qapp):
    piles = PilesArea(390, 340)
    piles.status.set_text(LONG)
    piles.bears_text.set_text("Osos en la Junta: 0 (caída con 4)")
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn = []
    try:
        for item in (piles.status, piles.bears_text):
            with TextProbe() as probe:
                painter.save()
                painter.translate(item.pos())
                item.paint(painter, QStyleOptionGraphicsItem(), None)
                painter.restore()
            drawn.append(probe.drawn[-1])
    finally:
        painter.end()
    status, bears = drawn
    assert len(status.lines) == 3 and not status.cut
    assert max(line.bottom() for line in status.lines) + 3 <= min(line.top() for line in bears.lines)
