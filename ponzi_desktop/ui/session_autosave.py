"""The session's autosave: the live game's record written to the autosave folder after every action.

It starts when told (`start`: the session when it is made, or the window once the game is on its table), with
the game as it is; after every action it writes that action (`add`), after an undo the shortened record anew
(`write_fresh`). A write that fails is said once (`failed`, with the reason) and the moves are kept: the next
write that works writes them all, and says so (`restored`). A record that does not replay (a bug) is said like
a failed write, and the next action tries afresh.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from ponzi_desktop.persistence import Autosaver, GameRecord, SaveError

logger = logging.getLogger(__name__)


class AutosaveKeeper:
    """Keeps the autosave file of one game in step with its record (see the module). `failed(reason)` and
    `restored()` are called when a write fails while the file held every move, and when it holds them again."""

    def __init__(self, folder: str | Path | None, *, failed: Callable[[str], None],
                 restored: Callable[[], None]) -> None:
        self._folder = Path(folder) if folder is not None else None
        self._failed = failed
        self._restored = restored
        self._autosaver: Autosaver | None = None
        self.started = False  # whether `start` has been called (with a folder): the file is taken
        self.problem: str | None = None  # why the last write failed, while it keeps failing

    @property
    def path(self) -> Path | None:
        """The autosave file (None without a folder, before `start`, or when the record does not replay)."""
        return self._autosaver.path if self._autosaver is not None else None

    def start(self, record: GameRecord) -> None:
        """Autosave from now on, starting with `record` as it is (once; never without a folder)."""
        if self._folder is not None and not self.started:
            self.started = True
            self.write_fresh(record)

    def write_fresh(self, record: GameRecord) -> None:
        """A new autosaver for `record` as it is (at the start, and after an undo shortened it)."""
        if not self.started:
            return
        try:
            self._autosaver = Autosaver(self._folder, record, write=False)
        except SaveError as exc:  # the record does not replay: a bug, said like a failed write
            logger.warning("the autosave cannot start: %s", exc)
            self._autosaver = None
            self._say_failed(exc)
            return
        self._write(self._autosaver.write)

    def add(self, record: GameRecord, text: str) -> None:
        """The action `text` was just played (and is the last of `record`'s actions): write it."""
        autosaver = self._autosaver
        if autosaver is None:
            self.write_fresh(record)  # it could not start: try again, with this move in the record
        else:
            self._write(lambda: autosaver.record(text))

    def _write(self, write: Callable[[], None]) -> None:
        try:
            write()
        except SaveError as exc:
            logger.warning("the autosave failed: %s", exc)
            self._say_failed(exc)
            return
        if self.problem is not None:  # a failed write before: the file has caught up now
            self.problem = None
            self._restored()

    def _say_failed(self, exc: SaveError) -> None:
        self.problem = str(exc)
        self._failed(str(exc))
