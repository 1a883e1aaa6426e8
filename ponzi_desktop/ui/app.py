"""Starting the desktop app: the QApplication, its settings, language and fonts, the main window."""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from types import SimpleNamespace

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from ponzi_desktop import __version__
from ponzi_desktop.ui import gc_guard, i18n, kept_surfaces, one_copy
from ponzi_desktop.ui.app_style import apply_app_style
from ponzi_desktop.ui.look import style_app, style_tooltips
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.settings import APPLICATION, ORGANIZATION, AppSettings, data_dir

_STARTED = time.perf_counter()


def make_application(argv: list[str] | None = None, *, style_later: bool = False):  # -> QApplication
    """The QApplication, named and dressed in the app's look. `style_later`: its QStyle (look.style_app) is left
    for the caller to install later (the app's start does once the start page is painted: PySide makes QStyle
    and its enums when it is first named, 5-7 ms of CPU, and the start page asks none of its hints)."""
    # Qt moves the pixels of a scrolled view instead of painting it again; on X11 the game log's first
    # scroll to its newest line left a strip of it over the menu bar (seen after Continue). Painting again
    # costs little here and is always right.
    os.environ.setdefault("QT_NO_FAST_SCROLL", "1")
    app = QApplication.instance()
    if app is None:  # a screen's own scale, 1.25 as 1.25: Qt 6's rounding policy (PassThrough) as it comes; setting
        # it names Qt's enums, which the first paint does without (ui/kept_surfaces.py)
        app = QApplication(argv if argv is not None else sys.argv[:1])
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("ponzi-desktop")
    if style_later:
        style_tooltips()
    else:
        style_app(app)
    apply_app_style(app)
    return app


def choose_language(settings, override: str | None = None) -> str:  # settings: AppSettings
    """The language to start in: `--lang` for this run, else the saved choice; on the very first start the
    system's language is chosen and saved (Settings → Language changes it later)."""
    if override:
        code = i18n.normalise(override)
        if code is not None:
            return code
        print(f"ponzi-desktop: unknown language {override!r} (known: {', '.join(i18n.LANGUAGES)}); "
              "using the saved one", file=sys.stderr)
    if settings.language is None:
        settings.language = i18n.system_language()
    return i18n.normalise(settings.language) or i18n.SOURCE_LANGUAGE


def report_uncaught(window, log_file) -> None:  # window: MainWindow; log_file: Path | None
    """An exception no code caught (in a Qt slot, say) is handled as before (logged, printed), then said in
    a notice over the table, so that a click that failed never just seems to do nothing."""
    before = sys.excepthook

    def hook(kind, exc, tb) -> None:
        before(kind, exc, tb)
        if not issubclass(kind, KeyboardInterrupt):
            window.report_error(exc, log_file)

    sys.excepthook = hook


def collect_again() -> None:
    """Python's garbage collector back on once the app has started (cli.cmd_app turned it off for the start),
    unless a game's bots have taken it over by then (they collect on the GUI thread: ui/gc_guard.py)."""
    if not gc_guard.guarding():
        gc.enable()


def run_app(args: argparse.Namespace | SimpleNamespace) -> int:
    """`ponzi-desktop` with no command: the app. `--quit-when-shown` exits once the start page is painted."""
    app = make_application(style_later=True)
    kept_surfaces.use()  # the start page as it was painted last time, copied (ui/kept_surfaces.py)
    copy = one_copy.OneCopy(data_dir(), app)  # one copy per user: two would overwrite each other's autosaves
    if not copy.claim():
        if copy.answered:
            print("ponzi-desktop: already running; its window was brought forward", flush=True)
            return 0
        print("ponzi-desktop: another copy is running but does not answer; close it first", file=sys.stderr)
        return 1
    settings = AppSettings()
    window = MainWindow(settings, language=choose_language(settings, getattr(args, "lang", None)))
    copy.forward_requested.connect(lambda: one_copy.bring_forward(window))

    def start_logging() -> None:
        # the data folder is named after the app; after the first paint: logging costs 12 ms
        from ponzi_desktop.ui.logfile import setup_logging  # lazy: with the logging, after the first paint

        report_uncaught(window, setup_logging())

    window.start_page_painted.connect(lambda: QTimer.singleShot(0, start_logging))
    window.start_page_painted.connect(collect_again)
    window.start_page_painted.connect(lambda: QTimer.singleShot(0, app, lambda: style_app(app)))
    QTimer.singleShot(3000, collect_again)  # painted or not (a window never shown on a screen)
    if getattr(args, "quit_when_shown", False):
        def painted() -> None:
            # "painted <epoch seconds> <peak KiB> <CPU seconds>" lets benchmarks/startup.py time from process spawn
            import resource  # here: Unix only, and only this measurement needs it

            use = resource.getrusage(resource.RUSAGE_SELF)
            print(f"painted {time.time():.6f} {use.ru_maxrss} {use.ru_utime + use.ru_stime:.4f} (start page shown "
                  f"{time.perf_counter() - _STARTED:.3f} s after the app module loaded)", flush=True)
            QTimer.singleShot(0, app.quit)

        window.start_page_painted.connect(painted)
    window.show_first()
    return app.exec()
