"""The keyboard through a lesson's notes: after Next (Space or Return on it), the keyboard is on the next note's
button, or on the table's button for the move the lesson asks for, never lost (a review found it on the log's
close button after one note, on Mortgage… after another, while the lesson asked for End turn)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_lessons import GAMES, open_lesson

from ponzi_desktop.ui.kit.action_panel import ActionPanel


def plays(button, action, table) -> bool:
    """Whether the panel's `button` plays `action` (or opens its window, or picks its first piece)."""
    if button is table.panel.pass_button:
        return action == table.pass_action(table.moves())
    payloads = [getattr(i, "payload", None) for i in table.hint_items(action)]
    return any(d == action or (isinstance(d, type) and isinstance(action, d)) or d in payloads
               for d in button.property("does") or ())


@pytest.mark.parametrize("game", GAMES)
def test_after_next_the_keyboard_is_on_the_next_note_or_the_asked_moves_button(qtbot, app_settings, game):
    """At every note, Next pressed by Space, then (the note gone to again) by Return, on one window."""
    window = open_lesson(qtbot, app_settings, game)
    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    window.activateWindow()
    qtbot.waitActive(window)
    notes = [i for i, s in enumerate(coach.steps) if s.kind == "note"]
    assert notes
    for i in notes:
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            coach.go_to_step(i)
            qtbot.waitUntil(lambda i=i: coach.shown == i and coach.callout.isVisible(), timeout=5000)
            coach.callout.forward.setFocus()
            qtbot.keyClick(coach.callout.forward, key)
            qtbot.waitUntil(lambda i=i: coach.finished or coach.shown is not None and coach.shown != i
                            and coach.shown != coach.OTHERS and not table.animator.busy, timeout=10_000)
            focus = QApplication.focusWidget()
            if coach.finished:  # the lesson's script ended the game: the end table shows how
                continue
            where = f"{game}: after step {i + 1}'s Next ({key.name}), on {coach.shown}"
            assert focus is not None, where
            step = coach.current_step()
            if coach.shown == -2 or step is not None and step.kind == "note":
                assert focus is coach.callout.forward, (where, focus)
            else:
                asked = session.expected()
                assert asked is not None
                assert table.panel.isAncestorOf(focus) and focus is not table.panel, (where, focus)
                assert plays(focus, asked, table), (where, focus.text(), asked)


def test_a_panel_finds_the_button_of_a_move_by_what_it_does(qtbot):
    panel = ActionPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 90)
    panel.show()
    a = panel.button("A", "", does=("a",))
    b = panel.button("B", "", does=(int,))
    c = panel.button("C", "", does=("piece",))
    assert panel.keys.focus_move(7) and panel.focusWidget() is b
    assert panel.keys.focus_move("a") and panel.focusWidget() is a
    assert panel.keys.focus_move("x", ["nothing", "piece"]) and panel.focusWidget() is c
    assert not panel.keys.focus_move("x", ["nothing"])
