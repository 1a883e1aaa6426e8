"""The game history written out for other programs: JSON-ready dictionaries, and a CSV file of one row per seat."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ponzi_desktop.persistence.files import atomic_write_bytes
from ponzi_desktop.persistence.history_models import GameEntry

#: The CSV file's columns, in order: one row per seat of each game.
CSV_COLUMNS = ("game_id", "game", "finished_at", "seconds", "rounds", "reason", "seat", "name", "kind", "level",
               "role", "score", "winner", "bankrupt")


def entry_json(entry: GameEntry) -> dict[str, Any]:
    """One game as JSON-ready data: times in ISO 8601, the seats with their results and score lines, the number
    of actions of the record but not the actions themselves (the seed and settings say how the game began)."""
    return {
        "id": entry.id,
        "game": entry.game,
        "finished_at": entry.finished_at.isoformat(),
        "seconds": entry.seconds,
        "actions": entry.actions,
        "rounds": entry.rounds,
        "reason": entry.reason,
        "settings": entry.settings,
        "seed": entry.record.seed,
        "winners": list(entry.winners),
        "seats": [{
            "index": seat.index, "name": seat.name, "kind": seat.kind, "level": seat.level, "role": seat.role,
            "score": seat.score, "winner": seat.winner, "bankrupt": seat.bankrupt,
            "breakdown": [{"kind": kind, "subject": subject, "points": points, "amounts": list(amounts)}
                          for kind, subject, points, amounts in seat.breakdown],
        } for seat in entry.seats],
        "digest": entry.digest,
        "app_version": entry.app_version,
    }


def entries_json(entries: Iterable[GameEntry]) -> list[dict[str, Any]]:
    """`entry_json` of each game, in the order given."""
    return [entry_json(entry) for entry in entries]


def csv_text(entries: Iterable[GameEntry]) -> str:
    """The CSV text of `entries`: a header, then one row per seat (true/false as 1/0, nothing for None)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")  # RFC 4180's line ends: what spreadsheets expect
    writer.writerow(CSV_COLUMNS)
    for entry in entries:
        for seat in entry.seats:
            writer.writerow([
                entry.id, entry.game, entry.finished_at.isoformat(),
                "" if entry.seconds is None else round(entry.seconds, 3),
                _blank(entry.rounds), entry.reason, seat.index, seat.name, seat.kind, _blank(seat.level),
                _blank(seat.role), _blank(seat.score), int(seat.winner), int(seat.bankrupt),
            ])
    return out.getvalue()


def write_csv(entries: Iterable[GameEntry], path: str | Path) -> None:
    """Write `entries` as CSV (UTF-8) to `path`, all or nothing (raises OSError)."""
    atomic_write_bytes(Path(path), csv_text(entries).encode("utf-8"))


def _blank(value: object) -> object:
    return "" if value is None else value
