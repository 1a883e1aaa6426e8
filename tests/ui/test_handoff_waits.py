"""One hand-over behaviour: while the panel shows Hand Over, the cover waits for it, whatever the move. Before, a Black
Friday price change ended the turn, showed Hand Over, and the cover came by itself about 2 s later; now no timer runs
while Hand Over is on view, in any game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import game_page, games
from ponzi_desktop.ui.session import GameSession

SHORT = {"anti_monopoly": {"round_limit": 12}}


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_cover_waits_for_hand_over_in_every_game(qtbot, window, tmp_path, game, monkeypatch):
    monkeypatch.setattr(game_page, "HOLD_MS", 100)  # the old moment, short: waiting longer proves no timer
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cleo")]
    session = GameSession.new(game, {**SHORT.get(game, {}), "start_player": 0}, 5, seats, autosave_dir=tmp_path,
                              bot_delay_ms=0)
    window.settings.animation_speed = "off"
    window.start_session(session)
    page = window.game_page
    button = page.table.panel.hand_over_button
    rng, bot = random.Random(3), RandomBot()
    holds, waited, price_change = 0, False, False
    for _ in range(300):
        QApplication.processEvents()
        if session.is_over or holds >= 4 and waited:
            break
        if page.cover.isVisible():
            page.cover.claim()
        elif page.handoff_held:
            holds += 1
            assert not button.isHidden() and not page._hold_timer.isActive()
            kinds = {e.kind for e in page.log_view.model._groups[-1]}
            price_change = "price_change_started" in kinds
            if not waited and (price_change or game != "black_friday"):  # Black Friday: after a price change
                QTest.qWait(game_page.HOLD_MS + 300)  # longer than the moment: the cover still waits
                waited = True
            assert page.handoff_held and not page.cover.isVisible() and not button.isHidden()
            button.click()
            assert page.cover.isVisible() and session.viewer is None
        elif session.my_turn():
            assert page.table.submit(bot.choose(session.view(), rng))
        else:
            qtbot.waitUntil(lambda: session.my_turn() or session.is_over or page.cover.isVisible()
                            or page.handoff_held, timeout=20_000)
    assert holds >= 3 and waited


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_with_a_bot_between_two_people_the_cover_still_waits_for_hand_over(qtbot, window, tmp_path, game,
                                                                           monkeypatch):
    """Ann moves, the bot moves after her, then it is Bob's turn: Ann sees the bot's move played on her table
    and Hand Over; the cover comes when she presses it, not by itself (it once came at once)."""
    monkeypatch.setattr(game_page, "HOLD_MS", 100)  # the old moment, short: waiting longer proves no timer
    seats = [Seat(name="Ann", kind="human"), Seat(name="Robo", kind="bot", level="random"),
             Seat(name="Bob", kind="human")]
    session = GameSession.new(game, {**SHORT.get(game, {}), "start_player": 0}, 5, seats, autosave_dir=tmp_path,
                              bot_delay_ms=0)
    window.settings.animation_speed = "off"
    window.start_session(session)
    page = window.game_page
    button = page.table.panel.hand_over_button
    rng, bot = random.Random(3), RandomBot()
    across = 0  # hand-offs held after a bot's move
    for _ in range(400):
        QApplication.processEvents()
        if session.is_over or across >= 2:
            break
        if page.cover.isVisible():
            page.cover.claim()
        elif page.handoff_held:
            if page._hold_upto > session.last_action_by(session.viewer):  # a bot moved after the mover
                across += 1
                QTest.qWait(game_page.HOLD_MS + 300)
            assert page.handoff_held and not page.cover.isVisible() and not button.isHidden()
            assert session.viewer is not None  # the mover still looks, at their own table
            button.click()
            assert page.cover.isVisible() and session.viewer is None
        elif session.my_turn():
            assert session.submit(bot.choose(session.view(), rng))  # the session: no bonus-tile question
        else:
            qtbot.waitUntil(lambda: session.my_turn() or session.is_over or page.cover.isVisible()
                            or page.handoff_held, timeout=20_000)
    assert across >= 2
