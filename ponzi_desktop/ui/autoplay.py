"""`ponzi-desktop play`: open the table, let bots play through the real session, then take a screenshot and
exit, or (without `--screenshot`) leave the window open for a person to play on until it is closed.

Used to look at the app and by checks: it works offscreen (`QT_QPA_PLATFORM=offscreen`), keeps the
user's settings untouched (a temporary settings file, removed at exit), and exits 0. With `--screenshot` the
game is a picture's, autosaved in that temporary folder only. Without it the game is the person's: it is
autosaved after every action into the user's autosave folder, as a game begun on the start page is, so that
Ctrl+Q loses nothing and Continue finds it (before, it went with the temporary folder). A game it plays to the
end goes into the user's game history, as in the app (`--no-record`: not; `--history FILE`: into that one).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ponzi_desktop.engine.core import parse_settings
from ponzi_desktop.persistence import SaveError, Seat
from ponzi_desktop.ui.app import choose_language, make_application
from ponzi_desktop.ui.logfile import setup_logging
from ponzi_desktop.ui.look import fit_screen, opens_maximised
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import AppSettings

SEAT_NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
PREFIX = "ponzi-desktop-play-"
#: a folder without a runner to ask about is left this long (it may be a run starting this very moment)
GRACE_S = 3600


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # somebody's process: not ours to judge
    return True


def remove_stale_folders(temp: Path | None = None, now: float | None = None) -> None:
    """Remove the folders of earlier `play` runs that were killed before they could remove their own (a window
    closed removes it; a kill does not): those whose runner is gone, and old ones that name no runner."""
    temp = Path(temp or tempfile.gettempdir())
    now = time.time() if now is None else now
    for folder in temp.glob(f"{PREFIX}*"):
        try:
            pid_file = folder / "pid"
            if pid_file.is_file():
                stale = not _running(int(pid_file.read_text().strip() or "0"))
            else:
                stale = now - folder.stat().st_mtime > GRACE_S
        except (OSError, ValueError):
            continue
        if stale and folder.is_dir():
            shutil.rmtree(folder, ignore_errors=True)


def seats_for(players: int, bots: str, level: str) -> list[Seat]:
    """`--bots all`: every seat a bot; `--bots N`: the last N seats bots, the others humans."""
    count = players if bots == "all" else max(0, min(players, int(bots)))
    humans = players - count
    return [Seat(name=SEAT_NAMES[i], kind="human") if i < humans else
            Seat(name=SEAT_NAMES[i], kind="bot", level=level) for i in range(players)]


#: The window's size without --size where there is no real screen to maximise on (offscreen screenshots).
DEFAULT_SIZE = "1600x900"


def maximised_unasked(size: str | None) -> bool:
    """Whether `play` opens maximised for want of a size asked: as the app opens, on a real screen (offscreen
    there is nothing to maximise on: the screenshot takes `DEFAULT_SIZE`)."""
    return size is None and QGuiApplication.platformName() not in ("offscreen", "minimal")


def fit_window(window, width: int, height: int) -> bool:
    """Size `window` `width` x `height`, never larger than the room its screen has (a 1600x900 window on a
    1280x720 screen had its bottom and its right off the screen): on a smaller screen it is made to fit and
    opens maximised, as the app does on a first start. True when it should open maximised. The offscreen
    platform has no real screen: there the size is taken as asked (screenshots of a given size)."""
    screen = window.screen()
    if screen is None or QGuiApplication.platformName() in ("offscreen", "minimal"):
        window.resize(width, height)
        return False
    window.resize(fit_screen(window, width, height))
    return opens_maximised(screen.availableGeometry().size(), width, height)


def run_play(args: argparse.Namespace) -> int:
    app = make_application()
    setup_logging()  # a bot's failure goes to the user's log file, as in the app
    remove_stale_folders()
    work = Path(tempfile.mkdtemp(prefix=PREFIX))
    try:  # the folder holds this run's settings and autosave, nothing to keep: it goes at the end
        (work / "pid").write_text(str(os.getpid()))  # so that a later run can tell a killed one's folder
        return _play_in(app, work, args)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _play_in(app: QApplication, work: Path, args: argparse.Namespace) -> int:

    store = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
    try:
        return _play_with(app, AppSettings(store), work, args)
    finally:
        store.sync()  # now, while the folder is there: written later, it would make the folder again


def _play_with(app: QApplication, settings: AppSettings, work: Path, args: argparse.Namespace) -> int:
    settings.animation_speed = "off"
    settings.bot_speed = "instant"
    window = MainWindow(settings, language=choose_language(settings, getattr(args, "lang", None)))
    try:
        width, height = (int(x) for x in (args.size or DEFAULT_SIZE).lower().split("x"))
    except ValueError:
        print(f"ponzi-desktop play: --size wants WIDTHxHEIGHT, got {args.size!r}", file=sys.stderr)
        return 2
    maximised = fit_window(window, width, height) or maximised_unasked(args.size)
    recorder = window.history.recorder  # the finished game goes into the user's history, as in the app
    recorder.enabled = not getattr(args, "no_record", False)
    if getattr(args, "history", None):
        recorder.path = Path(args.history)
    recorder.recorded.connect(lambda game_id: print(f"game history: added as game {game_id} in {recorder.where()}",
                                                    flush=True))
    recorder.already.connect(lambda game_id: print(  # a second run with the same seed: the same game, said why
        "game history: not added: the same game, move for move, is there already"
        + (f" as game {game_id}" if game_id >= 0 else "") + f" in {recorder.where()}", flush=True))
    recorder.problem.connect(lambda text: print(f"ponzi-desktop play: {text}", file=sys.stderr, flush=True))
    # a picture's game autosaves beside this run's settings; one left to a person as the window's own do
    options = {"autosave_dir": work} if args.screenshot else window.session_options()
    options["bot_delay_ms"] = 0
    try:
        if args.load:
            session = GameSession.load(args.load, **options)
        else:
            session = GameSession.new(args.game, parse_settings(args.set or []), args.seed,
                                      seats_for(args.players, args.bots, args.level), **options)
    except (SaveError, ValueError, KeyError) as exc:
        print(f"ponzi-desktop play: {exc}", file=sys.stderr)
        return 2
    target = None if args.autoplay == "end" else int(args.autoplay)
    session.set_paused(True)
    opening = Path(args.load) if args.load and not args.screenshot else None  # the window's own game: as it opens
    if not window.start_session(session, opening=opening):
        print(f"ponzi-desktop play: the table cannot show this {session.game} game", file=sys.stderr)
        return 1
    window.showMaximized() if maximised else window.show()
    clock = QElapsedTimer()
    clock.start()

    def done() -> bool:
        if session.is_over:
            return True
        if target is not None and session.action_count >= target:
            return True
        return session.current_seat is not None and session.is_human(session.current_seat) \
            and session.bot_thinking is None

    def finish() -> None:
        if args.screenshot:
            session.set_paused(True)
            QTimer.singleShot(300, shoot)  # let the last state and any overlay paint
        else:  # the table is the person's now: the usual speeds, and the app runs until the window closes
            settings.animation_speed = "normal"
            settings.bot_speed = "normal"
            session.bot_delay_ms = settings.bot_delay_ms

    def shoot() -> None:
        app.processEvents()
        window.grab().save(args.screenshot)
        print(f"{args.screenshot}: {session.action_count} actions, "
              f"{'game over' if session.is_over else 'in progress'}", flush=True)
        app.quit()

    def poll() -> None:
        if done() or clock.elapsed() > 600_000:
            poller.stop()
            finish()

    poller = QTimer()
    poller.timeout.connect(poll)
    poller.start(20)
    session.set_paused(False)
    app.setQuitOnLastWindowClosed(True)
    app.exec()
    poller.stop()
    window.close()
    return 0
