"""The game history against the worst: a program killed in the middle of a write, and files that are not a
history we can read (they are put aside with every byte they had, and a new history works at once)."""

from __future__ import annotations

import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from history_games import finished

from ponzi_desktop.persistence.history import History

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent

#: Adds games in a loop (an Anti-Monopoly game, a big record, each with a digest of its own), printing each id
#: once add() has returned, before the next; or, with "hold", commits 3 then stays inside a big transaction.
CHILD = """
import dataclasses, sys, time
from history_games import finished
from ponzi_desktop.persistence.history import History, _transaction

history = History(sys.argv[1])
entry = finished("anti_monopoly")
def numbered(n):
    return dataclasses.replace(entry, digest=f"{n:064x}")
if sys.argv[2] == "loop":
    n = 0
    while True:
        n += 1
        print(history.add(numbered(n)), flush=True)
else:
    for n in range(1, 4):
        print(history.add(numbered(n)), flush=True)
    with _transaction(history._conn):
        for n in range(100, 400):
            history._conn.execute(
                "INSERT INTO games (game, finished_at, seconds, actions, rounds, reason, settings, digest, "
                "app_version, record) VALUES ('anti_monopoly', '2026-01-01T00:00:00.000000+00:00', NULL, 1, NULL, "
                "'x', '{}', ?, '0', ?)", (f"{n:064x}", entry.record.model_dump_json()))
        print("holding", flush=True)
        time.sleep(120)
"""


def _child(path: Path, mode: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(HERE)])}
    return subprocess.Popen([sys.executable, "-c", CHILD, str(path), mode], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)


def _read_until(child: subprocess.Popen, done) -> list[str]:
    lines = []
    while not done(lines):
        line = child.stdout.readline()
        if not line:
            child.kill()
            raise AssertionError(f"the child ended: {child.stderr.read()[-2000:]}")
        lines.append(line.strip())
    return lines


def _check_after_kill(path: Path, committed: list[int]) -> History:
    history = History(path)
    assert history.damaged is None
    assert history._conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    for game_id in committed:
        assert history.game(game_id) is not None, f"game {game_id} was committed and is lost"
    return history


def test_a_kill_in_a_loop_of_writes_loses_no_committed_game(tmp_path):
    path = tmp_path / "history.sqlite3"
    child = _child(path, "loop")
    try:
        count = random.Random(17).randrange(15, 40)
        lines = _read_until(child, lambda got: len(got) >= count)
    finally:
        os.kill(child.pid, signal.SIGKILL)  # in the middle of the next add(), most likely
        child.wait(timeout=30)
    committed = [int(line) for line in lines]
    assert committed == list(range(1, count + 1))
    with _check_after_kill(path, committed) as history:
        assert count <= history.count() <= count + 1  # the one being written: all of it, or none
        assert history.add(finished("ponzi")) is not None


def test_a_kill_inside_an_open_transaction_rolls_it_back(tmp_path):
    path = tmp_path / "history.sqlite3"
    child = _child(path, "hold")
    try:
        lines = _read_until(child, lambda got: got and got[-1] == "holding")
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    assert lines[:3] == ["1", "2", "3"]
    assert Path(f"{path}-journal").exists()  # the kill came in the middle of the transaction
    with _check_after_kill(path, [1, 2, 3]) as history:
        assert history.count() == 3  # the half-written transaction is gone, all of it
        assert not Path(f"{path}-journal").exists()


# ---- damaged files ------------------------------------------------------------------------------------------
def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(3).randbytes(8192))


def _text(path: Path) -> None:
    path.write_text("these are my notes, not a database\n")


def _truncated(path: Path) -> None:
    with History(path) as history:
        for seed in (7, 8, 9):
            history.add(finished("anti_monopoly", seed))
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _other_program(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
    conn.execute("INSERT INTO moz_places (url) VALUES ('https://example.org')")
    conn.commit()
    conn.close()


def _newer(path: Path) -> None:
    with History(path) as history:
        history.add(finished("ponzi"))
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()


def _table_missing(path: Path) -> None:
    with History(path) as history:
        history.add(finished("ponzi"))
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE seats")
    conn.close()


def _header_garbled(path: Path) -> None:
    with History(path) as history:
        history.add(finished("ponzi"))
    data = bytearray(path.read_bytes())
    data[4096:4200] = random.Random(5).randbytes(100)  # the second page: the games table's root
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", [_random_bytes, _text, _truncated, _other_program, _newer, _table_missing,
                                    _header_garbled], ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_file_is_put_aside_untouched_and_a_new_history_works(tmp_path, damage):
    path = tmp_path / "history.sqlite3"
    damage(path)
    before = path.read_bytes()
    with History(path) as history:
        assert history.damaged is not None
        assert re.fullmatch(r"history\.sqlite3\.damaged-\d{8}T\d{6}\.\d{6}Z", history.damaged.name)
        assert history.damaged.parent == tmp_path
        assert history.damaged.read_bytes() == before  # kept, every byte as it was
        assert history.count() == 0
        game_id = history.add(finished("black_friday"))
        assert history.game(game_id).seats == finished("black_friday").seats
    with History(path) as again:  # the new one is a good history: nothing is put aside a second time
        assert again.damaged is None and again.count() == 1
    assert [p.name for p in tmp_path.iterdir() if "damaged" in p.name] == [history.damaged.name]


def test_an_empty_file_is_a_new_history_not_a_damaged_one(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"")
    with History(path) as history:
        assert history.damaged is None
        assert history.add(finished("ponzi")) == 1
