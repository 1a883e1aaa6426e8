"""The round panel's sentence never touches the bears' line under it, in any language, for the longest sentences
the panel shows (a bot's funding with a long industry's name, the deck reshuffled, a crash, a bankruptcy, the end):
a review saw a Spanish funding sentence's third line run into "Osos en la Junta", and then, on a 1280x720 screen
whose font spaced its lines a fifth wider than ours, English "rounds)" cut and run into "Bears on the board"."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.kit.look import font
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.ponzi.board import PilesArea
from ponzi_desktop.ui.ponzi.narration import narrate

NAMES = ["Bot 1", "Bot 2", "Bot 3", "Player 1"]
#: how much wider than our font's own a screen's font may space its lines (the review's screen: 23.4 units a
#: line where ours take 19.8)
WIDER_LINES = 1.2
LONG = [Event("funded", seat, {"industry": industry, "card": card, "row": 2, "countdown": 4})
        for industry in ("transportation", "real_estate", "grain", "media") for card in (13, 57, 80) for seat in (0, 1)]
LONG += [Event("deck_reshuffled", None, {"cards": 44}), Event("deck_reshuffled", None, {"cards": 44, "crash": True}),
         Event("market_crashed", None, {"bears": [63, 66, 70, 80]}),
         Event("bankrupt", 3, {"due": 180, "cards": [57, 9]}),
         Event("trade_resolved", 2, {"offerer": 1, "target": 2, "industry": "transportation", "answer": "countered",
                                     "tile_to": 2, "amount": 15}, (1, 2), ("amount",)),
         Event("game_over", None, {"winners": [0, 1], "scores": {0: 9, 1: 9}, "bankrupt": [2], "reason": "bankruptcy"})]


def drawn(piles: PilesArea) -> list:
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    found = []
    try:
        for item in (piles.status, piles.bears_text):
            with TextProbe() as probe:
                painter.save()
                painter.translate(item.pos())
                item.paint(painter, QStyleOptionGraphicsItem(), None)
                painter.restore()
            found.append(probe.drawn[-1])
    finally:
        painter.end()
    return found


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_the_longest_sentences_end_above_the_bears_line_with_room_for_wider_lines(qapp, lang):
    i18n.install(lang)
    try:
        piles = PilesArea(390, 340)
        piles.show_phase(1, "fund", "", 3, 4)
        spacing = QFontMetricsF(font(17, True)).lineSpacing()
        problems = []
        for event in LONG:
            for viewer in (None, 0, 1):
                sentence = narrate(event, NAMES, viewer)
                piles.status.set_text(sentence)
                status, bears = drawn(piles)
                lines = len(status.lines)
                if status.cut or lines > 3:
                    problems.append(f"{sentence!r}: {lines} lines, cut={status.cut}")
                    continue
                # the box holds its lines even when a screen's font spaces them wider (drawn centred in it)
                box_top = piles.status.pos().y()
                wide = lines * spacing * WIDER_LINES
                ink_bottom = box_top + (piles.status.boundingRect().height() + wide) / 2
                if ink_bottom + 2 > piles.bears_text.pos().y() + (22 - spacing) / 2:
                    problems.append(f"{sentence!r}: {lines} lines reach the bears' line on a wider-spaced screen")
                if max(line.bottom() for line in status.lines) + 3 > min(line.top() for line in bears.lines):
                    problems.append(f"{sentence!r}: touches the bears' line")
        assert problems == []
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_the_bears_line_is_whole_before_and_after_the_crash_check(qapp, lang):
    """After the round's crash check the line says the next check is next round: it was cut ("(a crash at 3,
    che…") at 1280x720 in English (a review)."""
    i18n.install(lang)
    try:
        piles = PilesArea(390, 340)
        for phase in ("fund", "remove", "return", "rotate", "interest"):
            piles.show_phase(1, phase, "", 3, 5)
            _status, bears = drawn(piles)
            assert not bears.cut and bears.stretch >= 85, (phase, bears.shown)
    finally:
        i18n.install("en")


def test_every_line_of_the_round_box_reads_on_the_felt_at_its_height():
    """Every line the tray's felt carries, in every colour it takes, reads at 4.5:1 from its top to its bottom:
    the red of a near crash had 2.4:1 to 3.4:1 (a review found it hard to read), and "Your turn, Player 1." in
    the table's gold 4.25:1 at the top of its box (this test then looked at the bears' warning only)."""
    from PySide6.QtGui import QColor

    from ponzi_desktop.ui.kit.pieces import TextItem
    from ponzi_desktop.ui.look import contrast
    from ponzi_desktop.ui.ponzi import style
    from ponzi_desktop.ui.ponzi.board import STATUS_H, WARNING_ON_FELT

    piles = PilesArea(390, 340)
    top, bottom = QColor("#236a4e"), QColor("#18503a")

    def felt(y: float) -> QColor:  # the felt's gradient (kit paint_tray) at height y of the tray
        t = (y - 7) / (340 - 14)
        return QColor(*(round(a + (b - a) * t) for a, b in ((top.red(), bottom.red()), (top.green(), bottom.green()),
                                                              (top.blue(), bottom.blue()))))

    lines = [item for item in piles.childItems() if isinstance(item, TextItem)]
    assert piles.status in lines and piles.bears_text in lines and piles.round_text in lines
    seen = []
    for item in lines:
        colours = [WARNING_ON_FELT, style.TEXT_ON_FELT_SOFT] if item is piles.bears_text else [item.colour()]
        box = item.mapRectToParent(item.boundingRect())
        for colour in colours:
            for y in (box.top(), box.bottom()):
                seen.append((round(contrast(colour, felt(y)), 2), colour.name(), round(y), item.text()))
    assert min(seen)[0] >= 4.5, min(seen)
    assert piles.bears_text.pos().y() >= 96 + STATUS_H


def felt_at(y: float, height: float = 340):
    """The tray's felt (kit `paint_tray`'s gradient) at `y` in a panel `height` high."""
    from PySide6.QtGui import QColor

    t = (y - 7) / (height - 14)
    top, bottom = QColor("#236a4e"), QColor("#18503a")
    return QColor(*(round(a + (b - a) * t) for a, b in ((top.red(), bottom.red()), (top.green(), bottom.green()),
                                                          (top.blue(), bottom.blue()))))


def test_the_status_reads_on_the_felt_from_its_first_line():
    """A review: "Your turn, Player 1." in the table's gold had 4.4:1 on the round panel's felt, under AA's 4.5:1.
    The status's colour reads 4.5:1 and more from its top (where the felt is lightest) down."""
    from ponzi_desktop.ui.look import contrast
    from ponzi_desktop.ui.ponzi.board import STATUS_ON_FELT

    piles = PilesArea(390, 340)
    assert piles.status._colour == STATUS_ON_FELT  # the status is drawn in it
    top = piles.status.pos().y()
    for y in (top, top + 36, top + 72):
        assert contrast(STATUS_ON_FELT, felt_at(y)) >= 4.5, (y, felt_at(y).name())


def test_the_bears_line_keeps_a_line_of_blank_above_deck_and_discards():
    """A review saw "Bears on the board: 0 (a crash at 3)" touch the "Deck" and "Discards" headings under it (their
    boxes met): a few units of blank stand between them, and the cards' line under the piles stays in the tray."""
    piles = PilesArea(390, 340)
    bears = piles.bears_text.mapRectToParent(piles.bears_text.boundingRect())
    for label in (piles.deck_label, piles.discard_label):
        assert label.mapRectToParent(label.boundingRect()).top() - bears.bottom() >= 4
    assert piles.out_text.mapRectToParent(piles.out_text.boundingRect()).bottom() <= 340
