"""Nim's rules: one heap or three; in turn a player takes 1 to 3 tokens from one heap; who takes the last token
wins. 2 or 3 players; the heaps' sizes and the first player are drawn from the seed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from ponzi_desktop.engine.core import (
    Action,
    ActionParseError,
    Choice,
    Event,
    GameSpec,
    GameState,
    Outcome,
    event,
    parse_int,
    score_part,
    seeded_rng,
)

MAX_TAKE = 3


class NimSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(2, ge=2, le=3)
    heaps: Literal[1, 3] = 3


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take `count` tokens from heap `heap`: "take 2 3"."""

    heap: int
    count: int

    def to_text(self) -> str:
        return f"take {self.heap} {self.count}"


def parse_action(text: str) -> Action:
    words = text.split()
    if len(words) != 3 or words[0] != "take":
        raise ActionParseError(f"{text!r} is not a Nim action (take HEAP COUNT)")
    return Take(parse_int(words[1], text), parse_int(words[2], text))


class NimView(NamedTuple):
    """What one seat sees (None: a spectator): everything is public in Nim but the choices, which are only the
    deciding seat's."""

    seat: int | None
    settings: NimSettings
    round: int
    phase: str
    actor: int | None
    heaps: tuple[int, ...]
    taken: tuple[int, ...]  # tokens each seat has taken so far
    choices: tuple[Choice, ...]
    outcome: Outcome | None


class NimState(GameState):
    __slots__ = ("settings", "heaps", "taken", "turns", "phase")

    game_id = "nim"

    def __init__(self, settings: NimSettings, seed: int) -> None:
        self.settings = settings
        self.num_players = settings.players
        self.rng = seeded_rng(seed)
        self._choices_cache = None
        self.result = None
        if settings.heaps == 1:
            self.heaps = [self.rng.randint(9, 15)]
        else:
            self.heaps = [self.rng.randint(3, 7) for _ in range(3)]
        self.actor = self.rng.randrange(settings.players)
        self.taken = [0] * settings.players
        self.turns = 0
        self.phase = "take"

    def _legal_choices(self) -> list[Choice]:
        return [Choice(Take(h, n)) for h, size in enumerate(self.heaps) for n in range(1, min(MAX_TAKE, size) + 1)]

    def _why_illegal(self, action: Action) -> str | None:
        if isinstance(action, Take) and 0 <= action.heap < len(self.heaps):
            return f"heap {action.heap} has {self.heaps[action.heap]} tokens; take 1 to {MAX_TAKE} of them"
        return None

    def _apply(self, action: Action) -> list[Event]:
        assert isinstance(action, Take)
        player = self.actor
        self.heaps[action.heap] -= action.count
        self.taken[player] += action.count
        self.turns += 1
        events = [event("took", player, {"heap": action.heap, "count": action.count,
                                         "left": self.heaps[action.heap]})]
        if sum(self.heaps) == 0:
            seats = range(self.num_players)
            self.result = Outcome(
                winners=(player,), scores={s: int(s == player) for s in seats}, reason="last_token",
                breakdown={s: (score_part("last_token", int(s == player)),
                               score_part("tokens", None, (self.taken[s],))) for s in seats})
            events.append(event("game_won", player, {}))
        else:
            self.actor = (player + 1) % self.num_players
        return events

    def _view(self, player: int | None) -> NimView:
        deciding = self.result is None and player == self.actor
        return NimView(player, self.settings, self.turns // self.num_players + 1, self.phase,
                       None if self.result is not None else self.actor, tuple(self.heaps), tuple(self.taken),
                       tuple(self.legal_choices()) if deciding else (), self.result)

    def clone(self, luck: bool = True) -> NimState:
        c = NimState.__new__(NimState)
        c.settings, c.num_players, c.result, c.actor = self.settings, self.num_players, self.result, self.actor
        c.rng = seeded_rng(0)
        if luck:
            c.rng.setstate(self.rng.getstate())
        c._choices_cache = self._choices_cache
        c.heaps, c.taken, c.turns, c.phase = list(self.heaps), list(self.taken), self.turns, self.phase
        return c

    def snapshot(self) -> dict[str, Any]:
        return {"heaps": list(self.heaps), "taken": list(self.taken), "turns": self.turns, "actor": self.actor,
                "over": self.result is not None}

    def notation(self) -> str:
        return f"nim heaps {'/'.join(map(str, self.heaps))} to move {self.actor}"


def new_game(settings: BaseModel, seed: int) -> NimState:
    assert isinstance(settings, NimSettings)
    return NimState(settings, seed)


SPEC = GameSpec(id="nim", settings_model=NimSettings, min_players=2, max_players=3, new_game=new_game,
                parse_action=parse_action)
