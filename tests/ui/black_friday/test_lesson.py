"""Black Friday's guided first game, played through to the end of its steps with the mouse only, on the real
window at 1280x701: every step points at pieces that are on the table and the callout covers none of them; a
wrong move is refused in the step's words with the game unchanged; Back goes to the step before; Skip step plays
the move; after the last step Play on lets the bots play the game on. And every learner move of the script is
asked for in a sentence, with its pieces lit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_mouse import app_settings, drag
from widget_checks import MAXIMISED_720

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, EndTurn, FreeMove, Place, Sell, Take
from ponzi_desktop.ui.kit.amount_dialog import AmountDialog
from ponzi_desktop.ui.lesson.arrows import covers
from ponzi_desktop.ui.lesson.plan import LEARNER, plan_for
from ponzi_desktop.ui.main_window import MainWindow

GAME = "black_friday"


def press(button) -> None:
    """A mouse click on a button (the callout's, the panel's, a dialog's)."""
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, button.rect().center())


@pytest.fixture
def lesson(qtbot, tmp_path):
    settings = app_settings(tmp_path)
    settings.bot_speed = "instant"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(GAME)
    coach = window.game_page.coach
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    return window


def settled(qtbot, coach) -> None:
    """The board at rest and a callout up, placed where it points."""
    qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and not coach.table.animator.busy, timeout=20_000)
    coach._position()


def check_callout(coach) -> None:
    """The step's pieces are on the table and the callout covers none of them."""
    step = coach.current_step()
    anchors = coach.areas.anchor_rects()
    expected = coach.session.expected()
    if step is not None and step.anchors:
        for name in step.anchors:  # each anchor names something on the table now
            button = getattr(coach.table.panel, name.removeprefix("panel."), None) if name.startswith("panel.") else None
            assert name == "panel" or (button is not None and button.isVisible()) or _resolves(coach, name), \
                f"{name} names nothing at step {coach.shown + 1}"
    if step is not None and (step.anchors or step.kind == "move") or \
            coach.shown == -1 and not isinstance(expected, EndTurn):
        assert anchors, f"the callout at {coach.position} points at nothing"
    assert not covers(coach.callout.geometry(), anchors), f"the callout covers its pieces at {coach.position}"


def _resolves(coach, name: str) -> bool:
    from ponzi_desktop.ui.lesson.areas import resolve

    return bool(resolve(coach.table.scene, name))


def play_by_mouse(qtbot, table, action) -> None:
    """The learner's `action` made as a person makes it: a drag on the table, the gold dialog, a panel button."""
    sc = table.scene
    if isinstance(action, Buy):
        drag(table, sc.market.stacks[action.colour], sc.screens[LEARNER])
    elif isinstance(action, Place):
        drag(table, sc.market.stacks[action.colour], sc.purchase)
    elif isinstance(action, Sell):
        drag(table, sc.screens[LEARNER].shares[action.colour], sc.market)
    elif isinstance(action, Take):
        drag(table, sc.sale.shares[sc.sale.current][action.colour], sc.market)
    elif isinstance(action, FreeMove):
        assert action.move == "place"  # the lesson's free move: a market share onto the share purchase track
        drag(table, sc.market.stacks[action.colour], sc.purchase)
    elif isinstance(action, BuyGold):
        drag(table, sc.market.stacks[action.colour], sc.gold_track)
        dialog = next(d for d in table.dialogs if isinstance(d, AmountDialog))
        qtbot.waitUntil(dialog.isVisible, timeout=5000)
        if dialog.amount() != action.bars:
            press(next(c for c in dialog.chips if c.text() == str(action.bars)))
        assert dialog.amount() == action.bars
        press(dialog.confirm_button)
    elif isinstance(action, EndTurn):
        press(table.panel.pass_button)
    else:
        raise AssertionError(f"no mouse move for {action.to_text()}")


def test_the_lesson_played_with_the_mouse_to_its_end(qtbot, lesson):
    window = lesson
    session, coach, table = window.session, window.game_page.coach, window.game_page.table
    plan = session.plan
    steps_seen: list[int] = []
    refused = backed = skipped = False
    by_mouse: set[str] = set()
    for _ in range(200):
        settled(qtbot, coach)
        check_callout(coach)
        if coach.shown == -2:
            break
        at = coach.position
        step = coach.current_step()
        if coach.shown >= 0:
            steps_seen.append(coach.shown)
            assert coach.callout.title.text() == step.title and coach.callout.text.text() == step.text
        if step is not None and step.kind == "note":
            assert session.held() and session.hint is None  # a note holds the table, and lights no move
            shown = coach.shown
            press(coach.callout.forward)  # Next
            qtbot.waitUntil(lambda s=shown: coach.shown not in (s, None, coach.OTHERS), timeout=20_000)
            continue
        action = session.expected()
        assert action is not None and action.to_text() == plan.script[at]
        if step is not None and not refused:
            # a wrong move (another colour onto the screen) is refused in the step's words, the game unchanged
            other = next(c for c in ("purple", "green", "white") if c != getattr(action, "colour", None))
            before = list(session.record.actions)
            drag(table, table.scene.market.stacks[other], table.scene.screens[LEARNER])
            assert session.record.actions == before
            assert coach.callout.refusal.isVisible() and coach.callout.refusal.text() == step.refusal
            check_callout(coach)
            refused = True
        if step is not None and steps_seen.count(coach.shown) == 1 and coach.shown == 2 and not backed:
            # Back: the step before (the purchase's first half), the game rewound to it
            press(coach.callout.back)
            qtbot.waitUntil(lambda: coach.shown == 1, timeout=5000)
            assert session.action_count == plan.steps[1].at
            backed = True
            continue
        if step is None and at == 13 and not skipped:
            press(coach.callout.forward)  # Skip step: the lesson plays the move
            skipped = True
        else:
            play_by_mouse(qtbot, table, action)
            by_mouse.add(type(action).__name__)
        qtbot.waitUntil(lambda a=at: session.action_count > a, timeout=5000)
        assert session.record.actions[at] == plan.script[at]
    else:
        raise AssertionError("the lesson never came to its end")
    assert refused and backed and skipped
    assert by_mouse == {"Buy", "Place", "EndTurn", "BuyGold", "Sell", "Take", "FreeMove"}
    assert sorted(set(steps_seen)) == list(range(len(plan.steps)))
    assert coach.callout.title.text() == "That was the lesson"
    # Play on: the guiding is over; the learner may make a move the script does not have, and the bots play on
    press(coach.callout.forward)
    assert not session.guiding and not coach.callout.isVisible()
    qtbot.waitUntil(session.my_turn, timeout=60_000)
    table.animator.snap()
    count = session.action_count
    off_script = plan.script[count]
    drag(table, table.scene.screens[LEARNER].shares["green"], table.scene.market)  # the script buys gold here
    assert session.action_count == count + 1 and session.record.actions[count] == "sell green" != off_script
    take = next(c.action for c in table.moves().choices if isinstance(c.action, Take))
    drag(table, table.scene.sale.shares[table.scene.sale.current][take.colour], table.scene.market)
    assert session.action_count == count + 2
    qtbot.waitUntil(lambda: session.action_count > count + 2, timeout=60_000)  # the bots think and play
    assert session.undo_refusal() != "lesson_no_undo"

def test_every_learner_move_of_the_script_is_asked_for_in_words_with_its_pieces(qtbot, lesson):
    """The automatic "Your move" callouts use the table's hint: a sentence and lit pieces for each (ending the
    turn, a panel button, lights no piece)."""
    window = lesson
    session, table = window.session, window.game_page.table
    plan = plan_for(GAME)
    asked = 0
    for at in range(len(plan.script)):
        session.rewind(at)
        action = session.expected()
        if action is None:  # another seat's move
            continue
        asked += 1
        table.animator.snap()
        words = table.hint_text(action, session.view())
        assert words.startswith("Hint: ") and " 0 " not in words, (at, words)
        items = table.hint_items(action)
        if isinstance(action, EndTurn):
            assert "bonus tile" in words
            continue
        assert len(items) >= 2 and all(i.isVisible() for i in items), (at, action.to_text())
    assert asked == 27  # the learner's moves in the whole game


#: The share market in each language, as the glossary names it and the lesson's
#: refusals already say it.
SHARE_MARKET = {"en": "from the share market", "ja": "株式市場から", "es": "del mercado de valores", "zh_TW": "從股市"}


@pytest.mark.parametrize("lang", sorted(SHARE_MARKET))
def test_a_step_that_moves_a_share_onto_a_track_says_it_comes_from_the_share_market(lang):
    """A review read "Drag a blue share onto the share purchase track." at the lesson's third step and did not
    know where the share was to come from: every step that has the learner drag a share onto a track says, in its
    own words and in every language, that the share comes from the share market (as its refusal does)."""
    from PySide6.QtCore import QCoreApplication

    from ponzi_desktop.ui import i18n

    plan = plan_for(GAME)
    moving = [s for s in plan.steps if s.kind == "move"  # a share onto a purchase track: place, gold, bonus place
              and plan.script[s.at].split()[-2 if plan.script[s.at].startswith("bonus") else 0] in ("place", "gold")]
    assert len(moving) >= 3
    i18n.install(lang)
    try:
        for step in moving:
            text = QCoreApplication.translate(plan.context, step.text)
            assert SHARE_MARKET[lang] in text, f"{step.title!r} in {lang}: {text}"
    finally:
        i18n.install("en")
