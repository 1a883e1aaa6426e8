"""Finished games as history entries, for the history's tests (made once per run)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta
from functools import cache

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import replay
from ponzi_desktop.persistence.history_models import GameEntry, entry_of
from ponzi_desktop.persistence.sample import random_record

GAMES = {"ponzi": ["Ana", "Bo", "Cy", "Di"], "black_friday": ["Eva", "Fu", "Gil"],
         "anti_monopoly": ["Hana", "Ivo", "Jun", "Kai"]}
#: 2026-11-01 12:00 UTC: the first game's end; each further one later
#: the seats of a game not in `GAMES`: as many as it needs
NAMES = ["Lu", "Mo", "Ny", "Oz", "Pia", "Quin"]
START = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


@cache
def finished(game: str, seed: int = 7) -> GameEntry:
    """`game` played by random moves to its end (seat 0 a person, the others random bots), as the history
    keeps it."""
    record = random_record(GAMES.get(game, NAMES[:game_spec(game).min_players]), None, seed=seed, game=game)
    state = replay(record)
    return entry_of(record, state, finished_at=START + timedelta(hours=seed), seconds=60.0 + seed,
                    app_version="0.1.0")


def at(entry: GameEntry, when: datetime) -> GameEntry:
    return dataclasses.replace(entry, finished_at=when)
