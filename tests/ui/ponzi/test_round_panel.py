"""The round panel (the deck's corner): the status line says every event whole in every language, the step
track reads as the round's steps, and after the game nothing there speaks of a round still to come."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem
from table_helpers import app_settings, random_actions, seats, session_at
from test_narration import SAMPLES

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.ponzi.narration import narrate
from ponzi_desktop.ui.ponzi.table import PonziTable

LANGUAGES = ("en", "ja", "es", "zh_TW")


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install("en")


def table_scale(qtbot, tmp_path, window) -> float:
    """How many screen pixels a scene unit is on a 1280x720 window's table (the log beside it)."""
    texts, _ = random_actions({"variant": "basic"}, 4, 3, lambda s, n: n >= 12)
    window.start_session(session_at(tmp_path, texts, {"variant": "basic"}, 3, seats(4)))
    qtbot.waitUntil(lambda: window.game_page is not None and window.game_page.table.view.transform().m11() > 0.3)
    table = window.game_page.table
    return table.view.transform().m11()


def drawn(item: QGraphicsItem, scale: float) -> list:
    """What `item` draws at `scale` screen pixels a unit, through the kit's probe."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.scale(scale, scale)
    with TextProbe() as probe:
        item.paint(painter, None)
    painter.end()
    return probe.drawn


def test_the_status_line_says_every_event_whole_in_every_language(qtbot, tmp_path, window, english_after):
    """The status line under the phase shows what the board is showing (the log's words): on two lines where
    one is not enough, never cut with "…", at 11 px or more, in a 1280x720 window."""
    scale = table_scale(qtbot, tmp_path, window)
    status = window.game_page.table.scene.piles.status
    names = ["Player 1", "Player 2", "Player 3", "Player 4"]
    bad = []
    for lang in LANGUAGES:
        i18n.install(lang)
        sentences = {narrate(e.for_seat(viewer) or e, names, viewer) for e in SAMPLES for viewer in (None, 0, 1, 2)}
        for text in sentences:
            status.set_text(text)
            for d in drawn(status, scale):
                if d.cut or d.px < 11:
                    bad.append(f"{lang}: {text!r} ({d.px:.1f} px, cut={d.cut})")
    assert not bad, "\n".join(bad)


def test_the_step_discs_say_they_are_the_rounds_steps_in_every_language(english_after):
    """ "Steps:" before the discs: the six discs after "Round 1" are the round's steps, not six rounds."""
    from ponzi_desktop.ui.kit.pieces import StepTrack
    from ponzi_desktop.ui.ponzi.board import PilesArea

    for lang in LANGUAGES:
        i18n.install(lang)
        piles = PilesArea(410, 344)
        assert piles.track.caption and piles.track.visible_texts()[0] == piles.track.caption
        assert piles.track.width() <= 410 - 16 - 14  # within the panel
        assert piles.track.caption not in StepTrack(["a", "b"]).visible_texts()  # the caption is the owner's
        for d in drawn(piles.track, 0.65):
            assert not d.cut and d.px >= 11, (lang, d)


def test_after_the_game_nothing_falls_due_and_no_crash_is_coming(qtbot, tmp_path):
    """Game over: no area says "Due this round: $121" (a bankrupt player's least of all), and the round panel
    no longer counts bears towards a crash."""
    texts, state = random_actions({"variant": "basic"}, 4, 5, lambda s, n: False)
    assert state.is_over and any(p.bankrupt for p in state.view(None).players)
    session = session_at(tmp_path, texts, {"variant": "basic"}, 5, seats(4))
    table = PonziTable(session, app_settings(tmp_path))
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    shown = table.visible_texts()
    assert not [t for t in shown if t.startswith(("Due this round", "Nothing due", "Bears on the board"))], shown
    assert all(not area.toolTip() for area in table.scene.areas)
    session.shutdown()


def test_a_bankrupt_players_area_says_nothing_is_due(qtbot, tmp_path):
    from ponzi_desktop.ui.ponzi.scene import PonziScene, SeatLook

    texts, state = random_actions({"variant": "basic"}, 4, 5, lambda s, n: False)
    view = state.view(0)
    scene = PonziScene(view.industries, [SeatLook(n, table_colour(), False) for n in "ABCD"], False)
    scene.sync(view, 0)
    for area, pv in zip(scene.areas, view.players, strict=True):
        if pv.bankrupt:
            assert area.due_text.text() == ""


def table_colour():
    from PySide6.QtGui import QColor

    return QColor("#336699")
