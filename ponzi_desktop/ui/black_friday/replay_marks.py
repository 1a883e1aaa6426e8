"""The moments of a Black Friday game a replay can jump to: a price change, a crash (two or more black shares
drawn: every price falls), the gold price rising (from the engine's events)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.replay.marks import MarkKind, ReplayMarks


def marks_of(events: Sequence[Event]) -> tuple[str, ...]:
    found = []
    for e in events:
        if e.kind == "price_change_started":
            found.append("price_change")
        elif e.kind == "shares_drawn" and e.data.get("black", 0) >= 2:
            found.append("crash")  # two or more blacks are taken from every colour's count: prices fall
        elif e.kind == "gold_moved" and e.data.get("to", 0) > e.data.get("from", 0):
            found.append("gold")
    return tuple(found)


MARKS = ReplayMarks(
    kinds=(
        MarkKind("crash", QT_TRANSLATE_NOOP("ReplayMarks", "Crash"), "#b3261e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "Two or more black shares are drawn: every price falls")),
        MarkKind("gold", QT_TRANSLATE_NOOP("ReplayMarks", "Gold rises"), "#c8962e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "The gold price rises at a price change")),
        MarkKind("price_change", QT_TRANSLATE_NOOP("ReplayMarks", "Price change"), "#2f6db3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A price change begins")),
    ),
    of=marks_of,
)
