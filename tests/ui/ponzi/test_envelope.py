"""The envelope dialogs on their own: the amount written on the painted envelope as it is typed, what each
answer means in words, Counter greyed with its reason, names as plain text, nothing small or cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QPushButton

from ponzi_desktop.engine.ponzi.actions import COUNTER, SELL
from ponzi_desktop.ui.formatting import FSI, PDI
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.ponzi.envelope import AnswerDialog, OfferDialog
from ponzi_desktop.ui.ponzi.style import money

EVIL = "<b>Eve</b>"


@pytest.fixture
def window(qtbot):
    kept = []  # qtbot holds its widgets weakly: the windows must live as long as the test

    def make(size=(1280, 720)):
        win = QMainWindow()
        kept.append(win)
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        return win

    return make


def shown(qtbot, dialog):
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    return dialog


def test_the_typed_amount_is_written_on_the_envelope(qtbot, window):
    dlg = shown(qtbot, OfferDialog(1, "Bob", "grain", 0, 57, window()))
    assert dlg.picture.amount == 0 and money(0) in dlg.picture.visible_texts()
    QTest.keyClicks(dlg.field, "23")
    assert dlg.picture.amount == 23 and money(23) in dlg.picture.visible_texts()
    QTest.keyClicks(dlg.field, "0")  # 230: more than the cash, so nothing goes on the envelope
    assert dlg.picture.amount is None and "?" in dlg.picture.visible_texts()
    assert dlg.error.isVisible() and money(57) in dlg.error.text()
    QTest.keyClick(dlg.field, Qt.Key.Key_Backspace)
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.amount() == 23


def test_the_offer_says_what_each_answer_means_and_who_sees_it(qtbot, window):
    dlg = shown(qtbot, OfferDialog(2, "Cleo", "media", 0, 40, window()))
    words = dlg.meaning.text()
    assert "sells, you pay the amount" in words and "pays you the amount" in words and "Media" in words
    assert "Only you and" in dlg.secret.text() and "Cleo" in dlg.secret.text()
    assert money(40) in dlg.range_label.text() and "your cash" in dlg.range_label.text()
    assert dlg.seal.text() == "Seal and Hand Over" and dlg.seal.isDefault()
    assert dlg.windowTitle() == "Envelope for Cleo" and dlg.title_label.text() == f"Envelope for {FSI}Cleo{PDI}"


def test_escape_puts_the_envelope_back(qtbot, window):
    dlg = shown(qtbot, OfferDialog(1, "Bob", "grain", 0, 57, window()))
    QTest.keyClicks(dlg.field, "9")
    QTest.keyClick(dlg.field, Qt.Key.Key_Escape)
    assert dlg.result() == QDialog.DialogCode.Rejected and not dlg.isVisible()


@pytest.mark.parametrize("can_counter", [True, False])
def test_the_answer_shows_the_amount_and_what_each_button_does(qtbot, window, can_counter):
    dlg = shown(qtbot, AnswerDialog("Ann", "transportation", 23, can_counter, 40 if can_counter else 12,
                                    window()))
    answers = []
    dlg.answered.connect(answers.append)
    assert dlg.picture.opened and dlg.picture.amount == 23
    assert dlg.sold.title == "Sold!" and money(23) in dlg.sold.detail and "give" in dlg.sold.detail
    assert dlg.counter.title == "Counter-offer!" and "You pay" in dlg.counter.detail
    assert dlg.sold.height() == dlg.counter.height()
    assert dlg.counter.isEnabled() == can_counter and dlg.hint.isVisible() == can_counter
    if not can_counter:
        assert "must sell" in dlg.counter.toolTip() and dlg.must_sell.isVisible()
        assert money(12) in dlg.must_sell.text()
    (dlg.counter if can_counter else dlg.sold).click()
    assert answers == [COUNTER if can_counter else SELL] and dlg.result() == QDialog.DialogCode.Accepted


def test_the_hint_lights_one_answer(qtbot, window):
    dlg = shown(qtbot, AnswerDialog("Ann", "grain", 5, True, 40, window()))
    dlg.show_hint(True, None)
    assert not dlg.hint.isEnabled()
    dlg.show_hint(False, COUNTER)
    assert dlg.counter.property("lit") and not dlg.sold.property("lit")
    assert dlg.focusWidget() not in (dlg.sold, dlg.counter)  # lit, not focused: Enter does not play it


@pytest.mark.parametrize("can_counter", [True, False])
def test_enter_in_the_answer_plays_no_answer(qtbot, window, can_counter):
    """Selling or buying cannot be taken back: the keyboard starts on neither answer, and Enter (or Space)
    alone answers nothing, before and after a hint; Tab to an answer and Space is a deliberate choice."""
    dlg = shown(qtbot, AnswerDialog("Ann", "grain", 5, can_counter, 40 if can_counter else 2, window()))
    answers = []
    dlg.answered.connect(answers.append)
    assert dlg.focusWidget() not in (dlg.sold, dlg.counter)
    assert not dlg.sold.isDefault() and not dlg.counter.isDefault()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        QTest.keyClick(dlg.focusWidget() or dlg, key)
    if can_counter:
        dlg.hint.click()
        dlg.show_hint(True, None)
        dlg.show_hint(False, SELL)
        assert dlg.focusWidget() not in (dlg.sold, dlg.counter)
        QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Return)
    assert answers == [] and dlg.isVisible()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_tab_to_an_answer_then_enter_or_space_plays_it(qtbot, window, key):
    """A review pressed Enter on the focused Sold! and nothing happened (only Space worked), though every other
    focused button of the app takes Enter: the answer that has the keyboard takes Enter and Space alike."""
    dlg = shown(qtbot, AnswerDialog("Ann", "grain", 5, True, 40, window()))
    answers = []
    dlg.answered.connect(answers.append)
    QTest.keyClick(dlg.focusWidget() or dlg, Qt.Key.Key_Tab)
    assert dlg.focusWidget() is dlg.sold
    QTest.keyClick(dlg.sold, key)
    qtbot.waitUntil(lambda: answers == [SELL], timeout=2000)


def test_names_are_never_markup(qtbot, window):
    win = window()
    for dlg in (OfferDialog(1, EVIL, "grain", 0, 57, win), AnswerDialog(EVIL, "grain", 5, False, 2, win)):
        shown(qtbot, dlg)
        texts = [lab for lab in dlg.findChildren(QLabel) if EVIL in lab.text()]
        assert texts and all(lab.textFormat() == Qt.TextFormat.PlainText for lab in texts)
        assert f"{FSI}{EVIL}{PDI}" in dlg.title_label.text() and EVIL in dlg.windowTitle()
        assert FSI not in dlg.windowTitle() and PDI not in dlg.windowTitle()
        assert any(EVIL in t for t in dlg.picture.visible_texts())
        tips = [b.toolTip() for b in dlg.findChildren(QPushButton) if "Eve" in b.toolTip()]
        assert tips and all("&lt;b&gt;Eve&lt;/b&gt;" in tip and "<b>" not in tip for tip in tips)
        dlg.reject()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_nothing_is_small_or_cut(qtbot, window, size):
    win = window(size)
    long = "Wolfgang Amadeus Mozart!"  # the longest a seat's name may be: 24 letters
    for dlg in (OfferDialog(1, "Bartholomew", "transportation", 0, 157, win),
                AnswerDialog("Bartholomew", "real_estate", 123, True, 200, win),
                OfferDialog(1, long, "transportation", 0, 157, win), AnswerDialog(long, "media", 5, True, 9, win)):
        shown(qtbot, dlg)
        assert dlg.height() <= size[1] - 60 and dlg.width() <= size[0]
        short = [lab.text() for lab in dlg.findChildren(QLabel) if lab.isVisible() and lab.wordWrap()
                 and lab.height() < lab.heightForWidth(lab.width())]
        assert not short, short  # wrapped words get the height they need
        with TextProbe() as probe:
            dlg.grab()
        assert len(probe.drawn) >= 3
        bad = [t for t in probe.drawn if t.px < 11 or t.cut]
        assert not bad, bad
        dlg.reject()
