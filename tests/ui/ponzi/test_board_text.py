"""The funding board's words at their own size in every language, in a window maximised on a 1280x720 screen.

The table rule (`tests/ui/test_table_rules.py`) holds every text to 11 px there and fails on a cut one, but
`draw_text` shrinks a text that does not fit its box (to 85 % of its size, never under the table's smallest
text) before it elides it: the Japanese interest line on a fund card ("3ラウンド毎に$114") and the row captions
("1枚目のプレート") were shrunk to that floor, edge to edge on the card, and passed. Here the board's texts (its
cards' lines and its row captions) must be drawn at the size they were asked for: they fit, in every language.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from test_table_rules import open_window, session_at  # noqa: E402
from widget_checks import MAXIMISED_720, table_texts  # noqa: E402

from ponzi_desktop.ui import i18n  # noqa: E402


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_boards_cards_and_row_captions_are_not_shrunk_to_fit(qtbot, app_settings, tmp_path, english_after, lang):
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    bad = []
    for players, settings, actions in ((3, {}, 0), (5, {"variant": "advanced"}, 12), (4, {}, 45)):
        session = session_at(tmp_path, "ponzi", players, 3, actions, settings=settings)
        window.start_session(session)
        QApplication.processEvents()
        table = window.game_page.table
        board = table.scene.board
        words = {sub.text() for _, sub in board.row_labels}
        for card in board.cards.values():
            words.add(card._pays_text(card.facts))
        drawn = [d for d in table_texts(table) if d.text in words]
        assert {d.text for d in drawn} == words
        bad += [f"{players} players: {d.text!r} at {d.px:.1f} px, asked {d.asked:.1f}" + (" (cut)" if d.cut else "")
                for d in drawn if d.px < d.asked - 1e-6 or d.cut]
    window.close_session()
    assert not bad, "\n".join(dict.fromkeys(bad))
