"""What the game history keeps of one finished game, as the rest of the program reads it back.

The history database (`persistence.history`) stores a row per finished game and a row per seat; this module
is the shape those rows come back in, and how a finished game's state becomes one (`entry_of`). It is pure
Python (no Qt, no sqlite): the statistics (`persistence.stats`), the command line and the pages read these.

A seat's result is the engine's own `Outcome` (winners, scores, bankruptcies, the score's lines), so every
game is recorded the same way; a game whose seats have roles (Anti-Monopoly's Competitors and Monopolists)
says so through its public view's `roles`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ponzi_desktop.engine.core import GameState, game_spec
from ponzi_desktop.persistence.models import GameRecord


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat of a finished game: who sat there and how it ended for them."""

    index: int  # the seat's number in the record (0 first)
    name: str
    kind: str  # "human" or "bot"
    level: str | None  # the bot's level ("random", "easy", "normal", "hard"); None for a person
    role: str | None  # the seat's role where the game has roles ("competitor", "monopolist"); else None
    score: int | None  # the engine's score (None: not scored, e.g. out of the game)
    winner: bool
    bankrupt: bool
    #: the lines the score is made of: (kind, subject, points or None, amounts), as `ScorePart`
    breakdown: tuple[tuple[str, str, int | None, tuple[int, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class GameEntry:
    """A finished game in the history."""

    id: int | None  # the database's row id (None before it is stored)
    game: str  # the engine's game id
    finished_at: datetime  # when the game ended, timezone-aware (UTC in the database)
    seconds: float | None  # how long it was played in this program (wall time), when known
    actions: int
    rounds: int | None  # the game's round when it ended, for a game that counts rounds
    reason: str  # the outcome's reason ("bankruptcy", "round_limit", ...)
    settings: dict[str, Any]
    seats: tuple[SeatResult, ...]
    digest: str  # the final state's digest: the same game is never recorded twice
    app_version: str
    record: GameRecord  # the full record, for a replay

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(s.index for s in self.seats if s.winner)


def entry_of(record: GameRecord, state: GameState, *, finished_at: datetime, seconds: float | None,
             app_version: str) -> GameEntry:
    """The history entry of the finished game `state` that `record` leads to (ValueError if it is not over)."""
    outcome = state.outcome
    if outcome is None:
        raise ValueError("only a finished game goes into the history")
    spec = game_spec(record.game)
    roles = spec.roles_of(state)
    seats = []
    for i, seat in enumerate(record.seats):
        parts = outcome.breakdown.get(i, ())
        seats.append(SeatResult(
            index=i, name=seat.name, kind=seat.kind, level=seat.level,
            role=str(roles[i]) if roles is not None and i < len(roles) else None,
            score=outcome.scores.get(i), winner=i in outcome.winners, bankrupt=i in outcome.bankrupt,
            breakdown=tuple((p.kind, p.subject, p.points, tuple(p.amounts)) for p in parts),
        ))
    return GameEntry(
        id=None, game=record.game, finished_at=finished_at, seconds=seconds, actions=len(record.actions),
        rounds=spec.round_of(state),
        reason=outcome.reason, settings=dict(record.settings), seats=tuple(seats), digest=state.digest(),
        app_version=app_version, record=record.model_copy(deep=True),
    )
