"""The keyboard's focus on the shell's buttons (the start page, the hand-off cover, the New Game dialog) shows as
the shell's ring, never as the style's stock grey or teal box inside the pill (a review pressed Tab on the start
page and found one on every button), and the ring stands 3:1 and more against the cream paper round it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QToolButton, QWidget
from test_focus_rings import check_ring, grabbed, outside

from ponzi_desktop.ui.handoff import HandoffCover
from ponzi_desktop.ui.look import FOCUS_GOLD, contrast
from ponzi_desktop.ui.new_game_dialog import NewGameDialog


def buttons_of(widget: QWidget) -> list[QAbstractButton]:
    """The push and tool buttons a player can reach by Tab in `widget`."""
    return [b for kind in (QPushButton, QToolButton) for b in widget.findChildren(kind)
            if b.isVisible() and b.isEnabled() and b.focusPolicy() & Qt.FocusPolicy.TabFocus]


def test_the_start_pages_buttons_show_the_shells_ring_and_no_stock_box(qtbot, window):
    window.activateWindow()
    qtbot.waitActive(window)
    buttons = buttons_of(window.start_page)
    assert len(buttons) >= 8  # a New Game and a Learn to Play on each game's card, the menu card's own
    assert all(check_ring(b, outside(b)) for b in buttons)
    primary = [b for b in buttons if b.property("role") == "primary"]
    assert primary, "the green New Game buttons were checked too"


def test_the_hand_off_covers_button_shows_the_ring(qtbot, window):
    cover = HandoffCover(window.start_page)
    cover.show_for(1, "Bob", None, [])
    window.activateWindow()
    qtbot.waitActive(window)
    assert check_ring(cover.button, outside(cover.button))


def active_dialog(qtbot, app_settings) -> NewGameDialog:
    """A New Game dialog, shown and active (the keyboard's focus is drawn only in an active window)."""
    dialog = NewGameDialog("ponzi", app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    return dialog


def test_the_new_game_dialogs_buttons_show_the_ring(qtbot, app_settings):
    dialog = active_dialog(qtbot, app_settings)
    buttons = buttons_of(dialog)
    kinds = {type(b).__name__ for b in buttons}
    assert {"QPushButton", "QToolButton"} <= kinds, kinds  # the seats' remove buttons too
    assert all(check_ring(b, outside(b)) for b in buttons)


def test_the_ring_stands_out_on_every_cream_it_meets():
    for paper in ("#fffaf0", "#f8f0dc", "#fbf5e6", "#ecdcb8"):  # the cards, the dialogs, a note, a button's foot
        assert contrast(FOCUS_GOLD, QColor(paper)) >= 3.0, paper


def test_the_new_game_dialogs_check_boxes_show_the_ring(qtbot, app_settings):
    """A check box focused by Tab wore a brass edge 2.4:1 against the paper (a review): checked or not, its box
    wears the shell's ring, 3:1 and more against the paper round it, and no stock box round its words."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    dialog = active_dialog(qtbot, app_settings)
    boxes = [b for b in dialog.findChildren(QCheckBox) if b.isVisible() and b.isEnabled()]
    assert len(boxes) >= 2  # the first round's trading, the round limit
    for box in boxes:
        for checked in (True, False):
            box.setChecked(checked)
            option = QStyleOptionButton()
            box.initStyleOption(option)
            square = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
            paper = outside(box)
            box.clearFocus()
            plain = box.grab().toImage()
            box.setFocus(Qt.FocusReason.TabFocusReason)
            QApplication.processEvents()
            assert QApplication.focusWidget() is box
            by_tab, by_click = grabbed(box, True), grabbed(box, False)
            assert by_tab == by_click, f"a stock focus rectangle on {box.text()!r}"
            y = square.center().y()
            ring = by_tab.pixelColor(square.left(), y)
            assert ring != plain.pixelColor(square.left(), y), (box.text(), checked, ring.name())
            assert contrast(ring, paper) >= 3.0, (box.text(), checked, ring.name(), paper.name())
