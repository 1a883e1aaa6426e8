"""Anti-Monopoly moves: dice, movement and START money, landings, cards, the tax spaces, the Foundation,
Prison / Price War (going there, the fine): functions over the state record (state.py). Doubles and the
turns in Prison are counted where a turn begins and ends (turns.py).

Each role draws from its own deck and the card goes to the bottom, so a deck is a fixed cyclic order: `deck[r]`
holds it (shuffled from the seed at setup) and `top[r]` points at the next card. The order is a secret:
views show only the deck sizes and the last card drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import (
    AFTER,
    BUY,
    CARD,
    COMPETITOR,
    FOUNDATION,
    FX_ALL_COLLECT,
    FX_COLLECT,
    FX_FROM_EACH,
    FX_GAMBLE,
    FX_JAIL,
    FX_MOVE,
    FX_PAY,
    GO_TO,
    INCOME_TAX,
    MONOPOLIST,
    PROPERTY_TAX,
    R_AFTER,
    TAX,
    TREASURY,
)
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.money import charge, receive
from ponzi_desktop.engine.anti_monopoly.rent import rent_due, roll_dice
from ponzi_desktop.engine.anti_monopoly.turns import proceed
from ponzi_desktop.engine.core import Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState


# ---- the roll and the landing --------------------------------------------------------------------------
def roll(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """`p` rolls: in Prison / Price War, doubles free them (else they stay); doubles outside an extra turn earn
    one; then the pawn moves."""
    d1, d2 = roll_dice(s, p, "move", events)
    s.dice = (d1, d2)
    doubles = d1 == d2
    if s.jail[p]:
        if not doubles:
            s.jail[p] += 1
            events.append(event("stayed_in_jail", p, {"next_turn": s.jail[p]}))
            s.phase = AFTER
            return
        events.append(event("left_jail", p, {"by": "doubles", "turn": s.jail[p]}))
        s.jail[p] = 0
    if doubles and not s.in_extra:
        s.bonus = True
    advance(s, p, d1 + d2, events)


def advance(s: AntiMonopolyState, p: int, steps: int, events: list[Event]) -> None:
    """Move `steps` spaces clockwise (paying START money when passing or landing on it), then land."""
    size = s.b.size
    old = s.pos[p]
    new = (old + steps) % size
    path = [(old + i) % size for i in range(1, steps + 1)]
    s.pos[p] = new
    events.append(event("pawn_moved", p, {"from": old, "to": new, "path": path}))
    if old + steps >= size:
        receive(s, p, s.b.salary, "start", events)
    s.resume = R_AFTER
    land(s, p, events)


def land(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """Resolve the space `p` stands on: a decision ("buy", "tax"), or effects and then `turns.proceed`."""
    b = s.b
    sq = s.pos[p]
    kind = b.kind[sq]
    if b.is_property[sq]:
        o = s.owner[sq]
        if o == TREASURY:
            s.phase = BUY
            s.actor = p
            return
        if o != p and not s.mortgaged[sq]:
            if s.role[o] == MONOPOLIST and s.jail[o]:
                events.append(event("rent_waived", p, {"owner": o, "square": sq, "reason": "prison"}))
            elif s.rent_blocked[o]:
                events.append(event("rent_waived", p, {"owner": o, "square": sq, "reason": "card",
                                                       "turns": s.rent_blocked[o]}))
            else:
                charge(s, p, o, rent_due(s, sq, p, events), "rent", sq)
    elif kind == CARD:
        draw_card(s, p, events)
        return
    elif kind == INCOME_TAX:
        s.phase = TAX
        s.actor = p
        return
    elif kind == PROPERTY_TAX:
        charge(s, p, TREASURY, b.property_tax, "property_tax")
    elif kind == FOUNDATION:
        foundation(s, p, events)
    elif kind == GO_TO:
        send_to_jail(s, p, events)
    proceed(s, events)


def send_to_jail(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """Straight to the corner (no START money); the turn's extra turn from doubles is lost."""
    s.pos[p] = s.b.corner
    s.jail[p] = 1
    if p == s.cur:
        s.bonus = False
    where = "prison" if s.role[p] == MONOPOLIST else "price_war"
    events.append(event("sent_to_jail", p, {"where": where, "square": s.b.corner}))


def pay_fine(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """`p` pays the fine to leave Prison / Price War before rolling."""
    turn = s.jail[p]
    s.jail[p] = 0
    s.cash[p] -= s.b.fine
    s.bank_in += s.b.fine
    events.append(event("paid", p, {"to": TREASURY, "amount": s.b.fine, "reason": "fine"}))
    events.append(event("left_jail", p, {"by": "fine", "turn": turn}))


# ---- the spaces that are not property -----------------------------------------------------------------
def draw_card(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """`p` draws the top card of their role's deck and it takes effect."""
    b = s.b
    r = s.role[p]
    deck = s.deck[r]
    card = deck[s.top[r]]
    s.top[r] = (s.top[r] + 1) % len(deck)
    s.last_card = card
    events.append(event("card_drawn", p, {"deck": ROLES[r], "card": card}))
    fx, amount, extra = b.card_effect[card]
    if fx == FX_COLLECT:
        receive(s, p, amount, "card", events)
    elif fx == FX_PAY:
        charge(s, p, TREASURY, amount, "card")
    elif fx == FX_FROM_EACH:
        n = s.n
        for i in range(1, n):
            q = (p + i) % n
            if s.alive[q] and s.role[q] == extra:
                charge(s, q, p, amount, "card")
    elif fx == FX_ALL_COLLECT:
        for q in range(s.n):
            if s.alive[q] and s.role[q] == extra:
                receive(s, q, amount, "card", events)
    elif fx == FX_MOVE:
        steps = (extra - s.pos[p]) % b.size or b.size
        advance(s, p, steps, events)
        return
    elif fx == FX_JAIL:
        send_to_jail(s, p, events)
        if extra:  # M14, M15: no rent for the player's next `extra` turns, in Prison or out
            s.rent_blocked[p] = extra
            events.append(event("rent_blocked", p, {"turns": extra, "card": card}))
    elif fx == FX_GAMBLE:
        d1, d2 = roll_dice(s, p, "card", events)
        if d1 + d2 >= extra:
            receive(s, p, amount, "card", events)
    proceed(s, events)


def foundation(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    """A Competitor rolls one die for a grant; a Monopolist pays the Treasury."""
    if s.role[p] == COMPETITOR:
        face = int(s.rng.random() * 6) + 1
        events.append(event("dice_rolled", p, {"dice": [face], "for": "foundation"}))
        grant = s.b.foundation_payouts[face - 1]
        if grant:
            receive(s, p, grant, "foundation", events)
    else:
        charge(s, p, TREASURY, s.settings.foundation_payment, "foundation")


def income_tax_percent(s: AntiMonopolyState, p: int) -> int:
    """The percentage option: of cash (10% or 20% by role), of the printed prices of unmortgaged
    properties and of what the buildings cost (an apartment counts the houses it replaced); half up."""
    b = s.b
    cash_pct, price_pct, build_pct = b.income_tax_pct[s.role[p]]
    owner, mortgaged, level = s.owner, s.mortgaged, s.level
    prices = buildings = 0
    for sq in b.properties:
        if owner[sq] == p:
            if not mortgaged[sq]:
                prices += b.price[sq]
            buildings += level[sq] * b.house[sq]
    return (cash_pct * s.cash[p] + price_pct * prices + build_pct * buildings + 50) // 100


def income_tax(s: AntiMonopolyState, p: int, how: str, events: list[Event]) -> None:
    """`p` pays Income Tax the way they chose ("flat" or the percentage)."""
    amount = s.b.income_tax_flat if how == "flat" else income_tax_percent(s, p)
    events.append(event("tax_chosen", p, {"how": how, "amount": amount}))
    charge(s, p, TREASURY, amount, "income_tax")
    proceed(s, events)
