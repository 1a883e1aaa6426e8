"""Anti-Monopoly's pawns never hide a space's words: on every space, one to six pawns stand clear of every name,
price and corner word the board draws (in four languages), clear of START's arrow, inside the board, and never
across a space's edge line; pawns held in Prison or Price War stand on their band, inside the board."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.scene import AntiMonopolyScene, SeatLook
from ponzi_desktop.ui.anti_monopoly.spaces import BOARD
from ponzi_desktop.ui.kit.pieces import TextProbe

ROLES = ("monopolist", "competitor", "competitor", "monopolist", "competitor", "monopolist")
#: How far a pawn stays off an edge line it does not stand across (the line's width and a hair).
EDGE = 1.5


def scene_for(players: int = 6) -> AntiMonopolyScene:
    seats = [SeatLook(f"P{i + 1}", QColor.fromHsv(50 * i, 160, 200), i > 0, ROLES[i]) for i in range(players)]
    return AntiMonopolyScene(seats)


def label_rects(sc: AntiMonopolyScene) -> list[tuple[str, QRectF]]:
    """Every word the spaces draw (its ink's box) and START's arrow, in scene units."""
    scratch = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(scratch)
    out = []
    for item in sc.spaces:
        with TextProbe() as probe:
            painter.save()
            painter.setWorldTransform(item.sceneTransform())
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.restore()
        # a line at a time: a pawn may stand beside a short last line ("Tour"), never on a word
        out += [(d.shown, line) for d in probe.drawn if d.shown.strip() for line in d.lines]
        arrow = getattr(item, "arrow_path", None)
        if arrow is not None and arrow() is not None:
            out.append(("START's arrow", arrow().boundingRect().translated(item.pos())))
    painter.end()
    return out


def pawn_rect(sc: AntiMonopolyScene, sq: int, seat: int, jailed: bool, role: str, sharing: list[int]) -> QRectF:
    spot = sc.pawn_spot(sq, seat, jailed, role, sharing)
    r, s = sc.pawns[0].rect, sc.pawn_scale(sq, len(sharing))
    return QRectF(spot.x() + r.left() * s, spot.y() + r.top() * s, r.width() * s, r.height() * s)


def _problems(sc: AntiMonopolyScene, rects: list[tuple[str, QRectF]], labels, check_edges: bool) -> list[str]:
    spaces = [item.rect.translated(item.pos()) for item in sc.spaces]
    inside = QRectF(0, 0, BOARD, BOARD).adjusted(EDGE, EDGE, -EDGE, -EDGE)
    out = []
    for where, r in rects:
        disc = r.adjusted(-1, -1, 1, 1)  # a pawn and a hair: a pawn touching "Tour" was seen to cover it
        out += [f"{where} hides {text!r}" for text, box in labels if disc.intersects(box)]
        if not inside.contains(r):
            out.append(f"{where} crosses the board's edge")
        if check_edges:
            out += [f"{where} stands across the edge of space {n}" for n, s in enumerate(spaces)
                    if r.intersects(s) and not s.adjusted(EDGE, EDGE, -EDGE, -EDGE).contains(r)]
    return out


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_pawns_on_every_space_hide_no_word_and_stay_on_the_board(qapp, lang):
    i18n.install(lang)
    try:
        sc = scene_for()
        labels = label_rects(sc)
        problems = []
        for sq in range(40):
            for n in range(1, 7):
                sharing = list(range(n))
                rects = [(f"pawn {k + 1} of {n} on {sq}", pawn_rect(sc, sq, k, False, ROLES[k], sharing))
                         for k in range(n)]
                problems += _problems(sc, rects, labels, check_edges=True)
        corner = sc.spaces[10]
        inside = QRectF(0, 0, BOARD, BOARD).adjusted(EDGE, EDGE, -EDGE, -EDGE)
        for role in ("monopolist", "competitor"):
            band = corner.jail_rect(role).translated(corner.pos()).adjusted(-1, -1, 1, 1)
            places = corner.jail_places(role)
            for n in range(1, 7):
                rects = [(f"{role} {k + 1} of {n} held", pawn_rect(sc, 10, k, True, role, list(range(n))))
                         for k in range(n)]
                for k, (where, r) in enumerate(rects):
                    if k < places and not band.contains(r):
                        problems.append(f"{where} stands off its band")
                    if k >= places and r.intersects(corner.rect.translated(corner.pos())):
                        problems.append(f"{where} stands in the corner, not on its band nor by the corner")
                    if not inside.contains(r):
                        problems.append(f"{where} crosses the board's edge")
                problems += _problems(sc, rects, labels, check_edges=False)
            room, _stretch, width = corner.jail_word(role)
            word = QRectF(room.left(), room.top(), width, room.height()).translated(corner.pos())
            if places and pawn_rect(sc, 10, 0, True, role, [0]).adjusted(2, 2, -2, -2).intersects(word):
                problems.append(f"a pawn held in {role}'s band hides its word")  # it did: "Price Wa③"
        assert problems == []
    finally:
        i18n.install("en")


def test_pawns_never_overlap_on_a_space_or_beside_a_corner(qapp):
    """Pawns on one space, and a corner's visitors beside the pawns on its neighbouring spaces, never overlap (a
    Foundation visitor the corner had no place for stood on Walnut St.'s pawn)."""
    sc = scene_for()
    problems = []
    for sq in range(40):
        for n in range(2, 7):  # three to six stand smaller, in two rows: every one whole (they overlapped)
            rects = [pawn_rect(sc, sq, k, False, ROLES[k], list(range(n))) for k in range(n)]
            problems += [f"pawns {i + 1} and {j + 1} of {n} on {sq} overlap" for i in range(n) for j in range(i + 1, n)
                         if rects[i].adjusted(1, 1, -1, -1).intersects(rects[j])]
    for corner in (0, 10, 20):
        before, after = (corner - 1) % 40, corner + 1
        for n in range(1, 7):
            for beside in (0, 1, 2):
                for other in (before, after):
                    positions = [corner] * n + [other] * beside
                    positions = positions[:6]
                    groups: dict[int, list[int]] = {}
                    for p, sq in enumerate(positions):
                        groups.setdefault(sq, []).append(p)
                    rects = [(f"pawn {p + 1} on {sq}", pawn_rect(sc, sq, p, False, ROLES[p], groups[sq]))
                             for p, sq in enumerate(positions)]
                    for i, (a, ra) in enumerate(rects):
                        problems += [f"{a} overlaps {b} ({n} at {corner}, {beside} on {other})"
                                     for b, rb in rects[i + 1:] if ra.adjusted(1, 1, -1, -1).intersects(rb)]
    assert problems == []


def test_pawns_on_the_two_spaces_by_a_corner_keep_apart(qapp):
    """A review: a pawn on Walnut St. and one on the space after the Sightseeing Tour touched where the two
    spaces' strips meet, inside the corner's vertex. One or two pawns before a corner and up to three after it
    keep a hair apart (with the corner's own visitors too, where the corner has a place for them)."""
    sc = scene_for()
    problems = []
    for corner in (0, 10, 20, 30):
        before, after = (corner - 1) % 40, corner + 1
        for a in (1, 2):
            for b in (1, 2, 3):
                for at_corner in range(len(sc.spaces[corner].pawn_spots()) + 1):
                    positions = ([before] * a + [after] * b + [corner] * at_corner)[:6]
                    n = len(positions)
                    sc.place_pawns(positions + [5] * (6 - n), [0] * 6, [False] * n + [True] * (6 - n), ROLES)
                    rects = []
                    for p, sq in enumerate(positions):
                        pawn = sc.pawns[p]
                        r, s = pawn.rect, pawn.scale()
                        rects.append((f"pawn {p + 1} on {sq}", QRectF(pawn.pos().x() + r.left() * s,
                                                                     pawn.pos().y() + r.top() * s,
                                                                     r.width() * s, r.height() * s)))
                    for i, (x, rx) in enumerate(rects):
                        problems += [f"{x} touches {y} ({a} on {before}, {b} on {after}, {at_corner} at {corner})"
                                     for y, ry in rects[i + 1:] if rx.adjusted(-1, -1, 1, 1).intersects(ry)]
    assert problems == []


def test_a_fifth_and_sixth_pawn_on_start_stand_by_starts_corner_not_by_another_space(qapp):
    """START's row holds four pawns; a fifth and a sixth stand on the diagonal in from START's inner corner, the
    first touching it. They stood inside the board past the neighbours' pawns, by Wall St., and a reviewer read
    the sixth player's pawn as standing on Wall St."""
    sc = scene_for()
    start = sc.spaces[0].rect.translated(sc.spaces[0].pos())
    corner = start.topLeft()  # START is the board's bottom right corner: its inner corner is its top left
    for n in (5, 6):
        extra = [pawn_rect(sc, 0, k, False, ROLES[k], list(range(n))) for k in range(4, n)]
        first = extra[0]
        assert abs(first.right() - corner.x()) < 12 and abs(first.bottom() - corner.y()) < 12, (first, corner)
        for r in extra:  # on the diagonal, nearer START's inner corner than any other space's middle
            c = r.center()
            assert abs((corner.x() - c.x()) - (corner.y() - c.y())) < 0.5
            gap = math.hypot(c.x() - corner.x(), c.y() - corner.y())
            others = [item.rect.translated(item.pos()).center() for item in sc.spaces[1:]]
            assert all(math.hypot(c.x() - o.x(), c.y() - o.y()) > gap for o in others)
