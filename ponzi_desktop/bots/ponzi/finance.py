"""Ponzi Scheme money sums the bots share: interest due round by round, when a player would go broke, crashes.

Wheels are the engine's flat lists or tuples (card, countdown, card, countdown, ...). Offsets count rounds
from now: offset 1 is the payment at the end of the current round (its rotation turns a wheel one space, two
after a crash), offset 2 the one after, and so on.
"""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.ponzi.tables import tables

_T = tables()
INTEREST: list[int] = _T.interest
PERIOD: list[int] = _T.period
HORIZON = 6


def dues(wheel: Sequence[int], horizon: int = HORIZON, crash: bool = False) -> list[int]:
    """Interest due at offsets 1..horizon (index 0 is the end of this round), with no card added."""
    out = [0] * horizon
    for i in range(0, len(wheel), 2):
        card = wheel[i]
        countdown = wheel[i + 1]
        first = (countdown - 1 if countdown > 1 else 1) if crash else countdown
        for o in range(first - 1, horizon, PERIOD[card]):
            out[o] += INTEREST[card]
    return out


def add_card(schedule: list[int], card: int, crash: bool = False) -> list[int]:
    """`schedule` with a card funded this round (placed at its period) added."""
    out = schedule[:]
    period = PERIOD[card]
    first = period - 1 if crash else period
    for o in range(first - 1, len(out), period):
        out[o] += INTEREST[card]
    return out


def broke_at(cash: int, schedule: Sequence[int]) -> int:
    """The first offset (1-based) at which `cash` alone cannot pay what is due; 0 if it lasts the schedule."""
    for o, due in enumerate(schedule):
        cash -= due
        if cash < 0:
            return o + 1
    return 0


def lasts(cash: int, schedule: Sequence[int]) -> int:
    """How many payments `cash` alone covers: `broke_at` with 'never' as the schedule's length + 1."""
    b = broke_at(cash, schedule)
    return len(schedule) + 1 if b == 0 else b


def due_now(wheel: Sequence[int], crash: bool = False) -> int:
    """Interest due at the end of this round."""
    total = 0
    limit = 2 if crash else 1
    for i in range(1, len(wheel), 2):
        if wheel[i] <= limit:
            total += INTEREST[wheel[i - 1]]
    return total


def bears_in(cards: Sequence[int], bear: Sequence[bool]) -> int:
    return sum(1 for c in cards if bear[c])
