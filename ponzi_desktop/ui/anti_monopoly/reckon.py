"""The engine's own rules for rent and income tax, applied to a view: what the table shows as costs (a deed
card's "landing here costs you now", the Income Tax choice with both amounts) is what the engine will charge.

`Reckoner` lays the few lists the engine's rule functions read (owners, roles as ints, buildings, mortgages,
cash) from an `AntiMonopolyView` into a state record, and asks them; nothing here changes a game.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly import estate, moves, rent
from ponzi_desktop.engine.anti_monopoly.board import (
    COMPETITOR,
    MONOPOLIST,
    STREET,
    TRANSPORT,
    UTILITY,
    board,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState
from ponzi_desktop.engine.anti_monopoly.view import AntiMonopolyView


class Reckoner:
    """The rule functions over a view's public lists (read only); `owners` in place of the view's (a trade's
    deeds in their new hands)."""

    def __init__(self, view: AntiMonopolyView, owners: tuple[int, ...] | list[int] | None = None) -> None:
        self.b = board()
        self.view = view
        self.n = len(view.roles)
        self.role = [ROLES.index(r) for r in view.roles]
        self.owner = list(view.owners if owners is None else owners)
        self.level = list(view.buildings)
        self.mortgaged = list(view.mortgaged)
        self.cash = list(view.cash)
        s = self.state = AntiMonopolyState.__new__(AntiMonopolyState)  # only the fields the rules here read
        s.b, s.n, s.role, s.owner, s.level, s.mortgaged, s.cash = (self.b, self.n, self.role, self.owner,
                                                                   self.level, self.mortgaged, self.cash)
        s._owned = None

    # ---- the engine's rules ----------------------------------------------------------------------------
    def monopolised(self, p: int, city: int) -> bool:
        return rent.monopolised(self.state, p, city)

    def street_rent(self, sq: int) -> int:
        return rent.street_rent(self.state, sq)

    def fare(self, sq: int) -> int:
        return rent.fare(self.state, sq)

    def utility_multiplier(self, sq: int) -> int:
        return rent.utility_multiplier(self.state, sq)

    def income_tax_percent(self, p: int) -> int:
        return moves.income_tax_percent(self.state, p)

    def can_build(self, p: int, sq: int) -> bool:
        return estate.can_build(self.state, p, sq)

    # ---- what the table says ---------------------------------------------------------------------------
    def no_rent(self, o: int) -> str | None:
        """Why player `o` collects no rent now, as the engine's landing decides (moves.py `land`): "prison" (a
        Monopolist in Prison), "card" (a card's "collects no rent", M14/M15, in Prison or out); None: collects."""
        if self.role[o] == MONOPOLIST and self.view.jail[o]:
            return "prison"
        if self.view.rent_blocked[o]:
            return "card"
        return None

    def rent_now(self, sq: int) -> int | None:
        """The rent a landing on `sq` costs now (for a utility: per point of the dice, see `utility_times`);
        None when nobody collects (unowned, mortgaged, a Monopolist owner in Prison, an owner under a card's
        "collects no rent")."""
        o = self.owner[sq]
        if o < 0 or self.mortgaged[sq]:
            return None
        if self.no_rent(o):
            return None
        kind = self.b.kind[sq]
        if kind == STREET:
            return self.street_rent(sq)
        if kind == TRANSPORT:
            return self.fare(sq)
        return None

    def utility_times(self, sq: int) -> int | None:
        """A utility's multiplier of the visitor's throw now (None when nobody collects)."""
        o = self.owner[sq]
        if self.b.kind[sq] != UTILITY or o < 0 or self.mortgaged[sq]:
            return None
        if self.no_rent(o):
            return None
        return self.utility_multiplier(sq)

    def percent_tax(self, p: int) -> int:
        """Income Tax's percentage option for `p` now, as the engine computes it."""
        return self.income_tax_percent(p)

    def flat_tax(self) -> int:
        return self.b.income_tax_flat

    def can_build_here(self, p: int, sq: int) -> bool:
        return self.can_build(p, sq)

    def role_of(self, p: int) -> int:
        return self.role[p]

    def is_competitor(self, p: int) -> bool:
        return self.role[p] == COMPETITOR
