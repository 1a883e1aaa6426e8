"""Where the keyboard goes on a table when a turn begins: the panel's first button at a turn's start, the row's green
button or End turn after a move of the person's own, the button of a move a lesson asks for.

It keeps what it needs to tell a turn's start from the same person moving on (who could move at the last refresh,
and the last move made at this table) and never takes the keyboard from where the person put it: a dialog, the
log, the hot-seat cover.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ponzi_desktop.engine.core import Action


class TurnFocus:
    """The keyboard at a table's turns (`BaseTable.turn_focus`). The table says when its controls were refreshed
    (`refreshed`) and when a move is made here (`submitting`, `refused`)."""

    def __init__(self, table: Any) -> None:  # the `BaseTable` it serves
        self.table = table
        self._moving = False  # whether the person at the screen could move at the last refresh
        self._keyed: tuple[int, int | None] | None = None  # (action count, viewer) when they last could move
        self._submitted: tuple[int, int | None] | None = None  # (action count, viewer) of the last move made here

    def submitting(self) -> None:
        """A move is about to be made at this table (before: the table refreshes within)."""
        session = self.table.session
        self._submitted = (session.action_count, session.viewer)

    def refused(self) -> None:
        """The move just submitted was not made."""
        self._submitted = None

    def refreshed(self, moving: bool) -> None:
        """The table's controls were refreshed; `moving`: whether the person at the screen may move now."""
        session = self.table.session
        count, seat = session.action_count, session.viewer
        if moving and (not self._moving or self._keyed != (count, seat)):
            # a turn begins, or the same person moves on after a move of theirs (the one action since they
            # last could move: the buttons are new)
            self._keyboard_to_turn(after_move=self._keyed == (count - 1, seat) or self._moved_on(count, seat))
        if moving:
            self._keyed = (count, seat)
        self._moving = moving

    def _moved_on(self, count: int, seat: int | None) -> bool:
        """Whether the person at the screen made the last move at this table (a button, a drag, a dialog), and
        since then only moves played for others unseen came (their only move, as anybody could tell: a pass with
        nobody to trade with): they move on after their own move, not at a new turn's start."""
        made = self._submitted
        if made is None or made[1] != seat or made[0] >= count:
            return False
        return all(self.table.session.played_forced(i) for i in range(made[0] + 1, count))

    def _keyboard_to_turn(self, after_move: bool = False) -> None:
        """A turn begins for the person at the screen: the keyboard to the panel's first button (Enter plays
        it, its ring says which); after a move of theirs (`after_move`), to the row's green button or End turn,
        never onto one that takes a part of the move back or spends (Mortgage…, a bonus move), where it was on
        the table or nowhere; never taken from the log, a dialog or the hot-seat cover, where the person put it.
        Where a dialog of the table has the keyboard (Buy gold's bars), the table's window keeps the place for
        when it comes back: else Qt gave it to the next button standing, Undo, and Enter took the move back."""
        if keyboard_here(self.table):
            if after_move:
                self.table.panel.keys.focus_after_move()
            else:
                self.table.panel.keys.focus_first()

    def focus_move(self, action: Action) -> None:
        """The keyboard to the panel's button for `action` (a lesson asks for it): the button that plays it, else
        the one that picks its first piece; End turn for the game's pass; else where a turn begins."""
        panel = self.table.panel
        button = self.button_for(action)
        if button is panel.pass_button:
            button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif button is None or not panel.keys.focus_move(action, self._payloads(action)):
            panel.keys.focus_first()

    def button_for(self, action: Action) -> QPushButton | None:
        """The panel's button a click on which makes `action` (or opens its window or menu, or picks its first
        piece): End turn for the game's pass; None where only the table's pieces make it. A lesson's words name
        it (tests/ui/test_lesson_ways.py)."""
        table, panel = self.table, self.table.panel
        if action == table.pass_action(table.moves()) and panel.pass_button.isVisible() \
                and panel.pass_button.isEnabled():
            return panel.pass_button
        return panel.keys.button_for(action, self._payloads(action))

    def _payloads(self, action: Action) -> list:
        """The pieces the hint lights for `action`, as they are picked up (their payloads)."""
        return [p for p in (getattr(i, "payload", None) for i in self.table.hint_items(action)) if p is not None]


def keyboard_here(table: QWidget) -> bool:
    """Whether the keyboard is on `table` or nowhere in its window, as the window keeps it: a dialog of the table
    open over it has it for now, and it comes back there when the dialog closes; a dialog laid on the table keeps
    it (it is not the table's to move)."""
    focus = table.window().focusWidget()
    if focus is not None and any(dialog is focus or dialog.isAncestorOf(focus) for dialog in getattr(table, "dialogs", ())):
        return False  # a dialog laid on the table has it: it keeps it until it is answered
    return focus is None or focus is table or table.isAncestorOf(focus)
