"""The Anti-Monopoly window in which the seated player draws an offer up (`TradeDialog`), laid on the table
(`kit.on_table`); the other player's answer is offer_answer.py's `OfferDialog`.

`TradeDialog` shows both players' deeds as cards: drag one into the offer (or click it, or Space on it) and
back out; set cash either way; Propose sends it. The engine builds an offer in steps (`trade T`, `give`,
`ask`, `propose X`), so `steps()` is the list of steps still to submit, in order. A draft loaded from a save
keeps its partner and its deeds: the engine cannot take a deed back out of a draft, and starting afresh would
need a second offer in the turn, which the default settings do not allow (the view does not tell how many
remain), so a draft's deeds are pinned and only more can be added.
The window is the kit's (`ui/kit/dialogs.py`) in the table's look; names are plain text, isolated.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QPoint, QSignalBlocker, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from ponzi_desktop.engine.anti_monopoly.actions import (
    CANCEL,
    Ask,
    Give,
    Propose,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.anti_monopoly.labels import role_name
from ponzi_desktop.ui.anti_monopoly.trade_parts import (
    CARD_H,
    DeedCard,
    DeedShelf,
    ShelfArea,
    blocked_reason,
    deed_tip,
    deeds_of,
    offer_words,
    restyle,
)
from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, money, plain_tip
from ponzi_desktop.ui.kit.amount_dialog import AmountField
from ponzi_desktop.ui.kit.dialogs import TableDialog

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
