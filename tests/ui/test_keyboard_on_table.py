"""The keyboard is on the table whenever a person takes their seat: after a new game starts, after a save is opened,
after Continue, and after the hot-seat cover is lifted; before, no key reached the table (Tab, Enter, Anti-Monopoly's R
to roll) until it was clicked. In every game.

Offscreen, Qt's stacked widget hands the keyboard on by itself when a game starts from a start-page button; on
an X11 desktop, after the New Game or Saved Games dialog closed, nothing had it (seen under Xvfb with a window
manager): `GamePage.take_keyboard` puts it on the table then too, and these tests hold where it lands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())


def new_session(game: str, kinds: str, tmp_path) -> GameSession:
    names = ["Ann", "Bob", "Cleo"]
    seats = [Seat(name=names[i], kind="human") if k == "h" else Seat(name=names[i], kind="bot", level="random")
             for i, k in enumerate(kinds)]
    return GameSession.new(game, {"start_player": 0}, 5, seats, autosave_dir=tmp_path / "auto", bot_delay_ms=0)


def keyboard_on(widget: QWidget) -> bool:
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


def from_start_page(qtbot, window) -> None:
    """The keyboard on a start-page button, as after a click on New Game or Continue."""
    window.activateWindow()
    qtbot.waitActive(window)
    button = next(b for b in window.stack.currentWidget().findChildren(QWidget)
                  if b.isVisible() and b.focusPolicy() & Qt.FocusPolicy.TabFocus)
    button.setFocus()
    assert QApplication.focusWidget() is button


@pytest.mark.parametrize("game", GAMES)
def test_the_keyboard_is_on_the_table_after_start_load_and_cover(qtbot, window, tmp_path, game):
    from_start_page(qtbot, window)
    window.start_session(new_session(game, "hbb", tmp_path))
    table = window.game_page.table
    qtbot.waitUntil(lambda: keyboard_on(table), timeout=3000)  # a new game
    path = tmp_path / "kept.pzsave"
    window.session.save(path)
    window.load_path(path)
    assert window.game_page.table is not table
    table = window.game_page.table
    qtbot.waitUntil(lambda: keyboard_on(table), timeout=3000)  # an opened save

    window.start_session(new_session(game, "hhb", tmp_path))  # hot seat: the cover first, with the keyboard
    page = window.game_page
    qtbot.waitUntil(lambda: page.cover.isVisible() and keyboard_on(page.cover), timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # the cover lifted from the keyboard
    assert not page.cover.isVisible() and window.session.viewer == 0
    qtbot.waitUntil(lambda: keyboard_on(page.table), timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # Tab goes on among the table's controls
    assert keyboard_on(page.table)


def test_continue_puts_the_keyboard_on_the_table(qtbot, window, tmp_path):
    names = ["Ann", "Bob", "Cleo"]
    seats = [Seat(name=names[0], kind="human")] + [Seat(name=n, kind="bot", level="random") for n in names[1:]]
    window.start_session(GameSession.new("ponzi", {"start_player": 0}, 5, seats, **window.session_options()))
    window.close_session()
    from_start_page(qtbot, window)
    window.continue_last()
    assert window.game_page is not None
    qtbot.waitUntil(lambda: keyboard_on(window.game_page.table), timeout=3000)


def test_anti_monopolys_r_rolls_once_the_game_is_on_the_table(qtbot, window, tmp_path):
    from_start_page(qtbot, window)
    window.start_session(new_session("anti_monopoly", "hh", tmp_path))
    page = window.game_page
    qtbot.waitUntil(lambda: keyboard_on(page.cover), timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: keyboard_on(page.table), timeout=3000)
    before = window.session.action_count
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)  # no click on the table first
    qtbot.waitUntil(lambda: window.session.action_count > before, timeout=3000)


@pytest.mark.parametrize("game", GAMES)
def test_the_keyboard_is_on_the_table_after_a_dialog_started_the_game(qtbot, window, tmp_path, game):
    from PySide6.QtWidgets import QDialog

    from_start_page(qtbot, window)
    for kinds in ("hbb", "hbb"):  # from the start page, then from a game on the table (Ctrl+N)
        dialog = QDialog(window)  # New Game, or Saved Games: the game starts as it closes
        dialog.setModal(True)
        dialog.show()
        qtbot.waitActive(dialog)
        window.start_session(new_session(game, kinds, tmp_path))
        dialog.accept()
        qtbot.waitActive(window)
        qtbot.waitUntil(lambda: keyboard_on(window.game_page.table), timeout=3000)


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_tab_goes_through_the_panels_buttons_as_the_eye_does_and_never_stops_on_nothing(qtbot, window, tmp_path,
                                                                                          game):
    """A play review: Tab went Undo, Hint, End turn though Hint is drawn left of Undo, and stopped on the board,
    which shows no focus and takes no key."""
    window.start_session(new_session(game, "hhh", tmp_path))
    table = window.game_page.table
    panel = table.panel
    assert not table.view.focusPolicy() & Qt.FocusPolicy.TabFocus
    buttons = panel.fixed_buttons
    assert all(buttons[i].nextInFocusChain() is buttons[i + 1] for i in range(len(buttons) - 1))
    row = panel.fixed_row  # the row they are drawn in, from the left
    drawn = [row.itemAt(i).widget() for i in range(row.count())]
    assert drawn[:3] == list(panel.fixed_buttons[:3]) and drawn[3] is panel.end_slot


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_presses_the_start_pages_button_that_has_the_keyboard(qtbot, window, key):
    """Outside a dialog Qt presses a focused button with Space only: a review pressed Enter on New Game and
    nothing happened."""
    from PySide6.QtWidgets import QPushButton

    window.activateWindow()
    qtbot.waitActive(window)
    button = next(b for b in window.stack.currentWidget().findChildren(QPushButton)
                  if b.isVisible() and b.isEnabled() and b.focusPolicy() & Qt.FocusPolicy.TabFocus)
    pressed = []
    button.clicked.disconnect()  # what it opens is not this test's
    button.clicked.connect(lambda: pressed.append(True))
    button.setFocus()
    QTest.keyClick(button, key)
    qtbot.waitUntil(lambda: pressed == [True], timeout=2000)


def test_tab_reaches_every_game_card_while_a_game_waits(qtbot, window):
    """A review: with "Your game is waiting" on the start page, Tab went round the menu's buttons only (the
    page's focus proxy made Qt jump back to Continue); the games' New Game buttons took the arrow keys."""
    from PySide6.QtWidgets import QPushButton

    page = window.start_page
    page.set_continue_available(True, "Ponzi Scheme with Ann, in round 3")
    window.activateWindow()
    qtbot.waitActive(window)
    page.setFocus()
    assert QApplication.focusWidget() is page.continue_button
    wanted = {card.new_button for card in page.game_cards.values()}
    reached: set[QPushButton] = set()
    for _ in range(30):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert wanted <= reached


def test_anti_monopolys_r_rolls_with_the_keyboard_in_the_log(qtbot, window, tmp_path):
    """A keyboard player Tabbed into the log (its close button) and pressed R, as the prompt says: nothing
    happened. The table's keys act wherever the keyboard is in the window; the cover still holds them back."""
    from_start_page(qtbot, window)
    window.start_session(new_session("anti_monopoly", "hh", tmp_path))
    page = window.game_page
    qtbot.waitUntil(lambda: keyboard_on(page.cover), timeout=3000)
    before = window.session.action_count
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)  # under the cover: nothing
    QApplication.processEvents()
    assert window.session.action_count == before
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: keyboard_on(page.table), timeout=3000)
    page.log_view.setFocus()
    qtbot.waitUntil(lambda: page.log_view.isAncestorOf(QApplication.focusWidget()) or
                    QApplication.focusWidget() is page.log_view, timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)
    qtbot.waitUntil(lambda: window.session.action_count > before, timeout=3000)


def first_move_button(panel):
    return next(b for b in panel._move_buttons() if b.isVisible() and b.isEnabled())


@pytest.mark.parametrize("game", GAMES)
def test_a_turn_begins_with_the_keyboard_on_the_first_move_button_and_tab_reads_the_row(qtbot, window, tmp_path,
                                                                                        game):
    """A review (Anti-Monopoly, "Buy or decline"): Enter did nothing, the first Tab went to the log's close button,
    two more to places that showed nothing, the fourth to "Buy for $150". Now the turn starts on the row's first
    button, Tab goes along the row from the left, then Cancel, Hint, Undo and the last place, and every stop is a
    button on screen."""
    from PySide6.QtWidgets import QAbstractButton

    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session(game, "hbb", tmp_path))
    table = window.game_page.table
    panel = table.panel
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first_move_button(panel), timeout=3000)
    row = [b for b in panel._move_buttons() if b.isVisible() and b.isEnabled()]
    fixed = [b for b in panel.fixed_buttons if b.isVisible() and b.isEnabled()]
    reached = [QApplication.focusWidget()]
    for _ in range(len(row) + len(fixed) - 1):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached == row + fixed
    xs = [b.mapTo(panel, b.rect().topLeft()).x() for b in row]
    assert xs == sorted(xs)  # as the eye reads the row
    for _ in range(8):  # on round the window (the log, then the panel again): every stop one can see
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert isinstance(focus, QAbstractButton) or focus is window.game_page.log_view.list, focus
        assert focus.isVisible() and focus.width() > 4, focus


@pytest.mark.click_guard
@pytest.mark.parametrize("game", GAMES)
def test_enter_presses_the_focused_move_button_after_the_guards_moment(qtbot, window, tmp_path, game):
    """A key held from lifting the cover presses nothing in the moment after the turn begins; then Enter plays
    the button with the ring."""
    from ponzi_desktop.ui.kit.click_guard import held_back

    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session(game, "hbb", tmp_path))
    table = window.game_page.table
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    button = first_move_button(table.panel)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=3000)
    pressed = []
    button.clicked.connect(lambda: pressed.append(True))
    table.panel.guard.arm(button)  # as a turn that has just begun
    QTest.keyClick(button, Qt.Key.Key_Return)
    QTest.keyClick(button, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert not pressed
    qtbot.waitUntil(lambda: not held_back(button), timeout=2000)
    QTest.keyClick(button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: pressed == [True], timeout=2000)


def test_the_focus_ring_shows_on_every_kind_of_panel_button(qtbot, window, tmp_path):
    """A primary (green) button's own border colour outweighed the focus ring: the keyboard on "Buy" showed nothing."""
    window.start_session(new_session("ponzi", "hbb", tmp_path))
    panel = window.game_page.table.panel
    b = panel.hand_over_button  # primary
    b.setVisible(True)
    b.setFocus()
    qtbot.waitUntil(b.hasFocus, timeout=2000)
    ring = b.grab().toImage().pixelColor(1, b.height() // 2)
    assert ring.lightness() > 240, ring.name()


def test_a_turn_begins_on_the_rows_green_button_where_it_has_one(qtbot):
    """Income Tax: "Pay $200" came first in the row and took the keyboard, while "Pay $160 (10%)" wore the green
    of the default; Enter paid the $200 a tester meant not to (a review). The green button comes first."""
    from ponzi_desktop.ui.kit.action_panel import ActionPanel

    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(1000, 90)
    panel.show()
    panel.activateWindow()
    flat = panel.button("Pay $200", "the flat tax", commits=True)
    share = panel.button("Pay $160 (10%)", "a tenth of what you own", commits=True)
    share.setProperty("role", "primary")
    panel.keys.focus_first()
    assert panel.focusWidget() is share  # the window's focus child (offscreen, no window is active)
    share.setProperty("role", None)
    panel.keys.focus_first()
    assert panel.focusWidget() is flat  # no green button: the eye's order, first to last
