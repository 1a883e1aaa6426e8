"""The Ponzi Scheme table: the kit's table with the Ponzi scene, moves, panel, animations and the envelope.

What every table does (rendering the viewer's view, animating, drag and drop, the panel, hints, undo) is the
kit's `BaseTable`; here is only what is Ponzi Scheme's: the scene and its status line, the phase titles and
prompts, what Pass means, the two envelope dialogs and when they open (laid on the table, in its look, as every
game's dialog of a move in play: no window of the platform's with a title bar), and what a hint says and lights.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog

from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import COUNTER, PASS, Offer
from ponzi_desktop.engine.ponzi.view import PonziView
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.moves import Result
from ponzi_desktop.ui.kit.table import BaseTable
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.action_panel import PonziActionPanel
from ponzi_desktop.ui.ponzi.envelope import AnswerDialog, OfferDialog
from ponzi_desktop.ui.ponzi.event_steps import PonziAnimator
from ponzi_desktop.ui.ponzi.hint import hint_items, hint_text
from ponzi_desktop.ui.ponzi.labels import PHASES
from ponzi_desktop.ui.ponzi.moves import Moves, Selection, prompt
from ponzi_desktop.ui.ponzi.scene import PonziScene, SeatLook
from ponzi_desktop.ui.ponzi.style import number

#: The phase of the round each event belongs to (a pass or a phase's start says its own).
EVENT_PHASES = {"funded": "fund", "round_started": "fund", "offer_made": "trade", "trade_resolved": "trade",
                "luxury_bought": "trade", "marker_passed": "remove", "card_removed": "remove",
                "market_crashed": "return", "tile_returned": "return", "wheel_rotated": "rotate",
                "interest_paid": "interest", "bankrupt": "interest", "game_over": "over"}


class PonziTable(BaseTable[PonziView, Moves, PonziScene]):
    """The complete Ponzi Scheme table for one session."""

    def __init__(self, session, settings, parent=None) -> None:
        self.offer_dialog: OfferDialog | None = None
        self.answer_dialog: AnswerDialog | None = None
        self._answer_shown_at: int | None = None
        super().__init__(session, settings, parent)
        self.view.setAccessibleName(self.tr("Ponzi Scheme table"))

    # ---- the kit's hooks ----------------------------------------------------------------------------
    def make_scene(self, first: PonziView) -> PonziScene:
        looks = [SeatLook(name, style.seat_colour(s.colour, i), s.kind == "bot")
                 for i, (name, s) in enumerate(zip(self.names, self.session.seats, strict=True))]
        return PonziScene(first.industries, looks, first.settings.variant == "advanced", self)

    def make_panel(self) -> PonziActionPanel:
        return PonziActionPanel(self.names, self)

    def make_animator(self) -> Animator:
        return PonziAnimator(self.scene, lambda: self.settings.animation_factor, self._sync_scene,
                             self._pixel_scale, self)

    def make_moves(self, view: PonziView, waiting: str | None) -> Moves:
        return Moves(view, self.names, waiting)

    def empty_selection(self) -> Selection:
        return Selection()

    def sync_scene(self, view: PonziView, viewer: int | None) -> None:
        self.scene.sync(view, viewer)

    def show_status(self, view: PonziView, text: str, viewer: int | None) -> None:
        thinking = self.session.bot_thinking if not self.animator.busy else None
        self.scene.show_turn(view, viewer, thinking, text, self.shown_phase(view), self.shown_round(view),
                             self.handing_to())

    def round_of(self, view: PonziView) -> int:
        return view.round

    def phase_title(self, view: PonziView) -> str:
        phase = self.shown_phase(view)
        if view.outcome is not None or phase == "over":
            return label(PHASES, "over")
        return self._heading(view, self.shown_round(view), label(PHASES, phase))

    def _heading(self, view: PonziView, round_: int, words: str) -> str:
        limit = view.settings.round_limit
        if limit is not None:  # the game also ends after that round: say how far off it is
            return self.tr("Round %1 of %2 · %3").replace("%1", number(round_)).replace(
                "%2", number(limit)).replace("%3", words)
        return self.tr("Round %1 · %2").replace("%1", number(round_)).replace("%2", words)

    def heading_samples(self, view: PonziView) -> list[str]:
        widest = max(88, view.settings.round_limit or 0)
        return [self._heading(view, widest, label(PHASES, p)) for p in PHASES if p != "over"] + [
            label(PHASES, "over")]

    def event_phase(self, event) -> str | None:
        return EVENT_PHASES.get(event.kind) or (event.data.get("phase") if event.kind in ("passed", "phase_started")
                                                 else None)

    def prompt(self, view: PonziView) -> str:
        return prompt(view)

    def controls_key(self, view: PonziView) -> object:
        return (view.round, view.market)

    def pass_action(self, moves: Moves) -> Action | None:
        return PASS if moves.can_pass() else None

    def hint_text(self, hint: Action, view: PonziView) -> str:
        return hint_text(hint, view.phase, self.names)

    def hint_items(self, hint: Action, seat: int | None = None) -> list:
        return hint_items(self.scene, hint, self.session.viewer if seat is None else seat)

    def valued_items(self, seat: int) -> list:
        """The other seats' wheels (the dial and the cards on it), tiles, cash and what falls due this round; the
        funding board's cards; the round's lines (its step, whose turn, the bears)."""
        s = self.scene
        items: list = []
        for n, area in enumerate(s.areas):
            if n != seat:
                items += [area.wheel.dial, *area.wheel.chips.values(), area.due_text, *area.tiles.values(), area.cash]
        piles = s.piles
        return items + list(s.board.cards.values()) + [piles.round_text, piles.phase_text, piles.status,
                                                        piles.bears_text]

    def _show_hint(self) -> None:
        super()._show_hint()
        if self.answer_dialog is not None:
            self.answer_dialog.show_hint(self.session.hint_pending, self.session.hint)

    def on_result(self, result: Result) -> None:
        if result.kind == "offer":
            self.open_offer(*result.data)

    def on_asked(self, kind: str, data) -> None:
        if kind == "offer":
            self.open_offer(*data)
        elif kind == "answer":
            self.open_answer()

    def after_refresh(self, view: PonziView) -> None:
        # an envelope for the viewer opens by itself, once per envelope, when the board shows it
        if (view.phase == "answer" and self.session.my_turn() and view.offer is not None
                and not self.animator.busy and self._answer_shown_at != self.session.action_count
                and self.answer_dialog is None):
            self.open_answer()

    def dialog_is_stale(self, dialog: QDialog, view: PonziView) -> bool:
        mine = self.session.my_turn()
        if dialog is self.answer_dialog:
            return not (mine and view.phase == "answer")
        if dialog is self.offer_dialog:
            return not (mine and view.phase == "trade")
        return not mine

    # ---- the envelope ---------------------------------------------------------------------------------
    def open_offer(self, seat: int, industry: str) -> None:
        moves = self.moves()
        choice = moves.offer_choice(seat, industry)
        if choice is None:
            self.status_message.emit(moves.waiting or moves.why_not_offer(seat, industry))
            return
        hint = self.session.hint  # the hinted offer (a lesson's move) opens with its amount written in
        value = hint.amount if isinstance(hint, Offer) and (hint.target, hint.industry) == (seat, industry) else None
        probe = choice.with_value(choice.lo if value is None else value)
        if self.session.check(probe) == "lesson_other_move":
            self.submit(probe)  # a lesson asks for another move: refused now, in its words, not after an envelope
            return  # was filled in for nothing
        self.close_dialogs()
        dlg = OfferDialog(seat, self.names[seat], industry, choice.lo, choice.hi, self, value=value)
        self.offer_dialog = dlg
        dlg.accepted.connect(lambda: self._seal(choice.with_value(dlg.amount())))
        self.open_on_table(dlg)
        dlg.field.setFocus(Qt.FocusReason.OtherFocusReason)  # the amount is typed at once; Enter seals it

    def _seal(self, offer: Action) -> None:
        """The envelope is sealed: the offer is played and, when another person at this screen must answer it,
        handed over at once, as the button said ("Seal and Hand Over": no second Hand Over to press)."""
        if self.submit(offer) and self.session.handoff_pending is not None:
            self.hand_over_requested.emit()

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
        dlg.answered.connect(self._answer)
        dlg.hint_requested.connect(self.request_hint)
        if self.session.hint is not None:  # a hint already in (a lesson's move): its answer lit from the start
            dlg.show_hint(self.session.hint_pending, self.session.hint)
        self.open_on_table(dlg)

    def _answer(self, action) -> None:
        """The envelope's answer; refused (a lesson asks for the other one), the envelope opens again."""
        if not self.submit(action):
            QTimer.singleShot(0, self.open_answer)

    def _forget(self, dialog: QDialog) -> None:
        if dialog is self.offer_dialog:
            self.offer_dialog = None
        if dialog is self.answer_dialog:
            self.answer_dialog = None
        super()._forget(dialog)

    def close_dialogs(self) -> None:
        super().close_dialogs()
        self.offer_dialog = self.answer_dialog = None
