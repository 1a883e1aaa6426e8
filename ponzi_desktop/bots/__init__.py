"""Bots: pure Python; a bot sees one seat's view and an rng, and returns a legal action.

Levels per game: "easy" (the random bot that never loses on the spot when it need not), "normal" (a
heuristic written from how good players play, under 50 ms) and "hard" (a search over sampled hidden
information, within a time or iteration budget). "random" plays every game. Every bot has
`choose(view, rng, budget=None) -> Action` and a `level`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget
from ponzi_desktop.bots.random_bot import RandomBot

LEVELS = ("easy", "normal", "hard")

# game id -> the package that holds its levels (a module attribute LEVELS: {level: bot class})
_GAME_PACKAGES = {
    "ponzi": "ponzi_desktop.bots.ponzi",
    "black_friday": "ponzi_desktop.bots.black_friday",
    "anti_monopoly": "ponzi_desktop.bots.anti_monopoly",
}


def levels_for(game: str) -> dict[str, type]:
    """The levels written so far for a game: {level: bot class}; empty for a game without bots yet."""
    name = _GAME_PACKAGES.get(game)
    if name is None:
        return {}
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return {}
    return dict(module.LEVELS)


def _level(level: str) -> Callable[[str], Any]:
    def make(game: str) -> Any:
        written = levels_for(game)
        if level in written:
            return written[level]()
        # a level not written yet for this game plays as the strongest one below it (random at worst),
        # so that a table set up for it still runs; `bot_names(game)` lists only the real ones
        for lower in reversed(LEVELS[:LEVELS.index(level)]):
            if lower in written:
                return written[lower]()
        return RandomBot()
    return make


# name -> factory(game_id) -> bot with choose(view, rng, budget=None)
_BOTS: dict[str, Callable[[str], Any]] = {
    "random": lambda game: RandomBot(),
    "easy": _level("easy"),
    "normal": _level("normal"),
    "hard": _level("hard"),
}


def bot_names(game: str | None = None) -> list[str]:
    """Every bot name; with a game id, only "random" and the levels written for that game."""
    if game is None:
        return list(_BOTS)
    written = levels_for(game)
    return ["random", *(level for level in LEVELS if level in written)]


def make_bot(name: str, game: str) -> Any:
    """A bot by name ("random", "easy", "normal", "hard") for a game id; KeyError for an unknown name."""
    return _BOTS[name](game)


__all__ = ["DEFAULT_HARD_BUDGET", "LEVELS", "Budget", "RandomBot", "bot_names", "levels_for", "make_bot"]
