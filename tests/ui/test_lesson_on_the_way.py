"""A note between a lesson's steps (the learner's move of no step, or "X plays") says what the table is on the
way to: the next step's title, and how many of the learner's turns come first. A review saw Black Friday's
lesson wait three turns on "On the way to step 8", not saying what for."""

from __future__ import annotations

import pytest
from test_lessons import GAMES, open_lesson

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.lesson.coach import lesson_text
from ponzi_desktop.ui.lesson.plan import LEARNER


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def _waits(coach, session) -> list[tuple[int, int, int]]:
    """The script's positions that show no step of their own, before a later step: (position, the next step's
    index, the learner's turns the script plays out before that step, counted apart from the session)."""
    actors = session._script_actors()
    out = []
    for n in range(len(session.plan.script)):
        ahead = [i for i, s in enumerate(coach.steps) if s.end > n]
        if not ahead or coach.steps[ahead[0]].at <= n:
            continue
        at = coach.steps[ahead[0]].at
        starts = [m for m in range(n, at) if actors[m] == LEARNER and (m == n or actors[m - 1] != LEARNER)]
        ends = [m for m in starts if at >= len(actors) or actors[at] != LEARNER
                or any(actors[k] != LEARNER for k in range(m, at))]
        out.append((n, ahead[0], len(ends)))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_a_note_between_steps_names_the_next_step_and_the_turns_before_it(qtbot, app_settings, monkeypatch, game):
    window = open_lesson(qtbot, app_settings, game)
    coach, session = window.game_page.coach, window.session
    monkeypatch.setattr(session, "_maybe_start_bot", lambda: None)  # the table stays at each position looked at
    problems, looked = [], 0
    for n, index, turns in _waits(coach, session):
        session.rewind(n)
        coach.index = index
        qtbot.waitUntil(lambda: coach.shown is not None and not coach.table.animator.busy, timeout=5000)
        if coach.shown not in (-1, coach.OTHERS) or not coach.callout.isVisible():
            continue  # a price change the board plays out under no note
        looked += 1
        counter = coach.callout.counter.text()
        title = coach.steps[index].title
        if f"step {index + 1} of {len(coach.steps)}" not in counter or f"“{title}”" not in counter:
            problems.append(f"{game} at {n}: {counter!r} does not name step {index + 1}, {title!r}")
        if turns >= 2 and f" {turns} " not in counter:
            problems.append(f"{game} at {n}: {counter!r} does not say {turns} turns")
        if turns == 1 and "after" not in counter or turns == 0 and "after" in counter:
            problems.append(f"{game} at {n}: {counter!r} for {turns} turns")
    assert looked and problems == []


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_black_fridays_three_turns_of_gold_say_what_they_wait_for(qtbot, app_settings, monkeypatch, english_after,
                                                                   lang):
    window = open_lesson(qtbot, app_settings, "black_friday", language=lang)
    coach, session = window.game_page.coach, window.session
    monkeypatch.setattr(session, "_maybe_start_bot", lambda: None)
    index = next(i for i, s in enumerate(coach.steps) if s.title == "Sell shares")
    first = next(n for n, i, turns in _waits(coach, session)
                 if i == index and turns == 3 and session._script_actors()[n] == LEARNER)
    session.rewind(first)
    coach.index = index
    qtbot.waitUntil(lambda: coach.shown == -1 and not coach.table.animator.busy, timeout=5000)
    counter = coach.callout.counter.text()
    title = lesson_text("Sell shares", session.plan.context)
    assert title and (lang == "en" or title != "Sell shares")
    assert title in counter and "3" in counter and str(index + 1) in counter, counter
