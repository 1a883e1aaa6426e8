"""The Statistics page's charts, on cream cards in the table's look: each player's win rate (people and bot
levels, one bar each), and the wins each has gathered over time. pyqtgraph is imported with this module, which
the page imports the first time it is shown."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import number
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.charts import CountAxis
from ponzi_desktop.ui.look import SEAT_COLOURS, CreamCard

if TYPE_CHECKING:
    from ponzi_desktop.persistence.stats import PlayerStats, Statistics

translate = QCoreApplication.translate
#: The most players the charts draw (the most games played first): more would be a blur of colours.
MOST = 8
#: The bots' colours: the brass and wood of the table, darker for a stronger level.
BOT_COLOURS = {"random": "#b7a27a", "easy": "#a8865a", "normal": "#8a6a3e", "hard": "#5e4426"}


def colour_of(player: PlayerStats, index: int) -> QColor:
    if player.kind == "bot":
        return QColor(BOT_COLOURS.get(player.key, "#7d6a4f"))
    return QColor(SEAT_COLOURS[index % len(SEAT_COLOURS)])


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
        return [translate("HistoryPages", "%1%").replace("%1", number(round(v))) for v in values]


class StatisticsCharts(QWidget):
    """Two charts in a column beside the tables."""

    WIDTH = 340

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_charts")
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(10)
        self.rate_card, self.rate_title, self.rate_plot = self._card(NameAxis("left"), PercentAxis("bottom"))
        self.time_card, self.time_title, self.time_plot = self._card(CountAxis("left"), CountAxis("bottom"))
        self.legend = QLabel(self.time_card)
        self.legend.setObjectName("statistics_legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)  # names escaped below
        self.time_card.layout().addWidget(self.legend)
        self.players: list[PlayerStats] = []

    def _card(self, left: pg.AxisItem, bottom: pg.AxisItem):
        card = CreamCard(self)
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

    def show_stats(self, stats: Statistics, k: float) -> None:
        self.setFixedWidth(round(self.WIDTH * k))
        players = sorted((*stats.people, *stats.bots), key=lambda p: -p.games)[:MOST]
        colours = {id(p): colour_of(p, i) for i, p in enumerate(stats.people)}
        colours.update({id(p): colour_of(p, 0) for p in stats.bots})
        self.players = players
        from ponzi_desktop.ui.statistics_page import player_text

        names = [player_text(p).replace("\u2068", "").replace("\u2069", "") for p in players]
        for title in (self.rate_title, self.time_title):
            title.setStyleSheet(f"color: #2b2118; font-size: {round(15 * k)}px; font-weight: bold;")
        self.legend.setStyleSheet(f"color: #3b2a17; font-size: {max(12, round(13 * k))}px;")
        self.rate_title.setText(translate("HistoryPages", "Win rate"))
        self.time_title.setText(translate("HistoryPages", "Wins, game after game"))
        for plot in (self.rate_plot, self.time_plot):
            plot.clear()
            item = plot.getPlotItem()
            for name in ("left", "bottom"):
                axis = item.getAxis(name)
                axis.setPen(pg.mkPen(look.INK_SOFT))
                axis.setTextPen(pg.mkPen(look.INK))
                axis.setStyle(tickFont=look.font(max(12, round(12 * k))), tickTextOffset=round(4 * k))
        # the win rates, the most games played on top
        axis = self.rate_plot.getPlotItem().getAxis("left")
        axis.names = list(reversed(names))
        metrics = QFontMetricsF(look.font(max(12, round(12 * k))))
        axis.setWidth(round(max((metrics.horizontalAdvance(n) for n in names), default=30) + 14 * k))
        for i, p in enumerate(reversed(players)):
            bar = pg.BarGraphItem(x0=[0], y=[i], height=[0.6], width=[100 * (p.rate or 0)],
                                  brush=pg.mkBrush(colours[id(p)]), pen=pg.mkPen(look.INK_SOFT))
            self.rate_plot.addItem(bar)
        self.rate_plot.setXRange(0, 108, padding=0)
        self.rate_plot.setYRange(-0.6, max(0, len(players) - 1) + 0.6, padding=0)
        self.rate_plot.setMinimumHeight(round(max(120, 30 * len(players) + 50) * k))
        # the wins gathered, game after game
        legend = []
        top = 1
        # game by game: the n-th game of the history (as filtered) at n, whoever played it
        order = {when: n for n, when in enumerate(sorted({w for p in (*stats.people, *stats.bots)
                                                           for w, _ in p.timeline}), start=1)}
        for p, name in zip(players, names, strict=True):
            xs, ys, wins = [0], [0], 0
            for when, won in p.timeline:
                wins += int(won)
                xs.append(order[when])
                ys.append(wins)
            top = max(top, wins)
            colour = colours[id(p)]
            self.time_plot.plot(xs, ys, pen=pg.mkPen(colour, width=max(2, round(2.5 * k))),
                                symbol="o", symbolSize=round(6 * k), symbolBrush=pg.mkBrush(colour),
                                symbolPen=pg.mkPen(look.PAPER))
            legend.append(f"<span style='color:{colour.name()}'>■</span>&nbsp;"
                          + escape(name).replace(" ", "&nbsp;"))
        self.time_plot.setYRange(0, top, padding=0.08)
        self.time_plot.setXRange(0, max(1, len(order)), padding=0.04)
        self.time_plot.getPlotItem().getAxis("left").setWidth(round(30 * k))
        self.time_plot.setMinimumHeight(round(150 * k))
        self.legend.setText(" &nbsp; ".join(legend))
