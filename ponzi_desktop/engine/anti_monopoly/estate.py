"""Anti-Monopoly dealings with the Treasury: building, selling buildings back, mortgaging and redeeming.

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

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, MAX_LEVEL, STREET
from ponzi_desktop.engine.anti_monopoly.trades import TradeRules
from ponzi_desktop.engine.core import Choice, Event, event


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

class EstateRules(TradeRules):
    __slots__ = ()

    def can_release(self, p: int, sq: int, also: Iterable[int] = ()) -> bool:
        """Whether `p` may mortgage or trade away `sq` (and the squares `also` leaving with it) without
        leaving buildings in a city that is no longer monopolised. Only Monopolists' streets are limited."""
        return self.role[p] == COMPETITOR or releasable(self.b, self.owner, self.level, self.mortgaged, p, sq,
                                                        also)

    def can_build(self, p: int, sq: int) -> bool:
        b = self.b
        if b.kind[sq] != STREET or self.owner[sq] != p or self.mortgaged[sq]:
            return False
        role = self.role[p]
        if self.level[sq] >= MAX_LEVEL[role] or self.cash[p] < b.house[sq]:
            return False
        return role == COMPETITOR or self.monopolised(p, b.city[sq])

    def free_properties(self, p: int, leaving: Iterable[int] = ()) -> list[int]:
        """`p`'s unbuilt properties that may be traded away (or, unmortgaged, mortgaged) along with
        `leaving`: all of them, except a Monopolist's streets whose city would keep buildings without two
        unmortgaged streets. Never mutate the list: without `leaving` it is cached until a building or a
        mortgage changes (wherever `_board` is reset) or an owner does (a new `_owned`)."""
        if leaving:
            return self._free_properties(p, leaving)
        cache = self._free
        owned = self._owned
        if cache is None or owned is None or cache[0] is not owned:
            self.owned(p)  # the per-player lists the cache belongs to
            cache = self._free = (self._owned, [None] * self.n)
        free = cache[1][p]
        if free is None:
            free = cache[1][p] = self._free_properties(p, ())
        return free

    def _free_properties(self, p: int, leaving: Iterable[int]) -> list[int]:
        b = self.b
        level = self.level
        owned = self.owned(p)
        mine = [sq for sq in owned if not level[sq]]
        if self.role[p] == COMPETITOR or len(mine) == len(owned):
            return mine
        city = b.city
        built = {city[sq] for sq in owned if level[sq]}
        return [sq for sq in mine if city[sq] not in built or self.can_release(p, sq, leaving)]

    def _estate_choices(self, p: int, out: list[Choice], raising: bool) -> None:
        """Append `p`'s dealings with the Treasury: all four on their turn, only sell and mortgage when
        raising money."""
        b = self.b
        level, mortgaged, cash = self.level, self.mortgaged, self.cash[p]
        owned = self.owned(p)
        if not owned:
            return
        kind, house, city = b.kind, b.house, b.city
        competitor = self.role[p] == COMPETITOR
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

    def _build(self, p: int, sq: int, events: list[Event]) -> None:
        cost = self.b.house[sq]
        self.cash[p] -= cost
        self.bank_in += cost
        self.level[sq] += 1
        self._board = self._free = None
        events.append(event("built", p, {"square": sq, "level": self.level[sq], "cost": cost,
                                         "apartment": self.level[sq] == MAX_LEVEL[self.role[p]]}))

    def _sell_building(self, p: int, sq: int, events: list[Event]) -> None:
        refund = self.b.house[sq] // 2
        self.cash[p] += refund
        self.bank_out += refund
        self.level[sq] -= 1
        self._board = self._free = None
        events.append(event("building_sold", p, {"square": sq, "level": self.level[sq], "refund": refund}))

    def _mortgage(self, p: int, sq: int, events: list[Event]) -> None:
        amount = self.b.mortgage[sq]
        self.cash[p] += amount
        self.bank_out += amount
        self.mortgaged[sq] = True
        self._board = self._free = None
        events.append(event("mortgaged", p, {"square": sq, "amount": amount}))

    def _redeem(self, p: int, sq: int, events: list[Event]) -> None:
        amount = self.b.redeem[sq]
        self.cash[p] -= amount
        self.bank_in += amount
        self.mortgaged[sq] = False
        self._board = self._free = None
        events.append(event("redeemed", p, {"square": sq, "amount": amount}))

    def _why_estate(self, p: int, action_name: str, sq: int) -> str | None:
        """Why a build / sell / mortgage / redeem of `sq` by `p` is refused (None: no particular reason)."""
        b = self.b
        if not 0 <= sq < b.size or not b.is_property[sq]:
            return f"space {sq} is not a property"
        if self.owner[sq] != p:
            return f"space {sq} is not yours"
        if action_name == "build":
            if b.kind[sq] != STREET:
                return "only streets carry buildings"
            if self.mortgaged[sq]:
                return "the street is mortgaged"
            if self.level[sq] >= MAX_LEVEL[self.role[p]]:
                return "the street already has its apartment"
            if self.role[p] != COMPETITOR and not self.monopolised(p, b.city[sq]):
                return "a Monopolist builds only in a city they monopolise (two unmortgaged streets)"
            if self.cash[p] < b.house[sq]:
                return f"a building here costs {b.house[sq]}"
        if action_name == "sell" and not self.level[sq]:
            return "the street has no building"
        if action_name == "mortgage":
            if self.mortgaged[sq]:
                return "the property is already mortgaged"
            if self.level[sq]:
                return "sell the street's buildings first"
            if not self.can_release(p, sq):
                return "the city's buildings need two unmortgaged streets: sell them first"
        if action_name == "redeem":
            if not self.mortgaged[sq]:
                return "the property is not mortgaged"
            if self.cash[p] < b.redeem[sq]:
                return f"redeeming costs {b.redeem[sq]}"
        return None
