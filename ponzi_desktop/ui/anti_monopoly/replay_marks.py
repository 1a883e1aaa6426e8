"""The moments of an Anti-Monopoly game a replay can jump to: a roll of the dice to move, a card drawn, a
trade made, a bankruptcy (from the engine's events)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.replay.marks import MarkKind, ReplayMarks


def marks_of(events: Sequence[Event]) -> tuple[str, ...]:
    found = []
    for e in events:
        if e.kind == "bankrupt":
            found.append("bankrupt")
        elif e.kind == "traded":
            found.append("trade")
        elif e.kind == "card_drawn":
            found.append("card")
        elif e.kind == "dice_rolled" and e.data.get("for") == "move":
            found.append("roll")
    return tuple(found)


MARKS = ReplayMarks(
    kinds=(
        MarkKind("bankrupt", QT_TRANSLATE_NOOP("ReplayMarks", "Bankruptcy"), "#b3261e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player goes bankrupt")),
        MarkKind("trade", QT_TRANSLATE_NOOP("ReplayMarks", "Trade"), "#7a4fa3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "Two players make a trade")),
        MarkKind("card", QT_TRANSLATE_NOOP("ReplayMarks", "Card"), "#e07b00",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player draws a card")),
        MarkKind("roll", QT_TRANSLATE_NOOP("ReplayMarks", "Roll"), "#2f6db3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player rolls the dice to move")),
    ),
    of=marks_of,
)
