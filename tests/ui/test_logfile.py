"""The app's log file: a failing bot's traceback goes to it while the status bar still says what happened, and
the app starts even when the log folder cannot be written."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import logging  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402

from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui import logfile  # noqa: E402
from ponzi_desktop.ui import session as session_module  # noqa: E402
from ponzi_desktop.ui.main_window import MainWindow  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402


@pytest.fixture
def logs(tmp_path):
    """The log set up in a folder of the test's own, taken down afterwards."""
    path = logfile.setup_logging(tmp_path / "logs", catch_uncaught=False)
    yield path
    logfile.stop_logging()


class Broken:
    def choose(self, view, rng, budget=None):
        return self.think(view)

    def think(self, view):
        raise RuntimeError("the bot's own bug")


def test_a_failing_bot_writes_its_traceback_to_the_log_file(qtbot, app_settings, monkeypatch, tmp_path, logs):
    assert logs == tmp_path / "logs" / "ponzi-desktop.log"
    real_make_bot = session_module.make_bot
    monkeypatch.setattr(session_module, "make_bot",
                        lambda name, game: Broken() if name == "easy" else real_make_bot(name, game))
    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)
    seats = [Seat(name="Ann", kind="human"), Seat(name="Bug", kind="bot", level="easy"),
             Seat(name="Cy", kind="bot", level="random")]
    session = GameSession.new("ponzi", {"start_player": 1}, 3, seats, autosave_dir=tmp_path / "auto",
                              bot_delay_ms=0)
    messages = []
    win.notices.text_changed.connect(messages.append)
    with qtbot.waitSignal(session.action_rejected, timeout=10_000) as rejected:
        win.start_session(session)
    assert rejected.args == ["bot_error"]
    assert "A bot ran into a problem and made a simple move instead." in messages
    qtbot.waitUntil(lambda: session.action_count >= 1, timeout=10_000)  # the random bot moved for it
    session.set_paused(True)
    for handler in logging.getLogger("ponzi_desktop").handlers:
        handler.flush()
    text = logs.read_text(encoding="utf-8")
    assert "ERROR ponzi_desktop.ui.session" in text and "the bot failed" in text
    assert "seat 1 (easy bot)" in text and "seed 3" in text
    assert "Traceback (most recent call last)" in text and "in think" in text
    assert "RuntimeError: the bot's own bug" in text


def test_a_log_folder_that_cannot_be_made_leaves_logging_on_stderr(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    try:
        assert logfile.setup_logging(blocker / "logs", catch_uncaught=False) is None
        logging.getLogger("ponzi_desktop.ui.session").error("still said somewhere")
    finally:
        logfile.stop_logging()
    err = capsys.readouterr().err
    assert "cannot write the log file" in err and "still said somewhere" in err


@pytest.mark.parametrize("writable", [True, False])
def test_the_app_starts_with_or_without_a_log_folder(tmp_path, writable):
    data = tmp_path / "data"
    if writable:
        data.mkdir()
    else:
        data.write_text("a file where the data folder should be: nothing can be made inside it")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(data), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-m", "ponzi_desktop", "--lang", "en", "--quit-when-shown"],
                          capture_output=True, text=True, env=env, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    assert "painted" in done.stdout
    logs = list(data.rglob("ponzi-desktop.log")) if writable else []
    if writable:
        assert len(logs) == 1 and logs[0].parent.name == "logs"
        assert "Ponzi Desktop" in logs[0].read_text(encoding="utf-8")
    else:
        assert "cannot write the log file" in done.stderr


def test_an_uncaught_exception_is_said_in_the_status_bar(qtbot, app_settings, tmp_path):
    from PySide6.QtCore import QTimer

    from ponzi_desktop.ui.app import report_uncaught

    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)

    def broken() -> None:
        raise ZeroDivisionError("a bug in a slot")

    with qtbot.capture_exceptions() as caught:
        before = sys.excepthook
        try:
            report_uncaught(win, tmp_path / "ponzi-desktop.log")
            QTimer.singleShot(0, broken)
            qtbot.waitUntil(lambda: bool(caught), timeout=5_000)
        finally:
            sys.excepthook = before
    said = win.notices.text()
    assert said.startswith("Something went wrong inside the app (ZeroDivisionError). Every move you played is saved.")
    assert str(tmp_path / "ponzi-desktop.log") in said
