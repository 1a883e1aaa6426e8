"""The answer to an Anti-Monopoly offer, laid on the table (`kit.on_table`): what the answering player would
give and get, what each deed earns now and after, the cash and the printed prices on both sides, and the
monopolies the trade would make (`OfferDialog`); and the guard that keeps a press meant for something else from
answering it (`OfferGuard`). The offer itself is drawn up in trade.py's `TradeDialog`.

The window is the kit's (`ui/kit/dialogs.py`) in the table's look; names are plain text, isolated.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QSizePolicy, QWidget

from ponzi_desktop.engine.anti_monopoly.actions import ACCEPT, REJECT
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.anti_monopoly.labels import city_name, role_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.trade_parts import (
    CARD_H_RENT,
    CARD_W_RENT,
    DeedCard,
    DeedShelf,
    ShelfArea,
    deed_tip,
    rent,
    rent_words,
)
from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, money, separated_list
from ponzi_desktop.ui.kit.click_guard import ClickGuard, held_back
from ponzi_desktop.ui.kit.dialogs import ChoiceButton, TableDialog

translate = QCoreApplication.translate


class OfferGuard(ClickGuard):
    """The answer's click-through guard (kit/click_guard.py), and one more hold: an answer found under the
    pointer when the offer came ignores presses until the pointer has left it once (a player clicking the dice
    while the bots play must not answer what they never saw, however long the clicking goes on)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.under_pointer: set[QObject] = set()

    def guarded(self, button: QObject) -> bool:
        return super().guarded(button) or button in self.under_pointer

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Leave:
            self.under_pointer.discard(watched)
        return super().eventFilter(watched, event)


#: Out of proportion: you give more than this many times what you get, at the printed prices (and $100 more).
LOPSIDED = 1.5


class OfferDialog(TableDialog):
    """The answer to an offer: what you would give and get, the cash before and after, what each deed earns
    now and after the trade, what both sides are worth at the printed prices; Accept or Refuse (closing the
    window answers nothing: `action()` is None).

    Nothing answers it by a press meant for something else: its buttons ignore presses and Enter for the click
    guard's moment each time it is shown, Accept is never the default and never under the pointer when the offer
    comes (`step_aside`), the keyboard starts on Refuse (ringed: Enter or Space refuses), and an offer that
    takes far more than it gives asks for Accept twice."""

    def __init__(self, view: AntiMonopolyView, names: list[str], parent: QWidget | None = None) -> None:
        proposer, target, give, ask, cash = view.offer
        self.view, self.names, self.me = view, [isolate(n) for n in names], view.seat
        who = self.names[proposer]
        super().__init__(translate("AntiMonopolyTrade", "An Offer from %1").replace("%1", who), parent)
        self.setObjectName("offer_answer_dialog")
        self._action: Action | None = None
        self.column.addWidget(self.label(translate("AntiMonopolyTrade", "%1 (%2) offers you a trade.").replace(
            "%1", who).replace("%2", role_name(view.roles[proposer])), "strong"))
        after = list(view.owners)
        for sq in give:
            after[sq] = target
        for sq in ask:
            after[sq] = proposer
        grid = QGridLayout()
        grid.setHorizontalSpacing(self.px(18))
        grid.setVerticalSpacing(self.px(4))
        self.cards: list[DeedCard] = []
        sides = ((translate("AntiMonopolyTrade", "You would give"), ask),
                 (translate("AntiMonopolyTrade", "You would get"), give))
        for col, ((title, squares), columns) in enumerate(zip(sides, answer_columns(len(ask), len(give)),
                                                              strict=True)):
            shelf = DeedShelf(self.me, True, columns, CARD_H_RENT, self.scale,
                              translate("AntiMonopolyTrade", "No deeds."), self, CARD_W_RENT)
            area = ShelfArea(shelf, 2 if len(squares) > columns else 1, self)
            cards = []
            for sq in squares:
                now, later = rent(view, sq), rent(view, sq, after)
                line = f"{rent_words(now)} → {rent_words(later)}"
                card = DeedCard(sq, view.owners[sq], self.scale, self, line=line, interactive=False)
                card.set_state(view.mortgaged[sq], True, None, False, deed_tip(view, sq, self.names))
                cards.append(card)
            shelf.set_cards(cards)
            self.cards += cards
            grid.addWidget(self.label(title, "strong"), 0, col)
            grid.addWidget(area, 1, col, Qt.AlignmentFlag.AlignTop)
        self.column.addLayout(grid)
        self.column.addWidget(self.label(translate("AntiMonopolyTrade", "Under each deed: its price, then the rent "
                                                                        "one landing costs now → after the trade."),
                                         "soft"))
        if cash > 0:
            words = translate("AntiMonopolyTrade", "%1 pays you %2.").replace("%1", who).replace("%2", money(cash))
        elif cash < 0:
            words = translate("AntiMonopolyTrade", "You pay %1 %2.").replace("%1", who).replace("%2", money(-cash))
        else:
            words = translate("AntiMonopolyTrade", "No cash changes hands.")
        self.cash_label = self.label(words, "strong")
        self.column.addWidget(self.cash_label)
        self.after_label = self.label(
            translate("AntiMonopolyTrade", "Cash after the trade: you %1 → %2 · %3 %4 → %5").replace(
                "%1", money(view.cash[target])).replace("%2", money(view.cash[target] + cash)).replace(
                "%3", who).replace("%4", money(view.cash[proposer])).replace("%5", money(view.cash[proposer] - cash)))
        self.column.addWidget(self.after_label)
        self.why_labels = [self.label(words, "soft") for words in monopoly_words(view, after, self.names)]
        for why in self.why_labels:
            why.setObjectName("offer_why")
            self.column.addWidget(why)
        self.out_worth, self.in_worth = worth(ask, max(-cash, 0)), worth(give, max(cash, 0))
        self.lopsided = self.out_worth > LOPSIDED * self.in_worth + 100
        if self.lopsided:
            worth_words = translate("AntiMonopolyTrade", "Beware: at the printed prices you give %1 and get only "
                                                         "%2.")
        else:
            worth_words = translate("AntiMonopolyTrade", "At the printed prices you give %1 and get %2.")
        self.worth_label = self.label(worth_words.replace("%1", money(self.out_worth)).replace(
            "%2", money(self.in_worth)), "error" if self.lopsided else "soft")
        self.worth_label.setObjectName("offer_worth")
        self.column.addWidget(self.worth_label)
        self.accept_button = ChoiceButton(translate("AntiMonopolyTrade", "Accept"), translate(
            "AntiMonopolyTrade", "The deeds and the cash change hands at once."), self, self.scale)
        self.refuse_button = ChoiceButton(translate("AntiMonopolyTrade", "Refuse"), translate(
            "AntiMonopolyTrade", "Nothing changes hands, and %1 plays on.").replace("%1", who), self, self.scale)
        self.accept_button.setAccessibleName(translate("AntiMonopolyTrade", "Accept"))
        self.refuse_button.setAccessibleName(translate("AntiMonopolyTrade", "Refuse"))
        self.confirming = False  # a lopsided offer's Accept was pressed once: the next press accepts
        tallest = max(self.accept_button.sizeHint().height(), self.refuse_button.sizeHint().height(),
                      self._confirm_button_height())
        row = QHBoxLayout()
        row.setSpacing(self.px(14))
        for button, action in ((self.accept_button, ACCEPT), (self.refuse_button, REJECT)):
            button.setFixedHeight(tallest)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            # Enter presses the button the keyboard is on (a Tab away from Refuse), and none by itself: no
            # button is the default, and the keyboard starts on Refuse
            button.setAutoDefault(True)
            button.clicked.connect(lambda _c=False, a=action: self._answer(a))
            row.addWidget(button)
        self.add_row(row)
        self.later_button = self.add_button(translate("AntiMonopolyTrade", "Look at the Table First"))
        self.later_button.setToolTip(translate("AntiMonopolyTrade", "Close the window without answering: the "
                                                                    "offer waits for your answer."))
        self.later_button.clicked.connect(self.reject)
        self.guard = OfferGuard(self)
        for button in self.answer_buttons():
            button.setDefault(False)
            self.guard.watch(button)
        self.setFocusProxy(self.refuse_button)  # the window given the keyboard puts it on Refuse
        self.refuse_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def answer_buttons(self) -> tuple[QPushButton, ...]:
        return self.accept_button, self.refuse_button, self.later_button

    def _confirm_button_height(self) -> int:
        probe = ChoiceButton(*self._confirm_words(), None, self.scale)
        probe.setFixedWidth(max(self.accept_button.sizeHint().width(), self.refuse_button.sizeHint().width()))
        height = probe.sizeHint().height()
        probe.deleteLater()
        return height

    def _confirm_words(self) -> tuple[str, str]:
        return (translate("AntiMonopolyTrade", "Accept Anyway"), translate(
            "AntiMonopolyTrade", "Press again to give %1 for %2.").replace("%1", money(self.out_worth)).replace(
            "%2", money(self.in_worth)))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        for button in self.answer_buttons():  # come just now where another thing stood: the guard's moment
            self.guard.arm(button)

    def step_aside(self, pointer: QPoint) -> None:
        """The offer has just been laid where it is: if Accept lies under the pointer (`pointer`, global), the
        window moves on the table, up, down or sideways, as little as clears it; an answer still under it
        (Refuse, or Accept where nothing clears it) waits for the pointer to leave it (`OfferGuard`)."""
        parent = self.parentWidget()
        if parent is None or self.isWindow():
            return
        margin = self.px(12)
        zone = QRect(self.accept_button.mapToGlobal(QPoint(0, 0)), self.accept_button.size()).adjusted(
            -margin, -margin, margin, margin)
        if zone.contains(pointer):
            panel = getattr(parent, "panel", None)  # the table's action panel stays in sight, below the board
            floor = panel.y() if isinstance(panel, QWidget) and panel.isVisible() else parent.height()
            room = {"up": self.y(), "down": floor - self.y() - self.height(),
                    "left": self.x(), "right": parent.width() - self.x() - self.width()}
            moves = [QPoint(0, -(zone.bottom() - pointer.y() + 1)), QPoint(0, pointer.y() - zone.top() + 1),
                     QPoint(-(zone.right() - pointer.x() + 1), 0), QPoint(pointer.x() - zone.left() + 1, 0)]
            fits = [m for m, way in zip(moves, ("up", "down", "left", "right"), strict=True)
                    if m.manhattanLength() <= room[way]]
            if fits:
                self.move(self.pos() + min(fits, key=QPoint.manhattanLength))
        self.guard.under_pointer = {b for b in (self.accept_button, self.refuse_button) if held_back(b) and QRect(
            b.mapToGlobal(QPoint(0, 0)), b.size()).contains(pointer)}

    def _answer(self, action: Action) -> None:
        if action == ACCEPT and self.lopsided and not self.confirming:
            self.confirming = True
            title, detail = self._confirm_words()
            self.accept_button.title, self.accept_button.detail = title, detail
            self.accept_button.setText(f"{title}\n{mnemonic_safe(detail)}")
            self.accept_button.setAccessibleName(title)
            self.guard.arm(self.accept_button)  # a double click is not two answers
            self.accept_button.update()
            return
        self._action = action
        self.accept()

    def action(self) -> Action | None:
        """Accept() or Reject() once answered; None when the window was closed without an answer."""
        return self._action if self.result() == self.DialogCode.Accepted else None


#: Cards to a row in the answer's window, both sides together: a side takes the room the other leaves.
ANSWER_COLUMNS = 6


def answer_columns(given: int, got: int) -> tuple[int, int]:
    """Cards to a row on each side of the answer (what you give, what you get): as many as each side has, the
    room left shared; three each when they do not all fit in one row (then a side wraps to a second row)."""
    a, g = max(1, given), max(1, got)
    if a + g > ANSWER_COLUMNS:
        return ANSWER_COLUMNS // 2, ANSWER_COLUMNS // 2
    left = a + (ANSWER_COLUMNS - a - g) // 2
    return left, ANSWER_COLUMNS - left


def worth(squares: tuple[int, ...] | list[int], cash: int) -> int:
    """Deeds at their printed prices, and cash."""
    return sum(board().price[sq] for sq in squares) + cash


def monopoly_words(view: AntiMonopolyView, after: list[int], names: list[str]) -> list[str]:
    """Why an offer may be worth more than its printed prices: the cities it gives a Monopolist a monopoly of
    (the engine's rule: two unmortgaged streets; double rent, and buildings), with the deeds in their hands
    `after` the trade: a line for the answering player's, then one for the proposer's."""
    proposer, target = view.offer[0], view.offer[1]
    now, then = Reckoner(view), Reckoner(view, after)
    b = board()
    lines = []
    for p in (target, proposer):
        cities = [c for c in range(len(b.city_streets)) if then.monopolised(p, c) and not now.monopolised(p, c)]
        if view.roles[p] != "monopolist" or not cities:
            continue
        where = separated_list(city_name(b.city_names[c]) for c in cities)
        if p == target:
            lines.append(translate("AntiMonopolyTrade", "This trade gives you the monopoly of %1: double rent "
                                   "there, and you could build.").replace("%1", where))
        else:
            lines.append(translate("AntiMonopolyTrade", "This trade gives %1 the monopoly of %2: double rent "
                                   "there, and they could build.").replace(
                "%1", names[p]).replace("%2", where))
    return lines
