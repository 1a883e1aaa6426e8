"""What a drag, a drop or a click on the Ponzi table means: the move it makes, the half-move it selects, or why not.

Drag and drop, clicks on the table and the action panel all come here, so the three ways to play agree.
Legality is read from the view's choices (the engine's own list); the reasons are ours, worded for people
and translatable, because the engine's refusal texts are English notes for developers.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Fund, Offer, Remove, ReturnTile
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.moves import NONE, Payload, Result, Target, refuse
from ponzi_desktop.ui.ponzi.labels import INDUSTRIES, PROMPTS
from ponzi_desktop.ui.ponzi.style import money, number

ORDINALS = (QT_TRANSLATE_NOOP("PonziMoves", "1st"), QT_TRANSLATE_NOOP("PonziMoves", "2nd"),
            QT_TRANSLATE_NOOP("PonziMoves", "3rd"))


translate = QCoreApplication.translate


def prompt(view: Any) -> str:
    """What the person to move is asked to do; in trading, what it allows them: offers, luxuries, or only a pass
    (the panel and a refusal's "Not now." say the same)."""
    if view.phase == "trade" and view.choices:
        kinds = {type(c.action) for c in view.choices}
        offers, luxury = Offer in kinds, BuyLuxury in kinds
        if not offers:
            return label(PROMPTS, "trade_luxury" if luxury else "trade_nothing")
        return label(PROMPTS, "trade_advanced" if luxury else "trade")
    return label(PROMPTS, view.phase)


@dataclass(frozen=True, slots=True)
class Selection:
    """The first half of a two-step move (click, or a drop that needs a second part)."""

    industry: str | None = None  # fund: the tile chosen first
    card: int | None = None  # fund: the card chosen first; remove: the card picked
    tile: str | None = None  # trade or return: one of my tiles
    luxury: int | None = None

    @property
    def empty(self) -> bool:
        return self.industry is None and self.card is None and self.tile is None and self.luxury is None


class Moves:
    """The Ponzi Scheme move logic for one view and the person looking at it (the kit's `Moves` protocol).

    `waiting` is None when the viewer may act now, else the sentence explaining why they may not.
    """

    def __init__(self, view: Any, names: list[str], waiting: str | None) -> None:
        self.view = view
        self.names = names
        self.me = view.seat
        self.waiting = waiting
        self.phase = view.phase
        self.choices = view.choices

    # ---- facts ----------------------------------------------------------------------------------------
    def legal(self, action: Action) -> bool:
        return self.waiting is None and any(c.admits(action) for c in self.choices)

    def can_pass(self) -> bool:
        return self.waiting is None and any(c.param is None and type(c.action).__name__ == "Pass"
                                            for c in self.choices)

    def held(self, seat: int, industry: str) -> int:
        return self.view.players[seat].tiles[self.view.industries.index(industry)]

    def row_for(self, industry: str) -> int:
        """The board row (0-2) my next tile of `industry` funds from."""
        return min(self.held(self.me, industry), 2)

    def row_of(self, card: int) -> int | None:
        market = self.view.market
        return market.index(card) // 3 if card in market else None

    def fund_ok(self, industry: str, card: int) -> bool:
        return self.phase == "fund" and self.legal(Fund(industry, card))

    def can_take(self, industry: str) -> bool:
        return any(self.fund_ok(industry, c) for c in self.view.market)

    def industries_for(self, card: int) -> list[str]:
        return [ind for ind in self.view.industries if self.fund_ok(ind, card)]

    def cards_for(self, industry: str) -> list[int]:
        return [c for c in self.view.market if self.fund_ok(industry, c)]

    def offer_choice(self, seat: int, industry: str):
        for c in self.choices:
            a = c.action
            if isinstance(a, Offer) and a.target == seat and a.industry == industry and c.param == "amount":
                return c
        return None

    def offer_targets(self, industry: str) -> list[int]:
        return [j for j in range(len(self.view.players)) if self.offer_choice(j, industry) is not None]

    def my_tiles(self) -> list[str]:
        if self.me is None:
            return []
        return [ind for k, ind in enumerate(self.view.industries) if self.view.players[self.me].tiles[k]]

    # ---- reasons ----------------------------------------------------------------------------------------
    def why_not_take(self, industry: str) -> str:
        name = label(INDUSTRIES, industry)
        held = self.held(self.me, industry)
        if held >= 3:
            return translate("PonziMoves", "You already hold %1 %2 tiles: funding allows at most 3.").replace(
                "%1", number(held)).replace("%2", name)
        k = self.view.industries.index(industry)
        if self.view.supply[k] == 0:
            return translate("PonziMoves", "The %1 supply is empty.").replace("%1", name)
        return translate("PonziMoves", "Row %1 of the funding board is empty: no %2 tile can be funded now.").replace(
            "%1", number(held + 1)).replace("%2", name)

    def why_not_fund(self, industry: str, card: int) -> str:
        if not self.can_take(industry):
            return self.why_not_take(industry)
        row = self.row_of(card)
        if row is None:
            return translate("PonziMoves", "The %1 card is not on the funding board.").replace("%1", money(card))
        want = self.row_for(industry)
        return translate("PonziMoves", "Your next %1 tile is your %2 one, so it funds from row %3; the %4 card is in row %5.").replace(
            "%1", label(INDUSTRIES, industry)).replace("%2", translate("PonziMoves", ORDINALS[want])).replace(
            "%3", number(want + 1)).replace("%4", money(card)).replace("%5", number(row + 1))

    def why_no_industry(self, card: int) -> str:
        row = self.row_of(card)
        if row is None:
            return translate("PonziMoves", "The %1 card is not on the funding board.").replace("%1", money(card))
        return translate("PonziMoves", "The %1 card is in row %2: it needs an industry of which you hold exactly "
                         "%n tile(s), with tiles left in the supply.", None, row).replace(
            "%1", money(card)).replace("%2", number(row + 1))

    def why_not_offer(self, seat: int, industry: str) -> str:
        if seat == self.me:
            return translate("PonziMoves", "Drop the tile on another player to offer them a trade.")
        if self.held(seat, industry) == 0:
            return translate("PonziMoves", "%1 holds no %2 tile: you can only trade an industry you both hold.").replace(
                "%1", self.names[seat]).replace("%2", label(INDUSTRIES, industry))
        return self.wrong_phase()

    def why_not_return(self, industry: str) -> str:
        held = self.view.players[self.me].tiles
        most = max(held)
        return translate("PonziMoves", "You hold %n %1 tile(s), fewer than of another industry: return a tile "
                         "of an industry you hold most of (%2 tiles).", None, self.held(self.me, industry)).replace(
            "%1", label(INDUSTRIES, industry)).replace("%2", number(most))

    def why_not_luxury(self, price: int) -> str:
        if self.view.settings.variant != "advanced":
            return translate("PonziMoves", "Luxuries are part of the advanced rules only.")
        if price not in self.view.luxury_bank:
            return translate("PonziMoves", "The %1 luxury has been bought already.").replace("%1", money(price))
        cash = self.view.my_cash or 0
        if price > cash:
            return translate("PonziMoves", "You cannot afford the %1 luxury: you have %2.").replace("%1", money(price)).replace(
                "%2", money(cash))
        return self.wrong_phase()

    def wrong_phase(self) -> str:
        return translate("PonziMoves", "Not now. %1").replace("%1", prompt(self.view))

    def purpose(self, target: Target) -> str:
        """What a place of the table is for (a drop where the piece does not go says it)."""
        kind, value = target.kind, target.value
        if kind in ("area", "wheel"):
            if value == self.me:
                return translate("PonziMoves", "Your wheel: the cards you fund go onto it, in the funding phase; "
                                 "luxuries you buy go beside it.")
            return translate("PonziMoves", "%1's place: in the trading phase, drop a tile of yours here to offer "
                             "it to them.").replace("%1", self.names[value] if value is not None else "")
        if kind == "card":
            return translate("PonziMoves", "A card of the funding board: in the funding phase, fund it with a "
                             "tile from the industry supply.")
        if kind == "supply":
            return translate("PonziMoves", "The industry supply: you take a tile from it to fund a card, and give "
                             "one back to it when you must return a tile.")
        if kind == "discard":
            return translate("PonziMoves", "The discard pile: after trading, the new start player removes a card "
                             "of the funding board onto it.")
        return self.wrong_phase()

    # ---- drops ------------------------------------------------------------------------------------------
    def drop(self, payload: Payload, target: Target | None, sel: Selection) -> Result:
        """A drag of `payload` released on `target` (None: on the table, not on anything)."""
        if target is None:
            return NONE
        if self.waiting is not None:
            return refuse(self.waiting)
        mine = target.kind in ("area", "wheel") and target.value == self.me
        kind, value = payload.kind, payload.value
        ph = self.phase
        if ph == "fund":
            if kind == "supply" and mine:
                return self._take(value, sel)
            if kind == "supply" and target.kind == "card":
                return self._fund(value, target.value)
            if kind == "card" and mine:
                if sel.industry is not None:
                    return self._fund(sel.industry, value)
                inds = self.industries_for(value)
                if not inds:
                    return refuse(self.why_no_industry(value))
                return Result("select", selection=Selection(card=value), text=translate("PonziMoves",
                    "The %1 card is yours to fund: now drag or click the industry tile for it in the supply, or "
                    "press Enter on its green button below.")
                    .replace("%1", money(value)))
            if kind == "card" and target.kind == "supply":
                return self._fund(target.value, value)
            if kind == "card" and target.kind == "discard":
                return refuse(translate("PonziMoves", "Cards are removed to the discard pile by the new start player, after trading."))
        elif ph == "trade":
            if kind == "tile" and target.kind == "area" and target.value != self.me:
                if self.offer_choice(target.value, value) is not None:
                    return Result("offer", data=(target.value, value))
                return refuse(self.why_not_offer(target.value, value))
            if kind == "tile" and mine:
                return NONE  # put back where it came from
            if kind == "luxury" and mine:
                if self.legal(BuyLuxury(value)):
                    return Result("submit", action=BuyLuxury(value))
                return refuse(self.why_not_luxury(value))
        elif ph == "remove":
            if kind == "card" and target.kind == "discard":
                if self.legal(Remove(value)):
                    return Result("submit", action=Remove(value))
                return refuse(translate("PonziMoves", "The %1 card is not on the funding board.").replace("%1", money(value)))
            if kind == "card":
                return refuse(translate("PonziMoves", "Drop the card you remove on the discard pile."))
        elif ph == "return":
            if kind == "tile" and target.kind == "supply":
                if self.legal(ReturnTile(value)):
                    return Result("submit", action=ReturnTile(value))
                return refuse(self.why_not_return(value))
            if kind == "tile" and mine:
                return NONE
            if kind == "tile":
                return refuse(translate("PonziMoves", "Drop the tile you return on the industry supply."))
        elif ph == "answer":
            return refuse(translate("PonziMoves", "Answer the envelope first: Sold or Counter-offer."))
        return refuse(self.purpose(target))

    def _take(self, industry: str, sel: Selection) -> Result:
        if not self.can_take(industry):
            return refuse(self.why_not_take(industry))
        if sel.card is not None:
            return self._fund(industry, sel.card)
        row = self.row_for(industry)
        return Result("select", selection=Selection(industry=industry), text=translate("PonziMoves",
            "Row %1 is lit: drag one of its cards onto your wheel, click it, or press Enter on its green amount "
            "below.").replace("%1", number(row + 1)))

    def _fund(self, industry: str, card: int) -> Result:
        if self.fund_ok(industry, card):
            return Result("submit", action=Fund(industry, card))
        return refuse(self.why_not_fund(industry, card))

    # ---- clicks -----------------------------------------------------------------------------------------
    def click(self, payload: Payload | None, target: Target | None, sel: Selection) -> Result:
        """A click on something: the first or second half of a move, or a toggle of the selection."""
        if self.waiting is not None:
            return refuse(self.waiting) if (payload or target) else NONE
        me_target = Target("area", self.me)
        ph = self.phase
        if ph == "fund" and payload is not None and payload.kind in ("supply", "card"):
            if payload.kind == "supply" and sel.industry == payload.value:
                return Result("select", selection=Selection(), text="")
            if payload.kind == "card" and sel.card == payload.value:
                return Result("select", selection=Selection(), text="")
            return self.drop(payload, me_target, sel)
        if ph == "trade":
            if payload is not None and payload.kind == "tile":
                if sel.tile == payload.value:
                    return Result("select", selection=Selection())
                if not self.offer_targets(payload.value):
                    return refuse(translate("PonziMoves", "Nobody else holds a %1 tile: there is nobody to offer it to.").replace(
                        "%1", label(INDUSTRIES, payload.value)))
                return Result("select", selection=Selection(tile=payload.value), text=translate("PonziMoves",
                    "Now click the player you offer your %1 tile to.").replace(
                    "%1", label(INDUSTRIES, payload.value)))
            if payload is not None and payload.kind == "luxury":
                if sel.luxury == payload.value:
                    return self.drop(payload, me_target, sel)
                if not self.legal(BuyLuxury(payload.value)):
                    return refuse(self.why_not_luxury(payload.value))
                return Result("select", selection=Selection(luxury=payload.value), text=translate("PonziMoves",
                    "Click the luxury again, or your own area, to buy it."))
            if target is not None and target.kind in ("area", "wheel"):
                if sel.tile is not None:
                    return self.drop(Payload("tile", sel.tile), Target("area", target.value), sel)
                if sel.luxury is not None:
                    return self.drop(Payload("luxury", sel.luxury), Target("area", target.value), sel)
        if ph == "remove":
            if payload is not None and payload.kind == "card":
                if sel.card == payload.value:
                    return self.drop(payload, Target("discard"), sel)
                return Result("select", selection=Selection(card=payload.value), text=translate("PonziMoves",
                    "Click the %1 card again, or the discard pile, to remove it.").replace("%1", money(payload.value)))
            if target is not None and target.kind == "discard" and sel.card is not None:
                return self.drop(Payload("card", sel.card), target, sel)
        if ph == "return":
            if payload is not None and payload.kind == "tile":
                if sel.tile == payload.value:
                    return self.drop(payload, Target("supply", payload.value), sel)
                if not self.legal(ReturnTile(payload.value)):
                    return refuse(self.why_not_return(payload.value))
                return Result("select", selection=Selection(tile=payload.value), text=translate("PonziMoves",
                    "Click the tile again, or the supply, to return it."))
            if target is not None and target.kind == "supply" and sel.tile is not None:
                return self.drop(Payload("tile", sel.tile), target, sel)
        if payload is None:
            return NONE
        return refuse(self.wrong_phase())

    # ---- what lights up -------------------------------------------------------------------------------
    def targets(self, payload: Payload, sel: Selection) -> list[Target]:
        """Where `payload` may be dropped now with an effect (legal targets, highlighted while dragging)."""
        if self.waiting is not None:
            return []
        out: list[Target] = []
        me = [Target("area", self.me), Target("wheel", self.me)]
        kind, value = payload.kind, payload.value
        if self.phase == "fund":
            if kind == "supply" and self.can_take(value):
                if sel.card is None or self.fund_ok(value, sel.card):
                    out += me
                out += [Target("card", c) for c in self.cards_for(value)]
            elif kind == "card":
                inds = [sel.industry] if sel.industry is not None else self.industries_for(value)
                inds = [i for i in inds if self.fund_ok(i, value)]
                if inds:
                    out += me
                out += [Target("supply", i) for i in inds]
        elif self.phase == "trade":
            if kind == "tile":
                out += [Target("area", j) for j in self.offer_targets(value)]
            elif kind == "luxury" and self.legal(BuyLuxury(value)):
                out += me
        elif self.phase == "remove" and kind == "card":
            out.append(Target("discard"))
        elif self.phase == "return" and kind == "tile" and self.legal(ReturnTile(value)):
            out += [Target("supply", i) for i in self.view.industries]
        return out

    def draggable(self, payload: Payload) -> bool:
        """Whether pressing on `payload` may start a drag at all (even one that will be refused)."""
        if payload.kind == "tile":
            return self.me is not None
        return True

    def selected(self, sel: Selection) -> list[Payload]:
        """The pieces a half-made move has picked (they glow as selected)."""
        picked = [Payload("supply", sel.industry), Payload("card", sel.card), Payload("tile", sel.tile),
                  Payload("luxury", sel.luxury)]
        return [p for p in picked if p.value is not None]

    def selection_lights(self, sel: Selection) -> list[Target]:
        """What a half-made move lights up: where its second half can go."""
        if sel.industry is not None:
            return self.targets(Payload("supply", sel.industry), replace(sel, industry=None))
        if sel.card is not None and self.phase == "fund":
            return self.targets(Payload("card", sel.card), sel)
        if sel.card is not None and self.phase == "remove":
            return [Target("discard")]
        if sel.tile is not None:
            return self.targets(Payload("tile", sel.tile), sel)
        if sel.luxury is not None:
            return self.targets(Payload("luxury", sel.luxury), sel)
        return []
