"""An offer to answer takes no press meant for something else. A review: Bot 2's offer came while the player
clicked the dice for the bots' turns, its Accept button lay exactly over the dice, and one click paid $693 for a
$220 street unseen. Now the answer's buttons ignore presses and keys for the click guard's moment after it
comes, Accept is never under the pointer then (the window steps aside; an answer still under it waits for the
pointer to leave), the keyboard starts on Refuse with a ring and Enter presses the button it is on, an offer
that takes far more than it gives says so and asks for Accept twice, and offers wait on the table one at a time.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ponzi_desktop.engine.anti_monopoly.actions import REJECT, Give, Propose, StartTrade
from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.click_guard import held_back

from .test_am_table import page_for, play
from .test_am_table_turns import dialog_of, take_screen, to_after_with_a_deed


def offer_waiting(qtbot, tmp_path, cash=0):
    """A hot-seat game of two at 1280x720 whose partner has an offer to answer, laid on the table and set aside."""
    session, sq = to_after_with_a_deed(tmp_path)
    proposer = session.view().actor
    for action in (StartTrade(1 - proposer), Give(sq), Propose(cash)):
        assert play(session, action)
    page = page_for(qtbot, tmp_path, session, size=(1280, 720))
    take_screen(page)
    table = page.table
    offer = dialog_of(table, "offer")
    assert offer is not None
    offer.later_button.click()  # set aside: the next opening is the offer's coming, at a moment of the test's
    QApplication.processEvents()
    assert dialog_of(table, "offer") is None
    return session, table


def dice_spot(table) -> QPoint:
    sc = table.scene
    view = sc.views()[0]
    return view.viewport().mapToGlobal(view.mapFromScene(sc.dice.sceneBoundingRect().center()))


def click_at(spot: QPoint, press=True, release=True) -> None:
    """A press and a release where the pointer is, on whatever lies there (as the window system sends it)."""
    target = QApplication.widgetAt(spot)
    assert target is not None
    local = target.mapFromGlobal(spot)
    if press:
        QTest.mousePress(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)
    if release:
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, local)


def arrive(table):
    """The offer comes again, as after the bots' moves (the table's own path: `after_refresh`)."""
    table._set_aside = None
    table.after_refresh(table.session.view())
    offer = dialog_of(table, "offer")
    assert offer is not None and offer.isVisible()
    return offer


def global_rect(widget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


@pytest.mark.click_guard
def test_clicks_on_the_dice_spot_just_before_and_after_the_offer_comes_answer_nothing(qtbot, tmp_path):
    session, table = offer_waiting(qtbot, tmp_path)
    spot = dice_spot(table)
    QCursor.setPos(spot)
    if QCursor.pos() != spot:
        pytest.skip("this platform does not move the pointer")
    click_at(spot, release=False)  # a click on the dice begun before the offer comes...
    offer = arrive(table)
    click_at(spot, press=False)  # ... ends after it
    click_at(spot)  # and the next, a moment after
    QApplication.processEvents()
    assert not global_rect(offer.accept_button).adjusted(-4, -4, 4, 4).contains(spot)  # stepped aside
    assert table.rect().contains(offer.geometry()) and not offer.geometry().intersects(table.panel.geometry())
    assert all(held_back(b) for b in offer.answer_buttons())
    qtbot.waitUntil(lambda: not held_back(offer.later_button), timeout=2000)
    click_at(spot)  # after the moment: what lies there now is no answer that is still under the pointer
    QApplication.processEvents()
    assert session.view().phase == "answer" and offer.action() is None
    assert dialog_of(table, "offer") is offer and offer.isVisible()


@pytest.mark.click_guard
def test_an_answer_under_the_pointer_waits_for_the_pointer_to_leave_it(qtbot, tmp_path):
    """Where nothing clears the pointer (a window as big as the table), the answer under it takes no click
    until the pointer has left it once; then a click answers as ever."""
    session, table = offer_waiting(qtbot, tmp_path)
    offer = arrive(table)
    offer.guard.arm(offer.accept_button)
    offer.setGeometry(table.rect())  # no room left to step aside in
    offer.layout().activate()
    spot = global_rect(offer.accept_button).center()
    offer.step_aside(spot)
    assert offer.guard.under_pointer == {offer.accept_button}
    qtbot.waitUntil(lambda: not held_back(offer.later_button), timeout=2000)
    QTest.mouseClick(offer.accept_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert session.view().phase == "answer"
    QApplication.sendEvent(offer.accept_button, QEvent(QEvent.Type.Leave))
    QTest.mouseClick(offer.accept_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert session.view().phase != "answer" or session.view().offer is None


@pytest.mark.click_guard
def test_keys_in_the_moment_answer_nothing_then_enter_presses_the_focused_refuse(qtbot, tmp_path):
    session, table = offer_waiting(qtbot, tmp_path)
    table.window().activateWindow()
    qtbot.waitActive(table.window())
    table.setFocus()
    offer = arrive(table)
    assert QApplication.focusWidget() is offer.refuse_button  # the keyboard starts on the safe answer
    # no button of its own is the default: Enter presses the one with the ring, Refuse, and never Accept
    assert not offer.accept_button.isDefault()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):  # keys meant for the table
        QTest.keyClick(QApplication.focusWidget(), key)
    QApplication.processEvents()
    assert session.view().phase == "answer" and offer.isVisible()
    qtbot.waitUntil(lambda: not held_back(offer.refuse_button), timeout=2000)
    QTest.keyClick(offer.refuse_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is offer.later_button
    QTest.keyClick(offer.later_button, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is offer.refuse_button
    QTest.keyClick(offer.refuse_button, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert session.view().offer is None and offer._action == REJECT  # refused


def test_the_safe_answer_wears_a_visible_focus_ring_when_the_offer_comes(qtbot, tmp_path):
    _session, table = offer_waiting(qtbot, tmp_path)
    table.window().activateWindow()
    qtbot.waitActive(table.window())
    table.setFocus()
    offer = arrive(table)
    b = offer.refuse_button
    assert b.hasFocus()
    edge = b.grab().toImage().pixelColor(3, b.height() // 2)
    plain = offer.accept_button.grab().toImage().pixelColor(3, b.height() // 2)
    assert abs(edge.hue() - look.GOLD.hue()) < 12 and edge != plain, (edge.name(), plain.name())
    assert QColor(edge).lightness() != QColor(plain).lightness()


def test_an_offer_out_of_proportion_says_so_and_asks_for_accept_twice(qtbot, tmp_path):
    """The review's offer: $693 for a $220 street. The window says what both sides are worth at the printed
    prices, in the error's colour, and Accept asks once more before anything changes hands."""
    session, table = offer_waiting(qtbot, tmp_path)
    offer = arrive(table)
    assert not offer.lopsided and offer.worth_label.property("role") == "soft"
    offer.later_button.click()
    QApplication.processEvents()
    # the same deed offered dear: the partner would pay far more than its price
    s2, sq = to_after_with_a_deed(tmp_path / "dear")
    proposer = s2.view().actor
    for action in (StartTrade(1 - proposer), Give(sq), Propose(-(s2.view().cash[1 - proposer] // 2 + 400))):
        if not play(s2, action):
            pytest.skip("the partner cannot pay that much")
    page = page_for(qtbot, tmp_path / "dear", s2, size=(1280, 720))
    take_screen(page)
    dear = dialog_of(page.table, "offer")
    assert dear.lopsided and dear.worth_label.property("role") == "error"
    assert money(dear.out_worth) in dear.worth_label.text() and money(dear.in_worth) in dear.worth_label.text()
    dear.accept_button.click()
    QApplication.processEvents()
    assert s2.view().phase == "answer" and dear.isVisible() and dear.confirming
    assert money(dear.out_worth) in dear.accept_button.text()
    dear.accept_button.click()
    QApplication.processEvents()
    assert s2.view().offer is None and s2.view().owners[sq] == 1 - proposer


def test_offers_come_one_at_a_time_on_the_table_never_as_modal_windows(qtbot, tmp_path):
    session, table = offer_waiting(qtbot, tmp_path)
    offer = arrive(table)
    table.after_refresh(session.view())  # the same news again: no second window
    table.open_offer()
    assert [d for d in table.dialogs if getattr(d, "am_kind", None) == "offer"] == [offer]
    assert not offer.isWindow() and not offer.isModal() and QApplication.activeModalWidget() is None
