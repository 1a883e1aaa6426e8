"""The deeds in a player's place, laid out like a player's spread of title cards: city by city (a city's
streets together), then the transport companies, then the utilities.

Each deed shows its colour band, its name (the short form where the whole name does not fit), what it earns
now, its buildings in the owner's role's style, a mortgage (greyed, red stripes across the band, a red
edge, as on the board) and a gold star when its city is monopolised (a Monopolist with two or more
unmortgaged streets there). With few deeds they are cards; with many, rows of a two- or three-column list
that still names each one. A deed is dragged as its space on the board is (to the Treasury, onto a player)
and shows the board's deed card while the mouse is over it.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from itertools import combinations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL, MONOPOLIST, STREET, board
from ponzi_desktop.ui.anti_monopoly.deed import text_height
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.space_names import (
    SHORT,
    first_word,
    fits,
    one_line,
    shared_lines,
    telling_word,
    unspaced,
)
from ponzi_desktop.ui.anti_monopoly.spaces import ShowsDeed
from ponzi_desktop.ui.anti_monopoly.style import MORTGAGE_RED, deed_colour, paint_building
from ponzi_desktop.ui.anti_monopoly.trade_parts import deed_tip, rent, rent_words
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Payload
from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
PX = look.MIN_TEXT  # every text of a deed: the smallest a table may show, so that the most deeds fit
GAP = 6.0
#: The card sizes tried, the largest first: (width, text size, lines of the name); a few deeds get big cards
#: with big text; more, cards of the same width whose name takes one line (its short form, a lower card: more
#: rows fit) before narrower ones, and a list last. A card never narrows while a lower card of its width would
#: hold the deeds on more rows: five deeds in a wide, low place were five narrow cards in one row, their names
#: broken ("U.S. / Railroad"), over an empty second row, while seven took two rows of wide cards.
CARD_SIZES = ((176.0, 21.0, 2), (140.0, 20.0, 2), (136.0, PX, 2), (136.0, PX, 1), (118.0, PX, 2), (118.0, PX, 1),
              (100.0, PX, 2), (92.0, PX, 2), (92.0, PX, 1))
BAND = 14.0
STRIPE, STRIPE_WIDE = 9.0, 18.0  # a list row's colour band at its left (wide: with the buildings' number)
ROW_H = 24.0  # a list row: one line of any script (CJK fonts are the tallest)
ROW_GAP = 1.0
CITY_GAP = 6.0  # between two cities' rows in a list: the rows read as a city's small cards
#: How narrow a deed's name may be written in a place (a font's stretch, in %), a little narrower before shorter.
#: Narrower than the board's names allow (`space_names.STRETCHES`): a deed row keeps its rent beside its name.
PLACE_STRETCHES = (100, 87, 75)
DIE = look.MIN_TEXT  # the die after a utility's multiplier: as tall as the smallest text (at 14 it read as a speck)


def groups() -> list[tuple[int, ...]]:
    """The properties in the order a player's place shows them: city by city, then transport, utilities."""
    b = board()
    return [*b.city_streets, b.transports, b.utilities]


def line_h(px: float = PX) -> float:
    """The height of one line of a deed's text, in the taller of Latin and CJK fonts."""
    return max(text_height("Ag", 500, px, True), text_height("通り", 500, px, True))


def card_height(px: float = PX, lines: int = 2) -> float:
    return 3 + BAND + 3 + lines * line_h(px) + px + 5 + 3


@dataclass(frozen=True)
class Layout:
    """How a place's deeds are laid out: as cards ("cards") or as list rows ("list"), in `cols` columns of
    `cell_w` x `cell_h` cells from the region's top-left; a list's rows city by city (`spots`: each row's
    column and its top, a gap between two cities, a city never split between columns), else read down its
    columns `rows` at a time."""
    mode: str
    cols: int
    cell_w: float
    cell_h: float
    px: float = PX
    rows: int = 0  # a list's rows in each column but the last (its columns as even as can be)
    spots: tuple[tuple[int, float], ...] = ()
    lines: int = 2  # a card's name: two lines, or one (its short form)
    by_city: bool = False  # the rows city by city (a city never split between columns)

    def cell(self, region: QRectF, i: int) -> QRectF:
        gap_x = GAP if self.mode == "cards" else 6.0
        if self.spots:
            col, top = self.spots[i]
            return QRectF(region.left() + col * (self.cell_w + gap_x), region.top() + top, self.cell_w, self.cell_h)
        if self.mode == "cards":
            row, col = divmod(i, self.cols)
        else:  # a list reads down its columns
            col, row = divmod(i, max(1, self.rows))
        gap = GAP if self.mode == "cards" else ROW_GAP
        return QRectF(region.left() + col * (self.cell_w + gap_x), region.top() + row * (self.cell_h + gap),
                      self.cell_w, self.cell_h)


def by_city(sizes: list[int], height: float, most: int = 3) -> tuple[int, tuple[tuple[int, float], ...]] | None:
    """A list's rows city by city in the fewest columns (up to `most`) that hold them in `height`: each city's
    rows (`sizes`, in order) together in one column, a gap between two cities, the columns as even as the cities
    allow; (columns, each row's column and top), or None where no such columns hold them."""
    def tall(part: list[int]) -> float:
        return sum(part) * (ROW_H + ROW_GAP) - ROW_GAP + (len(part) - 1) * CITY_GAP if part else 0.0

    k = len(sizes)
    for cols in range(1, most + 1):
        best: tuple[float, tuple[int, ...]] | None = None
        for cuts in combinations(range(1, k), min(cols - 1, max(0, k - 1))):
            bounds = (0, *cuts, k)
            worst = max(tall(sizes[a:b]) for a, b in itertools.pairwise(bounds))
            if best is None or worst < best[0]:
                best = (worst, bounds)
        if best is None or best[0] > height + 0.5:
            continue
        spots = []
        for col, (a, b) in enumerate(itertools.pairwise(best[1])):
            top = 0.0
            for size in sizes[a:b]:
                for _ in range(size):
                    spots.append((col, top))
                    top += ROW_H + ROW_GAP
                top += CITY_GAP
        return cols, tuple(spots)
    return None


def lay_out(n: int, region: QRectF, sizes: list[int] | None = None) -> Layout:
    """The largest cards that fit `n` deeds in `region`, else list rows city by city (`sizes`: how many deeds of
    each city, in order) in the fewest columns (three at most), else the fewest list columns."""
    for w, px, lines in CARD_SIZES:
        h = card_height(px, lines)
        per_row = max(1, math.floor((region.width() + GAP) / (w + GAP)))
        rows = math.ceil(n / per_row) if n else 0
        if rows * (h + GAP) - GAP <= region.height():
            return Layout("cards", per_row, w, h, px, lines=lines)
    room = max(1, math.floor((region.height() + ROW_GAP) / (ROW_H + ROW_GAP)))
    cols = min(3, max(1, math.ceil(n / room)))
    # city by city where that takes no more columns (a narrower row drops its rent or its whole name)
    cities = by_city(sizes, region.height(), cols) if sizes else None
    if cities is not None:
        cols, spots = cities
        return Layout("list", cols, (region.width() - (cols - 1) * 6.0) / cols, ROW_H, spots=spots, by_city=True)
    # as many rows in each column as can be (13 deeds: 7 and 6, not 11 and 2; 28: 10, 9 and 9, not 10, 10 and
    # 8); more than there is room for only where three columns are full, and then the rows past the room are
    # not shown
    spots = tuple((col, row * (ROW_H + ROW_GAP)) for col in range(cols)
                  for row in range(n // cols + (1 if col < n % cols else 0)))
    return Layout("list", cols, (region.width() - (cols - 1) * 6.0) / cols, ROW_H, rows=max(1, math.ceil(n / cols)),
                  spots=spots)


def no_rent() -> str:
    """What a deed says where its owner collects nothing now (a Monopolist in Prison, a card's "collects no
    rent"): in words, not a bare dash that said nothing (the tooltip says why)."""
    return translate("AntiMonopolyTable", "no rent", "a deed in a player's place: its owner collects no rent now")


def rent_word(short: bool = False) -> str:
    """"rent", the caption before a deed card's rent now; `short`: its short form, for a card too narrow for the
    word beside the rent ("alq." for Spanish "alquiler"; a language whose word is short writes it whole)."""
    if short:
        return translate("AntiMonopolyTable", "rent", "short: a narrow deed card's caption before its rent now")
    return translate("AntiMonopolyTable", "rent", "a deed card's caption before its rent now")


def after_short(short: str, full: str) -> str:
    """A Chinese or Japanese `full` name broken after the short form it begins with ("ウィルシャー大通り" ->
    "ウィルシャー\n大通り": the language's own word, where the line may break); `full` as it is where it does not."""
    head = one_line(short, full)
    return head + "\n" + full[len(head):] if full.startswith(head) and len(full) > len(head) else full


def own_first_word(short: str) -> str:
    """`first_word`, unless that first line is another space's too ("U.S." of "U.S.\\n鉄道"): then its
    telling word ("鉄道")."""
    first = first_word(short)
    return telling_word(short) if first in shared_lines(short) else first


def earns_now(r: Reckoner, sq: int) -> str:
    """What a landing on `sq` pays its owner now ("$24", "4× dice"), `no_rent` for nothing; "" when mortgaged."""
    if r.mortgaged[sq]:
        return ""
    times = r.utility_times(sq)
    if times is not None:  # "10×" and a die drawn after it (the words are in the tooltip)
        return str(times) + "×"
    rent = r.rent_now(sq)
    return no_rent() if rent is None else money(rent)


def monopolised(r: Reckoner, sq: int) -> bool:
    """Whether `sq`'s city is monopolised by its owner (a Monopolist with two unmortgaged streets there)."""
    b = board()
    o = r.owner[sq]
    return o >= 0 and b.kind[sq] == STREET and r.role[o] == MONOPOLIST and r.monopolised(o, b.city[sq])


def _metrics(stretch: int, px: float = PX) -> QFontMetricsF:
    """A deed's letters `stretch` % wide at `px` (a list row's: the smallest), measured as they are drawn."""
    f = look.font(px)
    f.setStretch(stretch)
    return QFontMetricsF(f)


class DeedChip(ShowsDeed, TableItem):
    """A deed a player holds, as a card or a list row. The holder drags it to the Treasury (mortgage,
    redeem, sell a building back) or onto another player (a trade), as its space on the board. Its tooltip is
    the trade windows' (what it is, who holds it, its rent now), and opens with the deed card."""

    TIP_WITH_CARD = True

    def __init__(self, sq: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(100, 90, parent)
        self.sq = sq
        self.colour = deed_colour(sq)
        self.mode = "cards"
        self.name = space_name(sq)
        self.name_stretch = 100
        self.earns = ""
        self.level = 0
        self.role = "competitor"
        self.mortgaged = False
        self.monopoly = False
        self.mine = False
        self.px = PX
        self.lines = 2
        self.with_earns = False
        self.on_stripe = False  # a list row's buildings as their number on its colour band (a long name)
        self.payload = Payload("deed", sq)
        self.spoken = self.name  # what a screen reader says of it: its name and its rent now
        self.setAcceptHoverEvents(True)

    # ---- what it shows ---------------------------------------------------------------------------------
    @property
    def top_level(self) -> int:
        return MAX_LEVEL[0 if self.role == "competitor" else 1]

    def show_deed(self, r: Reckoner, role: str, mine: bool, layout: Layout, tip: str) -> None:
        sq = self.sq
        state = (r.level[sq], role, r.mortgaged[sq], monopolised(r, sq), earns_now(r, sq), layout.mode, layout.px,
                 layout.cell_w, layout.cell_h)
        if state != (self.level, self.role, self.mortgaged, self.monopoly, self.earns, self.mode, self.px,
                     *self.cell_size()):
            self.level, self.role, self.mortgaged, self.monopoly, self.earns, self.mode, self.px = state[:7]
            self.set_size(layout.cell_w, layout.cell_h)
            self.lines = layout.lines
            self.name = self._name()
            self.update()
        self.mine = mine
        if r.mortgaged[sq]:
            self.spoken = translate("AntiMonopolyTable", "%1, mortgaged").replace("%1", space_name(sq))
        else:
            earns = rent(r.view, sq)
            self.spoken = translate("AntiMonopolyTable", "%1, rent now %2").replace("%1", space_name(sq)).replace(
                "%2", rent_words(earns)) if earns is not None else space_name(sq) + ", " + no_rent()
        if self.level:
            tip += "\n" + (translate("AntiMonopolyTable", "apartment") if self.level >= self.top_level else
                           translate("AntiMonopolyTable", "%n house(s)", None, self.level))
        if self.monopoly:
            tip += "\n" + translate("AntiMonopolyTable", "City monopolised")
        if plain_tip(tip) != self.toolTip():
            self.setToolTip(plain_tip(tip))

    def accessible_name(self) -> str:
        """What it is, as the trade windows' deed card says it: its name and its rent now (or "no rent")."""
        return self.spoken

    def cell_size(self) -> tuple[float, float]:
        return self.rect.width(), self.rect.height()

    def _name(self) -> str:
        """The whole name where it fits its box, else its short form."""
        full = space_name(self.sq)
        short = label(SHORT, str(self.sq)) if str(self.sq) in SHORT else full
        self.name_stretch = 100
        if self.mode == "cards":  # on one line; else wrapped at its spaces; else the short form (one line first),
            box = self.name_rect()  # a little narrower before shorter, as on the board
            one = QRectF(box.left(), box.top(), box.width(), line_h(self.px))
            if unspaced(full + short):  # Chinese, Japanese: broken only at their own breaks and spaces, never
                # inside a word (Qt broke "トラック運送" as "トラック運" and "送")
                # (each line drawn as it is, never wrapped: Qt moved "ローカスト通り"'s last kana out of a one-line
                # card)
                # (the whole name in its own letters first: their fonts draw narrower letters no narrower, so a
                # narrower whole name measured to fit came out cut)
                # (the whole name on two lines where its short form is its first word: "ウィルシャー" / "大通り" on a
                # card with room, not the short form alone while the log says the whole name)
                forms = (full, full.replace(" ", "\n"), after_short(short, full), one_line(short, full), short,
                         own_first_word(short))
                for stretch in PLACE_STRETCHES:
                    self.name_stretch = stretch
                    for form in forms:
                        if fits(form, box, self.px, True, stretch, own_breaks=True):
                            return form
                return own_first_word(short)
            # the whole name wherever it fits, in any of the letters' widths, before a short form (the log, the
            # tooltip and a screen reader say the whole name: the card says it too where it can)
            for stretch in PLACE_STRETCHES:
                self.name_stretch = stretch
                if fits(full, one, self.px, True, stretch) or (" " in full and fits(full, box, self.px, True, stretch)):
                    return full
            for stretch in PLACE_STRETCHES:
                self.name_stretch = stretch
                if fits(one_line(short, full), one, self.px, True, stretch):
                    return one_line(short, full)
                if fits(short, box, self.px, True, stretch):
                    return short
            for stretch in PLACE_STRETCHES:  # a one-line card: the short form's telling word
                self.name_stretch = stretch
                if fits(telling_word(short), one, self.px, True, stretch):
                    return telling_word(short)
            self.name_stretch = 100
            return full
        # a list row: the name with the rent beside it, else the short form with the rent, each a little
        # narrower before the next (the buildings drawn after the name, else their number on the colour band);
        # the rent is left out only where even the short form in narrow letters leaves it no room (it is in
        # the tooltip and on the deed card the row shows under the mouse)
        for with_earns in (True, False) if self.earns else (False,):
            for on_stripe in (False, True) if self.level else (False,):
                self.with_earns, self.on_stripe = with_earns, on_stripe
                width = self.name_rect().width()
                for stretch in PLACE_STRETCHES:
                    fm = _metrics(stretch)
                    for name in (full, one_line(short, full), own_first_word(short), telling_word(short)):
                        if fm.horizontalAdvance(name) <= width - 1:
                            self.name_stretch = stretch
                            return name
        return telling_word(short)

    # ---- layout ----------------------------------------------------------------------------------------
    def band_rect(self) -> QRectF:
        r = self.rect
        if self.mode == "cards":
            return QRectF(r.left() + 2, r.top() + 2, r.width() - 4, BAND)
        return QRectF(r.left() + 1, r.top() + 1, STRIPE_WIDE if self.on_stripe else STRIPE, r.height() - 2)

    def building_width(self) -> float:
        if not self.level or (self.mode == "list" and self.on_stripe):
            return 0.0
        if self.level >= self.top_level:
            return 24.0 if self.mode == "cards" else 16.0
        if self.mode == "list":
            return self.level * 12.0 + 2
        return self.level * 15.0 if self.houses_in_a_row() else 11.0 + self.digit_width()

    def digit_width(self) -> float:
        return QFontMetricsF(look.font(self.px, True)).horizontalAdvance(number(self.level)) + 2

    def houses_in_a_row(self) -> bool:
        """A card draws each house where they fit beside the rent, else one house and their number; a list row
        draws each house, or writes their number on its colour band (`on_stripe`)."""
        if self.mode != "cards":
            return not self.on_stripe
        room = self.rect.width() - 10 - self.earns_width() - 4 - self._least_caption()
        return self.level * 15.0 <= room

    def _least_caption(self) -> float:
        """The room "rent" takes before a card's rent at the least (its short form in the narrowest letters), kept
        beside the buildings too: the word stays on every card that shows a rent."""
        if not self.earns or self.earns == no_rent():
            return 0.0
        return _metrics(PLACE_STRETCHES[-1], self.px).horizontalAdvance(rent_word(short=True)) + 4

    def earns_width(self) -> float:
        if not self.earns:
            return 0.0
        die = DIE + 2 if self.earns.endswith("×") else 0
        return QFontMetricsF(look.font(self.px)).horizontalAdvance(self.earns) + 6 + die

    def shows_earnings(self) -> bool:
        """A card shows the rent; a list row where its name (or the name's short form) fits beside it."""
        return bool(self.earns) and (self.mode == "cards" or self.with_earns)

    def name_rect(self) -> QRectF:
        r = self.rect
        if self.mode == "cards":
            top = r.top() + 3 + BAND + 3
            return QRectF(r.left() + 5, top, r.width() - 10, self.lines * line_h(self.px))
        left = self.band_rect().right() + 3
        right = r.right() - 2 - self.building_width() - (self.earns_width() if self.shows_earnings() else 0)
        return QRectF(left, r.top(), right - left, r.height())

    # ---- painting ---------------------------------------------------------------------------------------
    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(look.GOLD.darker(115), 2.2) if self.monopoly else QPen(QColor("#2b2118"), 1.2))
        painter.setBrush(look.PAPER)
        painter.drawRoundedRect(r, 4, 4)
        band = self.band_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRect(band)
        if self.monopoly and not (self.mode == "list" and self.on_stripe):
            centre = QPointF(band.right() - 9, band.center().y()) if self.mode == "cards" else band.center()
            draw_icon(painter, look.star_path(), centre, 13, look.GOLD)
        ink = look.INK
        if self.mode == "cards" and unspaced(self.name):  # Chinese, Japanese: a line each, never broken inside
            box, h = self.name_rect(), line_h(self.px)
            for i, line in enumerate(self.name.split("\n")):
                draw_text(painter, QRectF(box.left(), box.top() + i * h, box.width(), h), line, self.px, ink, True,
                          TOP_LEFT, stretch=self.name_stretch)
        else:
            draw_text(painter, self.name_rect(), self.name, self.px, ink, self.mode == "cards",
                      TOP_LEFT if self.mode == "cards" else LEFT, wrap=self.mode == "cards", stretch=self.name_stretch)
        if self.mode == "cards":
            bottom = QRectF(r.left() + 5, r.bottom() - self.px - 8, r.width() - 10, self.px + 5)
            self._paint_buildings(painter, QRectF(bottom.left(), bottom.top() + 2, self.building_width(),
                                                  bottom.height() - 4))
            if self.earns:
                self._paint_earns(painter, self.earns_box())
                caption, stretch = self.caption_shown()
                if caption:  # the number is the rent: said beside it
                    left = self.caption_left()
                    draw_text(painter, QRectF(left, bottom.top(), bottom.right() - left, bottom.height()), caption,
                              self.px, look.INK_SOFT, False, LEFT, stretch=stretch)
        else:
            right = r.right() - 2
            if self.shows_earnings():
                w = self.earns_width()
                self._paint_earns(painter, QRectF(right - w, r.top(), w, r.height()))
                right -= w
            bw = self.building_width()
            self._paint_buildings(painter, QRectF(right - bw, r.top() + 5, bw, r.height() - 10))
        if self.mortgaged:
            self._paint_mortgage(painter, band)

    def rent_caption(self) -> str:
        """"rent" before a card's rent, after its buildings (`caption_shown` says how it is written)."""
        return self.caption_shown()[0]

    def caption_left(self) -> float:
        """Where "rent" starts on a card's bottom row: after the buildings (a review saw the word go once a house
        stood there, while the other cards still said it)."""
        bw = self.building_width()
        return self.rect.left() + 5 + (bw + 4 if bw else 0)

    def caption_shown(self) -> tuple[str, int]:
        """"rent" before a card's rent and the letters' width it is written in: the widest in which it fits
        beside the buildings and the rent as written (`earns_shown`), the rent in narrower letters too where the
        card is narrow (Spanish "alquiler" on the narrowest cards), else its short form, defined once for every
        card ("alq."); "" only where even that cannot fit."""
        if self.mode != "cards" or not self.earns or self.earns == no_rent():
            return "", 100
        width = self.rect.right() - 5 - self.caption_left() - 4
        die = DIE + 2 if self.earns.endswith("×") else 0
        for caption in (rent_word(), rent_word(short=True)):
            for stretch in PLACE_STRETCHES:
                fm = _metrics(stretch, self.px)
                earns = _metrics(100, self.px) if die else fm  # a utility's "10×" is written in full-width letters
                if fm.horizontalAdvance(caption) + earns.horizontalAdvance(self.earns) + 6 + die <= width:
                    return caption, stretch
        return "", 100

    def earns_box(self) -> QRectF:
        """Where a card writes its rent: the bottom row right of its buildings (and of "rent" before it)."""
        r = self.rect
        bottom = QRectF(r.left() + 5, r.bottom() - self.px - 8, r.width() - 10, self.px + 5)
        left = bottom.left() + self.building_width() + 4
        caption, stretch = self.caption_shown()
        if caption:
            left = self.caption_left() + _metrics(stretch, self.px).horizontalAdvance(caption) + 4
        return QRectF(left, bottom.top(), bottom.right() - left, bottom.height())

    def earns_shown(self, width: float) -> tuple[str, int]:
        """The rent as written in `width`, in the widest letters it fits in: "no rent" narrower where a card's
        bottom row is narrow, and a dash only where even the narrowest do not fit (its tooltip says why)."""
        for stretch in PLACE_STRETCHES:
            if _metrics(stretch, self.px).horizontalAdvance(self.earns) <= width:
                return self.earns, stretch
        return ("–", 100) if self.earns == no_rent() else (self.earns, PLACE_STRETCHES[-1])

    def _paint_earns(self, painter: QPainter, box: QRectF) -> None:
        """The rent, right-aligned in `box`; a utility's multiplier with a die after it ("10×" and a die)."""
        if not self.earns.endswith("×"):
            text, stretch = self.earns_shown(box.width())
            draw_text(painter, box, text, self.px, look.INK, False, RIGHT, stretch=stretch)
            return
        die = QRectF(box.right() - DIE, box.center().y() - DIE / 2, DIE, DIE)
        draw_text(painter, box.adjusted(0, 0, -DIE - 2, 0), self.earns, self.px, look.INK, False, RIGHT)
        painter.save()
        painter.setPen(QPen(look.INK, 1.2))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawRoundedRect(die, 3, 3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.INK)
        for dx, dy in ((-1, -1), (0, 0), (1, 1)):
            painter.drawEllipse(die.center() + QPointF(dx * DIE * 0.27, dy * DIE * 0.27), DIE * 0.1, DIE * 0.1)
        painter.restore()

    def _paint_buildings(self, painter: QPainter, box: QRectF) -> None:
        if not self.level:
            return
        if self.level >= self.top_level:
            if self.mode == "list" and self.on_stripe:
                box = self.band_rect().adjusted(2, 4, -2, -4)
            paint_building(painter, QRectF(box.left(), box.top(), min(box.width(), 24), box.height()), self.role, True)
            return
        if self.mode == "list" and self.on_stripe:
            band = self.band_rect()
            draw_text(painter, band.adjusted(-2, 0, 2, 0), number(self.level), self.px, look.ink_on(self.colour), True)
            return
        if self.houses_in_a_row():
            step = 15.0 if self.mode == "cards" else 12.0
            for i in range(self.level):
                paint_building(painter, QRectF(box.left() + i * step, box.top(), step - 2, box.height()), self.role,
                               False)
            return
        paint_building(painter, QRectF(box.left(), box.top() + 1, 10, box.height() - 2), self.role, False)
        draw_text(painter, QRectF(box.left() + 11, box.top() - 6, box.width() - 11, box.height() + 12),
                  number(self.level), self.px, look.INK, True)

    def _paint_mortgage(self, painter: QPainter, band: QRectF) -> None:
        """As on the board: the face greyed, red stripes across the colour band, a red edge."""
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(110, 110, 110, 80))
        painter.drawRoundedRect(self.rect, 4, 4)
        painter.setClipRect(band)
        painter.setPen(QPen(MORTGAGE_RED, 3))
        x = band.left() - band.height()
        while x < band.right() + band.height():
            painter.drawLine(QPointF(x, band.bottom()), QPointF(x + band.height(), band.top()))
            x += 8
        painter.setClipping(False)
        painter.setPen(QPen(MORTGAGE_RED, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), 4, 4)
        painter.restore()

    def visible_texts(self) -> list[str]:
        out = self.name.split("\n") if self.mode == "cards" and unspaced(self.name) else [self.name]
        if self.earns and self.shows_earnings():
            out.append(self.earns_shown(self.earns_box().width())[0] if self.mode == "cards" else self.earns)
        if self.rent_caption():
            out.append(self.rent_caption())
        if 0 < self.level < self.top_level and not self.houses_in_a_row():  # a number rather than houses
            out.append(number(self.level))
        return out


def show_deeds(chips: dict[int, DeedChip], region: QRectF, view, p: int, names: list[str], mine: bool) -> Layout:
    """Lay out and fill `p`'s deeds in `region` (the others hidden); returns the layout chosen."""
    r = Reckoner(view)
    cities = [[sq for sq in group if view.owners[sq] == p] for group in groups()]
    held = [sq for city in cities for sq in city]
    layout = lay_out(len(held), region, [len(city) for city in cities if city])
    role = view.roles[p]
    for i, sq in enumerate(held):
        chip = chips[sq]
        cell = layout.cell(region, i)
        chip.show_deed(r, role, mine, layout, deed_tip(view, sq, names))
        chip.setPos(cell.center())
        chip.setVisible(cell.bottom() <= region.bottom() + 0.5)
    for sq, chip in chips.items():
        if sq not in held:
            chip.setVisible(False)
    return layout
