"""The History page's list of finished games, newest first: one cream card per game with the game's picture,
its name, when it ended and how long it was, and a chip per seat (who sat there, as person or bot, their role,
and their score; the winners' chips gilded, a bankrupt seat's greyed). Painted by a delegate, every name as
plain text; what a full card cannot show is in its tooltip.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import escape
from ponzi_desktop.ui.history_common import emblem_pixmap, length_text, result_text, seat_text, when_text
from ponzi_desktop.ui.look import BRASS, INK, seat_colour, serif
from ponzi_desktop.ui.saved_games import LIST_STYLE

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry

ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
#: The lines of chips a card has room for; the seats that do not fit are counted in a last chip ("+2").
CHIP_LINES = 2


class HistoryModel(QAbstractListModel):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._entries: list[GameEntry] = []

    def set_entries(self, entries: list[GameEntry]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self.endResetModel()

    def entries(self) -> list[GameEntry]:
        return list(self._entries)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        if role == ENTRY_ROLE:
            return entry
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(entry)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return " · ".join(texts(entry))
        return None


def chip_text(entry: GameEntry, seat) -> str:
    return ("★ " if seat.winner else "") + f"{seat_text(entry, seat)}  {result_text(entry, seat)}"


def chip_order(entry: GameEntry) -> list:
    """The seats as the card shows them: the winners first, then the others as they finished (the higher score
    first, a bankrupt seat last), seat order between equals: "+n" hides the last of the table, never the second."""
    return sorted(entry.seats, key=lambda seat: (not seat.winner, bool(seat.bankrupt),
                                                 -(seat.score if seat.score is not None else -10**9), seat.index))


def texts(entry: GameEntry) -> list[str]:
    """Every text of an entry's card, whole."""
    return [games.title(entry.game), when_text(entry), length_text(entry), *(chip_text(entry, s) for s in chip_order(entry))]


def tooltip(entry: GameEntry) -> str:
    lines = [f"<b>{escape(games.title(entry.game))}</b>", escape(when_text(entry)),
             escape(length_text(entry)), *(escape(chip_text(entry, s)) for s in chip_order(entry)),
             "<i>" + escape(QCoreApplication.translate("HistoryPages", "Press Enter or double-click to replay "
                                                                            "this game.")) + "</i>"]
    return "<p style='white-space:pre-wrap'>" + "<br>".join(lines) + "</p>"


@dataclass
class CardLayout:
    """Where a card draws what: the picture, the title and time, the length, and the chips (text, rect)."""

    picture: QRectF
    title: QRectF
    when: QRectF
    length: QRectF
    chips: list[tuple[str, QRectF, object]]  # (text, rect, seat or None for the "+n" chip)
    cut: list[str]  # texts not drawn whole


class HistoryDelegate(QStyledItemDelegate):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.scale = 1.0
        self._fonts()

    def set_scale(self, k: float) -> None:
        self.scale = k
        self._fonts()

    def _fonts(self) -> None:
        k = self.scale
        self.title_font = serif(12.5 * k, True)
        self.body_font = QFont()
        self.body_font.setPixelSize(round(13 * k))
        self.chip_font = QFont()
        self.chip_font.setPixelSize(round(12.5 * k))
        self.pad = round(8 * k)
        self.picture = QSize(round(84 * k), round(58 * k))

    def _chip_height(self) -> float:
        return QFontMetricsF(self.chip_font).height() + 6 * self.scale

    def _head_height(self) -> float:
        """The picture, or the title, the time and the length beside it, whichever is taller."""
        title = QFontMetricsF(self.title_font).height()
        body = QFontMetricsF(self.body_font).height()
        return max(self.picture.height(), title + 2 * body)

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 - Qt override
        chips = CHIP_LINES * self._chip_height() + (CHIP_LINES - 1) * 4 * self.scale
        return QSize(300, round(self._head_height() + 6 * self.scale + chips + 2 * self.pad + 4))

    @staticmethod
    def card_rect(rect) -> QRectF:
        return QRectF(rect).adjusted(1, 2, -1, -2)

    def card_layout(self, entry: GameEntry, rect: QRectF) -> CardLayout:
        """The picture at the top left, the title, the time and the length beside it, one a line; the chips
        under them all, across the card."""
        k, pad = self.scale, self.pad
        picture = QRectF(rect.left() + pad, rect.top() + pad, self.picture.width(), self.picture.height())
        left = picture.right() + pad + 2
        right = rect.right() - pad
        title_m, body_m = (QFontMetricsF(f) for f in (self.title_font, self.body_font))
        y = rect.top() + pad
        title = QRectF(left, y, right - left, title_m.height())
        y += title_m.height()
        when_rect = QRectF(left, y, right - left, body_m.height())
        y += body_m.height()
        length = QRectF(left, y, right - left, body_m.height())
        cut = [text for text, box, m in ((games.title(entry.game), title, title_m), (when_text(entry), when_rect, body_m),
                                         (self.length_words(entry, length.width()), length, body_m))
               if m.horizontalAdvance(text) > box.width() + 0.5]
        top = rect.top() + pad + self._head_height() + 6 * k
        chips, _hidden = self._chips(entry, rect.left() + pad, right, top)  # the seats in "+n" are in the tooltip
        cut += [text for text, box, seat in chips if seat is not None and self._chip_width(text) > box.width() + 0.5]
        return CardLayout(picture, title, when_rect, length, chips, cut)

    def length_words(self, entry: GameEntry, width: float) -> str:
        """The game's length as it fits `width`: whole, else without the moves (the tooltip has them all)."""
        whole = length_text(entry)
        if QFontMetricsF(self.body_font).horizontalAdvance(whole) <= width + 0.5:
            return whole
        return length_text(entry, moves=False)

    def _chip_width(self, text: str, seat: bool = True) -> float:
        """A chip's width for `text`: the words, the seat's dot before them (a seat's chip) and the ends."""
        return QFontMetricsF(self.chip_font).horizontalAdvance(text) + (29 if seat else 16) * self.scale

    def _chips(self, entry: GameEntry, left: float, right: float, top: float):
        """The chips in at most `CHIP_LINES` lines from `top`, [(text, rect, seat or None)], and the seats
        left out (counted in a last "+n" chip). The winners come first, so "+n" never hides one."""
        k, h = self.scale, self._chip_height()
        gap, room = 6 * k, right - left
        lines: list[list[tuple[str, float, object]]] = [[]]
        seats = chip_order(entry)
        placed = 0
        for seat in seats:
            text = chip_text(entry, seat)
            w = min(self._chip_width(text), room)
            used = sum(c[1] for c in lines[-1]) + gap * len(lines[-1])
            if lines[-1] and left + used + w > right:
                if len(lines) == CHIP_LINES:
                    break
                lines.append([])
            lines[-1].append((text, w, seat))
            placed += 1
        if placed < len(seats):  # room for "+n" on the last line: its last chips give way, or the last one narrows
            last = lines[-1]
            while True:
                more = self._chip_width(f"+{len(seats) - placed}", seat=False)
                used = sum(c[1] for c in last) + gap * len(last)
                if left + used + more <= right:
                    break
                if len(last) > 1:
                    last.pop()
                    placed -= 1
                    continue
                text, w, seat = last[0]  # one chip on the line: it gives up the room "+n" needs
                last[0] = (text, max(h, room - gap - more), seat)
                break
            more_text = f"+{len(seats) - placed}"
            last.append((more_text, self._chip_width(more_text, seat=False), None))
        chips = []
        for n, line in enumerate(lines):
            x, y = left, top + n * (h + 4 * k)
            for text, w, seat in line:
                chips.append((text, QRectF(x, y, min(w, right - x), h), seat))
                x += w + gap
        return chips, seats[placed:]

    def paint(self, p: QPainter, option: QStyleOptionViewItem, index) -> None:
        entry: GameEntry = index.data(ENTRY_ROLE)
        if entry is None:
            return
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect(option.rect)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        hovered = bool(option.state & QStyle.StateFlag.State_MouseOver)
        p.setBrush(QColor("#f3e2b8") if selected else QColor("#fff4dc") if hovered else QColor("#fffaf0"))
        p.setPen(QPen(BRASS if selected else QColor("#d5c39c"), 2 if selected else 1))
        p.drawRoundedRect(rect, 8, 8)
        shape = self.card_layout(entry, rect)
        ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        p.drawPixmap(shape.picture.toRect(), emblem_pixmap(entry.game, self.picture, ratio))
        p.setFont(self.title_font)
        p.setPen(INK)
        p.drawText(shape.title, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, games.title(entry.game))
        p.setFont(self.body_font)
        p.setPen(QColor("#6b5a40"))
        p.drawText(shape.when, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, when_text(entry))
        p.setPen(QColor("#3b2a17"))
        p.drawText(shape.length, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   self.length_words(entry, shape.length.width()))
        p.setFont(self.chip_font)
        seats = entry.record.seats
        for text, box, seat in shape.chips:
            self._chip(p, text, box, seat, seats)
        p.restore()

    def _chip(self, p: QPainter, text: str, box: QRectF, seat, seats) -> None:
        k = self.scale
        if seat is not None and seat.winner:
            fill, edge, ink = QColor("#f6d77f"), QColor("#b08d2e"), INK
        elif seat is not None and seat.bankrupt:
            fill, edge, ink = QColor("#ece4d4"), QColor("#cdbf9f"), QColor("#6b5a40")
        else:
            fill, edge, ink = QColor("#f6ecd6"), QColor("#d5c39c"), QColor("#3b2a17")
        p.setBrush(fill)
        p.setPen(QPen(edge, 1))
        p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        inner = box.adjusted(9 * k, 0, -7 * k, 0)
        if seat is not None:
            dot = QRectF(inner.left(), box.center().y() - 4 * k, 8 * k, 8 * k)
            p.setBrush(seat_colour(seats, seat.index))
            p.setPen(QPen(QColor(43, 33, 24, 120), 1))
            p.drawEllipse(dot)
            inner.setLeft(dot.right() + 5 * k)
        font = QFont(self.chip_font)
        font.setStrikeOut(seat is not None and seat.bankrupt)
        p.setFont(font)
        p.setPen(ink)
        shown = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, inner.width() + 1)
        align = Qt.AlignmentFlag.AlignLeft if seat is not None else Qt.AlignmentFlag.AlignHCenter
        p.drawText(inner if seat is not None else box, Qt.AlignmentFlag.AlignVCenter | align, shown)


class HistoryList(QListView):
    """The finished games as cards; `current_changed(entry or None)` as the selection moves,
    `replay_requested(entry)` on Enter or a double click (as the saved games' list opens a save)."""

    current_changed = Signal(object)
    replay_requested = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.model_ = HistoryModel(self)
        self.setModel(self.model_)
        self.delegate = HistoryDelegate(self)
        self.setItemDelegate(self.delegate)
        self.setUniformItemSizes(True)
        self.setMouseTracking(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setFrameShape(QListView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.setStyleSheet(LIST_STYLE)
        self.selectionModel().currentChanged.connect(lambda *_: self.current_changed.emit(self.current()))
        self.doubleClicked.connect(self._activated)

    def _activated(self, index: QModelIndex) -> None:
        entry = index.data(ENTRY_ROLE) if index.isValid() else None
        if entry is not None:
            self.replay_requested.emit(entry)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._activated(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def set_scale(self, k: float) -> None:
        self.delegate.set_scale(k)
        self.scheduleDelayedItemsLayout()

    def set_entries(self, entries: list[GameEntry]) -> None:
        keep = self.current()
        self.model_.set_entries(entries)
        row = next((i for i, e in enumerate(entries) if keep is not None and e.digest == keep.digest), 0)
        if entries:
            self.setCurrentIndex(self.model_.index(row))
            self.scrollTo(self.model_.index(row))
        else:
            self.current_changed.emit(None)

    def current(self) -> GameEntry | None:
        index = self.currentIndex()
        return index.data(ENTRY_ROLE) if index.isValid() else None

    def cut_texts(self) -> list[str]:
        """The texts of the cards on screen that are not drawn whole."""
        out = []
        for row, entry in enumerate(self.model_.entries()):
            rect = self.visualRect(self.model_.index(row))
            if rect.intersects(self.viewport().rect()):
                out += self.delegate.card_layout(entry, self.delegate.card_rect(rect)).cut
        return out
