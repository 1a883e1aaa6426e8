"""The end table's money chart: each player's money over the finished game, one line per seat in the seat's
colour and with its own symbol, a legend of the seats' names, the game's charts side by side on the paper.

Drawn with pyqtgraph, imported here: the end table imports this module only when its chart is first shown
(kit/end_pages.py). The numbers are the game's (`GameUI.money_series`, a `MoneySeries` from the record); the
words are the game's end table's (`chart_heading`, `chart_axis`, `chart_note`, `chart_keys`). Everything is
sized from the end table's scale (1 in a 1280 x 720 window), its smallest text 10 pt (13 px) there.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.charts import SYMBOLS, DollarTicks, SeatKeys, edge, paper_plot, zero_room
from ponzi_desktop.ui.kit.money_series import MoneyChart, MoneySeries
from ponzi_desktop.ui.kit.paper import paper_label

#: At most this many points of a line carry its symbol (the whole-number ones first: rounds, price changes).
MARKS = 16


class EndChart(QWidget):
    """The legend over the charts (one or two, side by side), each with its heading and its axis's word; a note
    under them."""

    def __init__(self, end_table: Any, series: MoneySeries, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("money_chart")
        self.end_table = end_table
        self.series = series
        self.k = k = end_table.scale
        keys = end_table.chart_keys()  # (name, colour) per line
        viewer = end_table.session.viewer
        self.keys = [(i, colour, i == viewer, name) for i, (name, colour) in enumerate(keys)]
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(self.px(6))
        self.legend = SeatKeys(self.px(14), self)
        self.legend.setObjectName("money_legend")
        self.legend.set_keys(self.keys[:series.lines])
        box.addWidget(self.legend)
        charts = QGridLayout()
        charts.setHorizontalSpacing(self.px(22))
        charts.setVerticalSpacing(self.px(2))
        self.headings: list[QLabel] = []
        self.plots: list[Any] = []
        self.axis_words: list[QLabel] = []
        for col, chart in enumerate(series.charts):
            heading = paper_label(self, 11.5 * k, bold=True)
            heading.setTextFormat(Qt.TextFormat.PlainText)
            heading.setWordWrap(False)
            heading.setText(end_table.chart_heading(chart.key))
            plot = self._plot(chart)
            word = paper_label(self, 10 * k, colour=look.INK_SOFT.name())
            word.setTextFormat(Qt.TextFormat.PlainText)
            word.setWordWrap(False)
            word.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            word.setText(end_table.chart_axis(series.unit))
            charts.addWidget(heading, 0, col)
            charts.addWidget(plot, 1, col)
            charts.addWidget(word, 2, col)
            charts.setColumnStretch(col, 1)
            self.headings.append(heading)
            self.plots.append(plot)
            self.axis_words.append(word)
        charts.setRowStretch(1, 1)
        box.addLayout(charts, 1)
        self.note = paper_label(self, 10 * k, colour=look.INK_SOFT.name())
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.note.setText(end_table.chart_note())
        self.note.setVisible(bool(self.note.text()))
        box.addWidget(self.note)
        self._fit_axes()

    def px(self, v: float) -> int:
        return max(1, round(v * self.k))

    # ---- one chart -----------------------------------------------------------------------------------------
    def _plot(self, chart: MoneyChart) -> Any:
        plot = paper_plot(self, DollarTicks("left"), tick_px=self.px(13), offset_px=self.px(4),
                          min_height=self.px(120), background=None, grid_alpha=0.2)
        plot.setMinimumWidth(self.px(200))
        self._draw(plot, chart)
        return plot

    def _draw(self, plot: Any, chart: MoneyChart) -> None:
        xs = list(chart.xs)
        order = list(range(len(chart.lines)))
        viewer = self.end_table.session.viewer
        if viewer in order:  # the seated player's line on top of the others
            order.remove(viewer)
            order.append(viewer)
        top = max([10.0, *(float(v) for line in chart.lines for v in line if v is not None)])
        plot.setProperty("top", top * 1.08)
        items: list[tuple[int, list, list]] = []  # (line, its items, its ys) to lay again on a resize
        crosses: list[tuple[float, float]] = []
        for i in order:
            ys = [math.nan if v is None else float(v) for v in chart.lines[i]]
            if all(math.isnan(y) for y in ys):
                continue
            _, colour, mine, _ = self.keys[i]
            width = self.px(3.2 if mine else 2.2)
            drawn = [plot.plot(xs, ys, pen=pg.mkPen(edge(colour), width=width + self.px(1.6)), connect="finite"),
                     plot.plot(xs, ys, pen=pg.mkPen(colour, width=width), connect="finite")]
            at = marked(xs, ys)
            drawn.append(plot.plot([xs[j] for j in at], [ys[j] for j in at], pen=None,
                                   symbol=SYMBOLS[i % len(SYMBOLS)], symbolSize=self.px(9 if mine else 8),
                                   symbolBrush=pg.mkBrush(colour),
                                   symbolPen=pg.mkPen(look.INK if mine else edge(colour), width=1)))
            gone = chart.out_at(i)
            if gone is not None and not math.isnan(ys[gone]):  # out of the game there: a cross where it went out
                crosses.append((xs[gone], ys[gone]))
                drawn.append(plot.plot([xs[gone]], [ys[gone]], pen=None, symbol="x", symbolSize=self.px(14),
                                       symbolBrush=pg.mkBrush(look.INK), symbolPen=pg.mkPen(look.INK, width=1)))
            for item in drawn[:2]:
                item.amounts = ys  # what the line says, wherever `_dodge` draws it
            items.append((i, drawn, ys))
        plot.setProperty("crosses", crosses)
        first, end = (xs[0], xs[-1]) if xs else (0.0, 1.0)
        pad = max(0.3, (end - first) * 0.02)
        plot.setXRange(first - pad, max(end, first + 1) + pad, padding=0)
        box = plot.getPlotItem().getViewBox()

        def lay_out(*_args: Any) -> None:
            below = zero_room(plot, top * 1.08)
            plot.setYRange(-below, top * 1.08, padding=0)
            (x0, x1), _ = box.viewRange()
            self._dodge(xs, items, (x1 - x0) / max(1.0, box.width()))

        box.sigResized.connect(lay_out)
        lay_out()

    def _dodge(self, xs: list[float], items: list[tuple[int, list, list]], per_px: float) -> None:
        """Lines at the same amount (every player's interest due at $0) are drawn at that amount, one over
        another: moved up or down, a line at $0 would seem below it, and equal amounts would seem to differ.
        Where they share a point, their symbols stand side by side across it, a symbol apart in seat order,
        so that every seat is seen there, at the amount it had."""
        gap = self.px(10.0) * per_px
        marks = [[xs[j] for j in marked(xs, ys)] for _, _, ys in items]
        for j in range(len(xs)):
            same: dict[float, list[int]] = {}
            for n, (_, _, ys) in enumerate(items):
                if not math.isnan(ys[j]) and j in marked(xs, ys):
                    same.setdefault(ys[j], []).append(n)
            for members in same.values():
                if len(members) > 1:
                    members.sort(key=lambda n: items[n][0])
                    for rank, n in enumerate(members):
                        k = marked(xs, items[n][2]).index(j)
                        marks[n][k] = xs[j] + (rank - (len(members) - 1) / 2) * gap
        for (_i, drawn, ys), mark_xs in zip(items, marks, strict=True):
            drawn[0].setData(xs, ys, connect="finite")
            drawn[1].setData(xs, ys, connect="finite")
            drawn[2].setData(mark_xs, [ys[j] for j in marked(xs, ys)])

    def _fit_axes(self) -> None:
        """Every chart's dollar axis as wide as its widest label needs, and alike, so that the charts line up."""
        if not self.plots:
            return
        width = max(plot.getPlotItem().getAxis("left").room_for([plot.property("top")]) for plot in self.plots)
        width = max(width, self.px(40))
        for plot in self.plots:
            plot.getPlotItem().getAxis("left").setWidth(width)

    # ---- what tests and screen readers read ----------------------------------------------------------------
    def crosses(self, chart: int = 0) -> list[tuple[float, float]]:
        """The (x, amount) of every ✕ of chart `chart`: where a player went out."""
        return list(self.plots[chart].property("crosses") or [])

    def lines_drawn(self, chart: int = 0, amounts: bool = True) -> list[tuple[list[float], list[float]]]:
        """The (xs, ys) of every line of chart `chart` (its coloured pens, not edges or symbols): the amounts it
        shows, or with `amounts` False where it is drawn (the same: lines are drawn at their amounts)."""
        colours = {QColor(colour).name() for _, colour, _, _ in self.keys}
        out = []
        for item in self.plots[chart].getPlotItem().listDataItems():
            pen = item.opts["pen"]
            if item.opts["symbol"] is None and pen is not None and pg.mkPen(pen).color().name() in colours:
                out.append((list(item.xData), list(item.amounts if amounts else item.yData)))
        return out

    def marks_drawn(self, chart: int = 0) -> list[tuple[list[float], list[float]]]:
        """The (xs, ys) of every line's symbols in chart `chart`, where they are drawn (the symbols of lines
        at one amount stand side by side at it)."""
        out = []
        for item in self.plots[chart].getPlotItem().listDataItems():
            if item.opts["symbol"] in SYMBOLS and item.opts["pen"] is None:
                out.append((list(item.xData), list(item.yData)))
        return out

    def summary(self) -> str:
        """Each line's last amount, in words: name and money (for tests and a tooltip)."""
        chart = self.series.charts[0]
        parts = []
        for i, line in enumerate(chart.lines):
            last = next((v for v in reversed(line) if v is not None), None)
            if last is not None:
                parts.append(f"{self.keys[i][3]}: {money(round(last))}")
        return "; ".join(parts)


def marked(xs: list[float], ys: list[float]) -> list[int]:
    """The points of a line that carry its symbol: its whole-number xs (every n-th of them when there are more
    than `MARKS`) and its last point."""
    alive = [j for j, y in enumerate(ys) if not math.isnan(y)]
    whole = [j for j in alive if abs(xs[j] - round(xs[j])) < 1e-9] or alive
    step = max(1, math.ceil(len(whole) / MARKS))
    keep = set(whole[::step])
    if alive:
        keep.add(alive[-1])
    return sorted(keep)
