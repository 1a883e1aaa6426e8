"""Nim's buttons: for each heap, take 1, 2 or 3 (greyed, with the reason, when the heap has fewer)."""

from __future__ import annotations

from nim.engine import MAX_TAKE, Take
from nim.ui.moves import NimMoves, NimSelection
from ponzi_desktop.ui.kit.action_panel import ActionPanel


class NimActionPanel(ActionPanel):
    def fill(self, moves: NimMoves, sel: NimSelection) -> None:
        for heap in range(len(moves.view.heaps)):
            for count in range(1, MAX_TAKE + 1):
                action = Take(heap, count)
                ok = moves.legal(action)
                tip = (self.tr("Take %1 from heap %2") if ok else self.tr("Heap %2 has fewer than %1 tokens"))
                tip = tip.replace("%1", str(count)).replace("%2", str(heap + 1))
                b = self.button(f"{heap + 1}·{count}", tip, None, ok,
                                name=self.tr("Take %1 from heap %2").replace("%1", str(count))
                                .replace("%2", str(heap + 1)), commits=True)
                b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
