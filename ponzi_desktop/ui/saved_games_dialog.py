"""Game → Open: every saved game in a list with its picture and details, to open, rename, delete or import;
and the small dialogs it and Save As share (a name for a save, the question before deleting one).

Saved games live in the per-user saves folder (`settings.saves_dir`); files from elsewhere come in through
"Import a File…" (copied once `read_save` accepts them) and go out through Game → Export.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QPoint, QRectF, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.persistence import Library, SaveError, SaveSummary
from ponzi_desktop.persistence.library import MAX_NAME, name_problem
from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import escape, isolate, no_widow, number, paired_bidi
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.dialogs import TableDialog
from ponzi_desktop.ui.kit.labels import BOT_LEVELS, SAVE_PROBLEMS, label
from ponzi_desktop.ui.look import (
    DIALOG_STYLE,
    dialog_heading,
    paper_palette,
    restyle,
    roomy_text,
    seat_colour,
    serif,
    themed_box,
)
from ponzi_desktop.ui.save_entry import actions_text, entry_texts, round_text, when_text
from ponzi_desktop.ui.save_names import shown_name
from ponzi_desktop.ui.save_pictures import picture
from ponzi_desktop.ui.saved_games import LIST_STYLE, SavedGamesView, library

#: How big the picture is in the details (logical pixels): the stored picture, reduced to leave the words room.
DETAIL_PICTURE = QSize(256, 144)
#: The details' width: room for the words and for the Rename and Delete buttons side by side in every language.
DETAIL_WIDTH = 320


#: How soon after a file in the folders changes the list reads them again (at most that often).
FOLLOW_MS = 1000


def playable(summary: SaveSummary) -> bool:
    """Whether the save can be opened here: it is sound, and its game has a table in this version."""
    return summary.ok and any(g.id == summary.game for g in games.playable())


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
        self.picture = _Picture(self, QSize(self.px(160), self.px(90)))
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


class SaveNameDialog(QDialog):
    """A name for a save: for Save As (a name that exists is replaced, and says so) or Rename (it must be free)."""

    def __init__(self, lib: Library, name: str, current: Path | None, renaming: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library, self.current, self.renaming = lib, current, renaming
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        roomy_text(self)
        self.setWindowTitle(self.tr("Rename the Saved Game") if renaming else self.tr("Save the Game"))
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 18)
        layout.setSpacing(8)
        title = dialog_heading(self.windowTitle(), self, small=True)
        layout.addWidget(title)
        caption = QLabel(self.tr("&Name of the saved game"), self)
        caption.setStyleSheet("font-weight: 600;")
        self.edit = QLineEdit(name, self)
        self.edit.setMaxLength(MAX_NAME + 10)  # a few over, so the message can say what is too long
        self.edit.setAccessibleName(self.tr("Name of the saved game"))
        caption.setBuddy(self.edit)
        layout.addWidget(caption)
        layout.addWidget(self.edit)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.addButton(self.tr("&Rename") if renaming else self.tr("&Save"),
                                                QDialogButtonBox.ButtonRole.AcceptRole)
        restyle(self.ok_button, "role", "primary")
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self.edit.selectAll()
        self.edit.setFocus()
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
            self.message.setText(problem)
            restyle(self.message, "role", "error")
        elif other is not None:
            self.message.setText(self.tr("A saved game called “%1” exists: saving replaces it.")
                                 .replace("%1", isolate(shown_name(self.library.summary(other)))))
            restyle(self.message, "role", "error")
        else:
            self.message.setText(self.tr("Saved games are kept in the app's own folder."))
            restyle(self.message, "role", "hint")
        self.message.setText(no_widow(self.message.text()))  # never a word alone on its last line
        self.ok_button.setEnabled(problem is None)
        restyle(self.edit, "invalid", problem is not None)
        # room for two lines of the (bold) message, whatever it says: the buttons below never move
        bold = self.message.font()
        bold.setBold(True)
        self.message.setFixedHeight(2 * QFontMetrics(bold).lineSpacing() + 4)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()


class _OneLine(QLabel):
    """A plain-text label on one line, cut short with "…" when the room is too small (the whole text in its
    tooltip)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.full = ""

    def set_full_text(self, text: str) -> None:
        self.full = text
        self._elide()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideMiddle, max(self.width(), 20))
        self.setText(shown if shown == self.full else paired_bidi(shown))  # no isolate left open by the cut
        self.setToolTip(f"<p>{escape(self.full)}</p>" if shown != self.full else "")


class _Picture(QWidget):
    """The save's picture with rounded corners and a thin edge, as the list draws it."""

    def __init__(self, parent: QWidget, size: QSize = DETAIL_PICTURE) -> None:
        super().__init__(parent)
        self.setFixedSize(size)
        self.pixmap = QPixmap()

    def set_pixmap(self, pixmap: QPixmap) -> None:
        self.pixmap = pixmap
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.pixmap.isNull():
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        clip = QPainterPath()
        clip.addRoundedRect(frame, 8, 8)
        p.setClipPath(clip)
        p.drawPixmap(self.rect(), self.pixmap)
        p.setClipping(False)
        p.setPen(QPen(QColor(43, 33, 24, 120), 1))
        p.drawRoundedRect(frame, 8, 8)


class SaveDetails(QFrame):
    """The chosen save in full: its picture, name, game, round, players and when it was saved, or what is
    wrong with it; and the buttons that act on it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("save_details")
        self.setStyleSheet("QFrame#save_details { background: #fffaf0; border: 1px solid #d5c39c; "
                           "border-radius: 10px; }")
        self.setFixedWidth(DETAIL_WIDTH)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 16, 16, 14)
        outer.setSpacing(8)
        self.picture = _Picture(self)
        outer.addWidget(self.picture, 0, Qt.AlignmentFlag.AlignHCenter)
        # the words scroll when a long name, many players and a large font need more height than there is
        # (a window of 720 pixels): nothing is ever squeezed under the picture or cut off
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("save_details_words")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea#save_details_words { background: transparent; }" + LIST_STYLE)
        words = QWidget(self.scroll)
        words.setObjectName("save_details_text")
        words.setStyleSheet("QWidget#save_details_text { background: transparent; }")
        self.scroll.viewport().setAutoFillBackground(False)
        self.scroll.setWidget(words)
        outer.addWidget(self.scroll, 1)
        layout = QVBoxLayout(words)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.name = self._label()  # wrapped: a long name takes another line, never an ellipsis
        self.name.setObjectName("save_name")
        self.name.setFont(serif(14, True))
        self.game = self._label()
        self.game.setStyleSheet("font-weight: 600;")
        self.progress = self._label()
        self.when = self._label()
        self.when.setProperty("role", "hint")
        self.problem = self._label()
        self.problem.setProperty("role", "error")
        self.reason = self._label()
        self.reason.setProperty("role", "hint")
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.name, self.game, self.progress, self.when, self.problem, self.reason):
            layout.addWidget(widget)
        self.players = QVBoxLayout()
        self.players.setSpacing(2)
        layout.addSpacing(4)
        layout.addLayout(self.players)
        self.note = self._label()
        self.note.setProperty("role", "hint")
        layout.addWidget(self.note)
        layout.addStretch(1)
        row = QHBoxLayout()
        self.rename_button = QPushButton(self.tr("Re&name…"), self)
        self.rename_button.setToolTip(self.tr("Give this saved game another name (F2)"))
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        self.delete_button.setToolTip(self.tr("Delete this saved game (Del)"))
        row.addWidget(self.rename_button)
        row.addWidget(self.delete_button)
        outer.addLayout(row)

    def _fit_words(self) -> None:
        """Give the words the height they need at the width they have (a scroll area gives its widget only
        the height its size hint asks, which does not know how many lines wrapped words take)."""
        words = self.scroll.widget()
        width = self.scroll.width() - self.scroll.verticalScrollBar().sizeHint().width()  # with a bar or not
        layout = words.layout()
        layout.invalidate()  # its cached heights are of the words before
        if layout.hasHeightForWidth() and width > 0:
            words.setMinimumHeight(layout.totalHeightForWidth(width))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_words()

    def _label(self, font=None) -> QLabel:
        widget = QLabel(self.scroll.widget())
        widget.setTextFormat(Qt.TextFormat.PlainText)  # names and file names are what people typed
        widget.setWordWrap(True)
        widget.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        if font is not None:
            widget.setFont(font)
        return widget

    def show_summary(self, summary: SaveSummary | None) -> None:
        self._fill(summary)
        self._fit_words()

    def _fill(self, summary: SaveSummary | None) -> None:
        while self.players.count():
            item = self.players.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # at once: deleteLater waits for the event loop
                item.widget().deleteLater()
        for widget in (self.name, self.game, self.progress, self.when, self.problem, self.reason, self.note):
            widget.clear()
            widget.setVisible(False)
        self.rename_button.setEnabled(summary is not None and not summary.autosave)
        self.delete_button.setEnabled(summary is not None)
        self.rename_button.setToolTip(self.tr("The autosave keeps its name: open it and use Save As to keep a "
                                              "copy.") if summary is not None and summary.autosave
                                      else self.tr("Give this saved game another name (F2)"))
        if summary is None:
            self.picture.set_pixmap(QPixmap())
            return
        self.picture.set_pixmap(picture(summary, DETAIL_PICTURE, self.devicePixelRatioF()))
        texts = entry_texts(summary)
        self._show(self.name, texts.name)
        self._show(self.when, when_text(summary, long=True))
        if not summary.ok:
            self._show(self.problem, label(SAVE_PROBLEMS, summary.problem.kind))
            self._show(self.reason, str(summary.problem))
            return
        title = games.title(summary.game)
        if summary.autosave:
            self._show(self.game, f"{title} · {texts.badge}")
        elif not texts.name.casefold().startswith(title.casefold()):  # a made-up name says it already
            self._show(self.game, title)
        self._show(self.progress, " · ".join(t for t in (round_text(summary), actions_text(summary.actions)) if t))
        for seat_number, seat in enumerate(summary.seats):
            row = self._player(summary, seat_number, seat)
            self.players.addWidget(row)
            row.show()  # now, not when the event loop gets to it: its height counts at once
        if not playable(summary):
            self._show(self.note, self.tr("This game cannot be played in this version yet."))

    def _player(self, summary: SaveSummary, number: int, seat) -> QWidget:
        row = QWidget(self.scroll.widget())
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.setSpacing(8)
        dot = QLabel(row)
        dot.setFixedSize(12, 12)
        dot.setStyleSheet(f"background: {seat_colour(summary.seats, number).name()}; border-radius: 6px; "
                          "border: 1px solid rgba(43, 33, 24, 120);")
        shown = isolate(todays_name(seat.name))  # a default name in today's language, as the list says it
        text = shown if seat.kind == "human" else self.tr("%1 (bot: %2)").replace(
            "%1", shown).replace("%2", label(BOT_LEVELS, seat.level or "random"))
        name = _OneLine(row)
        name.set_full_text(text)
        line.addWidget(dot, 0, Qt.AlignmentFlag.AlignVCenter)
        line.addWidget(name, 1)
        return row

    @staticmethod
    def _show(widget: QLabel, text: str) -> None:
        widget.setText(text)
        widget.setVisible(bool(text))


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
        self.replay_button.setToolTip(self.tr("Watch this game move by move, from the start, without playing on"))
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
        self.open_button.setEnabled(summary is not None and playable(summary))
        self.replay_button.setEnabled(summary is not None and playable(summary))

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
