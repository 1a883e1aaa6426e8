"""A table dialog's words never leave one character or one word alone on their last line: a review found the Buy Gold
dialog's "…金塊を買えませ" / "ん。" in Japanese."""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import QTextLayout, QTextOption

from ponzi_desktop.ui.kit.amount_dialog import AmountDialog

TEXT = "所持金では金塊（1本20）を買えません。確定しても何も買いません。"


def last_lines(label, widths) -> set[str]:
    """The last line of `label`'s words laid out at each width (as its word wrap lays them out)."""
    found = set()
    for width in widths:
        layout = QTextLayout(label.text(), label.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        last = ""
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            last = label.text()[line.textStart():line.textStart() + line.textLength()]
        layout.endLayout()
        found.add(last)
    return found


def test_the_last_line_is_never_one_character(qtbot):
    dialog = AmountDialog("金塊を買う", 0, 3, count=True)
    qtbot.addWidget(dialog)
    dialog.set_range_text(TEXT)
    written = {dialog.label(TEXT), dialog.range_label}
    for label in written:
        width = label.fontMetrics().horizontalAdvance(TEXT)
        for last in last_lines(label, range(width // 4, width, 3)):
            letters = [c for c in last if unicodedata.category(c)[0] not in "PZC"]
            assert len(letters) >= 2, repr(last)
