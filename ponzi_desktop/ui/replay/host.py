"""Replays in the main window: `open_replay` (the history page calls it, the end table's Replay this game and the
saved games' Replay lead to it), shown over the page it was opened from, and Close replay back to that page
(and, for a replay chosen in the Saved Games list, back to that list, the save still chosen in it).

A part of the main window (`window.replays`; it reads the window's `stack`, `session`, `game_page`,
`start_page`, `settings` and its menus (`window.menus`: Game Log, the entries a replay greys), and calls
`show_status`, `_rejected`, `_cannot_show`, `_replace_page`, `_refresh_start_page`, `open_saved_games`); while
a replay is shown the game under it waits, and nothing in the menus plays it. The replay itself is `replay.page.ReplayPage` over a `replay.session.ReplaySession`.

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

    from PySide6.QtWidgets import QMainWindow, QWidget

    from ponzi_desktop.persistence import GameRecord, SaveSummary
    from ponzi_desktop.ui.replay.page import ReplayPage

logger = logging.getLogger(__name__)


class ReplayHost:
    """The replay of a main window: `page` (None when none is shown) and the page it came from."""

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        self.page: ReplayPage | None = None
        self.came_from: QWidget | None = None
        self.chosen_save: Path | None = None  # the save the replay was chosen from in the Saved Games list

    def open(self, record: GameRecord, title: str = "") -> bool:
        """Show `record` (a finished game or a save; never changed) in a replay over the page shown now; its
        Close replay comes back to that page. False, said in a box, when it cannot be shown."""
        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.replay.page import ReplayPage
        from ponzi_desktop.ui.replay.session import ReplaySession
        from ponzi_desktop.ui.save_questions import show_save_problem

        try:
            session = ReplaySession(record)
            page = ReplayPage(session, self.window.settings, title, self.window)
        except SaveError as exc:
            show_save_problem(self.window, QCoreApplication.translate("MainWindow", "Cannot Open the Game"), exc)
            return False
        except Exception as exc:  # a bug in a table: the page shown stays
            logger.exception("the replay cannot show game %s", record.game)
            self.window._cannot_show(exc)
            return False
        self._show(page)
        return True

    def open_summary(self, summary: SaveSummary) -> bool:
        """Replay a saved game of the lists, finished or not (a damaged one says why it cannot be)."""
        from ponzi_desktop.persistence import SaveError, read_save
        from ponzi_desktop.ui.save_names import shown_name
        from ponzi_desktop.ui.save_questions import show_save_problem

        try:
            if not summary.ok:
                raise summary.problem
            record, _ = read_save(summary.path)
        except SaveError as exc:
            show_save_problem(self.window, QCoreApplication.translate("MainWindow", "Cannot Open the Game"), exc)
            return False
        if not self.open(record, shown_name(summary)):
            return False
        self.chosen_save = summary.path  # Close replay goes back to the list it was chosen in
        return True

    def _show(self, page: ReplayPage) -> None:
        if self.page is None:
            self.came_from = self.window.stack.currentWidget()
        else:
            self.drop(keep_from=True)
        page.session.setParent(page)
        page.show_log(self.window.menus.act_log.isChecked())
        page.close_requested.connect(self.close)
        page.table.notice_requested.connect(self.window.show_status)
        page.session.action_rejected.connect(self.window._rejected)
        self.page = page
        self.window.stack.addWidget(page)
        self.window.stack.setCurrentWidget(page)
        page.setFocus()
        if self.window.session is not None:
            self.window.session.set_paused(True)  # the game under the replay waits (its bots too)
        self.window.menus.update()

    def close(self) -> None:
        """Close replay: back to the page it was opened from (the end table's game, the start page, the
        history); a replay chosen in the Saved Games list opens that list again over it, the save chosen."""
        back, save = self.came_from, self.chosen_save
        self.drop()
        if back is not None and self.window.stack.indexOf(back) >= 0:
            self.window.stack.setCurrentWidget(back)
        elif self.window.game_page is not None:
            self.window.stack.setCurrentWidget(self.window.game_page)
        else:
            self.window.stack.setCurrentWidget(self.window.start_page)
        if self.window.stack.currentWidget() is self.window.start_page:
            self.window._refresh_start_page()
        if self.window.session is not None:
            self.window.session.set_paused(False)
        self.window.menus.update()
        if save is not None:  # once the click that closed the replay is over: the list is a dialog of its own
            QTimer.singleShot(0, self.window, lambda: self.window.open_saved_games(select=save))

    def drop(self, keep_from: bool = False) -> None:
        page, self.page = self.page, None
        self.chosen_save = None
        if not keep_from:
            self.came_from = None
        if page is not None:
            page.close()
            self.window.stack.removeWidget(page)
            page.deleteLater()

    def retranslate(self) -> None:
        """The replay's page built again in the new language, at the same position and through the same eyes."""
        old = self.page
        if old is None:
            return
        from ponzi_desktop.ui.replay.page import ReplayPage

        page = ReplayPage(old.session, self.window.settings, old.title, self.window)
        old.session.setParent(page)
        page.show_log(self.window.menus.act_log.isChecked())
        page.close_requested.connect(self.close)
        page.table.notice_requested.connect(self.window.show_status)
        self.page = page
        self.window._replace_page(old, page)

    def update_actions(self) -> None:
        """While a replay is shown, nothing in the menus plays the game under it."""
        if self.page is not None and self.window.stack.currentWidget() is self.page:
            for act in (self.window.menus.act_undo, self.window.menus.act_hint, self.window.menus.act_scores):
                act.setEnabled(False)
