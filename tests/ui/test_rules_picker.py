"""The rules window picks its game: a styled button per game; the start page's Rules and Help → Rules open the game last
played (remembered in the settings), F1 in a game opens that game's rules, and the new-game dialog opens on the game
last played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.new_game_dialog import NewGameDialog
from ponzi_desktop.ui.rules_dialog import RulesDialog
from ponzi_desktop.ui.session import GameSession

PLAYABLE = [g.id for g in games.playable()]


@pytest.fixture
def opened(monkeypatch) -> list[tuple[str, str]]:
    """The dialogs the window would open, as ("rules" or "new game", game), instead of shown."""
    seen: list[tuple[str, str]] = []

    def rules(dialog):
        seen.append(("rules", dialog.game))
        return 0

    def new_game(dialog):
        seen.append(("new game", dialog.game))
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(RulesDialog, "exec", rules)
    monkeypatch.setattr(NewGameDialog, "exec", new_game)
    return seen


def test_the_picker_shows_each_games_rules(qtbot):
    dialog = RulesDialog(PLAYABLE[0], None, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    assert list(dialog.game_buttons) == PLAYABLE
    assert all(b.property("segment") for b in dialog.game_buttons.values())  # the dialogs' own look
    dialog.find_edit.setText("price")
    seen = set()
    for game in reversed(PLAYABLE):
        qtbot.mouseClick(dialog.game_buttons[game], Qt.MouseButton.LeftButton)
        assert dialog.game == game and dialog.game_buttons[game].isChecked()
        assert dialog.title.text() == f"Rules of {games.title(game)}" == dialog.windowTitle()
        assert dialog.headings() and not dialog.missing
        seen.add(tuple(dialog.headings()))
        assert dialog.find_edit.text() == "price"  # the search goes on in the other rules
        assert all(hit.document() is dialog.browser.document() for hit in dialog.hits)
    assert len(seen) == len(PLAYABLE)


@pytest.mark.parametrize("game", PLAYABLE)
def test_f1_in_a_game_and_rules_at_home_open_the_game_last_played(qtbot, window, tmp_path, opened, game):
    seats = [Seat(name="Ann", kind="human"), *(Seat(name=f"Bot {i}", kind="bot", level="random")
                                               for i in (2, 3))]
    session = GameSession.new(game, {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    assert window.settings.last_game == game
    window.menus.act_rules.trigger()  # F1 at the table
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    window.go_home()
    assert window.session is None
    window.menus.act_rules.trigger()  # Help → Rules on the start page
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    window.start_page.rules_requested.emit()  # the start page's Rules
    window.new_game()  # Game → New
    assert opened == [("rules", game), ("rules", game), ("rules", game), ("new game", game)]


def test_with_nothing_played_yet_the_first_game_opens(qtbot, window, opened):
    assert window.settings.last_game is None
    window.menus.act_rules.trigger()
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    window.new_game()
    assert opened == [("rules", PLAYABLE[0]), ("new game", PLAYABLE[0])]
