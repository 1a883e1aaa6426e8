"""Run under a real X server and window manager by test_window_manager.py: starts the main window as the app does
(`show_first`, settings from the file argv[1]), prints how it opened ("opened <maximised 0|1> x y w h"), does
argv[2] to it ("maximise", "normal", or "place x y w h"), prints "left ..." the same way, and closes it."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def wait(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def settle(app: QApplication, window, test) -> None:
    end = time.monotonic() + 5  # a loaded machine takes longer to frame and maximise
    while not test() and time.monotonic() < end:
        wait(app, 0.05)
    wait(app, 0.3)


def say(word: str, window) -> None:
    print(word, int(window.isMaximized()), *window.geometry().getRect(), flush=True)


def main() -> None:
    app = QApplication([])
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.settings import AppSettings

    settings = AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    window = MainWindow(settings, language="en")
    window.show_first()
    settle(app, window, lambda: window.frameGeometry() != window.geometry())
    say("opened", window)
    action = sys.argv[2].split()
    if action[0] == "maximise":
        window.showMaximized()
        settle(app, window, window.isMaximized)
    elif action[0] == "normal":
        window.showNormal()
        settle(app, window, lambda: not window.isMaximized())
    elif action[0] == "place":
        window.showNormal()
        settle(app, window, lambda: not window.isMaximized())
        window.setGeometry(*map(int, action[1:]))
        settle(app, window, lambda: window.geometry().getRect() == tuple(map(int, action[1:])))
    say("left", window)
    window.close()
    wait(app, 0.2)


if __name__ == "__main__":
    main()
