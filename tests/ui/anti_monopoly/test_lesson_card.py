"""Anti-Monopoly's lesson while a card is drawn, the animations on: a review saw the small "Bruno plays" note over
the card a bot drew, hiding its second line. Every frame the board paints while a drawn card shows, the lesson's
note leaves the card in sight: Bruno's card, and the learner's own (the step "A card" is about it)."""

from __future__ import annotations

import pytest
import test_lessons as lessons
from PySide6.QtCore import QEvent
from test_lessons import open_lesson, walk_to
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n

GAME = "anti_monopoly"
#: from "Rent to a Competitor" (action 20) past Bruno's card and the learner's own to "A card" (action 38)
FROM, TO = "Rent to a Competitor", "Offer a trade"


class Frames(lessons.Frames):
    """Each frame the board paints while a drawn card shows: whether the note covers it."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.cards = 0  # frames painted with a card showing

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        card = self.table.scene.card
        if event.type() == QEvent.Type.Paint and card.isVisible() and card.scale() > 0.99:
            self.cards += 1
            note = self.coach.callout
            if note.isVisible() and note.geometry().intersects(self.rect_of(card)):
                self.problems.append(f"at move {self.coach.position}: the note {note.title.text()!r} covers the card")
        return False


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang,size", [("en", MAXIMISED_720), ("ja", (1920, 1080))])
def test_the_note_leaves_a_drawn_card_in_sight(qtbot, app_settings, english_after, lang, size):
    window = open_lesson(qtbot, app_settings, GAME, size, lang, animations="fast")
    coach = window.game_page.coach
    window.game_page.table.animator.factor = lambda: 0.15  # every step of every animation played, quickly
    coach.go_to_step([s.title for s in coach.steps].index(FROM))
    frames = Frames(window)
    walk_to(qtbot, window, TO, timeout=30_000)
    assert frames.cards  # a card was painted, whole
    assert frames.problems == []
