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
from ponzi_desktop.ui.kit.moves import Payload
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
    qtbot.waitUntil(lambda: any(d.isVisible() for d in page.table.dialogs), timeout=3000)
    dlg = page.table.dialogs[-1]  # laid on the table, the keyboard in its field of bars
    window.activateWindow()  # the window manager gives the window back its keyboard after the menu
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert dlg.isAncestorOf(QApplication.focusWidget())
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
        asked = [dialog for dialog in table.findChildren(QDialog) if dialog.isVisible()]
        if asked or session.action_count == before:  # asked first (a bonus tile spent, an offer to draw up)
            for dialog in asked:
                dialog.reject()  # the question's own dialog (laid on the table: it has the keyboard)
            continue
        qtbot.waitUntil(lambda t=table: not t.animator.busy, timeout=5000)
        if session.viewer == mover and (session.my_turn() or session.handoff_held):
            assert landed_well(panel), (QApplication.focusWidget(), QApplication.focusWidget().objectName(),
                                        getattr(QApplication.focusWidget(), "text", str)())
            assert QApplication.focusWidget() is not panel.undo_button
            checked += 1
    assert checked


def through_the_dialog(qtbot, window, table, action) -> bool:
    """Play Ponzi Scheme's `action` as a person does when it goes through a dialog (an offer sealed in the
    envelope, an envelope answered), from the keyboard; False: it is no dialog's move."""
    from ponzi_desktop.engine.ponzi.actions import COUNTER, SELL, Offer

    if isinstance(action, Offer):
        table.panel.asked.emit("offer", (action.target, action.industry))  # the tile button's menu entry
        dialog = table.offer_dialog
        qtbot.waitUntil(dialog.isVisible, timeout=3000)
        dialog.field.setText(str(action.amount))
        QTest.keyClick(dialog.field, Qt.Key.Key_Return)  # Seal and Hand Over
    elif action in (SELL, COUNTER):
        qtbot.waitUntil(lambda: table.answer_dialog is not None and table.answer_dialog.isVisible(), timeout=3000)
        dialog = table.answer_dialog
        button = dialog.sold if action == SELL else dialog.counter
        button.setFocus()
        QTest.keyClick(button, Qt.Key.Key_Space)
    else:
        return False
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    window.activateWindow()  # the window manager gives the window back its keyboard (offscreen does not)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    return True


def test_after_a_move_made_through_a_dialog_the_keyboard_is_on_the_green_button(qtbot, window, tmp_path):
    """A review (Ponzi Scheme): after a move made through a dialog (an envelope sealed or answered) the keyboard
    landed on a button that removes a card. Sixty moves of a hot-seat game, the envelopes through their dialogs
    from the keyboard: after each move, where the same person moves on, the keyboard is on the green button, End
    turn or Hand Over (or the panel), never on Undo nor on a button that plays a move by itself."""
    import random

    from ponzi_desktop.engine.ponzi.actions import Offer
    from ponzi_desktop.ui.kit.panel_buttons import commits

    page = hot_seat(window, "ponzi", tmp_path)
    qtbot.waitActive(window)
    rng = random.Random(11)
    checked = through = 0
    for _ in range(60):
        session = window.session
        if session.is_over:
            break
        if page.cover.isVisible():
            page.cover.setFocus()
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        table, panel = page.table, page.table.panel
        if session.handoff_held:
            panel.hand_over_button.click()
            continue
        qtbot.waitUntil(lambda s=session: s.viewer is not None and s.my_turn(), timeout=5000)
        view = session.view()
        offers = [c for c in view.choices if isinstance(c.action, Offer)]
        choice = rng.choice(offers) if offers and rng.random() < 0.6 else rng.choice(list(view.choices))
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        mover, before = session.viewer, session.action_count
        if through_the_dialog(qtbot, window, table, action):
            through += 1
        else:
            table.submit(action)
        if session.action_count == before:
            continue
        if session.viewer == mover and (session.my_turn() or session.handoff_held):
            focus = QApplication.focusWidget()
            assert landed_well(panel), (action, view.phase, session.view().phase, focus, getattr(focus, "text", str)())
            assert focus is not panel.undo_button and not (focus in panel._move_buttons() and commits(focus)
                                                           and focus.property("role") != "primary")
            checked += 1
    assert checked and through >= 5


def test_ponzis_funding_from_the_keyboard_goes_on_to_the_lit_row(qtbot, window, tmp_path):
    """A review: Enter on an industry's button left the keyboard on it (a second Enter put the tile back), and the
    prompt spoke only of dragging. Now the keyboard goes on to the lit row's first card, green, as the prompt
    says (it names Enter too); Enter there funds it, and the keyboard lands on Hand Over. The same the other
    way: a card first, then its industry."""
    page = hot_seat(window, "ponzi", tmp_path)
    qtbot.waitUntil(lambda: page.cover.isVisible() and QApplication.focusWidget() is not None, timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    table, session = page.table, window.session
    panel = table.panel
    qtbot.waitUntil(lambda: session.my_turn() and session.view().phase == "fund", timeout=3000)
    industry = next(b for b in panel._move_buttons() if b.isEnabled())
    industry.setFocus()
    QTest.keyClick(industry, Qt.Key.Key_Return)
    assert table.selection.industry is not None
    card = QApplication.focusWidget()
    assert card in panel._move_buttons() and card.property("role") == "primary" and card.text().startswith("$")
    assert table.moves().fund_ok(table.selection.industry, int(card.text()[1:]))
    assert "Enter" in panel.prompt.text() and "drag" in panel.prompt.text()
    count = session.action_count
    QTest.keyClick(card, Qt.Key.Key_Return)
    assert session.action_count == count + 1
    assert landed_well(panel) and QApplication.focusWidget() is not panel.undo_button
    # a card first: the industries that fund it go green and the keyboard goes to the first
    panel.hand_over_button.click()
    qtbot.waitUntil(lambda: page.cover.isVisible(), timeout=3000)
    page.cover.setFocus()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.my_turn() and session.viewer == 1, timeout=3000)
    if session.view().phase == "fund":
        first = next(b for b in panel._move_buttons() if b.isEnabled() and b.text().startswith("$"))
        first.setFocus()
        QTest.keyClick(first, Qt.Key.Key_Return)
        assert table.selection.card is not None
        tile = QApplication.focusWidget()
        assert tile in panel._move_buttons() and tile.property("role") == "primary"
        assert "Enter" in panel.prompt.text()


@pytest.fixture
def english_after():
    yield
    from ponzi_desktop.ui import i18n

    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_ponzis_next_step_prompts_fit_the_panel(qtbot, app_settings, tmp_path, lang, english_after):
    """The prompts of a half-made funding name the drag, the click and the key: longer, they still fit the
    panel's two lines in a window maximised on a 1280x720 screen, in every language."""
    from test_table_rules import open_window
    from widget_checks import clipped

    window = open_window(qtbot, app_settings, (1280, 701), lang)
    page = hot_seat(window, "ponzi", tmp_path)
    qtbot.waitUntil(lambda: page.cover.isVisible() and QApplication.focusWidget() is not None, timeout=3000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    table, session = page.table, window.session
    qtbot.waitUntil(lambda: session.my_turn() and session.view().phase == "fund", timeout=3000)
    for first in ("supply", "card"):
        table.clear_selection()
        if first == "supply":
            table._panel_click(next(p for p in (Payload("supply", i) for i in session.view().industries)
                                    if table.moves().can_take(p.value)))
        else:
            card = next(c for c in session.view().market if table.moves().industries_for(c))
            table._panel_click(Payload("card", card))
        QApplication.processEvents()
        prompt = table.panel.prompt
        assert "Enter" in prompt.text() or "Intro" in prompt.text(), prompt.text()  # Spanish keyboards say Intro
        assert not [b for b in clipped(table.panel) if "QLabel" in b], clipped(table.panel)
    window.close_session()
