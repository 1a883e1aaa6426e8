"""The Ponzi Scheme lesson through the real window, by mouse only: every step to the end of the lesson (drags on
the table, clicks on the panel, the callout and the envelope's dialogs), the callout never over what it points
at; a wrong move refused in the step's words, Back, Skip step, and Play on handing the game to the bots."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton
from table_mouse import app_settings as mouse_settings
from table_mouse import drag, panel_button

from ponzi_desktop.engine.ponzi.actions import Fund, Offer, Pass, Remove, ReturnTile, Sell
from ponzi_desktop.ui.kit.click_guard import held_back
from ponzi_desktop.ui.lesson.areas import resolve
from ponzi_desktop.ui.lesson.arrows import covers
from ponzi_desktop.ui.lesson.coach import lesson_text
from ponzi_desktop.ui.lesson.plan import plan_for

LEARNER = 0


@pytest.fixture
def lesson(qtbot, tmp_path):
    """The main window at 1280x701 (a maximised 1280x720 screen) with the Ponzi Scheme lesson started."""
    from ponzi_desktop.ui.main_window import MainWindow

    settings = mouse_settings(tmp_path)
    settings.bot_speed = "instant"
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(1280, 701)
    win.show()
    qtbot.waitExposed(win)
    assert win.lessons.start("ponzi")
    coach = win.game_page.coach
    assert coach is not None
    yield win, coach
    win.close_session()


def press(button: QAbstractButton) -> None:
    """A person's click, once a button just come has left the click-through guard's moment (kit/click_guard.py)."""
    assert button.isVisible() and button.isEnabled(), button.text()
    while held_back(button):
        QTest.qWait(20)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def settle(qtbot, coach, shown=None) -> None:
    """Until the coach shows something (`shown`, if said) on a board at rest."""
    qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and not coach.table.animator.busy
                    and (shown is None or coach.shown == shown), timeout=10_000)


def check_callout(coach) -> None:
    """The callout is up, inside the page, over none of the pieces it points at; the step's anchors are there.
    While a window is open over the table (the envelope), the window carries the step's words instead."""
    windows = [d for d in coach.table.dialogs if d.isVisible()]
    if windows:
        assert not coach.callout.isVisible()
        step = coach.current_step()
        words = lesson_text(step.window, coach.session.plan.context) if step is not None and step.window \
            else coach.callout.text.text()
        assert all(d._note.text().startswith(words) for d in windows)
        return
    assert coach.callout.isVisible()
    assert coach.page.rect().contains(coach.callout.geometry())
    step = coach.current_step()
    for name in step.anchors if step is not None else ():
        button = getattr(coach.table.panel, name.removeprefix("panel."), None) if name.startswith("panel.") else None
        assert name == "panel" or (button is not None and button.isVisible()) or resolve(coach.table.scene, name), \
            f"anchor {name} names nothing"
    rects = coach.areas.anchor_rects()
    if step is not None and step.anchors[:1] == ("panel.pass_button",):  # "click Pass": the arrow goes to Pass
        assert rects[0] == coach.areas.widget_rects(coach.table.panel.pass_button)[0]
    if coach.shown != -2:
        assert rects, f"step {coach.shown} points at nothing"
    assert not covers(coach.callout.geometry(), rects), f"step {coach.shown} covers what it points at"


def play_by_mouse(qtbot, table, session, action) -> None:
    """The learner's move as a person makes it: a drag on the table, a click on the panel or in a dialog."""
    sc = table.scene
    mine = sc.areas[LEARNER]
    if isinstance(action, Fund):
        drag(table, sc.supply.piles[action.industry], sc.board.cards[action.card])
    elif isinstance(action, Pass):
        press(panel_button(table, "Pass"))
    elif isinstance(action, Offer):
        drag(table, mine.tiles[action.industry], sc.areas[action.target])
        dialog = table.offer_dialog
        assert dialog is not None and dialog.isVisible()
        assert dialog.amount() == action.amount  # the hinted amount is written in: sealing is the whole move
        press(dialog.seal)
    elif isinstance(action, Sell):
        qtbot.waitUntil(lambda: table.answer_dialog is not None and table.answer_dialog.isVisible(), timeout=5_000)
        assert table.answer_dialog.sold.property("lit")  # the lesson's answer is lit as the envelope opens
        press(table.answer_dialog.sold)
    elif isinstance(action, Remove):
        drag(table, sc.board.cards[action.card], sc.piles.discard_slot)
    elif isinstance(action, ReturnTile):
        drag(table, mine.tiles[action.industry], sc.supply.piles[action.industry])
    else:  # pragma: no cover - the script has a move the test cannot make
        raise AssertionError(f"no mouse path for {action.to_text()}")


def test_the_whole_lesson_by_mouse_then_play_on(qtbot, lesson):
    win, coach = lesson
    session, table = coach.session, coach.table
    plan = plan_for("ponzi")
    seen: list[int] = []
    while coach.index < len(plan.steps):
        settle(qtbot, coach)
        check_callout(coach)
        seen.append(coach.shown)
        step = coach.current_step()
        if step is not None and step.kind == "note":
            assert coach.callout.title.text() == lesson_text(step.title, plan.context)
            assert not table.scene.hinted  # no move lit while a note is read
            before = (coach.index, coach.position)
            press(coach.callout.forward)  # Next
            assert (coach.index, coach.position) != before
            continue
        action = session.expected()
        assert action is not None and action.to_text() == plan.script[coach.position]
        lit = table.hint_items(action)  # the move's pieces glow (a pass has none: its step points at the panel)
        assert lit or isinstance(action, Pass)
        assert all(item.glow == "hint" for item in lit)
        assert table.hint_text(action, session.view()) in table.panel.prompt.text()
        before = session.action_count
        play_by_mouse(qtbot, table, session, action)
        assert session.action_count == before + 1, f"{action.to_text()} did not land"
        assert session.record.actions[-1] == action.to_text()
    assert [s for s in seen if s >= 0] == list(range(len(plan.steps)))  # every step shown, in order
    assert seen.count(-1) == 2  # the two fundings the lesson leaves to the table's own hint
    # the end: the script's last moves are the bots' (Ada's last tile, then the interest ends the game): they are
    # played, and the end table shows how it ended; no "Play on" is offered for a game with nothing left to play
    qtbot.waitUntil(lambda: session.is_over, timeout=15_000)
    assert session.record.actions == list(plan.script)
    qtbot.waitUntil(lambda: win.game_page.end_table is not None and win.game_page.end_table.isVisible(),
                    timeout=5_000)
    assert coach.finished and not coach.callout.isVisible()


def test_a_wrong_move_is_refused_in_the_steps_words(qtbot, lesson):
    _win, coach = lesson
    session, table = coach.session, coach.table
    settle(qtbot, coach, 0)
    press(coach.callout.forward)  # the welcome read
    settle(qtbot, coach, 1)
    step = coach.current_step()
    assert step.kind == "move" and coach.callout.forward.text() == "Skip step"
    before = list(session.record.actions)
    sc = table.scene
    drag(table, sc.supply.piles["grain"], sc.board.cards[9])  # a legal funding, but not the lesson's
    assert session.record.actions == before
    assert coach.callout.refusal.isVisible() and coach.callout.refusal.text() == lesson_text(step.refusal, session.plan.context)
    check_callout(coach)
    assert coach.shown == 1  # still asking the same move
    drag(table, sc.supply.piles["transportation"], sc.board.cards[11])  # the lit move is taken
    assert session.record.actions == ["fund transportation 11"]


def test_back_returns_to_the_step_before_and_skip_step_plays_the_move(qtbot, lesson):
    _win, coach = lesson
    session = coach.session
    plan = plan_for("ponzi")
    settle(qtbot, coach, 0)
    press(coach.callout.forward)
    settle(qtbot, coach, 1)
    press(coach.callout.forward)  # Skip step: the lesson funds for the learner (after saying so, a moment)
    qtbot.waitUntil(lambda: session.record.actions[:1] == [plan.script[0]], timeout=5000)
    settle(qtbot, coach, 2)  # the bots fund from the script, then the trading's pass is asked
    assert session.action_count == plan.steps[2].at
    press(coach.callout.back)  # back to the funding, the game rewound to it
    settle(qtbot, coach, 1)
    assert session.action_count == 0 and session.expected().to_text() == plan.script[0]
    check_callout(coach)
    press(coach.callout.back)  # and to the welcome, which holds the table again
    settle(qtbot, coach, 0)
    assert session.action_count == 0 and coach.callout.forward.text() == "Next"
    assert not coach.callout.back.isEnabled()  # nothing before the first step
    press(coach.callout.forward)
    settle(qtbot, coach, 1)
    check_callout(coach)
