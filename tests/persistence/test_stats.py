"""Statistics of the history from a hand-made set of games, every number worked out by hand below."""

from __future__ import annotations

import csv
import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from ponzi_desktop.persistence.history_export import csv_rows, write_csv
from ponzi_desktop.persistence.history_models import GameEntry, SeatResult
from ponzi_desktop.persistence.models import GameRecord, Seat
from ponzi_desktop.persistence.stats import filtered, statistics

DAY0 = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)


def seat(i, name, kind="human", level=None, score=None, winner=False, bankrupt=False, role=None) -> SeatResult:
    return SeatResult(i, name, kind, level, role, score, winner, bankrupt)


def entry(n, game, day, seats, seconds=None, actions=100, rounds=None) -> GameEntry:
    record = GameRecord(game=game, settings={}, seed=n, actions=[],
                        seats=[Seat(name=s.name, kind=s.kind, level=s.level) for s in seats])
    return GameEntry(n, game, DAY0 + timedelta(days=day), seconds, actions, rounds, "x", {}, tuple(seats),
                     f"d{n}", "test", record)


#: Six games over ten days (listed out of order: statistics sort by time).
#:  1 ponzi   day 0: Ann 20 wins, Bob 15, hard bot 10             (rounds 8, 600 s, 300 moves)
#:  2 ponzi   day 2: Ann bankrupt, " Bob " 18 wins, hard bot 18 wins (shared), easy bot 5  (rounds 10, 1200 s)
#:  3 bf      day 3: Ann 900 wins, easy bot 700                    (no rounds, no time, 200 moves)
#:  4 am      day 5: Ann (competitor) 1500 wins, hard (monopolist) bankrupt, hard (monopolist) 800
#:  5 am      day 7: Ann (monopolist) 300, Bob (competitor) 1200 wins
#:  6 ponzi   day 9: Ann 25 wins, Bob bankrupt, hard bot 22        (rounds 12, no time)
ENTRIES = [
    entry(6, "ponzi", 9, [seat(0, "Ann", score=25, winner=True), seat(1, "Bob", bankrupt=True),
                          seat(2, "Robo", "bot", "hard", score=22)], actions=500, rounds=12),
    entry(1, "ponzi", 0, [seat(0, "Ann", score=20, winner=True), seat(1, "Bob", score=15),
                          seat(2, "Robo", "bot", "hard", score=10)], seconds=600, actions=300, rounds=8),
    entry(3, "black_friday", 3, [seat(0, "Ann", score=900, winner=True),
                                 seat(1, "Easy 1", "bot", "easy", score=700)], actions=200),
    entry(2, "ponzi", 2, [seat(0, "Ann", bankrupt=True), seat(1, " Bob ", score=18, winner=True),
                          seat(2, "Robo", "bot", "hard", score=18, winner=True),
                          seat(3, "Easy 1", "bot", "easy", score=5)], seconds=1200, actions=400, rounds=10),
    entry(4, "anti_monopoly", 5, [seat(0, "Ann", score=1500, winner=True, role="competitor"),
                                  seat(1, "H1", "bot", "hard", bankrupt=True, role="monopolist"),
                                  seat(2, "H2", "bot", "hard", score=800, role="monopolist")], actions=1000, rounds=20),
    entry(5, "anti_monopoly", 7, [seat(0, "Ann", score=300, role="monopolist"),
                                  seat(1, "Bob", score=1200, winner=True, role="competitor")], actions=800, rounds=15),
]


def test_a_person_by_name_with_wins_rates_scores_and_streaks():
    stats = statistics(ENTRIES)
    assert stats.entries == 6
    assert [p.key for p in stats.people] == ["Ann", "Bob"]  # most games first; " Bob " is Bob
    ann = stats.person("Ann")
    # Ann: six games; wins in 1, 3, 4, 6 (not 2: bankrupt, not 5)
    assert (ann.games, ann.wins, ann.rate) == (6, 4, pytest.approx(4 / 6))
    ponzi = ann.per_game["ponzi"]
    assert (ponzi.games, ponzi.wins, ponzi.scores, ponzi.best) == (3, 2, [20, 25], 25)  # bankrupt: not scored
    assert ponzi.average == pytest.approx(22.5)
    assert ponzi.rate == pytest.approx(2 / 3)
    bf = ann.per_game["black_friday"]
    assert (bf.games, bf.wins, bf.average, bf.best) == (1, 1, 900, 900)
    am = ann.per_game["anti_monopoly"]
    assert (am.games, am.wins, am.average, am.best) == (2, 1, 900, 1500)  # (1500 + 300) / 2
    assert {r: (t.games, t.wins) for r, t in am.roles.items()} == {"competitor": (1, 1), "monopolist": (1, 0)}
    # in time order: W(1) L(2) W(3) W(4) L(5) W(6): the longest run is 2, the current 1
    assert (ann.longest_streak, ann.current_streak) == (2, 1)
    assert [won for _, won in ann.timeline] == [True, False, True, True, False, True]


def test_a_shared_win_counts_as_a_win_and_bankruptcy_as_a_game_lost():
    bob = statistics(ENTRIES).person("Bob")
    # Bob: games 1 (15), 2 (18, shared win), 5 (1200 win, competitor), 6 (bankrupt)
    assert (bob.games, bob.wins) == (4, 2)
    ponzi = bob.per_game["ponzi"]
    assert (ponzi.games, ponzi.wins, ponzi.scores, ponzi.best) == (3, 1, [15, 18], 18)
    assert ponzi.average == pytest.approx(16.5)
    assert {r: (t.games, t.wins) for r, t in bob.per_game["anti_monopoly"].roles.items()} == {"competitor": (1, 1)}
    # L(1) W(2) W(5) L(6)
    assert (bob.longest_streak, bob.current_streak) == (2, 0)


def test_bots_count_by_level_game_by_game():
    stats = statistics(ENTRIES)
    assert [b.key for b in stats.bots] == ["easy", "hard"]
    hard = stats.bot("hard")
    # hard bots in games 1 (10), 2 (18, shared win), 4 (two seats: bankrupt; 800), 6 (22): four games, one win
    assert (hard.games, hard.wins, hard.rate) == (4, 1, pytest.approx(0.25))
    assert hard.games <= statistics(ENTRIES).entries
    assert hard.per_game["ponzi"].scores == [10, 18, 22] and hard.per_game["ponzi"].best == 22
    assert hard.per_game["ponzi"].average == pytest.approx(50 / 3)
    am = hard.per_game["anti_monopoly"]
    assert (am.games, am.wins, am.scores) == (1, 0, [800])  # one game, its two seats' scores
    assert {r: (t.games, t.wins) for r, t in am.roles.items()} == {"monopolist": (1, 0)}
    # per game in time order: L(1) W(2) L(4) L(6)
    assert (hard.longest_streak, hard.current_streak) == (1, 0)
    assert len(hard.timeline) == 4
    easy = stats.bot("easy")
    assert (easy.games, easy.wins, easy.per_game["black_friday"].best) == (2, 0, 700)


def test_a_persons_results_against_each_bot_level():
    stats = statistics(ENTRIES)
    ann = stats.person("Ann")
    # a hard bot at the table in 1 (won), 2 (lost), 4 (won), 6 (won); an easy bot in 2 (lost), 3 (won)
    assert {k: (t.games, t.wins) for k, t in ann.against.items()} == {"hard": (4, 3), "easy": (2, 1)}
    bob = stats.person("Bob")
    assert {k: (t.games, t.wins) for k, t in bob.against.items()} == {"hard": (3, 1), "easy": (1, 1)}


def test_per_game_lengths():
    games = statistics(ENTRIES).games
    assert list(games) == ["anti_monopoly", "black_friday", "ponzi"]
    ponzi = games["ponzi"]
    assert (ponzi.games, ponzi.actions, ponzi.rounds) == (3, pytest.approx(400), pytest.approx(10))  # (8+10+12)/3
    assert ponzi.minutes == pytest.approx(15)  # (10 + 20) / 2: game 6's time is not known
    bf = games["black_friday"]
    assert (bf.games, bf.actions, bf.rounds, bf.minutes) == (1, 200, None, None)
    assert games["anti_monopoly"].rounds == pytest.approx(17.5)


def test_filters_by_game_and_by_date():
    only_ponzi = statistics(ENTRIES, game="ponzi")
    assert only_ponzi.entries == 3 and list(only_ponzi.games) == ["ponzi"]
    ann = only_ponzi.person("Ann")
    assert (ann.games, ann.wins, ann.longest_streak, ann.current_streak) == (3, 2, 1, 1)  # W L W
    # days 3 to 7 (until is not included): games 3, 4 and 5
    window = statistics(ENTRIES, since=DAY0 + timedelta(days=3), until=DAY0 + timedelta(days=7, seconds=1))
    assert window.entries == 3
    assert (window.person("Ann").games, window.person("Ann").wins) == (3, 2)
    assert [e.id for e in filtered(ENTRIES, since=DAY0 + timedelta(days=7))] == [6, 5]  # order kept
    assert filtered(ENTRIES, until=DAY0) == []


def test_an_empty_history():
    stats = statistics([])
    assert (stats.entries, stats.people, stats.bots, stats.games) == (0, [], [], {})
    assert statistics(ENTRIES, game="no_such_game").entries == 0


def test_csv_has_a_row_per_seat(tmp_path):
    rows = csv_rows(ENTRIES[:2])
    assert rows[0][:3] == ["game_id", "game", "finished_at"]
    assert len(rows) == 1 + 3 + 3
    assert [str(v) for v in rows[1]] == ["6", "ponzi", "2026-11-10T20:00:00+00:00", "", "500", "12", "x", "0", "Ann",
                                         "human", "", "", "25", "1", "0"]
    assert [str(v) for v in rows[2][8:]] == ["Bob", "human", "", "", "", "0", "1"]
    path = tmp_path / "h.csv"
    write_csv(ENTRIES, path)
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # the byte-order mark a spreadsheet looks for
    with path.open(encoding="utf-8-sig", newline="") as f:
        back = list(csv.reader(f))
    assert len(back) == 1 + sum(len(e.seats) for e in ENTRIES)
    assert back[1:4] == [[str(v) for v in row] for row in rows[1:4]]


def test_csv_times_and_seconds_are_whole():
    timed = dataclasses.replace(ENTRIES[1], seconds=600.5,
                                finished_at=ENTRIES[1].finished_at.replace(microsecond=765432))
    row = csv_rows([timed])[1]
    assert row[2] == "2026-11-01T20:00:00+00:00" and row[3] == 601  # whole seconds, halves up


def test_two_bots_of_a_level_at_one_table_are_one_game_won_if_either_won():
    table = entry(1, "ponzi", 0, [seat(0, "Ann", score=3), seat(1, "E1", "bot", "easy", score=9, winner=True),
                                  seat(2, "E2", "bot", "easy", score=1)])
    stats = statistics([table])
    easy = stats.bot("easy")
    assert (easy.games, easy.wins, easy.rate) == (1, 1, 1.0)
    assert (easy.per_game["ponzi"].games, easy.per_game["ponzi"].scores) == (1, [9, 1])
    assert all(p.games <= stats.entries for p in (*stats.people, *stats.bots))
