"""`ponzi-desktop history`: the recorded games as JSON, as CSV, as a short table; filters; a damaged file."""

from __future__ import annotations

import csv
import json
from datetime import UTC, datetime, timedelta

import pytest
from history_games import START, at, finished

from ponzi_desktop.cli import EXIT_USAGE, main
from ponzi_desktop.persistence import replay
from ponzi_desktop.persistence.history import History
from ponzi_desktop.persistence.history_export import CSV_COLUMNS
from ponzi_desktop.persistence.history_models import entry_of
from ponzi_desktop.persistence.sample import random_record

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


@pytest.fixture
def path(tmp_path):
    """A history of four games: Ponzi on day 0, Black Friday (a person called 花子) on day 1, Anti-Monopoly on
    day 2, Ponzi again on day 3."""
    file = tmp_path / "history.sqlite3"
    record = random_record(["花子", "Bo, Jr.", 'Cy "C"'], None, seed=3, game="black_friday")
    japanese = entry_of(record, replay(record), finished_at=START + timedelta(days=1), seconds=None,
                        app_version="0.1.0")
    with History(file) as history:
        history.add(at(finished("ponzi"), START))
        history.add(japanese)
        history.add(at(finished("anti_monopoly"), START + timedelta(days=2)))
        history.add(at(finished("ponzi", seed=8), START + timedelta(days=3)))
    return file


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["history", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_every_game_newest_first(capsys, path):
    code, out, _ = run(capsys, "--history", str(path), "--json")
    assert code == 0
    games = json.loads(out)
    assert [g["game"] for g in games] == ["ponzi", "anti_monopoly", "black_friday", "ponzi"]
    assert [g["id"] for g in games] == [4, 3, 2, 1]
    am = games[1]
    expected = finished("anti_monopoly")
    assert am["actions"] == expected.actions and isinstance(am["actions"], int)  # a count, not the moves
    assert am["seed"] == 7 and am["reason"] == expected.reason and am["rounds"] == expected.rounds
    assert am["settings"] == expected.settings
    assert am["winners"] == list(expected.winners)
    assert [s["role"] for s in am["seats"]] == [s.role for s in expected.seats]
    assert datetime.fromisoformat(am["finished_at"]) == START + timedelta(days=2)
    scored = next(s for s in games[0]["seats"] if s["breakdown"])
    assert set(scored["breakdown"][0]) == {"kind", "subject", "points", "amounts"}
    assert games[2]["seats"][0]["name"] == "花子" and games[2]["seconds"] is None
    assert "record" not in am and "花子" in out  # the names as they are, not \\u escapes


def test_filters_by_game_and_date(capsys, path):
    local_day = (START + timedelta(days=2)).astimezone().strftime("%Y-%m-%d")
    _, out, _ = run(capsys, "--history", str(path), "--json", "--game", "ponzi")
    assert [g["id"] for g in json.loads(out)] == [4, 1]
    _, out, _ = run(capsys, "--history", str(path), "--json", "--since", local_day)
    assert [g["id"] for g in json.loads(out)] == [4, 3]
    _, out, _ = run(capsys, "--history", str(path), "--json", "--until", local_day)
    assert [g["id"] for g in json.loads(out)] == [3, 2, 1]  # the day itself included
    _, out, _ = run(capsys, "--history", str(path), "--json", "--game", "ponzi", "--since", local_day)
    assert [g["id"] for g in json.loads(out)] == [4]


@pytest.mark.parametrize("args, said", [(["--game", "chess"], "unknown game 'chess'"),
                                        (["--since", "1.12.2026"], "--since wants a date as YYYY-MM-DD")])
def test_wrong_arguments_are_said_in_a_line(capsys, path, args, said):
    code, out, err = run(capsys, "--history", str(path), "--json", *args)
    assert code == EXIT_USAGE and said in err and out == ""


def test_csv_has_a_row_per_seat(capsys, path, tmp_path):
    target = tmp_path / "out" / "games.csv"
    target.parent.mkdir()
    code, out, err = run(capsys, "--history", str(path), "--csv", str(target))
    assert code == 0 and out == "" and "4 games" in err
    assert target.read_bytes().startswith(b"\xef\xbb\xbf")  # UTF-8 with a byte-order mark, as the page writes
    with open(target, encoding="utf-8-sig", newline="") as file:
        rows = list(csv.DictReader(file))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 4 + 3 + 4 + 4
    assert [r["game_id"] for r in rows][:4] == ["4"] * 4  # newest first, its seats in order
    bf = [r for r in rows if r["game"] == "black_friday"]
    assert [r["name"] for r in bf] == ["花子", "Bo, Jr.", 'Cy "C"']  # quoted as CSV quotes them
    assert [r["kind"] for r in bf] == ["human", "bot", "bot"] and [r["level"] for r in bf] == ["", "random", "random"]
    assert bf[0]["seconds"] == "" and sum(int(r["winner"]) for r in bf) == len(finished("black_friday").winners)
    am = [r for r in rows if r["game"] == "anti_monopoly"]
    assert {r["role"] for r in am} == {"competitor", "monopolist"}
    assert all(r["bankrupt"] in ("0", "1") for r in rows)
    assert datetime.fromisoformat(am[0]["finished_at"]) == START + timedelta(days=2)
    assert list(target.parent.iterdir()) == [target]  # written through a temporary file, nothing left over


def test_csv_and_json_at_once(capsys, path, tmp_path):
    code, out, _ = run(capsys, "--history", str(path), "--csv", str(tmp_path / "g.csv"), "--json", "--game",
                       "anti_monopoly")
    assert code == 0 and len(json.loads(out)) == 1
    assert len((tmp_path / "g.csv").read_text(encoding="utf-8").splitlines()) == 1 + 4


def test_without_json_or_csv_a_short_table(capsys, path):
    code, out, _ = run(capsys, "--history", str(path))
    lines = out.splitlines()
    assert code == 0 and len(lines) == 1 + 4 + 1
    assert "花子" in lines[3] and "black_friday" in lines[3]
    assert lines[-1] == f"4 games in {path}"


def test_an_empty_or_new_history(capsys, tmp_path):
    code, out, _ = run(capsys, "--history", str(tmp_path / "new" / "h.sqlite3"), "--json")
    assert code == 0 and json.loads(out) == []


def test_a_damaged_history_is_said_on_stderr_and_the_command_goes_on(capsys, tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"\x00garbage" * 100)
    code, out, err = run(capsys, "--history", str(path), "--json")
    assert code == 0 and json.loads(out) == []
    assert "could not be read; it was put aside as" in err and ".damaged-" in err
    aside = next(tmp_path.glob("history.sqlite3.damaged-*"))
    assert aside.read_bytes() == b"\x00garbage" * 100


def test_path_names_the_file(capsys, tmp_path):
    code, out, _ = run(capsys, "--history", str(tmp_path / "x.sqlite3"), "--path")
    assert code == 0 and out.strip() == str(tmp_path / "x.sqlite3")


def test_times_in_json_are_utc_and_aware(capsys, tmp_path):
    path = tmp_path / "h.sqlite3"
    with History(path) as history:
        history.add(at(finished("ponzi"), datetime(2026, 12, 1, 23, 59, tzinfo=UTC)))
    _, out, _ = run(capsys, "--history", str(path), "--json")
    assert json.loads(out)[0]["finished_at"] == "2026-12-01T23:59:00+00:00"


def test_until_includes_its_day(capsys, path):
    day = (START + timedelta(days=2)).astimezone().strftime("%Y-%m-%d")
    _, out, _ = run(capsys, "--history", str(path), "--json", "--until", day, "--since", day)
    assert [g["id"] for g in json.loads(out)] == [3]  # the game of that day, and no other


def test_a_history_that_is_not_there_has_no_games_and_is_not_made(capsys, tmp_path):
    missing = tmp_path / "none.sqlite3"
    code, out, err = run(capsys, "--history", str(missing), "--json")
    assert code == 0 and json.loads(out) == [] and "no games recorded" in err
    code, out, err = run(capsys, "--history", str(missing))
    assert code == 0 and "no games recorded" in err
    assert not missing.exists() and list(tmp_path.iterdir()) == []


def test_csv_into_a_folder_that_is_not_there_is_refused(capsys, path, tmp_path):
    target = tmp_path / "no" / "such" / "games.csv"
    code, out, err = run(capsys, "--history", str(path), "--csv", str(target))
    assert code == EXIT_USAGE and out == "" and "does not exist" in err and str(target.parent) in err
    assert not (tmp_path / "no").exists()


def test_a_closed_pipe_ends_the_listing_quietly(path, tmp_path):
    import os
    import subprocess
    import sys

    code = ("import sys; from ponzi_desktop.cli import main; sys.exit(main(['history', '--history', sys.argv[1]]))")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.Popen([sys.executable, "-c", code, str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=tmp_path)
    proc.stdout.close()  # as `head` does once it has its lines
    err = proc.stderr.read().decode()
    assert proc.wait() == 0
    assert "Traceback" not in err and "BrokenPipe" not in err
