"""The window's side of the table notices (ui/kit/notice.py): where a notice floats (in the menu bar's row,
right of the menus: it never hides a word of the table nor its prompt), which notices the game moving on takes
away, and the autosave badge in the menu bar's corner with what is said as the autosave fails and works again.
The window holds one `NoticeHost` and says things through it; it has no status bar. The autosave's words are in
the main window's translation context ("MainWindow").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QLabel, QMainWindow

from ponzi_desktop.ui.formatting import escape

if TYPE_CHECKING:
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
        self._notice: Notice | None = None  # made when first needed (`notice`)
        self._kept = False
        self.badge = QLabel(window)
        self.badge.setObjectName("autosave_warning")
        self.badge.setStyleSheet(BADGE_STYLE)
        self.badge.hide()
        window.menuBar().setCornerWidget(self.badge)  # the top right corner
        window.installEventFilter(self)

    @property
    def notice(self) -> Notice:
        """The notice over the table, made when first needed: the start page never shows one, and making it before
        the first paint (ui/kit/notice.py imported, a frame with its label and button, their style sheet parsed
        and polished) was 0.3% of the start's instructions (valgrind)."""
        if self._notice is None:
            from ponzi_desktop.ui.kit.notice import Notice  # lazy: see above

            self._notice = Notice(self.window)
            self._notice.ensurePolished()  # in its style sheet's fonts at once, as when the window's showing made it
        return self._notice

    def _shown(self) -> bool:
        return self._notice is not None and not self._notice.isHidden()

    @property
    def text_changed(self):
        """The notice's `text_changed`: every sentence said, and "" once it is gone."""
        return self.notice.text_changed

    def text(self) -> str:
        """The notice shown now ("" for none)."""
        return self._notice.text() if self._notice is not None else ""

    def say(self, text: str, keep: bool = False, failure: bool = False) -> None:
        """Show `text` in the menu bar's row for long enough to read it; `keep`: the game moving on leaves it up;
        `failure`: it stays until the player dismisses it."""
        self._kept = keep or failure
        self.notice.place(self._area())
        self.notice.show_text(text, failure=failure)

    def clear_passing(self) -> None:
        """The game moved on (or another person looks): a sentence about the moment before goes."""
        if not self._kept and self._notice is not None:
            self._notice.dismiss()

    def show_badge(self, text: str, tip: str) -> None:
        self.badge.setText(text)
        self.badge.setToolTip(tip)
        self.badge.show()
        if self._shown():
            self.notice.place(self._area())  # the badge takes the row's right end

    def autosave_failed(self, reason: str) -> None:
        """The autosave cannot be written: said at once, and marked beside the menus until it can again."""
        if self.badge.isHidden():  # said when it starts failing, not after every move
            self.say(QCoreApplication.translate(
                "MainWindow", "Autosave failed: %1. Your moves are kept, and saved as soon as the folder can be "
                "written again.").replace("%1", reason.rstrip(".")), failure=True)
        # the reason may quote a file's name
        self.show_badge(QCoreApplication.translate("MainWindow", "Autosave is failing"), f"<p>{escape(reason)}</p>")

    def autosave_restored(self) -> None:
        self.badge.hide()
        self.say(QCoreApplication.translate("MainWindow", "Autosave works again: every move is saved."), keep=True)

    # ---- where ------------------------------------------------------------------------------------------
    #: Room kept free either side of the notice in the menu bar's row.
    GAP = 12

    def _area(self) -> QRect:
        """The menu bar's row right of its menus (and left of the autosave badge), in the window; the top of
        the window when it has no menu bar of its own (a native one)."""
        bar = self.window.menuBar()
        if bar.isNativeMenuBar() or not bar.isVisible() or bar.height() <= 0:
            return QRect(0, 0, self.window.width(), 28)
        left = max((bar.actionGeometry(a).right() for a in bar.actions() if a.isVisible()), default=0) + 1
        right = bar.width()
        if self.badge.isVisible():
            right = self.badge.mapTo(bar, QPoint(0, 0)).x()
        top_left = bar.mapTo(self.window, QPoint(left + self.GAP, 1))
        return QRect(top_left.x(), top_left.y(), max(0, right - left - 2 * self.GAP), bar.height() - 2)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest) and self._shown():
            self.notice.place(self._area())
        return False
