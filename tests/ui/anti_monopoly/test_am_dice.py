"""The dice read as dice before the first throw: faint pips of a resting pair, not two blank squares (a review
took them for empty boxes); once thrown, the throw in full ink."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ponzi_desktop.ui.anti_monopoly.pieces import DiceItem


def pips(item: DiceItem) -> tuple[int, int]:
    """(faint pip pixels, dark pip pixels) of the dice drawn."""
    image = QImage(int(item.rect.width()), int(item.rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(-item.rect.left(), -item.rect.top())
    item.paint_face(painter)
    painter.end()
    faint = dark = 0
    for y in range(image.height()):
        for x in range(image.width()):
            v = QColor(image.pixel(x, y)).value()
            if v < 90:
                dark += 1
            elif v < 200:
                faint += 1
    return faint, dark


def test_the_dice_show_faint_pips_before_the_first_throw(qapp):
    dice = DiceItem()
    dice.show_dice((), False)
    faint_before, dark_before = pips(dice)
    dice.show_dice((6, 6), False)
    faint_after, dark_after = pips(dice)
    assert faint_before > 200  # ten faint pips
    assert dark_after > dark_before + 200  # twelve pips in full ink
