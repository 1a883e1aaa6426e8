"""How fast a replay jumps and the game history writes and reads, on a long Anti-Monopoly game (1,532 actions,
four random bots, seed 3): the replay session's go_to alone, the replay page's jump with the table and the log
drawn at 1280x720, History.add of a finished game, and games() of 200 of them.

    QT_QPA_PLATFORM=offscreen python benchmarks/replay_and_history.py

Absolute times: compare with a run of the commit before a change, in the same minute (machines differ).
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ponzi_desktop.persistence import replay  # noqa: E402
from ponzi_desktop.persistence.history import History  # noqa: E402
from ponzi_desktop.persistence.history_models import entry_of  # noqa: E402
from ponzi_desktop.persistence.sample import random_record  # noqa: E402


def main() -> None:
    app = QApplication([])
    from ponzi_desktop.ui.replay.page import ReplayPage
    from ponzi_desktop.ui.replay.session import ReplaySession
    from ponzi_desktop.ui.settings import AppSettings

    record = random_record(["Ann", "Bob", "Cleo", "Dev"], None, seed=3, game="anti_monopoly")
    rng = random.Random(1)
    session = ReplaySession(record)
    times = []
    for _ in range(40):
        start = time.perf_counter()
        session.go_to(rng.randrange(len(record.actions) + 1))
        times.append((time.perf_counter() - start) * 1000)
    print(f"replay go_to over {len(record.actions)} actions: mean {statistics.mean(times):.1f} ms, "
          f"max {max(times):.1f} ms")

    folder = Path(tempfile.mkdtemp())
    history = History(folder / "h.sqlite3")
    state = replay(record)
    adds = []
    for i in range(200):
        entry = replace(entry_of(record, state, finished_at=datetime.now(UTC), seconds=None, app_version="bench"),
                        digest=f"{i:064x}")
        start = time.perf_counter()
        history.add(entry)
        adds.append((time.perf_counter() - start) * 1000)
    start = time.perf_counter()
    count = len(history.games())
    print(f"history: add mean {statistics.mean(adds):.2f} ms; games() of {count} games "
          f"{(time.perf_counter() - start) * 1000:.0f} ms")

    settings = AppSettings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    page = ReplayPage(ReplaySession(record), settings)
    page.resize(1280, 720)
    page.show()
    for _ in range(20):
        app.processEvents()
    times = []
    for _ in range(30):
        start = time.perf_counter()
        page.session.go_to(rng.randrange(len(record.actions) + 1))
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
    print(f"replay page (1280x720, table and log drawn) jump: mean {statistics.mean(times):.0f} ms, "
          f"max {max(times):.0f} ms")


if __name__ == "__main__":
    main()
