"""The panel's heading in a window maximised on a 1280x720 screen: "Round 12 · Time is up: the Treasury only"
took two lines there in English. Every heading the Anti-Monopoly table may show keeps to one line in English,
and in every language it is whole and showing it moves nothing: the panel, the prompt, the fixed buttons and
the board keep their places and sizes (a heading longer than a third of the row has a fixed two-line slot)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def places(window) -> tuple:
    table = window.game_page.table
    panel = table.panel
    return (table.view.geometry().getRect(), round(table.view.transform().m11(), 6), panel.geometry().getRect(),
            panel.title.geometry().getRect(), panel.prompt.geometry().getRect(),
            *(b.geometry().getRect() for b in panel.fixed_buttons))


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_every_heading_is_whole_moves_nothing_and_keeps_to_one_line_in_english(qtbot, app_settings,
                                                                               english_after, lang):
    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    window.start_session(session_at("anti_monopoly", 4, 3, 12))
    QApplication.processEvents()
    table = window.game_page.table
    panel = table.panel
    first = places(window)
    bad = []
    for heading in table.heading_samples(table.session.view()):
        panel.words.set_title(heading)
        QApplication.processEvents()
        title = panel.title
        if places(window) != first:
            bad.append(f"{heading!r} moved something: {places(window)} != {first}")
        if title.heightForWidth(title.width()) > title.height():
            bad.append(f"{heading!r} is cut: {title.heightForWidth(title.width())} px high in {title.height()}")
        one = math.ceil(QFontMetrics(title.font()).horizontalAdvance(heading)) + 2
        if lang == "en" and one > title.width():
            bad.append(f"{heading!r} takes two lines ({one} px in {title.width()})")
    window.close_session()
    assert not bad, "\n".join(bad)
