"""The click-through guard of the action panel: a button that has just come where another stood a moment before,
or whose meaning has just changed under the pointer, ignores presses for a short moment.

A player's second click, aimed at what was there (Hand Over, say), must not land on what the first click put in
its place (Pass, which gives up the whole turn). Browsers and desktops hold a new dialog's buttons back the same
way. The keyboard gets the same moment when the panel puts it on a button by itself (a key still held down from
lifting the hot-seat cover must not buy the deed under it), and a held key's repeats never press a panel button.
A `click()` from code is not held back: only the person's own presses are.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton

#: How long a new or changed button ignores presses: about the time of a double-click, the time a second click
#: aimed at the button that stood there takes.
GUARD_MS = 500

#: The property the moment's end is kept in (ms on the guard's clock), on the button itself.
_UNTIL = "guarded_until"

_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease)
_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Select)


def _now() -> int:
    return time.monotonic_ns() // 1_000_000


def held_back(button: QObject) -> bool:
    """Whether `button` ignores presses now (a greyed one never does: a press there only says why)."""
    until = button.property(_UNTIL)
    return until is not None and _now() < int(until) and button.isEnabled()


class ClickGuard(QObject):
    """Holds back presses on the buttons it watches for `GUARD_MS` after `arm(button)`."""

    def __init__(self, parent: QObject | None = None, ms: int = GUARD_MS) -> None:
        super().__init__(parent)
        self.ms = ms

    def watch(self, button: QAbstractButton) -> None:
        button.installEventFilter(self)

    def arm(self, button: QAbstractButton) -> None:
        """`button` came or changed its meaning just now: it ignores presses for the guard's moment."""
        button.setProperty(_UNTIL, _now() + self.ms)

    def guarded(self, button: QObject) -> bool:
        return held_back(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind in _PRESSES:
            return self.guarded(watched)
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(event, QKeyEvent) \
                and event.key() in _KEYS:
            # a held key's repeats never press a button; a key pressed in the moment is dropped with its
            # release (a release alone presses nothing)
            return event.isAutoRepeat() or self.guarded(watched)
        return False
