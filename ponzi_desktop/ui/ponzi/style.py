"""Looks of the Ponzi Scheme table: scene geometry, industry colours and icons, card facts.

The look every table shares (felt, paper, ink, fonts, money) is the kit's (`ui/kit/look.py`), re-exported
here so the Ponzi pieces find everything in one place. Everything is drawn in scene units (the scene is
`SCENE_W` x `SCENE_H`) and scaled once to fit the table's widget.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QTransform

from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.kit.look import (  # noqa: F401 - the kit's look, re-exported for the Ponzi pieces
    DANGER,
    DUE,
    FELT,
    FELT_DARK,
    GOLD,
    HINT,
    INK,
    INK_SOFT,
    LEGAL,
    PAPER,
    PAPER_DARK,
    TEXT_ON_FELT,
    TEXT_ON_FELT_SOFT,
    WOOD,
    WOOD_DARK,
    bank_icon,
    closed_path,
    font,
    luminance,
    money,
    number,
    paper_gradient,
    robot_icon,
    screen_icon,
    seat_colour,
    star_path,
)

#: The scene's size: its height is what limits the scale in a window maximised on a 1280x720 screen (the
#: table there is 1020 x 566 pixels in Japanese), where the smallest text (17 units) must reach 11 px.
SCENE_W = 1520.0
SCENE_H = 872.0
TOP_BAND = 348.0  # board, supply and deck above; the players' areas below

BEAR = QColor("#8a4b2a")
START = QColor("#3f6fb5")

# Industries: Okabe-Ito colours (told apart with colour-blindness) and an icon each, never colour alone.
INDUSTRY_COLOURS = {
    "transportation": QColor("#0072b2"),
    "grain": QColor("#d99a00"),
    "media": QColor("#b0569a"),
    "real_estate": QColor("#00876a"),
}


def industry_colour(industry: str) -> QColor:
    return INDUSTRY_COLOURS.get(industry, QColor("#777777"))


# ---- fund cards ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardFacts:
    value: int
    interest: int
    period: int
    start: bool
    bear: bool


@lru_cache(maxsize=512)
def card_facts(value: int, bears: int = 18) -> CardFacts:
    """What is printed on card `value`; which cards are bears depends on the bear setting (18 or 16)."""
    for c in ponzi_data().fund_cards:
        if c.value == value:
            kind = c.kind if bears == 18 else (c.kind_online_version or c.kind)
            return CardFacts(c.value, c.interest, c.period, kind == "start", kind == "bear")
    return CardFacts(value, 0, 1, False, False)


def luxury_points(price: int) -> int:
    for lux in ponzi_data().luxuries:
        if lux.price == price:
            return lux.points
    return 0


# ---- icon paths (drawn in a box from -50 to 50; scale to taste) ----------------------------------------
def _rotated_ellipse(cx: float, cy: float, rx: float, ry: float, degrees: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), rx, ry)
    return QTransform().translate(cx, cy).rotate(degrees).map(p)


def industry_icon(industry: str) -> QPainterPath:
    """The picture on an industry's tiles. In Chinese the industries are the Taiwanese edition's (its rulebook's
    航運 and 能源 where the others have transportation and grain): a ship and a lightning bolt there, so that
    the picture shows what the name says (a review found a lorry called 航運 and an ear of wheat called 能源)."""
    return _industry_icon(industry, i18n.current_language() == "zh_TW")


@lru_cache(maxsize=16)
def _industry_icon(industry: str, taiwanese: bool) -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    if industry == "transportation" and taiwanese:  # shipping: a cargo ship
        p.addPath(closed_path([QPointF(-48, 4), QPointF(48, 4), QPointF(36, 34), QPointF(-40, 34)]))
        p.addRect(QRectF(-30, -16, 40, 22))  # the deck house
        p.addRect(QRectF(-4, -36, 12, 22))  # the funnel
        windows = QPainterPath()
        for x in (-24, -12, 0):
            windows.addRect(QRectF(x, -9, 7, 7))
        p = p.subtracted(windows)
    elif industry == "grain" and taiwanese:  # energy: a lightning bolt
        p.addPath(closed_path([QPointF(-2, -48), QPointF(24, -48), QPointF(8, -12), QPointF(30, -12),
                               QPointF(-14, 48), QPointF(-2, 2), QPointF(-26, 2)]))
    elif industry == "transportation":  # a lorry
        p.addRoundedRect(QRectF(-46, -30, 58, 44), 4, 4)
        cab = closed_path([QPointF(16, -14), QPointF(34, -14), QPointF(46, 2), QPointF(46, 14), QPointF(16, 14)])
        p.addPath(cab)
        for x in (-28, 30):
            p.addEllipse(QPointF(x, 20), 11, 11)
        window = QPainterPath()
        window.addRect(QRectF(22, -9, 12, 9))
        p = p.subtracted(window)
    elif industry == "grain":  # an ear of wheat
        p.addRoundedRect(QRectF(-3, -8, 6, 56), 3, 3)
        for i, y in enumerate((-22, -4, 14)):
            p.addPath(_rotated_ellipse(-12, y + 2 * i, 8, 16, -35))
            p.addPath(_rotated_ellipse(12, y + 2 * i, 8, 16, 35))
        p.addPath(_rotated_ellipse(0, -36, 8, 15, 0))
    elif industry == "media":  # a television with its aerial
        p.addRoundedRect(QRectF(-42, -16, 84, 58), 8, 8)
        for sign in (-1, 1):
            rod = QPainterPath()
            rod.addRoundedRect(QRectF(-3, -30, 6, 32), 3, 3)
            p.addPath(QTransform().translate(0, -16).rotate(sign * 35).map(rod))
        screen = QPainterPath()
        screen.addRoundedRect(QRectF(-32, -7, 64, 40), 5, 5)
        play = closed_path([QPointF(-8, 2), QPointF(12, 13), QPointF(-8, 24)])
        p = p.subtracted(screen).united(play)
    else:  # real estate: a house
        roof = closed_path([QPointF(-48, -2), QPointF(0, -44), QPointF(48, -2)])
        p.addPath(roof)
        p.addRect(QRectF(-34, -6, 68, 50))
        door = QPainterPath()
        door.addRoundedRect(QRectF(-9, 16, 18, 28), 3, 3)
        win = QPainterPath()
        win.addRect(QRectF(-26, 4, 12, 12))
        win.addRect(QRectF(14, 4, 12, 12))
        p = p.subtracted(door).subtracted(win)
    return p


@lru_cache(maxsize=1)
def bear_icon() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    p.addEllipse(QPointF(0, 6), 40, 36)
    p.addEllipse(QPointF(-30, -26), 15, 15)
    p.addEllipse(QPointF(30, -26), 15, 15)
    face = QPainterPath()
    face.addEllipse(QPointF(-14, -2), 6, 6)
    face.addEllipse(QPointF(14, -2), 6, 6)
    face.addEllipse(QPointF(0, 20), 12, 9)
    return p.subtracted(face)


@lru_cache(maxsize=1)
def gem_icon() -> QPainterPath:
    p = closed_path([QPointF(-40, -14), QPointF(-22, -36), QPointF(22, -36), QPointF(40, -14), QPointF(0, 40)])
    return p


def hexagon(radius: float, rotation_deg: float = 0.0) -> QPainterPath:
    """A flat-topped hexagon: its edge midpoints face up, down and the four diagonals (the wheel's spaces)."""
    angles = (math.radians(60 * i + rotation_deg) for i in range(6))
    return closed_path(QPointF(radius * math.cos(a), radius * math.sin(a)) for a in angles)


def space_direction(space: float) -> QPointF:
    """Unit vector from the wheel's centre to space `space` (0 = the arrow at the top, counter-clockwise)."""
    a = math.radians(60 * space)
    return QPointF(-math.sin(a), -math.cos(a))
