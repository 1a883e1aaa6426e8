"""The "What to do now" panel under the table: the prompt, Pass, and a button for every part of a move.

It is the click and keyboard way to play (Tab between buttons, Enter or Space to press): the same two-step
selection as on the table (an industry, then a card), and direct buttons where one click is a whole move.
Buttons carry accessible names and tooltips; the panel only emits what was asked for, the table decides.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ponzi_desktop.engine.ponzi.actions import PASS, BuyLuxury, Remove, ReturnTile
from ponzi_desktop.ui.labels import PONZI_PHASES, PONZI_PROMPTS, label
from ponzi_desktop.ui.ponzi.cards import CardItem
from ponzi_desktop.ui.ponzi.items import LuxuryItem, TileItem, face_pixmap, industry_name
from ponzi_desktop.ui.ponzi.moves import ORDINALS, Moves, Payload, Selection
from ponzi_desktop.ui.ponzi.style import card_facts, money, number


def _icon(item, scale: float) -> QIcon:
    return QIcon(face_pixmap(item, scale, 2.0))


class ActionPanel(QFrame):
    """Signals: `payload_clicked` (half a move, like a click on the table), `submit_requested` (a whole
    action), `offer_requested` (seat, industry: open the envelope), `answer_requested`, `clear_requested`."""

    payload_clicked = Signal(object)
    submit_requested = Signal(object)
    offer_requested = Signal(int, str)
    answer_requested = Signal()
    clear_requested = Signal()
    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action_panel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#action_panel { background: #2b1a0e; } QLabel { color: #f4efe1; }")
        self.title = QLabel(self)
        self.title.setObjectName("phase_title")
        self.title.setStyleSheet("font-weight: bold; color: #f2c14e;")
        self.prompt = QLabel(self)
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.pass_button = QPushButton(self.tr("Pass"), self)
        self.pass_button.setObjectName("pass_button")
        self.pass_button.setAccessibleName(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Do nothing this turn"))
        self.pass_button.setAutoDefault(True)
        self.pass_button.clicked.connect(lambda: self.submit_requested.emit(PASS))
        self.clear_button = QPushButton(self.tr("Cancel"), self)
        self.clear_button.setAccessibleName(self.tr("Cancel the selection"))
        self.clear_button.setToolTip(self.tr("Forget the half-made move (Esc)"))
        self.clear_button.setAutoDefault(True)
        self.clear_button.clicked.connect(self.clear_requested)
        self.hint_button = QPushButton(self.tr("Hint"), self)
        self.hint_button.setObjectName("hint_button")
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Ask the hard bot what it would do in your place (Ctrl+H). It sees "
                                            "only what you see."))
        self.hint_button.setAutoDefault(True)
        self.hint_button.clicked.connect(self.hint_requested)
        self.hint_button.setVisible(False)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addWidget(self.prompt, 1)
        top.addWidget(self.hint_button)
        top.addWidget(self.clear_button)
        top.addWidget(self.pass_button)
        self.buttons_box = QWidget(self)
        self.buttons = QHBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setSpacing(6)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.buttons_box)
        self._key: object = None
        self.setFixedHeight(90)  # the same with or without buttons: the table above never jumps

    # ---- building the buttons ---------------------------------------------------------------------------
    def _button(self, text: str, tip: str, icon: QIcon | None = None, enabled: bool = True,
                checked: bool | None = None, name: str | None = None) -> QPushButton:
        b = QPushButton(text, self.buttons_box)
        b.setToolTip(tip)
        b.setAccessibleName(name or text)
        b.setAccessibleDescription(tip)
        b.setAutoDefault(True)  # Enter presses the focused button, as Space does
        b.setEnabled(enabled)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(QSize(30, 30))
        if checked is not None:
            b.setCheckable(True)
            b.setChecked(checked)
        self.buttons.addWidget(b)
        b.show()  # at once, not at the layout's next pass: the keyboard may go straight to it
        return b

    def _clear(self) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()

    def show_hint(self, available: bool, pending: bool, text: str | None) -> None:
        """The hint button (shown on the player's own turn, busy while the bot thinks) and, once a hint is in,
        its sentence in place of the phase's prompt."""
        self.hint_button.setVisible(available or pending or text is not None)
        self.hint_button.setEnabled(available and not pending and text is None)
        self.hint_button.setText(self.tr("Thinking…") if pending else self.tr("Hint"))
        if text is not None:
            self.prompt.setText(text)
            self.prompt.setStyleSheet("color: #6ff0a4; font-weight: bold;")
        elif self.prompt.styleSheet():  # a hint was showing: back to the phase's own prompt
            self.prompt.setStyleSheet("")
            if isinstance(self._key, tuple) and self._key and self._key[0] != "waiting":
                self.prompt.setText(label(PONZI_PROMPTS, self._key[0]))

    def show_waiting(self, title: str, text: str) -> None:
        self._key = ("waiting", title, text)
        self._clear()
        self.title.setText(title)
        self.prompt.setText(text)
        self.pass_button.setVisible(False)
        self.clear_button.setVisible(False)

    def show_moves(self, moves: Moves, sel: Selection, names: list[str], round_no: int) -> None:
        key = (moves.phase, moves.choices, sel, moves.view.market, round_no)
        if key == self._key:
            return
        self._key = key
        had_focus = self.focusWidget() is not None and self.isAncestorOf(self.focusWidget())
        self._clear()
        phase = moves.phase
        self.title.setText(self.tr("Round %1 · %2").replace("%1", number(round_no)).replace(
            "%2", label(PONZI_PHASES, phase)))
        self.prompt.setText(label(PONZI_PROMPTS, phase))
        self.pass_button.setVisible(moves.can_pass())
        self.clear_button.setVisible(not sel.empty)
        bears = moves.view.settings.bears
        if phase == "fund":
            self._fund_buttons(moves, sel, bears)
        elif phase == "trade":
            self._trade_buttons(moves, sel, names)
        elif phase == "answer":
            b = self._button(self.tr("Open the Envelope…"), self.tr("See the amount and answer Sold or "
                                                                   "Counter-offer"))
            b.clicked.connect(self.answer_requested)
        elif phase == "remove":
            for c in moves.view.market:
                b = self._button(number(c), self.tr("Remove card %1 from the funding board").replace(
                    "%1", number(c)), _icon(CardItem(card_facts(c, bears), 70, 48, compact=True), 0.5),
                    name=self.tr("Remove card %1").replace("%1", number(c)))
                b.clicked.connect(lambda _=False, c=c: self.submit_requested.emit(Remove(c)))
        elif phase == "return":
            for ind in moves.view.industries:
                if moves.legal(ReturnTile(ind)):
                    b = self._button(self.tr("Return %1").replace("%1", industry_name(ind)), self.tr(
                        "Give one %1 tile back to the supply").replace("%1", industry_name(ind)),
                        _icon(TileItem(ind, 40), 0.8))
                    b.clicked.connect(lambda _=False, i=ind: self.submit_requested.emit(ReturnTile(i)))
        self.buttons.addStretch(1)
        if had_focus:
            first = next((self.buttons.itemAt(i).widget() for i in range(self.buttons.count())
                          if self.buttons.itemAt(i).widget() is not None
                          and self.buttons.itemAt(i).widget().isEnabled()), None)
            (first or self.pass_button).setFocus()

    def _fund_buttons(self, moves: Moves, sel: Selection, bears: int) -> None:
        for ind in moves.view.industries:
            ok = moves.can_take(ind) and (sel.card is None or moves.fund_ok(ind, sel.card))
            row = moves.row_for(ind)
            tip = (self.tr("Take your %1 %2 tile and fund a card from row %3").replace(
                "%1", QCoreApplication.translate("PonziMoves", ORDINALS[row])).replace("%2", industry_name(ind)).replace("%3", number(row + 1))
                if moves.can_take(ind) else moves.why_not_take(ind))
            b = self._button(industry_name(ind), tip, _icon(TileItem(ind, 40), 0.8), ok, sel.industry == ind)
            b.clicked.connect(lambda _=False, i=ind: self.payload_clicked.emit(Payload("supply", i)))
        sep = QLabel("→", self.buttons_box)
        self.buttons.addWidget(sep)
        sep.show()
        for c in moves.view.market:
            inds = [sel.industry] if sel.industry is not None else moves.industries_for(c)
            ok = any(moves.fund_ok(i, c) for i in inds if i is not None)
            if not ok and sel.industry is not None:
                continue  # with an industry chosen, only its row's cards are offered
            f = card_facts(c, bears)
            tip = self.tr("Fund card %1 (pays %2 every %3)").replace("%1", money(c)).replace(
                "%2", money(f.interest)).replace("%3", number(f.period))
            b = self._button(number(c), tip, _icon(CardItem(f, 70, 48, compact=True), 0.5), ok, sel.card == c,
                             name=self.tr("Card %1").replace("%1", number(c)))
            b.clicked.connect(lambda _=False, c=c: self.payload_clicked.emit(Payload("card", c)))

    def _trade_buttons(self, moves: Moves, sel: Selection, names: list[str]) -> None:
        for ind in moves.my_tiles():
            targets = moves.offer_targets(ind)
            tip = (self.tr("Offer one of your %1 tiles to a player who holds one").replace("%1", industry_name(ind))
                   if targets else self.tr("Nobody else holds a %1 tile").replace("%1", industry_name(ind)))
            b = self._button(industry_name(ind), tip, _icon(TileItem(ind, 40), 0.8), bool(targets),
                             sel.tile == ind)
            b.clicked.connect(lambda _=False, i=ind: self.payload_clicked.emit(Payload("tile", i)))
        if sel.tile is not None:
            arrow = QLabel("→", self.buttons_box)
            self.buttons.addWidget(arrow)
            arrow.show()
            for j in moves.offer_targets(sel.tile):
                b = self._button(self.tr("Offer to %1…").replace("%1", names[j]), self.tr(
                    "Put an amount in an envelope for %1's %2 tile").replace("%1", names[j]).replace(
                    "%2", industry_name(sel.tile)))
                b.clicked.connect(lambda _=False, j=j, i=sel.tile: self.offer_requested.emit(j, i))
        for price in moves.view.luxury_bank:
            if moves.legal(BuyLuxury(price)):
                lux = LuxuryItem(price, 70, 32)
                b = self._button(self.tr("Buy %1").replace("%1", money(price)), lux.toolTip(), _icon(lux, 0.5))
                b.clicked.connect(lambda _=False, p=price: self.submit_requested.emit(BuyLuxury(p)))

    def focus_first(self) -> None:
        for i in range(self.buttons.count()):
            w = self.buttons.itemAt(i).widget()
            if isinstance(w, QPushButton) and w.isEnabled():
                w.setFocus(Qt.FocusReason.OtherFocusReason)
                return
        if self.pass_button.isVisible():
            self.pass_button.setFocus()
