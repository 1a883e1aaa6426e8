"""The window's side of the table notices (ui/kit/notice.py): where a notice floats (over the table, or over
the page shown when no game is), which notices the game moving on takes away, and the autosave badge in the
menu bar's corner. The window holds one `NoticeHost` and says things through it; it has no status bar.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from ponzi_desktop.ui.kit.notice import Notice

#: The autosave badge: the notice's failure colours, small, beside the menus.
BADGE_STYLE = ("QLabel { background: #b3261e; color: #ffffff; border-radius: 4px; padding: 1px 8px; "
               "margin: 2px 6px; font-weight: 600; }")


class NoticeHost(QObject):
    """Notices over `window`'s table. `say` shows one; `clear_passing` takes away one the game has left
    behind (not one said with `keep`, nor a failure); `badge` marks a failing autosave until it works."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.notice = Notice(window)
        self._kept = False
        self.badge = QLabel(window)
        self.badge.setObjectName("autosave_warning")
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.hide()
        window.menuBar().setCornerWidget(self.badge, Qt.Corner.TopRightCorner)
        window.installEventFilter(self)

    @property
    def text_changed(self):
        """The notice's `text_changed`: every sentence said, and "" once it is gone."""
        return self.notice.text_changed

    def text(self) -> str:
        """The notice shown now ("" for none)."""
        return self.notice.text()

    def say(self, text: str, keep: bool = False, failure: bool = False) -> None:
        """Show `text` over the table for long enough to read it; `keep`: the game moving on leaves it up;
        `failure`: it stays until the player dismisses it."""
        self._kept = keep or failure
        self.notice.place(self._area())
        self.notice.show_text(text, failure=failure)

    def clear_passing(self) -> None:
        """The game moved on (or another person looks): a sentence about the moment before goes."""
        if not self._kept:
            self.notice.dismiss()

    def show_badge(self, text: str, tip: str) -> None:
        self.badge.setText(text)
        self.badge.setToolTip(tip)
        self.badge.show()

    # ---- where ------------------------------------------------------------------------------------------
    def _area(self) -> QRect:
        """The table of the page shown (a game's or a replay's), else the whole page, in the window."""
        central = self.window.centralWidget()
        if central is None:
            return self.window.rect()
        page = getattr(central, "currentWidget", lambda: central)()
        target: QWidget = getattr(page, "table", None) if page is not None else None
        if not isinstance(target, QWidget) or not target.isVisible():
            target = central
        top_left = target.mapTo(self.window, QPoint(0, 0))
        return QRect(top_left, target.size())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) \
                and not self.notice.isHidden():
            self.notice.place(self._area())
        return False
