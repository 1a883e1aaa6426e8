"""The hand-off cover: an opaque screen over the table between two people's turns in a hot-seat game.

The button is at the same place on every cover, so a click meant for it never misses, and the card is
centred on the page, which it takes but for a margin: every cover's card is as tall. The summary of what
happened takes the rest of the card (a heading of one line leaves it the room of a second), scrolls only when
its lines do not all fit, and says so when nothing happened yet; the button spans the card's width. The
heading wraps only between words of the sentence and shrinks to fit; a name is never broken.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen, QRegion
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui.formatting import isolate, may_break, mnemonic_safe, paired_bidi
from ponzi_desktop.ui.games import CONTEXT
from ponzi_desktop.ui.history_common import SCROLL_STYLE
from ponzi_desktop.ui.i18n import default_name_number
from ponzi_desktop.ui.kit.click_guard import ClickGuard, held_back
from ponzi_desktop.ui.log import Since, earlier_line
from ponzi_desktop.ui.look import BUTTON_STYLE, CreamCard, paint_felt, serif

#: The colour of a seat that has none of its own.
NEUTRAL = "#c8962e"
#: The heading's size in points, and the smallest it shrinks to for a long name.
HEADING_PT, HEADING_MIN_PT = 24, 13
#: How small the heading may get before it takes a second line instead.
ONE_LINE_MIN_PT = 20
#: The summary box's least height; above it, it takes what the page has to spare.
SINCE_MIN = 110
#: How long the cover's button ignores presses after the cover comes (ms): longer than the panel's guard, as the
#: next person needs a moment to come to the screen anyway, and a double press on Hand Over (two Enters 0.6 s
#: apart were seen) must not show the person who just moved the next one's private things.
COVER_GUARD_MS = 1200
#: The card's width, its inner margins (left, top, right, bottom) and the room kept around it on the page.
CARD_W, CARD_MARGINS, PAGE_MARGIN = 560, (40, 30, 40, 34), 24

_TRAILING_NUMBER = re.compile(r"(\d+)\s*$")


def token_marks(names: list[str]) -> list[str]:
    """What each seat's token shows: for a default name ("Player 1", "プレイヤー1", "Jugador 3", "Bot 1") its seat's
    number alone, once ("プ1" said nothing; "Player 1" beside "Bot 1" showed "11", its first letter, a digit, and
    its seat's number after it); else the initials of its first two words and the number it ends with ("AL" for
    "Ada Lovelace", "T7" for "Team 7", "山" for "山田"). A typed name's mark that another seat shares ("A" for
    Alice and Anna) gets the seat's number after its first letter ("A1", "A2")."""
    marks = [token_mark(name, seat) for seat, name in enumerate(names)]
    return [mark if marks.count(mark) == 1 or _default(name) else (mark[:1] or "?") + str(seat + 1)
            for seat, (name, mark) in enumerate(zip(names, marks, strict=True))]


def _plain(name: str) -> str:
    return "".join(ch for ch in name if unicodedata.category(ch) != "Cf").strip()  # no bidi marks


def _default(name: str) -> bool:
    return default_name_number(_plain(name)) is not None


def token_mark(name: str, seat: int) -> str:
    """Seat `seat`'s mark on its own (`token_marks` tells apart two seats that would share one)."""
    text = _plain(name)
    if default_name_number(text) is not None:
        return str(seat + 1)
    number = _TRAILING_NUMBER.search(text)
    words = (text[:number.start()] if number else text).split()
    letters = "".join(word[:1].upper() for word in words[:2] if not word[:1].isdigit())
    return letters + (number.group(1) if number else "")


class _Token(QWidget):
    """The seat's colour as a big round token with its mark (`token_marks`), so colour is never the only clue."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor(NEUTRAL)
        self.letter = ""
        self.setFixedSize(96, 96)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(disc.translated(0, 3))
        p.setBrush(self.colour)
        p.setPen(QPen(self.colour.darker(140), 3))
        p.drawEllipse(disc)
        p.setPen(QPen(QColor(255, 255, 255, 150), 2))
        p.drawEllipse(disc.adjusted(7, 7, -7, -7))
        light = self.colour.lightnessF() > 0.6
        p.setPen(QColor("#1b140d") if light else QColor("#fffaf0"))
        p.setFont(self.mark_font())
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.letter)

    def mark_font(self) -> QFont:
        """The serif at 30 pt, smaller for a mark of two or three characters, inside the inner ring."""
        room = self.width() - 2 * 6 - 2 * 14
        font = serif(30, True)
        while font.pointSizeF() > 12 and QFontMetricsF(font).horizontalAdvance(self.letter) > room:
            font.setPointSizeF(font.pointSizeF() - 1)
        return font


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


class Summary(QScrollArea):
    """Every line of a summary, oldest first, in a box that scrolls when they do not all fit (a styled
    scroll bar; the wheel, or Page Up and Page Down on the cover): a heading (who made the moves) in bold
    type, a line with a bullet under it. Quiet lines (a turn that ends, a rule recalled) are drawn lighter.
    Nothing is left out and nothing is cut in half; it opens at the top, where the oldest line is.

    Lines are of many heights (a wrapped line, a heading with air above it), so the box cannot be a whole number
    of lines tall: it stops at a line's top instead (the scroll bar, the wheel and the keys all come to rest on
    one) and shows only the lines that fit whole below it, the rest of the box left empty (the viewport masked
    under the last whole line). The page is padded at its foot so that the last lines can come to the top."""

    INDENT = 14
    LINE_STYLE = "color: #4a3b28; font-size: 13px;"
    QUIET_STYLE = "color: #66563f; font-size: 13px;"  # lighter, still 4.5:1 and more on the box's cream
    HEADING_STYLE = "color: #6b4d1f; font-size: 13px; font-weight: 700;"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, str]] = []
        self.earlier = 0
        self.quiet: frozenset[int] = frozenset()
        self.opening = 0
        self.setObjectName("since_scroll")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keyboard stays on the cover's button
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # the lines' looks by their `look` property, in the box's one style sheet: a style sheet of each label's
        # own was parsed and polished anew for every line of every cover
        looks = {"heading": self.HEADING_STYLE, "line": self.LINE_STYLE, "quiet": self.QUIET_STYLE,
                 "note": self.QUIET_STYLE + " font-style: italic;"}
        self.setStyleSheet("QScrollArea#since_scroll, QWidget#since_lines { background: transparent; }"
                           + "".join(f' QWidget#since_lines QLabel[look="{k}"] {{ {v} }}' for k, v in looks.items())
                           + SCROLL_STYLE)
        self._widgets: list[tuple[QLabel | None, QLabel]] = []  # (bullet, text) per row
        self._spans: list[tuple[int, int]] = []  # (top, bottom) of each row on the page, while it scrolls
        self._headings: set[int] = set()  # the rows that are a mover's heading
        self._rest = 0  # the row top the box stands at
        self._measuring = False
        self.setWidget(self._new_page())
        self.verticalScrollBar().valueChanged.connect(self._come_to_rest)

    def _new_page(self) -> QWidget:
        """An empty page for the lines, with its layout: filled before it goes into the box, which then measures
        it whole (lines added to a page on view would keep the height the page had)."""
        page = QWidget()
        page.setObjectName("since_lines")
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 6, 0)  # the scroll bar's room
        grid.setHorizontalSpacing(0)
        grid.setVerticalSpacing(3)
        grid.setColumnMinimumWidth(0, self.INDENT)
        grid.setColumnStretch(1, 1)
        return page

    def set_rows(self, rows: list[tuple[str, str]], earlier: int, nothing: str, quiet: tuple[int, ...] = (),
                 opening: int = 0) -> None:
        """Show `rows` ((text, "heading" or "line")), `earlier` lines having been left out already (said in a
        line at the top); `nothing` is said when no line (only headings, or none) is left to tell. `quiet`: the
        rows drawn lighter; `opening`: how many first rows are the game's opening facts (see `log.Since`)."""
        self.rows, self.earlier = list(rows), earlier
        self.quiet, self.opening = frozenset(quiet), opening
        told = any(kind == "line" for _, kind in self.rows) or earlier
        shown = list(enumerate(self.rows)) if told else [(-1, (nothing, "note"))]
        if earlier:
            shown.insert(0, (-1, (earlier_line(earlier), "note")))
        page = self._new_page()
        grid = page.layout()
        self._widgets = []
        self._headings = {row for row, (_, (_, kind)) in enumerate(shown) if kind == "heading"}
        for row, (place, (text, kind)) in enumerate(shown):
            label = QLabel(text)
            label.setTextFormat(Qt.TextFormat.PlainText)  # names are typed: never markup
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            bullet = None
            if kind == "heading":
                label.setProperty("look", "heading")
                if row:
                    label.setContentsMargins(0, 5, 0, 0)  # a little air above each mover's moves
                grid.addWidget(label, row, 0, 1, 2)
            elif kind == "line":
                label.setProperty("look", "quiet" if place in self.quiet else "line")
                bullet = QLabel("•")
                bullet.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                bullet.setProperty("look", "line")
                grid.addWidget(bullet, row, 0)
                grid.addWidget(label, row, 1)
            else:
                label.setProperty("look", "note")
                grid.addWidget(label, row, 0, 1, 2)
            self._widgets.append((bullet, label))
        grid.setRowStretch(len(shown), 1)  # the lines at the top of a box taller than they are
        self.setWidget(page)  # the old page goes, with its labels
        page.installEventFilter(self)
        page.show()
        self._rest = 0
        self.verticalScrollBar().setValue(0)
        self._measure()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.widget() and event.type() == QEvent.Type.Resize and not self._measuring:
            self._measure()  # the page's width settles after the scroll bar comes or goes: its lines wrap anew
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._measure()

    def _measure(self) -> None:
        """Find where each row stands on the page as laid out at the box's width, pad the page so that the last
        rows can come to the top, and show the lines that fit whole from where the box stands."""
        if self._measuring:
            return
        self._measuring = True
        try:
            self._measure_page()
        finally:
            self._measuring = False

    def _measure_page(self) -> None:
        page = self.widget()
        if page.minimumHeight():
            page.setMinimumHeight(0)
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))
        room = self.viewport().height()
        layout = page.layout()
        layout.activate()
        natural = layout.heightForWidth(page.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if natural <= room or room <= 0:
            self._spans = []
            self.viewport().clearMask()
            return
        spans = []
        for bullet, label in self._widgets:  # a label's text, not the room its row was given
            place = label.geometry()
            top, bottom = place.top(), place.top() + label.heightForWidth(place.width())
            if bullet is not None:
                top, bottom = min(top, bullet.geometry().top()), max(bottom, bullet.geometry().bottom() + 1)
            spans.append((top, bottom))
        self._spans = spans
        end = spans[-1][1]
        last = min(top for top, _ in spans if end - top <= room) if any(end - t <= room for t, _ in spans) \
            else spans[-1][0]
        page.setMinimumHeight(last + room)  # the box's last place: the last rows at its top, the rest empty
        QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LayoutRequest))  # the scroll bar's range, now
        self._come_to_rest(self.verticalScrollBar().value())

    def _tops(self) -> list[int]:
        """The row tops the box may stand at (a row top within the scroll bar's range)."""
        most = self.verticalScrollBar().maximum()
        return [top for top, _ in self._spans if top <= most] or [0]

    def _come_to_rest(self, value: int) -> None:
        """The box stands at a row's top (the next one the way it went) and shows only the rows whole below it."""
        if not self._spans:
            return
        tops = self._tops()
        if value > self._rest:
            rest = next((top for top in tops if top >= value), tops[-1])
        else:
            rest = max((top for top in tops if top <= value), default=0)
        self._rest = rest
        if rest != value:
            self.verticalScrollBar().setValue(rest)  # back here with the value at rest
            return
        self.viewport().setMask(QRegion(0, 0, self.viewport().width(), self._shown_to(rest) - rest))

    def _shown_to(self, rest: int) -> int:
        """Where the rows shown whole from `rest` end on the page: a mover's heading is not left last, under
        it nothing of theirs."""
        room = self.viewport().height()
        whole = [i for i, (top, bottom) in enumerate(self._spans) if top >= rest and bottom - rest <= room]
        if not whole:
            return rest + room
        if len(whole) > 1 and whole[-1] in self._headings and whole[-1] + 1 < len(self._spans):
            whole.pop()
        return self._spans[whole[-1]][1]

    def shown_lines(self) -> list[str]:
        """Every text in the box, top to bottom (scrolled into view or not: none is left out)."""
        return [label.text() for _, label in self._widgets]

    def scroll_page(self, down: bool) -> None:
        """Scroll a page of lines (Page Down or Page Up on the cover): down, the first row not shown whole comes
        to the top; up, the rows above come into view so that the top row now is the first not shown whole."""
        bar = self.verticalScrollBar()
        if not self._spans:
            bar.setValue(bar.value() + (1 if down else -1) * bar.pageStep())
            return
        room, now, tops = self.viewport().height(), self._rest, self._tops()
        if down:
            hidden = [top for top, bottom in self._spans if top > now and bottom > self._shown_to(now)]
            target = min(hidden[0] if hidden else tops[-1], tops[-1])
            target = max(target, next((top for top in tops if top > now), now))
        else:
            target = min((top for top in tops if top >= now - room), default=0)
            target = min(target, max((top for top in tops if top < now), default=0))
        bar.setValue(target)


class HandoffCover(QWidget):
    """Covers its parent completely until the named person claims the seat (click, Enter or Space).

    It paints every pixel itself (nothing of the table shows through), eats the mouse and the wheel, keeps
    the keyboard focus, and raises itself over any child the parent gains while it is shown.
    """

    claimed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat: int | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(BUTTON_STYLE + "QPushButton[role=\"primary\"] { font-size: 18px; padding: 14px 30px; }")
        self.card = CreamCard(self)  # placed by `_place_card`, not by a layout: its bottom edge stays put
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(*CARD_MARGINS)
        inner.setSpacing(14)
        self.token = _Token(self.card)
        inner.addWidget(self.token, 0, Qt.AlignmentFlag.AlignHCenter)
        self.title = Heading(self.content_width(), self.card)
        inner.addWidget(self.title)
        #: what the game keeps private, a sentence in its words (its registration's `private_words`, English)
        self.private_words: str | None = None
        self.all_public = False  # nothing to look away from: the cover only passes the seat
        self.hint = QLabel(self.card)
        self.hint.setText(self._hint_text())
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.hint.setStyleSheet("color: #5a4630; font-size: 13px;")
        inner.addWidget(self.hint)
        self.since_box = self._make_since_box()
        inner.addWidget(self.since_box)
        inner.addSpacing(6)
        self.button = QPushButton(self.card)
        self.button.setProperty("role", "primary")
        self.button.setDefault(True)
        self.button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)  # the card's width
        self.button.clicked.connect(self.claim)
        #: the person who just moved must not lift the cover meant for the next one: a second Enter or click
        #: (a double press on Hand Over) would show them the next person's private things
        self.guard = ClickGuard(self, COVER_GUARD_MS)
        self.guard.watch(self.button)
        inner.addWidget(self.button)
        self.button.setText("Ag 漢字")  # a name in any script: the button is as tall for all of them
        self.button.ensurePolished()
        self.button.setFixedHeight(self.button.sizeHint().height())
        self.button.setText("")
        self.setFocusProxy(self.button)
        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self.hide()

    def _hint_text(self) -> str:
        """Look away, and what stays hidden until the seat is claimed: in the game's own words."""
        private = (QCoreApplication.translate(CONTEXT, self.private_words) if self.private_words
                   else self.tr("What is private appears only after the seat is claimed."))
        if self.all_public:
            return private
        return self.tr("Everyone else, please look away. %1").replace("%1", private)

    def content_width(self) -> int:
        """The width of what stands on the card (its heading, summary and button)."""
        card = self.card.contentsMargins()
        return CARD_W - card.left() - card.right() - CARD_MARGINS[0] - CARD_MARGINS[2]

    def _make_since_box(self) -> QFrame:
        """The summary of what happened: a heading over every line, grouped by who moved, in a box of a fixed
        height that scrolls when they do not all fit."""
        box = QFrame(self.card)
        box.setObjectName("since_box")
        box.setStyleSheet("#since_box { background: #fffaf0; border: 1px solid #d5c39c; border-radius: 8px; }")
        since = QVBoxLayout(box)
        since.setContentsMargins(14, 8, 12, 8)
        since.setSpacing(4)
        self.since_title = QLabel(box)
        self.since_title.setStyleSheet("color: #3b2a17; font-weight: 700; font-size: 14px;")
        self.summary = Summary(box)
        since.addWidget(self.since_title)
        since.addWidget(self.summary, 1)
        box.setFixedHeight(SINCE_MIN)
        return box

    @property
    def since_lines(self) -> list[str]:
        """Every line the cover was given to tell (the headings besides), all of them in its box."""
        return [text for text, _ in self.summary.rows]

    def show_for(self, seat: int, name: str, colour: str | None, since: Since | list[str] | None = None, *,
                 first_turn: bool = False, mark: str | None = None) -> None:
        """Cover the table and ask for `name` (as typed: isolated here; seat `seat`, drawn in `colour`, its
        token showing `mark`) to come to the screen; `since`: what everybody saw happen since that person's
        last turn (since the game began, on their `first_turn`), in sentences addressed to them (nothing
        private): the log's `Since`, or plain lines."""
        self.seat = seat
        if not isinstance(since, Since):
            since = Since([(line, "line") for line in since or []], 0)
        nothing = (self.tr("Nothing has happened yet: the game begins with you.") if first_turn
                   else self.tr("Nothing new since your last turn."))
        self.summary.set_rows(since.lines, since.earlier, nothing, since.quiet, since.opening)
        self.since_title.setText(self.tr("Since the game began") if first_turn else self.tr("Since your last turn"))
        self.hint.setText(self._hint_text())
        shade = QColor(colour) if colour and QColor(colour).isValid() else QColor(NEUTRAL)
        self.token.colour = shade
        self.token.letter = mark if mark is not None else token_mark(name, seat)
        self.token.update()
        # the name in the seat's colour, darkened until it reads on cream
        ink = shade if shade.lightnessF() < 0.45 else shade.darker(160)
        self.title.set_heading(self.tr("Pass the screen to %1"), name, ink)
        self.setAccessibleName(self.tr("Pass the screen to %1").replace("%1", isolate(name)))
        self.button.setText(self._button_text(name))
        self.button.setAccessibleName(self.tr("I am %1 — show my table").replace("%1", isolate(name)))
        self.setGeometry(self.parentWidget().rect())
        self._place_card()
        self.show()
        self.raise_()
        self.guard.arm(self.button)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _button_text(self, name: str) -> str:
        """"I am <name> — show my table", the name (as typed) elided when the sentence is wider than the
        card, then isolated."""
        template = self.tr("I am %1 — show my table")
        self.button.ensurePolished()
        metrics = self.button.fontMetrics()
        room = self.content_width() - 2 * 30 - 4  # the button's padding and border
        spare = room - metrics.horizontalAdvance(template.replace("%1", ""))
        name = paired_bidi(name)
        if metrics.horizontalAdvance(name) > spare:
            name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(spare, metrics.averageCharWidth() * 4))
        return template.replace("%1", mnemonic_safe(isolate(name)))

    def _place_card(self) -> None:
        """Size the summary box for the page, then put the card (as tall on every cover) in the middle of it.

        The box takes the card's room: the page less its margins, the token, the hint, the button and the
        heading's lines (a heading of one line leaves the room of its second to the box), measured on the card
        as laid out. The card is as tall on every cover of a page, so the button stays where it was."""
        inner = self.card.layout()
        heading = self.title.needed()
        if heading != self.title.height():
            self.title.setFixedHeight(heading)
        if self.since_box.height() != SINCE_MIN:
            self.since_box.setFixedHeight(SINCE_MIN)
        inner.activate()
        least = self.card.heightForWidth(CARD_W)
        if least <= 0:
            least = self.card.sizeHint().height()
        room = self.height() - 2 * PAGE_MARGIN - (least - heading + Heading.tallest())  # a heading of two lines
        box = SINCE_MIN + max(0, room) + Heading.tallest() - heading
        if box != self.since_box.height():
            self.since_box.setFixedHeight(box)
        inner.activate()
        height = self.card.heightForWidth(CARD_W)
        if height <= 0:
            height = self.card.sizeHint().height()
        self.card.setGeometry((self.width() - CARD_W) // 2, max(0, (self.height() - height) // 2), CARD_W, height)

    def claim(self) -> None:
        """The person named came to the screen: uncover the table for them."""
        if self.seat is None or not self.isVisible():
            return
        self.hide()
        self.claimed.emit(self.seat)

    # ---- keeping the table covered --------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.parentWidget():
            if event.type() == QEvent.Type.Resize:
                self.setGeometry(self.parentWidget().rect())  # the card follows in resizeEvent
            elif event.type() == QEvent.Type.ChildAdded and self.isVisible():
                self.raise_()  # a widget added to the page later must not land on top of the cover
        return False

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._place_card()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#14402a"))  # every pixel, before the felt's translucent grain
        paint_felt(painter, QRectF(self.rect()))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if not event.isAutoRepeat() and not held_back(self.button):
                self.claim()
            event.accept()
            return
        if event.key() in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp, Qt.Key.Key_Down, Qt.Key.Key_Up):
            self.summary.scroll_page(event.key() in (Qt.Key.Key_PageDown, Qt.Key.Key_Down))
        event.accept()  # nothing reaches the table underneath

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt override
        return True  # Tab stays on the cover's button: the table's widgets must not take the focus

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def wheelEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()

    def contextMenuEvent(self, event) -> None:  # noqa: N802 - Qt override
        event.accept()
