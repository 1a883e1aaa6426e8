"""Anti-Monopoly rent: streets by role (monopolised cities, buildings), transport fares, utilities, the dice,
and rule 25's "richest": functions over the state record (state.py).

A Monopolist's city is monopolised when they own at least two of its streets unmortgaged: the rulebook lets
a city with one of the two streets that make the monopoly mortgaged earn single rent only, and forbids
building there. Transport and utility counts include mortgaged companies (the data file's count rule); a
mortgaged property itself earns nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, STREET, TRANSPORT, UTILITY
from ponzi_desktop.engine.core import Event, ScorePart, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState


def monopolised(s: AntiMonopolyState, p: int, city: int) -> bool:
    """Whether `p` owns at least two unmortgaged streets of `city`."""
    owner, mortgaged = s.owner, s.mortgaged
    count = 0
    for sq in s.b.city_streets[city]:
        if owner[sq] == p and not mortgaged[sq]:
            count += 1
    return count >= 2


def count_owned(s: AntiMonopolyState, p: int, squares: tuple[int, ...]) -> int:
    """How many of `squares` `p` owns (mortgaged or not)."""
    owner = s.owner
    count = 0
    for sq in squares:
        if owner[sq] == p:
            count += 1
    return count


def street_rent(s: AntiMonopolyState, sq: int) -> int:
    """The rent of an owned, unmortgaged street for its owner's role and buildings."""
    o = s.owner[sq]
    lvl = s.level[sq]
    role = s.role[o]
    row = s.b.rent[role][sq]
    if role == COMPETITOR:
        return row[lvl]
    if lvl:
        return row[lvl + 1]
    return row[1] if monopolised(s, o, s.b.city[sq]) else row[0]


def fare(s: AntiMonopolyState, sq: int) -> int:
    """A transport company's fare: by its owner's role and how many companies they own."""
    o = s.owner[sq]
    return s.b.fare[s.role[o]][count_owned(s, o, s.b.transports)]


def utility_multiplier(s: AntiMonopolyState, sq: int) -> int:
    """A utility's multiplier of the dice: by its owner's role and how many utilities they own."""
    o = s.owner[sq]
    return s.b.util_mult[s.role[o]][count_owned(s, o, s.b.utilities)]


def roll_dice(s: AntiMonopolyState, p: int | None, purpose: str, events: list[Event]) -> tuple[int, int]:
    """Two dice thrown for `p`, one draw of `s.rng` each."""
    rand = s.rng.random
    d1 = int(rand() * 6) + 1
    d2 = int(rand() * 6) + 1
    events.append(event("dice_rolled", p, {"dice": [d1, d2], "for": purpose}))
    return d1, d2


def rent_due(s: AntiMonopolyState, sq: int, visitor: int, events: list[Event]) -> int:
    """What `visitor` owes for landing on an owned, unmortgaged property (a utility re-rolls the dice)."""
    kind = s.b.kind[sq]
    if kind == STREET:
        return street_rent(s, sq)
    if kind == TRANSPORT:
        return fare(s, sq)
    d1, d2 = roll_dice(s, visitor, "utility", events)
    return utility_multiplier(s, sq) * (d1 + d2)


def property_value_rent(s: AntiMonopolyState, sq: int, events: list[Event]) -> int:
    """Rule 25 and the two-hour game: the rent the property would earn from one landing now.

    Mortgaged property earns nothing; for a utility its owner throws the dice. Prison is ignored here:
    this measures what the property is worth, not whether its owner may collect today.
    """
    if s.mortgaged[sq]:
        return 0
    kind = s.b.kind[sq]
    if kind == STREET:
        return street_rent(s, sq)
    if kind == TRANSPORT:
        return fare(s, sq)
    assert kind == UTILITY
    d1, d2 = roll_dice(s, s.owner[sq], "valuation", events)
    return utility_multiplier(s, sq) * (d1 + d2)


def wealth(s: AntiMonopolyState, p: int, events: list[Event]) -> int:
    """Rule 25, "richest": cash plus the rent each unmortgaged property would earn now."""
    total = 0
    for part in wealth_parts(s, p, events):
        total += part.points
    return total


def wealth_parts(s: AntiMonopolyState, p: int, events: list[Event]) -> tuple[ScorePart, ScorePart]:
    """`wealth(p)` as the end table shows it: "cash", then "rents" (amounts: how many properties earn)."""
    owner = s.owner
    rents = earning = 0
    for sq in s.b.properties:
        if owner[sq] == p:
            rent = property_value_rent(s, sq, events)
            rents += rent
            earning += rent > 0
    return ScorePart("cash", s.cash[p]), ScorePart("rents", rents, (earning,))
