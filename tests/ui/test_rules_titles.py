"""Each rules document opens with the game's name as the app writes it in that language: the Rules window's title
("Reglas de %1") and the heading under it agree (the Spanish Anti-Monopoly rules were headed in English while the
window said Antimonopolio)."""

from __future__ import annotations

import pytest

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.rules_dialog import rules_path

LANGUAGES = ("en", "ja", "es", "zh_TW")


@pytest.fixture
def language(request, qapp):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_each_rules_document_is_headed_with_the_games_name(language):
    for game in games.registered():
        path = rules_path(game.id, language)
        heading = path.read_text(encoding="utf-8").splitlines()[0]
        assert heading == f"# {games.title(game.id)}", (language, game.id, heading)
