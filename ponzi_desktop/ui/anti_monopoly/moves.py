"""What a drop or a click means on the Anti-Monopoly table, for one view and the person looking at it.

Pieces (`Payload`): the dice ("dice"), a space of the board or a deed in a player's place ("space",
"deed": the square), a house or an apartment from the Treasury ("house", "apartment"). Places (`Target`):
a player's place ("seat"), the Treasury ("treasury"), a space ("space").

- The dice, clicked or dragged anywhere: throw them.
- The space you stand on, dragged onto your place: buy it.
- A house or an apartment, dragged (or clicked, then a street clicked) onto a street of yours: build.
- A deed of yours (its space, or its card in your place) onto the Treasury: sell a building back if the
  street has any, else mortgage it, or redeem it when it is mortgaged.
- A deed of yours onto another player's place, or another player's deed onto yours: a trade offer.
- A click on a space or a deed chooses it: its deed card stays up and the panel's buttons act on it.
Every refusal is said in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.anti_monopoly.actions import (
    Build,
    Buy,
    EndTurn,
    Mortgage,
    PayFine,
    Redeem,
    Roll,
    SellBuilding,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL, STREET, board
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.formatting import sentences
from ponzi_desktop.ui.kit.look import money
from ponzi_desktop.ui.kit.moves import NONE, Payload, Result, Target, refuse
from ponzi_desktop.ui.kit.narration import fill

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class Selection:
    square: int | None = None  # a space or deed chosen (its deed card stays up)
    piece: Payload | None = None  # a house or an apartment picked up from the Treasury

    @property
    def empty(self) -> bool:
        return self.square is None and self.piece is None


class Moves:
    def __init__(self, view, names: list[str], waiting: str | None) -> None:
        self.view = view
        self.names = names
        self.me = view.seat
        self.waiting = waiting
        self.phase = view.phase
        self.choices = view.choices if waiting is None else ()
        self.legal_set = {c.action for c in self.choices}

    # ---- what is legal --------------------------------------------------------------------------------
    def legal(self, action: Action) -> bool:
        return action in self.legal_set

    def role(self) -> str:
        return self.view.roles[self.me] if self.me is not None else "competitor"

    def top(self) -> int:
        return MAX_LEVEL[0 if self.role() == "competitor" else 1]

    def estate_action(self, sq: int) -> Action | None:
        """What the Treasury does with a deed of yours: sell a building, redeem, or mortgage (None: none is
        possible now)."""
        v = self.view
        action = SellBuilding(sq) if v.buildings[sq] else Redeem(sq) if v.mortgaged[sq] else Mortgage(sq)
        return action if self.legal(action) else None

    def trade_partner(self, payload_sq: int, seat: int) -> tuple[int, str] | None:
        """The trade a deed dropped on `seat` starts: (partner, "give" or "ask"), when an offer may start."""
        owner = self.view.owners[payload_sq]
        if owner == self.me and seat != self.me and self.legal(StartTrade(seat)):
            return seat, "give"
        if owner >= 0 and owner != self.me and seat == self.me and self.legal(StartTrade(owner)):
            return owner, "ask"
        return None

    def in_game(self, seat: int) -> bool:
        return not self.view.bankrupt[seat]

    def rolls_again(self) -> bool:
        """After doubles the dice mean "Roll again": the turn's end and the next throw, in one gesture."""
        return self.phase == "after" and bool(self.view.extra_turn_due) and self.legal(EndTurn())

    def can_throw(self) -> bool:
        return self.legal(Roll()) or self.rolls_again()

    def can_pass(self) -> bool:
        return any(type(a).__name__ in ("EndTurn", "Done") for a in self.legal_set)

    def buyable(self, sq: int) -> bool:
        return self.phase == "buy" and self.me is not None and self.view.positions[self.me] == sq and \
            self.legal(Buy())

    def top_of(self, sq: int) -> int:
        """The apartment's level on `sq` for its owner's role (the viewer's when nobody owns it)."""
        owner = self.view.owners[sq]
        role = self.view.roles[owner] if owner >= 0 else self.role()
        return MAX_LEVEL[0 if role == "competitor" else 1]

    def monopolised(self, sq: int) -> bool:
        """Whether the viewer holds two unmortgaged streets of `sq`'s city (where a Monopolist may build)."""
        b, v = board(), self.view
        return sum(1 for s in b.city_streets[b.city[sq]] if v.owners[s] == self.me and not v.mortgaged[s]) >= 2

    def build_kind(self, sq: int) -> str:
        """What the next building on `sq` would be: "house" or "apartment"."""
        return "apartment" if self.view.buildings[sq] + 1 >= self.top() else "house"

    # ---- reasons ----------------------------------------------------------------------------------------
    def why_not_build(self, sq: int, kind: str) -> str:
        if self.waiting is not None:
            return self.waiting
        v, b = self.view, board()
        if b.kind[sq] != STREET:
            return translate("AntiMonopolyMoves", "Only streets carry houses and apartments.")
        if v.owners[sq] != self.me:
            return translate("AntiMonopolyMoves", "You can build only on your own streets.")
        if self.phase in ("buy", "tax", "raise", "trade", "answer"):
            return translate("AntiMonopolyMoves", "Not now: finish what the turn asks first.")
        if v.manage_left <= 0:
            return self.why_no_dealings()
        if v.mortgaged[sq]:
            return fill(translate("AntiMonopolyMoves", "%1 is mortgaged: redeem it before building."),
                        space_name(sq))
        if v.buildings[sq] >= self.top():
            return fill(translate("AntiMonopolyMoves", "%1 already has its apartment."), space_name(sq))
        if self.role() == "monopolist" and not self.monopolised(sq):  # the engine's order: the city, then cash
            return translate("AntiMonopolyMoves",
                             "A Monopolist builds only in a city where they hold two unmortgaged streets.")
        if kind != self.build_kind(sq):
            if kind == "house":
                return fill(translate("AntiMonopolyMoves", "The next building on %1 is an apartment."),
                            space_name(sq))
            return fill(translate("AntiMonopolyMoves",
                                  "An apartment comes after the houses: build a house on %1 "
                                  "first."), space_name(sq))
        if v.cash[self.me] < b.house[sq]:
            return fill(translate("AntiMonopolyMoves", "A building on %1 costs %2: more than your cash."),
                        space_name(sq), money(b.house[sq]))
        return translate("AntiMonopolyMoves", "You cannot build there now.")

    def why_not_treasury(self, sq: int) -> str:
        if self.waiting is not None:
            return self.waiting
        v = self.view
        if v.owners[sq] != self.me:
            return translate("AntiMonopolyMoves", "Only your own deeds can be mortgaged or redeemed.")
        if self.phase in ("buy", "tax", "trade", "answer"):
            return translate("AntiMonopolyMoves", "Not now: finish what the turn asks first.")
        if self.phase != "raise" and v.manage_left <= 0:
            return self.why_no_dealings()
        if v.mortgaged[sq]:
            if self.phase == "raise":
                return translate("AntiMonopolyMoves",
                                 "While you owe money you can only sell buildings and mortgage.")
            return fill(translate("AntiMonopolyMoves",
                                  "Redeeming %1 costs %2: more than your cash."), space_name(sq),
                        money(board().redeem[sq]))
        if self.role() == "monopolist" and not v.buildings[sq]:
            return translate("AntiMonopolyMoves",
                             "Your buildings in this city need two unmortgaged streets: sell them first.")
        return translate("AntiMonopolyMoves", "The rules allow no such dealing with the Treasury now.")

    def why_not_estate(self, action: Action) -> str:
        """Why a Build, Sell back, Mortgage or Redeem of a deed of yours is not possible now."""
        if self.waiting is not None:
            return self.waiting
        sq, v = action.square, self.view
        if isinstance(action, Build):
            return self.why_not_build(sq, self.build_kind(sq))
        if v.owners[sq] != self.me:
            return translate("AntiMonopolyMoves", "Only your own deeds can be mortgaged or redeemed.")
        if self.phase in ("buy", "tax", "trade", "answer"):
            return translate("AntiMonopolyMoves", "Not now: finish what the turn asks first.")
        if self.phase != "raise" and v.manage_left <= 0:
            return self.why_no_dealings()
        if isinstance(action, SellBuilding):
            if not v.buildings[sq]:
                return fill(translate("AntiMonopolyMoves", "%1 has no building to sell back."), space_name(sq))
        elif isinstance(action, Mortgage):
            if v.mortgaged[sq]:
                return fill(translate("AntiMonopolyMoves", "%1 is mortgaged already."), space_name(sq))
            if v.buildings[sq]:
                return fill(translate("AntiMonopolyMoves", "Sell back the buildings on %1 before you mortgage it."),
                            space_name(sq))
            b = board()
            if self.role() == "monopolist" and b.kind[sq] == STREET and any(
                    v.buildings[s] for s in b.city_streets[b.city[sq]] if v.owners[s] == self.me):
                return translate("AntiMonopolyMoves",
                                 "Your buildings in this city need two unmortgaged streets: sell them first.")
        elif isinstance(action, Redeem):
            if not v.mortgaged[sq]:
                return fill(translate("AntiMonopolyMoves", "%1 is not mortgaged."), space_name(sq))
            if self.phase == "raise":
                return translate("AntiMonopolyMoves",
                                 "While you owe money you can only sell buildings and mortgage.")
            if v.cash[self.me] < board().redeem[sq]:
                return fill(translate("AntiMonopolyMoves", "Redeeming %1 costs %2: more than your cash."),
                            space_name(sq), money(board().redeem[sq]))
        return self.why_no_dealings()

    def why_no_dealings(self) -> str:
        """The turn's dealings with the Treasury are used up (the engine counts them: `view.manage_left`)."""
        if self.phase != "raise" and self.view.manage_left <= 0:
            return translate("AntiMonopolyMoves", "A turn allows %n dealing(s) with the Treasury: you have made "
                             "them all.", None, self.view.settings.manage_limit)
        return translate("AntiMonopolyMoves", "The rules allow no such dealing with the Treasury now.")

    def why_none(self, kind: type, owned: list[int]) -> str:
        """Why Build, Sell back, Mortgage or Redeem (`kind`) can act on none of the deeds `owned` now: one
        sentence where one reason holds for all, else each different reason once, in the order of the board."""
        v = self.view
        if kind is SellBuilding and not any(v.buildings[sq] for sq in owned):
            return translate("AntiMonopolyMoves", "You have no buildings to sell back.")
        if kind is Redeem and not any(v.mortgaged[sq] for sq in owned):
            return translate("AntiMonopolyMoves", "None of your properties is mortgaged.")
        if kind is Mortgage and all(v.mortgaged[sq] for sq in owned):
            return translate("AntiMonopolyMoves", "All your properties are mortgaged already.")
        if kind is Build and not any(board().kind[sq] == STREET for sq in owned):
            return translate("AntiMonopolyMoves", "Only streets carry houses and apartments, and you own none.")
        return sentences(*dict.fromkeys(self.why_not_estate(kind(sq)) for sq in owned))

    def why_not(self, action: Action) -> str:
        """Why a move of the panel's is not possible now, in words (the ones a refused drag gets)."""
        if self.waiting is not None:
            return self.waiting
        v = self.view
        if isinstance(action, Roll):
            return self.why_not_roll()
        if isinstance(action, (Build, SellBuilding, Mortgage, Redeem)):
            return self.why_not_estate(action)
        if isinstance(action, Buy) and self.me is not None:
            sq = v.positions[self.me]
            return fill(translate("AntiMonopolyMoves", "%1 costs %2: more than your cash."), space_name(sq),
                        money(board().price[sq]))
        if isinstance(action, PayFine):
            return fill(translate("AntiMonopolyMoves", "The fine is %1: more than your cash."), money(board().fine))
        return translate("AntiMonopolyMoves", "Not now: finish what the turn asks first.")

    def why_not_roll(self) -> str:
        if self.waiting is not None:
            return self.waiting
        if self.me is None or self.view.actor != self.me:
            return translate("AntiMonopolyMoves", "The dice are not yours to throw now.")
        if self.phase == "buy":
            return translate("AntiMonopolyMoves", "You have rolled: buy the space or decline it first.")
        if self.phase == "tax":
            return translate("AntiMonopolyMoves", "You have rolled: pay the Income Tax first.")
        if self.phase == "raise":
            return translate("AntiMonopolyMoves", "You have rolled: raise the money you owe first.")
        if self.phase in ("trade", "answer"):
            return translate("AntiMonopolyMoves", "Finish the offer first.")
        if self.phase == "after":
            return translate("AntiMonopolyMoves", "You have rolled this turn: end your turn.")
        if self.phase == "final":
            return translate("AntiMonopolyMoves", "Time is up: no more throws.")
        return translate("AntiMonopolyMoves", "The dice are not yours to throw now.")

    def why_not_trade(self, seat: int | None = None) -> str:
        """Why no trade may start with `seat` (None: with anybody)."""
        if self.waiting is not None:
            return self.waiting
        if self.phase not in ("turn", "after"):
            return translate("AntiMonopolyMoves",
                             "Trades are offered on your own turn, before or after the roll.")
        if self.view.offers_left <= 0:
            return translate("AntiMonopolyMoves", "A turn allows %n trade offer(s): you have made them all.", None,
                             self.view.settings.offers_per_turn)
        if seat is None:
            return translate("AntiMonopolyMoves",
                             "No trade is possible now: no deed on either side can be traded (a deed with "
                             "buildings cannot).")
        return fill(translate("AntiMonopolyMoves", "Neither you nor %1 holds a deed that can be traded (a deed "
                              "with buildings cannot)."), self.names[seat])

    # ---- the kit's protocol ---------------------------------------------------------------------------
    def draggable(self, payload: Payload) -> bool:
        # a piece of the player's may always be picked up: a drop where it cannot go is refused in words
        if self.waiting is not None:
            return False
        return payload.kind != "dice" or self.can_throw()

    def drop(self, payload: Payload, target: Target | None, sel: Selection) -> Result:
        if self.waiting is not None:
            return refuse(self.waiting)
        kind = payload.kind
        if kind == "dice":
            if self.legal(Roll()):
                return Result("submit", Roll())
            return Result("roll_again") if self.rolls_again() else refuse(self.why_not_roll())
        if target is None:
            return NONE
        if kind in ("house", "apartment"):
            return self._build_on(kind, target)
        if kind in ("space", "deed"):
            return self._deed_onto(payload.value, target)
        return NONE

    def purpose(self, target: Target) -> str:
        """What a place of the table is for (a drop where the piece does not go says it)."""
        kind, value = target.kind, target.value
        if kind == "seat":
            if value == self.me:
                return translate("AntiMonopolyMoves", "Your place: drop the space your pawn has just landed on "
                                 "here to buy it.")
            return fill(translate("AntiMonopolyMoves", "%1's place: drop a deed here to offer them a trade."),
                        self.names[value] if value is not None and value < len(self.names) else "")
        if kind == "treasury":
            return translate("AntiMonopolyMoves", "The Treasury: drop a deed of yours here to mortgage or redeem "
                             "it, or to sell a building back.")
        if kind == "space":
            return translate("AntiMonopolyMoves", "A space of the board: houses and apartments go onto streets "
                             "of yours.")
        return translate("AntiMonopolyMoves", "That piece does not go there.")

    def _build_on(self, kind: str, target: Target) -> Result:
        if target.kind != "space":  # where a building goes, not what the place is for (a tester dropped a house
            # on their own deed in their place and was told how to buy the space their pawn is on)
            if kind == "house":
                return refuse(translate("AntiMonopolyMoves", "A house goes on its street's space on the board: "
                                        "drop it there."))
            return refuse(translate("AntiMonopolyMoves", "An apartment goes on its street's space on the board: "
                                    "drop it there."))
        sq = target.value
        action = Build(sq)
        if self.legal(action) and self.build_kind(sq) == kind:
            return Result("submit", action)
        return refuse(self.why_not_build(sq, kind))

    def _deed_onto(self, sq: int, target: Target) -> Result:
        v = self.view
        if target.kind == "seat":
            if target.value == self.me and self.buyable(sq):
                return Result("submit", Buy())
            trade = self.trade_partner(sq, target.value)
            if trade is not None and not v.buildings[sq]:
                return Result("trade", data=(trade[0], trade[1], sq))
            if target.value == self.me and v.owners[sq] < 0:
                if self.phase == "buy" and v.positions[self.me] == sq:
                    return refuse(fill(translate("AntiMonopolyMoves", "%1 costs %2: more than your cash."),
                                       space_name(sq), money(board().price[sq])))
                return refuse(translate("AntiMonopolyMoves",
                                        "You can buy only the space your pawn has just landed on."))
            if v.buildings[sq]:
                return refuse(translate("AntiMonopolyMoves",
                                        "A street with buildings cannot be traded: sell them first."))
            partner = target.value if target.value != self.me else v.owners[sq]  # a deed of theirs onto yours
            if partner == self.me:
                return refuse(self.purpose(target))  # your own deed onto your own place
            return refuse(self.why_not_trade(partner))
        if target.kind == "treasury":
            action = self.estate_action(sq)
            return Result("submit", action) if action is not None else refuse(self.why_not_treasury(sq))
        return refuse(self.purpose(target))

    def click(self, payload: Payload | None, target: Target | None, sel: Selection) -> Result:
        if self.waiting is not None:
            return NONE if payload is None and target is None else Result(
                "select", selection=Selection(square=self._square_of(payload, target)))
        if payload is not None and payload.kind == "dice":
            return self.drop(payload, None, sel)
        if sel.piece is not None and target is not None and target.kind == "space":
            return self._build_on(sel.piece.kind, target)
        if payload is not None and payload.kind in ("house", "apartment"):
            if sel.piece == payload:
                return Result("select", selection=Selection())
            if not self.targets(payload, sel):
                return refuse(translate("AntiMonopolyMoves", "There is no street of yours to build on now."))
            return Result("select", selection=Selection(piece=payload),
                          text=translate("AntiMonopolyMoves", "Now click a street of yours to build there."))
        if sel.square is not None and target is not None and target.kind in ("seat", "treasury"):
            return self._deed_onto(sel.square, target)
        sq = self._square_of(payload, target)
        if sq is not None:
            if sel.square == sq:
                return Result("select", selection=Selection())
            return Result("select", selection=Selection(square=sq), text=self._next_step(sq))
        return Result("click_empty")

    def _square_of(self, payload: Payload | None, target: Target | None) -> int | None:
        if payload is not None and payload.kind in ("space", "deed"):
            return payload.value
        if target is not None and target.kind == "space":
            return target.value
        return None

    def _next_step(self, sq: int) -> str:
        if self.buyable(sq):
            return fill(translate("AntiMonopolyMoves", "Click your place to buy %1, or use the buttons."),
                        space_name(sq))
        if self.view.owners[sq] == self.me:
            return fill(translate("AntiMonopolyMoves",
                                  "%1: the buttons below act on it; or click the Treasury to "
                                  "mortgage or redeem it."), space_name(sq))
        owner = self.view.owners[sq]
        if owner >= 0:  # another player's deed: what may be done with it is a trade, or why not
            if self.trade_partner(sq, self.me) is not None and not self.view.buildings[sq]:
                return fill(translate("AntiMonopolyMoves", "%1 belongs to %2: drag it onto your place, or click "
                                      "your place, to ask for it in a trade."), space_name(sq), self.names[owner])
            if self.view.buildings[sq]:
                why = translate("AntiMonopolyMoves", "A street with buildings cannot be traded.")
            else:
                why = self.why_not_trade(owner)
            return sentences(fill(translate("AntiMonopolyMoves", "%1 belongs to %2."), space_name(sq),
                                  self.names[owner]), why)
        if board().is_property[sq]:
            return fill(translate("AntiMonopolyMoves", "%1 belongs to the Treasury: it is for sale to whoever "
                                  "lands on it."), space_name(sq))
        return space_name(sq)

    def targets(self, payload: Payload, sel: Selection) -> list[Target]:
        if self.waiting is not None:
            return []
        kind = payload.kind
        out: list[Target] = []
        if kind in ("house", "apartment"):
            for a in self.legal_set:
                if isinstance(a, Build) and self.build_kind(a.square) == kind:
                    out.append(Target("space", a.square))
        elif kind in ("space", "deed"):
            sq = payload.value
            if self.buyable(sq):
                out.append(Target("seat", self.me))
            if self.view.owners[sq] == self.me and self.estate_action(sq) is not None:
                out.append(Target("treasury"))
            if not self.view.buildings[sq]:
                for q in range(len(self.names)):
                    if self.trade_partner(sq, q) is not None:
                        out.append(Target("seat", q))
        return out

    def selection_lights(self, sel: Selection) -> list[Target]:
        if sel.piece is not None:
            return self.targets(sel.piece, sel)
        if sel.square is not None:
            return self.targets(Payload("space", sel.square), sel)
        return []

    def selected(self, sel: Selection) -> list[Payload]:
        out = []
        if sel.piece is not None:
            out.append(sel.piece)
        if sel.square is not None:
            out.append(Payload("space", sel.square))
        return out
