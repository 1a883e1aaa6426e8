"""Ponzi Scheme's clandestine trading (phase 2), as functions over the state record: an offer in its
envelope, the target's answer (sold or counter), a luxury bought instead (advanced rules), and whether a
player has anything to do but pass. Rulings: `docs/rules/ponzi_scheme.md`, "Round = six phases" (2) and
"Hidden information" (the amount is known only to the two players; who got the tile is public)."""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.core import Action, Event, event
from ponzi_desktop.engine.ponzi.actions import SELL, BuyLuxury, Offer, Sell
from ponzi_desktop.engine.ponzi.state import ANSWER, PonziState


def make_offer(s: PonziState, p: int, action: Offer, events: list[Event]) -> None:
    """`p` hands the target an envelope; the target answers next."""
    s.offer = (p, action.target, s.t.industry_index[action.industry], action.amount)
    events.append(event("offer_made", p, {"target": action.target, "industry": action.industry,
                                          "amount": action.amount}, (p, action.target), ("amount",)))
    s.phase = ANSWER
    s.actor = action.target


def answer(s: PonziState, action: Action, events: list[Event]) -> None:
    """The target sells (takes the money, gives a tile) or counters (pays the same, receives a tile)."""
    offerer, target, k, amount = s.offer
    ind = s.t.industries[k]
    s._stale(offerer)
    s._stale(target)
    if action is SELL or type(action) is Sell:
        # the target keeps the envelope and gives a tile
        s.cash[offerer] -= amount
        s.cash[target] += amount
        s.tiles[target][k] -= 1
        s.tiles[offerer][k] += 1
        tile_to, said = offerer, "sold"
    else:
        # the target pays the same amount and receives a tile
        s.cash[target] -= amount
        s.cash[offerer] += amount
        s.tiles[offerer][k] -= 1
        s.tiles[target][k] += 1
        tile_to, said = target, "countered"
    s.trade_log.append((s.round, offerer, target, ind, tile_to, s.flow[offerer], s.flow[target], amount))
    events.append(event("trade_resolved", target, {"offerer": offerer, "target": target, "industry": ind,
                                                   "answer": said, "tile_to": tile_to,
                                                   "amount": amount}, (offerer, target), ("amount",)))


def buy_luxury(s: PonziState, p: int, action: BuyLuxury, events: list[Event]) -> None:
    """`p` buys a luxury from the bank instead of making an offer (advanced rules)."""
    s.cash[p] -= action.price
    s.flow[p] -= action.price
    s.bank_in += action.price
    s.lux_bank.remove(action.price)
    s._board = None
    s.luxuries[p].append(action.price)
    s._stale(p)
    events.append(event("luxury_bought", p, {"price": action.price}))


def trade_passes_by(tiles: Sequence[Sequence[int]], p: int, luxuries: Sequence[int]) -> bool:
    """Whether trading leaves player `p` only a pass, whatever the cash: no industry in common with another
    player (no offer to make) and no luxury for sale. Public facts only."""
    if luxuries:
        return False
    mine = tiles[p]
    held = [k for k in range(len(mine)) if mine[k]]
    if held:
        for j, theirs in enumerate(tiles):
            if j != p:
                for k in held:
                    if theirs[k]:
                        return False
    return True
