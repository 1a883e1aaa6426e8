"""Where the keyboard goes in the action panel (ui/kit/action_panel.py): onto the row's first usable button as a
turn begins, onto the next step after a move, off buttons about to go; never by itself onto a button that plays
a move (Enter or Space there would play it unasked); and the panel's own Tab order.

The panel holds one `PanelKeys` (`panel.keys`) and hands it what it needs: the panel widget (where the keyboard
rests when no button should have it), the row of the moment's buttons, the fixed buttons and the click guard.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ponzi_desktop.ui.kit.click_guard import ClickGuard
from ponzi_desktop.ui.kit.panel_buttons import commits, plays


class PanelKeys:
    """The keyboard's place in one action panel. `row()` lists the row's buttons from the left; `fixed` the
    fixed ones in the eye's order (Cancel, Hint, Undo, then the last place's); `pass_button` is among them."""

    def __init__(self, panel: QWidget, row: Callable[[], list[QPushButton]], fixed: Sequence[QPushButton],
                 pass_button: QPushButton, guard: ClickGuard) -> None:
        self.panel = panel
        self.row = row
        self.fixed = tuple(fixed)
        self.pass_button = pass_button
        self.guard = guard

    def focused_index(self) -> int | None:
        """Where in the row the keyboard is (-1: on the panel but not on the row; None: not on the panel)."""
        focus = self.panel.focusWidget()
        if focus is None or not self.panel.isAncestorOf(focus):
            return None
        buttons = self.row()
        return buttons.index(focus) if focus in buttons else -1

    def refocus(self, index: int) -> None:
        """After a rebuild, the keyboard stays where it was (the same place in the row), else goes first; never
        by itself onto a button that plays a move (Enter or Space there would play it unasked)."""
        buttons = self.row()
        if 0 <= index < len(buttons) and buttons[index].isEnabled() and not commits(buttons[index]):
            buttons[index].setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.focus_first_step()

    def focus_first(self) -> None:
        """The keyboard to the row's first usable button, as a turn begins (Enter or Space press it, its ring
        shows which); one that plays a move ignores keys for the guard's moment (a key still held from lifting
        the cover presses nothing). The row's green button, where it has one, comes first: Enter plays what
        looks like the default (Income Tax's "Pay $160 (10%)" in green, Enter paid the $200 beside it). With none,
        to End turn (Pass) where it is the one move to press (a review: "you can only pass" began on the panel
        itself, on no button, and took two Tabs to reach Pass); else to the panel itself (Tab then reaches the
        buttons)."""
        usable = [b for b in self.row() if b.isEnabled()]
        usable.sort(key=lambda b: b.property("role") != "primary")  # stable: the eye's order otherwise
        if not usable and self.pass_button.isVisible() and self.pass_button.isEnabled():
            usable = [self.pass_button]
        if not usable:
            self.park_focus()
            return
        first = usable[0]
        if commits(first):
            self.guard.arm(first)
        first.setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_after_move(self) -> None:
        """After a move of the person at the screen, where they move on (the buttons are new): the keyboard to
        the row's green button (the next step), else End turn (Pass), else the panel itself; never by itself
        onto a button that takes a part of the move back or spends (Mortgage…, a bonus move: Enter there opened
        its menu), nor onto the place the last button pressed stood."""
        green = [b for b in self.row() if b.isEnabled() and b.isVisible() and b.property("role") == "primary"]
        first = green[0] if green else self.pass_button if self.pass_button.isVisible() \
            and self.pass_button.isEnabled() else None
        if first is None:
            self.park_focus()
            return
        self.guard.arm(first)  # a key still held from the move presses nothing
        first.setFocus(Qt.FocusReason.OtherFocusReason)

    def button_for(self, action: Any, payloads: Sequence[Any] = ()) -> QPushButton | None:
        """The usable button that plays `action` (or opens its window, or its menu), else the one that picks the
        first of its pieces (`payloads`, as the table's pieces carry them); None when the row has none."""
        usable = [b for b in self.row() if b.isEnabled() and b.isVisible()]

        found = next((b for b in usable if plays(b, action)), None)
        for payload in payloads:
            found = found or next((b for b in usable if plays(b, payload)), None)
        return found

    def focus_move(self, action: Any, payloads: Sequence[Any] = ()) -> bool:
        """The keyboard to the button for `action` (`button_for`): a lesson that asks for a move leaves it on that
        move's button. False when the row has none."""
        found = self.button_for(action, payloads)
        if found is None:
            return False
        if commits(found):
            self.guard.arm(found)  # a key still held from the note's Next presses nothing
        found.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def focus_next_step(self) -> None:
        """Half a move was just picked (Enter on the first of two pieces, a drag or a click on the table): the
        keyboard to the next step, the row's green button (a game marks the buttons that finish the move green),
        armed against a key still held; with none, to the row's button lit for the half picked (Enter again puts
        it back), never left on another piece's (a review dragged Grain and the ring stayed on Transportation)."""
        usable = [b for b in self.row() if b.isEnabled() and b.isVisible()]
        green = [b for b in usable if b.property("role") == "primary"]
        if green:
            self.guard.arm(green[0])
            green[0].setFocus(Qt.FocusReason.OtherFocusReason)
            return
        lit = [b for b in usable if b.isChecked()]
        if lit and self.panel.focusWidget() not in lit:
            lit[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_first_step(self) -> None:
        """After the row was rebuilt under the keyboard (a key just picked half a move): the first button that
        only picks half a move, else the panel itself; never by itself onto one that plays a move, as the
        next key of the same run would play it unasked."""
        for b in self.row():
            if b.isEnabled() and not commits(b):
                b.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        self.park_focus()

    def order_tabs(self) -> None:
        """Tab goes as the eye does from where the keyboard starts: the row's buttons from the left, then the
        fixed ones (Cancel, Hint, Undo, the last place), then on out of the panel; from the panel itself to
        the row's first button. Buttons made for this turn would otherwise come last in the window's order,
        after the log's close button."""
        chain = [self.panel, *self.row(), *self.fixed]
        for first, then in itertools.pairwise(chain):
            QWidget.setTabOrder(first, then)

    def park_focus(self) -> None:
        """The keyboard on the panel, on no button."""
        self.panel.setFocus(Qt.FocusReason.OtherFocusReason)

    def keep_off(self, *buttons: QWidget) -> None:
        """Buttons about to go (or be disabled) give the keyboard to the panel first: else Qt hands it to the
        next button in the row, which may be Pass; and so where the window only keeps it for now (a dialog of
        the table has it), as it comes back there."""
        kept = self.panel.window().focusWidget()
        if any(b.hasFocus() or b is kept for b in buttons):
            self.park_focus()

    def keyboard_here(self) -> bool:
        """Whether the keyboard is on the table the panel is part of, or nowhere in its window (as the window
        keeps it: a dialog open over it has it for now)."""
        panel = self.panel
        focus, table = panel.window().focusWidget(), panel.parentWidget() or panel
        return focus is None or focus is table or table.isAncestorOf(focus)
