"""The pieces on the Ponzi table: fund cards, wheel chips, industry tiles, luxuries, markers, tokens and labels.

Each piece is a QGraphicsObject centred on its position (so animations move and scale it about its middle),
paints its face in `paint_face` (also used for drag ghosts and flying copies, see `face_pixmap`) and a glow
on top when it is a legal target or selected. Pieces change at most once a turn, so they cache their
painting in device coordinates: crisp at any scale, repainted only when their data changes.
Every piece lists the words it shows (`visible_texts`): tests walk them to prove nothing private is drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ponzi_desktop.ui.labels import INDUSTRIES, label
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.moves import Payload, Target
from ponzi_desktop.ui.ponzi.style import font, money, number

translate = QCoreApplication.translate


def draw_icon(painter: QPainter, path: QPainterPath, centre: QPointF, size: float, colour: QColor) -> None:
    """Draw an icon path (made in a 100-unit box) at `centre`, `size` units wide."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 100.0, size / 100.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


def draw_text(painter: QPainter, rect: QRectF, text: str, px: float, colour: QColor, bold: bool = False,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, shadow: QColor | None = None,
              wrap: bool = False) -> None:
    """Text in a box: elided to fit on one line, or word-wrapped when `wrap` (then it may be shrunk a bit)."""
    f = font(px, bold)
    painter.setFont(f)
    flags = int(align)
    if wrap:
        flags |= int(Qt.TextFlag.TextWordWrap)
        # shrink (down to 85 %) rather than spill out of the box
        while px > 14 and painter.fontMetrics().boundingRect(rect.toRect(), flags, text).height() > rect.height():
            px -= 1
            painter.setFont(font(px, bold))
        shown = text
    else:
        # shrink a little (to 85 %, never under 14) before eliding: a long industry name stays whole
        floor = max(14.0, px * 0.85)
        while px > floor and painter.fontMetrics().horizontalAdvance(text) > rect.width():
            px -= 1
            painter.setFont(font(px, bold))
        shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    if shadow is not None:
        painter.setPen(shadow)
        painter.drawText(rect.translated(1.2, 1.5), flags, shown)
    painter.setPen(colour)
    painter.drawText(rect, flags, shown)


def discard(item: QGraphicsItem | None) -> None:
    """Take a piece off the table for good: detach it from its parent piece first, so that Qt's parent and
    Python (which owns it once it leaves the scene) never both delete it."""
    if item is None:
        return
    scene = item.scene()
    item.setParentItem(None)
    if scene is not None:
        scene.removeItem(item)


class TableItem(QGraphicsObject):
    """Base of every piece: a w x h box centred on pos, a glow, and what it means for drag and drop."""

    GLOW_MARGIN = 8.0

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._w, self._h = w, h
        self._glow: str | None = None
        self.payload: Payload | None = None  # what pressing here drags
        self.target: Target | None = None  # what dropping here means
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- geometry -------------------------------------------------------------------------------------
    @property
    def rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        m = self.GLOW_MARGIN
        return self.rect.adjusted(-m, -m, m, m)

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h
            self.update()

    # ---- glow ---------------------------------------------------------------------------------------
    def set_glow(self, kind: str | None) -> None:
        """None, "target" (a legal drop), "selected" (half a move), "due" (paying), "danger", "hover"
        (what a log entry under the mouse refers to) or "hint" (the pieces of a suggested move)."""
        if kind != self._glow:
            self._glow = kind
            self.update()

    @property
    def glow(self) -> str | None:
        return self._glow

    def glow_shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 10, 10)
        return p

    # ---- painting -----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002 - Qt override
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_face(painter)
        if self._glow is not None:
            colour = {"target": style.LEGAL, "selected": QColor("#ffffff"), "due": style.DUE,
                      "danger": style.DANGER, "hover": QColor("#8fd3ff"), "hint": style.HINT}.get(self._glow, style.LEGAL)
            for width, alpha in ((10, 60), (6, 110), (3, 255)):
                c = QColor(colour)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(self.glow_shape())

    def paint_face(self, painter: QPainter) -> None:  # pragma: no cover - every piece overrides it
        raise NotImplementedError

    def visible_texts(self) -> list[str]:
        return []


def face_pixmap(item: TableItem, scale: float, ratio: float = 1.0) -> QPixmap:
    """The piece's face as a pixmap (its own paint code), for drag ghosts and flying copies."""
    r = item.boundingRect()
    pm = QPixmap(max(1, int(r.width() * scale * ratio)), max(1, int(r.height() * scale * ratio)))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    p.translate(-r.topLeft())
    item.paint_face(p)
    p.end()
    return pm


class PixmapFlyer(QGraphicsObject):
    """A copy of a piece in flight (ghost under the mouse or an animated move); never a target itself."""

    def __init__(self, pixmap: QPixmap, scale: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._pm = pixmap
        self._inv = 1.0 / scale
        w = pixmap.width() / pixmap.devicePixelRatio() * self._inv
        h = pixmap.height() / pixmap.devicePixelRatio() * self._inv
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self._rect, self._pm, QRectF(self._pm.rect()))


# ---- tiles, luxuries, markers ---------------------------------------------------------------------------
class TileItem(TableItem):
    """An industry tile: the industry's colour and icon; a count badge; `pile` draws a stack under it."""

    def __init__(self, industry: str, size: float, pile: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, parent)
        self.industry = industry
        self.pile = pile
        self.count: int | None = None
        self.faded = False

    def set_count(self, n: int | None, faded: bool = False) -> None:
        if (n, faded) != (self.count, self.faded):
            self.count, self.faded = n, faded
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        colour = style.industry_colour(self.industry)
        if self.faded:
            painter.setOpacity(0.35)
        if self.pile and (self.count or 0) > 1:
            for i in (3, 2, 1):
                if self.count > i:
                    painter.setPen(QPen(colour.darker(170), 1.2))
                    painter.setBrush(colour.darker(130))
                    painter.drawRoundedRect(r.translated(i * 2.2, i * 2.2), 8, 8)
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.2, r.height() * 0.25), r.width() * 0.9)
        grad.setColorAt(0, colour.lighter(135))
        grad.setColorAt(1, colour.darker(115))
        painter.setPen(QPen(colour.darker(170), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 8, 8)
        draw_icon(painter, style.industry_icon(self.industry), r.center(), r.width() * 0.62, QColor("#ffffff"))
        painter.setOpacity(1.0)
        if self.count is not None and not (self.faded and self.count == 0):
            d = max(22.0, r.width() * 0.42)
            badge = QRectF(r.right() - d * 0.7, r.bottom() - d * 0.7, d, d)
            painter.setPen(QPen(style.INK, 1.5))
            painter.setBrush(style.PAPER)
            painter.drawEllipse(badge)
            draw_text(painter, badge, number(self.count), d * 0.62, style.INK, True)

    def boundingRect(self) -> QRectF:  # noqa: N802 - the badge and the pile stick out
        return super().boundingRect().adjusted(0, 0, self._w * 0.3, self._h * 0.3)

    def visible_texts(self) -> list[str]:
        return [] if self.count is None else [number(self.count)]


class LuxuryItem(TableItem):
    """A luxury tile (advanced rules): its price and its points."""

    def __init__(self, price: int, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.price = price
        self.points = style.luxury_points(price)
        self.setToolTip(translate("PonziTable", "Luxury: costs %1, worth %n point(s) at the end.", None,
                                  self.points).replace("%1", money(price)))

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#3b2a4f"), 1.5))
        grad = style.paper_gradient(r, QColor("#6b4f8f"), QColor("#3f2d5c"))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(r, 8, 8)
        if r.height() < 50:  # a player's luxury: gem and price in a row
            gem = QPointF(r.left() + r.height() * 0.4, r.center().y())
            draw_icon(painter, style.gem_icon(), gem, r.height() * 0.5, QColor("#8fe3ff"))
            draw_text(painter, QRectF(gem.x() + r.height() * 0.2, r.top(), r.right() - gem.x() - r.height() * 0.2,
                                      r.height()), money(self.price), 20, style.PAPER, True)
        else:  # for sale: price on top, points below, the gem behind
            draw_icon(painter, style.gem_icon(), r.center(), r.height() * 0.8, QColor(143, 227, 255, 70))
            draw_text(painter, QRectF(r.left(), r.top() + 2, r.width(), r.height() * 0.55), money(self.price),
                      22, style.PAPER, True)
            draw_text(painter, QRectF(r.left(), r.top() + r.height() * 0.5, r.width(), r.height() * 0.45),
                      translate("PonziTable", "%n point(s)", None, self.points), 16, QColor("#e3d7f5"))

    def visible_texts(self) -> list[str]:
        return [money(self.price)]


class MarkerItem(TableItem):
    """The start player marker."""

    def __init__(self, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, size, parent)
        self.setToolTip(translate("PonziTable", "Start player marker"))
        self.setZValue(50)

    def glow_shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addEllipse(self.rect.adjusted(-3, -3, 3, 3))
        return p

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.2, r.height() * 0.2), r.width() * 0.7)
        grad.setColorAt(0, QColor("#ffe9a8"))
        grad.setColorAt(1, QColor("#c8901c"))
        painter.setPen(QPen(QColor("#7a5410"), 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawEllipse(r)
        draw_icon(painter, style.star_path(), r.center(), r.width() * 0.62, QColor("#7a5410"))


class TokenItem(TableItem):
    """A flying coin or envelope with a short text ("-$57"), used by animations."""

    def __init__(self, text: str, colour: QColor, parent: QGraphicsItem | None = None) -> None:
        w = QFontMetricsF(font(22, True)).horizontalAdvance(text) + 28
        super().__init__(max(w, 44), 38, parent)
        self.text = text
        self.colour = colour
        self.setZValue(900)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(self.colour.darker(160), 2))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        draw_text(painter, r, self.text, 22, style.INK, True)

    def visible_texts(self) -> list[str]:
        return [self.text]


class TextItem(QGraphicsObject):
    """A label in a fixed box: elided to fit, optionally with a shadow (text on felt)."""

    def __init__(self, text: str, w: float, h: float, px: float, colour: QColor = style.TEXT_ON_FELT,
                 bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 shadow: bool = True, parent: QGraphicsItem | None = None, wrap: bool = False) -> None:
        super().__init__(parent)
        self._wrap = wrap
        self._text, self._w, self._h, self._px = text, w, h, px
        self._colour, self._bold, self._align, self._shadow = colour, bold, align, shadow
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        if text != self._text or (colour is not None and colour != self._colour):
            self._text = text
            if colour is not None:
                self._colour = colour
            self.update()

    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self._w, self._h)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw_text(painter, QRectF(0, 0, self._w, self._h), self._text, self._px, self._colour, self._bold,
                  self._align, QColor(0, 0, 0, 150) if self._shadow else None, self._wrap)

    def visible_texts(self) -> list[str]:
        return [self._text] if self._text else []


def industry_name(industry: str) -> str:
    return label(INDUSTRIES, industry)


class BannerItem(TextItem):
    """A big announcement across the table (the market crash) on a dark band, so it reads over anything."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(self._w * 0.2, 6, self._w * 0.6, self._h - 12)
        painter.setPen(QPen(style.DANGER, 3))
        painter.setBrush(QColor(20, 8, 6, 215))
        painter.drawRoundedRect(band, 18, 18)
        super().paint(painter, option, widget)


class EnvelopeItem(TableItem):
    """The trading envelope lying before its target: the industry asked for and, only for the two players
    it concerns, the amount inside."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(118, 52, parent)
        self.industry = ""
        self.amount: int | None = None
        self.setZValue(70)

    def set_offer(self, industry: str, amount: int | None, tip: str) -> None:
        if (industry, amount) != (self.industry, self.amount):
            self.industry, self.amount = industry, amount
            self.update()
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#8a6d3b"), 1.5))
        painter.setBrush(QColor("#f3e3b3"))
        painter.drawRect(r)
        flap = QPainterPath()
        flap.moveTo(r.topLeft())
        flap.lineTo(QPointF(r.center().x(), r.center().y() + 4))
        flap.lineTo(r.topRight())
        painter.setBrush(QColor("#e6d19a"))
        painter.drawPath(flap)
        if self.industry:
            tile = QRectF(r.left() + 6, r.top() + 10, 32, 32)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.industry_colour(self.industry))
            painter.drawRoundedRect(tile, 6, 6)
            draw_icon(painter, style.industry_icon(self.industry), tile.center(), 22, QColor("#ffffff"))
        text = money(self.amount) if self.amount is not None else "?"
        draw_text(painter, QRectF(r.left() + 40, r.top() + 8, r.width() - 44, r.height() - 10), text, 22,
                  style.INK, True)

    def visible_texts(self) -> list[str]:
        return [money(self.amount)] if self.amount is not None else []
