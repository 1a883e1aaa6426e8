"""Anti-Monopoly card, tax and Foundation spaces.

Each role draws from its own deck and the card goes to the bottom, so a deck is a fixed cyclic order: `deck[r]`
holds it (shuffled from the seed at setup) and `top[r]` points at the next card. The order is a secret:
views show only the deck sizes and the last card drawn.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import (
    COMPETITOR,
    FX_ALL_COLLECT,
    FX_COLLECT,
    FX_FROM_EACH,
    FX_GAMBLE,
    FX_JAIL,
    FX_MOVE,
    FX_PAY,
    TREASURY,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.estate import EstateRules
from ponzi_desktop.engine.core import Event, event


class CardRules(EstateRules):
    __slots__ = ()

    def _draw_card(self, p: int, events: list[Event]) -> None:
        b = self.b
        r = self.role[p]
        deck = self.deck[r]
        card = deck[self.top[r]]
        self.top[r] = (self.top[r] + 1) % len(deck)
        self.last_card = card
        events.append(event("card_drawn", p, {"deck": ROLES[r], "card": card}))
        fx, amount, extra = b.card_effect[card]
        if fx == FX_COLLECT:
            self._receive(p, amount, "card", events)
        elif fx == FX_PAY:
            self._charge(p, TREASURY, amount, "card")
        elif fx == FX_FROM_EACH:
            n = self.n
            for i in range(1, n):
                q = (p + i) % n
                if self.alive[q] and self.role[q] == extra:
                    self._charge(q, p, amount, "card")
        elif fx == FX_ALL_COLLECT:
            for q in range(self.n):
                if self.alive[q] and self.role[q] == extra:
                    self._receive(q, amount, "card", events)
        elif fx == FX_MOVE:
            steps = (extra - self.pos[p]) % b.size or b.size
            self._advance(p, steps, events)
            return
        elif fx == FX_JAIL:
            self._send_to_jail(p, events)
            if extra:  # M14, M15: no rent for the player's next `extra` turns, in Prison or out
                self.rent_blocked[p] = extra
                events.append(event("rent_blocked", p, {"turns": extra, "card": card}))
        elif fx == FX_GAMBLE:
            d1, d2 = self._roll_dice(p, "card", events)
            if d1 + d2 >= extra:
                self._receive(p, amount, "card", events)
        self._proceed(events)

    def _foundation(self, p: int, events: list[Event]) -> None:
        """A Competitor rolls one die for a grant; a Monopolist pays the Treasury."""
        if self.role[p] == COMPETITOR:
            face = int(self.rng.random() * 6) + 1
            events.append(event("dice_rolled", p, {"dice": [face], "for": "foundation"}))
            grant = self.b.foundation_payouts[face - 1]
            if grant:
                self._receive(p, grant, "foundation", events)
        else:
            self._charge(p, TREASURY, self.settings.foundation_payment, "foundation")

    def income_tax_percent(self, p: int) -> int:
        """The percentage option: of cash (10% or 20% by role), of the printed prices of unmortgaged
        properties and of what the buildings cost (an apartment counts the houses it replaced); half up."""
        b = self.b
        cash_pct, price_pct, build_pct = b.income_tax_pct[self.role[p]]
        owner, mortgaged, level = self.owner, self.mortgaged, self.level
        prices = buildings = 0
        for sq in b.properties:
            if owner[sq] == p:
                if not mortgaged[sq]:
                    prices += b.price[sq]
                buildings += level[sq] * b.house[sq]
        return (cash_pct * self.cash[p] + price_pct * prices + build_pct * buildings + 50) // 100

    def _income_tax(self, p: int, how: str, events: list[Event]) -> None:
        amount = self.b.income_tax_flat if how == "flat" else self.income_tax_percent(p)
        events.append(event("tax_chosen", p, {"how": how, "amount": amount}))
        self._charge(p, TREASURY, amount, "income_tax")
        self._proceed(events)
