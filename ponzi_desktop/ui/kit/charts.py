"""The panels of charts beside a table (`ChartPanel`) and their axes (pyqtgraph): money as the app writes it,
and counts (rounds, price changes) in whole numbers; dollars at round steps (`DollarTicks`, `value_range`) and a
legend of seats (`SeatKeys`, each seat its colour and its own symbol, `SYMBOLS`). Imported only by the panels
and charts that draw (the docks, the end table's chart), so the start-up never loads pyqtgraph."""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.dialogs import dialog_scale
from ponzi_desktop.ui.kit.legend import FlowLegend

#: Each seat's symbol on its points, so that no line is told from another by colour alone.
SYMBOLS = ("o", "s", "t", "d", "star", "h")


class MoneyAxis(pg.AxisItem):
    """The dollars axis: "$200" at each tick, as the app writes money."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [money(round(v * scale)) for v in values]

    def room_for(self, values) -> int:
        """The width (pixels) this axis needs so that the labels of `values` fit in it whole: pyqtgraph leaves
        out every label wider than its axis, so a fixed width that "$400" fits in shows no "$1,500" at all."""
        font = self.style.get("tickFont") or QFont()
        metrics = QFontMetricsF(font)
        widest = max((metrics.boundingRect(s).width() for s in self.tickStrings(values, 1, 1)), default=0.0)
        gap = max(0, self.style["tickLength"]) + self.style["tickTextOffset"][0]
        return math.ceil(widest + gap + metrics.height() * 0.25)


class CountAxis(pg.AxisItem):
    """A count: whole numbers only (0, 5, 10, ...), never 2.5."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        span = max(1.0, maxVal - minVal)
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if span / s <= 6)
        first = math.ceil(minVal / step) * step
        return [(step, [float(v) for v in range(int(first), int(maxVal) + 1, step)])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [str(round(v)) for v in values]


class ChartPanel(QWidget):
    """A game's panel of charts beside the table (`WIDTH` wide at the table's scale): a title and a caption on the
    felt, the game's charts on paper cards (the subclass adds them between `begin` and `finish`), then a summary
    and a note; redrawn (`refresh`) whenever the game or the seated player changes. Every text is plain: the
    panels write players' names."""

    WIDTH = 270

    def __init__(self, session, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table: Any = None  # the table whose board's moment the panel shows (`follow_table`), if any
        self.events_shown: list = []  # the events of the move the board is showing, shown so far
        self.setObjectName(name)
        self.scale = dialog_scale(parent)

    def begin(self) -> QVBoxLayout:
        """The panel's column, its title and caption in it."""
        layout = QVBoxLayout(self)
        m = self.px(10)
        layout.setContentsMargins(m, m, m, m)
        layout.setSpacing(self.px(8))
        self.title = self._words("history_title")
        self.caption = self._words("history_caption")
        layout.addWidget(self.title)
        layout.addWidget(self.caption)
        return layout

    def finish(self, layout: QVBoxLayout) -> None:
        """The summary and the note under the charts; then the panel follows the game."""
        self.summary = self._words("history_summary")
        self.note = self._words("history_note")
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        layout.addStretch(0)
        self.session.state_changed.connect(self._state_changed)
        self.session.viewer_changed.connect(self.refresh)
        self.refresh()

    def follow_table(self, table: Any) -> None:
        """Show the moment `table`'s board shows, as the log and the status line do: a move's numbers come when
        the board has shown it (its `presented`), and an event's (a price change's end) when the board has
        shown that event (its animator's `shown`), never before nor after."""
        self.table = table
        table.presented.connect(self._presented)
        table.animator.shown.connect(self._event_shown)
        self.refresh()

    def _presented(self, *_: Any) -> None:
        self.events_shown = []
        self.refresh()

    def _state_changed(self) -> None:
        if self.table is None:  # on its own, the panel shows the game as it is
            self.refresh()

    def _event_shown(self, tag: Any, count: int, event: Any) -> None:
        """The board has shown `event` whole (the `count`-th of transition `tag`): it joins `events_shown` (the
        move's events shown so far), and a panel whose numbers change with such an event (`shows_event`) is
        redrawn at that moment."""
        self.events_shown.append(event)
        if self.shows_event(event):
            self.refresh()

    def shows_event(self, event: Any) -> bool:
        """Whether the panel's numbers change when the board has shown `event` in the middle of a move."""
        return False

    def shown_view(self) -> Any:
        """The view the board shows now (the session's own without a table)."""
        return self.table.shown_view() if self.table is not None else self.session.view()

    def refresh(self) -> None:
        raise NotImplementedError

    def _words(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(max(self.px(self.WIDTH), self.minimumSizeHint().width()), self.px(600))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As tall as its words and charts need at the width it has (`least_height`): the layout's own least
        height is taken at its least width, and a card squeezed under what its wrapped legend and chart need
        cut the chart's axis words (a review saw the Price History's "0" and "1" cut under the log, in
        Japanese)."""
        least = super().minimumSizeHint()
        if self.layout() is not None and self.width() > least.width():
            least.setHeight(least_height(self, self.width()))
        return least

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # its least height follows its width (`minimumSizeHint`)


def least_height(widget: QWidget, width: int) -> int:
    """The least height `widget` (a column of widgets, cards of columns in it) takes at `width`: a wrapped text
    at its height for that width, a chart at its least height. (Qt's own height for a width takes a chart at
    its wished height, which follows the height it has: a panel's least height grew with every rebuild.)"""
    layout = widget.layout()
    frame = widget.frameWidth() * 2 if isinstance(widget, QFrame) else 0
    if layout is None:
        hint = widget.minimumSizeHint().height()
        return max(widget.minimumHeight(), widget.heightForWidth(width) if widget.hasHeightForWidth() else hint)
    m = layout.contentsMargins()
    inner = width - frame - m.left() - m.right()
    shown = [layout.itemAt(i) for i in range(layout.count()) if not layout.itemAt(i).isEmpty()]
    total = frame + m.top() + m.bottom() + layout.spacing() * max(0, len(shown) - 1)
    for item in shown:
        child = item.widget()
        total += least_height(child, inner) if child is not None else item.minimumSize().height()
    return max(total, widget.minimumHeight())


def round_step(span: float, most: int) -> float:
    """The smallest round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` in at most `most`."""
    power = 10.0 ** math.floor(math.log10(max(span, 1.0) / max(most, 1)))
    while True:
        for factor in (1, 2, 2.5, 5):
            if span / (factor * power) <= most:
                return factor * power
        power *= 10


def value_range(bottom: float, top: float) -> tuple[float, float]:
    """The chart's dollars from `bottom` to `top` with a little room: from $0 while the lowest line is under
    half the highest, else from a round step under the lowest, so that lines close together (every cash at the
    start, near $1,500) are told apart instead of bunched at the top."""
    top = max(top, 100.0)
    if bottom > top / 2:
        step = round_step(max(top - bottom, top / 20), 4)
        lo = math.floor(bottom / step) * step
        hi = math.ceil(top / step) * step
        if hi - lo < 2 * step:  # every line at one value (the first round): a step either side
            lo, hi = lo - step, hi + step
        return lo, hi + (hi - lo) * 0.06
    return 0.0, top * 1.08


class DollarTicks(MoneyAxis):
    """Dollars at round steps: 3 to 6 labels, as many as the chart is high enough for, each one far enough from
    the chart's ends to be drawn whole (pyqtgraph leaves out a label that would stick out of its axis)."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        if not maxVal > minVal or size <= 0:
            return []
        font = self.style.get("tickFont")
        line = QFontMetricsF(font).height() if font is not None else 16.0
        per_px = (maxVal - minVal) / size
        lo, hi = minVal + 0.5 * line * per_px, maxVal - 0.5 * line * per_px
        most = max(3, min(6, int(size / (line * 1.6))))
        denser: tuple[float, list[float]] | None = None
        for step in dollar_steps():
            values = [k * step for k in range(math.ceil(lo / step - 1e-9), math.floor(hi / step + 1e-9) + 1)]
            if len(values) <= most:
                if len(values) < 3 and denser is not None and len(denser[1]) <= 6 \
                        and denser[0] / per_px >= line * 1.1:
                    return [denser]  # a little tighter than ideal rather than fewer than three labels
                return [(step, values)]
            denser = (step, values)
        return []


def zero_room(plot: pg.PlotWidget, top: float) -> float:
    """How far under $0 a chart of dollars from $0 to `top` must reach for its "$0" label to be drawn whole:
    a little more than half the label's line at the chart's height now (pyqtgraph leaves out a label that would
    stick out of its axis, and a fixed share of the range was less than that on a low chart), 7 % at least."""
    axis = plot.getPlotItem().getAxis("left")
    font = axis.style.get("tickFont")
    line = QFontMetricsF(font).height() if font is not None else 16.0
    height = plot.getPlotItem().getViewBox().height()
    room = 0.6 * line
    if height <= 2 * room:
        return top * 0.07
    return max(top * 0.07, top * room / (height - room))


def dollar_steps():
    """Round steps in whole dollars, from $1 up: 1, 2, 5, 10, 20, 25, 50, 100, ..."""
    power = 1
    while power < 10**12:
        for factor in (1, 2, 2.5, 5):
            if factor * power == int(factor * power):
                yield int(factor * power)
        power *= 10


def edge(colour: QColor) -> QColor:
    """The dark edge under a line and round its symbols, so that a light seat colour shows on the paper: the
    colour darkened, and further for a light one, until it stands 3:1 and more on the paper (a white seat's)."""
    dark = QColor(colour).darker(170)
    while look.contrast(dark, look.PAPER) < 3.0 and dark.lightness() > 0:
        dark = dark.darker(115)
    return dark


class SeatKeys(FlowLegend):
    """The legend: each key a short line in the seat's colour with its symbol, and the player's name; the
    seated player's key thicker. A key is (seat, colour, seated, name)."""

    def mark_width(self, key) -> float:
        return self.px * 1.6

    def paint_mark(self, painter: QPainter, key, box: QRectF) -> None:
        seat, ink, mine = key[0], key[1], key[2]
        y = box.center().y()
        w = self.mark_width(key)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for pen in (QPen(look.INK if mine else edge(ink), self.px * (0.28 if mine else 0.15) + 1.6),
                    QPen(ink, self.px * (0.28 if mine else 0.15))):  # edged, as the chart's lines
            painter.setPen(pen)
            painter.drawLine(QPointF(box.left(), y), QPointF(box.left() + w, y))
        painter.setPen(QPen(look.INK if mine else edge(ink), 1))
        painter.setBrush(ink)
        r = self.px * (0.34 if mine else 0.28)
        centre = QPointF(box.left() + w / 2, y)
        painter.drawPath(symbol_path(SYMBOLS[seat % len(SYMBOLS)], centre, r))
        painter.restore()


def symbol_path(symbol: str, centre: QPointF, r: float) -> QPainterPath:
    """pyqtgraph's symbol of that name, `r` across from its middle, at `centre`."""
    path = QPainterPath(pg.graphicsItems.ScatterPlotItem.Symbols[symbol])
    bounds = path.boundingRect()
    scale = 2 * r / max(bounds.width(), bounds.height(), 1e-6)
    return QTransform().translate(centre.x(), centre.y()).scale(scale, scale).map(path)


def paper_plot(parent: QWidget, left: pg.AxisItem, *, tick_px: int, offset_px: int, min_height: int,
               background: QColor | None = look.PAPER, grid_alpha: float = 0.18) -> pg.PlotWidget:
    """A chart on the app's paper: `left` for its money axis, whole counts along the bottom, ink axes with
    `tick_px` labels, a faint grid of the money's steps, and nothing to pan, zoom or right-click (a chart to
    read, not a tool). `background` None: the paper under it shows through."""
    plot = pg.PlotWidget(parent, axisItems={"left": left, "bottom": CountAxis("bottom")})
    plot.setMinimumHeight(min_height)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.setFrameShape(QFrame.Shape.NoFrame)
    plot.setBackground(background)
    if background is None:
        plot.setStyleSheet("background: transparent;")
    item = plot.getPlotItem()
    item.showGrid(x=False, y=True, alpha=grid_alpha)
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(look.INK_SOFT))
        axis.setTextPen(pg.mkPen(look.INK))
        axis.setStyle(tickFont=look.font(tick_px), tickTextOffset=offset_px)
    return plot
