"""Stand-in (dropped when am-trade's trade.py is merged): the trade window and the offer's answer, as plain
lists, with the signatures the table codes to."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QSpinBox, QVBoxLayout

from ponzi_desktop.engine.anti_monopoly.actions import (
    Accept,
    Ask,
    CancelTrade,
    Give,
    Propose,
    Reject,
    StartTrade,
)
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.kit.dialogs import TableDialog
from ponzi_desktop.ui.kit.look import money


def _free(view, seat: int) -> list[int]:
    return [sq for sq, o in enumerate(view.owners) if o == seat and not view.buildings[sq]]


class TradeDialog(TableDialog):
    def __init__(self, view, names: list[str], parent=None, target: int | None = None) -> None:
        super().__init__("Trade", parent)
        self.view = view
        me = view.seat
        draft = view.draft
        if draft is not None:
            target = draft[0]
        others = [q for q in range(len(names)) if q != me and not view.bankrupt[q]]
        self.partner = QComboBox(self)
        for q in others:
            self.partner.addItem(names[q], q)
        if target in others:
            self.partner.setCurrentIndex(others.index(target))
        self.partner.setEnabled(draft is None)
        self.column.addWidget(self.partner)
        row = QHBoxLayout()
        self.gives: dict[int, QCheckBox] = {}
        self.asks: dict[int, QCheckBox] = {}
        mine, theirs = QVBoxLayout(), QVBoxLayout()
        for sq in _free(view, me):
            box = QCheckBox(space_name(sq), self)
            box.setChecked(draft is not None and sq in draft[1])
            mine.addWidget(box)
            self.gives[sq] = box
        self.theirs = theirs
        row.addLayout(mine)
        row.addLayout(theirs)
        self.column.addLayout(row)
        self.cash = QSpinBox(self)
        self.cash.setRange(-view.cash[target if target is not None else others[0]], view.cash[me])
        self.column.addWidget(self.cash)
        self.partner.currentIndexChanged.connect(self._fill_theirs)
        self._fill_theirs()
        cancel = self.add_button("Cancel")
        cancel.clicked.connect(self.reject)
        send = self.add_button("Send", primary=True)
        send.clicked.connect(self.accept)

    def _fill_theirs(self) -> None:
        for box in self.asks.values():
            box.deleteLater()
        self.asks = {}
        q = self.partner.currentData()
        draft = self.view.draft
        for sq in _free(self.view, q):
            box = QCheckBox(space_name(sq), self)
            box.setChecked(draft is not None and sq in draft[2])
            self.theirs.addWidget(box)
            self.asks[sq] = box
        self.cash.setMinimum(-self.view.cash[q])

    def actions(self) -> list:
        draft = self.view.draft
        if self.result() != TableDialog.DialogCode.Accepted:
            return [CancelTrade()] if draft is not None else []
        out = [] if draft is not None else [StartTrade(self.partner.currentData())]
        out += [Give(sq) for sq, b in self.gives.items() if b.isChecked() and (draft is None or sq not in draft[1])]
        out += [Ask(sq) for sq, b in self.asks.items() if b.isChecked() and (draft is None or sq not in draft[2])]
        out.append(Propose(self.cash.value()))
        return out


class OfferDialog(TableDialog):
    def __init__(self, view, names: list[str], parent=None) -> None:
        super().__init__("Offer", parent)
        proposer, _target, give, ask, cash = view.offer
        self.column.addWidget(self.label(names[proposer]))
        self.column.addWidget(self.label(", ".join(space_name(sq) for sq in give) or "-"))
        self.column.addWidget(self.label(", ".join(space_name(sq) for sq in ask) or "-"))
        self.column.addWidget(self.label(money(cash)))
        refuse = self.add_button("Refuse")
        refuse.clicked.connect(self.reject)
        accept = self.add_button("Accept", primary=True)
        accept.clicked.connect(self.accept)

    def action(self):
        return Accept() if self.result() == TableDialog.DialogCode.Accepted else Reject()
