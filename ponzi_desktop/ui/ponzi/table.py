"""The Ponzi Scheme table widget: the scene in a scaling view, the action panel, and the wiring to the session.

The table renders only `session.view()` (the viewer's view, a spectator's during a hand-off), animates the
session's events after passing each through `Event.for_seat(viewer)`, and plays only through
`session.submit`. Drags, clicks on the table and the panel's buttons all go through `Moves`, so they agree
on what is legal and on the words used to refuse.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QVBoxLayout, QWidget

from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import COUNTER
from ponzi_desktop.ui.labels import PONZI_PHASES, REFUSALS, label
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.action_panel import ActionPanel
from ponzi_desktop.ui.ponzi.animations import Animator
from ponzi_desktop.ui.ponzi.dragging import DragController
from ponzi_desktop.ui.ponzi.envelope import AnswerDialog, OfferDialog
from ponzi_desktop.ui.ponzi.hint import hint_items, hint_text
from ponzi_desktop.ui.ponzi.moves import Moves, Payload, Result, Selection
from ponzi_desktop.ui.ponzi.scene import SeatLook, TableScene
from ponzi_desktop.ui.ponzi.style import number
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import AppSettings

translate = QCoreApplication.translate


class TableView(QGraphicsView):
    """Shows the whole scene scaled to fit (aspect kept) on a felt that fills any spare room."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.controller: DragController | None = None
        self.escape = None
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(320, 180)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 - Qt override
        scene = self.sceneRect()
        grad = QRadialGradient(scene.center(), scene.width() * 0.75)
        grad.setColorAt(0.0, style.FELT.lighter(112))
        grad.setColorAt(0.7, style.FELT)
        grad.setColorAt(1.0, style.FELT_DARK)
        painter.fillRect(rect, QBrush(grad))
        weave = QBrush(QColor(255, 255, 255, 10), Qt.BrushStyle.Dense6Pattern)  # the felt's weave
        painter.fillRect(rect, weave)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.controller is not None:
            self.controller.press(event.position())
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.controller is not None and self.controller.payload is not None:
            self.controller.move(event.position())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.controller is not None:
            self.controller.release(event.position())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape and self.escape is not None:
            self.escape()
            event.accept()
            return
        super().keyPressEvent(event)


class PonziTable(QWidget):
    """The complete Ponzi Scheme table for one session."""

    status_message = Signal(str)

    def __init__(self, session: GameSession, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Every piece caches its painting at device resolution; a full-HD table holds about 30 MB of such
        # pixmaps. Qt's default 10 MB cache would evict them on every frame (a repaint then costs 60 ms
        # instead of 4), so give the cache room for them.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 128 * 1024))
        self.session = session
        self.settings = settings
        first = session.view()
        self.names = [s.name for s in session.seats]
        looks = [SeatLook(s.name, style.seat_colour(s.colour, i), s.kind == "bot")
                 for i, s in enumerate(session.seats)]
        self.scene = TableScene(first.industries, looks, first.settings.variant == "advanced", self)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.tr("Ponzi Scheme table"))
        self.panel = ActionPanel(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.selection = Selection()
        self.offer_dialog: OfferDialog | None = None
        self.answer_dialog: AnswerDialog | None = None
        self._answer_shown_at: int | None = None
        self._pending: list = []
        self.animator = Animator(self.scene, lambda: self.settings.animation_factor, self._sync_scene,
                                 self._pixel_scale, self)
        self.drag = DragController(self.scene, self.view, self.moves, lambda: self.selection, self.apply_result,
                                   self.animator.snap)
        self.view.controller = self.drag
        self.animator.idle.connect(self._refresh_controls)
        self.view.escape = self.clear_selection
        self.panel.payload_clicked.connect(self._panel_click)
        self.panel.submit_requested.connect(self.submit)
        self.panel.offer_requested.connect(self.open_offer)
        self.panel.answer_requested.connect(self.open_answer)
        self.panel.clear_requested.connect(self.clear_selection)
        self.panel.hint_requested.connect(self.request_hint)
        session.events_happened.connect(self._on_events)
        session.state_changed.connect(self._on_state)
        session.viewer_changed.connect(self._on_viewer)
        session.bot_thinking_changed.connect(self._on_thinking)
        session.hint_changed.connect(self._show_hint)
        self.animator.show(first)
        self._refresh_controls()

    # ---- reading the session --------------------------------------------------------------------------
    def waiting_reason(self, view) -> str | None:
        """None when the person looking may move now, else why not (a sentence)."""
        s = self.session
        if s.handoff_pending is not None:
            return label(REFUSALS, "waiting_for_handoff")
        if s.is_over:
            return label(REFUSALS, "game_over")
        if s.viewer is None:
            return self.tr("You are watching: only a seated player can move.")
        if not s.my_turn():
            if view.actor is not None:
                return self.tr("It is not your turn: %1 is deciding.").replace("%1", self.names[view.actor])
            return label(REFUSALS, "not_your_turn")
        return None

    def moves(self) -> Moves:
        view = self.session.view()
        return Moves(view, self.names, self.waiting_reason(view))

    def status_text(self, view) -> str:
        s = self.session
        if view.outcome is not None:
            winners = view.outcome.winners
            if not winners:
                return self.tr("Game over: nobody wins.")
            if len(winners) == 1:
                return self.tr("Game over: %1 wins.").replace("%1", self.names[winners[0]])
            return self.tr("Game over: a shared win.")
        if view.actor is None:
            return ""
        if s.bot_thinking == view.actor:
            return self.tr("%1 is thinking…").replace("%1", self.names[view.actor])
        if view.actor == s.viewer and s.my_turn():
            return self.tr("Your turn, %1.").replace("%1", self.names[view.actor])
        return self.tr("%1 is deciding.").replace("%1", self.names[view.actor])

    def _pixel_scale(self) -> tuple[float, float]:
        return max(0.4, self.view.transform().m11()), self.view.devicePixelRatioF()

    # ---- session signals ------------------------------------------------------------------------------
    def _on_events(self, events: list) -> None:
        seat = self.session.viewer
        for e in events:
            seen = e.for_seat(seat)
            if seen is not None:
                self._pending.append(seen)

    def _on_state(self) -> None:
        events, self._pending = self._pending, []
        self.selection = Selection()
        self._close_stale_dialogs()
        self.animator.push(events, self.session.view())
        self._refresh_controls()

    def _on_viewer(self, _seat) -> None:
        # a different person (or nobody) now looks: nothing of the last viewer's may stay on screen
        self._pending = []
        self.selection = Selection()
        self._close_dialogs()
        self.animator.show(self.session.view())
        self._refresh_controls()

    def _on_thinking(self, _seat) -> None:
        view = self.session.view()
        shown = self.animator.shown_view if self.animator.busy else view
        self.scene.show_thinking(shown.actor, self.session.bot_thinking, self.session.viewer)
        if not self.animator.busy:
            self.scene.piles.status.set_text(self.status_text(view))
        self._refresh_controls()

    def _sync_scene(self, view) -> None:
        self.scene.sync(view, self.session.viewer, view.actor, self.session.bot_thinking, self.status_text(view))
        self.view.setAccessibleDescription(self.status_text(view))
        self._update_lights()

    # ---- controls -------------------------------------------------------------------------------------
    def _refresh_controls(self) -> None:
        view = self.session.view()
        moves = Moves(view, self.names, self.waiting_reason(view))
        if moves.waiting is not None:
            # while the table still plays out what happened, do not tell its end before it is shown
            shown = self.animator.shown_view if self.animator.busy and self.animator.shown_view else view
            title = (label(PONZI_PHASES, "over") if shown.outcome is not None else
                     self.tr("Round %1 · %2").replace("%1", number(shown.round)).replace(
                         "%2", label(PONZI_PHASES, shown.phase)))
            text = self.status_text(shown) if self.session.viewer is not None or shown.outcome else moves.waiting
            self.panel.show_waiting(title, text)
        else:
            self.panel.show_moves(moves, self.selection, self.names, view.round)
        self._show_hint()
        self._update_lights()
        if (view.phase == "answer" and self.session.my_turn() and view.offer is not None
                and self._answer_shown_at != self.session.action_count and self.answer_dialog is None):
            self.open_answer()

    def _update_lights(self) -> None:
        if self.drag.dragging:
            return
        moves = self.moves()
        sel = self.selection
        targets = moves.selection_lights(sel) if moves.waiting is None else []
        selected = []
        rows: set[int] = set()
        if sel.industry is not None:
            selected.append(Payload("supply", sel.industry))
            rows.add(moves.row_for(sel.industry))
        if sel.card is not None:
            selected.append(Payload("card", sel.card))
        if sel.tile is not None:
            selected.append(Payload("tile", sel.tile))
        if sel.luxury is not None:
            selected.append(Payload("luxury", sel.luxury))
        self.scene.set_lights(targets, selected, self.session.viewer, rows)

    # ---- hints ------------------------------------------------------------------------------------------
    def request_hint(self) -> None:
        if not self.session.request_hint():
            self.status_message.emit(self.tr("A hint is for your own turn."))

    def _show_hint(self) -> None:
        """The hint button's state, and a hint that has arrived: its sentence and its pieces lit on the table."""
        s = self.session
        hint = s.hint
        text = hint_text(hint, s.view().phase, self.names) if hint is not None else None
        self.panel.show_hint(s.can_hint(), s.hint_pending, text)
        if self.answer_dialog is not None:
            self.answer_dialog.show_hint(s.hint_pending, hint)
        self.scene.set_hint(hint_items(self.scene, hint, s.viewer) if hint is not None else [])

    def clear_selection(self) -> None:
        if not self.selection.empty:
            self.selection = Selection()
            self._refresh_controls()

    def _panel_click(self, payload: Payload) -> None:
        self.apply_result(self.moves().click(payload, None, self.selection))

    def apply_result(self, result: Result) -> None:
        """Carry out what a drop or a click meant."""
        if result.kind == "submit":
            self.submit(result.action)
            return
        if result.kind == "select":
            self.selection = result.selection or Selection()
            if result.text:
                self.status_message.emit(result.text)
        elif result.kind == "offer":
            self.open_offer(result.seat, result.industry)
        elif result.kind == "refuse":
            self.status_message.emit(result.text)
        elif result.kind == "click_empty":
            self.selection = Selection()
        self._refresh_controls()

    def submit(self, action: Action) -> bool:
        self.selection = Selection()
        self.animator.snap()
        ok = self.session.submit(action)
        if not ok:
            self._refresh_controls()
        return ok

    # ---- the envelope ---------------------------------------------------------------------------------
    def open_offer(self, seat: int, industry: str) -> None:
        moves = self.moves()
        choice = moves.offer_choice(seat, industry)
        if choice is None:
            self.status_message.emit(moves.waiting or moves.why_not_offer(seat, industry))
            return
        self._close_dialogs()
        dlg = OfferDialog(seat, self.names[seat], industry, choice.lo, choice.hi, self)
        self.offer_dialog = dlg

        def sealed() -> None:
            self.submit(choice.with_value(dlg.amount()))

        dlg.accepted.connect(sealed)
        dlg.finished.connect(lambda _r: self._forget(dlg))
        dlg.open()

    def open_answer(self) -> None:
        view = self.session.view()
        if view.phase != "answer" or view.offer is None or not self.session.my_turn() or view.offer[3] is None:
            return
        if self.answer_dialog is not None:
            self.answer_dialog.raise_()
            return
        offerer, _target, industry, amount = view.offer
        can_counter = any(c.action == COUNTER for c in view.choices)
        dlg = AnswerDialog(self.names[offerer], industry, amount, can_counter, view.my_cash, self)
        self.answer_dialog = dlg
        self._answer_shown_at = self.session.action_count
        dlg.answered.connect(self.submit)
        dlg.hint_requested.connect(self.request_hint)
        dlg.finished.connect(lambda _r: self._forget(dlg))
        dlg.open()

    def _forget(self, dlg) -> None:
        if dlg is self.offer_dialog:
            self.offer_dialog = None
        if dlg is self.answer_dialog:
            self.answer_dialog = None
        dlg.deleteLater()

    def _close_stale_dialogs(self) -> None:
        """An envelope open for a decision that has gone (undo, a load, a move made elsewhere) closes."""
        view = self.session.view()
        mine = self.session.my_turn()
        if self.answer_dialog is not None and not (mine and view.phase == "answer"):
            self.answer_dialog.reject()
        if self.offer_dialog is not None and not (mine and view.phase == "trade"):
            self.offer_dialog.reject()

    def _close_dialogs(self) -> None:
        for dlg in (self.offer_dialog, self.answer_dialog):
            if dlg is not None:
                dlg.reject()
        self.offer_dialog = self.answer_dialog = None

    def highlight_event(self, event) -> None:
        """Light up what a log entry refers to (connect the log's `entry_hovered`); None clears it.

        Only public keys of the event are used (players, cards, industries), never an amount.
        """
        self.scene.set_hover(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.animator.stop()
        self._close_dialogs()
        super().closeEvent(event)

    # ---- for tests and tools --------------------------------------------------------------------------
    def scene_pos_of(self, item) -> QPointF:
        """Viewport position of an item's centre (tests drive the mouse with it)."""
        return QPointF(self.view.mapFromScene(item.scenePos()))

    def visible_texts(self) -> list[str]:
        return self.scene.all_texts()
