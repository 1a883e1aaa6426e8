"""Words on the end table's paper: a label in the paper's ink, on no background of its own (the end table, its
chart and its pages all write with it)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QWidget


def paper_label(parent: QWidget, points: float, bold: bool = False, serif: bool = False,
                colour: str = "#2b2118") -> QLabel:
    """A word-wrapping label of `points` in the parent's font (a serif for headings), in `colour`."""
    w = QLabel(parent)
    font = QFont(parent.font())
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Noto Serif", "serif"])
    font.setPointSizeF(points)
    font.setBold(bold)
    w.setFont(font)
    w.setStyleSheet(f"color: {colour}; background: transparent;")
    w.setWordWrap(True)
    return w
