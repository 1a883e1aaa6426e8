"""Bots: pure Python; a bot sees one seat's view and an rng, and returns a legal action.

Levels per game: "easy" (the random bot that never loses on the spot when it need not), "normal" (a
heuristic written from how good players play, under 50 ms) and "hard" (a search over sampled hidden
information, within a time or iteration budget). "random" plays every game that declares its bots. A game
declares the levels it has (`bots/<id>/`'s `LEVELS`, or `register`); asking for one it does not have is an
error, never a weaker bot in its place. A game may also declare a "random" bot of its own, for a rule of sense
the plain random bot cannot know (Anti-Monopoly's: no mortgage taken back in the turn it was taken). Every bot
has `choose(view, rng, budget=None) -> Action` and a `level`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from contextlib import AbstractContextManager
from typing import Any

from ponzi_desktop.bots.budget import DEFAULT_HARD_BUDGET, Budget
from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.game_packages import GamePackages

LEVELS = ("easy", "normal", "hard")

#: Each game's levels: `bots/<id>/` exporting `LEVELS` ({level: bot class}), or registered from elsewhere. A
#: game's levels are exactly those it declares; one that declares none (an empty `LEVELS`) is played by the
#: random bot only, and a game the bots do not know at all is played by no bot.
_GAMES: GamePackages[dict] = GamePackages("ponzi_desktop.bots", "LEVELS", dict)


def _checked(game: str, levels: Mapping[str, type]) -> dict[str, type]:
    unknown = sorted(set(levels) - {"random", *LEVELS})
    if unknown:
        raise ValueError(f"bots for {game!r} declare levels {', '.join(unknown)}; the levels are {', '.join(LEVELS)}")
    return dict(levels)


def register(game: str, levels: Mapping[str, type]) -> dict[str, type]:
    """Declare the bot levels of a game that has no package under `bots/` (a test's): {level: bot class};
    an empty mapping says it is played by the random bot only. ValueError when the game has bots already."""
    return _GAMES.register(game, _checked(game, levels))


def unregister(game: str) -> None:
    """Take away the bots `register` declared for a game."""
    _GAMES.unregister(game)


def game_registered(game: str, levels: Mapping[str, type]) -> AbstractContextManager[dict[str, type]]:
    """`register(game, levels)` for the length of a `with` block."""
    return _GAMES.registered(game, _checked(game, levels))


def levels_for(game: str) -> dict[str, type]:
    """The levels a game declares: {level: bot class} (empty: the random bot only); KeyError for a game that
    declares no bots at all."""
    return {level: bot for level, bot in _declared(game).items() if level != "random"}


def _declared(game: str) -> dict[str, type]:
    """What a game declares: its levels, and its own random bot if it has one."""
    levels = _GAMES.find(game)
    if levels is None:
        raise KeyError(f"no bots for game {game!r}: it has no package bots/{game}/ exporting LEVELS and nobody "
                       f"registered any (bots know {', '.join(_GAMES.ids())})")
    return _checked(game, levels)


def _level(level: str) -> Callable[[str], Any]:
    def make(game: str) -> Any:
        written = levels_for(game)
        if level not in written:
            have = ", ".join(written) or "none, only the random bot"
            raise KeyError(f"game {game!r} has no {level!r} bot (its levels: {have})")
        return written[level]()
    return make


def _random(game: str) -> Any:
    # a game plays with bots, even the random one, only when its registration says so
    return _declared(game).get("random", RandomBot)()


# name -> factory(game_id) -> bot with choose(view, rng, budget=None)
_BOTS: dict[str, Callable[[str], Any]] = {
    "random": _random,
    "easy": _level("easy"),
    "normal": _level("normal"),
    "hard": _level("hard"),
}


def bot_names(game: str | None = None) -> list[str]:
    """Every bot name; with a game id, "random" and the levels that game declares (KeyError for a game with
    no bots registration)."""
    if game is None:
        return list(_BOTS)
    written = levels_for(game)
    return ["random", *(level for level in LEVELS if level in written)]


def make_bot(name: str, game: str) -> Any:
    """A bot by name ("random", "easy", "normal", "hard") for a game id; KeyError, in words, for an unknown
    name, a game without bots, or a level the game does not have."""
    try:
        factory = _BOTS[name]
    except KeyError:
        raise KeyError(f"no bot named {name!r} (the bots: {', '.join(_BOTS)})") from None
    return factory(game)


__all__ = ["DEFAULT_HARD_BUDGET", "LEVELS", "Budget", "RandomBot", "bot_names", "game_registered", "levels_for",
           "make_bot", "register", "unregister"]
