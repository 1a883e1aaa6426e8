"""Anti-Monopoly money: the Treasury's payments, debts, and what a player could raise: functions over the
state record (state.py).

Every amount owed goes through one queue, `debts`, of `[debtor, creditor, amount, reason, square]`
(creditor TREASURY = -1). `turns.proceed` settles it in order: a debtor with the cash pays at once; one who
could pay by selling buildings back and mortgaging gets a "raise" decision (sell or mortgage, one at a time,
the debt is paid as soon as the cash covers it); one who could not is bankrupt (`ending.bankrupt`). When the
queue is empty, play resumes where `resume` says: the current player's management after landing, or their
roll.

Money is conserved: `bank_out` counts everything the Treasury paid and `bank_in` everything it received,
so the players' cash always totals the starting cash plus `bank_out - bank_in`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import TREASURY
from ponzi_desktop.engine.core import Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState


def receive(s: AntiMonopolyState, p: int, amount: int, reason: str, events: list[Event]) -> None:
    """The Treasury pays `p`."""
    s.cash[p] += amount
    s.bank_out += amount
    events.append(event("collected", p, {"amount": amount, "reason": reason}))


def charge(s: AntiMonopolyState, debtor: int, creditor: int, amount: int, reason: str, square: int = -1) -> None:
    """Owe `amount` (settled by the next `turns.proceed`)."""
    s.debts.append([debtor, creditor, amount, reason, square])


def pay(s: AntiMonopolyState, debtor: int, creditor: int, amount: int, reason: str, square: int,
        events: list[Event]) -> None:
    """`debtor` pays `creditor` (a player, or the Treasury) what they owe."""
    s.cash[debtor] -= amount
    if creditor == TREASURY:
        s.bank_in += amount
    else:
        s.cash[creditor] += amount
    if reason == "rent":
        events.append(event("rent_paid", debtor, {"to": creditor, "square": square, "amount": amount}))
    else:
        events.append(event("paid", debtor, {"to": creditor, "amount": amount, "reason": reason}))


def liquid_value(s: AntiMonopolyState, p: int) -> int:
    """Cash plus what selling every building back and mortgaging every property would raise."""
    b = s.b
    owner, level, mortgaged, house, mortgage = s.owner, s.level, s.mortgaged, b.house, b.mortgage
    total = s.cash[p]
    for sq in b.properties:
        if owner[sq] == p:
            total += level[sq] * house[sq] // 2
            if not mortgaged[sq]:
                total += mortgage[sq]
    return total
