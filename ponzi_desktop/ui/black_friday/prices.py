"""The prices on the Black Friday table: the share price chart with its level areas, the black shares waiting
beside them and the colours' price markers, and the gold price track with its marker and the bought-gold
counter.

Like the other pieces (pieces.py), each is told what to show (`show_*`) by the scene or by an animation step;
none reads the game itself. Where a marker stands on the chart is the chart's to say (`marker_spot`), so
that the scene and the animations place it alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.black_friday.tables import Tables
from ponzi_desktop.ui.black_friday.pieces import ShareItem, TrayItem
from ponzi_desktop.ui.black_friday.style import GOLD_BAR, share_colour, share_ink, share_mark
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import number
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem, draw_text, paint_tray

translate = QCoreApplication.translate


# ---- the share price chart --------------------------------------------------------------------------------
#: Level areas are tinted in turn, so that neighbouring areas differ; the borders between them are drawn.
AREA_TINTS = (QColor("#f6efdc"), QColor("#ecdfc0"))


class ChartItem(TableItem):
    """The 13 x 7 grid of share prices, row 0 at the bottom, with its level areas shaded and numbered and the
    black shares still waiting beside their level. The price markers are pieces of their own
    (`PriceMarker`), placed by the scene."""

    STRIP = 52.0  # the column right of the grid: level numbers and their black shares

    def __init__(self, t: Tables, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.t = t
        self.grid = QRectF(-w / 2 + 16, -h / 2 + 44, w - 32 - self.STRIP, h - 60)
        self.cell_w = self.grid.width() / t.cols
        self.cell_h = self.grid.height() / t.rows
        self.level = 0
        self.chart_black: tuple[int, ...] = ()
        self.title = TextItem(translate("BlackFridayTable", "Share price chart"), w - 28, 30, 20, look.TEXT_ON_FELT, True,
                              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.title.setPos(-w / 2 + 14, -h / 2 + 6)
        # each level's black share waits at the row where its area reaches the right edge
        self.level_rows: dict[int, int] = {}
        for r in range(t.rows):
            lv = t.area[r * t.cols + t.cols - 1]
            self.level_rows.setdefault(lv, r)
        self.blacks: dict[int, ShareItem] = {}
        for lv, r in self.level_rows.items():
            if lv == 0:
                continue
            black = ShareItem("black", 20, 24, parent=self)
            black.setPos(self.grid.right() + self.STRIP / 2 + 2, self.cell_centre(r, 0).y() + 14)
            black.setToolTip(translate("BlackFridayTable", "The black share of level %1: it goes into the bag when the level is reached.")
                             .replace("%1", number(lv)))
            self.blacks[lv] = black
        self.setToolTip(translate("BlackFridayTable", "Share prices: each colour's marker moves on this chart at every price change. The "
                           "numbered areas are the levels."))

    def cell_rect(self, row: int, col: int) -> QRectF:
        return QRectF(self.grid.left() + col * self.cell_w, self.grid.bottom() - (row + 1) * self.cell_h,
                      self.cell_w, self.cell_h)

    def cell_centre(self, row: int, col: int) -> QPointF:
        return self.cell_rect(row, col).center()

    def marker_spot(self, row: int, col: int, index: int, count: int) -> tuple[QPointF, float]:
        """Where the `index`-th of `count` markers sharing a cell sits (its centre, in the scene) and how wide it
        is drawn there: below the price, side by side, up to three in a line, else in two lines, as large as
        the cell holds them (at most `MARKER`) with a little room between them and at the cell's edges. Three
        at full size in a line overlapped and spilled into the next cell."""
        r = self.cell_rect(row, col)
        pad, gap = 2.5, 1.5
        area = QRectF(r.left() + pad, r.top() + r.height() * 0.4, r.width() - 2 * pad, r.height() * 0.6 - pad)
        lines = 1 if count <= 3 else 2
        per_line = -(-count // lines)
        size = min(MARKER, (area.width() - (per_line - 1) * gap) / per_line, (area.height() - (lines - 1) * gap) / lines)
        line, pos = divmod(index, per_line)
        in_line = min(per_line, count - line * per_line)
        x = area.center().x() + (pos - (in_line - 1) / 2) * (size + gap)
        y = area.center().y() + (line - (lines - 1) / 2) * (size + gap)
        return self.mapToScene(QPointF(x, y)), size

    def show_chart(self, level: int, chart_black: Sequence[int]) -> None:
        chart_black = tuple(chart_black)
        for lv, black in self.blacks.items():
            black.setVisible(lv < len(chart_black) and bool(chart_black[lv]))
        if (level, chart_black) != (self.level, self.chart_black):
            self.level, self.chart_black = level, chart_black
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        paint_tray(painter, self.rect)
        t = self.t
        paper = self.grid.adjusted(-4, -4, 4, 4)
        painter.setPen(QPen(QColor("#2c180a"), 1.5))
        painter.setBrush(look.PAPER)
        painter.drawRoundedRect(paper, 6, 6)
        for r in range(t.rows):
            for c in range(t.cols):
                lv = t.area[r * t.cols + c]
                cell = self.cell_rect(r, c)
                tint = QColor(AREA_TINTS[lv % 2])
                if lv == self.level:
                    tint = QColor("#fde9a8")
                elif lv > self.level:
                    tint = tint.darker(104)
                painter.fillRect(cell, tint)
                painter.setPen(QPen(QColor(0, 0, 0, 40), 0.8))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(cell)
                draw_text(painter, cell.adjusted(3, 1, -3, -cell.height() * 0.5), f"{t.value[r * t.cols + c]}",
                          17, look.INK_SOFT if lv > self.level else look.INK, True,
                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # the borders between level areas
        painter.setPen(QPen(QColor("#7a4a26"), 2.6))
        for r in range(t.rows):
            for c in range(t.cols):
                lv = t.area[r * t.cols + c]
                cell = self.cell_rect(r, c)
                if c + 1 < t.cols and t.area[r * t.cols + c + 1] != lv:
                    painter.drawLine(cell.topRight(), cell.bottomRight())
                if r + 1 < t.rows and t.area[(r + 1) * t.cols + c] != lv:
                    painter.drawLine(cell.topLeft(), cell.topRight())
        # level numbers beside the grid, where each area meets the right edge
        for lv, r in self.level_rows.items():
            y = self.cell_centre(r, 0).y()
            disc = QRectF(self.grid.right() + 8, y - 27, 28, 18)
            lit = lv == self.level
            painter.setPen(QPen(look.GOLD if lit else look.TEXT_ON_FELT_SOFT, 1.5))
            painter.setBrush(look.GOLD if lit else QColor(0, 0, 0, 60))
            painter.drawRoundedRect(disc.adjusted(-4, -2, 8, 2), 5, 5)
            draw_text(painter, disc.adjusted(-4, -2, 8, 2), translate("BlackFridayTable", "L%1").replace("%1", number(lv)), 17,
                      look.INK if lit else look.TEXT_ON_FELT, True)

    def visible_texts(self) -> list[str]:
        return [self.title.text()]


#: A price marker's width on the chart, alone in its cell (smaller where several share one).
MARKER = 21.0


class PriceMarker(TableItem):
    """A colour's price marker on the chart: a disc in the colour with the colour's mark."""

    ROUND = True

    def __init__(self, colour: str, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, parent)
        self.colour = colour
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        fill = share_colour(self.colour)
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.2, r.height() * 0.2), r.width() * 0.8)
        grad.setColorAt(0, fill.lighter(125))
        grad.setColorAt(1, fill.darker(115))
        painter.setPen(QPen(QColor("#1a1410"), 1.6))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(share_ink(self.colour))
        painter.drawPath(share_mark(self.colour, r.adjusted(2, 2, -2, -2)))


# ---- gold ------------------------------------------------------------------------------------------------
class GoldTrackItem(TrayItem):
    """The gold price track in two lines of spaces, its marker on the price now, and the bought-gold counter:
    every third bar bought since the last price change moves the gold price one more space then."""

    def __init__(self, values: Sequence[int], w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, translate("BlackFridayTable", "Gold price"), parent)
        self.values = tuple(values)
        self.per_line = (len(values) + 1) // 2
        self.space_w = (w - 36) / self.per_line
        self.space_h = 34.0
        self.index = 0
        self.bought = 0
        self.marker = GoldMarker(self.space_w - 4, self.space_h + 4, parent=self)
        self.counter = TextItem("", w - 28, 26, 18, look.TEXT_ON_FELT, False,
                                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.counter.setPos(self.local(16, 46 + 2 * self.space_h + 10))
        self.setToolTip(translate("BlackFridayTable", "The gold price: it rises at every price change, one space per black share drawn "
                           "and one more for every 3 gold bars bought since the last one. The game ends when it "
                           "reaches $100."))

    def space_pos(self, index: int) -> QPointF:
        line, pos = divmod(index, self.per_line)
        return self.local(18 + self.space_w * (pos + 0.5), 46 + self.space_h / 2 + line * (self.space_h + 8))

    def space_scene_pos(self, index: int) -> QPointF:
        return self.mapToScene(self.space_pos(index))

    def show_gold(self, index: int, bought: int) -> None:
        drawn = self.index  # the spaces passed are the only thing of its own it draws
        self.index, self.bought = index, bought
        self.marker.setPos(self.space_pos(index))
        self.marker.set_price(self.values[index])
        self.counter.set_text(translate("BlackFridayTable", "Gold bars bought: %1").replace("%1", number(bought)))
        self.counter.setToolTip(translate("BlackFridayTable", "Gold bars bought since the last price change: every "
                                          "3 of them move the gold price one more space at the next one."))
        if drawn != index:
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        for i, value in enumerate(self.values):
            c = self.space_pos(i)
            r = QRectF(c.x() - self.space_w / 2 + 2, c.y() - self.space_h / 2, self.space_w - 4, self.space_h)
            passed = i < self.index
            painter.setPen(QPen(QColor("#6b4c00") if i == len(self.values) - 1 else QColor(0, 0, 0, 90), 1.2))
            painter.setBrush(QColor("#f3e2a6") if not passed else QColor("#b9a66e"))
            painter.drawRoundedRect(r, 5, 5)
            draw_text(painter, r, number(value), 17, look.INK, i == len(self.values) - 1)

    def visible_texts(self) -> list[str]:
        return [self.title.text(), self.counter.text()]


class GoldMarker(TableItem):
    """The gold price marker: a gold frame around the price now."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.price = 0
        self.setZValue(20)

    def set_price(self, price: int) -> None:
        if price != self.price:
            self.price = price
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#6b4c00"), 1.5))
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, GOLD_BAR.lighter(140))
        grad.setColorAt(1, GOLD_BAR)
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 6, 6)
        draw_text(painter, r, number(self.price), 18, look.INK, True)

    def visible_texts(self) -> list[str]:
        return [number(self.price)]


