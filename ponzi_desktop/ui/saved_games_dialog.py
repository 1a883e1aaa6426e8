"""Game → Open: every saved game in a list with its picture and details, to open, rename, delete or import.

Saved games live in the per-user saves folder (`settings.saves_dir`); files from elsewhere come in through
"Import a File…" (copied once `read_save` accepts them) and go out through Game → Export. The details beside the
list are save_details.py's; the name asked for a save and the question before deleting one, save_questions.py's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.persistence import Library, SaveError, SaveSummary
from ponzi_desktop.ui.formatting import no_widow
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, paper_palette, themed_box
from ponzi_desktop.ui.save_details import SaveDetails, playable
from ponzi_desktop.ui.save_entry import entry_texts
from ponzi_desktop.ui.save_questions import ask_delete, ask_name, show_save_problem
from ponzi_desktop.ui.saved_games import SavedGamesView, library

#: How soon after a file in the folders changes the list reads them again (at most that often).
FOLLOW_MS = 1000


class SavedGamesDialog(QDialog):
    """Every saved game and the latest autosave: open one, rename or delete it, or import a file.

    After `exec()`, `chosen` is the `SaveSummary` of the save to open (None when the dialog was closed), to play
    on or, when `replay` is True, to replay; `renamed` maps every path renamed on the way to its new one."""

    def __init__(self, parent: QWidget | None = None, lib: Library | None = None) -> None:
        super().__init__(parent)
        self.library = lib if lib is not None else library()
        self.chosen: SaveSummary | None = None
        self.replay = False  # the chosen save is to be replayed, not played on
        self.renamed: dict[Path, Path] = {}
        self.setObjectName("saved_games_dialog")
        self.setWindowTitle(self.tr("Saved Games"))
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        self.setMinimumSize(880, 600)
        if parent is not None:  # more of the list on a larger window, within reason
            self.resize(min(1100, max(880, round(parent.width() * 0.7))),
                        min(900, max(600, round(parent.height() * 0.8))))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(10)
        title = dialog_heading(self.tr("Saved Games"), self)
        layout.addWidget(title)
        hint = QLabel(no_widow(self.tr("Your saved games and the latest autosave, newest first. Press Enter or "
                                       "double-click to open one.")), self)
        hint.setProperty("role", "hint")
        hint.setWordWrap(True)
        hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(hint)
        body = QHBoxLayout()
        body.setSpacing(14)
        self.view = SavedGamesView(compact=False, click_opens=False, parent=self)
        self.view.setMinimumWidth(480)
        self.view.setAccessibleName(self.tr("Saved games"))
        self.view.open_requested.connect(self._open)
        self.empty = QLabel(self.tr("No saved games yet.\n\nDuring a game, Game → Save (Ctrl+S) keeps it here; "
                                    "a file from another computer comes in with “Import a File…”."), self)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setProperty("role", "hint")
        self.empty.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.details = SaveDetails(self)
        body.addWidget(self.view, 1)
        body.addWidget(self.empty, 1)
        body.addWidget(self.details)
        layout.addLayout(body, 1)
        self.details.rename_button.clicked.connect(self.rename)
        self.details.delete_button.clicked.connect(self.delete)

        buttons = QHBoxLayout()
        self.import_button = QPushButton(self.tr("&Import a File…"), self)
        self.import_button.setToolTip(self.tr("Copy a saved game from another folder into your saved games"))
        self.import_button.clicked.connect(self.import_file)
        self.folder_button = QPushButton(self.tr("Show the &Folder"), self)
        self.folder_button.setToolTip(self.tr("Open the folder your saved games are kept in"))
        self.folder_button.clicked.connect(self.show_folder)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.clicked.connect(self.reject)
        self.open_button = QPushButton(self.tr("&Open"), self)
        self.open_button.setProperty("role", "primary")
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(lambda: self._open(self.view.current()))
        self.replay_button = QPushButton(self.tr("&Replay"), self)
        self.replay_button.setObjectName("replay_save")
        self.replay_button.clicked.connect(lambda: self._open(self.view.current(), replay=True))
        for button in (self.import_button, self.folder_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.open_button)
        layout.addLayout(buttons)

        self.view.delete_requested.connect(self.delete)
        self.view.rename_requested.connect(self.rename)
        self.view.selectionModel().currentChanged.connect(lambda *_: self._current_changed())
        self.refresh()
        self.view.setFocus()
        # the game on the table goes on behind the dialog (its bots play, each move autosaved): the list follows
        # the folders, so the autosave's time and moves are those of its last save, not of the dialog's opening
        self._follow_timer = QTimer(self)
        self._follow_timer.setSingleShot(True)
        self._follow_timer.setInterval(FOLLOW_MS)
        self._follow_timer.timeout.connect(self._follow)
        self._watcher = QFileSystemWatcher(self)
        folders = [f for f in (self.library.saves, self.library.autosaves) if f is not None and f.is_dir()]
        if folders:
            self._watcher.addPaths([str(f) for f in folders])
        self._watcher.directoryChanged.connect(self._folder_changed)

    # ---- the list -----------------------------------------------------------------------------------------
    def refresh(self, select: Path | None = None) -> None:
        """Read the folder again (unchanged files come from the library's cache)."""
        summaries = self.library.summaries()
        self.view.set_summaries(summaries, keep=select)
        has = bool(summaries)
        self.view.setVisible(has)
        self.details.setVisible(has)
        self.empty.setVisible(not has)
        self._current_changed()

    def _folder_changed(self) -> None:
        if not self._follow_timer.isActive():  # not restarted by each write: a fast game is followed all along
            self._follow_timer.start()

    def _follow(self) -> None:
        """Read the folders again after a write, and show what changed (nothing moves when nothing did)."""
        if self.library.summaries() != self.view.model_.summaries():
            bar = self.view.verticalScrollBar()
            place = bar.value()
            self.refresh()
            bar.setValue(place)  # the list stays where the person scrolled it (`refresh` shows the chosen one)

    def _current_changed(self) -> None:
        summary = self.view.current()
        self.details.show_summary(summary)
        if summary is None:
            why = self.tr("Choose a saved game in the list") if self.view.model_.summaries() \
                else self.tr("There are no saved games yet")
        elif not summary.ok:
            why = self.tr("This file cannot be read: its details say why")
        elif not playable(summary):
            why = self.tr("This game cannot be played in this version yet.")
        else:
            why = None
        explain_widget(self.open_button, why, self.tr("Go on with this game where it was left"))
        explain_widget(self.replay_button, why, self.tr("Watch this game move by move, from the start, without "
                                                        "playing on"))

    def visible_texts(self) -> list[str]:
        return self.view.visible_texts()

    # ---- what the buttons do -------------------------------------------------------------------------------
    def _open(self, summary: SaveSummary | None, replay: bool = False) -> None:
        if summary is None:
            return
        if not summary.ok:
            show_save_problem(self, self.tr("Cannot Open the Game"), summary.problem)
            return
        if not playable(summary):
            return
        self.chosen = summary
        self.replay = replay
        self.accept()

    def rename(self) -> None:
        summary = self.view.current()
        if summary is None or summary.autosave:
            return
        shown = entry_texts(summary).name
        name = ask_name(self, self.library, shown, summary.path, renaming=True)
        if name is None or name == shown:
            return
        try:
            moved = self.library.rename(summary.path, name)
        except (OSError, ValueError) as exc:
            box = themed_box(self, QMessageBox.Icon.Warning, self.tr("Cannot Rename the Saved Game"),
                             self.tr("The saved game could not be renamed."), str(exc))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            self.refresh()
            return
        self.renamed = {old: (moved if new == summary.path else new) for old, new in self.renamed.items()}
        self.renamed[summary.path] = moved
        self.refresh(select=moved)

    def delete(self) -> None:
        summary = self.view.current()
        if summary is None or not ask_delete(self, summary, (self.details, self.details.delete_button)):
            return
        row = self.view.currentIndex().row()
        try:
            self.library.delete(summary.path)
        except OSError as exc:
            box = themed_box(self, QMessageBox.Icon.Warning, self.tr("Cannot Delete the Saved Game"),
                             self.tr("The saved game could not be deleted."), str(exc))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
        rest = [s for s in self.view.model_.summaries() if s.path != summary.path]
        self.refresh(select=rest[min(row, len(rest) - 1)].path if rest else None)

    def import_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import a Saved Game"), str(Path.home()),
                                              self.tr("Saved games (*.json);;All files (*)"))
        if not name:
            return
        source = Path(name)
        if source.parent.resolve() == self.library.saves.resolve():
            self.refresh(select=source)  # already one of the saved games
            return
        try:
            copied = self.library.import_file(source)
        except SaveError as exc:
            show_save_problem(self, self.tr("Cannot Import the Game"), exc)
            return
        self.refresh(select=copied)

    def show_folder(self) -> None:
        self.library.saves.mkdir(parents=True, exist_ok=True)
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.library.saves)))
