"""The end of a game, for every game: the scoring table over the dimmed board, the winner, how the game ended,
and "play again", "back to the start" or a look at the final board.

The scores are the engine's (`Outcome.scores` and `Outcome.breakdown`): this module never works a score
out. Beside the scores, under a second tab, a chart of each player's money over the game (kit/end_pages.py,
kit/end_chart.py), from the record by the game's own `series_of`. A game's end table subclasses `EndTable` and
says what its score lines are called and how each reads (`column_heading`, `cell`), and the words of its
headline and of the way the game ended. The table is not a dead end: Esc or "Look at the board" closes it, and
View → Scores (or the panel's Scores button) opens it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop.engine.core import Outcome, ScorePart
from ponzi_desktop.ui.formatting import escape, locale, number, player_names
from ponzi_desktop.ui.kit.end_pages import EndPages
from ponzi_desktop.ui.kit.look import GOLD, INK, INK_SOFT, PAPER, PAPER_DARK
from ponzi_desktop.ui.kit.money_series import MoneySeries
from ponzi_desktop.ui.kit.paper import paper_label
from ponzi_desktop.ui.look import FOCUS_GOLD, seat_colour


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One seat's row: its lines as the engine scored them (none when bankrupt), in the table's order."""

    seat: int
    name: str
    bankrupt: bool
    winner: bool
    score: int | None  # None: not scored (bankrupt)
    parts: tuple[ScorePart, ...]


def score_rows(outcome: Outcome, names: list[str]) -> list[ScoreRow]:
    """Winners first, then by score (and by any tie-break line), the unscored last."""
    rows = []
    for seat, name in enumerate(names):
        parts = tuple(outcome.breakdown.get(seat, ()))
        rows.append(ScoreRow(seat, name, seat not in outcome.scores, seat in outcome.winners,
                             outcome.scores.get(seat), parts))

    def rank(row: ScoreRow) -> tuple:
        ties = tuple(-(p.amounts[0] if p.amounts else 0) for p in row.parts if p.points is None)
        return (not row.winner, row.bankrupt, -(row.score or 0), ties, row.seat)

    return sorted(rows, key=rank)


def columns_of(rows: list[ScoreRow]) -> list[tuple[str, str]]:
    """The (kind, subject) of every score line any row has, in the order the engine lists them."""
    seen: dict[tuple[str, str], None] = {}
    for row in rows:
        for part in row.parts:
            seen.setdefault((part.kind, part.subject), None)
    return list(seen)


class ScoreGrid(QWidget):
    """The table proper: a grid of labels; the winners' rows gilded, the unscored greyed (painted behind)."""

    def __init__(self, end_table: EndTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_grid")
        self.end_table = end_table
        self.cells = QGridLayout(self)
        self.cells.setContentsMargins(10, 4, 10, 4)
        self.cells.setHorizontalSpacing(22)
        self.cells.setVerticalSpacing(10)
        self._marks: list[tuple[int, str]] = []  # (grid row, "winner" | "bankrupt" | "plain")
        self._dots: list[tuple[QLabel, QColor]] = []  # drawn left of each name
        self._icons: list[tuple[QLabel, tuple[str, str]]] = []  # drawn above a column's heading
        self._cell_icons: list[tuple[QLabel, ScorePart]] = []  # drawn left of a cell's words

    def set_rows(self, rows: list[ScoreRow], colours: list[QColor]) -> None:
        while self.cells.count():
            item = self.cells.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # gone now: it would be drawn over the new cells until it is deleted
                item.widget().deleteLater()
        self._marks, self._dots, self._icons, self._cell_icons = [], [], [], []
        if not rows:
            return
        et = self.end_table
        k = et.scale  # the sizes below are those of a 1280 x 720 window
        columns = columns_of(rows)
        last = len(columns) + 1  # the total's column
        self.cells.addWidget(cell(self, QCoreApplication.translate("EndTable", "Player"), 10.5 * k, True, INK_SOFT.name()), 0, 0)
        for col, key in enumerate(columns, start=1):
            heading, small = et.column_heading(*key)
            w = two_line(self, heading, small, 10.5 * k, INK_SOFT.name(), 10 * k) if small else cell(self, heading, 10.5 * k, True,
                                                                                         et.column_colour(*key))
            if et.has_icon(*key):
                w.setContentsMargins(0, 26, 0, 0)
                self._icons.append((w, key))
            self.cells.addWidget(w, 0, col, Qt.AlignmentFlag.AlignCenter)
        self.cells.addWidget(cell(self, QCoreApplication.translate("EndTable", "Total"), 10.5 * k, True, INK_SOFT.name()), 0, last,
                             Qt.AlignmentFlag.AlignCenter)
        for r, row in enumerate(rows, start=1):
            self._marks.append((r, "winner" if row.winner else "bankrupt" if row.bankrupt else "plain"))
            name = cell(self, ("★ " if row.winner else "") + row.name, 13.5 * k, True,
                        INK_SOFT.name() if row.bankrupt else INK.name())
            name.setContentsMargins(24, 0, 0, 0)
            if row.bankrupt:
                font = name.font()
                font.setStrikeOut(True)
                name.setFont(font)
            self._dots.append((name, colours[row.seat]))
            self.cells.addWidget(name, r, 0)
            parts = {(p.kind, p.subject): p for p in row.parts}
            shown = len(columns)
            if row.bankrupt:  # its leading lines that are no score (a role, say) stay; the words take the rest
                shown = next((i for i, key in enumerate(columns) if key not in parts or parts[key].points is not None),
                             len(columns))
                gone = cell(self, et.bankrupt_text(row), 12 * k, True, "#a3241b")
                self.cells.addWidget(gone, r, 1 + shown, 1, last - 1 - shown, Qt.AlignmentFlag.AlignCenter)
                self.cells.addWidget(cell(self, "—", 12 * k, colour=INK_SOFT.name()), r, last, Qt.AlignmentFlag.AlignCenter)
            for col, key in enumerate(columns[:shown], start=1):
                part = parts.get(key)
                big, small = et.cell(part) if part is not None else ("–", "")
                w = two_line(self, big, small, 15 * k, small_points=10 * k) if small else cell(self, big, 13 * k, colour=INK_SOFT.name()
                                                                  if part is None or part.points is None else None)
                if part is not None and et.has_cell_icon(part):
                    w.setContentsMargins(round(26 * k), 0, 0, 0)
                    self._cell_icons.append((w, part))
                self.cells.addWidget(w, r, col, Qt.AlignmentFlag.AlignCenter)
            if row.bankrupt:
                continue
            total = et.total_text(row.score) if row.score is not None else "—"
            self.cells.addWidget(cell(self, total, 17 * k, True), r, last, Qt.AlignmentFlag.AlignCenter)
        for i in range(self.cells.count()):  # shown now, not when the layout gets round to it: the sheet is
            self.cells.itemAt(i).widget().show()  # measured with them at once (no frame of a shrunken grid)
        w: QWidget | None = self
        while w is not None and w is not self.end_table:  # every box it sits in (the pages, their stack)
            w.updateGeometry()  # forgets the size it had: a layout keeps its items' sizes until told
            w = w.parentWidget()

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if not self._marks:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cols = self.cells.columnCount() - 1
        head = self.cells.cellRect(0, 0).united(self.cells.cellRect(0, cols))
        painter.setPen(QPen(INK_SOFT, 1.2))
        painter.drawLine(int(head.left()) - 8, head.bottom() + 6, int(head.right()) + 8, head.bottom() + 6)
        for i, (r, mark) in enumerate(self._marks):
            rect = QRectF(self.cells.cellRect(r, 0).united(self.cells.cellRect(r, cols))).adjusted(-8, -4, 8, 4)
            if mark == "winner":
                gold = QLinearGradient(rect.topLeft(), rect.bottomLeft())
                gold.setColorAt(0, GOLD.lighter(125))
                gold.setColorAt(1, GOLD)
                painter.setBrush(gold)
                painter.setPen(QPen(GOLD.darker(140), 1.2))
            elif mark == "bankrupt":
                painter.setBrush(QColor(120, 110, 100, 40))
                painter.setPen(Qt.PenStyle.NoPen)
            elif i % 2:
                painter.setBrush(QColor(PAPER_DARK.red(), PAPER_DARK.green(), PAPER_DARK.blue(), 110))
                painter.setPen(Qt.PenStyle.NoPen)
            else:
                continue
            painter.drawRoundedRect(rect, 6, 6)
        for name, colour in self._dots:
            g = name.geometry()
            painter.setPen(QPen(colour.darker(150), 1))
            painter.setBrush(colour)
            painter.drawEllipse(QRectF(g.left() + 2, g.center().y() - 7, 14, 14))
        for head_cell, key in self._icons:
            g = head_cell.geometry()
            self.end_table.paint_icon(painter, QRectF(g.center().x() - 12, g.top(), 24, 24), *key)
        for label, part in self._cell_icons:
            g = label.geometry()
            side = label.contentsMargins().left() - 4
            self.end_table.paint_cell_icon(painter, QRectF(g.left(), g.center().y() - side / 2, side, side), part)


def cell(parent: QWidget, text: str, points: float, bold: bool = False, colour: str | None = None) -> QLabel:
    w = paper_label(parent, points, bold=bold, colour=colour or INK.name())
    w.setWordWrap(False)
    w.setTextFormat(Qt.TextFormat.PlainText)  # names people typed are shown as they are
    w.setText(text)
    return w


def two_line(parent: QWidget, big: str, small: str, points: float = 15, colour: str | None = None,
             small_points: float = 10) -> QLabel:
    """Points in large type over what earned them in small type."""
    w = paper_label(parent, points, bold=True, colour=colour or INK.name())
    w.setWordWrap(False)
    w.setTextFormat(Qt.TextFormat.RichText)
    w.setAlignment(Qt.AlignmentFlag.AlignCenter)
    w.setText(f"{escape(big)}<br><span style='font-size:{small_points:.1f}pt; font-weight:normal; "
              f"color:{INK_SOFT.name()}'>{escape(small)}</span>")
    return w


def paint_backdrop(painter: QPainter, rect: QRectF) -> None:
    """Dim the table behind the panel, so the scores are what the eye finds."""
    painter.fillRect(rect, QColor(10, 24, 18, 185))


def paint_paper(painter: QPainter, rect: QRectF) -> None:
    """An opaque sheet of paper with a soft shadow and a brass double rule."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    sheet = rect.adjusted(8, 6, -8, -12)
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(6, 0, -1):
        painter.setBrush(QColor(0, 0, 0, 16))
        painter.drawRoundedRect(sheet.adjusted(-i, -i + 4, i, i + 4), 14 + i, 14 + i)
    gradient = QLinearGradient(sheet.topLeft(), sheet.bottomLeft())
    gradient.setColorAt(0, PAPER)
    gradient.setColorAt(1, PAPER.darker(104))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor("#b08d57"), 2))
    painter.drawRoundedRect(sheet, 14, 14)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(176, 141, 87, 150), 1))
    painter.drawRoundedRect(sheet.adjusted(7, 7, -7, -7), 9, 9)


class _Paper(QWidget):
    """The opaque paper sheet the scores are written on."""

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        paint_paper(QPainter(self), QRectF(self.rect()))


END_BUTTONS = """
QPushButton { background: #fbf5e6; color: #2b2118; border: 1px solid #b08d57; border-radius: 6px;
              padding: 6px 18px; }
QPushButton:hover { background: #f3e7c6; }
QPushButton#play_again { background: #1f5b43; color: #f4efe1; border-color: #143d2d; font-weight: bold;
                         padding: 6px 22px; }
QPushButton#play_again:hover { background: #27704f; }
""" + f"""QPushButton:focus {{ border: 2px solid {FOCUS_GOLD.name()}; outline: none; }}
QPushButton#play_again:focus {{ border-color: {FOCUS_GOLD.name()}; background: #27704f; }}
"""


class EndTable(QWidget):
    """The scoring table over a dimmed table. Asks, never acts: the main window starts the next game."""

    play_again_requested = Signal()
    home_requested = Signal()
    replay_requested = Signal()  # "Replay this game": the game's record, move by move

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("end_table")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.rows: list[ScoreRow] = []
        self._series: tuple[tuple[Any, ...], MoneySeries | None] | None = None  # (the record's key, its series)
        self.scale = 1.0  # 1 in a 1280 x 720 window; larger windows write larger (`resizeEvent`)
        self.panel = _Paper(self)
        outer = QGridLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        outer.addWidget(self.panel, 0, 0, Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(36, 26, 36, 24)
        box.setSpacing(6)
        self.title = paper_label(self.panel, 26, bold=True, serif=True)
        self.headline = paper_label(self.panel, 16, bold=True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.reason = paper_label(self.panel, 11.5, colour="#6d5c48")
        self.tie_note = paper_label(self.panel, 11.5, colour="#6d5c48")
        self.history_note = paper_label(self.panel, 11.5, colour="#6d5c48")  # why the game is not counted
        self.history_note.setObjectName("history_note")
        for w in (self.reason, self.tie_note):
            w.setTextFormat(Qt.TextFormat.PlainText)  # they hold names people typed
        self.grid = ScoreGrid(self, self.panel)
        for w in (self.title, self.headline, self.reason, self.tie_note, self.history_note):
            w.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(w)
        box.addSpacing(10)
        self.pages = EndPages(self, self.grid, self.panel)  # the scores, or the money over the game
        box.addWidget(self.pages)
        buttons = QHBoxLayout()
        self.board_button = QPushButton(self.panel)
        self.board_button.setObjectName("look_at_board")
        buttons.addWidget(self.board_button)
        self.replay_button = QPushButton(self.panel)
        self.replay_button.setObjectName("replay_game")
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        self.home_button = QPushButton(self.panel)
        self.again_button = QPushButton(self.panel)
        self.again_button.setDefault(True)
        for b in (self.home_button, self.again_button):
            buttons.addWidget(b)
        for b in (self.board_button, self.replay_button, self.home_button, self.again_button):
            b.setMinimumHeight(36)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
        self.again_button.setObjectName("play_again")
        self.panel.setStyleSheet(END_BUTTONS)
        box.addSpacing(10)
        box.addLayout(buttons)
        self.again_button.clicked.connect(self.play_again_requested)
        self.home_button.clicked.connect(self.home_requested)
        self.board_button.clicked.connect(self.hide)
        self.replay_button.clicked.connect(self.replay_requested)
        session.state_changed.connect(self.refresh)
        session.viewer_changed.connect(self.refresh)
        if getattr(session, "history_changed", None) is not None:
            session.history_changed.connect(self.refresh)
        self.refresh()

    # ---- what a game's end table says ---------------------------------------------------------------------
    def column_heading(self, kind: str, subject: str) -> tuple[str, str]:
        """A score line's column heading, and a second, smaller line under it ("" for none)."""
        return kind, ""

    def column_colour(self, kind: str, subject: str) -> str:
        return INK_SOFT.name()

    def has_icon(self, kind: str, subject: str) -> bool:
        return False

    def paint_icon(self, painter: QPainter, rect: QRectF, kind: str, subject: str) -> None:
        """Draw the column's icon above its heading (when `has_icon`)."""

    def has_cell_icon(self, part: ScorePart) -> bool:
        return False

    def paint_cell_icon(self, painter: QPainter, rect: QRectF, part: ScorePart) -> None:
        """Draw a cell's icon left of its words (when `has_cell_icon`)."""

    def bankrupt_text(self, row: ScoreRow) -> str:
        """What a bankrupt player's row says in place of their scores."""
        return QCoreApplication.translate("EndTable", "Bankrupt: not scored")

    def cell(self, part: ScorePart) -> tuple[str, str]:
        """A score line as a cell: the points large, what earned them small."""
        return (number(part.points) if part.points is not None else "", "")

    def total_text(self, score: int) -> str:
        return number(score)

    def chart_keys(self) -> list[tuple[str, QColor]]:
        """The name and colour of each line of the money chart: the seats' (a game may add lines after them)."""
        seats = self.session.seats
        return [(name, seat_colour(seats, i)) for i, name in enumerate(player_names(seats))]

    def chart_heading(self, key: str) -> str:
        """What the money chart `key` (a `MoneyChart.key` of the game's series) shows, in a few words."""
        return key

    def chart_axis(self, unit: str) -> str:
        """What the charts' x axis counts (`MoneySeries.unit`)."""
        return self.tr("Rounds") if unit == "round" else unit

    def chart_note(self) -> str:
        """A line under the charts: when the points were taken, what counts."""
        return ""

    def headline_text(self, outcome: Outcome, names: list[str]) -> str:
        winners = list(outcome.winners)
        if not winners:
            return self.tr("Nobody wins")
        viewer = self.session.viewer
        who = locale().createSeparatedList([names[w] for w in winners if w != viewer])
        if winners == [viewer]:
            return self.tr("You win")
        if viewer in winners:
            return self.tr("You share the win with %1").replace("%1", who)
        if len(winners) == 1:
            return self.tr("%1 wins").replace("%1", who)
        return self.tr("%1 share the win").replace("%1", who)

    def reason_text(self, outcome: Outcome, names: list[str]) -> str:
        return ""

    def tie_text(self, rows: list[ScoreRow]) -> str:
        return ""

    def history_text(self) -> str:
        """Why the finished game does not count in the history and statistics, if it does not ("": it does)."""
        if not getattr(self.session, "records_history", True):  # a lesson (ui/lesson/session.py)
            return self.tr("Lessons do not count in your statistics.")
        if getattr(self.session, "history_standing", None) == "already":
            return self.tr("This game is already in your game history: it is not counted twice.")
        return ""

    # ---- the money chart ---------------------------------------------------------------------------------
    def money_series(self) -> MoneySeries | None:
        """The finished game's money over the game (the game's `money_series` of the record), kept until the
        record changes; None before the end or for a game without one."""
        if self.session.outcome is None:
            return None
        record = self.session.record
        key = (record.game, record.seed, len(record.actions))
        if self._series is None or self._series[0] != key:
            self._series = (key, self.series_of(record) if self.draws_money() else None)
        return self._series[1]

    @staticmethod
    def series_of(record: Any) -> MoneySeries | None:
        """The game's money over a finished game, from its `record`: a game's end table that draws the money
        chart gives it (`series_of = staticmethod(money_series)`); None draws none."""
        return None

    def draws_money(self) -> bool:
        """Whether this game's end table has a money chart (it gives `series_of`)."""
        return type(self).series_of is not EndTable.series_of

    # ---- showing it -------------------------------------------------------------------------------------
    def refresh(self, *_: Any) -> None:
        self.again_button.setText(self.tr("Play again"))
        self.home_button.setText(self.tr("Back to the start page"))
        self.board_button.setText(self.tr("Look at the board"))
        self.board_button.setToolTip(self.tr("Close the scores (Esc); View → Scores of the Game opens them "
                                             "again"))
        self.replay_button.setText(self.tr("Replay this game"))
        self.replay_button.setToolTip(self.tr("Watch the game again from the start, move by move"))
        self.pages.retranslate()
        outcome = self.session.outcome
        self.pages.set_chart_shown(outcome is not None and self.draws_money())
        if outcome is None:
            self.rows = []
            self.title.setText(self.tr("The game is not over yet"))
            for w in (self.headline, self.reason, self.tie_note, self.history_note):
                w.setText("")
            self.grid.set_rows([], [])
            return
        names = player_names(self.session.seats)  # isolated: they stand in sentences and cells
        self.rows = score_rows(outcome, names)
        self.title.setText(self.tr("Game over"))
        star = f"<span style='color:{GOLD.darker(130).name()}'>★</span> " if outcome.winners else ""
        self.headline.setText(star + escape(self.headline_text(outcome, names)))
        self.reason.setText(self.reason_text(outcome, names))
        self.reason.setVisible(bool(self.reason.text()))
        self.tie_note.setText(self.tie_text(self.rows))
        self.tie_note.setVisible(bool(self.tie_note.text()))
        self.history_note.setText(self.history_text())
        self.history_note.setVisible(bool(self.history_note.text()))
        self.grid.set_rows(self.rows, [seat_colour(self.session.seats, i) for i in range(len(names))])

    def set_scale(self, scale: float) -> None:
        """Write everything `scale` times the size it has in a 1280 x 720 window."""
        if abs(scale - self.scale) < 0.02:
            return
        self.scale = scale
        for w, points in ((self.title, 26), (self.headline, 16), (self.reason, 11.5), (self.tie_note, 11.5),
                          (self.history_note, 11.5)):
            font = w.font()
            font.setPointSizeF(points * scale)
            w.setFont(font)
        for b in (self.board_button, self.replay_button, self.home_button, self.again_button):
            font = b.font()
            font.setPointSizeF(10 * scale)
            b.setFont(font)
            b.setMinimumHeight(round(36 * scale))
        self.pages.set_scale(scale)
        self.refresh()
        for layout in (self.grid.layout(), *self.pages.layouts(), self.panel.layout(), self.layout()):
            layout.invalidate()  # the sheet takes the size of its new text at once
        self.layout().activate()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        size = event.size()
        self.set_scale(max(1.0, min(1.6, size.width() / 1280.0, size.height() / 690.0)))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and \
                event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.pages.switch()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if event.type() == event.Type.LanguageChange:
            self.refresh()
            self.pages.chart_page.invalidate()
        super().changeEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        paint_backdrop(QPainter(self), QRectF(self.rect()))
