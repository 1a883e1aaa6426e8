"""The start page is painted before the heavy parts are imported: the game page (and through it the session,
the log, the engines), saves and history (pydantic), charts (pyqtgraph) come after the first paint or with the
first game. The side room once imported the game page on the start page's first resize: 145 ms and 20 MB more
before anything was seen (benchmarks/startup.py measures the time against a bare window)."""

from __future__ import annotations

import os
import subprocess
import sys

#: modules that must not be loaded when the start page is first painted: the heavy parts, and what the window
#: makes on first use (the dialogs of its menus, the history's and the replay's pages, a lesson's coach, the game
#: history's recorder), hashlib (OpenSSL: the translations' cache is keyed without it) and dataclasses (the games'
#: registry is NamedTuples: ui/games.py)
HEAVY = ("ponzi_desktop.ui.game_page", "ponzi_desktop.ui.session", "ponzi_desktop.persistence",
         "ponzi_desktop.engine.core", "pydantic", "pyqtgraph",
         "ponzi_desktop.ui.settings_dialog", "ponzi_desktop.ui.about_dialog", "ponzi_desktop.ui.rules_dialog",
         "ponzi_desktop.ui.new_game_dialog", "ponzi_desktop.ui.saved_games_dialog", "ponzi_desktop.ui.history_page",
         "ponzi_desktop.ui.statistics_page", "ponzi_desktop.ui.replay.page", "ponzi_desktop.ui.lesson.coach",
         "ponzi_desktop.ui.history_hooks", "datetime", "hashlib", "dataclasses")

CHILD = f"""
import builtins, sys
from ponzi_desktop import cli
shown = builtins.print
def spy(*args, **kwargs):
    if args and str(args[0]).startswith("painted"):
        shown("loaded:", ",".join(m for m in {HEAVY!r} if m in sys.modules), flush=True)
        shown("qt namespace made:", "Qt" in sys.modules["PySide6.QtCore"].__dict__, flush=True)
    shown(*args, **kwargs)
builtins.print = spy
sys.exit(cli.main(["--lang", "en", "--quit-when-shown"]))
"""


def test_nothing_heavy_is_imported_before_the_start_page_is_painted(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=180,
                          check=False)
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("loaded:"))
    assert line.split(":", 1)[1].strip() == "", line


def test_the_next_start_paints_its_start_page_without_qt_s_enums(tmp_path):
    """PySide makes the `Qt` namespace, all its 93 enums, when a module first names it or a call's overloads ask
    for one (a pen, a brush): 20-25 ms of CPU. The next start copies the painted surfaces the first start kept
    (ui/kept_surfaces.py), and nothing else before the first paint names Qt's enums."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    made = []
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=180,
                              check=False)
        assert done.returncode == 0, done.stderr
        made.append(next(line for line in done.stdout.splitlines() if line.startswith("qt namespace made:")))
    assert made == ["qt namespace made: True", "qt namespace made: False"]
