"""A lesson in every language: its texts are extracted for translation, a language chosen mid-lesson shows the same
step (held or lit as before) in its words, and a step titled with a phase says it in the step tracker's words."""

from __future__ import annotations

import pytest
from test_lessons import GAMES, open_lesson

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.lesson.plan import plan_for


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_the_lessons_texts_are_extracted_for_translation():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "i18n" / "update.py"
    spec = importlib.util.spec_from_file_location("i18n_update", path)
    update = importlib.util.module_from_spec(spec)
    import sys

    sys.modules[spec.name] = update  # its dataclasses look their module up
    try:
        spec.loader.exec_module(update)
    finally:
        del sys.modules[spec.name]
    found = {m.source for m in update.lesson_messages()}
    for game in GAMES:
        assert set(plan_for(game).texts) <= found


def read(label) -> str:
    """A note's words as a reader reads them: without the word joiners that keep a Japanese or Chinese phrase
    on one line (formatting.no_lone_character)."""
    from ponzi_desktop.ui.formatting import WORD_JOINER

    return label.text().replace(WORD_JOINER, "")


@pytest.mark.parametrize("game", GAMES)
def test_a_language_switch_keeps_the_lesson_on_its_step(qtbot, app_settings, english_after, game):
    """The page is built again in the new language: the lesson stays on the step it was on, not the first step at
    that position (Ponzi's second step, a move at 0 after a note at 0, went back to the note), with its note held
    or its move lit as before, its words in the new language; the first switch (to Japanese, on the first step)
    shows the callout's own buttons and the learner's name in it as well."""
    from PySide6.QtCore import QCoreApplication

    window = open_lesson(qtbot, app_settings, game)
    steps = plan_for(game).steps
    context = plan_for(game).context
    shared = [i for i, s in enumerate(steps) if any(t.at == s.at for t in steps[:i])]
    assert shared  # every lesson has a step at the position of one before it
    first_move = next(i for i, s in enumerate(steps) if s.kind == "move")
    languages = ["ja", "es", "zh_TW", "en"]
    for n, index in enumerate(sorted({0, first_move, len(steps) - 1, *shared})):
        coach = window.game_page.coach
        coach.go_to_step(index)
        qtbot.waitUntil(lambda c=coach, i=index: c.shown == i, timeout=5000)
        step, lang = steps[index], languages[n % len(languages)]
        held = window.session.held()
        assert held == (step.kind == "note")
        if index == first_move:  # a wrong move refused there: said again, in the new words
            window.session.action_rejected.emit("lesson_other_move")
            assert coach._refusal
        window.set_language(lang)
        qtbot.waitUntil(lambda c=coach: window.game_page.coach is not c and window.game_page.coach.shown is not None,
                        timeout=5000)
        now = window.game_page.coach
        where = f"{game} step {index + 1} (at {step.at}) in {lang}"
        assert now.shown == index, where
        assert window.session.action_count == step.at and window.session.held() == held, where
        # a step of several moves adds its count: "Build three houses on Basin St. (1 of 3)"
        assert read(now.callout.title).startswith(QCoreApplication.translate(context, step.title)), where
        assert read(now.callout.text) == QCoreApplication.translate(context, step.text), where
        if lang != "en":
            assert read(now.callout.title) != step.title, where  # the words are the new language's
        if n == 0:  # chosen mid-lesson: the same step in Japanese, the callout's buttons and the learner's name too
            assert lang == "ja" and index == 0
            assert read(now.callout.title) == QCoreApplication.translate(context, step.title), where
            assert now.callout.leave.text() == "レッスンをやめる", where
            assert window.session.seats[0].name == "プレイヤー1", where  # the learner's name follows the language
        if index == first_move:
            assert now.callout.refusal.isVisible() and now._refusal, where
            if step.refusal:
                assert now._refusal == QCoreApplication.translate(context, step.refusal), where


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_a_lesson_names_a_phase_as_the_step_tracker_does(english_after, lang):
    """One name for a phase everywhere: a lesson step titled with a phase of the table's step tracker
    ("Clandestine trading") says it in the tracker's words in every language, and no lesson calls a phase by
    another name (Ponzi's "Secret trading" was one)."""
    import importlib

    from PySide6.QtCore import QCoreApplication

    i18n.install(lang)
    for game in GAMES:
        phases = importlib.import_module(f"ponzi_desktop.ui.{game}.labels").PHASES
        plan = plan_for(game)
        titles = {step.title for step in plan.steps}
        named = [p for p in phases.values() if p in titles]
        for phase in named:
            assert QCoreApplication.translate(plan.context, phase) == QCoreApplication.translate(
                phases.context, phase), f"{game}: the lesson's {phase!r} is not the tracker's in {lang}"
        texts = " ".join(plan.texts).lower()
        assert "secret trading" not in texts
    assert "Clandestine trading" in {s.title for s in plan_for("ponzi").steps}
