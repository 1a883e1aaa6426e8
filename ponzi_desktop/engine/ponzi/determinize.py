"""Full Ponzi Scheme states consistent with one seat's view: how a searching bot guesses what it cannot see.

A view hides others' cash, the amount in an envelope the seat is not party to, and the deck order. Everything
else in a `PonziGame` follows from the view. A sample keeps what is known and draws the rest:
- cash: a player's cash is its public flow with the bank (cards funded minus interest and luxuries paid)
  plus its gains in trades. The amounts of the seat's own trades are known; the others are drawn one trade at
  a time, oldest first, within what the public record allows (an envelope never holds more than the
  offerer's cash then; a counter means the target could pay it; and nobody's cash may now be below zero).
  The seat's own cash is exact; others' cash adds up to the known total, since trades only move money.
- the envelope of a pending offer between two other players: uniform from 0 to the offerer's sampled cash.
- the deck: the cards seen nowhere else (the engine draws from it at random, so its order is the rng's).

Only the view is read: the function never sees a true state, so a bot using it cannot cheat.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.engine.ponzi.game import PonziGame
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, OVER, RETURN, TRADE, PonziState
from ponzi_desktop.engine.ponzi.tables import tables
from ponzi_desktop.engine.ponzi.view import PonziView


class Sampler:
    """Samples states for one view; the work that does not depend on the draw is done once, here."""

    def __init__(self, view: PonziView) -> None:
        t = tables()
        self.view = view
        n = len(view.players)
        self.n = n
        players = view.players
        s = PonziGame.__new__(PonziGame)
        settings = view.settings
        s.settings = settings
        s.seed = 0
        s.rng = random.Random(0)
        s._choices_cache = None
        s.n = s.num_players = n
        s.t = t
        s.bear = t.bears[settings.bears]
        s.cash = [0] * n
        s.tiles = [list(pv.tiles) for pv in players]
        s.luxuries = [list(pv.luxuries) for pv in players]
        s.wheel = [list(pv.wheel_flat) for pv in players]
        s.supply = list(view.supply)
        s.lux_bank = list(view.luxury_bank)
        s.market = list(view.market)
        seen = set(view.market).union(view.discard, view.out_of_game, *(pv.wheel_flat[0::2] for pv in players))
        s.deck = [card for card in t.all_cards if card not in seen]
        s.discard = list(view.discard)
        s.out_of_game = list(view.out_of_game)
        s.start = view.start_player
        s.round = view.round
        s.phase = view.phase
        s.result = view.outcome
        s.actor = -1 if view.outcome is not None else view.actor
        s.offer = None
        s.step = 0
        if s.phase in (FUND, TRADE):
            s.step = (s.actor - s.start) % n
        elif s.phase == ANSWER:
            s.step = (view.offer[0] - s.start) % n
        s.return_queue = []
        if s.phase == RETURN:
            # the crash queued players with tiles from the start player on; those after the actor still wait
            after = range((s.actor - s.start) % n + 1, n)
            s.return_queue = [q for q in ((s.start + i) % n for i in after) if any(s.tiles[q])]
        s.crashed = s.phase == RETURN
        s.trading_open = settings.first_round_trading
        s._public = [None] * n
        s._public_tuple = None
        s._board = None
        s.flow = [pv.flow for pv in players]
        s.trade_log = []  # filled in by each sample: the public record with the amounts drawn or known
        s._trades = ((), ((),) * (n + 1), 0)
        self.records = view.trades
        s.bank_out = sum(sum(pv.wheel_flat[0::2]) for pv in players)
        s.bank_in = 0
        if s.phase == OVER:
            s.actor = -1
        self.template = s
        self.known = dict(view.trade_amounts)
        self.known_cash = [pv.cash for pv in players]

    def sample(self, rng: random.Random) -> PonziGame:
        """A full state the seat cannot tell from the true one, drawn with `rng`."""
        view = self.view
        s = self.template.clone(luck=False)  # its rng is replaced: copying the template's is wasted
        s.rng = random.Random(rng.getrandbits(64))
        cash = self._sample_cash(rng, s)
        s.cash = cash
        s.bank_in = s.bank_out - sum(cash)
        if view.offer is not None:
            offerer, target, industry, amount = view.offer
            if amount is None:
                amount = int(rng.random() * (cash[offerer] + 1))
            s.offer = (offerer, target, s.t.industry_index[industry], amount)
        return s

    def typical(self) -> PonziGame:
        """A state with every hidden amount at the middle of its range: a bot's single best guess."""
        return self.sample(_Midpoint(0))

    def _sample_cash(self, rng: random.Random, s: PonziState) -> list[int]:
        view = self.view
        return _draw_cash(self.records, self.known, self.known_cash, s.flow, view.seat, view.offer, rng, s.trade_log)


def _draw_cash(records: Any, known: dict[int, int], known_cash: list[int | None], flow: list[int], seat: int | None,
               offer: Any, rng: random.Random, log: list) -> list[int]:
    """Everyone's cash: the known, and the rest drawn trade by trade from the public record (`log` gets
    each record with its amount, known or drawn)."""
    n = len(known_cash)
    gain = [0] * n
    for i, rec in enumerate(records):
        o, tg = rec.offerer, rec.target
        amount = known.get(i)
        sold = rec.tile_to == o
        if amount is None:
            payer = o if sold else tg
            top = min(rec.offerer_flow + gain[o], flow[payer] + gain[payer])
            if not sold:
                top = min(top, rec.target_flow + gain[tg])
            amount = int(rng.random() * (max(top, 0) + 1))
        log.append((*rec, amount))
        if sold:
            gain[o] -= amount
            gain[tg] += amount
        else:
            gain[tg] -= amount
            gain[o] += amount
    cash = [flow[p] + gain[p] if known_cash[p] is None else known_cash[p] for p in range(n)]
    need = [0] * n
    if offer is not None and offer[3] is not None:
        need[offer[0]] = offer[3]  # the envelope the seat holds came out of the offerer's cash
    return _repair(cash, need, [p for p in range(n) if known_cash[p] is None and p != seat], rng)


def guess_state(state: PonziState, seat: int) -> PonziGame:
    """What `Sampler(state.view(seat)).typical()` gives for every fact a bot decides on, without building
    the view: the seat's best guess of a full state, for the decisions inside a search's playouts (which run
    on sampled states already). Others' cash and an envelope the seat is not party to are at their typical
    values; the deck keeps its order (bots count its cards, never read its order)."""
    s = state.clone(luck=False)  # a guess is decided on, never played on
    rng = _MIDPOINT  # every draw it makes is the middle of its range, whatever its state: one serves all guesses
    records, amounts = state._trades_seen_by(seat)
    known_cash: list[int | None] = [None] * state.n
    known_cash[seat] = state.cash[seat]
    offer = state.offer
    seen = None
    if offer is not None:
        offerer, target, k, amount = offer
        seen = (offerer, target, k, amount if seat in (offerer, target) else None)
    s.trade_log = []
    s._trades = ((), ((),) * (state.n + 1), 0)
    cash = s.cash = _draw_cash(records, dict(amounts), known_cash, state.flow, seat, seen, rng, s.trade_log)
    s.bank_in = s.bank_out - sum(cash)
    if seen is not None and seen[3] is None:
        s.offer = (*seen[:3], int(rng.random() * (cash[seen[0]] + 1)))
    return s


def _repair(cash: list[int], need: list[int], hidden: list[int], rng: random.Random) -> list[int]:
    """Move money between hidden players until each has at least what it must have (`need`, else 0).

    The draws ignore a few facts (a payment the seat took from a player, the seat's pending envelope), so a
    sample can leave a player short; the known total is kept, and a consistent view always leaves enough.
    """
    short = [p for p in hidden if cash[p] < need[p]]
    if not short:
        return cash
    donors = hidden[:]
    rng.shuffle(donors)
    for p in short:
        for q in donors:
            spare = cash[q] - need[q]
            if q == p or spare <= 0:
                continue
            move = min(spare, need[p] - cash[p])
            cash[q] -= move
            cash[p] += move
            if cash[p] >= need[p]:
                break
        cash[p] = max(cash[p], 0)
    return cash


class _Midpoint(random.Random):
    """An rng whose every draw is the middle of its range: `random()` is 0.5, and so are the draws made from
    it (`random.Random` makes integers and shuffles from `random()` in a subclass that overrides it). Only
    `getrandbits` reads the generator's state, as `typical` does to seed a sample's chance."""

    def random(self) -> float:
        return 0.5


#: the guesses' rng: seeding a generator costs more than the rest of a guess, and nothing of its state is
#: read (guess_state draws nothing through getrandbits)
_MIDPOINT = _Midpoint(0)


def sample_state(view: PonziView, rng: random.Random) -> PonziGame:
    """One full state consistent with `view`, its hidden parts drawn with `rng` (see the module notes)."""
    return Sampler(view).sample(rng)


def hidden_summary(view: PonziView) -> dict[str, Any]:
    """What the view leaves open, in numbers: for tests and for tuning searches."""
    players = view.players
    return {
        "hidden_cash": [p for p, pv in enumerate(players) if pv.cash is None],
        "total_cash": sum(pv.flow for pv in players),
        "deck": len(Sampler(view).template.deck),
        "envelope_hidden": view.offer is not None and view.offer[3] is None,
    }
