"""The page of a game in progress: its table, the log beside it, the hand-off cover and the end table."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.handoff import HandoffCover
from ponzi_desktop.ui.log import GameLogView
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import AppSettings


def table_for(session: GameSession, settings: AppSettings, parent: QWidget) -> QWidget:
    """The table widget of the session's game."""
    if session.game == "ponzi":
        from ponzi_desktop.ui.ponzi.table import PonziTable

        return PonziTable(session, settings, parent)
    raise ValueError(f"no table for {session.game!r} yet")


class GamePage(QWidget):
    """The table of the game in progress, the log beside it, and the hand-off cover over both."""

    play_again_requested = Signal()
    home_requested = Signal()

    def __init__(self, session: GameSession, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.table = table_for(session, settings, self.splitter)
        self.rule_tips = None  # the table's tooltips name their rules section; F1 opens it
        if session.game == "ponzi":
            from ponzi_desktop.ui.ponzi.rule_links import RuleTips

            self.rule_tips = RuleTips(self.table.scene, i18n.current_language, self)
        self.log_view = GameLogView(session, self.splitter)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.log_view)
        self.log_view.setMinimumWidth(250)  # narrower, wrapped log lines get too tall to read
        if hasattr(self.table, "highlight_event"):  # hovering a log entry lights what it refers to
            self.log_view.entry_hovered.connect(self.table.highlight_event)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, False)
        self.splitter.setStretchFactor(0, 5)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([1000, 300])
        layout.addWidget(self.splitter)
        self.end_table = None
        self.cover = HandoffCover(self)
        self.cover.claimed.connect(self._claimed)
        session.handoff_requested.connect(self._handoff)
        session.game_finished.connect(self.show_end_table)
        if session.handoff_pending is not None:
            self._handoff(session.handoff_pending)
        if session.is_over:
            QTimer.singleShot(0, self.show_end_table)

    def show_end_table(self) -> None:
        """The scoring table over the board, once the game is over."""
        from ponzi_desktop.ui.ponzi.end_table import EndTable

        if self.end_table is None:
            self.end_table = EndTable(self.session, self)
            self.end_table.play_again_requested.connect(self.play_again_requested)
            self.end_table.home_requested.connect(self.home_requested)
        self.end_table.setGeometry(self.rect())
        self.end_table.show()
        self.end_table.raise_()

    def _handoff(self, seat: int) -> None:
        s = self.session.seats[seat]
        self.cover.show_for(seat, s.name, s.colour)

    def _claimed(self, seat: int) -> None:
        self.session.claim_seat(seat)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())
        if self.end_table is not None:
            self.end_table.setGeometry(self.rect())
