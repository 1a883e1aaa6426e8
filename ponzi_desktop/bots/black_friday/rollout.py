"""A fast Black Friday playout policy on full (sampled) states, and the score of where a playout stops.

The hard bot plays many short futures on states it sampled from its view (never the true state); the
normal bot's forecasts cost too much for that, so this policy keeps its main ideas at a fraction of the
price: a colour's next move is read from the sampled bag's expected draw (one table lookup per colour), a
gold bar is worth its sure profit to $100, shares are bought when expected to rise and sold when expected
to fall, and a share placed on a track is a colour the player holds. With probability `epsilon` it plays a
random option instead, so that futures differ.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ponzi_desktop.bots.moves import forced, random_move
from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.black_friday.turns import BONUS, BUY, SELL, TURN
from ponzi_desktop.engine.core import Action

EPSILON = 0.1
GOLD_WEIGHT = 0.3


def _gains(state: Any) -> list[float]:
    """Per colour: the expected price change at the next price change, from the state's bag."""
    t = state.t
    bag = state.bag
    total = sum(bag) or 1
    draw = min(t.draw[state.level], total)
    blacks = draw * bag[t.k] / total
    minus = blacks if blacks >= 1.5 else 0.0
    by_net, off, value = t.move_by_net, t.net_offset, t.value
    out = []
    for c in range(t.k):
        net = int(round(draw * bag[c] / total - minus))
        move = by_net[net + off][state.cell[c]]
        out.append(value[move[0]] - state.price[c])
    return out


class FastPolicy:
    """`act(state, rng)`: a legal action for the state's actor, cheap enough for playouts."""

    def __init__(self, epsilon: float = EPSILON) -> None:
        self.epsilon = epsilon

    def act(self, state: Any, rng: random.Random) -> Action:
        choices = state.legal_choices()
        if (move := forced(choices)) is not None:
            return move
        if rng.random() < self.epsilon:
            return random_move(choices, rng)
        p = state.actor
        phase = state.phase
        held = state.shares[p]
        if phase == BONUS:
            return choices[0].action  # end the turn (the free move is for the real decision)
        gains = _gains(state)
        best_action: Action | None = None
        best = -1e9
        t = state.t  # the table lookups hoisted: this loop runs at every step of every playout
        gold_price = t.gold_value[state.gold]
        colour_index = t.colour_index
        limit = t.share_limit[state.level]
        turn = phase == TURN
        busy = 1.0 if turn else 0.0  # placing or taking as the turn's action costs the action
        during = phase in (BUY, SELL)
        gold = None  # the best option so far when it is buying gold: its action is made once, at the end
        for choice in choices:
            a = choice.action
            kind = type(a)
            if kind is BuyGold:
                bars = choice.hi
                colour = colour_index.get(a.colour, -1) if a.colour else -1
                score = bars * (100 - gold_price) * GOLD_WEIGHT + (held[colour] if colour >= 0 else 0)
                if score > best:
                    best, best_action, gold = score, None, choice
                continue
            if kind is Buy:
                c = colour_index[a.colour]
                score = gains[c] * limit if turn else gains[c]
            elif kind is Sell:
                c = colour_index[a.colour]
                score = -gains[c] * min(held[c], limit) if turn else -gains[c]
            elif kind is Place:
                c = colour_index[a.colour]
                score = 0.3 * held[c] - busy
            elif kind is Take:
                c = -1 if a.colour is None else colour_index[a.colour]
                score = (-held[c] if c >= 0 else 0.0) - busy
            elif kind is FreeMove:
                score = -100.0
            elif kind is EndTurn:
                score = 0.0
            else:
                score = -1e6
            if during and (kind is Place or kind is Take):
                score = max(score, 0.0) - 0.01
            if score > best:
                best, best_action, gold = score, a, None
        if gold is not None:
            return gold.with_value(gold.hi)
        assert best_action is not None
        return best_action


def wealth(state: Any, h: int) -> float:
    """A holder's wealth with gold at $100 a bar (what it is worth when the game ends)."""
    price = state.price
    held = state.shares[h]
    return state.cash[h] + sum(held[c] * price[c] for c in range(state.t.k)) + 100 * state.gold_bars[h]


def score(state: Any, me: int) -> float:
    """1 for a win (shared: a fraction), 0 for a loss; a running game by its wealth lead, in (0, 1)."""
    result = state.result
    if result is not None:
        return 1.0 / len(result.winners) if me in result.winners else 0.0
    mine = wealth(state, me)
    others = [wealth(state, h) for h in range(len(state.cash)) if h != me]
    best = max(others)
    scale = 0.15 * max(100.0, (mine + sum(others)) / (1 + len(others)))
    return 0.5 + 0.5 * math.tanh((mine - best) / scale)


__all__ = ["FastPolicy", "score", "wealth"]
