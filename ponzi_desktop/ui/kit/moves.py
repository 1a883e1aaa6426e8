"""What a table's moves are made of, for every game: pieces picked up (`Payload`), places they are dropped
(`Target`), what a drop or a click means (`Result`), and the two protocols the kit relies on.

A game's `Moves` class answers for one view and the person looking at it: which drops and clicks make
which action, what lights up, and why a move is refused, in words for people. Drag and drop, clicks on the
table and the action panel's buttons all ask it, so the ways to play agree. The view protocol is what
every game's view has (engine/core.py documents it); the kit reads nothing else of a view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ponzi_desktop.engine.core import Action, Choice, Outcome


class GameView(Protocol):
    """What the kit reads of any game's view (each game's view has much more)."""

    @property
    def seat(self) -> int | None: ...  # whose view it is; None: a spectator's
    @property
    def round(self) -> int: ...
    @property
    def phase(self) -> str: ...  # the decision kind now
    @property
    def actor(self) -> int | None: ...  # who decides now; None once over
    @property
    def choices(self) -> Sequence[Choice]: ...  # the seat's legal options when it decides, else empty
    @property
    def outcome(self) -> Outcome | None: ...


@dataclass(frozen=True, slots=True)
class Payload:
    """What is being dragged or clicked: a per-game kind ("card", "tile", "share", ...) and which one."""

    kind: str
    value: Any


@dataclass(frozen=True, slots=True)
class Target:
    """Where it is dropped: a per-game kind ("area", "wheel", "market", ...) and which one."""

    kind: str
    value: Any = None


@dataclass(frozen=True, slots=True)
class Result:
    """What a drop or click meant: "submit" (`action`), "select" (`selection`, with `text` saying what next),
    "refuse" (`text`: why), "none", "click_empty", or a game's own kind (say, "offer": open a dialog)
    with its details in `data`."""

    kind: str
    action: Action | None = None
    selection: Any = None
    text: str = ""
    data: tuple = ()


NONE = Result("none")


def refuse(text: str) -> Result:
    return Result("refuse", text=text)


class Selection(Protocol):
    """A game's half-made move (the first click of two); immutable, comparable, `empty` when nothing."""

    @property
    def empty(self) -> bool: ...


class Moves(Protocol):
    """A game's move logic for one view and the person looking at it.

    `waiting` is None when that person may act now, else the sentence saying why not; `me` is their seat.
    A drop on a place where the piece does not go is refused with what that place is for (`purpose`), never
    with the phase's prompt again.
    """

    view: Any
    me: int | None
    waiting: str | None

    def drop(self, payload: Payload, target: Target | None, sel: Any) -> Result: ...
    def click(self, payload: Payload | None, target: Target | None, sel: Any) -> Result: ...
    def targets(self, payload: Payload, sel: Any) -> list[Target]: ...
    def draggable(self, payload: Payload) -> bool: ...
    def selection_lights(self, sel: Any) -> list[Target]: ...
    def selected(self, sel: Any) -> list[Payload]: ...
    def can_pass(self) -> bool: ...
    def purpose(self, target: Target) -> str: ...  # what a place is for: a drop where nothing goes says it
