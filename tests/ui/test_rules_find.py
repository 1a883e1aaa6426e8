"""Find in the rules window: search as you type, Enter and F3 to the next hit, Shift for the one before, a
counter in words, Esc clears and then closes; the window never closes on Enter; Japanese and Chinese too."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QInputMethodEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.rules_dialog import RulesDialog  # noqa: E402

PLAYABLE = [g.id for g in games.playable()]


@pytest.fixture
def rules(qtbot):
    def open_rules(language="en", game="ponzi"):
        dialog = RulesDialog(game, None, language)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.find_edit.setFocus()
        return dialog
    return open_rules


def selected(dialog):
    cursor = dialog.browser.textCursor()
    return cursor.selectionStart(), cursor.selectedText()


def test_typing_highlights_every_hit_and_shows_the_first(qtbot, rules):
    d = rules()
    qtbot.keyClicks(d.find_edit, "interest")
    count = len(d.hits)
    assert count > 3
    assert d.find_count.text() == f"1 of {count}"
    assert len(d.browser.extraSelections()) == count
    start, text = selected(d)
    assert text.lower() == "interest" and start == d.hits[0].selectionStart()
    assert start == d.browser.toPlainText().lower().find("interest")
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Backspace)  # still searching as the text changes
    assert d.find_count.text().startswith("1 of ") and selected(d)[1].lower() == "interes"


def test_enter_goes_to_the_next_hit_and_the_window_stays_open(qtbot, rules):
    d = rules()
    qtbot.keyClicks(d.find_edit, "luxury")
    count = len(d.hits)
    first = selected(d)[0]
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Return)
    assert d.isVisible() and d.result() == 0
    assert selected(d)[0] > first and d.find_count.text() == f"2 of {count}"
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Enter)  # the keypad's Enter too
    assert d.isVisible() and d.find_count.text() == f"3 of {count}"
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert d.find_count.text() == f"2 of {count}"
    qtbot.keyClick(d.find_edit, Qt.Key.Key_F3)
    assert d.find_count.text() == f"3 of {count}"
    qtbot.keyClick(d.find_edit, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert d.find_count.text() == f"2 of {count}"
    for _ in range(count - 1):  # past the last hit: the first again
        qtbot.keyClick(d.find_edit, Qt.Key.Key_Return)
    assert d.find_count.text() == f"1 of {count}" and selected(d)[0] == first
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)  # before the first: the last
    assert d.find_count.text() == f"{count} of {count}"
    assert d.isVisible()


def test_no_match_is_said_and_esc_clears_then_closes(qtbot, rules):
    d = rules()
    qtbot.keyClicks(d.find_edit, "xyzzy")
    assert d.find_count.text() == "No match" and not d.hits and not d.browser.extraSelections()
    assert d.find_edit.accessibleDescription() == "No match"
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Return)
    assert d.isVisible()
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Escape)
    assert d.isVisible() and d.find_edit.text() == "" and d.find_count.text() == ""
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Escape)
    assert not d.isVisible() and d.result() == RulesDialog.DialogCode.Rejected


def test_a_search_that_stops_matching_leaves_nothing_selected(qtbot, rules):
    """A review typed "keyboard": "No match", yet the "ke" of "keep" found on the way stayed selected."""
    d = rules()
    qtbot.keyClicks(d.find_edit, "ke")
    assert d.hits and d.browser.textCursor().hasSelection()
    qtbot.keyClicks(d.find_edit, "yzzyq")
    assert d.find_count.text() == "No match" and not d.browser.textCursor().hasSelection()


@pytest.mark.parametrize("language, word", [("ja", "配当金"), ("zh_TW", "利息")])
def test_japanese_and_chinese_text_typed_through_an_input_method(qtbot, rules, language, word):
    d = rules(language)
    commit = QInputMethodEvent()
    commit.setCommitString(word)  # what an input method sends when the reader picks the characters
    QApplication.sendEvent(d.find_edit, commit)
    assert d.find_edit.text() == word
    count = d.browser.toPlainText().count(word)
    assert count > 2 and len(d.hits) == count and d.find_count.text() == f"1 of {count}"
    assert selected(d)[1] == word
    qtbot.keyClick(d.find_edit, Qt.Key.Key_Return)
    assert d.isVisible() and d.find_count.text() == f"2 of {count}" and selected(d)[1] == word


def test_f3_works_from_the_text_too_and_steps_once(qtbot, rules):
    d = rules()
    d.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is d)
    qtbot.keyClicks(d.find_edit, "luxury")
    count = len(d.hits)
    d.browser.setFocus()
    qtbot.keyClick(d.browser, Qt.Key.Key_F3)  # the window's shortcut
    assert d.find_count.text() == f"2 of {count}"
    qtbot.keyClick(d.browser, Qt.Key.Key_F3, Qt.KeyboardModifier.ShiftModifier)
    assert d.find_count.text() == f"1 of {count}"
    d.find_edit.setFocus()
    qtbot.keyClick(d.find_edit, Qt.Key.Key_F3)  # one step, though both the shortcut and the box know F3
    assert d.find_count.text() == f"2 of {count}"


@pytest.mark.parametrize("game", PLAYABLE)
@pytest.mark.parametrize("language", ["ja", "zh_TW"])
def test_japanese_and_chinese_rules_have_no_slanted_text(rules, language, game):
    """CJK fonts have no italics: Qt would slant the glyphs, which reads as a mistake."""
    dialog = rules(language, game)
    block = dialog.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            assert not fragment.charFormat().fontItalic(), fragment.text()
            it += 1
        block = block.next()


@pytest.mark.parametrize("language", ["en", "ja", "es", "zh_TW"])
@pytest.mark.parametrize("game", PLAYABLE)
def test_the_contents_show_every_heading_whole(qtbot, rules, language, game):
    """The contents column was 250 px: "The tracks and what starts a …", "5. Colours missing from th…" at
    1280x720. It is as wide as its longest heading (up to two fifths of the window), and a heading cut
    all the same says itself whole in its tooltip."""
    d = rules(language, game)
    d.resize(1040, 640)
    QApplication.processEvents()
    fm, tree = d.contents.fontMetrics(), d.contents
    room = tree.viewport().width()
    for i in range(tree.topLevelItemCount()):
        top = tree.topLevelItem(i)
        for item, depth in [(top, 1), *((top.child(j), 2) for j in range(top.childCount()))]:
            assert item.toolTip(0) == item.text(0)
            assert fm.horizontalAdvance(item.text(0)) + depth * tree.indentation() <= room, item.text(0)


@pytest.mark.parametrize("game", [g.id for g in games.registered() if g.replay_marks])
def test_every_replay_mark_is_named_as_the_rules_name_it(qtbot, rules, game):
    """The replay timeline's legend names each moment in the rules' own words, in every language: Find in the
    rules finds it (Black Friday's red mark said "Crash", a word its rules never use)."""
    from ponzi_desktop.ui.i18n import by_language
    from ponzi_desktop.ui.replay.marks import CONTEXT

    marks = games.load(games.game_ui(game).replay_marks)
    missing = []
    for kind in marks.kinds:
        for language, words in by_language(CONTEXT, kind.words).items():
            d = rules(language, game)
            d.find_edit.setText(words)
            if not d.hits:
                missing.append((language, words))
            d.close()
    assert not missing, missing
