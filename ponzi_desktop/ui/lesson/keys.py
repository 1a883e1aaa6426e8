"""Where a lesson's keyboard goes after Next: on to the next note's button, or to the table's button for the
move the lesson asks for, never lost (Qt hands the keyboard of a hidden note to the next widget in the window's
chain: the log's close button).

Kept apart from the coach, which calls `KeyboardFollows.keep` as a note goes and `KeyboardFollows.land` as the
next one shows.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget


class KeyboardFollows:
    """The keyboard of a lesson's page through Next: held on the table while the note changes, then put where
    the note showing next asks for it (`land`). Only when it was with the note or the table (or nowhere): the log
    or a dialog keeps it where the person put it."""

    def __init__(self, callout: QWidget, table: QWidget) -> None:
        self.callout = callout
        self.table = table
        self.pending = False

    def keep(self) -> None:
        """A note is about to go (Next): the keyboard, if it is the lesson's, waits on the table's panel."""
        focus = QApplication.focusWidget() or self.table.window().focusWidget()
        ours = focus is None or focus is self.callout or self.callout.isAncestorOf(focus) \
            or focus is self.table or self.table.isAncestorOf(focus)
        if not ours:
            return
        self.pending = True
        self.table.panel.keys.park_focus()

    def land(self, note: bool, asked: object) -> None:
        """The next note shows: the keyboard to its Next (a note), or to the table's button for the move it asks
        for (`asked`); a note that asks nothing of the learner (the others play) leaves it waiting."""
        if not self.pending:
            return
        forward = self.callout.forward
        if note and forward.isVisible() and forward.isEnabled():
            forward.setFocus(Qt.FocusReason.OtherFocusReason)
        elif asked is not None:
            self.table.turn_focus.focus_move(asked)
        else:
            return
        self.pending = False
