"""The forecast panel: the seated player's cash against the interest their time wheel asks for, round by round.

Drawn with pyqtgraph, which is imported here and nowhere else: the main window imports this module only
when the user opens the panel, so start-up never pays for pyqtgraph. The panel lives in a narrow dock
beside the table (`WIDTH`: every pixel it takes is the board's), so it is laid out top to bottom, its words
wrap, and it is in the dialogs' look: felt behind the words, the chart on a paper card with the seats' own
colours, every text at 11 px or more, and an amount over a bar only where it fits. The arithmetic is Qt-free
(`dues_by_round`): each round ends by turning every wheel one space (two after a crash), then every card
at 0 pays its interest and goes back to the space of its period. The forecast assumes no crash after the
current round and no new fund cards, and says so. Wheels are public, so every player's dues may be shown;
cash only for the seated player, from their own view, and the panel names whose forecast it is (in hot-seat
the next person must not take it for theirs). Once the game is over there is nothing to forecast: the chart
goes, and a line says how the seated player finished.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QCheckBox, QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.ui.docks import panel_style
from ponzi_desktop.ui.formatting import player_names
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.dialogs import SOFT, TEXT, TITLE, dialog_scale, paint_felt, unbreakable
from ponzi_desktop.ui.kit.legend import FlowLegend
from ponzi_desktop.ui.kit.pieces import draw_text
from ponzi_desktop.ui.look import seat_colour
from ponzi_desktop.ui.ponzi.narration import fill, money

ROUNDS = 6
#: The panel's width in a 1280x720 window (wider only where a language's words need it).
WIDTH = 270
#: On the paper card: the dues line, a round the cash does not cover, and the cash line (each 4.5:1 or more).
DUES_INK, SHORT_INK, CASH_INK = look.INK, QColor("#b0301f"), QColor("#1d6e45")
#: Where along its line the cash's label sits: at the far rounds, so the nearest rounds keep their amounts.
CASH_AT = 0.97
LIFT = 1.35  # a bar's amount stands this many of its own heights above the bar (its anchor)


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


def rounds_ahead(round_: int, round_limit: int | None) -> int:
    """How many round ends the forecast looks at from round `round_`: `ROUNDS`, but never past the last round
    of a game with a round limit (the last round's end still pays its interest, then the game ends)."""
    if round_limit is None:
        return ROUNDS
    return max(1, min(ROUNDS, round_limit - round_ + 1))


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
        self.scale = dialog_scale(parent)
        self.dues: dict[int, list[int]] = {}  # seat -> dues per round, as last drawn
        self.amounts: list[Any] = []  # the amounts written over the bars (pg.TextItem), left to right
        self.cash_line: Any = None  # the cash's dashed line (pg.InfiniteLine), when cash is shown
        self.cash: int | None = None
        self.table: Any = None  # the table whose moment the panel follows (`follow_table`), if any
        self.shown_round: int | None = None  # the round whose end the chart starts with
        self.rounds = ROUNDS  # how many round ends the chart shows (fewer near a round limit)
        self.setStyleSheet(self._style())
        layout = QVBoxLayout(self)
        m = self.px(10)
        layout.setContentsMargins(m, m, self.px(8), m)  # as narrow as the log's column may be in a small window
        layout.setSpacing(self.px(8))
        self.title = QLabel(self)
        self.title.setObjectName("forecast_title")
        self.title.setWordWrap(True)
        # whose forecast this is: in hot-seat the next person to sit down must not take it for theirs
        self.caption = QLabel(self)
        self.caption.setObjectName("forecast_caption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)  # it holds a player's name
        self.caption.setWordWrap(True)
        self.every_player = TickBox(self.scale, self)
        self.every_player.toggled.connect(self.refresh)
        layout.addWidget(self.title)
        layout.addWidget(self.caption)
        layout.addWidget(self.every_player)
        # the chart on a paper card: the seats' colours and the dark ink read on paper, not on the felt
        self.card = QFrame(self)
        self.card.setObjectName("forecast_card")
        card = QVBoxLayout(self.card)
        card.setContentsMargins(self.px(8), self.px(6), self.px(6), self.px(4))
        card.setSpacing(self.px(2))
        self.legend = Keys(self.px(12), self.card)  # a Qt legend: pyqtgraph's own sits on top of the bars
        self.legend.setObjectName("forecast_legend")
        self.plot = pg.PlotWidget(self.card, axisItems={"left": MoneyAxis("left")})
        self.plot.setMinimumHeight(self.px(180))
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setFrameShape(QFrame.Shape.NoFrame)
        card.addWidget(self.legend)
        card.addWidget(self.plot, 1)
        layout.addWidget(self.card, 1)
        self.summary = QLabel(self)
        self.summary.setObjectName("forecast_summary")
        self.summary.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setObjectName("forecast_note")
        self.note.setWordWrap(True)
        layout.addWidget(self.summary)
        layout.addWidget(self.note)
        layout.addStretch(0)  # once the game is over the chart goes: the words stay at the top
        self._style_plot()
        # the amounts over the bars are as wide in pixels at any width: which fit is decided at each size
        self.plot.getPlotItem().getViewBox().sigTransformChanged.connect(self._declutter)
        session.state_changed.connect(self._state_changed)
        session.viewer_changed.connect(self.refresh)
        self.refresh()

    def follow_table(self, table: Any) -> None:
        """Show the moment `table`'s board shows (its `presented` signal and `shown_view`), as the log does:
        while a move is still being played out, the panel does not tell its result before the board."""
        self.table = table
        table.presented.connect(self.refresh)
        self.refresh()

    def _state_changed(self) -> None:
        if self.table is None:  # on its own, the panel shows the game as it is
            self.refresh()

    def _view(self) -> Any:
        if self.table is not None:
            return self.table.shown_view()
        return self.session.view()

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # a dock beside the table, as narrow as its words allow: every pixel it takes is the board's
        return QSize(max(self.px(WIDTH), self.minimumSizeHint().width()), self.px(560))

    def _style(self) -> str:
        px = self.px
        return panel_style("forecast", "forecast", px) + f"""
#forecast QCheckBox {{ font-size: {px(13)}px; }}
#forecast QToolTip {{ color: {look.INK.name()}; background: {look.PAPER.name()}; border: 1px solid #b08d57; }}
"""

    def _tick_font(self):
        font = look.font(self.px(12))
        return font

    def _style_plot(self) -> None:
        self.plot.setBackground(look.PAPER)
        item = self.plot.getPlotItem()
        item.showGrid(x=False, y=True, alpha=0.18)
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(look.INK_SOFT))
            axis.setTextPen(pg.mkPen(look.INK))
            axis.setStyle(tickFont=self._tick_font(), tickTextOffset=self.px(4))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_felt(p, QRectF(self.rect()))

    def refresh(self, *_: Any) -> None:
        session = self.session
        viewer = session.viewer
        view = self._view()
        self.shown_round = view.round
        names = player_names(session.seats)
        over = view.outcome is not None
        for part in (self.every_player, self.card):
            part.setVisible(not over)  # no chart of rounds that will not be played
        self.caption.setText(self._caption(names, viewer))
        self.caption.setVisible(not over)
        if over:
            self.dues, self.cash = {}, None
            self.title.setText(self.tr("The game is over."))
            self.summary.setText(self._final(view, viewer))
            self.summary.setVisible(bool(self.summary.text()))
            self.note.setText(self.tr("No more rounds will be played, so no more interest is due. View → Scores "
                                      "of the Game (Ctrl+E) shows the scores again."))
            return
        self.rounds = rounds_ahead(view.round, view.settings.round_limit)
        self.title.setText(self.tr("Interest due in the next %n round(s)", "", self.rounds))
        self.every_player.setText(self.tr("Show every player's dues"))
        if viewer is None:  # nobody's cash is shown then (the summary says so): the note says no more
            self.note.setText(self.tr("Assumes no market crash (a crash turns the wheels two spaces) and no new "
                                      "fund cards. Wheels are public."))
        else:
            self.note.setText(self.tr("Assumes no market crash (a crash turns the wheels two spaces) and no new "
                                      "fund cards. Wheels are public; only your own cash is shown."))
        first = 2 if view.phase == "return" else 1  # this round crashed: its rotation turns two spaces
        seats = range(len(view.players))
        everyone = self.every_player.isChecked() or viewer is None
        shown = [p for p in seats if (everyone or p == viewer) and not view.players[p].bankrupt]
        self.dues = {p: dues_by_round(view.players[p].wheel, rounds=self.rounds, first_steps=first) for p in shown}
        self.cash = view.players[viewer].cash if viewer is not None else None
        # with nobody seated every player's dues are shown, whatever the box says: then there is no box
        self.every_player.setVisible(viewer is not None)
        empty = not any(any(dues) for dues in self.dues.values())
        self.card.setVisible(not empty)  # no chart of nothing: the summary says nothing is due
        self._draw(view, names, viewer)
        self.summary.setText(self._summary(view, viewer))
        self.summary.setVisible(bool(self.summary.text()))

    def _caption(self, names: list[str], viewer: int | None) -> str:
        if viewer is None:
            return self.tr("What every player may see")
        return fill(self.tr("Forecast for %1"), names[viewer])

    def _final(self, view: Any, viewer: int | None) -> str:
        """The seated player's end, in a line (at the end every cash is public, so the seated one's is shown)."""
        if viewer is None:
            return ""
        me = view.players[viewer]
        if me.bankrupt:
            return self.tr("You went bankrupt.")
        return fill(self.tr("You finished with %1 in cash."), money(me.cash))

    def _draw(self, view: Any, names: list[str], viewer: int | None) -> None:
        plot = self.plot
        plot.clear()
        self.amounts, self.cash_line = [], None
        keys = []
        xs = [view.round + k for k in range(self.rounds)]  # the k-th rotation ends round view.round + k
        plot.getPlotItem().getAxis("bottom").setTicks([[(x, str(x)) for x in xs]])
        label_style = {"color": look.INK.name(), "font-size": f"{self.px(12)}px"}
        plot.setLabel("bottom", self.tr("End of round"), **label_style)
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
            keys.append(("■", colour, names[p]))
            top = max(top, *self.dues[p])
            if len(seats) == 1:
                for x, due in zip(xs, self.dues[p], strict=True):
                    if due:
                        self._amount(due, x)
        if viewer in self.dues:
            totals = cumulative(self.dues[viewer])
            top = max(top, totals[-1])
            short = first_shortfall(self.dues[viewer], self.cash) if self.cash is not None else None
            brushes = [pg.mkBrush(SHORT_INK if short is not None and k + 1 >= short else DUES_INK)
                       for k in range(self.rounds)]
            plot.plot(xs, totals, pen=pg.mkPen(DUES_INK, width=2), symbol="o", symbolSize=self.px(8),
                      symbolBrush=brushes, symbolPen=pg.mkPen(look.PAPER, width=1))
            keys.append(("●—", DUES_INK, self.tr("Your dues so far")))
        if self.cash is not None:
            top = max(top, self.cash)
            cash = pg.InfiniteLine(pos=self.cash, angle=0,
                                   pen=pg.mkPen(CASH_INK, width=2, style=Qt.PenStyle.DashLine),
                                   label=fill(self.tr("Cash %1"), money(self.cash)),
                                   labelOpts={"position": CASH_AT, "color": CASH_INK, "anchors": [(1, 1), (1, 1)]})
            cash.label.setFont(self._tick_font())
            cash.label.fill = pg.mkBrush(look.PAPER)
            cash.setZValue(15)  # over the bars and the dues line: its label must read
            plot.addItem(cash)
            self.cash_line = cash
            keys.append(("╌╌", CASH_INK, self.tr("Your cash")))
        self.legend.set_keys(keys)
        plot.setXRange(xs[0] - 0.6, xs[-1] + 0.6, padding=0)
        plot.setYRange(0, max(10, top) * 1.18, padding=0)
        self._declutter()

    def _amount(self, due: int, x: float) -> None:
        """A bar's amount on a patch of paper over it (the dues line may cross it); plain digits: the axis
        says dollars, and the bars have less room than "$" would take."""
        # lifted a third of a line off the bar: the dues line's first point sits on the first bar's top
        item = pg.TextItem(look.number(due), color=look.INK, anchor=(0.5, LIFT), fill=pg.mkBrush(look.PAPER))
        item.textItem.document().setDocumentMargin(1)
        item.setFont(self._tick_font())
        item.setZValue(20)
        item.setPos(x, due)
        self.plot.addItem(item)
        self.amounts.append(item)

    def _declutter(self, *_: Any) -> None:
        """Show each amount that fits: inside the chart, clear of the cash's label and of the amounts
        already shown (nearest rounds first). An amount left out is still read off the axis."""
        if not self.amounts:
            return
        vb = self.plot.getPlotItem().getViewBox()
        room = vb.sceneBoundingRect()
        taken = []
        if self.cash_line is not None:
            (x0, x1), _ = vb.viewRange()
            corner = vb.mapViewToScene(QPointF(x0 + CASH_AT * (x1 - x0), self.cash_line.value()))
            label = self.cash_line.label.textItem.boundingRect()  # its bottom right corner on the line
            taken.append(QRectF(corner.x() - label.width(), corner.y() - label.height(), label.width(),
                                label.height()))
        for item in self.amounts:
            foot = vb.mapViewToScene(item.pos())
            text = item.textItem.boundingRect()
            rect = QRectF(foot.x() - text.width() / 2, foot.y() - text.height() * LIFT, text.width(), text.height())
            fits = room.contains(rect) and not any(rect.intersects(other) for other in taken)
            item.setVisible(fits)
            if fits:
                taken.append(rect.adjusted(-1, 0, 1, 0))

    def _summary(self, view: Any, viewer: int | None) -> str:
        nothing = self.tr("Nothing is due in the next %n round(s).", "", self.rounds)
        empty = not any(any(dues) for dues in self.dues.values())
        if viewer is None:
            seated = self.tr("Nobody is seated at the screen: cash stays hidden; every player's public dues are shown.")
            return f"{seated}\n{nothing}" if empty else seated
        if empty:
            return nothing
        dues = self.dues.get(viewer, [0] * self.rounds)
        if self.cash is None:
            return ""
        short = first_shortfall(dues, self.cash)
        total = sum(dues)
        if not total:
            return self.tr("You owe nothing in the next %n round(s).", "", self.rounds)
        if short is None:
            return fill(self.tr("Your cash, %1, covers the %2 of interest due by the end of round %3."),
                        money(self.cash), money(total), str(view.round + self.rounds - 1))
        need = cumulative(dues)[short - 1] - self.cash
        return fill(self.tr("Without new funding your cash runs out at the end of round %1: %2 short."),
                    str(view.round + short - 1), money(need))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class MoneyAxis(pg.AxisItem):
    """The dollars axis: "$200" at each tick, as the app writes money (no "$" label beside the axis, which
    took the chart a column of its narrow width)."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [money(round(v * scale)) for v in values]


class TickBox(QCheckBox):
    """A check box in the panel's look whose words wrap: the box on the felt, gold with an ink tick when
    checked, the words beside it, gold while it has the focus. A QCheckBox keeps its words on one line, and
    Spanish's would widen the dock by a sixth; here the words take the lines they need."""

    def __init__(self, scale: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box, self.gap, self.wrap = 14 * scale, 8 * scale, 200 * scale
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)  # a check box's Minimum would keep it on one line
        self.setSizePolicy(policy)

    def _text_height(self, width: float) -> float:
        flags = int(Qt.TextFlag.TextWordWrap)
        return QFontMetricsF(self.font()).boundingRect(QRectF(0, 0, max(1.0, width), 10_000), flags,
                                                       self.text()).height()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return math.ceil(max(self.box + 4, self._text_height(width - self.box - self.gap)) + 2)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        words = min(QFontMetricsF(self.font()).horizontalAdvance(self.text()), self.wrap)
        width = math.ceil(self.box + self.gap + words + 2)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        fm = QFontMetricsF(self.font())
        widest = max((fm.horizontalAdvance(piece) for piece in unbreakable(self.text())), default=0.0)
        width = math.ceil(self.box + self.gap + widest + 2)
        return QSize(width, self.heightForWidth(width))

    def hitButton(self, pos) -> bool:  # noqa: N802 - Qt override
        return self.rect().contains(pos)  # the box and every line of its words

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        enabled = self.isEnabled()
        line = QFontMetricsF(self.font()).height()
        box = QRectF(1, max(1.0, (line - self.box) / 2 + 1), self.box, self.box)
        ink = TEXT if enabled else SOFT
        checked = self.isChecked()
        p.setPen(QPen(look.GOLD if checked and enabled else ink, 2))
        p.setBrush(look.GOLD if checked and enabled else look.FELT_DARK)
        p.drawRoundedRect(box, self.box * 0.28, self.box * 0.28)
        if checked:
            p.setPen(QPen(look.INK if enabled else ink, max(2.0, box.width() / 7), Qt.PenStyle.SolidLine,
                          Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            p.drawPolyline(QPolygonF([QPointF(box.left() + box.width() * 0.25, box.top() + box.height() * 0.52),
                                      QPointF(box.left() + box.width() * 0.44, box.top() + box.height() * 0.72),
                                      QPointF(box.left() + box.width() * 0.78, box.top() + box.height() * 0.3)]))
        p.setPen(TITLE if self.hasFocus() and enabled else ink)
        p.setFont(self.font())
        left = self.box + self.gap
        p.drawText(QRectF(left, 0, self.width() - left, self.height()),
                   int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                   self.text())


class Keys(FlowLegend):
    """The legend: each key a mark in its colour and its words; a key is (mark, colour, words)."""

    def mark_width(self, key) -> float:
        return QFontMetricsF(look.font(self.px)).horizontalAdvance(key[0])

    def paint_mark(self, painter: QPainter, key, box: QRectF) -> None:
        draw_text(painter, box.adjusted(0, 0, 1, 0), key[0], self.px, key[1],
                  align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
