"""The game history: every finished game in an SQLite database in the per-user data folder (pure Python).

    history = History(path)              # opens it, or makes it; a damaged file is put aside (`damaged`)
    history.add(entry)                   # the game's id; None when that game is there already
    history.games(game="ponzi", since=...)   # newest first, as `GameEntry`s

One row per game (`games`: what the lists and statistics read, and the full record as JSON for a replay) and
one per seat (`seats`). The same game is never kept twice: the final state's digest is unique, so the end
table shown again or a finished save loaded again adds nothing.

Every write is one transaction (`with conn:` around an explicit BEGIN): a program killed in the middle of one
leaves the game it was adding out, and every game added before it in. The journal is SQLite's rollback
journal with `synchronous=FULL` rather than WAL: a game is written once in a while, and a rollback journal
needs no shared memory (a home folder on a network file system works) and leaves no -wal file that could
be replayed into the wrong database when a damaged one is put aside.

A file that cannot be our database (not SQLite, failing SQLite's own check, tables of another program, a
schema newer than this program) is renamed `history.sqlite3.damaged-<UTC time>`, never deleted, and a new
history is started in its place: `damaged` says where the old one went. The schema is versioned with
`PRAGMA user_version`; `MIGRATIONS[n]` brings version n to n + 1, each step in its own transaction.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ponzi_desktop.persistence.history_export import entries_json, write_csv
from ponzi_desktop.persistence.history_models import GameEntry, SeatResult
from ponzi_desktop.persistence.models import GameRecord

logger = logging.getLogger(__name__)

__all__ = ["MIGRATIONS", "History", "HistoryError", "entries_json", "write_csv"]

#: How long a write waits for another program (the app, the command line) to finish its own, in milliseconds.
BUSY_TIMEOUT_MS = 5000


class HistoryError(Exception):
    """The history cannot be opened or written for a reason other than damage (a folder that cannot be
    written, a full disk, another program holding it too long). `str(exc)` is one line naming the file;
    `reason` is the cause alone, short enough for a status bar ("database or disk is full")."""

    def __init__(self, message: str, reason: object = None) -> None:
        super().__init__(message)
        self.reason = str(reason) if reason is not None else message


def _create_v1(conn: sqlite3.Connection) -> None:
    """Version 1: a row per finished game, a row per seat."""
    conn.execute("""
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            finished_at TEXT NOT NULL,      -- ISO 8601 in UTC, always the same width: sorts as text
            seconds REAL,
            actions INTEGER NOT NULL,
            rounds INTEGER,
            reason TEXT NOT NULL,
            settings TEXT NOT NULL,         -- JSON object
            digest TEXT NOT NULL,
            app_version TEXT NOT NULL,
            record TEXT NOT NULL            -- the GameRecord as JSON, for a replay
        )""")
    conn.execute("CREATE UNIQUE INDEX games_digest ON games (digest)")
    conn.execute("CREATE INDEX games_finished ON games (finished_at)")
    conn.execute("CREATE INDEX games_game ON games (game, finished_at)")
    conn.execute("""
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
            level TEXT,
            role TEXT,
            score INTEGER,
            winner INTEGER NOT NULL CHECK (winner IN (0, 1)),
            bankrupt INTEGER NOT NULL CHECK (bankrupt IN (0, 1)),
            breakdown TEXT NOT NULL,        -- JSON list of [kind, subject, points, [amounts]]
            PRIMARY KEY (game_id, seat)
        )""")
    conn.execute("CREATE INDEX seats_name ON seats (name)")


#: `MIGRATIONS[n]` turns a version-n database into version n + 1; version 0 is an empty file.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_create_v1]
#: The tables this program reads; a database of our version without one of them is damaged.
TABLES = ("games", "seats")


def schema_version() -> int:
    """The version this program writes (read at call time: the tests put a made-up step in the list)."""
    return len(MIGRATIONS)


class _Damaged(Exception):
    """The file at the history's path is not a database of ours (the reason, for the log)."""


def _utc_text(moment: datetime) -> str:
    """A time as the database keeps it: UTC, microseconds, always 32 characters (naive times are local)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class History:
    """The game history in the SQLite file `path` (made, with its folder, when missing)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        #: where a damaged file found at `path` was put aside (None: the file was fine, or there was none)
        self.damaged: Path | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise HistoryError(f"cannot make the folder {self.path.parent}: {exc.strerror or exc}",
                               exc.strerror or exc) from exc
        try:
            self._conn = self._open()
        except _Damaged as why:
            logger.warning("the game history %s is damaged (%s): it is put aside", self.path, why)
            self.damaged = self._put_aside()
            self._conn = self._open()  # a new, empty file: damage now would be a bug, and raises

    # ---- opening ------------------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            # autocommit mode: transactions are explicit (BEGIN IMMEDIATE ... COMMIT), DDL included
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot open the game history {self.path}: {exc}", exc) from exc
        try:
            self._check(conn)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = DELETE")
            conn.execute("PRAGMA synchronous = FULL")
            self._migrate(conn)
            missing = [t for t in TABLES if not self._has_table(conn, t)]
            if missing:
                raise _Damaged(f"table {', '.join(missing)} missing")
        except sqlite3.DatabaseError as exc:
            conn.close()
            name = getattr(exc, "sqlite_errorname", None)  # None: raised by a migration step, not by SQLite
            if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT") or "malformed" in str(exc):
                raise _Damaged(str(exc)) from exc
            raise HistoryError(f"cannot open the game history {self.path}: {exc}", exc) from exc
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _has_table(conn: sqlite3.Connection, name: str) -> bool:
        return conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                            (name,)).fetchone() is not None

    def _check(self, conn: sqlite3.Connection) -> None:
        """Raise `_Damaged` unless the file is an SQLite database this program can take. Reads only: a file
        that is put aside keeps every byte it had."""
        found = conn.execute("PRAGMA quick_check").fetchall()
        if found != [("ok",)]:
            raise _Damaged(f"SQLite's check: {'; '.join(str(row[0]) for row in found[:3])}")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > schema_version():
            raise _Damaged(f"schema version {version}, newer than this program's {schema_version()}")
        if version == 0:
            tables = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
            if tables:  # another program's database (ours has a version from its first transaction on)
                raise _Damaged(f"not a game history: it holds {', '.join(t[0] for t in tables[:3])}")

    def _migrate(self, conn: sqlite3.Connection) -> None:
        """Bring the file to `schema_version()`, one step a transaction: a step that fails leaves the version
        before it, complete."""
        while True:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version >= schema_version():
                return
            with _transaction(conn):
                # read again inside the transaction: another program may have migrated it meanwhile
                if conn.execute("PRAGMA user_version").fetchone()[0] != version:
                    continue
                MIGRATIONS[version](conn)
                conn.execute(f"PRAGMA user_version = {version + 1}")
            if version:
                logger.info("game history %s: schema version %d -> %d", self.path, version, version + 1)

    def _put_aside(self) -> Path:
        """Rename the damaged file (and the journal SQLite may have beside it) out of the way; where it went."""
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S.%fZ")
        aside = self.path.with_name(f"{self.path.name}.damaged-{stamp}")
        try:
            self.path.rename(aside)
            for suffix in ("-journal", "-wal", "-shm"):
                companion = self.path.with_name(self.path.name + suffix)
                if companion.exists():
                    companion.rename(aside.with_name(aside.name + suffix))
        except OSError as exc:
            raise HistoryError(f"the game history {self.path} is damaged and cannot be put aside: "
                               f"{exc.strerror or exc}", exc.strerror or exc) from exc
        return aside

    # ---- writing ------------------------------------------------------------------------------------
    def add(self, entry: GameEntry) -> int | None:
        """Keep the finished game `entry`, its seats with it, in one transaction; its id, or None when the
        same game (the same final digest) is in the history already. Raises `HistoryError`."""
        row = (entry.game, _utc_text(entry.finished_at), entry.seconds, entry.actions, entry.rounds,
               entry.reason, json.dumps(entry.settings, sort_keys=True), entry.digest, entry.app_version,
               entry.record.model_dump_json())
        try:
            with _transaction(self._conn):
                cursor = self._conn.execute(
                    "INSERT OR IGNORE INTO games (game, finished_at, seconds, actions, rounds, reason, settings, "
                    "digest, app_version, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", row)
                if cursor.rowcount == 0:
                    return None
                game_id = cursor.lastrowid
                self._conn.executemany(
                    "INSERT INTO seats (game_id, seat, name, kind, level, role, score, winner, bankrupt, breakdown) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(game_id, s.index, s.name, s.kind, s.level, s.role, s.score, int(s.winner), int(s.bankrupt),
                      json.dumps([[k, subject, points, list(amounts)] for k, subject, points, amounts in s.breakdown]))
                     for s in entry.seats])
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot add the game to the history: {exc}", exc) from exc
        return game_id

    def id_of(self, digest: str) -> int | None:
        """The id of the game whose final digest is `digest` (the game `add` ignored as one it holds), or None."""
        try:
            row = self._conn.execute("SELECT id FROM games WHERE digest = ?", (digest,)).fetchone()
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot read the history: {exc}", exc) from exc
        return None if row is None else int(row[0])

    def remove(self, game_id: int) -> bool:
        """Take a game out (its seats go with it): the game was taken back after it ended. Whether it was there."""
        try:
            with _transaction(self._conn):
                return self._conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount > 0
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot change the history: {exc}", exc) from exc

    # ---- reading ------------------------------------------------------------------------------------
    def games(self, game: str | None = None, since: datetime | None = None,
              until: datetime | None = None) -> list[GameEntry]:
        """The games finished at `since` or later and before `until` (naive times are local), of `game` only
        if given, newest first. A row that does not read back as a game is left out, with a warning."""
        where, args = [], []
        if game is not None:
            where.append("g.game = ?")
            args.append(game)
        if since is not None:
            where.append("g.finished_at >= ?")
            args.append(_utc_text(since))
        if until is not None:
            where.append("g.finished_at < ?")
            args.append(_utc_text(until))
        return self._select(" AND ".join(where) or "1", args)

    def game(self, game_id: int) -> GameEntry | None:
        found = self._select("g.id = ?", [game_id])
        return found[0] if found else None

    def count(self) -> int:
        return self._conn.execute("SELECT count(*) FROM games").fetchone()[0]

    def _select(self, where: str, args: list[Any]) -> list[GameEntry]:
        try:
            seats: dict[int, list[tuple]] = {}
            for row in self._conn.execute(
                    "SELECT s.game_id, s.seat, s.name, s.kind, s.level, s.role, s.score, s.winner, s.bankrupt, "
                    f"s.breakdown FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} ORDER BY s.seat",
                    args):
                seats.setdefault(row[0], []).append(row[1:])
            rows = self._conn.execute(
                "SELECT g.id, g.game, g.finished_at, g.seconds, g.actions, g.rounds, g.reason, g.settings, g.digest, "
                f"g.app_version, g.record FROM games g WHERE {where} ORDER BY g.finished_at DESC, g.id DESC",
                args).fetchall()
        except sqlite3.Error as exc:
            raise HistoryError(f"cannot read the history: {exc}", exc) from exc
        entries = []
        for row in rows:
            try:
                entries.append(_entry(row, seats.get(row[0], [])))
            except (ValueError, TypeError, ValidationError) as exc:  # ValidationError is a ValueError too
                logger.warning("game %s of the history %s cannot be read, left out: %s", row[0], self.path,
                               str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        return entries

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction: committed when the block ends, rolled back if it raises. IMMEDIATE takes the
    write lock at once, so two programs writing wait for each other (busy_timeout) instead of failing."""
    with conn:
        conn.execute("BEGIN IMMEDIATE")
        yield conn


def _entry(row: tuple, seat_rows: list[tuple]) -> GameEntry:
    """A `GameEntry` from a games row and its seats rows; ValueError (ValidationError) if they do not make one."""
    (game_id, game, finished_at, seconds, actions, rounds, reason, settings, digest, app_version, record) = row
    settings_value = json.loads(settings)
    if not isinstance(settings_value, dict):
        raise ValueError("its settings are not an object")
    moment = datetime.fromisoformat(finished_at)
    if moment.tzinfo is None:
        raise ValueError(f"its time {finished_at!r} has no time zone")
    seats = []
    for index, name, kind, level, role, score, winner, bankrupt, breakdown in seat_rows:
        lines = tuple((str(k), str(subject), points, tuple(int(a) for a in amounts))
                      for k, subject, points, amounts in json.loads(breakdown))
        seats.append(SeatResult(index=index, name=name, kind=kind, level=level, role=role, score=score,
                                winner=bool(winner), bankrupt=bool(bankrupt), breakdown=lines))
    parsed = GameRecord.model_validate_json(record)
    if parsed.game != game or len(parsed.seats) != len(seats):
        raise ValueError("its record does not match its row")
    return GameEntry(id=game_id, game=game, finished_at=moment, seconds=seconds, actions=actions, rounds=rounds,
                     reason=reason, settings=settings_value, seats=tuple(seats), digest=digest,
                     app_version=app_version, record=parsed)
