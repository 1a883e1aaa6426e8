"""`ponzi-desktop play`: with --screenshot it saves the picture and exits; without it the window stays open for a
person to play on, and the command ends (exit code 0) when the window is closed (before, `play` without --screenshot
exited at once)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

#: Runs `play` in a fresh process whose QApplication closes the main window after `delay` ms (a person closing it).
CLOSE_LATER = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from ponzi_desktop.ui.app import make_application
from ponzi_desktop.cli import main

app = make_application()

def close():
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible() and type(w).__name__ == "MainWindow"]
    print("windows open:", len(windows), flush=True)
    for window in windows:
        window.close()

QTimer.singleShot(int(sys.argv[1]), close)
sys.exit(main(sys.argv[2:]))
"""

#: The same, closing the main window (as Ctrl+Q does) once its game has `sys.argv[1]` actions (a minute at most).
CLOSE_WHEN_PLAYED = CLOSE_LATER.replace("QTimer.singleShot(int(sys.argv[1]), close)", """
clock = QTimer()
waited = []

def poll():
    waited.append(1)
    windows = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    if len(waited) > 1200 or any(w.session is not None and w.session.action_count >= int(sys.argv[1])
                                 for w in windows):
        clock.stop()
        close()

clock.timeout.connect(poll)
clock.start(50)
""")


def run(tmp_path, *args: str, delay: int = 2500, script: str = CLOSE_LATER) -> subprocess.CompletedProcess:
    temp = tmp_path / "tmp"
    temp.mkdir(exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(temp)}
    return subprocess.run([sys.executable, "-c", script, str(delay), "play", *args], capture_output=True,
                          text=True, env=env, timeout=180, check=False)


def test_play_without_a_screenshot_keeps_the_window_open_until_it_is_closed(tmp_path):
    done = run(tmp_path, "--game", "anti_monopoly", "--players", "3", "--bots", "2", "--autoplay", "4",
               "--size", "1280x701")
    assert done.returncode == 0, done.stderr
    assert "windows open: 1" in done.stdout, done.stdout  # still open after the bots' moves: a person plays on
    assert list((tmp_path / "tmp").iterdir()) == []


def test_a_game_left_to_a_person_is_autosaved_where_continue_finds_it(tmp_path):
    """Closing the window (Ctrl+Q) lost the game: it was autosaved only in the run's temporary folder. Now it is
    autosaved into the user's folder after every action, as a game begun on the start page is."""
    from ponzi_desktop.persistence import latest_autosave, read_save

    done = run(tmp_path, "--game", "ponzi", "--players", "3", "--level", "easy", "--autoplay", "4", "--no-record",
               "--size", "1280x701", delay=4, script=CLOSE_WHEN_PLAYED)
    assert done.returncode == 0, done.stderr
    folders = [path for path in tmp_path.rglob("autosave") if path.is_dir()]
    assert len(folders) == 1, folders
    found = latest_autosave(folders[0])
    assert found is not None
    record, _state = read_save(found)
    assert record.game == "ponzi" and len(record.actions) >= 4, (record.game, len(record.actions))


def test_play_with_a_screenshot_saves_it_and_exits_by_itself(tmp_path):
    shot = tmp_path / "table.png"
    done = run(tmp_path, "--players", "3", "--autoplay", "4", "--screenshot", str(shot), "--size", "1280x701",
               delay=120_000)
    assert done.returncode == 0, done.stderr
    assert "windows open" not in done.stdout, done.stdout  # it did not wait for anyone to close the window
    played = re.search(r"(\d+) actions", done.stdout)  # at least the 4 asked (a move forced on a person may follow)
    assert shot.stat().st_size > 10_000 and played and int(played.group(1)) >= 4, done.stdout
    assert list((tmp_path / "tmp").iterdir()) == []
    assert not [path for path in tmp_path.rglob("autosave-*.json")]  # a picture's game leaves no autosave behind


def test_the_help_says_what_play_does_without_a_screenshot():
    from ponzi_desktop.cli import build_parser

    parser = build_parser()
    play = next(a for a in parser._subparsers._group_actions[0].choices.values() if a.prog.endswith(" play"))
    text = " ".join(play.format_help().split())
    assert "without it the window stays open to play on until you close it" in text


def test_folders_of_killed_runs_are_removed_and_live_ones_kept(tmp_path):
    """A `play` killed before it could remove its folder (a person's Ctrl+C on the open window, a reviewer's kill)
    left it in the temporary folder for good; the next run removes such folders, and never a running one's."""
    import time

    from ponzi_desktop.ui.autoplay import GRACE_S, PREFIX, remove_stale_folders

    gone = tmp_path / f"{PREFIX}killed"
    gone.mkdir()
    (gone / "pid").write_text("999999999")  # no such process
    live = tmp_path / f"{PREFIX}live"
    live.mkdir()
    (live / "pid").write_text(str(os.getpid()))
    old = tmp_path / f"{PREFIX}old"  # naming no runner, and old
    old.mkdir()
    fresh = tmp_path / f"{PREFIX}starting"  # no pid yet: a run starting now
    fresh.mkdir()
    other = tmp_path / "someone-else"
    other.mkdir()
    os.utime(old, (time.time() - GRACE_S - 10,) * 2)
    remove_stale_folders(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([live.name, fresh.name, other.name])


def test_the_window_is_never_larger_than_its_screen(qtbot, app_settings, monkeypatch):
    """A 1600x900 `play` window on a 1280x720 screen fits it and opens maximised (offscreen, the size is taken
    as asked: screenshots of a given size)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication, QScreen

    from ponzi_desktop.ui.autoplay import fit_window
    from ponzi_desktop.ui.main_window import MainWindow

    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    assert not fit_window(window, 1600, 900) and (window.width(), window.height()) == (1600, 900)
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1280, 696))
    assert fit_window(window, 1600, 900)
    assert window.width() <= 1280 and window.height() <= 696
    assert not fit_window(window, 1240, 680) and (window.width(), window.height()) == (1240, 680)


def test_an_unknown_bot_level_is_one_line_and_exit_2(capsys):
    """`play --level 3` once printed pydantic's three-line trace."""
    from ponzi_desktop.cli import main

    assert main(["play", "--level", "3", "--no-record"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "ponzi-desktop play: unknown bot level '3' (known: random, easy, normal, hard)"


def test_play_without_a_size_opens_maximised_as_the_app_does(monkeypatch):
    """It opened a 1600x900 window in the middle of a 1920x1080 screen; offscreen, screenshots keep 1600x900."""
    from PySide6.QtGui import QGuiApplication

    from ponzi_desktop.ui.autoplay import DEFAULT_SIZE, maximised_unasked

    assert not maximised_unasked(None) and DEFAULT_SIZE == "1600x900"  # offscreen here
    monkeypatch.setattr(QGuiApplication, "platformName", staticmethod(lambda: "xcb"))
    assert maximised_unasked(None)
    assert not maximised_unasked("1920x1080")
