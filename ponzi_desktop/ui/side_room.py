"""Who gets the window's width while a game is on the table: the table first, as wide as its smallest text needs
(`TableView.legible_width`), then the log and the game's panels (docks) share what is left.

Where the log, the panels and the legible table fit side by side, they stand side by side (the log narrows to
`LOG_MIN` before the table goes under its legible width: `GamePage.log_width`). Where they do not, the log
leaves the page for a column of the window's right dock area, the panels stack under it in that one column
(several panels as tabs), and the column is as wide as the table leaves it. The table is never scaled below
legibility to make room for a panel.

Where the panels are too tall to leave the log more than a few lines above them, the log and the panels become
tabs of that column (the log's tab in front). A column is as narrow as 210 px (1200x680), so its tabs say a
word or two (the log's "Log", a panel's `DockSpec.tab`): every tab's words whole, in every language, in the
app's tab look (ui/app_style.py). The window asks `settle()` after anything that changes the room (a resize, a panel or the log shown or hidden,
another game) and `release()` before it drops a game page, which takes its log back first.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow, QWidget

if TYPE_CHECKING:  # named for the type checker only: PySide makes a class (and its enums) when first named
    from PySide6.QtWidgets import QDockWidget

#: The smallest window the app allows: every table's smallest text is 11 px in it, with the log beside it
#: (the action panel takes the least height it may there: `kit.action_panel.panel_scale`).
MINIMUM_SIZE = (1200, 680)
#: The least height the log keeps above the panels in a shared column; less, and they become tabs.
LOG_LEAST_H = 240
#: Side by side, the log and the panels may cost a table this share of the width it has at its full height; past
#: that they share one column, as wide as the table leaves (the table shown larger, the log and panels taller).
TABLE_SHARE = 0.97


class SideRoom(QObject):
    """The room decision of one main window (a `DockHost` with a `game_page` on its `stack`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.column: QDockWidget | None = None  # the log's place in the dock area, while the log is lent to it
        self._page = None  # the page whose log is in `column`
        self._split = False  # whether the log stands above the panels in `column` (else they are its tabs)
        self._tries = 0  # resizes of the column asked for in a row (a panel may not be as narrow as asked)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.settle_now)
        self._front: QDockWidget | None = None  # the panel to show in front once the room is decided
        #: the panel whose tab was in front when the column was taken apart (another language's page, a page
        #: over the game), in front again when it is made again: a review saw a language switch bring the log
        self._kept_front: str | None = None
        #: the arrangement (log above the panels, or their tabs) kept through a language switch, for the window's
        #: height it was made at: the words change, not the layout the player had (a review saw the panels under
        #: the log become tabs as the language changed)
        self._kept_split: tuple[bool, int] | None = None
        window.installEventFilter(self)
        window.session_changed.connect(self._follow)
        window.stack.currentChanged.connect(lambda _index: self.settle())  # a replay over the game, and back

    def _follow(self, session) -> None:
        """Decide the room again for a new game, and whenever another player takes the seat: a panel shows the
        seated player's charts, taller than the shared ones on the hand-off cover (a review saw the log left
        four lines above the Price History opened on the cover, once a player sat down)."""
        self.settle()
        if session is not None:
            session.viewer_changed.connect(lambda _seat: self.settle())

    @property
    def stacked(self) -> bool:
        """Whether the log and the panels share one column beside the table now."""
        return self._page is not None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() == QEvent.Type.Resize:
            self._tries = 0
            self.settle()
        return False

    def settle(self, front: QDockWidget | None = None, at_once: bool = False) -> None:
        """Decide the room again once the events now queued are handled (a resize comes in several); `front`: a
        panel just asked for, in front of the column's tabs when they are tabs (else the log is). `at_once`: now,
        before the window is laid out and painted again, for a panel just shown or hidden: Qt docks a panel
        beside the page until the room is decided, and that layout, painted, showed the table shrunk (a review
        saw a table drawn at 800 px and its text at 8 px, its buttons over one another, for a
        second or more while the Price History opened on a loaded machine)."""
        if front is not None:
            self._front = front
        if at_once:
            self._timer.stop()
            self.settle_now()
        else:
            self._timer.start(0)

    def settle_now(self) -> None:
        window = self.window
        front, self._front = self._front, None
        page = window.game_page
        if page is None or window.stack.currentWidget() is not page:
            self.release()
            return
        from PySide6.QtWidgets import QStyle  # named with the first game: PySide makes it and its enums then

        from ponzi_desktop.ui.game_page import (
            LOG_MIN,  # imported with the first game: not before the start page
        )

        if self._page is not None and self._page is not page:
            self.release()
        docks = window.panels.shown()
        log_shown = not page.log_view.isHidden()
        width = window.width()
        separator = window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, window)
        legible = page.table.view.legible_width()
        beside = max((d.sizeHint().width() for d in docks), default=0)
        log = LOG_MIN + page.splitter.handleWidth() if log_shown else 0
        if not docks:
            self.release()
            return
        room = width - legible - separator  # the table at its legible width, the column the rest
        if width - beside - separator - log >= legible:  # side by side, the table keeps its legible width
            room = self._column_for_full_height(page, docks, width, beside + separator, log_shown)
            if room is None:
                self.release()
                return
        elif log_shown:
            # the column as wide as the log is beside the table without a panel, where the panels fit in it: the
            # table neither moves nor shrinks because a panel was opened (a review saw it lose 36 px at 1280x720)
            least = max([LOG_MIN] + [d.minimumSizeHint().width() for d in docks])
            room = min(room, max(page.log_width(width) + page.splitter.handleWidth() - separator, least))
        self._stack(page, docks, log_shown, room)
        if front is not None and front.isVisible():  # after the log's tab is put in front (queued in _stack)
            QTimer.singleShot(0, front, front.raise_)

    @staticmethod
    def _column_for_full_height(page, docks: list[QDockWidget], width: int, beside: int, log_shown: bool) -> int | None:
        """The column's width when the log and the panels side by side would leave a wide table narrower than it
        is at its full height (shrunk, with empty felt above and below it: a wide table with a panel open
        at 1920x1080) and one column beside it holds them: what the table leaves at its full height. Else None."""
        from ponzi_desktop.ui.game_page import (
            LOG_MIN,  # imported with the first game: not before the start page
        )

        view = page.table.view
        full_w, full_h = view.scene().full_size
        best = math.ceil(full_w * view.height() / full_h)  # the table's width at its full height
        page_w = width - beside
        table_w = page_w - (page.log_width(page_w) + page.splitter.handleWidth() if log_shown else 0)
        column = width - best - (beside - max(d.sizeHint().width() for d in docks))  # the separator
        least = max([LOG_MIN] * log_shown + [d.minimumSizeHint().width() for d in docks])
        if table_w < best * TABLE_SHARE and column >= least:
            return column
        return None

    def _stack(self, page, docks: list[QDockWidget], log_shown: bool, room: int) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py
        from PySide6.QtWidgets import QDockWidget  # lazy: PySide makes a class and its enums when first named

        window = self.window
        if self.column is None:
            self.column = QDockWidget(window)
            self.column.setObjectName("log_column")
            self.column.setTitleBarWidget(QWidget(self.column))  # the log has a caption and a close button
            self.column.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        self.column.setWindowTitle(self.tr("Log"))  # its tab's words (its caption says "Game log")
        for dock in docks:
            dock.set_tabbed(True)
        height = window.centralWidget().height()
        split = height - max(d.minimumSizeHint().height() for d in docks) >= max(LOG_LEAST_H, height // 3)
        if self._kept_split is not None:
            if self._kept_split[1] != window.height():
                self._kept_split = None  # another height: the room is decided afresh
            else:  # the panels under the log only while they still leave it its lines in this language
                split = split and self._kept_split[0]
        if self._page is not None and split != self._split:
            # stacked at another height (full HD, then smaller): arranged again as if stacked here first
            self.release()
            for dock in docks:
                dock.set_tabbed(True)
        if self._page is None:
            self._page = page
            self._split = split
            self.column.setWidget(page.log_view)
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.column)
            if split:
                window.splitDockWidget(self.column, docks[0], Qt.Orientation.Vertical)
                for dock in docks[1:]:
                    window.tabifyDockWidget(docks[0], dock)
                half = height // 2  # the log above, the panels below, half each
                window.resizeDocks([self.column, docks[0]], [half, half], Qt.Orientation.Vertical)
            else:  # the panels would leave the log a few lines: they and the log are tabs of the column
                for dock in docks:
                    window.tabifyDockWidget(dock, self.column)
                kept = next((d for d in docks if d.objectName() == self._kept_front), None)
                # the log's tab in front once the tabs are made, or the panel's that was in front before
                QTimer.singleShot(0, (kept or self.column).raise_)
            self._kept_front = None
            page.show_log(log_shown)  # the page lays its table out without the log
        self.column.setVisible(log_shown)
        # the dock area laid out now, not at the next turn of the event loop: its widths are read and set before
        # the window is painted (a column just made, painted at its panel's width first, cost the table 16 px)
        window.layout().activate()
        # the tab in front measures the column: a tab behind keeps the width it had when last in front
        first = next((d for d in (self.column, *docks) if d.isVisible() and not d.visibleRegion().isEmpty()),
                     self.column if log_shown else docks[0])
        if abs(first.width() - room) > 1 and self._tries < 3:
            # a dock area just rearranged may take its new width only once laid out again: look again then
            self._tries += 1
            window.resizeDocks([first], [room], Qt.Orientation.Horizontal)
            window.layout().activate()
            self.settle()
        else:
            self._tries = 0

    def release(self, keep: bool = False) -> None:
        """The log goes back beside the table of its page (before the page goes, or when the room is there);
        `keep`: the page is made again in another language, and the column is made again as it was."""
        page, self._page = self._page, None
        if not keep:
            self._kept_split = None
        if page is None:
            return
        if keep:
            self._kept_split = (self._split, self.window.height())
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        from ponzi_desktop.ui.docks import PanelDock  # lazy: brings the engine; not before the first paint

        if not self._split:  # their tabs: a panel's in front, or the log's (a tab behind is out of sight)
            front = [d for d in self.window.panels.shown() if not d.visibleRegion().isEmpty()]
            self._kept_front = front[0].objectName() if front else None
        for dock in self.window.findChildren(PanelDock):
            dock.set_tabbed(False)
        shown = not page.log_view.isHidden()
        page.splitter.insertWidget(1, page.log_view)  # out of the column
        self.window.removeDockWidget(self.column)
        page.splitter.setCollapsible(1, False)
        page.splitter.setStretchFactor(1, 0)
        page.log_view.setVisible(shown)
        page.show_log(shown)
        docks = self.window.panels.shown()
        if docks:
            self.window.resizeDocks(docks, [d.sizeHint().width() for d in docks], Qt.Orientation.Horizontal)
