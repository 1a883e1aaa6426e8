"""Shared helpers for the save-file tests: seeded random games of Ponzi Scheme and their records."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import GameState, game_spec
from ponzi_desktop.persistence import GameRecord, Seat, write_save

Played = tuple[GameRecord, GameState]


def play(
    actions: int | None = 30, *, players: int = 4, seed: int = 7, bot_seed: int = 1,
    variant: str = "basic",
) -> Played:
    """A game played by random bots for `actions` actions (None: to the end), with its record."""
    spec = game_spec("ponzi")
    values = {"variant": variant}
    state = spec.new_game(spec.settings_from(players, values), seed)
    rng = random.Random(bot_seed)
    bot = RandomBot()
    texts: list[str] = []
    while not state.is_over and (actions is None or len(texts) < actions):
        action = bot.choose(state.view(state.current_player), rng)
        texts.append(action.to_text())
        state.apply(action)
    seats = [Seat(name="Ana", kind="human")] + [
        Seat(name=f"Bot {i}", kind="bot", level="random") for i in range(1, players)
    ]
    record = GameRecord(
        game="ponzi", settings={"players": players, **values}, seed=seed, seats=seats, actions=texts
    )
    return record, state


@pytest.fixture
def make_game() -> Callable[..., Played]:
    """`play` itself, for tests that need games of other lengths or settings."""
    return play


@pytest.fixture
def played() -> Played:
    return play(30)


@pytest.fixture
def saved(tmp_path: Path, played: Played) -> Path:
    """A good save file of a 30-action, 4-player game."""
    path = tmp_path / "game.json"
    write_save(path, *played)
    return path


@pytest.fixture
def folder_listing(tmp_path: Path) -> Callable[[], list[str]]:
    """Every name under tmp_path, hidden temporary files included: to check nothing was left behind."""
    return lambda: sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*"))
