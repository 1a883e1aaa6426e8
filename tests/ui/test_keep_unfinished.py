"""Starting another game never hides the unfinished one (ui/keep_unfinished.py): the game that was on the table
goes into the saved games at once, under a name of its own, is listed on the start page and in Saved Games,
opens where it was left, and the notice names it (not an older game of the kind being started)."""

from __future__ import annotations

import pytest

from ponzi_desktop.persistence import read_save
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.save_names import made_up_name
from ponzi_desktop.ui.saved_games import library
from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir

NAMES = ["Ann", "Bob", "Cy"]


def start(window, game: str = "ponzi", actions: int = 12, seed: int = 7) -> GameSession:
    session = GameSession(random_record(NAMES, actions, seed, game=game), autosave_dir=autosave_dir(),
                          autosave_at_start=False, bot_delay_ms=0)  # as the window makes them
    session.set_paused(True)
    assert window.start_session(session)
    return session


def saved(game: str | None = None) -> list:
    return [s for s in library().summaries(autosave=False) if game is None or s.game == game]


def listed_everywhere(qtbot, window, name: str) -> None:
    """`name` is an entry of the Saved Games dialog and of the start page's recent saves."""
    dialog = SavedGamesDialog(window)
    qtbot.addWidget(dialog)
    assert name in [s.name for s in dialog.view.model_.summaries()]
    dialog.close()
    window.go_home()
    assert name in [s.name for s in window.start_page.recent.model_.summaries()]


@pytest.mark.parametrize("other", ["black_friday", "ponzi"])
def test_the_game_on_the_table_is_kept_and_named_when_another_starts(qtbot, window, other):
    older = start(window, "black_friday", 9, seed=3)  # an older unfinished game of the kind started later
    older_moves = list(older.record.actions)
    first = start(window, "ponzi", 12)
    moves = list(first.record.actions)
    window.session.set_paused(True)
    start(window, other, 5, seed=11)
    kept = [s for s in saved("ponzi") if s.actions == 12]
    assert len(kept) == 1
    name = kept[0].name
    assert name.startswith("Ponzi Scheme – ")
    assert name == made_up_name("ponzi", kept[0].saved_at)  # named for when it was last played, as listed
    assert f"“{isolate(name)}”" in window.notices.text()  # the notice names the game that was on the table
    assert [s.actions for s in saved("black_friday")] == [9]  # the older one was kept when the Ponzi game began
    assert len(list(autosave_dir().glob("autosave-*.json"))) == 1  # only the game in play autosaves
    listed_everywhere(qtbot, window, name)
    assert window.open_summary(kept[0])
    assert list(window.session.record.actions) == moves  # where it was left
    assert window.notices.text().count("“") == 1  # the game of 5 moves, kept as the save was opened
    older_kept = [s for s in saved("black_friday") if s.actions == 9]
    assert read_save(older_kept[0].path)[0].actions == older_moves


def test_a_new_game_from_the_start_page_keeps_the_one_continue_offered(qtbot, window):
    start(window, "anti_monopoly", 10)
    window.go_home()
    assert window.start_page.continue_button.isEnabled()
    start(window, "ponzi", 4)
    kept = saved("anti_monopoly")
    assert len(kept) == 1 and kept[0].actions == 10
    assert f"“{isolate(kept[0].name)}”" in window.notices.text()
    listed_everywhere(qtbot, window, kept[0].name)


def test_continue_and_games_not_worth_keeping_are_not_kept(window):
    start(window, "ponzi", 12)
    window.go_home()
    window.continue_last()  # the autosave itself is opened: nothing to keep
    assert window.session.action_count == 12 and saved() == []
    start(window, "black_friday", 0)  # the Ponzi game is kept; a game without a move is nothing to keep
    assert len(saved("ponzi")) == 1
    start(window, "ponzi", 3)
    assert saved("black_friday") == [] and len(saved()) == 1
    window.saves.save()  # a game saved as it is is not kept twice when another starts
    start(window, "black_friday", 2)
    assert len(saved("ponzi")) == 2
