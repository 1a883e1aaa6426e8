"""Black Friday invariants for the random-playout checker: conservation, bounds, and views that keep secrets.

Totals come from the data file, not from the engine's tables, so that a table built wrongly is caught too.
- Shares: each colour's 25 are in exactly one place (market, bag, box, purchase or gold track, sale rows,
  a holder); the 15 black ones on the chart, beside the sale rows, in the bank or in the bag.
- Money: the bank takes in purchase prices and pays out sale prices, so the holders' cash is always
  their starting cash plus what the bank paid out minus what it took in; nobody's cash is negative.
- Gold never above the last space ($100); the game is over exactly when it is there.
- The level never drops: `level_history` (every level reached, in order) rises, ends at the level, and the
  chart still holds the black shares of exactly the levels above it.
- Prices are chart values at the markers' cells.
- Views: another player's cash and shares are hidden (the broker's are open), the bag shows only its size
  and its blacks, and every public fact is stated as the state has it.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from ponzi_desktop.engine.black_friday.data import black_friday_data
from ponzi_desktop.engine.black_friday.turns import BONUS, BUY, OVER, SELL, TURN
from ponzi_desktop.engine.checks import InvariantViolation, register_invariants

PHASES = (TURN, BUY, SELL, BONUS, OVER)
_MUTABLE = (list, dict, set)


class _Facts:
    def __init__(self) -> None:
        d = black_friday_data()
        self.k = len(d.colours)
        self.per_colour = d.components.shares_per_colour
        self.blacks = d.components.black_shares
        self.cash = d.setup.per_player.cash
        self.values = [v for row in d.chart.values for v in row]
        self.cells = d.chart.rows * d.chart.cols
        self.gold_track = list(d.gold_price_track)
        self.top_level = len(d.level_tiles) - 1
        self.share_limit = [t.share_limit for t in d.level_tiles]
        self.row_shares = d.tracks.share_sale.per_colour_per_row
        self.row_black = list(d.tracks.share_sale.black_next_to_rows)
        self.box = {seats: d.setup.removed_to_box_per_colour[d.size_key(seats)] for seats in range(2, 6)}


@lru_cache(maxsize=1)
def facts() -> _Facts:
    return _Facts()


def _fail(message: str) -> InvariantViolation:
    return InvariantViolation(message)


def check_state(state: Any) -> None:
    """Raise `InvariantViolation` (an AssertionError) if `state` breaks a Black Friday invariant."""
    f = facts()
    seats = state.settings.seats
    if state.n != state.settings.players or len(state.cash) != seats or len(state.shares) != seats:
        raise _fail(f"{len(state.cash)} holders for {state.settings.players} players "
                    f"{'with' if state.broker >= 0 else 'without'} the broker")
    _check_shares(state, f)
    _check_money(state, f)
    _check_gold_and_level(state, f)
    _check_prices(state, f)
    _check_tracks(state, f)
    _check_turn(state, f)
    if state.result is not None:
        _check_outcome(state)


def _check_shares(state: Any, f: _Facts) -> None:
    k = f.k
    lists = {"market": state.market, "box": state.box, "bag": state.bag[:k]}
    for name, counts in lists.items():
        if len(counts) != k or any(x < 0 for x in counts):
            raise _fail(f"{name} counts {counts} are not {k} counts of at least 0")
    for c in range(k):
        on_tracks = state.purchase.count(c) + state.gold_track.count(c)
        in_rows = sum(row[c] for row in state.rows)
        held = sum(h[c] for h in state.shares)
        if min(in_rows, held, *(row[c] for row in state.rows), *(h[c] for h in state.shares)) < 0:
            raise _fail(f"negative share count of colour {c} in a sale row or a holding")
        total = state.market[c] + state.bag[c] + state.box[c] + on_tracks + in_rows + held
        if total != f.per_colour:
            raise _fail(f"colour {c}: {total} shares (market {state.market[c]}, bag {state.bag[c]}, box "
                        f"{state.box[c]}, tracks {on_tracks}, sale rows {in_rows}, holders {held}), "
                        f"not {f.per_colour}")
    if list(state.box) != [f.box[len(state.cash)]] * k:
        raise _fail(f"the box holds {state.box}; set-up put {f.box[len(state.cash)]} of each colour there")
    if any(c not in range(k) for c in (*state.purchase, *state.gold_track)):
        raise _fail(f"a track holds something that is not a colour: {state.purchase} {state.gold_track}")
    blacks = state.bag[k] + sum(state.chart_black) + sum(state.row_black) + state.bank_black
    if min(state.bag[k], state.bank_black, *state.row_black, *state.chart_black) < 0 or blacks != f.blacks:
        raise _fail(f"{blacks} black shares (bag {state.bag[k]}, chart {sum(state.chart_black)}, sale rows "
                    f"{state.row_black}, bank {state.bank_black}), not {f.blacks}")


def _check_money(state: Any, f: _Facts) -> None:
    cash = state.cash
    if any(c < 0 for c in cash):
        raise _fail(f"negative cash {cash}")
    if state.bank_in < 0 or state.bank_out < 0:
        raise _fail(f"bank totals out={state.bank_out} in={state.bank_in} below zero")
    start = f.cash * len(cash)
    if start + state.bank_out - state.bank_in != sum(cash):
        raise _fail(f"money not conserved: {start} at the start, the bank paid out {state.bank_out} and took "
                    f"in {state.bank_in}, but the holders have {sum(cash)} ({cash})")
    if any(g < 0 for g in state.gold_bars):
        raise _fail(f"negative gold bars {state.gold_bars}")


def _check_gold_and_level(state: Any, f: _Facts) -> None:
    top = len(f.gold_track) - 1
    if not 0 <= state.gold <= top or f.gold_track[state.gold] > 100:
        raise _fail(f"gold at space {state.gold}, outside the track (or above $100)")
    if (state.gold == top) != (state.result is not None):
        raise _fail(f"gold ${f.gold_track[state.gold]} with outcome {state.result}: the game ends exactly at "
                    f"${f.gold_track[top]}")
    if state.bought < 0:
        raise _fail(f"bought-gold counter {state.bought}")
    history = state.level_history
    if not 0 <= state.level <= f.top_level or history[-1] != state.level:
        raise _fail(f"level {state.level} (history {history})")
    if any(b <= a for a, b in zip(history, history[1:], strict=False)):
        raise _fail(f"the level dropped or stood still at a change: history {history}")
    expected = [0] + [int(lv > state.level) for lv in range(1, f.top_level + 1)]
    if list(state.chart_black) != expected:
        raise _fail(f"chart blacks {state.chart_black} at level {state.level}: the levels reached must have "
                    "put theirs in the bag, the others must still be there")


def _check_prices(state: Any, f: _Facts) -> None:
    lowest, highest = min(f.values), max(f.values)
    for c in range(f.k):
        cell = state.cell[c]
        if not 0 <= cell < f.cells:
            raise _fail(f"colour {c}'s marker is off the chart (cell {cell})")
        if state.price[c] != f.values[cell] or not lowest <= state.price[c] <= highest:
            raise _fail(f"colour {c} costs ${state.price[c]} at a cell worth ${f.values[cell]}")


def _check_tracks(state: Any, f: _Facts) -> None:
    size = state.size
    if len(state.purchase) >= size.purchase_spaces or len(state.gold_track) >= size.gold_spaces:
        raise _fail(f"a full track is still on the board: {state.purchase} / {state.gold_track}")
    if not 0 <= state.sale_removed < size.sale_trigger:
        raise _fail(f"{state.sale_removed} shares removed from the sale row (trigger {size.sale_trigger})")
    rows = state.rows
    current = state.sale_row
    if not 0 <= current < len(rows):
        raise _fail(f"sale row {current}")
    full = f.row_shares * f.k
    for r, row in enumerate(rows):
        done = r != current if state.centre_mode else r < current
        if done and (any(row) or state.row_black[r]):
            raise _fail(f"sale row {r + 1} is used up but holds shares {row} and {state.row_black[r]} black")
        if not state.centre_mode and r > current and (row != [f.row_shares] * f.k or
                                                      state.row_black[r] != f.row_black[r]):
            raise _fail(f"sale row {r + 1} is still to come but is not as set up: {row}")
    cleared_at_end = state.result is not None and not any(rows[current])  # the end skips step 7
    if not state.centre_mode and not cleared_at_end and sum(rows[current]) != full - state.sale_removed:
        raise _fail(f"sale row {current + 1} holds {sum(rows[current])} shares after {state.sale_removed} "
                    f"removals (it started with {full})")
    if state.centre_mode and sum(rows[current]) > full - state.sale_removed:
        raise _fail(f"the centre row holds {sum(rows[current])} shares after {state.sale_removed} removals")


def _check_turn(state: Any, f: _Facts) -> None:
    phase = state.phase
    if phase not in PHASES or (phase == OVER) != (state.result is not None):
        raise _fail(f"phase {phase!r} with outcome {state.result}")
    players = range(state.n)
    order = state.order
    if sorted(h for h in order if h != state.broker) != list(players) or \
            (state.broker >= 0 and order[0] != state.broker):
        raise _fail(f"turn order {order} (broker {state.broker})")
    tiles = [state.tile[h] for h in order]
    if tiles != [0, *range(2, len(order) + 1)]:
        raise _fail(f"bonus tiles {tiles} in turn order, not none then 2, 3, ...")
    if state.broker >= 0 and state.bonus_used[state.broker]:
        raise _fail("the broker used a bonus tile")
    if any(state.bonus_used[h] and not state.tile[h] for h in range(len(state.tile))):
        raise _fail(f"a holder without a tile used one: {state.bonus_used}")
    if state.round < 1:
        raise _fail(f"round {state.round}")
    if phase == OVER:
        return
    if state.actor not in players or order[state.turn] != state.actor:
        raise _fail(f"actor {state.actor} at turn position {state.turn} of {order}")
    limit = f.share_limit[state.level] + 1
    if phase in (BUY, SELL):
        if not 1 <= state.count <= limit or not state.picked:
            raise _fail(f"{phase} with {state.count} shares so far (limit {limit - 1}, +1 with the tile)")
    elif state.count or state.picked:
        raise _fail(f"{state.count} shares counted in phase {phase!r}")


def _check_outcome(state: Any) -> None:
    result = state.result
    if result.reason != "gold_100":
        raise _fail(f"the game ended by {result.reason!r}, not at gold $100")
    if sorted(result.scores) != list(range(state.n)):
        raise _fail(f"scores for {sorted(result.scores)}, not for the players")
    gold = state.t.gold_value[state.gold]
    rank = {}
    for h in range(len(state.cash)):
        wealth = state.cash[h] + state.gold_bars[h] * gold + sum(
            n * p for n, p in zip(state.shares[h], state.price, strict=True))
        rank[h] = (wealth, state.gold_bars[h] * gold)
        if h < state.n and result.scores[h] != wealth:
            raise _fail(f"player {h} scored {result.scores[h]}, the rules give {wealth}")
    best = max(rank.values())
    winners = tuple(h for h in range(state.n) if rank[h] == best)
    if tuple(result.winners) != winners:
        raise _fail(f"winners {result.winners}, the rules give {winners}")


def check_view(state: Any, view: Any, seat: int | None) -> None:
    """Raise `InvariantViolation` if `view` (seat's view) shows a secret or misstates a public fact."""
    if view.seat != seat:
        raise _fail(f"the view for seat {seat} says it is for seat {view.seat}")
    broker = state.broker
    if len(view.holders) != len(state.cash) or view.broker != (broker if broker >= 0 else None):
        raise _fail(f"the view shows {len(view.holders)} holders, broker {view.broker}")
    who = "a spectator" if seat is None else f"seat {seat}"
    over = state.result is not None  # after the end every screen is lifted
    for h, hv in enumerate(view.holders):
        if over or h in (seat, broker):
            if hv.cash != state.cash[h] or hv.shares != tuple(state.shares[h]):
                raise _fail(f"{who} sees holder {h}'s own/open cash or shares wrongly")
        elif hv.cash is not None:
            raise _fail(f"{who} sees player {h}'s cash")
        elif hv.shares is not None:
            raise _fail(f"{who} sees player {h}'s shares")
        if (hv.gold_bars, hv.bonus_tile, hv.bonus_used, hv.is_broker) != (
                state.gold_bars[h], state.tile[h], state.bonus_used[h], h == broker):
            raise _fail(f"{who} sees holder {h}'s gold bars or bonus tile wrongly")
        if not {type(v) for v in hv}.isdisjoint(_MUTABLE):
            raise _fail(f"{who}'s view of holder {h} holds a mutable container (a view must be a copy)")
    k = state.t.k
    if type(view.bag_size) is not int or view.bag_size != sum(state.bag) or view.bag_black != state.bag[k]:
        raise _fail(f"the view shows the bag as {view.bag_size!r} shares, {view.bag_black!r} black: only its "
                    f"size ({sum(state.bag)}) and blacks ({state.bag[k]}) are public")
    for name, value in zip(view._fields, view, strict=True):
        if type(value) in _MUTABLE or type(value) is random.Random:
            raise _fail(f"view field {name} is a {type(value).__name__} (a view holds copies, never the "
                        "game's own lists or its random number generator)")
    over = state.result is not None
    public = {
        "market": tuple(state.market), "prices": tuple(state.price), "level": state.level,
        "gold_price": state.t.gold_value[state.gold], "bought_gold": state.bought,
        "purchase_track": tuple(state.purchase), "gold_track": tuple(state.gold_track),
        "sale_rows": tuple(tuple(r) for r in state.rows), "sale_row": state.sale_row,
        "sale_removed": state.sale_removed, "order": tuple(state.order), "phase": state.phase,
        "actor": None if over else state.actor, "outcome": state.result, "round": state.round,
        "chart_black": tuple(state.chart_black), "bank_black": state.bank_black,
    }
    for name, value in public.items():
        if getattr(view, name) != value:
            raise _fail(f"{who}'s view misstates {name}: {getattr(view, name)!r}, not {value!r}")
    if tuple(view.choices) != (tuple(state.legal_choices()) if not over and seat == state.actor else ()):
        raise _fail(f"{who}'s view offers the wrong choices")


register_invariants("black_friday", check_state, check_view)
