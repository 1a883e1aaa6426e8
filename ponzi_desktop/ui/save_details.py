"""The details beside the list in Game → Open: the chosen save in full (its picture, name, game, round, players
and when it was saved, or what is wrong with it) and the Rename and Delete buttons that act on it; and whether a
save can be opened here at all (`playable`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import escape, isolate, paired_bidi
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.labels import BOT_LEVELS, SAVE_PROBLEMS, label
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import seat_colour, serif
from ponzi_desktop.ui.save_entry import actions_text, entry_texts, round_text, when_text
from ponzi_desktop.ui.save_pictures import SavePicture, picture
from ponzi_desktop.ui.saved_games import LIST_STYLE

if TYPE_CHECKING:
    from ponzi_desktop.persistence import SaveSummary

#: How big the picture is in the details (logical pixels): the stored picture, reduced to leave the words room.
DETAIL_PICTURE = QSize(256, 144)
#: The details' width: room for the words and for the Rename and Delete buttons side by side in every language.
DETAIL_WIDTH = 320


def playable(summary: SaveSummary) -> bool:
    """Whether the save can be opened here: it is sound, and its game has a table in this version."""
    return summary.ok and any(g.id == summary.game for g in games.playable())


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
        self.picture = SavePicture(self, DETAIL_PICTURE)
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
        none = self.tr("Choose a saved game in the list") if summary is None else None
        explain_widget(self.rename_button, none or (self.tr(
            "The autosave keeps its name: open it and use Save As to keep a copy.") if summary.autosave else None),
            self.tr("Give this saved game another name (F2)"))
        explain_widget(self.delete_button, none, self.tr("Delete this saved game (Del)"))
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
