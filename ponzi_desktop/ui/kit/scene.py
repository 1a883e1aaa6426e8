"""The scene every table draws on: finding the piece under the mouse, lighting legal targets, selected pieces,
a hinted move and what a log entry refers to, and listing every word drawn (tests check nothing private shows).

A game's scene subclasses `TableScene`, lays out its pieces in scene units and says which pieces stand for a
`Target` (`target_items`), a `Payload` (`payload_item`) and an event (`event_items`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem


class TableScene(QGraphicsScene):
    """The base of every game's scene: `w` x `h` scene units, lights, hover and hint glows."""

    def __init__(self, w: float, h: float, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, w, h))
        #: The room the table asks the window for (its widest layout: `TableView.legible_width`); a scene that
        #: follows its view's shape (`suit_view`) may lay itself out narrower, never wider.
        self.full_size = (w, h)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # few items, many of them moving
        self.lights: list[TableItem] = []
        self.hovered: list[TableItem] = []
        self.hinted: list[TableItem] = []  # the pieces of the move a hint suggests
        self._last_lights: tuple = ([], [], None)

    # ---- what a game's scene says -----------------------------------------------------------------------
    def suit_view(self, width: float, height: float) -> None:
        """Lay the scene out for a view `width` x `height` pixels, before the view scales it to fit: a scene
        whose parts can stand closer (a column of seats beside a square board) narrows its rect where the
        view is taller than the full layout's shape, so that the board takes the height it is given. By
        default a scene keeps its one layout."""

    def card_shown(self) -> bool:
        """Whether the scene shows a card of its own for the piece under the mouse (a deed, shown big): then
        no plain tooltip opens beside it (one popup at a time; kit/rule_tips.py asks)."""
        return False

    def target_items(self, target: Target) -> list[TableItem]:
        """The pieces that stand for a drop target (they glow while it is legal)."""
        return []

    def payload_item(self, payload: Payload, viewer: int | None) -> TableItem | None:
        """The piece a payload is picked up from (it glows while selected)."""
        return None

    def event_items(self, event: Any) -> list[TableItem]:
        """The pieces an event concerns (they glow while its log entry is under the mouse)."""
        return []

    def ghost_face(self, payload: Payload, source: TableItem) -> TableItem:
        """The piece whose face follows the mouse in a drag (by default the piece pressed)."""
        return source

    def light_extras(self, targets: list[Target], selected: list[Payload]) -> None:
        """Anything else a game lights with its targets (say, the rows of a board)."""

    def banners(self) -> list[tuple[Any, list]]:
        """Per seat, its banner's `BannerLook` and the inks written on it now (tests check the contrast)."""
        return []

    # ---- what is where ----------------------------------------------------------------------------------
    def piece_at(self, pos: QPointF) -> tuple[TableItem | None, TableItem | None]:
        """The topmost drag source and the topmost drop target under `pos` (either may be None)."""
        source = target = None
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if not isinstance(item, TableItem) or not item.isVisible():
                continue
            if not item.rect.contains(item.mapFromScene(pos)):
                continue  # inside the glow margin only
            if source is None and item.payload is not None:
                source = item
            if target is None and item.target is not None:
                target = item
            if source is not None and target is not None:
                break
        return source, target

    # ---- lights ---------------------------------------------------------------------------------------
    def set_lights(self, targets: list[Target], selected: list[Payload], viewer: int | None,
                   named: Sequence[Payload] = ()) -> None:
        """Glow the legal targets and the selected pieces (and what a hint or a hovered log entry names); `named`:
        the pieces the prompt names, while nothing is picked up."""
        wanted: dict[int, tuple[TableItem, str]] = {}
        for p in named:
            item = self.payload_item(p, viewer)
            if item is not None:
                wanted[id(item)] = (item, "prompt")
        for t in targets:
            for item in self.target_items(t):
                wanted[id(item)] = (item, "target")
        for p in selected:
            item = self.payload_item(p, viewer)
            if item is not None:
                wanted[id(item)] = (item, "selected")
        for item in self.lights:
            if id(item) not in wanted and item.scene() is self:
                item.set_glow(None)
        for item, kind in wanted.values():
            item.set_glow(kind)
        self.lights = [item for item, _ in wanted.values()]
        self.light_extras(targets, selected)
        self._last_lights = (targets, selected, viewer, tuple(named))
        for item in self.hinted:
            if item.scene() is self:
                item.set_glow("hint")
        for item in self.hovered:
            if item.scene() is self:
                item.set_glow("hover")

    def set_hover(self, event: Any) -> None:
        """Glow what an event (a log entry under the mouse) refers to; None clears it."""
        for item in self.hovered:
            if item.scene() is self:
                item.set_glow(None)
        self.hovered = [] if event is None else self.event_items(event)
        self.set_lights(*self._last_lights)

    def set_hint(self, items: list[TableItem]) -> None:
        """Glow the pieces of a hinted move (an empty list clears them)."""
        if items == self.hinted:
            return  # the table refreshes often; the lights are redone only when the hint changes
        for item in self.hinted:
            if item.scene() is self:
                item.set_glow(None)
        self.hinted = list(items)
        self.set_lights(*self._last_lights)

    # ---- words --------------------------------------------------------------------------------------------
    def all_texts(self) -> list[str]:
        """Every word and number drawn on the table, with tooltips (tests check nothing private shows)."""
        out = []
        for item in self.items():
            if not item.isVisible():
                continue
            texts = getattr(item, "visible_texts", None)
            if texts is not None:
                out += texts()
            if isinstance(item, QGraphicsItem) and item.toolTip():
                out.append(item.toolTip())
        return out
