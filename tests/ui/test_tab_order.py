"""Tab on each table goes in reading order: the action panel's buttons left to right (the row of the move's
buttons, then Cancel, Hint, Undo and the last place), then the log, then round to the panel; every stop says
what it is (its accessible name) and shows where it is. A review found the log's close button taking a stop and
the log itself out of reach."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_keyboard_on_table import GAMES, first_move_button, new_session


@pytest.mark.parametrize("game", GAMES)
def test_tab_reads_the_panel_left_to_right_then_the_log(qtbot, window, tmp_path, game):
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session(game, "hbb", tmp_path))
    page = window.game_page
    table, log = page.table, page.log_view
    panel = table.panel
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first_move_button(panel), timeout=3000)
    row = [b for b in panel._move_buttons() if b.isVisible() and b.isEnabled()]
    fixed = [b for b in panel.fixed_buttons if b.isVisible() and b.isEnabled()]
    stops, names = [], []
    for _ in range(len(row) + len(fixed) + 2):
        focus = QApplication.focusWidget()
        stops.append(focus)
        names.append(focus.accessibleName())
        QTest.keyClick(focus, Qt.Key.Key_Tab)
    assert stops == row + fixed + [log.list, row[0]], names
    assert all(names), names  # every stop is named for a screen reader
    assert names[len(row) + len(fixed)] == "Game log"
    assert log.close_button not in stops

    def x(w):
        return w.mapTo(window, QPoint(0, 0)).x()

    assert [x(b) for b in row] == sorted(x(b) for b in row)  # left to right, as drawn
    assert [x(b) for b in fixed] == sorted(x(b) for b in fixed)
    assert x(log.list) > max(x(b) for b in row + fixed)  # the log is right of the table

    # Shift+Tab goes back the same way
    log.list.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(log.list, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is fixed[-1]


def test_the_logs_focus_shows_as_a_ring(qtbot, window, tmp_path):
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session("ponzi", "hbb", tmp_path))
    table, log = window.game_page.table, window.game_page.log_view
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    qtbot.waitUntil(lambda: table.isAncestorOf(QApplication.focusWidget()), timeout=3000)
    plain = log.list.grab().toImage()
    last = [b for b in table.panel.fixed_buttons if b.isVisible() and b.isEnabled()][-1]
    last.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(last, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is log.list
    ringed = log.list.grab().toImage()
    edge = ringed.pixelColor(0, ringed.height() // 2)
    from ponzi_desktop.ui.kit import look
    from ponzi_desktop.ui.look import contrast

    assert contrast(edge, look.PAPER) >= 3.0, edge.name()
    assert plain.pixelColor(0, plain.height() // 2) != edge
