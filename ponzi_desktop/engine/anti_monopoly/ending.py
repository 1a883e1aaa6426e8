"""How an Anti-Monopoly game ends: bankruptcy, Game A and Game B, the round limit and the two-hour game:
functions over the state record (state.py).

- Bankruptcy: buildings go back to the Treasury at half price, then everything to the creditor (`bankrupt`).
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

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import FINAL, OVER, TREASURY
from ponzi_desktop.engine.anti_monopoly.money import receive
from ponzi_desktop.engine.anti_monopoly.rent import property_value_rent, wealth_parts
from ponzi_desktop.engine.core import Event, Outcome, ScorePart, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState

KEEP_PERCENT = (10, 20)  # per role: what the two-hour game lets a player keep of their cash


def bankrupt(s: AntiMonopolyState, d: int, creditor: int, events: list[Event]) -> None:
    """`d` cannot pay: buildings go back to the Treasury at half price, then everything to the creditor.

    Owed to a player: that player gets the cash and the properties, mortgages standing. Owed to the
    Treasury: the cash goes to it and the properties return to it unmortgaged, for sale again.
    """
    b = s.b
    owner, level, mortgaged = s.owner, s.level, s.mortgaged
    props = [sq for sq in b.properties if owner[sq] == d]
    refund = 0
    for sq in props:
        if level[sq]:
            refund += level[sq] * b.house[sq] // 2
            level[sq] = 0
    s.cash[d] += refund
    s.bank_out += refund
    left = s.cash[d]
    s.cash[d] = 0
    if creditor == TREASURY:
        s.bank_in += left
        for sq in props:
            owner[sq] = TREASURY
            mortgaged[sq] = False
    else:
        s.cash[creditor] += left
        for sq in props:
            owner[sq] = creditor
    s._owned = s._board = s._free = None
    s.alive[d] = False
    s.jail[d] = 0
    s.rent_blocked[d] = 0
    s.out.append(d)
    events.append(event("bankrupt", d, {"creditor": creditor, "cash": left, "properties": props,
                                        "buildings_refund": refund}))
    check_end(s, events)


# Compiled, the functions below stay Python functions (ending.pxd declares only `bankrupt`): each runs once a
# game, and their generator expressions would be closures, which a C function cannot hold.
def check_end(s: AntiMonopolyState, events: list[Event]) -> None:
    """After a bankruptcy: the last player standing, or (Game B) a side wiped out."""
    alive = [q for q in range(s.n) if s.alive[q]]
    if len(alive) <= 1:
        parts = {q: wealth_parts(s, q, events) for q in alive}
        finish(s, tuple(alive), parts, "bankruptcy", events)
        return
    if s.settings.game == "B":
        sides = {s.role[q] for q in alive}
        if len(sides) == 1:
            finish_by_wealth(s, "bankruptcy", events)


def finish_by_wealth(s: AntiMonopolyState, reason: str, events: list[Event]) -> None:
    alive = [q for q in range(s.n) if s.alive[q]]
    parts = {q: wealth_parts(s, q, events) for q in alive}
    scores = {q: sum(part.points for part in parts[q]) for q in alive}
    best = max(scores.values())
    finish(s, tuple(q for q in alive if scores[q] == best), parts, reason, events)


def begin_two_hour_ending(s: AntiMonopolyState, events: list[Event]) -> None:
    events.append(event("time_called", None, {"round": s.round}))
    n, start = s.n, s.start
    s.final_queue = [q for q in ((start + i) % n for i in range(n)) if s.alive[q]]
    next_final(s, events)


def next_final(s: AntiMonopolyState, events: list[Event]) -> None:
    if s.final_queue:
        q = s.final_queue.pop(0)
        s.phase = FINAL
        s.actor = s.cur = q
        s.manage_left = s.settings.manage_limit
        s.offers_left = 0
        return
    two_hour_payout(s, events)


def two_hour_payout(s: AntiMonopolyState, events: list[Event]) -> None:
    cash = s.cash
    kept: dict[int, tuple[int, int]] = {}  # per player: cash kept, cash before
    for q in range(s.n):
        if not s.alive[q]:
            continue
        keep = (cash[q] * KEEP_PERCENT[s.role[q]] + 50) // 100
        given_up = cash[q] - keep
        kept[q] = (keep, cash[q])
        cash[q] = keep
        s.bank_in += given_up
        events.append(event("cash_surrendered", q, {"kept": keep, "surrendered": given_up}))
    owner = s.owner
    rents = dict.fromkeys(kept, 0)
    earning = dict.fromkeys(kept, 0)
    for sq in s.b.properties:
        q = owner[sq]
        if q >= 0 and not s.mortgaged[sq]:
            rent = property_value_rent(s, sq, events)
            receive(s, q, rent, "final_rent", events)
            if q in rents:
                rents[q] += rent
                earning[q] += rent > 0
    alive = [q for q in range(s.n) if s.alive[q]]
    parts = {q: (ScorePart("kept_cash", cash[q] - rents[q], (kept[q][1], KEEP_PERCENT[s.role[q]])),
                 ScorePart("final_rents", rents[q], (earning[q],))) for q in alive}
    best = max(cash[q] for q in alive)
    finish(s, tuple(q for q in alive if cash[q] == best), parts, "two_hour", events)


def finish(s: AntiMonopolyState, winners: tuple[int, ...], parts: dict[int, tuple[ScorePart, ...]], reason: str,
            events: list[Event]) -> None:
    """End the game; `parts` are the scored players' score lines (their points add up to the score)."""
    scores = {q: sum(part.points for part in lines) for q, lines in parts.items()}
    s.result = Outcome(winners, scores, tuple(s.out), reason, parts)
    s.phase = OVER
    s.actor = -1
    s.debts.clear()
    s.draft = None
    s.offer = None
    events.append(event("game_over", None, {"winners": list(winners), "scores": scores,
                                            "bankrupt": list(s.out), "reason": reason}))
