"""The moments a replay can jump to (a new round, a crash, a roll), as each game names them.

A game registers its marks (`GameUI.replay_marks`, "module:MARKS"): a `ReplayMarks` with the kinds it knows,
each with its words and colour, and a function that says which kinds one action's events make, and who they
concern where the events say (the seats, so that the tooltip says "Bob rolls", not "a player rolls"). The
replay asks it once per action when it is opened; the timeline draws a tick per marked action, in its kind's
colour (the first kind of `kinds` wins where an action has several).

Marks are the moments worth jumping to: a game marks what changes its course (a crash, a trade, a
bankruptcy), never what happens every turn (a roll), or the timeline is a solid band and Page Down stops
everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.games import game_ui, load

#: The translation context of every game's mark words (QT_TRANSLATE_NOOP("ReplayMarks", ...)).
CONTEXT = "ReplayMarks"


@dataclass(frozen=True, slots=True)
class MarkKind:
    """One kind of moment: its id, its name (English, marked for translation in `CONTEXT`), a sentence for
    the tooltip, its colour on the timeline ("#rrggbb"), and `named`: the sentence that names the players
    the events say it concerns (%1, and %2 for a second one), when they say."""

    id: str
    words: str
    colour: str
    tip: str = ""
    named: str = ""

    def text(self) -> str:
        return QCoreApplication.translate(CONTEXT, self.words)

    def tip_text(self, names: Sequence[str] = ()) -> str:
        """The sentence for the tooltip; with `names` (the players the moment concerns), the one naming them."""
        if names and self.named and len(names) >= self.named.count("%"):
            text = QCoreApplication.translate(CONTEXT, self.named)
            for i, name in enumerate(names[:2], start=1):
                text = text.replace(f"%{i}", name)
            return text
        return QCoreApplication.translate(CONTEXT, self.tip) if self.tip else self.text()


#: What a game's `of(events)` gives for one kind: its id, or its id and the seats it concerns.
Found = str | tuple[str, tuple[int, ...]]


@dataclass(frozen=True)
class ReplayMarks:
    """A game's marks: its kinds, most telling first, and `of(events)`: the kinds one action's events make
    (each an id, or an id and the seats it concerns)."""

    kinds: tuple[MarkKind, ...]
    of: Callable[[Sequence[Event]], Sequence[Found]] = field(default=lambda events: ())

    def kind(self, kind_id: str) -> MarkKind | None:
        return next((k for k in self.kinds if k.id == kind_id), None)

    def ordered(self, found: Sequence[Found]) -> tuple[str, ...]:
        """The ids of `found` in the order of `kinds`, each once (unknown ids left out)."""
        return tuple(kind for kind, _who in self.read(found))

    def read(self, found: Sequence[Found]) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """`found` in the order of `kinds`, each kind once with every seat it concerns (in their order)."""
        who: dict[str, list[int]] = {}
        for item in found:
            kind, seats = (item, ()) if isinstance(item, str) else item
            known = who.setdefault(kind, [])
            known += [s for s in seats if s not in known]
        return tuple((k.id, tuple(who[k.id])) for k in self.kinds if k.id in who)


NO_MARKS = ReplayMarks(kinds=())


def marks_for(game: str) -> ReplayMarks:
    """The marks `game` registers (none for a game that registers none)."""
    try:
        reference = game_ui(game).replay_marks
    except KeyError:
        reference = None
    return load(reference) if reference else NO_MARKS
