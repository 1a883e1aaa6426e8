"""A player's place at the Anti-Monopoly table: the seat's banner, the role's badge (an icon and the word),
cash (public in this game), Prison / Price War and the turns there, what is owed while raising money, and
the deeds grouped by city, each with its buildings and mortgage. A bankrupt player's place is greyed and
says so.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL, STREET, TRANSPORT, board
from ponzi_desktop.ui.anti_monopoly.labels import role_name, space_name
from ponzi_desktop.ui.anti_monopoly.spaces import place_name
from ponzi_desktop.ui.anti_monopoly.style import (
    MORTGAGE_RED,
    city_colours,
    paint_building,
    role_colour,
    role_icon,
)
from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.look import money, number
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text
from ponzi_desktop.ui.kit.seat import HEADER_H, SeatArea

translate = QCoreApplication.translate
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CHIP_W, CHIP_H, CHIP_GAP, GROUP_GAP = 28.0, 40.0, 3.0, 10.0


def groups() -> list[tuple[int, ...]]:
    """The properties in the order a player's place shows them: city by city, then transport, utilities."""
    b = board()
    return [*b.city_streets, b.transports, b.utilities]


class DeedChip(TableItem):
    """A deed a player holds: its city's colour, its buildings, and a stamp when mortgaged. The holder drags
    it to the Treasury (mortgage, redeem) or onto another player (a trade)."""

    def __init__(self, sq: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(CHIP_W, CHIP_H, parent)
        b = board()
        self.sq = sq
        self.kind = b.kind[sq]
        self.colour = city_colours().get(b.city_names[b.city[sq]]) if self.kind == STREET else (
            QColor("#3b3f46") if self.kind == TRANSPORT else QColor("#f2d46b"))
        self.level = 0
        self.role = "competitor"
        self.mortgaged = False
        self.mine = False
        self.setAcceptHoverEvents(True)

    # ---- the deed card while the mouse is here ---------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if hasattr(scene, "hover_space"):
            scene.hover_space(self.sq)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        scene = self.scene()
        if hasattr(scene, "hover_space"):
            scene.hover_space(None)
        super().hoverLeaveEvent(event)

    def show_chip(self, level: int, role: str, mortgaged: bool, mine: bool) -> None:
        if (level, role, mortgaged) != (self.level, self.role, self.mortgaged):
            self.level, self.role, self.mortgaged = level, role, mortgaged
            self.update()
        self.payload = Payload("deed", self.sq)
        self.mine = mine
        tip = space_name(self.sq)
        if level:
            top = MAX_LEVEL[0 if role == "competitor" else 1]
            tip += " · " + (translate("AntiMonopolyTable", "apartment") if level >= top else
                            translate("AntiMonopolyTable", "%n house(s)", None, level))
        if mortgaged:
            tip += " · " + translate("AntiMonopolyTable", "mortgaged")
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor("#2b2118"), 1.2))
        painter.setBrush(look.PAPER)
        painter.drawRoundedRect(r, 4, 4)
        band = QRectF(r.left() + 2, r.top() + 2, r.width() - 4, 12)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRect(band)
        if self.level:
            top = MAX_LEVEL[0 if self.role == "competitor" else 1]
            if self.level >= top:
                paint_building(painter, QRectF(r.left() + 4, r.top() + 16, r.width() - 8, 20), self.role, True)
            else:
                draw_text(painter, QRectF(r.left(), r.top() + 14, r.width(), 24), number(self.level), 17,
                          role_colour(self.role).darker(130), True)
        if self.mortgaged:
            painter.setPen(QPen(MORTGAGE_RED, 3))
            painter.drawLine(QPointF(r.left() + 3, r.bottom() - 3), QPointF(r.right() - 3, r.top() + 3))

    def visible_texts(self) -> list[str]:
        top = MAX_LEVEL[0 if self.role == "competitor" else 1]
        return [number(self.level)] if 0 < self.level < top else []


class PlayerArea(SeatArea):
    """One player's place; it is a drop target (a deed bought goes to its buyer's place, a deed of another
    player dropped on yours, or yours on theirs, opens a trade)."""

    def __init__(self, seat: int, name: str, colour: QColor, bot: bool, role: str, w: float, h: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(seat, name, colour, bot, w, h, right_room=112, parent=parent)
        self.role = role
        self.target = Target("seat", seat)
        self.cash = 0
        self.status = ""
        self.status_alert = False
        self.owed = ""
        self.bankrupt = False
        self.role_word = role_name(role)
        self.chips: dict[int, DeedChip] = {}
        top = -h / 2 + HEADER_H
        self.line_y = top + 6
        self.deeds_top = top + 66
        b = board()
        for sq in b.properties:
            chip = DeedChip(sq, self)
            chip.setVisible(False)
            self.chips[sq] = chip

    def show_player(self, cash: int, position: int, jail: int, bankrupt: bool, owned: list[int],
                    levels, mortgaged, mine: bool, owed: str) -> None:
        self.cash, self.bankrupt, self.owed = cash, bankrupt, owed
        if bankrupt:
            self.status, self.status_alert = translate("AntiMonopolyTable", "Bankrupt"), True
        elif jail:
            where = translate("AntiMonopolyTable", "In Prison") if self.role == "monopolist" else \
                translate("AntiMonopolyTable", "In Price War")
            self.status = where + " · " + translate("AntiMonopolyTable", "turn %1 of 3").replace("%1", number(jail))
            self.status_alert = True
        else:
            self.status = translate("AntiMonopolyTable", "On %1").replace("%1", place_name(position))
            self.status_alert = False
        self._lay_chips(owned, levels, mortgaged, mine)
        self.setOpacity(0.55 if bankrupt else 1.0)
        tip = translate("AntiMonopolyTable", "%1, %2: cash %3").replace("%1", self.name).replace(
            "%2", self.role_word).replace("%3", money(cash))
        self.setToolTip(plain_tip(tip))
        self.update()

    def _lay_chips(self, owned: list[int], levels, mortgaged, mine: bool) -> None:
        held = set(owned)
        r = self.rect
        x, y = r.left() + 12, self.deeds_top
        right = r.right() - 10
        for group in groups():
            mine_here = [sq for sq in group if sq in held]
            if not mine_here:
                continue
            width = len(mine_here) * (CHIP_W + CHIP_GAP) - CHIP_GAP
            if x + width > right and x > r.left() + 12:
                x, y = r.left() + 12, y + CHIP_H + 6
            for sq in mine_here:
                chip = self.chips[sq]
                chip.setPos(x + CHIP_W / 2, y + CHIP_H / 2)
                chip.show_chip(levels[sq], self.role, mortgaged[sq], mine)
                chip.setVisible(y + CHIP_H <= r.bottom() - 4)
                x += CHIP_W + CHIP_GAP
            x += GROUP_GAP - CHIP_GAP
        for sq, chip in self.chips.items():
            if sq not in held:
                chip.setVisible(False)

    def chip_pos(self, sq: int) -> QPointF:
        chip = self.chips.get(sq)
        return chip.scenePos() if chip is not None and chip.isVisible() else self.scenePos()

    def paint_face(self, painter: QPainter) -> None:
        super().paint_face(painter)
        r = self.rect
        # cash at the banner's right end, in a paper box
        box = QRectF(r.right() - 116, r.top() + 9, 106, 36)
        painter.setPen(QPen(QColor("#2b2118"), 1.2))
        painter.setBrush(look.PAPER)
        painter.drawRoundedRect(box, 8, 8)
        draw_text(painter, box.adjusted(4, 0, -4, 0), money(self.cash), 22, look.INK, True)
        # the role's badge
        y = self.line_y
        badge = QRectF(r.left() + 10, y, 30 + 8 + min(150.0, r.width() * 0.45), 28)
        colour = role_colour(self.role)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(badge, 14, 14)
        draw_icon(painter, role_icon(self.role), QPointF(badge.left() + 18, badge.center().y()), 20, QColor("#ffffff"))
        draw_text(painter, badge.adjusted(34, 0, -8, 0), self.role_word, 17, QColor("#ffffff"), True, LEFT)
        line = QRectF(r.left() + 12, y + 32, r.width() - 24, 24)
        if not self.owed:
            draw_text(painter, line, self.status, 17, QColor("#ffb0a0") if self.status_alert else look.TEXT_ON_FELT,
                      self.status_alert, LEFT)
        else:
            owe = line.adjusted(-2, 0, 2, 0)
            painter.setPen(QPen(look.DANGER, 1.5))
            painter.setBrush(QColor(60, 10, 8, 200))
            painter.drawRoundedRect(owe, 6, 6)
            draw_text(painter, owe.adjusted(6, 0, -6, 0), self.owed, 17, QColor("#ffd2c8"), True, LEFT)

    def visible_texts(self) -> list[str]:
        return [self.name, money(self.cash), self.role_word, self.owed or self.status]
