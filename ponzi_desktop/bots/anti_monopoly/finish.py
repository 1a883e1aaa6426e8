"""How the Anti-Monopoly bots finish a game: the round limit's richest-player rule (normal and hard bots).

A game that reaches the round limit goes to the richest player: cash plus the rent each unmortgaged
property would earn now. A building sells back for half its cost but adds only a fifth (a Monopolist) or a
tenth (a Competitor) of it to the rent, and a street mortgages for half its price but earns at most a
fifth of it unbuilt; so in the last rounds the policy sells and mortgages whatever counts for more as cash
than as rent, and stops spending on what would count for less (buying, building, redeeming). A property
whose rent counts for little then is worth selling for cash: once a turn it offers the sale that most
improves its lead over the richest other player by that measure, at the highest price the normal bot's
acceptance rule allows before the last rounds (the buyer gains by its own valuation, about as much as the
seller), and it accepts only offers that improve that lead (so do the other bots in their last rounds).

`FinishingRules` is a mixin of `normal.NormalPolicy`, which both bots' policies are: it needs the
policy's `_before_roll` and `_manage`.
Measured when it was the hard bot's alone (its policy without search vs 3 normal bots that did not know the
rule, 400 games, seed 2): 0.407 without it, 0.480 with it (over 25 rounds instead of 12: 0.460).
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.bots.anti_monopoly.memory import TRIES
from ponzi_desktop.bots.anti_monopoly.model import (
    ACCEPT_MARGIN,
    B,
    Table,
    free_to_trade,
    offered,
    owned_by,
    price_cap,
    rent_now,
    rent_risk,
    trade_delta,
    trade_reserve,
)
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.core import Action

LIQUIDATE_ROUNDS = 1  # rounds before the limit's last one in which it turns property into cash
THRIFT_ROUNDS = 12  # rounds before the limit in which it no longer buys, builds, redeems or trades (the bots'
# Competitors: 24, their `BY_ROLE`)
ENDGAME_PHASES = ("turn", "after", "buy", "answer", "trade")


def rounds_left(t: Table) -> int | None:
    """Full rounds after this one before a round-limit ending (None: the game ends otherwise first)."""
    if t.settings.two_hour_rounds is not None:
        return None
    return t.settings.round_limit - t.round


def _rents(t: Table, squares: Any, mortgaged: Any, level: Any) -> int:
    return sum(rent_now(t, sq, mortgaged=mortgaged, level=level) for sq in squares)


def liquidation_gain(t: Table, p: int, action: Action) -> float:
    """How much richer (by the round limit's measure) `p` is after this sale or mortgage."""
    sq = action.square
    mine = owned_by(t, p)
    before = _rents(t, mine, t.mortgaged, t.level)
    if type(action) is act.SellBuilding:
        level = list(t.level)
        level[sq] -= 1
        return B.house[sq] // 2 - (before - _rents(t, mine, t.mortgaged, level))
    mortgaged = list(t.mortgaged)
    mortgaged[sq] = True
    return B.mortgage[sq] - (before - _rents(t, mine, mortgaged, t.level))


def richest_measure(t: Table, p: int, owner: Any) -> int:
    """Cash plus the rent of each unmortgaged property (a utility at a throw of 7), with `owner`."""
    return t.cash[p] + sum(rent_now(t, sq, owner=owner) for sq in B.properties if owner[sq] == p)


def lead(t: Table, me: int, q: int, cash_in: int, owner: Any) -> int:
    """`me`'s lead over the richest other player by the round limit's measure, after `me` receives
    `cash_in` from `q` and ownership is `owner`."""
    measure = {p: richest_measure(t, p, owner) for p in range(t.n) if t.alive[p]}
    measure[me] += cash_in
    measure[q] -= cash_in
    return measure[me] - max(v for p, v in measure.items() if p != me)


def endgame_accepts(t: Table, me: int) -> bool:
    """Whether the offer on the table improves `me`'s lead by the round limit's measure."""
    proposer, _, give, ask, cash = t.offer
    after = list(t.owner)
    for sq in give:
        after[sq] = me
    for sq in ask:
        after[sq] = proposer
    return lead(t, me, proposer, cash, after) > lead(t, me, proposer, 0, t.owner)


def endgame_sale(t: Table, me: int, target: int | None = None, memory: Any = None, judge: Any = None,
                 ) -> tuple[int, int, int] | None:
    """(buyer, square, price): the sale of one property for cash that most improves `me`'s lead (or
    lessens its deficit) by the round limit's measure, at the highest price the normal bot accepts
    (`accept_offer`: it gains more than its margin, and about as much as `me` by its own valuation), none
    where that is more than the buyer can pay keeping its trade reserve, or more than `price_cap`; not one `judge` (the buyer's expected
    answer) says no to, nor the very offer refused before, counting the rent the sale makes `me` pay more
    (`rent_risk`), nor to a partner offered something this turn or held off after a refusal
    (`memory.Memory.holds_off`), or that refused these deeds `TRIES` times with nothing changed."""
    alive = [q for q in range(t.n) if t.alive[q]]
    owner = t.owner
    left = rounds_left(t) or 0

    best, best_gain = None, 0.0
    for sq in free_to_trade(t, me):
        loss = -trade_delta(t, me, (), (sq,), 0)  # what the normal bot thinks it costs me
        after = list(owner)
        for q in alive:
            if q == me or (target is not None and q != target):
                continue
            if memory and (memory.holds_off(t, q) or memory.refusals(t, q, (sq,), ()) >= TRIES):
                continue
            value = trade_delta(t, q, (sq,), (), 0)
            price = int(min(value - ACCEPT_MARGIN - 1, (value + loss + ACCEPT_MARGIN) / 2 - 1))
            if not 0 < price <= min(t.cash[q] - trade_reserve(t, q), price_cap(t, q, (sq,))):
                continue  # not cheaper to a buyer short of cash: a Monopolist's cheap company bankrupts Competitors
            if memory and memory.was_refused(q, (sq,), (), -price):
                continue
            if judge is not None and not judge(offered(t, (me, q, (sq,), (), -price)), q):
                continue
            after[sq] = q
            gain = lead(t, me, q, price, after) - lead(t, me, q, 0, owner) - rent_risk(t, sq, q, left)
            if gain > best_gain:
                best, best_gain = (q, sq, price), gain
    return best


class FinishingRules:
    """The last rounds before a round limit (knobs `liquidate_rounds`, `thrift_rounds`, `endgame_sales`)."""

    __slots__ = ()
    memory: Any = None  # the acting bot's `memory.Memory` (the policy sets it)
    judge: Any = None  # how it expects a partner to answer an offer (the policy sets it)
    liquidate_rounds = LIQUIDATE_ROUNDS
    thrift_rounds = THRIFT_ROUNDS
    endgame_sales = True

    def in_endgame(self, t: Table) -> bool:
        left = rounds_left(t)
        return left is not None and left <= self.thrift_rounds

    def _draft_sale(self, t: Table, me: int, choices: Any) -> Action:
        target, give, _ = t.draft
        sale = endgame_sale(t, me, target, self.memory, self.judge) if not give else None
        if sale is not None:
            a = act.Give(sale[1])
            return a if a in {c.action for c in choices} else act.CANCEL
        if len(give) == 1 and not t.draft[2]:
            sale = endgame_sale(t, me, target, self.memory, self.judge)
            if sale is not None and sale[1] == give[0]:
                for c in choices:
                    if c.param is not None and c.lo <= -sale[2] <= c.hi:
                        return c.with_value(-sale[2])
        return act.CANCEL

    def _endgame(self, t: Table, me: int, choices: Any, left: int) -> Action:
        # property bought now, by trade or from the Treasury, counts for less than the cash it costs
        if t.phase == "buy":
            return act.DECLINE
        if t.phase == "answer":
            return act.ACCEPT if self.endgame_sales and endgame_accepts(t, me) else act.REJECT
        if t.phase == "trade":
            return self._draft_sale(t, me, choices)
        if self.endgame_sales and any(type(c.action) is act.StartTrade for c in choices):
            sale = endgame_sale(t, me, memory=self.memory, judge=self.judge)
            if sale is not None and act.StartTrade(sale[0]) in {c.action for c in choices}:
                return act.StartTrade(sale[0])
        if left <= self.liquidate_rounds:
            best, best_gain = None, 0.0
            for c in choices:
                a = c.action
                if type(a) is act.SellBuilding or type(a) is act.Mortgage:
                    gain = liquidation_gain(t, me, a)
                    if gain > best_gain:
                        best, best_gain = a, gain
            if best is not None:
                return best
        if t.phase == "turn":
            return self._before_roll(t, me, choices)
        kept = [c for c in choices if type(c.action) not in (act.Build, act.Redeem)]
        return self._manage(t, me, kept, False)
