"""The hand-off cover's heading: "Pass the screen to <name>", the name in the seat's colour, wrapped and shrunk
to fit the card.

The heading wraps only between words of the sentence (or Japanese phrases, or before a name after a Chinese or
Japanese letter: `heading_pieces`) and shrinks to fit; a name is never broken, nor parted from what is glued to
it, and is drawn as a run of its own, so it cannot reorder the sentence.
"""

from __future__ import annotations

import itertools
import unicodedata
from typing import NamedTuple

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui.formatting import isolate, may_break, paired_bidi
from ponzi_desktop.ui.look import serif

#: The heading's size in points, and the smallest it shrinks to for a long name.
HEADING_PT, HEADING_MIN_PT = 24, 13
#: How small the heading may get before it takes a second line instead.
ONE_LINE_MIN_PT = 20


class _Run(NamedTuple):
    text: str
    name: bool  # the person's name (drawn in the seat's colour, never broken)


def _is_cjk(ch: str) -> bool:
    """A Chinese or Japanese letter: a line may break next to one without a space."""
    return unicodedata.east_asian_width(ch) in ("W", "F") and unicodedata.category(ch).startswith("L")


def _phrases(word: str) -> list[str]:
    """A word of the sentence cut into Japanese phrases: after kana that end a phrase (a particle, an
    ending) when kanji or katakana begin the next ("に" / "渡してください"). Other words stay whole."""
    cuts = [i for i in range(1, len(word))
            if "\u3041" <= word[i - 1] <= "\u309f" and ("\u30a0" <= word[i] <= "\u30ff" or "\u3400" <= word[i] <= "\u9fff")
            and may_break(word[:i], word[i:])]  # never before "ー" or a small "ッ" (kinsoku)
    return [word[a:b] for a, b in zip([0, *cuts], [*cuts, len(word)], strict=True)]


def heading_pieces(template: str, name: str) -> tuple[list[_Run], list[tuple[str, bool]]]:
    """The heading cut where it may wrap: its pieces (words of the sentence, the whole name as one) and, for
    each gap between two pieces, what stands there (a space or nothing) and whether a line may break there.

    A line breaks at the sentence's spaces, between Japanese phrases (`_phrases`), and before the name after
    a Chinese or Japanese letter ("画面を" / "Player 1に" / "渡してください"); never inside the name, and
    never between the name and what is glued to it ("Player 1に", "Player 1.").
    """
    before, mark, after = template.partition("%1")
    if not mark:  # a translation that lost its placeholder still names the person
        before, after = template + " ", ""
    pieces: list[_Run] = []
    gaps: list[tuple[str, bool]] = []

    def add(run: _Run, gap: tuple[str, bool]) -> None:
        if pieces:
            gaps.append(gap)
        pieces.append(run)

    def add_words(text: str, glued: bool) -> None:
        for i, word in enumerate(text.split()):
            for j, phrase in enumerate(_phrases(word)):
                if j:
                    add(_Run(phrase, False), ("", True))
                else:
                    add(_Run(phrase, False), ("", False) if i == 0 and glued else (" ", True))

    add_words(before, False)
    if pieces and before[-1:].isspace():
        name_gap = (" ", True)
    else:
        name_gap = ("", bool(pieces) and _is_cjk(before.rstrip()[-1:] or " "))
    add(_Run(name, True), name_gap)
    add_words(after, not after[:1].isspace())
    return pieces, gaps


class Heading(QWidget):
    """ "Pass the screen to <name>", the name in the seat's colour, on one line or more, centred.

    It has a fixed width and takes the height of the lines it needs. It wraps only where `heading_pieces`
    allows, and shrinks the words when they do not fit: first on one line (down to `ONE_LINE_MIN_PT`), then
    on two (down to `HEADING_MIN_PT`), then on three small ones, never taller than two lines at full size;
    a name too long even then is elided.
    """

    def __init__(self, width: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.template, self.name, self.ink = "%1", "", QColor("#2b2118")
        self._lines: list[list[tuple[str, _Run]]] = []  # per line: (gap before the run, run)
        self._font = serif(HEADING_PT, True)
        self.setFixedSize(width, self.tallest())

    @staticmethod
    def tallest() -> int:
        """The height of two lines at full size: the most the heading ever takes."""
        return round(2 * QFontMetricsF(serif(HEADING_PT, True)).lineSpacing()) + 4

    def needed(self) -> int:
        """The height of the heading's lines as they are laid out now (at most `tallest`)."""
        lines = max(1, len(self._lines))
        return min(self.tallest(), round(lines * QFontMetricsF(self._font).lineSpacing()) + 4)

    def set_heading(self, template: str, name: str, ink: QColor) -> None:
        """`name` as typed: drawn as a run of its own (so it cannot reorder the sentence), isolated where it
        is said inside the sentence (the accessible name)."""
        self.template, self.name, self.ink = template, paired_bidi(name), ink
        self.setAccessibleName(template.replace("%1", isolate(name)))
        self._fit()  # the lines are drawn in the middle of the room of two (every cover's card is as tall)
        self.update()

    def lines(self) -> list[str]:
        """The heading's lines as drawn (for tests)."""
        return ["".join(gap + run.text for gap, run in line).strip() for line in self._lines]

    def point_size(self) -> float:
        return self._font.pointSizeF()

    def _fit(self) -> None:
        room = max(40.0, self.width() - 4.0)
        pieces, gaps = heading_pieces(self.template, self.name)
        for count, smallest in ((1, ONE_LINE_MIN_PT), (2, HEADING_MIN_PT), (3, HEADING_MIN_PT)):
            for pt in range(HEADING_PT, smallest - 1, -1):
                if self._try(pieces, gaps, pt, room, count):
                    return
        # a name wider than the card even at the smallest size: elided until the heading fits
        metrics = QFontMetricsF(serif(HEADING_MIN_PT, True))
        for share in (1.0, 0.8, 0.6, 0.4, 0.2):
            short = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, room * share)
            if self._try([_Run(short, True) if run.name else run for run in pieces], gaps, HEADING_MIN_PT, room, 3):
                return

    def _try(self, pieces: list[_Run], gaps: list[tuple[str, bool]], pt: int, room: float, count: int) -> bool:
        """Lay the pieces out on `count` lines at `pt` points within `room` pixels and the height of two full
        lines; of the breaks that fit, the most even wins."""
        font = serif(pt, True)
        metrics = QFontMetricsF(font)
        if count > 1 and round(count * metrics.lineSpacing()) + 4 > self.tallest():
            return False
        end = len(pieces) - 1

        def width(first: int, last: int) -> float:
            text = pieces[first].text + "".join(gaps[i][0] + pieces[i + 1].text for i in range(first, last))
            return metrics.horizontalAdvance(text)

        def widest(breaks: tuple[int, ...]) -> float:
            starts, stops = [0, *(b + 1 for b in breaks)], [*breaks, end]
            return max(width(a, b) for a, b in zip(starts, stops, strict=True))

        allowed = [i for i, (_, ok) in enumerate(gaps) if ok]
        options = [(widest(breaks), breaks) for breaks in itertools.combinations(allowed, count - 1)]
        options = [option for option in options if option[0] <= room]
        if not options:
            return False
        breaks = min(options)[1]
        self._font = font
        self._lines = []
        start = 0
        for stop in [*breaks, end]:
            self._lines.append([("" if i == start else gaps[i - 1][0], pieces[i]) for i in range(start, stop + 1)])
            start = stop + 1
        return True

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.setFont(self._font)
        metrics = QFontMetricsF(self._font)
        step = metrics.lineSpacing()
        y = (self.height() - step * len(self._lines)) / 2 + metrics.ascent()
        ink = QColor("#2b2118")
        for line in self._lines:
            runs = [(gap, run) for gap, run in line]
            x = (self.width() - sum(metrics.horizontalAdvance(g + r.text) for g, r in runs)) / 2
            for gap, run in runs:
                x += metrics.horizontalAdvance(gap)
                p.setPen(self.ink if run.name else ink)
                p.drawText(QPointF(x, y), run.text)
                x += metrics.horizontalAdvance(run.text)
            y += step
