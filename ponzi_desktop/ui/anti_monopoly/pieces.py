"""The pieces in the middle of the Anti-Monopoly board and on it: the pawns, the two dice, the two card decks,
a drawn card shown big, and the Treasury with its houses and apartments.

Each piece is told what to show by the scene or by an animation step; none reads the game itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS, SIDES
from ponzi_desktop.ui.anti_monopoly.style import paint_building, role_colour, role_icon
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import number
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, draw_icon, draw_text, paint_tray

translate = QCoreApplication.translate

PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


class PawnItem(TableItem):
    """A player's pawn: a disc in the seat's colour with the seat's mark (as on its place's banner and on the
    hand-off cover: `scene.seat_marks`), rimmed in the role's colour."""

    ROUND = True
    SIZE = 30.0

    def __init__(self, seat: int, colour: QColor, role: str, mark: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(self.SIZE, self.SIZE, parent)
        self.seat, self.colour, self.role = seat, colour, role
        self.mark = mark or number(seat + 1)
        self.setZValue(60)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(r.translated(1.5, 2.5))
        painter.setPen(QPen(role_colour(self.role).darker(130), 3.5))
        painter.setBrush(self.colour)
        painter.drawEllipse(r.adjusted(1.5, 1.5, -1.5, -1.5))
        # a pawn drawn smaller (at a corner) keeps its number as big on screen
        draw_text(painter, r.adjusted(2, 0, -2, 0), self.mark, min(24.0, 17 / max(0.5, self.scale())),
                  look.ink_on(self.colour), True)

    def visible_texts(self) -> list[str]:
        return [self.mark]


class DiceItem(TableItem):
    """The two dice and the last throw; pressed or dragged, they throw (when a throw is due: else the table
    says why). Between a turn's start and its throw they rest: greyed, showing the last throw made at the table
    (blank before the first), never faces nobody threw."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(112, 56, parent)
        self.faces: tuple[int, ...] = ()
        self.resting: tuple[int, ...] = ()
        self.ready = False
        self.payload = Payload("dice", None)  # a press when no throw is due is refused in words

    def show_dice(self, faces: tuple[int, ...], ready: bool, resting: tuple[int, ...] = ()) -> None:
        """`faces`: this turn's throw (none yet: the dice rest); `resting`: the last throw, shown greyed."""
        faces, resting = tuple(faces), tuple(resting)
        if (faces, ready, resting) != (self.faces, self.ready, self.resting):
            self.faces, self.ready, self.resting = faces, ready, resting
            self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        thrown = len(self.faces) >= 2
        faces = self.faces[:2] if thrown else self.resting[:2] if len(self.resting) >= 2 else (0, 0)
        for i, face in enumerate(faces):
            die = QRectF(r.left() + i * 58 + 3, r.top() + 3, 50, 50)
            painter.setPen(QPen(QColor("#3a2a17"), 1.6))
            grad = QLinearGradient(die.topLeft(), die.bottomRight())
            grad.setColorAt(0, QColor("#fffdf6"))
            grad.setColorAt(1, QColor("#e2d8c2") if not self.ready else QColor("#ffe9a6"))
            painter.setBrush(QBrush(grad))
            painter.drawRoundedRect(die, 9, 9)
            painter.setPen(Qt.PenStyle.NoPen)
            ink = QColor("#b3261e") if face == 1 else QColor(look.INK)
            if not thrown:
                ink.setAlphaF(0.28)
            painter.setBrush(ink)
            for dx, dy in PIPS.get(face, []):
                painter.drawEllipse(die.center() + QPointF(dx * 13, dy * 13), 5, 5)

    def glow_shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(self.rect.adjusted(-2, -2, 2, 2), 11, 11)
        return p

    def visible_texts(self) -> list[str]:
        return []


class DeckItem(TableItem):
    """A role's deck, face down, with how many cards it holds (the order is secret)."""

    def __init__(self, role: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(210, 96, parent)
        self.role = role
        self.count = 0
        self.title = label(SIDES, role)

    def show_count(self, count: int, last: str | None) -> None:
        if count != self.count:
            self.count = count
            self.update()
        tip = self.title + ": " + translate("AntiMonopolyTable", "%n card(s) in this deck; a card drawn goes back "
                                                                 "under it.", None, count)
        if last:
            tip += "\n" + translate("AntiMonopolyTable", "Last card drawn: %1").replace("%1", last)
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        colour = role_colour(self.role)
        for i in (2, 1, 0):
            card = r.adjusted(0, 0, -8, -8).translated(i * 4, i * 4)
            painter.setPen(QPen(QColor("#1d2430"), 1.4))
            painter.setBrush(colour.darker(100 + 12 * i))
            painter.drawRoundedRect(card, 8, 8)
        top = r.adjusted(0, 0, -8, -8)
        draw_icon(painter, role_icon(self.role), QPointF(top.left() + 26, top.center().y() + 4), 32, QColor("#ffffff"))
        draw_text(painter, QRectF(top.left() + 44, top.top() + 6, top.width() - 48, 28), self.title, 17,
                  QColor("#ffffff"), True)
        draw_text(painter, QRectF(top.left() + 44, top.top() + 40, top.width() - 48, 36), number(self.count), 26,
                  QColor("#ffffff"), True)

    def visible_texts(self) -> list[str]:
        return [self.title, number(self.count)]


class CardItem(TableItem):
    """A drawn card, face up and big (over the board's middle, the status line under it wholly): its deck's
    colour and badge, and its text."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(620, 360, parent)
        self.role = "competitor"
        self.text = ""
        self.heading = ""
        self.setZValue(1100)

    def show_card(self, role: str, text: str) -> None:
        self.role, self.text = role, text
        self.heading = translate("AntiMonopolyTable", "Competitor card") if role == "competitor" else \
            translate("AntiMonopolyTable", "Monopolist card")
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        colour = role_colour(self.role)
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(r.translated(4, 6), 14, 14)
        painter.setPen(QPen(colour.darker(150), 3))
        painter.setBrush(QBrush(look.paper_gradient(r)))
        painter.drawRoundedRect(r, 14, 14)
        head = QRectF(r.left() + 3, r.top() + 3, r.width() - 6, 60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(head, 11, 11)
        painter.drawRect(head.adjusted(0, 20, 0, 0))
        draw_icon(painter, role_icon(self.role), QPointF(head.left() + 36, head.center().y()), 38, QColor("#ffffff"))
        draw_text(painter, head.adjusted(66, 0, -14, 0), self.heading, 28, QColor("#ffffff"), True,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        draw_text(painter, r.adjusted(28, 78, -28, -20), self.text, 28, look.INK, False, wrap=True)

    def visible_texts(self) -> list[str]:
        return [self.heading, self.text] if self.text else []


class BuildingPiece(TableItem):
    """A house or an apartment in the Treasury: dragged onto a street of yours, it is built there."""

    def __init__(self, kind: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(136, 58, parent)  # the word under the picture whole in every language ("Apartamento")
        self.kind = kind  # "house" or "apartment"
        self.role = "competitor"
        self.word = label(BOARD_WORDS, kind)

    def show_piece(self, role: str, mine: bool, buildable: bool) -> None:
        """`mine`: the viewer decides now (the piece can be picked up); `buildable`: a street takes it now."""
        self.role = role
        self.payload = Payload(self.kind, None) if mine else None
        self.setOpacity(1.0 if buildable else 0.55)
        self.update()

    def paint_face(self, painter: QPainter) -> None:
        r = self.rect
        pic = QRectF(r.center().x() - 17, r.top() + 2, 34, 30)
        paint_building(painter, pic, self.role, self.kind == "apartment")
        draw_text(painter, QRectF(r.left(), r.bottom() - 22, r.width(), 22), self.word, 17,
                  look.TEXT_ON_FELT, True, shadow=QColor(0, 0, 0, 150))

    def visible_texts(self) -> list[str]:
        return [self.word]


class TreasuryItem(TableItem):
    """The Treasury: buildings come from it; deeds dragged onto it are mortgaged (or redeemed), buildings
    dragged onto it are sold back."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(w, h, parent)
        self.target = Target("treasury")
        self.title = label(BOARD_WORDS, "treasury")
        self.house = BuildingPiece("house", self)
        self.apartment = BuildingPiece("apartment", self)
        self.house.setPos(w / 2 - 216, 14)  # items stand centred on their position: both at the right end
        self.apartment.setPos(w / 2 - 76, 14)
        self.setToolTip(translate("AntiMonopolyTable", "The Treasury. Drag a house or an apartment from here onto "
                                                      "a street of yours to build; drag a deed of yours here to "
                                                      "mortgage or redeem it, a building to sell it back."))

    def paint_face(self, painter: QPainter) -> None:
        paint_tray(painter, self.rect)
        r = self.rect
        draw_icon(painter, look.bank_icon(), QPointF(r.left() + 40, r.center().y() + 10), 46, look.GOLD)
        draw_text(painter, QRectF(r.left() + 16, r.top() + 10, r.width() - 310, 28), self.title, 20,
                  look.TEXT_ON_FELT, True, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def visible_texts(self) -> list[str]:
        return [self.title]
