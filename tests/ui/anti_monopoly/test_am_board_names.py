"""A space is named the same on the board, the deed card and in the log, in every language; where the board has
no room for the whole name it writes the language's own short form, broken only between whole words (never
"Rail-/road", "ウォル/ナット" or "哈佛廣/場"): Chinese and Japanese only where their form says."""

from __future__ import annotations

import re
import unicodedata

import pytest

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.deed import DeedCard
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.anti_monopoly.narration import narrate
from ponzi_desktop.ui.anti_monopoly.spaces import NAME_PX, STRETCHES, SpaceItem, fits, unspaced

LANGUAGES = ("en", "es", "ja", "zh_TW")
KATAKANA = re.compile(r"[\u30a1-\u30fa\u30fc]")


@pytest.fixture
def language(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def plain(word: str) -> str:
    """A word without accents, full stops, apostrophes and case: "Eléc." -> "elec"."""
    text = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in text if ch.isalnum())


def abbreviates(short: str, word: str) -> bool:
    """Whether `short` is `word` or an abbreviation of it: its letters in order, starting with the same one."""
    short, word = plain(short), plain(word)
    if not short or not word or short[0] != word[0]:
        return False
    rest = iter(word)
    return all(ch in rest for ch in short)


def named_spaces() -> list[int]:
    b = board()
    return [sq for sq in range(b.size) if b.is_property[sq] or sq in (4, 38)]


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_board_names_fit_whole_and_break_only_between_words(qapp, language):
    for sq in named_spaces():
        item = SpaceItem(sq)
        shown, full = item.name, space_name(sq)
        assert item.name_stretch in STRETCHES
        assert fits(shown, item.name_box, NAME_PX, stretch=item.name_stretch, own_breaks=True), (language, sq, shown)
        if shown == full:
            continue
        lines = shown.split("\n")
        if unspaced(shown):
            # Chinese and Japanese: no line of one character, no katakana word cut in two
            assert all(len(line) > 1 for line in lines), (language, sq, shown)
            for a, b in zip(lines, lines[1:], strict=False):
                # between two katakana words only: a "・" there in the full name, or written at the break
                between_words = a.endswith("・") or f"{a}・{b[:1]}" in full
                assert between_words or not (KATAKANA.match(a[-1]) and KATAKANA.match(b[0])), (language, sq, shown)
        else:
            assert not any(line.endswith("-") for line in lines), (language, sq, shown)
            words = full.replace("-", " ").split()
            for word in shown.split():
                assert any(abbreviates(word, w) for w in words), (language, sq, shown, word)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_deed_and_the_log_name_a_space_as_its_card_does(qapp, language):
    from PySide6.QtGui import QColor

    from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game

    view = new_game(AntiMonopolySettings(players=2, roles=("competitor", "monopolist")), 3).view(0)
    card = DeedCard()
    for sq in (sq for sq in named_spaces() if board().is_property[sq]):
        full = space_name(sq)
        card.show_deed(sq, view, ["Ann", "Bob"], [QColor("green"), QColor("blue")])
        assert card.head == full
        bought = narrate(Event("bought", 1, {"square": sq, "price": board().price[sq]}), ["Ann", "Bob"], 0)
        assert full in bought, (language, sq, bought)
