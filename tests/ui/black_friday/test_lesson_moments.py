"""Black Friday's lesson through its price changes, the animations on, in every language at 1280x720 and
1920x1080: a review saw the lesson's small note over the tray of the shares drawn from the bag (Japanese,
1920x1080), saying "Ada plays" while the board showed the price change, which is nobody's move. Every frame the
board paints while it shows a price change, a note leaves the tray and the banner in sight and names no seat
(the small note that says who plays steps aside then: the price change goes on over the whole table)."""

from __future__ import annotations

import pytest
import test_lessons as lessons
from PySide6.QtCore import QEvent, QPoint, QRect
from PySide6.QtWidgets import QLabel
from test_lessons import open_lesson, walk_to
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.black_friday.table import PRICE_CHANGE
from ponzi_desktop.ui.lesson.plan import LEARNER
from ponzi_desktop.ui.main_window import MainWindow

GAME = "black_friday"
#: the steps the walk starts and ends at: "Buy gold", a little before the lesson's first price change (Ada's
#: move fills the gold purchase track), and "A price change", the note right after it (each price change takes
#: some seconds to paint, step by step, even with the animations quick)
FROM, TO = "Buy gold", "A price change"


class Frames(lessons.Frames):
    """Each frame the board paints while it shows a price change: what the note covers, what its title says."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.seen: set[str] = set()  # the kinds of the price change's events painted

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        shown = self.table.shown_event
        if event.type() == QEvent.Type.Paint and self.table.animator.busy and shown is not None \
                and shown.kind in PRICE_CHANGE:
            self.seen.add(shown.kind)
            note = self.coach.callout
            if note.isVisible():
                where = f"at move {self.coach.position}, {shown.kind}"
                over = [self.rect_of(i) for i in (self.table.animator.tray, self.table.scene.banner) if i.isVisible()]
                over += [QRect(d.mapTo(self.page, QPoint(0, 0)), d.size()) for d in self.table.dialogs if d.isVisible()]
                if any(note.geometry().intersects(r) for r in over):
                    self.problems.append(f"{where}: the note covers what the board shows of the moment")
                title = f"{note.title.text()} {note.text.text()}"
                if any(name in title for name in self.table.names):
                    self.problems.append(f"{where}: the note names a seat: {note.title.text()!r}")
        return False


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


@pytest.mark.parametrize("size", [MAXIMISED_720, (1920, 1080)], ids=lambda s: f"{s[0]}")
@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_note_leaves_a_price_change_in_sight_and_names_no_seat_then(qtbot, app_settings, english_after, lang,
                                                                         size):
    window = open_lesson(qtbot, app_settings, GAME, size, lang, animations="fast")
    coach = window.game_page.coach
    window.game_page.table.animator.factor = lambda: 0.06  # every step of every animation played, quickly
    coach.go_to_step([s.title for s in coach.steps].index(FROM))
    frames = Frames(window)
    walk_to(qtbot, window, TO)
    assert {"price_change_started", "shares_drawn"} <= frames.seen  # painted, the banner and the tray
    assert frames.problems == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_gold_dialog_opens_on_the_table_with_no_ring_drawn_over_it(qtbot, app_settings, english_after, lang):
    """The lesson's "Buy gold": the bars are chosen in a dialog laid on the table (not a window of its own), which
    carries the step's words; the lesson's rings (a layer over the whole page) ring no piece under it, where they
    would be drawn over the dialog."""
    from table_mouse import drag

    from ponzi_desktop.ui.kit.amount_dialog import AmountDialog

    app_settings.animation_speed = "off"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(GAME)
    coach, table = window.game_page.coach, window.game_page.table
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    step = [s.title for s in coach.steps].index("Buy gold")
    coach.go_to_step(step)
    qtbot.waitUntil(lambda: coach.shown == step, timeout=5000)
    drag(table, table.scene.market.stacks["purple"], table.scene.gold_track)
    dialog = next(d for d in table.dialogs if isinstance(d, AmountDialog))
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    coach._position()
    assert not dialog.isWindow() and dialog.parentWidget() is table
    note = dialog.findChild(QLabel, "dialog_note")
    assert not coach.callout.isVisible() and note is not None and note.isVisible() and note.text()
    where = QRect(dialog.mapTo(window.game_page, QPoint(0, 0)), dialog.size())
    assert coach.spotlight.rings and not any(r.intersects(where) for r in coach.spotlight.rings)


def test_a_note_that_asks_to_end_the_turn_points_at_end_turn(qtbot, app_settings):
    """A review saw the lesson's "end your turn" note point its arrow at the whole panel: every note that asks the
    learner to end the turn (a move of no step, said in the hint's words) points at the End turn button itself,
    and the step that asks it in its own words rings that button."""
    from ponzi_desktop.engine.black_friday.actions import EndTurn

    app_settings.animation_speed = "off"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(GAME)
    session, coach, table = window.session, window.game_page.coach, window.game_page.table
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    button = table.panel.pass_button
    ends = [n for n, text in enumerate(session.plan.script) if text == "end"]
    asked = 0
    for index, step in enumerate(coach.steps):
        if step.kind == "move" and step.at in ends:
            coach.go_to_step(index)
            qtbot.waitUntil(lambda i=index: coach.shown == i, timeout=5000)
            place = QRect(button.mapTo(window.game_page, QPoint(0, 0)), button.size())
            assert place in coach.areas.anchor_rects() and coach.areas.panel_rect() not in coach.areas.anchor_rects(), step.title
    for at in ends:
        if at >= coach.steps[-1].at:
            break
        session.rewind(at)
        table.animator.snap()
        if session.expected() != EndTurn() or any(s.at <= at < s.end for s in coach.steps):
            continue
        qtbot.waitUntil(lambda: coach.shown == -1, timeout=5000)
        asked += 1
        place = QRect(button.mapTo(window.game_page, QPoint(0, 0)), button.size())
        assert button.isVisible() and coach.areas.anchor_rects() == [place], at
    assert asked >= 3


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wrong_move_gets_the_hint_said_once(qtbot, app_settings, english_after, lang):
    """A review saw "Hint: keep your bonus tile for later, and end your turn." twice in one note after a wrong
    move: a note of a move of no step is the hint, and its refusal says no more than that the move was not it."""
    from table_mouse import drag

    app_settings.animation_speed = "off"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(GAME)
    session, coach, table = window.session, window.game_page.coach, window.game_page.table
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    step = [s.title for s in coach.steps].index("Buy gold")
    coach.go_to_step(step)
    qtbot.waitUntil(lambda: coach.shown == step, timeout=5000)
    session.submit(session.expected(), LEARNER)
    qtbot.waitUntil(lambda: coach.shown == -1, timeout=5000)  # "Your move": end the turn, in the hint's words
    hint = table.hint_text(session.expected(), session.view())
    assert coach.callout.text.text().replace("\u2060", "") == hint  # as read: no word joiners (no_lone_character)
    count = session.action_count
    drag(table, table.scene.market.stacks["green"], table.scene.screens[LEARNER])  # not that move
    assert session.action_count == count and coach.callout.refusal.isVisible()
    said = f"{coach.callout.text.text()}\n{coach.callout.refusal.text()}".replace("\u2060", "")
    assert said.count(hint) == 1 and coach.callout.refusal.text(), said
