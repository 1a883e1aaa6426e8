"""While a lesson's note holds the table on the learner's turn, the action panel says so: its prompt asks them to
read the note and press Next, and every move's button (and End turn) is greyed with those words as its reason (a
review saw Anti-Monopoly's panel say "Roll the dice… press R" beside a live Roll button under "Welcome"). Once
the note is read, the moves are the learner's again. A note read on another seat's turn says the table waits for
it (checked first on the same window)."""

from __future__ import annotations

import pytest
from test_lessons import GAMES, open_lesson

from ponzi_desktop.ui.kit.labels import REFUSALS, label
from ponzi_desktop.ui.kit.reasons import reason_of


def _held_note(coach, session) -> int | None:
    """The first note the lesson shows on the learner's own turn (the table waits for its Next)."""
    for i, step in enumerate(coach.steps):
        if step.kind == "note":
            session.rewind(step.at)
            if session.expected() is not None:
                return i
    return None


@pytest.mark.parametrize("game", GAMES)
def test_a_held_note_greys_the_panels_moves_and_says_why(qtbot, app_settings, game):
    """On the learner's turn (and first, on the same window, on another seat's: `_notes_on_another_seats_turn`)."""
    window = open_lesson(qtbot, app_settings, game)
    _notes_on_another_seats_turn(qtbot, window, game)
    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    index = _held_note(coach, session)
    if index is None:  # every note of this lesson is read on another seat's turn: no move's button is live then
        for i in (i for i, s in enumerate(coach.steps) if s.kind == "note"):
            coach.go_to_step(i)
            qtbot.waitUntil(lambda i=i: coach.shown == i and not table.animator.busy, timeout=5000)
            assert not any(b.isEnabled() for b in [*table.panel._move_buttons(), table.panel.pass_button]
                           if not b.isHidden()), (game, i)
        return
    coach.go_to_step(index)
    qtbot.waitUntil(lambda: coach.shown == index and not table.animator.busy, timeout=5000)
    words = label(REFUSALS, "lesson_read_note")
    panel = table.panel
    assert session.held() and session.my_turn()
    assert panel.prompt.text() == words, (game, panel.prompt.text())
    buttons = [b for b in [*panel._move_buttons(), panel.pass_button] if not b.isHidden()]
    assert buttons, f"{game}: no move's button on the panel"
    for b in buttons:
        assert not b.isEnabled(), (game, b.text())
        assert reason_of(b) == words and b.toolTip() == words, (game, b.text(), b.toolTip())
    assert not panel.hint_button.isEnabled()
    # read: the step after it asks for a move, whose button plays again, the prompt the game's own
    while coach.current_step() is not None and coach.current_step().kind == "note":
        coach.forward()
        qtbot.waitUntil(lambda: coach.shown is not None and not table.animator.busy, timeout=5000)
    assert not session.held()
    qtbot.waitUntil(lambda: session.expected() is not None, timeout=5000)
    assert panel.prompt.text() != words
    asked = table.turn_focus.button_for(session.expected())
    if asked is not None:
        assert asked.isEnabled() and reason_of(asked) != words, (game, asked.text())


def _notes_on_another_seats_turn(qtbot, window, game) -> None:
    """A note that holds the table while another seat is to move: the panel says to read it and press Next, and the
    board that the seat plays next, not "Ada is deciding." (nobody decides: the seat waits for the note, as a
    review saw on Ponzi's, Black Friday's and Anti-Monopoly's notes of the others' turns)."""
    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    words = label(REFUSALS, "lesson_read_note")
    seen = 0
    for i, step in enumerate(coach.steps):
        if step.kind != "note":
            continue
        coach.go_to_step(i)
        qtbot.waitUntil(lambda i=i: coach.shown == i and not table.animator.busy, timeout=5000)
        if not session.held() or session.my_turn():
            continue
        seen += 1
        assert table.panel.prompt.text() == words, (game, step.title, table.panel.prompt.text())
        # the board's own status line neither (Ponzi's round panel said "Ada is deciding." under the note)
        view = session.view()
        board = table.view.accessibleDescription()
        assert board and board != table.deciding_text(view), (game, step.title, board)
        assert board == table.tr("%1 plays next.").replace("%1", table.names[view.actor]), (game, board)
    assert seen, f"{game}: no note on another seat's turn"
