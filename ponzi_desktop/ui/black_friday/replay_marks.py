"""The moments of a Black Friday game a replay can jump to: a price change, two or more black shares drawn
(their number is taken from every colour's count), the gold price rising (from the engine's events).

Each mark is named as the rules name its moment, so that Find in the rules finds it."""

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
            found.append("blacks")  # two or more blacks are taken from every colour's count
        elif e.kind == "gold_moved" and e.data.get("to", 0) > e.data.get("from", 0):
            found.append("gold")
    return tuple(found)


MARKS = ReplayMarks(
    kinds=(
        MarkKind("blacks", QT_TRANSLATE_NOOP("ReplayMarks", "Two or more black shares"), "#b3261e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "Two or more black shares are drawn: their number is taken "
                                                  "from every colour's count")),
        MarkKind("gold", QT_TRANSLATE_NOOP("ReplayMarks", "Gold price"), "#c8962e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "The gold price rises at a price change")),
        MarkKind("price_change", QT_TRANSLATE_NOOP("ReplayMarks", "Price change"), "#2f6db3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A price change begins")),
    ),
    of=marks_of,
)
