"""The app's side of the game history: every game that finishes on the table goes into it, once.

The main window owns one `HistoryRecorder` and hands it each session it puts on the table (`watch`). A game that
ends there, or a finished game that is opened, is added to the history (`persistence.history.History`, opened
once, on first use or just after the start page is painted); the history ignores a game it holds already, so
the end table shown again or a save opened again never counts twice, and the session's `history_standing`
says so (its end table tells the player; `play` prints why). A game whose end is taken back (undo) is
taken out again. Nothing here may stop a game: a history that cannot be written is logged and said in a
notice over the table, and a damaged one that was put aside is said once, in a box in the table's look.

The database, the save files and the kit's dialogs are imported inside the methods that use them: they bring
pydantic and the engine, never loaded before the start page's first paint.
"""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ponzi_desktop import __version__
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.settings import history_path

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history import History
    from ponzi_desktop.ui.session import GameSession

logger = logging.getLogger(__name__)


class HistoryRecorder(QObject):
    """Adds the finished games of the sessions it watches to the history at `path` (None: the user's,
    `settings.history_path()`). `enabled` False records nothing (`play --no-record`). Its parent, the main
    window, is told what went wrong (`show_status`) and shows the box of a damaged history."""

    recorded = Signal(int)  # a game was added: its id in the history
    already = Signal(int)  # a finished game was not added: the history holds it from before, as this id
    problem = Signal(str)  # a sentence for people: the history cannot be opened or written

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.enabled = True
        self._history: History | None = None
        self._opened_path: Path | None = None
        self.problem.connect(self._say)

    # ---- the database ---------------------------------------------------------------------------------
    def where(self) -> Path:
        if self.path is not None:
            return Path(self.path)
        return history_path()

    def history(self) -> History | None:
        """The history, opened on first use (again if `path` changed); None when it cannot be opened (said)."""
        if not self.enabled:
            return None
        path = self.where()
        if self._history is not None and self._opened_path == path:
            return self._history
        self.close()
        from ponzi_desktop.persistence.history import History, HistoryError

        try:
            self._history = History(path)
        except HistoryError as exc:
            logger.warning("the game history cannot be opened: %s", exc)
            self.problem.emit(self.tr("Your game history cannot be opened (%1): finished games are not "
                                      "recorded for now.").replace("%1", exc.reason.rstrip(".")))
            return None
        self._opened_path = path
        if self._history.damaged is not None:
            self._show_damaged(self._history.damaged)
        return self._history

    def open(self) -> None:
        """Open the history now (just after the start page is painted): a damaged one is said at start."""
        self.history()

    def close(self) -> None:
        if self._history is not None:
            self._history.close()
        self._history = None
        self._opened_path = None

    # ---- games ------------------------------------------------------------------------------------------
    def watch(self, session: GameSession, opening: Path | None = None) -> None:
        """Record `session`'s game when it ends; at once if it is over already (a finished game opened, from
        the save file `opening` when it came from one: it ended when that file was saved). A session that is
        kept out of the history (`records_history` false: a lesson) is not watched."""
        if getattr(session, "records_history", True):
            _Watch(self, session, opening)

    def record(self, session: GameSession, seconds: float | None, finished_at: datetime | None = None) -> int | None:
        """Add `session`'s finished game, which ended at `finished_at` (None: now); its id, or None (recorded
        already, not over, a failure: said)."""
        if not self.enabled or not session.is_over:
            return None
        try:
            from ponzi_desktop.persistence.history import HistoryError

            history = self.history()
            if history is None:
                return None
            entry = session.history_entry(finished_at=finished_at or datetime.now(UTC), seconds=seconds,
                                          app_version=__version__)
            try:
                game_id = history.add(entry)
            except HistoryError as exc:
                logger.warning("a finished %s game was not recorded: %s", session.game, exc)
                self.problem.emit(self.tr("This game could not be added to your game history (%1).").replace(
                    "%1", exc.reason.rstrip(".")))
                return None
        except Exception as exc:  # a bug: logged with its traceback and said, the end table still comes
            logger.exception("a finished %s game was not recorded", session.game)
            self.problem.emit(self.tr("This game could not be added to your game history (%1).").replace(
                "%1", type(exc).__name__))
            return None
        if game_id is not None:
            logger.info("game %d added to the history (%s, %d actions)", game_id, session.game, entry.actions)
            _stand(session, "recorded")
            self.recorded.emit(game_id)
        else:  # the same game, move for move, finished before (the same seed played the same way): said, not
            # silently dropped
            _stand(session, "already")
            try:
                held = history.id_of(entry.digest)
            except HistoryError:
                held = None
            self.already.emit(-1 if held is None else held)
        return game_id

    def forget(self, game_id: int) -> None:
        """The end of game `game_id` was taken back: it is not a finished game any more."""
        from ponzi_desktop.persistence.history import HistoryError

        history = self.history()
        try:
            if history is not None:
                history.remove(game_id)
        except HistoryError as exc:
            logger.warning("game %d, taken back, stays in the history: %s", game_id, exc)

    # ---- telling people ---------------------------------------------------------------------------------
    def _say(self, text: str) -> None:
        window = self.parent()
        if window is not None and hasattr(window, "show_status"):
            window.show_status(text, keep=True)

    def _show_damaged(self, aside: Path) -> None:
        """Say once that the history was put aside: a dialog in the table's look, not a passing notice (the
        file's place is long, and this is said once in a long while)."""
        from ponzi_desktop.ui.kit.dialogs import TableDialog

        text = self.tr("Your game history could not be read; it was put aside as %1, and a new one was "
                       "started.").replace("%1", isolate(str(aside)))
        logger.warning("the game history was put aside as %s", aside)
        window = self.parent()
        if not isinstance(window, QWidget):
            return
        dialog = TableDialog(self.tr("Game History Put Aside"), window)
        dialog.setObjectName("history_damaged_message")
        dialog.text_label = dialog.label(text)
        dialog.column.addWidget(dialog.text_label)
        dialog.column.addWidget(dialog.label(
            self.tr("Nothing else is lost: your saved games and settings are as they were."), "soft"))
        dialog.set_column_width(440)
        dialog.add_button(self.tr("Close"), primary=True).clicked.connect(dialog.accept)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.damaged_message = dialog
        QTimer.singleShot(0, dialog, dialog.open)  # once the window is up; never blocks the start


def _stand(session: GameSession, standing: str | None) -> None:
    """Tell `session` (and so its end table) what the history made of its game."""
    if getattr(session, "history_changed", None) is not None:
        session.history_standing = standing
        session.history_changed.emit()


def saved_at(path: Path | None) -> datetime | None:
    """When the save file at `path` was saved (timezone-aware), or None (no file, or none that says)."""
    if path is None:
        return None
    try:
        from ponzi_desktop.persistence.files import parse_save, read_bytes

        moment = parse_save(read_bytes(Path(path))).saved_at
    except Exception:  # noqa: BLE001 - a file that cannot say: the game is dated when it is recorded
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class _Watch(QObject):
    """One session's game, watched for its end; it goes with the session (its child)."""

    def __init__(self, recorder: HistoryRecorder, session: GameSession, opening: Path | None = None) -> None:
        super().__init__(session)
        self._recorder = recorder
        self._session = session
        self._started = time.monotonic()  # the game's time in this program: from when it came on the table
        self._recorded: int | None = None
        session.game_finished.connect(self._finished)
        session.state_changed.connect(self._changed)
        if session.is_over:  # finished before it was opened here: how long it took is not known, when is
            self._recorded = recorder.record(session, None, saved_at(opening))

    def _finished(self) -> None:
        self._recorded = self._recorder.record(self._session, time.monotonic() - self._started)

    def _changed(self) -> None:
        if self._recorded is not None and not self._session.is_over:  # the last move was taken back
            self._recorder.forget(self._recorded)
            self._recorded = None
        if getattr(self._session, "history_standing", None) is not None and not self._session.is_over:
            _stand(self._session, None)
