"""One copy of the app per user: a second start (a double click twice) brings the first copy's window forward
and exits.

Two copies shared one autosave file per game and overwrote each other's games. The first copy holds a lock
file in the data folder (`QLockFile`: a copy that was killed leaves a lock the next start finds stale, since
the process it names is gone) and watches that folder; a second start finds the lock taken, leaves a request
file there, and ends once the first copy has taken it (and come forward). A file, not a local socket: the
binary leaves QtNetwork out (packaging/ponzi_desktop.spec), and the folder is the user's own already.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, Signal
from PySide6.QtWidgets import QWidget

logger = logging.getLogger(__name__)

LOCK_NAME = "running.lock"
REQUEST_NAME = "come-forward.request"
#: how long a second start waits for the first copy to take its request (or for the lock to come free)
PATIENCE_S = 5.0


class OneCopy(QObject):
    """The claim of one copy of the app on the data folder `folder`. `claim()` once at start: True, this is
    the only copy (it then says `forward_requested` when a later start asks); False, another copy runs and
    was asked to come forward (`answered`: it took the request)."""

    forward_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.request = self.folder / REQUEST_NAME
        self.answered = False
        self._lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None

    def claim(self) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # no data folder: nothing shared to guard either
            logger.warning("cannot make the data folder %s (%s): not checking for another copy", self.folder, exc)
            return True
        deadline = time.monotonic() + PATIENCE_S
        asked = False
        while time.monotonic() < deadline:
            lock = QLockFile(str(self.folder / LOCK_NAME))
            lock.setStaleLockTime(0)  # stale only when the copy named in it is gone, however long it ran
            if lock.tryLock(0):
                self._lock = lock
                self._watch()
                return True
            if lock.error() != QLockFile.LockError.LockFailedError:  # a folder that cannot be written, not a
                # copy holding it: this start cannot tell, and a read-only folder must not stop the app
                logger.warning("cannot take the lock in %s (%s): not checking for another copy", self.folder,
                               lock.error().name)
                return True
            if not asked:
                asked = self._ask()
            elif not self.request.exists():  # taken by the first copy
                self.answered = True
                return False
            time.sleep(0.05)
        return False  # the lock's copy runs but does not answer

    def _ask(self) -> bool:
        try:
            self.request.write_bytes(b"")
        except OSError as exc:
            logger.warning("cannot ask the running copy to come forward: %s", exc)
            return False
        return True

    def _watch(self) -> None:
        self._take_request()  # one a copy killed before it could take it: not this start's
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(lambda _path: self._take_request(announce=True))

    def _take_request(self, announce: bool = False) -> None:
        try:
            self.request.unlink()
        except FileNotFoundError:
            return
        except OSError as exc:
            logger.warning("cannot take a second start's request: %s", exc)
            return
        if announce:
            logger.info("another start of the app: this window comes forward")
            self.forward_requested.emit()

    def release(self) -> None:
        """Stop watching and free the lock (the app ends; a test is done)."""
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def bring_forward(window: QWidget) -> None:
    """Show `window` in front, as it was before it was minimised."""
    from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
