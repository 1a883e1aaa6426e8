"""Japanese (and Chinese) strings read as written text: a move is played with 行う, never the board-game verb
指す of chess and shogi; no space after a full stop or other full-width punctuation (those languages run one
sentence into the next); and Qt's word wrap, which lays out the lesson's notes and the table's prompts, breaks
no translation against kinsoku (no line starts with 。、」）ー or a small kana, none ends with 「（), nor between a key's
name and キー."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from ts_files import forms, messages

from ponzi_desktop.ui.formatting import NO_LINE_END, NO_LINE_START

#: 指す and its forms (指した, 指して, 指せる…); 指定 and 指示 are other words
SASU = re.compile(r"指[さしすせそっ]")
#: a key's name (Enter, F1, Esc) and キー with a line break allowed between them ("F1" / "キー" on the start page)
PARTED_KEY = re.compile(r"[A-Za-z0-9]キー")
#: a space (either width) after full-width punctuation
SPACED = re.compile(r"[。、！？：；」』）】][ \u3000]")


def test_a_move_is_made_not_played_as_in_chess():
    wrong = [f"[{m.context}] {form!r}" for m in messages("ja") for form in forms(m) if SASU.search(form)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_no_space_after_full_width_punctuation(lang):
    wrong = [f"[{m.context}] {form!r}" for m in messages(lang) for form in forms(m) if SPACED.search(form)]
    assert not wrong, "\n".join(wrong)


def lines(text: str, font: QFont, width: float) -> list[str]:
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # a QLabel's word wrap, and drawText's TextWordWrap
    layout.setTextOption(option)
    layout.beginLayout()
    out = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        out.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return out


def test_qt_word_wrap_keeps_kinsoku_in_every_japanese_string(qapp):
    font = QFont(qapp.font())
    font.setPixelSize(14)
    wrong = set()
    for m in messages("ja"):
        for form in forms(m):
            text = form.replace("\n", "\u2028")
            if len(text) < 12:
                continue
            for width in range(60, 420, 9):
                laid = lines(text, font, width)
                for a, b in zip(laid, laid[1:], strict=False):
                    if b[:1] in NO_LINE_START or a.rstrip()[-1:] in NO_LINE_END:
                        wrong.add(f"{a[-8:]}|{b[:8]}")
    assert not wrong, sorted(wrong)


def test_a_keys_name_never_parts_from_its_kii():
    """Latin letters or digits and the kana after them may break apart; a word joiner keeps "F1⁠キー" one word."""
    parted = [form for m in messages("ja") for form in forms(m) if PARTED_KEY.search(form)]
    assert not parted, parted
