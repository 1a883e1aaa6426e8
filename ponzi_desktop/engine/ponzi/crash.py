"""Ponzi Scheme's crash (phase 4), as functions over the state record: the crash check after the removal,
the bears shuffled back, and the tiles each player with tiles gives back, in turn order from the start player.
Rulings: `docs/rules/ponzi_scheme.md`, "Round = six phases" (4)."""

from __future__ import annotations

from ponzi_desktop.engine.core import Event, event
from ponzi_desktop.engine.ponzi.actions import ReturnTile
from ponzi_desktop.engine.ponzi.market import refill
from ponzi_desktop.engine.ponzi.state import RETURN, PonziState
from ponzi_desktop.engine.ponzi.wheel import end_round


def crash_check(s: PonziState, events: list[Event]) -> None:
    """Crash when the bears on the market number at least the players, else end the round."""
    bear = s.bear
    bears = [c for c in s.market if bear[c]]
    s.crashed = len(bears) >= s.n
    if s.crashed:
        s._board = None
        for c in bears:
            s.market.remove(c)
        s.deck += s.discard
        s.deck += bears
        s.discard = []
        events.append(event("market_crashed", None, {"bears": bears}))
        # the rules: the bears go to the discard pile, which is shuffled with the rest of the deck
        events.append(event("deck_reshuffled", None, {"cards": len(s.deck), "crash": True}))
        refill(s, events)
        # who gives a tile back, in turn order from the start player (held tiles only)
        queue = []
        for i in range(s.n):
            q = (s.start + i) % s.n
            if any(s.tiles[q]):
                queue.append(q)
        s.return_queue = queue
        next_return(s, events)
    else:
        end_round(s, events)


def next_return(s: PonziState, events: list[Event]) -> None:
    """The next player in the queue gives a tile back; when none is left, the round ends."""
    if s.return_queue:
        s.phase = RETURN
        s.actor = s.return_queue.pop(0)
    else:
        end_round(s, events)


def return_tile(s: PonziState, p: int, action: ReturnTile, events: list[Event]) -> None:
    """`p` gives one tile of an industry it holds most of back to the supply."""
    k = s.t.industry_index[action.industry]
    s.tiles[p][k] -= 1
    s.supply[k] += 1
    s._board = None
    s._stale(p)
    events.append(event("tile_returned", p, {"industry": action.industry}))
    next_return(s, events)
