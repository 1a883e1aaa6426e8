"""The board's 40 spaces: where each lies on the square board, and how each is drawn (the city's colour
band with its buildings, the name, the price, the owner's colour, a mortgage stamp; the corners and the
card and tax spaces).

Text is upright on every side. A space's name is written whole where it fits at the table's smallest text
size; where it does not (a long street on a narrow space), its short form is written, and the full name is
in its tooltip and on the deed card shown on hover (which name is written: `space_names.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import (
    CARD,
    CORNER,
    FOUNDATION,
    GO_TO,
    INCOME_TAX,
    MAX_LEVEL,
    PROPERTY_TAX,
    START,
    STREET,
    TRANSPORT,
    UTILITY,
    board,
)
from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS, space_name
from ponzi_desktop.ui.anti_monopoly.space_names import (
    FOUNDATION_STRETCHES,
    JAIL_STRETCHES,
    NAME_PX,
    board_label,
    fits,
    line_choices,
    name_font,
    unspaced,
)
from ponzi_desktop.ui.anti_monopoly.style import (
    BOARD_LINE,
    BOARD_PAPER,
    MORTGAGE_RED,
    card_icon,
    deed_colour,
    paint_building,
)
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money
from ponzi_desktop.ui.kit.moves import Target
from ponzi_desktop.ui.kit.pieces import TableItem, TextProbe, draw_icon, draw_text, line_boxes

translate = QCoreApplication.translate

#: The board's side, its corners and its spaces, in scene units.
BOARD = 872.0
CORNER_W = 104.0
CELL = (BOARD - 2 * CORNER_W) / 9
BAND = 20.0  # the city's colour band, on the inner edge of a street
PAWN_ROOM = 32.0  # the strip inside the board along the spaces where the pawns stand
PAWN_SIZE = 30.0  # a pawn's diameter (pieces.PawnItem.SIZE)
CORNER_PAWN = 0.75  # pawns inside a corner (START, Prison, Price War, the Sightseeing Tour) are drawn smaller
JAIL_BAND = 23.0  # the height of the Prison band and of the Price War band, its word on one line
JAIL_BAND_TWO = 38.0  # a band whose word takes two lines (Spanish "Guerra de precios"), at a pitch of one em
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
TOP = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
CENTRED = int(Qt.AlignmentFlag.AlignCenter)



def side_of(sq: int) -> int:
    """0 the bottom row (START to the corner), 1 the left column, 2 the top row, 3 the right column."""
    return sq // 10


def space_rect(sq: int) -> QRectF:
    """Where space `sq` lies on the board (the board's top-left corner at 0, 0); play goes clockwise."""
    s, c, w = BOARD, CORNER_W, CELL
    side, k = divmod(sq, 10)
    if k == 0:
        return [QRectF(s - c, s - c, c, c), QRectF(0, s - c, c, c), QRectF(0, 0, c, c), QRectF(s - c, 0, c, c)][side]
    if side == 0:
        return QRectF(s - c - k * w, s - c, w, c)
    if side == 1:
        return QRectF(0, s - c - k * w, c, w)
    if side == 2:
        return QRectF(c + (k - 1) * w, 0, w, c)
    return QRectF(s - c, c + (k - 1) * w, c, w)


TOUR_MARGIN = 4.5
#: The corner's words (Prison's, Price War's, the Sightseeing Tour's) stand this far under the top edge of their
#: part and over its bottom edge: at 1280x720 the edge's pixel and 2 px of the part's colour.
CORNER_PAD = 4.0
#: The corner's lines' pitch, one em where the corner has room, a little less where not (`CornerItem.pitch`).
CORNER_PITCHES = (NAME_PX, 16.5, 16.0, 15.5, 15.0)
#: A space's words stand this far in from its sides and its colour band: at 1280x720 the border's pixel and
#: 2 px of the space's paper (names touched the border of their space).
NAME_PAD = 3.75
#: Above and below the words the line's own room above its letters and below them does most of that.
NAME_LINE_PAD = 1.0
#: A price's line at the bottom of its space, and how far above the space's own bottom edge it stands (a card
#: space's word too): the dollar sign's tail reaches below the line's letters (it was 1 px off the space's
#: bottom edge).
PRICE_H = 18.0
PRICE_LIFT = 4.5
FOUNDATION_R = 51.0  # the Foundation's circle: its ring's outside touches the corner's edges
FOUNDATION_RING = 2.0
#: The Foundation's words have this much of its paper round them inside its ring, in every language: at 1280x720
#: 2 px and a hair for the ring's soft edge.
FOUNDATION_MARGIN = 3.5
#: The lines' pitch in the circle, in ems: one, or a little less where three lines need it (as the corner's).
FOUNDATION_PITCHES = (1.0, 0.95, 0.9, 0.85)
WORD_CLEARANCE = 1.0  # a pawn held on Prison's or Price War's band stands this far off its word
#: A visitor on the Sightseeing Tour stands this far off its words: a pawn beside "Tour" seemed to cover it, and
#: one 4 units right of Spanish "turística", on its line, was read as sitting on the words (its visitors stand
#: inside the board by the corner).
VISITOR_CLEARANCE = 5.0


class ShowsDeed:
    """A piece standing for property `sq` (a board space, a deed in a player's place): while the mouse is on it,
    the scene shows that property's deed card (`hover_space`)."""

    sq: int
    #: Whether its own tooltip opens while the card is shown (a piece far from the card: a deed in a place)
    TIP_WITH_CARD = False

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if hasattr(scene, "hover_space"):
            scene.hover_space(self.sq, self.TIP_WITH_CARD)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if hasattr(scene, "hover_space"):
            scene.hover_space(None)
        super().hoverLeaveEvent(event)


class SpaceItem(ShowsDeed, TableItem):
    """One space of the board. Properties show their owner's colour along the outer edge, buildings on the
    band, and a stamp when mortgaged; they are drop targets (a building from the Treasury)."""

    def __init__(self, sq: int, parent: QGraphicsItem | None = None) -> None:
        rect = space_rect(sq)
        super().__init__(rect.width(), rect.height(), parent)
        self.sq = sq
        b = board()
        self.kind = b.kind[sq]
        self.side = side_of(sq)
        self.price = b.price[sq]
        self.city = b.city_names[b.city[sq]] if b.city[sq] >= 0 else None
        self.owner_colour: QColor | None = None
        self.owner_role: str | None = None
        self.level = 0
        self.mortgaged = False
        self.is_property = b.is_property[sq]
        if self.is_property:
            self.target = Target("space", sq)
        self.setPos(rect.center())
        self.lines: list[str] = []
        self.name_stretch = 100
        self.name_tight = False
        self.setAcceptHoverEvents(self.is_property)
        self._layout()

    # ---- layout ---------------------------------------------------------------------------------------
    def band_rect(self) -> QRectF:
        """The inner edge (the city's colour, the buildings)."""
        r = self.rect
        return [QRectF(r.left(), r.top(), r.width(), BAND), QRectF(r.right() - BAND, r.top(), BAND, r.height()),
                QRectF(r.left(), r.bottom() - BAND, r.width(), BAND),
                QRectF(r.left(), r.top(), BAND, r.height())][self.side]

    def body_rect(self) -> QRectF:
        """Between the band and the owner's edge: the name and the price."""
        r = self.rect
        side, band, end = NAME_PAD, BAND + NAME_PAD, NAME_LINE_PAD
        return [r.adjusted(side, BAND + end, -side, -end), r.adjusted(side, end, -band, -end),
                r.adjusted(side, end, -side, -BAND - end), r.adjusted(band, end, -side, -end)][self.side]

    def _layout(self) -> None:
        body = self.body_rect()
        price_h = PRICE_H if self.price or self.kind in (INCOME_TAX, PROPERTY_TAX) else 0.0
        self.name_box = QRectF(body.left(), body.top(), body.width(), body.height() - price_h - PRICE_LIFT)
        self.price_box = QRectF(body.left(), body.bottom() - price_h - PRICE_LIFT, body.width(), price_h)
        if self.kind == CORNER or self.kind in (START, FOUNDATION, GO_TO):
            self.name = ""
        elif self.kind == CARD:
            self.name = label(BOARD_WORDS, "card")
        else:
            self.name, self.name_stretch, self.name_tight = board_label(self.sq, self.name_box)
        self.describe(space_name(self.sq))

    def describe(self, text: str) -> None:
        """What this space is, in words: a tooltip where no deed card shows on hover; on a property the deed
        card says it all (a tooltip would open over the card), so the words are only its description."""
        self.description = text
        self.setData(Qt.ItemDataRole.AccessibleDescriptionRole.value, text)
        tip = "" if self.is_property else text
        if tip != self.toolTip():
            self.setToolTip(tip)

    # ---- what it shows --------------------------------------------------------------------------------
    def show_state(self, owner_colour: QColor | None, owner_role: str | None, level: int, mortgaged: bool,
                   tip: str) -> None:
        if (owner_colour, owner_role, level, mortgaged) != (self.owner_colour, self.owner_role, self.level,
                                                            self.mortgaged):
            self.owner_colour, self.owner_role, self.level, self.mortgaged = owner_colour, owner_role, level, mortgaged
            self.update()
        if mortgaged:
            tip += "\n" + label(BOARD_WORDS, "mortgaged")
        if plain_tip(tip) != self.description:
            self.describe(plain_tip(tip))

    def building_slots(self) -> list[QRectF]:
        """Where the buildings stand on the band, in order."""
        band = self.band_rect().adjusted(2, 2, -2, -2)
        horizontal = self.side in (0, 2)
        n = 4
        out = []
        for i in range(n):
            if horizontal:
                w = band.width() / n
                out.append(QRectF(band.left() + i * w + 1, band.top(), w - 2, band.height()))
            else:
                h = band.height() / n
                out.append(QRectF(band.left(), band.top() + i * h + 1, band.width(), h - 2))
        return out

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(BOARD_LINE, 1.4))
        painter.setBrush(BOARD_PAPER)
        painter.drawRect(r)
        if self.kind == STREET and self.city:
            painter.setBrush(deed_colour(self.sq))
            painter.drawRect(self.band_rect())
            self._paint_buildings(painter)
        elif self.kind in (TRANSPORT, UTILITY):
            painter.setBrush(deed_colour(self.sq))
            painter.drawRect(self.band_rect())
        if self.kind == CARD:
            draw_icon(painter, card_icon(), QPointF(self.name_box.center().x(), self.name_box.center().y() - 8), 30,
                      QColor("#c86b2a"))
            draw_text(painter, QRectF(self.name_box.left(), self.name_box.bottom() - 22, self.name_box.width(), 22),
                      self.name, NAME_PX, look.INK, True)
        elif self.kind == INCOME_TAX:
            self._paint_name(painter)
            draw_text(painter, self.price_box_or_bottom(), money(board().income_tax_flat), NAME_PX, look.INK)
        elif self.kind == PROPERTY_TAX:
            self._paint_name(painter)
            draw_text(painter, self.price_box_or_bottom(), money(board().property_tax), NAME_PX, look.INK)
        elif self.name:
            self._paint_name(painter)
        if self.price:
            self._paint_price(painter)
        if self.mortgaged:
            self._paint_mortgage(painter)

    def _paint_name(self, painter: QPainter) -> None:
        """The name as `board_label` chose it: wrapped at spaces only, Chinese and Japanese at their own breaks."""
        painter.setFont(name_font(NAME_PX, stretch=self.name_stretch, tight=self.name_tight))
        flags = int(Qt.AlignmentFlag.AlignCenter)
        if not unspaced(self.name):
            flags |= int(Qt.TextFlag.TextWordWrap)
        cut = bool(TextProbe._active) and not fits(self.name, self.name_box, NAME_PX, stretch=self.name_stretch,
                                                   own_breaks=True, tight=self.name_tight)
        TextProbe.record(painter, self.name, self.name, NAME_PX, cut, self.name_box, flags, self.name_stretch)
        painter.setPen(look.INK)
        painter.drawText(self.name_box, flags, self.name)

    def _paint_price(self, painter: QPainter) -> None:
        """The price; on an owned property, on a pill of the owner's colour."""
        box = self.price_box
        ink = look.INK_SOFT
        if self.owner_colour is not None:
            pill = box.adjusted(1, 0, -1, 0)
            painter.setPen(QPen(self.owner_colour.darker(150), 1.2))
            painter.setBrush(self.owner_colour)
            painter.drawRoundedRect(pill, 9, 9)
            ink = look.ink_on(self.owner_colour)
        draw_text(painter, box, money(self.price), NAME_PX, ink, self.owner_colour is not None)

    def price_box_or_bottom(self) -> QRectF:
        body = self.body_rect()
        return QRectF(body.left(), body.bottom() - PRICE_H - PRICE_LIFT, body.width(), PRICE_H)

    def _paint_buildings(self, painter: QPainter) -> None:
        if not self.level or self.owner_role is None:
            return
        top = MAX_LEVEL[0 if self.owner_role == "competitor" else 1]
        slots = self.building_slots()
        if self.level >= top:  # the apartment: across the band
            band = self.band_rect().adjusted(4, 2, -4, -2)
            paint_building(painter, band, self.owner_role, True)
            return
        for i in range(min(self.level, len(slots))):
            paint_building(painter, slots[i], self.owner_role, False)

    def _paint_mortgage(self, painter: QPainter) -> None:
        """Mortgaged: the face greyed (its name and price still read) and red stripes across the city's band,
        all inside the space; the word is in its tooltip and on its deed card."""
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(110, 110, 110, 70))
        painter.drawRect(self.rect.adjusted(1, 1, -1, -1))
        band = self.band_rect()
        painter.setClipRect(band)
        painter.setPen(QPen(MORTGAGE_RED, 4))
        span = band.width() + band.height()
        x = band.left() - band.height()
        while x < band.left() + span:
            painter.drawLine(QPointF(x, band.bottom()), QPointF(x + band.height(), band.top()))
            x += 10
        painter.setClipping(False)
        painter.setPen(QPen(MORTGAGE_RED, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.rect.adjusted(2, 2, -2, -2))
        painter.restore()

    def inner_strip(self) -> QRectF:
        """Just inside the board from this space's band: where its pawns stand (off its name and price)."""
        r, d = self.rect, PAWN_ROOM
        return [QRectF(r.left(), r.top() - d, r.width(), d), QRectF(r.right(), r.top(), d, r.height()),
                QRectF(r.left(), r.bottom(), r.width(), d), QRectF(r.left() - d, r.top(), d, r.height())][self.side]

    def visible_texts(self) -> list[str]:
        out = [self.name] if self.name else []
        if self.price:
            out.append(money(self.price))
        return out


class CornerItem(SpaceItem):
    """A corner: START, the Sightseeing Tour with Prison and Price War, the Foundation, Go to Prison."""

    def __init__(self, sq: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(sq, parent)
        self.words = self._words()

    def _words(self) -> list[str]:
        if self.kind == START:
            return [label(BOARD_WORDS, "start"), "+" + money(board().salary)]
        if self.kind == CORNER:
            return [label(BOARD_WORDS, "prison"), label(BOARD_WORDS, "price_war"), label(BOARD_WORDS, "sightseeing")]
        if self.kind == FOUNDATION:
            return [label(BOARD_WORDS, "foundation")]
        return [label(BOARD_WORDS, "go_to")]

    def band_words(self, role: str) -> tuple[list[str], int, bool]:
        """How Prison's or Price War's word is written on its band: its lines, the stretch of its letters, and
        whether it stands beside a held pawn's place (one line, left of it); else it takes the whole band in up to
        two lines, broken between words (Spanish "Guerra de precios" was cut to "Guerra" to fit beside the
        place), and the band's held pawns stand inside the board by the corner (`scene._corner_spot`)."""
        word = self.words[0 if role == "monopolist" else 1]
        width = self.rect.width() - 4
        # measured once a word and width, as `pitch` is once an item (an item lives in one language: its words are
        # read as it is made): the pawns' places ask for the bands' heights at every placing
        key = (word, width)
        known = getattr(self, "_band_words", None)
        if known is None:
            known = self._band_words = {}
        if key not in known:
            known[key] = self._measured_band_words(word, width)
        lines, stretch, beside = known[key]
        return list(lines), stretch, beside

    @staticmethod
    def _measured_band_words(word: str, width: float) -> tuple[list[str], int, bool]:
        beside = width - 3 - CORNER_PAWN * PAWN_SIZE - 3
        for stretch in JAIL_STRETCHES:
            f = look.font(NAME_PX)
            f.setStretch(stretch)
            if QFontMetricsF(f).horizontalAdvance(word) <= beside:
                return [word], stretch, True
        for stretch in JAIL_STRETCHES:
            f = look.font(NAME_PX)
            f.setStretch(stretch)
            fm = QFontMetricsF(f)
            for lines in line_choices(word):
                if len(lines) <= 2 and all(fm.horizontalAdvance(line) <= width - 6 for line in lines):
                    return lines, stretch, False
        return line_choices(word)[0], JAIL_STRETCHES[-1], False  # fits nowhere: the tests say so

    def band_lines(self, role: str) -> list[tuple[QRectF, str]]:
        """Each line of the band's word and the box it is drawn in (a line of the font high), at a pitch of one
        em, the first line's letters `CORNER_PAD` under the band's top edge."""
        room, stretch, _width = self.jail_word(role)
        return _lines_under(self.band_words(role)[0], room, stretch, self.pitch())

    def band_height(self, role: str) -> float:
        """As high as its word's letters in one line or two, and `CORNER_PAD` above and below them (a band of
        a fixed height had Spanish "precios" on its bottom edge and Japanese "刑務所" on its top edge)."""
        return self._band_height(role, self.pitch())

    def _band_height(self, role: str, pitch: float) -> float:
        key = (role, pitch, self.rect.width())  # measured once, as `band_words` are
        known = getattr(self, "_band_heights", None)
        if known is None:
            known = self._band_heights = {}
        if key not in known:
            lines, stretch, _beside = self.band_words(role)
            known[key] = _ink_height(lines, stretch, pitch) + 2 * CORNER_PAD
        return known[key]

    def pitch(self) -> float:
        """The corner's lines' pitch: one em, or as little less (to `CORNER_PITCHES`' least) as the corner needs
        for its three parts' words and their `CORNER_PAD`s (Spanish: five lines in the corner)."""
        if getattr(self, "_pitch", None) is None:
            lines, font = self._tour_words(), self.tour_font()
            self._pitch = next((p for p in CORNER_PITCHES
                                if self._band_height("monopolist", p) + self._band_height("competitor", p)
                                + _ink_height(lines, font.stretch(), p) + 2 * CORNER_PAD + 2 <= self.rect.height()),
                               CORNER_PITCHES[-1])
        return self._pitch

    def jail_rect(self, role: str | None = None) -> QRectF:
        """Prison (Monopolists) and Price War (Competitors), the corner's upper part; `role` picks one half."""
        r = self.rect
        top, mid = self.band_height("monopolist"), self.band_height("competitor")
        jail = QRectF(r.left() + 1, r.top() + 1, r.width() - 2, top + mid)
        if role is None:
            return jail
        if role == "monopolist":
            return QRectF(jail.left(), jail.top(), jail.width(), top)
        return QRectF(jail.left(), jail.top() + top, jail.width(), mid)

    def visit_rect(self) -> QRectF:
        r = self.rect
        top = self.jail_rect().bottom()
        return QRectF(r.left() + 1, top, r.width() - 2, r.bottom() - 1 - top)

    def jail_word(self, role: str) -> tuple[QRectF, int, float]:
        """Where Prison's or Price War's word is written on its band, the stretch of its letters and its width:
        left of one pawn's place, which stays free whether a pawn is held there or not (the word never changes
        as pawns come and go), its letters narrower (to `JAIL_STRETCHES`' narrowest) where it is long; a word
        too long for that takes the whole band (`band_words`)."""
        band = self.jail_rect(role)
        lines, stretch, beside = self.band_words(role)
        size = CORNER_PAWN * PAWN_SIZE
        room = QRectF(band.left() + 3, band.top(), band.width() - 3 - (size + 3 if beside else 3), band.height())
        f = look.font(NAME_PX)
        f.setStretch(stretch)
        width = max(QFontMetricsF(f).horizontalAdvance(line) for line in lines)
        return room, stretch, min(width, room.width())

    def jail_places(self, role: str) -> int:
        """How many held pawns stand on the band, side by side right of its word (none beside a word that takes
        the whole band); the others stand inside the board by the corner."""
        band = self.jail_rect(role)
        room, _stretch, width = self.jail_word(role)
        if not self.band_words(role)[2]:
            return 0
        free = band.right() + 1 - (room.left() + width + 1 + WORD_CLEARANCE)
        return max(1, int((free + 1) // (CORNER_PAWN * PAWN_SIZE + 1)))

    def jail_spot(self, role: str, k: int, n: int) -> QPointF | None:
        """Where the k-th of n pawns held in Prison or Price War stands on its band, side by side from its right
        end, clear of its word; None for one the band has no place for (it stands inside the board by the
        corner)."""
        if k >= self.jail_places(role):
            return None
        band = self.jail_rect(role)
        size = CORNER_PAWN * PAWN_SIZE
        return QPointF(band.right() + 1 - size / 2 - k * (size + 1), band.center().y())

    def pawn_spots(self) -> list[QPointF]:
        """The places inside this corner where visitors (at START: anybody) stand, clear of its words and off
        the board's edge: START's row under its arrow; on the Sightseeing Tour, the bottom row beside and under
        its words (written from the left, so the last line leaves room at its right); at the Foundation, the
        corners of its square outside the circle's words. Where none is left (more visitors than places), the
        others stand just inside the board from the corner."""
        size = CORNER_PAWN * PAWN_SIZE
        if self.kind == START:  # one row under the arrow
            r = self.rect.adjusted(3, 0, -3, -3)
            per = int(r.width() // (size + 1))
            return [QPointF(r.left() + r.width() / per * (i + 0.5), r.bottom() - size / 2) for i in range(per)]
        if self.kind == CORNER:
            box = self.visit_rect()
            y = box.bottom() - 1 - size / 2
            xs = [box.right() - 1 - size / 2 - i * (size + 1) for i in range(int(box.width() // (size + 1)))]
            candidates = [QPointF(x, y) for x in xs]
        elif self.kind == FOUNDATION:
            r = self.rect.adjusted(1.5, 1.5, -1.5, -1.5)  # as far out as the board's edge allows
            a, b = size / 2, size / 2
            candidates = [QPointF(r.right() - a, r.bottom() - b), QPointF(r.left() + a, r.bottom() - b),
                          QPointF(r.right() - a, r.top() + b), QPointF(r.left() + a, r.top() + b)]
        else:
            return []
        words = self.word_boxes()
        m = VISITOR_CLEARANCE if self.kind == CORNER else WORD_CLEARANCE  # the Foundation's round words: a hair
        return [c for c in candidates
                if not any(QRectF(c.x() - size / 2 - m, c.y() - size / 2 - m, size + 2 * m, size + 2 * m).intersects(w)
                           for w in words)]

    def word_boxes(self) -> list[QRectF]:
        """Where the words of the Sightseeing Tour and of the Foundation stand, a box a line, as they are drawn
        (the Tour's from the top left of their part: a line as wide as it is written, as high as its letters; a
        line of the font high kept Japanese and Chinese visitors off two of the Tour's four places under "観光";
        the Foundation's centred in its circle)."""
        if self.kind == CORNER:
            fm = QFontMetricsF(self.tour_font())
            return [QRectF(box.left(), ink.top(), fm.horizontalAdvance(line), ink.height())
                    for box, line in self.tour_lines()
                    for ink in [fm.tightBoundingRect(line).translated(0, box.top() + fm.ascent())]]
        if self.kind == FOUNDATION:
            f, lines = self.foundation_lines()
            return [b for line, box in lines for b in line_boxes(f, foundation_line_rect(box), CENTRED, line)]
        return []

    def tour_font(self) -> QFont:
        """The Sightseeing Tour's font: its letters narrower (to `JAIL_STRETCHES`' narrowest) where its longest word
        would otherwise touch the corner's edge (English "Sightseeing" filled the part edge to edge)."""
        width = self.rect.width() - 2  # the Tour's part's width (`visit_rect`)
        for stretch in JAIL_STRETCHES:
            f = look.font(NAME_PX)
            f.setStretch(stretch)
            metrics = QFontMetricsF(f)
            widest = max((metrics.horizontalAdvance(word) for word in self.words[2].split()), default=0.0)
            if widest + 2 * TOUR_MARGIN <= width:
                break
        return f

    def tour_words_rect(self) -> QRectF:
        """The Sightseeing Tour's words: from the top left of its part, a little in from the corner's edge (as
        far as its longest word leaves room)."""
        box = self.visit_rect()
        metrics = QFontMetricsF(self.tour_font())
        widest = max((metrics.horizontalAdvance(word) for word in self.words[2].split()), default=0.0)
        return box.adjusted(max(0.0, min(TOUR_MARGIN, box.width() - widest)), 0, 0, 0)

    def tour_lines(self) -> list[tuple[QRectF, str]]:
        """The Sightseeing Tour's words a line at a time, each with the box it is drawn in: broken between words
        into the fewest lines that fit its part's width, at a pitch of one em as the bands' words are (wrapped at
        a line's height, Spanish "Visita turística" under "Guerra de precios"' two lines sat on the corner's
        bottom edge)."""
        return _lines_under(self._tour_words(), self.tour_words_rect(), self.tour_font().stretch(), self.pitch())

    def _tour_words(self) -> list[str]:
        fm = QFontMetricsF(self.tour_font())
        widest = max((fm.horizontalAdvance(word) for word in self.words[2].split()), default=0.0)
        width = self.rect.width() - 2  # the Tour's part's width, less its margin (`tour_words_rect`)
        width -= max(0.0, min(TOUR_MARGIN, width - widest))
        choices = line_choices(self.words[2])
        return next((c for c in choices if all(fm.horizontalAdvance(line) <= width for line in c)), choices[-1])

    def foundation_lines(self) -> tuple[QFont, list[tuple[str, QRectF]]]:
        """The Foundation's words in its circle: their font and each line with its ink's box, every box inside
        the ring with `FOUNDATION_MARGIN` round it (Spanish "Fundación Antimonopolio" ran over it, English and Spanish
        touched it at 85 % letters), broken between words (after a hyphen, at a soft hyphen), the block standing
        where its widest lines have the most room (`_round_lines`), at a pitch down to `FOUNDATION_PITCHES`'
        least before its letters are narrower (to `FOUNDATION_STRETCHES`' narrowest)."""
        if getattr(self, "_foundation", None) is None:
            centre = self.rect.center()
            key = (self.words[0], centre.x(), centre.y(), look.font(NAME_PX).key())
            if key not in _FOUNDATION_LAYOUTS:  # the same words in the same place and font lie the same
                _FOUNDATION_LAYOUTS[key] = self._foundation_layout()
            f, lines = _FOUNDATION_LAYOUTS[key]
            self._foundation = QFont(f), [(line, QRectF(box)) for line, box in lines]
        return self._foundation

    def _foundation_layout(self) -> tuple[QFont, list[tuple[str, QRectF]]]:
        centre = self.rect.center()
        inside, m = FOUNDATION_R - FOUNDATION_RING / 2, FOUNDATION_MARGIN
        choices = line_choices(self.words[0])
        for stretch in FOUNDATION_STRETCHES:
            f = look.font(NAME_PX)
            f.setStretch(stretch)
            fm = QFontMetricsF(f)
            for lines in choices:
                for pitch in FOUNDATION_PITCHES:
                    boxes = _round_lines(fm, lines, centre, NAME_PX * pitch)
                    if all(_in_circle(box.adjusted(-m, -m, m, m), centre, inside) for box in boxes):
                        return f, list(zip(lines, boxes, strict=True))
        return f, list(zip(lines, boxes, strict=True))  # fits nowhere: the tests say so

    def arrow_path(self) -> QPainterPath | None:
        """START's arrow (None on the other corners): under "+$100", over the row where the pawns stand."""
        if self.kind != START:
            return None
        inner = self.rect.adjusted(4, 4, -4, -4)
        y, head, shaft = inner.top() + 63, 8.0, 3.5
        arrow = QPainterPath()
        arrow.moveTo(inner.right() - 8, y - shaft)
        arrow.lineTo(inner.left() + 22, y - shaft)
        arrow.lineTo(inner.left() + 22, y - head)
        arrow.lineTo(inner.left() + 6, y)
        arrow.lineTo(inner.left() + 22, y + head)
        arrow.lineTo(inner.left() + 22, y + shaft)
        arrow.lineTo(inner.right() - 8, y + shaft)
        arrow.closeSubpath()
        return arrow

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(BOARD_LINE, 1.4))
        painter.setBrush(BOARD_PAPER)
        painter.drawRect(r)
        inner = r.adjusted(4, 4, -4, -4)
        if self.kind == START:
            painter.setBrush(QColor("#d94b3d"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPath(self.arrow_path())
            draw_text(painter, QRectF(inner.left(), inner.top() + 1, inner.width(), 31), self.words[0], 28,
                      QColor("#b3261e"), True)
            draw_text(painter, QRectF(inner.left(), inner.top() + 31, inner.width(), 22), self.words[1], NAME_PX,
                      look.INK)
        elif self.kind == CORNER:
            for role, colour in (("monopolist", QColor("#3c4a6b")), ("competitor", QColor("#3f7a4f"))):
                part = self.jail_rect(role)
                painter.setPen(QPen(BOARD_LINE, 1.2))
                painter.setBrush(colour)
                painter.drawRect(part)
                room, stretch, _width = self.jail_word(role)
                for box, line in self.band_lines(role):
                    draw_text(painter, box, line, NAME_PX, QColor("#ffffff"), False, TOP_LEFT, stretch=stretch)
            stretch = self.tour_font().stretch()
            for box, line in self.tour_lines():
                draw_text(painter, box, line, NAME_PX, look.INK, False, TOP_LEFT, stretch=stretch)
        elif self.kind == FOUNDATION:
            painter.setBrush(QColor("#fff6d8"))
            painter.setPen(QPen(QColor("#2e8b57"), FOUNDATION_RING))
            painter.drawEllipse(r.center(), FOUNDATION_R, FOUNDATION_R)
            f, lines = self.foundation_lines()
            for line, box in lines:
                draw_text(painter, foundation_line_rect(box), line, NAME_PX, look.INK, False, stretch=f.stretch())
        else:
            painter.setPen(QPen(QColor("#3c4a6b"), 2))
            painter.setBrush(QColor("#f4dcd6"))
            painter.drawRoundedRect(inner.adjusted(1, 1, -1, -1), 8, 8)
            draw_text(painter, inner.adjusted(4, 4, -4, -4), self.words[0], NAME_PX, look.INK, False, wrap=True)

    def visible_texts(self) -> list[str]:
        return list(self.words)


#: The Foundation's laid-out words by (words, centre x, centre y, font key): every board of every table (and
#: every picture of one, drawn on a scene of its own) lays them out alike, a search of some thousand boxes
#: (a tenth of a second of CPU) that ran again for each.
_FOUNDATION_LAYOUTS: dict[tuple[str, float, float, str], tuple[QFont, list[tuple[str, QRectF]]]] = {}


def _corner_metrics(stretch: int) -> QFontMetricsF:
    f = look.font(NAME_PX)
    f.setStretch(stretch)
    return QFontMetricsF(f)


def _ink_height(lines: list[str], stretch: int, pitch: float) -> float:
    """How high `lines` at `pitch` stand, from the first line's highest letter to the last's lowest."""
    fm = _corner_metrics(stretch)
    return -fm.tightBoundingRect(lines[0]).top() + (len(lines) - 1) * pitch + fm.tightBoundingRect(lines[-1]).bottom()


def _lines_under(lines: list[str], room: QRectF, stretch: int, pitch: float) -> list[tuple[QRectF, str]]:
    """Each of `lines` with the box it is drawn in (left, a line of the font high), at `pitch`, the first line's
    highest letter `CORNER_PAD` under `room`'s top."""
    fm = _corner_metrics(stretch)
    baseline = room.top() + CORNER_PAD - fm.tightBoundingRect(lines[0]).top()
    return [(QRectF(room.left(), baseline + i * pitch - fm.ascent(), room.width(), fm.height()), line)
            for i, line in enumerate(lines)]


def _round_lines(fm: QFontMetricsF, lines: list[str], centre: QPointF, pitch: float) -> list[QRectF]:
    """Each line's ink box, the lines centred across at `pitch` from baseline to baseline, and the block as high
    or low as leaves the farthest corner of its boxes nearest `centre` (its widest lines where the round is
    widest: the block centred as a whole had Spanish "Fundación" on the ring)."""
    inks = [fm.tightBoundingRect(line) for line in lines]

    def boxes(y0: float) -> list[QRectF]:
        return [QRectF(centre.x() - ink.width() / 2, y0 + i * pitch + ink.top(), ink.width(), ink.height())
                for i, ink in enumerate(inks)]

    def reach(y0: float) -> float:
        return max(_farthest(box, centre) for box in boxes(y0))

    middle = centre.y() - (inks[0].top() + (len(lines) - 1) * pitch + inks[-1].bottom()) / 2
    return boxes(min((middle + k / 4 for k in range(-4 * int(pitch), 4 * int(pitch) + 1)), key=reach))


def foundation_line_rect(ink: QRectF) -> QRectF:
    """The box a line of the Foundation's words is drawn in, centred on its ink."""
    return ink.adjusted(-2, -6, 2, 6)


def _farthest(box: QRectF, centre: QPointF) -> float:
    """How far from `centre` the farthest corner of `box` lies."""
    return max(((p.x() - centre.x()) ** 2 + (p.y() - centre.y()) ** 2) ** 0.5
               for p in (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()))


def _in_circle(box: QRectF, centre: QPointF, radius: float) -> bool:
    return _farthest(box, centre) <= radius


def make_space(sq: int) -> SpaceItem:
    return CornerItem(sq) if sq % 10 == 0 else SpaceItem(sq)
