"""What the lesson's session and coach do with the learner's moves: a wrong move refused with words, Skip step
(only the moves its note asks for), Back, Play on (the game kept in the saved games once it is the learner's),
Return on a note, and no hint of the learner's while the board shows another seat's move. The whole lesson played
on the script (the plays note names its seat, every move asked for leaves all in sight) is test_lesson_plays_note's
playthrough."""

from __future__ import annotations

import pytest
from test_lessons import GAMES, open_lesson
from widget_checks import MAXIMISED_720

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.lesson.plan import LEARNER, plan_for
from ponzi_desktop.ui.main_window import MainWindow


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_is_refused_in_words_and_changes_nothing(qtbot, app_settings, game):
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    other = None
    for move in (i for i, s in enumerate(coach.steps) if s.kind == "move"):  # the first with another legal move
        coach.go_to_step(move)
        qtbot.waitUntil(lambda m=move: coach.shown == m, timeout=5000)
        expected = session.expected()
        other = next((c for c in session._state.legal_choices()
                      if getattr(c, "action", c).to_text() != expected.to_text()), None) \
            if hasattr(session._state, "legal_choices") else None
        if other is not None:
            break
    action = getattr(other, "action", other)
    if action is None or not hasattr(action, "to_text"):
        pytest.skip("no other legal move at the first move step")
    before = session.record.actions
    assert not session.submit(action)
    assert session.record.actions == before
    assert coach.callout.refusal.isVisible() and coach.callout.refusal.text()


@pytest.mark.parametrize("game", GAMES)
def test_skip_back_and_play_on(qtbot, app_settings, game, tmp_path):
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    move = next(i for i, s in enumerate(coach.steps) if s.kind == "move")
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    at = coach.steps[move].at
    coach.callout.forward.click()  # Skip step: the lesson plays the learner's move
    qtbot.waitUntil(lambda: session.action_count > at, timeout=5000)
    assert session.record.actions[at] == session.plan.script[at]
    qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and coach.shown != move, timeout=10000)
    coach.callout.back.click()  # Back: the step skipped, the game rewound to it
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    assert session.action_count == at
    coach.callout.back.click()  # and the one before
    qtbot.waitUntil(lambda: coach.shown == move - 1, timeout=5000)
    assert session.action_count == coach.steps[move - 1].at
    # the last step, then Play on: the bots think for themselves and the learner may play any legal move
    coach.go_to_step(len(coach.steps) - 1)
    qtbot.waitUntil(lambda: coach.shown == len(coach.steps) - 1, timeout=5000)
    coach.callout.forward.click()  # Next on a note, Skip step on a move
    if session.is_over:
        return
    qtbot.waitUntil(lambda: coach.shown == -2 or session.is_over or coach.shown == -1, timeout=20000)
    if coach.shown == -2:
        coach.callout.forward.click()  # Play on
        assert not session.guiding and not coach.callout.isVisible()
        assert session.undo_refusal() != "lesson_no_undo"


def test_a_lesson_played_on_is_kept_in_the_saved_games_when_it_leaves_the_table(qtbot, app_settings):
    from ponzi_desktop.ui.main_window import library

    game = next(g for g in GAMES if _play_on_after_the_steps(g))
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    coach.go_to_step(len(coach.steps) - 1)
    qtbot.waitUntil(lambda: coach.shown == len(coach.steps) - 1, timeout=5000)
    coach.callout.forward.click()
    qtbot.waitUntil(lambda: coach.shown == -2, timeout=20000)
    coach.callout.forward.click()  # Play on
    qtbot.waitUntil(lambda: session.my_turn(), timeout=20000)
    assert not session.worth_keeping  # nothing of the learner's own yet
    choice = session._state.legal_choices()[0]
    assert session.submit(getattr(choice, "action", choice))
    assert session.worth_keeping
    before = len(library().summaries(autosave=False))
    window.go_home()
    assert len(library().summaries(autosave=False)) == before + 1


def _play_on_after_the_steps(game: str) -> bool:
    """Whether the learner has moves of the script left after the lesson's last step (Play on is offered)."""
    plan = plan_for(game)
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    learner = []
    for n, text in enumerate(plan.script):
        if state.current_player == LEARNER:
            learner.append(n)
        state.apply_text(text)
    return any(n > plan.steps[-1].at for n in learner)


@pytest.mark.parametrize("game", GAMES)
def test_return_on_a_note_presses_next_not_a_button_on_the_table(qtbot, app_settings, game):
    """Return while a note waits for Next reads on (as a default button would): the table underneath keeps
    the key from it, nothing is picked there and no move is played."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_lesson(qtbot, app_settings, game)
    session, coach, table = window.session, window.game_page.coach, window.game_page.table
    note = next(i for i, s in enumerate(coach.steps[:-1])  # a note with the next step at its position
                if s.kind == "note" and coach.steps[i + 1].at == s.at)
    coach.go_to_step(note)
    qtbot.waitUntil(lambda: coach.shown == note and coach.callout.isVisible(), timeout=5000)
    window.activateWindow()
    table.panel.keys.focus_first()  # the keyboard where the table leaves it: on its first button, as in a real window
    focus = QApplication.focusWidget()
    assert focus is not None and table.isAncestorOf(focus)
    before = (session.action_count, list(session.record.actions), table.selection)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: coach.shown == note + 1, timeout=5000)
    assert (session.action_count, list(session.record.actions), table.selection) == before
    assert not table.panel.clear_button.isVisible()
    # a step that asks for a move leaves Return to the table: it never presses Skip step
    move = next(i for i, s in enumerate(coach.steps) if s.kind == "move")
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move and coach.callout.isVisible(), timeout=5000)
    table.panel.keys.park_focus()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.wait(300)
    assert coach.shown == move and session.action_count == coach.steps[move].at


def _learner_positions(plan) -> set[int]:
    """The script's positions at which the learner plays."""
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    out = set()
    for n, text in enumerate(plan.script):
        if state.current_player == LEARNER:
            out.add(n)
        state.apply_text(text)
    return out


@pytest.fixture
def quick_skip(monkeypatch):
    """Skip step's line ("the lesson makes this move for you") shows a moment, not the learner's 0.7 s, before its
    moves are made: a test that skips every step waits for no reader."""
    from ponzi_desktop.ui.lesson.coach import LessonCoach

    monkeypatch.setattr(LessonCoach, "SKIP_SAID_MS", 10)


def _settled(qtbot, coach, timeout=20000) -> None:
    """Wait until the coach shows a note of the board at rest, no Skip step is under way, and no seat's scripted
    move waits to be played but the one the small "plays" note is up for (or the game is over: after the last step
    the others' moves play under no note, and a script may end the game with them)."""
    qtbot.waitUntil(lambda: coach.session.is_over or coach.shown is not None and coach._skip_to is None
                    and coach._skip_pending is None and not coach.table.animator.busy
                    and (coach.shown == coach.OTHERS or coach.session._bot_runner.thinking is None), timeout=timeout)


@pytest.mark.parametrize("game", GAMES)
def test_skip_step_makes_only_the_moves_its_note_asks_for(qtbot, app_settings, quick_skip, game):
    """A review saw one click of Skip step on Anti-Monopoly's "On the way to step 14" build 3 houses and an
    apartment with the learner's $150, end the turn, then roll, pay rent and buy Brattle St. for $220 on the
    learner's own turns for three rounds, under a note saying "Ada plays". Skip step makes the moves its note
    asks for (a step's three houses, a move of no step: that one), says so first, and the next note says they
    were made for the learner and what cash they spent; the learner plays on from there."""
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    learner = _learner_positions(session.plan)
    for move in [i for i, s in enumerate(coach.steps) if s.kind == "move"]:
        step = coach.steps[move]
        coach.go_to_step(move)
        qtbot.waitUntil(lambda m=move: coach.shown == m, timeout=5000)
        assert coach.callout.title.text() and "(" not in coach.callout.title.text() or step.moves > 1
        coach.forward()  # Skip step (its button, greyed while a window the move opened is up)
        assert "the lesson makes this move for you" in coach.callout.text.text()
        _settled(qtbot, coach)
        played = session.record.actions
        assert len(played) >= step.end
        late = [n for n in range(step.end, len(played)) if n in learner]
        assert late == [] or coach.shown == -2, f"{game}: Skip step on step {move + 1} played the learner's {late}"
        if step.end in learner and coach.shown != -2:  # the learner's next move is asked for, not played
            assert len(played) == step.end and coach.shown != coach.OTHERS
        said = coach.callout.text.text() if coach.shown != coach.OTHERS else coach._made_for_you
        assert "The lesson made that move for you." in said, (move, coach.shown, len(played))


@pytest.mark.parametrize("game", GAMES)
def test_skip_on_a_move_of_no_step_makes_that_move_only(qtbot, app_settings, game):
    """"Your move" between steps: Skip step makes that one move, and names what it spent."""
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    steps = {s.at for s in coach.steps}
    learner = _learner_positions(session.plan)
    follow = [n for n in sorted(learner) if n not in steps
              and not any(s.at <= n < s.end for s in coach.steps)]
    assert follow, f"{game}: no move of no step"
    at = follow[0]
    step = next(i for i, s in enumerate(coach.steps) if s.at > at) - 1
    coach.go_to_step(step)
    for _ in range(200):
        _settled(qtbot, coach)
        if session.action_count >= at:
            break
        if coach.shown == coach.OTHERS:
            qtbot.waitUntil(lambda p=session.action_count: session.action_count > p or coach.shown != coach.OTHERS,
                            timeout=10000)
        elif coach.shown >= 0 and coach.steps[coach.shown].kind == "note":
            coach.callout.forward.click()
        elif session.expected() is not None:
            session.submit(session.expected(), LEARNER)
    assert session.action_count == at and coach.shown == -1
    coach.callout.forward.click()
    _settled(qtbot, coach)
    assert [n for n in range(at + 1, session.action_count) if n in learner] == []
    said = coach.callout.text.text() if coach.shown != coach.OTHERS else coach._made_for_you
    assert "The lesson made that move for you." in said


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_for_the_learner_while_the_board_shows_another_seats_move(qtbot, app_settings, game):
    """A review saw "Hint: pass — make no offer this turn." in the Ponzi lesson's bar while Bruno was still
    funding: while the board shows another seat's move (the animations on), the bar says who is deciding, and no
    hint of the learner's is said or lit."""
    from PySide6.QtCore import QTimer

    app_settings.animation_speed = "fast"
    app_settings.bot_speed = "fast"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    coach, table = window.game_page.coach, window.game_page.table
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    # the first move step followed by the others' moves
    moves = [i for i, s in enumerate(coach.steps) if s.kind == "move"]
    move = next(i for i in moves if i + 1 < len(coach.steps) and _others_between(coach, i))
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    seen, wrong = [], []

    def look() -> None:
        actor = getattr(table.shown_view(), "actor", None)
        if table.animator.busy or actor not in (None, LEARNER):
            seen.append(actor)
            if table.panel.words.hint_text is not None:
                wrong.append((actor, table.panel.words.hint_text))

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(15)
    coach.callout.forward.click()

    def others_done() -> bool:
        # Skip step makes the step's own moves only: the learner may have moves to make before the next step
        if coach.shown is not None and coach.shown > move:
            return True
        actor = getattr(table.shown_view(), "actor", None)
        return bool(seen) and actor == LEARNER and not table.animator.busy

    qtbot.waitUntil(others_done, timeout=30000)
    timer.stop()
    assert seen and wrong == []


def _others_between(coach, move: int) -> bool:
    """Whether another seat plays a scripted move between move step `move` and the next step."""
    plan = coach.session.plan
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    for n, text in enumerate(plan.script[:coach.steps[move + 1].at]):
        if n > coach.steps[move].at and state.current_player != LEARNER:
            return True
        state.apply_text(text)
    return False
