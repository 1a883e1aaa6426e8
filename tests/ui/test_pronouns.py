"""A bot is never "she" in one place and "their" in another: the lessons name Ada and Bruno (or say "they"),
and the log and the envelope say a player's name where they once said "their"."""

import json
import re

import pytest

from ponzi_desktop.engine.core import Event
from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui import games
from ponzi_desktop.ui.black_friday.narration import narrate as black_friday_narrate
from ponzi_desktop.ui.ponzi.hint import hint_text

GENDERED = re.compile(r"\b(he|she|him|her|his|hers|himself|herself)\b", re.IGNORECASE)


def lesson_texts(game: str) -> list[str]:
    path = resource_path("lessons", f"{game}.json")
    if not path.exists():
        return []
    texts: list[str] = []

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("title", "text", "refusal") and isinstance(value, str):
                    texts.append(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(path.read_text(encoding="utf-8")))
    return texts


@pytest.mark.parametrize("game", [g.id for g in games.registered()])
def test_no_lesson_gives_a_player_a_gender(game):
    said = [t for t in lesson_texts(game) if GENDERED.search(t)]
    assert not said, said


def test_the_lessons_were_read():
    assert lesson_texts("ponzi") and lesson_texts("anti_monopoly")


@pytest.mark.parametrize("advantage", ["extra_sell", "extra_gold", "free_move"])
def test_black_friday_names_who_uses_the_bonus_tile(advantage):
    line = black_friday_narrate(Event("bonus_used", 1, {"advantage": advantage}), ["You", "Ada", "Bruno"], 0)
    assert line.startswith("Ada uses the bonus tile") and "their" not in line, line


def test_the_ponzi_hint_names_whose_tile():
    from ponzi_desktop.engine.ponzi.actions import Offer

    line = hint_text(Offer(target=1, industry="transportation", amount=23), "trading", ["You", "Ada", "Bruno"])
    assert "one of Ada's" in line and "their" not in line, line
