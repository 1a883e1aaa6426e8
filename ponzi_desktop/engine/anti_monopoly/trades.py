"""Anti-Monopoly trades between players: an offer drawn up in steps, then accepted or rejected: functions
over the state record (state.py).

On their turn (before or after rolling, `settings.offers_per_turn` times) a player may start an offer to
another player (`trade T`), put in any of their properties (`give`) and ask for any of the other player's
(`ask`), then send it with a cash balance (`propose X`: X > 0 is paid by the proposer, X < 0 by the other
player, each at most their cash) or cancel it. The other player then accepts or rejects. Properties change
hands with their mortgages; buildings never do (a street with buildings cannot be offered, nor a
Monopolist's street whose city would keep buildings without a monopoly). No loans between players.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly.board import ANSWER, TRADE
from ponzi_desktop.engine.anti_monopoly.estate import free_properties
from ponzi_desktop.engine.core import Choice, Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState

#: (lo, hi) -> the "propose" option with that cash range, made once: a draft lists it at every step
_PROPOSALS: dict[tuple[int, int], Choice] = {}


def trade_targets(s: AntiMonopolyState, p: int, out: list[Choice]) -> None:
    """Append `trade T` for every other player who could be offered something."""
    mine = bool(free_properties(s, p))
    trade = s.b.trade
    alive = s.alive
    for q in range(s.n):
        if q != p and alive[q] and (mine or free_properties(s, q)):
            out.append(trade[q])


def draft_choices(s: AntiMonopolyState, p: int) -> list[Choice]:
    """The next step of `p`'s offer: put in a property, ask for one, send it with a cash balance, cancel."""
    b = s.b
    target, give, ask = s.draft
    out = [b.give[sq] for sq in free_properties(s, p, give) if sq not in give]
    out += [b.ask[sq] for sq in free_properties(s, target, ask) if sq not in ask]
    if give or ask:
        lo, hi = -s.cash[target], s.cash[p]
        choice = _PROPOSALS.get((lo, hi))
        if choice is None:
            choice = Choice(b.propose_template, "cash", lo, hi)
            if len(_PROPOSALS) < 8192:  # a bound, for a long-running app: past it options are made anew
                _PROPOSALS[(lo, hi)] = choice
        out.append(choice)
    out.append(b.cancel)
    return out


def start_trade(s: AntiMonopolyState, p: int, target: int, events: list[Event]) -> None:
    s.offers_left -= 1
    s.draft = (target, (), ())
    s.trade_back = s.phase
    s.phase = TRADE
    events.append(event("trade_started", p, {"target": target}))


def add_to_draft(s: AntiMonopolyState, p: int, give: int | None, ask: int | None, events: list[Event]) -> None:
    target, gives, asks = s.draft
    if give is not None:
        gives = (*gives, give)
    if ask is not None:
        asks = (*asks, ask)
    s.draft = (target, gives, asks)
    events.append(event("draft_changed", p, {"target": target, "give": list(gives), "ask": list(asks)}))


def propose(s: AntiMonopolyState, p: int, cash: int, events: list[Event]) -> None:
    target, give, ask = s.draft
    s.draft = None
    s.offer = (p, target, give, ask, cash)
    s.phase = ANSWER
    s.actor = target
    events.append(event("trade_offered", p, {"target": target, "give": list(give), "ask": list(ask),
                                             "cash": cash}))


def cancel_trade(s: AntiMonopolyState, p: int, events: list[Event]) -> None:
    target = s.draft[0]
    s.draft = None
    s.phase = s.trade_back
    events.append(event("trade_cancelled", p, {"target": target}))


def answer_trade(s: AntiMonopolyState, accept: bool, events: list[Event]) -> None:
    proposer, target, give, ask, cash = s.offer
    s.offer = None
    if accept:
        owner = s.owner
        for sq in give:
            owner[sq] = target
        for sq in ask:
            owner[sq] = proposer
        s._owned = s._board = s._free = None
        s.cash[proposer] -= cash
        s.cash[target] += cash
        events.append(event("traded", target, {"proposer": proposer, "target": target, "give": list(give),
                                               "ask": list(ask), "cash": cash}))
    else:
        events.append(event("trade_rejected", target, {"proposer": proposer}))
    s.phase = s.trade_back
    s.actor = proposer
