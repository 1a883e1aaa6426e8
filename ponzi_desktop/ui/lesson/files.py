"""Where the lessons are: one file a game under resources/lessons/. Light on purpose (no pydantic, no plan read):
the start page asks which games have a lesson while it is drawn; plan.py reads a lesson when one starts."""

from __future__ import annotations

from pathlib import Path

from ponzi_desktop.paths import resources_dir
from ponzi_desktop.ui import games

#: The lessons' folder under resources/.
FOLDER = "lessons"


def lesson_path(game: str) -> Path:
    """Where `game`'s lesson file is."""
    return resources_dir() / FOLDER / f"{game}.json"


def has_lesson(game: str) -> bool:
    """Whether `game` has a lesson (its file is there)."""
    try:
        return lesson_path(game).is_file()
    except FileNotFoundError:
        return False


def lesson_games() -> list[str]:
    """The games with a table and a lesson, in start-page order."""
    return [g.id for g in games.playable() if has_lesson(g.id)]
