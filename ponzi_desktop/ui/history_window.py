"""The main window's part of the game history: the recorder of the games finished on its table, and the History
and Statistics pages in its stack, made the first time they are asked for, reached from the start page and Game →
History and Statistics, and left with their back buttons (to the page that was shown before). A part of
`MainWindow` (`window.history`): it adds its pages to the window's `stack` and reads its `start_page` and
`replays`.

The pages read the history through `entries`, a provider the window's part can be given
(`set_provider`, for tests): by default the history database the window records finished games in
(`recorder`, ui/history_hooks.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow, QWidget

from ponzi_desktop.ui import games

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry
    from ponzi_desktop.ui.history_hooks import HistoryRecorder


class HistoryPages:
    """History and Statistics pages of a main window (`page`, `statistics_page`; None until first asked for)."""

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        self.page: Any = None
        self.statistics_page: Any = None
        self._provider: Callable[[], list[GameEntry]] | None = None
        self._return: QWidget | None = None
        self._recorder: HistoryRecorder | None = None

    @property
    def recorder(self) -> HistoryRecorder:
        """The recorder of finished games, made when first asked for (just after the start page's first paint,
        or by a game started before it)."""
        if self._recorder is None:
            # start-up: the recorder brings datetime and the history's hooks, none of it needed for the first paint
            from ponzi_desktop.ui.history_hooks import HistoryRecorder

            self._recorder = HistoryRecorder(self.window)
        return self._recorder

    # ---- the provider ------------------------------------------------------------------------------------
    def set_provider(self, provider: Callable[[], list[GameEntry]]) -> None:
        """Where the pages read the finished games from (newest first)."""
        self._provider = provider

    def entries(self) -> list[GameEntry]:
        """The finished games, newest first: the provider's, else the window's own history database (none when
        it cannot be opened: the recorder has said why)."""
        if self._provider is not None:
            return list(self._provider())
        history = self.recorder.history()
        return history.games() if history is not None else []

    # ---- the pages ---------------------------------------------------------------------------------------
    def _make_pages(self) -> None:
        # lazy: the pages read the history through persistence and pydantic, not before the first paint
        from ponzi_desktop.ui.history_page import HistoryPage
        from ponzi_desktop.ui.statistics_page import StatisticsPage

        if self.page is not None:
            return
        self.page = HistoryPage(self.entries, self.window)
        self.statistics_page = StatisticsPage(self.entries, self.window)
        for page in (self.page, self.statistics_page):
            page.back_requested.connect(self.leave)
            self.window.stack.addWidget(page)
        self.page.statistics_requested.connect(self.show_statistics)
        self.page.new_game_requested.connect(lambda: self.window.new_game(None))
        self.statistics_page.new_game_requested.connect(lambda: self.window.new_game(None))
        self.page.replay_requested.connect(self.replay_entry)
        self.statistics_page.history_requested.connect(self.show)

    def _enter(self, page: QWidget) -> None:
        current = self.window.stack.currentWidget()
        if current not in (self.page, self.statistics_page):
            self._return = current
        if current is page:
            page.refresh()
        self._label_back_buttons()
        self.window.stack.setCurrentWidget(page)
        page.setFocus()

    def _back_page(self) -> QWidget:
        """The page the back buttons go to: the one shown before the history, else the start page."""
        back = self._return
        return self.window.start_page if back is None or self.window.stack.indexOf(back) < 0 else back

    def _label_back_buttons(self) -> None:
        to_game = self._back_page() is not self.window.start_page
        for page in (self.page, self.statistics_page):
            if page is not None:
                page.set_back_to_game(to_game)

    def show(self) -> None:
        """The list of finished games (from the start page, Game → History and Statistics, or Statistics)."""
        self._make_pages()
        self._enter(self.page)

    def show_statistics(self) -> None:
        self._make_pages()
        self._enter(self.statistics_page)

    def leave(self) -> None:
        """Back to the page shown before the history (the start page, or the game on the table)."""
        self.window.stack.setCurrentWidget(self._back_page())

    def replay_entry(self, entry: GameEntry) -> None:
        """A finished game of the history, in the replay."""
        self.window.replays.open(entry.record, games.title(entry.game))

    def retranslate(self) -> None:
        """The pages are made again in the new language (the one shown stays shown)."""
        if self.page is None:
            return
        shown = self.window.stack.currentWidget()
        was = "history" if shown is self.page else "statistics" if shown is self.statistics_page else None
        back = self._return
        for page in (self.page, self.statistics_page):
            self.window.stack.removeWidget(page)
            page.hide()
            page.deleteLater()
        self.page = self.statistics_page = None
        if was is not None:
            (self.show if was == "history" else self.show_statistics)()
            self._return = back
            self._label_back_buttons()
