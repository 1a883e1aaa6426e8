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


@pytest.mark.parametrize("lit", [0, 1, 2])
def test_the_lit_sale_rows_name_reads_on_its_band(qtbot, lit):
    """The lit row of the share sale track is named on a band of faint gold over the felt: in the table's gold its
    name had 3.4:1 there (a contrast check of every coloured band of the tables found it). Measured on the track
    as painted: the band's colour under the name, and the name's strongest-standing pixels, at 4.5:1 or more."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from ponzi_desktop.ui.black_friday.pieces import SaleRowsItem

    colours = ("purple", "yellow", "green", "blue", "white")
    track = SaleRowsItem(colours, 3, 1, 780, 176)
    scene = QGraphicsScene()
    scene.addItem(track)
    track.show_rows([[2] * 5] * 3, [1, 2, 3], lit, 0, 5, False, False)
    head = track.heads[lit]
    box = head.mapRectToScene(head.boundingRect())
    image = QImage(int(box.width()) * 2, int(box.height()) * 2, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    pixels = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    band = QColor(pixels.most_common(1)[0][0])
    ratios = sorted((contrast(band, QColor(p)) for p, n in pixels.items() if n >= 3), reverse=True)
    assert ratios[0] >= 4.5, (lit, band.name(), round(ratios[0], 2))
