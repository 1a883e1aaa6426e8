"""A playout policy for the hard bot: the normal bot's decisions, its offers by choice replaced by quick habits.

Searching needs many playouts. The normal bot funds, answers and removes in a fraction of a millisecond, so
playouts use it for those (from the mover's own view of the sampled state, as a real normal bot decides).
Its offer search costs about a quarter of a millisecond compiled (a round of them makes a playout ten times
dearer); the hard bot pays that now (`trades`, see `hard.FAITHFUL`: the habits below model the normal bot's
offers too poorly). Without it, offers follow habits written as plain arithmetic on the next three payments:
a forced purchase (a dollar more than the target's cash, on a target short of cash) when the tile is worth
the money, a luxury when money is to spare (advanced rules), else nothing.
On its own (`normal=None`) the policy also funds, answers and removes by such habits:
- funding: nearly always, the card that best mixes points (the tile's place in its set) and cash, unless it
  leaves this round's interest unpaid or the next ones far out of reach;
- answering: counter when the tile is worth the price and it can still pay its interest;
- removing: a bear when a crash would ruin it, else the card the others would like most;
- returning: the first tile allowed.
It plays on full states only (sampled ones, inside a search), with an epsilon of random moves if asked.
"""

from __future__ import annotations

import random

from ponzi_desktop.bots.moves import forced, random_move
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import COUNTER, PASS, SELL, Offer
from ponzi_desktop.engine.ponzi.determinize import guess_state
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, REMOVE, TRADE, PonziState

INTEREST = finance.INTEREST
PERIOD = finance.PERIOD
NEXT_FUNDING = 25  # dollars a later funding is counted on
DOLLARS_PER_POINT = 12  # what a point of tiles is worth in a trade
MAX_FORCED = 35  # the normal bot forces sales on players short of cash, rarely on rich ones


def _penalty(m1: float, m2: float, m3: float) -> float:
    pen = 0.0
    if m1 < 0:
        pen += 100.0
    if m2 < 0:
        pen -= m2 / 5.0
    if m3 < 0:
        pen -= m3 / 10.0
    return pen


def _money(cash: float, d: list[int]) -> float:
    """What cash is worth in points against the next three payments (a later funding counted on)."""
    m1 = cash - d[0]
    m2 = m1 + NEXT_FUNDING - d[1]
    return cash / DOLLARS_PER_POINT / 4 - _penalty(m1, m2, m2 + NEXT_FUNDING - d[2])


class FastPolicy:
    """Decides for the player to move on a full state. With `normal` (a `NormalPolicy`), every decision
    but offers is the normal bot's own, taken from the mover's own view of the state (its guess of others'
    cash, as the real normal bot decides), so that playouts fund, answer and remove as the normal bot would;
    with `trades` too, offers are its own as well (its offer search: about ten times the cost of a playout)."""

    def __init__(self, epsilon: float = 0.05, normal=None, trades: bool = False) -> None:
        self.epsilon = epsilon
        self.normal = normal
        self.trades = trades  # the normal bot's own offers too (slower)

    def act(self, state: PonziState, rng: random.Random) -> Action:
        choices = state.legal_choices()
        if (move := forced(choices)) is not None:
            return move
        if rng.random() < self.epsilon:
            return random_move(choices, rng)
        phase = state.phase
        if self.normal is not None and (phase != TRADE or self.trades):
            return self.normal.ranked(guess_state(state, state.actor))[0][1]
        if phase == FUND:
            return self._fund(state, choices)
        if phase == TRADE:
            return self._trade(state, choices)
        if phase == ANSWER:
            return self._answer(state, choices)
        if phase == REMOVE:
            return self._remove(state, choices)
        return choices[0].action

    @staticmethod
    def _fund(state: PonziState, choices) -> Action:
        me = state.actor
        cash = state.cash[me]
        d = finance.dues(state.wheel[me], 3)
        m1 = cash - d[0]
        m2 = m1 + NEXT_FUNDING - d[1]
        m3 = m2 + NEXT_FUNDING - d[2]
        best: Action = PASS
        best_score = -_penalty(m1, m2, m3)
        tiles = state.tiles[me]
        index = state.t.industry_index
        for choice in choices:
            a = choice.action
            if a is PASS:
                continue
            v = a.card
            due3 = INTEREST[v] if PERIOD[v] == 3 else 0
            score = (tiles[index[a.industry]] + 1 - _penalty(m1 + v, m2 + v, m3 + v - due3)
                     + 0.02 * v - 0.05 * INTEREST[v] / PERIOD[v])
            if score > best_score:
                best, best_score = a, score
        return best

    @staticmethod
    def _trade(state: PonziState, choices) -> Action:
        me = state.actor
        cash = state.cash[me]
        d = finance.dues(state.wheel[me], 3)
        base = _money(cash, d)
        best: Action = PASS
        best_gain = 0.5
        mine = state.tiles[me]
        index = state.t.industry_index
        for choice in choices:
            a = choice.action
            if a is PASS:
                continue
            if type(a) is Offer:
                price = state.cash[a.target] + 1
                if price > choice.hi or price > MAX_FORCED:
                    continue
                k = index[a.industry]
                gain = mine[k] + 1 + 0.5 * state.tiles[a.target][k] + _money(cash - price, d) - base
            else:  # a luxury: its points against its price
                price = a.price
                gain = state.t.luxury_points[price] + _money(cash - price, d) - base
            if gain > best_gain:
                best, best_gain = (Offer(a.target, a.industry, price) if type(a) is Offer else a), gain
        return best

    @staticmethod
    def _answer(state: PonziState, choices) -> Action:
        offerer, me, k, x = state.offer
        if len(choices) < 2:
            return SELL
        cash = state.cash[me]
        d = finance.dues(state.wheel[me], 3)
        mine = state.tiles[me][k]
        # counter: a tile (and the offerer none) for x; sell: x for a tile
        counter = mine + 1 + 0.5 * state.tiles[offerer][k] + _money(cash - x, d)
        sell = -mine + _money(cash + x, d)
        return COUNTER if counter > sell else SELL

    @staticmethod
    def _remove(state: PonziState, choices) -> Action:
        me = state.actor
        bear = state.bear
        bears = finance.bears_in(state.market, bear)
        if bears >= state.n and finance.due_now(state.wheel[me], crash=True) > state.cash[me]:
            for choice in choices:
                if bear[choice.action.card]:
                    return choice.action
        # the others' favourite: the cheapest interest for the cash (start cards first)
        best = choices[0].action
        best_score = -1e9
        for choice in choices:
            card = choice.action.card
            if bear[card]:
                continue
            score = card / 10.0 - INTEREST[card] / PERIOD[card] / 10.0 + (1.0 if card < 18 else 0.0)
            if score > best_score:
                best, best_score = choice.action, score
        return best
