"""The bots' worker process ends with the app however the app ends: killed (SIGKILL) while a hard bot thinks,
the app once left its worker running for good."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")


def children(pid: int) -> dict[int, str]:
    """The live child processes of `pid` and their command lines (zombies, already dead, left out)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (name) ": state, ppid, ...
        if int(fields[1]) == pid and fields[0] != "Z":
            found[int(entry.name)] = command
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2:].split()[0] != "Z"  # a zombie has ended; only its parent has not asked


def wait_for(condition, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def test_the_bots_worker_exits_when_the_app_is_killed_while_a_bot_thinks(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(tmp_path)}
    app = subprocess.Popen([sys.executable, "-m", "ponzi_desktop", "play", "--game", "ponzi", "--players", "3",
                            "--bots", "all", "--level", "hard", "--autoplay", "end", "--no-record"],
                           env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: dict[int, str] = {}
    try:
        def worker_started() -> bool:
            workers.update({pid: command for pid, command in children(app.pid).items()
                            if "multiprocessing" in command})
            return any("spawn_main" in command for command in workers.values())

        assert wait_for(worker_started, 60), "the app started no worker for its bots"
        time.sleep(0.5)  # the hard bots are thinking now (the game plays itself to its end)
        assert app.poll() is None
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        assert wait_for(lambda: not any(alive(pid) for pid in workers), 5), \
            f"still running after the app was killed: {[c for p, c in workers.items() if alive(p)]}"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in workers:  # what the test found, never anything else
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
