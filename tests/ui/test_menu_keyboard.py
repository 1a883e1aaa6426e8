"""A panel button's menu opened from the keyboard starts on its first entry that can be chosen, so that Enter picks
it: a review opened Ponzi's "Offer to …" menu with Space, pressed Enter, and only lit the entry (the typed amount
then went nowhere)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QPushButton

from ponzi_desktop.ui.kit.panel_buttons import first_entry_on_keyboard


def test_space_opens_the_menu_on_its_first_live_entry_and_enter_picks_it(qtbot):
    button = QPushButton("Transportation")
    qtbot.addWidget(button)
    menu = QMenu(button)
    greyed = menu.addAction("Offer to Ann…")
    greyed.setEnabled(False)  # greyed, with its reason: the keyboard may go there, but does not start there
    live = menu.addAction("Offer to Bob…")
    picked = []
    live.triggered.connect(lambda: picked.append("Bob"))
    button.setMenu(menu)
    first_entry_on_keyboard(menu)
    button.show()
    qtbot.waitExposed(button)
    button.setFocus()
    seen = []

    def in_the_menu() -> None:
        seen.append(menu.activeAction())
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(300, in_the_menu)
    QTest.keyClick(button, Qt.Key.Key_Space)  # the menu runs until Enter picks
    qtbot.waitUntil(lambda: bool(picked), timeout=3000)
    assert seen == [live] and picked == ["Bob"]
