"""Finished (or partly played) Anti-Monopoly games for the end table's and the chart's tests: seeded random
legal moves that favour building and buying, so that the end has buildings to count, under any settings."""

from __future__ import annotations

import random

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui.session import GameSession

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"]
SPEC = game_spec("anti_monopoly")
#: Settings that end a game by each rule, with a seed that does: Game A's last player standing, Game B's
#: side wiped out, the round limit, the two-hour game.
ENDINGS = {
    "A": (4, {"game": "A"}, 2),
    "B": (4, {"game": "B"}, 2),
    "round_limit": (4, {"round_limit": 14}, 5),
    "two_hour": (4, {"two_hour_rounds": 14}, 5),
}
_KEEN = ("build", "buy", "redeem")


def record_of(players: int, settings: dict, seed: int, actions: int | None = None,
              humans: tuple[int, ...] = (0,)) -> GameRecord:
    """A game of random moves (building and buying first when they may) after `actions` moves (None: the end)."""
    state = SPEC.new_game(SPEC.settings_from(players, settings), seed)
    rng = random.Random(seed)
    texts: list[str] = []
    while not state.is_over and (actions is None or len(texts) < actions):
        choices = state.legal_choices()
        keen = [c for c in choices if c.action.to_text().split()[0] in _KEEN]
        pool = keen if keen and rng.random() < 0.7 else choices
        choice = pool[rng.randrange(len(pool))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)
        texts.append(action.to_text())
    seats = [Seat(name=n, kind="human") if i in humans else Seat(name=n, kind="bot", level="random")
             for i, n in enumerate(NAMES[:players])]
    return GameRecord(game="anti_monopoly", settings=SPEC.settings_from(players, settings).model_dump(mode="json"),
                      seed=seed, seats=seats, actions=texts)


def session_of(tmp_path, players: int, settings: dict, seed: int, actions: int | None = None,
               humans: tuple[int, ...] = (0,)) -> GameSession:
    record = record_of(players, settings, seed, actions, humans)
    session = GameSession(record, autosave_dir=tmp_path / f"am-{players}-{seed}-{actions}", bot_delay_ms=0)
    session.set_paused(True)
    return session
