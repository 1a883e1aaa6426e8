"""The geometry of a lesson note's arrow: where it leaves the note, how it bends, where it enters the piece
it points at (square to a side, off the corners, clear of what it must keep clear), the points along it that
placing scores against the table, and the plain rectangle tests placing and the tests share (`holds`, `covers`,
`arrow_crosses`). Pure geometry over Qt's rectangles and points: no widget."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF


def bounds(rects: Sequence[QRect | QRectF]) -> list[tuple[float, float, float, float]]:
    """The rects' edges as `QRectF(rect).contains` sees them (left, right, top, bottom; none for an empty one)."""
    out = []
    for k in rects:
        x0, y0, w, h = k.getRect()  # one call into Qt a rect (a table's words are a few hundred of them)
        x1, y1 = x0 + w, y0 + h
        if x0 != x1 and y0 != y1:
            out.append((x0 if x0 < x1 else x1, x1 if x0 < x1 else x0, y0 if y0 < y1 else y1, y1 if y0 < y1 else y0))
    return out


def count_inside(points: Sequence[tuple[float, float]], bounds: Sequence[tuple[float, float, float, float]],
                 box: tuple[float, float, float, float] | None = None) -> int:
    """How many of `points` lie in any of `bounds`: only the bounds that meet the points' own bounding box are
    looked at (a note's placing scores hundreds of arrows against a table's hundred rects). `box`: the points'
    `extent`, found once by a caller that weighs the same points against several lists."""
    if not points or not bounds:
        return 0
    near = _near(points, bounds, box)
    if not near:  # (most arrows pass far from most of what they are weighed against)
        return 0
    count = 0
    for x, y in points:  # `_inside` of each point, written out: this is placing's innermost loop
        for x0, x1, y0, y1 in near:
            if x0 <= x <= x1 and y0 <= y <= y1:
                count += 1
                break
    return count


def extent(points: Sequence[tuple[float, float]]) -> tuple[float, float, float, float]:
    """The points' bounding box: (least x, greatest x, least y, greatest y)."""
    xs, ys = zip(*points, strict=True)
    return min(xs), max(xs), min(ys), max(ys)


def _near(points: Sequence[tuple[float, float]], bounds: Sequence[tuple[float, float, float, float]],
          box: tuple[float, float, float, float] | None = None) -> list[tuple[float, float, float, float]]:
    """The bounds that meet the points' bounding box (`box`, else found): the only ones any of the points can lie
    in."""
    lo_x, hi_x, lo_y, hi_y = box if box is not None else extent(points)
    return [b for b in bounds if b[0] <= hi_x and b[1] >= lo_x and b[2] <= hi_y and b[3] >= lo_y]


def _inside(x: float, y: float, bounds: Sequence[tuple[float, float, float, float]]) -> bool:
    """Whether the point lies in any of `bounds` (`bounds`): `QRectF.contains`, without a call into Qt."""
    return any(x0 <= x <= x1 and y0 <= y <= y1 for x0, x1, y0, y1 in bounds)


def _meets_any(points: Sequence[tuple[float, float]], bounds: Sequence[tuple[float, float, float, float]],
               box: tuple[float, float, float, float] | None = None) -> bool:
    """Whether any of `points` lies in any of `bounds`, looking only at the bounds that meet the points' own
    bounding box (`count_inside`'s filter, `box` as there): most of a table's pieces lie far from one arrow."""
    if not points or not bounds:
        return False
    near = _near(points, bounds, box)
    if not near:
        return False
    for x, y in points:  # `_inside` of each point, written out, as in `count_inside`
        for x0, x1, y0, y1 in near:
            if x0 <= x <= x1 and y0 <= y <= y1:
                return True
    return False


def arrow_target(anchor: QRect, scale: float) -> QRectF:
    """Where the arrow to `anchor` ends: just outside its ring."""
    s = scale
    return QRectF(anchor).adjusted(-8 * s, -8 * s, 8 * s, 8 * s)


def arrow_curve(box: QRectF, target: QRectF, scale: float, clear: Sequence[QRectF] = (),
                prefer: Sequence[QRectF] = (), words: Sequence[QRectF] = ()) -> tuple[QPointF, QPointF, QPointF] | None:
    """The arrow from the callout `box` to `target`: its start on the callout's edge, its bend, and its end on
    the target's side that faces the callout, off its corners and square to it: the head points into the piece,
    never at a corner beside it where a neighbour is as near (None when they touch: no arrow). When its head or
    its way there would lie on a piece kept `clear` (the pawn standing at the space's edge), it comes in by
    another side facing the callout, or from near an end of the callout's edge, or from a quarter of the way
    along it, that keeps clear of it, if one does. `prefer`: what it keeps off as well where one of those ways
    does (what the table values: the others' cards, the prices), the first such way taken before the first
    that keeps clear only. `words`: the table's words beside the piece (a neighbour's label and count), which
    its head keeps off first where a clear way does (a head on a neighbour's count reads as pointing there),
    then its line, after `prefer`."""
    return _curve(box, target, scale, clear, bounds(clear), bounds(prefer), bounds(words))


def _curve(box: QRectF, target: QRectF, scale: float, clear: Sequence[QRect | QRectF],
           clear_edges: Sequence[tuple[float, float, float, float]],
           prefer_edges: Sequence[tuple[float, float, float, float]],
           word_edges: Sequence[tuple[float, float, float, float]] = ()) -> tuple[QPointF, QPointF, QPointF] | None:
    """`arrow_curve`, with `clear`'s and `prefer`'s edges read already (`bounds`: a note's placing draws hundreds of
    arrows past the same rects). The ways in are looked at in turn, each worked out and drawn once, and only when
    the ways before it did not answer: the looking stops where the answer is known, at the first way clear when
    there is nothing to prefer, at the first clear way over none of `prefer` nor of `words` (no later way can be
    over fewer), as `min` over every way would have it."""
    tc = target.center()
    start = QPointF(min(max(tc.x(), box.left()), box.right()), min(max(tc.y(), box.top()), box.bottom()))
    sides = _entries(start, tc, target, 24 * scale)
    if not sides or math.hypot(sides[0][0].x() - start.x(), sides[0][0].y() - start.y()) < 12 * scale:
        return None
    curves = [(start, _bend(start, end, axis), end) for end, axis in sides]
    if not clear_edges and not prefer_edges and not word_edges:  # empty rects keep nothing off: every way is clear
        return curves[0]

    def ways():  # each way drawn only when the ways before it did not answer
        yield from curves
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
                    yield from ((other, _bend(other, end, axis), end)
                                for end, axis in _entries(other, tc, target, 24 * scale))

    best: tuple[tuple[int, int, int], tuple[QPointF, QPointF, QPointF]] | None = None
    for curve in ways():  # of the ways clear, the one whose head is on the least of `words`, then whose line is
        points = along_xy(curve, scale)  # over the least of `prefer`, then of `words` (the first of those)
        span = extent(points) if clear_edges and (prefer_edges or word_edges) else None  # (weighed thrice)
        if _meets_any(points, clear_edges, span):
            continue
        if not prefer_edges and not word_edges:
            return curve
        over = (count_inside(points[-4:], word_edges), count_inside(points, prefer_edges, span),
                count_inside(points, word_edges, span))
        if best is None or over < best[0]:
            best = over, curve
            if over == (0, 0, 0):
                break
    if best is not None:
        return best[1]
    return _short(curves[0], target, [QRectF(k) for k in clear], scale)


def _short(curve: tuple[QPointF, QPointF, QPointF], target: QRectF, clear: Sequence[QRectF],
           scale: float) -> tuple[QPointF, QPointF, QPointF]:
    """No way in keeps clear: the arrow stops at the edge of what lies against the piece on its way (its price tag
    under it), pointing on into the piece, rather than ending on it."""
    start, bend, end = curve
    vertical = bend.x() == end.x()  # it comes in square to a top or bottom side
    for k in clear:
        if not k.intersects(target) or not _meets(along(curve, scale), [k]):
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
    """Whether any of `points` lies in any of `rects` (`QRectF.contains`)."""
    return _meets_any([(pt.x(), pt.y()) for pt in points], bounds(rects))


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


def _weights(n: int) -> tuple[tuple[float, float, float], ...]:
    """The weights of a quadratic's three points at each of its n - 1 steps inside."""
    return tuple(((1 - t) ** 2, 2 * t * (1 - t), t * t) for t in (i / n for i in range(1, n)))


#: `_weights` of the arrows' curves (n = 24), worked out once: placing a note scores hundreds of arrows.
_WEIGHTS = _weights(24)


def _curve_xy(sx: float, sy: float, bx: float, by: float, ex: float, ey: float,
              weights: tuple[tuple[float, float, float], ...] = _WEIGHTS) -> list[tuple[float, float]]:
    return [(a * sx + b * bx + c * ex, a * sy + b * by + c * ey) for a, b, c in weights]


def curve_points(start: QPointF, bend: QPointF, end: QPointF, n: int = 24) -> list[QPointF]:
    """Points along the arrow's curve (a quadratic from `start` through `bend`'s pull to `end`)."""
    xy = _curve_xy(start.x(), start.y(), bend.x(), bend.y(), end.x(), end.y(), _WEIGHTS if n == 24 else _weights(n))
    return [QPointF(x, y) for x, y in xy]


#: The arrow's head: its length and half its width, in its length (pixels at scale 1).
HEAD, HEAD_SPREAD = 16, 0.55


def _head_xy(bx: float, by: float, ex: float, ey: float, scale: float) -> list[tuple[float, float]]:
    hx, hy = ex - bx, ey - by
    hl = math.hypot(hx, hy) or 1
    hx, hy = hx / hl, hy / hl
    size, spread = HEAD * scale, HEAD * scale * HEAD_SPREAD
    return [(ex, ey), (ex - hx * size - hy * spread, ey - hy * size + hx * spread),
            (ex - hx * size + hy * spread, ey - hy * size - hx * spread)]


def arrow_head(bend: QPointF, end: QPointF, scale: float) -> list[QPointF]:
    """The head's three corners: its tip at `end`, pointing away from `bend`."""
    return [QPointF(x, y) for x, y in _head_xy(bend.x(), bend.y(), end.x(), end.y(), scale)]


def along(curve: tuple[QPointF, QPointF, QPointF], scale: float) -> list[QPointF]:
    """Points along an arrow: its curve, its tip and its head's corners and middle (the head is what lies on the
    table by the piece)."""
    return [QPointF(x, y) for x, y in along_xy(curve, scale)]


def along_xy(curve: tuple[QPointF, QPointF, QPointF], scale: float) -> list[tuple[float, float]]:
    """`along`'s points as (x, y), without making a QPointF of each (placing a note scores hundreds of arrows)."""
    s, b, e = curve
    sx, sy, bx, by, ex, ey = s.x(), s.y(), b.x(), b.y(), e.x(), e.y()
    (tx, ty), (lx, ly), (rx, ry) = head = _head_xy(bx, by, ex, ey, scale)
    return [*_curve_xy(sx, sy, bx, by, ex, ey), *head, ((tx + lx + rx) / 3, (ty + ly + ry) / 3)]


def arrow_xy(callout: QRect, anchor: QRect, scale: float, clear: Sequence[QRect],
             clear_edges: Sequence[tuple[float, float, float, float]],
             prefer_edges: Sequence[tuple[float, float, float, float]]) -> list[tuple[float, float]]:
    """Points (x, y) along the arrow from `callout` to `anchor` that keeps clear of `clear` if it can, and of
    `prefer` too where a way does (`arrow_curve`): its curve and its head (none when the callout touches the
    piece). `clear_edges` and `prefer_edges` are their `bounds`, read once by the caller: placing a note scores
    hundreds of arrows past the same rects."""
    curve = _curve(QRectF(callout), arrow_target(anchor, scale), scale, clear, clear_edges, prefer_edges)
    return along_xy(curve, scale) if curve is not None else []


def words_under_head(curve: tuple[QPointF, QPointF, QPointF], scale: float,
                     words: Sequence[QRect | QRectF]) -> list[QRectF]:
    """Of `words` (the table's, but those of the piece pointed at), those the arrow's head lies on: a head on a
    neighbour's count reads as pointing at that neighbour."""
    head = QPainterPath()
    head.addPolygon(QPolygonF(arrow_head(curve[1], curve[2], scale)))
    return [QRectF(w) for w in words if head.intersects(QRectF(w))]


def words_crossed(curve: tuple[QPointF, QPointF, QPointF], words: Sequence[QRect | QRectF]) -> list[QRectF]:
    """Of `words`, those the arrow's line runs through, past more than their edge (3 px in)."""
    points = curve_points(*curve, n=200)
    return [QRectF(w) for w in words if any(QRectF(w).adjusted(3, 3, -3, -3).contains(p) for p in points)]


def holds(rect: QRect, anchor: QRect) -> bool:
    """Whether `rect` holds the piece `anchor` (most of it lies inside: the learner's area round their own card),
    rather than lying on it or beside it (the pawn standing on a space)."""
    inside = rect.intersected(anchor)
    return not inside.isEmpty() and inside.width() * inside.height() * 2 >= anchor.width() * anchor.height()


def arrow_crosses(callout: QRect, anchor: QRect, others: Sequence[QRect], scale: float = 1.0) -> bool:
    """Whether the arrow from `callout` to `anchor` (its curve or its head), kept clear of `others` where it can
    be, runs over any of them."""
    edges = bounds(others)
    return _meets_any(arrow_xy(callout, anchor, scale, others, edges, []), edges)


def covers(callout: QRect, anchors: Sequence[QRect]) -> bool:
    """Whether the callout hides any part of an anchor."""
    return any(callout.intersects(a) for a in anchors)
