"""A chart's legend for the panels beside a table: each key a mark and its words, flowing into as many rows
as the width needs; a row breaks between keys, never inside one (Japanese and Chinese would break anywhere).

A game's legend says how wide a key's mark is and paints it (`mark_width`, `paint_mark`); a key is a tuple
whose last item is its words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.pieces import draw_text

#: Between two keys, and between a mark and its words, in units of the text size.
KEY_GAP, MARK_GAP = 1.2, 0.4


class FlowLegend(QWidget):
    def __init__(self, px: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.px = px
        self.keys: list[tuple[Any, ...]] = []
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # ---- what a legend provides ---------------------------------------------------------------------------
    def mark_width(self, key: tuple[Any, ...]) -> float:
        raise NotImplementedError

    def paint_mark(self, painter: QPainter, key: tuple[Any, ...], box: QRectF) -> None:
        raise NotImplementedError

    # ---- the keys -----------------------------------------------------------------------------------------
    def set_keys(self, keys: list[tuple[Any, ...]]) -> None:
        if keys != self.keys:
            self.keys = keys
            self.updateGeometry()
            self.update()

    def text(self) -> str:
        """The words of the legend, as read (tests and screen readers)."""
        return "; ".join(key[-1] for key in self.keys)

    def _widths(self) -> list[tuple[float, float]]:
        fm = QFontMetricsF(look.font(self.px))
        return [(self.mark_width(key), fm.horizontalAdvance(key[-1])) for key in self.keys]

    def _rows(self, width: float) -> list[list[int]]:
        gap, rows, used = self.px * KEY_GAP, [[]], 0.0
        for i, (mark_w, words_w) in enumerate(self._widths()):
            need = mark_w + self.px * MARK_GAP + words_w
            if rows[-1] and used + gap + need > width:
                rows.append([])
                used = 0.0
            used += (gap if rows[-1] else 0) + need
            rows[-1].append(i)
        return rows

    def _line(self) -> float:
        return QFontMetricsF(look.font(self.px)).height() + 3

    # ---- Qt ---------------------------------------------------------------------------------------------
    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return round(len(self._rows(width)) * self._line())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        widest = max((m + self.px * MARK_GAP + w for m, w in self._widths()), default=0)
        return QSize(round(widest + self.px), self.heightForWidth(max(1, self.width())))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        widths, line = self._widths(), self._line()
        for r, row in enumerate(self._rows(self.width())):
            x, y = 0.0, r * line
            for i in row:
                mark_w, words_w = widths[i]
                self.paint_mark(p, self.keys[i], QRectF(x, y, mark_w, line))
                x += mark_w + self.px * MARK_GAP
                room = min(words_w + 1, self.width() - x)
                draw_text(p, QRectF(x, y, room, line), self.keys[i][-1], self.px, look.INK,
                          align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                x += words_w + self.px * KEY_GAP
