"""Anti-Monopoly keeps nothing private at the table: between two people the cover waits until the board has
shown the bots' moves that came after the last person's move (the review saw a bot's turn run behind it)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from ponzi_desktop.ui.game_page import GamePage  # noqa: E402
from tests.table_mouse import app_settings  # noqa: E402

from .mouse_play import new_session  # noqa: E402


def test_the_cover_waits_for_the_bots_moves_to_be_shown(qtbot, tmp_path, monkeypatch):
    session = new_session(tmp_path, 3, humans=(0, 2), seed=4)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    qtbot.waitExposed(page)
    for _ in range(400):  # to the moment after a person's move, the next person's hand-off held
        QApplication.processEvents()
        if page.handoff_held:
            break
        if page.cover.isVisible():
            page.cover.claim()
        elif session.my_turn():
            ends = [c.action for c in session.view().choices if c.action.to_text() in ("end", "decline")]
            session.submit(ends[0] if ends else session.view().choices[0].action)
        else:
            qtbot.waitUntil(lambda: session.my_turn() or page.cover.isVisible() or page.handoff_held, timeout=30_000)
    assert page.handoff_held and not page.cover.isVisible()
    seat, mover_moved = page._holding, session.action_count - 2
    # as when bots moved after the person's move and the board has shown only the person's move so far
    monkeypatch.setattr(session, "last_action_by", lambda _seat: mover_moved)
    page._hold_timer.stop()
    page._board = mover_moved
    page._handoff(seat)
    QApplication.processEvents()
    assert not page.cover.isVisible() and page.handoff_held  # the bots' moves are still to be shown
    page._board_presented(session.action_count)  # the board has shown them: the cover waits for Hand Over
    assert not page.cover.isVisible() and page.handoff_held and not page._hold_timer.isActive()
    page.table.panel.hand_over_button.click()
    assert page.cover.isVisible()
