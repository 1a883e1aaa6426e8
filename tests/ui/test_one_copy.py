"""One copy of the app per user (ui/one_copy.py): two copies once shared one autosave per game and overwrote each
other's games. Real app processes, offscreen: a second start brings the first copy's window forward and exits; a copy
that was killed does not stop the next start."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="waits on the copies' output with select")

#: The app (`ponzi-desktop` with no command), saying when a second start has brought its window forward.
APP = """
import sys
from ponzi_desktop.ui import one_copy

real = one_copy.bring_forward

def forward(window):
    real(window)
    print("brought forward", flush=True)

one_copy.bring_forward = forward
from ponzi_desktop.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.fixture
def start(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    started: list[subprocess.Popen] = []

    def run(*args: str) -> subprocess.Popen:
        copy = subprocess.Popen([sys.executable, "-c", APP, "--lang", "en", *args], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        started.append(copy)
        return copy

    yield run
    for copy in started:
        if copy.poll() is None:
            copy.kill()
        copy.communicate(timeout=10)


def wait_for(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def said(copy: subprocess.Popen, seconds: float) -> str:
    """The next line `copy` prints, waiting at most `seconds` for it ("" if none)."""
    ready, _, _ = select.select([copy.stdout], [], [], seconds)
    return copy.stdout.readline().strip() if ready else ""


def test_one_copy_runs_a_second_start_brings_it_forward_and_a_killed_one_stops_nothing(start, tmp_path):
    first, second = start(), start()  # a double click twice
    assert wait_for(lambda: first.poll() is not None or second.poll() is not None, 30)
    ended, running = (first, second) if first.poll() is not None else (second, first)
    out, err = ended.communicate(timeout=10)
    assert ended.returncode == 0, err
    assert "already running" in out
    assert running.poll() is None  # the one that claimed the data folder plays on

    third = start()  # the first is up: its window comes forward
    out, err = third.communicate(timeout=30)
    assert third.returncode == 0 and "already running; its window was brought forward" in out, err
    assert said(running, 10) == "brought forward"
    assert running.poll() is None

    running.send_signal(signal.SIGKILL)  # killed: its lock stays in the data folder, naming a process gone
    running.wait(10)
    assert any(tmp_path.rglob("running.lock"))
    after = start("--quit-when-shown")
    out, err = after.communicate(timeout=30)
    assert after.returncode == 0 and out.startswith("painted"), err


def test_a_data_folder_that_cannot_take_the_lock_never_stops_the_app(qapp, tmp_path, monkeypatch):
    from PySide6.QtCore import QLockFile

    from ponzi_desktop.ui.one_copy import OneCopy

    monkeypatch.setattr(QLockFile, "tryLock", lambda self, timeout=0: False)  # as in a read-only folder
    monkeypatch.setattr(QLockFile, "error", lambda self: QLockFile.LockError.PermissionError)
    copy = OneCopy(tmp_path / "data")
    assert copy.claim() and not copy.answered
