"""The moments a replay can jump to (a new round, a crash, a roll), as each game names them.

A game registers its marks (`GameUI.replay_marks`, "module:MARKS"): a `ReplayMarks` with the kinds it knows,
each with its words and colour, and a function that says which kinds one action's events make. The replay
asks it once per action when it is opened; the timeline draws a tick per marked action, in its kind's
colour (the first kind of `kinds` wins where an action has several).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event

#: The translation context of every game's mark words (QT_TRANSLATE_NOOP("ReplayMarks", ...)).
CONTEXT = "ReplayMarks"


@dataclass(frozen=True, slots=True)
class MarkKind:
    """One kind of moment: its id, its name (English, marked for translation in `CONTEXT`), a sentence for
    the tooltip, and its colour on the timeline ("#rrggbb")."""

    id: str
    words: str
    colour: str
    tip: str = ""

    def text(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.words)

    def tip_text(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.tip) if self.tip else self.text()


@dataclass(frozen=True)
class ReplayMarks:
    """A game's marks: its kinds, most telling first, and `of(events)`: the kinds one action's events make."""

    kinds: tuple[MarkKind, ...]
    of: Callable[[Sequence[Event]], tuple[str, ...]] = field(default=lambda events: ())

    def kind(self, kind_id: str) -> MarkKind | None:
        return next((k for k in self.kinds if k.id == kind_id), None)

    def ordered(self, found: Sequence[str]) -> tuple[str, ...]:
        """`found` in the order of `kinds`, each once (unknown ids left out)."""
        return tuple(k.id for k in self.kinds if k.id in found)


NO_MARKS = ReplayMarks(kinds=())


def marks_for(game: str) -> ReplayMarks:
    """The marks `game` registers (none for a game that registers none)."""
    from ponzi_desktop.ui.games import game_ui, load

    try:
        reference = game_ui(game).replay_marks
    except KeyError:
        reference = None
    return load(reference) if reference else NO_MARKS
