"""The keyboard's focus on a table's buttons shows as the table's own ring, never as the style's stock dotted or
grey rectangle round the words (drawn on a focus that came by Tab), and the ring stands out 3:1 and more against
what is round it: the panel's wood, the felt under a dialog laid on the table, a lesson note's paper. The log's
close button is for the mouse: it took a Tab stop between the table's buttons (a review)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from test_keyboard_on_table import GAMES, new_session
from test_lessons import open_lesson

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.panel_buttons import PanelButton
from ponzi_desktop.ui.look import contrast


def grabbed(button: QPushButton, keyboard: bool):
    """The focused button as drawn when its focus came by the keyboard (Tab) or not."""
    button.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, keyboard)
    return button.grab().toImage()


def check_ring(button: QPushButton, surface) -> bool:
    """Focused by Tab it is drawn as focused by a click (no stock rectangle), with a ring that differs from
    its look unfocused, 3:1 against `surface` (the colour round it). False where the keyboard does not stay on it
    (the panel keeps it off Hint)."""
    button.window().activateWindow()
    button.clearFocus()
    plain = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    if QApplication.focusWidget() is not button:
        return False
    by_tab, by_click = grabbed(button, True), grabbed(button, False)
    assert by_tab == by_click, f"a stock focus rectangle on {button.text()!r}"
    ring = by_tab.pixelColor(1, by_tab.height() // 2)
    assert contrast(ring, surface) >= 3.0, (button.text(), ring.name(), surface.name())
    assert by_tab != plain
    if isinstance(button, PanelButton) and button.property("role") != "primary":
        # on a cream button the white ring met the cream face (a review found it hard to see): a dark ring inside
        # it stands 3:1 and more against the face
        y = by_tab.height() // 2
        face = by_tab.pixelColor(9, y)
        inner = max((by_tab.pixelColor(x, y) for x in range(3, 7)), key=lambda c: contrast(c, face))
        assert contrast(inner, face) >= 3.0, (button.text(), inner.name(), face.name())
    return True


def outside(button: QPushButton):
    """The colour just left of the button, on what it stands on."""
    window = button.window()
    image = window.grab().toImage()
    at = button.mapTo(window, QPoint(-2, button.height() // 2)) * image.devicePixelRatio()
    return image.pixelColor(at.x(), at.y())


@pytest.mark.parametrize("game", GAMES)
def test_the_tables_buttons_show_the_tables_ring_and_no_stock_rectangle(qtbot, window, tmp_path, game):
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session(game, "hbb", tmp_path))
    table = window.game_page.table
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    buttons = [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    assert len(buttons) >= 2
    assert sum(check_ring(b, outside(b)) for b in buttons) >= 1
    assert contrast(look.FOCUS_RING, look.FELT) >= 3.0


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_notes_buttons_show_a_ring_on_its_paper(qtbot, app_settings, game):
    window = open_lesson(qtbot, app_settings, game)
    coach = window.game_page.coach
    window.activateWindow()
    qtbot.waitActive(window)
    buttons = [b for b in (coach.callout.back, coach.callout.leave, coach.callout.forward)
               if b.isVisible() and b.isEnabled()]
    assert buttons
    assert all(check_ring(b, outside(b)) for b in buttons)


def test_a_dialog_laid_on_the_felt_rings_its_buttons_clear_of_the_felt(qtbot, window, tmp_path):
    from ponzi_desktop.ui.kit.amount_dialog import AmountDialog

    window.start_session(new_session("black_friday", "hbb", tmp_path))
    table = window.game_page.table
    dialog = AmountDialog("Bars", 0, 5, table, value=1, count=True)
    table.open_on_table(dialog)
    qtbot.waitExposed(dialog)
    window.activateWindow()
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    assert sum(check_ring(b, look.FELT) for b in buttons) >= 2
    dialog.reject()


def test_the_logs_close_button_takes_no_tab_stop(qtbot, window, tmp_path):
    window.start_session(new_session("ponzi", "hbb", tmp_path))
    close = window.game_page.log_view.close_button
    assert not close.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert close.isVisible() and close.accessibleName()  # still there for the mouse, and named


def test_the_game_log_reached_by_tab_shows_a_ring_as_wide_as_the_themes(qtbot, window, tmp_path):
    """The log took the keyboard with a 2 px square line round a panel as tall as the window: read as its frame,
    not as a focus. Focused, every side of it shows the theme's panel ring (`PANEL_RING_PX` wide, 3:1 and more
    against the paper round it); unfocused, none."""
    window.start_session(new_session("ponzi", "hbb", tmp_path))
    log = window.game_page.log_view.list
    paper = window.game_page.log_view.palette().window().color()

    def ring_widths() -> list[int]:
        image = log.grab().toImage()
        w, h = image.width(), image.height()
        sides = [[(x, h // 2) for x in range(8)], [(w - 1 - x, h // 2) for x in range(8)],
                 [(w // 2, y) for y in range(8)], [(w // 2, h - 1 - y) for y in range(8)]]
        return [sum(1 for x, y in side if contrast(image.pixelColor(x, y), paper) >= 3.0) for side in sides]

    table = window.game_page.table
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    qtbot.wait(50)  # the turn's keyboard goes to the panel first
    log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(log.hasFocus, timeout=2000)
    assert all(width >= 3 for width in ring_widths()), ring_widths()  # 3 px: `look.PANEL_RING_PX`
    window.game_page.table.setFocus()
    QApplication.processEvents()
    assert not any(ring_widths())


@pytest.mark.parametrize("game", GAMES)
def test_the_new_game_dialogs_chosen_game_shows_a_ring_on_its_green(qtbot, app_settings, game):
    """A review: arrowed to a game in the New Game dialog, the chosen (green) segment had the focus and no visible
    mark: the style's gold border is as light as the green it surrounds. Focused, every segment shows a ring 3:1
    and more against the paper round it, and the chosen one a ring inside it 3:1 and more against its face."""
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(game, app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    segments = dialog.game_choice.buttons
    assert segments[game].isChecked()
    for button in segments.values():
        assert check_ring(button, outside(button)), button.text()
    chosen = segments[game]
    chosen.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    image = grabbed(chosen, True)
    y = image.height() // 2
    face = image.pixelColor(10, y)
    inner = max((image.pixelColor(x, y) for x in range(2, 8)), key=lambda c: contrast(c, face))
    assert contrast(inner, face) >= 3.0, (chosen.text(), inner.name(), face.name())


def test_a_game_chosen_by_the_arrow_keys_keeps_the_keyboard_on_it_in_its_dialog(qtbot, app_settings):
    """A review arrowed from one game to the next in the New Game dialog: the dialog of the chosen game opened with
    no control marked. It opens with the keyboard on the chosen game's segment, ringed."""
    from PySide6.QtTest import QTest

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    first = games.playable()[0].id  # the row's first game: the arrow to the right goes to the next one
    dialog = NewGameDialog(first, app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    segment = dialog.game_choice.buttons[first]
    segment.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is segment, timeout=2000)
    QTest.keyClick(segment, Qt.Key.Key_Right)
    assert dialog.switch_to == dialog.game_choice.value() != first
    chosen = dialog.switch_to
    try:
        again = NewGameDialog(chosen, app_settings)
        qtbot.addWidget(again)
        again.show()
        qtbot.waitExposed(again)
        again.activateWindow()
        button = again.game_choice.buttons[chosen]
        qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=2000)
        image = grabbed(button, True)
        y = image.height() // 2
        face = image.pixelColor(10, y)
        inner = max((image.pixelColor(x, y) for x in range(2, 8)), key=lambda c: contrast(c, face))
        assert contrast(inner, face) >= 3.0, (inner.name(), face.name())
        again.reject()
    finally:
        NewGameDialog._last_geometry = None
