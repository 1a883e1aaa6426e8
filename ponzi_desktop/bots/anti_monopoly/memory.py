"""What an Anti-Monopoly bot remembers of its own moves in one game: its offers and their answers, mortgages and
redemptions, purchases and buildings.

A bot gets a view, which carries no history, so the bot object keeps what it did itself (the session and
the tournament make one bot per seat per game). Its offers: the answer to one is public, and the bot reads it
from the next view it gets (the proposer decides again at once after the answer): the deeds changed hands, or
the offer was refused. A refused offer is never made again unchanged (same partner, deeds and cash), and the
same deeds are offered to the same partner again only at a better price for the partner, at most `TRIES` times
while nothing that could change the answer changed (`refusals`); at most one offer goes to each partner in
a turn, and a partner that refused one gets no offer at all (of any deeds) in the bot's next `COOLDOWN` own
turns while nothing changed that could change its answer to the refused one (`holds_off`): a person is not
asked again and again, each offer stopping play. Its mortgages: the round it last mortgaged each of its deeds,
so that it does not redeem one right after a debt made it mortgage it (nor any deed in the turn it mortgaged
one); and the round it last redeemed each, so that no bot, the random one included, takes back in one turn
what it did with a deed in that turn (`undoes`). Its purchases (from the Treasury, or by an offer of its own
accepted) and the rounds it last built and sold back a building in: no bot mortgages a deed it bought this turn,
sells back a building in a turn it built one (built at full price, sold back at half), or builds in a turn it
sold one back, unless a debt forces it (`undoes`; the raise decision does not ask). A view from an earlier round than the last one seen (a new
game, or an undo) clears it.

The policy only reads a `Memory` (the hard bot's playouts pass none); `see` and `note` record.
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.bots.anti_monopoly.model import B, Table
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.core import Action

CASH_CHANGE = 150  # the partner's cash must have moved this much for an offer to count as new again
SHORT = 500  # ... and have been (or be) this close to paying what it has
REDEEM_WAIT = 4  # rounds after a forced mortgage before the deed is redeemed (that round and the next three)
TRIES = 4  # offers of the same deeds to the same partner, refused while nothing on the table changed
COOLDOWN = 3  # own turns after a partner's refusal without any offer to it, while nothing changed


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


def _key(target: int, give: Any, ask: Any) -> tuple:
    return (target, tuple(sorted(give)), tuple(sorted(ask)))


class Memory:
    __slots__ = ("refused", "tries", "pending", "offered_in", "refused_in", "mortgaged", "redeemed", "bought", "built_in",
                 "sold_in", "round")

    def __init__(self) -> None:
        self.refused: set[tuple] = set()  # (partner, give, ask, cash): every offer answered no in this game
        self.tries: dict[tuple, tuple[int, int, int, tuple]] = {}  # (partner, give, ask) -> (refusals while
        # its situation stood, the last refused cash, the partner's cash then, the situation)
        self.pending: tuple | None = None  # (partner, give, ask, cash, their cash, situation, round): awaiting
        # the answer
        self.offered_in: dict[int, int] = {}  # partner -> the round of the last offer to it (one per turn)
        self.refused_in: dict[int, tuple[int, tuple, tuple]] = {}  # partner -> (the round of the last offer
        # it refused, the deeds refused: give, ask)
        self.mortgaged: dict[int, int] = {}  # deed -> the round it was last mortgaged in
        self.redeemed: dict[int, int] = {}  # deed -> the round it was last redeemed in
        self.bought: dict[int, int] = {}  # deed -> the round it last came to the bot in (bought, or by its offer)
        self.built_in = -1  # the round it last built in
        self.sold_in = -1  # the round it last sold a building back in
        self.round = 0

    def see(self, view: Any) -> None:
        """Read the answer to the bot's last offer from the view; forget everything when the view is from an
        earlier round than the last one seen."""
        if view.round < self.round:
            self.refused.clear()
            self.tries.clear()
            self.offered_in.clear()
            self.refused_in.clear()
            self.mortgaged.clear()
            self.redeemed.clear()
            self.bought.clear()
            self.built_in = self.sold_in = -1
            self.pending = None
        self.round = view.round
        if self.pending is not None and view.offer is None:
            target, give, ask, cash, their_cash, situation, offered_in = self.pending
            self.pending = None
            owners = view.owners
            if all(owners[sq] == target for sq in give) and all(owners[sq] == view.seat for sq in ask):
                for sq in ask:  # accepted: the deeds changed hands
                    self.bought[sq] = view.round
                return
            key = (target, give, ask)
            old = self.tries.get(key)
            count = old[0] + 1 if old is not None and old[3] == situation else 1
            self.tries[key] = (count, cash, their_cash, situation)
            self.refused.add((target, give, ask, cash))
            self.refused_in[target] = (offered_in, give, ask)

    def note(self, t: Table, me: int, action: Action) -> None:
        """Record one of the bot's own moves."""
        tp = type(action)
        if tp is act.Mortgage:
            self.mortgaged[action.square] = t.round
        elif tp is act.Redeem:
            self.redeemed[action.square] = t.round
        elif tp is act.Buy:
            self.bought[t.pos[me]] = t.round
        elif tp is act.Build:
            self.built_in = t.round
        elif tp is act.SellBuilding:
            self.sold_in = t.round
        elif tp is act.Propose and t.draft is not None:
            target, give, ask = _key(*t.draft)
            self.pending = (target, give, ask, action.cash, t.cash[target], _situation(t, (*give, *ask)),
                            t.round)
            self.offered_in[target] = t.round

    def offered_this_turn(self, t: Table, target: int) -> bool:
        """Whether the bot made an offer to `target` in this turn already (its turn: this round)."""
        return self.offered_in.get(target) == t.round

    def holds_off(self, t: Table, target: int) -> bool:
        """Whether the bot makes `target` no offer now: it made one in this turn already, or `target` refused one
        in the bot's last `COOLDOWN` own turns (rounds) and nothing changed since that could change its answer to
        the refused deeds (`refusals`: their city or companies, the partner's cash)."""
        if self.offered_this_turn(t, target):
            return True
        last = self.refused_in.get(target)
        if last is None or t.round - last[0] > COOLDOWN:
            return False
        return self.refusals(t, target, last[1], last[2]) > 0

    def refusals(self, t: Table, target: int, give: Any, ask: Any) -> int:
        """How often `target` refused these deeds for cash while nothing changed that could change its answer:
        the deeds and their city or companies owned, built and mortgaged alike, and the partner's cash not
        moved the way that could (up from short of the price when it would pay, down to short of cash when it
        would be paid)."""
        key = _key(target, give, ask)
        old = self.tries.get(key)
        if old is None:
            return 0
        count, cash, their_cash, situation = old
        if situation != _situation(t, (*give, *ask)):
            return 0
        now = t.cash[target]
        if cash < 0:  # they would pay: richer now, after being short of it then
            changed = their_cash + cash < SHORT and now - their_cash >= CASH_CHANGE
        elif cash > 0:  # they would be paid: short of cash now, and poorer than then
            changed = now < SHORT and their_cash - now >= CASH_CHANGE
        else:
            changed = abs(now - their_cash) >= CASH_CHANGE
        return 0 if changed else count

    def was_refused(self, target: int, give: Any, ask: Any, cash: int) -> bool:
        """Whether this very offer was made and refused before in this game."""
        return (*_key(target, give, ask), cash) in self.refused

    def just_mortgaged(self, t: Table, sq: int) -> bool:
        last = self.mortgaged.get(sq)
        return last is not None and t.round - last < REDEEM_WAIT
    def mortgaged_this_round(self, t: Table) -> bool:
        """Whether the bot mortgaged any deed in this round (its turn): a redemption now would pay a tenth
        more for money it had to raise a moment ago."""
        return any(last == t.round for last in self.mortgaged.values())

    def undoes(self, t: Table, action: Action) -> bool:
        """Whether `action` takes back what the bot did in this round (its turn, an extra turn after doubles
        included): redeems a deed it mortgaged, or mortgages one it redeemed (a tenth of the mortgage lost for
        nothing) or bought; sells back a building in a turn it built one, or builds in a turn it sold one back
        (half a building's cost lost for nothing). (A debt may still force a mortgage or a sale: the raise
        decision does not ask.)"""
        tp = type(action)
        if tp is act.Redeem:
            return self.mortgaged.get(action.square) == t.round
        if tp is act.Mortgage:
            sq = action.square
            return self.redeemed.get(sq) == t.round or self.bought.get(sq) == t.round
        if tp is act.SellBuilding:
            return self.built_in == t.round
        if tp is act.Build:
            return self.sold_in == t.round
        return False
