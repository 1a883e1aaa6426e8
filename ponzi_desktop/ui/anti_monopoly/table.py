"""The Anti-Monopoly table: the kit's table with the Anti-Monopoly board, moves, panel and animations.

What every table does (rendering the viewer's view, animating, drag and drop, the panel, hints, undo) is the
kit's `BaseTable`; here is what is Anti-Monopoly's: the scene and its status line, the phase titles and
prompts, what Pass means (End turn; Done in the two-hour game's last dealings), the trade window (trade.py)
and the answer to an offer (offer_answer.py), the keys R (roll), B (buy) and E (end the turn), and a context
menu on the board's spaces.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QCursor, QKeySequence, QShortcut
from PySide6.QtWidgets import QMenu

from ponzi_desktop.engine.anti_monopoly.actions import (
    Accept,
    Ask,
    Build,
    Buy,
    CancelTrade,
    Decline,
    Done,
    EndTurn,
    Give,
    Mortgage,
    PayFine,
    PayTax,
    Propose,
    Redeem,
    Reject,
    Roll,
    SellBuilding,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.anti_monopoly.action_panel import AntiMonopolyActionPanel, estate_words
from ponzi_desktop.ui.anti_monopoly.event_steps import AntiMonopolyAnimator
from ponzi_desktop.ui.anti_monopoly.labels import PHASES, place_names, space_name
from ponzi_desktop.ui.anti_monopoly.moves import Moves, Selection
from ponzi_desktop.ui.anti_monopoly.offer_answer import OfferDialog
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.scene import AntiMonopolyScene, SeatLook
from ponzi_desktop.ui.anti_monopoly.trade import TradeDialog
from ponzi_desktop.ui.formatting import mnemonic_safe, percent
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money, number, seat_colour
from ponzi_desktop.ui.kit.moves import Payload, Result
from ponzi_desktop.ui.kit.narration import fill
from ponzi_desktop.ui.kit.table import BaseTable


class AntiMonopolyTable(BaseTable[AntiMonopolyView, Moves, AntiMonopolyScene]):
    """The complete Anti-Monopoly table for one session."""

    def __init__(self, session, settings, parent=None) -> None:
        self._batch = False  # several actions of one move are being played (a trade drawn up)
        self._set_aside = None  # the offer its person closed unanswered: it waits on the panel, not reopened
        super().__init__(session, settings, parent)
        self.view.setAccessibleName(self.tr("Anti-Monopoly table"))
        for key, action in (("R", Roll()), ("B", Buy()), ("E", None)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)  # the keyboard may be in the log, as well
            shortcut.activated.connect(lambda a=action: self._key(a))
        self.scene.drag_active = lambda: self.drag.dragging
        self.view.viewport().installEventFilter(self)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)

    # ---- the kit's hooks ----------------------------------------------------------------------------
    def make_scene(self, first: AntiMonopolyView) -> AntiMonopolyScene:
        # the seats' colours as the shell shows them (the log, the hand-off, the end table): a new game's seats
        # have this game's palette (GAME.seat_colours, without the roles' green and blue) in the record
        looks = [SeatLook(self.names[i], seat_colour(s.colour, i), s.kind == "bot", first.roles[i])
                 for i, s in enumerate(self.session.seats)]
        return AntiMonopolyScene(looks, self)

    def make_panel(self) -> AntiMonopolyActionPanel:
        return AntiMonopolyActionPanel(self)

    def make_animator(self) -> Animator:
        return AntiMonopolyAnimator(self.scene, lambda: self.settings.animation_factor, self._sync_scene,
                                    self._pixel_scale, self)

    def make_moves(self, view: AntiMonopolyView, waiting: str | None) -> Moves:
        return Moves(view, self.names, waiting)

    def empty_selection(self) -> Selection:
        return Selection()

    def sync_scene(self, view: AntiMonopolyView, viewer: int | None) -> None:
        self.scene.sync(view, viewer, self.names)

    def show_status(self, view: AntiMonopolyView, text: str, viewer: int | None) -> None:
        # a save's picture (another viewer than the screen's) shows the position, not who is thinking now
        live = viewer == self.session.viewer
        thinking = self.session.bot_thinking if not self.animator.busy and live else None
        self.scene.show_turn(view, viewer, thinking, text, self.animator.busy, self.handing_to())

    def event_phase(self, event) -> str | None:
        return {"card_drawn": "card", "dice_rolled": "move", "pawn_moved": "move"}.get(getattr(event, "kind", None))

    def round_of(self, view: AntiMonopolyView) -> int:
        return view.round

    def phase_title(self, view: AntiMonopolyView) -> str:
        if view.outcome is not None or view.phase == "over":
            return label(PHASES, "over")
        if self.handing_to() is not None and not self.animator.busy:
            return self.tr("Round %1").replace("%1", number(view.round))
        phase = self.shown_phase(view)
        if phase == "card":
            words = self.tr("A card is drawn")
        elif phase == "move":
            words = self.tr("On the move")
        elif view.phase == "after" and view.extra_turn_due:  # doubles: the way on is another roll, not the end
            words = self.tr("Build, trade or roll again")
        else:
            words = label(PHASES, view.phase)
        return self._heading(self.shown_round(view), words)

    def _heading(self, round_: int, words: str) -> str:
        return self.tr("Round %1 · %2").replace("%1", number(round_)).replace("%2", words)

    def heading_samples(self, view: AntiMonopolyView) -> list[str]:
        words = [label(PHASES, p) for p in PHASES if p != "over"] + [
            self.tr("A card is drawn"), self.tr("On the move"), self.tr("Build, trade or roll again")]
        return [self._heading(88, w) for w in words] + [self.tr("Round %1").replace("%1", number(88)),
                                                         label(PHASES, "over")]

    def controls_key(self, view: AntiMonopolyView) -> object:
        return (view.round, view.cash, view.owners, view.buildings, view.mortgaged, view.positions, view.debt)

    def prompt(self, view: AntiMonopolyView) -> str:
        me = view.seat
        phase = view.phase
        if me is None:
            return ""
        if phase == "turn":
            if view.jail[me]:
                where = self.tr("Prison") if view.roles[me] == "monopolist" else self.tr("Price War")
                return self.tr("You are in %1 (turn %2 of 3): roll for doubles, or pay the %3 fine.").replace(
                    "%1", where).replace("%2", number(view.jail[me])).replace("%3", money(board().fine))
            if view.in_extra_turn:
                return self.tr("Doubles: you play again. Roll the dice (click or drag them, or press R).")
            builds, deals, trades = self._may(view)
            if (builds or deals) and trades:
                return self.tr("Roll the dice: click or drag them, or press R. You may build or trade first.") \
                    if builds else self.tr("Roll the dice: click or drag them, or press R. You may deal with the "
                                           "Treasury or trade first.")
            if builds or deals:
                return self.tr("Roll the dice: click or drag them, or press R. You may build first.") if builds \
                    else self.tr("Roll the dice: click or drag them, or press R. You may deal with the Treasury "
                                 "first.")
            if trades:
                return self.tr("Roll the dice: click or drag them, or press R. You may trade first.")
            return self.tr("Roll the dice: click or drag them, or press R.")
        if phase == "buy":
            sq = view.positions[me]
            price = board().price[sq]
            if view.cash[me] < price:
                return self.tr("%1 costs %2, more than your cash: decline it.").replace(
                    "%1", space_name(sq)).replace("%2", money(price))
            return self.tr("%1 is for sale at %2: drag it onto your place to buy it, or decline.").replace(
                "%1", space_name(sq)).replace("%2", money(price))
        if phase == "tax":
            r = Reckoner(view)
            if view.roles[me] == "competitor":
                words = self.tr("Income Tax: pay %1, or %3 of what you own: %2. Choose one.")
            else:
                words = self.tr("Income Tax: pay %1, or %4 of your cash and %3 of your properties and "
                                "buildings: %2. Choose one.")
            return fill(words, money(r.flat_tax()), money(r.percent_tax(me)), percent(10), percent(20))
        if phase == "after":
            return self._after_prompt(view)
        if phase == "raise" and view.debt is not None:
            debtor, creditor, amount, _ = view.debt
            to = self.names[creditor] if creditor >= 0 else self.tr("the Treasury")
            return fill(self.tr("You owe %1 to %2 and have %3: sell buildings back or mortgage until you can pay."),
                        money(amount), to, money(view.cash[me]))
        if phase == "final":
            return self.tr("Time is up: your last dealings with the Treasury, then Done.")
        if phase == "trade" and view.draft is not None:
            return self.tr("You are drawing up an offer to %1.").replace("%1", self.names[view.draft[0]])
        if phase == "answer" and view.offer is not None:
            return self.tr("%1 offers you a trade: see the offer, then accept or refuse it.").replace(
                "%1", self.names[view.offer[0]])
        return label(PHASES, phase)

    def _may(self, view: AntiMonopolyView) -> tuple[bool, bool, bool]:
        """What the player may do besides the dice or the turn's end: build; another dealing with the Treasury
        (sell back, mortgage, redeem); offer a trade. The prompt names only these (a turn's dealings or its
        offers used up leave them out)."""
        actions = [c.action for c in view.choices]
        return (any(isinstance(a, Build) for a in actions),
                any(isinstance(a, SellBuilding | Mortgage | Redeem) for a in actions),
                any(isinstance(a, StartTrade) for a in actions))

    def _after_prompt(self, view: AntiMonopolyView) -> str:
        builds, deals, trades = self._may(view)
        if view.extra_turn_due:
            if builds and trades:
                return self.tr("Doubles: you roll again. Build, deal with the Treasury or trade first, then roll "
                               "again.")
            if deals and trades:
                return self.tr("Doubles: you roll again. Deal with the Treasury or trade first, then roll again.")
            if builds:
                return self.tr("Doubles: you roll again. Build or deal with the Treasury first, then roll again.")
            if deals:
                return self.tr("Doubles: you roll again. Deal with the Treasury first, then roll again.")
            if trades:
                return self.tr("Doubles: you roll again. Offer a trade first, or roll again.")
            return self.tr("Doubles: roll again.")
        if builds and trades:
            return self.tr("Build, deal with the Treasury or offer a trade; then end your turn.")
        if deals and trades:
            return self.tr("Deal with the Treasury or offer a trade; then end your turn.")
        if builds:
            return self.tr("Build or deal with the Treasury; then end your turn.")
        if deals:
            return self.tr("Deal with the Treasury; then end your turn.")
        if trades:
            return self.tr("Offer a trade, or end your turn.")
        return self.tr("End your turn.")

    def status_text(self, view: AntiMonopolyView, latest: bool = True) -> str:
        text = super().status_text(view, latest)
        s = self.session
        answering = view.phase == "answer" and view.offer is not None and view.actor is not None and \
            view.outcome is None and not (self.animator.busy and self._news)
        if answering and latest and s.handoff_pending == view.actor and s.viewer == view.offer[0]:
            # the proposer's turn goes on once the answer is in (a roll after doubles, say): "your move is made"
            # read as the turn's end, in Spanish and Japanese most of all
            return self.tr("Your offer is made: press Hand Over for %1 to answer it; the screen then comes "
                           "back to you.").replace("%1", self.names[view.actor])
        if answering and not (latest and s.handoff_pending is not None) and not (
                s.bot_thinking == view.actor and latest):
            # only an answer is due: it is the proposer's turn, not the answerer's
            return self.tr("%1, answer %2's offer.").replace("%1", self.names[view.actor]).replace(
                "%2", self.names[view.offer[0]])
        return text

    def deciding_text(self, view: AntiMonopolyView) -> str:
        if view.phase == "trade" and view.draft is not None:  # the heading says "Drawing up an offer"
            return self.tr("%1 is drawing up an offer to %2.").replace("%1", self.names[view.actor]).replace(
                "%2", self.names[view.draft[0]])
        return super().deciding_text(view)

    def pass_action(self, moves: Moves) -> Action | None:
        for action in (EndTurn(), Done()):
            if moves.legal(action):
                return action
        return None

    def log_phrases(self) -> list[str]:
        return place_names()

    def hint_text(self, hint: Action, view: AntiMonopolyView) -> str:
        text = self._hint_words(hint, view)
        return text[:-1] if text.endswith("..") else text  # "Hint: build on Basin St.": one full stop

    def _hint_words(self, hint: Action, view: AntiMonopolyView) -> str:
        sq = getattr(hint, "square", None)
        place = space_name(sq) if sq is not None else ""
        words = {
            Roll: self.tr("Hint: roll the dice."), PayFine: self.tr("Hint: pay the fine and leave."),
            Decline: self.tr("Hint: leave it with the Treasury."),
            Build: self.tr("Hint: build on %1."), SellBuilding: self.tr("Hint: sell a building of %1 back."),
            Mortgage: self.tr("Hint: mortgage %1."), Redeem: self.tr("Hint: redeem %1."),
            EndTurn: self.tr("Hint: end your turn."), Done: self.tr("Hint: press Done."),
            Accept: self.tr("Hint: accept the offer."), Reject: self.tr("Hint: refuse the offer."),
            CancelTrade: self.tr("Hint: cancel the offer."),
            Give: self.tr("Hint: put %1 into the offer."), Ask: self.tr("Hint: ask for %1 in the offer."),
        }
        if isinstance(hint, Buy):
            here = view.positions[view.seat] if view.seat is not None else None
            return self.tr("Hint: buy %1.").replace("%1", space_name(here)) if here is not None else \
                self.tr("Hint: buy it.")
        if isinstance(hint, EndTurn) and view.extra_turn_due:
            return self.tr("Hint: you threw doubles: roll again.")
        if isinstance(hint, PayTax):
            return self.tr("Hint: pay the flat amount.") if hint.how == "flat" else self.tr(
                "Hint: pay the percentage.")
        if isinstance(hint, StartTrade):
            return self.tr("Hint: offer a trade to %1.").replace("%1", self.names[hint.target])
        if isinstance(hint, Propose):
            if hint.cash > 0:
                return self.tr("Hint: propose the offer, paying %1.").replace("%1", money(hint.cash))
            if hint.cash < 0:
                return self.tr("Hint: propose the offer, asking for %1.").replace("%1", money(-hint.cash))
            return self.tr("Hint: propose the offer, with no cash.")
        return words.get(type(hint), "").replace("%1", place)

    def moved_items(self) -> list:
        """The dice, once thrown this turn, and the pawn of the player who threw them."""
        s = self.scene
        if not s.dice.faces or s.view_now is None:
            return []
        return [s.dice, s.pawns[s.view_now.current]]

    def moment_items(self) -> list:
        """A drawn card, face up over the board's middle: while it shows, and from the moment the board begins to
        show its draw (the card grows from its deck: a note moves out of its place once, before it comes)."""
        s = self.scene
        shown = self.shown_event
        if s.card.isVisible() or (shown is not None and shown.kind == "card_drawn"):
            return [s.card_place]
        return []

    def valued_items(self, seat: int) -> list:
        """The status line (whose turn, what happens) and the treasury."""
        return [self.scene.status, self.scene.treasury]

    def own_items(self, seat: int) -> list:
        """The spaces `seat` owns (mortgaged or not)."""
        view = self.scene.view_now
        if view is None:
            return []
        return [item for sq, item in enumerate(self.scene.spaces) if sq < len(view.owners) and view.owners[sq] == seat]

    def hint_items(self, hint: Action, seat: int | None = None) -> list:
        s = self.scene
        sq = getattr(hint, "square", None)
        viewer = self.session.viewer if seat is None else seat
        if isinstance(hint, Roll) or isinstance(hint, EndTurn) and s.view_now is not None and \
                s.view_now.extra_turn_due:
            return [s.dice]  # after doubles the dice are Roll again
        if isinstance(hint, Buy) and viewer is not None:
            return [s.spaces[s.view_now.positions[viewer]], s.areas[viewer]]
        if isinstance(hint, PayFine):
            return [s.spaces[board().corner]]
        if isinstance(hint, StartTrade):
            return [s.areas[hint.target]]
        if isinstance(hint, Give | Ask):
            return [s.spaces[sq]]
        if isinstance(hint, Build) and s.view_now is not None:
            piece = self.moves().build_kind(sq) if viewer is not None else "house"
            return [s.spaces[sq], s.treasury.apartment if piece == "apartment" else s.treasury.house]
        if sq is not None:
            return [s.spaces[sq], s.treasury]
        return []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if watched is self.view.viewport() and event.type() == QEvent.Type.MouseButtonPress:
            self.scene.pressed()  # the deed card never stays over what the press is about
        return super().eventFilter(watched, event)

    # ---- the keys and the context menu ----------------------------------------------------------------
    def _key(self, action: Action | None) -> None:
        moves = self.moves()
        if moves.waiting is not None:
            self.status_message.emit(moves.waiting)
            return
        if action is None:
            self.pass_turn()
        elif moves.legal(action):
            self.submit(action)
        elif isinstance(action, Roll):
            self.apply_result(moves.drop(Payload("dice", None), None, self.selection))

    def pass_turn(self) -> None:
        """End turn; after doubles it is "Roll again": the turn's end and the next throw, in one press."""
        moves = self.moves()
        action = self.pass_action(moves)
        if action is None:
            return
        again = isinstance(action, EndTurn) and moves.view.extra_turn_due
        if self.submit(action) and again:
            view = self.session.view()
            if view.actor == self.session.viewer and self.moves().legal(Roll()):
                self.submit(Roll())

    def _context_menu(self, pos: QPoint) -> None:
        source, target = self.scene.piece_at(self.view.mapToScene(pos))
        payload = source.payload if source is not None else None
        sq = payload.value if payload is not None and payload.kind in ("space", "deed") else None
        if sq is None and target is not None and target.target is not None and target.target.kind == "space":
            sq = target.target.value
        moves = self.moves()
        if sq is None or moves.waiting is not None:
            return
        menu = QMenu(self.panel)  # the panel's menus' look and size (its style sheet)
        if moves.buyable(sq) and moves.legal(Buy()):
            act = menu.addAction(mnemonic_safe(self.tr("Buy %1 for %2").replace("%1", space_name(sq)).replace(
                "%2", money(board().price[sq]))))
            act.triggered.connect(lambda _=False: self.submit(Buy()))
        for action in (Build(sq), SellBuilding(sq), Mortgage(sq), Redeem(sq)):
            if moves.legal(action):
                act = menu.addAction(mnemonic_safe(estate_words(action, moves)))
                act.triggered.connect(lambda _=False, a=action: self.submit(a))
        if not menu.isEmpty():
            menu.popup(self.view.viewport().mapToGlobal(pos))

    # ---- trades -----------------------------------------------------------------------------------------
    def on_result(self, result: Result) -> None:
        if result.kind == "roll_again":  # the dice after doubles: what the Roll again button does
            self.pass_turn()
        elif result.kind == "trade":  # a deed dropped on the other player's place: the window, the deed in it
            partner, _how, sq = result.data
            self.open_trade(partner, sq)

    def on_asked(self, kind: str, data) -> None:
        if kind == "trade":
            self.open_trade(data)
        elif kind == "draft":
            self.open_trade(None)
        elif kind == "offer":
            self.open_offer()

    def play_all(self, actions: list[Action]) -> bool:
        """Play the actions of one move in order (they stop at the first refused)."""
        self._batch = True
        try:
            return all(BaseTable.submit(self, action) for action in actions)
        finally:
            self._batch = False
            self._refresh_controls()

    def open_trade(self, target: int | None, chosen: int | None = None) -> None:
        if any(getattr(d, "am_kind", None) == "trade" for d in self.dialogs):
            return
        view = self.session.view()
        dlg = TradeDialog(view, self.names, self, target=target, chosen=chosen)
        dlg.am_kind = "trade"
        dlg.am_draft = view.draft
        dlg.finished.connect(lambda _r, d=dlg: self._trade_done(d))
        # a lesson's offer opens with its cash written in (as a lesson's Ponzi envelope has its amount)
        planned = getattr(self.session, "planned", None)
        proposal = next((a for a in planned() if isinstance(a, Propose)), None) if planned else None
        if proposal is not None:
            dlg.suggest_cash(proposal.cash)
        # on the table in its look, as an offer to answer is (`kit.on_table`), not a window with a title bar
        self.open_on_table(dlg)

    def _trade_done(self, dlg) -> None:
        view = self.session.view()
        if view.phase not in ("turn", "after", "trade") or view.actor != self.session.viewer or \
                view.draft != dlg.am_draft:
            return  # the game moved on while the window was open: its answer belongs to nothing now
        actions = dlg.steps()
        if actions:
            self.play_all(actions)

    def open_offer(self) -> None:
        if any(getattr(d, "am_kind", None) == "offer" for d in self.dialogs):
            return
        view = self.session.view()
        if view.offer is None:
            return
        dlg = OfferDialog(view, self.names, self)
        dlg.am_kind = "offer"
        dlg.am_offer = view.offer
        dlg.finished.connect(lambda _r, d=dlg: self._offer_done(d))
        # on the table, not a window: the bots' offers come one at a time and each waits there for its answer;
        # Accept never comes under the pointer of a player clicking the dice while the bots play
        self.open_on_table(dlg)
        dlg.step_aside(QCursor.pos())

    def _offer_done(self, dlg) -> None:
        view = self.session.view()
        if view.phase != "answer" or view.offer != dlg.am_offer or view.actor != self.session.viewer:
            return
        action = dlg.action()
        if action is not None:
            self.submit(action)
        else:  # set aside without an answer ("Look at the Table First"): it waits for "See the offer…"
            self._set_aside = dlg.am_offer

    def after_refresh(self, view: AntiMonopolyView) -> None:
        if self._batch or self.animator.busy or not self.session.my_turn():
            return
        if view.phase == "answer" and view.actor == view.seat and view.offer != self._set_aside:
            self.open_offer()
        elif view.phase == "trade" and view.actor == view.seat:
            self.open_trade(None)

    def dialog_is_stale(self, dialog, view: AntiMonopolyView) -> bool:
        kind = getattr(dialog, "am_kind", None)
        if not self.session.my_turn():
            return True
        if kind == "offer":
            return view.phase != "answer" or view.offer != dialog.am_offer
        if kind == "trade":
            return view.phase not in ("turn", "after", "trade") or (
                view.phase == "trade" and view.draft != dialog.am_draft and not self._batch)
        return False
