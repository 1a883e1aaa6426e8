"""The table every game is played on: its scene in a scaling view, the action panel under it, and the wiring
to the session, generic over a game's view, moves and scene.

The table renders only `session.view()` (the viewer's view, a spectator's during a hand-off), animates the
session's events after passing each through `Event.for_seat(viewer)`, and plays only through
`session.submit`. Drags, clicks on the table and the panel's buttons all go through the game's `Moves`, so
they agree on what is legal and on the words used to refuse. The animation queue is the table's clock:
the status line, the prompt and the log (through `presented`) tell the moment the board shows, never a later
one. A game's table subclasses `BaseTable` and fills its hooks (`kit.table_hooks`); where the keyboard goes when a
turn begins is `kit.turn_focus`'s.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QKeySequence, QPainter, QPixmapCache, QResizeEvent, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QVBoxLayout, QWidget

from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.formatting import player_names
from ponzi_desktop.ui.kit.action_panel import ActionPanel, panel_scale
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.dragging import DragController
from ponzi_desktop.ui.kit.labels import REFUSALS, label
from ponzi_desktop.ui.kit.moves import Result
from ponzi_desktop.ui.kit.narration import last_entry, telling, told, unchosen
from ponzi_desktop.ui.kit.on_table import OnTable
from ponzi_desktop.ui.kit.ports import TableSession, TableSettings
from ponzi_desktop.ui.kit.table_hooks import M, S, TableHooks, V
from ponzi_desktop.ui.kit.turn_focus import TurnFocus, keyboard_here
from ponzi_desktop.ui.kit.view import TableView


class BaseTable(QWidget, TableHooks[V, M, S]):
    """A game's table for one session. Signals: `status_message` (every sentence the table says to the player
    outside its status line: a refusal, why a move cannot be made now), `notice_requested` (those of them the
    table does not show itself, for the window's notice) and `presented` (how many of the session's actions
    the board shows now: the log follows it)."""

    status_message = Signal(str)
    notice_requested = Signal(str)  # a sentence for the window's notice: one the table's own lines do not show
    presented = Signal(int)
    showing = Signal(int, int)  # an action, and how many of its events the board has shown (the log follows)
    scores_requested = Signal()  # the panel's Scores button, once the game is over
    hand_over_requested = Signal()  # the panel's Hand Over button, while a hand-off is held: cover now
    refused = Signal(str)  # a drop or click the game's moves refused (the sentence, shown in the panel too)
    dialog_opening = Signal(object)  # a game's dialog, about to open (a lesson's coach writes its note in it)

    def __init__(self, session: TableSession, settings: TableSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status_message.connect(self._to_notice)  # said once: in the table's lines, else in a notice
        # Every piece caches its painting at device resolution; a full-HD table holds about 30 MB of such
        # pixmaps. Qt's default 10 MB cache would evict them on every frame (a repaint then costs 60 ms
        # instead of 4), so give the cache room for them.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 128 * 1024))
        self.session = session
        self.settings = settings
        self.names = player_names(session.seats)  # as the screen shows them: isolated
        first: V = session.view()
        self.scene: S = self.make_scene(first)
        self.view = TableView(self.scene, self)
        self.panel: ActionPanel = self.make_panel()
        # the headings depend on the game's settings alone: the first view's serve (no view made at each resize)
        self.panel.words.headings = lambda: self.heading_samples(first)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.selection: Any = self.empty_selection()
        # what to do next with a half-made move: (the selection, the sentence), the panel's prompt while it lasts
        self._next_step: tuple[Any, str] | None = None
        self.turn_focus = TurnFocus(self)  # where the keyboard goes when a turn begins
        self.dialogs: list[QDialog] = []  # the game's dialogs now open (closed when they go stale)
        self._pending: list = []
        self._refreshes = 0  # how many times the panel was refreshed (`_on_state` refreshes it once a state)
        self.animator: Animator = self.make_animator()
        self.animator.presented.connect(self._presented)
        self.animator.showing.connect(self._showing)
        self.animator.shown.connect(self._shown)
        self._narrator = session.narrator
        self._narrate = self._narrator.narrate
        self._tellings: dict[Any, list] = {}  # per transition being shown: its events as the log tells them
        # the log's last entry as told after action `[0]` (a new action may continue it): none yet
        self._told_last: tuple[int, Any] = (-1, None)
        self._news: str | None = None  # the event the board is showing now, in words (None: at rest)
        self._news_phase: str | None = None  # the phase that event belongs to (None: the shown view's)
        self._news_round: int | None = None  # the round a turn or round being shown starts (None: the view's)
        self.shown_event: Any = None  # the event the board is showing now (None: at rest)
        self.drag = DragController(self.scene, self.view, self.moves, lambda: self.selection, self.apply_result,
                                   self.animator.snap)
        self.view.controller = self.drag
        self.view.escape = self.clear_selection
        # Esc forgets a half-made move wherever the keyboard is on the table (the panel's buttons too)
        self.escape_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.escape_shortcut.activated.connect(self._escape)
        self.animator.idle.connect(self._sync_status)  # the last move's words give way to the moment's
        self.animator.idle.connect(self._refresh_controls)
        self.panel.payload_clicked.connect(self._panel_click)
        self.panel.submit_requested.connect(self.submit)
        self.panel.pass_requested.connect(self.pass_turn)
        self.panel.clear_requested.connect(self.clear_selection)
        self.panel.hint_requested.connect(self.request_hint)
        self.panel.undo_requested.connect(self.undo)
        self.panel.scores_requested.connect(self.scores_requested)
        self.panel.hand_over_requested.connect(self.hand_over_requested)
        self.panel.asked.connect(self.on_asked)
        session.events_happened.connect(self._on_events)
        session.state_changed.connect(self._on_state)
        session.viewer_changed.connect(self._on_viewer)
        session.bot_thinking_changed.connect(self._on_thinking)
        session.handoff_requested.connect(self._on_thinking)  # the words say whom Hand Over is for
        session.hint_changed.connect(self._show_hint)
        session.held_changed.connect(self._on_thinking)  # the board says who plays next, not who decides
        self.animator.show(first)
        self._refresh_controls()

    # ---- the parts a game's table may make its own ------------------------------------------------------
    def make_panel(self) -> ActionPanel:
        return ActionPanel(self)

    def make_animator(self) -> Animator:
        return Animator(self.scene, lambda: self.settings.animation_factor, self._sync_scene, self._pixel_scale,
                        self)

    def shown_phase(self, view: V) -> str:
        """The phase the board shows: that of the event being shown, else the one `view` is in."""
        return self._news_phase if self.animator.busy and self._news_phase else view.phase

    def shown_round(self, view: V) -> int | None:
        """The round the board shows (`view` being the one it shows): the new one as soon as the start of its
        turn or round is being shown, as the log heads it. The heading says it, and a replay's bar with it."""
        if self.animator.busy and self._news_round is not None:
            return self._news_round
        return self.round_of(view)

    # ---- reading the session --------------------------------------------------------------------------
    def handing_to(self) -> int | None:
        """The seat the screen goes to next while a hand-off is held (the mover still looks): nobody decides
        then, and that seat is shown as the next one. None otherwise."""
        s = self.session
        return s.handoff_pending if s.handoff_held else None

    def waiting_reason(self, view: V) -> str | None:
        """None when the person looking may move now, else why not (a sentence)."""
        s = self.session
        if s.replaying:
            return label(REFUSALS, "replay")
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

    def held_words(self) -> str | None:
        """Why the table does not go on (a lesson's note waits for Next), in words: the person to move may not
        move yet, and no other seat moves; None when nothing holds the table."""
        code = self.session.held_reason()
        return label(REFUSALS, code) if code is not None else None

    def moves(self) -> M:
        view = self.session.view()
        return self.make_moves(view, self.waiting_reason(view))

    def shown_view(self) -> V:
        """The view the board shows now (an older one while an animation still plays)."""
        if self.animator.busy and self.animator.shown_view is not None:
            return self.animator.shown_view
        return self.session.view()

    def board_text(self, view: V, latest: bool = True) -> str:
        """The status line on the board: `status_text`, but in the moment before a hot-seat hand-off, whose
        sentence ("press Hand Over for …") the panel's prompt says beside its Hand Over button. Said on the
        board too, it was read twice at once: the board says who plays next."""
        s = self.session
        if latest and s.handoff_pending is not None and s.viewer is not None and view.outcome is None \
                and not (self.animator.busy and self._news):
            return self.tr("%1 plays next.").replace("%1", self.names[s.handoff_pending])
        return self.status_text(view, latest)

    def status_text(self, view: V, latest: bool = True) -> str:
        """The status line for `view`: whose turn, who is thinking, or how the game ended; while the board
        shows a move, the move. `latest`: whether `view` is the newest (a bot's thinking is only said of the
        position it thinks about)."""
        if self.animator.busy and self._news:
            return self._news
        s = self.session
        if latest and s.handoff_pending is not None and s.viewer is not None and view.outcome is None:
            # the one who just moved still looks at their table, a moment before the cover comes
            return self.tr("Your move is made: press Hand Over for %1.").replace(
                "%1", self.names[s.handoff_pending])
        if view.outcome is not None:  # under the heading "Game over": who won, not "game over" again
            winners = view.outcome.winners
            if not winners:
                return self.tr("Nobody wins.")
            if len(winners) == 1:
                if winners[0] == s.viewer:
                    return self.tr("You win!")
                return self.tr("%1 wins.").replace("%1", self.names[winners[0]])
            if s.viewer in winners:
                return self.tr("You share the win.")
            return self.tr("A shared win.")
        if view.actor is None:
            return ""
        if s.bot_thinking == view.actor and latest:
            return self.tr("%1 is thinking…").replace("%1", self.names[view.actor])
        # the person's turn, or the moment before their own move that the board still plays out: their turn
        # then too, not somebody's deciding
        if view.actor == s.viewer and (s.my_turn() or (not latest and not s.replaying and s.viewer is not None)):
            return self.tr("Your turn, %1.").replace("%1", self.names[view.actor])
        # nobody decides in a replay, nor while a lesson's note holds the table: the next move shown is theirs
        # ("you": through their eyes)
        if s.replaying or (latest and s.held_reason() is not None):
            if view.actor == s.viewer:
                return self.tr("You play next.")
            return self.tr("%1 plays next.").replace("%1", self.names[view.actor])
        return self.deciding_text(view)

    def deciding_text(self, view: V) -> str:
        """What the seat deciding now (not the person looking) is doing, in the words of the table's heading
        where the game's decision has a name of its own (say, drawing up an offer); else that they decide."""
        return self.tr("%1 is deciding.").replace("%1", self.names[view.actor])

    def _pixel_scale(self) -> tuple[float, float]:
        return max(0.4, self.view.transform().m11()), self.view.devicePixelRatioF()

    # ---- session signals ------------------------------------------------------------------------------
    def _on_events(self, events: list) -> None:
        seat, session = self.session.viewer, self.session
        actor, forced = getattr(session, "last_actor", None), bool(getattr(session, "last_forced", False))
        for e in events:
            seen = e.for_seat(seat)
            if seen is not None:  # marked as the log marks it: the status line says what the log says
                self._pending.append(unchosen(seen, session.seats, actor, forced))

    def _on_state(self) -> None:
        events, self._pending = self._pending, []
        self.selection = self.empty_selection()
        self.highlight_event(None)  # a log entry's light belongs to the moment it was hovered in
        self._close_stale_dialogs()
        count = self.session.action_count
        at, last = self._told_last
        before = last if at == count - 1 else None  # after an undo or a load the log starts afresh too
        self._tellings[count] = told(self._narrator, events, before)
        self._told_last = (count, last_entry(self._tellings[count], before))
        refreshed = self._refreshes
        self.animator.push(events, self.session.view(), self.session.action_count)
        if self.animator.busy or self._refreshes == refreshed:
            # a push that showed the new state at once refreshed the panel already (its `idle`): nothing has
            # changed since: a second refresh would find it all as it was
            self._refresh_controls()

    def _on_viewer(self, seat) -> None:
        # a different person (or nobody) now looks: nothing of the last viewer's may stay on screen
        self._pending = []
        self._tellings.clear()
        at, last = self._told_last  # the last entry as the new person is told it
        self._told_last = (at, last.for_seat(seat) if last is not None else None)
        self.selection = self.empty_selection()
        self.highlight_event(None)
        self.close_dialogs()
        self.animator.show(self.session.view())
        self.presented.emit(self.session.action_count)
        self._refresh_controls()

    def _presented(self, tag: Any) -> None:
        self._news = self._news_phase = self._news_round = self.shown_event = None
        if isinstance(tag, int):
            for done in [t for t in self._tellings if isinstance(t, int) and t <= tag]:
                del self._tellings[done]
            self.presented.emit(tag)

    def _showing(self, tag: Any, count: int, event: Any) -> None:
        """The board begins to show an event: the board's and the panel's headings take its phase (its words wait
        for `_shown`)."""
        self._news_phase = self.event_phase(event) or self._news_phase
        if event.kind in ("turn_started", "round_started") and (event.data or {}).get("round") is not None:
            self._news_round = event.data["round"]
        self.shown_event = event
        self._sync_status()
        self._refresh_controls()

    def _shown(self, tag: Any, count: int, event: Any) -> None:
        """The board has shown an event whole (the pawn arrived): the log shows it, and the status line says it,
        at that moment and not before."""
        if isinstance(tag, int):
            self.showing.emit(tag, count)
        # as the log tells it: an event told together with the one before says that entry
        entry = telling(self._tellings.get(tag, ()), count) or event
        self._news = self._narrate(entry, self.names, self.session.viewer)
        self._sync_status()
        self._refresh_controls()

    def _on_thinking(self, _seat=None) -> None:
        self._sync_status()
        self._refresh_controls()

    def _sync_status(self) -> None:
        """The words on the board about whose turn it is, for the moment the board shows: while a move is
        being shown, what is happening (as the log says it)."""
        shown = self.shown_view()
        text = self.status_text(shown, not self.animator.busy)
        self.show_status(shown, self.board_text(shown, not self.animator.busy), self.session.viewer)
        self.view.setAccessibleDescription(text)

    def shows(self, text: str) -> bool:
        """Whether the table says `text` itself now: in the panel's prompt line (a refusal) or in the status
        line on the board."""
        if not text:
            return False
        prompt = self.panel.prompt
        if self.panel.isVisible() and prompt.isVisible() and prompt.text() == text:
            return True
        shown = self.shown_view()
        return self.board_text(shown, not self.animator.busy) == text

    def _to_notice(self, text: str) -> None:
        """A sentence the table said goes to the window's notice unless the table shows it already: the same
        sentence in the prompt line and in the notice above the table was read twice at once."""
        if not self.shows(text):
            self.notice_requested.emit(text)

    def _sync_scene(self, view: V) -> None:
        self.sync_scene(view, self.session.viewer)
        latest = not self.animator.queue  # the animator syncs the newest view last
        text = self.status_text(view, latest)
        self.show_status(view, self.board_text(view, latest), self.session.viewer)
        self.view.setAccessibleDescription(text)
        self._update_lights()

    # ---- controls -------------------------------------------------------------------------------------
    def _refresh_controls(self) -> None:
        self._refreshes += 1
        view = self.session.view()
        moves = self.make_moves(view, self.waiting_reason(view))
        busy = self.animator.busy
        shown = self.shown_view()
        held = self.held_words()  # a lesson's note waits for Next: nobody moves, and the panel says why
        if moves.waiting is not None or busy:
            # while the table still plays out what happened, do not tell its end before it is shown
            if busy and self._news:
                text = self._news  # what the board is showing now
            elif held is not None and not busy:
                text = held  # the next seat waits for a note to be read, not for its own thinking
            elif self.session.viewer is not None or shown.outcome or self.session.replaying:
                text = self.status_text(shown, not busy)  # a replay: who is deciding, not a refusal
            else:
                text = moves.waiting
            self.panel.show_waiting(self.phase_title(shown), text or "")
        else:
            # held back though it is their turn: the moves greyed, saying why
            key = (view.phase, tuple(view.choices), self.selection, self.controls_key(view), held)
            self.panel.show_moves(moves, self.selection, self.phase_title(view), held or self.move_prompt(view), key,
                                  held=held)
        barrier = self.session.undo_refusal()  # greyed with its words where the last move met a barrier
        # on the panel whatever the moment (the buttons keep their slots), greyed with why when it cannot act
        self.panel.show_undo(barrier is None, label(REFUSALS, barrier) if barrier is not None else None)
        self.panel.show_hand_over(self.handing_to() is not None)
        self.panel.show_scores(shown.outcome is not None and not busy)
        self._show_hint()
        self._update_lights()
        self.turn_focus.refreshed(moves.waiting is None and not busy and held is None)
        self.after_refresh(view)

    def move_prompt(self, view: V) -> str:
        """The panel's prompt: the next step of the half-made move while it lasts, else the game's prompt."""
        if self._next_step is not None and not self.selection.empty and self._next_step[0] == self.selection:
            return self._next_step[1]
        return self.prompt(view)

    def _update_lights(self) -> None:
        if self.drag.dragging:
            return
        moves = self.moves()
        sel = self.selection
        free = moves.waiting is None and self.session.held_reason() is None  # no piece lit for a held move
        targets = moves.selection_lights(sel) if free else []
        named = self.prompt_pieces(self.session.view(), moves) if sel.empty and free else []
        self.scene.set_lights(targets, moves.selected(sel), self.session.viewer, named)

    # ---- hints ------------------------------------------------------------------------------------------
    def request_hint(self) -> None:
        if not self.session.request_hint():
            self.status_message.emit(self.tr("A hint is for your own turn."))

    def _show_hint(self) -> None:
        """The hint button's state, and a hint that has arrived: its sentence and its pieces lit on the table."""
        s = self.session
        # said once the board shows the position it is for: while others' moves are still being shown, the
        # panel tells those (a bot's step beside this player's hint would mix two moments)
        hint = s.hint if not self.animator.busy else None
        text = self.hint_text(hint, s.view()) if hint is not None else None
        # offered on the player's turn once the board shows it (not while others' moves are still shown)
        held = self.held_words()
        available = s.can_hint() and not self.animator.busy and held is None
        # half a move picked (the hinted tile dragged first), the prompt says what to do next, not the hint again
        self.panel.show_hint(available, s.hint_pending, text, None if available else held or self._no_hint_reason(),
                             said=self.selection.empty)
        self.scene.set_hint(self.hint_items(hint) if hint is not None else [])

    def _no_hint_reason(self) -> str:
        """Why Hint cannot be asked now: it stays on the panel, greyed, saying so (every game has a hard bot)."""
        s = self.session
        if s.my_turn() and self.animator.busy:
            return self.tr("A hint comes once the board has shown the last moves.")
        return label(REFUSALS, "hint_not_now")

    # ---- moves ----------------------------------------------------------------------------------------
    def clear_selection(self) -> None:
        if not self.selection.empty:
            self.selection = self.empty_selection()
            self._refresh_controls()

    def _escape(self) -> None:
        """Esc: in a dialog laid on the table, the dialog's Esc (it closes, as a dialog's window does: the table's
        shortcut came first and only forgot the selection); elsewhere on the table, forget the half-made move."""
        focus = self.window().focusWidget()
        for dialog in self.dialogs:
            if focus is not None and not dialog.isWindow() and (dialog is focus or dialog.isAncestorOf(focus)):
                dialog.reject()
                return
        self.clear_selection()

    def _panel_click(self, payload: Any) -> None:
        self.apply_result(self.moves().click(payload, None, self.selection))

    def apply_result(self, result: Result) -> None:
        """Carry out what a drop or a click meant."""
        if result.kind == "submit":
            self.submit(result.action)
            return
        if result.kind == "select":
            self.selection = result.selection if result.selection is not None else self.empty_selection()
            # what to do next goes in the prompt's place only: a notice saying it too repeated the prompt
            self._next_step = (self.selection, result.text) if result.text else None
        elif result.kind == "refuse":
            self.panel.words.show_refusal(result.text)  # first: the notice is not to say it again
            self.status_message.emit(result.text)
            self.refused.emit(result.text)
        elif result.kind == "click_empty":
            self.selection = self.empty_selection()
        elif result.kind != "none":
            self.on_result(result)
        self._refresh_controls()
        if result.kind == "select" and not self.selection.empty and keyboard_here(self):
            # half a move picked (Enter on the panel's button, a drag, a click on a piece): the keyboard goes on
            # to the next step, as the prompt says, not left on the half just picked (Enter there would put it
            # back) nor on another piece's button
            self.panel.keys.focus_next_step()

    def submit(self, action: Action) -> bool:
        self.selection = self.empty_selection()
        self.animator.snap()
        self.turn_focus.submitting()  # before: the table refreshes within
        ok = self.session.submit(action)
        if not ok:
            self.turn_focus.refused()
            self._refresh_controls()
        return ok

    def pass_turn(self) -> None:
        action = self.pass_action(self.moves())
        if action is not None:
            self.submit(action)

    def undo(self) -> None:
        reason = self.session.undo_refusal()
        if reason is not None:
            self.panel.words.show_refusal(label(REFUSALS, reason))  # first: the notice is not to say it again
            self.status_message.emit(label(REFUSALS, reason))
            return
        self.animator.snap()
        self.session.undo()

    # ---- dialogs --------------------------------------------------------------------------------------
    def open_on_table(self, dialog: QDialog) -> None:
        """Lay a game's dialog on the table itself, not as a window (`kit.on_table`): nothing modal, the board,
        the log and the menus stay in use, and it waits there until it is answered or set aside."""
        keeper = OnTable(dialog, self)
        self.dialogs.append(dialog)
        dialog.finished.connect(lambda _r: self._forget(dialog))
        self.dialog_opening.emit(dialog)
        dialog.resize(dialog.sizeHint())  # laid out at its own width from the start
        focus = QApplication.focusWidget()
        dialog.show()
        keeper.place()
        if focus is None or focus is self or self.isAncestorOf(focus):
            # the keyboard goes into it (Tab reaches its buttons), on none of them: Enter accepts nothing unasked
            dialog.setFocus(Qt.FocusReason.OtherFocusReason)

    def _forget(self, dialog: QDialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)
        dialog.deleteLater()

    def _close_stale_dialogs(self) -> None:
        """A dialog open for a decision that has gone (undo, a load, a move made elsewhere) closes."""
        view = self.session.view()
        for dialog in list(self.dialogs):
            if self.dialog_is_stale(dialog, view):
                dialog.reject()

    def close_dialogs(self) -> None:
        for dialog in list(self.dialogs):
            dialog.reject()
        self.dialogs.clear()

    def highlight_event(self, event: Any) -> None:
        """Light up what a log entry refers to (connect the log's `entry_hovered`); None clears it.

        Only public keys of the event are used (players, cards, industries), never an amount. The light goes
        when the mouse leaves the log, and with any change of the state or of the viewer.
        """
        if event is None and not self.scene.hovered:
            return
        self.scene.set_hover(event)

    # ---- Qt -------------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        self.panel.set_scale(panel_scale(event.size().width(), event.size().height(), self.view.legible_height()))
        super().resizeEvent(event)
        # the layout placed the board for the panel's old height before this event came here: placed again now,
        # not at the next pass, so that the board is never shown a moment taller, then shrunk (whatever appears
        # at that next pass, a lesson's first note, seemed to shrink it)
        if self.layout() is not None:
            self.layout().activate()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.animator.stop()
        self.close_dialogs()
        super().closeEvent(event)

    def public_picture(self, width: int = 1280, cover: QSize | None = None) -> QImage:
        """The board as a spectator sees it, `width` pixels wide (a save's picture, shown to anyone); given
        `cover`, at the smallest size that covers it (a picture scaled down to a thumbnail needs no more, and
        each pixel drawn costs). It is drawn on a scene of its own, made for the spectator's view: the table on
        the screen is never touched."""
        public = self.session.view(None)
        live = self.scene
        self.scene = self.make_scene(public)
        try:
            self.sync_scene(public, None)
            self.show_status(public, "", None)
            rect = self.scene.sceneRect()
            if cover is not None:
                width = math.ceil(max(cover.width(), cover.height() * rect.width() / rect.height()))
            image = QImage(width, round(width * rect.height() / rect.width()),
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            painter = QPainter(image)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                                   | QPainter.RenderHint.SmoothPixmapTransform)
            self.view.drawBackground(painter, QRectF(image.rect()))
            self.scene.render(painter, QRectF(image.rect()), rect)
            painter.end()
        finally:
            picture_scene, self.scene = self.scene, live
            picture_scene.deleteLater()
        return image

    # ---- for tests and tools --------------------------------------------------------------------------
    def scene_pos_of(self, item) -> QPointF:
        """Viewport position of an item's centre (tests drive the mouse with it)."""
        return QPointF(self.view.mapFromScene(item.scenePos()))

    def visible_texts(self) -> list[str]:
        return self.scene.all_texts()

