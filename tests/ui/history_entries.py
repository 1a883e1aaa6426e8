"""Finished games for the history pages' tests: sample games played to their end (persistence.sample), made
into history entries the way the history makes them (history_models.entry_of)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ponzi_desktop.persistence.history_models import GameEntry, entry_of
from ponzi_desktop.persistence.models import Seat
from ponzi_desktop.persistence.replay import replay
from ponzi_desktop.persistence.sample import random_record

#: (game, names, seed, bot levels by seat (None: a person), days before now, seconds played)
GAMES = (
    ("ponzi", ["Ann", "Bob", "Cleo", "Dev"], 3, [None, None, "hard", "easy"], 0.1, 1500),
    ("black_friday", ["Ann", "Bob", "Cleo"], 5, [None, "normal", "hard"], 2, 2400),
    ("anti_monopoly", ["Ann", "Bob", "Cleo", "Dev"], 3, [None, None, "hard", "hard"], 9, 5400),
    ("ponzi", ["Ann", "Bob", "Cleo"], 11, [None, "hard", "hard"], 40, None),
    ("anti_monopoly", ["Ann", "Bob"], 8, [None, "normal"], 400, 3000),
)


def sample_entries(now: datetime | None = None) -> list[GameEntry]:
    """The games of `GAMES` as entries, newest first, with ids (as the history gives them)."""
    now = now or datetime.now(UTC)
    out = []
    for number, (game, names, seed, levels, days, seconds) in enumerate(GAMES, start=1):
        record = random_record(names, None, seed=seed, game=game)
        record.seats = [Seat(name=n, kind="human") if level is None else Seat(name=n, kind="bot", level=level)
                        for n, level in zip(names, levels, strict=True)]
        entry = entry_of(record, replay(record), finished_at=now - timedelta(days=days), seconds=seconds,
                         app_version="test")
        out.append(GameEntry(number, *[getattr(entry, f) for f in GameEntry.__slots__[1:]]))
    return sorted(out, key=lambda e: e.finished_at, reverse=True)
