"""The hand-off cover: an opaque screen over the table between two people's turns in a hot-seat game.

The button is at the same place on every cover, so a click meant for it never misses, and the card is
centred on the page, which it takes but for a margin: every cover's card is as tall. The summary of what
happened takes the rest of the card (a heading of one line leaves it the room of a second), scrolls only when
its lines do not all fit, and says so when nothing happened yet; the button spans the card's width. The
seat's token and its mark are here; the heading, which wraps and shrinks to fit and never breaks a name, is
handoff_heading.py's, the summary's scrolling box handoff_summary.py's.
"""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, paired_bidi
from ponzi_desktop.ui.games import CONTEXT
from ponzi_desktop.ui.handoff_heading import Heading
from ponzi_desktop.ui.handoff_summary import Summary
from ponzi_desktop.ui.i18n import default_name_number
from ponzi_desktop.ui.kit.click_guard import ClickGuard, held_back
from ponzi_desktop.ui.log import Since
from ponzi_desktop.ui.look import BUTTON_STYLE, CreamCard, paint_felt, serif

#: The colour of a seat that has none of its own.
NEUTRAL = "#c8962e"
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
