"""Ponzi Scheme's time wheels: the end of a round (phases 5 and 6), as a function over the state record.

Every wheel turns one space (two after a crash), every card at 0 is due, and its owner pays its interest or
is bankrupt; then the game ends or the next round begins. Each card carries a countdown: `wheel[p]` is a flat
list [card, countdown, card, countdown, ...], countdown 0 the arrow. Rulings: `docs/rules/ponzi_scheme.md`,
"Round = six phases" (5 and 6) and "End and scoring".
"""

from __future__ import annotations

from ponzi_desktop.engine.core import Event, event
from ponzi_desktop.engine.ponzi.ending import finish
from ponzi_desktop.engine.ponzi.state import FUND, PonziState


def end_round(s: PonziState, events: list[Event]) -> None:
    """Rotate every wheel (two spaces after a crash), collect interest, and end or start a round."""
    steps = 2 if s.crashed else 1
    n = s.n
    for p in range(n):
        s._stale(p)
    s.crashed = False
    events.append(event("wheel_rotated", None, {"steps": steps}))
    interest = s.t.interest
    period = s.t.period
    bankrupt = []
    for p in range(n):
        w = s.wheel[p]
        due = 0
        due_cards = None
        for i in range(1, len(w), 2):
            left = w[i] - steps
            if left <= 0:
                w[i] = 0
                due += interest[w[i - 1]]
                if due_cards is None:
                    due_cards = [w[i - 1]]
                else:
                    due_cards.append(w[i - 1])
            else:
                w[i] = left
        if due_cards is None:
            continue
        if due > s.cash[p]:
            bankrupt.append(p)
            events.append(event("bankrupt", p, {"due": due, "cards": due_cards}))
            continue
        s.cash[p] -= due
        s.flow[p] -= due
        s.bank_in += due
        for i in range(1, len(w), 2):
            if w[i] == 0:
                w[i] = period[w[i - 1]]
        events.append(event("interest_paid", p, {"amount": due, "cards": due_cards}))
    if bankrupt:
        finish(s, tuple(bankrupt), "bankruptcy", events)
        return
    limit = s.settings.round_limit
    if limit is not None and s.round >= limit:
        finish(s, (), "round_limit", events)
        return
    s.round += 1
    s.phase = FUND
    s.step = 0
    s.actor = s.start
    events.append(event("round_started", s.start, {"round": s.round}))
