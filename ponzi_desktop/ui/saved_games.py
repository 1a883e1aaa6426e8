"""The list of saved games, as the start page and the Open dialog show it: one entry per save (and the latest
autosave), newest first, each with a picture of the table, its name, the game, the round, the players and
when it was saved. A file that cannot be opened is listed too, marked damaged, with the reason.

Here are the saves folder (`library`), the list's model and its view; an entry's words and how it is painted are
save_entry.py's, the pictures save_pictures.py's. This module brings the save files' code (pydantic, the
engine): the start page imports it only when the summaries (`persistence.library.SaveSummary`) arrive, after
its first paint.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractListModel, QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QListView, QSizePolicy, QStyleOptionViewItem, QWidget

from ponzi_desktop.persistence import Library
from ponzi_desktop.ui.save_entry import (
    SUMMARY_ROLE,
    EntryLayout,
    EntryTexts,
    SaveEntryDelegate,
    entry_texts,
    tooltip,
)
from ponzi_desktop.ui.settings import autosave_dir, progress_index_path, saves_dir

if TYPE_CHECKING:
    from pathlib import Path

    from ponzi_desktop.persistence import SaveSummary


_libraries: dict[tuple, Library] = {}


def library() -> Library:
    """The saves folder of this user (one `Library` per folder, so its cache lasts as long as the program)."""
    key = (saves_dir(), autosave_dir(), progress_index_path())
    found = _libraries.get(key)
    if found is None:
        found = _libraries[key] = Library(*key)
    return found


# ---- the model -----------------------------------------------------------------------------------------
class SavedGamesModel(QAbstractListModel):
    """The summaries, in the order given (newest first). `SUMMARY_ROLE` gives an entry's `SaveSummary`."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._items: list[SaveSummary] = []

    def set_summaries(self, summaries: list[SaveSummary]) -> None:
        self.beginResetModel()
        self._items = list(summaries)
        self.endResetModel()

    def summaries(self) -> list[SaveSummary]:
        return list(self._items)

    def row_of(self, path: Path) -> int:
        return next((i for i, s in enumerate(self._items) if s.path == path), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._items)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        summary = self._items[index.row()]
        if role == SUMMARY_ROLE:
            return summary
        if role == Qt.ItemDataRole.DisplayRole:
            return entry_texts(summary).name
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return ", ".join(entry_texts(summary).lines())
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(summary)
        return None


#: The list on cream paper: no frame of its own, and a slim brass scroll bar.
LIST_STYLE = """
QListView { background: transparent; border: none; outline: none; }
QScrollBar:vertical { background: #efe4c8; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #c8a96a; min-height: 32px; border-radius: 5px; }
QScrollBar::handle:vertical:hover { background: #b08d4a; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""


# ---- the view ------------------------------------------------------------------------------------------
class SavedGamesView(QListView):
    """Saved games as a list of cards. `open_requested(summary)` on Enter or a double click, or on a single
    click when `click_opens` (the start page, where an entry is a button).

    With `most` set (the start page), the view asks for room for that many entries, shows as many whole
    entries as the room it gets holds (at least one), and never scrolls."""

    open_requested = Signal(object)
    delete_requested = Signal()  # the Delete key, where entries can be deleted (not on the start page)
    rename_requested = Signal()  # F2

    def __init__(self, compact: bool = False, click_opens: bool = False, most: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model_ = SavedGamesModel(self)
        self.setModel(self.model_)
        self.delegate = SaveEntryDelegate(compact, self)
        self.setItemDelegate(self.delegate)
        self.click_opens = click_opens
        self.most = most
        self.setUniformItemSizes(True)
        self.setMouseTracking(True)  # the hover shade
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet(LIST_STYLE)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.doubleClicked.connect(self._activated)
        if click_opens:
            self.clicked.connect(self._activated)
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        if most is not None:
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_summaries(self, summaries: list[SaveSummary], keep: Path | None = None) -> None:
        if keep is None and self.current() is not None:
            keep = self.current().path
        self.model_.set_summaries(summaries)
        row = self.model_.row_of(keep) if keep is not None else -1
        if row < 0 and not self.click_opens and summaries:
            row = 0
        if row >= 0:
            self.setCurrentIndex(self.model_.index(row))
            self.scrollTo(self.model_.index(row))
        self._fit()
        self.updateGeometry()

    def current(self) -> SaveSummary | None:
        index = self.currentIndex()
        return index.data(SUMMARY_ROLE) if index.isValid() else None

    def _activated(self, index: QModelIndex) -> None:
        summary = index.data(SUMMARY_ROLE)
        if summary is not None:
            self.open_requested.emit(summary)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        # Enter opens here, and only here: the dialog's default button must not open a second time
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._activated(self.currentIndex())
            event.accept()
            return
        if not self.click_opens and self.currentIndex().isValid() and event.modifiers() in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            asks = {Qt.Key.Key_Delete: self.delete_requested, Qt.Key.Key_F2: self.rename_requested}
            if event.key() in asks:
                asks[event.key()].emit()
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self.currentIndex().isValid() and self.model_.rowCount():
            self.setCurrentIndex(self.model_.index(0))  # the keyboard lands on an entry, not on nothing
        super().focusInEvent(event)

    # ---- size --------------------------------------------------------------------------------------------
    def row_height(self) -> int:
        return self.delegate.sizeHint(QStyleOptionViewItem(), QModelIndex()).height()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        if self.most is None:
            return super().sizeHint()
        rows = max(1, min(self.model_.rowCount(), self.most))
        return QSize(self.delegate.sizeHint(QStyleOptionViewItem(), QModelIndex()).width(), rows * self.row_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        if self.most is None:
            return super().minimumSizeHint()
        return QSize(200, self.row_height())

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Show only the entries that fit whole (the start page's view never scrolls)."""
        if self.most is None:
            return
        fit = max(1, min(self.most, self.viewport().height() // max(1, self.row_height())))
        for row in range(self.model_.rowCount()):
            self.setRowHidden(row, row >= fit)

    def shown(self) -> list[SaveSummary]:
        """The entries on screen (all of them, where the view scrolls)."""
        return [s for row, s in enumerate(self.model_.summaries()) if not self.isRowHidden(row)]

    def layouts(self) -> list[tuple[SaveSummary, EntryTexts, EntryLayout]]:
        """The entries on screen as they are drawn now."""
        out = []
        for row, summary in enumerate(self.model_.summaries()):
            if not self.isRowHidden(row):
                texts = entry_texts(summary)
                rect = self.delegate.card_rect(self.visualRect(self.model_.index(row)))
                out.append((summary, texts, self.delegate.entry_layout(summary, texts, rect)))
        return out

    def visible_texts(self) -> list[str]:
        """Every text the entries on screen draw, each whole (for the translation checks)."""
        out = []
        for _summary, texts, shape in self.layouts():
            out += [x for x in (texts.name, texts.badge, *(full for full, _, _ in shape.lines)) if x]
        return out

    def cut_texts(self) -> list[str]:
        """The texts of the entries on screen that are not drawn whole (a name cut after two lines, say)."""
        return [text for _summary, texts, shape in self.layouts() for text in shape.cut(texts.name)]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.LanguageChange):
            self.delegate._fonts()
            self.scheduleDelayedItemsLayout()
        super().changeEvent(event)
