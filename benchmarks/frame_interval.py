"""GUI-thread responsiveness while the table animates and bots play: frame intervals at the 95th percentile.

    python benchmarks/frame_interval.py [--game ponzi] [--seconds 20] [--speed normal] [--players 4] [--level random]

A game between bots plays in the real game page (table, log) with animations on and a bot delay like the
app's. A 10 ms QTimer on the GUI thread records the time between its ticks: whenever the thread is busy
(painting, applying a move, laying out the log) ticks come late. Target: the 95th percentile under 20 ms. The
ticks while the table shows a price change, a crash or interest, a pawn walking, the dice or a card (the moves
the table animates longest) are reported on their own too: with `--level hard` a bot thinks in its worker
process meanwhile. Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--speed", default="normal", help="animation speed: fast, normal, slow")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--game", default="ponzi")
    parser.add_argument("--level", default="random", help="the bots' level (hard: they think while it animates)")
    args = parser.parse_args()

    from PySide6.QtCore import QSettings, QTimer

    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui.app import make_application
    from ponzi_desktop.ui.game_page import GamePage
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import AppSettings

    app = make_application()
    work = Path(tempfile.mkdtemp(prefix="ponzi-frames-"))
    store = QSettings(str(work / "s.ini"), QSettings.Format.IniFormat)
    settings = AppSettings(store)
    settings.animation_speed = args.speed
    seats = [Seat(name=n, kind="bot", level=args.level) for n in ["Ann", "Bob", "Cleo", "Dev", "Eve"][:args.players]]
    games = {"count": 0}

    def new_session() -> GameSession:
        games["count"] += 1
        settings_values = {"round_limit": 200} if args.game == "ponzi" else {}
        return GameSession.new(args.game, settings_values, games["count"], seats, autosave_dir=work,
                               bot_delay_ms=250)

    session = new_session()
    page = GamePage(session, settings)
    page.resize(1600, 900)
    page.show()
    intervals: list[float] = []
    during: list[float] = []  # while the board shows a long move (a price change, a crash, interest)
    long_moves = {"price_change_started", "shares_drawn", "gold_moved", "price_moved", "track_cleared",
                  "level_changed", "sale_row_changed", "market_crashed", "wheel_rotated", "interest_paid",
                  "pawn_moved", "dice_rolled", "card_drawn"}
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        intervals.append((now - last[0]) * 1000)
        shown = page.table.shown_event
        if page.table.animator.busy and shown is not None and shown.kind in long_moves:
            during.append(intervals[-1])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    session.set_paused(False)
    end = time.perf_counter() + args.seconds
    actions = 0
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
        if session.is_over:
            actions += session.action_count
            session.shutdown()
            page.close()
            session = new_session()
            page = GamePage(session, settings)
            page.resize(1600, 900)
            page.show()
            session.set_paused(False)
            last[0] = time.perf_counter()  # setting up the next game is not a frame of play
    actions += session.action_count
    session.shutdown()
    page.close()
    store.sync()
    shutil.rmtree(work, ignore_errors=True)  # its autosaves and settings: nothing to keep
    intervals.sort()
    during.sort()
    p95 = intervals[int(len(intervals) * 0.95)]
    print(json.dumps({"benchmark": "gui_frame_interval_ms", "game": args.game, "level": args.level,
                      "speed": args.speed, "seconds": args.seconds,
                      "games": games["count"], "actions": actions, "ticks": len(intervals),
                      "timer_ms": 10, "median_ms": round(statistics.median(intervals), 2),
                      "p95_ms": round(p95, 2), "max_ms": round(intervals[-1], 2), "target_p95_ms": 20,
                      "long_move_ticks": len(during),
                      "long_move_p95_ms": round(during[int(len(during) * 0.95)], 2) if during else None}))


if __name__ == "__main__":
    main()
