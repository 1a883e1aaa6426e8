"""The History page's detail of one finished game: the game's own end table (its paper sheet with the headline,
how the game ended and every score line, as the players saw it at the end), rebuilt from the record the
history keeps, and the Replay button.

The end table is the game's (`GameUI.end_table`), so each game's score lines read as they did at the table;
it is given a `FinishedGame` in place of a live session: the record replayed once, seen by a spectator.
A record that can no longer be replayed (a game this version lacks) is shown from the history's own lines.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence.replay import replay
from ponzi_desktop.ui import games
from ponzi_desktop.ui.history_common import SCROLL_STYLE, length_text, result_text, seat_text, when_text
from ponzi_desktop.ui.kit.reasons import explain_widget

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry

translate = QCoreApplication.translate


class FinishedGame(QObject):
    """What an end table reads of a session, for a finished game of the history: its record replayed, looked
    at by nobody in particular (everything is public once the game is over). It never changes."""

    state_changed = Signal()
    viewer_changed = Signal(object)

    def __init__(self, entry: GameEntry, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record = entry.record
        self._state = replay(entry.record)  # SaveError when it cannot be
        self.viewer = None

    @property
    def game(self) -> str:
        return self._record.game

    @property
    def record(self):
        return self._record.model_copy(deep=True)

    @property
    def seats(self) -> list:
        return list(self._record.seats)

    @property
    def settings(self) -> Any:
        return game_spec(self._record.game).settings_from(len(self._record.seats), self._record.settings)

    @property
    def outcome(self) -> Any:
        return self._state.outcome

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    def view(self, seat: int | None = -1) -> Any:
        return self._state.view(None if seat == -1 else seat)


#: The least scale the sheet is drawn at in a narrow detail: its smallest words (10 pt) at 11 px and more.
LEAST_SCALE = 0.825
#: How many replayed games the page keeps (going back and forth in the list costs no second replay).
KEPT = 8


#: The sheet's margins and the gap between its columns on the page, in a 1280x720 window (at the table they
#: are wider: 36 and 22). The page shares its width with the list, and these do not scale with the words.
SHEET_MARGINS = (26, 18, 26, 16)
COLUMN_GAP = 12


def tighten(table: QWidget) -> None:
    """The end table's sheet with the page's narrower margins and column gaps."""
    table.panel.layout().setContentsMargins(*SHEET_MARGINS)
    table.grid.layout().setHorizontalSpacing(COLUMN_GAP)


class _EatResize(QObject):
    """Keeps a hidden end table's resizes from it: it would take its scale from its own size."""

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        return event.type() == QEvent.Type.Resize


class GameDetail(QWidget):
    """The chosen game in full; `replay_requested(entry)` from its Replay button."""

    replay_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_detail")
        self.entry: GameEntry | None = None
        self.scale = 1.0
        self.chart_chosen = False  # the sheet shows the money chart rather than the scores (as last chosen)
        self.end_table: QWidget | None = None
        self._finished: OrderedDict[object, FinishedGame | Exception] = OrderedDict()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("history_detail_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setStyleSheet("QScrollArea#history_detail_scroll { background: transparent; }" + SCROLL_STYLE)
        self.scroll.viewport().setAutoFillBackground(False)
        self.sheet_box = QWidget(self.scroll)
        self.sheet_box.setObjectName("history_sheet_box")
        self.sheet_box.setStyleSheet("QWidget#history_sheet_box { background: transparent; }")
        self.sheet_layout = QVBoxLayout(self.sheet_box)
        self.sheet_layout.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(self.sheet_box)
        outer.addWidget(self.scroll, 1)
        row = QHBoxLayout()
        self.facts = QLabel(self)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.facts.setProperty("role", "soft")
        row.addWidget(self.facts, 1)
        self.replay_button = QPushButton(translate("HistoryPages", "&Replay"), self)
        self.replay_button.setProperty("role", "primary")
        self.replay_button.clicked.connect(lambda: self.entry is not None and self.replay_requested.emit(self.entry))
        row.addWidget(self.replay_button)
        outer.addLayout(row)
        self.fallback: QLabel | None = None
        self._no_resize = _EatResize(self)
        self.show_entry(None)

    # ---- the replayed game ------------------------------------------------------------------------------------
    def finished(self, entry: GameEntry) -> FinishedGame | Exception:
        key = entry.id if entry.id is not None else entry.digest
        found = self._finished.get(key)
        if found is None:
            try:
                found = FinishedGame(entry, self)
            except Exception as exc:  # noqa: BLE001 - a record this version cannot replay: shown from the lines
                found = exc
            self._finished[key] = found
            while len(self._finished) > KEPT:
                old = self._finished.popitem(last=False)[1]
                if isinstance(old, QObject):
                    old.deleteLater()
        self._finished.move_to_end(key)
        return found

    def _clear(self) -> None:
        if self.end_table is not None:  # the next sheet opens on the same tab (scores or the money chart)
            self.chart_chosen = self.end_table.pages.showing_chart()
        for widget in (self.end_table, self.fallback):
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        while self.sheet_layout.count():
            item = self.sheet_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.end_table = self.fallback = None

    @staticmethod
    def _replay_tip() -> str:
        return translate("HistoryPages", "Watch this game again, move by move")

    def show_entry(self, entry: GameEntry | None) -> None:
        self._clear()
        self.entry = entry
        explain_widget(self.replay_button, None if entry is not None else translate(
            "HistoryPages", "Choose a game in the list to watch it again"), self._replay_tip())
        self.facts.setText("" if entry is None else " · ".join((when_text(entry), length_text(entry))))
        if entry is None:
            return
        finished = self.finished(entry)
        known = {g.id: g for g in games.registered()}
        reference = known[entry.game].end_table if entry.game in known else None
        if isinstance(finished, FinishedGame) and finished.is_over and reference is not None:
            table = games.load(reference)(finished, self)  # kept hidden: its sheet goes on the page
            table.installEventFilter(self._no_resize)  # its scale is the page's (`_fit_sheet`), not its size's
            table.hide()
            self.end_table = table
            for button in (table.board_button, table.replay_button, table.home_button, table.again_button):
                button.hide()  # the page has its own Replay
            table.layout().removeWidget(table.panel)  # the sheet goes on the page; the rest stays hidden
            tighten(table)
            self.sheet_layout.addWidget(table.panel, 0, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            table.panel.show()
            if self.chart_chosen and not table.pages.money_tab.isHidden():
                table.pages.show_page(True)
            self._fit_sheet()
        else:
            explain_widget(self.replay_button, translate(
                "HistoryPages", "This version cannot replay this game's moves: only its results are shown"),
                self._replay_tip())
            self._show_lines(entry)
        self.sheet_layout.addStretch(1)

    def _show_lines(self, entry: GameEntry) -> None:
        """The game from the history's lines alone (its record cannot be replayed here)."""
        lines = [games.title(entry.game), translate("HistoryPages", "This game cannot be shown on its table in "
                                                                    "this version; here are its results.")]
        for seat in entry.seats:
            lines.append(("★ " if seat.winner else "") + f"{seat_text(entry, seat)}: {result_text(entry, seat)}")
        self.fallback = QLabel("\n".join(lines), self.sheet_box)
        self.fallback.setTextFormat(Qt.TextFormat.PlainText)
        self.fallback.setWordWrap(True)
        self.fallback.setStyleSheet("color: #2b2118; background: #fbf5e6; border: 1px solid #b08d57; "
                                    f"border-radius: 10px; padding: 14px; font-size: {round(14 * self.scale)}px;")
        self.sheet_layout.addWidget(self.fallback)

    def _fit_sheet(self) -> None:
        """The sheet at the page's scale, or smaller where the detail is narrower than that sheet (never below
        `LEAST_SCALE`: its smallest words stay at 11 px); the scroll area takes what is left over."""
        table = self.end_table
        if table is None or self.entry is None:
            return
        bar = self.scroll.verticalScrollBar()  # room for it, shown or not: a tall sheet brings it
        room = self.scroll.viewport().width() - (0 if bar.isVisible() else bar.sizeHint().width()) - 4 \
            if self.isVisible() else 10_000
        k = self.scale
        for _ in range(8):  # the sheet's margins and gaps do not scale: a few steps settle it
            if abs(k - table.scale) >= 0.02:
                table.set_scale(k)  # (it says "Game over" again: the sheet is titled with the game's name here)
            table.title.setText(games.title(self.entry.game))
            table.panel.layout().activate()
            need = max(table.panel.sizeHint().width(), table.panel.minimumSizeHint().width())
            if need <= room or k <= LEAST_SCALE:
                break
            # a little under, by at least the step the sheet takes (`EndTable.set_scale` ignores less)
            k = max(LEAST_SCALE, min(k - 0.02, k * room / need - 0.01))

    def set_scale(self, k: float) -> None:
        self.scale = k
        if self.end_table is not None:
            self._fit_sheet()
        elif self.entry is not None:
            self.show_entry(self.entry)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_sheet()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._fit_sheet()

    def texts(self) -> list[str]:
        """The sheet's words now (for the tests)."""
        return [w.text() for w in self.sheet_box.findChildren(QLabel) if w.isVisibleTo(self.sheet_box) and w.text()]
