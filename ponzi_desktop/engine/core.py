"""The game protocol every rules engine implements, and its one set of guards.

A game is a module-level `GameSpec` (id, settings model, `new_game`, action parser): `engine/<id>/`'s `SPEC`,
found by id, or one `register`ed from elsewhere. A running game is a
`GameState` subclass. Subclasses implement small hooks (`_legal_choices`, `_apply`, `_view`, ...); this
module checks "game over", "not your turn" and legality once, for every game, before a hook runs.

Actions are small frozen values with a text form (`to_text()` / the game's `parse_action`). A decision
whose parameter is a number (an amount of money) is offered as one `Choice` with a range instead of one
action per value.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import FrozenInstanceError, dataclass
from typing import Any, ClassVar, NamedTuple

from pydantic import BaseModel

from ponzi_desktop.engine.tuples import named5
from ponzi_desktop.game_packages import GamePackages


class EngineError(Exception):
    """Base class of the errors the engine raises on bad input."""


class IllegalAction(EngineError):
    """An action that is not legal now. Carries the action, the reason and a compact state notation.

    Raising it leaves the state untouched: every check runs before the first change.
    """

    def __init__(self, action: object, reason: str, notation: str, code: str = "illegal") -> None:
        self.action = action
        self.reason = reason
        self.notation = notation
        self.code = code
        text = action.to_text() if isinstance(action, Action) else repr(action)
        super().__init__(f"illegal action {text!r}: {reason} in {notation}")


class ActionParseError(EngineError):
    """A text that is not the text form of any action of this game."""


#: Most digits a number in an action may have: every amount of the three games fits in far fewer, and
#: Python refuses to convert a text of over 4,300 digits with a ValueError of its own.
MAX_DIGITS = 18


def parse_int(word: str, text: str) -> int:
    """A whole number in an action's text form (ASCII digits, an optional minus), or ActionParseError."""
    digits = word[1:] if word.startswith("-") else word
    if not (digits.isascii() and digits.isdigit()):
        raise ActionParseError(f"{_clip(text)!r}: {_clip(word)!r} is not a whole number")
    if len(digits) > MAX_DIGITS:
        raise ActionParseError(f"{_clip(text)!r}: the number {_clip(word)!r} is too large "
                               f"(more than {MAX_DIGITS} digits)")
    return int(word)


def _clip(text: str, limit: int = 40) -> str:
    """`text` cut for an error message: a damaged file may hold a megabyte where a word should be."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Action:
    """Base of every game's actions: frozen dataclasses with `to_text()` and a parser per game."""

    __slots__ = ()

    def to_text(self) -> str:  # pragma: no cover - every action class overrides it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.to_text()


class Choice:
    """One legal option of the current decision.

    `action` is complete when `param` is None. Otherwise `action` is a template whose field `param` may be
    any whole number from `lo` to `hi` inclusive (the template carries `lo`); `with_value` fills it in.

    Frozen, compared and hashed by its four fields, as a frozen dataclass would be; written out as a class so
    that compiled (core.pxd) it is an extension type whose fields `apply` and the bots read directly.
    """

    __slots__ = ("action", "param", "lo", "hi")

    def __init__(self, action: Action, param: str | None = None, lo: int = 0, hi: int = 0) -> None:
        self.action = action
        self.param = param
        self.lo = lo
        self.hi = hi

    def __setattr__(self, name: str, value: Any) -> None:
        if hasattr(self, name):  # each field is set once, by __init__ (compiled, __init__ sets them directly)
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.action, self.param, self.lo, self.hi) == (other.action, other.param, other.lo, other.hi)

    def __hash__(self) -> int:
        return hash((self.action, self.param, self.lo, self.hi))

    def __repr__(self) -> str:
        return f"Choice(action={self.action!r}, param={self.param!r}, lo={self.lo!r}, hi={self.hi!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Choice, (self.action, self.param, self.lo, self.hi))

    def with_value(self, value: int) -> Action:
        if self.param is None:
            return self.action
        if not self.lo <= value <= self.hi:
            raise ValueError(f"{self.param}={value} outside {self.lo}..{self.hi}")
        template = self.action
        param = self.param
        # positional construction: dataclasses.replace costs several times more in the playout loop
        return type(template)(*[value if name == param else getattr(template, name)
                                for name in template.__slots__])

    def admits(self, action: Action) -> bool:
        """Whether `action` is this option (with the parameter in range)."""
        template = self.action
        if action is template:
            return self.param is None or self.lo <= getattr(template, self.param) <= self.hi
        if self.param is None:
            return action == template
        if type(action) is not type(template):
            return False
        param = self.param
        value = getattr(action, param)
        if type(value) is not int or not self.lo <= value <= self.hi:
            return False
        for name in template.__slots__:  # a loop, not all(generator): offers are checked at every trade
            if name != param and getattr(action, name) != getattr(template, name):
                return False
        return True


@dataclass(frozen=True, slots=True)
class Decision:
    """Whose decision it is and of what kind (a per-game enum value, e.g. "fund")."""

    player: int
    kind: str


class Event(NamedTuple):
    """Something that happened, for the table to animate and the log to narrate.

    `kind` is a per-game id ("funded", "wheel_rotated", ...); `player` the seat it concerns, if any;
    `data` the details (ids and numbers only, never text for people). Secrets: `private_to` names the
    seats that may see the whole event (None: everybody); the others see it without the `hidden` keys of
    `data`, or not at all when `hidden` is empty. Always pass events through `for_seat` before showing
    them. A named tuple: the playout loop makes many.
    """

    kind: str
    player: int | None = None
    data: dict[str, Any] = {}  # noqa: RUF012 - never mutated; a shared empty default is safe
    private_to: tuple[int, ...] | None = None
    hidden: tuple[str, ...] = ()

    def for_seat(self, seat: int | None) -> Event | None:
        """This event as `seat` may see it (None: a spectator), or None when it may not see it at all."""
        if self.private_to is None or (seat is not None and seat in self.private_to):
            return self
        if not self.hidden:
            return None
        data = {k: v for k, v in self.data.items() if k not in self.hidden}
        return Event(self.kind, self.player, data, None, ())

    def visible_to(self, seat: int | None) -> bool:
        return self.private_to is None or (seat is not None and seat in self.private_to) or bool(self.hidden)


def event(kind: str, player: int | None, data: dict[str, Any], private_to: tuple[int, ...] | None = None,
          hidden: tuple[str, ...] = ()) -> Event:
    """`Event(...)` for hot paths: skips the named tuple's keyword handling (a third cheaper; compiled, a
    direct C call that fills the tuple in place, see tuples.pxd)."""
    return named5(Event, kind, player, data, private_to, hidden)


class FrozenDict(dict):
    """A dict that refuses changes: an outcome handed out in a view must not be a way to change the game."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("this mapping is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(frozenset(self.items()))


@dataclass(frozen=True, slots=True)
class ScorePart:
    """One line of a seat's final score, as the end table shows it.

    `kind` is a per-game id ("industry", "cash", "gold", ...) and `subject` what it is about within the game
    (an industry, a share colour; "" for none). `points` is what the line adds to the score; None for a line
    that is shown but adds nothing (a tie-break). `amounts` are the numbers that earned it (tiles held, the
    cash, a count and a price), in an order each game documents.
    """

    kind: str
    points: int | None
    amounts: tuple[int, ...] = ()
    subject: str = ""


_PARTS: dict[tuple[Any, ...], ScorePart] = {}


def score_part(kind: str, points: int | None, amounts: tuple[int, ...] = (), subject: str = "") -> ScorePart:
    """`ScorePart(...)`, the same object for the same line: a frozen dataclass costs a microsecond to make,
    and every game ends with a few dozen lines that recur from game to game (a random playout's end was a
    twentieth of its time). Amounts are whole numbers, so equal keys are equal lines."""
    key = (kind, points, amounts, subject)
    part = _PARTS.get(key)
    if part is None:
        part = ScorePart(kind, points, amounts, subject)
        if len(_PARTS) < 50_000:  # a bound, for a long-running app: past it lines are simply made anew
            _PARTS[key] = part
    return part


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: scores of the scored players, the winners (a shared win has several).

    `breakdown` gives, per scored seat, the lines its score is made of: the points of its lines add up to
    its score. The engine builds it when the game ends, so an end table shows it and never recomputes.
    """

    winners: tuple[int, ...]
    scores: dict[int, int]
    bankrupt: tuple[int, ...] = ()
    reason: str = "bankruptcy"
    breakdown: dict[int, tuple[ScorePart, ...]] = FrozenDict()

    def __post_init__(self) -> None:
        if type(self.scores) is not FrozenDict:
            object.__setattr__(self, "scores", FrozenDict(self.scores))
        if type(self.breakdown) is not FrozenDict:
            object.__setattr__(self, "breakdown", FrozenDict(self.breakdown))


class GameState:
    """A game in progress. Subclasses implement the hooks below; the guards live here.

    A state owns its `random.Random`, seeded at `new_game`; nothing else draws random numbers.
    Subclasses keep `actor` (the seat deciding now), `phase` (the kind of decision it is, e.g. "fund") and
    `result` (None until the game ends) up to date; they are plain attributes because the playout loop reads
    them at every step.
    """

    __slots__ = ("rng", "_choices_cache", "actor", "result", "num_players")

    game_id: ClassVar[str] = ""  # every game sets its own

    # ---- the protocol --------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def decision(self) -> Decision | None:
        """Who must decide now and what kind of decision; None when the game is over."""
        if self.result is not None:
            return None
        return self._decision()

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now; None when the game is over."""
        return None if self.result is not None else self.actor

    def legal_choices(self) -> Sequence[Choice]:
        """The options of the current decision (cached until the next `apply`). Empty once over."""
        cache = self._choices_cache
        if cache is None:
            cache = () if self.result is not None else tuple(self._legal_choices())
            self._choices_cache = cache
        return cache

    def is_legal(self, action: Action) -> bool:
        if self.result is not None:
            return False
        choices = self.legal_choices()
        for choice in choices:  # the common case: an option's own (interned) action object
            if choice.action is action and choice.param is None:
                return True
        return any(choice.admits(action) for choice in choices)

    def forced_by_public(self) -> Action | None:
        """The one move the deciding player can make, when anybody could tell it from what everybody sees;
        None when there is a choice, or when whether there is one depends on something hidden (the player's
        own cash, say). Such a move may be played for the player without showing them their table: doing so
        tells the others nothing they did not know. A game says which through `_forced_by(public_view)`,
        which is given the spectator's view and nothing else, so the answer cannot depend on a secret."""
        if self.result is not None:
            return None
        action = self._forced_by(self.view(None))
        if action is None:
            return None
        choices = self.legal_choices()
        if len(choices) != 1 or not choices[0].admits(action):  # a game's bug must not play a wrong move
            raise AssertionError(f"{action.to_text()!r} is not the only move in {self.notation()}")
        return action

    def _forced_by(self, public_view: Any) -> Action | None:
        """The move the deciding player must make, as the spectator's view shows (None: no such move)."""
        return None

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Apply `action` for the deciding player and return the events it caused.

        `player`, when given, is who claims to act: anybody else is refused. Raises `IllegalAction`
        (state unchanged) for a game that is over, a player out of turn, or an action not legal now.
        """
        if self.result is not None:
            raise IllegalAction(action, "the game is over", self.notation(), "game_over")
        choices = self._choices_cache or self.legal_choices()
        if player is None or player == self.actor:
            for choice in choices:  # fast path: an option's own (interned) action object
                if choice.action is action and choice.param is None:
                    self._choices_cache = None
                    return self._apply(action)
            for choice in choices:  # an option with its parameter filled in (an offer's amount)
                if choice.param is not None and choice.admits(action):
                    self._choices_cache = None
                    return self._apply(action)
        if player is not None and player != self.actor:
            raise IllegalAction(
                action, f"it is player {self.actor}'s turn, not player {player}'s",
                self.notation(), "not_your_turn",
            )
        if not isinstance(action, Action) or not self.is_legal(action):
            reason = self._why_illegal(action) if isinstance(action, Action) else "not an action"
            kind = self._decision().kind
            raise IllegalAction(action, reason or f"not a legal {kind} action now", self.notation())
        self._choices_cache = None
        return self._apply(action)

    def apply_chosen(self, action: Action) -> list[Event]:
        """`apply` for the deciding player's action taken from `legal_choices()` of this very state (an
        option's own action, or `with_value` of one): a playout's step, which would pass every check.
        Skips them; anything else must go through `apply`."""
        self._choices_cache = None
        return self._apply(action)

    def apply_text(self, text: str, player: int | None = None) -> list[Event]:
        return self.apply(self.parse_action(text), player)

    def view(self, player: int | None) -> Any:
        """What `player` may see (None: a spectator). Hidden information leaves the engine only here."""
        if player is not None and not 0 <= player < self.num_players:
            raise ValueError(f"no player {player} in a {self.num_players}-player game")
        return self._view(player)

    def clone(self, luck: bool = True) -> GameState:  # pragma: no cover - overridden
        """A copy to change freely, sharing nothing mutable. Without `luck` its rng is a blank generator
        (the state of a `random.Random` costs more to copy than the rest of a state): for a copy whose
        chance is seeded anew (`rng.seed(...)`) or never drawn on."""
        raise NotImplementedError

    def snapshot(self) -> dict[str, Any]:
        """The full state as plain JSON data (secrets included): for digests and tests, never for views."""
        raise NotImplementedError  # pragma: no cover

    def digest(self) -> str:
        """A short fingerprint of the full state, stable across runs and machines."""
        blob = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":")).encode()
        return hashlib.sha256(blob).hexdigest()

    def notation(self) -> str:  # pragma: no cover - overridden
        """A compact one-line description of the public state, for error messages and logs."""
        raise NotImplementedError

    @classmethod
    def parse_action(cls, text: str) -> Action:
        """The action whose text form is `text`, by the parser the game registered in its spec."""
        return game_spec(cls.game_id).parse_action(text)

    # ---- hooks ---------------------------------------------------------------------------------------
    def _decision(self) -> Decision:
        """The deciding seat and the kind of decision: every game keeps its decision kind in `phase`."""
        return Decision(self.actor, self.phase)  # type: ignore[attr-defined]

    def _legal_choices(self) -> Sequence[Choice]:  # pragma: no cover
        raise NotImplementedError

    def _why_illegal(self, action: Action) -> str | None:
        """A reason for people when `action` is refused; None gives a generic one."""
        return None

    def _apply(self, action: Action) -> list[Event]:  # pragma: no cover
        raise NotImplementedError

    def _view(self, player: int | None) -> Any:  # pragma: no cover
        raise NotImplementedError


@dataclass(frozen=True)
class GameSpec:
    """What the rest of the program needs to know about one game.

    Views (`state.view(seat)`) of every game have at least `seat`, `choices` (the seat's legal options
    when it is deciding, else empty) and `outcome`; bots rely on nothing else being common.
    `result_info(state)` adds game-specific facts to a finished game's simulate record (e.g. roles);
    `summarize(records)` adds game-specific totals to a simulate report (e.g. wins by role).
    `revealing_events` are the event kinds that bring something hidden to light (a card drawn, dice
    rolled, shares drawn from the bag): an action that caused one cannot be taken back.
    """

    id: str
    settings_model: type[BaseModel]
    min_players: int
    max_players: int
    new_game: Callable[[BaseModel, int], GameState]
    parse_action: Callable[[str], Action]
    result_info: Callable[[GameState], dict[str, Any]] | None = None
    summarize: Callable[[list[dict[str, Any]]], dict[str, Any]] | None = None
    revealing_events: frozenset[str] = frozenset()
    # What a game has, declared here for shared code to ask (the history, saves, the log, the CLI), never probed
    # on a state or a view:
    counts_rounds: bool = False  # its state counts the rounds played in `round` (an int)
    has_roles: bool = False  # its spectator's view has `roles`, one per seat (Anti-Monopoly's two sides)
    has_opening: bool = False  # its state keeps the set-up's own events in `opening` (shares dealt, a first turn)

    def round_of(self, state: GameState) -> int | None:
        """The round `state` is in, for a game that counts rounds; else None."""
        return int(state.round) if self.counts_rounds else None  # type: ignore[attr-defined]

    def roles_of(self, state: GameState) -> tuple[str, ...] | None:
        """Each seat's role (public in every game that has roles); None for a game without roles."""
        return tuple(str(r) for r in state.view(None).roles) if self.has_roles else None

    def opening_of(self, state: GameState) -> tuple[Event, ...]:
        """What the set-up did before the first action, as events (none for a game that records none)."""
        return tuple(state.opening) if self.has_opening else ()  # type: ignore[attr-defined]

    def settings_from(self, players: int, values: dict[str, Any] | None = None) -> BaseModel:
        return self.settings_model.model_validate({"players": players, **(values or {})})


def _setting_value(text: str) -> Any:
    """`--set KEY=VALUE` values: JSON where it parses (numbers, true/false, null), else the plain word."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def parse_settings(pairs: Sequence[str]) -> dict[str, Any]:
    """A game's settings given as words, `KEY=VALUE` each (the command line's `--set`), for `settings_from`."""
    values: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"--set wants KEY=VALUE, got {pair!r}")
        values[key.strip()] = _setting_value(value.strip())
    return values


#: The games: `engine/<id>/` exporting `SPEC`, and the ones registered from elsewhere (ponzi_desktop/game_packages.py).
_GAMES: GamePackages[GameSpec] = GamePackages("ponzi_desktop.engine", "SPEC", GameSpec, "id")


def register(spec: GameSpec) -> GameSpec:
    """Add a game that is not one of `engine/`'s own packages (a test's); ValueError when its id is taken."""
    return _GAMES.register(spec.id, spec)


def unregister(game_id: str) -> None:
    """Take away a game `register` added."""
    _GAMES.unregister(game_id)


def game_registered(spec: GameSpec) -> AbstractContextManager[GameSpec]:
    """`register(spec)` for the length of a `with` block."""
    return _GAMES.registered(spec.id, spec)


def game_spec(game_id: str) -> GameSpec:
    """The spec of a game by id ("ponzi", ...): `engine/<game_id>/`'s `SPEC`, or a registered one."""
    spec = _GAMES.find(game_id)
    if spec is None:
        known = ", ".join(_GAMES.ids())
        raise KeyError(f"unknown game {game_id!r} (known: {known})")
    return spec


def all_games() -> list[GameSpec]:
    """Every game's spec, by id."""
    return [game_spec(game_id) for game_id in _GAMES.ids()]


def random_move(choices: Sequence[Choice], rng: random.Random) -> Action:
    """Every option equally likely, and a parameter uniform over its range (one or two `rng.random()`).

    The random policy: the random bot plays it, and so do the engine's own playout checks (`checks.py`),
    which is why it lives here and not in `bots/` (the engine never imports the bots)."""
    choice = choices[int(rng.random() * len(choices))]
    if choice.param is None:
        return choice.action
    return choice.with_value(choice.lo + int(rng.random() * (choice.hi - choice.lo + 1)))


def seeded_rng(seed: int) -> random.Random:
    """The one way the engine makes a random number generator."""
    return random.Random(seed)


def shuffle(items: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(items)` written out: the same swaps from the same draws as `random.Random.shuffle`, so
    the same seeds deal the same cards, but compiled its loop and draws run in C instead of a Python-level
    call per card (a search shuffles a deck for every state it samples). A generator of another class (one
    that makes its integers from `random()`) shuffles as its class does."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1  # a uniform j in [0, n): as random.Random._randbelow draws it, n.bit_length() bits at a time
        k = 0
        rest = n
        while rest:  # n.bit_length(), in a form that compiles to C
            k += 1
            rest >>= 1
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
