"""The Anti-Monopoly trade windows, both laid on the table (`kit.on_table`): the seated player draws an offer up
(`TradeDialog`), the other player answers it (`OfferDialog`).

`TradeDialog` shows both players' deeds as cards: drag one into the offer (or click it, or Space on it) and
back out; set cash either way; Propose sends it. The engine builds an offer in steps (`trade T`, `give`,
`ask`, `propose X`), so `steps()` is the list of steps still to submit, in order. A draft loaded from a save
keeps its partner and its deeds: the engine cannot take a deed back out of a draft, and starting afresh would
need a second offer in the turn, which the default settings do not allow (the view does not tell how many
remain), so a draft's deeds are pinned and only more can be added.
Both windows are the kit's (`ui/kit/dialogs.py`) in the table's look; names are plain text, isolated.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSignalBlocker, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ponzi_desktop.engine.anti_monopoly.actions import (
    ACCEPT,
    CANCEL,
    REJECT,
    Ask,
    Give,
    Propose,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.anti_monopoly.labels import city_name, role_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.trade_parts import (
    CARD_H,
    CARD_H_RENT,
    CARD_W_RENT,
    DeedCard,
    DeedShelf,
    ShelfArea,
    blocked_reason,
    deed_tip,
    deeds_of,
    offer_words,
    rent,
    rent_words,
    restyle,
)
from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, money, plain_tip, separated_list
from ponzi_desktop.ui.kit.click_guard import ClickGuard, held_back
from ponzi_desktop.ui.kit.dialogs import AmountField, ChoiceButton, TableDialog

translate = QCoreApplication.translate

COLUMNS = 4  # cards to a row in each column


class TradeDialog(TableDialog):
    """Draw up an offer to another player: deeds from both sides and cash either way (see the module)."""

    def __init__(self, view: AntiMonopolyView, names: list[str], parent: QWidget | None = None,
                 target: int | None = None, chosen: int | None = None) -> None:
        """`target` preselects the partner; `chosen`, a deed of either of you, starts in the offer (the deed
        the player dragged onto the other player's place on the table)."""
        super().__init__(translate("AntiMonopolyTrade", "Draw Up an Offer"), parent)
        self.setObjectName("trade_dialog")
        self.view, self.names, self.me = view, [isolate(n) for n in names], view.seat
        self.draft = view.draft
        if self.draft is not None:
            self.partners = [self.draft[0]]
        else:
            self.partners = [c.action.target for c in view.choices if isinstance(c.action, StartTrade)]
        wanted = self.draft[0] if self.draft is not None else target
        self.target: int | None = wanted if wanted in self.partners else (self.partners or [None])[0]
        self.fixed_give = list(self.draft[1]) if self.draft else []
        self.fixed_ask = list(self.draft[2]) if self.draft else []
        self.give, self.ask = list(self.fixed_give), list(self.fixed_ask)
        self._ghost: QLabel | None = None
        self._ghost_offset = QPoint()
        self._build_partners()
        self._build_columns()
        self._build_cash()
        self.summary = self.label("", "strong")
        self.summary.setObjectName("offer_words")
        self.summary.setFixedHeight(self.summary.fontMetrics().lineSpacing() * 3 + self.px(6))
        self.message = self.label("", "soft")
        self.message.setObjectName("trade_message")
        self.message.setFixedHeight(self.message.fontMetrics().lineSpacing() * 2 + self.px(14))
        self.column.addWidget(self.summary)
        self.column.addWidget(self.message)
        self.cancel_button = self.add_button(translate("AntiMonopolyTrade", "Cancel"))
        self.cancel_button.setToolTip(translate("AntiMonopolyTrade", "Withdraw the offer you drew up.")
                                      if self.draft is not None else
                                      translate("AntiMonopolyTrade", "Close the window: no offer is made."))
        self.cancel_button.clicked.connect(self.reject)
        self.propose_button = self.add_button(translate("AntiMonopolyTrade", "Propose"), primary=True)
        self.propose_button.setObjectName("propose")
        self.propose_button.clicked.connect(self.accept)
        self._fill_partner_cards()
        self.refresh()
        card = self.cards.get(chosen) if chosen is not None else None
        if card is not None and not card.in_offer:
            self.toggle(card)
        # the keyboard starts on a button that commits to nothing: the partner chosen (the offer's first choice),
        # or, for a draft whose partner is fixed, "You pay"; never Propose, nor Cancel (a draft's withdrawal)
        first = self.partner_chips.get(self.target) if self.target is not None else None
        self.first_focus = first if first is not None and first.isEnabled() else self.you_pay
        self.setFocusProxy(self.first_focus)  # the window given the keyboard (laid on the table) puts it there
        self.first_focus.setFocus(Qt.FocusReason.OtherFocusReason)

    # ---- building -----------------------------------------------------------------------------------------
    def _build_partners(self) -> None:
        row = QHBoxLayout()
        row.setSpacing(self.px(6))
        row.addWidget(self.label(translate("AntiMonopolyTrade", "Offer to:"), "strong"))
        self.partner_group = QButtonGroup(self)
        self.partner_chips: dict[int, QPushButton] = {}
        for q in self.partners:
            chip = QPushButton(mnemonic_safe(f"{self.names[q]} · {role_name(self.view.roles[q])}"), self)
            chip.setProperty("role", "chip")
            chip.setCheckable(True)
            chip.setAutoDefault(False)
            chip.setChecked(q == self.target)
            chip.setEnabled(self.draft is None)
            if self.draft is not None:
                chip.setToolTip(plain_tip(translate("AntiMonopolyTrade", "The offer you drew up is for %1.").replace(
                    "%1", self.names[q])))
            self.partner_group.addButton(chip, q)
            self.partner_chips[q] = chip
            row.addWidget(chip)
        if not self.partners:
            row.addWidget(self.label(translate("AntiMonopolyTrade", "Nobody can be offered a trade now."),
                                     "error"))
        row.addStretch(1)
        self.partner_group.idClicked.connect(self._choose_partner)
        self.column.addLayout(row)

    def _area(self, seat: int, offer: bool, rows: int, empty: str) -> ShelfArea:
        shelf = DeedShelf(seat, offer, COLUMNS, CARD_H, self.scale, empty, self)
        return ShelfArea(shelf, rows, self)

    def _build_columns(self) -> None:
        grid = QGridLayout()
        grid.setHorizontalSpacing(self.px(18))
        grid.setVerticalSpacing(self.px(4))
        partner = self.target if self.target is not None else self.me
        drop = translate("AntiMonopolyTrade", "Drag deeds here, or click them.")
        self.give_area = self._area(self.me, True, 1, drop)
        self.ask_area = self._area(partner, True, 1, drop)
        self.mine_area = self._area(self.me, False, 2, translate("AntiMonopolyTrade", "You hold no deeds."))
        self.theirs_area = self._area(partner, False, 2, translate("AntiMonopolyTrade", "They hold no deeds."))
        self.mine_label = self.label("", "soft")
        self.theirs_label = self.label("", "soft")
        for col, (title, tray, words, holdings) in enumerate((
                (translate("AntiMonopolyTrade", "You give"), self.give_area, self.mine_label, self.mine_area),
                (translate("AntiMonopolyTrade", "You ask for"), self.ask_area, self.theirs_label, self.theirs_area))):
            grid.addWidget(self.label(title, "strong"), 0, col)
            grid.addWidget(tray, 1, col)
            grid.addWidget(words, 2, col)
            grid.addWidget(holdings, 3, col)
        grid.setRowMinimumHeight(2, self.px(26))
        self.areas = (self.give_area, self.ask_area, self.mine_area, self.theirs_area)
        self.column.addLayout(grid)
        self.cards: dict[int, DeedCard] = {}
        for sq in deeds_of(self.view, self.me):
            self.cards[sq] = self._card(sq, self.me)

    def _card(self, sq: int, owner: int) -> DeedCard:
        card = DeedCard(sq, owner, self.scale, self)
        card.toggle_requested.connect(self.toggle)
        card.drag_started.connect(self._drag_started)
        card.drag_moved.connect(self._drag_moved)
        card.dropped.connect(self._dropped)
        return card

    def _build_cash(self) -> None:
        row = QHBoxLayout()
        row.setSpacing(self.px(6))
        row.addWidget(self.label(translate("AntiMonopolyTrade", "Cash:"), "strong"))
        self.pay_group = QButtonGroup(self)
        self.you_pay = QPushButton(translate("AntiMonopolyTrade", "You pay"), self)
        self.they_pay = QPushButton(translate("AntiMonopolyTrade", "They pay"), self)
        for i, chip in enumerate((self.you_pay, self.they_pay)):
            chip.setProperty("role", "chip")
            chip.setCheckable(True)
            chip.setAutoDefault(False)
            self.pay_group.addButton(chip, i)
            row.addWidget(chip)
        self.you_pay.setChecked(True)
        self.pay_group.idClicked.connect(lambda _i: self.refresh())
        prefix, _, suffix = money(0).partition("0")
        self.field = AmountField(0, self.view.cash[self.me], 0, self)
        self.field.setObjectName("cash")
        self.field.setAccessibleName(translate("AntiMonopolyTrade", "Cash in the offer"))
        self.field.setStyleSheet(f"font-size: {self.px(18)}px;")
        self.field.ensurePolished()
        with QSignalBlocker(self.field):  # as wide as the richest player's cash needs, whoever pays
            self.field.set_range(0, max(self.view.cash))
            self.field.setFixedWidth(self.field.sizeHint().width())
            self.field.set_range(0, self.view.cash[self.me])
        for part in (prefix.strip(), None, suffix.strip()):
            if part is None:
                row.addWidget(self.field)
            elif part:
                sign = QLabel(part, self)
                sign.setProperty("role", "strong")
                row.addWidget(sign)
        self.range_label = self.label("", "soft")
        self.range_label.setWordWrap(False)
        row.addWidget(self.range_label, 1)
        self.field.value_changed.connect(lambda _v: self.refresh())
        self.column.addSpacing(self.px(4))
        self.column.addLayout(row)

    def _fill_partner_cards(self) -> None:
        """The partner's deeds as cards (anew when the partner changes)."""
        for sq in [sq for sq, c in self.cards.items() if c.owner != self.me]:
            self.cards.pop(sq).deleteLater()
        if self.target is None:
            return
        for sq in deeds_of(self.view, self.target):
            self.cards[sq] = self._card(sq, self.target)
        for area in (self.ask_area, self.theirs_area):
            area.shelf.seat = self.target

    # ---- the offer ----------------------------------------------------------------------------------------
    def suggest_cash(self, cash: int) -> None:
        """A planned offer's cash written in (a lesson's move): who pays, and how much; the player only proposes."""
        (self.you_pay if cash >= 0 else self.they_pay).setChecked(True)
        self.field.set_range(0, self.payer_cash())
        self.field.setValue(abs(cash))
        self.refresh()

    def cash(self) -> int:
        """The cash in the offer: > 0 paid by you, < 0 by the partner (0 when the amount is not valid)."""
        value = self.field.value() or 0
        if self.cash_problem() is not None:
            return 0
        return value if self.you_pay.isChecked() else -value

    def payer_cash(self) -> int:
        if self.you_pay.isChecked() or self.target is None:
            return self.view.cash[self.me]
        return self.view.cash[self.target]

    def cash_problem(self) -> str | None:
        value, most = self.field.value(), self.payer_cash()
        if value is None:
            return translate("AntiMonopolyTrade", "Type an amount of cash (0 for none).")
        if value > most:
            if self.you_pay.isChecked():
                return translate("AntiMonopolyTrade", "%1 is more than your cash, %2.").replace(
                    "%1", money(value)).replace("%2", money(most))
            return translate("AntiMonopolyTrade", "%1 is more than %3 holds (%2).").replace(
                "%1", money(value)).replace("%2", money(most)).replace("%3", self.names[self.target])
        return None

    def problem(self) -> str | None:
        """Why the offer cannot be proposed yet, or None."""
        if self.target is None:
            return translate("AntiMonopolyTrade", "Nobody can be offered a trade now.")
        cash = self.cash_problem()
        if cash is not None:
            return cash
        if not self.give and not self.ask:
            return translate("AntiMonopolyTrade", "Put at least one deed into the offer: cash alone cannot be "
                                                  "traded.")
        return None

    def toggle(self, card: DeedCard) -> None:
        """Move `card` into the offer or back out, or say why it cannot go."""
        side = self.give if card.owner == self.me else self.ask
        if card.sq in side:
            if card.fixed:
                self._say(card.toolTip().rsplit("\n\n", 1)[-1], True)
                return
            side.remove(card.sq)
        elif card.blocked is not None:
            self._say(card.blocked, True)
            return
        else:
            side.append(card.sq)
        self.refresh()

    def refresh(self) -> None:
        v = self.view
        for sq, card in self.cards.items():
            side, fixed = (self.give, self.fixed_give) if card.owner == self.me else (self.ask, self.fixed_ask)
            inside = sq in side
            blocked = None if inside else blocked_reason(v, card.owner, sq, side, self.names)
            card.set_state(v.mortgaged[sq], inside, blocked, sq in fixed, deed_tip(v, sq, self.names))
        mine = [c for c in self.cards.values() if c.owner == self.me]
        theirs = [c for c in self.cards.values() if c.owner != self.me]
        self.give_area.shelf.set_cards([c for c in mine if c.in_offer])
        self.mine_area.shelf.set_cards([c for c in mine if not c.in_offer])
        self.ask_area.shelf.set_cards([c for c in theirs if c.in_offer])
        self.theirs_area.shelf.set_cards([c for c in theirs if not c.in_offer])
        self._tab_order()
        # an empty holdings shelf says whether the deeds are all in the offer or there are none at all
        self.mine_area.shelf.empty = (translate("AntiMonopolyTrade", "Every deed you hold is in the offer.") if mine
                                      else translate("AntiMonopolyTrade", "You hold no deeds."))
        self.theirs_area.shelf.empty = (translate("AntiMonopolyTrade", "Every deed they hold is in the offer.")
                                        if theirs else translate("AntiMonopolyTrade", "They hold no deeds."))
        self.mine_label.setText(translate("AntiMonopolyTrade", "Your deeds · your cash %1").replace(
            "%1", money(v.cash[self.me])))
        if self.target is not None:
            self.theirs_label.setText(translate("AntiMonopolyTrade", "Deeds of %1 · cash %2").replace(
                "%1", self.names[self.target]).replace("%2", money(v.cash[self.target])))
        if self.field.hi != self.payer_cash():
            with QSignalBlocker(self.field):
                self.field.set_range(0, self.payer_cash())
        self.range_label.setText(translate("AntiMonopolyTrade", "at most %1").replace("%1", money(
            self.payer_cash())))
        cash_problem = self.cash_problem()
        restyle(self.field, "invalid", cash_problem is not None and self.field.value() is not None)
        self.summary.setText(offer_words(self.give, self.ask, self.cash()))
        problem = self.problem()
        self.propose_button.setEnabled(problem is None)
        self.propose_button.setToolTip(plain_tip(problem or translate("AntiMonopolyTrade", "Send the offer: the "
                                                                                           "other player accepts or "
                                                                                           "refuses it.")))
        if problem is not None:
            self._say(problem, cash_problem is not None and problem == cash_problem)
        else:
            self._say(translate("AntiMonopolyTrade", "Propose sends the offer; nothing changes hands unless it is "
                                                     "accepted."), False)

    def _tab_order(self) -> None:
        """Tab as the eye reads the window: the partner, then down the "You give" column (the offer's tray, your
        deeds), down the "You ask for" column, then the cash (who pays, how much), Cancel and Propose."""
        chain: list[QWidget] = list(self.partner_chips.values())
        for area in (self.give_area, self.mine_area, self.ask_area, self.theirs_area):
            chain += area.shelf.cards
        chain += [self.you_pay, self.they_pay, self.field, self.cancel_button, self.propose_button]
        for first, then in itertools.pairwise(chain):
            QWidget.setTabOrder(first, then)

    def _say(self, text: str, error: bool) -> None:
        self.message.setText(text)
        restyle(self.message, "role", "error" if error else "soft")

    def _choose_partner(self, q: int) -> None:
        if q == self.target or self.draft is not None:
            return
        self.target = q
        self.ask = []
        self._fill_partner_cards()
        self.refresh()

    # ---- dragging -----------------------------------------------------------------------------------------
    def _drag_started(self, card: DeedCard, offset: QPoint) -> None:
        if card.blocked is not None or card.fixed:
            self._say(card.blocked if card.blocked is not None else card.toolTip().rsplit("\n\n", 1)[-1], True)
            return
        face = card.grab()
        ghost = QPixmap(face.size())
        ghost.setDevicePixelRatio(face.devicePixelRatio())
        ghost.fill(QColor(0, 0, 0, 0))
        p = QPainter(ghost)
        p.setOpacity(0.8)
        p.drawPixmap(0, 0, face)
        p.end()
        self._ghost = QLabel(self)
        self._ghost.setPixmap(ghost)
        self._ghost.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._ghost.resize(card.size())
        self._ghost_offset = offset
        self._ghost.show()
        self._ghost.raise_()
        self._destination(card).set_lit(True)

    def _destination(self, card: DeedCard) -> ShelfArea:
        if card.owner == self.me:
            return self.mine_area if card.in_offer else self.give_area
        return self.theirs_area if card.in_offer else self.ask_area

    def _drag_moved(self, card: DeedCard, pos: QPoint) -> None:
        if self._ghost is not None:
            self._ghost.move(self.mapFromGlobal(pos) - self._ghost_offset)

    def _dropped(self, card: DeedCard, pos: QPoint) -> None:
        if self._ghost is None:
            return
        self._ghost.deleteLater()
        self._ghost = None
        for area in self.areas:
            area.set_lit(False)
        target = self._destination(card)
        if target.contains_global(pos):
            self.toggle(card)
        elif any(a.contains_global(pos) and a.shelf.seat != card.owner for a in self.areas):
            self._say(translate("AntiMonopolyTrade", "Your deeds go under “You give”, the other player's under "
                                                     "“You ask for”."), True)

    # ---- the answer ---------------------------------------------------------------------------------------
    def steps(self) -> list[Action]:
        """The steps still to submit: the offer when Propose was pressed, else the draft's cancelling."""
        if self.result() != self.DialogCode.Accepted or self.problem() is not None:
            return [CANCEL] if self.draft is not None else []
        out: list[Action] = [] if self.draft is not None else [StartTrade(self.target)]
        out += [Give(sq) for sq in sorted(self.give) if sq not in self.fixed_give]
        out += [Ask(sq) for sq in sorted(self.ask) if sq not in self.fixed_ask]
        out.append(Propose(self.cash()))
        return out

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()


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
