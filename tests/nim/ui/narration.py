"""Nim's log: who took how many from which heap, and who took the last token."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.kit.narration import NORMAL, RESULT, Names, fill


def _tr(text: str) -> str:
    return QCoreApplication.translate("NimLog", text)


def narrate(event: Event, names: Sequence[str], viewer: int | None = None) -> str:
    who = Names(names, viewer, _tr("Someone"))
    d = event.data
    if event.kind == "took":
        return fill(_tr("%1 takes %2 from heap %3 (%4 left)"), who(event.player), str(d["count"]),
                    str(d["heap"] + 1), str(d["left"]))
    if event.kind == "game_won":
        return fill(_tr("%1 takes the last token and wins"), who(event.player))
    return event.kind.replace("_", " ")


def style(event: Event) -> str:
    return RESULT if event.kind == "game_won" else NORMAL


def opening_events(view: object) -> list[Event]:
    return []
