"""The hexagonal time wheel: six spaces around a disc, every fund card a chip at its countdown, and its turns.

Space 0 is the arrow at the top; spaces 1-5 follow counter-clockwise, so that turning the wheel clockwise
brings cards towards the arrow. Chips stay upright (their numbers readable) and are packed into the sector
of their space once per wheel size, so no two chips ever overlap, nor a chip's space badge touch another
piece; the few chips of one space sit together in its sector, and only the arrow's chips ever sit over the
arrow (there a card reads as due this round). A wheel too crowded for full-size chips
(16 or more cards in a long game) shrinks all its chips alike, as little as it must (`LAYOUTS`). Turning
animates each chip along an arc around the centre, as if riding the disc, growing or shrinking it to the
new layout's size, and stops a chip that reaches the arrow early (the rules clamp a countdown at 0).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ponzi_desktop.ui.kit.pieces import Repainted, discard, draw_text
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.cards import BADGE_INSET, BADGE_R, CardItem, badge_inset
from ponzi_desktop.ui.ponzi.style import card_facts, number

translate = QCoreApplication.translate

#: The two forms of a chip: the whole card in brief (its value, what it pays, how often) and, for a crowded
#: wheel, the value alone.
FULL = (88.0, 68.0)
SMALL = (54.0, 40.0)
CHIP_W, CHIP_H = FULL
GAP = 5.0
BADGE_GAP = 3.0  # how far a chip's space badge keeps from any other piece
SIDE_MARGIN = 6.0  # the seat's area beside the wheel's zone, on each side (`PlayerArea`)
# Layouts tried in turn until every chip has its own place: (chip form, scale, how many sectors from its own
# a chip may stray). The whole card down to 0.9 (its smallest line is then 17.1 units, 11.3 px at
# 1280x720), then the value alone down to 0.64 (19 units); only then may chips stray further (their badge
# names their space; across the wheel only as a last resort), and only past that, on wheels no real game
# reaches, do values shrink below the table's smallest text: smaller, but every value still in view rather
# than chips stacked over each other.
LAYOUTS = ((FULL, 1.0, 1), (FULL, 0.9, 1), (SMALL, 1.0, 1), (SMALL, 0.86, 1), (SMALL, 0.74, 1), (SMALL, 0.64, 1),
           (SMALL, 0.64, 2), (SMALL, 0.64, 3), (SMALL, 0.54, 2), (SMALL, 0.54, 3), (SMALL, 0.46, 3),
           (SMALL, 0.4, 3))
READABLE = 0.64  # the smallest scale of the layouts above that keeps a value at the table's smallest text


def _sector(x: float, y: float) -> int:
    """The wheel space whose 60-degree sector holds the direction (x, y) (screen coordinates)."""
    ccw_from_top = math.degrees(math.atan2(-x, -y))  # 0 at the top, growing counter-clockwise
    return round(ccw_from_top / 60.0) % 6


def badge_out(inset: tuple[float, float]) -> tuple[float, float]:
    """How far a chip's space badge sticks out beyond its left and top edges (the badge is centred `inset`
    units right of and below the chip's top-left corner and keeps its size on the screen)."""
    return max(BADGE_R - inset[0], 0.0), max(BADGE_R - inset[1], 0.0)


@lru_cache(maxsize=32)
def candidates(w: float, top: float, bottom: float, inner: float, cw: float = CHIP_W, ch: float = CHIP_H,
               reach: int = 1, inset: tuple[float, float] | None = BADGE_INSET) -> tuple[tuple[tuple[float, float, float], ...], ...]:
    """For each space, the places (x, y, cost) a chip `cw` x `ch` units large may take, cheapest first: near
    the space's edge of the disc, in its own sector, or failing that in a sector up to `reach` spaces away
    (1: a neighbour, never across the wheel; the chip's badge still names its space). At reach 1 no chip but
    the arrow's strays over the arrow: a card there reads as due this round.

    The zone reaches `top` units above the disc's centre, `bottom` below and `w / 2` to each side;
    `inner` is the radius kept free for the disc, its numbers and the arrow. The chip's space badge (on its
    edge away from the disc, `inset` in from the corner: `badge_centre`) stays in the zone and out of that ring
    too: it may touch no other piece. Sectors are judged on a squeezed x axis so the top and bottom spaces may spread sideways where the
    zone is wide.
    """
    step = 8.0
    half_w, half_h = cw / 2, ch / 2
    out_x, out_y = (0.0, 0.0) if inset is None else badge_out(inset)
    scale = ch / CHIP_H  # how far from the disc the anchors sit follows the chip's height
    # the badge stays in the zone above (the tiles' counts are there) and may take half of the margin the
    # seat's area leaves beside it (`SIDE_MARGIN`)
    x1 = w / 2 - half_w - max(out_x - SIDE_MARGIN / 2, 0.0) - 2
    x0 = -x1
    y0, y1 = -top + half_h + out_y + 2, bottom - half_h - 2
    anchors = []
    for s in range(6):
        d = style.space_direction(s)
        anchors.append((d.x() * (inner + 40 * scale), d.y() * (inner + 28 * scale)))
    per_space: list[list[tuple[float, float, float]]] = [[] for _ in range(6)]
    nx, ny = int((x1 - x0) / step), int((y1 - y0) / step)
    strays = [(d, STRAY * abs(d)) for d in (1, -1, 2, -2, 3) if abs(d) <= reach]  # 3: across the wheel
    for i in range(nx + 1):
        x = x0 + i * step
        for j in range(ny + 1):
            y = y0 + j * step
            # the chip's nearest point to the centre must stay outside the disc's circle, and so must its badge's
            if _reach_in(x, y, half_w, half_h) < inner:
                continue
            if inset is not None and _reach_in(*badge_centre(x, y, half_w, half_h, inset), BADGE_R, BADGE_R) < inner:
                continue
            home = _sector(x * 0.62, y)
            for s, penalty in ((home, 0.0), *(((home + d) % 6, p) for d, p in strays)):
                if home == 0 and s != 0 and reach <= 1:
                    continue  # over the arrow a card reads as due now
                ax, ay = anchors[s]
                cost = (x - ax) ** 2 + 1.6 * (y - ay) ** 2 + penalty
                per_space[s].append((cost, x, y))
    return tuple(tuple((x, y, cost) for cost, x, y in sorted(c)) for c in per_space)


def badge_outside(x: float) -> bool:
    """Whether a chip centred `x` units right of the disc's centre wears its badge on its right edge: on the
    side away from the disc, so that it never faces the disc's numbers."""
    return x > 0


def badge_centre(x: float, y: float, half_w: float, half_h: float, inset: tuple[float, float]) -> tuple[float, float]:
    """Where the badge of a chip centred (x, y), `2 * half_w` x `2 * half_h` units, sits."""
    dx = half_w - inset[0]
    return (x + dx if badge_outside(x) else x - dx), y - half_h + inset[1]


def _reach_in(x: float, y: float, half_w: float, half_h: float) -> float:
    """How near to the disc's centre a box centred at (x, y) comes."""
    cx = max(abs(x) - half_w, 0.0)
    cy = max(abs(y) - half_h, 0.0)
    return math.hypot(cx, cy)


def _clear(cw: float, ch: float, inset: tuple[float, float] | None):
    """A test of whether a chip at the place `c` (x, y, ...) keeps clear of every chip in `placed`: the cards
    `GAP` apart, and each one's space badge `BADGE_GAP` clear of the other card and its badge.

    `place` asks this millions of times for a wheel of new cards, so the loop over `placed` is inside it (a call
    a pair cost a third of its time), `badge_centre` (and `badge_outside`) and the badge's distance to a card are
    written out here in the same arithmetic, and a pair farther apart than any of the tests can reach is passed
    at once: most pairs are, and the four tests said nothing about them."""
    limit_x, limit_y = cw + GAP * ch / CHIP_H, ch + GAP * ch / CHIP_H
    if inset is None:  # the cards alone

        def cards_clear(c, placed) -> bool:
            x, y = c[0], c[1]
            for p in placed:  # noqa: SIM110 - a loop: all() over a generator costs a third more here
                if abs(x - p[0]) < limit_x and abs(y - p[1]) < limit_y:
                    return False
            return True

        return cards_clear
    half_w, half_h = cw / 2, ch / 2
    near = (BADGE_R + BADGE_GAP) ** 2
    both = (2 * BADGE_R + BADGE_GAP) ** 2
    dx, inset_y = half_w - inset[0], inset[1]
    # Two chips this far apart across (or up and down) keep clear: each test below measures a distance that is
    # at least this one less what a badge sits off its chip's centre (`dx` across, `inset_y - half_h` up), and
    # asks for no more than a card's limit, two badges and a gap, or a half card, a badge and a gap; a unit
    # to spare, so that no rounding of those sums can pass a pair the tests would not
    far_x = max(limit_x, 2 * abs(dx) + 2 * BADGE_R + BADGE_GAP, abs(dx) + half_w + BADGE_R + BADGE_GAP) + 1.0
    far_y = max(limit_y, 2 * BADGE_R + BADGE_GAP, abs(inset_y - half_h) + half_h + BADGE_R + BADGE_GAP) + 1.0

    def clear(c, placed) -> bool:
        x, y = c[0], c[1]
        bx, by = (x + dx if x > 0 else x - dx), y - half_h + inset_y
        for p in placed:
            px, py = p[0], p[1]
            ax, ay = abs(x - px), abs(y - py)
            if ax >= far_x or ay >= far_y:
                continue
            if ax < limit_x and ay < limit_y:
                return False
            qx, qy = (px + dx if px > 0 else px - dx), py - half_h + inset_y
            if (bx - qx) ** 2 + (by - qy) ** 2 < both:
                return False
            # this chip's badge against that card, and that chip's badge against this card (`BADGE_GAP` from it)
            ex, ey = abs(bx - px) - half_w, abs(by - py) - half_h
            ex, ey = (ex if ex > 0.0 else 0.0), (ey if ey > 0.0 else 0.0)
            if ex * ex + ey * ey < near:
                return False
            ex, ey = abs(qx - x) - half_w, abs(qy - y) - half_h
            ex, ey = (ex if ex > 0.0 else 0.0), (ey if ey > 0.0 else 0.0)
            if ex * ex + ey * ey < near:
                return False
        return True

    return clear


#: The ways `place` tries, in turn: (the order in which the spaces choose, whether a space with a few chips
#: takes its places as one group). Grouped first, the busiest kinds first (new cards sit at 3-5), then round
#: the wheel from the arrow; last the spaces taking turns, a place each, as a crowded wheel needs.
FILLS = (((3, 4, 2, 5, 1, 0), True), ((1, 5, 2, 4, 3, 0), True), ((3, 4, 2, 5, 1, 0), False))
GROUP = 3  # a space with up to this many chips may take its places as one group (more: a crowded wheel)
STRAY = 9000.0  # what a place in a neighbour's sector costs more than one in the chip's own
GROUP_FIRSTS = 60  # how many of its cheapest free places a group tries as its first


@lru_cache(maxsize=4096)
def place(w: float, top: float, bottom: float, inner: float, demand: tuple[int, ...], cw: float = CHIP_W,
          ch: float = CHIP_H, reach: int = 1, inset: tuple[float, float] | None = BADGE_INSET
          ) -> tuple[tuple[tuple[float, float], ...], ...]:
    """Places for `demand[s]` chips (`cw` x `ch` units) in each space s (fewer where the zone is full), no chip
    nor badge touching another.

    Two ways are tried in a few orders of the spaces, and the one that places the most chips at the least cost
    (its strays into other sectors the dearest) is kept: spaces taking turns, each its best free place (what a
    crowded wheel needs), and spaces taking all their places at once, a few chips as one group: two cards due
    together sit side by side in their own sector rather than the first on the space's mark and the second
    pushed into a neighbour's.
    """
    cands = candidates(w, top, bottom, inner, cw, ch, reach, inset)
    clear = _clear(cw, ch, inset)
    wanted = sum(demand)
    best = None
    for order, grouped in FILLS:
        if grouped and not any(1 < k <= GROUP for k in demand):
            continue
        chosen, cost = _fill(cands, demand, order, clear, grouped)
        key = (-sum(len(c) for c in chosen), cost)
        if best is None or key < best[0]:
            best = (key, chosen)
        if -key[0] == wanted and cost < STRAY:
            break  # every chip in its own sector: no other way reads better
    return tuple(tuple((x, y) for x, y, _ in c) for c in best[1])


def _fill(cands, demand, order, clear, grouped: bool) -> tuple[list[list[tuple[float, float, float]]], float]:
    chosen: list[list[tuple[float, float, float]]] = [[] for _ in range(6)]
    placed: list[tuple[float, float, float]] = []
    left = list(demand)
    if grouped:
        for s in order:
            if 0 < left[s] <= GROUP:
                group = _group(cands[s], left[s], placed, clear)
                chosen[s] += group
                placed += group
                left[s] -= len(group)
    ptr = [0] * 6  # a place that overlaps a chip once always will, so each space's list is walked only once
    grew = True
    while grew:
        grew = False
        for s in order:
            if left[s] <= 0:
                continue
            lst = cands[s]
            i = ptr[s]
            while i < len(lst):
                c = lst[i]
                i += 1
                if clear(c, placed):
                    chosen[s].append(c)
                    placed.append(c)
                    left[s] -= 1
                    grew = True
                    break
            ptr[s] = i
    return chosen, sum(c[2] for c in placed)


def _group(lst, k: int, placed, clear) -> list[tuple[float, float, float]]:
    """Up to `k` free places from `lst` (cheapest first) for one space's chips, chosen together: every free
    place is tried as the group's first, the rest added cheapest first; the cheapest whole group wins (a
    first place dearer than the best group so far cannot start a cheaper one)."""
    free = [c for c in lst if clear(c, placed)]
    best: list = []
    best_key = None
    for first in free[:GROUP_FIRSTS]:
        if best_key is not None and (k == 1 or (best_key[0] == -k and first[2] >= best_key[1])):
            break
        group = [first]
        for c in free:
            if len(group) == k:
                break
            if clear(c, group):
                group.append(c)
        key = (-len(group), sum(c[2] for c in group))
        if best_key is None or key < best_key:
            best, best_key = group, key
    return best


class DiscItem(QGraphicsObject):
    """The turning hexagon: wood with six spokes (symmetric under a 60-degree turn, so resetting is invisible)."""

    def __init__(self, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        grad = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.5)
        grad.setColorAt(0, QColor("#c98f55"))
        grad.setColorAt(1, QColor("#7a4a26"))
        painter.setPen(QPen(QColor("#3b220f"), 3))
        painter.setBrush(QBrush(grad))
        painter.drawPath(style.hexagon(r))
        painter.setPen(QPen(QColor(60, 30, 10, 110), 2))
        for i in range(6):
            a = math.radians(60 * i + 30)
            painter.drawLine(QPointF(0, 0), QPointF(r * 0.8 * math.cos(a), r * 0.8 * math.sin(a)))
        painter.setPen(QPen(QColor("#3b220f"), 2))
        painter.setBrush(QColor("#e8c27a"))
        painter.drawEllipse(QPointF(0, 0), r * 0.22, r * 0.22)


class DialMark(QGraphicsItem):
    """Where the wheel's fixed dial lies (the disc, its space numbers and the arrow), for a lesson to point at:
    it paints nothing and takes no mouse button."""

    def __init__(self, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.radius, -self.radius, 2 * self.radius, 2 * self.radius)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        pass


class WheelItem(Repainted, QGraphicsObject):
    """A player's time wheel in a w x h zone centred on its position."""

    def __init__(self, w: float, h: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._w, self._h = w, h
        self.radius = max(36.0, min(60.0, min(w, h) * 0.18))
        self.apothem = self.radius * math.sqrt(3) / 2
        self.inner = self.apothem + 27
        # the disc sits above the middle: space 0 (the arrow) only holds cards for a moment, while
        # spaces 2-4 below hold most of them
        self.top = max(self.inner + CHIP_H + 8, h * 0.42)
        self.disc_y = -h / 2 + self.top
        self.disc = DiscItem(self.radius, self)
        self.disc.setPos(0, self.disc_y)
        self.dial = DialMark(self.inner, self)  # the disc with its numbers and arrow (a lesson's anchor)
        self.dial.setPos(0, self.disc_y)
        self.chips: dict[int, CardItem] = {}
        self.cards: list[tuple[int, int]] = []
        self.bears = 18
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: ARG002
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(0, self.disc_y)
        # the fixed ring around the disc: space numbers and the arrow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawEllipse(QPointF(0, 0), self.inner - 2, self.inner - 2)
        ring = self.apothem + 15
        for s in range(1, 6):
            d = style.space_direction(s)
            c = QPointF(d.x() * ring, d.y() * ring)
            draw_text(painter, QRectF(c.x() - 12, c.y() - 11, 24, 22), number(s), 18, style.TEXT_ON_FELT, True)
        tip = -self.apothem - 3
        arrow = [QPointF(-11, tip - 19), QPointF(11, tip - 19), QPointF(0, tip)]
        painter.setPen(QPen(QColor("#5a3d00"), 1.5))
        painter.setBrush(style.GOLD)
        painter.drawPolygon(arrow)

    def visible_texts(self) -> list[str]:
        return [number(s) for s in range(1, 6)]

    def arrow_top(self) -> float:
        """The top of the arrow over space 0, in the wheel's coordinates."""
        return self.disc_y - self.apothem - 3 - 19

    # ---- layout -------------------------------------------------------------------------------------
    def arrange(self, cards: list[tuple[int, int]]) -> tuple[tuple[float, float], float, dict[int, QPointF]]:
        """The chips' form and scale, and where each card's chip sits for these (card, countdown) pairs."""
        by_space: dict[int, list[int]] = {}
        for card, countdown in cards:
            by_space.setdefault(min(max(countdown, 0), 5), []).append(card)
        demand = tuple(len(by_space.get(s, ())) for s in range(6))
        bottom = self._h - self.top
        # badges clear of every other piece while the values can stay at the table's smallest text; past that
        # a badge may touch a neighbour rather than every value shrinking below it
        tries = [(layout, True) for layout in LAYOUTS if layout[1] >= READABLE] + [(layout, False) for layout in LAYOUTS]
        for (form, scale, reach), badges in tries:
            inset = badge_inset(form[1] >= 60, scale)
            slots = place(self._w, self.top, bottom, self.inner, demand, form[0] * scale, form[1] * scale, reach,
                          (inset[0] * scale, inset[1] * scale) if badges else None)
            if all(len(slots[s]) >= demand[s] for s in range(6)):
                break
        cw, ch = form[0] * scale, form[1] * scale
        out: dict[int, QPointF] = {}
        for space, members in by_space.items():
            places = slots[space] or (self._fallback(space, cw, ch),)
            for i, card in enumerate(sorted(members)):
                if i < len(places):
                    x, y = places[i]
                elif space == 0:  # the arrow, only for a moment: spread sideways above the disc
                    x, y = places[-1]
                    k = i - len(places) + 1
                    x = x + (cw * 0.6) * ((k + 1) // 2) * (1 if k % 2 else -1)
                    y = y - 10 * scale * k
                else:  # beyond any sensible wheel: overlap the last place, each showing its value line
                    x, y = places[-1]
                    k = i - len(places) + 1
                    x, y = x + 4 * scale * k, y + ch * 0.5 * k
                out[card] = QPointF(x, y + self.disc_y)
        return form, scale, out

    def layout(self, cards: list[tuple[int, int]]) -> dict[int, QPointF]:
        """Where each card's chip sits for these (card, countdown) pairs."""
        return self.arrange(cards)[2]

    def _fallback(self, space: int, cw: float, ch: float) -> tuple[float, float]:
        """Where chips go when the zone has no free place left for this space: just outside its edge."""
        d = style.space_direction(space)
        return d.x() * (self.inner + cw / 2), d.y() * (self.inner + ch / 2)

    def slot_for(self, card: int, countdown: int) -> QPointF:
        """Scene position where a new chip for `card` at `countdown` will sit."""
        pos = self.layout([*self.cards, (card, countdown)])[card]
        return self.mapToScene(pos)

    def slot_width(self, card: int, countdown: int) -> float:
        """How wide the chips are once a new chip for `card` at `countdown` sits on the wheel (a card flying
        in shrinks to it)."""
        form, scale, _ = self.arrange([*self.cards, (card, countdown)])
        return form[0] * scale

    def chip_scene_pos(self, card: int) -> QPointF | None:
        chip = self.chips.get(card)
        return None if chip is None else chip.scenePos()

    def set_cards(self, cards: list[tuple[int, int]], bears: int) -> None:
        """Show exactly these (card, countdown) pairs, chips at rest, no glow."""
        self.cards = list(cards)
        self.bears = bears
        wanted = {c for c, _ in cards}
        for card in [c for c in self.chips if c not in wanted]:
            discard(self.chips.pop(card))
        form, scale, places = self.arrange(cards)
        for card, countdown in cards:
            chip = self.chips.get(card)
            if chip is None or chip.facts.bear != card_facts(card, bears).bear:
                discard(chip)
                chip = CardItem(card_facts(card, bears), *FULL, compact=True, parent=self)
                self.chips[card] = chip
            chip.set_countdown(countdown)
            chip.setPos(places[card])
            chip.set_badge_outside(badge_outside(places[card].x()))
            chip.setZValue(10 + (places[card].y() + 500) / 1000)  # lower chips on top: overlaps show values
            chip.set_glow(None)
            chip.setVisible(True)
            chip.setOpacity(1.0)
            chip.set_chip(form, scale)
        self.disc.setRotation(0)

    # ---- animations ---------------------------------------------------------------------------------
    def turn_animation(self, steps: int, duration: int) -> QVariantAnimation:
        """Turn the disc `steps` spaces clockwise; each chip rides along until it reaches the arrow."""
        after = [(c, max(cd - steps, 0)) for c, cd in self.cards]
        form, scale, target = self.arrange(after)
        centre = QPointF(0, self.disc_y)
        paths = []
        for card, cd in self.cards:
            chip = self.chips.get(card)
            if chip is None:
                continue
            p0, p1 = chip.pos() - centre, target[card] - centre
            r0, a0 = math.hypot(p0.x(), p0.y()), math.atan2(p0.y(), p0.x())
            r1, a1 = math.hypot(p1.x(), p1.y()), math.atan2(p1.y(), p1.x())
            turn = math.radians(60 * min(steps, cd))  # clockwise on screen is a growing angle (y points down)
            off = (a1 - (a0 + turn) + math.pi) % (2 * math.pi) - math.pi
            # a chip changing form (a wheel getting crowded) grows or shrinks to its new width on the way
            paths.append((chip, r0, r1, a0, turn + off, chip.scale(), form[0] * scale / chip.rect.width()))
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(t: float) -> None:
            self.disc.setRotation(60 * steps * t)
            for chip, r0, r1, a0, delta, s0, s1 in paths:
                r = r0 + (r1 - r0) * t
                a = a0 + delta * t
                chip.setPos(r * math.cos(a), self.disc_y + r * math.sin(a))
                chip.setScale(s0 + (s1 - s0) * t)

        anim.valueChanged.connect(step)

        def done() -> None:
            self.disc.setRotation(0)
            self.cards = after
            for card, cd in after:
                if card in self.chips:
                    self.chips[card].set_countdown(cd)
                    self.chips[card].set_chip(form, scale)
                    self.chips[card].set_badge_outside(badge_outside(target[card].x()))

        anim.finished.connect(done)
        return anim

    def move_animation(self, cards: list[tuple[int, int]], duration: int) -> QVariantAnimation:
        """Slide the chips to where these (card, countdown) pairs sit (due cards going back to their period)."""
        form, scale, target = self.arrange(cards)
        moves = [(chip, chip.pos(), target[c], chip.scale(), form[0] * scale / chip.rect.width())
                 for c, chip in self.chips.items() if c in target]
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.InOutQuad)

        def step(t: float) -> None:
            for chip, p0, p1, s0, s1 in moves:
                chip.setPos(p0 + (p1 - p0) * t)
                chip.setScale(s0 + (s1 - s0) * t)

        anim.valueChanged.connect(step)

        def done() -> None:
            self.cards = list(cards)
            for c, cd in cards:
                if c in self.chips:
                    self.chips[c].set_countdown(cd)
                    self.chips[c].set_chip(form, scale)
                    self.chips[c].set_badge_outside(badge_outside(target[c].x()))

        anim.finished.connect(done)
        return anim

    def glow_cards(self, cards: list[int], kind: str | None) -> None:
        for c in cards:
            chip = self.chips.get(c)
            if chip is not None:
                chip.set_glow(kind)

    def due_this_round(self, steps: int = 1) -> int:
        """The interest this wheel pays at the end of this round: the cards `steps` or fewer spaces from the
        arrow (the wheels turn one space at the end of a round, two after a market crash)."""
        return sum(card_facts(c, self.bears).interest for c, cd in self.cards if cd <= steps)

    def due_line(self, steps: int = 1) -> str:
        """The line under the wheel: what falls due at the end of this round (public, as the wheels are)."""
        due = self.due_this_round(steps)
        if not due:
            return translate("PonziTable", "Nothing due this round")
        return translate("PonziTable", "Due this round: %1").replace("%1", style.money(due))

    def due_text(self, steps: int = 1) -> str:
        """What falls due at the end of this round, for the area's tooltip."""
        return translate("PonziTable", "Interest due at the end of this round: %1").replace(
            "%1", style.money(self.due_this_round(steps)))
