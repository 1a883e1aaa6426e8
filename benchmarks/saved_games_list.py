"""How long the list of saved games takes to read 50 saves: the first time ever (every game replayed once
for its round), at a later start of the program (the rounds come from the index), and again in the same run
(the cache); and the Open dialog built and painted with them.

    QT_QPA_PLATFORM=offscreen python benchmarks/saved_games_list.py [--saves 50] [--runs 5]

The saves are a mix of the three games played by random bots: Ponzi Scheme and Black Friday to the end,
Anti-Monopoly for 1500 actions (a long evening). Target: 50 saves list in well under a second.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import time
from pathlib import Path


def make_saves(folder: Path, count: int) -> int:
    from ponzi_desktop.persistence import replay, write_save
    from ponzi_desktop.persistence.sample import random_record

    kinds = [("ponzi", 4, None), ("black_friday", 4, None), ("anti_monopoly", 4, 1500)]
    total = 0
    for number in range(count):
        game, players, limit = kinds[number % len(kinds)]
        record = random_record([f"Player {i + 1}" for i in range(players)], limit, number, game,
                               humans=tuple(range(players)))
        state = replay(record)
        write_save(folder / f"Game {number:02d}.json", record, state)
        total += len(record.actions)
    return total


def timed(call) -> float:
    start = time.perf_counter()
    call()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=50)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from ponzi_desktop.persistence import Library

    work = Path(tempfile.mkdtemp(prefix="ponzi-saves-bench-"))
    try:
        saves = work / "saves"
        saves.mkdir()
        actions = make_saves(saves, args.saves)
        first, later, cached = [], [], []
        for run in range(args.runs):
            index = work / f"progress-{run}.json"
            library = Library(saves, None, index)
            first.append(timed(library.summaries))  # nothing known: every game replayed once
            cached.append(timed(library.summaries))  # the same run: unchanged files from the cache
            later.append(timed(Library(saves, None, index).summaries))  # a later start: the index
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance() or QApplication([])
        from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog

        dialogs = []
        for _ in range(args.runs):
            library = Library(saves, None, work / "progress-0.json")

            def build(library=library) -> None:
                dialog = SavedGamesDialog(None, library)
                dialog.resize(1100, 900)
                dialog.grab()
                dialog.deleteLater()

            dialogs.append(timed(build))
            app.processEvents()
        result = {"saves": args.saves, "actions": actions,
                  "first_listing_s": round(statistics.median(first), 3),
                  "later_start_s": round(statistics.median(later), 4),
                  "same_run_s": round(statistics.median(cached), 4),
                  "dialog_built_and_painted_s": round(statistics.median(dialogs), 3),
                  "target_s": 1.0}
        print(json.dumps(result))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
