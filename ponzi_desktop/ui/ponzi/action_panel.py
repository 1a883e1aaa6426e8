"""The Ponzi Scheme buttons of the action panel: tiles and cards to fund, tiles to offer and luxuries to buy,
the envelope to open, cards to remove, tiles to return.

The same two-step selection as on the table (an industry, then a card), and direct buttons where one click
is a whole move. Every button of a phase stays where it is for the whole phase: a button that does not
apply to the half-made move is disabled, never taken away. Offers go through a menu on the tile's button
(one entry per player who holds that industry), so choosing a tile adds nothing to the row.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMenu

from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Counter, Remove, ReturnTile, Sell
from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.ui.formatting import mnemonic_safe
from ponzi_desktop.ui.kit.action_panel import ActionPanel
from ponzi_desktop.ui.kit.moves import Payload
from ponzi_desktop.ui.kit.panel_buttons import number_samples
from ponzi_desktop.ui.kit.pieces import face_pixmap
from ponzi_desktop.ui.kit.reasons import menu_entry
from ponzi_desktop.ui.ponzi.items import LuxuryItem, TileItem, industry_name
from ponzi_desktop.ui.ponzi.moves import ORDINALS, Moves, Selection
from ponzi_desktop.ui.ponzi.style import card_facts, money, number


def _icon(item, scale: float) -> QIcon:
    return QIcon(face_pixmap(item, scale, 2.0))


@lru_cache(maxsize=1)
def _highest() -> tuple[int, int]:
    """The highest fund card and luxury price: a button showing one has room for the widest from the start."""
    data = ponzi_data()
    return max(c.value for c in data.fund_cards), max(lux.price for lux in data.luxuries)


class PonziActionPanel(ActionPanel):
    """Asks (`asked`): ("offer", (seat, industry)) to open the envelope, ("answer", None) to answer one."""

    def __init__(self, names: list[str], parent=None) -> None:
        super().__init__(parent)
        self.names = names

    def fill(self, moves: Moves, sel: Selection) -> None:
        phase = moves.phase
        bears = moves.view.settings.bears
        if phase == "fund":
            self._fund_buttons(moves, sel, bears)
        elif phase == "trade":
            self._trade_buttons(moves, sel)
        elif phase == "answer":
            b = self.button(self.tr("Open the Envelope…"), self.tr("See the amount and answer Sold or "
                                                                  "Counter-offer"), does=(Sell, Counter))
            b.setProperty("role", "primary")
            b.clicked.connect(lambda: self.asked.emit("answer", None))
        elif phase == "remove":
            # the amounts alone (a card drawn this small is unreadable); the card picked on the table is lit
            for c in moves.view.market:
                b = self.button(money(c), self.tr("Remove the %1 card from the funding board").replace(
                    "%1", money(c)), None, checked=sel.card == c,
                    name=self.tr("Remove the %1 card").replace("%1", money(c)), commits=True,
                    room_for=number_samples(_highest()[0], money), does=(Remove(c),))
                b.clicked.connect(lambda _=False, c=c: self.submit_requested.emit(Remove(c)))
        elif phase == "return":
            for ind in moves.view.industries:
                if moves.held(moves.me, ind):
                    ok = moves.legal(ReturnTile(ind))
                    b = self.button(industry_name(ind), self.tr("Give one %1 tile back to the supply").replace(
                        "%1", industry_name(ind)) if ok else moves.why_not_return(ind),
                        _icon(TileItem(ind, 40), 0.8), ok,
                        name=self.tr("Return %1").replace("%1", industry_name(ind)), commits=True,
                        does=(ReturnTile(ind),))
                    b.clicked.connect(lambda _=False, i=ind: self.submit_requested.emit(ReturnTile(i)))

    def _fund_buttons(self, moves: Moves, sel: Selection, bears: int) -> None:
        for ind in moves.view.industries:
            ok = moves.can_take(ind) and (sel.card is None or moves.fund_ok(ind, sel.card))
            row = moves.row_for(ind)
            if not moves.can_take(ind):
                tip = moves.why_not_take(ind)
            elif not ok:  # the card chosen first is in another row than this tile funds from
                tip = moves.why_not_fund(ind, sel.card)
            else:
                tip = self.tr("Take your %1 %2 tile and fund a card from row %3").replace(
                    "%1", self.translate_ordinal(row)).replace("%2", industry_name(ind)).replace(
                    "%3", number(row + 1))
            b = self.button(industry_name(ind), tip, _icon(TileItem(ind, 40), 0.8), ok, sel.industry == ind,
                            does=(Payload("supply", ind),))
            if ok and sel.card is not None:
                b.setProperty("role", "primary")  # the next step of the card picked first: green, the keyboard on it
            b.clicked.connect(lambda _=False, i=ind: self.payload_clicked.emit(Payload("supply", i)))
        self.arrow()
        for c in moves.view.market:
            inds = [sel.industry] if sel.industry is not None else moves.industries_for(c)
            ok = any(moves.fund_ok(i, c) for i in inds if i is not None)
            f = card_facts(c, bears)
            if ok:
                tip = self.tr("Fund card %1 (you will owe %2 interest every %n round(s))", "", f.period).replace(
                    "%1", money(c)).replace("%2", money(f.interest))
            elif sel.industry is not None:
                tip = moves.why_not_fund(sel.industry, c)
            else:
                tip = moves.why_no_industry(c)
            b = self.button(money(c), tip, None, ok, sel.card == c, name=self.tr("The %1 card").replace("%1", money(c)),
                            room_for=number_samples(_highest()[0], money), does=(Payload("card", c),))
            if ok and sel.industry is not None:
                b.setProperty("role", "primary")  # the lit row's cards: the next step, green, the keyboard on it
            b.clicked.connect(lambda _=False, c=c: self.payload_clicked.emit(Payload("card", c)))

    def _trade_buttons(self, moves: Moves, sel: Selection) -> None:
        for ind in moves.my_tiles():
            targets = moves.offer_targets(ind)
            tip = (self.tr("Offer one of your %1 tiles to a player who holds one").replace("%1", industry_name(ind))
                   if targets else self.tr("Nobody else holds a %1 tile").replace("%1", industry_name(ind)))
            b = self.button(industry_name(ind), tip, _icon(TileItem(ind, 40), 0.8), bool(targets),
                            name=self.tr("Offer a %1 tile").replace("%1", industry_name(ind)),
                            does=(Payload("tile", ind),))
            if targets:  # every other player listed; those who cannot take this tile greyed with why
                menu = QMenu(b)
                for j in range(len(self.names)):
                    if j == moves.me:
                        continue
                    words = self.tr("Offer to %1…").replace("%1", mnemonic_safe(self.names[j]))
                    action = menu_entry(menu, words, None if j in targets else moves.why_not_offer(j, ind))
                    if j in targets:
                        action.triggered.connect(lambda _=False, j=j, i=ind: self.asked.emit("offer", (j, i)))
                b.setMenu(menu)
        for price in moves.view.luxury_bank:
            if moves.view.settings.variant == "advanced":
                ok = moves.legal(BuyLuxury(price))
                lux = LuxuryItem(price, 70, 32)  # its tooltip; no icon: a luxury tile drawn this small is unreadable
                buy = self.tr("Buy %1")
                b = self.button(buy.replace("%1", money(price)),
                                lux.toolTip() if ok else moves.why_not_luxury(price), None, ok,
                                commits=True, room_for=number_samples(_highest()[1], lambda n, buy=buy: buy.replace(
                                    "%1", money(n))), does=(BuyLuxury(price),))
                b.clicked.connect(lambda _=False, p=price: self.submit_requested.emit(BuyLuxury(p)))

    def translate_ordinal(self, row: int) -> str:
        return QCoreApplication.translate("PonziMoves", ORDINALS[row])
