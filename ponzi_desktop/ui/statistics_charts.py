"""The Statistics page's charts, on cream cards in the table's look: each player's win rate (people and bot
levels, one bar each, in the order of the page's first table), and the wins each has gathered game after game.
pyqtgraph is imported with this module, which the page imports the first time it is shown.

A player keeps one colour wherever the page draws them, whatever the filters: a person the colour their seat
had at the table in their latest game (unless a more recent player has it already), else the first free one
of the seat palette in the order of their names; each bot level a colour of its own, none a seat's. Every line
also has its own symbol (`kit.charts.SYMBOLS`), so players are told apart without colour too.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from ponzi_desktop.persistence.stats import PlayerStats, Statistics, player_key
from ponzi_desktop.ui.formatting import percent
from ponzi_desktop.ui.history_common import SCROLL_STYLE, player_text
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.charts import SYMBOLS, CountAxis, SeatKeys, edge
from ponzi_desktop.ui.look import SEAT_COLOURS, CreamCard, seat_colour

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry

translate = QCoreApplication.translate
#: The most players the charts draw (those with the most games): more would be a blur of colours.
MOST = 8
#: The bots' colours, one per level, none of them a seat's: grey, olive, wood and ink, darker for a stronger level.
BOT_COLOURS = {"random": "#9a9184", "easy": "#8f8a2c", "normal": "#9b5f2e", "hard": "#2b2118"}
#: People's colours when the seat palette is used up (seven people or more on the page).
MORE_COLOURS = ("#7a4fa0", "#3d7d7d", "#b0476b", "#5b6e2f", "#a0522d", "#46609a")


def person_colours(entries: Iterable[GameEntry]) -> dict[str, str]:
    """Each person's colour ("#rrggbb") by trimmed name, from the whole history (so the filters never change
    it): their seat's colour in their latest game, unless a more recent player took it; else the first colour
    of the palette nobody has, the names in sorted order."""
    found: dict[str, str] = {}
    waiting: set[str] = set()
    for entry in sorted(entries, key=lambda e: e.finished_at, reverse=True):
        for seat in entry.seats:
            kind, name = player_key(seat)
            if kind != "human" or name in found or name in waiting:
                continue
            colour = seat_colour(entry.record.seats, seat.index).name().lower()
            if colour in found.values():
                waiting.add(name)
            else:
                found[name] = colour
    palette = [c.lower() for c in (*SEAT_COLOURS, *MORE_COLOURS)]
    for n, name in enumerate(sorted(waiting)):
        free = [c for c in palette if c not in found.values()]
        found[name] = free[0] if free else palette[n % len(palette)]
    return found


def colour_of(player: PlayerStats, people: dict[str, str]) -> QColor:
    if player.kind == "bot":
        return QColor(BOT_COLOURS.get(player.key, "#6d6a5f"))
    return QColor(people.get(player.key, SEAT_COLOURS[0]))


def charted(stats: Statistics) -> list[PlayerStats]:
    """The players the charts draw, in the order of the page's first table (people, then bot levels): the
    `MOST` with the most games."""
    order = [*stats.people, *stats.bots]
    kept = {id(p) for p in sorted(order, key=lambda p: -p.games)[:MOST]}  # a stable sort: ties keep the order
    return [p for p in order if id(p) in kept]


class NameAxis(pg.AxisItem):
    """Players' names at whole-number places (a bar each)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.names: list[str] = []

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        return [(1, [float(i) for i in range(len(self.names))])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [self.names[int(v)] if 0 <= int(v) < len(self.names) else "" for v in values]


class PercentAxis(pg.AxisItem):
    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        return [(25, [0.0, 25.0, 50.0, 75.0, 100.0])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [percent(v) for v in values]


class StatisticsCharts(QScrollArea):
    """Two charts in a column beside the tables; the column scrolls rather than squeeze a chart out of its card."""

    WIDTH = 340

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_charts")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("QScrollArea#statistics_charts { background: transparent; }" + SCROLL_STYLE)
        self.viewport().setAutoFillBackground(False)
        inner = QWidget(self)
        inner.setObjectName("statistics_charts_column")
        inner.setStyleSheet("QWidget#statistics_charts_column { background: transparent; }")
        self.column = QVBoxLayout(inner)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(10)
        self.setWidget(inner)
        self.rate_card, self.rate_title, self.rate_plot = self._card(NameAxis("left"), PercentAxis("bottom"))
        self.time_card, self.time_title, self.time_plot = self._card(CountAxis("left"), CountAxis("bottom"))
        self.legend = SeatKeys(12, self.time_card)
        self.legend.setObjectName("statistics_legend")
        self.time_card.layout().addWidget(self.legend)
        self.players: list[PlayerStats] = []
        self.colours: list[QColor] = []

    def _card(self, left: pg.AxisItem, bottom: pg.AxisItem):
        card = CreamCard(self.widget())
        box = QVBoxLayout(card)
        box.setContentsMargins(18, 12, 18, 14)
        box.setSpacing(4)
        title = QLabel(card)
        title.setWordWrap(True)
        plot = pg.PlotWidget(card, axisItems={"left": left, "bottom": bottom})
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setFrameShape(QFrame.Shape.NoFrame)
        plot.setBackground(look.PAPER)
        plot.getPlotItem().showGrid(x=True, y=False, alpha=0.18)
        box.addWidget(title)
        box.addWidget(plot, 1)
        self.column.addWidget(card, 1)
        return card, title, plot

    def show_stats(self, stats: Statistics, k: float, people: dict[str, str] | None = None) -> None:
        """Draw `stats` at scale `k`; `people` are the persons' colours (`person_colours` of the whole history)."""
        self.setFixedWidth(round(self.WIDTH * k))
        players = charted(stats)
        self.players = players
        self.colours = [colour_of(p, people or {}) for p in players]
        names = [player_text(p).replace("\u2068", "").replace("\u2069", "") for p in players]
        tick_px = max(12, round(12 * k))
        for title in (self.rate_title, self.time_title):
            title.setStyleSheet(f"color: #2b2118; font-size: {round(15 * k)}px; font-weight: bold;")
        self.rate_title.setText(translate("HistoryPages", "Win rate"))
        self.time_title.setText(translate("HistoryPages", "Wins, game after game"))
        for plot in (self.rate_plot, self.time_plot):
            plot.clear()
            item = plot.getPlotItem()
            for name in ("left", "bottom"):
                axis = item.getAxis(name)
                axis.setPen(pg.mkPen(look.INK_SOFT))
                axis.setTextPen(pg.mkPen(look.INK))
                axis.setStyle(tickFont=look.font(tick_px), tickTextOffset=round(4 * k))
        self._rates(players, names, k, tick_px)
        self._wins(stats, players, names, k, tick_px)

    def _rates(self, players: list[PlayerStats], names: list[str], k: float, tick_px: int) -> None:
        """The win rates, a bar each, the first table's first row on top; long names elided."""
        metrics = QFontMetricsF(look.font(tick_px))
        room = 130 * k
        shown = [metrics.elidedText(n, Qt.TextElideMode.ElideRight, room) for n in names]
        axis = self.rate_plot.getPlotItem().getAxis("left")
        axis.names = list(reversed(shown))
        axis.setWidth(round(max((metrics.horizontalAdvance(n) for n in shown), default=30) + 14 * k))
        for i, (p, colour) in enumerate(zip(reversed(players), reversed(self.colours), strict=True)):
            bar = pg.BarGraphItem(x0=[0], y=[i], height=[0.6], width=[100 * (p.rate or 0)],
                                  brush=pg.mkBrush(colour), pen=pg.mkPen(look.INK_SOFT))
            self.rate_plot.addItem(bar)
        # room either side for the words "0%" and "100%" under the ends of the scale (they were left out)
        self.rate_plot.setXRange(-8, 112, padding=0)
        self.rate_plot.setYRange(-0.6, max(0, len(players) - 1) + 0.6, padding=0)
        self.rate_plot.setMinimumHeight(round((22 * max(2, len(players)) + 34) * k))

    def _wins(self, stats: Statistics, players: list[PlayerStats], names: list[str], k: float, tick_px: int) -> None:
        """The wins gathered, game after game: the n-th game of the history (as filtered) at n, whoever played
        it, with 0 for before the first. Each player's line starts just before their first game and climbs
        across each game they won, from the game before it to the game's point in their own symbol (between
        their games it stays flat: nothing happened to them). A line that rose straight up at its game read as
        a stroke between two others where the history held one game. A history of one game is points only: a
        line from (0, 0) to (1, 1) read as a trend where there is none."""
        order = {when: n for n, when in enumerate(sorted({w for p in (*stats.people, *stats.bots)
                                                           for w, _ in p.timeline}), start=1)}
        top = 1
        keys = []
        for i, (p, name, colour) in enumerate(zip(players, names, self.colours, strict=True)):
            xs, ys, line_x, line_y, wins = [], [], [], [], 0
            for when, won in p.timeline:
                x = order[when]
                line_x.append(x - 1)
                line_y.append(wins)  # up to this game: the wins before it
                wins += int(won)
                line_x.append(x)
                line_y.append(wins)
                xs.append(x)
                ys.append(wins)
            top = max(top, wins)
            if not xs:
                continue
            if len(order) > 1:  # edged, so that a light colour (a white seat) shows on the paper
                width = max(2, round(2.5 * k))
                self.time_plot.plot(line_x, line_y, pen=pg.mkPen(edge(colour), width=width + 1.6))
                self.time_plot.plot(line_x, line_y, pen=pg.mkPen(colour, width=width))
            self.time_plot.plot(xs, ys, pen=None, symbol=SYMBOLS[i % len(SYMBOLS)], symbolSize=round(8 * k),
                                symbolBrush=pg.mkBrush(colour), symbolPen=pg.mkPen(edge(colour)))
            keys.append((i, colour, False, name))
        self.time_plot.setYRange(0, top, padding=0.08)
        # from before the first game to the last game, with room after it (one game was a spike on the edge)
        self.time_plot.setXRange(-0.1, max(1, len(order)) + 0.5, padding=0)
        item = self.time_plot.getPlotItem()
        item.getAxis("left").setWidth(round(30 * k))
        item.setLabel("bottom", translate("HistoryPages", "All the games, oldest first"),
                      **{"color": look.INK.name(), "font-size": f"{tick_px}px"})
        self.time_plot.setMinimumHeight(round(140 * k))
        self.legend.px = tick_px
        self.legend.set_keys(keys)
        self.legend.updateGeometry()

    def legend_text(self) -> str:
        return self.legend.text()
