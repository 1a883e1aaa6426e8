"""Scenario builders for the Ponzi Scheme rule tests: make a game, arrange the table, play quiet turns.

Named `ponzi_helpers` (not `helpers`) because the test folders have no `__init__.py`: pytest puts each
folder on `sys.path`, and two games' `helpers` modules would shadow each other.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from ponzi_desktop.engine.core import Event
from ponzi_desktop.engine.ponzi import PonziSettings, PonziState, new_game
from ponzi_desktop.engine.ponzi.actions import PASS, SELL, Action, Remove
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, REMOVE, RETURN, TRADE

TRANSPORT, GRAIN, MEDIA, REAL_ESTATE = "transportation", "grain", "media", "real_estate"
INDUSTRIES = (TRANSPORT, GRAIN, MEDIA, REAL_ESTATE)

START_CARDS = list(range(9, 18))
BEARS = list(range(63, 81))  # the rulebook's 18 bears (the default setting)
NORMAL_CARDS = list(range(18, 63))


def game(players: int = 4, seed: int = 1, **settings: object) -> PonziState:
    """A new game; keyword arguments are `PonziSettings` fields (start_player, variant, ...)."""
    return new_game(PonziSettings(players=players, **settings), seed)


def touched(state: PonziState) -> PonziState:
    """Call after changing a state's fields by hand: empties whatever the engine derived from them.

    The engine's caches are its private `_`-named slots (cached choices, cached public views, ...). They
    change as the engine is tuned, so rather than knowing them, copy them from a brand-new game, where
    every cache is empty.
    """
    fresh = new_game(state.settings, 0)
    for cls in type(state).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if name.startswith("_") and hasattr(fresh, name):
                setattr(state, name, copy.copy(getattr(fresh, name)))
    return state


def edit(state: PonziState, **fields: object) -> PonziState:
    """Set state fields directly (phase, actor, start, step, market, deck, ...) and drop cached choices."""
    for name, value in fields.items():
        if not hasattr(state, name):
            raise AttributeError(f"PonziState has no field {name!r}")
        setattr(state, name, value)
    return touched(state)


def holding(**counts: int) -> list[int]:
    """Tiles per industry in the engine's order: holding(transportation=2, real_estate=1)."""
    unknown = set(counts) - set(INDUSTRIES)
    if unknown:
        raise ValueError(f"unknown industries {sorted(unknown)}")
    return [counts.get(ind, 0) for ind in INDUSTRIES]


def give_tiles(state: PonziState, player: int, **counts: int) -> None:
    """Set a player's tiles, taking them from (or giving them back to) the supply."""
    new = holding(**counts)
    for k, n in enumerate(new):
        state.supply[k] -= n - state.tiles[player][k]
        assert state.supply[k] >= 0, "not enough tiles in the supply for this scenario"
    state.tiles[player] = new
    touched(state)


def take_card(state: PonziState, card: int) -> int:
    """Take a card out of the market, deck or discards (no refill), to put it somewhere else."""
    for pile in (state.market, state.deck, state.discard):
        if card in pile:
            pile.remove(card)
            break
    touched(state)
    return card


def give_cards(state: PonziState, player: int, *card_countdowns: int) -> None:
    """Put cards on a player's wheel: give_cards(state, 0, 80, 1, 25, 2) = $80 at 1, $25 at 2."""
    flat = list(card_countdowns)
    for card in flat[0::2]:
        take_card(state, card)
    state.wheel[player] = flat
    touched(state)


def arrange(state: PonziState, market: list[int], deck: list[int], discard: list[int] | None = None) -> None:
    """Set the funding board, the deck and the discards; the market is sorted.

    Tests never assume which deck card is drawn next (the engine may shuffle or draw at random).
    """
    edit(state, market=sorted(market), deck=list(deck), discard=list(discard or []))


def at(state: PonziState, phase: str, actor: int, *, start: int | None = None, step: int | None = None) -> PonziState:
    """Put the game at a decision: `actor` decides in `phase`; `start` defaults to keeping the marker."""
    start = state.start if start is None else start
    if step is None:
        step = (actor - start) % state.n if phase in (FUND, TRADE) else 0
    return edit(state, phase=phase, actor=actor, start=start, step=step)


def quiet_action(state: PonziState) -> Action:
    """What a player who wants nothing to happen does: pass, sell, remove the highest card, return any.

    Removing the highest card keeps bears from piling up on the market, so quiet play never crashes.
    """
    phase = state.phase
    if phase in (FUND, TRADE):
        return PASS
    if phase == ANSWER:
        return SELL
    if phase == REMOVE:
        return Remove(max(state.market))
    if phase == RETURN:
        return state.legal_choices()[0].action
    raise AssertionError(f"no quiet action in phase {phase!r}")


def play_until(state: PonziState, stop: Callable[[PonziState], bool], limit: int = 2000) -> list[Event]:
    """Play quiet actions until `stop(state)` holds or the game ends; returns the events."""
    events: list[Event] = []
    for _ in range(limit):
        if stop(state) or state.is_over:
            return events
        events += state.apply(quiet_action(state), player=state.current_player)
    raise AssertionError("play_until: the stop condition never held")


def finish_round(state: PonziState) -> list[Event]:
    """Play quiet actions to the end of the current round (the next round's first decision, or the end)."""
    this_round = state.round
    return play_until(state, lambda s: s.round != this_round)


def end_round(state: PonziState, *, crash: bool = False) -> list[Event]:
    """Jump to the new start player's removal and play the rest of the round quietly, crashing or not.

    The market is rebuilt from cards on nobody's wheel: calm cards, plus one bear more than the player
    count when `crash` (so the market still crashes after the removal).
    """
    on_wheels = {card for wheel in state.wheel for card in wheel[0::2]}
    calm = [c for c in NORMAL_CARDS if c not in on_wheels]
    bears = [c for c in BEARS if c not in on_wheels][: state.n + 1] if crash else []
    market = calm[: 9 - len(bears)] + bears
    arrange(state, market=market, deck=[calm[9]])
    at(state, REMOVE, state.start)
    this_round = state.round
    events = state.apply(Remove(market[0]), player=state.start)
    return events + play_until(state, lambda s: s.round != this_round)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
