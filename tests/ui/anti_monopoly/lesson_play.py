"""Playing the Anti-Monopoly lesson with the mouse, as a learner does: the real main window, each of the learner's
moves made by the gesture the callout asks for (a click on the dice, a drag onto a place or the Treasury, the
panel's buttons, the trade window), the callout's own buttons clicked. Used by test_lesson.py and by the
screenshot script."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from table_mouse import app_settings, click, drag

from ponzi_desktop.engine.anti_monopoly.actions import (
    Build,
    Buy,
    Done,
    EndTurn,
    Mortgage,
    PayFine,
    Roll,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL, board
from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.lesson.areas import resolve

GAME = "anti_monopoly"
SIZE = (1280, 701)  # maximised on a 1280x720 screen under openbox


def press(widget: QWidget, at: QPoint | None = None) -> None:
    """A left click on `widget` (its middle unless said)."""
    assert widget.isVisible() and widget.isEnabled(), widget
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     at if at is not None else widget.rect().center())
    QApplication.processEvents()


def open_lesson(qtbot, tmp_path, size=SIZE, speed: str = "off"):
    """The main window showing the lesson, animation off (unless `speed`), the bots at once."""
    from ponzi_desktop.ui.main_window import MainWindow

    settings = app_settings(tmp_path, speed)
    settings.bot_speed = "instant"
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    assert win.lessons.start(GAME)
    return win


def pass_button(table) -> QPushButton:
    return table.panel.pass_button


def panel_button_with(table, words: str) -> QPushButton:
    for b in table.panel.buttons_box.findChildren(QPushButton):
        if b.isVisible() and b.isEnabled() and words in b.text():
            return b
    raise AssertionError(f"no enabled button {words!r}")


def trade_dialog(table):
    return next((d for d in table.dialogs if getattr(d, "am_kind", None) == "trade"), None)


def propose(qtbot, table, cash: int, typing: bool = False) -> None:
    """In the open trade window: the lesson's cash is written in already (typed only when it is not, after a
    wrong amount: `typing`); click Propose."""
    qtbot.waitUntil(lambda: trade_dialog(table) is not None and trade_dialog(table).isVisible())
    dlg = trade_dialog(table)
    qtbot.waitExposed(dlg)
    if dlg.cash() != cash:
        assert typing, f"the window opened with {dlg.cash()}, not the lesson's {cash}"
        press(dlg.field)
        dlg.field.selectAll()
        QTest.keyClicks(dlg.field, str(cash))
    assert dlg.cash() == cash, dlg.field.text()
    press(dlg.propose_button)


def make(qtbot, win, action) -> None:
    """Make the learner's `action` (the lesson's expected move) by the mouse."""
    page = win.game_page
    table, sc = page.table, page.table.scene
    view = table.session.view()
    me = view.seat
    if isinstance(action, Roll):
        click(table, sc.dice)
    elif isinstance(action, EndTurn) and view.extra_turn_due:
        click(table, sc.dice)  # after doubles the dice are Roll again: the turn's end and the next throw
    elif isinstance(action, EndTurn | Done):
        press(pass_button(table))
    elif isinstance(action, Buy):
        drag(table, sc.spaces[view.positions[me]], sc.areas[me])
    elif isinstance(action, PayFine):
        words = QCoreApplication.translate("AntiMonopolyActionPanel", "Pay %1 fine")  # in the app's language
        press(panel_button_with(table, words.replace("%1", money(board().fine))))
    elif isinstance(action, Build):
        top = MAX_LEVEL[0 if view.roles[me] == "competitor" else 1]
        piece = sc.treasury.apartment if view.buildings[action.square] + 1 >= top else sc.treasury.house
        drag(table, piece, sc.spaces[action.square])
    elif isinstance(action, Mortgage):
        drag(table, sc.spaces[action.square], sc.treasury)
    elif isinstance(action, StartTrade):
        # the lesson's trade: the partner's deed (the one the step names) dragged onto the learner's place,
        # then the cash typed in the window and Propose
        script = table.session.plan.script
        n = table.session.action_count
        ask = int(script[n + 1].split()[1])
        cash = int(script[n + 2].split()[1])
        drag(table, sc.spaces[ask], sc.areas[me])
        propose(qtbot, table, cash)
    else:
        raise AssertionError(f"the lesson has no gesture for {action!r}")
    QApplication.processEvents()


def anchors_resolve(coach) -> list[str]:
    """The current step's anchors that name nothing on the table now (empty: all resolve)."""
    step = coach.current_step()
    if step is None:
        return []
    return [a for a in step.anchors if a != "panel" and not resolve(coach.table.scene, a)
            and not (a.startswith("panel.") and hasattr(coach.table.panel, a.removeprefix("panel.")))]


def covered(coach) -> list:
    """The anchor rectangles the callout covers now (empty: none)."""
    box = coach.callout.geometry()
    return [r for r in coach.areas.anchor_rects() if box.intersects(r)]


def moment(coach) -> tuple:
    return coach.shown, coach.position


def wait_callout(qtbot, coach, after: tuple | None, timeout: int = 10_000) -> tuple:
    """Wait until the coach shows a callout at another moment than `after`; returns the moment."""
    qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and coach.callout.isVisible() and not
                    coach.table.animator.busy and moment(coach) != after, timeout=timeout)
    QApplication.processEvents()
    return moment(coach)


def settle(qtbot, coach, rounds: int = 20) -> None:
    """Wait until the callout stands still: the coach places it again while pieces and panels settle (its
    tracking timer), so the place read at once may be one it leaves a moment later."""
    before = None
    for _ in range(rounds):
        here = coach.callout.geometry()
        if here == before:
            return
        before = here
        qtbot.wait(2 * coach._track.interval() + 50)


def play_through(qtbot, win, each=None, timeout: int = 10_000, until: str | None = None) -> list[tuple]:
    """Play the lesson to its end (the "That was the lesson" callout), or to the step titled `until`: Next on the
    notes, the lit move on the move steps and the moves of no step. `each(coach)` is called at every callout
    before it is answered. Returns the moments shown: (shown, position)."""
    coach = win.game_page.coach
    seen: list[tuple] = []
    last = None
    while True:
        last = wait_callout(qtbot, coach, last, timeout)
        seen.append(last)
        if each is not None:
            each(coach)
        if coach.shown == -2 or until is not None and coach.current_step() is not None and \
                coach.current_step().title == until:
            return seen
        step = coach.current_step()
        if step is not None and step.kind == "note":
            press(coach.callout.forward)
        else:
            action = coach.session.expected()
            assert action is not None, f"no move is asked at {last}"
            make(qtbot, win, action)
