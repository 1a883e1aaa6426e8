"""The shell around a table, for the defects players found: default names follow a seat's kind, every
game's rule settings have a form with the engine's limits and defaults, Undo says why not and sits on the
panel when it can be used, the end table closes and opens again, and the hand-off cover says what happened
since that person's last turn (publicly)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QSpinBox

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import all_games, game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.forms import limits
from ponzi_desktop.ui.new_game_dialog import NewGameDialog
from ponzi_desktop.ui.session import GameSession

GAME = games.playable()[0].id


def test_switching_a_seat_to_a_person_gives_a_persons_name_and_a_typed_name_stays(qtbot, app_settings):
    d = NewGameDialog(GAME, app_settings)
    qtbot.addWidget(d)
    bot = d.rows[1]
    assert bot.name().startswith("Bot")
    bot.kind.setCurrentIndex(0)  # a person now
    assert bot.name().startswith("Player") and bot.name() not in {r.name() for r in d.rows if r is not bot}
    bot.kind.setCurrentIndex(1)  # a bot again: a bot's default name again
    assert bot.name().startswith("Bot")
    qtbot.keyClicks(bot.name_edit, "x")  # typed by the person: theirs from now on
    typed = bot.name()
    bot.kind.setCurrentIndex(0)
    assert bot.name() == typed


def test_default_names_count_each_kind_in_seat_order(qtbot, app_settings):
    """Two people and one bot, made from the four default seats: the bot is "Bot 1", not "Bot 2"."""
    d = NewGameDialog(GAME, app_settings)
    qtbot.addWidget(d)
    while len(d.rows) > 4:
        d.remove_seat(d.rows[-1])
    while len(d.rows) < 4:
        d.add_seat()
    d.rows[1].kind.setCurrentIndex(0)  # the first bot becomes a person
    d.remove_seat(d.rows[3])
    assert [r.name() for r in d.rows] == ["Player 1", "Player 2", "Bot 1"]
    d.rows[0].name_edit.selectAll()
    qtbot.keyClicks(d.rows[0].name_edit, "Ann")  # typed: kept; the defaults go on counting without it
    d.add_seat()
    assert [r.name() for r in d.rows] == ["Ann", "Player 1", "Bot 1", "Bot 2"]


def test_default_names_follow_the_language_and_typed_names_stay(qtbot, app_settings):
    """Seats nobody named are named in the language of the day, whichever language remembered them."""
    from ponzi_desktop.ui import i18n

    try:
        for lang, person, bot in (("es", "Jugador 1", "Bot 1"), ("ja", "プレイヤー1", "ボット1"),
                                  ("zh_TW", "玩家1", "電腦1"), ("en", "Player 1", "Bot 1")):
            i18n.install(lang)
            d = NewGameDialog(GAME, app_settings)
            qtbot.addWidget(d)
            assert [r.name() for r in d.rows[:2]] == [person, bot], lang
            app_settings.set_last_seats([seat.model_dump() for seat in d.seats()])
        d.rows[1].name_edit.selectAll()
        qtbot.keyClicks(d.rows[1].name_edit, "Jugador 7b")  # typed: not a default in any language
        app_settings.set_last_seats([seat.model_dump() for seat in d.seats()])
        i18n.install("ja")
        d = NewGameDialog(GAME, app_settings)
        qtbot.addWidget(d)
        assert [r.name() for r in d.rows[:2]] == ["プレイヤー1", "Jugador 7b"]
    finally:
        i18n.install("en")


@pytest.mark.parametrize("game", sorted(g.id for g in games.registered()))
def test_every_games_rule_settings_have_a_form_with_the_engines_limits_and_defaults(qtbot, app_settings, game):
    d = NewGameDialog(game, app_settings)
    qtbot.addWidget(d)
    spec = game_spec(game)
    model = spec.settings_model
    asked = {s.name for s in d.rules.SETTINGS} | {"players", "start_player"}
    if "roles" in model.model_fields:
        asked.add("roles")
    assert asked == set(model.model_fields), f"settings of {game} without a field in the form"
    for name, spin in d.rules.spins.items():
        lo, hi = limits(model.model_fields[name])
        assert (spin.minimum(), spin.maximum()) == (lo, hi), name
    defaults = spec.settings_from(len(d.rows)).model_dump()
    values = d.settings()
    for key, value in values.items():
        if key != "start_player":
            assert value == defaults[key], (key, value, defaults[key])
    spec.settings_from(len(d.rows), values)  # what the dialog gives, the engine takes
    assert len(d.rows) in range(spec.min_players, spec.max_players + 1)
    assert d.findChildren(QSpinBox) or d.findChildren(QCheckBox) or d.rules.SETTINGS


# ---- a window with a game ---------------------------------------------------------------------------------
def record_of(game: str, players: int, seed: int, actions: int, humans=(0,)) -> GameRecord:
    spec = game_spec(game)
    model = spec.settings_from(players)
    state, bot, rng, texts = spec.new_game(model, seed), RandomBot(), random.Random(seed), []
    while not state.is_over and len(texts) < actions:
        action = bot.choose(state.view(state.current_player), rng)
        state.apply(action)
        texts.append(action.to_text())
    names = ["Ann", "Bob", "Cleo", "Dev"]
    seats = [Seat(name=names[i], kind="human" if i in humans else "bot", level=None if i in humans else "random")
             for i in range(players)]
    return GameRecord(game=game, settings=model.model_dump(mode="json"), seed=seed, seats=seats, actions=texts)


def test_undo_sits_on_the_panel_when_it_can_be_used_and_says_why_when_not(qtbot, window, tmp_path):
    session = GameSession(record_of(GAME, 3, 6, 0), autosave_dir=tmp_path, bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    table = window.game_page.table
    assert not table.panel.undo_button.isEnabled() and not table.panel.scores_button.isVisible()
    assert not window.menus.act_undo.isEnabled() and "no move" in window.menus.act_undo.toolTip()
    while not session.my_turn():
        session.set_paused(False)
        qtbot.waitUntil(lambda: session.my_turn() or session.is_over, timeout=20_000)
        session.set_paused(True)
    choice = next(c for c in session.view().choices if c.param is None and session.check(c.action) is None
                  and type(c.action).__name__ == "Pass")
    assert table.submit(choice.action)
    QApplication.processEvents()
    assert table.panel.undo_button.isVisible() and window.menus.act_undo.isEnabled()
    count = session.action_count
    qtbot.mouseClick(table.panel.undo_button, Qt.MouseButton.LeftButton)
    assert session.action_count == count - 1 and session.my_turn()
    assert not table.panel.undo_button.isEnabled()  # greyed in its slot: nothing left to undo
    window.undo()  # nothing left to undo: the prompt line says why, and only there (not in a notice too)
    assert table.panel.prompt.text() and table.panel.prompt.property("refusal") and not window.notices.text()


def test_the_end_table_closes_with_escape_and_opens_again(qtbot, window, tmp_path):
    record = record_of(GAME, 3, 2, 100_000)
    session = GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    qtbot.waitUntil(lambda: page.end_table_shown(), timeout=5000)
    qtbot.keyClick(page.end_table, Qt.Key.Key_Escape)
    assert not page.end_table_shown()
    assert window.menus.act_scores.isEnabled()
    window.menus.act_scores.trigger()
    assert page.end_table_shown()
    qtbot.mouseClick(page.end_table.board_button, Qt.MouseButton.LeftButton)
    assert not page.end_table_shown()
    scores = page.table.panel.scores_button  # on the panel, where the eye is after a look at the board
    assert scores.isVisible()
    qtbot.mouseClick(scores, Qt.MouseButton.LeftButton)
    assert page.end_table_shown()


def test_the_hand_off_cover_says_publicly_what_happened_since_that_persons_last_turn(qtbot, window, tmp_path):
    session = GameSession(record_of(GAME, 3, 9, 0, humans=(0, 1)), autosave_dir=tmp_path, bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    rng, bot = random.Random(2), RandomBot()
    for _ in range(40):
        if session.handoff_pending is not None:
            qtbot.waitUntil(lambda: page.cover.isVisible() or page.handoff_held)
            if not page.cover.isVisible():
                page.table.panel.hand_over_button.click()  # the mover hands over
            seat = session.handoff_pending
            if session.action_count > 6:
                break
            page.cover.claim()
            continue
        if session.my_turn():
            session.submit(bot.choose(session.view(), rng))
        else:
            session.set_paused(False)
            qtbot.waitUntil(lambda: session.handoff_pending is not None or session.my_turn(), timeout=20_000)
            session.set_paused(True)
    assert page.cover.isVisible() and session.handoff_pending == seat
    lines = page.cover.since_lines
    assert page.cover.since_box.isVisible() and lines
    assert lines == [text for text, _ in page.log_view.model.public_since(seat).lines]
    shown = " ".join(page.cover.summary.shown_lines())
    for raw in [e for group in page.log_view.model._groups for e in group]:
        if raw.private_to is not None and "amount" in raw.hidden:
            assert f"${raw.data['amount']}" not in shown or raw.for_seat(None) is None


def test_every_engine_game_has_a_registration_with_title_and_settings_form():
    for spec in all_games():
        game = games.game_ui(spec.id)
        assert games.title(spec.id) and game.settings_form
