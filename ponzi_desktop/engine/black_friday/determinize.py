"""Full Black Friday states consistent with one seat's view: how a searching bot guesses what it cannot see.

A view hides the other players' cash and shares and the bag's contents (its size and its black shares are
public). Everything else in a `BlackFridayState` follows from the view. A sample keeps what is known and
draws the rest:
- shares: each colour has 25 in all; those not on the table, in the box, with the seat or with the (open)
  broker are in the bag or behind the other players' screens. The bag's coloured shares are drawn from that
  pool at random, the remainder is dealt to the hidden players at random (at least what keeps the pool's
  count; nobody holds a negative number).
- cash: a hidden player's cash is guessed from the seat's own wealth (players' fortunes move together in
  this game), less the value of the shares and gold the sample gives that player, with some noise; never
  below zero.
- the bag order: the engine draws from the bag's counts with the state's rng, which the sample seeds anew.

Only the view is read: the function never sees a true state, so a bot using it cannot cheat.
"""

from __future__ import annotations

import random

from ponzi_desktop.engine.black_friday.bag import draw_counts
from ponzi_desktop.engine.black_friday.game import BlackFridayGame
from ponzi_desktop.engine.black_friday.state import BlackFridayState
from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.black_friday.view import BlackFridayView


def hidden_pool(view: BlackFridayView) -> list[int]:
    """Per colour: the shares in the bag or behind other players' screens (what the seat cannot place)."""
    t = tables()
    k = t.k
    pool = [t.shares_per_colour] * k
    for c in range(k):
        pool[c] -= view.market[c] + view.box[c] + sum(row[c] for row in view.sale_rows)
    for c in view.purchase_track:
        pool[c] -= 1
    for c in view.gold_track:
        pool[c] -= 1
    for h in view.holders:
        if h.shares is not None:
            for c in range(k):
                pool[c] -= h.shares[c]
    return [max(0, x) for x in pool]


def _skeleton(view: BlackFridayView) -> BlackFridayState:
    """The state's public part, from the view; hidden fields are left to fill."""
    t = tables()
    k = t.k
    settings = view.settings
    s = BlackFridayGame.__new__(BlackFridayGame)  # the record, playing (game.py)
    s.settings = settings
    s.seed = 0
    s.rng = random.Random(0)
    s._choices_cache = None
    s.t = t
    s.n = s.num_players = settings.players
    s.size = t.size(settings.seats)
    s.opening = ()
    s.broker = -1 if view.broker is None else view.broker
    s.result = view.outcome
    s.bank_in = s.bank_out = 0
    seats = len(view.holders)
    s.cash = [0] * seats
    s.shares = [[0] * k for _ in range(seats)]
    s.gold_bars = [h.gold_bars for h in view.holders]
    s.tile = [h.bonus_tile for h in view.holders]
    s.bonus_used = [h.bonus_used for h in view.holders]
    s.market = list(view.market)
    s.box = list(view.box)
    s.purchase = list(view.purchase_track)
    s.gold_track = list(view.gold_track)
    s.rows = [list(r) for r in view.sale_rows]
    s.row_black = list(view.sale_black)
    s.sale_row = view.sale_row
    s.sale_removed = view.sale_removed
    last = t.sale_rows - 1
    s.centre_mode = view.sale_row == t.centre and not view.sale_black[last] and not any(view.sale_rows[last])
    s.bank_black = view.bank_black
    s.level = view.level
    s.level_history = [view.level]
    s.chart_black = list(view.chart_black)
    s.cell = [r * t.cols + c for r, c in view.cells]
    s.price = list(view.prices)
    s.gold = view.gold_space
    s.bought = view.bought_gold
    s.count = view.action_count
    s.picked = sum(1 << c for c in view.action_colours)
    s.price_changes = view.price_changes
    s.round = view.round
    s.order = tuple(view.order)
    s.phase = view.phase
    s.actor = -1 if view.actor is None else view.actor
    s.turn = s.order.index(s.actor) if s.actor in s.order else 0
    s.bag = [0] * k + [view.bag_black]
    return s


class Sampler:
    """Samples states for one view; the work that does not depend on the draw is done once, here."""

    def __init__(self, view: BlackFridayView) -> None:
        self.view = view
        self.base = _skeleton(view)
        t = self.base.t
        self.pool = hidden_pool(view)
        self.bag_coloured = max(0, view.bag_size - view.bag_black)
        self.hidden = [h for h, hv in enumerate(view.holders) if hv.shares is None]
        for h, hv in enumerate(view.holders):
            if hv.shares is not None:
                self.base.cash[h] = hv.cash
                self.base.shares[h] = list(hv.shares)
        me = view.seat
        if me is not None and view.holders[me].cash is not None:
            mine = view.holders[me]
            self.wealth = (mine.cash + sum(n * p for n, p in zip(mine.shares, view.prices, strict=True))
                           + mine.gold_bars * t.gold_value[view.gold_space])
        else:
            self.wealth = t.cash + t.dealt * view.prices[0]

    def sample(self, rng: random.Random) -> BlackFridayState:
        s = self.base.clone(luck=False)  # a blank rng, seeded here
        s.rng.seed(rng.getrandbits(64))
        pool = self.pool[:]
        bag = draw_counts(pool, self.bag_coloured, rng.random)
        s.bag[:len(bag)] = bag
        hidden = self.hidden
        if hidden:
            # the rest of the pool behind the hidden screens, each share to a hidden player at random
            k = len(pool)
            m = len(hidden)
            for c in range(k):
                for _ in range(pool[c]):
                    s.shares[hidden[int(rng.random() * m)]][c] += 1
            price = s.price
            gold = s.t.gold_value[s.gold]
            for h in hidden:
                held = sum(s.shares[h][c] * price[c] for c in range(k)) + s.gold_bars[h] * gold
                guess = self.wealth * (0.75 + 0.5 * rng.random()) - held
                s.cash[h] = max(0, int(guess))
        # the bank's totals are not on the table: any pair that accounts for the cash will do
        flow = sum(s.cash) - s.t.cash * len(s.cash)
        s.bank_out, s.bank_in = max(0, flow), max(0, -flow)
        return s

    def typical(self) -> BlackFridayState:
        """One sample from a fixed seed: what a bot plans on when it does not sample many."""
        return self.sample(random.Random(0))


def sample_state(view: BlackFridayView, rng: random.Random) -> BlackFridayState:
    """A full state the seat's view is consistent with, the hidden parts drawn with `rng`."""
    return Sampler(view).sample(rng)


__all__ = ["Sampler", "hidden_pool", "sample_state"]
