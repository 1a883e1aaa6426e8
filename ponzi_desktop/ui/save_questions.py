"""The small dialogs about one save that Game → Open and the Game menu share: a name for a save (Save As,
Rename; `ask_name`), the question before deleting one (`ask_delete`), and the message for a save file refused
(`show_save_problem`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QSize, QStandardPaths, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.persistence.library import MAX_NAME, name_problem
from ponzi_desktop.ui.formatting import isolate, no_widow, number
from ponzi_desktop.ui.kit.dialogs import TableDialog
from ponzi_desktop.ui.kit.labels import SAVE_PROBLEMS, label
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, paper_palette, restyle, roomy_text, themed_box
from ponzi_desktop.ui.save_entry import entry_texts
from ponzi_desktop.ui.save_names import shown_name
from ponzi_desktop.ui.save_pictures import SavePicture, picture

if TYPE_CHECKING:
    from ponzi_desktop.persistence import Library, SaveSummary


def show_save_problem(parent: QWidget | None, title: str, problem: Exception) -> None:
    """A refused save file: a translated headline, and the technical reason as the detail."""
    box = themed_box(parent, QMessageBox.Icon.Warning, title,
                     label(SAVE_PROBLEMS, getattr(problem, "kind", "damaged")),
                     QCoreApplication.translate("SavedGamesDialog", "Details: %1").replace(
                         "%1", isolate(str(problem))))  # it may quote the file
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


class DeleteQuestion(TableDialog):
    """The question asked before a save is deleted, in the app's own look (the table's dialogs: a wooden frame
    around felt, no stock icon): the save's picture beside its name and what deleting means. Cancel is the
    default (Enter keeps the save); `place_beside` puts it by the details of the save, not over the list."""

    def __init__(self, summary: SaveSummary, parent: QWidget | None = None) -> None:
        translate = QCoreApplication.translate  # the words of the box this replaces, and their translations
        super().__init__(translate("SavedGamesDialog", "Delete the Saved Game"), parent)
        self.setObjectName("delete_question")
        self.picture = SavePicture(self, QSize(self.px(160), self.px(90)))
        self.picture.set_pixmap(picture(summary, self.picture.size(), self.devicePixelRatioF()))
        self.set_picture(self.picture)
        # the name is what someone typed: plain text, isolated for the bidi algorithm inside the sentence
        self.question = self.label(translate("SavedGamesDialog", "Delete “%1”?").replace(
            "%1", isolate(entry_texts(summary).name)), "strong")
        self.detail = self.label(translate("SavedGamesDialog", "The saved game and its picture are deleted for good."),
                                 "soft")
        self.column.addWidget(self.question)
        self.column.addWidget(self.detail)
        self.set_column_width(280)
        self.delete_button = self.add_button(translate("SavedGamesDialog", "&Delete"))
        self.delete_button.clicked.connect(self.accept)
        self.cancel_button = self.add_button(translate("SavedGamesDialog", "Cancel"))
        self.cancel_button.clicked.connect(self.reject)
        self.cancel_button.setDefault(True)
        self.cancel_button.setFocus()
        self._beside: tuple[QWidget, QWidget] | None = None

    def place_beside(self, pane: QWidget, button: QWidget) -> None:
        """Over `pane` (the details of the save), its right edge on the pane's and its bottom just above
        `button` (the Delete button that asked): the list and the entry being deleted stay in sight. Kept on
        the screen. Placed again as it is shown, at the size it takes then."""
        self._beside = (pane, button)
        self._place()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)  # takes the size its words need
        self._place()

    def _place(self) -> None:
        if self._beside is None:
            return
        pane, button = self._beside
        # a window is moved by its frame: the frame's size, where there is one
        size = self.frameGeometry().size() if self.isVisible() else self.sizeHint()
        right = pane.mapToGlobal(QPoint(pane.width(), 0)).x()
        top = button.mapToGlobal(QPoint(0, 0)).y() - self.px(8) - size.height()
        x, y = right - size.width(), top
        screen = pane.screen()
        if screen is not None:
            room = screen.availableGeometry()
            x = max(room.left(), min(x, room.left() + room.width() - size.width()))
            y = max(room.top(), min(y, room.top() + room.height() - size.height()))
        self.move(x, y)


def delete_question(parent: QWidget | None, summary: SaveSummary) -> DeleteQuestion:
    """The question asked before a save is deleted (Cancel is the default)."""
    return DeleteQuestion(summary, parent)


def ask_delete(parent: QWidget | None, summary: SaveSummary, beside: tuple[QWidget, QWidget] | None = None) -> bool:
    """Ask before deleting a save, placed `beside` (pane, button) when given; True to delete."""
    question = delete_question(parent, summary)
    if beside is not None:
        question.place_beside(*beside)
    return question.exec() == QDialog.DialogCode.Accepted


def ask_name(parent: QWidget | None, lib: Library, name: str, current: Path | None, renaming: bool) -> str | None:
    """Ask for a save's name (Save As, Rename); None when the person cancels."""
    dialog = SaveNameDialog(lib, name, current, renaming, parent)
    return dialog.name() if dialog.exec() == QDialog.DialogCode.Accepted else None


class NameForm(QDialog):
    """A small paper dialog that asks for one name: a heading, the name's field, a line under it that says
    where it goes or what is wrong with it (always two lines high: the buttons below never move), Cancel and
    the dialog's own button. Save As, Rename and Export share it."""

    def __init__(self, title: str, caption: str, spoken: str, name: str, ok_text: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        roomy_text(self)
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.form = layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(8)
        layout.addWidget(dialog_heading(title, self, small=True))
        words = QLabel(caption, self)
        words.setStyleSheet("font-weight: 600;")
        self.edit = QLineEdit(name, self)
        self.edit.setAccessibleName(spoken)
        words.setBuddy(self.edit)
        layout.addWidget(words)
        layout.addWidget(self.edit)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.addButton(ok_text, QDialogButtonBox.ButtonRole.AcceptRole)
        restyle(self.ok_button, "role", "primary")
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.selectAll()
        self.edit.setFocus()

    def problem(self) -> str | None:
        """Why the name cannot be used (a sentence), None when it can."""
        return None

    def mark(self, problem: str | None) -> None:
        """The dialog's button usable, or greyed saying why (`problem`), and the field marked with it."""
        explain_widget(self.ok_button, problem, "")
        restyle(self.edit, "invalid", problem is not None)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()

    def say(self, words: str, problem: bool) -> None:
        """The line under the field: where the name goes, or (`problem`) why it cannot be used."""
        self.message.setText(no_widow(words))  # never a word alone on its last line
        restyle(self.message, "role", "error" if problem else "hint")
        # room for two lines of the (bold) message, whatever it says: the buttons below never move
        bold = self.message.font()
        bold.setBold(True)
        self.message.setFixedHeight(2 * QFontMetrics(bold).lineSpacing() + 4)


class SaveNameDialog(NameForm):
    """A name for a save: for Save As (a name that exists is replaced, and says so) or Rename (it must be free)."""

    def __init__(self, lib: Library, name: str, current: Path | None, renaming: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Rename the Saved Game") if renaming else self.tr("Save the Game"),
                         self.tr("&Name of the saved game"), self.tr("Name of the saved game"), name,
                         self.tr("&Rename") if renaming else self.tr("&Save"), parent)
        self.library, self.current, self.renaming = lib, current, renaming
        self.edit.setMaxLength(MAX_NAME + 10)  # a few over, so the message can say what is too long
        self.edit.textChanged.connect(self._check)
        self._check()

    def name(self) -> str:
        return self.edit.text().strip()

    def problem(self) -> str | None:
        """Why the name cannot be used (a sentence), None when it can."""
        # any character will do: the file gets a safe name of its own
        code = name_problem(self.edit.text())
        if code is not None:
            return {
                "empty": self.tr("Type a name."),
                "characters": self.tr("A name is one line, without tabs."),
                "long": self.tr("A name can have at most %1 characters.").replace("%1", number(MAX_NAME)),
            }.get(code, code)
        other = self.library.taken(self.name(), besides=self.current)
        if other is not None and self.renaming:
            return self.tr("There is already a saved game called “%1”.").replace(
                "%1", isolate(shown_name(self.library.summary(other))))
        return None

    def _check(self) -> None:
        problem = self.problem()
        other = None if problem else self.library.taken(self.name(), besides=self.current)
        if problem:
            self.say(problem, True)
        elif other is not None:
            self.say(self.tr("A saved game called “%1” exists: saving replaces it.")
                     .replace("%1", isolate(shown_name(self.library.summary(other)))), True)
        else:
            self.say(self.tr("Saved games are kept in the app's own folder."), False)
        self.mark(problem)


def ask_export_path(parent: QWidget | None, start: Path, title: str | None = None,
                    written: str | None = None) -> Path | None:
    """Ask where an export writes its file (`start`: the file proposed, its ending the file's kind; `title` and
    `written`, with %1 for the file's name: the history's words, else Game → Export's); None when cancelled."""
    dialog = ExportDialog(start, parent, title, written)
    return dialog.path() if dialog.exec() == QDialog.DialogCode.Accepted else None


class ExportDialog(NameForm):
    """Where an export writes its file (Game → Export, the history's Export CSV), in the look of Save As (not
    the platform's file dialog): the file's name, and a folder among the person's usual ones (Documents,
    Desktop, Downloads, home), or another one chosen."""

    def __init__(self, start: Path, parent: QWidget | None = None, title: str | None = None,
                 written: str | None = None) -> None:
        super().__init__(title or self.tr("Export the Game"), self.tr("File &name"), self.tr("File name"),
                         start.stem, self.tr("&Export"), parent)
        self.suffix = start.suffix or ".json"
        self.written = written or self.tr("The game is written to “%1”, to keep or to send to someone.")
        where = QLabel(self.tr("&Folder"), self)
        where.setStyleSheet("font-weight: 600;")
        self.folder = QComboBox(self)
        self.folder.setAccessibleName(self.tr("Folder"))
        where.setBuddy(self.folder)
        kinds = (QStandardPaths.StandardLocation.DocumentsLocation, QStandardPaths.StandardLocation.DesktopLocation,
                 QStandardPaths.StandardLocation.DownloadLocation, QStandardPaths.StandardLocation.HomeLocation)
        folders = [start.parent] + [Path(QStandardPaths.writableLocation(kind)) for kind in kinds]
        for folder in folders:
            if str(folder) and folder.is_dir() and self.folder.findData(str(folder)) < 0:
                self.folder.addItem(str(folder), str(folder))
        self.other = QPushButton(self.tr("&Other Folder…"), self)
        self.other.setToolTip(self.tr("Choose another folder for the file"))
        self.other.clicked.connect(self._choose_folder)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(self.other)
        self.form.insertWidget(3, where)
        self.form.insertLayout(4, row)
        self.edit.textChanged.connect(self._check)
        self.folder.currentIndexChanged.connect(self._check)
        self._check()

    def path(self) -> Path:
        """The file the game goes to: the name typed, in the folder chosen, a saved game's ending added."""
        name = self.edit.text().strip()
        if not name.lower().endswith(self.suffix.lower()):
            name += self.suffix
        return Path(self.folder.currentData() or Path.home()) / name

    def problem(self) -> str | None:
        """Why the file cannot be written under that name (a sentence), None when it can."""
        name = self.edit.text().strip()
        if not name:
            return self.tr("Type a name.")
        if any(c in name for c in '/\\') or any(ord(c) < 32 for c in name) or name.startswith("."):
            return self.tr("A file's name has no slashes and does not start with a dot.")
        return None

    def _check(self) -> None:
        problem = self.problem()
        if problem:
            self.say(problem, True)
        elif self.path().exists():
            self.say(self.tr("A file called “%1” is in that folder: exporting replaces it.").replace(
                "%1", isolate(self.path().name)), True)
        else:
            self.say(self.written.replace("%1", isolate(self.path().name)), False)
        self.mark(problem)

    def _choose_folder(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # lazy: PySide makes a class and its enums when first named

        chosen = QFileDialog.getExistingDirectory(self, self.tr("Choose a Folder"), self.folder.currentData() or "")
        if chosen:
            if self.folder.findData(chosen) < 0:
                self.folder.addItem(chosen, chosen)
            self.folder.setCurrentIndex(self.folder.findData(chosen))
