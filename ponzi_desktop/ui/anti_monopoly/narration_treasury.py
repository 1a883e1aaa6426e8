"""Anti-Monopoly's dealings with the Treasury in words for the game log: buying, building, selling back,
mortgaging and paying off, and how a turn's run of them is told as one entry (see narration.py).

A player often deals with the Treasury several times running, one action each: three houses, then an
apartment; two mortgages to pay a debt. `continues` tells such a run as one entry that grows with each action
("You build 3 houses on Brattle St. and an apartment on Beacon St. for $600"): building with building, paying
off with paying off, and selling back with mortgaging (both raise money). A debt's payment made by the action
that raised enough closes the entry ("…, and pays you $300"); the next dealing starts a new one. A merged
event keeps `square` (the first space) and carries the run in `builds`, `sold`, `mortgages` or `squares`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.formatting import money, separated_list
from ponzi_desktop.ui.kit.narration import Names, fill

translate = QCoreApplication.translate
TREASURY = -1

#: The dealings one entry may tell together: the kinds of each run.
RUNS = {"built": "built", "redeemed": "redeemed", "building_sold": "raised", "mortgaged": "raised"}


def run_kind(e: Event) -> str | None:
    """What run of dealings `e` belongs to ("built", "redeemed", "raised"; "settled" once a debt was paid with
    what it raised), or None for any other event."""
    kind = RUNS.get(e.kind)
    return "settled" if kind == "raised" and "payment" in e.data else kind


def continues(before: Event, first: Event) -> Event | None:
    """The entry `before` told again with the dealing `first` (its player's same run), or None."""
    kind = run_kind(first)
    if kind is None or kind == "settled" or before.player != first.player or run_kind(before) != kind:
        return None
    a, b = dealing(before), dealing(first)
    if kind == "built":
        builds = [list(x) for x in a["builds"]]
        for sq, houses, apartments in b["builds"]:
            same = next((x for x in builds if x[0] == sq), None)
            if same is None:
                builds.append([sq, houses, apartments])
            else:
                same[1] += houses
                same[2] += apartments
        merged = {"builds": builds, "cost": a["cost"] + b["cost"]}
    elif kind == "redeemed":
        merged = {"squares": [*a["squares"], *b["squares"]], "amount": a["amount"] + b["amount"]}
    else:
        sold = [list(x) for x in a["sold"]]
        for sq, count in b["sold"]:
            same = next((x for x in sold if x[0] == sq), None)
            if same is None:
                sold.append([sq, count])
            else:
                same[1] += count
        merged = {"sold": sold, "mortgages": [*a["mortgages"], *b["mortgages"]], "amount": a["amount"] + b["amount"]}
    return before._replace(data={"square": a["square"], **merged, "merged": True})


def fold(told: Event, e: Event) -> Event | None:
    """`told` now telling `e` of the same action too: the same run of dealings, or the debt's payment `e` that
    the money `told` raised made; None: `e` is an entry of its own."""
    if run_kind(e) is not None:
        return continues(told, e)
    if run_kind(told) != "raised" or e.player != told.player or e.kind not in ("rent_paid", "paid"):
        return None
    payment = {"to": e.data.get("to", TREASURY), "amount": e.data.get("amount", 0)}
    return told._replace(data={**dealing(told), "merged": True, "payment": payment})


def dealing(e: Event) -> dict:
    """The data of a dealing as a run: one event's, or a merged run's as it is."""
    d = e.data
    if d.get("merged"):
        return d
    sq = d.get("square", 0)
    if e.kind == "built":
        apartment = bool(d.get("apartment"))
        return {"square": sq, "builds": [[sq, 0 if apartment else 1, 1 if apartment else 0]], "cost": d.get("cost", 0)}
    if e.kind == "redeemed":
        return {"square": sq, "squares": [sq], "amount": d.get("amount", 0)}
    if e.kind == "building_sold":
        return {"square": sq, "sold": [[sq, 1]], "mortgages": [], "amount": d.get("refund", 0)}
    return {"square": sq, "sold": [], "mortgages": [sq], "amount": d.get("amount", 0)}


# ---- buying -----------------------------------------------------------------------------------------------
def _bought(e: Event, d: dict, who: Names) -> str:
    square, price = space_name(d.get("square", 0)), money(d.get("price", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You buy %1 for %2"), square, price)
    return fill(translate("AntiMonopolyLog", "%1 buys %2 for %3"), who(e.player), square, price)


def _declined(e: Event, d: dict, who: Names) -> str:
    square = space_name(d.get("square", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You do not buy %1"), square)
    return fill(translate("AntiMonopolyLog", "%1 does not buy %2"), who(e.player), square)


# ---- building -----------------------------------------------------------------------------------------------
def _buildings(sq: int, houses: int, apartments: int) -> str:
    """ "3 houses on Brattle St.", "an apartment on Beacon St.": what one run built on one space."""
    street = space_name(sq)
    if apartments and houses > 1:
        return fill(translate("AntiMonopolyLog", "%n houses and an apartment on %1", None, houses), street)
    if apartments and houses:
        return fill(translate("AntiMonopolyLog", "a house and an apartment on %1"), street)
    if apartments:
        return fill(translate("AntiMonopolyLog", "an apartment on %1"), street)
    if houses > 1:
        return fill(translate("AntiMonopolyLog", "%n houses on %1", None, houses), street)
    return fill(translate("AntiMonopolyLog", "a house on %1"), street)


def _built(e: Event, d: dict, who: Names) -> str:
    if d.get("merged"):
        what = separated_list([_buildings(*x) for x in d.get("builds", ())])
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You build %1 for %2"), what, money(d.get("cost", 0)))
        return fill(translate("AntiMonopolyLog", "%1 builds %2 for %3"), who(e.player), what, money(d.get("cost", 0)))
    square, cost = space_name(d.get("square", 0)), money(d.get("cost", 0))
    if d.get("apartment"):
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You build an apartment on %1 for %2"), square, cost)
        return fill(translate("AntiMonopolyLog", "%1 builds an apartment on %2 for %3"), who(e.player), square, cost)
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You build a house on %1 for %2"), square, cost)
    return fill(translate("AntiMonopolyLog", "%1 builds a house on %2 for %3"), who(e.player), square, cost)


# ---- raising money --------------------------------------------------------------------------------------------
def _sold(sq: int, count: int) -> str:
    if count > 1:
        return fill(translate("AntiMonopolyLog", "%n buildings on %1", None, count), space_name(sq))
    return fill(translate("AntiMonopolyLog", "a building on %1"), space_name(sq))


def _raised(e: Event, d: dict, who: Names) -> str:
    """A run of selling back and mortgaging, with the debt's payment it made if it did."""
    me, name, amount = who.me(e.player), who(e.player), money(d.get("amount", 0))
    sold = separated_list([_sold(sq, n) for sq, n in d.get("sold", ())])
    mortgages = separated_list([space_name(sq) for sq in d.get("mortgages", ())])
    if d.get("sold") and d.get("mortgages"):
        if me:
            text = fill(translate("AntiMonopolyLog", "You sell %1 back to the Treasury and mortgage %2, raising %3"),
                        sold, mortgages, amount)
        else:
            text = fill(translate("AntiMonopolyLog", "%1 sells %2 back to the Treasury and mortgages %3, raising %4"),
                        name, sold, mortgages, amount)
    elif d.get("sold"):
        if me:
            text = fill(translate("AntiMonopolyLog", "You sell %1 back to the Treasury for %2"), sold, amount)
        else:
            text = fill(translate("AntiMonopolyLog", "%1 sells %2 back to the Treasury for %3"), name, sold, amount)
    elif me:
        text = fill(translate("AntiMonopolyLog", "You mortgage %1 for %2"), mortgages, amount)
    else:
        text = fill(translate("AntiMonopolyLog", "%1 mortgages %2 for %3"), name, mortgages, amount)
    payment = d.get("payment")
    if not payment:
        return text
    to, paid = payment.get("to", TREASURY), money(payment.get("amount", 0))
    if me:
        if to is None or to < 0:
            return fill(translate("AntiMonopolyLog", "%1, and you pay the Treasury %2"), text, paid)
        return fill(translate("AntiMonopolyLog", "%1, and you pay %2 %3"), text, who(to), paid)
    if to is None or to < 0:
        return fill(translate("AntiMonopolyLog", "%1, and pays the Treasury %2"), text, paid)
    if who.me(to):
        return fill(translate("AntiMonopolyLog", "%1, and pays you %2"), text, paid)
    return fill(translate("AntiMonopolyLog", "%1, and pays %2 %3"), text, who(to), paid)


def _building_sold(e: Event, d: dict, who: Names) -> str:
    if d.get("merged"):
        return _raised(e, d, who)
    square, refund = space_name(d.get("square", 0)), money(d.get("refund", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You sell a building on %1 back to the Treasury for %2"), square,
                    refund)
    return fill(translate("AntiMonopolyLog", "%1 sells a building on %2 back to the Treasury for %3"),
                who(e.player), square, refund)


def _mortgaged(e: Event, d: dict, who: Names) -> str:
    if d.get("merged"):
        return _raised(e, d, who)
    square, amount = space_name(d.get("square", 0)), money(d.get("amount", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You mortgage %1 for %2"), square, amount)
    return fill(translate("AntiMonopolyLog", "%1 mortgages %2 for %3"), who(e.player), square, amount)


def _redeemed(e: Event, d: dict, who: Names) -> str:
    if d.get("merged"):
        squares, amount = separated_list([space_name(sq) for sq in d.get("squares", ())]), money(d.get("amount", 0))
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You pay off the mortgages on %1 for %2"), squares, amount)
        return fill(translate("AntiMonopolyLog", "%1 pays off the mortgages on %2 for %3"), who(e.player), squares,
                    amount)
    square, amount = space_name(d.get("square", 0)), money(d.get("amount", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You pay off the mortgage on %1 for %2"), square, amount)
    return fill(translate("AntiMonopolyLog", "%1 pays off the mortgage on %2 for %3"), who(e.player), square,
                amount)


HANDLERS = {
    "bought": _bought,
    "declined": _declined,
    "built": _built,
    "building_sold": _building_sold,
    "mortgaged": _mortgaged,
    "redeemed": _redeemed,
}
