"""A whole wheel chip's last line ("every 3", "5回ごと") keeps a margin above the card's bottom edge in every
language: centred in a box reaching the edge, the Japanese and Chinese footers and English descenders touched
the border and looked cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.ponzi.cards import CardItem
from ponzi_desktop.ui.ponzi.style import card_facts
from ponzi_desktop.ui.ponzi.wheel import FULL

ZOOM = 6  # pixels per unit the chip is drawn at, to find its ink
MARGIN = 3.0  # units of paper, at least, between the last line's ink and the inside of the card's border


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def ink_above_border(chip: CardItem) -> float:
    """Units of paper between the lowest dark ink over the chip's text column and the inside of its bottom border
    (its pen is 1.5 units wide on the edge)."""
    r = chip.rect
    image = QImage(int(r.width() * ZOOM) + 2, int(r.height() * ZOOM) + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(ZOOM, ZOOM)
    painter.translate(-r.left(), -r.top())
    chip.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    inside = r.height() - 0.75  # the border's inside edge
    lowest = 0
    for y in range(int((inside - 0.5) * ZOOM)):  # not the border's own antialiased edge
        if any(QColor(image.pixel(x, y)).lightness() < 120 and QColor(image.pixel(x, y)).alpha() > 200
               for x in range(12 * ZOOM, int((r.width() - 6) * ZOOM))):
            lowest = y + 1
    return inside - lowest / ZOOM


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_a_chips_last_line_keeps_its_margin_above_the_edge(qapp, english_after, lang):
    i18n.install(lang)
    gaps = {}
    for value in (9, 37, 80):
        chip = CardItem(card_facts(value, 18), *FULL, compact=True)
        chip.set_countdown(3)
        gaps[chip.every_text()] = round(ink_above_border(chip), 2)
    assert min(gaps.values()) >= MARGIN, gaps
