"""`ponzi-desktop simulate --game anti_monopoly`: every player count, repeatable, with the wins by role."""

from __future__ import annotations

import json

import pytest

from ponzi_desktop.cli import main


def simulate(capsys, *args: str) -> dict:
    assert main(["simulate", "--game", "anti_monopoly", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.slow  # whole simulated games: left out of the pure-Python sample (tests/test_native.py)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_simulate_runs_every_player_count_deterministically(capsys, players):
    args = ("--players", str(players), "--games", "6", "--seed", "1")
    first = simulate(capsys, *args)
    second = simulate(capsys, *args)
    assert first["results"] == second["results"]
    assert len(first["results"]) == 6
    shares = first["wins_by_role"]
    assert set(shares) == {"competitor", "monopolist"}
    assert sum(shares.values()) == pytest.approx(1.0)
    for record in first["results"]:
        assert len(record["roles"]) == players and record["winners"]
        assert record["end"] in ("bankruptcy", "round_limit", "two_hour") and record["rounds"] >= 1


def test_simulate_takes_the_games_settings(capsys):
    report = simulate(capsys, "--players", "4", "--games", "3", "--seed", "2", "--set", "round_limit=2",
                      "--set", 'roles=["monopolist","competitor","monopolist","competitor"]', "--set", "game=B")
    assert report["settings"]["round_limit"] == 2 and report["settings"]["game"] == "B"
    for record in report["results"]:
        assert record["roles"] == ["monopolist", "competitor", "monopolist", "competitor"]
        assert record["rounds"] <= 2


def test_simulate_refuses_bad_settings(capsys):
    assert main(["simulate", "--game", "anti_monopoly", "--players", "7", "--games", "1"]) == 2
    assert main(["simulate", "--game", "anti_monopoly", "--players", "2", "--games", "1",
                 "--set", 'roles=["competitor","competitor"]']) == 2
    capsys.readouterr()
