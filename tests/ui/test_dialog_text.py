"""Dialog text on a large screen, and no word or character alone on a last line. A review at 1920x1080 read the
Settings, Save and About dialogs' text at about 11 px on its screenshots, smaller than at 1280; and "…follow" /
"it." in Settings, "…金" / "條。" and "…價格" / "戰。" on the zh_TW start page; and later "蓋房" / "子", "ボット" /
"3）" and "…ようこ" / "そ"."""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton

from ponzi_desktop.ui import games, i18n, look
from ponzi_desktop.ui.formatting import WORD_JOINER, keep_phrases, no_lone_character, no_widow
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.save_questions import SaveNameDialog
from ponzi_desktop.ui.settings_dialog import SettingsDialog

LANGUAGES = ["en", "ja", "es", "zh_TW"]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def test_no_widow_joins_the_last_two_words_or_characters():
    assert no_widow("so you can follow it.") == "so you can follow\u00a0it."
    assert no_widow("並在股市崩跌前換成金條。") == f"並在股市崩跌前換成金{WORD_JOINER}條。"
    assert no_widow("撐過價格戰。") == WORD_JOINER.join("撐過價格戰。")  # a short phrase: kept whole
    assert no_widow("<h3>Title</h3><p>with friends, or against bots.</p>") == \
        "<h3>Title</h3><p>with friends, or against\u00a0bots.</p>"
    assert no_widow(no_widow("follow it.")) == "follow\u00a0it."  # once joined, left as it is
    assert no_widow(no_widow("換成金條。")) == WORD_JOINER.join("換成金條。")
    for alone in ("", "word", "a supercalifragilisticexpialidocious antidisestablishmentarianism."):
        assert no_widow(alone) == alone  # nothing to join, or too long to join


def dialogs(window: MainWindow, settings) -> list:
    about = look.themed_box(window, QMessageBox.Icon.NoIcon, "About", "<p>Games on one computer.</p>", rich=True)
    return [SettingsDialog(settings, window), SaveNameDialog(window_library(), "A game", None, False, window), about]


def window_library():
    from ponzi_desktop.ui.saved_games import library

    return library()


def body_sizes(dialog) -> tuple[int, int, list[int]]:
    """The smallest body text, the smallest hint and the headings' sizes, in pixels, as shown."""
    dialog.show()
    QApplication.processEvents()
    body, hints, headings = [], [], []
    for widget in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton):
        if not widget.isVisible() or not widget.text():
            continue
        size = QFontInfo(widget.font()).pixelSize()
        if widget.property("heading"):
            headings.append(size)
        elif widget.property("role") == "hint":
            hints.append(size)
        else:
            body.append(size)
    dialog.close()
    return min(body), min(hints, default=99), headings


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dialog_text_is_larger_on_a_large_screen_and_headings_keep_their_size(
        qtbot, app_settings, monkeypatch, english_after, lang):
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    small = [body_sizes(d) for d in dialogs(window, app_settings)]
    monkeypatch.setattr(look, "screen_room", lambda widget: QSize(1920, 1050))
    large = [body_sizes(d) for d in dialogs(window, app_settings)]
    for (body, hint, headings), (body_before, hint_before, headings_before) in zip(large, small, strict=True):
        assert body >= max(13, body_before) and hint >= max(13, hint_before), (lang, body, hint)
        assert headings == headings_before  # the serif titles keep their own size


@pytest.mark.parametrize("lang", LANGUAGES)
def test_start_page_and_settings_texts_end_with_two_words_or_characters_together(
        qtbot, app_settings, english_after, lang):
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    texts = [label.text() for label in window.start_page.findChildren(QLabel) if label.wordWrap()]
    blurbs = [games.game_ui(g.id).text(games.game_ui(g.id).blurb) for g in games.playable()]
    for blurb in blurbs:
        assert no_widow(blurb) in texts, (lang, blurb)
        assert no_widow(blurb) != blurb  # something to join in every language's description
    dialog = SettingsDialog(app_settings, window)
    qtbot.addWidget(dialog)
    dialog.bots.set_value("slow")
    hint = dialog.bots_hint.text()
    assert hint == no_widow(hint) and ("\u00a0" in hint or WORD_JOINER in hint), hint


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_settings_hint_a_few_pixels_too_long_for_its_line_is_read_on_one(
        qtbot, app_settings, english_after, lang):
    """A review (Spanish): "…también en la partida" / "en curso." with the line 3 px short of holding it all. Shown,
    in every choice of speed, each hint is on one line, or needs more than the dialog may widen for it
    (`HINT_SLACK`): never a second line for the last words of a line that almost held them."""
    from ponzi_desktop.ui.settings_dialog import HINT_SLACK

    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    dialog = SettingsDialog(app_settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for speed in ("off", "fast", "normal", "slow"):
        dialog.animation.set_value(speed)
        dialog.bots.set_value(speed if speed != "off" else "instant")
        dialog._changed()
        QApplication.processEvents()
        for hint in (dialog.animation_hint, dialog.bots_hint, dialog.language_hint):
            one_line = hint.fontMetrics().horizontalAdvance(hint.text()) + 1
            short_by = one_line - hint.contentsRect().width()
            assert short_by <= 0 or short_by > HINT_SLACK, (lang, speed, hint.text(), short_by)
    dialog.close()


def test_short_chinese_and_japanese_phrases_are_joined_between_their_punctuation():
    joined = keep_phrases("競爭者對抗壟斷者：買下街道、蓋房子，撐過價格戰。")
    assert joined == "競爭者對抗壟斷者：" + "".join(WORD_JOINER.join(p) for p in ("買下街道、", "蓋房子，", "撐過價格戰。"))
    assert keep_phrases(joined) == joined and no_widow(joined) == joined  # once joined, left as it is
    assert keep_phrases("（ボット3）、") == WORD_JOINER.join("（ボット3）") + "、"
    assert "2023" in keep_phrases("（2023年版）")  # narrow letters and digits never part: nothing between them
    for left in ("Bot 3, round 1", "<b>蓋房子</b>", "ブラックフライデーへようこそ"):  # spaced, rich, too long
        assert keep_phrases(left) == left
    assert no_lone_character("Round 1 · your turn") == "Round 1 · your turn"  # spaced languages: Qt breaks well


#: The reviews' texts that left a character alone on a line, at about the widths they saw them at (the start
#: page's description of a game and its Continue line, a lesson note's title at 1280 x 720, the Settings dialog's
#: note on the language), and the part each split ("蓋房" / "子", "ボット" / "3）", "ようこ" / "そ", "含み" / "ます。").
ORPHANS = [("zh_TW", "競爭者對抗壟斷者：買下街道、蓋房子，撐過價格戰。", "房子", 200, 260),
           ("ja", "ポンジスキーム（プレイヤー1、ボット1、ボット2、ボット3）、ラウンド1", "ボット3", 320, 400),
           ("ja", "ブラックフライデーへようこそ", "こそ", 200, 260),
           ("ja", "メニュー、卓、記録、ルールがすぐに切り替わります。進行中のゲームも含みます。", "ます", 380, 460)]


def lines_of(text: str, font, width: int) -> list[str]:
    """`text` laid out as a word-wrapped label lays it out at `width` pixels, line by line."""
    from PySide6.QtGui import QTextLayout, QTextOption

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize(("lang", "text", "whole", "narrowest", "widest"), ORPHANS)
def test_the_reviews_orphans_keep_their_characters_together(qapp, english_after, lang, text, whole, narrowest,
                                                            widest):
    """Laid out at every width about the review's, in the font the language uses (the app's, at the start
    page's and the note's sizes): no line is one character alone (punctuation aside), no line break splits the
    part the review saw split, and the words are all there."""
    from PySide6.QtGui import QFont

    i18n.install(lang)
    for px in (13, 15, 17):
        font = QFont(QApplication.font())
        font.setPixelSize(px)
        shown = no_lone_character(text)
        for width in range(narrowest, widest + 1, 4):
            lines = lines_of(shown, font, width)
            assert "".join(lines).replace(WORD_JOINER, "") == text
            for line in lines:
                letters = [ch for ch in line.strip() if ch != WORD_JOINER and unicodedata.category(ch)[0] not in "PZ"]
                assert len(letters) > 1, (px, width, lines)
            assert any(whole in line.replace(WORD_JOINER, "") for line in lines), (px, width, lines)


def test_a_wrapped_label_keeps_its_words_together_as_it_is_given_them(qapp):
    """The dialogs' hints and the Continue line are `WrappedLabel`s: they show their text joined as
    `no_lone_character` joins it, however it reaches them (built with it, or set later)."""
    from ponzi_desktop.ui.wrapped_label import WrappedLabel

    text = ORPHANS[-1][1]
    assert WrappedLabel(text).text() == no_lone_character(text) != text
    label = WrappedLabel()
    label.setText(text)
    assert label.text() == no_lone_character(text)
    assert WrappedLabel("Menus, the table, the log").text() == "Menus, the table, the log"
