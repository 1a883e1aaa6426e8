"""Mouse-driven drag and drop inside a table's scene, and the two-step click selection, for every game.

A press on a piece that can be dragged arms a drag; once the mouse travels past the platform's drag
distance a ghost (the piece's own face, half transparent) follows it and the legal targets glow. Releasing
asks `Moves` what the drop means. There is no QDrag and no nested event loop: everything happens in the
view's ordinary mouse events, so bots, animations and tests keep running, and synthetic QTest events
drive it exactly as a mouse does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from ponzi_desktop.ui.kit.moves import Moves, Payload, Result, Target
from ponzi_desktop.ui.kit.pieces import PixmapFlyer, TableItem, discard, face_pixmap


class DragScene(Protocol):
    """What the controller asks of a table's scene (`ui/kit/scene.py`'s `TableScene` has it all)."""

    def piece_at(self, pos: QPointF) -> tuple[TableItem | None, TableItem | None]: ...
    def ghost_face(self, payload: Payload, source: TableItem) -> TableItem: ...
    def set_lights(self, targets: list[Target], selected: list[Payload], viewer: int | None,
                   named: Sequence[Payload] = ()) -> None: ...


class DragController(QObject):
    """Turns presses, moves and releases on the view into results for the table to carry out.

    `moves_now()` gives the move logic for the latest view; `selection()` / `apply(result)` belong to the
    table, which owns the half-made move and submits actions.
    """

    def __init__(self, scene: QGraphicsScene, view: QGraphicsView, moves_now: Callable[[], Moves],
                 selection: Callable[[], Any], apply: Callable[[Result], None],
                 before_press: Callable[[], None]) -> None:
        super().__init__(view)
        self.scene = scene
        self.view = view
        self.moves_now = moves_now
        self.selection = selection
        self.apply = apply
        self.before_press = before_press
        self.source: TableItem | None = None
        self.payload: Payload | None = None
        self.press_target: Target | None = None
        self.press_pos = QPointF()
        self.press_view_pos = QPointF()
        self.ghost: PixmapFlyer | None = None
        self.targets: list[Target] = []

    @property
    def dragging(self) -> bool:
        return self.ghost is not None

    def press(self, view_pos: QPointF) -> None:
        self.before_press()  # finish any animation first: the press acts on the state as it is now
        pos = self.view.mapToScene(view_pos.toPoint())
        source, target = self.scene.piece_at(pos)
        self.source = source
        self.payload = source.payload if source is not None else None
        self.press_target = target.target if target is not None else None
        self.press_pos = pos
        self.press_view_pos = QPointF(view_pos)

    def move(self, view_pos: QPointF) -> None:
        if self.payload is None:
            return
        pos = self.view.mapToScene(view_pos.toPoint())
        if self.ghost is None:
            if (view_pos - self.press_view_pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not self.moves_now().draggable(self.payload):
                return
            self._start_ghost()
        self.ghost.setPos(pos)

    def _start_ghost(self) -> None:
        scale = max(0.5, self.view.transform().m11())
        ratio = self.view.devicePixelRatioF()
        face = self.scene.ghost_face(self.payload, self.source)  # e.g. one tile leaves a pile, not the pile
        self.ghost = PixmapFlyer(face_pixmap(face, scale, ratio), scale)
        self.ghost.setOpacity(0.85)
        self.scene.addItem(self.ghost)
        self.source.setOpacity(0.45)
        moves = self.moves_now()
        self.targets = moves.targets(self.payload, self.selection())
        self.scene.set_lights(self.targets, [self.payload], moves.me)

    def release(self, view_pos: QPointF) -> None:
        if self.payload is None and self.press_target is None:
            self._reset()
            self.apply(Result("click_empty"))
            return
        pos = self.view.mapToScene(view_pos.toPoint())
        moves = self.moves_now()
        if self.ghost is not None:
            _, target = self.scene.piece_at(pos)
            payload = self.payload
            self._reset()
            result = moves.drop(payload, target.target if target is not None else None, self.selection())
        else:
            payload, target = self.payload, self.press_target
            self._reset()
            result = moves.click(payload, target, self.selection())
        self.apply(result)

    def cancel(self) -> None:
        self._reset()
        self.apply(Result("none"))

    def _reset(self) -> None:
        if self.ghost is not None:
            discard(self.ghost)
            self.ghost = None
        if self.source is not None and self.source.scene() is not None:
            self.source.setOpacity(1.0)
        self.source = None
        self.payload = None
        self.press_target = None
        self.targets = []
