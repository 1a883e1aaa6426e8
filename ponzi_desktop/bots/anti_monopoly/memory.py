"""What an Anti-Monopoly bot remembers of its own moves in one game: its offers, mortgages and redemptions.

A bot gets a view, which carries no history, so the bot object keeps what it did itself (the session and
the tournament make one bot per seat per game): the offers it made, with what the table looked like then,
so that it does not make an offer again that was answered no while nothing changed; and the round it last
mortgaged each of its deeds, so that it does not redeem one right after a debt made it mortgage it (nor any
deed in the turn it mortgaged one); and the round it last redeemed each, so that no bot, the random one
included, takes back in one turn what it did with a deed in that turn (`undoes`). A view
from an earlier round than the last one seen (a new game, or an undo) clears it.

The policy only reads a `Memory` (the hard bot's playouts pass none); `note` records the bot's own moves.
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.bots.anti_monopoly.model import B, Table
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.core import Action

CASH_CHANGE = 150  # the partner's cash must have moved this much for an offer to be made again
SHORT = 500  # ... and have been (or be) this close to paying what it has
PRICE_CHANGE = 0.1  # or the price by this share of it
REDEEM_WAIT = 4  # rounds after a forced mortgage before the deed is redeemed (that round and the next three)
TRIES = 5  # offers of the same deeds to the same partner, nothing on the table changed, whatever the price


def _related(sq: int) -> tuple[int, ...]:
    """The deeds whose owners set what `sq` is worth: its city's streets, or all the companies of its kind."""
    if sq in B.transports:
        return tuple(B.transports)
    if sq in B.utilities:
        return tuple(B.utilities)
    return tuple(B.city_streets[B.city[sq]])


def _situation(t: Table, deeds: Any) -> tuple:
    squares = sorted({s for sq in deeds for s in _related(sq)})
    return tuple((t.owner[s], t.mortgaged[s], t.level[s]) for s in squares)


class Memory:
    __slots__ = ("offers", "tries", "mortgaged", "redeemed", "round")

    def __init__(self) -> None:
        self.offers: dict[tuple, tuple[int, int, tuple]] = {}  # (partner, give, ask) -> (cash, their cash, situation)
        self.tries: dict[tuple, int] = {}  # (partner, give, ask) -> offers made while its situation stood
        self.mortgaged: dict[int, int] = {}  # deed -> the round it was last mortgaged in
        self.redeemed: dict[int, int] = {}  # deed -> the round it was last redeemed in
        self.round = 0

    def see(self, view: Any) -> None:
        """Forget everything when the view is from an earlier round than the last one seen."""
        if view.round < self.round:
            self.offers.clear()
            self.tries.clear()
            self.mortgaged.clear()
            self.redeemed.clear()
        self.round = view.round

    def note(self, t: Table, me: int, action: Action) -> None:
        """Record one of the bot's own moves."""
        tp = type(action)
        if tp is act.Mortgage:
            self.mortgaged[action.square] = t.round
        elif tp is act.Redeem:
            self.redeemed[action.square] = t.round
        elif tp is act.Propose and t.draft is not None:
            target, give, ask = t.draft
            key = (target, tuple(sorted(give)), tuple(sorted(ask)))
            situation = _situation(t, (*give, *ask))
            old = self.offers.get(key)
            self.tries[key] = self.tries.get(key, 0) + 1 if old is not None and old[2] == situation else 1
            self.offers[key] = (action.cash, t.cash[target], situation)

    def made_before(self, t: Table, target: int, give: Any, ask: Any, cash: int) -> bool:
        """Whether this offer repeats one the bot made before with nothing changed since: the same deeds
        owned alike (and built and mortgaged alike), the price about the same, and the partner's cash not
        moved the way that could change its answer (up from short of the price when it would pay, down to
        short of cash when it would be paid)."""
        key = (target, tuple(sorted(give)), tuple(sorted(ask)))
        old = self.offers.get(key)
        if old is None:
            return False
        old_cash, their_cash, situation = old
        if situation != _situation(t, (*give, *ask)):
            return False
        now = t.cash[target]
        if cash < 0:  # they would pay: richer now, after being short of it then
            changed = their_cash + cash < SHORT and now - their_cash >= CASH_CHANGE
        elif cash > 0:  # they would be paid: short of cash now, and poorer than then
            changed = now < SHORT and their_cash - now >= CASH_CHANGE
        else:
            changed = abs(now - their_cash) >= CASH_CHANGE
        if changed:
            return False
        if self.tries.get(key, 0) >= TRIES:  # asked often enough while nothing changed: a new price is no reason
            return True
        return abs(cash - old_cash) < max(10, PRICE_CHANGE * abs(old_cash))

    def just_mortgaged(self, t: Table, sq: int) -> bool:
        last = self.mortgaged.get(sq)
        return last is not None and t.round - last < REDEEM_WAIT

    def mortgaged_this_round(self, t: Table) -> bool:
        """Whether the bot mortgaged any deed in this round (its turn): a redemption now would pay a tenth
        more for money it had to raise a moment ago."""
        return any(last == t.round for last in self.mortgaged.values())

    def undoes(self, t: Table, action: Action) -> bool:
        """Whether `action` takes back what the bot did with a deed in this round (its turn, an extra turn after
        doubles included): redeems one it mortgaged, or mortgages one it redeemed; a tenth of the mortgage lost
        for nothing. (A debt may still force the mortgage: the raise decision does not ask.)"""
        tp = type(action)
        if tp is act.Redeem:
            return self.mortgaged.get(action.square) == t.round
        if tp is act.Mortgage:
            return self.redeemed.get(action.square) == t.round
        return False
