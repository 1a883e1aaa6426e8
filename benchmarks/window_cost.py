"""What a main window with a game on its table costs in CPU, as most UI tests build one: for each game, N times,
a MainWindow shown at 1280x720, a short seeded game put on its table (`start_session`), the game closed
(`close_session`, which draws the autosave's picture) and the window closed. CPU per cycle, split into
build (window and table), first show (the first layout and paint) and close.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python benchmarks/window_cost.py [--runs 4] [--profile GAME]

`--profile` runs cProfile over the cycles of one game and prints the top costs by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=4)
    parser.add_argument("--profile", default=None, help="a game to profile (ponzi, black_friday, anti_monopoly)")
    args = parser.parse_args()

    from PySide6.QtCore import QCoreApplication, QEvent, QSettings
    from PySide6.QtWidgets import QApplication

    from ponzi_desktop.ui.app_style import apply_app_style

    app = QApplication([])
    apply_app_style(app)
    folder = Path(tempfile.mkdtemp())
    from ponzi_desktop.ui import settings as settings_module

    settings_module.data_dir = lambda: folder / "data"  # never the user's own folders
    from ponzi_desktop.engine.core import game_spec
    from ponzi_desktop.persistence.sample import random_record
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import AppSettings, autosave_dir

    def cycle(game: str, seed: int) -> tuple[float, float, float]:
        settings = AppSettings(QSettings(str(folder / f"s{seed}.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        players = game_spec(game).min_players + 1
        record = random_record([f"Player {i + 1}" for i in range(players)], 10, seed, game=game,
                               humans=tuple(range(players)))
        start = time.process_time()
        window = MainWindow(settings)
        window.resize(1280, 720)
        window.start_session(GameSession(record, autosave_dir=autosave_dir(), bot_delay_ms=0))
        built = time.process_time()
        window.show()
        app.processEvents()
        shown = time.process_time()
        window.close_session()
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        closed = time.process_time()
        return built - start, shown - built, closed - shown

    games = ("ponzi", "black_friday", "anti_monopoly")
    for game in games:
        cycle(game, 99)  # imports and first-use caches out of the figures
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for seed in range(args.runs):
            cycle(args.profile, seed)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(45)
        return
    total = []
    for game in games:
        parts = [cycle(game, seed) for seed in range(args.runs)]
        build, show, close = (statistics.median(p[i] for p in parts) for i in range(3))
        total.append(build + show + close)
        print(f"{game:14s} build {build * 1000:6.0f} ms  first show {show * 1000:6.0f} ms  "
              f"close {close * 1000:6.0f} ms  cycle {(build + show + close) * 1000:6.0f} ms (median CPU of {args.runs})")
    print(f"{'all':14s} cycle {sum(total) / len(total) * 1000:6.0f} ms CPU on average")


if __name__ == "__main__":
    main()
