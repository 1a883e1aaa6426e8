"""The status line above the holders' screens has a fixed slot: the longest narration of a move (a share from a sale
row to the market, with a long name) fits it whole in every language, on two lines at most, and its letters keep clear
of the screens under it (a review saw the second line touch their tops)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.kit.pieces import TextProbe

from .test_table import new_session, page_for

LANGUAGES = ("en", "ja", "es", "zh_TW")


@pytest.fixture
def language(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_long_status_fits_its_slot_whole(qtbot, tmp_path, language):
    session = new_session(tmp_path, 5)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    scene = page.table.scene
    words = QCoreApplication.translate(
        "BlackFridayLog", "%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)",
        "", 2)
    text = words.replace("%1", "Bartholomew").replace("%2", "Blue").replace("%3", "1")
    scene.status.set_text(text)
    screens_top = min(s.sceneBoundingRect().top() for s in scene.screens)
    with TextProbe() as probe:
        page.table.view.viewport().grab()
    QApplication.processEvents()
    drawn = [d for d in probe.drawn if d.text == text]
    assert drawn, "the status was not drawn"
    for d in drawn:
        assert not d.cut, (d.text, d.px, d.asked, d.rect, d.lines)
        assert 1 <= len(d.lines) <= 2, d.lines
        bottom = page.table.view.mapToScene(d.rect.bottomLeft().toPoint()).y()
        assert screens_top - bottom >= 14, (bottom, screens_top)  # clear of a lit screen's glow too
    page.close()
