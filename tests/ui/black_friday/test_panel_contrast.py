"""A greyed chip of Black Friday's action panel reads: a review found the words on a greyed (chosen or disabled)
chip too faint. Every chip of the panel, a share's (its picture and price or count) and a word's, plain or the
row's green one, greyed, chosen, or both, is drawn with its words at 4.5:1 or more against the chip (WCAG AA),
measured on the chip as the panel paints it."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton

from ponzi_desktop.ui.look import contrast

from .test_table import new_session, page_for

STATES = {"greyed": (False, False), "chosen": (True, True), "chosen and greyed": (False, True)}


def words_contrast(button: QPushButton) -> tuple[str, float]:
    """The chip's colour under its words and how they stand out from it: the strongest-standing tenth of the
    pixels of the words' place that differ from the chip (the letters' cores, not their soft edges). The chip's
    colour is taken row by row (its commonest in the row: a green chip is a gradient from top to bottom)."""
    image = button.grab().toImage()
    inner = button.rect().adjusted(4, 4, -4, -4)
    fm = button.fontMetrics()
    width = fm.horizontalAdvance(button.text())
    content = width + (button.iconSize().width() + 4 if not button.icon().isNull() else 0)
    words = QRect((button.width() + content) // 2 - width, (button.height() - fm.height()) // 2, width, fm.height())
    words = words.intersected(inner)
    ratios, chips = [], Counter()
    for y in range(words.top(), words.bottom()):
        chip = QColor(Counter(image.pixel(x, y) for x in range(inner.left(), inner.right())).most_common(1)[0][0])
        chips[chip.name()] += 1
        ratios += [r for r in (contrast(chip, QColor(image.pixel(x, y))) for x in range(words.left(), words.right()))
                   if r > 1.3]
    assert ratios, f"no words on {button.accessibleName()!r}"
    ratios.sort()
    return chips.most_common(1)[0][0], ratios[len(ratios) * 9 // 10]


@pytest.mark.parametrize("role", ["plain", "primary"])
def test_a_greyed_or_chosen_chip_reads_at_4_5_to_1(qtbot, tmp_path, role):
    session = new_session(tmp_path, 3, seed=7)
    page = page_for(qtbot, tmp_path, session)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    table = page.table
    table.animator.snap()
    panel = table.panel
    shares = [b for b in panel._move_buttons() if not b.icon().isNull()]
    worded = [b for b in panel._move_buttons() if b.icon().isNull()] + [panel.pass_button]
    assert shares and worded
    problems = []
    for button in (shares[0], worded[0], panel.pass_button):
        button.setProperty("role", "primary" if role == "primary" else "")
        for state, (enabled_, checked) in STATES.items():
            button.setCheckable(True)
            button.setChecked(checked)
            button.setEnabled(enabled_ if state != "chosen" else True)
            button.style().unpolish(button)
            button.style().polish(button)
            chip, ratio = words_contrast(button)
            if ratio < 4.5:
                problems.append(f"{button.text()!r} {role} {state}: {ratio:.2f} on {chip}")
    assert not problems, "\n".join(problems)
    session.shutdown()
