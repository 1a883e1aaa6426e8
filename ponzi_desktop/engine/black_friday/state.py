"""Black Friday game state: the record of a game (its fields, declared once in state.pxd), the set-up, views,
clones, snapshots and the compact notation.

The rules are functions over this record, in sibling modules: turns.py (the legal options, applying an
action, turn order), trades.py (what buying, selling, placing and taking do), broker.py (the automated
broker), pricechange.py (the price change, price moves, the end and scoring). The protocol's hooks below
hand over to them. Rulings follow `docs/rules/black_friday.md`.

Holders are the players 0..n-1 and, when it plays, the broker at index n (`broker`; -1 without it). Hot
data are plain lists of ints indexed by colour (the data file's order); the bag is a list of counts per
colour with the black shares last. Set-up rulings:
- The table (board side, market shares, box, tracks) is laid out for the seats including the broker.
- Turn order starts at the start player; with the broker, the broker first, then the start player. The
  holders after the first in turn order take bonus tiles 2, 3, 4, 5.
- Every holder draws its 5 shares in turn order, after the 20 market shares and the $6/$10 adjustment.
- `opening` holds the set-up's events (the market draw, the adjustment, the deals, the broker's first
  turn), which no `apply` returns; `shares_dealt` events are private to their seat.
- `round` counts rounds of turns (1 at the start, +1 each time the first seat in turn order plays again);
  `price_changes` counts price changes.
- The bank's money and gold bars are unlimited.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

# The rules cimport the record (state.pxd), so the record cannot cimport them (that would be a circle): the
# protocol's hooks below call them through these plain imports, one Python-level call per hook.
from ponzi_desktop.engine.black_friday import pricechange, turns
from ponzi_desktop.engine.black_friday.bag import draw_counts
from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings
from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.black_friday.turns import OVER, TURN, apply_action, end_turn, legal_choices
from ponzi_desktop.engine.black_friday.view import BlackFridayView, HolderView
from ponzi_desktop.engine.core import Action, Choice, Event, GameState, ScorePart, event, seeded_rng
from ponzi_desktop.engine.tuples import named

# fields copied list-by-list in clone() and written out in snapshot()
_LISTS = ("cash", "gold_bars", "tile", "bonus_used", "market", "bag", "box", "purchase", "gold_track",
          "row_black", "chart_black", "cell", "price", "level_history")
_SCALARS = ("seed", "n", "broker", "order", "turn", "round", "phase", "actor", "sale_row", "sale_removed",
            "centre_mode", "bank_black", "gold", "bought", "level", "count", "picked", "bank_in", "bank_out",
            "price_changes")

_OWN_SCALARS = tuple(f for f in _SCALARS if f not in GameState.__slots__)  # actor: a GameState field


class BlackFridayState(GameState):
    """A game of Black Friday: a record of plain fields; the rules are functions over it (see above).
    Create with `new_game(settings, seed)`."""

    __slots__ = (
        "settings", "t", "size", "opening", *_LISTS, *_OWN_SCALARS, "shares", "rows",
    )

    game_id = "black_friday"

    # ---- construction --------------------------------------------------------------------------------------
    @classmethod
    def new(cls, settings: BlackFridaySettings, seed: int) -> BlackFridayState:
        s = cls.__new__(cls)
        t = tables()
        k = t.k
        s.settings = settings
        s.seed = seed
        s.rng = rng = seeded_rng(seed)
        s._choices_cache = None
        s.t = t
        s.n = s.num_players = n = settings.players
        seats = settings.seats
        s.size = size = t.size(seats)
        s.broker = n if settings.with_broker else -1
        s.result = None
        s.bank_in = s.bank_out = 0
        s.cash = [t.cash] * seats
        s.shares = [[0] * k for _ in range(seats)]
        s.gold_bars = [0] * seats
        s.bag = [t.bag_colour] * k + [t.bag_black]
        s.market = [size.market] * k
        s.box = [size.box] * k
        s.purchase = []
        s.gold_track = []
        s.rows = [[t.row_per_colour] * k for _ in range(t.sale_rows)]
        s.row_black = list(t.row_black)
        s.sale_row = 0
        s.sale_removed = 0
        s.centre_mode = False
        s.bank_black = 0
        s.level = t.start_level
        s.level_history = [s.level]
        s.chart_black = [0] + [int(lv > s.level) for lv in range(1, t.top_level + 1)]
        s.bag[k] += s.level  # the blacks of levels already reached (none with the printed set-up)
        s.cell = [t.start_cell] * k
        s.price = [t.value[t.start_cell]] * k
        s.gold = t.gold_start
        s.bought = 0
        s.count = s.picked = 0
        s.price_changes = 0
        s.round = 1
        events: list[Event] = []
        drawn = draw_counts(s.bag, t.to_market, s.rng.random, t.k)  # coloured only: the blacks stay
        for c in range(k):
            s.market[c] += drawn[c]
        events.append(event("shares_drawn_to_market", None, {"counts": tuple(drawn)}))
        pricechange.adjust_start_prices(s, events)
        start = settings.start_player if settings.start_player is not None else rng.randrange(n)
        players = tuple((start + i) % n for i in range(n))
        s.order = (n, *players) if s.broker >= 0 else players
        s.tile = [0] * seats
        for pos, h in enumerate(s.order):
            s.tile[h] = pos + 1 if pos else 0
        s.bonus_used = [False] * seats
        events.append(event("seats", None, {"order": s.order, "tiles": tuple(s.tile), "broker": s.broker}))
        for h in s.order:
            dealt = draw_counts(s.bag, t.dealt, s.rng.random, t.k)
            s.shares[h] = dealt
            events.append(event("shares_dealt", h, {"counts": tuple(dealt)}, None if h == s.broker else (h,)))
        s.turn = -1
        s.phase = TURN
        s.actor = -1
        end_turn(s, events)  # the first turn: the broker's, if it plays, is played right here
        s.opening = tuple(events)
        return s

    def clone(self, luck: bool = True) -> BlackFridayState:
        """A copy to change freely; without `luck` its rng is blank, to be seeded (see GameState.clone)."""
        cls = type(self)  # a subclass's clone is of the subclass (as the checker requires)
        c = cls.__new__(cls)
        c.rng = random.Random.__new__(random.Random)  # not seeded from the OS: its state is set or seeded next
        if luck:
            c.rng.setstate(self.rng.getstate())
        c._choices_cache = self._choices_cache
        c.num_players = self.num_players
        c.result = self.result
        c.settings = self.settings
        c.t = self.t
        c.size = self.size
        c.opening = self.opening
        for name in _LISTS:
            setattr(c, name, getattr(self, name)[:])
        for name in _SCALARS:
            setattr(c, name, getattr(self, name))
        c.shares = [row[:] for row in self.shares]
        c.rows = [row[:] for row in self.rows]
        return c

    # ---- protocol hooks: the rules' functions (turns.py) ---------------------------------------------------
    def _legal_choices(self) -> Sequence[Choice]:
        return legal_choices(self)

    def _apply(self, action: Action) -> list[Event]:
        return apply_action(self, action)

    def _why_illegal(self, action: Action) -> str | None:
        return turns.why_illegal(self, action)

    # ---- the final score (pricechange.py) ------------------------------------------------------------------
    def wealth(self, h: int) -> int:
        """Holder `h`'s cash, plus its shares at their prices and its gold bars at the gold price."""
        return pricechange.wealth(self, h)

    def score_parts(self, h: int) -> tuple[ScorePart, ...]:
        """What `wealth(h)` is made of (see pricechange.score_parts)."""
        return pricechange.score_parts(self, h)

    # ---- what everybody sees -------------------------------------------------------------------------------
    @property
    def gold_price(self) -> int:
        return self.t.gold_value[self.gold]

    @property
    def with_broker(self) -> bool:
        return self.broker >= 0

    def _view(self, player: int | None) -> BlackFridayView:
        t = self.t
        result = self.result
        broker = self.broker
        over = result is not None  # the game is over: every screen is lifted (the end table shows it all)
        cash, shares, bars, tile, used = self.cash, self.shares, self.gold_bars, self.tile, self.bonus_used
        holders = []
        for h in range(len(cash)):
            if over or h in (player, broker):
                holders.append(named(HolderView, (cash[h], tuple(shares[h]), bars[h], tile[h], used[h],
                                                       h == broker)))
            else:
                holders.append(named(HolderView, (None, None, bars[h], tile[h], used[h], False)))
        level = self.level
        size = self.size
        bag = self.bag
        # map(...) over the short per-colour lists: tuple() of a generator costs a frame of its own
        return named(BlackFridayView, (
            player, self.settings, t.colours, self.round, self.price_changes, self.phase,
            self.actor if result is None else None, self.order, broker if broker >= 0 else None,
            level, t.share_limit[level], t.gold_limit[level], t.draw[level],
            tuple(map(t.rc.__getitem__, self.cell)), tuple(self.price), t.gold_value[self.gold], self.gold,
            self.bought, tuple(self.market), tuple(self.purchase), tuple(self.gold_track),
            (size.purchase_spaces, size.gold_spaces), tuple(map(tuple, self.rows)),
            tuple(self.row_black), self.sale_row, self.sale_removed, size.sale_trigger,
            tuple(self.chart_black), self.bank_black, sum(bag), bag[t.k], tuple(self.box),
            self.count, t.colours_in[self.picked], tuple(holders),
            self.legal_choices() if result is None and player == self.actor else (), result,
        ))

    def notation(self) -> str:
        """Public state in one line: round, phase@actor, level, gold, prices, market, tracks, sale row."""
        actor = "-" if self.result is not None else str(self.actor)
        prices = ",".join(map(str, self.price))
        market = "".join(str(min(x, 9)) for x in self.market)
        row = "".join(str(x) for x in self.rows[self.sale_row])
        return (f"black_friday r{self.round} {self.phase}@{actor} L{self.level} g${self.gold_price}+{self.bought} "
                f"p[{prices}] m[{market}] pt[{''.join(map(str, self.purchase))}] "
                f"gt[{''.join(map(str, self.gold_track))}] s{self.sale_row + 1}[{row}]-{self.sale_removed} "
                f"bag{sum(self.bag)}")

    def snapshot(self) -> dict[str, Any]:
        rng_state = self.rng.getstate()
        snap: dict[str, Any] = {
            "game": self.game_id,
            "settings": self.settings.model_dump(),
            "rng": [rng_state[0], list(rng_state[1]), rng_state[2]],
            "shares": [row[:] for row in self.shares],
            "rows": [row[:] for row in self.rows],
        }
        for name in _LISTS:
            snap[name] = getattr(self, name)[:]
        for name in _SCALARS:
            value = getattr(self, name)
            snap[name] = list(value) if isinstance(value, tuple) else value
        snap["outcome"] = None if self.result is None else {
            "winners": list(self.result.winners),
            "scores": {str(k): v for k, v in self.result.scores.items()},
            "reason": self.result.reason,
        }
        return snap


def new_game(settings: BlackFridaySettings, seed: int) -> BlackFridayState:
    return BlackFridayState.new(settings, seed)


__all__ = ["OVER", "BlackFridayState", "new_game"]
