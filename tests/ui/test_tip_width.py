"""A long tooltip wraps at the same width in every language (a review's finding: Black Friday's round counter's
tooltip wrapped into a box in English but ran on one line about 1500 px wide in Chinese at 1920x1080, and at
1280x720 stood far from the pointer). Qt wraps a plain tooltip only where it is wider than the screen; the
table's tooltips go through `formatting.wrapped_tip`, which breaks a long one into lines of one width."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.black_friday.pieces import CounterItem
from ponzi_desktop.ui.formatting import TIP_EMS, wrapped_tip


def shown_tip(text: str) -> QLabel:
    QToolTip.showText(QPoint(100, 100), text)
    QApplication.processEvents()
    label = next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel") and w.isVisible())
    return label


def counter_tip() -> str:
    counter = CounterItem("", 300, 30, 18)
    counter.show_counts(1, 0)
    return counter.toolTip()


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_round_counter_s_tip_wraps_at_the_same_width_in_every_language(qapp, english_after, lang):
    i18n.install(lang)
    text = counter_tip()
    room = TIP_EMS * QFontInfo(QToolTip.font()).pixelSize()
    # as much of the tip as is narrower than the test's screen (800 px) and wider than Qt's width for a rich tip,
    # as the whole Chinese tip is beside a 1920 px screen: Qt left such a plain tip on one line
    metrics = shown_tip("x").fontMetrics()
    cut = next(text[:n] for n in range(len(text), 0, -1) if metrics.horizontalAdvance(text[:n]) <= 700)
    assert metrics.horizontalAdvance(cut) > room + 40
    try:
        for words in (text, cut):
            label = shown_tip(wrapped_tip(words))
            assert label.width() <= room + 40, (lang, label.width(), room)  # its padding and frame beside the text
            assert label.height() > 2 * label.fontMetrics().height()  # wrapped, not one long line
            lines = [line for line in label.text().split("\n") if line]
            assert all(len(line) > 1 for line in lines), lines  # nothing alone on a line
    finally:
        QToolTip.hideText()
        QApplication.processEvents()


def test_a_short_or_rich_tip_is_left_as_it_is(qapp):
    assert wrapped_tip("Bank gold") == "Bank gold"
    assert wrapped_tip("") == ""
    rich = "<p>Already <b>rich</b></p>"
    assert wrapped_tip(rich) == rich
    long = "Ann " + "words " * 200
    assert wrapped_tip(long).replace("\n", " ").split() == long.split()  # only broken into lines
    assert "\n\nRules" in wrapped_tip(long + "\n\nRules: Price change (F1)")  # its own line breaks kept
