"""The main window's part of the game history: the History and Statistics pages in its stack, made the first
time they are asked for, reached from the start page and Game → History and Statistics, and left with their
back buttons (to the page that was shown before). A mixin of `MainWindow`, which keeps its own parts.

The pages read the history through `history_entries`, a provider the window can be given
(`set_history_provider`, for tests): by default the history database the window records finished games in
(`history_recorder`, ui/history_hooks.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui import games

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry


class HistoryPagesMixin:
    """History and Statistics pages for a window with a `stack` (QStackedWidget) and a `start_page`."""

    history_page: Any = None
    statistics_page: Any = None
    _history_provider: Callable[[], list[GameEntry]] | None = None
    _history_return: QWidget | None = None

    # ---- the provider ------------------------------------------------------------------------------------
    def set_history_provider(self, provider: Callable[[], list[GameEntry]]) -> None:
        """Where the pages read the finished games from (newest first)."""
        self._history_provider = provider

    def history_entries(self) -> list[GameEntry]:
        """The finished games, newest first: the provider's, else the window's own history database (none when
        it cannot be opened: the recorder has said why)."""
        if self._history_provider is not None:
            return list(self._history_provider())
        history = self.history_recorder.history()
        return history.games() if history is not None else []

    # ---- the pages ---------------------------------------------------------------------------------------
    def _make_history_pages(self) -> None:
        # lazy: the pages read the history through persistence and pydantic, not before the first paint
        from ponzi_desktop.ui.history_page import HistoryPage
        from ponzi_desktop.ui.statistics_page import StatisticsPage

        if self.history_page is not None:
            return
        self.history_page = HistoryPage(self.history_entries, self)
        self.statistics_page = StatisticsPage(self.history_entries, self)
        for page in (self.history_page, self.statistics_page):
            page.back_requested.connect(self.leave_history)
            self.stack.addWidget(page)
        self.history_page.statistics_requested.connect(self.show_statistics)
        self.history_page.new_game_requested.connect(lambda: self.new_game(None))
        self.statistics_page.new_game_requested.connect(lambda: self.new_game(None))
        self.history_page.replay_requested.connect(self.replay_history_entry)
        self.statistics_page.history_requested.connect(self.show_history)

    def _enter_history(self, page: QWidget) -> None:
        current = self.stack.currentWidget()
        if current not in (self.history_page, self.statistics_page):
            self._history_return = current
        if current is page:
            page.refresh()
        self._label_back_buttons()
        self.stack.setCurrentWidget(page)
        page.setFocus()

    def _history_back_page(self) -> QWidget:
        """The page the back buttons go to: the one shown before the history, else the start page."""
        back = self._history_return
        return self.start_page if back is None or self.stack.indexOf(back) < 0 else back

    def _label_back_buttons(self) -> None:
        to_game = self._history_back_page() is not self.start_page
        for page in (self.history_page, self.statistics_page):
            if page is not None:
                page.set_back_to_game(to_game)

    def show_history(self) -> None:
        """The list of finished games (from the start page, Game → History and Statistics, or Statistics)."""
        self._make_history_pages()
        self._enter_history(self.history_page)

    def show_statistics(self) -> None:
        self._make_history_pages()
        self._enter_history(self.statistics_page)

    def leave_history(self) -> None:
        """Back to the page shown before the history (the start page, or the game on the table)."""
        self.stack.setCurrentWidget(self._history_back_page())

    def replay_history_entry(self, entry: GameEntry) -> None:
        """A finished game of the history, in the replay."""
        self.replays.open(entry.record, games.title(entry.game))

    def _retranslate_history(self) -> None:
        """The pages are made again in the new language (the one shown stays shown)."""
        if self.history_page is None:
            return
        shown = self.stack.currentWidget()
        was = "history" if shown is self.history_page else "statistics" if shown is self.statistics_page else None
        back = self._history_return
        for page in (self.history_page, self.statistics_page):
            self.stack.removeWidget(page)
            page.hide()
            page.deleteLater()
        self.history_page = self.statistics_page = None
        if was is not None:
            (self.show_history if was == "history" else self.show_statistics)()
            self._history_return = back
            self._label_back_buttons()
