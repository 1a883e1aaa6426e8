"""Autosave: the game on disk after every action, so a crash or a closed window loses nothing.

There is one autosave per game id (`autosave-ponzi.json`, ...) in the autosave folder: starting a new game
of the same kind replaces it, and `latest_autosave` finds the one to offer when the program starts.

The `Autosaver` keeps its own copy of the game and applies each recorded action to it. That costs one
more `apply` per action (microseconds next to the fsync), and buys a guarantee: the digest written is the
digest of replaying exactly the recorded texts, so every autosave it writes loads again. It does not rely
on the caller's live state, which a UI may have moved on from by the time the write happens.
"""

from __future__ import annotations

import os
from pathlib import Path

from ponzi_desktop.engine.core import GameState
from ponzi_desktop.persistence.files import write_save
from ponzi_desktop.persistence.models import GameRecord
from ponzi_desktop.persistence.replay import apply_text, replay, spec_for

AUTOSAVE_PREFIX = "autosave-"
AUTOSAVE_SUFFIX = ".json"


def autosave_path(folder: str | os.PathLike[str], game: str) -> Path:
    """Where the autosave of a game of kind `game` lives: the same file for every game of that kind."""
    return Path(folder) / f"{AUTOSAVE_PREFIX}{game}{AUTOSAVE_SUFFIX}"


def latest_autosave(folder: str | os.PathLike[str]) -> Path | None:
    """The most recently written autosave in `folder`, or None if there is none (or no folder).

    Only finds the file; reading it (`read_save`) may still refuse it, and the caller says why.
    """
    folder = Path(folder)
    best: tuple[int, str] | None = None
    found: Path | None = None
    try:
        candidates = list(folder.glob(f"{AUTOSAVE_PREFIX}*{AUTOSAVE_SUFFIX}"))
    except OSError:
        return None
    for path in candidates:
        try:
            stat = path.stat()
        except OSError:  # removed between the listing and now
            continue
        if not path.is_file():
            continue
        # the name breaks ties: file systems with coarse timestamps give two quick saves the same time
        key = (stat.st_mtime_ns, path.name)
        if best is None or key > best:
            best, found = key, path
    return found


class Autosaver:
    """Writes the autosave of one game: when created (unless `write=False`), then after every
    `record(action_text)`.

    `folder` is created if missing. `record` must describe a game that replays (`SaveError` otherwise);
    the autosaver keeps a copy of it, so the caller may go on changing its own. A write that fails (a full
    or read-only disk) raises `SaveError` and leaves the autosaver as it was: the next `record` or `write`
    writes everything recorded so far, so the file catches up as soon as the folder takes it again.
    """

    def __init__(self, folder: str | os.PathLike[str], record: GameRecord, *, write: bool = True) -> None:
        self.folder = Path(folder)
        self._spec = spec_for(record.game)
        self._record = record.model_copy(deep=True)
        self._state = replay(self._record)
        self.path = autosave_path(self.folder, record.game)
        if write:
            self.write()

    @property
    def game_record(self) -> GameRecord:
        """A copy of the record as last written (or as it would have been, if the last write failed)."""
        return self._record.model_copy(deep=True)

    @property
    def state(self) -> GameState:
        """A copy of the game the record describes; compare its digest with the live game's to check."""
        return self._state.clone()

    def record(self, action_text: str) -> None:
        """Add the action just played and write the autosave.

        Raises `SaveError` if the action is not legal in the recorded game (the caller's game and this
        record have parted ways: a bug to report, and the file keeps the last good game) or the write
        fails. After a failed write the action stays recorded, and the next successful write has it.
        """
        number = len(self._record.actions) + 1
        # canonical text: what `to_text()` gives is what a save file is meant to hold
        canonical = apply_text(self._spec, self._state, number, action_text)
        self._record.actions.append(canonical)
        self.write()

    def write(self) -> None:
        """Write the game as recorded so far. Raises `SaveError` when the file cannot be written."""
        write_save(self.path, self._record, self._state)
