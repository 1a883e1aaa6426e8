"""The lesson played through on the script (the learner's moves made as asked), animations on, once per game,
holding what reviews saw go wrong:
- the small "X plays" note, watched as the board plays the others' moves out, names the seat whose move the board
  shows at that moment, never another ("Ada plays" during Bruno's turn and the learner's own), and it never shows
  after the lesson's last step, where the end's note waits for the learner's turn instead;
- Ponzi's "Your move" on the way to step 10 (take a Grain tile) over the Grain pile's words: every note that asks
  for a move of no step leaves all in sight as a step's does, on the board at rest;
- Anti-Monopoly's "Drag a house onto Basin St." waiting for three houses and then French Quarter's buildings
  without a word: a step of several moves counts them.
One playthrough holds them all (each was a whole lesson played of its own)."""

from __future__ import annotations

import pytest
from lesson_checks import uncovered_problems
from PySide6.QtCore import QTimer
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.lesson.plan import LEARNER
from ponzi_desktop.ui.main_window import MainWindow

GAMES = lesson_games()


def watch(qtbot, app_settings, game: str):
    """Play the lesson to its end note, the learner's moves as the script has them, animations on; every 15 ms
    while the small note shows: (its title, the seat the board shows playing, whether the last step is over).
    At each move asked for, the board at rest: a step of several moves says which of them it asks for, and a
    note of a move of no step (placed again) leaves all in sight. Returns the seats' names, what was seen, the
    notes of a move of no step looked at, and what they covered."""
    app_settings.animation_speed = "fast"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    seen, problems, follows = [], [], 0

    def look() -> None:
        if coach.shown == coach.OTHERS and coach.callout.isVisible():
            actor = getattr(table.shown_view(), "actor", None)
            seen.append((coach.callout.title.text(), actor, coach.index >= len(coach.steps)))

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(15)
    for _ in range(400):
        qtbot.waitUntil(lambda: coach.shown is not None and coach.shown != coach.OTHERS and coach._skip_to is None
                        and not table.animator.busy or session.is_over, timeout=30000)
        if coach.shown == -2 or session.is_over:
            break
        step = coach.current_step()
        if step is not None and step.kind == "note":
            coach.callout.forward.click()
        else:
            if step is not None and step.moves > 1:
                n = session.action_count - step.at + 1
                assert f"({n} of {step.moves})" in coach.callout.title.text()
            if coach.shown == -1:
                follows += 1
                coach._position()
                problems += [f"{game} at {session.action_count}: {p}" for p in uncovered_problems(coach)]
            assert session.expected() is not None
            session.submit(session.expected(), LEARNER)
        qtbot.wait(20)
    qtbot.wait(300)
    timer.stop()
    return table.names, seen, follows, problems


@pytest.mark.parametrize("game", GAMES)
def test_the_plays_note_names_the_seat_the_board_shows_and_every_move_is_asked_for_uncovered(qtbot, app_settings,
                                                                                            game):
    names, seen, follows, problems = watch(qtbot, app_settings, game)
    assert seen
    wrong = sorted({(title, names[actor] if actor is not None else None) for title, actor, _ in seen
                    if actor is None or actor == LEARNER or names[actor] not in title
                    or any(names[s] in title for s in range(len(names)) if s != actor)})
    assert not wrong, wrong
    after = sorted({title for title, _, over in seen if over})
    assert not after, f"after the last step: {after}"
    assert follows and problems == [], "\n".join(problems)
