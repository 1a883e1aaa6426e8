"""A panel button's menu (Ponzi's "Offer to …" list of a tile) closes on a click outside it, and a click on another
panel button acts at once, once: a review clicked Pass with the menu open and the Pass did nothing (X11 and macOS
give the click to the menu only, to close it)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ponzi_desktop.engine.ponzi.actions import Offer


def window_click(widget, button=Qt.MouseButton.LeftButton) -> None:
    """A click on `widget` as the window system gives it: to the open popup, which holds the pointer (X11 grabs
    it), at a place outside it; else to the window under the pointer."""
    window = QApplication.activePopupWidget() or widget.window()
    point = window.mapFromGlobal(widget.mapToGlobal(widget.rect().center()))
    QTest.mouseClick(window.windowHandle(), button, Qt.KeyboardModifier.NoModifier, point)


def test_a_click_outside_a_panel_menu_closes_it_and_the_next_click_acts(make_table, qtbot):
    def can_offer(s):
        return s.phase == "trade" and s.actor == 0 and any(isinstance(c.action, Offer) for c in s.legal_choices())

    table, session = make_table(predicate=can_offer)
    qtbot.wait(600)  # the guard's moment after the panel was filled
    button = next(b for b in table.panel._move_buttons() if b.menu() is not None and b.isEnabled())
    menu, passing = button.menu(), table.panel.pass_button
    count = session.action_count
    seen = []

    def outside() -> None:
        seen.append(QApplication.activePopupWidget())
        window_click(passing)
        seen.append(QApplication.activePopupWidget())

    QTimer.singleShot(400, outside)
    window_click(button)  # opens the menu; returns once it is closed
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=3000)
    assert seen[0] is menu and seen[1] is None  # closed by the click
    qtbot.waitUntil(lambda: session.action_count == count + 1, timeout=3000)  # which passed, once
    qtbot.wait(100)
    assert session.action_count == count + 1
