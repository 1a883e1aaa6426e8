"""The pieces every table is made of: the base piece with its glow and its drag-and-drop meaning, text in a
box, a flying copy, a token, a banner, a wooden tray, and the drawing helpers they share.

Each piece is a QGraphicsObject centred on its position (so animations move and scale it about its middle),
paints its face in `paint_face` (also used for drag ghosts and flying copies, see `face_pixmap`) and a glow
on top when it is a legal target or selected. Pieces change at most once a turn, so they cache their
painting in device coordinates: crisp at any scale, repainted only when their data changes.
Every piece lists the words it shows (`visible_texts`): tests walk them to prove nothing private is drawn.
All text goes through `draw_text`, which `TextProbe` can watch: tests read every size and every cut.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QIcon,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import font
from ponzi_desktop.ui.kit.moves import Payload, Target


@dataclass(frozen=True, slots=True)
class DrawnText:
    """One text as a table drew it: what was meant, what was shown, and its size in device pixels."""

    text: str
    shown: str
    px: float  # the font's pixel size on the screen (scene units times the painter's scale)
    cut: bool  # elided, or wrapped into more height than its box
    rect: QRectF | None = None  # its box in device pixels (the viewport's, when the probe watches a grab of it)
    lines: tuple[QRectF, ...] = ()  # each line's box, the same way (one for a text on one line)
    stretch: int = 100  # how wide its letters are, in % of the font's (narrow letters read as smaller text)
    asked: float = 0.0  # the pixel size it was asked for: more than `px` when it was shrunk to fit its box


class TextProbe:
    """Collects every `draw_text` while active (`with TextProbe() as probe:`): tests read sizes and cuts."""

    _active: list[TextProbe] = []

    def __init__(self, lines: bool = True) -> None:
        self.drawn: list[DrawnText] = []
        self.lines = lines  # each text's line boxes too (`DrawnText.lines`): a text layout each, not free

    def __enter__(self) -> TextProbe:
        TextProbe._active.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        TextProbe._active.remove(self)

    @classmethod
    def record(cls, painter: QPainter, text: str, shown: str, px: float, cut: bool,
               rect: QRectF | None = None, flags: int = 0, stretch: int = 100, asked: float | None = None) -> None:
        if cls._active:
            t = painter.worldTransform()
            scale = (abs(t.m11() * t.m22() - t.m12() * t.m21())) ** 0.5
            # the ink's box, not the room it was given (a short price centred in a wide box)
            box = None if rect is None else t.mapRect(QRectF(painter.fontMetrics().boundingRect(
                rect.toRect(), flags, shown)).intersected(rect))
            lines = () if rect is None or not any(probe.lines for probe in cls._active) else tuple(
                t.mapRect(line.intersected(rect)) for line in line_boxes(painter.font(), rect, flags, shown))
            for probe in cls._active:
                probe.drawn.append(DrawnText(text, shown, px * scale, cut, box, lines if probe.lines else (), stretch,
                                             (asked or px) * scale))


def line_boxes(font: QFont, rect: QRectF, flags: int, text: str) -> list[QRectF]:
    """Each line's box of `text` drawn in `font` in `rect` with `flags` (wrapped at the box's width when they
    say so, and at its own line breaks): where a piece may stand beside a short last line."""
    if not flags & int(Qt.TextFlag.TextWordWrap):
        return [QFontMetricsF(font).boundingRect(rect, flags, text)]
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    laid, y = [], 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(rect.width())
        line.setPosition(QPointF(0, y))
        laid.append((line.naturalTextWidth(), line.height()))
        y += line.height()
    layout.endLayout()
    top = rect.top()
    if flags & int(Qt.AlignmentFlag.AlignVCenter):
        top += (rect.height() - y) / 2
    elif flags & int(Qt.AlignmentFlag.AlignBottom):
        top += rect.height() - y
    boxes = []
    for width, height in laid:
        left = rect.left()
        if flags & int(Qt.AlignmentFlag.AlignHCenter):
            left += (rect.width() - width) / 2
        elif flags & int(Qt.AlignmentFlag.AlignRight):
            left += rect.width() - width
        boxes.append(QRectF(left, top, width, height))
        top += height
    return boxes


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
              wrap: bool = False, stretch: int = 100) -> None:
    """Text in a box: elided to fit on one line, or word-wrapped when `wrap` (then it may be shrunk a bit); its
    letters `stretch` % as wide as the font's."""
    def sized(px: float, bold: bool) -> QFont:
        f = font(px, bold)
        f.setStretch(stretch)
        return f

    f = sized(px, bold)
    painter.setFont(f)
    asked = px
    flags = int(align)
    if wrap:
        flags |= int(Qt.TextFlag.TextWordWrap)
        # shrink (down to 85 %, never under the smallest text of a table) rather than spill out of the box
        floor = max(look.MIN_TEXT, px * 0.85)
        while px > floor and painter.fontMetrics().boundingRect(rect.toRect(), flags, text).height() > rect.height():
            px -= 1
            painter.setFont(sized(px, bold))
        shown = text
        cut = painter.fontMetrics().boundingRect(rect.toRect(), flags, text).height() > rect.height() + 1
    else:
        # shrink a little (to 85 %, never under the smallest text of a table) before eliding: a long name
        # stays whole
        floor = max(look.MIN_TEXT, px * 0.85)
        while px > floor and painter.fontMetrics().horizontalAdvance(text) > rect.width():
            px -= 1
            painter.setFont(sized(px, bold))
        shown = painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
        cut = shown != text
    TextProbe.record(painter, text, shown, px, cut, rect, flags, stretch, asked)
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


class Repainted:
    """Counts a piece's `update` calls (`paint_count`). A piece caches its painting in device coordinates, so a
    change to what it paints that no `update` follows would not show on the table either: between two counts, at
    the same size and device transform, it paints the same (`lesson/clear.drawn_texts` keeps what it found by
    painting a piece until its count moves). Comes before the Qt class among a piece's bases."""

    paint_count = 0

    def update(self, *args) -> None:
        self.paint_count += 1
        super().update(*args)


class TableItem(Repainted, QGraphicsObject):
    """Base of every piece: a w x h box centred on pos, a glow, and what it means for drag and drop."""

    GLOW_MARGIN = 8.0
    ROUND = False  # a disc (a marker, a pawn): its glow is a ring round it, not a rounded box

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
        """None, "target" (a legal drop), "selected" (half a move), "prompt" (a piece the prompt names),
        "due" (paying), "danger", "hover" (what a log entry under the mouse refers to) or "hint" (the pieces
        of a suggested move)."""
        if kind != self._glow:
            self._glow = kind
            self.update()

    @property
    def glow(self) -> str | None:
        return self._glow

    def glow_shape(self) -> QPainterPath:
        p = QPainterPath()
        if self.ROUND:
            p.addEllipse(self.rect.adjusted(-3, -3, 3, 3))
        else:
            p.addRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 10, 10)
        return p

    # ---- painting -----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002 - Qt override
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self.paint_face(painter)
        if self._glow is not None:
            colour = {"target": look.LEGAL, "selected": QColor("#ffffff"), "prompt": look.LEGAL, "due": look.DUE,
                      "danger": look.DANGER, "hover": QColor("#8fd3ff"), "hint": look.HINT}.get(self._glow, look.LEGAL)
            for width, alpha in ((10, 60), (6, 110), (3, 255)):
                c = QColor(colour)
                c.setAlpha(alpha)
                painter.setPen(QPen(c, width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawPath(self.glow_shape())
        self.paint_over(painter)

    def paint_face(self, painter: QPainter) -> None:  # pragma: no cover - every piece overrides it
        raise NotImplementedError

    def paint_over(self, painter: QPainter) -> None:
        """What stays readable above the glow (a count badge); part of the face everywhere else."""

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
    item.paint_over(p)
    p.end()
    return pm


def face_icon(item: TableItem, side: int = 32, ratio: float = 2.0) -> QIcon:
    """The piece's face alone (its `rect`, without the room kept for a glow or a badge), centred in a square
    `side` pixels wide: an icon for a button or a menu entry that shows the piece as large as the icon is."""
    r = item.rect
    pm = QPixmap(round(side * ratio), round(side * ratio))
    pm.setDevicePixelRatio(ratio)
    pm.fill(Qt.GlobalColor.transparent)
    scale = side / max(r.width(), r.height(), 1.0)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.translate((side - r.width() * scale) / 2, (side - r.height() * scale) / 2)
    p.scale(scale, scale)
    p.translate(-r.topLeft())
    item.paint_face(p)
    p.end()
    return QIcon(pm)


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
        draw_text(painter, r, self.text, 22, look.INK, True)

    def visible_texts(self) -> list[str]:
        return [self.text]


class TextItem(Repainted, QGraphicsObject):
    """A label in a fixed box: elided to fit, optionally with a shadow (text on felt)."""

    def __init__(self, text: str, w: float, h: float, px: float, colour: QColor = look.TEXT_ON_FELT,
                 bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 shadow: bool = True, parent: QGraphicsItem | None = None, wrap: bool = False) -> None:
        super().__init__(parent)
        self._wrap = wrap
        self._text, self._w, self._h, self._px = text, w, h, px
        self._colour, self._bold, self._align, self._shadow = colour, bold, align, shadow
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_width(self, w: float) -> None:
        """A new box width (its place re-laid): the text is elided again to fit."""
        if w != self._w:
            self.prepareGeometryChange()
            self._w = w
            self.update()

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        if text != self._text or (colour is not None and colour != self._colour):
            self._text = text
            if colour is not None:
                self._colour = colour
            self.update()

    def text(self) -> str:
        return self._text

    def colour(self) -> QColor:
        return QColor(self._colour)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self._w, self._h)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        draw_text(painter, QRectF(0, 0, self._w, self._h), self._text, self._px, self._colour, self._bold,
                  self._align, QColor(0, 0, 0, 150) if self._shadow else None, self._wrap)

    def visible_texts(self) -> list[str]:
        return [self._text] if self._text else []


class StepTrack(Repainted, QGraphicsObject):
    """The steps of a round as a row of numbered discs, the current one lit in gold and the ones done dimmed;
    each disc's tooltip names its step (the current step's name is written beside the track by its owner).
    A `caption` before the discs ("Steps:") says what they count, so they are not read as rounds."""

    DISC, GAP = 30.0, 10.0
    CAPTION_PX = 18.0

    def __init__(self, names: list[str], caption: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.caption = caption
        self.caption_w = (QFontMetricsF(font(self.CAPTION_PX)).horizontalAdvance(caption) + 10) if caption else 0.0
        self.current: int | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(self._tip())

    def set_current(self, index: int | None) -> None:
        if index != self.current:
            self.current = index
            self.setToolTip(self._tip())
            self.update()

    def _tip(self) -> str:
        return "\n".join(f"{i + 1}. {name}" for i, name in enumerate(self.names))

    def width(self) -> float:
        return self.caption_w + len(self.names) * self.DISC + (len(self.names) - 1) * self.GAP

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-1, -1, self.width() + 2, self.DISC + 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.caption:
            draw_text(painter, QRectF(0, 0, self.caption_w, self.DISC), self.caption, self.CAPTION_PX,
                      look.TEXT_ON_FELT_SOFT, False, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for i in range(len(self.names)):
            r = QRectF(self.caption_w + i * (self.DISC + self.GAP), 0, self.DISC, self.DISC)
            now = i == self.current
            done = self.current is not None and i < self.current
            painter.setPen(QPen(look.GOLD if now else look.TEXT_ON_FELT_SOFT, 2))
            painter.setBrush(look.GOLD if now else QColor(0, 0, 0, 60 if done else 25))
            painter.drawEllipse(r)
            ink = look.INK if now else look.TEXT_ON_FELT_SOFT if done else look.TEXT_ON_FELT
            draw_text(painter, r, f"{i + 1}", 18, ink, True)

    def visible_texts(self) -> list[str]:
        return ([self.caption] if self.caption else []) + [f"{i + 1}" for i in range(len(self.names))]


class BannerItem(TextItem):
    """A big announcement across the table (the market crash) on a dark band, so it reads over anything.

    The band always holds its words: it is 60 % of the item's width, wider for a longer text (up to the whole
    width less a margin); a text still too long is shrunk (to 60 % of its size, never under `MIN_TEXT`), then
    wrapped onto more lines."""

    MARGIN = 16.0  # between the band and the item's edges
    PAD = 28.0  # between the words and the band's rounded ends

    def layout(self) -> tuple[QRectF, float, bool]:
        """The band, the text's pixel size and whether it wraps, for the text now."""
        widest = self._w - 2 * self.MARGIN
        room = widest - 2 * self.PAD
        height = self._h - 12
        px = self._px
        floor = max(look.MIN_TEXT, px * 0.6)

        def advance(size: float) -> float:  # a few units more: a painter's metrics round to whole pixels
            return QFontMetricsF(font(size, self._bold)).horizontalAdvance(self._text) + 6

        need = advance(px)
        while need > room and px > floor:
            px -= 1
            need = advance(px)
        wrap = need > room
        if wrap:  # on more lines: as big as fits the band's height
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            while px > look.MIN_TEXT and QFontMetricsF(font(px, self._bold)).boundingRect(
                    QRectF(0, 0, room, 10_000), flags, self._text).height() > height - 8:
                px -= 1
            need = room
        width = min(widest, max(self._w * 0.6, need + 2 * self.PAD))
        return QRectF((self._w - width) / 2, 6, width, height), px, wrap

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        band, px, wrap = self.layout()
        painter.setPen(QPen(look.DANGER, 3))
        painter.setBrush(QColor(20, 8, 6, 215))
        painter.drawRoundedRect(band, 18, 18)
        draw_text(painter, band.adjusted(self.PAD, 0, -self.PAD, 0), self._text, px, self._colour, self._bold,
                  self._align, QColor(0, 0, 0, 150) if self._shadow else None, wrap)


class Panel(QGraphicsObject):
    """A wooden tray with a felt inlay and a title: the frame of each part of the table."""

    def __init__(self, w: float, h: float, title: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w, self.h = w, h
        self.title = TextItem(title, w - 24, 30, 20, look.TEXT_ON_FELT, True, Qt.AlignmentFlag.AlignLeft
                              | Qt.AlignmentFlag.AlignVCenter, parent=self)
        self.title.setPos(14, 6)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        paint_tray(painter, QRectF(0, 0, self.w, self.h))


def paint_tray(painter: QPainter, r: QRectF) -> None:
    """A wooden tray with a felt inlay in `r`: the frame of each part of a table (`Panel`, and pieces that
    are trays and drop targets at once)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    wood = QLinearGradient(r.topLeft(), r.bottomRight())
    wood.setColorAt(0, look.WOOD.lighter(115))
    wood.setColorAt(1, look.WOOD_DARK)
    painter.setPen(QPen(QColor("#2c180a"), 2))
    painter.setBrush(QBrush(wood))
    painter.drawRoundedRect(r, 14, 14)
    inlay = r.adjusted(7, 7, -7, -7)
    felt = QLinearGradient(inlay.topLeft(), inlay.bottomLeft())
    felt.setColorAt(0, QColor("#236a4e"))
    felt.setColorAt(1, QColor("#18503a"))
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1.5))
    painter.setBrush(QBrush(felt))
    painter.drawRoundedRect(inlay, 9, 9)
