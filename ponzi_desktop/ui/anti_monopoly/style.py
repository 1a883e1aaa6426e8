"""Looks of the Anti-Monopoly table: the cities' colour bands (the data file's `color_hint`), the two roles'
colours and icons, and how a house and an apartment are drawn for each role.

A role is never told by colour alone: a Competitor's badge is a balance (fair prices), a Monopolist's a top
hat. Their buildings differ in shape too: a Competitor's house has a pitched roof and its apartment is a
low block; a Monopolist's house is a flat-roofed office and its apartment a tower.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.anti_monopoly import GAME
from ponzi_desktop.ui.kit.look import closed_path

#: The roles' colours (the box's pawns: Competitors green, Monopolists blue): the badges' (`roles.ROLE_COLOURS`), under
#: white words 4.5:1 and more (a seat's role pill; the lighter green #2e8b57 had 4.25:1, a review measured).
ROLE_COLOURS = {"competitor": QColor("#2e7d4f"), "monopolist": QColor("#2f5fa8")}
ROLE_INK = QColor("#ffffff")
MORTGAGE_RED = QColor("#b3261e")
BOARD_PAPER = QColor("#e8f1e4")  # the board's pale green, as printed
BOARD_LINE = QColor("#2b3a2f")


#: The seats' colours at this table (the game's registered palette): none green or blue, the roles' colours.
SEAT_PALETTE = GAME.seat_colours


def clashes_with_roles(colour: QColor) -> bool:
    """A green or a blue: a seat in it would be taken for a role."""
    hue = colour.hslHue()
    return colour.hslSaturation() > 60 and 75 <= hue <= 250


#: The transport companies' and the utilities' colour bands, as the board prints them
TRANSPORT_COLOUR, UTILITY_COLOUR = QColor("#3b3f46"), QColor("#f2d46b")


def deed_colour(sq: int) -> QColor:
    """Property `sq`'s colour: its city's, or the transport companies' or the utilities'. The board, the deed
    card, the players' places and the trade windows all take it from here (the trade window once had its own:
    U.S. Railroad grey-blue there, dark on the board)."""
    return QColor(_deed_colours()[sq])  # a copy: a caller may change its own


@cache
def _deed_colours() -> tuple[QColor, ...]:
    """Every square's deed colour, worked out once (painting asks for them on every frame). The engine's board
    is imported here, on first use: the start page's emblem imports this module before the first paint."""
    from ponzi_desktop.engine.anti_monopoly.board import STREET, TRANSPORT, board

    b, cities = board(), city_colours()
    return tuple(cities.get(b.city_names[b.city[sq]], QColor("#cccccc")) if b.kind[sq] == STREET
                 else TRANSPORT_COLOUR if b.kind[sq] == TRANSPORT else UTILITY_COLOUR for sq in range(len(b.kind)))


@cache
def city_colours() -> dict[str, QColor]:
    """Each city's colour band, from the data file."""
    import json  # here: the start page is painted without json (5 modules, 3 ms)

    data = json.loads(resource_path("data", "anti_monopoly.json").read_text(encoding="utf-8"))
    return {c["city"]: QColor(c.get("color_hint", "#cccccc")) for c in data["cities"]}


def role_colour(role: str) -> QColor:
    return QColor(ROLE_COLOURS.get(role, QColor("#777777")))


# ---- icons (in a box from -50 to 50) ------------------------------------------------------------------
@cache
def balance_icon() -> QPainterPath:
    """The Competitor's badge: a balance with two pans."""
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    p.addRect(QRectF(-4, -40, 8, 74))  # the post
    p.addRect(QRectF(-26, 34, 52, 9))  # the foot
    p.addRect(QRectF(-44, -34, 88, 7))  # the beam
    for x in (-34, 34):
        p.addPath(closed_path([QPointF(x - 2, -30), QPointF(x + 2, -30), QPointF(x + 16, 6), QPointF(x - 16, 6)])
                  .subtracted(closed_path([QPointF(x, -24), QPointF(x + 10, 2), QPointF(x - 10, 2)])))
        pan = QPainterPath()
        pan.moveTo(x - 20, 6)
        pan.arcTo(QRectF(x - 20, -6, 40, 26), 180, 180)
        pan.closeSubpath()
        p.addPath(pan)
    return p


@cache
def hat_icon() -> QPainterPath:
    """The Monopolist's badge: a top hat."""
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    p.addRoundedRect(QRectF(-28, -42, 56, 66), 6, 6)
    p.addRoundedRect(QRectF(-46, 20, 92, 14), 7, 7)
    band = QPainterPath()
    band.addRect(QRectF(-28, 6, 56, 9))
    return p.subtracted(band)


def role_icon(role: str) -> QPainterPath:
    return balance_icon() if role == "competitor" else hat_icon()


@cache
def card_icon() -> QPainterPath:
    """A card space: two cards fanned, with a question mark's dot."""
    p = QPainterPath()
    p.addRoundedRect(QRectF(-30, -40, 50, 72), 6, 6)
    back = QPainterPath()
    back.addRoundedRect(QRectF(-16, -32, 50, 72), 6, 6)
    return p.united(back)


# ---- buildings ---------------------------------------------------------------------------------------
def paint_building(painter: QPainter, rect: QRectF, role: str, apartment: bool) -> None:
    """One building in `rect`: a house or the apartment of a Competitor or a Monopolist."""
    fill = role_colour(role)
    painter.save()
    painter.setPen(QPen(fill.darker(180), 1.2))
    painter.setBrush(fill.lighter(115) if not apartment else fill)
    r = rect
    if role == "competitor":
        if apartment:  # a low block with a pitched roof along its length
            body = QRectF(r.left(), r.top() + r.height() * 0.35, r.width(), r.height() * 0.65)
            roof = closed_path([QPointF(r.left() - 1, body.top()), QPointF(r.left() + r.width() * 0.2, r.top()),
                                QPointF(r.right() - r.width() * 0.2, r.top()), QPointF(r.right() + 1, body.top())])
        else:
            body = QRectF(r.left() + r.width() * 0.12, r.top() + r.height() * 0.45, r.width() * 0.76,
                          r.height() * 0.55)
            roof = closed_path([QPointF(r.left(), body.top()), QPointF(r.center().x(), r.top()),
                                QPointF(r.right(), body.top())])
        painter.drawPath(roof)
        painter.drawRect(body)
    else:
        if apartment:  # a tower with windows
            body = QRectF(r.left() + r.width() * 0.18, r.top(), r.width() * 0.64, r.height())
            painter.drawRect(body)
            painter.setPen(QPen(QColor(255, 255, 255, 200), 1))
            for i in range(1, 4):
                y = body.top() + body.height() * i / 4
                painter.drawLine(QPointF(body.left() + 2, y), QPointF(body.right() - 2, y))
        else:  # a flat-roofed office
            body = QRectF(r.left() + r.width() * 0.1, r.top() + r.height() * 0.25, r.width() * 0.8,
                          r.height() * 0.75)
            painter.drawRect(body)
            painter.drawRect(QRectF(body.left() - 1, body.top() - 3, body.width() + 2, 3))
    painter.restore()
