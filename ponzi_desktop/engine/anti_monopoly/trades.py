"""Anti-Monopoly trades between players: an offer drawn up in steps, then accepted or rejected.

On their turn (before or after rolling, `settings.offers_per_turn` times) a player may start an offer to
another player (`trade T`), put in any of their properties (`give`) and ask for any of the other player's
(`ask`), then send it with a cash balance (`propose X`: X > 0 is paid by the proposer, X < 0 by the other
player, each at most their cash) or cancel it. The other player then accepts or rejects. Properties change
hands with their mortgages; buildings never do (a street with buildings cannot be offered, nor a
Monopolist's street whose city would keep buildings without a monopoly). No loans between players.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import ANSWER, TRADE
from ponzi_desktop.engine.anti_monopoly.money import MoneyRules
from ponzi_desktop.engine.core import Choice, Event, event

#: (lo, hi) -> the "propose" option with that cash range, made once: a draft lists it at every step
_PROPOSALS: dict[tuple[int, int], Choice] = {}


class TradeRules(MoneyRules):
    __slots__ = ()

    def tradeable(self, p: int, sq: int, also: tuple[int, ...] = ()) -> bool:
        return self.owner[sq] == p and not self.level[sq] and self.can_release(p, sq, also)

    def has_tradeable(self, p: int) -> bool:
        return bool(self.free_properties(p))

    def _trade_targets(self, p: int, out: list[Choice]) -> None:
        """Append `trade T` for every other player who could be offered something."""
        mine = bool(self.free_properties(p))
        trade = self.b.trade
        alive = self.alive
        for q in range(self.n):
            if q != p and alive[q] and (mine or self.free_properties(q)):
                out.append(trade[q])

    def _draft_choices(self, p: int) -> list[Choice]:
        b = self.b
        target, give, ask = self.draft
        out = [b.give[sq] for sq in self.free_properties(p, give) if sq not in give]
        out += [b.ask[sq] for sq in self.free_properties(target, ask) if sq not in ask]
        if give or ask:
            lo, hi = -self.cash[target], self.cash[p]
            choice = _PROPOSALS.get((lo, hi))
            if choice is None:
                choice = Choice(b.propose_template, "cash", lo, hi)
                if len(_PROPOSALS) < 8192:  # a bound, for a long-running app: past it options are made anew
                    _PROPOSALS[(lo, hi)] = choice
            out.append(choice)
        out.append(b.cancel)
        return out

    def _start_trade(self, p: int, target: int, events: list[Event]) -> None:
        self.offers_left -= 1
        self.draft = (target, (), ())
        self.trade_back = self.phase
        self.phase = TRADE
        events.append(event("trade_started", p, {"target": target}))

    def _add_to_draft(self, p: int, give: int | None, ask: int | None, events: list[Event]) -> None:
        target, gives, asks = self.draft
        if give is not None:
            gives = (*gives, give)
        if ask is not None:
            asks = (*asks, ask)
        self.draft = (target, gives, asks)
        events.append(event("draft_changed", p, {"target": target, "give": list(gives), "ask": list(asks)}))

    def _propose(self, p: int, cash: int, events: list[Event]) -> None:
        target, give, ask = self.draft
        self.draft = None
        self.offer = (p, target, give, ask, cash)
        self.phase = ANSWER
        self.actor = target
        events.append(event("trade_offered", p, {"target": target, "give": list(give), "ask": list(ask),
                                                 "cash": cash}))

    def _cancel_trade(self, p: int, events: list[Event]) -> None:
        target = self.draft[0]
        self.draft = None
        self.phase = self.trade_back
        events.append(event("trade_cancelled", p, {"target": target}))

    def _answer_trade(self, accept: bool, events: list[Event]) -> None:
        proposer, target, give, ask, cash = self.offer
        self.offer = None
        if accept:
            owner = self.owner
            for sq in give:
                owner[sq] = target
            for sq in ask:
                owner[sq] = proposer
            self._owned = self._board = self._free = None
            self.cash[proposer] -= cash
            self.cash[target] += cash
            events.append(event("traded", target, {"proposer": proposer, "target": target, "give": list(give),
                                                   "ask": list(ask), "cash": cash}))
        else:
            events.append(event("trade_rejected", target, {"proposer": proposer}))
        self.phase = self.trade_back
        self.actor = proposer
