"""The animation queue every table uses: what happened between two views, played step by step.

A transition is a list of steps, one or a few per event, each built only when the previous one ends (so it
starts from where the pieces really are). A game's animator subclasses `Animator` and plans the steps: a
method `_on_<event kind>` per event kind returns step factories, which move, fade and glow pieces and keep
`disp` (the game's small copy of what the table shows between steps, made by `shown_of(view)`) in line.
The last word is always `sync(view)`, which puts every piece where the new view says. Snapping (a new state
while busy, a press of the mouse, a change of viewer) stops the running step, removes every flying copy and
syncs: an animation can end early but never leave the table wrong.

The queue is also the table's clock: `showing(tag, count, event)` says the board begins to show a transition's
`count`-th event, `shown(tag, count, event)` that it has shown it whole (its steps ended: the pawn arrived),
`presented(tag)` that it shows the whole transition (it ended, or was jumped over), and `idle` that it shows
the newest view: the log and the status line follow `shown`, so they tell what the board shows, event by
event, never what it is still about to show. A seat's numbers (its cash) are of that moment too: a step hands
their change to `settle`, which makes it when the event is told, with its log line, not as a piece sets off.
Nothing here blocks: it is all QVariantAnimation on the GUI thread's event loop.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.kit.pieces import PixmapFlyer, TableItem, TokenItem, discard, face_pixmap


class Animator(QObject):
    """Plays transitions one after another; `idle` is emitted when nothing is left to play."""

    idle = Signal()
    presented = Signal(object)  # the tag of the transition the board now shows whole (ended, or jumped over)
    showing = Signal(object, int, object)  # tag, how many of its events the board has begun to show, the event
    shown = Signal(object, int, object)  # tag, how many of its events the board has shown whole, the event

    def __init__(self, scene: Any, factor: Callable[[], float], sync: Callable[[Any], None],
                 pixel_scale: Callable[[], tuple[float, float]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.factor = factor
        self.sync = sync
        self.pixel_scale = pixel_scale
        self.queue: deque[tuple[list, Any, Any]] = deque()
        self.shown_view: Any = None
        self.target_view: Any = None
        self.target_tag: Any = None
        self.current: QAbstractAnimation | None = None
        self.steps: deque[Callable[[], QAbstractAnimation | None]] = deque()
        self.flyers: list[QGraphicsItem] = []
        self.disp: Any = None  # the game's copy of what is shown between steps (`shown_of`)
        self.settling: list[Callable[[], None]] = []  # changes the event being shown makes when it is told

    @property
    def busy(self) -> bool:
        return self.target_view is not None

    # ---- what a game's animator provides -------------------------------------------------------------
    def shown_of(self, view: Any) -> Any:
        """The game's mutable copy of what `view` shows, which steps change as they play (`disp`)."""
        return None

    def _plan(self, events: list) -> list[Callable[[], QAbstractAnimation | None]]:
        """The steps of a transition: by default, for each event, its mark (`mark`), the steps of
        `_on_<kind>(event)` if the game has one, and its end (`told`). A game's plan must mark and end every
        event it shows, in order."""
        steps: list[Callable[[], QAbstractAnimation | None]] = []
        for i, e in enumerate(events):
            steps.append(self.mark(i + 1, e))
            handler = getattr(self, "_on_" + e.kind, None)
            if handler is not None:
                steps += handler(e)
            steps.append(self.told(i + 1, e))
        return steps

    def mark(self, count: int, event: Any) -> Callable[[], None]:
        """A step that says the board begins to show the transition's `count`-th event (`showing`)."""
        def step() -> None:
            self.showing.emit(self.target_tag, count, event)

        return step

    def told(self, count: int, event: Any) -> Callable[[], None]:
        """A step that says the board has shown the transition's `count`-th event whole (`shown`): its pieces
        are where it put them, and the log and the status line may tell it."""
        def step() -> None:
            changes, self.settling = self.settling, []
            for change in changes:
                change()
            self.shown.emit(self.target_tag, count, event)

        return step

    def settle(self, change: Callable[[], None]) -> None:
        """Make `change` (to a seat's cash, say) when the event being shown is told, not now: the log line and
        the status line tell the event then, and a number on the board that changed before them showed a later
        moment than they do."""
        self.settling.append(change)

    # ---- the queue ------------------------------------------------------------------------------------
    def show(self, view: Any) -> None:
        """Show `view` now, dropping anything still playing or queued."""
        self._stop_current()
        self.queue.clear()
        self.target_view = self.target_tag = None
        self.shown_view = view
        self.sync(view)

    def push(self, events: list, view: Any, tag: Any = None) -> None:
        """Animate `events` (already filtered for the viewer) from what is shown to `view`; `tag` names the
        transition in `presented` (the table passes the action count)."""
        self.queue.append((events, view, tag))
        if self.factor() <= 0 or self.shown_view is None or not events:
            if not self.busy:
                self.snap()
            return
        if len(self.queue) > 2:  # falling behind (fast bots): show the latest state at once
            self.snap()
            return
        if not self.busy:
            self._next_transition()

    def stop(self) -> None:
        """Stop everything without showing anything (the table is closing)."""
        self._stop_current()
        self.queue.clear()
        self.target_view = self.target_tag = None

    def snap(self) -> None:
        """Jump to the end of everything: the latest view, every piece at rest."""
        latest, tag = (self.queue[-1][1], self.queue[-1][2]) if self.queue else (self.target_view, self.target_tag)
        jumped = bool(self.queue) or self.target_view is not None
        self._stop_current()
        self.queue.clear()
        self.target_view = self.target_tag = None
        if latest is not None:
            self.shown_view = latest
            self.sync(latest)
            if jumped:
                self.presented.emit(tag)
            self.idle.emit()

    def _stop_current(self) -> None:
        self.steps.clear()
        self.settling.clear()  # the sync that follows shows what they would have
        if self.current is not None:
            cur = self.current
            self.current = None
            cur.finished.disconnect(self._run_next_step)
            cur.stop()
            cur.deleteLater()
        for item in self.flyers:
            discard(item)
        self.flyers.clear()

    def _next_transition(self) -> None:
        if not self.queue:
            self.target_view = self.target_tag = None
            self.idle.emit()
            return
        events, view, tag = self.queue.popleft()
        self.target_view, self.target_tag = view, tag
        self.disp = self.shown_of(self.shown_view)
        self.steps.extend(self._plan(events))
        self._run_next_step()

    def _run_next_step(self) -> None:
        if self.current is not None:
            self.current.deleteLater()
            self.current = None
        while self.steps:
            anim = self.steps.popleft()()
            if anim is not None:
                self.current = anim
                anim.finished.connect(self._run_next_step)
                anim.start()
                return
        view, tag = self.target_view, self.target_tag
        for item in self.flyers:
            discard(item)
        self.flyers.clear()
        self.shown_view = view
        self.sync(view)
        self.presented.emit(tag)
        self._next_transition()

    # ---- building blocks ----------------------------------------------------------------------------
    def ms(self, base: int) -> int:
        return max(1, int(base * self.factor()))

    def _value_anim(self, duration: int, step: Callable[[float], None],
                    curve: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QVariantAnimation:
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(curve)
        anim.valueChanged.connect(step)
        return anim

    def flyer(self, item: TableItem, start: QPointF) -> PixmapFlyer:
        scale, ratio = self.pixel_scale()
        f = PixmapFlyer(face_pixmap(item, scale, ratio), scale)
        f.setPos(start)
        self.scene.addItem(f)
        self.flyers.append(f)
        return f

    def fly(self, item: TableItem, start: QPointF, end: QPointF, duration: int, end_scale: float = 1.0,
            fade_out: bool = False) -> QVariantAnimation:
        f = self.flyer(item, start)

        def step(t: float) -> None:
            f.setPos(start + (end - start) * t)
            f.setScale(1.0 + (end_scale - 1.0) * t)
            if fade_out:
                f.setOpacity(1.0 - 0.8 * t)

        anim = self._value_anim(duration, step)
        anim.finished.connect(lambda: self._drop(f))
        return anim

    def token(self, text: str, colour: QColor, start: QPointF, end: QPointF, duration: int) -> QVariantAnimation:
        tok = TokenItem(text, colour)
        tok.setPos(start)
        self.scene.addItem(tok)
        self.flyers.append(tok)

        def step(t: float) -> None:
            tok.setPos(start + (end - start) * t)
            tok.setOpacity(1.0 if t < 0.8 else (1.0 - t) * 5)

        anim = self._value_anim(duration, step, QEasingCurve.Type.InOutQuad)
        anim.finished.connect(lambda: self._drop(tok))
        return anim

    def _drop(self, item: QGraphicsItem) -> None:
        if item in self.flyers:
            self.flyers.remove(item)
        discard(item)

    def parallel(self, *anims: QAbstractAnimation | None, then: Callable[[], None] | None = None) -> QAbstractAnimation:
        group = QParallelAnimationGroup(self)  # owned here: it dies with the table, never outlives its pieces
        for a in anims:
            if a is not None:
                group.addAnimation(a)
        if then is not None:
            group.finished.connect(then)
        return group

    def pause(self, duration: int, then: Callable[[], None] | None = None) -> QAbstractAnimation:
        p = QPauseAnimation(self.ms(duration), self)
        if then is not None:
            p.finished.connect(then)
        return p
