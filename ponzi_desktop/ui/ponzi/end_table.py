"""The end of a Ponzi Scheme game: the scoring table, the winner, and "play again" or "back to the start".

`score_lines(view, outcome, names)` (Qt-free) works the scores out from a view: n(n+1)/2 per industry, cash
points (basic) or luxury points (advanced), the tie-break card. The engine makes all cash public at the end;
a cash a view still hides scores nothing here, and the table says so. The main window lays `EndTable` (an
opaque paper panel on a dimmed backdrop) over the table when the game ends.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.engine.ponzi.state import industry_points
from ponzi_desktop.ui.labels import INDUSTRIES, label
from ponzi_desktop.ui.log import seat_colour
from ponzi_desktop.ui.ponzi.narration import fill, locale, money, plural
from ponzi_desktop.ui.ponzi.style import (
    GOLD,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_DARK,
    industry_colour,
    industry_icon,
)


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One player's row of the scoring table."""

    seat: int
    name: str
    bankrupt: bool
    tiles: tuple[int, ...]
    industry_points: tuple[int, ...]
    cash: int | None  # None: hidden from this view
    cash_points: int | None  # basic game; None when the cash is hidden
    luxuries: tuple[int, ...]
    luxury_points: int  # advanced game
    total: int | None  # worked out here; None when bankrupt or when hidden cash leaves it unknown
    official: int | None  # the engine's score (outcome.scores); None when bankrupt
    best_card: int  # the tie-break: the highest fund card on the wheel (0: none)
    winner: bool


def cash_points(cash: int) -> int:
    """Basic game: the points of the highest cash threshold reached (not cumulative)."""
    return max((step.points for step in ponzi_data().cash_points_basic if cash >= step.min_cash), default=0)


def luxury_points(prices: tuple[int, ...]) -> int:
    return sum(lux.points for lux in ponzi_data().luxuries if lux.price in prices)


def score_lines(view: Any, outcome: Any, names: list[str]) -> list[ScoreLine]:
    """The scoring table's rows from a view and the outcome: winners first, then by score, bankrupt last."""
    advanced = view.settings.variant == "advanced"
    lines = []
    for seat, player in enumerate(view.players):
        bankrupt = seat in outcome.bankrupt or player.bankrupt
        points = tuple(industry_points(n) for n in player.tiles)
        cash = player.cash
        cash_pts = None if advanced or cash is None else cash_points(cash)
        lux_pts = luxury_points(player.luxuries)
        if bankrupt or (not advanced and cash_pts is None):
            total = None
        else:
            total = sum(points) + (lux_pts if advanced else cash_pts)
        best = max((card for card, _ in player.wheel), default=0)
        lines.append(ScoreLine(seat, names[seat], bankrupt, tuple(player.tiles), points, cash, cash_pts,
                               tuple(player.luxuries), lux_pts, total, outcome.scores.get(seat), best,
                               seat in outcome.winners))
    def rank(line: ScoreLine) -> tuple:
        score = line.official if line.official is not None else (line.total or 0)
        return (not line.winner, line.bankrupt, -score, -line.best_card, line.seat)
    return sorted(lines, key=rank)


def decided_by_tie_break(lines: list[ScoreLine]) -> bool:
    """Whether a winner shares the top score with a survivor who lost (the highest card decided it)."""
    top = next((line.official for line in lines if line.winner), None)
    return top is not None and any(not line.winner and line.official == top for line in lines)



class ScoreGrid(QWidget):
    """The table proper: a grid of labels; the winners' rows gilded, bankrupt rows greyed (painted behind)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_grid")
        self.cells = QGridLayout(self)
        self.cells.setContentsMargins(10, 4, 10, 4)
        self.cells.setHorizontalSpacing(22)
        self.cells.setVerticalSpacing(10)
        self._marks: list[tuple[int, str]] = []  # (grid row, "winner" | "bankrupt" | "plain")
        self._dots: list[tuple[QLabel, QColor]] = []  # drawn left of each name
        self._icons: list[tuple[QLabel, str]] = []  # drawn above each industry's name

    def set_lines(self, lines: list[ScoreLine], view: Any, colours: list[QColor] | None = None) -> None:
        while self.cells.count():
            item = self.cells.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self._marks, self._dots, self._icons = [], [], []
        if not lines:
            return
        advanced = view.settings.variant == "advanced"
        heads = [self.tr("Player")] + [""] * len(view.industries) + [
            self.tr("Luxuries") if advanced else self.tr("Cash"), self.tr("Total"), self.tr("Highest card")]
        for col, text in enumerate(heads):
            if col == len(heads) - 1:
                cell = _two_line(self, text, self.tr("breaks a tie"), 10.5, INK_SOFT.name())
            elif 0 < col <= len(view.industries):
                industry = view.industries[col - 1]
                cell = _cell(self, label(INDUSTRIES, industry), 10.5, True, industry_colour(industry).darker(115).name())
                cell.setContentsMargins(0, 26, 0, 0)
                self._icons.append((cell, industry))
            else:
                cell = _cell(self, text, 10.5, bold=True, colour=INK_SOFT.name())
            self.cells.addWidget(cell, 0, col, Qt.AlignmentFlag.AlignCenter if col else Qt.AlignmentFlag.AlignLeft)
        last = len(heads) - 1
        for r, line in enumerate(lines, start=1):
            self._marks.append((r, "winner" if line.winner else "bankrupt" if line.bankrupt else "plain"))
            name = _cell(self, ("★ " if line.winner else "") + line.name, 13.5, bold=True,
                         colour=INK_SOFT.name() if line.bankrupt else INK.name())
            name.setContentsMargins(24, 0, 0, 0)
            if line.bankrupt:
                font = name.font()
                font.setStrikeOut(True)
                name.setFont(font)
            self._dots.append((name, colours[line.seat] if colours else QColor(INK_SOFT)))
            self.cells.addWidget(name, r, 0)
            if line.bankrupt:
                gone = _cell(self, self.tr("Bankrupt: not scored"), 12, bold=True, colour="#a3241b")
                self.cells.addWidget(gone, r, 1, 1, last - 1, Qt.AlignmentFlag.AlignCenter)
                self.cells.addWidget(_cell(self, "—", 12, colour=INK_SOFT.name()), r, last, Qt.AlignmentFlag.AlignCenter)
                continue
            for k, (tiles, points) in enumerate(zip(line.tiles, line.industry_points, strict=True)):
                if tiles:
                    small = plural(self.tr("%n tile(s)", "", tiles), tiles)
                    cell = _two_line(self, number(points), small)
                else:
                    cell = _cell(self, "–", 13, colour=INK_SOFT.name())
                self.cells.addWidget(cell, r, 1 + k, Qt.AlignmentFlag.AlignCenter)
            if advanced:
                prices = locale().createSeparatedList([money(p) for p in sorted(line.luxuries)]) or "—"
                extra = _two_line(self, number(line.luxury_points), prices)
            elif line.cash is None:
                extra = _two_line(self, "?", self.tr("hidden"))
            else:
                extra = _two_line(self, number(line.cash_points or 0), money(line.cash))
            self.cells.addWidget(extra, r, last - 2, Qt.AlignmentFlag.AlignCenter)
            total = line.official if line.official is not None else line.total
            self.cells.addWidget(_cell(self, number(total) if total is not None else "?", 17, bold=True),
                                 r, last - 1, Qt.AlignmentFlag.AlignCenter)
            card = money(line.best_card) if line.best_card else "—"
            self.cells.addWidget(_cell(self, card, 12, colour=INK_SOFT.name()), r, last, Qt.AlignmentFlag.AlignCenter)

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
        painter.setPen(Qt.PenStyle.NoPen)
        for head, industry in self._icons:
            g = head.geometry()
            painter.setBrush(industry_colour(industry))
            at = QTransform().translate(g.center().x(), g.top() + 12).scale(0.22, 0.22)
            painter.drawPath(at.map(industry_icon(industry)))


def number(n: int) -> str:
    return locale().toString(int(n))


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


def _cell(parent: QWidget, text: str, points: float, bold: bool = False, colour: str | None = None) -> QLabel:
    w = _label(parent, points, bold=bold, colour=colour or INK.name())
    w.setWordWrap(False)
    w.setText(text)
    return w


def _two_line(parent: QWidget, big: str, small: str, points: float = 15, colour: str | None = None) -> QLabel:
    """Points in large type over what earned them in small type."""
    w = _label(parent, points, bold=True, colour=colour or INK.name())
    w.setWordWrap(False)
    w.setTextFormat(Qt.TextFormat.RichText)
    w.setAlignment(Qt.AlignmentFlag.AlignCenter)
    w.setText(f"{escape(big)}<br><span style='font-size:9.5pt; font-weight:normal; color:{INK_SOFT.name()}'>"
              f"{escape(small)}</span>")
    return w


class EndTable(QWidget):
    """The scoring table over a dimmed table. Asks, never acts: the main window starts the next game."""

    play_again_requested = Signal()
    home_requested = Signal()

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("end_table")
        self.lines: list[ScoreLine] = []
        self.panel = _Panel(self)
        outer = QGridLayout(self)
        outer.setContentsMargins(32, 24, 32, 24)
        outer.addWidget(self.panel, 0, 0, Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(36, 26, 36, 24)
        box.setSpacing(6)
        self.title = _label(self.panel, 26, bold=True, serif=True)
        self.headline = _label(self.panel, 16, bold=True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.reason = _label(self.panel, 11.5, colour="#6d5c48")
        self.tie_note = _label(self.panel, 11.5, colour="#6d5c48")
        self.grid = ScoreGrid(self.panel)
        self.note = _label(self.panel, 10.5, colour="#8a3b2a")
        for w in (self.title, self.headline, self.reason, self.tie_note):
            w.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            box.addWidget(w)
        box.addSpacing(10)
        box.addWidget(self.grid)
        box.addWidget(self.note)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.home_button = QPushButton(self.panel)
        self.again_button = QPushButton(self.panel)
        self.again_button.setDefault(True)
        for b in (self.home_button, self.again_button):
            b.setMinimumHeight(36)
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            buttons.addWidget(b)
        self.again_button.setObjectName("play_again")
        self.panel.setStyleSheet(_BUTTONS)
        box.addSpacing(10)
        box.addLayout(buttons)
        self.again_button.clicked.connect(self.play_again_requested)
        self.home_button.clicked.connect(self.home_requested)
        session.state_changed.connect(self.refresh)
        session.viewer_changed.connect(self.refresh)
        self.refresh()

    def refresh(self, *_: Any) -> None:
        self.again_button.setText(self.tr("Play again"))
        self.home_button.setText(self.tr("Back to the start page"))
        outcome = self.session.outcome
        if outcome is None:
            self.lines = []
            self.title.setText(self.tr("The game is not over yet"))
            for w in (self.headline, self.reason, self.tie_note, self.note):
                w.setText("")
            self.grid.set_lines([], self.session.view(None))
            return
        view = self.session.view()
        names = [seat.name for seat in self.session.seats]
        self.lines = score_lines(view, outcome, names)
        self.title.setText(self.tr("Game over"))
        star = f"<span style='color:{GOLD.darker(130).name()}'>★</span> " if outcome.winners else ""
        self.headline.setText(star + escape(self._headline(outcome, names)))
        self.reason.setText(self._reason(outcome, names))
        self.tie_note.setText(self._tie_note())
        self.tie_note.setVisible(bool(self.tie_note.text()))
        colours = [seat_colour(self.session.seats, i) for i in range(len(names))]
        self.grid.set_lines(self.lines, view, colours)
        hidden = view.settings.variant == "basic" and any(
            line.cash is None and not line.bankrupt for line in self.lines)
        mismatch = any(line.total is not None and line.total != line.official for line in self.lines)
        notes = [self.tr("Some cash is still hidden from this screen: its points are not shown.")] if hidden else []
        if mismatch:
            notes.append(self.tr("A total here differs from the game's own score; the game's score counts."))
        self.note.setText("\n".join(notes))
        self.note.setVisible(bool(notes))

    def _headline(self, outcome: Any, names: list[str]) -> str:
        winners = list(outcome.winners)
        if not winners:
            return self.tr("Nobody wins: every player went bankrupt")
        points = outcome.scores.get(winners[0], 0)
        who = locale().createSeparatedList([names[w] for w in winners])
        if len(winners) == 1:
            text = self.tr("%1 wins with %n point(s)", "", points)
        else:
            text = self.tr("%1 share the win with %n point(s)", "", points)
        return fill(plural(text, points), who)

    def _reason(self, outcome: Any, names: list[str]) -> str:
        if outcome.reason == "round_limit":
            return self.tr("The round limit was reached: every player is scored.")
        broke = locale().createSeparatedList([names[b] for b in outcome.bankrupt])
        return self.tr("%1 could not pay the interest due: bankrupt players are not scored.").replace("%1", broke)

    def _tie_note(self) -> str:
        if not decided_by_tie_break(self.lines):
            return ""
        winner = next(line for line in self.lines if line.winner)
        return self.tr("Tied on points: %1's highest fund card, %2, breaks the tie.").replace(
            "%1", winner.name).replace("%2", money(winner.best_card))

    def changeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if event.type() == event.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        paint_backdrop(painter, QRectF(self.rect()))


_BUTTONS = """
QPushButton { background: #fbf5e6; color: #2b2118; border: 1px solid #b08d57; border-radius: 6px;
              padding: 6px 18px; }
QPushButton:hover { background: #f3e7c6; }
QPushButton#play_again { background: #1f5b43; color: #f4efe1; border-color: #143d2d; font-weight: bold;
                         padding: 6px 22px; }
QPushButton#play_again:hover { background: #27704f; }
"""


class _Panel(QWidget):
    """The opaque paper sheet the scores are written on."""

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        paint_paper(painter, QRectF(self.rect()))


def _label(parent: QWidget, points: float, bold: bool = False, serif: bool = False,
           colour: str = "#2b2118") -> QLabel:
    w = QLabel(parent)
    font = QFont(parent.font())
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Noto Serif", "serif"])
    font.setPointSizeF(points)
    font.setBold(bold)
    w.setFont(font)
    w.setStyleSheet(f"color: {colour}; background: transparent;")
    w.setWordWrap(True)
    return w

