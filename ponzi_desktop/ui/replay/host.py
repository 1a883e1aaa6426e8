"""Replays in the main window: `open_replay` (the history page calls it, the end table's Replay this game and the
saved games' Replay lead to it), shown over the page it was opened from, and Close replay back to that page
(and, for a replay chosen in the Saved Games list, back to that list, the save still chosen in it).

A mixin of the main window (it reads the window's `stack`, `session`, `game_page`, `start_page`, `settings`,
`act_log` and its menu actions, and calls `show_status`, `_rejected`, `_cannot_show`, `_replace_page`,
`_refresh_start_page`, `_update_actions`); while a replay is shown the game under it waits, and nothing in
the menus plays it. The replay itself is `replay.page.ReplayPage` over a `replay.session.ReplaySession`.

The replay's page and session, the save files and the saved games are imported inside the methods that use
them: they bring the game page, the session and pydantic, which the start page must not load before its first
paint.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from ponzi_desktop.persistence import GameRecord, SaveSummary
    from ponzi_desktop.ui.replay.page import ReplayPage

logger = logging.getLogger(__name__)


class ReplayHost:
    """The replay of a main window: `replay_page` (None when none is shown) and the page it came from."""

    replay_page: ReplayPage | None = None
    _replay_from: QWidget | None = None
    _replay_save: Path | None = None  # the save the replay was chosen from in the Saved Games list

    def open_replay(self, record: GameRecord, title: str = "") -> bool:
        """Show `record` (a finished game or a save; never changed) in a replay over the page shown now; its
        Close replay comes back to that page. False, said in a box, when it cannot be shown."""
        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.replay.page import ReplayPage
        from ponzi_desktop.ui.replay.session import ReplaySession
        from ponzi_desktop.ui.saved_games_dialog import show_save_problem

        try:
            session = ReplaySession(record)
            page = ReplayPage(session, self.settings, title, self)
        except SaveError as exc:
            show_save_problem(self, QCoreApplication.translate("MainWindow", "Cannot Open the Game"), exc)
            return False
        except Exception as exc:  # a bug in a table: the page shown stays
            logger.exception("the replay cannot show game %s", record.game)
            self._cannot_show(exc)
            return False
        self._show_replay(page)
        return True

    def replay_summary(self, summary: SaveSummary) -> bool:
        """Replay a saved game of the lists, finished or not (a damaged one says why it cannot be)."""
        from ponzi_desktop.persistence import SaveError, read_save
        from ponzi_desktop.ui.save_names import shown_name
        from ponzi_desktop.ui.saved_games_dialog import show_save_problem

        try:
            if not summary.ok:
                raise summary.problem
            record, _ = read_save(summary.path)
        except SaveError as exc:
            show_save_problem(self, QCoreApplication.translate("MainWindow", "Cannot Open the Game"), exc)
            return False
        if not self.open_replay(record, shown_name(summary)):
            return False
        self._replay_save = summary.path  # Close replay goes back to the list it was chosen in
        return True

    def _show_replay(self, page: ReplayPage) -> None:
        if self.replay_page is None:
            self._replay_from = self.stack.currentWidget()
        else:
            self._drop_replay(keep_from=True)
        page.session.setParent(page)
        page.show_log(self.act_log.isChecked())
        page.close_requested.connect(self.close_replay)
        page.table.status_message.connect(self.show_status)
        page.session.action_rejected.connect(self._rejected)
        self.replay_page = page
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        page.setFocus()
        if self.session is not None:
            self.session.set_paused(True)  # the game under the replay waits (its bots too)
        self._update_actions()

    def close_replay(self) -> None:
        """Close replay: back to the page it was opened from (the end table's game, the start page, the
        history); a replay chosen in the Saved Games list opens that list again over it, the save chosen."""
        back, save = self._replay_from, self._replay_save
        self._drop_replay()
        if back is not None and self.stack.indexOf(back) >= 0:
            self.stack.setCurrentWidget(back)
        elif self.game_page is not None:
            self.stack.setCurrentWidget(self.game_page)
        else:
            self.stack.setCurrentWidget(self.start_page)
        if self.stack.currentWidget() is self.start_page:
            self._refresh_start_page()
        if self.session is not None:
            self.session.set_paused(False)
        self._update_actions()
        if save is not None:  # once the click that closed the replay is over: the list is a dialog of its own
            QTimer.singleShot(0, self, lambda: self.open_saved_games(select=save))

    def _drop_replay(self, keep_from: bool = False) -> None:
        page, self.replay_page = self.replay_page, None
        self._replay_save = None
        if not keep_from:
            self._replay_from = None
        if page is not None:
            page.close()
            self.stack.removeWidget(page)
            page.deleteLater()

    def _retranslate_replay(self) -> None:
        """The replay's page built again in the new language, at the same position and through the same eyes."""
        old = self.replay_page
        if old is None:
            return
        from ponzi_desktop.ui.replay.page import ReplayPage

        page = ReplayPage(old.session, self.settings, old.title, self)
        old.session.setParent(page)
        page.show_log(self.act_log.isChecked())
        page.close_requested.connect(self.close_replay)
        page.table.status_message.connect(self.show_status)
        self.replay_page = page
        self._replace_page(old, page)

    def _update_replay_actions(self) -> None:
        """While a replay is shown, nothing in the menus plays the game under it."""
        if self.replay_page is not None and self.stack.currentWidget() is self.replay_page:
            for act in (self.act_undo, self.act_hint, self.act_scores):
                act.setEnabled(False)
