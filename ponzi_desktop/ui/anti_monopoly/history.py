"""The "Money and Property" panel: every player's cash and the value of their property at the start of each
round, and where the game is now, in two charts, one line per player in the seat's colour.

Drawn with pyqtgraph, which is imported here and nowhere else in the game's package: the main window imports
this module only when the user opens the panel. It looks like the other games' panels (Black Friday's price
history): a narrow dock beside the table, words on the felt, the charts on paper cards. Every line carries its
seat's own symbol as well as its colour, and the seated player's lines are drawn thicker.

The numbers are Qt-free (`wealth.MoneyHistory`, followed from the session's record). In Anti-Monopoly
everything here is public (cash included), so every player's lines are shown to everyone, even under the
hand-off cover.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.anti_monopoly.end_table import fill
from ponzi_desktop.ui.anti_monopoly.wealth import MoneyHistory
from ponzi_desktop.ui.docks import panel_style
from ponzi_desktop.ui.formatting import isolate, money, no_lone_character, plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.charts import (
    SYMBOLS,
    ChartPanel,
    DollarTicks,
    SeatKeys,
    edge,
    paper_plot,
    value_range,
)
from ponzi_desktop.ui.kit.dialogs import paint_felt
from ponzi_desktop.ui.look import seat_colour

#: The panel's width in a 1280x720 window, as the other games' panels.
WIDTH = 270
#: A line's symbol is drawn on every point while there are at most this many, else on the last one only.
ALL_SYMBOLS = 24


class AntiMonopolyMoneyPanel(ChartPanel):
    """Two charts over the rounds: each player's cash, and the value of their property."""

    WIDTH = WIDTH

    def __init__(self, session: Any, parent: QWidget | None = None) -> None:
        super().__init__(session, "money_history", parent)
        self.history = MoneyHistory()
        self.shown_seat: int | None = None  # whose lines are drawn thicker (None: nobody's)
        self.setStyleSheet(panel_style("money_history", "history", self.px))
        layout = self.begin()
        self.cash_card, self.cash_title, self.cash_plot = self._card(layout, self.px(120))
        self.legend = SeatKeys(self.px(12), self.cash_card)
        self.legend.setObjectName("history_legend")
        self.cash_card.layout().insertWidget(1, self.legend)
        self.property_card, self.property_title, self.property_plot = self._card(layout, self.px(120))
        self.finish(layout)

    def _card(self, layout: QVBoxLayout, height: int) -> tuple[QFrame, QLabel, Any]:
        card = QFrame(self)
        card.setObjectName("history_card")
        box = QVBoxLayout(card)
        box.setContentsMargins(self.px(8), self.px(6), self.px(6), self.px(4))
        box.setSpacing(self.px(2))
        title = QLabel(card)
        title.setWordWrap(True)
        plot = paper_plot(card, DollarTicks("left"), tick_px=self.px(12), offset_px=self.px(4), min_height=height)
        item = plot.getPlotItem()
        item.getAxis("left").setWidth(self.px(46))  # room for "$1,500"; both charts' x axes aligned
        box.addWidget(title)
        box.addWidget(plot, 1)
        layout.addWidget(card, 1)
        return card, title, plot

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(p, QRectF(self.rect()))

    # ---- what it shows -------------------------------------------------------------------------------------
    def refresh(self, *_: Any) -> None:
        session = self.session
        self.history.follow(session.record)
        view = session.view(None)
        names = [isolate(seat.name) for seat in session.seats]
        viewer = session.viewer
        self.shown_seat = viewer
        over = view.outcome is not None
        self.title.setText(self.tr("Every player, round by round"))  # the dock's title bar names the panel
        self.caption.setText(self.tr("At the start of every round; the last point is the end of the game.") if over
                             else self.tr("At the start of every round; the last point is now."))
        self.cash_title.setText(self.tr("Cash"))
        self.property_title.setText(self.tr("Property value"))
        tip = self.tr("What each player's property is worth: the printed price of every unmortgaged property "
                      "plus what its houses and apartments cost. A mortgaged property counts nothing.")
        for w in (self.property_card, self.property_plot):
            w.setToolTip(plain_tip(tip))
        cash_tip = self.tr("Each player's cash. Everything here is public in Anti-Monopoly.")
        for w in (self.cash_card, self.cash_plot):
            w.setToolTip(plain_tip(cash_tip))
        self.legend.set_keys([(seat, self._ink(seat), seat == viewer, names[seat])
                              for seat in range(self.history.players)])
        tops = [self._draw(self.cash_plot, self.history.cash_of), self._draw(self.property_plot, self.history.property_of)]
        self._fit_axes(tops)
        self.summary.setText(self._summary(view, viewer))
        self.summary.setVisible(bool(self.summary.text()))
        self.note.setText(no_lone_character(self.tr("A bankrupt player's lines stop where they went out.")))

    def _summary(self, view: Any, viewer: int | None) -> str:
        if viewer is None or viewer >= len(view.cash):
            return ""
        point = self.history.points[-1]
        if view.bankrupt[viewer]:
            return self.tr("You are bankrupt.")
        return fill(self.tr("You: %1 in cash, %2 in property."), money(point.cash[viewer]),
                    money(point.property[viewer]))

    def _ink(self, seat: int) -> QColor:
        return seat_colour(self.session.seats, seat)

    def _draw(self, plot: Any, values_of: Any) -> float:
        """Draws the chart; returns the top of its dollar range."""
        plot.clear()
        # its range is set below, once every line is in: not fitted again to each line as it comes (each fit
        # told every line drawn so far)
        plot.disableAutoRange()
        xs = self.history.rounds()
        top, bottom = 0.0, math.inf
        seats = list(range(self.history.players))
        if self.shown_seat in seats:  # the seated player's lines on top of the others
            seats.remove(self.shown_seat)
            seats.append(self.shown_seat)
        for seat in seats:
            ys = self._until_out(seat, values_of(seat))
            shown = [y for y in ys if not math.isnan(y)]
            top, bottom = max([top, *shown]), min([bottom, *shown])
            mine = seat == self.shown_seat
            ink = self._ink(seat)
            width = self.px(3.4 if mine else 1.8)
            # a dark edge under every line (the seated player's in ink): a light seat colour (white, yellow)
            # shows on the paper, as on the end table's chart
            plot.plot(xs, ys, pen=pg.mkPen(look.INK if mine else edge(ink), width=width + self.px(2 if mine else 1.6)),
                      connect="finite")
            plot.plot(xs, ys, pen=pg.mkPen(ink, width=width), connect="finite")
            at = [i for i, y in enumerate(ys) if not math.isnan(y)]
            if len(xs) > ALL_SYMBOLS:
                at = at[-1:]
            plot.plot([xs[i] for i in at], [ys[i] for i in at], pen=None, symbol=SYMBOLS[seat % len(SYMBOLS)],
                      symbolSize=self.px(9 if mine else 7), symbolBrush=pg.mkBrush(ink),
                      symbolPen=pg.mkPen(look.INK if mine else edge(ink), width=1))
        last = max(1.0, xs[-1] if xs else 1.0)
        plot.setXRange(0.5, last + 0.5, padding=0)
        lo, hi = value_range(0.0 if math.isinf(bottom) else bottom, top)
        plot.setYRange(lo, hi, padding=0)
        return hi

    def _fit_axes(self, tops: list[float]) -> None:
        """Both charts' dollar axes as wide as their widest label needs ("$1,500" at any scale and font), and
        alike, so that the two charts' rounds line up."""
        plots = (self.cash_plot, self.property_plot)
        width = max([self.px(46)] + [plot.getPlotItem().getAxis("left").room_for([top])
                                     for plot, top in zip(plots, tops, strict=True)])
        for plot in plots:
            axis = plot.getPlotItem().getAxis("left")
            if axis.width() != width:
                axis.setWidth(width)

    def _until_out(self, seat: int, values: list[int]) -> list[float]:
        """The values up to the first point where `seat` is bankrupt (its 0), nothing after."""
        out: list[float] = []
        gone = False
        for point, value in zip(self.history.points, values, strict=True):
            out.append(math.nan if gone else float(value))
            gone = gone or point.bankrupt[seat]
        return out

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
