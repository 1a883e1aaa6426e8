"""The tables' look: the felt, wood, paper and ink, the colours of lights and alerts, fonts in scene units,
numbers and money, and the icons every game uses (a star, the bank, a robot for bots, a screen over hidden cash).

Everything on a table is drawn in scene units and the view scales the scene once to fit its widget, so a
size here is the same at 1280x720 and on a 4K screen. `MIN_TEXT_PX` is the smallest text a player may be
shown in a window maximised on a 1280x720 screen (its title bar, menu bar, status bar, the action panel and the
log take their room); the tables choose their scene sizes so that their smallest text reaches it there.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainterPath

from ponzi_desktop.ui import formatting, look

#: No text on a table below this many pixels in a window maximised on a 1280x720 screen (tests hold every
#: table to it).
MIN_TEXT_PX = 11.0

# The felt, the wood and the paper.
FELT = QColor("#1f5b43")
FELT_DARK = QColor("#143d2d")
WOOD = QColor("#7a4a26")
WOOD_DARK = QColor("#4f2d14")
PAPER = QColor("#fbf5e6")
PAPER_DARK = QColor("#e9dcbc")
INK = QColor("#2b2118")
INK_SOFT = QColor("#6d5c48")
GOLD = QColor("#f2c14e")
LEGAL = QColor("#ffe066")  # legal drop targets and selections
DUE = QColor("#ffb347")  # cards paying interest
DANGER = QColor("#e2413b")  # bears, bankruptcy, crash
HINT = QColor("#6ff0a4")  # the pieces of a hinted move
TEXT_ON_FELT = QColor("#f4efe1")
TEXT_ON_FELT_SOFT = QColor("#bcd3c4")
# The keyboard's focus on a table's buttons: the table's own ring, never the style's dotted or grey rectangle
# round the words (a style sheet's `outline: none`). White on the wood and the felt; dark wood round a panel on
# paper (`panel_focus_style`); on cream paper the shell's dark gold (`ui.look.FOCUS_GOLD`); 3:1 and more against
# what is round it (tests/ui/test_focus_rings.py).
FOCUS_RING = QColor("#ffffff")
FOCUS_RING_ON_PAPER = WOOD_DARK


def seat_colour(colour: str | None, seat: int) -> QColor:
    """A seat's own colour, or the shell's palette colour for its place."""
    own = QColor(colour) if colour else QColor()
    return own if own.isValid() else QColor(look.SEAT_COLOURS[seat % len(look.SEAT_COLOURS)])


luminance = look.luminance
ink_on = look.ink_on
soft_ink_on = look.soft_ink_on
contrast = look.contrast


#: OpenType's proportional alternate widths for kana ("palt"): katakana words set in full-width cells are ~15 %
#: wider than the same words set as Japanese signs and headlines set them; Latin fonts have no such feature.
KANA_PROPORTIONAL = QFont.Tag("palt")


def font(px: float, bold: bool = False, condensed: bool = False) -> QFont:
    """A table's font at `px` scene units: Japanese kana at their proportional widths, so measuring and drawing
    agree on every table."""
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setFeature(KANA_PROPORTIONAL, 1)
    if condensed:
        f.setStretch(QFont.Stretch.SemiCondensed)
    return f


def paper_gradient(rect: QRectF, top: QColor = PAPER, bottom: QColor = PAPER_DARK) -> QLinearGradient:
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0.0, top)
    g.setColorAt(1.0, bottom)
    return g


# ---- numbers for people: the app's one formatter, so the tables, the log and the end tables agree --------
number = formatting.number
money = formatting.money


# ---- icons (drawn in a box from -50 to 50; scale to taste) --------------------------------------------
def closed_path(points) -> QPainterPath:
    """A closed outline through `points` (QPointF) in order."""
    p = QPainterPath()
    for i, pt in enumerate(points):
        if i == 0:
            p.moveTo(pt)
        else:
            p.lineTo(pt)
    p.closeSubpath()
    return p


def star_path(outer: float = 48, inner: float = 20, points: int = 5) -> QPainterPath:
    def corner(i: int) -> QPointF:
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        return QPointF(r * math.cos(a), r * math.sin(a))

    return closed_path(corner(i) for i in range(points * 2))


@lru_cache(maxsize=1)
def screen_icon() -> QPainterPath:
    """A folding screen of three panels: the cash behind it is hidden."""
    p = QPainterPath()
    for x, lean in ((-46, 8), (-14, -8), (18, 8)):
        panel = closed_path([
            QPointF(x, -36 + lean),
            QPointF(x + 28, -36 - lean),
            QPointF(x + 28, 40 - lean),
            QPointF(x, 40 + lean),
        ])
        p.addPath(panel)
    return p


@lru_cache(maxsize=1)
def bank_icon() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    roof = closed_path([QPointF(-50, -18), QPointF(0, -48), QPointF(50, -18)])
    p.addPath(roof)
    p.addRect(QRectF(-46, -16, 92, 8))
    for x in (-38, -16, 6, 28):
        p.addRect(QRectF(x, -6, 10, 38))
    p.addRect(QRectF(-50, 34, 100, 12))
    return p


@lru_cache(maxsize=1)
def robot_icon() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(p.fillRule().WindingFill)
    p.addRoundedRect(QRectF(-38, -26, 76, 60), 12, 12)
    p.addRect(QRectF(-4, -44, 8, 20))
    p.addEllipse(QPointF(0, -46), 8, 8)
    holes = QPainterPath()
    holes.addEllipse(QPointF(-15, 0), 9, 9)
    holes.addEllipse(QPointF(15, 0), 9, 9)
    holes.addRect(QRectF(-16, 18, 32, 6))
    return p.subtracted(holes)


# ---- seat banners: the band a player's name is written on -------------------------------------------------
#: The smallest text on any table, in scene units. Every table's scene is sized so that its view shows it at
#: 11 px or more in a window maximised on a 1280x720 screen (a scale of at least 0.647); `draw_text` never
#: shrinks text below it.
MIN_TEXT = 17.0
#: The narrowest letters a table writes (a font's stretch, in % of its width): narrower letters at the smallest
#: size read as smaller text than their neighbours' (board names at 66-75 % were taken for text under 11 px); a
#: text that does not fit at this width says less (a short form) or takes another line. (A game may allow less
#: where a value must stand beside a name on one row: see that game's own limits.)
MIN_STRETCH = 85
AA = 4.5  # WCAG AA contrast for text


class BannerLook:
    """The colours of a seat's banner: a band from `top` to `bottom`, the `ink` of the name, a quieter
    `soft` ink for a subtitle ("bot", "you"), and an `accent` ink for news ("thinking…"). Every ink reads on
    every point of the band at WCAG AA (4.5:1) or better: the band keeps the seat's hue and is made darker
    (under light ink) or lighter (under dark ink) only as far as that takes."""

    __slots__ = ("accent", "bottom", "ink", "soft", "top")

    #: The full ink's contrast on the band, so that a quieter ink still has 4.5:1.
    ROOM = 7.0

    def __init__(self, colour: QColor) -> None:
        h, sat, lightness, _ = colour.getHslF()
        h = max(h, 0.0)  # grey has no hue (-1)

        def band(lightness: float) -> tuple[QColor, QColor]:
            top = QColor.fromHslF(h, sat, max(0.0, min(1.0, lightness)))
            return top, QColor.fromHslF(h, sat, max(0.0, min(1.0, lightness - 0.08)))

        def fit(ink: QColor) -> tuple[float, QColor, QColor]:
            """How far the seat's lightness must move for `ink` to read, and the band it gives."""
            step = -0.02 if ink == look.LIGHT_INK else 0.02
            moved = 0.0
            top, bottom = band(lightness)
            while min(look.contrast(ink, top), look.contrast(ink, bottom)) < self.ROOM and abs(moved) < 1.2:
                moved += step
                top, bottom = band(lightness + moved)
            return abs(moved), top, bottom

        # whichever ink keeps the band closest to the seat's own colour (light ink when both are as close)
        options = [(*fit(ink), ink) for ink in (look.LIGHT_INK, look.DARK_INK)]
        _, top, bottom, ink = min(options, key=lambda option: option[0])
        light_ink = ink == look.LIGHT_INK
        self.top, self.bottom, self.ink = top, bottom, ink
        hardest = top if light_ink else bottom  # the end of the band where ink reads least well
        self.soft = look.soft_ink_on(hardest, AA + 0.2)
        self.accent = QColor("#ffe08a") if light_ink else QColor("#4a2400")
        if min(look.contrast(self.accent, top), look.contrast(self.accent, bottom)) < AA + 0.2:
            self.accent = ink

    def pairs(self) -> list[tuple[QColor, QColor]]:
        """Every (ink, band colour) pair drawn: what a contrast test checks."""
        return [(fg, bg) for fg in (self.ink, self.soft, self.accent) for bg in (self.top, self.bottom)]


#: How wide a focus ring is drawn round a whole panel on paper (a list the keyboard scrolls): the buttons' 2 px
#: round a panel as tall as the window read as its plain frame, not as "the keys are here".
PANEL_RING_PX = 3


def panel_focus_style(kind: str = "QListView") -> str:
    """The focus ring of a panel on paper that the keyboard reaches by Tab (the game log), for a style sheet:
    dark wood, `PANEL_RING_PX` wide, rounded as the theme's fields are; the same room kept clear while unfocused,
    so that nothing inside moves."""
    ring, px = FOCUS_RING_ON_PAPER.name(), PANEL_RING_PX
    return (f"{kind} {{ outline: none; border: {px}px solid transparent; border-radius: 6px; }}"
            f"{kind}:focus {{ border: {px}px solid {ring}; }}")
