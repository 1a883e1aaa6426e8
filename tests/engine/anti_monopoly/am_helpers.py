"""Scenario builders for the Anti-Monopoly rule tests: seat players, hand out property, load the dice.

Named `am_helpers` (not `helpers`) because the test folders have no `__init__.py`: pytest puts each folder
on `sys.path`, and two games' `helpers` modules would shadow each other.

Dice: the engine throws every die as `int(state.rng.random() * 6) + 1`. `load_dice` swaps `state.rng` for
`LoadedDice`, whose `random()` returns the queued faces in order and fails loudly when the engine throws a
die the test did not load.
"""

from __future__ import annotations

import random

from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, AntiMonopolyState, new_game
from ponzi_desktop.engine.anti_monopoly.actions import END, ROLL
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.invariants import check_state
from ponzi_desktop.engine.core import Event

C, M = "competitor", "monopolist"

# Spaces by name (board indices).
START, BASIN, CARD_2, FRENCH_QUARTER, INCOME_TAX, RAILROAD = 0, 1, 2, 3, 4, 5
SUNSET, CARD_7, WILSHIRE, HOLLYWOOD, CORNER = 6, 7, 8, 9, 10
RUSH, ELECTRIC, STATE_ST, MICHIGAN, BUS = 11, 12, 13, 14, 15
LOCUST, CARD_17, CHESTNUT, WALNUT, FOUNDATION = 16, 17, 18, 19, 20
BRATTLE, CARD_22, HARVARD, BEACON, AIRLINE = 21, 22, 23, 24, 25
GEORGETOWN, CONSTITUTION, GAS, PENNSYLVANIA, GO_TO = 26, 27, 28, 29, 30
FISHERMANS_WHARF, UNION_SQUARE, CARD_33, NOB_HILL, TRUCKING, CARD_36 = 31, 32, 33, 34, 35, 36
FIFTH_AVE, PROPERTY_TAX, WALL_ST = 37, 38, 39
TRANSPORTS = (RAILROAD, BUS, AIRLINE, TRUCKING)
UTILITIES = (ELECTRIC, GAS)


class LoadedDice:
    """A stand-in for `state.rng` that throws the faces it is given, in order."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)
        self._state = random.Random(0)  # getstate/setstate for snapshots and digests

    def load(self, *faces: int) -> None:
        self.faces += faces

    def random(self) -> float:
        if not self.faces:
            raise AssertionError("the engine threw a die the test did not load")
        face = self.faces.pop(0)
        assert 1 <= face <= 6, face
        return (face - 0.5) / 6

    def getstate(self) -> object:
        return self._state.getstate()

    def setstate(self, state: object) -> None:
        self._state.setstate(state)

    def clone(self) -> LoadedDice:
        twin = LoadedDice(*self.faces)
        twin._state.setstate(self._state.getstate())
        return twin


def game(roles: tuple[str, ...] = (C, M), seed: int = 1, **settings: object) -> AntiMonopolyState:
    """A new game with these roles (one per seat), seat 0 starting unless `start_player` says otherwise."""
    settings.setdefault("start_player", 0)
    return new_game(AntiMonopolySettings(players=len(roles), roles=roles, **settings), seed)


def touched(state: AntiMonopolyState) -> AntiMonopolyState:
    """Call after changing a state's fields by hand: forgets whatever the engine derived from them.

    The engine's caches are its private `_`-named slots (options, views, who owns what), all empty as None.
    """
    state._choices_cache = None
    for name in type(state).__slots__:
        if name.startswith("_"):
            setattr(state, name, None)
    return state


def load_dice(state: AntiMonopolyState, *faces: int) -> LoadedDice:
    """Make the next dice the engine throws show `faces` (in order); keeps any faces already loaded."""
    if isinstance(state.rng, LoadedDice):
        state.rng.load(*faces)
    else:
        state.rng = LoadedDice(*faces)
    return state.rng


def set_cash(state: AntiMonopolyState, player: int, amount: int) -> None:
    """Set a player's cash, as if the Treasury had paid or taken the difference (money stays conserved)."""
    delta = amount - state.cash[player]
    if delta >= 0:
        state.bank_out += delta
    else:
        state.bank_in -= delta
    state.cash[player] = amount
    touched(state)


def give(state: AntiMonopolyState, player: int, *squares: int, mortgaged: bool = False, level: int = 0) -> None:
    """Hand properties to a player (free of charge), mortgaged or with buildings if asked."""
    for sq in squares:
        assert board().is_property[sq], f"space {sq} is not a property"
        state.owner[sq] = player
        state.mortgaged[sq] = mortgaged
        state.level[sq] = level
    touched(state)


def turn_of(state: AntiMonopolyState, player: int, at: int | None = None, jail: int = 0) -> AntiMonopolyState:
    """Start `player`'s turn (before the roll) standing on `at`, `jail` the coming turn in Prison / Price War."""
    if at is not None:
        state.pos[player] = at
    state.jail[player] = jail
    if jail:
        state.pos[player] = board().corner
    state.round = max(state.round, 1)
    state._begin_turn(player, [])
    return touched(state)


def next_card(state: AntiMonopolyState, card: str) -> None:
    """Arrange the card's deck so that `card` is drawn next (the deck keeps all its cards)."""
    r = 0 if card.startswith("C") else 1
    deck = list(state.deck[r])
    deck.remove(card)
    deck.insert(state.top[r], card)
    state.deck[r] = tuple(deck)
    touched(state)


def roll(state: AntiMonopolyState, d1: int, d2: int, *more: int) -> list[Event]:
    """The current player rolls `d1, d2` (and any later dice, e.g. a utility's re-roll, are `more`)."""
    load_dice(state, d1, d2, *more)
    return state.apply(ROLL, player=state.current_player)


def end_turn(state: AntiMonopolyState) -> list[Event]:
    return state.apply(END, player=state.current_player)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: list[Event], kind: str) -> Event:
    for e in events:
        if e.kind == kind:
            return e
    raise AssertionError(f"no {kind!r} event in {kinds(events)}")


def texts(state: AntiMonopolyState) -> set[str]:
    """The texts of the legal options now (parameterised ones as their template)."""
    return {choice.action.to_text() if choice.param is None else choice.action.to_text().split()[0]
            for choice in state.legal_choices()}


def checked(state: AntiMonopolyState) -> AntiMonopolyState:
    check_state(state)
    return state
