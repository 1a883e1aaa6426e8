"""The game history database: adding, reading back every field, filters, duplicates, bad rows, migrations."""

from __future__ import annotations

import dataclasses
import logging
import sqlite3
from datetime import UTC, datetime, timedelta

import pytest
from history_games import START, at, finished

from ponzi_desktop.engine.core import all_games
from ponzi_desktop.persistence import history as history_module
from ponzi_desktop.persistence.history import History, HistoryError

#: the sample games of history_games.py: the counts and ids below are worked out for exactly these
GAMES = ("ponzi", "black_friday", "anti_monopoly")


@pytest.fixture
def history(tmp_path):
    with History(tmp_path / "history.sqlite3") as opened:
        yield opened


@pytest.mark.parametrize("game", [spec.id for spec in all_games()])
def test_every_field_comes_back_as_it_went_in(history, game):
    entry = finished(game)
    game_id = history.add(entry)
    assert isinstance(game_id, int)
    back = history.game(game_id)
    assert back.id == game_id
    assert dataclasses.replace(back, id=None) == entry  # settings, seats, breakdowns, roles, the record...
    assert back.record.actions == entry.record.actions and back.finished_at.tzinfo is not None
    assert back.winners == entry.winners


def test_a_game_of_each_kind_with_its_seats(history):
    for game in GAMES:
        history.add(finished(game))
    roles = {e.game: [s.role for s in e.seats] for e in history.games()}
    assert roles["anti_monopoly"] == [s.role for s in finished("anti_monopoly").seats]
    assert set(roles["anti_monopoly"]) == {"competitor", "monopolist"}
    assert roles["ponzi"] == [None] * 4
    kinds = [(s.kind, s.level) for s in history.games("black_friday")[0].seats]
    assert kinds == [("human", None), ("bot", "random"), ("bot", "random")]


def test_the_same_game_is_kept_once(history):
    entry = finished("ponzi")
    first = history.add(entry)
    assert history.add(entry) is None
    assert history.add(at(entry, START + timedelta(days=3))) is None  # shown again later: the same game
    assert history.count() == 1 and [e.id for e in history.games()] == [first]


def test_newest_first_and_the_filters(history):
    days = {}
    for n, game in enumerate(GAMES * 2):
        entry = at(finished(game, seed=7 + n // 3), START + timedelta(days=n))
        days[n] = history.add(entry)
    ids = [e.id for e in history.games()]
    assert ids == [days[n] for n in range(5, -1, -1)]
    assert [e.game for e in history.games("black_friday")] == ["black_friday"] * 2
    assert [e.id for e in history.games(since=START + timedelta(days=4))] == [days[5], days[4]]
    assert [e.id for e in history.games(until=START + timedelta(days=1))] == [days[0]]
    window = history.games("ponzi", since=START, until=START + timedelta(days=3, seconds=1))
    assert [e.id for e in window] == [days[3], days[0]]
    # a time in another zone is the same moment
    tokyo = (START + timedelta(days=5)).astimezone(datetime.now().astimezone().tzinfo)
    assert [e.id for e in history.games(since=tokyo)] == [days[5]]
    assert history.games("no_such_game") == []


def test_ids_missing_games_and_removal(history):
    game_id = history.add(finished("ponzi"))
    assert history.game(game_id + 1) is None
    assert history.remove(game_id) and not history.remove(game_id)
    assert history.count() == 0
    assert history._conn.execute("SELECT count(*) FROM seats").fetchone()[0] == 0  # the seats went with it


def test_a_game_that_survives_closing(tmp_path):
    path = tmp_path / "deep" / "folder" / "history.sqlite3"
    with History(path) as first:
        game_id = first.add(finished("black_friday"))
    with History(path) as again:
        assert again.damaged is None
        assert again.game(game_id) == dataclasses.replace(finished("black_friday"), id=game_id)


@pytest.mark.parametrize("damage", ["record", "settings", "time", "breakdown"])
def test_a_row_that_does_not_read_back_is_left_out_with_a_warning(history, caplog, damage):
    good = history.add(finished("ponzi"))
    bad = history.add(finished("black_friday"))
    with history._conn:
        if damage == "record":
            history._conn.execute("UPDATE games SET record = ? WHERE id = ?", ('{"game": "black_friday"}', bad))
        elif damage == "settings":
            history._conn.execute("UPDATE games SET settings = '[1, 2]' WHERE id = ?", (bad,))
        elif damage == "time":
            history._conn.execute("UPDATE games SET finished_at = 'yesterday' WHERE id = ?", (bad,))
        else:
            history._conn.execute("UPDATE seats SET breakdown = '{' WHERE game_id = ?", (bad,))
    with caplog.at_level(logging.WARNING, logger="ponzi_desktop.persistence.history"):
        assert [e.id for e in history.games()] == [good]
        assert history.game(bad) is None
    assert f"game {bad} of the history" in caplog.text


def test_the_file_is_ours_and_safe(history):
    conn = history._conn
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 1000
    with pytest.raises(sqlite3.IntegrityError), conn:  # a seat of no game is refused
        conn.execute("INSERT INTO seats VALUES (999, 0, 'x', 'human', NULL, NULL, NULL, 0, 0, '[]')")


def test_a_failed_write_adds_nothing(history, monkeypatch):
    """The seats are written in the game's own transaction: a seat that cannot be written leaves no game."""
    entry = finished("ponzi")
    broken = dataclasses.replace(entry, seats=(*entry.seats[:2], dataclasses.replace(entry.seats[2], kind="alien")))
    with pytest.raises(HistoryError):
        history.add(broken)
    assert history.count() == 0
    assert history.add(entry) is not None  # and the connection is fine afterwards


# ---- migrations ---------------------------------------------------------------------------------------------
def _add_notes(conn: sqlite3.Connection) -> None:
    """A made-up version 2: a note per game."""
    conn.execute("ALTER TABLE games ADD COLUMN note TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE games SET note = 'from v1'")


def test_a_version_1_file_is_migrated_by_the_next_step(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    with History(path) as v1:
        game_id = v1.add(finished("anti_monopoly"))
    monkeypatch.setattr(history_module, "MIGRATIONS", [*history_module.MIGRATIONS, _add_notes])
    with History(path) as v2:
        assert v2.damaged is None
        assert v2._conn.execute("PRAGMA user_version").fetchone()[0] == 2
        assert v2._conn.execute("SELECT note FROM games").fetchall() == [("from v1",)]
        assert v2.game(game_id).record == finished("anti_monopoly").record
    with History(path) as again:  # nothing to do the second time
        assert again._conn.execute("PRAGMA user_version").fetchone()[0] == 2
    monkeypatch.setattr(history_module, "MIGRATIONS", history_module.MIGRATIONS[:1])
    with History(path) as older:  # the program before it: a newer schema is put aside, not read wrongly
        assert older.damaged is not None and older.count() == 0


def test_a_step_that_fails_leaves_the_version_before_it(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    with History(path) as v1:
        v1.add(finished("ponzi"))

    def half_done(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN note TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(history_module, "MIGRATIONS", [*history_module.MIGRATIONS, half_done])
    with pytest.raises(HistoryError):
        History(path)
    monkeypatch.setattr(history_module, "MIGRATIONS", history_module.MIGRATIONS[:1])
    with History(path) as v1_again:
        assert v1_again.damaged is None and v1_again.count() == 1
        columns = [row[1] for row in v1_again._conn.execute("PRAGMA table_info(games)")]
        assert "note" not in columns


def test_a_new_file_is_made_by_every_step_from_zero(tmp_path, monkeypatch):
    monkeypatch.setattr(history_module, "MIGRATIONS", [*history_module.MIGRATIONS, _add_notes])
    with History(tmp_path / "history.sqlite3") as fresh:
        assert fresh._conn.execute("PRAGMA user_version").fetchone()[0] == 2
        assert fresh.add(finished("ponzi")) == 1


def test_a_folder_that_cannot_hold_it_is_not_damage(tmp_path):
    (tmp_path / "history.sqlite3").mkdir()  # a folder where the file should be
    with pytest.raises(HistoryError):
        History(tmp_path / "history.sqlite3")
    assert (tmp_path / "history.sqlite3").is_dir()
    assert [p.name for p in tmp_path.iterdir()] == ["history.sqlite3"]  # nothing put aside


def test_times_are_stored_in_utc_of_one_width(history):
    local = datetime(2026, 11, 5, 9, 30, tzinfo=UTC).astimezone()
    history.add(at(finished("ponzi"), local))
    stored = history._conn.execute("SELECT finished_at FROM games").fetchone()[0]
    assert stored == "2026-11-05T09:30:00.000000+00:00"
    assert history.games()[0].finished_at == local
