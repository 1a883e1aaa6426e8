"""The Black Friday table: the kit's table with the Black Friday scene, moves, panel and animations.

What every table does (rendering the viewer's view, animating, drag and drop, the panel, hints, undo) is the
kit's `BaseTable`; here is only what is Black Friday's: the scene and its status line, the phase titles and
prompts, what Pass means (ending the turn after the action), the gold dialog, and what a hint says and lights.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.view import BlackFridayView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.black_friday.action_panel import BlackFridayActionPanel
from ponzi_desktop.ui.black_friday.event_steps import BlackFridayAnimator
from ponzi_desktop.ui.black_friday.labels import PHASES, share_colour_word
from ponzi_desktop.ui.black_friday.moves import Moves, Selection, sentences
from ponzi_desktop.ui.black_friday.scene import BROKER_COLOUR, BlackFridayScene, HolderLook
from ponzi_desktop.ui.kit.amount_dialog import AmountDialog
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.dialogs import QuestionDialog
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money, number, seat_colour
from ponzi_desktop.ui.kit.moves import Result
from ponzi_desktop.ui.kit.table import BaseTable

translate = QCoreApplication.translate

#: The events of a price change: while the board shows them, the panel's heading says "Price change".
PRICE_CHANGE = frozenset({"price_change_started", "shares_drawn", "gold_moved", "blacks_moved", "track_cleared",
                          "level_changed", "sale_row_changed", "price_change_ended"})


def broker_name() -> str:
    return translate("BlackFridayTable", "Broker (M.I.B.S.)")


def broker_banner_name() -> str:
    """The broker's name on its screen's banner (what it is, M.I.B.S., is its subtitle): never cut."""
    return translate("BlackFridayTable", "Broker")


class BlackFridayTable(BaseTable[BlackFridayView, Moves, BlackFridayScene]):
    """The complete Black Friday table for one session."""

    def __init__(self, session, settings, parent=None) -> None:
        super().__init__(session, settings, parent)
        self.view.setAccessibleName(self.tr("Black Friday table"))

    @property
    def holder_names(self) -> list[str]:
        """The players' names, and the broker's when it plays (holders are the players, then the broker)."""
        view = self.session.view()
        return [*self.names, broker_name()] if view.broker is not None else list(self.names)

    # ---- the kit's hooks ----------------------------------------------------------------------------
    def make_scene(self, first: BlackFridayView) -> BlackFridayScene:
        looks = [HolderLook(self.names[i], seat_colour(s.colour, i), s.kind == "bot")
                 for i, s in enumerate(self.session.seats)]
        if first.broker is not None:
            looks.append(HolderLook(broker_banner_name(), BROKER_COLOUR, True, broker=True))
        return BlackFridayScene(looks, first.settings.seats, self)

    def make_panel(self) -> BlackFridayActionPanel:
        return BlackFridayActionPanel(self)

    def make_animator(self) -> Animator:
        return BlackFridayAnimator(self.scene, lambda: self.settings.animation_factor, self._sync_scene,
                                   self._pixel_scale, self)

    def make_moves(self, view: BlackFridayView, waiting: str | None) -> Moves:
        return Moves(view, self.names, waiting)

    def empty_selection(self) -> Selection:
        return Selection()

    def sync_scene(self, view: BlackFridayView, viewer: int | None) -> None:
        self.scene.sync(view, viewer)

    def show_status(self, view: BlackFridayView, text: str, viewer: int | None) -> None:
        thinking = self.session.bot_thinking if not self.animator.busy else None
        self.scene.show_turn(view, viewer, thinking, text, self.animator.busy, self.handing_to())

    def round_of(self, view: BlackFridayView) -> int:
        return view.round

    def phase_title(self, view: BlackFridayView) -> str:
        if self.handing_to() is not None and not self.animator.busy:
            # the mover still looks at their move: the next turn's decision is not theirs to name
            return self.tr("Round %1").replace("%1", number(view.round))
        phase = self.shown_phase(view)
        if view.outcome is not None or phase == "over":
            return label(PHASES, "over")
        return self._heading(self.shown_round(view), label(PHASES, phase))

    def _heading(self, round_: int, words: str) -> str:
        return self.tr("Round %1 · %2").replace("%1", number(round_)).replace("%2", words)

    def heading_samples(self, view: BlackFridayView) -> list[str]:
        return [self._heading(88, label(PHASES, p)) for p in PHASES if p != "over"] + [
            self.tr("Round %1").replace("%1", number(88)), label(PHASES, "over")]

    def event_phase(self, event) -> str | None:
        """The phase an event belongs to, as the log tells it (and, for a new turn, its round)."""
        kind = event.kind
        data = event.data or {}
        if kind in PRICE_CHANGE or (kind == "price_moved" and data.get("cause") in ("price_change", "empty_market")):
            return "price_change"
        if kind == "game_over":
            return "over"
        if kind == "turn_started":
            return "action"
        if kind == "bonus_used":
            return "bonus"
        if kind in ("share_placed", "share_taken") and self._news_phase == "bonus":
            return None  # the bonus tile's free move goes on
        if kind == "share_placed" and data.get("track") == "gold":
            return "gold"
        if kind in ("shares_bought", "share_placed"):
            return "buy"
        if kind in ("shares_sold", "share_taken"):
            return "sell"
        if kind == "gold_bought":
            return "gold"
        return None

    def prompt(self, view: BlackFridayView) -> str:
        moves = self.moves()
        if view.phase == "action":
            return self.tr("Your action: buy shares, sell shares or buy gold.")
        if view.phase in ("buy", "sell"):
            return self._more_prompt(view, moves)
        if view.phase == "bonus" and moves.has_free_move():
            return self.tr("Your action is done: use your bonus tile's free move, or end your turn.")
        return label(PHASES, view.phase)

    def _more_prompt(self, view: BlackFridayView, moves: Moves) -> str:
        """Buying or selling: how many more the level allows, or that it allows no more (and the bonus tile's
        one more, while it can be used)."""
        left = view.share_limit - view.action_count
        level = number(view.level)
        if view.phase == "buy":  # how the purchase ends: the words a refused own share gets too (Moves)
            if left > 0:
                now = self.tr("You may buy %n more.", "", left)
            elif any(isinstance(c.action, Buy) for c in moves.choices):
                now = self.tr("Level %1's limit is reached (your bonus tile allows one more).").replace(
                    "%1", level)
            else:
                now = self.tr("Level %1's limit is reached.").replace("%1", level)
            return sentences(now, moves.finish_purchase())
        if left > 0:
            return self.tr("You may sell %n more. To finish, move one share from the sale row to the market.", "",
                           left)
        if any(isinstance(c.action, Sell) for c in moves.choices):
            return self.tr("Level %1's limit is reached. To finish, move one share from the sale row to the market, "
                           "or sell one more with your bonus tile.").replace("%1", level)
        return self.tr("Level %1's limit is reached. To finish, move one share from the sale row to the market."
                       ).replace("%1", level)

    def controls_key(self, view: BlackFridayView) -> object:
        return (view.round, view.market, view.prices, view.my_cash, view.my_shares, view.action_count)

    def prompt_pieces(self, view: BlackFridayView, moves: Moves) -> list:
        return moves.prompted()

    def pass_action(self, moves: Moves) -> Action | None:
        return EndTurn() if moves.can_pass() else None

    def hint_text(self, hint: Action, view: BlackFridayView) -> str:
        return hint_sentence(hint, view)

    def hint_items(self, hint: Action, seat: int | None = None) -> list:
        s = self.scene
        viewer = self.session.viewer if seat is None else seat
        colour = getattr(hint, "colour", None)
        items = []
        if isinstance(hint, Buy | Place) and colour in s.market.stacks:
            items.append(s.market.stacks[colour])
            items.append(s.purchase if isinstance(hint, Place) else s.screens[viewer])
        elif isinstance(hint, Sell) and viewer is not None:
            items += [s.screens[viewer].shares[colour], s.market]
        elif isinstance(hint, Take) and colour is not None:
            items += [s.sale.shares[s.sale.current][colour], s.market]
        elif isinstance(hint, BuyGold):
            # a market share onto the gold track buys the bars (the dialog asks how many); with the market empty,
            # the bank's gold onto the screen
            if colour in s.market.stacks:
                items += [s.market.stacks[colour], s.gold_track]
            else:
                items += [s.bank, *([s.screens[viewer]] if viewer is not None else [])]
        elif isinstance(hint, FreeMove) and viewer is not None:
            items.append(s.screens[viewer].bonus)
            if hint.move == "take" and colour in s.sale.shares[s.sale.current]:
                items += [s.sale.shares[s.sale.current][colour], s.market]
            elif colour in s.market.stacks:
                items += [s.market.stacks[colour], s.purchase if hint.move == "place" else s.gold_track]
        return items

    def valued_items(self, seat: int) -> list:
        """The price chart, the market's shares and prices, the bag (how many, how many black), the purchase
        tracks, the sale track, the gold price and the level, and the status line (whose turn): the board but the
        bank's gold, the round counter and the screens, which show little a player reads to decide."""
        s = self.scene
        return [s.chart, *s.market.stacks.values(), *s.market.prices.values(), s.bag, s.purchase, s.gold_track,
                s.sale, s.gold, s.level, s.status]

    def moment_items(self) -> list:
        """The price change's banner and the tray of the shares drawn from the bag: while they show, and from the
        price change's start on (they show in a moment: a note moves out of their way once, before they come)."""
        overlays = (self.scene.banner, self.animator.tray)
        return list(overlays) if self.moment_name() else [i for i in overlays if i.isVisible()]

    def moment_name(self) -> str | None:
        """While the board shows a price change (nobody's move: the rules play it out), "Price change"."""
        if self.animator.busy and self._news_phase == "price_change":
            return label(PHASES, "price_change")
        return None

    def on_result(self, result: Result) -> None:
        if result.kind == "gold":
            self.open_gold(result.data[0])
        elif result.kind == "gold_bars":
            self.open_gold(None, then_choose=True)

    def on_asked(self, kind: str, data) -> None:
        if kind == "gold":
            self.open_gold(data)

    # ---- the bonus tile's "one more": asked before it is spent --------------------------------------------
    def submit(self, action: Action) -> bool:
        """Play `action`; one that would spend the bonus tile (one more share or bar than the level allows) is
        asked about first, whichever way it was made (a drag, a click, a button, the gold dialog)."""
        question = self.moves().bonus_question(action)
        if question is None:
            return super().submit(action)
        self.close_dialogs()
        dlg = QuestionDialog(self.tr("Use Your Bonus Tile?"), question, self.tr("Use the bonus tile"),
                             self.tr("Cancel"), self)
        dlg.setObjectName("bonus_question")
        dlg.accepted.connect(lambda: super(BlackFridayTable, self).submit(action))
        dlg.rejected.connect(self._refresh_controls)  # the drop's lights go with the question
        self.open_on_table(dlg)
        return False

    # ---- gold -------------------------------------------------------------------------------------------
    def open_gold(self, colour: str | None, then_choose: bool = False) -> None:
        """How many gold bars: for `colour` on the gold track (None: the market is empty), or, dragged from the
        bank (`then_choose`), the bars first and the share for the gold track after."""
        moves = self.moves()
        if then_choose:
            choices = [c for c in moves.choices if isinstance(c.action, BuyGold)]
        else:
            choice = moves.gold_choice(colour)
            choices = [choice] if choice is not None else []
        if not choices:
            self.status_message.emit(moves.waiting or moves.why_not_gold())
            return
        hi = max(c.hi for c in choices)
        view = self.session.view()
        self.close_dialogs()
        suggested = self._suggested_bars(colour, then_choose)
        value = min(1, hi) if suggested is None else max(0, min(suggested, hi))
        dlg = AmountDialog(self.tr("Buy Gold Bars"), 0, hi, self, value=value, count=True)
        dlg.setObjectName("gold_dialog")
        dlg.set_range_text(self.gold_range_text(view, hi, colour, then_choose))
        if hi == 0:  # nothing to choose: the sentence says what confirming does
            dlg.field.hide()
            for chip in dlg.chips:
                chip.hide()
        elif then_choose:
            dlg.column.addWidget(dlg.label(self.tr("Then move a market share onto the gold purchase track: drag it, "
                                                   "or click it and then the track."),
                                           "soft"))
        elif colour is not None:
            dlg.column.addWidget(dlg.label(self.tr("Then a %1 share goes onto the gold purchase track.").replace(
                "%1", share_colour_word(colour)), "soft"))

        def chosen() -> None:
            bars = dlg.amount()
            if then_choose:
                self.apply_result(Result("select", selection=Selection(bars=bars), text=self.tr(
                    "%n gold bar(s) chosen: now move a market share onto the gold purchase track (drag it, or click "
                    "it and then the track).", "", bars)))
            else:
                self.submit(choices[0].with_value(min(bars, choices[0].hi)))

        dlg.accepted.connect(chosen)
        self.open_on_table(dlg)
        if hi > 0:
            dlg.field.setFocus(Qt.FocusReason.OtherFocusReason)  # the bars are typed at once; Enter confirms

    def _suggested_bars(self, colour: str | None, then_choose: bool) -> int | None:
        """The bars the lesson asks for now, or the hint names, when that is a gold purchase of this kind (the
        dialog opens with them, so that confirming does what the note or the hint said)."""
        planned = getattr(self.session, "planned", None)  # a lesson's session: the learner's next moves
        for action in (*(planned() if planned is not None else ())[:1], getattr(self.session, "hint", None)):
            if isinstance(action, BuyGold) and (then_choose or action.colour == colour):
                return action.bars
        return None

    def gold_range_text(self, view: BlackFridayView, hi: int, colour: str | None, then_choose: bool) -> str:
        """How many bars may be bought, and why no more: the level's limit and the bonus tile's one more said
        apart, or the cash; with no cash for a bar, what confirming does."""
        price = money(view.gold_price)
        limit = view.gold_limit
        if hi == 0:
            if colour is not None and not then_choose:
                return self.tr("Your cash cannot pay for a gold bar (%1 each): confirming only puts the %2 share "
                               "on the gold purchase track.").replace("%1", price).replace("%2", share_colour_word(colour))
            return self.tr("Your cash cannot pay for a gold bar (%1 each): confirming buys none.").replace(
                "%1", price)
        if hi > limit:
            return self.tr("Up to %n bar(s) at %1 each; %2 with your bonus tile, once a game.", "", limit).replace(
                "%1", price).replace("%2", number(hi))
        if hi < limit:
            return self.tr("Up to %n bar(s) at %1 each: your cash pays for no more.", "", hi).replace("%1", price)
        return self.tr("Up to %n bar(s) at %1 each: level %2 allows no more.", "", hi).replace("%1", price).replace(
            "%2", number(view.level))


def hint_sentence(hint: Action, view: BlackFridayView) -> str:
    """What the hard bot would do, in a sentence."""

    if isinstance(hint, Buy):
        return translate("BlackFridayTable", "Hint: buy a %1 share.").replace("%1", share_colour_word(hint.colour))
    if isinstance(hint, Sell):
        return translate("BlackFridayTable", "Hint: sell a %1 share.").replace("%1", share_colour_word(hint.colour))
    if isinstance(hint, Place):
        if view.phase == "buy":
            return translate("BlackFridayTable", "Hint: finish buying with a %1 share onto the share purchase track.").replace(
                "%1", share_colour_word(hint.colour))
        return translate("BlackFridayTable", "Hint: buy nothing, and put a %1 share on the share purchase track.").replace(
            "%1", share_colour_word(hint.colour))
    if isinstance(hint, Take):
        what = share_colour_word(hint.colour) if hint.colour else ""
        if view.phase == "sell":
            return translate("BlackFridayTable", "Hint: finish selling with a %1 share from the sale row.").replace("%1", what)
        return translate("BlackFridayTable", "Hint: sell nothing, and move a %1 share from the sale row.").replace("%1", what)
    if isinstance(hint, BuyGold):
        if hint.bars == 0 and hint.colour is not None:
            return translate("BlackFridayTable", "Hint: buy no gold bar, and put a %1 share on the gold purchase track.").replace(
                "%1", share_colour_word(hint.colour))
        if hint.colour is None:
            return translate("BlackFridayTable", "Hint: buy %n gold bar(s).", None, hint.bars)
        return translate("BlackFridayTable", "Hint: buy %n gold bar(s), and put a %1 share on the gold purchase track.", None,
                 hint.bars).replace("%1", share_colour_word(hint.colour))
    if isinstance(hint, FreeMove):
        name = share_colour_word(hint.colour)
        if hint.move == "place":
            return translate("BlackFridayTable", "Hint: use your bonus tile's free move: a %1 share onto the share purchase track.").replace("%1", name)
        if hint.move == "gold":
            return translate("BlackFridayTable", "Hint: use your bonus tile's free move: a %1 share onto the gold purchase track.").replace("%1", name)
        if hint.move == "take":
            return translate("BlackFridayTable", "Hint: use your bonus tile's free move: a %1 share from the sale row to the market.").replace("%1", name)
        return translate("BlackFridayTable", "Hint: use your bonus tile's free move.")
    if isinstance(hint, EndTurn):
        return translate("BlackFridayTable", "Hint: keep your bonus tile for later, and end your turn.")
    return ""
