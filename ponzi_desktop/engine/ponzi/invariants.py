"""Ponzi Scheme invariants for the random-playout checker: conservation, bounds, and views that keep secrets.

Totals come from the data file (`ponzi_data()`), not from the engine's tables, so that a table built wrongly
is caught too. Rulings follow `docs/rules/ponzi_scheme.md`:
- money: the bank pays out fund cards and takes in interest and luxury prices; trades move money between
  players. So `bank_out - bank_in == sum(cash)` always; a bankrupt player pays nothing and keeps its cash.
  Each player's public flow (funded minus interest and luxuries paid) sums to the same total.
- a card's countdown is 1..period while the game runs (due cards are paid and go back to their period in the
  same step); a bankrupt player's due cards stay at 0 when the game ends, and only theirs.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache
from typing import Any

from ponzi_desktop.engine.checks import InvariantViolation, register_invariants
from ponzi_desktop.engine.ponzi.data import ponzi_data

PHASES = ("fund", "trade", "answer", "remove", "return", "over")
MARKET_SIZE = 9


class _Facts:
    """What the data file says, in the shapes the checks need."""

    def __init__(self) -> None:
        data = ponzi_data()
        self.cards = frozenset(c.value for c in data.fund_cards)
        self.period = {c.value: c.period for c in data.fund_cards}
        self.start_cards = frozenset(c.value for c in data.fund_cards if c.kind == "start")
        self.industries = tuple(i.id for i in data.industries)
        self.tiles = tuple(i.tiles for i in data.industries)
        self.luxury_points = {lux.price: lux.points for lux in data.luxuries}
        self.cash_points = tuple((c.min_cash, c.points) for c in data.cash_points_basic)


@lru_cache(maxsize=1)
def facts() -> _Facts:
    return _Facts()


def _fail(message: str) -> InvariantViolation:
    return InvariantViolation(message)


def check_state(state: Any) -> None:
    """Raise `InvariantViolation` if `state` (a `PonziState`) breaks a Ponzi Scheme invariant."""
    f = facts()
    n = state.n
    if n != state.settings.players or not 3 <= n <= 5:
        raise _fail(f"{n} seats for settings with {state.settings.players} players")
    for name in ("cash", "tiles", "luxuries", "wheel"):
        if len(getattr(state, name)) != n:
            raise _fail(f"{name} has {len(getattr(state, name))} entries for {n} players")
    _check_money(state)
    _check_cards(state, f)
    _check_tiles(state, f)
    _check_luxuries(state, f)
    _check_turn(state)
    if state.result is not None:
        _check_outcome(state, f)


def _check_money(state: Any) -> None:
    cash = state.cash
    if any(c < 0 for c in cash):
        raise _fail(f"negative cash {cash}")
    if state.bank_in < 0 or state.bank_out < 0:
        raise _fail(f"bank totals out={state.bank_out} in={state.bank_in} below zero")
    if state.bank_out - state.bank_in != sum(cash):
        raise _fail(f"money not conserved: the bank paid out {state.bank_out} and took in {state.bank_in}, "
                    f"but the players hold {sum(cash)} ({cash})")
    if sum(state.flow) != state.bank_out - state.bank_in:
        raise _fail(f"public cash flows {state.flow} do not add up to the bank's net payments "
                    f"{state.bank_out - state.bank_in}")


def _check_cards(state: Any, f: _Facts) -> None:
    market = state.market
    if len(market) > MARKET_SIZE or market != sorted(market):
        raise _fail(f"market {market} is not sorted or holds more than {MARKET_SIZE} cards")
    if len(market) < MARKET_SIZE and (state.deck or state.discard):
        raise _fail(f"market holds {len(market)} cards while the deck or discards could refill it")
    places: Counter[int] = Counter(market)
    places.update(state.deck)
    places.update(state.discard)
    places.update(state.out_of_game)
    over = state.result is not None
    bankrupt = state.result.bankrupt if over else ()
    for p, wheel in enumerate(state.wheel):
        if len(wheel) % 2:
            raise _fail(f"player {p}'s wheel {wheel} is not card,countdown pairs")
        cards = wheel[0::2]
        places.update(cards)
        at_zero = 0
        for card, countdown in zip(cards, wheel[1::2], strict=True):
            top = f.period.get(card, 5)
            if countdown == 0:
                at_zero += 1
                if p not in bankrupt:
                    raise _fail(f"player {p}'s card {card} is at countdown 0, but only the due cards of a "
                                "bankrupt player stay there")
            elif not 1 <= countdown <= top:
                raise _fail(f"player {p}'s card {card} has countdown {countdown}, outside 1..{top}")
        if p in bankrupt and not at_zero:
            raise _fail(f"player {p} is bankrupt with no card due")
    unknown = set(places) - f.cards
    if unknown:
        raise _fail(f"cards {sorted(unknown)} are not in the data file")
    twice = sorted(c for c, k in places.items() if k > 1)
    if twice:
        raise _fail(f"cards {twice} are in more than one place")
    missing = sorted(f.cards - set(places))
    if missing:
        raise _fail(f"cards {missing} are nowhere (market, deck, discards, out of game, wheels)")
    stray = f.start_cards.intersection([*state.deck, *state.discard])
    if stray:
        raise _fail(f"start cards {sorted(stray)} are in the deck or discards; they leave the game instead")
    wrongly_out = set(state.out_of_game) - f.start_cards
    if wrongly_out:
        raise _fail(f"cards {sorted(wrongly_out)} left the game, but only start cards do")


def _check_tiles(state: Any, f: _Facts) -> None:
    for k, ind in enumerate(f.industries):
        held = [row[k] for row in state.tiles]
        if state.supply[k] < 0 or any(h < 0 for h in held):
            raise _fail(f"negative {ind} tiles: supply {state.supply[k]}, players {held}")
        if state.supply[k] + sum(held) != f.tiles[k]:
            raise _fail(f"{ind} tiles not conserved: supply {state.supply[k]} + players {held} "
                        f"!= {f.tiles[k]}")
    if len(state.supply) != len(f.industries) or any(len(row) != len(f.industries) for row in state.tiles):
        raise _fail(f"tile counts are not one per industry ({len(f.industries)})")


def _check_luxuries(state: Any, f: _Facts) -> None:
    everywhere = sorted([*state.lux_bank, *(price for row in state.luxuries for price in row)])
    if state.settings.variant == "advanced":
        if everywhere != sorted(f.luxury_points):
            raise _fail(f"luxuries {everywhere} (bank {state.lux_bank}, players {state.luxuries}) are not "
                        f"exactly {sorted(f.luxury_points)}")
    elif everywhere:
        raise _fail(f"luxuries {everywhere} exist in the basic game")


def _check_turn(state: Any) -> None:
    n = state.n
    phase = state.phase
    if not 0 <= state.start < n:
        raise _fail(f"start player {state.start} is not a seat")
    if phase not in PHASES:
        raise _fail(f"unknown phase {phase!r}")
    if state.round < 1:
        raise _fail(f"round {state.round}")
    limit = state.settings.round_limit
    if limit is not None and state.round > limit:
        raise _fail(f"round {state.round} is past the round limit {limit}")
    if (phase == "over") != (state.result is not None):
        raise _fail(f"phase {phase!r} with outcome {state.result}")
    if phase == "over":
        return
    if not 0 <= state.actor < n:
        raise _fail(f"acting player {state.actor} is not a seat")
    if (state.offer is not None) != (phase == "answer"):
        raise _fail(f"offer {state.offer} during phase {phase!r}")
    if state.crashed != (phase == "return"):
        raise _fail(f"crash flag {state.crashed} during phase {phase!r}")
    if phase != "return" and state.return_queue:
        raise _fail(f"tiles still to return {state.return_queue} during phase {phase!r}")
    if phase in ("fund", "trade", "answer"):
        if not 0 <= state.step < n:
            raise _fail(f"step {state.step} of {n}")
        turn = (state.start + state.step) % n
        who = state.offer[0] if phase == "answer" else state.actor
        if who != turn:
            raise _fail(f"player {who} acts in {phase} at step {state.step}, but it is player {turn}'s turn")
    if phase in ("trade", "answer") and state.round == 1 and not state.settings.first_round_trading:
        raise _fail("trading in the first round with first-round trading off")
    if phase == "answer":
        offerer, target, k, amount = state.offer
        if target != state.actor or offerer == target:
            raise _fail(f"offer {state.offer} answered by player {state.actor}")
        if not 0 <= amount <= state.cash[offerer]:
            raise _fail(f"offer {state.offer}: the envelope holds more than the offerer's cash")
        if not state.tiles[offerer][k] or not state.tiles[target][k]:
            raise _fail(f"offer {state.offer}: both players must hold the industry")
    if phase == "remove" and state.actor != state.start:
        raise _fail(f"player {state.actor} removes a card, not the start player {state.start}")
    if phase == "return":
        queue = [state.actor, *state.return_queue]
        if len(set(queue)) != len(queue) or not any(state.tiles[state.actor]):
            raise _fail(f"return queue {queue} repeats a player or asks a player without tiles")


def _check_outcome(state: Any, f: _Facts) -> None:
    """The outcome follows the scoring rules, recomputed here from the data file."""
    result = state.result
    survivors = [p for p in range(state.n) if p not in result.bankrupt]
    if result.reason == "bankruptcy" and not result.bankrupt:
        raise _fail("the game ended by bankruptcy with nobody bankrupt")
    if sorted(result.scores) != survivors:
        raise _fail(f"scores for {sorted(result.scores)}, but the survivors are {survivors}")
    for p in survivors:
        points = sum(t * (t + 1) // 2 for t in state.tiles[p])
        if state.settings.variant == "advanced":
            points += sum(f.luxury_points[price] for price in state.luxuries[p])
        else:
            points += max((pts for least, pts in f.cash_points if state.cash[p] >= least), default=0)
        if result.scores[p] != points:
            raise _fail(f"player {p} scored {result.scores[p]}, the rules give {points}")
    if survivors:
        rank = {p: (result.scores[p], max(state.wheel[p][0::2], default=0)) for p in survivors}
        best = max(rank.values())
        winners = tuple(p for p in survivors if rank[p] == best)
    else:
        winners = ()
    if tuple(result.winners) != winners:
        raise _fail(f"winners {result.winners}, the rules give {winners}")


_MUTABLE = (list, dict, set)


def check_view(state: Any, view: Any, seat: int | None) -> None:
    """Raise `InvariantViolation` if `view` (seat's `PonziView`) shows a secret or misstates a public fact."""
    if view.seat != seat:
        raise _fail(f"the view for seat {seat} says it is for seat {view.seat}")
    if len(view.players) != state.n:
        raise _fail(f"the view shows {len(view.players)} players")
    # hidden: other players' cash, until the game is over (scoring then shows it: a ruling of the UI)
    over = state.result is not None
    for p, pv in enumerate(view.players):
        if p == seat or (over and pv.cash is not None):
            if pv.cash != state.cash[p]:
                raise _fail(f"seat {seat} sees player {p}'s cash as {pv.cash}, not {state.cash[p]}")
        elif pv.cash is not None:
            who = "a spectator" if seat is None else f"seat {seat}"
            raise _fail(f"{who} sees player {p}'s cash")
        if pv.tiles != tuple(state.tiles[p]) or pv.wheel_flat != tuple(state.wheel[p]) \
                or pv.luxuries != tuple(state.luxuries[p]):
            raise _fail(f"seat {seat} sees player {p}'s tiles, wheel or luxuries wrongly")
        if pv.flow != state.flow[p]:
            raise _fail(f"seat {seat} sees player {p}'s public cash flow as {pv.flow}, not {state.flow[p]}")
        if not {type(v) for v in pv}.isdisjoint(_MUTABLE):
            raise _fail(f"seat {seat}'s view of player {p} holds a mutable container (a view must be a copy)")
    # hidden: the envelope, except to the two players
    if state.offer is None:
        if view.offer is not None:
            raise _fail(f"seat {seat} sees an offer {view.offer} when there is none")
    else:
        offerer, target, k, amount = state.offer
        shown = view.offer[3]
        if seat in (offerer, target):
            if shown != amount:
                raise _fail(f"seat {seat}, party to the offer, sees the amount as {shown}, not {amount}")
        elif shown is not None:
            raise _fail(f"seat {seat} sees the amount in player {offerer}'s envelope to player {target}")
        if view.offer[:3] != (offerer, target, state.t.industries[k]):
            raise _fail(f"seat {seat} sees the offer as {view.offer}")
    # hidden: the amounts of trades the seat was not party to; the rest of each trade is public
    _check_trades(state, view, seat)
    # hidden: the deck order (the view may say how many cards, never which in what order)
    deck = state.deck
    if view.deck_size != len(deck):
        raise _fail(f"the view shows a deck of {view.deck_size} cards, not {len(deck)}")
    types = {type(v) for v in view}
    if not types.isdisjoint(_MUTABLE) or random.Random in types:
        name = next(n for n, v in zip(view._fields, view, strict=True) if type(v) in (*_MUTABLE, random.Random))
        raise _fail(f"view field {name} is a {type(getattr(view, name)).__name__} (a view holds copies, "
                    "never the game's own lists or its random number generator)")
    if len(deck) > 1:
        size = len(deck)
        for name, value in zip(view._fields, view, strict=True):
            if type(value) is tuple and len(value) == size and (list(value) == deck or list(value) == deck[::-1]):
                raise _fail(f"view field {name} shows the deck order")
    # public facts, stated right
    if (view.market != tuple(state.market) or view.discard != tuple(state.discard)
            or view.out_of_game != tuple(state.out_of_game) or view.supply != tuple(state.supply)
            or view.luxury_bank != tuple(state.lux_bank) or view.round != state.round
            or view.phase != state.phase or view.start_player != state.start
            or view.actor != (None if state.result is not None else state.actor)
            or view.outcome != state.result):
        raise _fail(f"seat {seat}'s view misstates a public fact (market, discards, supply, luxuries, "
                    "round, phase, start player, actor or outcome)")


def _check_trades(state: Any, view: Any, seat: int | None) -> None:
    if view.trades != state.trades or type(view.trades) is not tuple:
        raise _fail(f"seat {seat} sees the trade history as {view.trades}, not {state.trades}")
    for i, record in enumerate(state.trades):
        if len(record) != 7 or any(type(v) not in (int, str) for v in record):
            raise _fail(f"trade record {i} {record} holds more than round, players, industry, tile, flows")
    for i, _ in view.trade_amounts:
        if not 0 <= i < len(state.trades) or seat not in state.trades[i][1:3]:
            raise _fail(f"seat {seat} sees the amount of trade {i}, which it was not party to")
    mine = () if seat is None else state.trade_amounts[seat]
    if view.trade_amounts != mine:
        raise _fail(f"seat {seat} sees its trade amounts as {view.trade_amounts}, not {mine}")


register_invariants("ponzi", check_state, check_view)
