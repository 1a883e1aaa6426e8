"""The rulings a player meets at the table are in the in-app rules, in every language: when Undo cannot take a move back
(each game's hidden things: the deck, the bag, the dice and cards), and Anti-Monopoly's refusals (a Monopolist's
buildings need two unmortgaged streets; while you owe money you only sell back and mortgage). Each is a marked ruling,
and names the Undo button as the panel does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.rules_dialog import rules_file

LANGUAGES = ("en", "ja", "es", "zh_TW")
RULING = {"en": "> **Our ruling.**", "ja": "> **当方の裁定**：", "es": "> **Nuestra decisión.**",
          "zh_TW": "> **本程式的裁定**："}


def rulings(game: str, lang: str) -> list[str]:
    """The marked rulings of `game`'s rules in `lang`, each paragraph as one line."""
    text = resource_path("rules", lang, rules_file(game)).read_text(encoding="utf-8")
    out = []
    for block in text.split("\n\n"):
        block = block.strip()
        if block.startswith(RULING[lang]):
            out.append(" ".join(line.removeprefix(">").strip() for line in block.splitlines()))
    return out


@pytest.fixture
def speak(qapp):
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_every_game_says_when_undo_cannot_take_a_move_back(speak, game, lang):
    speak(lang)
    undo = QCoreApplication.translate("ActionPanel", "Undo")
    assert lang == "en" or undo != "Undo"
    said = [r for r in rulings(game, lang) if undo in r]
    assert said, (game, lang, undo)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_anti_monopoly_tells_the_refusals_a_player_meets(lang):
    words = {"en": ("fewer than two of their streets unmortgaged", "While you owe money"),
             "ja": ("抵当", "借金を払い終えるまで"),
             "es": ("hipotec", "Mientras debas dinero"),
             "zh_TW": ("抵押", "在還清債務之前")}[lang]
    said = rulings("anti_monopoly", lang)
    for word in words:
        assert any(word in r for r in said), (lang, word)
