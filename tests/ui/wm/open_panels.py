"""Run under a real X server and window manager by test_window_manager.py: starts the main window as the app does
(maximised by the window manager, settings from the file argv[1], language argv[2]), puts a game on the table
for each game in argv[3:], opens its panels by their View menu entries, and prints what the test checks:
"<game> <panel> before <x y w h scale>", "... after <x y w h scale>", "... stacked 0|1", "... tabs 0|1", and
"... overlap <a> | <b>" for two buttons of the page over one another, "... text <px>" for the table's smallest
text, and "... painted <width> <px>": the narrowest the table was drawn, and its smallest text then, from the
menu entry's trigger on; then "... log_off <width> <px>" and "... log_on <width> <px>" the same, as the View
menu's Game Log entry hides the log and shows it again with the panel open. A picture of the window goes to argv[1]'s folder as <game>.png."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget


def wait(app: QApplication, seconds: float, test=lambda: False) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end and not test():
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # as the app's own loop does
        time.sleep(0.01)


def table_place(window) -> tuple:
    """Where the table is, how large, and at what scale it is drawn."""
    view = window.game_page.table.view
    return (*view.mapTo(window, view.rect().topLeft()).toTuple(), *view.size().toTuple(),
            round(view.transform().m11(), 4))


def overlaps(window) -> list[str]:
    """The buttons of the game page shown over one another (a review saw Buy and Sell buttons overlap)."""
    page = window.game_page
    buttons = [b for b in page.findChildren(QAbstractButton) if b.isVisible() and b.window() is window
               and not b.visibleRegion().isEmpty()]
    rects = [(b, b.rect().translated(b.mapTo(window, b.rect().topLeft()))) for b in buttons]
    found = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            common = ra.intersected(rb)
            if common.width() > 1 and common.height() > 1:
                found.append(f"{a.text() or a.objectName()}@{ra.getRect()} | {b.text() or b.objectName()}@{rb.getRect()}")
    return found


class Painted(QObject):
    """The table's width and scale each time its view is painted: what a player saw while a panel opened (a
    review saw the table drawn at 800 px and its text at 8 px as the Price History opened)."""

    def __init__(self, view) -> None:
        super().__init__(view)
        self.view = view
        self.seen: list[tuple[int, float]] = []
        view.viewport().installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.seen.append((self.view.width(), round(self.view.transform().m11(), 4)))
        return False


def tabbed_with_log(window, dock: QDockWidget) -> bool:
    """Whether the panel is a tab of the log's column (or under the log in it), not a column of its own."""
    column = window.side_room.column
    if column is None or not column.isVisible():
        return False
    return dock in window.tabifiedDockWidgets(column) or abs(dock.x() - column.x()) <= 1


def main() -> None:
    app = QApplication([])
    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.kit.look import MIN_TEXT
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import AppSettings

    settings_file = Path(sys.argv[1])
    settings = AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, language=sys.argv[2])
    window.show_first()
    wait(app, 5, lambda: window.isMaximized() and window.frameGeometry() != window.geometry())
    wait(app, 0.5)
    print("window", *window.geometry().getRect(), flush=True)
    for game in sys.argv[3:]:
        quiet = game.startswith("-")  # a game played before, its panels left closed
        game = game.lstrip("-")
        # one player at the screen and three bots, as a first game is: the table shows that player's own things
        seats = [Seat(name="Ann", kind="human")] + [Seat(name=f"Bot {i}", kind="bot", level="random")
                                                     for i in (1, 2, 3)]
        window.start_session(GameSession.new(game, {}, 4, seats, autosave_dir=settings_file.parent, bot_delay_ms=0))
        wait(app, 1.0)
        if quiet:
            continue
        before = table_place(window)
        for spec in games.game_ui(game).docks:
            act = next(a for a in window.panels.actions if a.data() == spec.name)
            painted = Painted(window.game_page.table.view)
            act.trigger()  # as the View menu's entry does
            wait(app, 1.5)
            painted.view.viewport().removeEventFilter(painted)
            dock = window.panels.docks[spec.name]
            print(game, spec.name, "before", *before, flush=True)
            print(game, spec.name, "after", *table_place(window), flush=True)
            print(game, spec.name, "stacked", int(window.side_room.stacked), flush=True)
            print(game, spec.name, "tabs", int(tabbed_with_log(window, dock)), flush=True)
            print(game, spec.name, "docks", *(f"{d.objectName()}:{d.geometry().getRect()}"
                                                for d in window.findChildren(QDockWidget) if d.isVisible()))
            for line in overlaps(window):
                print(game, spec.name, "overlap", line, flush=True)
            print(game, spec.name, "text", round(MIN_TEXT * table_place(window)[-1], 2), flush=True)
            if painted.seen:  # the narrowest the table was drawn, and the smallest text, while the panel opened
                print(game, spec.name, "painted", min(w for w, _ in painted.seen),
                      round(MIN_TEXT * min(scale for _, scale in painted.seen), 2), flush=True)
            for step in ("log_off", "log_on"):  # View → Game Log with the panel open: the log leaves it, and back
                painted = Painted(window.game_page.table.view)
                window.menus.act_log.trigger()
                wait(app, 1.0)
                painted.view.viewport().removeEventFilter(painted)
                if painted.seen:
                    print(game, spec.name, step, min(w for w, _ in painted.seen),
                          round(MIN_TEXT * min(scale for _, scale in painted.seen), 2), flush=True)
            window.grab().save(str(settings_file.parent / f"{game}.png"))
    window.close()
    wait(app, 0.2)


if __name__ == "__main__":
    main()
