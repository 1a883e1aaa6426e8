"""The price history panel: every share colour's price and the gold price after each price change, and under
them the seated player's own wealth at those prices.

Drawn with pyqtgraph, which is imported here and nowhere else in the game's package: the main window imports
this module only when the user opens the panel. It looks like the other games' panels: a narrow dock beside
the table (`WIDTH`), laid out top to bottom, words on the felt at 11 px or more, the charts on paper cards.
Each price line is drawn in its share's colour with a dark edge under it (white and yellow must show on
paper) and carries its share's mark (circle, triangle, square, diamond, star; a bar for gold) as the symbol
on its points, so no line is told from another by colour alone; marks at one price at one point stand side by
side.

The numbers are Qt-free (`wealth.PriceHistory`, followed from the session's record). Wealth is private: only
the seated player's own (from their own view) is drawn, the panel names whose it is, and while nobody is
seated (a spectator, the hand-off cover) only the prices are shown.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.black_friday.end_table import fill, gold_at_end
from ponzi_desktop.ui.black_friday.labels import COLOURS
from ponzi_desktop.ui.black_friday.marks import gold_bar_path, paint_gold_bar, paint_share
from ponzi_desktop.ui.black_friday.style import GOLD_BAR, share_colour, share_mark
from ponzi_desktop.ui.black_friday.wealth import PriceHistory, own_wealth
from ponzi_desktop.ui.docks import panel_style
from ponzi_desktop.ui.formatting import isolate, money
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.charts import ChartPanel, MoneyAxis, paper_plot
from ponzi_desktop.ui.kit.dialogs import paint_felt
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.legend import FlowLegend
from ponzi_desktop.ui.look import contrast, seat_colour

#: The panel's width in a 1280x720 window, as the other games' panels.
WIDTH = 270
#: The seated player's wealth line on paper (4.5:1 or more), whatever their seat's colour.
WEALTH_INK = QColor("#1d6e45")
#: A point's symbol is drawn at most every this many pixels along a line (the last point always).
SYMBOL_GAP = 26


def symbol_path(key: str) -> QPainterPath:
    """The mark of a share colour (or a gold bar for "gold") as a pyqtgraph symbol: about 1 unit across."""
    if key == "gold":
        return gold_bar_path(QRectF(-0.6, -0.5, 1.2, 1.0)).translated(0, -0.05)
    return share_mark(key, QRectF(-0.98, -0.98, 1.96, 1.96))  # a mark spans about half a share's side


def last_x(xs: list[int]) -> int:
    """The last point the x axis shows (1 at least: a single point stands in a chart of two steps)."""
    return max(1, xs[-1] if xs else 1)


def line_ink(key: str) -> QColor:
    return QColor(GOLD_BAR) if key == "gold" else share_colour(key)


def edge_ink(key: str) -> QColor:
    """The dark edge under a line and round a symbol: the line's colour darkened, ink for the light ones."""
    if key in ("white", "yellow", "gold"):
        return look.INK_SOFT
    return line_ink(key).darker(160)


class PriceHistoryPanel(ChartPanel):
    """Price lines over the price changes so far; below, the seated player's wealth at each of them."""

    WIDTH = WIDTH

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, "price_history", parent)
        self.history = PriceHistory()
        self.points: list = []  # the history's points the board has shown (`refresh`)
        self.wealth: list[int] | None = None  # the seated player's wealth at each point, as last drawn
        self.shown_seat: int | None = None  # whose wealth is drawn (None: nobody's)
        self._drawn: dict[int, tuple] = {}  # what each chart was last drawn from (`_unchanged`)
        self.setStyleSheet(self._style())
        layout = self.begin()
        # the prices on a paper card: the share colours and the dark ink read on paper, not on the felt
        self.card = QFrame(self)
        self.card.setObjectName("history_card")
        card = QVBoxLayout(self.card)
        card.setContentsMargins(self.px(8), self.px(6), self.px(6), self.px(4))
        card.setSpacing(self.px(2))
        self.legend = ShareKeys(self.px(12), self.card)
        self.legend.setObjectName("history_legend")
        self.plot = self._make_plot(self.card, self.px(150))
        # which points carry a mark, and how far apart marks at one price stand, depend on the chart's width
        self.plot.getPlotItem().getViewBox().sigResized.connect(self._chart_resized)
        card.addWidget(self.legend)
        card.addWidget(self.plot, 1)
        layout.addWidget(self.card, 3)
        # the seated player's wealth on a card of its own: under the prices it was counted at
        self.wealth_card = QFrame(self)
        self.wealth_card.setObjectName("history_card")
        wcard = QVBoxLayout(self.wealth_card)
        wcard.setContentsMargins(self.px(8), self.px(6), self.px(6), self.px(4))
        wcard.setSpacing(self.px(2))
        self.wealth_title = QLabel(self.wealth_card)
        self.wealth_title.setWordWrap(True)
        self.wealth_plot = self._make_plot(self.wealth_card, self.px(90))
        wcard.addWidget(self.wealth_title)
        wcard.addWidget(self.wealth_plot, 1)
        layout.addWidget(self.wealth_card, 2)
        self.finish(layout)

    def _style(self) -> str:
        return panel_style("price_history", "history", self.px)

    def _make_plot(self, parent: QWidget, height: int) -> Any:
        plot = paper_plot(parent, MoneyAxis("left"), tick_px=self.px(12), offset_px=self.px(4), min_height=height)
        item = plot.getPlotItem()
        # room for "$1,000" (pyqtgraph drops a tick's words that do not fit), and both charts' x axes aligned
        item.getAxis("left").setWidth(self.px(46))
        return plot

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(p, QRectF(self.rect()))

    # ---- what it shows -------------------------------------------------------------------------------------
    def shows_event(self, event: Any) -> bool:
        return event.kind == "price_change_ended"  # the price change's point, as the board shows its end

    def changes_shown(self) -> int:
        """How many price changes the board has shown: those of the view it shows, and one whose end it has
        just shown in the middle of a move."""
        ended = [e.data["number"] for e in self.events_shown if e.kind == "price_change_ended"] \
            if self.table is not None and self.table.animator.busy else []
        return max([self.shown_view().price_changes, *ended])

    def refresh(self, *_: Any) -> None:
        session = self.session
        self.history.follow(session.record)
        shown = self.changes_shown()
        # the record may be ahead of the board (a bot's move still being shown): the points it has shown
        self.points = [point for point in self.history.points if point.number <= shown]
        viewer = session.viewer
        view = self.shown_view()
        names = [seat.name for seat in session.seats]
        over = view.outcome is not None
        self.title.setText(self.tr("Prices over the game") if over else self.tr("Prices after each price change"))
        self.caption.setText(self.tr("What every player may see") if viewer is None
                             else fill(self.tr("Wealth of %1"), isolate(names[viewer])))
        self.wealth_title.setText(self.tr("Your wealth at those prices"))
        self.legend.set_keys([(c, label(COLOURS, c)) for c in self.history.colours] + [("gold", self.tr("Gold"))])
        self.shown_seat = viewer
        self.wealth = [point.wealth[viewer] for point in self.points] if viewer is not None else None
        self.wealth_card.setVisible(self.wealth is not None)
        self._draw_prices()
        self._draw_wealth()
        self.summary.setText(self._summary(view, viewer))
        self.summary.setVisible(bool(self.summary.text()))
        end = money(gold_at_end())
        self.note.setText(fill(self.tr("Gold at %1 ends the game.") if viewer is None
                               else self.tr("Gold at %1 ends the game. Only your own wealth is shown."), end))

    def _summary(self, view: Any, viewer: int | None) -> str:
        if viewer is None:
            return self.tr("Nobody is seated at the screen: only the prices are shown.")
        if view.outcome is not None:
            return fill(self.tr("You finished with %1."), money(view.outcome.scores[viewer]))
        return fill(self.tr("Your wealth at the current prices: %1."),
                    money(own_wealth(view, view.prices, view.gold_price)))

    def _xs(self) -> list[int]:
        return [point.number for point in self.points]

    def _symbols_at(self, plot: Any, count: int, shift: int) -> list[int]:
        """The points of a line that carry its symbol: about every `SYMBOL_GAP` px, each line `shift`ed a
        little so that the marks of lines on the same prices do not all stand on one point; the last always."""
        width = max(1.0, plot.getPlotItem().getViewBox().width() or self.px(200))
        step = max(1, math.ceil(count * self.px(SYMBOL_GAP) / width))
        keep = {i for i in range(count) if (i + shift) % step == 0}
        keep.add(count - 1)
        return sorted(keep)

    def _line(self, plot: Any, xs: list[int], ys: list[int], key: str) -> None:
        ink, edge = line_ink(key), edge_ink(key)
        plot.plot(xs, ys, pen=pg.mkPen(edge, width=self.px(4)))  # the dark edge, under the colour
        plot.plot(xs, ys, pen=pg.mkPen(ink, width=self.px(2)))

    def _marks(self, plot: Any, xs: list[int], lines: list[tuple[str, list[int]]]) -> None:
        """Each line's marks, over all the lines. Marks of lines at one price at one point stand side by side
        there, centred on the point and within its step, at the price's own height: none hides another, and
        none reads as another price."""
        at = {key: self._symbols_at(plot, len(xs), shift) for shift, (key, _ys) in enumerate(lines)}
        together: dict[tuple[int, int], list[str]] = {}
        for key, ys in lines:
            for i in at[key]:
                together.setdefault((i, ys[i]), []).append(key)
        width = max(1.0, plot.getPlotItem().getViewBox().width() or self.px(200))
        unit = width / (last_x(xs) + 1)  # pixels per step (the x range is -0.5 .. last + 0.5: `_ranges`)
        size = self.px(13)
        for key, ys in lines:
            mx = []
            for i in at[key]:
                keys = together[(i, ys[i])]
                n = len(keys)
                pitch = min((size + self.px(1)) / unit, 0.9 / (n - 1)) if n > 1 else 0.0
                mx.append(xs[i] + (keys.index(key) - (n - 1) / 2) * pitch)
            plot.plot(mx, [ys[i] for i in at[key]], pen=None, symbol=symbol_path(key), symbolSize=size,
                      symbolBrush=pg.mkBrush(line_ink(key)), symbolPen=pg.mkPen(edge_ink(key), width=1.3))

    def _unchanged(self, plot: Any, *drawn: Any) -> bool:
        """Whether `plot` already shows `drawn` at its present width (most moves change no price: the lines
        are drawn again only when a point is added, a seat changes or the chart is resized)."""
        key = (*drawn, plot.getPlotItem().getViewBox().width(), self.px(1))
        if self._drawn.get(id(plot)) == key:
            return True
        self._drawn[id(plot)] = key
        return False

    def _draw_prices(self) -> None:
        plot = self.plot
        xs = self._xs()
        lines = [(colour, [point.prices[i] for point in self.points]) for i, colour in enumerate(self.history.colours)]
        gold = [point.gold_price for point in self.points]
        if self._unchanged(plot, tuple(xs), tuple((c, tuple(ys)) for c, ys in lines), tuple(gold)):
            return
        plot.clear()
        lines.append(("gold", gold))
        for key, ys in lines:
            self._line(plot, xs, ys, key)
        self._marks(plot, xs, lines)
        self._ranges(plot, xs, max(max(ys) for _key, ys in lines))

    def _draw_wealth(self) -> None:
        plot = self.wealth_plot
        if self._unchanged(plot, self.shown_seat, tuple(self.wealth or ())):
            return
        plot.clear()
        if self.wealth is None:
            return
        xs = self._xs()
        ink = seat_colour(self.session.seats, self.shown_seat)
        ink = ink if contrast(ink, look.PAPER) >= 3 else WEALTH_INK  # a line (not text): 3:1 on the paper
        plot.plot(xs, self.wealth, pen=pg.mkPen(ink, width=self.px(2.5)), symbol="o", symbolSize=self.px(7),
                  symbolBrush=pg.mkBrush(ink), symbolPen=pg.mkPen(look.PAPER, width=1))
        self._ranges(plot, xs, max(self.wealth))

    def _ranges(self, plot: Any, xs: list[int], top: int) -> None:
        plot.setXRange(-0.5, last_x(xs) + 0.5, padding=0)  # room for the end points' symbols
        plot.setYRange(0, max(10, top) * 1.08, padding=0)

    def _chart_resized(self, *_: Any) -> None:
        if self.points:
            self._draw_prices()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class ShareKeys(FlowLegend):
    """The legend: each key its share (or gold bar) and its words; a key is (colour or "gold", words)."""

    def mark_width(self, key) -> float:
        return self.px * 1.15

    def paint_mark(self, painter: QPainter, key, box: QRectF) -> None:
        side = self.mark_width(key)
        icon = QRectF(box.left(), box.center().y() - side / 2, side, side)
        if key[0] == "gold":
            paint_gold_bar(painter, icon.adjusted(-1, 0, 1, 0))
        else:
            paint_share(painter, icon, key[0])
