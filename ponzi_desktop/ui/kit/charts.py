"""The panels of charts beside a table (`ChartPanel`) and their axes (pyqtgraph): money as the app writes it,
and counts (rounds, price changes) in whole numbers. Imported only by the panels that draw charts, so the
start-up never loads pyqtgraph."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.kit.dialogs import dialog_scale


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
        self.session.state_changed.connect(self.refresh)
        self.session.viewer_changed.connect(self.refresh)
        self.refresh()

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
