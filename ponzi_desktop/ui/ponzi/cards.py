"""Fund cards on the table: the board's cards, the wheel's chips (the same card, compact) and the deck.

A card is named by its value; what is printed on it (interest, period, bear or start) comes from the
game data through `style.card_facts`, so the face never depends on anything private.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.style import CardFacts, money, number

translate = QCoreApplication.translate

#: A wheel chip's space badge: its radius, the same on the screen at any chip scale, and where its centre sits
#: from the chip's top corner on the side away from the disc: on that edge, so that it sticks out sideways
#: only and chips stacked in a column sit as close as without it (the wheel keeps it clear of every piece).
BADGE_R, BADGE_INSET = 13.0, (2.0, 15.0)
#: A value-alone chip (a crowded wheel's): its value's room, in from its left edge (past the band) and its right.
VALUE_PAD = (8.0, 2.0)
FOOTER_MARGIN = 5.0  # below a whole chip's last line ("every 3"), over the card's edge


def badge_inset(detailed: bool, scale: float) -> tuple[float, float]:
    """Where a chip's space badge is centred, in its own units from its top corner (on its side away from the
    disc): `BADGE_INSET` on a whole card in brief, whose value is narrow in a wide card. A value-alone chip on a
    crowded wheel is as wide as its value: there the badge (which keeps its size on the screen, so that it
    grows on the chip as the chip shrinks) stands beyond the value's room, over the chip's edge, rather than
    covering digits ("58" half hidden at 0.64)."""
    if detailed:
        return BADGE_INSET
    return min(VALUE_PAD) - BADGE_R / max(scale, 0.3), 20.0  # beside the value, not above the chip


def card_tooltip(f: CardFacts) -> str:
    text = translate("PonziTable", "Fund card %1: whoever funds it pays %2 interest every %n round(s).", None, f.period).replace(
        "%1", money(f.value)).replace("%2", money(f.interest))
    if f.bear:
        text += "\n" + translate("PonziTable", "Bear card: when there are as many bears on the funding board as "
                                 "there are players, the market crashes.")
    if f.start:
        text += "\n" + translate("PonziTable", "Starting fund card: once it leaves the funding board, it leaves the game.")
    return text


class CardItem(TableItem):
    """A fund card: big value, small "pays X every Y", a bear or start mark. `compact` is the wheel chip."""

    def __init__(self, facts: CardFacts, w: float, h: float, compact: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.facts = facts
        self.compact = compact
        self.countdown: int | None = None
        self.chip_scale = 1.0  # a chip on a crowded wheel is drawn smaller (see `set_chip`)
        self.detailed = True  # a chip shows what its card pays; on a crowded wheel only its value
        self.badge_outside = False  # its space badge on its right edge (right of the disc), else its left
        self.setToolTip(card_tooltip(facts))

    def set_countdown(self, countdown: int | None) -> None:
        if countdown != self.countdown:
            self.countdown = countdown
            self.update()
            tip = card_tooltip(self.facts)
            if countdown is not None:
                tip += "\n" + (translate("PonziTable", "Due now.") if countdown == 0 else translate(
                    "PonziTable", "Due in %n round(s).", None, countdown))
            self.setToolTip(tip)

    def set_chip(self, form: tuple[float, float], scale: float) -> None:
        """How the wheel draws this chip: its form's size (the whole card in brief, or the value alone on a
        crowded wheel, where the tooltip keeps the rest) and a scale; its space badge keeps its size on
        the screen."""
        detailed = form[1] >= 60
        if (scale, detailed, form) != (self.chip_scale, self.detailed, (self._w, self._h)):
            self.prepareGeometryChange()  # the badge's reach beyond the card follows the scale
            self.chip_scale, self.detailed = scale, detailed
            self.set_size(*form)
            self.setScale(scale)
            self.update()

    def set_badge_outside(self, right: bool) -> None:
        """Whether the chip's space badge sits on its right edge (a chip right of the disc) or its left."""
        if right != self.badge_outside:
            self.prepareGeometryChange()
            self.badge_outside = right
            self.update()

    def badge_centre(self) -> QPointF:
        """Where the chip's space badge is centred, in the chip's coordinates."""
        r = self.rect
        dx, dy = badge_inset(self.detailed, self.chip_scale)
        x = r.right() - dx if self.badge_outside else r.left() + dx
        return QPointF(x, r.top() + dy)

    def glow_shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 9, 9)
        return p

    def boundingRect(self) -> QRectF:  # noqa: N802 - a chip's countdown badge sticks out at its edge
        r = super().boundingRect()
        if not self.compact:
            return r
        reach = BADGE_R / max(self.chip_scale, 0.3) + 1  # its radius (it keeps its size on the screen) and pen
        c = self.badge_centre()
        return r.united(QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach))

    def paint_face(self, painter: QPainter) -> None:
        f = self.facts
        r = self.rect
        radius = 7 if self.compact else 10
        painter.setPen(QPen(QColor(0, 0, 0, 70), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(r.translated(1.5, 2.5), radius, radius)  # a soft shadow
        band = style.BEAR if f.bear else style.START if f.start else QColor("#2f6b4f")
        painter.setPen(QPen(band.darker(140), 1.5))
        painter.setBrush(QBrush(style.paper_gradient(r)))
        painter.drawRoundedRect(r, radius, radius)
        if self.compact:
            self._paint_chip(painter, r, f, band)
        else:
            self._paint_card(painter, r, f, band)

    def _paint_card(self, painter: QPainter, r: QRectF, f: CardFacts, band: QColor) -> None:
        strip = QRectF(r.left(), r.top(), r.width(), 22)
        path = QPainterPath()
        path.addRoundedRect(r, 10, 10)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(strip, band)
        painter.restore()
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if f.bear:
            draw_icon(painter, style.bear_icon(), QPointF(r.left() + 16, strip.center().y()), 17, style.PAPER)
            draw_text(painter, strip.adjusted(30, 0, -6, 0), translate("PonziTable", "Bear"), 18,
                      style.PAPER, True, left)
        elif f.start:
            draw_icon(painter, style.star_path(), QPointF(r.left() + 16, strip.center().y()), 17, style.GOLD)
            draw_text(painter, strip.adjusted(30, 0, -6, 0), translate("PonziTable", "Start"), 18,
                      style.PAPER, True, left)
        value_rect = QRectF(r.left(), strip.bottom() - 3, r.width(), r.height() * 0.52)
        draw_text(painter, value_rect, money(f.value), 40, style.INK, True)
        # a little condensed: "$171 due every 5" at its own size, never shrunk to the table's floor
        draw_text(painter, QRectF(r.left() + 3, r.bottom() - 25, r.width() - 6, 22),
                  self._pays_text(f), 18, style.INK_SOFT, stretch=92)

    @staticmethod
    def _pays_text(f: CardFacts) -> str:
        return translate("PonziTable", "%1 due every %2").replace("%1", money(f.interest)).replace(
            "%2", number(f.period))

    def _paint_chip(self, painter: QPainter, r: QRectF, f: CardFacts, band: QColor) -> None:
        bar = QRectF(r.left(), r.top(), 7, r.height())
        path = QPainterPath()
        path.addRoundedRect(r, 7, 7)
        painter.save()
        painter.setClipPath(path)
        painter.fillRect(bar, band)
        painter.restore()
        inner = r.adjusted(VALUE_PAD[0], 2, -VALUE_PAD[1], -2)
        if self.detailed:  # the value; under it what the card pays, and how often
            # the value on top, the footer FOOTER_MARGIN above the card's edge (centred in a box reaching it, the
            # Japanese and Chinese footers, "5回ごと", and English descenders touched the border and looked cut),
            # what the card pays between them
            line = inner.height() / 3.2
            value = QRectF(inner.left(), inner.top(), inner.width(), line * 1.2)
            every = QRectF(inner.left(), r.bottom() - FOOTER_MARGIN - line, inner.width(), line)
            draw_text(painter, value, number(f.value), 28, style.INK, True)
            draw_text(painter, QRectF(inner.left(), value.bottom(), inner.width(), every.top() - value.bottom()),
                      self.pays_text(), 19, style.INK, True)
            # in ink, not the soft ink: at the chip's size the soft ink's thin strokes (Japanese "5回ごと")
            # read as a smaller, fainter line than they are; set apart from the two above by weight alone
            draw_text(painter, every, self.every_text(), 19, style.INK)
        else:  # small on a crowded wheel: the value alone, large enough to read
            draw_text(painter, inner, number(f.value), 29, style.INK, True)
        mark = QPointF(r.left() + 12 if self.badge_outside else r.right() - 10, r.top() + 10)  # clear of the badge
        if f.bear:
            draw_icon(painter, style.bear_icon(), mark, 13, style.BEAR)
        elif f.start:
            draw_icon(painter, style.star_path(), mark, 13, style.START)

    def paint_over(self, painter: QPainter) -> None:
        """A chip's space badge, over the glow: a due card's glow, gold as the "0" badge, ran through the badge's
        outer half and read as a badge cut at the card's edge (a review saw it during the paying of interest)."""
        if self.compact and self.countdown is not None:  # the space it sits on, beside its space's number
            grow = 1.0 / max(self.chip_scale, 0.3)  # the badge keeps its size on the screen
            radius = BADGE_R * grow
            c = self.badge_centre()
            painter.setPen(QPen(QColor("#3b220f"), 1.5 * grow))
            painter.setBrush(style.GOLD if self.countdown == 0 else QColor("#e0b07a"))
            painter.drawEllipse(c, radius, radius)
            draw_text(painter, QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                      number(self.countdown), 19 * grow, QColor("#2b1608"), True)

    def pays_text(self) -> str:
        """What the chip's card pays each time it falls due ("$132")."""
        return money(self.facts.interest)

    def every_text(self) -> str:
        """How often it falls due ("every 3": every three rounds)."""
        return translate("PonziTable", "every %1").replace("%1", number(self.facts.period))

    def visible_texts(self) -> list[str]:
        f = self.facts
        if self.compact:
            return [number(f.value), self.pays_text(), self.every_text()] if self.detailed else [number(f.value)]
        return [money(f.value), self._pays_text(f)]


class CardBackItem(TableItem):
    """The deck: a face-down stack with how many cards are left."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.count = 0

    def set_count(self, n: int) -> None:
        if n != self.count:
            self.count = n
            self.setToolTip(translate("PonziTable", "Deck: %n card(s) face down.", None, n))
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        layers = 0 if self.count == 0 else min(4, 1 + self.count // 16)
        for i in range(layers, 0, -1):
            painter.setPen(QPen(QColor("#0d2a1e"), 1.5))
            painter.setBrush(QColor("#24465f"))
            painter.drawRoundedRect(r.translated(i * 2.5, i * 2.5), 10, 10)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r, 10, 10)
        else:
            painter.setPen(QPen(QColor("#0d2a1e"), 1.5))
            painter.setBrush(QColor("#2e5b7c"))
            painter.drawRoundedRect(r, 10, 10)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 2))
            painter.drawRoundedRect(r.adjusted(7, 7, -7, -7), 6, 6)
            draw_icon(painter, style.bank_icon(), QPointF(0, -12), 40, QColor(255, 255, 255, 70))
        draw_text(painter, QRectF(r.left(), r.bottom() - 34, r.width(), 28), number(self.count), 24,
                  style.PAPER, True)

    def visible_texts(self) -> list[str]:
        return [number(self.count)]


