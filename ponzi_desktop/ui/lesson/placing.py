"""Where a lesson note goes (`place`): beside the piece it points at if there is room, else where it covers
none of the step's pieces and the least of what the table values, as near to them as it can, its arrow crossing
as little as it can (`arrows.py` draws the arrows it scores): a note never hides what it talks about."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QSize

from ponzi_desktop.ui.lesson.arrows import arrow_xy, bounds, count_inside, extent, holds

#: The gap between a callout and the piece it points at, and between it and the room's edge (pixels at scale 1).
GAP = 18
#: Of the places that cover least, ranked by what they cover of what the table values, how many have their arrow
#: drawn at most (drawing one is the costly part of placing a note)
ARROWS_DRAWN = 24

#: How many of an arrow's points (`arrows.along`: its curve's 23 and its head's four) may lie on the table's words
#: where it only passes a word's edge; more run through a label.
PAST_WORDS = 6

#: The last answers of `place` (its arguments as plain numbers, the place): a note is placed again with the same
#: question more than once (a step gone back to, the window resized back, the same note shown again), and placing
#: is pure geometry over its arguments.
_PLACES: OrderedDict[tuple, QRect] = OrderedDict()
#: How many answers of `place` are kept
PLACES_KEPT = 128


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


def covered_areas(candidates: Sequence[QRect], rects: Sequence[QRect],
                  boxes: tuple[list[QRect], list[tuple[int, int, int, int]]] | None = None) -> list[int]:
    """`covered_area` of each candidate, the same numbers: `rects`' edges are read from Qt once for them all (a
    note's placing weighs a hundred candidates against a table's hundred rects: reading each rect's edges again
    for every candidate was most of its time), or given as `boxes` (`_boxes(rects)`, read once for a placing's
    several weighings)."""
    odd, boxes = _boxes(rects) if boxes is None else boxes
    out = []
    for r in candidates:
        rw, rh = r.width(), r.height()
        if rw <= 0 or rh <= 0:
            out.append(covered_area(r, rects))
            continue
        x0, y0 = r.x(), r.y()
        x1, y1 = x0 + rw, y0 + rh
        total = covered_area(r, odd) if odd else 0
        for kx0, ky0, kx1, ky1 in boxes:
            if kx0 >= x1:  # sorted by their left edges: the rest lie right of the candidate
                break
            w = (x1 if x1 < kx1 else kx1) - (x0 if x0 > kx0 else kx0)
            if w > 0:
                h = (y1 if y1 < ky1 else ky1) - (y0 if y0 > ky0 else ky0)
                if h > 0:
                    total += w * h
        out.append(total)
    return out


def _spots_covered(spots: Sequence[tuple[int, int]], w: int, h: int, rects: Sequence[QRect],
                   boxes: tuple[list[QRect], list[tuple[int, int, int, int]]]) -> list[int]:
    """`covered_areas` of the places of size `w` x `h` whose top-left corners are `spots`, the same numbers, without
    making a QRect of each (a note's placing weighs a few hundred places, three times over)."""
    if w <= 0 or h <= 0:  # Qt's own reckoning for a rect turned inside out
        return covered_areas([QRect(x, y, w, h) for x, y in spots], rects, boxes)
    odd, edges = boxes
    # the rects each band of places meets, with how much of the band's height (places come in rows: a row's
    # places share their top edge and meet the same few rects), in the order of their left edges
    bands: dict[int, list[tuple[int, int, int]]] = {}
    out = []
    for x0, y0 in spots:
        band = bands.get(y0)
        if band is None:
            y1 = y0 + h
            band = bands[y0] = [(kx0, kx1, ch) for kx0, ky0, kx1, ky1 in edges
                                if (ch := (y1 if y1 < ky1 else ky1) - (y0 if y0 > ky0 else ky0)) > 0]
        x1 = x0 + w
        total = covered_area(QRect(x0, y0, w, h), odd) if odd else 0
        for kx0, kx1, ch in band:
            if kx0 >= x1:  # sorted by their left edges: the rest lie right of the place
                break
            cw = (x1 if x1 < kx1 else kx1) - (x0 if x0 > kx0 else kx0)
            if cw > 0:
                total += cw * ch
        out.append(total)
    return out


def _boxes(rects: Sequence[QRect]) -> tuple[list[QRect], list[tuple[int, int, int, int]]]:
    """`rects` as `covered_areas` reads them: those inside out (left to Qt's own reckoning, as `covered_area`
    does), and the others' edges (left, top, right, bottom) sorted by their left edges."""
    odd = [k for k in rects if k.width() <= 0 or k.height() <= 0]
    boxes = sorted((k.x(), k.y(), k.x() + k.width(), k.y() + k.height()) for k in rects
                   if k.width() > 0 and k.height() > 0)
    return odd, boxes


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
    try).

    The same question asked again is answered from the last `PLACES_KEPT` answers (`_PLACES`)."""
    key = (size.width(), size.height(), _key(anchors), _key((room,)), gap, _key(avoid), scale, _key(uncovered),
           _key(texts), tuple((s.width(), s.height()) for s in others), below, _key(valued), thorough)
    known = _PLACES.get(key)
    if known is not None:
        _PLACES.move_to_end(key)
        return QRect(known)
    rect = _place_shapes(size, anchors, room, gap, avoid, scale, uncovered, texts, others, below, valued, thorough)
    _PLACES[key] = QRect(rect)
    if len(_PLACES) > PLACES_KEPT:
        _PLACES.popitem(last=False)
    return rect


def _key(rects: Sequence[QRect]) -> tuple:
    """`rects` as plain numbers, each with its kind (a QRectF's right edge is not a QRect's of the same numbers)."""
    return tuple((type(r), *r.getRect()) for r in rects)


def _place_shapes(size: QSize, anchors: Sequence[QRect], room: QRect, gap: int, avoid: Sequence[QRect], scale: float,
                  uncovered: Sequence[QRect], texts: Sequence[QRect], others: Sequence[QSize], below: int,
                  valued: Sequence[QRect], thorough: bool) -> QRect:
    """`place`, worked out: each shape in turn, the first that leaves all in sight with its arrow clear, else the
    one that covers least."""
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

    left, top = room.left(), room.top()
    right, bottom = room.right() - w + 1, room.bottom() - h + 1

    def clamp(x: float, y: float) -> tuple[int, int]:  # a place's top-left corner, the place inside the room
        return max(left, min(round(x), right)), max(top, min(round(y), bottom))

    # the places, as their top-left corners (each is `w` x `h`), in the order they are found (a place found twice
    # is weighed once, where it was found first: the first of those that score best wins)
    candidates: list[tuple[int, int]] = []
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
    lefts = [max(left, min(round(x), right)) for x in xs]  # `clamp`, written out: a table lists dozens of rects
    for k in kept:
        row = [*lefts, max(left, min(k.left(), right)), max(left, min(k.right() - w + 1, right))]
        for y in (k.bottom() + 1, k.top() - h):
            y = max(top, min(y, bottom))
            candidates += [(x, y) for x in row]
    target = QPointF(anchors[0].center()) if anchors else QPointF(room.center())
    # the arrow may enter what holds its target (the learner's area round their own card), nothing else: not a
    # piece on the target's edge (the pawn on the space), whatever it overlaps
    in_the_way = [k for k in avoid if not anchors or not holds(k, anchors[0])]

    way = bounds(in_the_way)
    words = bounds(texts)
    # what the table values, which the arrow keeps off where a way does (not what holds the piece it points at)
    passed = [k for k in valued if not anchors or not holds(k, anchors[0])]
    sights = bounds(passed)

    def score(r: QRect) -> tuple[int, int, int, float]:  # after what it covers: what its arrow crosses, how far
        crossed = over_valued = over_text = 0
        if anchors and (way or words or sights):
            note = r.adjusted(0, 0, 0, -min(below, r.height() - 1))
            points = arrow_xy(note, anchors[0], scale, in_the_way, way, sights)
            box = extent(points) if points else None  # (weighed three times: found once)
            crossed = count_inside(points, way, box)
            over_valued = count_inside(points, sights, box)
            over_text = count_inside(points, words, box)
            if below:  # and once it has grown into the room kept under it
                crossed += count_inside(arrow_xy(r, anchors[0], scale, in_the_way, way, sights), way)
        elif not anchors:
            over_text = covered_area(r, texts)
        c = QPointF(r.center())
        return crossed, over_valued, over_text, math.hypot(c.x() - target.x(), c.y() - target.y())

    # the cheap part of the score first (what it covers): only the places that cover least have their arrow
    # drawn (the costly part), each place once; the first of the best wins, as `min` over every place would pick.
    # The score: what its arrow crosses, then what it covers of `valued`, what its arrow crosses of `valued` and
    # of the table's words, how far: the places' arrows are drawn from the one that covers least of `valued` on, until one
    # crosses nothing (the places that cover more cannot beat it), of the first ARROWS_DRAWN of them at most where `valued` ranks them
    hard_boxes, uncovered_boxes, valued_boxes = _boxes(hard), _boxes(uncovered), _boxes(valued)

    def pick(candidates: list[tuple[int, int]]) -> tuple[QRect, tuple[tuple[int, int], int, int]]:
        unique = list(dict.fromkeys(candidates))  # each place once, where it was first found
        cheap = dict(zip(unique, zip(_spots_covered(unique, w, h, hard, hard_boxes),
                                     _spots_covered(unique, w, h, uncovered, uncovered_boxes), strict=True),
                         strict=True))
        least = min(cheap.values())
        tied = [key for key in unique if cheap[key] == least]
        value = dict(zip(tied, _spots_covered(tied, w, h, valued, valued_boxes), strict=True))
        scores: dict[tuple[int, int], tuple[int, int, int, int, float]] = {}
        bound = None
        for n, key in enumerate(sorted(tied, key=value.__getitem__)):
            if bound is not None and value[key] > bound or valued and n >= ARROWS_DRAWN and scores:
                break
            crossed, over_valued, over_text, far = score(QRect(*key, w, h))
            scores[key] = crossed, value[key], over_valued, over_text, far
            if crossed == 0 and bound is None:
                bound = value[key]
        best, best_score = candidates[0], None
        for key in unique:  # in the order found
            if key in scores and (best_score is None or scores[key] < best_score):
                best, best_score = key, scores[key]
        return QRect(*best, w, h), (least, *(best_score[:2] if best_score is not None else (0, 0)))

    best = pick(candidates)
    if best[1] == ((0, 0), 0, 0) or not valued or not thorough:
        return best
    # no place of these leaves all in sight: beside each thing it leaves in sight as well (the bare felt between
    # a seat's pieces and the board's edge, say), the places of before first
    ys = [room.top() + m + fy * (room.height() - h - 2 * m) for m in (g, 0) for fy in (0, 0.25, 0.5, 0.75, 1)]
    more: list[tuple[int, int]] = []
    for k in kept + list(valued):
        for x in (k.right() + 1, k.left() - w):
            more += [clamp(x, y) for y in ys]
        for y in (k.bottom() + 1, k.top() - h):
            more += [clamp(x, y) for x in [*xs, k.left(), k.right() - w + 1]]
    return pick(candidates + more)
