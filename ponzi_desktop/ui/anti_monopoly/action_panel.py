"""The Anti-Monopoly buttons of the action panel: the click and keyboard way to play.

Nothing moves from one phase to the next: before and after the roll, in the last dealings and while raising
money the row is the same seven places, each button always in its own (hidden with its room kept, or
disabled, when it does not apply): Roll the dice (Roll again after doubles, in the same place), Pay the fine
(in Prison / Price War), Build, Sell back, Mortgage, Redeem, Trade. End turn (Done in the two-hour game's last
dealings) is the Pass button, at the right edge.
- a property to buy: Buy (its price) and Decline; Income Tax: both amounts;
- raising money: Sell back and Mortgage, with what is still owed in the prompt;
- an offer: Answer the offer (the window), or go on drawing one up.
With a deed of yours chosen on the board, Build, Sell back, Mortgage and Redeem act on it; otherwise each is a
menu of the streets it may act on.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QPushButton

from ponzi_desktop.engine.anti_monopoly.actions import (
    Accept,
    Ask,
    Build,
    Buy,
    CancelTrade,
    Decline,
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
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.anti_monopoly.moves import Moves, Selection
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.formatting import mnemonic_safe, percent
from ponzi_desktop.ui.kit.action_panel import ActionPanel
from ponzi_desktop.ui.kit.look import money
from ponzi_desktop.ui.kit.panel_buttons import keep_place, number_samples
from ponzi_desktop.ui.kit.reasons import menu_entry

translate = QCoreApplication.translate
#: The largest Income Tax share the row keeps room for: four digits (random play reaches $520; a rich player's 20%
#: passes $999). A larger one still shows whole; only then does its button grow.
TAX_ROOM = 9999


def estate_words(action, moves: Moves) -> str:
    """What a Build, Sell back, Mortgage or Redeem does, and for how much ("Mortgage U.S. Railroad for $100")."""
    sq = action.square
    b = board()
    name = space_name(sq)
    if isinstance(action, Build):
        if moves.build_kind(sq) == "house":
            text = translate("AntiMonopolyActionPanel", "Build a house on %1 · %2")
        else:
            text = translate("AntiMonopolyActionPanel", "Build an apartment on %1 · %2")
        cost = b.house[sq]
    elif isinstance(action, SellBuilding):
        apartment = moves.view.buildings[sq] >= moves.top_of(sq)
        if apartment:
            text = translate("AntiMonopolyActionPanel", "Sell back the apartment on %1 · %2")
        else:
            text = translate("AntiMonopolyActionPanel", "Sell back a house on %1 · %2")
        cost = b.house[sq] // 2
    elif isinstance(action, Mortgage):
        text, cost = translate("AntiMonopolyActionPanel", "Mortgage %1 for %2"), b.mortgage[sq]
    else:
        text, cost = translate("AntiMonopolyActionPanel", "Redeem %1 for %2"), b.redeem[sq]
    return text.replace("%1", name).replace("%2", money(cost))


class AntiMonopolyActionPanel(ActionPanel):
    """Asks (`asked`): ("trade", partner) to open the trade window; ("offer", None) to answer an offer;
    ("draft", None) to go on drawing up an offer."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pass_button.setText(self.tr("End turn"))
        self.pass_button.setAccessibleName(self.tr("End turn"))
        self.pass_button.setToolTip(self.tr("End your turn (E)"))

    def hold_widths(self) -> None:
        super().hold_widths()
        # End turn and Done share one place: as wide for both, so it never shifts
        self.pass_button.setMinimumWidth(self._widest(self.pass_button, (self.tr("End turn"), self.tr("Done"))))

    def _widest(self, b: QPushButton, texts) -> int:
        shown, widths = b.text(), []
        for words in texts:
            b.setText(words)
            b.ensurePolished()
            widths.append(b.sizeHint().width())
        b.setText(shown)
        return max(widths)

    def set_pass_words(self, final: bool) -> None:
        """Pass is End turn; Done in the two-hour game's last dealings."""
        words = self.tr("Done") if final else self.tr("End turn")
        if self.pass_button.text() != words:
            self.pass_button.setText(words)
            self.pass_button.setAccessibleName(words)
            self.guard.arm(self.pass_button)  # its meaning changed where the pointer may be
            self.pass_button.setToolTip(self.tr("Finish your last dealings with the Treasury (E)") if final else self.tr(
                "End your turn (E)"))

    def fill(self, moves: Moves, sel: Selection) -> None:
        phase = moves.phase
        self.set_pass_words(phase == "final")
        if phase in ("turn", "after", "final", "raise"):
            self._roll_places(moves)
        if phase == "buy":
            sq = moves.view.positions[moves.me]
            price = money(board().price[sq])
            buy = self.tr("Buy for %1")
            self._act(buy.replace("%1", price), self.tr("Buy %1 for %2 (B)").replace(
                "%1", space_name(sq)).replace("%2", price), Buy(), moves, primary=True,
                room_for=number_samples(max(board().price), lambda n: buy.replace("%1", money(n))))
            self._act(self.tr("Decline"), self.tr("Leave %1 with the Treasury").replace("%1", space_name(sq)),
                      Decline(), moves)
        if phase == "tax":
            r = Reckoner(moves.view)
            pct = r.percent_tax(moves.me)
            share = percent(10 if moves.role() == "competitor" else 20)
            pay, pay_share = self.tr("Pay %1"), self.tr("Pay %1 (%2)")
            self._act(pay.replace("%1", money(r.flat_tax())), self.tr("Pay the flat Income Tax"),
                      PayTax("flat"), moves, primary=r.flat_tax() <= pct,
                      room_for=number_samples(r.flat_tax(), lambda n: pay.replace("%1", money(n))))
            # the share of a fortune: room for four digits from the first tax on (a rich player's 20% passes $999)
            self._act(pay_share.replace("%1", money(pct)).replace("%2", share),
                      self.tr("Pay %1 of your cash plus %2 of your unmortgaged properties' prices and of your "
                              "buildings' cost").replace("%1", share).replace("%2", percent(10)), PayTax("percent"), moves,
                      primary=pct < r.flat_tax(), room_for=number_samples(max(pct, TAX_ROOM), lambda n: pay_share.replace(
                          "%1", money(n)).replace("%2", share)))
        if phase in ("turn", "after", "final", "raise"):
            raising = phase == "raise"
            # while raising money Build and Redeem have nothing to do: hidden, their places kept
            self._estate(self.tr("Build"), Build, moves, sel, kept=raising)
            self._estate(self.tr("Sell back"), SellBuilding, moves, sel)
            self._estate(self.tr("Mortgage"), Mortgage, moves, sel)
            self._estate(self.tr("Redeem"), Redeem, moves, sel, kept=raising)
            self._trade(moves, kept=phase not in ("turn", "after"))
        if phase == "trade":
            b = self.button(self.tr("Your offer…"), self.tr("Go on drawing up your offer"), None, True,
                            does=(Give, Ask, Propose, CancelTrade))
            b.setProperty("role", "primary")
            b.clicked.connect(lambda: self.asked.emit("draft", None))
        if phase == "answer":
            b = self.button(self.tr("See the offer…"), self.tr("Accept or refuse the offer"), None, True,
                            does=(Accept, Reject))
            b.setProperty("role", "primary")
            b.clicked.connect(lambda: self.asked.emit("offer", None))

    def _roll_places(self, moves: Moves) -> None:
        """The row's first two places: Roll the dice (Roll again after doubles: the turn's end and the next
        throw) and Pay the fine. Where they do not apply they are hidden and keep their room."""
        view = moves.view
        again = moves.phase == "after" and view.extra_turn_due
        # one place for both words, as wide as the wider in the panel's look now and after a new scale (measured
        # once, in the look it was made in, it kept that width: Chinese "Roll the dice", made before the lesson's
        # table took its size, widened 19 px when it came lit at 1920x1080, and moved the row)
        both = (self.tr("Roll the dice"), self.tr("Roll again"))
        if again:
            b = self.button(self.tr("Roll again"), self.tr("Doubles: throw the dice again (E)"), None, True,
                            commits=True, does=(EndTurn(),), room_for=both)
            b.setProperty("role", "primary")
            b.clicked.connect(self.pass_requested)
            self.pass_button.setVisible(False)  # no turn to end before the dice are thrown again
        else:
            b = self._act(self.tr("Roll the dice"), self.tr("Throw the dice and move (R)"), Roll(), moves,
                          primary=True, room_for=both)
        if moves.phase != "turn" and not again:
            keep_place(b)
            b.hide()
        fine = money(board().fine)
        b = self._act(self.tr("Pay %1 fine").replace("%1", fine), self.tr("Pay the fine and leave before you roll"),
                      PayFine(), moves)
        if not (moves.phase == "turn" and moves.me is not None and view.jail[moves.me]):
            # out of Prison and Price War there is no fine to pay: its place is kept, empty (nothing moves)
            keep_place(b)
            b.hide()

    def _act(self, text: str, tip: str, action, moves: Moves, primary: bool = False,
             room_for: list[str] | tuple = ()) -> QPushButton:
        ok = moves.legal(action)
        b = self.button(text, tip if ok else moves.why_not(action), None, ok, commits=True, room_for=room_for,
                        does=(action,))
        if primary:
            b.setProperty("role", "primary")
        b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        return b

    def _estate(self, text: str, kind, moves: Moves, sel: Selection, kept: bool = False) -> None:
        if kept:
            b = self.button(text + "…", "", None, False, name=text)
            keep_place(b)
            b.hide()
            return
        if sel.square is not None and moves.me is not None and moves.view.owners[sel.square] == moves.me:
            # a deed of yours chosen: the button acts on it (another's, or a space nobody owns, leaves the menus
            # as they are: nothing of the Treasury's can be done with it)
            action = kind(sel.square)
            ok = moves.legal(action)
            words = text + ": " + space_name(sel.square)
            b = self.button(text, words if ok else moves.why_not_estate(action), None, ok, name=words, commits=True,
                            does=(action,))
            b.clicked.connect(lambda _=False, a=action: self.submit_requested.emit(a))
            return
        # every deed you own is in the menu, those it cannot act on now greyed with why
        owned = [sq for sq in range(len(moves.view.owners)) if moves.view.owners[sq] == moves.me] \
            if moves.me is not None else []
        entries = [(kind(sq), None if moves.legal(kind(sq)) else moves.why_not_estate(kind(sq))) for sq in owned]
        ok = any(reason is None for _, reason in entries)
        if ok:
            tip = self.tr("Choose a property")
        elif moves.waiting is not None:
            tip = moves.waiting
        elif not owned:
            tip = self.tr("You own no property yet.")
        else:
            tip = moves.why_none(kind, owned)
        b = self.button(text + "…", tip, None, ok, name=text, does=[a for a, reason in entries if reason is None])
        if not ok:
            return
        menu = QMenu(b)
        for action, reason in entries:
            # greyed, the deed's name alone (what the move would cost is beside the point); its tooltip says why
            words = estate_words(action, moves) if reason is None else space_name(action.square)
            act = menu_entry(menu, mnemonic_safe(words), reason)
            if reason is None:
                act.triggered.connect(lambda _=False, a=action: self.submit_requested.emit(a))
        b.setMenu(menu)

    def _trade(self, moves: Moves, kept: bool = False) -> None:
        partners = [a.target for a in moves.legal_set if isinstance(a, StartTrade)] if not kept else []
        b = self.button(self.tr("Trade…"), self.tr("Offer a trade to another player") if partners
                        else "" if kept else moves.why_not_trade(), None, bool(partners),
                        name=self.tr("Trade"), does=[StartTrade(p) for p in partners])
        if kept:
            keep_place(b)
            b.hide()
        if not partners:
            return
        menu = QMenu(b)  # every other player still in the game; those no trade is possible with greyed with why
        for q in range(len(moves.names)):
            if q == moves.me or not moves.in_game(q):
                continue
            act = menu_entry(menu, mnemonic_safe(moves.names[q]), None if q in partners else moves.why_not_trade(q))
            if q in partners:
                act.triggered.connect(lambda _=False, p=q: self.asked.emit("trade", p))
        b.setMenu(menu)
