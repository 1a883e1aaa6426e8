"""Where a lesson note goes, in the coach's cases, from the board's places (`placing.place`): placed anew, in its
shapes, with room for a refusal under it; the small note that says who plays, in a corner out of the way; beside
the table (over its log) where the board has no room, its arrow to the lit piece it reaches best; where it is,
grown, when its words change; and where a dialog of the table stands."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtWidgets import QWidget

from ponzi_desktop.ui.kit.seat import SeatArea
from ponzi_desktop.ui.lesson.areas import NoteAreas
from ponzi_desktop.ui.lesson.arrows import arrow_crosses, arrow_xy, bounds, count_inside, holds
from ponzi_desktop.ui.lesson.callout import Callout
from ponzi_desktop.ui.lesson.placing import GAP, PAST_WORDS, covered_areas, place
from ponzi_desktop.ui.lesson.plan import LEARNER


def small_note_place(areas: NoteAreas, table, size: QSize, scale: float, actor: int | None, coming,
                     room: QRect, avoid: list[QRect], plates: list[QRect], valued: list[QRect]) -> QRect:
    """Where the small note that says who plays (`size`) goes (`coming`: the move the seat that plays makes next,
    its pieces stay in sight): out of the way of what the others change. Of the room's
    places (a grid over it, corners and edges included, and the foot of each waiting seat's place), one that
    covers nothing kept clear (the place of the seat that plays is among them: `watched_places`), nor the
    pieces of the move it makes next (the dice it throws), and no name plate; then the one over the least of
    what the table says a player reads (`valued`: the waiting seats' wheels and cards, the market's prices);
    then one on the place of a seat that waits (neither plays nor learns: nothing there changes while another
    plays), else the one over the fewest of the table's words (a chart's prices, a board's names and amounts:
    what a move changes is written there); then the one nearest the place of the seat that plays."""
    w, h = min(size.width(), room.width()), min(size.height(), room.height())
    g = round(GAP * scale)
    near = areas.actor_place()
    target = near.center() if near is not None else room.center()
    steps = [n / 8 for n in range(9)]
    candidates = [QRect(round(room.left() + g + fx * (room.width() - w - 2 * g)),
                        round(room.top() + g + fy * (room.height() - h - 2 * g)), w, h)
                  for fx in steps for fy in steps]
    avoid = avoid + (areas.item_rects(list(table.hint_items(coming))) if coming is not None else [])
    waiting = areas.item_rects([a for a in table.scene.items()
                                     if isinstance(a, SeatArea) and a.seat not in (actor, LEARNER)])
    for p in waiting:  # inside it, off its edges where it has room (a narrow place is the note's width)
        m = max(0, min(g, (p.width() - w) // 2, (p.height() - h) // 2))
        candidates += [QRect(x, p.bottom() - m - h + 1, w, h)
                       for x in (p.left() + m, p.left() + (p.width() - w) // 2, p.right() - m - w + 1)]
    candidates = [r for r in candidates if room.contains(r)] or candidates

    # the least (what it covers kept clear, name plates, what the table values, off a waiting place, the table's words, the distance),
    # in that order, one measure at a time over the candidates still tied (the dearer measures are taken of the
    # few left, not of the whole grid; the table's words are found by drawing them, only if it comes to them):
    # the first such candidate, as `min` of the whole tuple would give
    for measure in (lambda rs: covered_areas(rs, avoid), lambda rs: covered_areas(rs, plates),
                    lambda rs: covered_areas(rs, valued),
                    lambda rs: [not any(p.contains(r) for p in waiting) for r in rs],
                    lambda rs: covered_areas(rs, areas.table_texts()),
                    lambda rs: [(r.center() - target).manhattanLength() for r in rs]):
        if len(candidates) == 1:
            break
        values = measure(candidates)
        least = min(values)
        candidates = [r for r, v in zip(candidates, values, strict=True) if v == least]
    return candidates[0]


def new_place(callout: Callout, anchors: list[QRect], kept: list[QRect], avoid: list[QRect], plates: list[QRect],
              valued: list[QRect], texts: list[QRect], room: QRect, dock: QRect | None, scale: float, reserve: str,
              good: Callable[[QRect], bool]) -> tuple[QRect, int]:
    """Where the note showing goes when it is placed anew, and which of `anchors` its arrow points at (the
    first but beside the table: `docked_place`): in each of its shapes in turn, with room under it for the
    refusal the step may say (`reserve`) where that place is not much farther from the piece than the note's
    own (no more than twice its width), else its own, where that place is `good` (it leaves all in sight as
    the note is, its arrow drawn from the note and from the note grown); else beside the table (`dock`); else
    the place that covers least. `kept`: what it keeps clear, `avoid` with what the piece acts on as well;
    `texts`: the table's words, which its arrow keeps off."""
    near = QRectF(anchors[0]).adjusted(-GAP, -GAP, GAP, GAP) if anchors else QRectF()
    words = [t for t in texts if not near.intersects(QRectF(t))]  # the arrow ends there
    usual = callout.shapes()
    reserved = callout.shapes(reserve) if reserve else []
    target = anchors[0].center() if anchors else room.center()
    gap = round(GAP * scale)

    def far(r: QRect) -> int:
        return (r.center() - target).manhattanLength()

    for n, size in enumerate(usual):
        own = place(size, anchors, room, gap, avoid, scale, uncovered=plates, texts=words, valued=valued)
        own = own if good(own) else None
        if reserved:
            shape = reserved[n]
            r = place(shape, anchors, room, gap, avoid, scale, uncovered=plates, texts=words, valued=valued,
                      below=shape.height() - size.height())
            note = QRect(r.topLeft(), size)
            if good(r) and good(note) and (own is None or far(note) <= far(own) + 2 * size.width()):
                return note, 0
        if own is not None:
            return own, 0
    docked = docked_place(callout, dock, anchors, avoid, kept, texts, valued, scale, reserve) \
        if dock is not None else None
    if docked is not None:
        return docked
    return place(usual[0], anchors, room, gap, avoid, scale, uncovered=plates, valued=valued, thorough=True,
                 texts=words, others=usual[1:]), 0


def docked_place(callout: Callout, dock: QRect, anchors: list[QRect], avoid: list[QRect], kept: list[QRect],
                 texts: list[QRect], valued: list[QRect], scale: float, reserve: str) -> tuple[QRect, int] | None:
    """Where the note goes in `dock` (beside the table: `NoteAreas.dock`), as wide as it has room for there
    (its buttons on two rows where one does not fit), with room under it for a refusal where there is some,
    and which of `anchors` its arrow points at: the step's first, unless its arrow from there runs through the
    table's words (`texts`, the words beside that piece aside; more than `PAST_WORDS` of its points) and another's
    runs over fewer. From beside the table the first piece may lie across the whole board while another the
    step lights is near: "drag it, then the lit card" points at the card there. Its arrow keeps clear of `kept` (what holds its piece aside); None where
    the note does not fit there or no arrow from there is clear."""
    g = round(4 * scale)  # off the window's edge and the log's heading, as wide as it has room for
    inner = dock.adjusted(0, g, -g // 2, -g)
    width = min(inner.width(), callout.shapes()[0].width())
    size = callout.narrow_shape(width)
    if size is None or size.height() > inner.height():
        return None
    grown = callout.narrow_shape(width, reserve) if reserve else None
    shape = grown if grown is not None and grown.height() <= inner.height() else size
    if not anchors:
        r = place(shape, [], inner, round(GAP * scale), avoid, scale, texts=texts, valued=valued)
        return (QRect(r.topLeft(), size), 0) if inner.contains(r) else None
    best: tuple[int, QRect, int] | None = None
    for n, aim in enumerate(anchors):
        near = QRectF(aim).adjusted(-GAP, -GAP, GAP, GAP)
        words = [t for t in texts if not near.intersects(QRectF(t))]  # the arrow ends there
        r = place(shape, [aim, *anchors[:n], *anchors[n + 1:]], inner, round(GAP * scale), avoid, scale,
                  texts=words, valued=valued)
        note = QRect(r.topLeft(), size)
        in_the_way = [k for k in kept if not holds(k, aim)]
        if not inner.contains(r) or any(arrow_crosses(x, aim, in_the_way, scale) for x in (note, r)):
            continue
        passed = [v for v in valued if not holds(v, aim)]
        points = arrow_xy(note, aim, scale, in_the_way, bounds(in_the_way), bounds(passed))
        over = count_inside(points, bounds(words))
        if n == 0 and over <= PAST_WORDS:
            return note, 0
        if best is None or over < best[0]:
            best = over, note, n
    return (best[1], best[2]) if best is not None else None


def aimed_first(anchors: list[QRect], aimed: int) -> list[QRect]:
    """The pieces a step lights with the one its arrow points at first (the `aimed`th, as `docked_place` chose;
    the step's own first where there is no such piece)."""
    if not 0 < aimed < len(anchors):
        return anchors
    return [anchors[aimed], *anchors[:aimed], *anchors[aimed + 1:]]


def dialog_rect(page: QWidget, dialog: QWidget) -> QRect:
    """Where a dialog of the table is, in page coordinates: laid on the table (a child of it) or a window."""
    if not dialog.isWindow():
        return QRect(dialog.mapTo(page, QPoint(0, 0)), dialog.size())
    frame = dialog.frameGeometry()
    return QRect(page.mapFromGlobal(frame.topLeft()), frame.size())


def staying_place(callout: Callout, placed: QRect | None, good, clear_way) -> QRect | None:
    """Where the note showing goes when its words change (a refusal said under them, Skip step's line): where
    it is, if it is still `good` there: grown down from its top edge, in its shape or another (`shapes`),
    else up from its bottom edge; None when it cannot stay (it is placed again). An arrow that crossed
    something where the note was placed (no place had a clear way) is not asked to be clear now."""
    here = callout.geometry()
    arrow = placed is None or clear_way(placed)
    if good(here, arrow):
        return here
    shapes = [here.size(), *(s for s in callout.shapes() if s.width() != here.width())]
    # up from the bottom edge it was placed with (the note has grown down from its top edge already)
    bottom = placed.bottom() if placed is not None and placed.left() == here.left() \
        and placed.top() == here.top() else here.bottom()
    for corner in ("top", "bottom"):
        for size in shapes:
            r = QRect(here.topLeft(), size) if corner == "top" else QRect(
                QPoint(here.left(), bottom + 1 - size.height()), size)
            if good(r, arrow):
                if size.width() != callout.width():
                    callout.set_width(size.width())
                return r
    return None
