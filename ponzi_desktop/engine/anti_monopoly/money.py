"""Anti-Monopoly money: payments, debts a player must raise money for, and bankruptcy.

Every amount owed goes through one queue, `debts`, of `[debtor, creditor, amount, reason, square]`
(creditor TREASURY = -1). `_proceed` settles it in order: a debtor with the cash pays at once; one who could
pay by selling buildings back and mortgaging gets a "raise" decision (sell or mortgage, one at a time, the
debt is paid as soon as the cash covers it); one who could not is bankrupt. When the queue is empty, play
resumes where `resume` says: the current player's management after landing, or their roll.

Money is conserved: `bank_out` counts everything the Treasury paid and `bank_in` everything it received,
so the players' cash always totals the starting cash plus `bank_out - bank_in`.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import AFTER, R_TURN, RAISE, TREASURY, TURN
from ponzi_desktop.engine.anti_monopoly.ending import EndingRules
from ponzi_desktop.engine.core import Event, event


class MoneyRules(EndingRules):
    __slots__ = ()

    def _receive(self, p: int, amount: int, reason: str, events: list[Event]) -> None:
        """The Treasury pays `p`."""
        self.cash[p] += amount
        self.bank_out += amount
        events.append(event("collected", p, {"amount": amount, "reason": reason}))

    def _charge(self, debtor: int, creditor: int, amount: int, reason: str, square: int = -1) -> None:
        """Owe `amount` (settled by the next `_proceed`)."""
        self.debts.append([debtor, creditor, amount, reason, square])

    def _pay(self, debtor: int, creditor: int, amount: int, reason: str, square: int, events: list[Event]) -> None:
        self.cash[debtor] -= amount
        if creditor == TREASURY:
            self.bank_in += amount
        else:
            self.cash[creditor] += amount
        if reason == "rent":
            events.append(event("rent_paid", debtor, {"to": creditor, "square": square, "amount": amount}))
        else:
            events.append(event("paid", debtor, {"to": creditor, "amount": amount, "reason": reason}))

    def liquid_value(self, p: int) -> int:
        """Cash plus what selling every building back and mortgaging every property would raise."""
        b = self.b
        owner, level, mortgaged, house, mortgage = self.owner, self.level, self.mortgaged, b.house, b.mortgage
        total = self.cash[p]
        for sq in b.properties:
            if owner[sq] == p:
                total += level[sq] * house[sq] // 2
                if not mortgaged[sq]:
                    total += mortgage[sq]
        return total

    def _proceed(self, events: list[Event]) -> None:
        """Settle the debts in order, then resume the turn (or pass it on if its player went bankrupt)."""
        debts = self.debts
        alive = self.alive
        cash = self.cash
        while debts:
            debtor, creditor, amount, reason, square = debts[0]
            if not alive[debtor]:
                debts.pop(0)
                continue
            if creditor != TREASURY and not alive[creditor]:
                creditor = debts[0][1] = TREASURY
            if cash[debtor] >= amount:
                debts.pop(0)
                self._pay(debtor, creditor, amount, reason, square, events)
                continue
            if self.liquid_value(debtor) >= amount:
                if self.phase != RAISE or self.actor != debtor:
                    events.append(event("must_raise", debtor, {"to": creditor, "amount": amount,
                                                               "reason": reason}))
                self.phase = RAISE
                self.actor = debtor
                return
            debts.pop(0)
            self._bankrupt(debtor, creditor, events)
            if self.result is not None:
                return
        cur = self.cur
        if not alive[cur]:
            self._next_turn(events)
            return
        self.phase = TURN if self.resume == R_TURN else AFTER
        self.actor = cur

    def _bankrupt(self, d: int, creditor: int, events: list[Event]) -> None:
        """`d` cannot pay: buildings go back to the Treasury at half price, then everything to the creditor.

        Owed to a player: that player gets the cash and the properties, mortgages standing. Owed to the
        Treasury: the cash goes to it and the properties return to it unmortgaged, for sale again.
        """
        b = self.b
        owner, level, mortgaged = self.owner, self.level, self.mortgaged
        props = [sq for sq in b.properties if owner[sq] == d]
        refund = 0
        for sq in props:
            if level[sq]:
                refund += level[sq] * b.house[sq] // 2
                level[sq] = 0
        self.cash[d] += refund
        self.bank_out += refund
        left = self.cash[d]
        self.cash[d] = 0
        if creditor == TREASURY:
            self.bank_in += left
            for sq in props:
                owner[sq] = TREASURY
                mortgaged[sq] = False
        else:
            self.cash[creditor] += left
            for sq in props:
                owner[sq] = creditor
        self._owned = self._board = self._free = None
        self.alive[d] = False
        self.jail[d] = 0
        self.rent_blocked[d] = 0
        self.out.append(d)
        events.append(event("bankrupt", d, {"creditor": creditor, "cash": left, "properties": props,
                                            "buildings_refund": refund}))
        self._check_end(events)
