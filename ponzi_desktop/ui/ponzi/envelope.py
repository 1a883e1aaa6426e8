"""The trading envelope: the offering player seals an amount privately, the target answers Sold or Counter-offer.

Both dialogs open with `open()` (window-modal, no nested event loop) so the table keeps animating and
bots keep their pace. Each shows the amount only to the person it is meant for: the table opens them only
when that person is the viewer and closes them when the viewer changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.engine.ponzi.actions import COUNTER, SELL
from ponzi_desktop.ui.ponzi.items import industry_name
from ponzi_desktop.ui.ponzi.style import money


class OfferDialog(QDialog):
    """Choose the amount to put in the envelope for `target` (0 to your cash)."""

    def __init__(self, target: int, target_name: str, industry: str, lo: int, hi: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.target, self.industry = target, industry
        self.setWindowTitle(self.tr("Envelope for %1").replace("%1", target_name))
        self.setObjectName("offer_dialog")
        name = industry_name(industry)
        intro = QLabel(self.tr(
            "<p><b>Offer %1 money for one %2 tile.</b></p><p>Only you and %1 will see the amount. If %1 sells, "
            "you pay it and get their tile; if %1 counter-offers, they pay you the same amount and take one of "
            "your %2 tiles.</p>").replace("%1", target_name).replace("%2", name), self)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        self.spin = QSpinBox(self)
        self.spin.setRange(lo, hi)
        self.spin.setMinimumWidth(110)
        self.spin.setPrefix(self.tr("$"))
        self.spin.setAccessibleName(self.tr("Amount in the envelope"))
        self.spin.setToolTip(self.tr("From %1 to %2 (your cash)").replace("%1", money(lo)).replace("%2", money(hi)))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(lo, hi)
        self.slider.setAccessibleName(self.tr("Amount in the envelope"))
        self.slider.setToolTip(self.spin.toolTip())
        self.slider.setPageStep(max(1, (hi - lo) // 10))
        self.spin.valueChanged.connect(self.slider.setValue)
        self.slider.valueChanged.connect(self.spin.setValue)
        row = QHBoxLayout()
        row.addWidget(QLabel(money(lo), self))
        row.addWidget(self.slider, 1)
        row.addWidget(QLabel(money(hi), self))
        row.addWidget(self.spin)
        buttons = QDialogButtonBox(self)
        self.seal = buttons.addButton(self.tr("Seal and Hand Over"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.seal.setToolTip(self.tr("Give %1 the envelope: they must sell or counter-offer.").replace(
            "%1", target_name))
        self.seal.setAccessibleName(self.seal.text())
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.setToolTip(self.tr("Keep the envelope: choose again"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.spin.setFocus()
        self.spin.selectAll()

    def amount(self) -> int:
        return self.spin.value()


class AnswerDialog(QDialog):
    """The target's answer: Sold (take the money, give a tile) or Counter-offer (pay it, take a tile)."""

    answered = Signal(object)  # SELL or COUNTER
    hint_requested = Signal()

    def __init__(self, offerer_name: str, industry: str, amount: int, can_counter: bool, cash: int | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answer_dialog")
        self.setWindowTitle(self.tr("An Envelope from %1").replace("%1", offerer_name))
        name = industry_name(industry)
        intro = QLabel(self.tr("<p><b>%1 offers you %2 for one of your %3 tiles.</b></p><p>You cannot refuse: "
                               "sell the tile for the amount, or counter-offer: pay %1 the same amount and take "
                               "one of their %3 tiles.</p>").replace("%1", offerer_name).replace(
            "%2", money(amount)).replace("%3", name), self)
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        self.sold = QPushButton(self.tr("Sold! Take %1, give a %2 tile").replace("%1", money(amount)).replace(
            "%2", name), self)
        self.sold.setAccessibleName(self.tr("Sold"))
        self.sold.setToolTip(self.tr("Take the envelope and give %1 one %2 tile.").replace(
            "%1", offerer_name).replace("%2", name))
        self.counter = QPushButton(self.tr("Counter-offer! Pay %1, take a %2 tile").replace(
            "%1", money(amount)).replace("%2", name), self)
        self.counter.setAccessibleName(self.tr("Counter-offer"))
        self.counter.setEnabled(can_counter)
        if can_counter:
            self.counter.setToolTip(self.tr("Pay %1 the same amount and take one of their %2 tiles.").replace(
                "%1", offerer_name).replace("%2", name))
        else:
            self.counter.setToolTip(self.tr("You have only %1: you cannot pay %2, so you must sell.").replace(
                "%1", money(cash or 0)).replace("%2", money(amount)))
        # a hint, when there is a choice to make: the hard bot's answer on this player's view, shown as a lit
        # button (the main window's Ctrl+H cannot reach a dialog)
        self.hint = QPushButton(self.tr("&Hint"), self)
        self.hint.setObjectName("answer_hint")
        self.hint.setToolTip(self.tr("Ask the hard bot which answer it would give in your place. It sees only "
                                     "what you see."))
        self.hint.setVisible(can_counter)
        self.hint.clicked.connect(self.hint_requested)
        for b in (self.sold, self.counter):
            b.setAutoDefault(True)
            b.setMinimumHeight(40)
        self.sold.clicked.connect(lambda: self._answer(SELL))
        self.counter.clicked.connect(lambda: self._answer(COUNTER))
        # side by side while both fit; longer words (Spanish) stack the two answers rather than cut them
        side_by_side = self.sold.sizeHint().width() + self.counter.sizeHint().width() + 40 <= 640
        row = QHBoxLayout() if side_by_side else QVBoxLayout()
        row.addWidget(self.sold)
        row.addWidget(self.counter)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        if not can_counter:
            note = QLabel(self.counter.toolTip(), self)
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addLayout(row)
        hint_row = QHBoxLayout()
        hint_row.addStretch(1)
        hint_row.addWidget(self.hint)
        layout.addLayout(hint_row)
        self.setMinimumWidth(max(480, row.sizeHint().width() + 24))
        self.sold.setFocus()

    def show_hint(self, pending: bool, action) -> None:
        """The hint button busy while the bot thinks; then the answer it suggests lit and focused."""
        self.hint.setEnabled(not pending and action is None)
        self.hint.setText(self.tr("Thinking…") if pending else self.tr("&Hint"))
        for button, answer in ((self.sold, SELL), (self.counter, COUNTER)):
            lit = action == answer
            button.setStyleSheet("border: 3px solid #6ff0a4; font-weight: bold;" if lit else "")
            if lit:
                button.setFocus()

    def _answer(self, action) -> None:
        self.answered.emit(action)
        self.accept()
