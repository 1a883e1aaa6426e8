"""What a lesson's note must leave in sight, read off its coach at a moment: the pieces it points at, the
learner's and the step's, the values its words name, the pieces of the learner's next moves and of the
others' moves like theirs, what the table values where the board has room for that; and where its painted arrow
ends. Shared by the lesson tests that walk a lesson's steps (test_lesson_steps, test_lesson_plays_note,
test_lesson_clear)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.lesson.arrows import arrow_crosses, covers, holds
from ponzi_desktop.ui.lesson.plan import LEARNER

#: Steps whose arrow cannot reach its piece without crossing something kept clear: Black Friday's "Buy a share"
#: points at the market's blue share from below the share sale track (the market, the chart, the level and the
#: learner's screen leave the note no room above it), and stops at the blue share's price tag.
ARROW_CROSSES = {("black_friday", "Buy a share")}


def uncovered_problems(coach) -> list[str]:
    """What the note showing covers of what it must leave in sight: the pieces it points at, the learner's own
    pieces and the step's (the pawn that just moved, the dice just thrown), the values its words name; and what
    its arrow, head and all, runs over of those but the one holding its piece."""
    callout = coach.callout
    if not callout.isVisible():  # a window open over the table carries the step's words
        return []
    rect = callout.geometry()
    anchors, kept, named = coach.areas.anchor_rects(), coach.areas.kept_clear(), coach.areas.named_values()
    out = []
    if covers(rect, anchors):
        out.append("the note covers a piece it points at")
    if covers(rect, named):
        out.append("the note covers a value its words name")
    if covers(rect, kept):
        out.append("the note covers the learner's own pieces, the step's or what just moved")
    if covers(rect, [r for r in next_in_turn(coach) if r not in anchors]):
        out.append("the note covers the pieces of the learner's next move in the turn")
    # a review saw Ponzi's "Your move" (take a Grain tile) over the Grain pile's "Grain / 15 left"
    if covers(rect, [t for t in coach.areas.table_texts() if any(t.intersects(a) and not a.contains(t) for a in anchors)]):
        out.append("the note covers the words beside a piece it points at")
    if covers(rect, [r for r in others_alike(coach) if r not in anchors]):
        out.append("the note covers the others' pieces of a move like the learner's, just before or after it")
    step = coach.current_step()
    crossing = (coach.session.plan.game, step.title if step is not None else "") in ARROW_CROSSES
    # the arrow as the spotlight paints it: at the table's scale (the note's own follows it only past 1 %)
    aim = arrow_piece(coach)
    if anchors and not crossing and arrow_crosses(rect, aim, [k for k in kept + named if not holds(k, aim)],
                                                  coach.spotlight.scale):
        out.append("the arrow runs over a piece kept clear")
    out += ring_over_words(coach)
    # a play test saw Ponzi's notes on Ada's wheel and Bruno's cards, Black Friday's on the market's prices, the
    # chart, the bag's count and the status line, where the board had room for them elsewhere
    valued = coach.areas.valued()
    if covers(rect, valued):
        free = free_place(coach, valued)
        if free is not None:
            out.append(f"the note covers what the table values (the others' wheels and cards, the prices, the "
                       f"status line, the tracks) though {free.getRect()} leaves all in sight")
    return out


def ring_over_words(coach) -> list[str]:
    """Where a ring's edge, as the spotlight paints it, comes within 3 px of the table's words that no ring holds
    (a neighbour's label, a row's name): an edge that stops a pixel short of a label on either side reads as
    struck through it. A review saw, in Ponzi's "First funding" in English, the Transportation pile's ring run
    through the "Grain" label, which begins a few pixels above that pile's bottom."""
    spot = coach.spotlight
    if not spot.isVisible() or not spot.rings:
        return []
    edge = spot.ring_edge()
    words = [QRectF(t) for t in coach.areas.table_texts() if not any(holds(r, t) for r in spot.rings)]
    struck = [w for w in words if edge.intersects(w.adjusted(-3, -3, 3, 3))]
    return [f"a ring's edge runs through words beside its piece at {struck[0].toRect().getRect()}"] if struck else []


def free_place(coach, valued: list[QRect]) -> QRect | None:
    """A place of the note, in its usual shape, on a grid over the room (every 24 px), that covers none of the
    pieces it points at (nor the gap round them), nothing it keeps clear, no name plate and none of what the table
    values, with its arrow clear of what it keeps clear; None when the board has no such room."""
    from ponzi_desktop.ui.lesson.placing import GAP, covered_areas

    areas, callout = coach.areas, coach.callout
    if coach.shown == coach.OTHERS:
        return None  # the small note's own rule: `test_the_note_that_says_who_plays...`
    anchors = areas.anchor_rects()
    gap = round(GAP * callout.scale) // 2
    dialogs = [coach._dialog_rect(d) for d in getattr(coach.table, "dialogs", []) if d.isVisible()]
    avoid = dialogs + areas.kept_clear() + areas.named_values() + areas.watched_places()
    in_the_way = [a for a in avoid if not anchors or not holds(a, anchors[0])]
    kept = [a.adjusted(-gap, -gap, gap, gap) for a in anchors] + avoid + areas.name_plates() + \
        areas.anchor_words() + [r for r in areas.item_rects(areas.reach_items()) if r not in anchors] + valued
    room = areas.room()
    for size in callout.shapes()[:1]:
        w, h = size.width(), size.height()
        places = [QRect(x, y, w, h) for x in range(room.left(), room.right() - w + 2, 24)
                  for y in range(room.top(), room.bottom() - h + 2, 24)]
        for r, covered in zip(places, covered_areas(places, kept), strict=True):
            if not covered and not (anchors and arrow_crosses(r, anchors[0], in_the_way, callout.scale)):
                return r
    return None


def next_in_turn(coach) -> list[QRect]:
    """A review saw Anti-Monopoly's "Leave Prison" ("pay the $50 fine, then roll as usual") over the dice: while
    a move is asked for, the pieces of the learner's moves that follow it in the same turn, in page coordinates."""
    session, step = coach.session, coach.current_step()
    if coach.shown == -1:
        start = session.action_count + 1
    elif step is not None and step.kind == "move":
        start = step.end
    else:
        return []
    state = session._state.clone()
    items = []
    for n in range(session.action_count, len(session.plan.script)):
        if state.is_over or n >= start and state.current_player != LEARNER:
            break
        if n >= start:
            items += coach.table.hint_items(session._script[n])
        state.apply(session._script[n])
    return coach.areas.item_rects(items, filled=True)


def others_alike(coach) -> list[QRect]:
    """A review saw Ponzi's "Give back a tile" over Ada's and Bruno's tiles, which they give back in the same
    crash: while a move is asked for, the pieces the other seats' moves of its kind use, played in a row right
    before it and right after it, in page coordinates."""
    session, step = coach.session, coach.current_step()
    if coach.shown == -1:
        at, end = session.action_count, session.action_count + 1
    elif step is not None and step.kind == "move":
        at, end = step.at, step.end
    else:
        return []
    plan = session.plan
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    moves = []
    for text in plan.script:
        moves.append((state.current_player, text))
        state.apply_text(text)
    script = session._script
    items = []
    for run in (range(at - 1, -1, -1), range(end, len(script))):
        for n in run:
            if moves[n][0] == LEARNER or type(script[n]) is not type(script[at]):
                break
            items += coach.table.hint_items(script[n], moves[n][0])
    return coach.areas.item_rects(items, filled=True)


def arrow_tip(coach) -> tuple[QPointF, QPointF] | None:
    """The painted arrow's tip and where its head points 14 px (at scale 1) on, in page coordinates."""
    spot = coach.spotlight
    curve = spot.arrow()
    if curve is None:
        return None
    _start, bend, end = curve
    dx, dy = end.x() - bend.x(), end.y() - bend.y()
    length = math.hypot(dx, dy) or 1
    on = 14 * spot.scale
    return end, QPointF(end.x() + dx / length * on, end.y() + dy / length * on)


def arrow_piece(coach) -> QRect:
    """The piece the arrow painted points at: the step's first lit, or from beside the table the lit piece it
    reaches over the fewest words (`note_spots.docked_place`)."""
    rings = coach.spotlight.rings
    return rings[0] if rings else coach.areas.anchor_rects()[0]


def arrow_ends_on(coach, anchor: QRect) -> bool:
    """No arrow (the callout touches the piece), or one whose tip is at the piece's ring and whose head points
    into the piece; or, where a piece kept clear lies against it on the arrow's way (its price tag), whose tip
    stops at that piece's edge and whose head points on across it into the piece."""
    tip = arrow_tip(coach)
    if tip is None:
        return True
    end, on = tip
    s = coach.spotlight.scale
    ring = QRectF(anchor).adjusted(-10 * s, -10 * s, 10 * s, 10 * s)
    if ring.contains(end) and QRectF(anchor).contains(on):
        return True
    against = [QRectF(k) for k in coach.spotlight.clear if QRectF(k).intersects(ring)]
    if not any(k.adjusted(-2, -2, 2, 2).contains(end) for k in against):
        return False
    step = QPointF((on.x() - end.x()) / 14, (on.y() - end.y()) / 14)  # one pixel at scale 1, on into the piece
    across = max(max(k.width(), k.height()) for k in against) + 14 * s
    return any(QRectF(anchor).contains(end + step * n) for n in range(round(across / s)))
