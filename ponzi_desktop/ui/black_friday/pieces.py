"""The pieces of the Black Friday table: shares, the market's stacks, the tracks, the sale rows, the bank's gold,
the level tile and the bag (the share price chart and the gold price track are in prices.py, the holders'
screens in screens.py).

Each piece is told what to show (`show_*`) by the scene or by an animation step; none reads the game itself.
Shares carry their colour's mark as well as its colour (never colour alone), and every count is written.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.black_friday.labels import COLOURS, share_colour_word
from ponzi_desktop.ui.black_friday.marks import paint_gold_bar, paint_share
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem, discard, draw_text, paint_tray

translate = QCoreApplication.translate



def colour_name(colour: str) -> str:
    return label(COLOURS, colour)


def balanced(text: str, px: float, rect: QRectF) -> QRectF:
    """`rect` narrowed (about its centre) so that `text`, wrapped in it at `px`, takes as many lines as in
    `rect` but with lines of even length: no word, or in Japanese no single character, alone on the last."""
    fm = QFontMetricsF(look.font(px))
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def height(width: float) -> float:
        return fm.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()

    full = height(rect.width())
    lo, hi = rect.width() * 0.4, rect.width()
    if height(lo) <= full:
        hi = lo
    while hi - lo > 1:  # the narrowest width that needs no more lines
        mid = (lo + hi) / 2
        if height(mid) <= full:
            hi = mid
        else:
            lo = mid
    width = hi + 2
    return QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height())


# ---- shares ---------------------------------------------------------------------------------------------
def paint_badge(painter: QPainter, centre: QPointF, text: str, px: float = 17) -> None:
    """A count on a paper disc (or pill, for longer numbers)."""
    f = look.font(px, True)
    w = max(px * 1.5, QFontMetricsF(f).horizontalAdvance(text) + px * 0.7)
    h = px * 1.5
    r = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    painter.setPen(QPen(look.INK, 1.3))
    painter.setBrush(look.PAPER)
    painter.drawRoundedRect(r, h / 2, h / 2)
    draw_text(painter, r, text, px, look.INK, True)


class ShareItem(TableItem):
    """One share, or a pile of them with a count badge (`count`); `faded` when none is left."""

    BELOW_H = 22.0  # room under the share for its count written there ("×12")
    STACK_STEP, STACK_LAYERS = 2.0, 2  # a pile: two shares showing behind the top one, each this far up and right
    STACK_REACH = STACK_STEP * STACK_LAYERS + 1.0  # how far a pile reaches past its share's right edge (with pens)

    def __init__(self, colour: str, w: float = 34, h: float = 44, parent: QGraphicsItem | None = None,
                 below: bool = False, beside: bool = False) -> None:
        super().__init__(w, h, parent)
        self.colour = colour
        self.count: int | None = None
        self.faded = False
        self.below = below  # the count written under the share ("×2"), not on a badge over its corner
        self.beside = beside  # the badge right of the pile, clear of its symbol (a share too small to carry it)

    def set_count(self, count: int | None, faded: bool = False) -> None:
        if (count, faded) != (self.count, self.faded):
            self.count, self.faded = count, faded
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - the badge sticks out
        if self.below:
            return super().boundingRect().united(self.count_rect())
        if self.beside:
            return super().boundingRect().united(self.badge_rect())
        return super().boundingRect().adjusted(0, 0, 14, 10)

    BADGE_PX = 17.0  # the badge's digits

    def badge_rect(self) -> QRectF:
        """Where the count's badge stands beside the pile (`beside`), for a count of up to two digits."""
        r, h = self.rect, self.BADGE_PX * 1.5
        w = h + self.BADGE_PX * 0.6  # a pill for two digits
        return QRectF(r.right() + self.STACK_REACH + 2, r.center().y() - h / 2 + 3, w, h)

    def pile_rect(self) -> QRectF:
        """What a pile of these shares covers: the share and the ones showing behind it (up and to the right)."""
        reach = self.STACK_REACH
        return self.rect.adjusted(0, -reach, reach, 0)

    def count_rect(self) -> QRectF:
        """Where a count written under the share stands."""
        r = self.rect
        w = max(r.width() + 6, 36.0)
        return QRectF(r.center().x() - w / 2, r.bottom() + 1, w, self.BELOW_H)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        if (self.count or 0) > 1 and not self.faded:
            for i in range(self.STACK_LAYERS, 0, -1):
                paint_share(painter, r.translated(i * self.STACK_STEP, -i * self.STACK_STEP), self.colour)
        paint_share(painter, r, self.colour, self.faded)

    def paint_over(self, painter: QPainter) -> None:
        if self.count is None:
            return
        if self.below:
            draw_text(painter, self.count_rect(), "×" + number(self.count), 17, look.TEXT_ON_FELT, True,
                      shadow=QColor(0, 0, 0, 150))
            return
        r = self.rect  # above the glow: a lit stack still says how many
        if self.beside:
            b = self.badge_rect()
            text = number(self.count)
            width = max(self.BADGE_PX * 1.5, QFontMetricsF(look.font(self.BADGE_PX, True)).horizontalAdvance(text)
                        + self.BADGE_PX * 0.7)
            paint_badge(painter, QPointF(b.left() + width / 2, b.center().y()), text, self.BADGE_PX)
            return
        paint_badge(painter, QPointF(r.right() - 2, r.bottom() - 4), number(self.count))

    def visible_count(self) -> str | None:
        return None if self.count is None else ("×" + number(self.count) if self.below else number(self.count))

    def visible_texts(self) -> list[str]:
        shown = self.visible_count()
        return [] if shown is None else [shown]


# ---- trays that are drop targets --------------------------------------------------------------------------
class TrayItem(TableItem):
    """A wooden tray with a title that is a piece (a drop target), not only a frame."""

    def __init__(self, w: float, h: float, title: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.title = TextItem(title, w - 28, 30, 20, look.TEXT_ON_FELT, True,
                              Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.title.setPos(-w / 2 + 14, -h / 2 + 6)

    def local(self, x: float, y: float) -> QPointF:
        """A point given from the tray's top-left corner, in the tray's own (centred) coordinates."""
        return QPointF(-self._w / 2 + x, -self._h / 2 + y)

    def paint_face(self, painter: QPainter) -> None:
        paint_tray(painter, self.rect)


class MarketItem(TrayItem):
    """The share market: a stack per colour with its count and its price now. Dropping a share of yours here
    sells it; a share from the sale row comes here too."""

    def __init__(self, colours: Sequence[str], w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, translate("BlackFridayTable", "Share market"), parent)
        self.target = Target("market")
        self.colours = tuple(colours)
        self.stacks: dict[str, ShareItem] = {}
        self.prices: dict[str, TextItem] = {}
        self.price_of: dict[str, int] = {}
        pitch = (w - 40) / len(colours)
        for i, colour in enumerate(colours):
            x = 20 + pitch * (i + 0.5)
            stack = ShareItem(colour, 52, 66, parent=self)
            stack.setPos(self.local(x - 6, 92))
            self.stacks[colour] = stack
            price = TextItem("", pitch - 4, 28, 22, look.GOLD, True, parent=self)
            price.setPos(self.local(x - pitch / 2 + 2, 138))
            self.prices[colour] = price

    def show_market(self, counts: Sequence[int], prices: Sequence[int], draggable: bool) -> None:
        self.price_of = dict(zip(self.colours, prices, strict=True))
        for colour, n, price in zip(self.colours, counts, prices, strict=True):
            stack = self.stacks[colour]
            stack.set_count(n, faded=n == 0)
            stack.payload = Payload("market", colour) if draggable and n > 0 else None
            stack.setToolTip(translate("BlackFridayTable", "%1 shares in the market: %2, at %3 each").replace("%1", share_colour_word(colour, 2))
                             .replace("%2", number(n)).replace("%3", money(price)))
            self.prices[colour].set_text(money(price))

    def set_stack(self, colour: str, count: int | None = None, price: int | None = None) -> None:
        """One colour's count or price as a step of a move shows it (the rest stays as it is)."""
        stack = self.stacks[colour]
        count = (stack.count or 0) if count is None else max(0, count)
        price = self.price_of.get(colour, 0) if price is None else price
        self.price_of[colour] = price
        stack.set_count(count, faded=count == 0)
        if count == 0:
            stack.payload = None
        stack.setToolTip(translate("BlackFridayTable", "%1 shares in the market: %2, at %3 each").replace(
            "%1", share_colour_word(colour, 2)).replace("%2", number(count)).replace("%3", money(price)))
        self.prices[colour].set_text(money(price))

    def count_of(self, colour: str) -> int:
        return self.stacks[colour].count or 0

    def stack_pos(self, colour: str) -> QPointF:
        return self.stacks[colour].scenePos()

    def visible_texts(self) -> list[str]:
        return [self.title.text()]


class TrackItem(TrayItem):
    """The share purchase track or the gold purchase track: `spaces` spaces filled left to right."""

    def __init__(self, track: str, title: str, spaces: int, w: float, h: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, title, parent)
        self.track = track
        self.target = Target("track", track)
        self.spaces = spaces
        self.shares: list[ShareItem] = []
        self.filled: tuple[str, ...] = ()
        self.pitch = (w - 36) / spaces
        self.share_w = min(36.0, self.pitch - 6)

    def space_pos(self, index: int) -> QPointF:
        return self.local(18 + self.pitch * (index + 0.5), self._h / 2 + 14)

    def space_scene_pos(self, index: int) -> QPointF:
        return self.mapToScene(self.space_pos(min(index, self.spaces - 1)))

    def show_track(self, colours: Sequence[str]) -> None:
        colours = tuple(colours)
        if colours == self.filled and len(self.shares) == len(colours):
            return
        self.filled = colours
        while len(self.shares) > len(colours):
            discard(self.shares.pop())
        for i, colour in enumerate(colours):
            if i < len(self.shares) and self.shares[i].colour == colour:
                continue
            if i < len(self.shares):
                discard(self.shares[i])
                self.shares[i] = ShareItem(colour, self.share_w, self.share_w * 1.25, parent=self)
            else:
                self.shares.append(ShareItem(colour, self.share_w, self.share_w * 1.25, parent=self))
            self.shares[i].setPos(self.space_pos(i))
            self.shares[i].setToolTip(colour_name(colour))
        left = self.spaces - len(colours)
        self.setToolTip(translate("BlackFridayTable", "%n space(s) left: the price change comes when the last is filled.", None, left))
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 35))
        for i in range(self.spaces):
            c = self.space_pos(i)
            w, h = self.share_w + 6, self.share_w * 1.25 + 6
            painter.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), 5, 5)
        # the last space sets off the price change
        c = self.space_pos(self.spaces - 1)
        painter.setPen(QPen(look.DANGER.lighter(120), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        w, h = self.share_w + 10, self.share_w * 1.25 + 10
        painter.drawRoundedRect(QRectF(c.x() - w / 2, c.y() - h / 2, w, h), 6, 6)

    def visible_texts(self) -> list[str]:
        return [self.title.text()]


#: The lit row's name on its band (the felt under a gold tint): a pale gold, 4.5:1 and more there (the table's
#: gold itself had 3.4:1 on the band of the first row).
LIT_HEAD = QColor("#ffe9b0")
#: The lit row's band: the table's gold, faint, over the tray's felt.
LIT_BAND = QColor(242, 193, 78, 40)


class SaleRowsItem(TrayItem):
    """The share sale track: three rows of shares (two of each colour at the start) with their black shares,
    the current row lit, and how many were taken of how many set off the price change. The shares of the
    current row are pieces of their own: dragged to the market they end a sale."""

    FIRST_X, STEP = 194, 90  # the first colour's share, and from one colour's to the next (its badge between)
    BAND_INSET, BAND_AIR = 14, 6  # the lit row's band from the tray's sides; the tally's air inside its frame

    def __init__(self, colours: Sequence[str], rows: int, centre: int, w: float, h: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, translate("BlackFridayTable", "Share sale track"), parent)
        self.target = Target("sale")
        self.colours = tuple(colours)
        self.rows = rows
        self.centre = centre
        self.current = 0
        self.centre_mode = False
        self.removed = self.trigger = 0
        self.row_h = (h - 44) / rows
        self.heads: list[TextItem] = []
        self.shares: list[dict[str, ShareItem]] = []
        self.blacks: list[ShareItem] = []
        self.counts: list[tuple[int, ...]] = []
        share_w = min(30.0, self.row_h * 0.62)
        for r in range(rows):
            y = 40 + self.row_h * (r + 0.5)
            head = TextItem("", 150, self.row_h - 6, 18, look.TEXT_ON_FELT, True,
                            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
            head.setPos(self.local(22, y - (self.row_h - 6) / 2))
            self.heads.append(head)
            pieces = {}
            for i, colour in enumerate(colours):
                share = ShareItem(colour, share_w, share_w * 1.2, parent=self, beside=True)
                share.setPos(self.local(self.FIRST_X + i * self.STEP, y))
                pieces[colour] = share
            self.shares.append(pieces)
            black = ShareItem("black", share_w, share_w * 1.2, parent=self, beside=True)
            black.setPos(self.local(self.FIRST_X + len(colours) * self.STEP + 20, y))
            self.blacks.append(black)
        self.removed_x = self.FIRST_X + len(colours) * self.STEP + 76  # right of the black shares' badges
        # one line inside the lit row's band (`paint_face`) with air on every side: a review saw the tally's two
        # lines touch the band's frame, and its Chinese run to the band's right end
        self.removed_h = self.row_h - 4 - 2 * self.BAND_AIR
        self.removed_text = TextItem("", w - self.BAND_INSET - self.BAND_AIR - self.removed_x, self.removed_h, 18,
                                     look.TEXT_ON_FELT, False,
                                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.removed_text.setPos(self.local(self.removed_x, self.row_y(0) - self.removed_h / 2))

    def row_y(self, row: int) -> float:
        return 40 + self.row_h * (row + 0.5)

    def share_scene_pos(self, row: int, colour: str) -> QPointF:
        return self.shares[row][colour].scenePos()

    def show_rows(self, rows: Sequence[Sequence[int]], blacks: Sequence[int], current: int, removed: int,
                  trigger: int, centre_mode: bool, draggable: bool) -> None:
        drawn = self.current  # the current row's band is what it draws of its own
        self.current, self.centre_mode = current, centre_mode
        for r in range(self.rows):
            # the row used again after row 3 keeps its number: the log names it "row 2" too
            head = translate("BlackFridayTable", "Row %1").replace("%1", number(r + 1))
            lit = r == current
            self.heads[r].set_text(head, LIT_HEAD if lit else look.TEXT_ON_FELT_SOFT)
            for colour, n in zip(self.colours, rows[r], strict=True):
                share = self.shares[r][colour]
                share.set_count(n if n else None, faded=n == 0)
                share.payload = Payload("row", colour) if draggable and lit and n > 0 else None
                share.setToolTip(translate("BlackFridayTable", "%1 shares in %2: %3").replace("%1", share_colour_word(colour, 2)).replace(
                    "%2", head).replace("%3", number(n)))
            black = self.blacks[r]
            black.set_count(blacks[r] if blacks[r] else None, faded=blacks[r] == 0)
            black.setToolTip(translate("BlackFridayTable", "Black shares beside %1: %2 (they go into the bag with the row)").replace(
                "%1", head).replace("%2", number(blacks[r])))
        self.trigger = trigger
        self.tally(removed)
        self.removed_text.setPos(self.local(self.removed_x, self.row_y(current) - self.removed_h / 2))
        if drawn != current:
            self.update()

    def take(self, row: int, colour: str, removed: int) -> None:
        """A share of `colour` leaves `row` for the market (a step of a sale): its count and the row's tally."""
        share = self.shares[row][colour]
        n = max(0, (share.count or 0) - 1)
        share.set_count(n if n else None, faded=n == 0)
        if not n:
            share.payload = None
        self.tally(removed)

    def set_row(self, row: int, counts: Sequence[int], black: int) -> None:
        """A row's shares and black shares, as a step of a price change leaves them."""
        for colour, n in zip(self.colours, counts, strict=True):
            share = self.shares[row][colour]
            share.set_count(n if n else None, faded=n == 0)
            share.payload = None
        self.blacks[row].set_count(black if black else None, faded=black == 0)

    def tally(self, removed: int) -> None:
        """How many shares have left the current row of how many that set off the price change."""
        self.removed = removed
        self.removed_text.set_text(translate("BlackFridayTable", "%1 of %2 taken from this row",
                                             "the lit row of the share sale track: shares taken of those that set "
                                             "off the price change; one short line").replace(
            "%1", number(removed)).replace("%2", number(self.trigger)))

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        y = -self._h / 2 + self.row_y(self.current) - self.row_h / 2 + 2
        band = QRectF(-self._w / 2 + self.BAND_INSET, y, self._w - 2 * self.BAND_INSET, self.row_h - 4)
        painter.setPen(QPen(look.GOLD, 2))
        painter.setBrush(LIT_BAND)
        painter.drawRoundedRect(band, 8, 8)

    def visible_texts(self) -> list[str]:
        return [self.title.text()]


# ---- the bank's gold -------------------------------------------------------------------------------------
class BankGoldItem(TableItem):
    """The bank's gold bars: dragged onto your screen, they start buying gold."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.price = 0
        self.caption = translate("BlackFridayTable", "Bank gold")

    def show_price(self, price: int, draggable: bool) -> None:
        self.payload = Payload("bank_gold", None) if draggable else None
        if price == self.price and self.toolTip():
            return  # its tooltip says the price; its face (the bars and the caption) never changes
        self.price = price
        self.setToolTip(translate("BlackFridayTable", "Gold bars from the bank, %1 each now: drag them onto your "
                                   "screen or click them to buy (or Buy gold… on the panel).").replace(
            "%1", money(price)))
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1.2))
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(r, 8, 8)
        bw, bh = r.width() * 0.42, r.height() * 0.36  # the bar's box: the bar is its middle half
        for i, (dx, dy) in enumerate(((-0.22, 0.1), (0.22, 0.1), (0.0, -0.12))):
            c = QPointF(r.center().x() + dx * r.width(), r.top() + r.height() * (0.42 + dy))
            paint_gold_bar(painter, QRectF(c.x() - bw / 2, c.y() - bh / 2, bw, bh))
            del i
        draw_text(painter, QRectF(r.left() + 4, r.bottom() - 44, r.width() - 8, 42), self.caption, 17,
                  look.TEXT_ON_FELT, True, wrap=True)

    def visible_texts(self) -> list[str]:
        return [self.caption]


# ---- the level tile and the bag ---------------------------------------------------------------------------
class LevelItem(TableItem):
    """The level tile on top: the level, then its three numbers as on the real tile, each beside a picture: the
    most shares an action buys or sells, the most gold bars it buys, and the shares the next price change
    draws. The words are in the tooltip; the tile itself needs none but the row names."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.level = 0
        self.numbers: tuple[int, int, int] = (0, 0, 0)
        self.lines: list[str] = []

    def show_level(self, level: int, shares: int, gold: int, draw: int) -> None:
        if (level, (shares, gold, draw)) == (self.level, self.numbers) and self.lines:
            return  # as it is drawn (a language changes with a new table)
        self.level, self.numbers = level, (shares, gold, draw)
        self.lines = [translate("BlackFridayTable", "Level %1").replace("%1", number(level)),
                      translate("BlackFridayTable", "Shares"), translate("BlackFridayTable", "Gold bars"),
                      translate("BlackFridayTable", "Price change")]
        self.setToolTip(translate("BlackFridayTable", "Level %1: an action buys or sells at most %2 shares, or buys "
                                  "at most %3 gold bars; the next price change draws %4 shares from the bag. The "
                                  "level rises when a price marker enters a higher level area of the chart, and "
                                  "never falls.").replace("%1", number(level)).replace("%2", number(shares)).replace(
            "%3", number(gold)).replace("%4", number(draw)))
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#2c180a"), 2))
        painter.setBrush(QBrush(look.paper_gradient(r)))
        painter.drawRoundedRect(r, 10, 10)
        head = QRectF(r.left(), r.top(), r.width(), 44)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#3a2414"))
        clip = QPainterPath()
        clip.addRoundedRect(r.adjusted(1, 1, -1, -1), 9, 9)
        painter.save()
        painter.setClipPath(clip)
        painter.drawRect(head)
        painter.restore()
        if not self.lines:
            return
        draw_text(painter, head.adjusted(12, 0, -12, 0), self.lines[0], 26, look.GOLD, True)
        row_h = (r.height() - 52) / 3
        for i, (words, value) in enumerate(zip(self.lines[1:], self.numbers, strict=True)):
            row = QRectF(r.left() + 10, r.top() + 48 + i * row_h, r.width() - 20, row_h)
            icon = QRectF(row.left(), row.center().y() - 11, 26, 22)
            if i == 0:
                paint_share(painter, QRectF(icon.center().x() - 8, icon.top() - 1, 16, 24), "purple")
            elif i == 1:
                paint_gold_bar(painter, icon.adjusted(-2, -2, 2, 4))
            else:  # the bag
                painter.setPen(QPen(QColor("#3a2a17"), 1.2))
                painter.setBrush(QColor("#8f714a"))
                painter.drawEllipse(icon.adjusted(4, 0, -4, 0))
            prefix = "" if i == 2 else "≤ "
            draw_text(painter, QRectF(row.right() - 54, row.top(), 54, row.height()), prefix + number(value), 20,
                      look.INK, True, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            draw_text(painter, QRectF(icon.right() + 8, row.top(), row.width() - 26 - 8 - 58, row.height()), words,
                      18, look.INK, False, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def visible_texts(self) -> list[str]:
        return [*self.lines, *(number(n) for n in self.numbers)]


class BagItem(TableItem):
    """The cloth bag: how many shares are in it and how many of them are black (both on the table)."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.size = self.black = 0
        self.lines: list[str] = []

    def show_bag(self, size: int, black: int) -> None:
        if (size, black) == (self.size, self.black) and self.lines:
            return  # as it is drawn (a language changes with a new table)
        self.size, self.black = size, black
        self.lines = [translate("BlackFridayTable", "Bag"), number(size), translate("BlackFridayTable", "%n black", None, black)]
        self.setToolTip(translate("BlackFridayTable", "The bag holds %1 shares, %2 of them black. Each price change draws from it.").replace(
            "%1", number(size)).replace("%2", number(black)))
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        body = QPainterPath()
        neck = r.top() + r.height() * 0.22
        body.moveTo(r.center().x() - r.width() * 0.16, neck)
        body.cubicTo(r.left() - 6, r.top() + r.height() * 0.45, r.left() + 4, r.bottom(), r.center().x(), r.bottom())
        body.cubicTo(r.right() - 4, r.bottom(), r.right() + 6, r.top() + r.height() * 0.45,
                     r.center().x() + r.width() * 0.16, neck)
        body.closeSubpath()
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor("#a7865a"))
        grad.setColorAt(1, QColor("#6d5232"))
        painter.setPen(QPen(QColor("#3a2a17"), 2))
        painter.setBrush(QBrush(grad))
        painter.drawPath(body)
        tie = QRectF(r.center().x() - r.width() * 0.2, neck - 8, r.width() * 0.4, 10)
        painter.setBrush(QColor("#3a2a17"))
        painter.drawRoundedRect(tie, 4, 4)
        if self.lines:
            draw_text(painter, QRectF(r.left(), r.top(), r.width(), neck - 10), self.lines[0], 20, look.TEXT_ON_FELT,
                      True)
            ink = QColor("#fff8e6")
            draw_text(painter, QRectF(r.left() + 6, r.center().y() - 22, r.width() - 12, 34), self.lines[1], 28,
                      ink, True)
            draw_text(painter, QRectF(r.left() + 6, r.center().y() + 16, r.width() - 12, 24), self.lines[2], 17,
                      ink, True)

    def visible_texts(self) -> list[str]:
        return list(self.lines)


class CounterItem(TextItem):
    """The round and the price changes so far, at the right of the status line. A price change is the rules'
    big event (a full track or enough shares off the sale row set it off; shares drawn from the bag move every
    colour), not the small moves of one space between them: its words name it as a phase, as the Japanese
    rulebook does, and its tooltip says what is counted (a review read "price changes: 0" beside a log of prices
    moving)."""

    @staticmethod
    def words(round_no: int, price_changes: int) -> str:
        return translate("BlackFridayTable", "Round %1 · price-change phases: %2").replace(
            "%1", number(round_no)).replace("%2", number(price_changes))

    def show_counts(self, round_no: int, price_changes: int) -> None:
        self.set_text(self.words(round_no, price_changes))
        self.setToolTip(translate(
            "BlackFridayTable", "Price-change phases so far: %1. One begins when the share purchase track or the gold "
            "purchase track is full, or when enough shares have left the sale row: shares drawn from the bag move "
            "every colour's price, and the gold price rises. The small moves of one space between them (a colour's "
            "last share leaving the market, a 3rd share of one colour on a track, a share taken from the sale row) "
            "are not counted.").replace("%1", number(price_changes)))
