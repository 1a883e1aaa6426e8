"""The session's hint service: what the hard bot would do in the viewer's place, asked off the GUI thread.

The session asks (`ask`) with the viewer's own view, so a hint knows only what that person may see; the hard
bot thinks in the worker (`thinker`), in a pool of its own so that a bot's turn never waits for it. Any change
to the game makes a hint stale (`drop`): a hint given is taken away, and an answer still being thought about is
ignored when it comes. `changed()` is called whenever `hint` or `pending` changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt

from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui import thinker
from ponzi_desktop.ui.session_bots import Relay


class HintService(QObject):
    """One game's hints (see the module). `advisor()` makes the bot to ask; an answer is kept when `usable(action)`
    (still a legal move for the viewer); `failed(exc)` is called when the bot failed instead."""

    def __init__(self, *, advisor: Callable[[], Any], usable: Callable[[Action], bool], changed: Callable[[], None],
                 failed: Callable[[BaseException], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._advisor = advisor
        self._usable = usable
        self._changed = changed
        self._failed = failed
        self.hint: Action | None = None  # the answer, once it has arrived
        self.pending = False  # asked, and not answered yet
        self._generation = 0  # of the question asked last: an older answer is stale
        self._relay = Relay()
        self._relay.answered.connect(self._answered, Qt.ConnectionType.QueuedConnection)  # see `Relay`

    @property
    def asked(self) -> bool:
        """Whether a hint has been asked for this decision (it may still be on its way)."""
        return self.hint is not None or self.pending

    def ask(self, view: Any, seed: str) -> None:
        """Ask the advisor about `view` (the viewer's), its randomness seeded by `seed`."""
        self._generation += 1
        self.pending = True
        generation, relay = self._generation, self._relay
        thinker.think(self._advisor(), view, seed,
                      lambda action, seconds: relay.answered.emit(generation, action, seconds))
        self._changed()

    def drop(self) -> None:
        """The game changed: the hint is stale (a running one is ignored when it answers)."""
        self._generation += 1
        if self.asked:
            self.hint = None
            self.pending = False
            self._changed()

    def _answered(self, generation: int, action: object, _seconds: float) -> None:
        if generation != self._generation:
            return  # the game moved on while the hint was thought about
        self.pending = False
        if isinstance(action, Exception):
            self._failed(action)
        elif isinstance(action, Action) and self._usable(action):
            self.hint = action
        self._changed()
