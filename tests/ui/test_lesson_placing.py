"""Where a lesson's note and its arrow go, on rectangles alone: beside what the note points at and never over it,
in another of its shapes where its usual one has no place, over a name plate rather than a piece; the arrow over
none of what the table values where a way is, ending on its piece and not at a corner beside it."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF

from ponzi_desktop.ui.lesson.arrows import arrow_curve, arrow_target, covers, curve_points
from ponzi_desktop.ui.lesson.placing import place


def test_the_callout_is_placed_beside_what_it_points_at_never_over_it():
    room = QRect(0, 0, 1000, 600)
    anchors = [QRect(400, 250, 80, 60), QRect(100, 100, 50, 50)]
    r = place(QRect(0, 0, 300, 150).size(), anchors, room)
    assert not covers(r, anchors)
    assert room.contains(r)
    assert abs(r.center().y() - anchors[0].center().y()) < 200  # beside the first piece, not across the room
    crowded = [QRect(0, 0, 1000, 260), QRect(0, 340, 1000, 260)]  # room only for a thin strip between them
    r = place(QRect(0, 0, 300, 60).size(), crowded, room)
    assert not covers(r, crowded)


def test_a_callout_with_no_place_in_its_shape_takes_another_that_has_one():
    """Black Friday's Japanese "A price change" at 1280x720 was 6 px too wide for the one gap beside the
    prices it points at, and 16 px too tall for the band below them: it covered a price. A callout that has no
    place in its usual shape takes another of its shapes (its words wrapped wider and shorter, or narrower and
    taller) that has one, and its usual shape where that has one."""
    room = QRect(0, 0, 1000, 600)
    anchors = [QRect(0, 0, 1000, 200), QRect(0, 400, 1000, 200)]  # a band 200 px high between them
    usual, wide = QRect(0, 0, 360, 202).size(), QRect(0, 0, 460, 170).size()
    assert covers(place(usual, anchors, room), anchors)
    r = place(usual, anchors, room, others=[wide])
    assert r.size() == wide and not covers(r, anchors) and room.contains(r)
    r = place(usual, anchors[:1], room, others=[wide])
    assert r.size() == usual and not covers(r, anchors[:1])


def test_an_arrow_takes_a_way_over_nothing_the_table_values_where_one_is():
    """A review saw lesson arrows run over other pieces (Ada's cards, the round's lines) where another way from
    the note's facing edge ran over none: of the ways in that keep clear of what the note keeps clear, the arrow
    takes one over none of what the table values (`prefer`) where one is, else the one over the least of it."""
    callout, target = QRectF(600, 100, 300, 300), arrow_target(QRect(100, 330, 60, 60), 1.0)
    straight = arrow_curve(callout, target, 1.0)
    card = QRectF(300, 340, 60, 40)  # on the straight way, level with the piece
    assert any(card.contains(p) for p in curve_points(*straight))
    curve = arrow_curve(callout, target, 1.0, [], [card])
    assert curve is not None and not any(card.contains(p) for p in curve_points(*curve))
    assert curve[0].x() == callout.left()  # from the same, facing edge
    band = QRectF(170, 0, 420, 600)  # no way misses it: the way over the least of it
    least = arrow_curve(callout, target, 1.0, [], [band])
    assert sum(band.contains(p) for p in curve_points(*least)) <= sum(band.contains(p) for p in curve_points(*straight))


def test_the_arrow_ends_on_its_piece_not_at_a_corner_beside_it():
    """A piece in a column of pieces, the callout below right of it: the arrow ends at the piece's side with
    its head pointing in, not at the corner next to the piece below (Ponzi's Transportation over Grain)."""
    piece, below = QRect(11, 41, 57, 57), QRect(11, 103, 57, 57)
    callout = QRectF(488, 347, 360, 170)
    start, bend, end = arrow_curve(callout, arrow_target(piece, 1.0), 1.0)
    assert not QRectF(below).adjusted(-8, -8, 8, 8).contains(end)
    assert end.y() < piece.bottom()
    dx, dy = end.x() - bend.x(), end.y() - bend.y()
    length = math.hypot(dx, dy)
    assert QRectF(piece).contains(QPointF(end.x() + dx / length * 14, end.y() + dy / length * 14))


def test_a_note_covers_a_name_plate_rather_than_a_piece_it_points_at():
    room = QRect(0, 0, 1000, 600)
    board = QRect(0, 0, 1000, 300)
    plates = [QRect(0, 320, 1000, 40)]
    r = place(QRect(0, 0, 300, 150).size(), [board], room, avoid=[], uncovered=plates)
    assert not covers(r, [board]) and not covers(r, plates)  # below the plates: room for both
    r = place(QRect(0, 0, 300, 280).size(), [board], room, avoid=[], uncovered=plates)
    assert not covers(r, [board])  # no room for both: the plate is covered, never the board
