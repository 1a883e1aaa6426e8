"""Ponzi Scheme's funding board ("market"): funding a card, the start player's removal and the refill, as
functions over the state record. Rulings: `docs/rules/ponzi_scheme.md`, "Round = six phases" (1 and 3) and
the empty deck.

The deck is kept unordered and each draw takes a uniformly random card from it: the same distribution as
shuffling, without paying for a full shuffle at setup and after every crash. The market stays sorted, so
that its rows are slices of three.
"""

from __future__ import annotations

from bisect import insort

from ponzi_desktop.engine.core import Event, event
from ponzi_desktop.engine.ponzi.actions import Fund
from ponzi_desktop.engine.ponzi.state import PonziState
from ponzi_desktop.engine.ponzi.tables import MARKET_SIZE


def fund(s: PonziState, p: int, action: Fund, events: list[Event]) -> None:
    """`p` takes a tile and the card of the row its count names; the bank pays the card's value, the card
    goes on the wheel at its period, and the market is refilled."""
    t = s.t
    industry = action.industry
    k = t.industry_index[industry]
    card = action.card
    period = t.period[card]
    held = s.tiles[p]
    held[k] += 1
    s.supply[k] -= 1
    s._public[p] = s._public_tuple = None  # s._stale(p), inline: funding is the commonest change
    s._board = None
    s.market.remove(card)
    s.cash[p] += card
    s.flow[p] += card
    s.bank_out += card
    wheel = s.wheel[p]
    wheel.append(card)
    wheel.append(period)
    events.append(event("funded", p, {"industry": industry, "card": card, "row": held[k], "countdown": period}))
    refill(s, events)


def remove(s: PonziState, card: int, events: list[Event]) -> None:
    """The start player removes `card`: a start card leaves the game, any other is discarded; refill."""
    s._board = None
    s.market.remove(card)
    if s.t.is_start[card]:
        s.out_of_game.append(card)
        where = "out_of_game"
    else:
        s.discard.append(card)
        where = "discard"
    events.append(event("card_removed", s.actor, {"card": card, "to": where}))
    refill(s, events)


def refill(s: PonziState, events: list[Event]) -> None:
    """Draw to nine cards, the discards becoming the deck when it runs out (a slot stays empty when both
    are)."""
    market = s.market
    drawn = None
    while len(market) < MARKET_SIZE:
        if not s.deck:
            if not s.discard:
                break
            s.deck = s.discard
            s.discard = []
            events.append(event("deck_reshuffled", None, {"cards": len(s.deck)}))
        deck = s.deck
        i = int(s.rng.random() * len(deck))
        card = deck[i]
        deck[i] = deck[-1]
        deck.pop()
        insort(market, card)
        if drawn is None:
            drawn = [card]
        else:
            drawn.append(card)
    if drawn:
        events.append(event("market_refilled", None, {"cards": drawn}))
