"""Anti-Monopoly turns: settling the debts and resuming play, beginning and ending a turn, turn order, the
round's end: functions over the state record (state.py). What a roll does (dice, movement, landings, cards,
taxes, Prison / Price War) is in moves.py.

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

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import AFTER, R_TURN, RAISE, TREASURY, TURN
from ponzi_desktop.engine.anti_monopoly.ending import bankrupt, begin_two_hour_ending, finish_by_wealth
from ponzi_desktop.engine.anti_monopoly.money import charge, liquid_value, pay
from ponzi_desktop.engine.core import Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState


def proceed(s: AntiMonopolyState, events: list[Event]) -> None:
    """Settle the debts in order, then resume the turn (or pass it on if its player went bankrupt)."""
    debts = s.debts
    alive = s.alive
    cash = s.cash
    while debts:
        debtor, creditor, amount, reason, square = debts[0]
        if not alive[debtor]:
            debts.pop(0)
            continue
        if creditor != TREASURY and not alive[creditor]:
            creditor = debts[0][1] = TREASURY
        if cash[debtor] >= amount:
            debts.pop(0)
            pay(s, debtor, creditor, amount, reason, square, events)
            continue
        if liquid_value(s, debtor) >= amount:
            if s.phase != RAISE or s.actor != debtor:
                events.append(event("must_raise", debtor, {"to": creditor, "amount": amount,
                                                           "reason": reason}))
            s.phase = RAISE
            s.actor = debtor
            return
        debts.pop(0)
        bankrupt(s, debtor, creditor, events)
        if s.result is not None:
            return
    cur = s.cur
    if not alive[cur]:
        next_turn(s, events)
        return
    s.phase = TURN if s.resume == R_TURN else AFTER
    s.actor = cur


def begin_turn(s: AntiMonopolyState, p: int, events: list[Event], extra: bool = False) -> None:
    """`p`'s turn (an `extra` one from doubles, or their own) begins, before the roll: the turn's limits
    afresh, a card's rent block counted down, the fine charged before a third turn in Prison / Price War."""
    s.cur = s.actor = p
    s.phase = TURN
    s.in_extra = extra
    s.bonus = False
    s.manage_left = s.settings.manage_limit
    s.offers_left = s.settings.offers_per_turn
    events.append(event("turn_started", p, {"round": s.round, "extra": extra}))
    if not extra and s.rent_blocked[p]:
        s.rent_blocked[p] -= 1
        if not s.rent_blocked[p] and not s.jail[p]:  # (in Prison, Prison's own rule still holds)
            events.append(event("rent_resumed", p, {}))
    if s.jail[p] >= 3:
        # no doubles in two turns there: the fine is due before the third, then they move normally
        s.jail[p] = 0
        events.append(event("left_jail", p, {"by": "fine", "turn": 3}))
        s.resume = R_TURN
        charge(s, p, TREASURY, s.b.fine, "fine")
        proceed(s, events)


def end_turn(s: AntiMonopolyState, events: list[Event]) -> None:
    """The current player ends their turn: the extra turn their doubles earned, or the next player's."""
    p = s.cur
    events.append(event("turn_ended", p, {}))
    if s.bonus and s.alive[p] and not s.jail[p]:
        begin_turn(s, p, events, extra=True)
        return
    next_turn(s, events)


def next_turn(s: AntiMonopolyState, events: list[Event]) -> None:
    """The next seat still playing; at the end of a round, the round limit and the two-hour ending."""
    if s.result is not None:
        return
    n, start, alive, p = s.n, s.start, s.alive, s.cur
    q = p
    for _ in range(n):
        q = (q + 1) % n
        if alive[q]:
            break
    if (q - start) % n <= (p - start) % n:  # wrapped past the start seat: a round is over
        limit = s.settings.two_hour_rounds
        if limit is not None and s.round >= limit:
            begin_two_hour_ending(s, events)
            return
        if s.round >= s.settings.round_limit:
            finish_by_wealth(s, "round_limit", events)
            return
        s.round += 1
        events.append(event("round_started", None, {"round": s.round}))
    begin_turn(s, q, events)
