"""Anti-Monopoly turns: dice, movement and START money, landings, doubles, Prison / Price War, turn order.

A turn is: "turn" (before the roll: roll, pay the fine to leave Prison / Price War, deal with the Treasury,
propose a trade) -> the roll and whatever the landing asks ("buy", "tax", "raise") -> "after" (deal, trade,
end the turn). Doubles give one extra turn, never a second; a player sent to Prison / Price War loses it.

Prison / Price War: `jail[p]` is 0 for a free player, else the number of the coming turn there (1..3).
Before turn 1 or 2 the player may pay the fine, or roll: doubles free them and they move by that roll
(and, as any doubles, earn the extra turn); otherwise they stay. Before turn 3 the fine is charged and they
move normally.

Rent blocked (cards M14, M15): `rent_blocked[p]` is how many of `p`'s own turns are still to begin before
`p` collects rent again (0: collects). The card sets it to 2, so rent stays waived from the card until `p`'s
second turn after it begins, whether or not `p` is still in Prison; an extra turn from doubles belongs to
the turn it extends and does not count. As rent is only ever paid during another player's turn, this is
the same as "no rent for the player's next two turns", counted from the card. A Monopolist in Prison
collects no rent either way.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import (
    AFTER,
    BUY,
    CARD,
    FOUNDATION,
    GO_TO,
    INCOME_TAX,
    MONOPOLIST,
    PROPERTY_TAX,
    R_AFTER,
    R_TURN,
    TAX,
    TREASURY,
    TURN,
)
from ponzi_desktop.engine.anti_monopoly.rent import RentRules
from ponzi_desktop.engine.core import Event, event


class TurnRules(RentRules):
    __slots__ = ()

    def _begin_turn(self, p: int, events: list[Event], extra: bool = False) -> None:
        self.cur = self.actor = p
        self.phase = TURN
        self.in_extra = extra
        self.bonus = False
        self.manage_left = self.settings.manage_limit
        self.offers_left = self.settings.offers_per_turn
        events.append(event("turn_started", p, {"round": self.round, "extra": extra}))
        if not extra and self.rent_blocked[p]:
            self.rent_blocked[p] -= 1
            if not self.rent_blocked[p] and not self.jail[p]:  # (in Prison, Prison's own rule still holds)
                events.append(event("rent_resumed", p, {}))
        if self.jail[p] >= 3:
            # no doubles in two turns there: the fine is due before the third, then they move normally
            self.jail[p] = 0
            events.append(event("left_jail", p, {"by": "fine", "turn": 3}))
            self.resume = R_TURN
            self._charge(p, TREASURY, self.b.fine, "fine")
            self._proceed(events)

    def _pay_fine(self, p: int, events: list[Event]) -> None:
        turn = self.jail[p]
        self.jail[p] = 0
        self.cash[p] -= self.b.fine
        self.bank_in += self.b.fine
        events.append(event("paid", p, {"to": TREASURY, "amount": self.b.fine, "reason": "fine"}))
        events.append(event("left_jail", p, {"by": "fine", "turn": turn}))

    def _roll(self, p: int, events: list[Event]) -> None:
        d1, d2 = self._roll_dice(p, "move", events)
        self.dice = (d1, d2)
        doubles = d1 == d2
        if self.jail[p]:
            if not doubles:
                self.jail[p] += 1
                events.append(event("stayed_in_jail", p, {"next_turn": self.jail[p]}))
                self.phase = AFTER
                return
            events.append(event("left_jail", p, {"by": "doubles", "turn": self.jail[p]}))
            self.jail[p] = 0
        if doubles and not self.in_extra:
            self.bonus = True
        self._advance(p, d1 + d2, events)

    def _advance(self, p: int, steps: int, events: list[Event]) -> None:
        """Move `steps` spaces clockwise (paying START money when passing or landing on it), then land."""
        size = self.b.size
        old = self.pos[p]
        new = (old + steps) % size
        path = [(old + i) % size for i in range(1, steps + 1)]
        self.pos[p] = new
        events.append(event("pawn_moved", p, {"from": old, "to": new, "path": path}))
        if old + steps >= size:
            self._receive(p, self.b.salary, "start", events)
        self.resume = R_AFTER
        self._land(p, events)

    def _land(self, p: int, events: list[Event]) -> None:
        """Resolve the space `p` stands on: a decision ("buy", "tax"), or effects and then `_proceed`."""
        b = self.b
        sq = self.pos[p]
        kind = b.kind[sq]
        if b.is_property[sq]:
            o = self.owner[sq]
            if o == TREASURY:
                self.phase = BUY
                self.actor = p
                return
            if o != p and not self.mortgaged[sq]:
                if self.role[o] == MONOPOLIST and self.jail[o]:
                    events.append(event("rent_waived", p, {"owner": o, "square": sq, "reason": "prison"}))
                elif self.rent_blocked[o]:
                    events.append(event("rent_waived", p, {"owner": o, "square": sq, "reason": "card",
                                                           "turns": self.rent_blocked[o]}))
                else:
                    self._charge(p, o, self.rent_due(sq, p, events), "rent", sq)
        elif kind == CARD:
            self._draw_card(p, events)
            return
        elif kind == INCOME_TAX:
            self.phase = TAX
            self.actor = p
            return
        elif kind == PROPERTY_TAX:
            self._charge(p, TREASURY, b.property_tax, "property_tax")
        elif kind == FOUNDATION:
            self._foundation(p, events)
        elif kind == GO_TO:
            self._send_to_jail(p, events)
        self._proceed(events)

    def _send_to_jail(self, p: int, events: list[Event]) -> None:
        """Straight to the corner (no START money); the turn's extra turn from doubles is lost."""
        self.pos[p] = self.b.corner
        self.jail[p] = 1
        if p == self.cur:
            self.bonus = False
        where = "prison" if self.role[p] == MONOPOLIST else "price_war"
        events.append(event("sent_to_jail", p, {"where": where, "square": self.b.corner}))

    def _end_turn(self, events: list[Event]) -> None:
        p = self.cur
        events.append(event("turn_ended", p, {}))
        if self.bonus and self.alive[p] and not self.jail[p]:
            self._begin_turn(p, events, extra=True)
            return
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        """The next seat still playing; at the end of a round, the round limit and the two-hour ending."""
        if self.result is not None:
            return
        n, start, alive, p = self.n, self.start, self.alive, self.cur
        q = p
        for _ in range(n):
            q = (q + 1) % n
            if alive[q]:
                break
        if (q - start) % n <= (p - start) % n:  # wrapped past the start seat: a round is over
            limit = self.settings.two_hour_rounds
            if limit is not None and self.round >= limit:
                self._begin_two_hour_ending(events)
                return
            if self.round >= self.settings.round_limit:
                self._finish_by_wealth("round_limit", events)
                return
            self.round += 1
            events.append(event("round_started", None, {"round": self.round}))
        self._begin_turn(q, events)
