"""Anti-Monopoly rent: streets by role (monopolised cities, buildings), transport fares, utilities.

A Monopolist's city is monopolised when they own at least two of its streets unmortgaged: the rulebook lets
a city with one of the two streets that make the monopoly mortgaged earn single rent only, and forbids
building there. Transport and utility counts include mortgaged companies (the data file's count rule); a
mortgaged property itself earns nothing.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, STREET, TRANSPORT, UTILITY
from ponzi_desktop.engine.anti_monopoly.cards import CardRules
from ponzi_desktop.engine.core import Event, ScorePart, event


class RentRules(CardRules):
    __slots__ = ()

    def monopolised(self, p: int, city: int) -> bool:
        """Whether `p` owns at least two unmortgaged streets of `city`."""
        owner, mortgaged = self.owner, self.mortgaged
        count = 0
        for sq in self.b.city_streets[city]:
            if owner[sq] == p and not mortgaged[sq]:
                count += 1
        return count >= 2

    def count_owned(self, p: int, squares: tuple[int, ...]) -> int:
        owner = self.owner
        return sum(1 for sq in squares if owner[sq] == p)

    def street_rent(self, sq: int) -> int:
        """The rent of an owned, unmortgaged street for its owner's role and buildings."""
        o = self.owner[sq]
        lvl = self.level[sq]
        role = self.role[o]
        row = self.b.rent[role][sq]
        if role == COMPETITOR:
            return row[lvl]
        if lvl:
            return row[lvl + 1]
        return row[1] if self.monopolised(o, self.b.city[sq]) else row[0]

    def fare(self, sq: int) -> int:
        o = self.owner[sq]
        return self.b.fare[self.role[o]][self.count_owned(o, self.b.transports)]

    def utility_multiplier(self, sq: int) -> int:
        o = self.owner[sq]
        return self.b.util_mult[self.role[o]][self.count_owned(o, self.b.utilities)]

    def _roll_dice(self, p: int | None, purpose: str, events: list[Event]) -> tuple[int, int]:
        rand = self.rng.random
        d1 = int(rand() * 6) + 1
        d2 = int(rand() * 6) + 1
        events.append(event("dice_rolled", p, {"dice": [d1, d2], "for": purpose}))
        return d1, d2

    def rent_due(self, sq: int, visitor: int, events: list[Event]) -> int:
        """What `visitor` owes for landing on an owned, unmortgaged property (a utility re-rolls the dice)."""
        kind = self.b.kind[sq]
        if kind == STREET:
            return self.street_rent(sq)
        if kind == TRANSPORT:
            return self.fare(sq)
        d1, d2 = self._roll_dice(visitor, "utility", events)
        return self.utility_multiplier(sq) * (d1 + d2)

    def property_value_rent(self, sq: int, events: list[Event]) -> int:
        """Rule 25 and the two-hour game: the rent the property would earn from one landing now.

        Mortgaged property earns nothing; for a utility its owner throws the dice. Prison is ignored here:
        this measures what the property is worth, not whether its owner may collect today.
        """
        if self.mortgaged[sq]:
            return 0
        kind = self.b.kind[sq]
        if kind == STREET:
            return self.street_rent(sq)
        if kind == TRANSPORT:
            return self.fare(sq)
        assert kind == UTILITY
        d1, d2 = self._roll_dice(self.owner[sq], "valuation", events)
        return self.utility_multiplier(sq) * (d1 + d2)

    def wealth(self, p: int, events: list[Event]) -> int:
        """Rule 25, "richest": cash plus the rent each unmortgaged property would earn now."""
        return sum(part.points for part in self.wealth_parts(p, events))

    def wealth_parts(self, p: int, events: list[Event]) -> tuple[ScorePart, ScorePart]:
        """`wealth(p)` as the end table shows it: "cash", then "rents" (amounts: how many properties earn)."""
        owner = self.owner
        rents = earning = 0
        for sq in self.b.properties:
            if owner[sq] == p:
                rent = self.property_value_rent(sq, events)
                rents += rent
                earning += rent > 0
        return ScorePart("cash", self.cash[p]), ScorePart("rents", rents, (earning,))
