"""Run under a real X server and window manager by test_window_manager.py: opens each menu of the main window's
bar with a click and closes it with Escape, and prints "<menu> lit 0|1": whether the bar still has a title lit
(Qt's keyboard mode) once the menu has closed. Settings from the file argv[1]."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def wait(app: QApplication, seconds: float, test=lambda: False) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not test():
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    app = QApplication([])
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.settings import AppSettings

    settings = AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    window = MainWindow(settings, language="en")
    window.show()
    wait(app, 5, window.isActiveWindow)
    wait(app, 0.3)
    bar = window.menuBar()
    for name in ("menu_game", "menu_view", "menu_help"):
        menu = getattr(window.menus, name)
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center())
        wait(app, 3, menu.isVisible)
        QTest.keyClick(menu, Qt.Key.Key_Escape)
        wait(app, 3, lambda m=menu: not m.isVisible())
        wait(app, 0.3)
        print(name, "lit", int(bar.activeAction() is not None), flush=True)
        if bar.activeAction() is not None:
            QTest.keyClick(bar, Qt.Key.Key_Escape)  # out of keyboard mode for the next menu
            wait(app, 0.2)
    window.close()
    wait(app, 0.2)


if __name__ == "__main__":
    main()
