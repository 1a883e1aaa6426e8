"""Ponzi Scheme rules: the state, its six phases, crash, rotation, interest, bankruptcy and scoring.

Rulings follow `docs/rules/ponzi_scheme.md`. Cards are named by their value (9..80, unique). Hot data are
plain lists of ints so that random playouts stay fast; nothing here allocates per card or per tile.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from typing import Any

from ponzi_desktop.engine.core import (
    Action,
    Choice,
    Event,
    GameState,
    Outcome,
    ScorePart,
    event,
    score_part,
    seeded_rng,
)
from ponzi_desktop.engine.ponzi.actions import (
    COUNTER,
    PASS,
    SELL,
    BuyLuxury,
    Counter,
    Fund,
    Offer,
    Pass,
    Remove,
    ReturnTile,
    Sell,
)
from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.engine.ponzi.settings import PonziSettings
from ponzi_desktop.engine.ponzi.view import PlayerView, PonziView, TradeRecord
from ponzi_desktop.engine.tuples import named

# Decision kinds (also the phase a state is in).
FUND, TRADE, ANSWER, REMOVE, RETURN, OVER = "fund", "trade", "answer", "remove", "return", "over"

MARKET_SIZE = 9
MAX_PLAYERS = next(rule.le for rule in PonziSettings.model_fields["players"].metadata if hasattr(rule, "le"))
ROW_SIZE = 3


class _Tables:
    """Card and scoring tables derived once from the data file (per bear setting)."""

    def __init__(self) -> None:
        data = ponzi_data()
        top = max(c.value for c in data.fund_cards) + 1
        self.interest = [0] * top
        self.period = [0] * top
        self.start_cards = tuple(sorted(c.value for c in data.fund_cards if c.kind == "start"))
        self.is_start = [False] * top
        self.bears = {18: [False] * top, 16: [False] * top}
        for c in data.fund_cards:
            self.interest[c.value] = c.interest
            self.period[c.value] = c.period
            self.is_start[c.value] = c.kind == "start"
            self.bears[18][c.value] = c.kind == "bear"
            self.bears[16][c.value] = (c.kind_online_version or c.kind) == "bear"
        self.deck_cards = tuple(sorted(c.value for c in data.fund_cards if c.kind != "start"))
        self.all_cards = tuple(sorted(c.value for c in data.fund_cards))
        self.industries = tuple(i.id for i in data.industries)
        self.industry_index = {ind: k for k, ind in enumerate(self.industries)}
        self.tiles_per_industry = tuple(i.tiles for i in data.industries)
        self.luxury_points = {lux.price: lux.points for lux in data.luxuries}
        self.luxury_prices = tuple(sorted(self.luxury_points))
        self.cash_points = tuple((c.min_cash, c.points) for c in data.cash_points_basic)
        # Interned actions, so that legal-choice lists allocate nothing.
        self.fund = {(ind, v): Fund(ind, v) for ind in self.industries for v in self.all_cards}
        self.remove = {v: Remove(v) for v in self.all_cards}
        self.ret = {ind: ReturnTile(ind) for ind in self.industries}
        self.luxury = {p: BuyLuxury(p) for p in self.luxury_prices}
        self.pass_choice = Choice(PASS)
        self.sell_choice = Choice(SELL)
        self.counter_choice = Choice(COUNTER)
        self.fund_choice = {key: Choice(a) for key, a in self.fund.items()}
        # fund_choice_by[k][card]: the same choices indexed by industry number and card value
        self.fund_choice_by = [[self.fund_choice.get((ind, v)) for v in range(top)] for ind in self.industries]
        self.remove_choice = {v: Choice(a) for v, a in self.remove.items()}
        self.ret_choice = {ind: Choice(a) for ind, a in self.ret.items()}
        self.luxury_choice = {p: Choice(a) for p, a in self.luxury.items()}
        # offers[target][k]: the offer of an industry's tile to a seat, amount 0 (an option's template)
        self.offers = [[Offer(j, ind, 0) for ind in self.industries] for j in range(MAX_PLAYERS)]
        self.offer_template: dict[int, Choice] = {}  # (cash, target, industry) packed -> offer choice
        # score lines: industry_lines[k][n] for n tiles of industry k, card_lines[v] the highest card v
        self.industry_lines = [[score_part("industry", industry_points(n), (n,), ind) for n in range(tiles + 1)]
                               for ind, tiles in zip(self.industries, self.tiles_per_industry, strict=True)]
        self.card_lines = [score_part("highest_card", None, (v,)) for v in range(top)]


_TABLES: _Tables | None = None


def tables() -> _Tables:
    global _TABLES
    if _TABLES is None:
        _TABLES = _Tables()
    return _TABLES


def industry_points(n: int) -> int:
    return n * (n + 1) // 2


class PonziState(GameState):
    """A game of Ponzi Scheme. Create with `new_game(settings, seed)`."""

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

    # ---- protocol hooks -------------------------------------------------------------------------------
    def _legal_choices(self) -> Sequence[Choice]:
        t = self.t
        p = self.actor
        phase = self.phase
        if phase == FUND:
            out = [t.pass_choice]
            market = self.market
            held = self.tiles[p]
            supply = self.supply
            full = len(market) == MARKET_SIZE
            for k, by_card in enumerate(t.fund_choice_by):
                row = held[k]
                if row < ROW_SIZE and supply[k]:
                    i = row * ROW_SIZE
                    if full:  # the usual case, unrolled: this is the hottest loop of a playout
                        out.append(by_card[market[i]])
                        out.append(by_card[market[i + 1]])
                        out.append(by_card[market[i + 2]])
                    else:
                        out += [by_card[card] for card in market[i:i + ROW_SIZE]]
            return out
        if phase == TRADE:
            out = [t.pass_choice]
            cash = self.cash[p]
            mine = self.tiles[p]
            shared = []
            for k in range(len(mine)):  # a loop: a comprehension is a function call of its own (3.11)
                if mine[k]:
                    shared.append(k)
            if shared:
                templates = t.offer_template
                tiles = self.tiles
                for j in range(self.n):
                    if j == p:
                        continue
                    theirs = tiles[j]
                    for k in shared:
                        if theirs[k]:
                            key = (cash << 8) | (j << 4) | k
                            choice = templates.get(key)
                            if choice is None:
                                choice = Choice(t.offers[j][k], "amount", 0, cash)
                                if len(templates) < 8192:
                                    templates[key] = choice
                            out.append(choice)
            for price in self.lux_bank:
                if price <= cash:
                    out.append(t.luxury_choice[price])
            return out
        if phase == ANSWER:
            if self.cash[p] >= self.offer[3]:
                return [t.sell_choice, t.counter_choice]
            return [t.sell_choice]
        if phase == REMOVE:
            return [t.remove_choice[card] for card in self.market]
        if phase == RETURN:
            held = self.tiles[p]
            most = max(held)
            return [t.ret_choice[ind] for k, ind in enumerate(t.industries) if held[k] == most]
        return []

    def _why_illegal(self, action: Action) -> str | None:
        p = self.actor
        t = self.t
        phase = self.phase
        kinds = {FUND: (Fund, Pass), TRADE: (Offer, BuyLuxury, Pass), ANSWER: (Sell, Counter),
                 REMOVE: (Remove,), RETURN: (ReturnTile,)}
        if not isinstance(action, kinds.get(phase, ())):
            verb = action.to_text().split()[0]
            return f"'{verb}' is not possible now: the decision is {phase}"
        if isinstance(action, Fund):
            k = t.industry_index.get(action.industry)
            if k is None:
                return f"there is no industry {action.industry!r}"
            if self.tiles[p][k] >= ROW_SIZE:
                return f"you already hold {self.tiles[p][k]} {action.industry} tiles; funding allows at most 3"
            if self.supply[k] == 0:
                return f"the {action.industry} supply is empty"
            row = self.tiles[p][k]
            if action.card not in self.market_row(row):
                return f"card {action.card} is not in row {row + 1} of the funding board"
        if isinstance(action, Offer):
            k = t.industry_index.get(action.industry)
            if k is None:
                return f"there is no industry {action.industry!r}"
            if not 0 <= action.target < self.n or action.target == p:
                return f"player {action.target} cannot be offered a trade"
            if not self.tiles[p][k] or not self.tiles[action.target][k]:
                return f"both players must hold a {action.industry} tile"
            if not 0 <= action.amount <= self.cash[p]:
                return "the amount must be from 0 to your cash"
        if isinstance(action, BuyLuxury):
            if action.price not in self.lux_bank:
                return f"no luxury of price {action.price} is for sale"
            if action.price > self.cash[p]:
                return "you cannot afford that luxury"
        if isinstance(action, Counter):
            return "you cannot afford to pay the same amount, so you must sell"
        if isinstance(action, Remove):
            return f"card {action.card} is not on the funding board"
        if isinstance(action, ReturnTile):
            return "you must return a tile of an industry you hold most of"
        return None

    # ---- applying actions -------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        p = self.actor
        phase = self.phase
        if phase == FUND:
            if action is PASS or type(action) is Pass:
                events.append(event("passed", p, {"phase": FUND}))
            else:
                self._fund(p, action, events)
            self._next_in_phase(events)
        elif phase == TRADE:
            tp = type(action)
            if tp is Offer:
                self.offer = (p, action.target, self.t.industry_index[action.industry], action.amount)
                events.append(event("offer_made", p, {"target": action.target, "industry": action.industry,
                                                      "amount": action.amount}, (p, action.target), ("amount",)))
                self.phase = ANSWER
                self.actor = action.target
            else:
                if tp is BuyLuxury:
                    self.cash[p] -= action.price
                    self.flow[p] -= action.price
                    self.bank_in += action.price
                    self.lux_bank.remove(action.price)
                    self._board = None
                    self.luxuries[p].append(action.price)
                    self._stale(p)
                    events.append(event("luxury_bought", p, {"price": action.price}))
                elif trade_passes_by(self.tiles, p, self.lux_bank):  # as everybody can see: no choice
                    events.append(event("passed", p, {"phase": TRADE, "alone": True}))
                else:
                    events.append(event("passed", p, {"phase": TRADE}))
                self._next_in_phase(events)
        elif phase == ANSWER:
            self._answer(action, events)
            self.offer = None
            self.phase = TRADE
            self._next_in_phase(events)
        elif phase == REMOVE:
            self._remove(action.card, events)
            self._crash_check(events)
        elif phase == RETURN:
            k = self.t.industry_index[action.industry]
            self.tiles[p][k] -= 1
            self.supply[k] += 1
            self._board = None
            self._stale(p)
            events.append(event("tile_returned", p, {"industry": action.industry}))
            self._next_return(events)
        return events

    def market_row(self, row: int) -> list[int]:
        return self.market[row * ROW_SIZE:(row + 1) * ROW_SIZE]

    def _fund(self, p: int, action: Fund, events: list[Event]) -> None:
        t = self.t
        industry = action.industry
        k = t.industry_index[industry]
        card = action.card
        period = t.period[card]
        held = self.tiles[p]
        held[k] += 1
        self.supply[k] -= 1
        self._public[p] = self._public_tuple = None  # _stale(p), inline: funding is the commonest change
        self._board = None
        self.market.remove(card)
        self.cash[p] += card
        self.flow[p] += card
        self.bank_out += card
        wheel = self.wheel[p]
        wheel.append(card)
        wheel.append(period)
        events.append(event("funded", p, {"industry": industry, "card": card, "row": held[k], "countdown": period}))
        self._refill(events)

    def _answer(self, action: Action, events: list[Event]) -> None:
        offerer, target, k, amount = self.offer
        ind = self.t.industries[k]
        self._stale(offerer)
        self._stale(target)
        if action is SELL or type(action) is Sell:
            # the target keeps the envelope and gives a tile
            self.cash[offerer] -= amount
            self.cash[target] += amount
            self.tiles[target][k] -= 1
            self.tiles[offerer][k] += 1
            tile_to, answer = offerer, "sold"
        else:
            # the target pays the same amount and receives a tile
            self.cash[target] -= amount
            self.cash[offerer] += amount
            self.tiles[offerer][k] -= 1
            self.tiles[target][k] += 1
            tile_to, answer = target, "countered"
        self.trade_log.append((self.round, offerer, target, ind, tile_to, self.flow[offerer], self.flow[target],
                               amount))
        events.append(event("trade_resolved", target, {"offerer": offerer, "target": target, "industry": ind,
                                                       "answer": answer, "tile_to": tile_to,
                                                       "amount": amount}, (offerer, target), ("amount",)))

    def _next_in_phase(self, events: list[Event]) -> None:
        """Move to the next player of the funding or trading round, or on to the next phase."""
        self.step += 1
        if self.step < self.n:
            self.actor = (self.start + self.step) % self.n
            return
        self.step = 0
        if self.phase == FUND and (self.trading_open or self.round > 1):
            self.phase = TRADE
            self.actor = self.start
            events.append(event("phase_started", None, {"phase": TRADE}))
            return
        self._pass_marker(events)

    def _pass_marker(self, events: list[Event]) -> None:
        self.start = (self.start + 1) % self.n
        events.append(event("marker_passed", self.start, {}))
        if self.market:
            self.phase = REMOVE
            self.actor = self.start
        else:
            self._crash_check(events)

    def _remove(self, card: int, events: list[Event]) -> None:
        self._board = None
        self.market.remove(card)
        if self.t.is_start[card]:
            self.out_of_game.append(card)
            where = "out_of_game"
        else:
            self.discard.append(card)
            where = "discard"
        events.append(event("card_removed", self.actor, {"card": card, "to": where}))
        self._refill(events)

    def _refill(self, events: list[Event]) -> None:
        market = self.market
        drawn = None
        while len(market) < MARKET_SIZE:
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                events.append(event("deck_reshuffled", None, {"cards": len(self.deck)}))
            deck = self.deck
            i = int(self.rng.random() * len(deck))
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

    def _crash_check(self, events: list[Event]) -> None:
        bear = self.bear
        bears = [c for c in self.market if bear[c]]
        self.crashed = len(bears) >= self.n
        if self.crashed:
            self._board = None
            for c in bears:
                self.market.remove(c)
            self.deck += self.discard
            self.deck += bears
            self.discard = []
            events.append(event("market_crashed", None, {"bears": bears}))
            # the rules: the bears go to the discard pile, which is shuffled with the rest of the deck
            events.append(event("deck_reshuffled", None, {"cards": len(self.deck), "crash": True}))
            self._refill(events)
            # who gives a tile back, in turn order from the start player (held tiles only); a loop, as Cython
            # cannot compile a generator inside this method (a cpdef in state.pxd)
            queue = []
            for i in range(self.n):
                q = (self.start + i) % self.n
                if any(self.tiles[q]):
                    queue.append(q)
            self.return_queue = queue
            self._next_return(events)
        else:
            self._end_round(events)

    def _next_return(self, events: list[Event]) -> None:
        if self.return_queue:
            self.phase = RETURN
            self.actor = self.return_queue.pop(0)
        else:
            self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        """Rotate every wheel (two spaces after a crash), collect interest, and end or start a round."""
        steps = 2 if self.crashed else 1
        n = self.n
        for p in range(n):
            self._stale(p)
        self.crashed = False
        events.append(event("wheel_rotated", None, {"steps": steps}))
        interest = self.t.interest
        period = self.t.period
        bankrupt = []
        for p in range(n):
            w = self.wheel[p]
            due = 0
            due_cards = None
            for i in range(1, len(w), 2):
                left = w[i] - steps
                if left <= 0:
                    w[i] = 0
                    due += interest[w[i - 1]]
                    if due_cards is None:
                        due_cards = [w[i - 1]]
                    else:
                        due_cards.append(w[i - 1])
                else:
                    w[i] = left
            if due_cards is None:
                continue
            if due > self.cash[p]:
                bankrupt.append(p)
                events.append(event("bankrupt", p, {"due": due, "cards": due_cards}))
                continue
            self.cash[p] -= due
            self.flow[p] -= due
            self.bank_in += due
            for i in range(1, len(w), 2):
                if w[i] == 0:
                    w[i] = period[w[i - 1]]
            events.append(event("interest_paid", p, {"amount": due, "cards": due_cards}))
        if bankrupt:
            self._finish(tuple(bankrupt), "bankruptcy", events)
            return
        limit = self.settings.round_limit
        if limit is not None and self.round >= limit:
            self._finish((), "round_limit", events)
            return
        self.round += 1
        self.phase = FUND
        self.step = 0
        self.actor = self.start
        events.append(event("round_started", self.start, {"round": self.round}))

    # ---- the end ------------------------------------------------------------------------------------
    def score(self, p: int) -> int:
        points = sum(industry_points(n) for n in self.tiles[p])
        if self.settings.variant == "advanced":
            points += sum(self.t.luxury_points[price] for price in self.luxuries[p])
        else:
            cash_points = 0
            for threshold, pts in self.t.cash_points:
                if self.cash[p] >= threshold:
                    cash_points = pts
            points += cash_points
        return points

    def highest_card(self, p: int) -> int:
        return max(self.wheel[p][0::2], default=0)

    def score_parts(self, p: int) -> tuple[ScorePart, ...]:
        """What `score(p)` is made of: one "industry" line per industry (amounts: tiles held), then "cash"
        (basic; amounts: the cash) or "luxuries" (advanced; amounts: their prices), and the tie-break,
        "highest_card" (no points; amounts: the highest fund card on the wheel, 0 for none)."""
        t = self.t
        held = self.tiles[p]
        lines = t.industry_lines
        parts = []
        for k in range(len(held)):  # lines made once per table (a game's end made a score line per industry)
            parts.append(lines[k][held[k]])
        if self.settings.variant == "advanced":
            prices = tuple(sorted(self.luxuries[p]))
            parts.append(score_part("luxuries", sum([t.luxury_points[price] for price in prices]), prices))
        else:
            cash = self.cash[p]
            cash_points = 0
            for threshold, pts in t.cash_points:  # as `score` counts them
                if cash >= threshold:
                    cash_points = pts
            parts.append(score_part("cash", cash_points, (cash,)))
        parts.append(t.card_lines[self.highest_card(p)])
        return tuple(parts)

    def _finish(self, bankrupt: tuple[int, ...], reason: str, events: list[Event]) -> None:
        survivors = [p for p in range(self.n) if p not in bankrupt]
        # the score is its lines' points (score_parts says so): each line is made once
        breakdown = {}
        scores = {}
        for p in survivors:  # loops, not generators: a compiled generator costs a microsecond to start
            parts = breakdown[p] = self.score_parts(p)
            total = 0
            for part in parts:
                if part.points is not None:
                    total += part.points
            scores[p] = total
        winners: tuple[int, ...] = ()
        if survivors:
            ranks = {p: (scores[p], breakdown[p][-1].amounts[0]) for p in survivors}  # the highest card breaks ties
            best = max(ranks.values())
            winners = tuple([p for p in survivors if ranks[p] == best])
        self.result = Outcome(winners, scores, bankrupt, reason, breakdown)
        for p in range(self.n):
            self._stale(p)
        self.phase = OVER
        self.actor = -1
        events.append(event("game_over", None, {"winners": list(winners), "scores": scores,
                                                "bankrupt": list(bankrupt), "reason": reason}))

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

    def _forced_by(self, public_view: PonziView) -> Action | None:
        """Trading passes a player by who shares no industry with anyone while no luxury is for sale: tiles
        and the luxury bank are public. Whether they can afford a luxury is not (their cash is hidden), so
        with luxuries for sale it is never said to be forced, even when their cash is short."""
        v = public_view
        if v.phase == TRADE and v.actor is not None and trade_passes_by(
                [pl.tiles for pl in v.players], v.actor, v.luxury_bank):
            return PASS
        return None

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
            seats = list(players)  # a list and back: cheaper than splicing slices
            # by name: compiled, an index into a named tuple goes through a Python-level __getitem__ call
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


def new_game(settings: PonziSettings, seed: int) -> PonziState:
    return PonziState.new(settings, seed)


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
