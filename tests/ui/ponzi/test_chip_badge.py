"""A due card's space badge stays whole under its glow: while interest was paid the glow, gold as the "0" badge,
ran through the badge's outer half, and a review read it as a badge cut off at the card's edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.ponzi.cards import BADGE_R, CardItem
from ponzi_desktop.ui.ponzi.style import card_facts
from ponzi_desktop.ui.ponzi.wheel import FULL


def drawn(chip: CardItem) -> QImage:
    r = chip.boundingRect().adjusted(-12, -12, 12, 12)
    image = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.darkGreen)
    painter = QPainter(image)
    painter.translate(-r.topLeft())
    chip.paint(painter, None)
    painter.end()
    return image


@pytest.mark.parametrize("glow", ["due", "danger", "hint"])
@pytest.mark.parametrize("right", [False, True])
@pytest.mark.parametrize("form", [FULL, (FULL[0] * 0.6, 40.0)], ids=["whole", "value alone"])
def test_the_glow_never_covers_a_chips_badge(qapp, glow, right, form):
    chip = CardItem(card_facts(41), *FULL, compact=True)
    chip.set_chip(form, 1.0 if form == FULL else 0.64)
    chip.set_badge_outside(right)
    chip.set_countdown(0)
    plain = drawn(chip)
    chip.set_glow(glow)
    lit = drawn(chip)
    box = chip.boundingRect().adjusted(-12, -12, 12, 12)
    centre = chip.badge_centre() - box.topLeft()
    radius = BADGE_R / chip.chip_scale * 0.9  # inside its ring
    inside = [(int(centre.x()) + dx, int(centre.y()) + dy) for dx in range(-int(radius), int(radius) + 1)
              for dy in range(-int(radius), int(radius) + 1) if dx * dx + dy * dy < radius ** 2]
    changed = [p for p in inside if plain.pixel(*p) != lit.pixel(*p)]
    assert not changed, f"{len(changed)} of {len(inside)} of the badge's pixels changed under the glow"
