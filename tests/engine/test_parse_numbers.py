"""Action texts with absurd numbers (a tampered save, a typo in the CLI) are refused as texts, never crash.

Python refuses to turn a text of over 4,300 digits into an int with a ValueError of its own; every parser
must say ActionParseError instead, whose message stays short.
"""

from __future__ import annotations

import re

import pytest

from ponzi_desktop.engine.core import MAX_DIGITS, ActionParseError, all_games, game_spec
from ponzi_desktop.persistence.sample import random_record

GAMES = [spec.id for spec in all_games()]
NUMBER = re.compile(r"(?<![\w-])-?\d+(?!\w)")


def texts_with_numbers(game: str) -> set[str]:
    """The text of every kind of action that carries a number, seen in a few random games."""
    seen: dict[str, str] = {}
    for seed in range(6):
        for text in random_record(["A", "B", "C", "D"], None, seed=seed, game=game).actions:
            if NUMBER.search(text):
                seen.setdefault(NUMBER.sub("#", text), text)
    return set(seen.values())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 4400, "1" * (MAX_DIGITS + 1)])
def test_huge_numbers_are_refused_as_texts(game, number):
    spec = game_spec(game)
    texts = texts_with_numbers(game)
    assert texts, f"no action of {game} carries a number"
    for text in texts:
        spec.parse_action(text)  # the original reads
        for match in NUMBER.finditer(text):
            bad = text[: match.start()] + number + text[match.end():]
            with pytest.raises(ActionParseError) as caught:
                spec.parse_action(bad)
            assert len(str(caught.value)) < 300


@pytest.mark.parametrize("game", GAMES)
def test_numbers_as_long_as_allowed_still_read(game):
    spec = game_spec(game)
    for text in texts_with_numbers(game):
        for match in NUMBER.finditer(text):
            try:
                spec.parse_action(text[: match.start()] + "9" * MAX_DIGITS + text[match.end():])
            except ActionParseError as exc:  # a parser may bound its number further, but in words
                assert "not a whole number" not in str(exc)
