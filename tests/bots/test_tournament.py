"""The tournament: seats rotate over every position, results do not depend on the number of processes, and
the report has the shape the issue asks for (win share with a 95% interval, scores, decision times)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ponzi_desktop.bots.tournament import run_tournament, seat_plan, summarize, wilson
from ponzi_desktop.cli import main


def test_every_seat_type_plays_every_position_equally_often():
    seats = ["hard", "normal", "normal", "easy"]
    plan = seat_plan(seats, 8)
    for position in range(4):
        assert Counter(game[position] for game in plan) == Counter(seats * 2)
    for game in plan:
        assert Counter(game) == Counter(seats)


def test_games_round_up_to_a_whole_rotation_and_positions_balance():
    report = run_tournament("ponzi", 3, ["easy", "random", "random"], 4, seed=3)
    assert report["games"] == 6
    assert report["positions"] == {"easy": [2, 2, 2], "random": [4, 4, 4]}


def test_results_do_not_depend_on_the_number_of_processes():
    args = dict(game="ponzi", players=4, seats=["hard", "normal", "easy", "random"], games=4, seed=5,
                budget_iterations=6)
    one = run_tournament(**args, jobs=1)
    two = run_tournament(**args, jobs=2)
    for key in ("win_share", "ci95", "mean_score", "bankrupt_share", "positions", "ends", "mean_rounds"):
        assert one[key] == two[key]


def test_a_shared_win_counts_as_a_fraction():
    results = [
        {"types": ["a", "b", "b"], "winners": [0, 1], "scores": {0: 5, 1: 5, 2: 1}, "bankrupt": [],
         "end": "round_limit", "rounds": 3, "times": [[1.0], [2.0], [3.0]], "times_multi": [[1.0], [], []]},
        {"types": ["b", "a", "b"], "winners": [], "scores": {}, "bankrupt": [0, 1, 2], "end": "bankruptcy",
         "rounds": 2, "times": [[], [], []], "times_multi": [[], [], []]},
    ]
    report = summarize("ponzi", 3, ["a", "b", "b"], results)
    assert report["win_share"] == {"a": 0.25, "b": 0.25}
    assert report["bankrupt_share"] == {"a": 0.5, "b": 0.5}
    assert report["decision_ms"]["b"]["mean"] == 2.5


def test_wilson_interval():
    lo, hi = wilson(60, 100)
    assert lo < 0.6 < hi and round(lo, 3) == 0.502 and round(hi, 3) == 0.691
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_command_prints_json_with_the_issue_keys(capsys):
    code = main(["tournament", "--game", "ponzi", "--players", "3", "--seats", "hard,normal,easy", "--games", "3",
                 "--seed", "2", "--budget-iterations", "4", "--json", "--set", "variant=advanced"])
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert {"game", "games", "seats", "win_share", "ci95", "decision_ms", "mean_score"} <= set(report)
    assert report["game"] == "ponzi" and report["games"] == 3 and report["seats"] == ["hard", "normal", "easy"]
    assert report["settings"] == {"variant": "advanced"}
    for kind in ("hard", "normal", "easy"):
        lo, hi = report["ci95"][kind]
        assert 0 <= lo <= report["win_share"][kind] <= hi <= 1
        assert set(report["decision_ms"][kind]) >= {"mean", "p95"}
    assert abs(sum(report["win_share"].values()) - 1) < 1e-9 or report["ends"]


def test_the_command_prints_a_table(capsys):
    assert main(["tournament", "--seats", "easy", "--games", "4", "--players", "4"]) == 0
    out = capsys.readouterr().out
    assert "win share" in out and "easy" in out


@pytest.mark.parametrize(("argv", "message"), [
    (["--seats", "easy,wizard,easy"], "unknown bot"),
    (["--players", "4", "--seats", "easy,easy"], "seat types"),
    (["--set", "variant=deluxe"], "variant"),
    (["--game", "chess"], "unknown game"),
    (["--games", "0"], "at least 1"),
])
def test_the_command_refuses_bad_arguments(argv, message, capsys):
    base = ["tournament", "--players", "3", "--seats", "easy,easy,easy", "--games", "3"]
    assert main(base + argv) == 2
    assert message in capsys.readouterr().err
