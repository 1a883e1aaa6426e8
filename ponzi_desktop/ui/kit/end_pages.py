"""The end table's two pages, under two tabs in the paper's look: the scores, and each player's money over the
game (the chart).

The pages share one place on the sheet (a stack as large as the larger of them), so nothing moves when the
tabs switch. The chart is drawn with pyqtgraph, which is loaded only when the chart is first shown
(`ChartPage.build`): the start page, the game page and an end table nobody turns to the chart never import it.
The tabs are an exclusive group of buttons: as with radio buttons, Tab reaches the chosen one and Left and
Right switch; the end table's Ctrl+Tab switches too.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ponzi_desktop.ui.look import FOCUS_GOLD

#: The chart's room on the sheet in a 1280 x 720 window (the sheet's own width rules when it is wider).
CHART_WIDTH, CHART_HEIGHT = 720, 290

TABS = """
QPushButton[end_tab="true"] { background: transparent; color: #6d5c48; border: 1px solid #b08d57; padding: 3px 16px; }
QPushButton[end_tab="true"]:hover { background: #f3e7c6; }
QPushButton[end_tab="true"]:checked { background: #e9d9b0; color: #2b2118; }
QPushButton#tab_scores { border-top-left-radius: 6px; border-bottom-left-radius: 6px; }
QPushButton#tab_money { border-top-right-radius: 6px; border-bottom-right-radius: 6px; }
""" + f'QPushButton[end_tab="true"]:focus {{ border: 2px solid {FOCUS_GOLD.name()}; outline: none; }}\n'


class ChartPage(QWidget):
    """The chart's page: its room is fixed before the chart is made, and the chart is made when first shown."""

    def __init__(self, end_table: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("money_page")
        self.end_table = end_table
        self.chart: QWidget | None = None
        self._made_for: tuple[Any, ...] | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)

    def _size(self) -> QSize:
        k = self.end_table.scale
        return QSize(round(CHART_WIDTH * k), round(CHART_HEIGHT * k))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._size()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self._size()

    def build(self) -> None:
        """Make the chart for the finished game (again when the game or the scale changed)."""
        et = self.end_table
        series = et.money_series()
        key = (id(series), et.scale)
        if series is None or key == self._made_for:
            return
        from ponzi_desktop.ui.kit.end_chart import EndChart  # pyqtgraph: only now

        if self.chart is not None:
            self.chart.hide()
            self.chart.deleteLater()
        self.chart = EndChart(et, series, self)
        self.layout().addWidget(self.chart)
        self._made_for = key

    def invalidate(self) -> None:
        """Make the chart again (its words changed language) now if it is shown, else when it is."""
        self._made_for = None
        if self.isVisible():
            self.build()

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self.build()
        super().showEvent(event)


class EndPages(QWidget):
    """The tabs, and under them the scores (`grid`) or the chart."""

    def __init__(self, end_table: Any, grid: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("end_pages")
        self.end_table = end_table
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(10)
        row = QHBoxLayout()
        row.setSpacing(0)
        self.scores_tab = QPushButton(self)
        self.scores_tab.setObjectName("tab_scores")
        self.money_tab = QPushButton(self)
        self.money_tab.setObjectName("tab_money")
        self.tabs = QButtonGroup(self)
        self.tabs.setExclusive(True)
        row.addStretch(1)
        for i, tab in enumerate((self.scores_tab, self.money_tab)):
            tab.setProperty("end_tab", True)
            tab.setCheckable(True)
            tab.setAutoDefault(False)  # Enter on a tab chooses it, not "Play again"
            tab.setCursor(Qt.CursorShape.PointingHandCursor)
            tab.installEventFilter(self)
            self.tabs.addButton(tab, i)
            row.addWidget(tab)
        row.addStretch(1)
        self.scores_tab.setChecked(True)
        self.setStyleSheet(TABS)
        self.stack = QStackedWidget(self)
        self.grid = grid
        self.scores_page = QWidget(self.stack)  # the grid at its own height, at the top of the page
        self.scores_page.setObjectName("scores_page")
        scores = QVBoxLayout(self.scores_page)
        scores.setContentsMargins(0, 0, 0, 0)
        scores.addWidget(grid)
        scores.addStretch(1)
        self.chart_page = ChartPage(end_table, self.stack)
        self.stack.addWidget(self.scores_page)
        self.stack.addWidget(self.chart_page)
        box.addLayout(row)
        box.addWidget(self.stack)
        self.tabs.idToggled.connect(self._toggled)
        self.retranslate()

    def retranslate(self) -> None:
        self.scores_tab.setText(QCoreApplication.translate("EndTable", "Scores"))
        self.money_tab.setText(QCoreApplication.translate("EndTable", "Money over the game"))
        self.money_tab.setToolTip(QCoreApplication.translate("EndTable", "Each player's money over the game, from "
                                                                         "the game's record (Ctrl+Tab)"))

    def set_chart_shown(self, shown: bool) -> None:
        """Offer the chart (a finished game whose game has one), or only the scores."""
        for tab in (self.scores_tab, self.money_tab):
            tab.setVisible(shown)
        self.stack.setCurrentIndex(self.stack.currentIndex() if shown else 0)
        self.chart_page.setVisible(shown and self.stack.currentIndex() == 1)
        if not shown:
            self.scores_tab.setChecked(True)

    def showing_chart(self) -> bool:
        return self.stack.currentIndex() == 1

    def show_page(self, chart: bool) -> None:
        (self.money_tab if chart else self.scores_tab).setChecked(True)

    def switch(self) -> None:
        if self.money_tab.isVisible():
            self.show_page(not self.showing_chart())

    def _toggled(self, index: int, checked: bool) -> None:
        if checked:
            self.stack.setCurrentIndex(index)

    def layouts(self) -> list[Any]:
        """Its layouts, the innermost first (the end table's sheet takes its new size at once)."""
        return [self.scores_page.layout(), self.chart_page.layout(), self.stack.layout(), self.layout()]

    def set_scale(self, scale: float) -> None:
        for tab in (self.scores_tab, self.money_tab):
            font = tab.font()
            font.setPointSizeF(10.5 * scale)
            tab.setFont(font)
            tab.setMinimumHeight(round(30 * scale))
        self.stack.updateGeometry()
        if self.showing_chart():
            self.chart_page.build()

    def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 - Qt override
        if isinstance(event, QKeyEvent) and event.type() == event.Type.KeyPress and \
                event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            chart = event.key() == Qt.Key.Key_Right
            self.show_page(chart)
            (self.money_tab if chart else self.scores_tab).setFocus()
            return True
        return super().eventFilter(watched, event)
