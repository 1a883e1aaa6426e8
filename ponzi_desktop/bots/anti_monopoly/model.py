"""What the Anti-Monopoly bots know about a position: one table read from a view or a full state, and values.

`Table` gives the bots' policies one shape for both sources (a seat's view for the bots themselves, a
sampled state for the hard bot's playouts); it copies nothing from a state. The values are how good players
weigh property: its resale (half the price, what a mortgage raises) plus the rent it should earn, which for
a Monopolist depends on the city (two streets double the rent and allow building) and the number of
transport companies, and for a Competitor hardly on sets at all.
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.anti_monopoly.board import (
    COMPETITOR,
    MONOPOLIST,
    STREET,
    TRANSPORT,
    UTILITY,
    board,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES

B = board()
RENT_WEIGHT = 8.0  # landings a property is expected to earn from, for valuing its rent against cash
ACCEPT_MARGIN = 10.0  # the least a trade must gain a bot by its own valuation
TRADE_CAP = (1.2, 2.0, 4.0)  # the most a deed is worth in a trade, in printed prices: any deed; one that adds
# to a Monopolist's companies or to a city it holds two of already; one that monopolises a city for it (its
# second street there: the rent doubles and it may build). Only that last goes past twice the price. Measured
# lower (4 normal bots, 200 games, seed 1, win share per seat, Competitor / Monopolist): 4x 0.180 / 0.320; 3x
# 0.150 / 0.350; 2.5x 0.040 / 0.460 (the Competitors lose most of what they sell Monopolists): kept at 4x.
LANDING = 1 / 40  # the chance of landing on a given square in one turn (about one square in 40 a turn)
RISK_ROUNDS = 20  # the rounds over which a seller counts the rent it will pay more to the buyer
_ROLE_INDEX = {name: i for i, name in enumerate(ROLES)}


class Table:
    __slots__ = ("owner", "mortgaged", "level", "role", "cash", "pos", "jail", "alive", "phase", "offer",
                 "draft", "debt", "n", "settings", "round", "rent_blocked")

    @classmethod
    def from_view(cls, view: Any) -> Table:
        t = cls()
        t.owner, t.mortgaged, t.level = view.owners, view.mortgaged, view.buildings
        t.role = [_ROLE_INDEX[r] for r in view.roles]
        t.cash, t.pos, t.jail = view.cash, view.positions, view.jail
        t.alive = [not b for b in view.bankrupt]
        t.phase, t.offer, t.draft, t.debt = view.phase, view.offer, view.draft, view.debt
        t.n, t.settings, t.round = len(view.cash), view.settings, view.round
        t.rent_blocked = view.rent_blocked
        return t

    @classmethod
    def from_state(cls, s: Any) -> Table:
        t = cls()
        t.owner, t.mortgaged, t.level = s.owner, s.mortgaged, s.level
        t.role, t.cash, t.pos, t.jail, t.alive = s.role, s.cash, s.pos, s.jail, s.alive
        t.phase, t.offer, t.draft, t.debt = s.phase, s.offer, s.draft, s.debt()
        t.n, t.settings, t.round = s.n, s.settings, s.round
        t.rent_blocked = s.rent_blocked
        return t


def offered(t: Table, offer: tuple) -> Table:
    """`t` with `offer` (proposer, target, give, ask, cash) on the table for its target to answer: a copy of
    the table's fields, not of its lists."""
    u = Table()
    u.owner, u.mortgaged, u.level, u.role, u.cash = t.owner, t.mortgaged, t.level, t.role, t.cash
    u.pos, u.jail, u.alive, u.draft, u.debt = t.pos, t.jail, t.alive, None, t.debt
    u.n, u.settings, u.round, u.rent_blocked = t.n, t.settings, t.round, t.rent_blocked
    u.phase, u.offer = "answer", offer
    return u


def held_in_city(owner: Any, mortgaged: Any, p: int, city: int) -> int:
    b = B  # the board, as its compiled type (model.pxd)
    held = 0
    for s in b.city_streets[city]:  # loops, not generators: the playouts ask this at every step
        if owner[s] == p and not mortgaged[s]:
            held += 1
    return held


def _count_owned(squares: Any, owner: Any, o: int) -> int:
    count = 0
    for s in squares:
        if owner[s] == o:
            count += 1
    return count


def rent_now(t: Table, sq: int, owner: Any = None, mortgaged: Any = None, level: Any = None) -> int:
    """The rent the property earns per landing (a utility at a throw of 7); 0 when unowned or mortgaged."""
    b = B  # the board, as its compiled type (model.pxd)
    owner = t.owner if owner is None else owner
    mortgaged = t.mortgaged if mortgaged is None else mortgaged
    level = t.level if level is None else level
    o = owner[sq]
    if o < 0 or mortgaged[sq]:
        return 0
    role = t.role[o]
    kind = b.kind[sq]
    if kind == STREET:
        row = b.rent[role][sq]
        lvl = level[sq]
        if role == COMPETITOR:
            return row[lvl]
        if lvl:
            return row[lvl + 1]
        return row[1] if held_in_city(owner, mortgaged, o, b.city[sq]) >= 2 else row[0]
    if kind == TRANSPORT:
        return b.fare[role][_count_owned(b.transports, owner, o)]
    return 7 * b.util_mult[role][_count_owned(b.utilities, owner, o)]


def holdings_value(t: Table, p: int, squares: Any) -> float:
    """What owning `squares` (unbuilt, as they stand) is worth to `p`: resale plus the rent they could earn,
    a Monopolist's cities and companies counted together."""
    b = B  # the board, as its compiled type (model.pxd)
    role = t.role[p]
    mortgaged = t.mortgaged
    total = 0.0
    cities: dict[int, int] = {}
    transports = utilities = 0
    for sq in squares:
        kind = b.kind[sq]
        total += b.price[sq] * (0.45 if mortgaged[sq] else 0.5)
        if kind == STREET:
            cities[b.city[sq]] = cities.get(b.city[sq], 0) + 1
        elif kind == TRANSPORT:
            transports += 1
        elif kind == UTILITY:
            utilities += 1
    for sq in squares:
        if b.kind[sq] == STREET:
            row = b.rent[role][sq]
            if role == COMPETITOR:
                total += RENT_WEIGHT * row[2]  # a Competitor builds anywhere: a street is worth its houses
            elif cities[b.city[sq]] >= 2:
                total += RENT_WEIGHT * row[3] * 1.2
            else:
                total += RENT_WEIGHT * row[0]
    if transports:
        total += RENT_WEIGHT * transports * b.fare[role][transports]
    if utilities:
        total += RENT_WEIGHT * utilities * 7 * b.util_mult[role][utilities]
    return total


def owned_by(t: Table, p: int) -> list[int]:
    b = B  # the board, as its compiled type (model.pxd)
    owner = t.owner
    return [sq for sq in b.properties if owner[sq] == p]


def free_to_trade(t: Table, p: int) -> list[int]:
    """`p`'s properties that can surely go into a trade: unbuilt, in a city without its buildings."""
    owned = owned_by(t, p)
    level = t.level
    if t.role[p] == COMPETITOR:
        return [sq for sq in owned if not level[sq]]
    built = {B.city[sq] for sq in owned if level[sq]}
    return [sq for sq in owned if not level[sq] and (B.kind[sq] != STREET or B.city[sq] not in built)]


def worth(t: Table, p: int) -> float:
    """A player's standing: cash, buildings at resale, and holdings by `holdings_value`."""
    if not t.alive[p]:
        return 0.0
    mine = owned_by(t, p)
    level = t.level
    return t.cash[p] + sum(level[sq] * B.house[sq] * 0.6 for sq in mine) + holdings_value(t, p, mine)


def adds_to_set(t: Table, p: int, sq: int) -> bool:
    """Whether `sq` joins a Monopolist's street of the same city, or its transport or utility companies."""
    if t.role[p] != MONOPOLIST:
        return False
    owner = t.owner
    if B.kind[sq] == STREET:
        return any(owner[s] == p for s in B.city_streets[B.city[sq]] if s != sq)
    if B.kind[sq] == TRANSPORT:
        return any(owner[s] == p and s != sq for s in B.transports)
    return any(owner[s] == p and s != sq for s in B.utilities)


def monopolises(t: Table, p: int, sq: int) -> bool:
    """Whether `sq` is the street that makes a Monopolist `p` hold two streets of its city (the monopoly)."""
    if t.role[p] != MONOPOLIST or B.kind[sq] != STREET:
        return False
    owner = t.owner
    return sum(1 for s in B.city_streets[B.city[sq]] if s != sq and owner[s] == p) == 1


def cap_factor(t: Table, p: int, sq: int) -> float:
    """`TRADE_CAP` for `sq` going to `p`."""
    return TRADE_CAP[2] if monopolises(t, p, sq) else TRADE_CAP[1] if adds_to_set(t, p, sq) else TRADE_CAP[0]


def deed_cap(t: Table, p: int, sq: int) -> float:
    """The most a deed is worth to `p` in a trade, whatever its rent promises: a multiple of the printed
    price (`TRADE_CAP`: more when it adds to a Monopolist's companies or city, most when it monopolises a
    city), less the redemption a mortgaged one still needs before it earns."""
    cap = B.price[sq] * cap_factor(t, p, sq)
    return cap - B.redeem[sq] if t.mortgaged[sq] else cap


def price_cap(t: Table, buyer: int, deeds: Any) -> int:
    """The most cash `buyer` pays for `deeds` in any offer the bots make or accept: twice their printed prices,
    four times for a street that monopolises a city for a Monopolist buyer (where its valuation may say so)."""
    return int(sum(B.price[sq] * (TRADE_CAP[2] if monopolises(t, buyer, sq) else 2.0) for sq in deeds))


def rent_risk(t: Table, sq: int, to: int, rounds: float) -> float:
    """The rent a player expects to pay more over `rounds` once `sq` belongs to `to`: what that adds to the
    rent of its city or companies, at a landing on each square once in 40 turns (a Monopolist's fourth
    transport company charges $320 on each of the four)."""
    related = B.transports if sq in B.transports else B.utilities if sq in B.utilities else B.city_streets[B.city[sq]]
    after = list(t.owner)
    after[sq] = to
    more = 0
    for s in related:
        more += max(0, rent_now(t, s, owner=after) - rent_now(t, s))
    return more * rounds * LANDING


def trade_delta(t: Table, p: int, gets: Any, gives: Any, cash_in: int) -> float:
    """How much better off `p` is after a trade that brings `gets`, takes `gives` and pays `cash_in`; what
    it gets counts for no more than `deed_cap` (a valuation by rent alone paid up to 17 times a price)."""
    mine = owned_by(t, p)
    kept = [sq for sq in mine if sq not in gives]
    before = holdings_value(t, p, mine)
    change = holdings_value(t, p, kept + list(gets)) - before
    if gets:
        capped = holdings_value(t, p, kept) - before + sum(deed_cap(t, p, sq) for sq in gets)
        change = min(change, capped)
    return change + cash_in


def danger(t: Table, me: int) -> int:
    """The highest rent an opponent's property would charge `me` now: the cash worth keeping in hand."""
    b = B  # the board, as its compiled type (model.pxd)
    worst = 0
    owner, jail, role, blocked = t.owner, t.jail, t.role, t.rent_blocked
    mortgaged, level = t.mortgaged, t.level
    kind, city = b.kind, b.city
    for sq in b.properties:
        o = owner[sq]
        if o >= 0 and o != me and not mortgaged[sq] and not (role[o] == MONOPOLIST and jail[o]) and not blocked[o]:
            # rent_now(t, sq), written out for streets (most of the board): playouts ask at every step
            if kind[sq] == STREET:
                ro = role[o]
                row = b.rent[ro][sq]
                lvl = level[sq]
                if ro == COMPETITOR:
                    r = row[lvl]
                elif lvl:
                    r = row[lvl + 1]
                else:
                    r = row[1] if held_in_city(owner, mortgaged, o, city[sq]) >= 2 else row[0]
            else:
                r = rent_now(t, sq)
            if r > worst:
                worst = r
    return worst


def reserve(t: Table, me: int) -> int:
    return min(350, 60 + danger(t, me))


def trade_reserve(t: Table, me: int) -> int:
    """The cash kept after paying for a trade or a redemption: enough for the worst rent on the board, so
    that the next landing does not force a mortgage at once."""
    return 60 + danger(t, me)


def income_tax_percent(t: Table, p: int) -> int:
    cash_pct, price_pct, build_pct = B.income_tax_pct[t.role[p]]
    prices = buildings = 0
    for sq in owned_by(t, p):
        if not t.mortgaged[sq]:
            prices += B.price[sq]
        buildings += t.level[sq] * B.house[sq]
    return (cash_pct * t.cash[p] + price_pct * prices + build_pct * buildings + 50) // 100
