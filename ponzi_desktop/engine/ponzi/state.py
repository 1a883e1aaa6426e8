"""Ponzi Scheme game state: the record of a game (its fields, declared once in state.pxd), its set-up, views,
clones, snapshots and the compact notation. The protocol's hooks are in game.py.

The rules are functions over this record, in sibling modules, each importing only those below it:
tables.py (card and scoring tables, interned options), ending.py (scoring, the end of a game), wheel.py (the
wheels turning, interest, bankruptcy, the next round), market.py (funding a card, removing one, refilling
the funding board), crash.py (the crash check and the tiles given back), trades.py (offers, answers,
luxuries), turns.py (each decision's options, why an action is refused, applying one, the turn order). The
game (game.py) is this record with the protocol's hooks, which hand over to them; the record names none of
them. Rulings follow `docs/rules/ponzi_scheme.md`.

Cards are named by their value (9..80, unique). Hot data are plain lists of ints so that random playouts stay
fast; nothing here allocates per card or per tile. A decision's kind is the record's `phase`: one of FUND,
TRADE, ANSWER, REMOVE, RETURN, and OVER once the game has ended.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.engine.core import GameState, seeded_rng
from ponzi_desktop.engine.ponzi.settings import PonziSettings
from ponzi_desktop.engine.ponzi.tables import ROW_SIZE, tables
from ponzi_desktop.engine.ponzi.view import PlayerView, PonziView, TradeRecord
from ponzi_desktop.engine.tuples import named

# Decision kinds (also the phase a state is in).
FUND, TRADE, ANSWER, REMOVE, RETURN, OVER = "fund", "trade", "answer", "remove", "return", "over"


class PonziState(GameState):
    """A game of Ponzi Scheme as a record of plain fields; the rules are functions over it (see above). A
    game is a `game.PonziGame`, made by `game.new_game(settings, seed)`."""

    __slots__ = (
        "settings", "seed", "n", "t", "bear", "cash", "tiles", "luxuries", "wheel", "supply", "lux_bank",
        "market", "deck", "discard", "out_of_game", "start", "round", "phase", "step", "offer",
        "return_queue", "crashed", "bank_out", "bank_in", "trading_open", "_public", "_public_tuple", "_board",
        "flow", "trade_log", "_trades",
    )

    game_id = "ponzi"

    # ---- construction ----------------------------------------------------------------------------------
    @classmethod
    def new(cls, settings: PonziSettings, seed: int) -> PonziState:
        """The set-up, as a `cls` (see docs/rules/ponzi_scheme.md, "Setup"): the first round's funding begins
        with the start player."""
        s = cls.__new__(cls)
        t = tables()
        s.settings = settings
        s.seed = seed
        s.rng = seeded_rng(seed)
        s._choices_cache = None
        s.n = s.num_players = n = settings.players
        s.t = t
        s.bear = t.bears[settings.bears]
        s.cash = [0] * n
        s.tiles = [[0] * len(t.industries) for _ in range(n)]
        s.luxuries = [[] for _ in range(n)]
        # wheel[p] is a flat list [card, countdown, card, countdown, ...]; countdown 0 is the arrow.
        s.wheel = [[] for _ in range(n)]
        s.supply = list(t.tiles_per_industry)
        s.lux_bank = list(t.luxury_prices) if settings.variant == "advanced" else []
        s.market = list(t.start_cards)
        # The deck is kept unordered and each draw takes a uniformly random card from it: the same
        # distribution as shuffling, without paying for a full shuffle at setup and after every crash.
        s.deck = list(t.deck_cards)
        s.discard = []
        s.out_of_game = []
        s.start = settings.start_player if settings.start_player is not None else s.rng.randrange(n)
        s.round = 1
        s.phase = FUND
        s.step = 0
        s.actor = s.start
        s.offer = None
        s.return_queue = []
        s.crashed = False
        s.result = None
        s.bank_out = 0
        s.bank_in = 0
        s.trading_open = settings.first_round_trading
        s._public = [None] * n  # per player: the public PlayerView, None when stale
        s._public_tuple = None
        s._board = None  # the view's market .. luxury bank as tuples; None when stale (see _board_parts)
        # Public facts that bound others' cash: each player's net money from the bank (cards funded minus
        # interest and luxuries paid), and every trade (amount private to the two players).
        s.flow = [0] * n
        # per trade, oldest first: (round, offerer, target, industry, tile_to, offerer flow, target flow,
        # amount); `trades` and `trade_amounts` are read from it (appending is all a playout pays for)
        s.trade_log = []
        # (public records, amounts per player and a last () for spectators, trades covered), extended when read
        s._trades = ((), ((),) * (n + 1), 0)
        return s

    def clone(self, luck: bool = True) -> PonziState:
        """A copy to change freely. Without `luck` its chance is not copied (half the cost): for a state
        that is only looked at or decided on (a bot's guess), never played on."""
        cls = type(self)
        c = cls.__new__(cls)
        c.settings = self.settings
        c.seed = self.seed
        c.rng = random.Random.__new__(random.Random)  # not seeded from the OS (a quarter of a clone's cost):
        if luck:
            c.rng.setstate(self.rng.getstate())  # the state is copied whole
        c._choices_cache = self._choices_cache
        c.n = c.num_players = self.n
        c.t = self.t
        c.bear = self.bear
        c.cash = self.cash[:]
        c.tiles = [row[:] for row in self.tiles]
        c.luxuries = [row[:] for row in self.luxuries]
        c.wheel = [row[:] for row in self.wheel]
        c.supply = self.supply[:]
        c.lux_bank = self.lux_bank[:]
        c.market = self.market[:]
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.out_of_game = self.out_of_game[:]
        c.start = self.start
        c.round = self.round
        c.phase = self.phase
        c.step = self.step
        c.actor = self.actor
        c.offer = self.offer
        c.return_queue = self.return_queue[:]
        c.crashed = self.crashed
        c.result = self.result
        c.bank_out = self.bank_out
        c.bank_in = self.bank_in
        c.trading_open = self.trading_open
        c._public = self._public[:]
        c._public_tuple = self._public_tuple
        c._board = self._board
        c.flow = self.flow[:]
        c.trade_log = self.trade_log[:]
        c._trades = self._trades
        return c

    def market_row(self, row: int) -> list[int]:
        """The cards of funding row `row` (0: the lowest three)."""
        return self.market[row * ROW_SIZE:(row + 1) * ROW_SIZE]

    # ---- observation --------------------------------------------------------------------------------
    def _stale(self, p: int) -> None:
        """Forget the public view of player `p` (their tiles, luxuries or wheel changed)."""
        self._public[p] = None
        self._public_tuple = None

    def _public_players(self) -> tuple[PlayerView, ...]:
        """Every player's public part (cash hidden), rebuilt only for the players whose part changed."""
        public = self._public_tuple
        if public is None:
            parts = self._public
            bankrupt = self.result.bankrupt if self.result is not None else ()
            for p in range(self.n):
                if parts[p] is None:
                    parts[p] = named(PlayerView, (tuple(self.tiles[p]), tuple(self.luxuries[p]),
                                                  tuple(self.wheel[p]), None, p in bankrupt, self.flow[p]))
            public = self._public_tuple = tuple(parts)
        return public

    def _board_parts(self) -> tuple:
        """The view's market, deck size, discard, out of game, supply and luxury bank: they change a few
        times a round, views are made at every decision. Every change of those lists sets `_board` to None."""
        board = self._board = (tuple(self.market), len(self.deck), tuple(self.discard), tuple(self.out_of_game),
                               tuple(self.supply), tuple(self.lux_bank))
        return board

    def _view(self, player: int | None) -> PonziView:
        t = self.t
        result = self.result
        players = self._public_players()
        if result is not None:
            # scoring opens every screen: at the end all cash is public
            players = tuple([named(PlayerView, (pv.tiles, pv.luxuries, pv.wheel_flat, self.cash[p], pv.bankrupt,
                                                pv.flow)) for p, pv in enumerate(players)])
        elif player is not None:
            mine = players[player]
            seats = list(players)
            seats[player] = named(PlayerView, (mine.tiles, mine.luxuries, mine.wheel_flat, self.cash[player],
                                               mine.bankrupt, mine.flow))
            players = tuple(seats)
        offer = None
        if self.offer is not None:
            offerer, target, k, amount = self.offer
            offer = (offerer, target, t.industries[k], amount if player in (offerer, target) else None)
        # the result goes into the view as it is: an Outcome is frozen and its scores are read-only
        made = self._trades
        if made[2] != len(self.trade_log):
            made = self._trades = self._trade_tables(made)
        board = self._board or self._board_parts()
        return named(PonziView, (
            player, self.settings, t.industries, self.round, self.phase,
            self.actor if result is None else None, self.start, board[0], board[1], board[2], board[3], board[4],
            board[5], players, offer, self.legal_choices() if result is None and player == self.actor else (), result,
            made[0], made[1][self.n if player is None else player],
        ))

    def _trades_seen_by(self, player: int | None) -> tuple[tuple[TradeRecord, ...], tuple[tuple[int, int], ...]]:
        made = self._trades
        if made[2] != len(self.trade_log):
            made = self._trades = self._trade_tables(made)
        return made[0], made[1][self.n if player is None else player]

    def _trade_tables(self, made: tuple) -> tuple:
        """The public records and per-player amounts, extended by the trades since `made` (new tuples: clones
        share the old ones)."""
        records, amounts, done = made
        log = self.trade_log
        if done + 1 == len(log):  # the usual case: one trade since the last view
            r, o, t, ind, to, of, tf, amount = log[done]
            known = ((done, amount),)
            rows = list(amounts)
            rows[o] += known
            rows[t] += known
            return (*records, named(TradeRecord, (r, o, t, ind, to, of, tf))), tuple(rows), done + 1
        records = (*records, *[named(TradeRecord, rec[:7]) for rec in log[done:]])
        rows = list(amounts)
        for i in range(done, len(log)):
            rec = log[i]
            known = ((i, rec[7]),)
            rows[rec[1]] += known
            rows[rec[2]] += known
        return records, tuple(rows), len(log)

    @property
    def trades(self) -> tuple[TradeRecord, ...]:
        """Every trade, oldest first, as everybody sees it (no amounts)."""
        return self._trades_seen_by(None)[0]

    @property
    def trade_amounts(self) -> list[tuple[tuple[int, int], ...]]:
        """Per player: (index in `trades`, amount) of the trades it was one of the two players of."""
        return [self._trades_seen_by(p)[1] for p in range(self.n)]

    def notation(self) -> str:
        """Public state in one line: round, phase@actor, start player, market rows, tiles, deck size."""
        rows = "/".join(",".join(map(str, self.market_row(r))) for r in range(3))
        tiles = "/".join("".join(str(min(x, 9)) for x in row) for row in self.tiles)
        actor = "-" if self.result else str(self.actor)
        return f"ponzi r{self.round} {self.phase}@{actor} s{self.start} m[{rows}] t[{tiles}] d{len(self.deck)}"

    def snapshot(self) -> dict[str, Any]:
        rng_state = self.rng.getstate()
        return {
            "game": self.game_id,
            "settings": self.settings.model_dump(),
            "seed": self.seed,
            "rng": [rng_state[0], list(rng_state[1]), rng_state[2]],
            "cash": self.cash,
            "tiles": self.tiles,
            "luxuries": self.luxuries,
            "wheel": self.wheel,
            "supply": self.supply,
            "luxury_bank": self.lux_bank,
            "market": self.market,
            "deck": self.deck,
            "discard": self.discard,
            "out_of_game": self.out_of_game,
            "start": self.start,
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "actor": self.actor,
            "offer": list(self.offer) if self.offer else None,
            "return_queue": self.return_queue,
            "crashed": self.crashed,
            "bank_out": self.bank_out,
            "bank_in": self.bank_in,
            "flow": self.flow,
            "trades": [list(rec) for rec in self.trade_log],
            "outcome": None if self.result is None else {
                "winners": list(self.result.winners),
                "scores": {str(k): v for k, v in self.result.scores.items()},
                "bankrupt": list(self.result.bankrupt),
                "reason": self.result.reason,
            },
        }


__all__ = ["ANSWER", "FUND", "OVER", "REMOVE", "RETURN", "TRADE", "PonziState"]
