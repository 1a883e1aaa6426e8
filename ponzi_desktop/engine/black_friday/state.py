"""Black Friday game state: the record of a game (its fields, declared once in state.pxd), its views, clones,
snapshots and the compact notation. The set-up and the protocol's hooks are in game.py.

The rules are functions over this record, in sibling modules: turns.py (the legal options, applying an
action, turn order), trades.py (what buying, selling, placing and taking do), broker.py (the automated
broker), pricechange.py (the price change, price moves, the end and scoring). The game (game.py) is this record
with the protocol's hooks, which hand over to them; the record names none of them. Rulings follow `docs/rules/black_friday.md`.

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
from typing import Any

from ponzi_desktop.engine.black_friday.view import BlackFridayView, HolderView
from ponzi_desktop.engine.core import GameState
from ponzi_desktop.engine.tuples import named

# fields copied list-by-list in clone() and written out in snapshot()
_LISTS = ("cash", "gold_bars", "tile", "bonus_used", "market", "bag", "box", "purchase", "gold_track",
          "row_black", "chart_black", "cell", "price", "level_history")
_SCALARS = ("seed", "n", "broker", "order", "turn", "round", "phase", "actor", "sale_row", "sale_removed",
            "centre_mode", "bank_black", "gold", "bought", "level", "count", "picked", "bank_in", "bank_out",
            "price_changes")

_OWN_SCALARS = tuple(f for f in _SCALARS if f not in GameState.__slots__)  # actor: a GameState field


class BlackFridayState(GameState):
    """A game of Black Friday as a record of plain fields; the rules are functions over it (see above). A game
    is a `game.BlackFridayGame`, made by `game.new_game(settings, seed)`."""

    __slots__ = (
        "settings", "t", "size", "opening", *_LISTS, *_OWN_SCALARS, "shares", "rows",
    )

    game_id = "black_friday"

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


__all__ = ["BlackFridayState"]
