""""Seal and Hand Over" does what it says: in hot-seat, sealing an envelope for another person at this screen
covers the table for them at once (a play review had to press Hand Over a second time after it)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.ponzi.actions import Offer
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.session import GameSession


def test_sealing_an_envelope_for_another_person_hands_the_screen_over(qtbot, window, tmp_path):
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cleo")]
    session = GameSession.new("ponzi", {"start_player": 0}, 4, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    table = page.table
    rng, bot = random.Random(5), RandomBot()
    for _ in range(600):
        QApplication.processEvents()
        assert not session.is_over, "no envelope in the whole game"
        if page.cover.isVisible():
            page.cover.claim()
        elif page.handoff_held:
            table.panel.hand_over_button.click()
        elif session.my_turn():
            view = session.view()
            offer = next((c for c in view.choices if isinstance(c.action, Offer) and c.param == "amount"), None)
            if offer is not None:
                break
            assert session.submit(bot.choose(view, rng))
        else:
            qtbot.waitUntil(lambda: session.my_turn() or page.cover.isVisible() or page.handoff_held,
                            timeout=10_000)
    target = offer.action.target
    table.open_offer(target, offer.action.industry)
    dialog = table.offer_dialog
    assert dialog.seal.text() == "Seal and Hand Over"
    dialog.seal.click()
    QApplication.processEvents()
    assert session.view(None).phase == "answer"  # the offer is played
    assert page.cover.isVisible() and not page.handoff_held and session.viewer is None  # and handed over
    assert page.cover.seat == target
