"""A game of Black Friday: the record (state.py) with the protocol's hooks, which hand over to the rules'
functions (turns.py, pricechange.py), and the set-up (`new_game`). The record names no rule module: they all
read it, and this module, above them, joins them (no import circle). Rulings: `docs/rules/black_friday.md`."""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.black_friday import pricechange, turns
from ponzi_desktop.engine.black_friday.bag import draw_counts
from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings
from ponzi_desktop.engine.black_friday.state import BlackFridayState
from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.black_friday.turns import TURN, apply_action, end_turn, legal_choices
from ponzi_desktop.engine.core import Action, Choice, Event, ScorePart, event, seeded_rng


class BlackFridayGame(BlackFridayState):
    """The record, playing: the protocol's hooks call the rules' functions."""

    __slots__ = ()

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


def new_game(settings: BlackFridaySettings, seed: int, kind: type = BlackFridayGame) -> BlackFridayGame:
    """A new game: the set-up (see state.py), and the broker's first turn where it plays first. `kind`: a
    subclass of the game to make (the checker's tests plant a bug in one)."""
    s = kind.__new__(kind)
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
    # `already`: the shares of each colour the market held before the draw (the log says the draw adds to them)
    events.append(event("shares_drawn_to_market", None, {"counts": tuple(drawn), "already": size.market}))
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


__all__ = ["BlackFridayGame", "new_game"]
