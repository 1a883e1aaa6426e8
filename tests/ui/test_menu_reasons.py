"""No menu entry of the main window is greyed without saying why (a play review found View → Scores of the Game greyed
during a game with nothing to say so): every disabled entry of every menu carries a reason in its tooltip and status
text, and its menu shows tooltips; on the start page, during a game, and once it is over. A click on a greyed entry
says its reason in the prompt line (a review found Game → Undo greyed, its reason only in a tooltip that waits for
the pointer to rest), and Anti-Monopoly's Trade menu says why each player it greys cannot be offered a trade."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu, QWidgetAction

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.kit.reasons import action_reason
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())


def greyed_without_reason(window) -> list[str]:
    """The greyed entries of `window`'s menus that say nothing (a tooltip that is only the entry's own text, as
    Qt makes one up), or whose menu does not show tooltips."""
    window.menus.make_entries()  # made after the first paint, else when asked for
    silent = []
    for menu in window.menuBar().findChildren(QMenu) + window.findChildren(QMenu):
        for act in menu.actions():
            if act.isSeparator() or act.isEnabled() or not act.isVisible() or act.menu() is not None \
                    or isinstance(act, QWidgetAction):  # a menu's heading line: words, never a choice
                continue
            plain = act.text().replace("&", "").rstrip("…")
            tip = act.toolTip().replace("&", "").rstrip("…")
            if tip == plain or not action_reason(act) or not act.statusTip() or not menu.toolTipsVisible():
                silent.append(f"{menu.title()} → {act.text()}")
    return sorted(set(silent))


def new_session(game: str, tmp_path, kinds: str = "hbb") -> GameSession:
    seats = [Seat(name=n, kind="human") if k == "h" else Seat(name=n, kind="bot", level="random")
             for n, k in zip(("Ann", "Bob", "Cleo"), kinds, strict=True)]
    return GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path, bot_delay_ms=0)


def click_entry(qtbot, menu: QMenu, act) -> None:
    """A click on `act` in `menu`, opened as a player opens it."""
    menu.popup(menu.parentWidget().mapToGlobal(menu.parentWidget().rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(act).center())


@pytest.mark.parametrize("game", GAMES)
def test_every_greyed_menu_entry_says_why_in_every_game(qtbot, window, tmp_path, game):
    window.start_session(new_session(game, tmp_path))
    qtbot.waitUntil(lambda: window.session.my_turn(), timeout=10_000)
    assert not greyed_without_reason(window)
    assert not window.menus.act_undo.isEnabled() and action_reason(window.menus.act_undo)  # nothing to take back yet


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_greyed_undo_says_why_in_the_prompt(qtbot, window, tmp_path, game):
    window.start_session(new_session(game, tmp_path))
    qtbot.waitUntil(lambda: window.session.my_turn(), timeout=10_000)
    panel = window.game_page.table.panel
    reason = action_reason(window.menus.act_undo)
    assert reason and panel.prompt.text() != reason
    click_entry(qtbot, window.menus.menu_game, window.menus.act_undo)
    assert panel.prompt.text() == reason and not window.menus.menu_game.isVisible()



@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_where_nothing_may_be_taken_back_says_why_in_the_prompt(qtbot, window, tmp_path, game):
    """Ctrl+Z with Undo greyed did nothing visible (a greyed action takes no key); the greyed Undo button said
    why. The shortcut says the same reason in the prompt line; and, Undo usable again, it takes the move back."""
    window.start_session(new_session(game, tmp_path))
    qtbot.waitUntil(lambda: window.session.my_turn(), timeout=10_000)
    table = window.game_page.table
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=5000)
    window.activateWindow()
    qtbot.waitActive(window)
    table.panel.keys.park_focus()
    reason = action_reason(window.menus.act_undo)
    assert not window.menus.act_undo.isEnabled() and reason and table.panel.prompt.text() != reason
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.panel.prompt.text() == reason
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.panel.prompt.text() == reason  # said again, not an ambiguous shortcut
    count = window.session.action_count
    sent = window.session.submit(window.session.view().choices[0].action)
    assert sent
    if window.menus.act_undo.isEnabled():  # the shortcut of a usable Undo is the action's own: it takes back
        table.panel.keys.park_focus()
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: window.session.action_count == count, timeout=3000)


def keyboard_to(qtbot, menu: QMenu, act) -> None:
    """`menu` opened, and its highlight moved by the arrow keys onto `act` (the pointer out of the way)."""
    QCursor.setPos(0, 0)
    menu.popup(menu.parentWidget().mapToGlobal(menu.parentWidget().rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is act:
            return
        QTest.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is act, f"the arrows never stop on {act.text()!r}"


@pytest.mark.parametrize("game", GAMES)
def test_a_greyed_entry_says_why_from_the_keyboard(qtbot, window, tmp_path, game):
    """Ponzi's Space on a Transportation tile's button opened its menu with "Offer to Player 2…" greyed and no
    reason: the arrows passed the entry by, and a tooltip never comes for the keyboard. The arrows stop on a
    greyed entry, its reason shows beside it at once, and Enter says it in the prompt line; for the panel's
    menus over a game's moves and the window's own (Game → Undo)."""
    import random

    window.start_session(new_session(game, tmp_path, "hhh"))
    rng = random.Random(5)
    said = 0
    for _ in range(60):
        session = window.session
        if session.is_over:
            break
        page = window.game_page
        if page.cover.isVisible():
            page.cover.claim()
        if session.handoff_held:
            page.table.panel.hand_over_button.click()
            continue
        table = page.table
        qtbot.waitUntil(lambda t=table: not t.animator.busy, timeout=5000)
        for b in table.panel._move_buttons():
            menu = b.menu()
            greyed = [a for a in menu.actions() if not a.isEnabled() and action_reason(a)] if menu else []
            if not greyed or not b.isVisible():
                continue
            keyboard_to(qtbot, menu, greyed[0])
            tip = table.panel.reasons.tip
            assert tip.isVisible() and tip.text() == action_reason(greyed[0])
            assert not tip.geometry().intersects(menu.geometry())  # beside the menu, never over its entries
            QTest.keyClick(menu, Qt.Key.Key_Return)
            assert not menu.isVisible() and table.panel.prompt.text() == action_reason(greyed[0])
            assert not tip.isVisible()
            said += 1
        choice = rng.choice(list(session.view().choices))
        table.submit(choice.action if choice.param is None else choice.with_value(choice.lo))
    assert said, "no greyed entry in the panel's menus was met"
    window.close_session()
    window.start_session(new_session(game, tmp_path, "hbb"))
    qtbot.waitUntil(lambda: window.session.my_turn(), timeout=10_000)
    keyboard_to(qtbot, window.menus.menu_game, window.menus.act_undo)
    QTest.keyClick(window.menus.menu_game, Qt.Key.Key_Return)
    assert window.game_page.table.panel.prompt.text() == action_reason(window.menus.act_undo)


def test_a_click_on_a_greyed_entry_without_a_table_says_why_in_a_notice(qtbot, window):
    assert not window.menus.act_undo.isEnabled()
    click_entry(qtbot, window.menus.menu_game, window.menus.act_undo)
    assert window.notices.text() == action_reason(window.menus.act_undo)


def test_every_greyed_menu_entry_says_why(qtbot, window, tmp_path):
    assert not greyed_without_reason(window)  # the start page: no game on the table
    assert not window.menus.act_scores.isEnabled()
    assert "No game is on the table" in window.menus.act_scores.toolTip()
    assert "No game is on the table" in window.menus.act_undo.toolTip()
    game = sorted(g.id for g in games.playable())[0]
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cleo")]
    window.start_session(GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path, bot_delay_ms=0))
    assert not greyed_without_reason(window)  # a game in progress
    assert not window.menus.act_scores.isEnabled()
    assert window.menus.act_scores.toolTip() == "The scores are shown once the game is over."
    assert window.menus.act_save.isEnabled() and window.menus.act_save.toolTip() == "Keep the game in your saved games"


def test_the_reasons_follow_the_language(qtbot, window):
    from ponzi_desktop.ui import i18n

    english = window.menus.act_scores.toolTip()
    try:
        i18n.install("ja")
        window.retranslate()
        assert window.menus.act_scores.toolTip() not in ("", english)
        assert not greyed_without_reason(window)
    finally:
        i18n.install("en")
        window.retranslate()


def test_a_greyed_entry_shows_one_tip_not_two(qtbot, window):
    """A review found two tips at once on a greyed entry the pointer rested on: the reason beside the menu
    (`ReasonTip`) and Qt's own tooltip with the same words over the entry. Only the reason's shows."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    menu, act = window.menus.menu_game, window.menus.act_undo
    assert not act.isEnabled() and action_reason(act)
    keyboard_to(qtbot, menu, act)
    at = menu.actionGeometry(act).center()
    QApplication.sendEvent(menu, QHelpEvent(QEvent.Type.ToolTip, at, menu.mapToGlobal(at)))
    QApplication.processEvents()
    tips = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.objectName() == "reason_tip"]
    assert len(tips) == 1 and tips[0].text() == action_reason(act)
    assert not QToolTip.isVisible() and not QToolTip.text()  # Qt's tip never asked to show (it fades in)
    menu.close()
