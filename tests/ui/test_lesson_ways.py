"""A lesson asks for a move in the words the table's prompts use: every way to make it. A review found Black
Friday's lesson saying only "Drag …" where the table's prompts name the drag, the two clicks and the panel's button
(tests/ui/black_friday/test_prompts_say_how.py). So, in every language and every game's lesson: a move step's words
that say drag say click too; and, where the panel has a button for the move asked (`TurnFocus.button_for`: the one the
keyboard is put on), name that button, by its own words (a button of a price or a count, by the word of its group
on the panel: "Buy:"). Words that ask for a click only ("Click the dice", "click Sold!") name a click already."""

from __future__ import annotations

import re

import pytest
from lesson_walks import grouped, look, walked
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QPushButton
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.lesson.plan import plan_for

GAMES = lesson_games()
#: how each language says drag and click (as tests/ui/black_friday/test_prompts_say_how.py)
DRAG = {"en": ("drag",), "es": ("arrastr", "arrástr"), "ja": ("ドラッグ",), "zh_TW": ("拖",)}
CLICK = {"en": ("click",), "es": ("clic",), "ja": ("クリック",), "zh_TW": ("點選", "點擊", "點")}
LANGUAGES = list(DRAG)


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def plain(text: str) -> str:
    """`text` with its no-break spaces as spaces and its word joiners gone ("64\xa0$" on a button, "64 $" in a
    note: the same words)."""
    return text.replace("\xa0", " ").replace("\u202f", " ").replace("\u2060", "")


def says(text: str, words: tuple[str, ...]) -> bool:
    return any(w in text.lower() for w in words)


def step_words(plan, step) -> list[str]:
    """A move step's text and refusal, in the language installed."""
    return [QCoreApplication.translate(plan.context, t) for t in (step.text, step.refusal) if t]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lesson_that_says_drag_says_click_too(english_after, lang):
    i18n.install(lang)
    short = []
    for game in GAMES:
        plan = plan_for(game)
        for step in plan.steps:
            if step.kind == "move":
                short += [f"{game} {step.title!r}: {t}" for t in step_words(plan, step)
                          if says(t, DRAG[lang]) and not says(t, CLICK[lang])]
    assert not short, "\n".join(short)


def button_words(button: QPushButton) -> str:
    """What a player reads as `button`'s name: its words, or, where they are a price or a count ("$10", "×2"), the
    word of its group before it on the panel ("Buy:")."""
    words = button.text().replace("&", "").replace("…", "").strip()
    if re.search(r"\w", re.sub(r"[\d$×,.]", "", words)):
        return words
    row = button.parentWidget()
    before = [lab for lab in row.findChildren(QLabel) if lab.isVisible() and lab.x() < button.x() and lab.text()]
    return max(before, key=lambda lab: lab.x()).text() if before else words


#: What the look below says at a move step whose move the panel has a button for (the others' are problems)
NAMED = "a move with a button"


@look("ways", wanted=lambda game, size, lang: size == MAXIMISED_720 and lang in LANGUAGES)
def _ways_at(window, game, size, lang, index, step) -> list[str]:
    """At a move step of the walk at 1280x720 in `lang`: `NAMED` where the panel has a button for the move asked,
    and each of the step's words that say drag but do not name that button."""
    if step.kind != "move":
        return []
    button = window.game_page.table.turn_focus.button_for(window.session.expected())
    if button is None:
        return []
    words = button_words(button)
    return [NAMED] + [f"{step.title!r} does not name {words!r}: {t}" for t in step_words(plan_for(game), step)
                      if says(t, DRAG[lang]) and plain(words) not in plain(t)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", [grouped(game) for game in GAMES])
def test_a_move_step_names_the_panels_button_for_its_move(qtbot, app_settings, english_after, game, lang):
    """Read at every move step of the lesson's walk at 1280x720 in `lang` (`lesson_walks`: shared with the tests
    that look at each step there)."""
    found = walked(qtbot, app_settings, game, MAXIMISED_720, lang)["ways"]
    short = [problem for problem in found if problem != NAMED]
    assert NAMED in found  # every lesson asks for a move the panel has a button for
    assert not short, "\n".join(short)
