"""Nim's table: the kit's `BaseTable` with a scene of heaps, the moves, and the panel."""

from __future__ import annotations

from nim.engine import NimView
from nim.ui.action_panel import NimActionPanel
from nim.ui.moves import NimMoves, NimSelection
from nim.ui.scene import NimScene
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.kit.table import BaseTable


class NimTable(BaseTable[NimView, NimMoves, NimScene]):
    def make_scene(self, first: NimView) -> NimScene:
        return NimScene(len(first.heaps))

    def make_panel(self) -> NimActionPanel:
        return NimActionPanel(self)

    def make_moves(self, view: NimView, waiting: str | None) -> NimMoves:
        return NimMoves(view, waiting)

    def empty_selection(self) -> NimSelection:
        return NimSelection()

    def sync_scene(self, view: NimView, viewer: int | None) -> None:
        self.scene.set_heaps(view.heaps, self.tr("Heap %1: %2"), self.tr("Pile"))

    def show_status(self, view: NimView, text: str, viewer: int | None) -> None:
        self.scene.status.set_text(text)

    def phase_title(self, view: NimView) -> str:
        return self.tr("Take tokens")

    def prompt(self, view: NimView) -> str:
        return self.tr("Take one to three tokens from one heap: click a token, or drag it to the pile.")

    def hint_text(self, hint: Action, view: NimView) -> str:
        return hint.to_text()
