"""How an Anti-Monopoly game ends: Game A and Game B, the round limit and the two-hour game.

- Game A: the last player standing wins.
- Game B: as soon as one whole side is bankrupt, the richest player of the other side wins; richest is rule 25's
  cash plus the rent each unmortgaged property would earn now (a utility's owner throws the dice).
- The round limit (every game has one): at the end of that round the richest player (the same measure) wins.
- The two-hour game (`two_hour_rounds`): at the end of that round each player in turn may deal with the
  Treasury one last time ("final": build, sell back, mortgage, redeem, then "done"); Competitors keep 10% of
  their cash and Monopolists 20% (half up), the rest goes to the Treasury; the Treasury pays each owner one
  rent per property; most cash wins.
Ties share the win. Scores are the measure that decided the game, for every player still in it.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, FINAL, OVER
from ponzi_desktop.engine.core import Event, GameState, Outcome, ScorePart, event

KEEP_PERCENT = (10, 20)  # per role: what the two-hour game lets a player keep of their cash


class EndingRules(GameState):
    """The end of the game and scoring. The rules are one line of classes, EndingRules < MoneyRules <
    TradeRules < EstateRules < CardRules < RentRules < TurnRules < AntiMonopolyState, so that, compiled,
    they are extension types sharing the fields EndingRules declares (ending.pxd)."""

    __slots__ = ()

    def _check_end(self, events: list[Event]) -> None:
        """After a bankruptcy: the last player standing, or (Game B) a side wiped out."""
        alive = [q for q in range(self.n) if self.alive[q]]
        if len(alive) <= 1:
            parts = {q: self.wealth_parts(q, events) for q in alive}
            self._finish(tuple(alive), parts, "bankruptcy", events)
            return
        if self.settings.game == "B":
            sides = {self.role[q] for q in alive}
            if len(sides) == 1:
                self._finish_by_wealth("bankruptcy", events)

    def _finish_by_wealth(self, reason: str, events: list[Event]) -> None:
        alive = [q for q in range(self.n) if self.alive[q]]
        parts = {q: self.wealth_parts(q, events) for q in alive}
        scores = {q: sum(part.points for part in parts[q]) for q in alive}
        best = max(scores.values())
        self._finish(tuple(q for q in alive if scores[q] == best), parts, reason, events)

    def _begin_two_hour_ending(self, events: list[Event]) -> None:
        events.append(event("time_called", None, {"round": self.round}))
        n, start = self.n, self.start
        self.final_queue = [q for q in ((start + i) % n for i in range(n)) if self.alive[q]]
        self._next_final(events)

    def _next_final(self, events: list[Event]) -> None:
        if self.final_queue:
            q = self.final_queue.pop(0)
            self.phase = FINAL
            self.actor = self.cur = q
            self.manage_left = self.settings.manage_limit
            self.offers_left = 0
            return
        self._two_hour_payout(events)

    def _two_hour_payout(self, events: list[Event]) -> None:
        cash = self.cash
        kept: dict[int, tuple[int, int]] = {}  # per player: cash kept, cash before
        for q in range(self.n):
            if not self.alive[q]:
                continue
            keep = (cash[q] * KEEP_PERCENT[self.role[q]] + 50) // 100
            given_up = cash[q] - keep
            kept[q] = (keep, cash[q])
            cash[q] = keep
            self.bank_in += given_up
            events.append(event("cash_surrendered", q, {"kept": keep, "surrendered": given_up}))
        owner = self.owner
        rents = dict.fromkeys(kept, 0)
        earning = dict.fromkeys(kept, 0)
        for sq in self.b.properties:
            q = owner[sq]
            if q >= 0 and not self.mortgaged[sq]:
                rent = self.property_value_rent(sq, events)
                self._receive(q, rent, "final_rent", events)
                if q in rents:
                    rents[q] += rent
                    earning[q] += rent > 0
        alive = [q for q in range(self.n) if self.alive[q]]
        parts = {q: (ScorePart("kept_cash", cash[q] - rents[q], (kept[q][1], KEEP_PERCENT[self.role[q]])),
                     ScorePart("final_rents", rents[q], (earning[q],))) for q in alive}
        best = max(cash[q] for q in alive)
        self._finish(tuple(q for q in alive if cash[q] == best), parts, "two_hour", events)

    def _finish(self, winners: tuple[int, ...], parts: dict[int, tuple[ScorePart, ...]], reason: str,
                events: list[Event]) -> None:
        """End the game; `parts` are the scored players' score lines (their points add up to the score)."""
        scores = {q: sum(part.points for part in lines) for q, lines in parts.items()}
        self.result = Outcome(winners, scores, tuple(self.out), reason, parts)
        self.phase = OVER
        self.actor = -1
        self.debts.clear()
        self.draft = None
        self.offer = None
        events.append(event("game_over", None, {"winners": list(winners), "scores": scores,
                                                "bankrupt": list(self.out), "reason": reason}))

    def side_of(self, p: int) -> str:
        return "competitor" if self.role[p] == COMPETITOR else "monopolist"
