"""A seat's place at any table: a body with the seat's banner on top (its disc with the seat's number or a
robot, the name, and a subtitle saying "you", "bot" or "deciding…"), and a gold edge and arrow while the
seat decides. A game's area subclasses `SeatArea` and puts its own pieces (cash, tiles, shares) below the
banner; `right_room` keeps the banner's right end free for what a game puts there (a cash box, a marker), and
`tag_room` the subtitle's line's end, where that differs (a marker above the subtitle's line).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import BannerLook
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem, draw_icon, draw_text

translate = QCoreApplication.translate

HEADER_H = 54.0


class SeatArea(TableItem):
    """A w x h area centred on its position for seat `seat` (`number`: what its disc says, None for none)."""

    def __init__(self, seat: int, name: str, colour: QColor, bot: bool, w: float, h: float, right_room: float,
                 parent: QGraphicsItem | None = None, number: int | None = None,
                 tag_room: float | None = None) -> None:
        super().__init__(w, h, parent)
        self.seat, self.name, self.colour, self.bot = seat, name, colour, bot
        self.number = seat + 1 if number is None else number
        self.active = self.is_me = self.thinking = self.up_next = False
        top = -h / 2
        self.banner = BannerLook(colour)  # the band and inks that read on it (WCAG AA)
        text_w = w - 48 - right_room
        self.name_text = TextItem(name, text_w, 30, 22, self.banner.ink, True,
                                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shadow=False,
                                  parent=self)
        self.name_text.setPos(-w / 2 + 48, top + 3)
        self.tag_room = right_room if tag_room is None else tag_room
        self.tag_text = TextItem("", w - 48 - self.tag_room, 22, 18, self.banner.soft, False,
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, shadow=False,
                                 parent=self)
        self.tag_text.setPos(-w / 2 + 48, top + 30)
        self.right_room = right_room

    def set_size(self, w: float, h: float) -> None:
        """A new size for the place (the table re-laid for its view's shape): the banner's texts follow."""
        super().set_size(w, h)
        for item, y, room in ((self.name_text, 3, self.right_room), (self.tag_text, 30, self.tag_room)):
            item.set_width(w - 48 - room)
            item.setPos(-w / 2 + 48, -h / 2 + y)

    def filled_rect(self) -> QRectF:
        """What of the place shows something now, in scene coordinates (a lesson's callout never covers it):
        here the whole place; a game whose place fills from the top gives its filled part."""
        return self.sceneBoundingRect()

    def plate_rect(self) -> QRectF:
        """The banner with the seat's name, in scene coordinates: whoever's seat it is, a lesson's note never
        covers it (a note over Ada's name leaves the learner asking whose place it is)."""
        r = self.rect
        return self.mapRectToScene(QRectF(r.left(), r.top(), r.width(), HEADER_H))

    @property
    def top(self) -> float:
        return -self._h / 2

    def banner_inks(self) -> list[QColor]:
        """The inks written on the banner now: the name, the subtitle, the seat disc's number or robot."""
        return [self.name_text.colour(), self.tag_text.colour(), self.banner.ink]

    def tag(self) -> str:
        """The subtitle under the name for the seat's state now."""
        if self.is_me:
            return translate("Table", "you")
        if self.bot and self.thinking:  # the disc's robot says it is a bot: the word fits the narrowest seat
            return translate("Table", "thinking…")
        if self.bot:
            return translate("Table", "bot")
        if self.active:
            return translate("Table", "deciding…")
        if self.up_next:
            return translate("Table", "up next")
        return ""

    def disc_icon(self) -> QPainterPath | None:
        """What the banner's disc shows instead of the seat's number: a bot's robot (a game may give a seat of
        its own kind another mark)."""
        return look.robot_icon() if self.bot else None

    def disc_text(self) -> str:
        """What the banner's disc says where it shows no icon: the seat's number (a game whose pieces carry
        another mark for the seat gives that)."""
        return look.number(self.number)

    def set_seat_state(self, *, active: bool, is_me: bool, thinking: bool, up_next: bool = False) -> bool:
        """Who decides, who looks, who thinks, and who takes the screen next while the one who just moved still
        looks (a held hand-off: nobody decides then); True when anything changed (the area repaints)."""
        changed = (active, is_me, thinking, up_next) != (self.active, self.is_me, self.thinking, self.up_next)
        self.active, self.is_me, self.thinking, self.up_next = active, is_me, thinking, up_next
        self.tag_text.set_text(self.tag(), self.banner.accent if (active or thinking) else self.banner.soft)
        if changed:
            self.update()
        return changed

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        body = QLinearGradient(r.topLeft(), r.bottomLeft())
        body.setColorAt(0, QColor(8, 30, 21, 150))
        body.setColorAt(1, QColor(8, 30, 21, 95))
        border = look.GOLD if self.active else QColor(0, 0, 0, 110)
        painter.setPen(QPen(border, 4 if self.active else 1.5))
        painter.setBrush(QBrush(body))
        painter.drawRoundedRect(r, 14, 14)
        header = QRectF(r.left(), r.top(), r.width(), HEADER_H)
        clip = QPainterPath()
        clip.addRoundedRect(r.adjusted(2, 2, -2, -2), 12, 12)
        painter.save()
        painter.setClipPath(clip)
        band = QLinearGradient(header.topLeft(), header.bottomLeft())
        band.setColorAt(0, self.banner.top)
        band.setColorAt(1, self.banner.bottom)
        painter.fillRect(header, QBrush(band))
        painter.restore()
        disc = QPointF(r.left() + 25, r.top() + HEADER_H / 2)
        painter.setPen(QPen(self.banner.ink, 2))
        painter.setBrush(self.banner.bottom)
        painter.drawEllipse(disc, 16, 16)
        icon = self.disc_icon()
        if icon is not None:
            draw_icon(painter, icon, disc, 21, self.banner.ink)
        else:
            draw_text(painter, QRectF(disc.x() - 15, disc.y() - 16, 30, 32), self.disc_text(), 19,
                      self.banner.ink, True)
        if self.active:
            tri = [QPointF(r.left() - 2, r.top() + 14), QPointF(r.left() + 9, r.top() + 24),
                   QPointF(r.left() - 2, r.top() + 34)]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.GOLD)
            painter.drawPolygon(tri)

    def visible_texts(self) -> list[str]:
        return [self.name]
