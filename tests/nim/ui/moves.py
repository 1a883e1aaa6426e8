"""What a click, a drag or a button means at Nim's table, and why a move is refused, in words."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from nim.engine import MAX_TAKE, NimView, Take
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.kit.moves import NONE, Payload, Result, Target, refuse


def tr(text: str) -> str:
    return QCoreApplication.translate("NimMoves", text)


@dataclass(frozen=True)
class NimSelection:
    """Nim has no half-made moves: a token taken is a whole move."""

    @property
    def empty(self) -> bool:
        return True


class NimMoves:
    def __init__(self, view: NimView, waiting: str | None) -> None:
        self.view = view
        self.me = view.seat
        self.waiting = waiting
        self.phase = view.phase

    def action_for(self, payload: Payload) -> Take:
        heap, index = payload.value
        return Take(heap, self.view.heaps[heap] - index)

    def legal(self, action: Action) -> bool:
        return self.waiting is None and any(c.admits(action) for c in self.view.choices)

    def why_not(self, payload: Payload) -> str | None:
        if self.waiting is not None:
            return self.waiting
        if self.action_for(payload).count > MAX_TAKE:
            return tr("You may take at most three tokens: pick one of the last three of a heap.")
        return None

    def drop(self, payload: Payload, target: Target | None, sel: NimSelection) -> Result:
        if target is None or target.kind != "pile":
            return refuse(self.purpose(target)) if target is not None else NONE
        return self.click(payload, None, sel)

    def click(self, payload: Payload | None, target: Target | None, sel: NimSelection) -> Result:
        if payload is None or payload.kind != "token":
            return Result("click_empty") if target is None else refuse(self.purpose(target))
        reason = self.why_not(payload)
        if reason is not None:
            return refuse(reason)
        return Result("submit", action=self.action_for(payload))

    def targets(self, payload: Payload, sel: NimSelection) -> list[Target]:
        return [Target("pile")] if self.draggable(payload) else []

    def draggable(self, payload: Payload) -> bool:
        return payload.kind == "token" and self.why_not(payload) is None

    def selection_lights(self, sel: NimSelection) -> list[Target]:
        return []

    def selected(self, sel: NimSelection) -> list[Payload]:
        return []

    def can_pass(self) -> bool:
        return False

    def purpose(self, target: Target) -> str:
        return tr("The pile: drop the tokens you take here.")
