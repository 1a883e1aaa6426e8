"""Bots: pure Python; a bot sees one seat's view and an rng, and returns a legal action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ponzi_desktop.bots.random_bot import RandomBot

# name -> factory(game_id) -> bot with choose(view, rng, budget=None)
_BOTS: dict[str, Callable[[str], Any]] = {
    "random": lambda game: RandomBot(),
}


def bot_names() -> list[str]:
    return list(_BOTS)


def make_bot(name: str, game: str) -> Any:
    """A bot by name ("random", ...) for a game id; KeyError for an unknown name."""
    return _BOTS[name](game)
