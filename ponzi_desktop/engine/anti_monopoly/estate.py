"""Anti-Monopoly dealings with the Treasury: building, selling buildings back, mortgaging and redeeming:
functions over the state record (state.py).

`level[sq]` counts a street's buildings with the apartment as one more level: a Competitor's street goes
0..4 houses then 5 (the apartment replaces the 4 houses), a Monopolist's 0..3 then 4. Each level costs the
street's house cost (so the apartment's cost counts the houses it replaced plus itself) and sells back for
half of it, one level at a time. Building supply is unlimited and there is no even-building rule.

A Monopolist builds only in a monopolised city (two or more of its streets owned unmortgaged), and may not
break that monopoly while buildings stand in the city: no mortgaging or trading away a street of it unless
two unmortgaged streets of the city stay theirs. These dealings happen on the player's own turn (a limited
number per turn, `settings.manage_limit`) and, without limit, while raising money for a debt.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, MAX_LEVEL, STREET
from ponzi_desktop.engine.anti_monopoly.rent import monopolised
from ponzi_desktop.engine.core import Choice, Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState


def releasable(b, owner, level, mortgaged, p: int, sq: int, also: Iterable[int] = ()) -> bool:
    """For a Monopolist `p`: whether `sq` (and the squares `also` leaving with it) may be mortgaged or traded
    away without leaving buildings in a city no longer monopolised (two unmortgaged streets). The rule for a
    state's lists or a view's tuples alike (the trade window asks it of the view)."""
    if b.kind[sq] != STREET:
        return True
    streets = b.city_streets[b.city[sq]]
    if not any(level[s] for s in streets if owner[s] == p):
        return True
    return sum(1 for s in streets if owner[s] == p and not mortgaged[s] and s != sq and s not in also) >= 2


def can_release(s: AntiMonopolyState, p: int, sq: int, also: Iterable[int] = ()) -> bool:
    """Whether `p` may mortgage or trade away `sq` (and the squares `also` leaving with it) without
    leaving buildings in a city that is no longer monopolised. Only Monopolists' streets are limited."""
    return s.role[p] == COMPETITOR or releasable(s.b, s.owner, s.level, s.mortgaged, p, sq, also)


def can_build(s: AntiMonopolyState, p: int, sq: int) -> bool:
    """Whether `p` may put one more building on `sq` now."""
    b = s.b
    if b.kind[sq] != STREET or s.owner[sq] != p or s.mortgaged[sq]:
        return False
    role = s.role[p]
    if s.level[sq] >= MAX_LEVEL[role] or s.cash[p] < b.house[sq]:
        return False
    return role == COMPETITOR or monopolised(s, p, b.city[sq])


def free_properties(s: AntiMonopolyState, p: int, leaving: Iterable[int] = ()) -> list[int]:
    """`p`'s unbuilt properties that may be traded away (or, unmortgaged, mortgaged) along with
    `leaving`: all of them, except a Monopolist's streets whose city would keep buildings without two
    unmortgaged streets. Never mutate the list: without `leaving` it is cached until a building or a
    mortgage changes (wherever `s._board` is reset) or an owner does (a new `_owned`)."""
    if leaving:
        return free_properties_leaving(s, p, leaving)
    cache = s._free
    owned = s._owned
    if cache is None or owned is None or cache[0] is not owned:
        s.owned(p)  # the per-player lists the cache belongs to
        cache = s._free = (s._owned, [None] * s.n)
    free = cache[1][p]
    if free is None:
        free = cache[1][p] = free_properties_leaving(s, p, ())
    return free


def free_properties_leaving(s: AntiMonopolyState, p: int, leaving: Iterable[int]) -> list[int]:
    """`free_properties(s, p, leaving)`, worked out afresh."""
    b = s.b
    level = s.level
    owned = s.owned(p)
    mine = [sq for sq in owned if not level[sq]]
    if s.role[p] == COMPETITOR or len(mine) == len(owned):
        return mine
    city = b.city
    built = {city[sq] for sq in owned if level[sq]}
    return [sq for sq in mine if city[sq] not in built or can_release(s, p, sq, leaving)]


def estate_choices(s: AntiMonopolyState, p: int, out: list[Choice], raising: bool) -> None:
    """Append `p`'s dealings with the Treasury: all four on their turn, only sell and mortgage when
    raising money."""
    b = s.b
    level, mortgaged, cash = s.level, s.mortgaged, s.cash[p]
    owned = s.owned(p)
    if not owned:
        return
    kind, house, city = b.kind, b.house, b.city
    competitor = s.role[p] == COMPETITOR
    if not competitor:
        # per city: unmortgaged streets held (2+ = monopolised) and whether any carries buildings
        held = [0] * len(b.city_streets)
        built = [False] * len(b.city_streets)
        for sq in owned:
            c = city[sq]
            if c >= 0:
                if not mortgaged[sq]:
                    held[c] += 1
                if level[sq]:
                    built[c] = True
    top = MAX_LEVEL[0 if competitor else 1]
    for sq in owned:
        if mortgaged[sq]:
            if not raising and cash >= b.redeem[sq]:
                out.append(b.redeem_choice[sq])
        elif kind[sq] == STREET:
            lvl = level[sq]
            if lvl:
                out.append(b.sell[sq])
            elif competitor or not built[city[sq]] or held[city[sq]] > 2:
                out.append(b.mortgage_choice[sq])
            if (not raising and lvl < top and cash >= house[sq]
                    and (competitor or held[city[sq]] >= 2)):
                out.append(b.build[sq])
        else:
            out.append(b.mortgage_choice[sq])


def build(s: AntiMonopolyState, p: int, sq: int, events: list[Event]) -> None:
    cost = s.b.house[sq]
    s.cash[p] -= cost
    s.bank_in += cost
    s.level[sq] += 1
    s._board = s._free = None
    events.append(event("built", p, {"square": sq, "level": s.level[sq], "cost": cost,
                                     "apartment": s.level[sq] == MAX_LEVEL[s.role[p]]}))


def sell_building(s: AntiMonopolyState, p: int, sq: int, events: list[Event]) -> None:
    refund = s.b.house[sq] // 2
    s.cash[p] += refund
    s.bank_out += refund
    s.level[sq] -= 1
    s._board = s._free = None
    events.append(event("building_sold", p, {"square": sq, "level": s.level[sq], "refund": refund}))


def mortgage(s: AntiMonopolyState, p: int, sq: int, events: list[Event]) -> None:
    amount = s.b.mortgage[sq]
    s.cash[p] += amount
    s.bank_out += amount
    s.mortgaged[sq] = True
    s._board = s._free = None
    events.append(event("mortgaged", p, {"square": sq, "amount": amount}))


def redeem(s: AntiMonopolyState, p: int, sq: int, events: list[Event]) -> None:
    amount = s.b.redeem[sq]
    s.cash[p] -= amount
    s.bank_in += amount
    s.mortgaged[sq] = False
    s._board = s._free = None
    events.append(event("redeemed", p, {"square": sq, "amount": amount}))


def why_estate(s: AntiMonopolyState, p: int, action_name: str, sq: int) -> str | None:
    """Why a build / sell / mortgage / redeem of `sq` by `p` is refused (None: no particular reason)."""
    b = s.b
    if not 0 <= sq < b.size or not b.is_property[sq]:
        return f"space {sq} is not a property"
    if s.owner[sq] != p:
        return f"space {sq} is not yours"
    if action_name == "build":
        if b.kind[sq] != STREET:
            return "only streets carry buildings"
        if s.mortgaged[sq]:
            return "the street is mortgaged"
        if s.level[sq] >= MAX_LEVEL[s.role[p]]:
            return "the street already has its apartment"
        if s.role[p] != COMPETITOR and not monopolised(s, p, b.city[sq]):
            return "a Monopolist builds only in a city they monopolise (two unmortgaged streets)"
        if s.cash[p] < b.house[sq]:
            return f"a building here costs {b.house[sq]}"
    if action_name == "sell" and not s.level[sq]:
        return "the street has no building"
    if action_name == "mortgage":
        if s.mortgaged[sq]:
            return "the property is already mortgaged"
        if s.level[sq]:
            return "sell the street's buildings first"
        if not can_release(s, p, sq):
            return "the city's buildings need two unmortgaged streets: sell them first"
    if action_name == "redeem":
        if not s.mortgaged[sq]:
            return "the property is not mortgaged"
        if s.cash[p] < b.redeem[sq]:
            return f"redeeming costs {b.redeem[sq]}"
    return None
