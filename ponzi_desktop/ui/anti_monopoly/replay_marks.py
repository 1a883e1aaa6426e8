"""The moments of an Anti-Monopoly game a replay can jump to: a bankruptcy, a trade made, a player sent to
Prison or to the Price War, a card drawn (from the engine's events). Not the rolls: every turn has one, and
a tick for each made the timeline a solid band and Page Down stop at every turn."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.replay.marks import Found, MarkKind, ReplayMarks


def marks_of(events: Sequence[Event]) -> tuple[Found, ...]:
    found: list[Found] = []
    for e in events:
        who = (e.player,) if e.player is not None else ()
        if e.kind == "bankrupt":
            found.append(("bankrupt", who))
        elif e.kind == "traded":
            pair = (e.data.get("proposer"), e.data.get("target"))
            found.append(("trade", tuple(p for p in pair if isinstance(p, int) and p >= 0)))
        elif e.kind == "sent_to_jail":
            found.append(("prison" if e.data.get("where") == "prison" else "price_war", who))
        elif e.kind == "card_drawn":
            found.append(("card", who))
    return tuple(found)


MARKS = ReplayMarks(
    kinds=(
        MarkKind("bankrupt", QT_TRANSLATE_NOOP("ReplayMarks", "Bankruptcy"), "#b3261e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player goes bankrupt"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 goes bankrupt")),
        MarkKind("trade", QT_TRANSLATE_NOOP("ReplayMarks", "Trade"), "#7a4fa3",
                 QT_TRANSLATE_NOOP("ReplayMarks", "Two players make a trade"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 trades with %2")),
        MarkKind("prison", QT_TRANSLATE_NOOP("ReplayMarks", "Prison"), "#8a9bb8",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A Monopolist goes to Prison"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 goes to Prison")),
        MarkKind("price_war", QT_TRANSLATE_NOOP("ReplayMarks", "Price War"), "#4caf6e",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A Competitor goes to the Price War"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 goes to the Price War")),
        MarkKind("card", QT_TRANSLATE_NOOP("ReplayMarks", "Card"), "#e07b00",
                 QT_TRANSLATE_NOOP("ReplayMarks", "A player draws a card"),
                 QT_TRANSLATE_NOOP("ReplayMarks", "%1 draws a card")),
    ),
    of=marks_of,
)
