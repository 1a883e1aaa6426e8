"""A finished game that does not go into the history says so on its end table, in every game: a lesson ("Lessons do not
count in your statistics"), and a game the history holds already (the same seed played the same way: not counted twice).
A game that was recorded says nothing more."""

from __future__ import annotations

import pytest
from widget_checks import clipped, too_small

from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.games import load, playable
from ponzi_desktop.ui.session import GameSession


@pytest.mark.parametrize("game", [g.id for g in playable() if g.end_table])
def test_the_end_table_says_why_a_finished_game_is_not_counted(qtbot, tmp_path, game):
    session = GameSession(random_record(["Ann", "Bob", "Cleo"], None, 7, game=game), autosave_dir=None)
    assert session.outcome is not None
    table = load(next(g for g in playable() if g.id == game).end_table)(session)
    qtbot.addWidget(table)
    table.resize(1280, 690)
    table.show()
    qtbot.waitExposed(table)
    note = table.history_note
    assert not note.isVisible()  # nothing asked yet, or recorded: nothing to say
    session.history_standing = "recorded"
    session.history_changed.emit()
    assert not note.isVisible()

    session.history_standing = "already"
    session.history_changed.emit()
    assert note.isVisible() and "already in your game history" in note.text()
    qtbot.waitUntil(lambda: not clipped(table), timeout=3000)  # once the sheet has taken the line in
    assert not too_small(table)

    session.records_history = False  # as a lesson's session is (ui/lesson/session.py)
    session.history_changed.emit()
    assert note.isVisible() and note.text() == "Lessons do not count in your statistics."

    session.records_history = True
    session.history_standing = "already"
    try:  # the longer line reads whole in every language
        for language in ("ja", "es", "zh_TW"):
            i18n.install(language)
            qtbot.waitUntil(lambda: note.text() == table.history_text() != "", timeout=3000)
            assert not clipped(note), language
            assert not too_small(note), language
    finally:
        i18n.install("en")
