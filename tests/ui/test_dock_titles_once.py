"""A dock says its name once: in its title bar. A review saw "Money and property" in the title bar and again as
the panel's own heading under it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.session import GameSession

WITH_DOCKS = [g.id for g in games.playable() if g.docks]


@pytest.mark.parametrize("game", WITH_DOCKS)
def test_no_dock_repeats_its_title_inside(qtbot, window, tmp_path, game):
    seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy")]
    window.start_session(GameSession.new(game, {}, 5, seats, autosave_dir=tmp_path, bot_delay_ms=0))
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    QApplication.processEvents()
    docks = window.findChildren(QDockWidget)
    assert docks
    for dock in docks:
        bar = dock.titleBarWidget()
        title = (bar.title.text() if hasattr(bar, "title") else dock.windowTitle()).replace("&", "").casefold()
        inner = dock.widget()
        if inner is None or not title:
            continue
        words = [label.text().casefold() for label in inner.findChildren(QLabel)]
        assert title not in words, (game, title)
