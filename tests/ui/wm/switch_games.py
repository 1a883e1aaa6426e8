"""Run under a real X server and window manager by test_window_manager.py: opens the New Game dialog over the main
window (maximised), switches games through every game and back, and prints the window's frame ("window x y w
h") and each dialog's frame (the window manager's title bar included) as `x y w h`, one line per game."""

from __future__ import annotations

import time

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def wait(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def main() -> None:
    import sys

    app = QApplication([])
    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.app_style import apply_app_style
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog
    from ponzi_desktop.ui.settings import AppSettings

    apply_app_style(app)
    settings = AppSettings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    window = MainWindow(settings)
    window.showMaximized()
    wait(app, 0.5)
    print("window", *window.frameGeometry().getRect(), flush=True)
    order = [g.id for g in games.playable()]
    order += order
    for i, game in enumerate(order):
        dialog = NewGameDialog(game, settings, window)
        dialog.show()
        end = time.monotonic() + 5  # framed by the window manager (a loaded machine takes longer), then settled
        while dialog.frameGeometry() == dialog.geometry() and time.monotonic() < end:
            wait(app, 0.05)
        wait(app, 0.3)
        print(*dialog.frameGeometry().getRect(), flush=True)
        if i + 1 < len(order):
            dialog._switch_game(order[i + 1])
        else:
            dialog.reject()


if __name__ == "__main__":
    main()
