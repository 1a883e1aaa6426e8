"""The menu bar after Escape: a menu opened with the mouse and closed with Escape leaves no title lit.

Qt's menu bar, when Escape closes its menu, stays in keyboard mode with that menu's title selected (lit in the
bar's brass), so that the arrow keys can go on to the next menu. That suits a menu opened from the keyboard
(Alt+H); after a click it looked stuck: "Help" stayed lit until a second Escape or a click elsewhere. A menu the
mouse opened leaves the bar as it found it; one the keyboard opened keeps Qt's way.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar


class EscapeLeavesMenuBar(QObject):
    """Installed on a menu bar (`watch`) and on its menus: remembers whether the mouse opened the menu now
    shown, and after Escape closes such a menu takes the bar out of keyboard mode."""

    def __init__(self, bar: QMenuBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.by_mouse = False
        bar.installEventFilter(self)

    def watch(self, menu: QMenu) -> None:
        menu.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if watched is self.bar:
            if kind == QEvent.Type.MouseButtonPress:
                self.by_mouse = True
            elif kind in (QEvent.Type.Shortcut, QEvent.Type.KeyPress):  # Alt+H, or the arrows along the bar
                self.by_mouse = False
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self.by_mouse:
            from PySide6.QtCore import Qt  # here, at a key: see ui/kept_surfaces.py

            if event.key() == Qt.Key.Key_Escape:
                QTimer.singleShot(0, self._leave)  # once the menu has closed and the bar taken the keyboard
        return False

    def _leave(self) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        if QApplication.activePopupWidget() is None and self.bar.activeAction() is not None:
            # the bar's own way out of keyboard mode: Escape to the bar clears its title and gives the
            # keyboard back to the widget that had it
            QApplication.sendEvent(self.bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                       Qt.KeyboardModifier.NoModifier))
        self.by_mouse = False
