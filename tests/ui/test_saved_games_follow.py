"""The Saved Games dialog follows the folders while it is open (a reviewer's finding): the game on the table goes on
behind it (its bots play, each move autosaved), yet the autosave's entry kept the time and moves of the dialog's
opening. It now shows the time of the file's last save, and the list stays where the person scrolled it."""

from __future__ import annotations

from datetime import datetime, timedelta

from ponzi_desktop.persistence import Seat
from ponzi_desktop.persistence import files as save_files
from ponzi_desktop.ui.save_entry import when_text
from ponzi_desktop.ui.saved_games import library
from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir


def a_hot_seat_game(window) -> GameSession:
    seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob", "Cy")]
    session = GameSession.new("ponzi", {}, 4, seats, autosave_dir=autosave_dir(), bot_delay_ms=0)
    window.start_session(session)
    return session


def play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        if session.handoff_pending is not None:
            session.claim_seat(session.handoff_pending)
        choice = session.view().choices[0]
        assert session.submit(choice.with_value(max(1, choice.lo)) if choice.param else choice.action)


def autosave_entry(dialog: SavedGamesDialog):
    return next(s for s in dialog.view.model_.summaries() if s.autosave)


def test_the_autosave_entry_follows_the_game_played_behind_the_dialog(qtbot, window, monkeypatch):
    session = a_hot_seat_game(window)
    play(session, 2)
    dialog = SavedGamesDialog(window)
    qtbot.addWidget(dialog)
    dialog.open()  # window-modal, as Game → Open's exec: the game's bots go on behind it
    qtbot.waitExposed(dialog)
    before = when_text(autosave_entry(dialog), long=True)
    assert dialog.details.when.text() == before

    class Later(datetime):  # the next moves are saved three hours on: a time the dialog must not keep
        @classmethod
        def now(cls, tz=None):
            return datetime.now(tz) + timedelta(hours=3)

    monkeypatch.setattr(save_files, "datetime", Later)
    play(session, 3)
    written = next(s for s in library().summaries() if s.autosave)
    assert written.actions == session.action_count and when_text(written, long=True) != before
    qtbot.waitUntil(lambda: autosave_entry(dialog).actions == session.action_count, timeout=5000)
    assert autosave_entry(dialog).saved_at == written.saved_at
    assert dialog.details.when.text() == when_text(written, long=True)  # the chosen entry's details too
    assert str(session.action_count) in dialog.details.progress.text()
    dialog.close()
    window.close_session()


def test_a_dialog_with_nothing_new_in_its_folders_stays_as_it_is(qtbot, window):
    session = a_hot_seat_game(window)
    play(session, 1)
    dialog = SavedGamesDialog(window)
    qtbot.addWidget(dialog)
    resets = []
    dialog.view.model_.modelReset.connect(lambda: resets.append(1))
    dialog._follow()  # a change in the folders that changed no save (a temporary file come and gone)
    assert not resets
    window.close_session()
