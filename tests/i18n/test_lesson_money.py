"""The lessons write money as the game does in each language: "100 $" in Spanish (the locale's format, a
no-break space before the sign) wherever the table writes "100 $", "$100" where it writes "$100"; and the
lesson's callout still finds the amounts it names on the table in either order."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale
from ts_files import LANGUAGES, forms, messages

from ponzi_desktop.ui.lesson.clear import amounts

AMOUNT_FIRST = re.compile(r"\$\s?\d")
AMOUNT_AFTER = re.compile(r"(\d)(\s?)\$")


def game_money(lang: str, value: int) -> str:
    """How the game writes `value` in `lang` (ui/formatting.money with that language's locale)."""
    return QLocale(lang).toCurrencyString(value, "$")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_write_money_as_the_game_does(lang):
    sign_after = game_money(lang, 100).endswith("$")
    wrong = []
    for m in messages(lang):
        if not m.context.endswith("Lesson") and "$" not in m.source:
            continue
        for text in forms(m):
            if sign_after and AMOUNT_FIRST.search(text):
                wrong.append(f"{m.context}: {text[:70]!r} writes $<digits>, the game <digits> $")
            if sign_after:
                wrong += [f"{m.context}: {text[:70]!r}: not the game's space before $"
                          for digit, space in AMOUNT_AFTER.findall(text) if space != "\u00a0"]
            if not sign_after and AMOUNT_AFTER.search(text) and m.context.endswith("Lesson"):
                wrong.append(f"{m.context}: {text[:70]!r} writes <digits> $, the game $<digits>")
    assert wrong == []
    if sign_after:
        assert game_money(lang, 23) == "23\u00a0$"


def test_the_amounts_a_lesson_names_are_found_in_either_order():
    assert amounts("Paga 11\u00a0$ y luego 1.500 $.") == {"11", "1500"}
    assert amounts("Pay $11, then $1,500.") == {"11", "1500"}
    assert amounts("row 10 of 12") == set()
