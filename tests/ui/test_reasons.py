"""Every refusal and every greyed control says why, for every game that has a table: a greyed button of the
action panel carries its reason in its tooltip and says it in the prompt line when pressed; a greyed menu
entry says why too; Undo greyed at a barrier names the barrier; every kind of event that stops undo has
words."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton, QWidgetAction  # noqa: E402

from ponzi_desktop.bots.random_bot import RandomBot  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord, Seat  # noqa: E402
from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.kit.labels import REFUSALS, UNDO_BARRIERS, label  # noqa: E402
from ponzi_desktop.ui.kit.reasons import reason_of  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

PLAYABLE = [g.id for g in games.playable()]
NAMES = ["Ann", "Bob", "Cleo", "Dev"]


def hot_seat(tmp_path, game: str, seed: int) -> GameSession:
    """A game of people only (every seat at this screen): no bot thread, the test plays every seat."""
    spec = game_spec(game)
    players = min(3, spec.max_players)
    model = spec.settings_from(players, {})
    seats = [Seat(name=NAMES[i], kind="human") for i in range(players)]
    record = GameRecord(game=game, settings=model.model_dump(mode="json"), seed=seed, seats=seats, actions=[])
    session = GameSession(record, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    session.hold_handoffs = True  # as the game page does: the mover sees their move before the cover
    return session


def greyed_menu_entries(button: QPushButton) -> list:
    menu = button.menu()
    # a menu's heading (kit.reasons.menu_prompt: the question its entries answer) is no entry to choose
    return [] if menu is None else [a for a in menu.actions() if not a.isSeparator() and not a.isEnabled()
                                    and not isinstance(a, QWidgetAction)]


@pytest.mark.parametrize("game", PLAYABLE)
def test_every_greyed_control_says_why_and_says_it_when_pressed(qtbot, app_settings, tmp_path, game):
    app_settings.animation_speed = "off"
    session = hot_seat(tmp_path, game, 4)
    table = games.load(games.game_ui(game).table)(session, app_settings)
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    rng, bot = random.Random(7), RandomBot()
    greyed_seen = pressed = barriers = 0
    for _step in range(24):
        if session.is_over:
            break
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        QApplication.processEvents()
        panel = table.panel
        buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible()]
        for b in buttons:
            if not b.isEnabled():
                greyed_seen += 1
                assert reason_of(b) and b.toolTip(), (game, b.text(), session.view().phase)
                assert "Nothing to do now" not in reason_of(b) and "Not possible now" not in reason_of(b)
            for act in greyed_menu_entries(b):
                assert act.toolTip() and act.toolTip() != act.text(), (game, b.text(), act.text())
        if panel.undo_button.isVisible() and not panel.undo_button.isEnabled():
            barriers += 1
            assert reason_of(panel.undo_button) == label(REFUSALS, session.undo_refusal())
        greyed = [b for b in buttons if not b.isEnabled()]
        if greyed:  # pressed anyway: the prompt line says why, as for a refused drag
            b = rng.choice(greyed)
            QTest.mouseClick(b, Qt.MouseButton.LeftButton)
            assert panel.prompt.text() == reason_of(b)
            assert panel.prompt.property("refusal")
            pressed += 1
        view = session.view()
        if view.actor is None or view.actor != session.viewer:
            break
        assert table.submit(bot.choose(view, rng))
        table.animator.snap()
    assert greyed_seen > 3 and pressed > 0, (greyed_seen, pressed)


def test_every_kind_of_event_that_stops_undo_has_words():
    for game in PLAYABLE:
        for kind in game_spec(game).revealing_events:
            code = "undo_revealed_" + kind
            assert code in REFUSALS and code in UNDO_BARRIERS, (game, kind)


@pytest.mark.parametrize("game", PLAYABLE)
def test_undo_greyed_at_a_barrier_names_it(qtbot, app_settings, tmp_path, game):
    """Play the person's moves until one brings something hidden to light: Undo stays, greyed, saying which."""
    app_settings.animation_speed = "off"
    session = hot_seat(tmp_path, game, 9)
    table = games.load(games.game_ui(game).table)(session, app_settings)
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    rng, bot = random.Random(3), RandomBot()
    for _step in range(400):
        if session.is_over:
            break
        code = session.undo_refusal()
        if code in UNDO_BARRIERS:
            QApplication.processEvents()
            undo = table.panel.undo_button
            assert undo.isVisible() and not undo.isEnabled() and reason_of(undo) == label(REFUSALS, code)
            table.undo()
            assert table.panel.prompt.text() == label(REFUSALS, code)
            return
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        assert table.submit(bot.choose(session.view(), rng))
    pytest.fail(f"no barrier met in {game}")



@pytest.mark.parametrize("game", PLAYABLE)
def test_undo_after_opening_a_save_is_greyed_and_says_why(qtbot, app_settings, tmp_path, game):
    """A move that could be undone, saved and opened again: Undo stays on the panel, greyed, saying that moves
    made before the game was opened cannot be undone (it was gone altogether)."""
    app_settings.animation_speed = "off"
    session = hot_seat(tmp_path, game, 9)
    rng, bot = random.Random(3), RandomBot()
    for _step in range(400):
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        if session.can_undo() or session.is_over:
            break
        session.submit(bot.choose(session.view(), rng))
    assert session.can_undo(), game
    session.save(tmp_path / "saved.json")
    loaded = GameSession.load(tmp_path / "saved.json", autosave_dir=tmp_path / "autosave2", bot_delay_ms=0)
    loaded.hold_handoffs = True
    if loaded.handoff_pending is not None:
        loaded.claim_seat(loaded.handoff_pending)
    assert loaded.undo_refusal() == "undo_loaded"
    table = games.load(games.game_ui(game).table)(loaded, app_settings)
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    QApplication.processEvents()
    undo = table.panel.undo_button
    assert undo.isVisible() and not undo.isEnabled() and reason_of(undo) == label(REFUSALS, "undo_loaded")
    table.undo()
    assert table.panel.prompt.text() == label(REFUSALS, "undo_loaded")


def test_a_greyed_hint_pressed_says_why_and_gives_the_hint_back(qtbot):
    """Once a hint is in, Hint is greyed; pressed, it says why for a moment, then the hint's sentence is back."""
    from ponzi_desktop.ui.kit.action_panel import ActionPanel

    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_hint(True, False, "Hint: fund the $16 card.")
    assert not panel.hint_button.isEnabled() and reason_of(panel.hint_button)
    QTest.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert panel.prompt.text() == reason_of(panel.hint_button)
    panel.words.clear_refusal()  # its few seconds are over
    assert panel.prompt.text() == "Hint: fund the $16 card."
    panel.show_hint(True, False, None)
    assert panel.hint_button.isEnabled() and not reason_of(panel.hint_button)
    assert panel.hint_button.toolTip().startswith("Ask the hard bot")
