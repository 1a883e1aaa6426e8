"""An open drop-down list reads: its chosen or hovered line is lit green with cream letters and the others are ink on
cream, at 4.5:1 or more, whichever delegate draws the lines (the platform's menu delegate of New Game's player kinds and
Settings' languages, or the plain one of `paper_popup`)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QComboBox

from ponzi_desktop.ui.look import contrast, paper_popup


def line_contrast(image: QImage, rect) -> tuple[QColor, float]:
    """The background of one line of a list (its commonest colour) and how its letters stand out from it: the
    contrast of the line's strongest-standing tenth of the pixels that differ from the background (the letters'
    cores, not their soft edges)."""
    rect = rect.intersected(image.rect())
    colours = Counter(image.pixel(x, y) for y in range(rect.top() + 2, rect.bottom() - 1)
                      for x in range(rect.left() + 2, rect.right() - 1))
    background = QColor(colours.most_common(1)[0][0])
    ratios = sorted(r for r in (contrast(background, QColor(c)) for c, n in colours.items() for _ in range(n))
                    if r > 1.3)
    assert ratios, "no letters on the line"
    return background, ratios[len(ratios) * 9 // 10]


def check_open_list(qtbot, box: QComboBox) -> None:
    box.showPopup()
    qtbot.waitUntil(lambda: box.view().isVisible())
    view = box.view()
    for row in (box.currentIndex(), (box.currentIndex() + 1) % box.count()):  # chosen, then hovered
        view.setCurrentIndex(box.model().index(row, 0))
        image = view.viewport().grab().toImage()
        for other in range(box.count()):
            rect = view.visualRect(box.model().index(other, 0))
            background, ratio = line_contrast(image, rect)
            assert ratio >= 4.5, (box.itemText(other), background.name(), ratio)
            if other == row:  # lit green as the table's menus light their entries, not black
                assert background.green() > background.red() + 40, (box.itemText(other), background.name())
            else:
                assert background.lightness() > 200, (box.itemText(other), background.name())
    box.hidePopup()


def test_new_games_player_kinds_list_reads(qtbot, styled, app_settings):
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog("ponzi", app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    check_open_list(qtbot, dialog.rows[1].kind)


def test_settings_language_list_reads(qtbot, styled, app_settings):
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    check_open_list(qtbot, dialog.language)


@pytest.mark.parametrize("plain_delegate", [False, True])
def test_any_combo_boxs_list_reads(qtbot, styled, plain_delegate):
    box = QComboBox()
    qtbot.addWidget(box)
    box.addItems(["One", "Two", "Three"])
    if plain_delegate:
        paper_popup(box)
    box.show()
    check_open_list(qtbot, box)

