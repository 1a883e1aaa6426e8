"""The History page: every finished game, newest first, filtered by game and by time; the chosen game's end
table beside the list, with Replay; and Export CSV of the games listed. Reached from the start page.

The page reads the history through a provider (`entries()`, newest first) each time it is shown, so it needs
no database of its own; the main window passes the history's `games`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QMessageBox, QPushButton, QWidget

from ponzi_desktop.persistence.history import write_csv
from ponzi_desktop.persistence.stats import filtered
from ponzi_desktop.ui.formatting import isolate, plural
from ponzi_desktop.ui.history_common import EmptyCard, FeltPage
from ponzi_desktop.ui.history_detail import GameDetail
from ponzi_desktop.ui.history_list import HistoryList
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import themed_box
from ponzi_desktop.ui.save_questions import ask_export_path
from ponzi_desktop.ui.settings import documents_dir

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry

translate = QCoreApplication.translate
#: The list's width in a 1280x720 window: the rest is the chosen game's sheet, which must fit whole.
LIST_WIDTH = 350


def default_csv_writer(entries: list[GameEntry], path: Path) -> None:
    """The history's one CSV writer, the command line's too."""
    write_csv(entries, path)

#: How long "Exported to …" stands in the place of the count of games (milliseconds).
EXPORTED_SHOWN_MS = 6000


class HistoryPage(FeltPage):
    """The finished games. Asks, never acts: `replay_requested(entry)`, `new_game_requested()`,
    `statistics_requested()`, `back_requested()`."""

    replay_requested = Signal(object)
    new_game_requested = Signal()
    statistics_requested = Signal()

    def __init__(self, entries: Callable[[], list[GameEntry]], parent: QWidget | None = None,
                 csv_writer: Callable[[list[GameEntry], Path], None] | None = None) -> None:
        self.provider = entries
        self.csv_writer = csv_writer or default_csv_writer
        self.all_entries: list[GameEntry] = []
        self.shown_entries: list[GameEntry] = []
        super().__init__(translate("HistoryPages", "Game History"), translate("HistoryPages", "S&tatistics"),
                         parent)
        self.setObjectName("history_page")
        self.setAccessibleName(translate("HistoryPages", "Game history"))
        self.other_button.setToolTip(translate("HistoryPages", "Wins, scores and streaks of every player"))
        self.other_button.clicked.connect(self.statistics_requested)
        self.export_button = QPushButton(translate("HistoryPages", "&Export CSV…"), self)
        self.export_button.clicked.connect(self.export_csv)
        self.bar.addWidget(self.export_button)
        body = QHBoxLayout()
        body.setSpacing(14)
        self.list = HistoryList(self)
        self.list.setAccessibleName(translate("HistoryPages", "Finished games"))
        self.list.current_changed.connect(self._current_changed)
        self.list.replay_requested.connect(self.replay_requested)  # Enter or a double-click on a game
        self.detail = GameDetail(self)
        self.detail.replay_requested.connect(self.replay_requested)
        self.empty = EmptyCard(self)
        self.empty.button.clicked.connect(self.new_game_requested)
        body.addWidget(self.list)
        body.addWidget(self.detail, 1)
        body.addWidget(self.empty, 0, Qt.AlignmentFlag.AlignCenter)
        self.body.addLayout(body, 1)
        self.setFocusProxy(self.list)
        self.rescaled()
        self._show_empty(None)

    def rescaled(self) -> None:
        if not hasattr(self, "list"):
            return
        self.list.set_scale(self.scale)
        self.list.setFixedWidth(self.px(LIST_WIDTH))
        self.detail.set_scale(self.scale)
        self.empty.set_scale(self.scale)

    # ---- the games ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the history again and list the games the filters keep."""
        if not hasattr(self, "list"):
            return
        self.all_entries = list(self.provider())
        since, until = self.filters.range()
        self.shown_entries = filtered(self.all_entries, self.filters.game(), since, until)
        self._say_count()
        self.list.set_entries(self.shown_entries)
        if self.shown_entries:
            why = None
        elif self.all_entries:
            why = translate("HistoryPages", "The filters keep no game: there is nothing to write")
        else:
            why = translate("HistoryPages", "No game has been finished yet: there is nothing to write")
        explain_widget(self.export_button, why, translate("HistoryPages", "Write the games listed to a "
                                                                        "spreadsheet file, one row per player"))
        self._show_empty(None if self.shown_entries else ("none" if not self.all_entries else "filtered"))

    def _show_empty(self, why: str | None) -> None:
        self.list.setVisible(why is None)
        self.detail.setVisible(why is None)
        self.empty.setVisible(why is not None)
        if why == "filtered":
            self.empty.heading.setText(translate("HistoryPages", "No game matches these filters"))
            self.empty.text.setText(translate("HistoryPages", "Choose another game or a longer time to see more "
                                                              "of your finished games."))
            self.empty.button.hide()
        else:
            self.empty.heading.setText(translate("HistoryPages", "No finished games yet"))
            self.empty.text.setText(translate("HistoryPages", "Every game you play to the end appears here, with "
                                                              "its scores, to look at again or to replay."))
            self.empty.button.setVisible(why is not None)

    def _current_changed(self, entry: GameEntry | None) -> None:
        self.detail.show_entry(entry)

    def current(self) -> GameEntry | None:
        return self.list.current()

    # ---- export -------------------------------------------------------------------------------------------
    def export_csv(self) -> None:
        """Export CSV…: the games listed, one row per seat, to a file the person chooses."""
        if not self.shown_entries:
            return
        path = ask_export_path(self, documents_dir() / "game-history.csv",
                               translate("HistoryPages", "Export the Game History"),
                               translate("HistoryPages", "The games listed are written to “%1”, one row per "
                                                         "player, for a spreadsheet."))
        if path is None:
            return
        try:
            self.csv_writer(self.shown_entries, path)
        except OSError as exc:
            box = themed_box(self, QMessageBox.Icon.Warning, translate("HistoryPages", "Cannot Export"),
                             translate("HistoryPages", "The file could not be written."), str(exc))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            return
        self.exported = path
        self.count_label.setText(translate("HistoryPages", "Exported to %1").replace("%1", isolate(str(path))))
        QTimer.singleShot(EXPORTED_SHOWN_MS, self, self._say_count)  # then the count again: it says what the list holds

    def _say_count(self) -> None:
        n = len(getattr(self, "shown_entries", ()))
        self.count_label.setText(plural(translate("HistoryPages", "%n game(s)", None, n), n))
