"""The app's own log file: runtime failures (a bot's or a hint's exception, an autosave that failed) with their
tracebacks, for a bug report. Not the game log (ui/log.py), which is for the players.

`setup_logging()` is called once at start (`run_app`, `play`): a rotating file `logs/ponzi-desktop.log` in the
per-user data folder (settings.data_dir(), never next to the program), 1 MB a file, three old files kept.
Modules log through `logging.getLogger(__name__)` under the "ponzi_desktop" logger; a notice on the table still
says what went wrong in words. A log file that cannot be opened (a read-only home, a full disk) never stops the
app: the messages then go to stderr, as before.
"""

from __future__ import annotations

import logging
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from ponzi_desktop import __version__
from ponzi_desktop.ui import settings

LOGGER = "ponzi_desktop"
FILE_NAME = "ponzi-desktop.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"

_installed: list[logging.Handler] = []  # the handlers setup_logging added, replaced when it runs again


def log_dir() -> Path:
    """Where the log files go: `logs/` in the per-user data folder."""
    return settings.data_dir() / "logs"


def setup_logging(folder: Path | None = None, catch_uncaught: bool = True) -> Path | None:
    """Log the app's messages (INFO and up) to `folder`/ponzi-desktop.log (default: `log_dir()`); the file's
    path, or None when it could not be opened (then to stderr). `catch_uncaught`: an exception no code caught
    (in a Qt slot, say) is logged with its traceback too, then handled as before."""
    stop_logging()
    logger = logging.getLogger(LOGGER)
    wanted = (folder if folder is not None else log_dir()) / FILE_NAME
    handler: logging.Handler
    problem: Exception | None = None
    try:
        wanted.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(wanted, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except (OSError, ValueError) as exc:
        handler, problem = logging.StreamHandler(sys.stderr), exc
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    _installed.append(handler)
    if catch_uncaught:
        _catch_uncaught()
    if problem is not None:
        logger.warning("cannot write the log file %s (%s): logging to stderr", wanted, problem)
        return None
    logger.info("Ponzi Desktop %s starts (Python %s, %s)", __version__, sys.version.split()[0], sys.platform)
    return wanted


def stop_logging() -> None:
    """Close and remove the handlers `setup_logging` added (the app ends; a test is done)."""
    logger = logging.getLogger(LOGGER)
    for handler in _installed:
        logger.removeHandler(handler)
        handler.close()
    _installed.clear()


def _catch_uncaught() -> None:
    """Log what no code caught, then let the hook that was there before handle it (PySide prints it)."""
    previous = sys.excepthook
    if getattr(previous, "app_logs", False):
        return

    def hook(kind, exc, tb) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logging.getLogger(LOGGER).error("uncaught exception", exc_info=(kind, exc, tb))
        previous(kind, exc, tb)

    hook.app_logs = True  # type: ignore[attr-defined]
    sys.excepthook = hook
