"""After a move, where the panel's buttons change, the keyboard lands on the green button (Hand Over, End turn,
the next step's), never on Undo or a button that takes the move back or spends: a review played Black Friday's
Buy gold… from the keyboard (the menu, then the bars dialog's Confirm) and the focus ring was left on Undo, so
the next Enter took the whole move back; in Anti-Monopoly after Buy it was on Mortgage…. In every game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())


def hot_seat(window, game: str, tmp_path, names=("Ann", "Bob", "Cleo")):
    seats = [Seat(name=n, kind="human") for n in names]
    window.start_session(GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path / "auto",
                                         bot_delay_ms=0))
    window.activateWindow()
    page = window.game_page
    return page


def test_black_fridays_gold_from_the_keyboard_leaves_the_keyboard_on_hand_over(qtbot, window, tmp_path):
    page = hot_seat(window, "black_friday", tmp_path, ("Ann", "Bob"))
    qtbot.waitUntil(lambda: page.cover.isVisible() and QApplication.focusWidget() is not None, timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    panel = page.table.panel
    gold = next(b for b in panel._move_buttons() if b.accessibleName() == "Buy gold…")
    gold.setFocus()

    def in_menu():
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(50, in_menu)
    QTest.keyClick(gold, Qt.Key.Key_Return)  # the menu's own loop, until the entry is chosen
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), QDialog), timeout=3000)
    dlg = QApplication.activeModalWidget()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dlg.isVisible(), timeout=3000)
    window.activateWindow()  # the window manager gives the window back its keyboard (offscreen does not)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert window.session.view().phase == "bonus"  # the turn goes on: the bonus tile's free move or End turn
    assert QApplication.focusWidget() is panel.pass_button


def landed_well(panel) -> bool:
    """The keyboard after a move: on the row's green button, End turn (Pass), Hand Over or the panel itself."""
    focus = QApplication.focusWidget()
    if focus is panel or focus in (panel.pass_button, panel.hand_over_button):
        return True
    return focus in panel._move_buttons() and focus.property("role") == "primary"


@pytest.mark.parametrize("game", GAMES)
def test_after_every_move_the_keyboard_is_on_the_green_button(qtbot, window, tmp_path, game):
    """Forty moves of a hot-seat game played from the panel's keyboard place (the random bot's choices): after
    each one the mover makes, the keyboard is on the next step's green button, End turn or Hand Over, never on
    Undo nor on where the last button pressed stood (Anti-Monopoly's Buy, then Mortgage… there)."""
    import random

    page = hot_seat(window, game, tmp_path)
    qtbot.waitActive(window)
    rng = random.Random(7)
    checked = 0
    for _ in range(40):
        session = window.session
        if session.is_over:
            break
        if page.cover.isVisible():
            page.cover.setFocus()
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        table = page.table
        panel = table.panel
        if session.handoff_held:
            assert QApplication.focusWidget() is panel.hand_over_button
            panel.hand_over_button.click()
            continue
        qtbot.waitUntil(lambda s=session: s.viewer is not None and s.my_turn(), timeout=5000)
        qtbot.waitUntil(lambda t=table: not t.animator.busy, timeout=5000)
        buttons = [b for b in panel._move_buttons() if b.isEnabled() and b.isVisible()]
        if buttons:
            rng.choice(buttons).setFocus()  # the keyboard where a player pressed a button of the row
        choice = rng.choice(list(session.view().choices))
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        mover = session.viewer
        before = session.action_count
        table.submit(action)
        if session.action_count == before:
            continue  # asked first (a bonus tile spent): the question's own dialog
        qtbot.waitUntil(lambda t=table: not t.animator.busy, timeout=5000)
        if session.viewer == mover and (session.my_turn() or session.handoff_held):
            assert landed_well(panel), (QApplication.focusWidget(), QApplication.focusWidget().objectName(),
                                        getattr(QApplication.focusWidget(), "text", str)())
            assert QApplication.focusWidget() is not panel.undo_button
            checked += 1
    assert checked
