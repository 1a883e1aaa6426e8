"""What a lesson's step looks like on the table: a callout (a note in the table's look with the step's words and
the lesson's buttons) and a spotlight (a lit ring round each piece the step is about, and an arrow from the
callout to the first of them).

`place` chooses where the callout goes: beside the piece it points at if there is room, else where it covers
none of the step's pieces, as near to them as it can: a callout never hides what it talks about.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.look import BUTTON_STYLE

#: The gap between a callout and the piece it points at, and between it and the room's edge (pixels at scale 1).
GAP = 18
#: The callout's width at scale 1 (a 1280x720 window), and a small note's (who plays while the others play).
WIDTH, COMPACT_WIDTH = 360, 220
RING = QColor("#ffd54a")
#: Of the places that cover least, ranked by what they cover of what the table values, how many have their arrow
#: drawn at most (drawing one is the costly part of placing a note)
ARROWS_DRAWN = 24
#: The callout's other widths, against its usual one (`Callout.shapes`): wider and shorter, then narrower.
SHAPES = (1.0, 1.2, 1.4, 0.88, 1.65)


def covered_area(r: QRect, rects: Sequence[QRect]) -> int:
    """How many pixels of `rects` the rectangle `r` covers (overlaps counted once per rect)."""
    if r.width() <= 0 or r.height() <= 0:  # Qt's own reckoning for a rect turned inside out
        return sum(max(0, r.intersected(k).width()) * max(0, r.intersected(k).height()) for k in rects)
    x0, y0 = r.x(), r.y()
    x1, y1 = x0 + r.width(), y0 + r.height()
    total = 0
    for k in rects:
        kw, kh = k.width(), k.height()
        if kw <= 0 or kh <= 0:
            total += max(0, r.intersected(k).width()) * max(0, r.intersected(k).height())
            continue
        kx, ky = k.x(), k.y()
        w = min(x1, kx + kw) - max(x0, kx)
        if w > 0:
            h = min(y1, ky + kh) - max(y0, ky)
            if h > 0:
                total += w * h
    return total


def covered_areas(candidates: Sequence[QRect], rects: Sequence[QRect]) -> list[int]:
    """`covered_area` of each candidate, the same numbers: `rects`' edges are read from Qt once for them all (a
    note's placing weighs a hundred candidates against a table's hundred rects: reading each rect's edges again
    for every candidate was most of its time)."""
    odd = [k for k in rects if k.width() <= 0 or k.height() <= 0]  # inside out: Qt's own reckoning, as there
    boxes = [(k.x(), k.y(), k.x() + k.width(), k.y() + k.height()) for k in rects
             if k.width() > 0 and k.height() > 0]
    out = []
    for r in candidates:
        if r.width() <= 0 or r.height() <= 0:
            out.append(covered_area(r, rects))
            continue
        x0, y0 = r.x(), r.y()
        x1, y1 = x0 + r.width(), y0 + r.height()
        total = covered_area(r, odd) if odd else 0
        for kx0, ky0, kx1, ky1 in boxes:
            w = (x1 if x1 < kx1 else kx1) - (x0 if x0 > kx0 else kx0)
            if w > 0:
                h = (y1 if y1 < ky1 else ky1) - (y0 if y0 > ky0 else ky0)
                if h > 0:
                    total += w * h
        out.append(total)
    return out


def place(size: QSize, anchors: Sequence[QRect], room: QRect, gap: int = GAP, avoid: Sequence[QRect] = (),
          scale: float = 1.0, uncovered: Sequence[QRect] = (), texts: Sequence[QRect] = (),
          others: Sequence[QSize] = (), below: int = 0, valued: Sequence[QRect] = (), thorough: bool = False) -> QRect:
    """Where a callout of `size` goes in `room`: beside the first anchor (right, left, below, above) or at the
    room's corners and edges, the place that covers no anchor (each with `gap` round it), no `avoid` rect
    (a dialog open over the table, the learner's own pieces, the values the step names) and no `uncovered` one
    (the seats' name plates, which its arrow may cross; covering one of those is better than covering a piece
    the step talks about), whose arrow to the first anchor (its curve and its head) crosses the fewest `avoid`
    rects on its way, but for those that hold the anchor (`holds`), then the fewest of the table's `texts` (its
    labels: "Row 2", "Bank"; a note with no anchor: the fewest it covers), and that lies nearest the first
    anchor; when every place covers one, the place that covers least.

    `others`: the other shapes the callout may take (its words wrapped wider and shorter, or narrower and
    taller), tried in turn when no place for the shapes before leaves everything in sight and its arrow clear:
    the first shape that has such a place is taken (a note a few pixels too wide for the one gap beside its
    piece, or too tall for the band between a board and the seats, fits there in another shape); when none has,
    the place that covers least, of the first shape that covers that little. The rect returned has the shape's
    size (its width and height at most the room's).

    `below`: of `size`'s height, the room kept under the callout for words it may grow by (a refusal): the
    place covers nothing there either, and its arrow, drawn from the callout above it, crosses nothing either
    way (before and after it grows).

    `valued`: what the table says a player reads to decide (the others' wheels and cards, the market's prices,
    the status line, the tracks): a place covers none of it where it can; else, of the places that cover least of
    the anchors, `avoid` and `uncovered` and whose arrow crosses least, the one that covers fewest pixels of it
    (the bare felt and what the table does not list cost nothing). `thorough`: where no place of the first shape
    leaves all in sight, it is looked for beside each thing it leaves in sight as well (dearer: a note's last
    try)."""
    best: tuple[tuple, QRect] | None = None
    for shape in [size, *others]:
        rect, cost = _place(shape, anchors, room, gap, avoid, scale, uncovered, texts, below, valued,
                            thorough and shape is size)
        if cost == ((0, 0), 0, 0):
            return rect
        if best is None or cost < best[0]:
            best = cost, rect
    return best[1]


def _place(size: QSize, anchors: Sequence[QRect], room: QRect, gap: int, avoid: Sequence[QRect], scale: float,
           uncovered: Sequence[QRect], texts: Sequence[QRect],
           below: int = 0, valued: Sequence[QRect] = (),
           thorough: bool = False) -> tuple[QRect, tuple[tuple[int, int], int, int]]:
    """`place` for one shape: the place, and what it costs (what it covers of the anchors and `avoid`, of
    `uncovered`; how much of its arrow crosses `avoid`; what it covers of `valued`)."""
    w, h = min(size.width(), room.width()), min(size.height(), room.height())

    def clamp(x: float, y: float) -> QRect:
        x = max(room.left(), min(round(x), room.right() - w + 1))
        y = max(room.top(), min(round(y), room.bottom() - h + 1))
        return QRect(x, y, w, h)

    candidates: list[QRect] = []
    if anchors:
        a = anchors[0]
        cx, cy = a.center().x(), a.center().y()
        candidates += [clamp(a.right() + gap, cy - h / 2), clamp(a.left() - gap - w, cy - h / 2),
                       clamp(cx - w / 2, a.bottom() + gap), clamp(cx - w / 2, a.top() - gap - h)]
        for f in (0.0, 0.25, 0.75, 1.0):  # beside it but slid along: round a value named next to it
            candidates += [clamp(a.right() + gap, a.top() - h + f * (a.height() + h)),
                           clamp(a.left() - gap - w, a.top() - h + f * (a.height() + h)),
                           clamp(a.left() - w + f * (a.width() + w), a.bottom() + gap),
                           clamp(a.left() - w + f * (a.width() + w), a.top() - gap - h)]
    g = gap
    for margin in (g, 0):  # off the room's edges, and flush with them (a board's edge may be bare felt)
        for fx in (0, 0.25, 0.5, 0.75, 1):
            for fy in (0, 0.25, 0.5, 0.75, 1):
                candidates.append(clamp(room.left() + margin + fx * (room.width() - w - 2 * margin),
                                        room.top() + margin + fy * (room.height() - h - 2 * margin)))
    hard = [a.adjusted(-gap // 2, -gap // 2, gap // 2, gap // 2) for a in anchors] + list(avoid)
    kept = hard + list(uncovered)
    # flush against what it must leave in sight: the one band between a board and the seats' name plates may
    # be just the callout's height (at 1280x720, between a table's market and the plates)
    xs = [room.left() + g + fx * (room.width() - w - 2 * g) for fx in (0, 0.25, 0.5, 0.75, 1)]
    for k in kept:
        for y in (k.bottom() + 1, k.top() - h):
            candidates += [clamp(x, y) for x in [*xs, k.left(), k.right() - w + 1]]
    target = QPointF(anchors[0].center()) if anchors else QPointF(room.center())
    # the arrow may enter what holds its target (the learner's area round their own card), nothing else: not a
    # piece on the target's edge (the pawn on the space), whatever it overlaps
    in_the_way = [k for k in avoid if not anchors or not holds(k, anchors[0])]

    way = _bounds(in_the_way)
    words = _bounds(texts)
    # what the table values, which the arrow keeps off where a way does (not what holds the piece it points at)
    passed = [k for k in valued if not anchors or not holds(k, anchors[0])]
    sights = _bounds(passed)

    def score(r: QRect) -> tuple[int, int, int, float]:  # after what it covers: what its arrow crosses, how far
        crossed = over_valued = over_text = 0
        if anchors and (way or words or sights):
            note = r.adjusted(0, 0, 0, -min(below, r.height() - 1))
            points = [(pt.x(), pt.y()) for pt in arrow_points(note, anchors[0], scale, in_the_way, passed)]
            crossed = _count_inside(points, way)
            over_valued = _count_inside(points, sights)
            over_text = _count_inside(points, words)
            if below:  # and once it has grown into the room kept under it
                crossed += _count_inside([(pt.x(), pt.y()) for pt in arrow_points(r, anchors[0], scale, in_the_way,
                                                                                    passed)], way)
        elif not anchors:
            over_text = covered_area(r, texts)
        c = QPointF(r.center())
        return crossed, over_valued, over_text, math.hypot(c.x() - target.x(), c.y() - target.y())

    # the cheap part of the score first (what it covers): only the places that cover least have their arrow
    # drawn (the costly part), each place once; the first of the best wins, as `min` over every place would pick.
    # The score: what its arrow crosses, then what it covers of `valued`, what its arrow crosses of `valued` and
    # of the table's words, how far: the places' arrows are drawn from the one that covers least of `valued` on, until one
    # crosses nothing (the places that cover more cannot beat it), of the first ARROWS_DRAWN of them at most where `valued` ranks them
    def pick(candidates: list[QRect]) -> tuple[QRect, tuple[tuple[int, int], int, int]]:
        unique: dict[tuple[int, int, int, int], QRect] = {}
        for r in candidates:
            unique.setdefault((r.x(), r.y(), r.width(), r.height()), r)
        places = list(unique.values())
        cheap = dict(zip(unique, zip(covered_areas(places, hard), covered_areas(places, uncovered), strict=True),
                         strict=True))
        least = min(cheap.values())
        tied = [key for key in unique if cheap[key] == least]
        value = dict(zip(tied, covered_areas([unique[key] for key in tied], valued), strict=True))
        scores: dict[tuple[int, int, int, int], tuple[int, int, int, int, float]] = {}
        bound = None
        for n, key in enumerate(sorted(tied, key=value.__getitem__)):
            if bound is not None and value[key] > bound or valued and n >= ARROWS_DRAWN and scores:
                break
            crossed, over_valued, over_text, far = score(unique[key])
            scores[key] = crossed, value[key], over_valued, over_text, far
            if crossed == 0 and bound is None:
                bound = value[key]
        best, best_score = candidates[0], None
        for r in candidates:
            key = (r.x(), r.y(), r.width(), r.height())
            if key in scores and (best_score is None or scores[key] < best_score):
                best, best_score = r, scores[key]
        return best, (least, *(best_score[:2] if best_score is not None else (0, 0)))

    best = pick(candidates)
    if best[1] == ((0, 0), 0, 0) or not valued or not thorough:
        return best
    # no place of these leaves all in sight: beside each thing it leaves in sight as well (the bare felt between
    # a seat's pieces and the board's edge, say), the places of before first
    ys = [room.top() + m + fy * (room.height() - h - 2 * m) for m in (g, 0) for fy in (0, 0.25, 0.5, 0.75, 1)]
    more: dict[tuple[int, int], QRect] = {}
    for k in kept + list(valued):
        for x in (k.right() + 1, k.left() - w):
            for y in ys:
                r = clamp(x, y)
                more.setdefault((r.x(), r.y()), r)
        for y in (k.bottom() + 1, k.top() - h):
            for x in [*xs, k.left(), k.right() - w + 1]:
                r = clamp(x, y)
                more.setdefault((r.x(), r.y()), r)
    return pick(candidates + list(more.values()))


def _bounds(rects: Sequence[QRect]) -> list[tuple[float, float, float, float]]:
    """The rects' edges as `QRectF(rect).contains` sees them (left, right, top, bottom; none for an empty one)."""
    out = []
    for k in rects:
        x0, x1, y0, y1 = k.x(), k.x() + k.width(), k.y(), k.y() + k.height()
        if x0 != x1 and y0 != y1:
            out.append((min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)))
    return out


def _count_inside(points: Sequence[tuple[float, float]], bounds: Sequence[tuple[float, float, float, float]]) -> int:
    """How many of `points` lie in any of `bounds`: only the bounds that meet the points' own bounding box are
    looked at (a note's placing scores hundreds of arrows against a table's hundred rects)."""
    if not points or not bounds:
        return 0
    lo_x, hi_x = min(x for x, _ in points), max(x for x, _ in points)
    lo_y, hi_y = min(y for _, y in points), max(y for _, y in points)
    near = [b for b in bounds if b[0] <= hi_x and b[1] >= lo_x and b[2] <= hi_y and b[3] >= lo_y]
    return sum(_inside(x, y, near) for x, y in points) if near else 0


def _inside(x: float, y: float, bounds: Sequence[tuple[float, float, float, float]]) -> bool:
    """Whether the point lies in any of `bounds` (`_bounds`): `QRectF.contains`, without a call into Qt."""
    return any(x0 <= x <= x1 and y0 <= y <= y1 for x0, x1, y0, y1 in bounds)


def arrow_target(anchor: QRect, scale: float) -> QRectF:
    """Where the arrow to `anchor` ends: just outside its ring."""
    s = scale
    return QRectF(anchor).adjusted(-8 * s, -8 * s, 8 * s, 8 * s)


def arrow_curve(box: QRectF, target: QRectF, scale: float, clear: Sequence[QRectF] = (),
                prefer: Sequence[QRectF] = ()) -> tuple[QPointF, QPointF, QPointF] | None:
    """The arrow from the callout `box` to `target`: its start on the callout's edge, its bend, and its end on
    the target's side that faces the callout, off its corners and square to it: the head points into the piece,
    never at a corner beside it where a neighbour is as near (None when they touch: no arrow). When its head or
    its way there would lie on a piece kept `clear` (the pawn standing at the space's edge), it comes in by
    another side facing the callout, or from near an end of the callout's edge, or from a quarter of the way
    along it, that keeps clear of it, if one does. `prefer`: what it keeps off as well where one of those ways
    does (what the table values: the others' cards, the prices), the first such way taken before the first
    that keeps clear only."""
    tc = target.center()
    start = QPointF(min(max(tc.x(), box.left()), box.right()), min(max(tc.y(), box.top()), box.bottom()))
    sides = _entries(start, tc, target, 24 * scale)
    if not sides or math.hypot(sides[0][0].x() - start.x(), sides[0][0].y() - start.y()) < 12 * scale:
        return None
    curves = [(start, _bend(start, end, axis), end) for end, axis in sides]
    if not clear and not prefer:
        return curves[0]
    # another way in: from the same edge of the callout, near either of its ends (off its rounded corners), then
    # a quarter of the way along it from either end
    r = 16 * scale
    if start.y() in (box.top(), box.bottom()):
        starts = [QPointF(box.left() + r, start.y()), QPointF(box.right() - r, start.y())]
        quarters = [QPointF(box.left() + f * box.width(), start.y()) for f in (0.25, 0.5, 0.75)]
    else:
        starts = [QPointF(start.x(), box.top() + r), QPointF(start.x(), box.bottom() - r)]
        quarters = [QPointF(start.x(), box.top() + f * box.height()) for f in (0.25, 0.5, 0.75)]
    for group in (starts, quarters):
        for other in sorted(group, key=lambda p: math.hypot(p.x() - tc.x(), p.y() - tc.y())):
            if other != start:
                curves += [(other, _bend(other, end, axis), end)
                           for end, axis in _entries(other, tc, target, 24 * scale)]
    ways = [(curve, _along(curve, scale)) for curve in curves]
    ways = [(curve, along) for curve, along in ways if not _meets(along, clear)]
    if ways and prefer:  # of the ways clear, the one over the least of `prefer` (the first of those)
        return min(ways, key=lambda way: _count_met(way[1], prefer))[0]
    if ways:
        return ways[0][0]
    return _short(curves[0], target, clear, scale) if clear else curves[0]


def _count_met(points: Sequence[QPointF], rects: Sequence[QRectF]) -> int:
    """How many of `points` lie in any of `rects` (`QRectF.contains`)."""
    xs, ys = [pt.x() for pt in points], [pt.y() for pt in points]
    box = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys))).adjusted(-1, -1, 1, 1)
    near = [k for k in rects if k.intersects(box)]
    return sum(any(k.contains(pt) for k in near) for pt in points) if near else 0


def _short(curve: tuple[QPointF, QPointF, QPointF], target: QRectF, clear: Sequence[QRectF],
           scale: float) -> tuple[QPointF, QPointF, QPointF]:
    """No way in keeps clear: the arrow stops at the edge of what lies against the piece on its way (its price tag
    under it), pointing on into the piece, rather than ending on it."""
    start, bend, end = curve
    vertical = bend.x() == end.x()  # it comes in square to a top or bottom side
    for k in clear:
        if not k.intersects(target) or not _meets(_along(curve, scale), [k]):
            continue
        if vertical and k.left() <= end.x() <= k.right():
            y = k.bottom() + 1 if start.y() > end.y() else k.top() - 1
            end = QPointF(end.x(), y if abs(y - start.y()) < abs(end.y() - start.y()) else end.y())
        elif not vertical and k.top() <= end.y() <= k.bottom():
            x = k.right() + 1 if start.x() > end.x() else k.left() - 1
            end = QPointF(x if abs(x - start.x()) < abs(end.x() - start.x()) else end.x(), end.y())
    if math.hypot(end.x() - start.x(), end.y() - start.y()) < 12 * scale:
        return curve
    return start, _bend(start, end, 1 if vertical else 0), end


def _meets(points: Sequence[QPointF], rects: Sequence[QRectF]) -> bool:
    """Whether any of `points` lies in any of `rects` (`QRectF.contains`), looking only at the rects that meet the
    points' bounding box: most of a table's pieces lie far from one arrow."""
    if not points or not rects:
        return False
    xs, ys = [pt.x() for pt in points], [pt.y() for pt in points]
    box = QRectF(QPointF(min(xs), min(ys)), QPointF(max(xs), max(ys))).adjusted(-1, -1, 1, 1)
    return any(k.contains(pt) for k in rects if k.intersects(box) for pt in points)


def _bend(start: QPointF, end: QPointF, axis: int) -> QPointF:
    """The curve's pull: it comes in square to the side it ends on, so its head points into the piece."""
    if axis == 0:
        return QPointF((start.x() + end.x()) / 2, end.y())
    return QPointF(end.x(), (start.y() + end.y()) / 2)


def _entries(start: QPointF, centre: QPointF, rect: QRectF, margin: float) -> list[tuple[QPointF, int]]:
    """Where an arrow from `start` may end on `rect`'s sides, the first best: on the side by which the line from
    `start` to `centre` (inside `rect`) enters it, then on another side that faces `start`; each point nearest to
    `start` on its side, kept off that side's ends, with the side's axis (0: left or right, 1: top or bottom): an
    arrow ending there is plainly at that piece, not at a corner by a neighbour. Empty when `start` is inside."""
    t, first = 0.0, None
    facing = []
    for axis, (s, c, lo, hi) in enumerate(((start.x(), centre.x(), rect.left(), rect.right()),
                                           (start.y(), centre.y(), rect.top(), rect.bottom()))):
        d = c - s
        if d > 0 and s < lo:
            facing.append((axis, lo))
            if (lo - s) / d > t:
                t, first = (lo - s) / d, (axis, lo)
        elif d < 0 and s > hi:
            facing.append((axis, hi))
            if (hi - s) / d > t:
                t, first = (hi - s) / d, (axis, hi)
    if first is None:
        return []
    out = []
    for axis, edge in [first, *(f for f in facing if f != first)]:
        if axis == 0:  # nearest to `start` on the side, a quarter of it (at most `margin`) off its ends
            m = min(rect.height() / 4, margin)
            out.append((QPointF(edge, min(max(start.y(), rect.top() + m), rect.bottom() - m)), 0))
        else:
            m = min(rect.width() / 4, margin)
            out.append((QPointF(min(max(start.x(), rect.left() + m), rect.right() - m), edge), 1))
    return out


def curve_points(start: QPointF, bend: QPointF, end: QPointF, n: int = 24) -> list[QPointF]:
    """Points along the arrow's curve (a quadratic from `start` through `bend`'s pull to `end`)."""
    sx, sy, bx, by, ex, ey = start.x(), start.y(), bend.x(), bend.y(), end.x(), end.y()
    points = []
    for i in range(1, n):
        t = i / n
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        points.append(QPointF(a * sx + b * bx + c * ex, a * sy + b * by + c * ey))
    return points


#: The arrow's head: its length and half its width, in its length (pixels at scale 1).
HEAD, HEAD_SPREAD = 16, 0.55


def arrow_head(bend: QPointF, end: QPointF, scale: float) -> list[QPointF]:
    """The head's three corners: its tip at `end`, pointing away from `bend`."""
    hx, hy = end.x() - bend.x(), end.y() - bend.y()
    hl = math.hypot(hx, hy) or 1
    hx, hy = hx / hl, hy / hl
    size, spread = HEAD * scale, HEAD * scale * HEAD_SPREAD
    return [QPointF(end), QPointF(end.x() - hx * size - hy * spread, end.y() - hy * size + hx * spread),
            QPointF(end.x() - hx * size + hy * spread, end.y() - hy * size - hx * spread)]


def _along(curve: tuple[QPointF, QPointF, QPointF], scale: float) -> list[QPointF]:
    """Points along an arrow: its curve, its tip and its head's corners and middle (the head is what lies on the
    table by the piece)."""
    tip, left, right = arrow_head(curve[1], curve[2], scale)
    middle = QPointF((tip.x() + left.x() + right.x()) / 3, (tip.y() + left.y() + right.y()) / 3)
    return [*curve_points(*curve), tip, left, right, middle]


def arrow_points(callout: QRect, anchor: QRect, scale: float = 1.0, clear: Sequence[QRect] = (),
                 prefer: Sequence[QRect] = ()) -> list[QPointF]:
    """Points along the arrow from `callout` to `anchor` that keeps clear of `clear` if it can, and of `prefer`
    too where a way does (`arrow_curve`): its curve and its head (none when the callout touches the piece)."""
    curve = arrow_curve(QRectF(callout), arrow_target(anchor, scale), scale, [QRectF(k) for k in clear],
                        [QRectF(k) for k in prefer])
    return _along(curve, scale) if curve is not None else []


def holds(rect: QRect, anchor: QRect) -> bool:
    """Whether `rect` holds the piece `anchor` (most of it lies inside: the learner's area round their own card),
    rather than lying on it or beside it (the pawn standing on a space)."""
    inside = rect.intersected(anchor)
    return not inside.isEmpty() and inside.width() * inside.height() * 2 >= anchor.width() * anchor.height()


def arrow_crosses(callout: QRect, anchor: QRect, others: Sequence[QRect], scale: float = 1.0) -> bool:
    """Whether the arrow from `callout` to `anchor` (its curve or its head), kept clear of `others` where it can
    be, runs over any of them."""
    rects = [QRectF(o) for o in others]
    return any(r.contains(pt) for pt in arrow_points(callout, anchor, scale, others) for r in rects)


def covers(callout: QRect, anchors: Sequence[QRect]) -> bool:
    """Whether the callout hides any part of an anchor."""
    return any(callout.intersects(a) for a in anchors)


class Callout(QFrame):
    """The note a step shows: a counter, a title, the words, a line for a refusal, and the buttons (Back, Leave,
    and Next / Skip step / Play on). It asks; the coach decides."""

    back_requested = Signal()
    leave_requested = Signal()
    forward_requested = Signal()  # Next, Skip step or Play on: whichever the step shows

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_callout")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.scale = 1.0
        self._waiting = False
        self._back_allowed = False
        self._compact = False
        self._width: int | None = None  # the width `set_width` chose for the note showing (None: its usual)
        column = QVBoxLayout(self)
        self.counter = QLabel(self)
        self.title = QLabel(self)
        self.text = QLabel(self)
        self.refusal = QLabel(self)
        for label in (self.counter, self.title, self.text, self.refusal):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            column.addWidget(label)
        self.refusal.hide()
        self.counter.setObjectName("counter")
        self.title.setObjectName("title")
        self.refusal.setObjectName("refusal")
        row = QHBoxLayout()
        self.back = QPushButton(self)
        self.leave = QPushButton(self)
        self.forward = QPushButton(self)
        self.forward.setProperty("role", "primary")
        row.addWidget(self.back)
        row.addWidget(self.leave)
        row.addStretch(1)
        row.addWidget(self.forward)
        column.addLayout(row)
        # a note narrower than its row of buttons (docked beside the table: `shapes(narrow=...)`) puts Next on a
        # row of its own, under Back and Leave lesson
        self._row, self._under = row, QHBoxLayout()
        self._under.addStretch(1)
        column.addLayout(self._under)
        self._stacked = False
        self.back.clicked.connect(self.back_requested)
        self.leave.clicked.connect(self.leave_requested)
        self.forward.clicked.connect(self.forward_requested)
        self._flash = QTimer(self)
        self._flash.setSingleShot(True)
        self._flash.timeout.connect(self.update)
        self.set_scale(1.0)
        self.retranslate()

    def retranslate(self) -> None:
        self.back.setText(self.tr("Back"))
        self.back.setToolTip(self.tr("The lesson's step before this one"))
        self.leave.setText(self.tr("Leave lesson"))
        self.leave.setToolTip(self.tr("Back to the start page"))

    def set_scale(self, scale: float) -> None:
        """Sizes for a table `scale` times as large as in a 1280x720 window."""
        self.scale = s = scale
        self._width = None  # its shapes are the new scale's

        def px(v: float) -> int:
            return max(1, round(v * s))

        self.setFixedWidth(px(WIDTH))  # `fit` widens it for buttons whose words need more
        m = px(16)
        self.layout().setContentsMargins(m, px(12), m, px(14))
        self.layout().setSpacing(px(6))
        ink, soft = look.INK.name(), look.INK_SOFT.name()
        self.setStyleSheet(BUTTON_STYLE + f"""
QLabel {{ color: {ink}; font-size: {max(12, px(14))}px; background: transparent; }}
QLabel#counter {{ color: {soft}; font-size: {max(11, px(12))}px; }}
QLabel#title {{ font-size: {max(13, px(17))}px; font-weight: bold; }}
QLabel#refusal {{ color: #8c1d13; font-weight: bold; }}
QPushButton {{ font-size: {max(12, px(13))}px; padding: {px(5)}px {px(12)}px; }}
QPushButton[role="primary"] {{ font-size: {max(12, px(13))}px; padding: {px(5)}px {px(14)}px; }}
""" + look.paper_focus_style())
        self.fit()

    def _least_width(self) -> int:
        """As wide as its buttons' words need in the language shown, on one row."""
        layout = self.layout()
        m = layout.contentsMargins()
        buttons = [b for b in (self.back, self.leave, self.forward) if not b.isHidden()]
        row = sum(b.sizeHint().width() for b in buttons) + layout.spacing() * (len(buttons) + 1)
        return row + m.left() + m.right()

    def stacked_width(self) -> int:
        """As wide as its buttons' words need with Next on a row of its own (under Back and Leave lesson)."""
        layout = self.layout()
        m = layout.contentsMargins()
        rows = [[b for b in (self.back, self.leave) if not b.isHidden()],
                [b for b in (self.forward,) if not b.isHidden()]]
        widest = max(sum(b.sizeHint().width() for b in row) + layout.spacing() * (len(row) + 1) for row in rows)
        return widest + m.left() + m.right()

    def _stack(self, stacked: bool) -> None:
        """Next on a row of its own (`stacked`), or at the end of the buttons' row."""
        if stacked == self._stacked:
            return
        self._stacked = stacked
        (self._row if stacked else self._under).removeWidget(self.forward)
        (self._under if stacked else self._row).addWidget(self.forward)

    def _stacks_at(self, width: int) -> bool:
        """Whether at `width` its buttons take two rows (the one row does not fit, two do)."""
        return not self._compact and self.stacked_width() <= width < self._least_width()

    def _usual_width(self) -> int:
        """`WIDTH` wide (a small note's `COMPACT_WIDTH`), or as wide as its buttons' words need."""
        return max(round((COMPACT_WIDTH if self._compact else WIDTH) * self.scale), self._least_width())

    def height_for(self, width: int, reserve: str = "") -> int:
        """How high its words make it at `width` (wrapped labels: the layout's height for that width); with
        `reserve`, as high as a refusal of those words under its words would make it."""
        layout = self.layout()
        layout.activate()
        height = layout.totalHeightForWidth(width)
        height = height if height > 0 else layout.totalSizeHint().height()
        stacks = self._stacks_at(width)
        if stacks != self._stacked:  # measured for the other way of laying out its buttons: a row more or less
            row = self.forward.sizeHint().height() + layout.spacing()
            height += row if stacks else -row
        if reserve and self.refusal.isHidden():
            m = layout.contentsMargins()
            self.refusal.setText(reserve)  # hidden: only measured
            height += layout.spacing() + self.refusal.heightForWidth(width - m.left() - m.right())
            self.refusal.clear()
        return height

    def fit(self) -> None:
        """As wide as `set_width` made it for the note showing, else `WIDTH` (or as wide as its buttons' words
        need in the language shown); as high as its words need at that width."""
        width = self._width or self._usual_width()
        self._stack(self._stacks_at(width))
        width = max(width, self.stacked_width() if self._stacked else self._least_width())
        self.setFixedWidth(width)
        self.setFixedHeight(self.height_for(width))

    def set_width(self, width: int) -> None:
        """Another of its `shapes` for the note showing (kept while its words change: a refusal said under
        them makes it taller, not wider): `width` wide and as high as its words need then."""
        self._width = width if width != self._usual_width() else None
        self.fit()

    def shapes(self, reserve: str = "") -> list[QSize]:
        """The sizes it may take for the words showing, its usual one first: then wider and shorter, and narrower
        and taller (`place` tries them in turn); with `reserve`, each as high as a refusal of those words would
        make it (`height_for`). The same widths, in the same order, with or without `reserve`."""
        usual, least = self._usual_width(), self._least_width()
        widths: list[int] = []
        for factor in SHAPES:
            width = max(least, round(usual * factor))
            if width not in widths:
                widths.append(width)
        return [QSize(w, self.height_for(w, reserve)) for w in widths]

    def narrow_shape(self, width: int, reserve: str = "") -> QSize | None:
        """Its size `width` wide, narrower than its shapes (its buttons on two rows where one does not fit): a
        note docked in a narrow side of the window; None where its buttons do not fit even on two rows."""
        if self._compact or width < self.stacked_width():
            return None
        return QSize(width, self.height_for(width, reserve))

    def show_step(self, counter: str, title: str, text: str, forward: str, forward_tip: str, back: bool,
                  compact: bool = False) -> None:
        """`compact`: a small note of its title and counter and no buttons (who plays while the others play),
        its words in its tooltip."""
        self._compact = compact
        self._width = None  # a new note: its usual shape, until `set_width`
        self.counter.setText(counter)
        self.counter.setVisible(bool(counter))
        self.title.setText(title)
        self.text.setText(text)
        self.text.setVisible(not compact)
        self.setToolTip(text if compact else "")
        for button in (self.back, self.leave):
            button.setVisible(not compact)
        self.refusal.hide()
        self.refusal.clear()
        self.forward.setText(forward)
        self.forward.setToolTip(forward_tip)
        self.forward.setVisible(bool(forward))
        self.forward.setEnabled(not self._waiting)  # greyed while Skip step's line was read
        self._back_allowed = back
        self.back.setEnabled(back and not self._waiting)
        self.fit()

    def clear_refusal(self) -> None:
        if not self.refusal.isHidden():
            self.refusal.hide()
            self.refusal.clear()
            self.fit()

    def set_waiting(self, waiting: bool) -> None:
        """A dialog is open over the table: the buttons are greyed until it closes (the window's mouse is the
        dialog's meanwhile)."""
        if waiting == self._waiting:
            return
        self._waiting = waiting
        self.leave.setEnabled(not waiting)
        self.forward.setEnabled(not waiting)
        self.back.setEnabled(not waiting and self._back_allowed)

    def show_refusal(self, text: str) -> None:
        """A refused move, said under the step's words (and the callout's edge flashes)."""
        self.refusal.setText(text)
        self.refusal.show()
        self.fit()
        self._flash.start(900)
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -3, -3)
        for i in range(3):  # a soft shadow on the felt
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 40 - 12 * i))
            p.drawRoundedRect(r.translated(1, 2).adjusted(-i, -i, i, i), 10 + i, 10 + i)
        p.setBrush(look.paper_gradient(r))
        edge = look.DANGER if self._flash.isActive() else RING.darker(135)
        p.setPen(QPen(edge, 2.5 * self.scale))
        p.drawRoundedRect(r, 10, 10)


#: How far a lit ring stands off its piece (pixels at scale 1): rings of pieces closer than twice this merge.
RING_OFF = 6


def ring_paths(rings: Sequence[QRect], scale: float, inside: QRectF) -> tuple[QPainterPath, QPainterPath]:
    """The lit outline round `rings` (one outline round pieces that lie close together) and the pieces' own
    area, which nothing of the ring is painted over. A ring at the room's edge is kept inside it, drawn whole."""
    s = scale
    inside = inside.adjusted(3 * s, 3 * s, -3 * s, -3 * s)
    outline, pieces = QPainterPath(), QPainterPath()
    for ring in rings:
        around = QPainterPath()
        around.addRoundedRect(QRectF(ring).adjusted(-RING_OFF * s, -RING_OFF * s, RING_OFF * s, RING_OFF * s)
                              .intersected(inside), 10 * s, 10 * s)
        outline = outline.united(around)
        piece = QPainterPath()
        piece.addRect(QRectF(ring).adjusted(-1, -1, 1, 1))
        pieces = pieces.united(piece)
    return outline.simplified(), pieces


class Spotlight(QWidget):
    """Rings round the step's pieces and an arrow from the callout to the first: painted over the table, never
    in the way of the mouse."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.rings: list[QRect] = []  # in this widget's coordinates
        self.callout: QRect | None = None
        self.clear: list[QRect] = []  # what the arrow keeps off where it can (`arrow_curve`)
        self.texts: list[QRect] = []  # the table's words, which no ring is painted over
        self.prefer: list[QRect] = []  # what the arrow keeps off as well where a way does (what the table values)
        self.scale = 1.0
        # what a frame draws, worked out once per marks and size (`_shapes`), not at each of the pulse's frames:
        # (the key it is for, the lit outline, the clip that keeps it off the pieces and words, the arrow's curve)
        self._shaped: tuple | None = None
        self._phase = 0.0
        self._pulse = QTimer(self)
        self._pulse.setInterval(60)
        self._pulse.timeout.connect(self._tick)

    def set_marks(self, rings: list[QRect], callout: QRect | None, scale: float, clear: Sequence[QRect] = (),
                  texts: Sequence[QRect] = (), prefer: Sequence[QRect] = ()) -> None:
        clear, texts, prefer = list(clear), list(texts), list(prefer)
        if rings == self.rings and callout == self.callout and scale == self.scale and clear == self.clear \
                and texts == self.texts and prefer == self.prefer:
            return
        self.rings, self.callout, self.scale, self.clear, self.texts = rings, callout, scale, clear, texts
        self.prefer = prefer
        if rings and not self._pulse.isActive():
            self._pulse.start()
        elif not rings:
            self._pulse.stop()
        self.update()

    def _tick(self) -> None:
        """The rings' glow pulses: only the rings are painted again (the table under them is not redrawn)."""
        self._phase = (self._phase + 0.06) % 1.0
        pad = round((RING_OFF + 6) * self.scale)
        for ring in self.rings:
            self.update(ring.adjusted(-pad, -pad, pad, pad))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self.rings:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = 0.55 + 0.45 * math.sin(self._phase * 2 * math.pi)
        s = self.scale
        outline, clip, curve = self._shapes()
        p.setClipPath(clip)
        halo = QColor(RING)
        halo.setAlpha(round(70 * glow))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(halo, 7 * s))
        p.drawPath(outline)
        p.setPen(QPen(RING, 3 * s))
        p.drawPath(outline)
        p.setClipping(False)
        if curve is not None:
            self._arrow(p, curve)

    def _shapes(self) -> tuple[QPainterPath, QPainterPath, tuple[QPointF, QPointF, QPointF] | None]:
        """The lit outline, the clip it is drawn in and the arrow's curve, for the marks and size now."""
        key = (tuple(self.rings), self.callout, self.scale, tuple(self.clear), tuple(self.texts),
               tuple(self.prefer), self.size())
        if self._shaped is None or self._shaped[0] != key:
            s = self.scale
            outline, pieces = ring_paths(self.rings, s, QRectF(self.rect()))
            # drawn round the pieces, never over them: rings of pieces side by side merge into one outline, and
            # no ring crosses a piece's words (a card's "$143 due every 4" footer, the start player's star)
            clip = QPainterPath()
            clip.addRect(QRectF(self.rect()))
            for text in self.texts:  # a neighbour's words beside a lit piece ("Transportation", "7 left")
                pieces.addRect(QRectF(text).adjusted(-1, -1, 1, 1))
            curve = None
            if self.callout is not None and self.rings:  # from the callout's edge to the first piece's
                curve = arrow_curve(QRectF(self.callout), arrow_target(self.rings[0], s), s,
                                    [QRectF(k) for k in self.clear], [QRectF(k) for k in self.prefer])
            self._shaped = key, outline, clip.subtracted(pieces.simplified()), curve
        return self._shaped[1], self._shaped[2], self._shaped[3]

    def arrow_points(self) -> list[QPointF]:
        """Points along the arrow painted now, its head too (none without an arrow): what it runs over."""
        if not self.rings or self.callout is None:
            return []
        curve = self._shapes()[2]
        return _along(curve, self.scale) if curve is not None else []

    def _arrow(self, p: QPainter, curve: tuple[QPointF, QPointF, QPointF]) -> None:
        """Along `curve`, from the callout's edge to the target's nearest edge, with a head at the target."""
        s = self.scale
        start, bend, end = curve
        path = QPainterPath(start)
        path.quadTo(bend, end)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 90), 6 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path.translated(1, 2))
        p.setPen(QPen(RING, 4 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        head = QPolygonF(arrow_head(bend, end, s))
        p.setPen(QPen(RING.darker(150), 1.5 * s))
        p.setBrush(RING)
        p.drawPolygon(head)
