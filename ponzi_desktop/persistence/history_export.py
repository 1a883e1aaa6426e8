"""The game history written out for other programs: JSON-ready dictionaries, and a CSV file of one row per seat.

The CSV is the one the command line (`history --csv`) and the History page (Export CSV…) both write: UTF-8 with
a byte-order mark (so that a spreadsheet reads names in every script right), RFC 4180 line ends, the time in UTC
as ISO 8601 in whole seconds, the seconds played as a whole number, true and false as 1 and 0.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable
from datetime import UTC
from pathlib import Path
from typing import Any

from ponzi_desktop.persistence.files import atomic_write_bytes
from ponzi_desktop.persistence.history_models import GameEntry

#: The CSV file's columns, in order: one row per seat of each game.
CSV_COLUMNS = ("game_id", "game", "finished_at", "seconds", "actions", "rounds", "reason", "seat", "name", "kind",
               "level", "role", "score", "winner", "bankrupt")


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


def csv_rows(entries: Iterable[GameEntry]) -> list[list[object]]:
    """The CSV's rows: the header, then one row per seat of each game, in the order given."""
    rows: list[list[object]] = [list(CSV_COLUMNS)]
    for entry in entries:
        when = entry.finished_at.astimezone(UTC).isoformat(timespec="seconds")
        seconds = "" if entry.seconds is None else math.floor(entry.seconds + 0.5)
        for seat in entry.seats:
            rows.append([
                _blank(entry.id), entry.game, when, seconds, entry.actions, _blank(entry.rounds), entry.reason,
                seat.index, seat.name, seat.kind, _blank(seat.level), _blank(seat.role), _blank(seat.score),
                int(seat.winner), int(seat.bankrupt),
            ])
    return rows


def csv_text(entries: Iterable[GameEntry]) -> str:
    """The CSV text of `entries` (without the byte-order mark `write_csv` puts first)."""
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(csv_rows(entries))  # RFC 4180's line ends
    return out.getvalue()


def write_csv(entries: Iterable[GameEntry], path: str | Path) -> None:
    """Write `entries` as CSV to `path` (UTF-8 with a byte-order mark), all or nothing (raises OSError; a
    folder that does not exist is not made)."""
    atomic_write_bytes(Path(path), csv_text(entries).encode("utf-8-sig"))


def _blank(value: object) -> object:
    return "" if value is None else value
