"""Scenario builders for the Black Friday rule tests: make a game, arrange the table, then `apply`.

Named `bf_helpers` (not `helpers`) because the test folders have no `__init__.py`: pytest puts each
folder on `sys.path`, and two games' `helpers` modules would shadow each other.

The arrangers keep the game's totals: shares put somewhere come from (or go back to) a spare holder, black
shares from the bank, so `check_state` still holds after a scenario and can be run on it.
"""

from __future__ import annotations

import random

from ponzi_desktop.engine.black_friday import BlackFridaySettings, BlackFridayState, new_game
from ponzi_desktop.engine.black_friday.invariants import check_state
from ponzi_desktop.engine.black_friday.turns import TURN
from ponzi_desktop.engine.core import Event

COLOURS = ("purple", "yellow", "green", "blue", "white")
PURPLE, YELLOW, GREEN, BLUE, WHITE = range(5)
ALICE, BOB, CAROL, DAN, ERIN = range(5)
K = 5
BLACK = 5  # the bag's last count


def game(players: int = 4, seed: int = 1, **settings: object) -> BlackFridayState:
    """A new game; keyword arguments are `BlackFridaySettings` fields (mibs, start_player)."""
    return new_game(BlackFridaySettings(players=players, **settings), seed)


def touched(state: BlackFridayState) -> BlackFridayState:
    """Call after changing fields by hand: forget the options the engine listed for the old fields."""
    state._choices_cache = None
    return state


def cell(state: BlackFridayState, row: int, col: int) -> int:
    return row * state.t.cols + col


def price_at(state: BlackFridayState, row: int, col: int) -> int:
    return state.t.value[cell(state, row, col)]


def set_marker(state: BlackFridayState, colour: int, row: int, col: int) -> None:
    """Put a colour's price marker on a chart space (row 0 the bottom, col 0 the left edge)."""
    state.cell[colour] = cell(state, row, col)
    state.price[colour] = state.t.value[state.cell[colour]]
    touched(state)


def marker(state: BlackFridayState, colour: int) -> tuple[int, int]:
    return state.t.rc[state.cell[colour]]


def spare_of(state: BlackFridayState) -> int:
    """A holder that is not deciding now: where scenario shares come from and go to."""
    return next(h for h in reversed(range(len(state.cash))) if h != state.actor)


def move_shares(state: BlackFridayState, where: list[int], counts: list[int], spare: int | None = None) -> None:
    """Set a count list (market, a sale row, a holding) to `counts`, balancing with a spare holder."""
    holder = state.shares[spare_of(state) if spare is None else spare]
    assert holder is not where, "the spare holder cannot be the place being arranged"
    for c in range(K):
        holder[c] -= counts[c] - where[c]
        where[c] = counts[c]
    assert min(holder) >= 0, "not enough shares with the spare holder for this scenario"
    touched(state)


def set_bag(state: BlackFridayState, counts: list[int], black: int = 0, spare: int | None = None) -> None:
    """Make the bag hold exactly these shares (and blacks); the rest goes to a spare holder / the bank."""
    holder = state.shares[spare_of(state) if spare is None else spare]
    for c in range(K):
        holder[c] += state.bag[c] - counts[c]
        state.bag[c] = counts[c]
    state.bank_black += state.bag[BLACK] - black
    state.bag[BLACK] = black
    assert min(holder) >= 0 and state.bank_black >= 0, "not enough shares for this bag"
    touched(state)


def set_cash(state: BlackFridayState, holder: int, amount: int) -> None:
    """Give a holder this much cash, as if the bank had paid it (or taken it): money stays accounted for."""
    diff = amount - state.cash[holder]
    if diff > 0:
        state.bank_out += diff
    else:
        state.bank_in -= diff
    state.cash[holder] = amount
    touched(state)


def to_market(state: BlackFridayState, holder: int) -> None:
    """Put all of a holder's shares into the market."""
    for c in range(K):
        state.market[c] += state.shares[holder][c]
        state.shares[holder][c] = 0
    touched(state)


def set_track(state: BlackFridayState, track: str, colours: list[int]) -> None:
    """Put shares of these colours on the purchase or gold track, taken from (given back to) the market."""
    line = state.purchase if track == "purchase" else state.gold_track
    for c in line:
        state.market[c] += 1
    line.clear()
    for c in colours:
        state.market[c] -= 1
        line.append(c)
    assert min(state.market) >= 0, "not enough market shares for this track"
    touched(state)


def at_turn(state: BlackFridayState, player: int) -> BlackFridayState:
    """Make it `player`'s turn to choose an action."""
    state.turn = state.order.index(player)
    state.actor = player
    state.phase = TURN
    state.count = state.picked = 0
    return touched(state)


def set_level(state: BlackFridayState, level: int) -> None:
    """Jump to a level as if reached: its blacks and those below leave the chart for the bag."""
    for lv in range(1, state.t.top_level + 1):
        on_chart = int(lv > level)
        state.bag[BLACK] += state.chart_black[lv] - on_chart
        state.chart_black[lv] = on_chart
    state.level = level
    state.level_history = sorted({*state.level_history, level})
    touched(state)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def moves_of(events: list[Event], colour: int) -> list[Event]:
    return [e for e in events if e.kind == "price_moved" and e.data["colour"] == COLOURS[colour]]


def checked(state: BlackFridayState) -> BlackFridayState:
    check_state(state)
    return state


class ColoursFirst(random.Random):
    """An rng for scenarios whose draws must be known: every draw takes the first colour the bag has
    (purple first, the black shares last), so a bag is drawn in colour order."""

    def random(self) -> float:
        return 0.0
