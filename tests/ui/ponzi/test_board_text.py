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
from ponzi_desktop.ui.kit.look import MIN_TEXT_PX  # noqa: E402


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_boards_cards_and_row_captions_are_not_shrunk_to_fit(qtbot, app_settings, english_after, lang):
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    bad = []
    for players, settings, actions in ((3, {}, 0), (5, {"variant": "advanced"}, 12), (4, {}, 45)):
        session = session_at("ponzi", players, 3, actions, settings=settings)
        window.start_session(session)
        table = window.game_page.table
        table.view.viewport().setUpdatesEnabled(False)  # `table_texts` draws the scene itself: no need to paint it
        QApplication.processEvents()
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


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_supplys_industry_names_are_all_one_size_and_legible(qtbot, app_settings, english_after, lang):
    """In the advanced game "Transportation" was shrunk to the table's floor (about 11 px at 1280x720) to make
    room for the luxuries, beside "Grain" at its full size: the names are one list, at one size, none under the
    table's smallest text and none cut, with or without the luxuries."""
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    bad = []
    for players, settings in ((3, {}), (5, {"variant": "advanced"}), (4, {"variant": "advanced"})):
        session = session_at("ponzi", players, 3, 12, settings=settings)
        window.start_session(session)
        table = window.game_page.table
        table.view.viewport().setUpdatesEnabled(False)  # `table_texts` draws the scene itself: no need to paint it
        QApplication.processEvents()
        names = {item.text() for item in table.scene.supply.names.values()}
        drawn = [d for d in table_texts(table) if d.text in names]
        assert {d.text for d in drawn} == names
        sizes = {round(d.px, 2) for d in drawn}
        where = f"{players} players {settings}"
        if len(sizes) != 1:
            bad.append(f"{where}: names at {sorted((d.text, round(d.px, 1)) for d in drawn)}")
        bad += [f"{where}: {d.text!r} at {d.px:.1f} px" + (" (cut)" if d.cut else "")
                for d in drawn if d.px < MIN_TEXT_PX - 0.01 or d.cut]
    window.close_session()
    assert not bad, "\n".join(dict.fromkeys(bad))
