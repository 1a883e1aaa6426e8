"""The holders' screens at every table size: a pile of shares keeps clear of the next colour's share (a green
pile's shares behind it overlapped the blue share at five seats), and a closed screen's words break between
words only ("ついたての後ろの株コマ" broke inside 後ろ)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.black_friday.pieces import balanced
from ponzi_desktop.ui.black_friday.screens import PILE_GAP
from ponzi_desktop.ui.kit import look

from .test_table import new_session, page_for

GAP = PILE_GAP - 1e-6  # units between one colour's pile and the next share, at least

#: Where the closed screen's words may break, per language: after these pieces only (Japanese phrases end in の).
PHRASES = {"ja": ("ついたての", "後ろの", "株コマ"), "zh_TW": ("屏風後面的", "股票")}


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def wrapped_lines(text: str, px: float, width: float) -> list[str]:
    """`text` as `draw_text` wraps it at `px` in a box `width` wide, line by line."""
    layout = QTextLayout(text, look.font(px))
    option = QTextOption(Qt.AlignmentFlag.AlignCenter)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_pile_of_shares_keeps_clear_of_the_next_share(qtbot, tmp_path, players):
    session = new_session(tmp_path, players)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    QApplication.processEvents()
    for screen in page.table.scene.screens:
        shares = [screen.shares[c] for c in screen.colours]
        for share in shares:
            share.set_count(5)
        piles = [s.mapRectToParent(s.pile_rect()) for s in shares]
        for a, b in zip(piles, piles[1:], strict=False):
            assert b.left() - a.right() >= GAP, (players, a, b)
        assert screen.shares_area.contains(piles[0].united(piles[-1]))
    page.close()


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "es", "en"])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_closed_screens_words_break_between_words_only(qtbot, tmp_path, english_after, lang, players):
    i18n.install(lang)
    session = new_session(tmp_path, players)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    QApplication.processEvents()
    screen = page.table.scene.screens[1]  # a bot's: closed
    assert screen.held is None
    words = QApplication.translate("BlackFridayTable", "Shares behind the screen")
    band = screen.shares_area.adjusted(0, 2, 0, -2).adjusted(6, 0, -6, 0)  # as `ScreenItem.paint_face` draws it
    lines = [line.replace("\u2060", "").strip() for line in wrapped_lines(words, 17, balanced(words, 17, band).width())]
    pieces = PHRASES.get(lang)
    if pieces is None:  # words with spaces between them: a line is whole words
        assert all(word in words.split() for line in lines for word in line.split()), lines
    else:
        ends, at = set(), 0
        for piece in pieces:
            at += len(piece)
            ends.add(at)
        at, breaks = 0, []
        for line in lines[:-1]:
            at += len(line)
            breaks.append(at)
        assert set(breaks) <= ends, lines
    page.close()
