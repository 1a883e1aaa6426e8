"""CPU of a table showing a game's states: per state shown, per panel refresh, per frame painted, per table built.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/table_sync.py [--states 120] [--tables 4] [--game ponzi]

(`PYTHONPATH=.`: the checkout it is run in is measured, not the one the environment installed.)

For each game, a 1280x720 main window with animations off starts a session (seat 0 a person, the others random
bots held still) and shows, one after the other, the states of a seeded game of random legal moves: each move
is played as a bot's move is (the session's `_play`), and the window paints after it. What is measured is the
GUI thread's CPU (`time.thread_time`), never wall time, so other work on the machine counts little:

- a state shown: the table's `_on_state` (the animator's snap, the scene's sync, the panel's refresh within),
- a refresh: every `_refresh_controls`, wherever it is called from,
- a frame: the events handled after the move (the window painted),
- a table built: `MainWindow.start_session` and its first paint, `--tables` times a game.

Run it on two checkouts side by side (in the same minute) to compare them: the figures are per call, the
medians of `--repeat` runs.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

GAMES = ("ponzi", "black_friday", "anti_monopoly")


def timed(cls: type, name: str, into: dict[str, list[float]], key: str) -> None:
    """Wrap `cls.name` so that each outermost call's GUI-thread CPU goes to `into[key]` (nested calls count once)."""
    inner: Callable[..., Any] = getattr(cls, name)
    depth = [0]

    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        depth[0] += 1
        start = time.thread_time()
        try:
            return inner(self, *args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                into[key].append(time.thread_time() - start)

    wrapper.__name__ = name
    setattr(cls, name, wrapper)


def play_states(window: Any, app: Any, game: str, states: int, seed: int, cpu: dict[str, list[float]]) -> int:
    """Start a session of `game` in `window` and show `states` of its states; the CPU goes into `cpu`."""
    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import autosave_dir

    players = 4 if game != "ponzi" else 5
    seats = [Seat(name="Player 1", kind="human")]
    seats += [Seat(name=f"Player {i + 1}", kind="bot", level="random") for i in range(1, players)]
    session = GameSession.new(game, {}, seed, seats, autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    start = time.thread_time()
    window.start_session(session)
    app.processEvents()
    cpu["table built"].append(time.thread_time() - start)
    rng = random.Random(seed)
    shown = 0
    state = session._state
    while shown < states and not state.is_over:
        choices = state.legal_choices()
        choice = choices[rng.randrange(len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        seat = state.current_player
        session._play(action, seat, human=session.is_human(seat))
        start = time.thread_time()
        app.processEvents()
        cpu["frame"].append(time.thread_time() - start)
        shown += 1
    return shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=120, help="states shown per game")
    parser.add_argument("--tables", type=int, default=4, help="tables built per game (the first shows the states)")
    parser.add_argument("--repeat", type=int, default=2, help="runs per game; the medians are reported")
    parser.add_argument("--game", choices=GAMES, action="append", help="a game (default: all three)")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="ponzi-table-sync-"))
    from ponzi_desktop.ui import settings as settings_module

    settings_module.data_dir = lambda: folder / "data"  # never the user's own folders
    from ponzi_desktop.ui.kit.table import BaseTable
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.settings import AppSettings

    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"  # each state shown at once: what is measured is the sync, not an animation
    window = MainWindow(settings)
    window.resize(1280, 720)
    cpu: dict[str, list[float]] = defaultdict(list)
    timed(BaseTable, "_on_state", cpu, "state shown")
    timed(BaseTable, "_refresh_controls", cpu, "refresh")
    window.show()
    app.processEvents()
    keys = ("state shown", "refresh", "frame", "table built")
    print(f"{'game':<14}" + "".join(f"{k + ' ms':>16}" for k in keys) + f"{'states':>8}{'refreshes':>11}")
    total = time.thread_time()
    for game in args.game or GAMES:
        runs: dict[str, list[float]] = defaultdict(list)
        counts = (0, 0)
        for r in range(args.repeat):
            cpu.clear()
            shown = play_states(window, app, game, args.states, 11 + r, cpu)
            for t in range(args.tables - 1):  # more tables built, no states shown on them
                play_states(window, app, game, 0, 31 + t, cpu)
            for k in keys:
                runs[k].append(statistics.fmean(cpu[k]) * 1000 if cpu[k] else 0.0)
            counts = (shown, len(cpu["refresh"]))
        print(f"{game:<14}" + "".join(f"{statistics.median(runs[k]):>16.2f}" for k in keys)
              + f"{counts[0]:>8}{counts[1]:>11}")
    print(f"GUI-thread CPU in all: {time.thread_time() - total:.1f} s")
    window.close_session()
    window.close()


if __name__ == "__main__":
    main()
