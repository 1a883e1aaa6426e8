"""The Black Friday table: the kit's table with the Black Friday scene, moves, panel and animations.

What every table does (rendering the viewer's view, animating, drag and drop, the panel, hints, undo) is the
kit's `BaseTable`; here is only what is Black Friday's: the scene and its status line, the phase titles and
prompts, what Pass means (ending the turn after the action), the gold dialog, and what a hint says and lights.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.view import BlackFridayView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.black_friday.action_panel import BlackFridayActionPanel
from ponzi_desktop.ui.black_friday.event_steps import BlackFridayAnimator
from ponzi_desktop.ui.black_friday.labels import PHASES
from ponzi_desktop.ui.black_friday.moves import Moves, Selection
from ponzi_desktop.ui.black_friday.pieces import colour_name
from ponzi_desktop.ui.black_friday.scene import BROKER_COLOUR, BlackFridayScene, HolderLook
from ponzi_desktop.ui.kit.animation import Animator
from ponzi_desktop.ui.kit.dialogs import AmountDialog
from ponzi_desktop.ui.kit.look import money, number, seat_colour
from ponzi_desktop.ui.kit.moves import Result
from ponzi_desktop.ui.kit.table import BaseTable
from ponzi_desktop.ui.labels import label

translate = QCoreApplication.translate

#: The events of a price change: while the board shows them, the panel's heading says "Price change".
PRICE_CHANGE = frozenset({"price_change_started", "shares_drawn", "gold_moved", "blacks_moved", "track_cleared",
                          "level_changed", "sale_row_changed", "price_change_ended"})


def broker_name() -> str:
    return translate("BlackFridayTable", "Broker (M.I.B.S.)")


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
            looks.append(HolderLook(broker_name(), BROKER_COLOUR, True, broker=True))
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

    def phase_title(self, view: BlackFridayView) -> str:
        phase = self.shown_phase(view)
        if view.outcome is not None or phase == "over":
            return label(PHASES, "over")
        return self.tr("Round %1 · %2").replace("%1", number(view.round)).replace("%2", label(PHASES, phase))

    def event_phase(self, event) -> str | None:
        if event.kind in PRICE_CHANGE or (event.kind == "price_moved" and event.data.get("cause") in
                                          ("price_change", "empty_market")):
            return "price_change"
        if event.kind == "game_over":
            return "over"
        return None

    def prompt(self, view: BlackFridayView) -> str:
        moves = self.moves()
        if view.phase == "action":
            return self.tr("Your action: buy shares, sell shares or buy gold.")
        if view.phase == "buy":
            left = max(0, view.share_limit - view.action_count)
            return self.tr("Buy up to %n more, or finish: a share you bought onto the share purchase track.", "",
                           left)
        if view.phase == "sell":
            left = max(0, view.share_limit - view.action_count)
            return self.tr("Sell up to %n more, or finish: a share of the sale row to the market.", "", left)
        if view.phase == "bonus" and moves.has_free_move():
            return self.tr("Your action is done: use your bonus tile's free move, or end your turn.")
        return label(PHASES, view.phase)

    def controls_key(self, view: BlackFridayView) -> object:
        return (view.round, view.market, view.prices, view.my_cash, view.my_shares, view.action_count)

    def pass_action(self, moves: Moves) -> Action | None:
        return EndTurn() if moves.can_pass() else None

    def hint_text(self, hint: Action, view: BlackFridayView) -> str:
        return hint_sentence(hint, view)

    def hint_items(self, hint: Action) -> list:
        s = self.scene
        colour = getattr(hint, "colour", None)
        items = []
        if isinstance(hint, Buy | Place) and colour in s.market.stacks:
            items.append(s.market.stacks[colour])
            items.append(s.purchase if isinstance(hint, Place) else s.screens[self.session.viewer])
        elif isinstance(hint, Sell) and self.session.viewer is not None:
            items += [s.screens[self.session.viewer].shares[colour], s.market]
        elif isinstance(hint, Take) and colour is not None:
            items += [s.sale.shares[s.sale.current][colour], s.market]
        elif isinstance(hint, BuyGold):
            items += [s.bank, s.gold_track]
        elif isinstance(hint, FreeMove) and self.session.viewer is not None:
            items.append(s.screens[self.session.viewer].bonus)
        return items

    def on_result(self, result: Result) -> None:
        if result.kind == "gold":
            self.open_gold(result.data[0])
        elif result.kind == "gold_bars":
            self.open_gold(None, then_choose=True)

    def on_asked(self, kind: str, data) -> None:
        if kind == "gold":
            self.open_gold(data)

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
        dlg = AmountDialog(self.tr("Buy Gold Bars"), 0, hi, self, value=min(1, hi))
        dlg.set_range_text(self.tr("From 0 to %n bar(s), at %1 each (your cash and the level's limit).", "", hi)
                           .replace("%1", money(view.gold_price)))
        if colour is not None:
            dlg.label(self.tr("Then a %1 share goes onto the gold purchase track.").replace(
                "%1", colour_name(colour)), "soft")

        def chosen() -> None:
            bars = dlg.amount()
            if then_choose:
                self.selection = Selection(bars=bars)
                self.status_message.emit(self.tr("Now drag a market share onto the gold purchase track."))
                self._refresh_controls()
            else:
                self.submit(choices[0].with_value(min(bars, choices[0].hi)))

        dlg.accepted.connect(chosen)
        self.open_dialog(dlg)


def hint_sentence(hint: Action, view: BlackFridayView) -> str:
    """What the hard bot would do, in a sentence."""

    if isinstance(hint, Buy):
        return translate("BlackFridayTable", "Hint: buy a %1 share.").replace("%1", colour_name(hint.colour))
    if isinstance(hint, Sell):
        return translate("BlackFridayTable", "Hint: sell a %1 share.").replace("%1", colour_name(hint.colour))
    if isinstance(hint, Place):
        if view.phase == "buy":
            return translate("BlackFridayTable", "Hint: finish buying with a %1 share onto the share purchase track.").replace(
                "%1", colour_name(hint.colour))
        return translate("BlackFridayTable", "Hint: buy nothing, and put a %1 share on the share purchase track.").replace(
            "%1", colour_name(hint.colour))
    if isinstance(hint, Take):
        what = colour_name(hint.colour) if hint.colour else ""
        if view.phase == "sell":
            return translate("BlackFridayTable", "Hint: finish selling with a %1 share from the sale row.").replace("%1", what)
        return translate("BlackFridayTable", "Hint: sell nothing, and move a %1 share from the sale row.").replace("%1", what)
    if isinstance(hint, BuyGold):
        if hint.colour is None:
            return translate("BlackFridayTable", "Hint: buy %n gold bar(s).", None, hint.bars)
        return translate("BlackFridayTable", "Hint: buy %n gold bar(s), with a %1 share onto the gold track.", None,
                 hint.bars).replace("%1", colour_name(hint.colour))
    if isinstance(hint, FreeMove):
        return translate("BlackFridayTable", "Hint: use your bonus tile's free move.")
    if isinstance(hint, EndTurn):
        return translate("BlackFridayTable", "Hint: end your turn.")
    return ""
