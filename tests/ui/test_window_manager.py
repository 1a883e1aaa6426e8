"""What only a real window manager shows: a window framed with a title bar. Run under Xvfb with openbox (the tests'
set-up installs both; the test is skipped where they are missing). The other tests run offscreen, where a window
has no frame, so `pos()` and `geometry()` agree and a mix-up between them cannot show."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def under_a_window_manager(script: Path, *args: str) -> str:
    if not (shutil.which("xvfb-run") and shutil.which("openbox")):
        pytest.skip("xvfb-run or openbox is not installed (./dev.sh test installs both)")
    env = {**os.environ, "QT_QPA_PLATFORM": "xcb"}
    command = (f"openbox >/dev/null 2>&1 & sleep 1.5; exec {sys.executable} {script} "
               + " ".join(f"'{a}'" for a in args))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1280x720x24", "sh", "-c", command], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_switching_games_in_the_new_game_dialog_keeps_its_place(tmp_path):
    """A play-tester switched games in the New Game dialog: each switch opened the next dialog a title bar's height
    higher (the place was saved with the frame, `pos()`, and set as the client area's), until it covered the main
    window's menu. Every game's dialog now stands in one place, title bar and all."""
    lines = under_a_window_manager(HERE / "wm" / "switch_games.py", str(tmp_path / "s.ini")).splitlines()
    frames = [tuple(map(int, line.split())) for line in lines if line.strip() and line.split()[0].lstrip("-").isdigit()]
    window = next(tuple(map(int, line.split()[1:])) for line in lines if line.startswith("window "))
    assert len(frames) >= 4, frames
    assert len(set(frames)) == 1, frames
    x, y, w, h = frames[0]
    assert y >= 0 and y + h <= 720  # title bar and buttons on the screen
    # over the middle of the window (Qt centred it by the size it first showed at, and it grew to the right edge)
    assert abs((x + w / 2) - (window[0] + window[2] / 2)) <= 2, (frames[0], window)
