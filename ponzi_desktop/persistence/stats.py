"""Statistics of the game history: per person (by the name typed) and per bot level, per game, and a person's
results against each bot level; computed from a list of `GameEntry` (history_models.py). Pure Python.

How things are counted (the pages say the same):
- A person is their name as typed, spaces trimmed (case counts: "ann" is not "Ann"). A bot is its level:
  every bot of the level "hard" is the one player "hard", whatever its seat's name.
- `games` and `wins` count games: a table with two hard bots is one game for "hard", won if either of them
  won (so no player has more games than the history holds). The same holds for a role: two Monopolists of
  one level at a table are one game in that role.
- A shared win is a win for everyone who shares it; a bankrupt seat is a game played and not won.
- Scores are per game (a Ponzi Scheme point is no Black Friday dollar): the average and the best of a game
  are over the seats that game scored (a bankrupt seat is not scored, so it is left out of both).
- Streaks run over games in the order they finished: a game is a win for a player when one of its seats
  (theirs) won. The current streak is the wins since the last game not won.
- Against a bot level: the games a person played with at least one bot of that level at the table.
- Filters: the game's id, and `since <= finished_at < until` (timezone-aware datetimes).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from ponzi_desktop.persistence.history_models import GameEntry, SeatResult

#: The level a bot seat counts under when its record names none (records older than bot levels).
UNKNOWN_LEVEL = "random"


@dataclass(frozen=True, slots=True)
class Tally:
    """Games and wins (seats), and the share of games won."""

    games: int = 0
    wins: int = 0

    @property
    def rate(self) -> float | None:
        """Wins per game, 0 to 1; None with no game."""
        return self.wins / self.games if self.games else None

    def add(self, won: bool) -> Tally:
        return Tally(self.games + 1, self.wins + int(won))


class Counted:
    """Games, wins and the win rate of whatever keeps a `tally`."""

    __slots__ = ()
    tally: Tally

    @property
    def games(self) -> int:
        return self.tally.games

    @property
    def wins(self) -> int:
        return self.tally.wins

    @property
    def rate(self) -> float | None:
        return self.tally.rate


@dataclass(slots=True)
class GameRecordStats(Counted):
    """One player's results in one game: games, wins, scores, and by role where the game has roles."""

    tally: Tally = field(default_factory=Tally)
    scores: list[int] = field(default_factory=list)  # every score the game gave (bankrupt seats have none)
    roles: dict[str, Tally] = field(default_factory=dict)

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None


@dataclass(slots=True)
class PlayerStats(Counted):
    """A person (`kind` "human", `key` their trimmed name) or a bot level (`kind` "bot", `key` the level)."""

    kind: str
    key: str
    tally: Tally = field(default_factory=Tally)
    per_game: dict[str, GameRecordStats] = field(default_factory=dict)
    current_streak: int = 0
    longest_streak: int = 0
    #: a person's games with at least one bot of a level at the table, and their wins there, by level
    against: dict[str, Tally] = field(default_factory=dict)
    #: (finished_at, won) per game, oldest first: what the streaks and a chart over time are made of
    timeline: list[tuple[datetime, bool]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game over the entries: how many were played, and how long they were on average."""

    game: str
    games: int
    actions: float  # the average number of moves
    rounds: float | None  # the average round the games ended in, over those that count rounds
    minutes: float | None  # the average wall time, over the games whose time is known


@dataclass(slots=True)
class Statistics:
    entries: int = 0
    people: list[PlayerStats] = field(default_factory=list)  # most games first, then by name
    bots: list[PlayerStats] = field(default_factory=list)  # by level: random, easy, normal, hard, others
    games: dict[str, GameSummary] = field(default_factory=dict)

    def person(self, name: str) -> PlayerStats | None:
        return next((p for p in self.people if p.key == name.strip()), None)

    def bot(self, level: str) -> PlayerStats | None:
        return next((p for p in self.bots if p.key == level), None)


LEVEL_ORDER = ("random", "easy", "normal", "hard")


def player_key(seat: SeatResult) -> tuple[str, str]:
    """Who a seat counts for: ("human", trimmed name) or ("bot", level)."""
    if seat.kind == "bot":
        return "bot", seat.level or UNKNOWN_LEVEL
    return "human", seat.name.strip()


def filtered(entries: Iterable[GameEntry], game: str | None = None, since: datetime | None = None,
             until: datetime | None = None) -> list[GameEntry]:
    """The entries of `game` (None: every game) that finished in `since <= finished_at < until`."""
    return [e for e in entries if (game is None or e.game == game) and (since is None or e.finished_at >= since)
            and (until is None or e.finished_at < until)]


def _in_order(entries: Iterable[GameEntry]) -> list[GameEntry]:
    return sorted(entries, key=lambda e: (e.finished_at, e.id if e.id is not None else 0))


def statistics(entries: Iterable[GameEntry], game: str | None = None, since: datetime | None = None,
               until: datetime | None = None) -> Statistics:
    """Everything the Statistics page shows, for the entries the filters keep."""
    chosen = _in_order(filtered(entries, game, since, until))
    players: dict[tuple[str, str], PlayerStats] = {}
    for entry in chosen:
        won_here: dict[tuple[str, str], bool] = {}  # each player at this table: won with any of their seats
        roles_here: dict[tuple[tuple[str, str], str], bool] = {}  # and in each of their roles
        levels = {player_key(s)[1] for s in entry.seats if s.kind == "bot"}
        for seat in entry.seats:
            key = player_key(seat)
            players.setdefault(key, PlayerStats(*key))
            won_here[key] = won_here.get(key, False) or seat.winner
            if seat.score is not None:
                players[key].per_game.setdefault(entry.game, GameRecordStats()).scores.append(seat.score)
            if seat.role is not None:
                roles_here[key, seat.role] = roles_here.get((key, seat.role), False) or seat.winner
        for key, won in won_here.items():
            player = players[key]
            player.tally = player.tally.add(won)
            per = player.per_game.setdefault(entry.game, GameRecordStats())
            per.tally = per.tally.add(won)
            player.timeline.append((entry.finished_at, won))
            player.current_streak = player.current_streak + 1 if won else 0
            player.longest_streak = max(player.longest_streak, player.current_streak)
            if key[0] == "human":
                for level in levels:
                    player.against[level] = player.against.get(level, Tally()).add(won)
        for (key, role), won in roles_here.items():
            per = players[key].per_game[entry.game]
            per.roles[role] = per.roles.get(role, Tally()).add(won)
    people = sorted((p for p in players.values() if p.kind == "human"), key=lambda p: (-p.games, p.key))
    bots = sorted((p for p in players.values() if p.kind == "bot"),
                  key=lambda p: (LEVEL_ORDER.index(p.key) if p.key in LEVEL_ORDER else len(LEVEL_ORDER), p.key))
    return Statistics(len(chosen), people, bots, game_summaries(chosen))


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def game_summaries(entries: Iterable[GameEntry]) -> dict[str, GameSummary]:
    """Per game: games played, the average moves, rounds (where counted) and minutes (where known)."""
    by_game: dict[str, list[GameEntry]] = {}
    for entry in entries:
        by_game.setdefault(entry.game, []).append(entry)
    out = {}
    for game, played in sorted(by_game.items()):
        out[game] = GameSummary(
            game, len(played), _mean([e.actions for e in played]),
            _mean([e.rounds for e in played if e.rounds is not None]),
            _mean([e.seconds / 60 for e in played if e.seconds is not None]))
    return out
