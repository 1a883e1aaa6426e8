"""The axes of the charts in the panels beside a table (pyqtgraph): money as the app writes it, and counts
(rounds, price changes) in whole numbers. Imported only by the panels that draw charts, so the start-up never
loads pyqtgraph."""

from __future__ import annotations

import math

import pyqtgraph as pg

from ponzi_desktop.ui.formatting import money


class MoneyAxis(pg.AxisItem):
    """The dollars axis: "$200" at each tick, as the app writes money."""

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [money(round(v * scale)) for v in values]


class CountAxis(pg.AxisItem):
    """A count: whole numbers only (0, 5, 10, ...), never 2.5."""

    def tickValues(self, minVal, maxVal, size):  # noqa: N802, N803 - pyqtgraph override
        span = max(1.0, maxVal - minVal)
        step = next(s for s in (1, 2, 5, 10, 20, 50, 100, 1000) if span / s <= 6)
        first = math.ceil(minVal / step) * step
        return [(step, [float(v) for v in range(int(first), int(maxVal) + 1, step)])]

    def tickStrings(self, values, scale, spacing):  # noqa: N802 - pyqtgraph override
        return [str(round(v)) for v in values]
