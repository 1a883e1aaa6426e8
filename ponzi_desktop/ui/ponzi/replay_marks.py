"""The moments of a Ponzi Scheme game a replay can jump to: a new round, the marker passing, a market crash,
a bankruptcy (from the engine's events)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.replay.marks import Found, MarkKind, ReplayMarks

_KINDS = {"bankrupt": "bankrupt", "market_crashed": "crash", "round_started": "round", "marker_passed": "marker"}


def marks_of(events: Sequence[Event]) -> tuple[Found, ...]:
    """Each kind with the player it concerns: who goes bankrupt, who starts the round, who gets the marker."""
    return tuple((_KINDS[e.kind], (e.player,) if e.player is not None else ()) for e in events if e.kind in _KINDS)


MARKS = ReplayMarks(
    kinds=(
        MarkKind("bankrupt", QT_TRANSLATE_NOOP("ReplayMarks", "Bankruptcy"), "#b3261e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player cannot pay the interest due and goes bankrupt"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 cannot pay the interest due and goes bankrupt")),
        MarkKind("crash", QT_TRANSLATE_NOOP("ReplayMarks", "Market crash"), "#e07b00",
                 QT_TRANSLATE_NOOP("ReplayMarks", "The market crashes: every player returns a tile")),
        MarkKind("round", QT_TRANSLATE_NOOP("ReplayMarks", "Round"), "#2f6db3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A new round begins"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "A new round begins: %1 starts")),
        MarkKind("marker", QT_TRANSLATE_NOOP("ReplayMarks", "Pass the marker"), "#7a4fa3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "The start player marker is passed to the next player"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "The start player marker goes to %1")),
    ),
    of=marks_of,
)
