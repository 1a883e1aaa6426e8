"""The forecast panel: the seated player's cash against the interest their time wheel asks for, round by round.

Drawn with pyqtgraph, which is imported here and nowhere else: the main window imports this module only
when the user opens the panel, so start-up never pays for pyqtgraph. The arithmetic is Qt-free
(`dues_by_round`): each round ends by turning every wheel one space (two after a crash), then every card
at 0 pays its interest and goes back to the space of its period. The forecast assumes no crash after the
current round and no new fund cards, and says so. Wheels are public, so every player's dues may be shown;
cash only for the seated player, from their own view.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from html import escape
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.ui.look import seat_colour
from ponzi_desktop.ui.ponzi.narration import fill, money

ROUNDS = 6


@lru_cache(maxsize=1)
def card_terms() -> dict[int, tuple[int, int]]:
    """Every fund card's (interest, period), by card value."""
    return {c.value: (c.interest, c.period) for c in ponzi_data().fund_cards}


def dues_by_round(wheel: Sequence[tuple[int, int]], terms: Mapping[int, tuple[int, int]] | None = None,
                  rounds: int = ROUNDS, first_steps: int = 1) -> list[int]:
    """Interest due at the end of each of the next `rounds` rounds for a wheel of (card, countdown) pairs.

    Entry k-1 is what the k-th rotation from now asks for: the first turns `first_steps` spaces (2 when
    the current round has crashed), every later one a single space (no crash assumed).
    """
    terms = card_terms() if terms is None else terms
    dues = [0] * rounds
    for card, countdown in wheel:
        interest, period = terms[card]
        left = countdown
        for k in range(rounds):
            left = max(left - (first_steps if k == 0 else 1), 0)
            if left == 0:
                dues[k] += interest
                left = period
    return dues


def cumulative(values: Sequence[int]) -> list[int]:
    total, out = 0, []
    for v in values:
        total += v
        out.append(total)
    return out


def first_shortfall(dues: Sequence[int], cash: int) -> int | None:
    """The first rotation (1-based) whose dues, added to the earlier ones, exceed `cash`; None if never."""
    for k, total in enumerate(cumulative(dues), start=1):
        if total > cash:
            return k
    return None


class ForecastPanel(QWidget):
    """Bars: interest due per round; line: dues so far; dashed line: the seated player's cash."""

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("forecast")
        self.dues: dict[int, list[int]] = {}  # seat -> dues per round, as last drawn
        self.cash: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        top = QHBoxLayout()
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.every_player = QCheckBox(self)
        self.every_player.toggled.connect(self.refresh)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.every_player)
        layout.addLayout(top)
        self.plot = pg.PlotWidget(self)
        self.plot.setMinimumHeight(180)
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        self.legend = QLabel(self)  # a Qt legend row: pyqtgraph's own legend sits on top of the bars
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.legend)
        layout.addWidget(self.plot, 1)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        small = QFont(self.note.font())
        small.setPointSizeF(small.pointSizeF() * 0.88)
        self.note.setFont(small)
        muted = self.note.palette()
        muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
        self.note.setPalette(muted)
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        self._style_plot()
        session.state_changed.connect(self.refresh)
        session.viewer_changed.connect(self.refresh)
        self.refresh()

    def _style_plot(self) -> None:
        palette = self.palette()
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        ink = palette.color(QPalette.ColorRole.Text)
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(ink))
            axis.setTextPen(pg.mkPen(ink))

    def refresh(self, *_: Any) -> None:
        self.title.setText(self.tr("Interest due in the next %n round(s)", "", ROUNDS))
        self.every_player.setText(self.tr("Show every player's dues"))
        self.note.setText(self.tr("Assumes no market crash (a crash turns the wheels two spaces) and no new "
                                  "fund cards. Wheels are public; only your own cash is shown."))
        session = self.session
        viewer = session.viewer
        view = session.view()
        names = [seat.name for seat in session.seats]
        first = 2 if view.phase == "return" else 1  # this round crashed: its rotation turns two spaces
        seats = range(len(view.players))
        everyone = self.every_player.isChecked() or viewer is None
        shown = [p for p in seats if (everyone or p == viewer) and not view.players[p].bankrupt]
        self.dues = {p: dues_by_round(view.players[p].wheel, rounds=ROUNDS, first_steps=first) for p in shown}
        self.cash = view.players[viewer].cash if viewer is not None and view.outcome is None else None
        self.every_player.setEnabled(viewer is not None)
        self._draw(view, names, viewer)
        self.summary.setText(self._summary(view, names, viewer))

    def _draw(self, view: Any, names: list[str], viewer: int | None) -> None:
        plot = self.plot
        plot.clear()
        keys = []
        xs = [view.round + k for k in range(ROUNDS)]  # the k-th rotation ends round view.round + k
        plot.getPlotItem().getAxis("bottom").setTicks([[(x, str(x)) for x in xs]])
        plot.setLabel("bottom", self.tr("End of round"))
        plot.setLabel("left", "$")
        seats = list(self.dues)
        width = 0.7 / max(1, len(seats))
        top = 0
        for i, p in enumerate(seats):
            colour = seat_colour(self.session.seats, p)
            offset = (i - (len(seats) - 1) / 2) * width
            due_xs = [x + offset for x, due in zip(xs, self.dues[p], strict=True) if due]
            bars = pg.BarGraphItem(x=due_xs, height=[due for due in self.dues[p] if due], width=width * 0.92,
                                   brush=colour, pen=pg.mkPen(colour.darker(150)))
            plot.addItem(bars)
            keys.append(_key("■", colour, names[p]))
            top = max(top, *self.dues[p])
            if len(seats) == 1:
                for x, due in zip(xs, self.dues[p], strict=True):
                    if due:
                        self._text(money(due), x, due, self.palette().color(QPalette.ColorRole.Text))
        if viewer in self.dues:
            totals = cumulative(self.dues[viewer])
            top = max(top, totals[-1])
            short = first_shortfall(self.dues[viewer], self.cash) if self.cash is not None else None
            red = QColor("#c0392b")
            brushes = [pg.mkBrush(red if short is not None and k + 1 >= short else QColor("#2b2118"))
                       for k in range(ROUNDS)]
            plot.plot(xs, totals, pen=pg.mkPen(QColor("#2b2118"), width=2), symbol="o", symbolSize=7,
                      symbolBrush=brushes)
            keys.append(_key("●—", QColor("#2b2118"), self.tr("Your dues so far")))
        if self.cash is not None:
            top = max(top, self.cash)
            green = QColor("#1f7a4d")
            cash = pg.InfiniteLine(pos=self.cash, angle=0, pen=pg.mkPen(green, width=2, style=Qt.PenStyle.DashLine),
                                   label=fill(self.tr("Cash %1"), money(self.cash)),
                                   labelOpts={"position": 0.06, "color": green, "anchors": [(0, 1), (0, 1)]})
            plot.addItem(cash)
            keys.append(_key("╌╌", green, self.tr("Your cash")))
        self.legend.setText("&nbsp;&nbsp;&nbsp;".join(keys))
        plot.setXRange(xs[0] - 0.6, xs[-1] + 0.6, padding=0)
        plot.setYRange(0, max(10, top) * 1.15, padding=0)

    def _text(self, text: str, x: float, y: float, colour: QColor) -> None:
        item = pg.TextItem(text, color=colour, anchor=(0.5, 1.0))
        item.setPos(x, y)
        self.plot.addItem(item)

    def _summary(self, view: Any, names: list[str], viewer: int | None) -> str:
        if view.outcome is not None:
            return self.tr("The game is over.")
        if viewer is None:
            return self.tr("Nobody is seated at the screen: cash stays hidden; every player's public dues are shown.")
        dues = self.dues.get(viewer, [0] * ROUNDS)
        if self.cash is None:
            return ""
        short = first_shortfall(dues, self.cash)
        total = sum(dues)
        if short is None:
            return fill(self.tr("Your cash, %1, covers the %2 of interest due by the end of round %3."),
                        money(self.cash), money(total), str(view.round + ROUNDS - 1))
        need = cumulative(dues)[short - 1] - self.cash
        return fill(self.tr("Without new funding your cash runs out at the end of round %1: %2 short."),
                    str(view.round + short - 1), money(need))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.PaletteChange):
            self._style_plot()
            self.refresh()
        super().changeEvent(event)


def _key(mark: str, colour: QColor, text: str) -> str:
    return f"<span style='color:{colour.name()}'>{mark}</span>&nbsp;{escape(text)}"
