"""Learn to play, for every game with a lesson: every game has one, on its card and in the Help menu; the lesson
file is a lesson of that game (its script replays on the engine from the deal, every move step is the learner's,
a text that names one seat calls it by its name) or is said to be none in one line; a lesson stays out of the
autosave and the history. The helpers here open a lesson on a real window and walk it, for the sibling tests
(test_lesson_steps: every step on the table; test_lesson_play: the learner's moves, Skip step, Back and Play on;
test_lesson_language: its words in every language; test_lesson_placing: where a note and its arrow go)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QObject, QRect
from widget_checks import MAXIMISED_720

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.lesson.plan import LEARNER, LessonError, plan_for, read_plan
from ponzi_desktop.ui.main_window import MainWindow

GAMES = lesson_games()


def open_lesson(qtbot, app_settings, game: str, size=MAXIMISED_720, language: str | None = None,
                animations: str = "off") -> MainWindow:
    app_settings.animation_speed = animations
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings, language=language)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    qtbot.waitUntil(lambda: window.game_page.coach.shown is not None, timeout=5000)
    return window


class Frames(QObject):
    """Watches each frame the board paints during a lesson walk (a test's `eventFilter` reads it): the page, the
    table, the coach, what went wrong."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.page, self.table = window.game_page, window.game_page.table
        self.coach = self.page.coach
        self.problems: list[str] = []
        self.table.view.viewport().installEventFilter(self)

    def rect_of(self, item) -> QRect:
        """A piece's rectangle on the page, as the note's is."""
        view = self.table.view
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapTo(self.page, r.topLeft()), r.size())


def walk_to(qtbot, window: MainWindow, title: str, timeout: int = 20_000, most: int = 200) -> None:
    """On from the step showing to the one titled `title`: Next on a note, the move asked for otherwise, each
    once the board stands still."""
    from ponzi_desktop.ui.lesson.plan import LEARNER

    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    end = [s.title for s in coach.steps].index(title)
    for _ in range(most):
        qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and not table.animator.busy, timeout=timeout)
        if coach.shown == end:
            return
        step = coach.current_step()
        if step is not None and step.kind == "note":
            coach.callout.forward.click()
        else:
            session.submit(session.expected(), LEARNER)
    raise AssertionError(f"the walk never came to {title!r}")


def test_every_game_has_a_lesson():
    from ponzi_desktop.ui.games import playable

    assert [g.id for g in playable()] == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_a_game_of_its_own_deal(game):
    plan = plan_for(game)
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    learner_at = set()
    for n, text in enumerate(plan.script):
        assert not state.is_over, f"the game ends before action {n}"
        if state.current_player == LEARNER:
            learner_at.add(n)
        state.apply_text(text)
    for step in plan.steps:
        if step.kind == "move":
            for n in range(step.at, step.end):
                assert n in learner_at, f"step at {step.at} asks the learner for another seat's move ({n})"
        assert step.title and step.text


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_text_calls_the_one_seat_it_names_by_its_name(game):
    """A review read Ponzi's "the start player marker moves on to Ada. As the new start player, they take one
    card" and "Had Bruno made a counter-offer, they would have paid you" (and Anti-Monopoly's "Bruno's card sent
    them to your U.S. Railroad") as awkward: a text that names one other seat says its name again, not "they"
    (which a learner reads as several players, or the other seats)."""
    plan = plan_for(game)
    names = [seat.name for seat in plan.seats if seat.name]
    awkward = []
    for text in plan.texts:
        named = [name for name in names if re.search(rf"\b{re.escape(name)}\b", text)]
        if len(named) == 1 and re.search(r"\b(they|them|their|theirs)\b", text, re.IGNORECASE):
            awkward.append(text)
    assert awkward == []


def test_a_file_that_is_no_lesson_is_said_in_one_line(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"game": "ponzi"}', encoding="utf-8")
    with pytest.raises(LessonError, match="not a lesson"):
        read_plan(bad)
    with pytest.raises(LessonError, match="missing"):
        read_plan(tmp_path / "none.json")
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="cannot be read"):
        read_plan(bad)


def test_learn_to_play_is_on_every_card_and_in_the_help_menu(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.menus.make_entries()  # made after the first paint, else when asked for
    for game in GAMES:
        assert window.start_page.game_cards[game].learn_button is not None
        assert game in window.lessons.actions
    assert window.lessons.menu.menuAction() in window.menus.menu_help.actions()


@pytest.mark.parametrize("game", GAMES[:1])
def test_a_lesson_takes_no_autosave_and_stays_out_of_the_history(qtbot, app_settings, game):
    window = open_lesson(qtbot, app_settings, game)
    assert window.session.autosave_file is None
    assert not window.session.records_history
