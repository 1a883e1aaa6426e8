"""Sample games for tests and benchmarks: seeded random legal moves from the start, as a record a session
or a save takes (loading replays it)."""

from __future__ import annotations

import random

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat


def random_record(names: list[str], actions: int | None, seed: int = 7, game: str = "ponzi",
                  humans: tuple[int, ...] = (0,)) -> GameRecord:
    """`game` after at most `actions` random moves (None: to its end), seats named `names`; the seats in
    `humans` are people, the others random bots."""
    spec = game_spec(game)
    settings = spec.settings_from(len(names), {})
    state = spec.new_game(settings, seed)
    rng = random.Random(seed)
    texts: list[str] = []
    while not state.is_over and (actions is None or len(texts) < actions):
        choices = state.legal_choices()
        choice = choices[rng.randrange(len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)
        texts.append(action.to_text())
    seats = [Seat(name=n, kind="human") if i in humans else Seat(name=n, kind="bot", level="random")
             for i, n in enumerate(names)]
    return GameRecord(game=game, settings=settings.model_dump(mode="json"), seed=seed, seats=seats,
                      actions=texts)
