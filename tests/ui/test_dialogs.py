"""The kit's dialogs: the amount is typed, stepped or picked, Enter confirms, Esc cancels, an amount out of the
range is refused with a sentence (never clamped), names stay plain text, and the words are readable."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton, QWidget

from ponzi_desktop.ui.formatting import isolate, money
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.amount_dialog import AmountDialog, quick_amounts
from ponzi_desktop.ui.kit.dialogs import (
    ERROR,
    FELT_LIT,
    SOFT,
    TEXT,
    TITLE,
    ChoiceButton,
    TableDialog,
    dialog_scale,
)
from ponzi_desktop.ui.kit.pieces import TextProbe


@pytest.fixture
def amount(qtbot):
    def make(lo=0, hi=57, value=None, parent=None):
        dlg = AmountDialog("How much?", lo, hi, parent, value=value)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        return dlg

    return make


def test_quick_amounts_are_the_ends_and_a_few_round_ones_between():
    assert quick_amounts(0, 57) == [0, 20, 40, 57]
    assert quick_amounts(0, 12) == [0, 5, 10, 12]
    assert quick_amounts(0, 3) == [0, 1, 2, 3]
    assert quick_amounts(7, 7) == [7]
    assert quick_amounts(3, 1000) == [3, 250, 500, 750, 1000]
    for lo, hi in ((0, 1), (5, 6), (0, 250), (13, 99)):
        chips = quick_amounts(lo, hi)
        assert chips[0] == lo and chips[-1] == hi and chips == sorted(set(chips)) and len(chips) <= 5


def test_typed_digits_replace_the_amount_and_enter_confirms(amount):
    dlg = amount(value=5)
    assert dlg.focusWidget() is dlg.field and dlg.field.selectedText() == "5"
    QTest.keyClicks(dlg.field, "12")
    assert dlg.field.text() == "12" and dlg.spin.value() == 12
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.amount() == 12


def test_an_amount_out_of_the_range_is_refused_with_a_reason_not_clamped(amount):
    dlg = amount(lo=3, hi=57)
    seen = []
    dlg.amount_changed.connect(seen.append)
    QTest.keyClicks(dlg.field, "99")
    assert dlg.field.text() == "99"  # kept as typed
    assert dlg.error.isVisible() and money(99) in dlg.error.text() and money(57) in dlg.error.text()
    assert not dlg.confirm_button.isEnabled() and dlg.field.property("invalid") is True
    assert seen[-1] is None
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert dlg.isVisible() and dlg.result() != QDialog.DialogCode.Accepted
    dlg.accept()  # nor can code confirm it
    assert dlg.isVisible()
    dlg.field.setValue(2)  # below the range: refused too
    assert money(3) in dlg.error.text() and not dlg.confirm_button.isEnabled()
    dlg.field.clear()  # nothing typed: no scolding while typing, a reason once Enter asks
    assert not dlg.error.isVisible() and not dlg.confirm_button.isEnabled()
    QTest.keyClick(dlg.field, Qt.Key.Key_Enter)
    assert dlg.isVisible() and dlg.error.isVisible() and money(3) in dlg.error.text()
    QTest.keyClicks(dlg.field, "40")
    assert not dlg.error.isVisible() and dlg.confirm_button.isEnabled() and seen[-1] == 40
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert dlg.result() == QDialog.DialogCode.Accepted and dlg.amount() == 40


def test_only_digits_go_in(amount):
    dlg = amount(value=1)
    QTest.keyClicks(dlg.field, "a-2.5")
    assert dlg.field.text() == "25"


def test_escape_cancels(amount):
    dlg = amount()
    QTest.keyClicks(dlg.field, "9")
    QTest.keyClick(dlg.field, Qt.Key.Key_Escape)
    assert not dlg.isVisible() and dlg.result() == QDialog.DialogCode.Rejected


def test_keys_wheel_and_chips_step_within_the_range(amount):
    dlg = amount(lo=0, hi=57, value=10)
    field = dlg.field
    QTest.keyClick(field, Qt.Key.Key_Up)
    assert field.value() == 11
    QTest.keyClick(field, Qt.Key.Key_Down)
    QTest.keyClick(field, Qt.Key.Key_Down)
    assert field.value() == 9
    QTest.keyClick(field, Qt.Key.Key_PageUp)
    assert field.value() == 9 + field.page_step() == 15
    for _ in range(10):
        QTest.keyClick(field, Qt.Key.Key_PageUp)
    assert field.value() == 57  # stepping stops at the ends
    QTest.keyClicks(field, "3")  # after a step the amount is selected: a digit replaces it
    assert field.value() == 3
    pos = QPointF(field.rect().center())
    wheel = QWheelEvent(pos, field.mapToGlobal(pos), QPoint(), QPoint(0, -240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(field, wheel)
    assert field.value() == 1
    assert [c.text() for c in dlg.chips] == [money(v) for v in (0, 20, 40, 57)]
    dlg.chips[2].click()
    assert field.value() == 40 and dlg.focusWidget() is field


def test_the_confirm_button_is_the_default_and_the_buttons_are_themed(amount):
    dlg = amount()
    assert dlg.confirm_button.isDefault() and dlg.confirm_button.property("role") == "primary"
    assert "QPushButton" in dlg.styleSheet() and dlg.confirm_button.icon().isNull()
    assert dlg.cancel_button.icon().isNull()
    dlg.cancel_button.click()
    assert dlg.result() == QDialog.DialogCode.Rejected


def test_names_are_plain_text_and_isolated():
    assert isolate("Eve") == "\u2068Eve\u2069"


def test_a_title_with_markup_is_shown_as_written(qtbot):
    dlg = TableDialog(isolate("<b>Eve</b>"))
    qtbot.addWidget(dlg)
    lab = dlg.label("<i>x</i>")
    assert dlg.title_label.textFormat() == Qt.TextFormat.PlainText and lab.textFormat() == Qt.TextFormat.PlainText
    assert "<b>Eve</b>" in dlg.title_label.text()


def test_the_words_meet_aa_on_the_felt_and_the_buttons():
    for ink in (TEXT, SOFT, ERROR, TITLE):
        assert look.contrast(ink, FELT_LIT) >= 4.5, ink.name()
    assert look.contrast(look.INK, look.PAPER_DARK) >= 4.5 and look.contrast(look.INK_SOFT, look.PAPER_DARK) >= 4.5


def test_sizes_follow_the_window_and_no_text_is_under_11_px(qtbot, amount):
    small, large = QWidget(), QWidget()
    for w, size in ((small, (1280, 720)), (large, (1920, 1080))):
        qtbot.addWidget(w)
        w.resize(*size)
    assert dialog_scale(small) == 1.0 and dialog_scale(large) > 1.4 and dialog_scale(None) == 1.0
    dlg = amount(parent=small)
    choice = ChoiceButton("Sold!", "You get $23 and give Bob one Transportation tile.", dlg)
    dlg.column.addWidget(choice)
    QApplication.processEvents()
    for w in dlg.findChildren(QLabel) + dlg.findChildren(QPushButton):
        px = w.font().pixelSize() if w.font().pixelSize() > 0 else w.font().pointSizeF() * 96 / 72
        assert px >= 11, (w.text(), px)
    with TextProbe() as probe:
        choice.grab()
    assert probe.drawn and all(t.px >= 11 and not t.cut for t in probe.drawn), probe.drawn
    assert choice.width() >= choice.sizeHint().width()


def test_the_settings_dialog_has_no_gaps_between_a_choice_and_its_words(qtbot, app_settings):
    """Each hint sits under its choice: a hint's height measured at a width guessed before the dialog was
    shown used to stay, leaving a gap of several empty lines."""
    from PySide6.QtWidgets import QGroupBox

    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    for box in dialog.findChildren(QGroupBox):
        shown = sorted((w for w in box.findChildren(QWidget) if w.isVisible() and w.parent() is box),
                       key=lambda w: w.y())
        for above, below in zip(shown, shown[1:], strict=False):
            assert below.y() - (above.y() + above.height()) <= 16, (above, below)
        hints = [w for w in shown if isinstance(w, QLabel) and w.wordWrap()]
        assert hints and all(w.height() <= w.fontMetrics().lineSpacing() * 3 for w in hints), hints


def test_every_greyed_control_of_the_settings_says_why(qtbot, app_settings):
    """A review found Apply greyed with no word why (nothing changed yet): greyed, it says so; a change, and it
    applies and says what it does."""
    from widget_checks import greyed_without_reason

    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.apply_button.isEnabled() and "Nothing has changed" in dialog.apply_button.toolTip()
    assert greyed_without_reason(dialog) == []
    dialog.animation.set_value("slow" if app_settings.animation_speed != "slow" else "fast")
    assert dialog.apply_button.isEnabled() and not dialog.apply_button.accessibleDescription()
    assert dialog.apply_button.toolTip().startswith("Use the settings now")
    assert greyed_without_reason(dialog) == []


def test_the_animation_speed_is_told_in_words_about_any_tables_pieces(qtbot, app_settings):
    """'Wheels turn and cards fly' is one game's table: the settings are every game's."""
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    for speed in ("off", "fast", "normal", "slow"):
        dialog.animation.set_value(speed)
        dialog._changed()
        words = dialog.animation_hint.text()
        assert words and "piece" in words and not re.search(r"wheel|card", words, re.IGNORECASE), words


def test_the_settings_apply_button_greyed_says_why(qtbot, app_settings):
    """A review: Apply was greyed with no tooltip. Greyed (nothing changed, or all applied), it says why, in its
    tooltip and for a screen reader; usable (a choice changed), it gives no reason."""
    from ponzi_desktop.ui.kit.reasons import reason_of
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    apply = dialog.apply_button

    def greyed_with_reason() -> bool:
        return not apply.isEnabled() and bool(reason_of(apply)) and "apply" in apply.toolTip() \
            and apply.accessibleDescription() == reason_of(apply)

    assert greyed_with_reason()
    greyed_words = apply.toolTip()
    dialog.animation.set_value("slow" if dialog.animation.value() != "slow" else "fast")
    dialog._changed()
    assert apply.isEnabled() and not reason_of(apply) and apply.toolTip() != greyed_words
    apply.click()
    assert greyed_with_reason()


def test_settings_show_the_language_in_use_when_the_command_line_chose_it(qtbot, app_settings):
    """Started with --lang ja, Settings showed English (the saved choice) while the app ran in Japanese."""
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    app_settings.language = "en"
    i18n.install("ja")
    try:
        dialog = SettingsDialog(app_settings)
        qtbot.addWidget(dialog)
        assert dialog.language_value() == "ja"
        assert not dialog.is_modified()  # nothing to apply: the saved choice stays until one is picked
        dialog.accept()
        assert app_settings.language == "en"
    finally:
        i18n.install("en")


def test_the_new_game_dialog_keeps_its_place_and_size(qtbot, app_settings):
    """Removing a seat shrank the dialog (the buttons under it jumped), and switching the game opened a dialog
    of another width (its switch buttons moved under the mouse)."""
    from PySide6.QtCore import QRect

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    first, other = [g.id for g in games.playable()][:2]
    dialog = NewGameDialog(first, app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    while len(dialog.rows) < dialog.spec.max_players:
        dialog.add_seat()
    qtbot.wait(20)
    before = dialog.size()
    dialog.remove_seat(dialog.rows[-1])
    qtbot.wait(20)
    assert dialog.size() == before
    place = QRect(dialog.pos(), dialog.size())
    dialog._switch_game(other)
    again = NewGameDialog(other, app_settings)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.pos() == place.topLeft()
    assert again.width() >= place.width() and again.height() >= place.height()
    again.reject()
    NewGameDialog._last_geometry = None


def test_a_dialog_window_has_a_fixed_size_so_no_resize_handle_shows_under_it(qtbot, app_settings):
    """A thin strip like an empty horizontal scroll bar stood under the New Game and the Buy Gold Bars dialogs:
    the window manager's resize handle (openbox draws one under every resizable window). The dialogs are as big
    as their content and fixed at that size (their minimum and maximum the same, as the window manager reads
    them), so none is drawn; a note shown later still gets its room. A dialog laid on the table stays free."""
    from PySide6.QtWidgets import QMainWindow

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.kit.dialogs import QuestionDialog
    from ponzi_desktop.ui.kit.on_table import OnTable
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    dialogs = [AmountDialog("Buy Gold Bars", 0, 1, window, count=True),
               QuestionDialog("Sell?", "Sell 2 shares for $12?", "Sell", "Keep them", window),
               NewGameDialog(games.playable()[0].id, app_settings, window)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        assert dialog.minimumSize() == dialog.maximumSize() == dialog.size(), type(dialog).__name__
    question = dialogs[1]
    question.show_note("A note from the lesson, long enough to take two lines or more in the dialog's column of "
                       "words, which wrap in it.")
    QApplication.processEvents()
    need = question.layout().totalHeightForWidth(question.width())
    assert question.height() >= need and question.minimumSize() == question.maximumSize()
    laid = QuestionDialog("Offer", "Bob offers $5.", "Accept", "Refuse", window)
    qtbot.addWidget(laid)
    OnTable(laid, window).place()
    laid.show()
    QApplication.processEvents()
    assert laid.maximumHeight() > laid.height()  # the table sizes it
    NewGameDialog._last_geometry = None


def test_dialogs_laid_on_the_table_open_in_one_place_whatever_their_size(qtbot):
    """A review found the offers laid on the table opening in a different place each time: centred, a taller
    offer (more deeds) stood higher. Every dialog laid on the table opens centred across it with its top at the
    same place; only one too tall to fit there stands higher."""

    from ponzi_desktop.ui.kit.dialogs import QuestionDialog
    from ponzi_desktop.ui.kit.on_table import OnTable

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1280, 640)
    table.show()
    places = []
    for words in ("Bob offers $5.", "Bob offers a long list of things. " * 12, "Bob offers $50 and a street."):
        laid = QuestionDialog("Offer", words, "Accept", "Refuse", table)
        qtbot.addWidget(laid)
        keeper = OnTable(laid, table)
        laid.show()
        keeper.place()
        QApplication.processEvents()
        places.append((laid.y(), laid.geometry().center().x(), laid.height()))
        laid.close()
    assert len({h for _y, _x, h in places}) > 1  # they differ in height...
    assert len({y for y, _x, _h in places}) == 1 and all(abs(x - 640) <= 1 for _y, x, _h in places), places


def test_the_settings_dialog_has_a_fixed_size_that_holds_its_content_in_every_language(qtbot, app_settings):
    """The Settings window was resizable: the window manager drew its resize handle under its bottom edge (a thin
    strip like an empty scroll bar), and, rebuilt in a language of longer words (Apply), it kept the height it
    had. It is as big as its content and fixed at that size, in each language it is rebuilt in and whatever
    hint a choice shows; its buttons keep their margin above its bottom edge."""
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        for lang in ("en", "ja", "es", "zh_TW", "en"):
            dialog.set_language(lang)
            dialog.apply()
            for speed in ("off", "normal"):
                dialog.animation.set_value(speed)
                QApplication.processEvents()
                assert dialog.minimumSize() == dialog.maximumSize() == dialog.size(), (lang, speed)
                layout = dialog._outer
                need = layout.totalHeightForWidth(dialog.width()) if layout.hasHeightForWidth() else 0
                assert dialog.height() >= max(need, layout.totalMinimumSize().height()), (lang, speed)
                buttons = dialog.buttons.geometry().translated(dialog.buttons.parentWidget().pos())
                assert dialog.height() - buttons.bottom() >= 12, (lang, speed, dialog.height(), buttons)
    finally:
        i18n.install("en")
        app_settings.language = "en"
