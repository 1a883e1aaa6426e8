"""Where a time wheel's chips sit: the cards at one space read as being at that space (in its sector, never
over the arrow unless due now), and no chip's space badge touches another piece (another chip or its badge,
the disc's ring of numbers, the industry tiles and their counts above the wheel)."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from test_wheel_crowded import TABLES, cards_for, make_wheel

from ponzi_desktop.ui.ponzi.cards import BADGE_R
from ponzi_desktop.ui.ponzi.wheel import _sector

# (card, countdown) as the play tester saw them: two cards due at space 1 with one at 2 and one at 3 (the second
# "1" sat over the arrow, under the tiles), and two at 1 with none at 2 (the second sat where space 2's go)
SEEN = [
    [(15, 1), (9, 1), (54, 2), (10, 3)],
    [(43, 1), (14, 1), (17, 2), (53, 3)],
    [(12, 1), (56, 1), (30, 3), (21, 4), (16, 4)],
]

# every way of holding up to seven cards at spaces 1-5, two or three at most at one space, as real games do
SPREADS = [s for s in itertools.product(range(3), repeat=5) if 1 <= sum(s) <= 7]


def sector_of(wheel, chip) -> int:
    """The sector a chip sits in, as the wheel judges it (from the disc's centre, the sides squeezed)."""
    at = chip.pos() - QPointF(0, wheel.disc_y)
    return _sector(at.x() * 0.62, at.y())


def off_its_space(wheel, chip, space: int) -> float:
    """How many degrees a chip's direction from the disc's centre (the sides squeezed, as the wheel judges
    sectors) is from its space's: up to 30 inside its sector."""
    at = chip.pos() - QPointF(0, wheel.disc_y)
    ccw_from_top = math.degrees(math.atan2(-at.x() * 0.62, -at.y()))
    return abs((ccw_from_top - 60 * space + 180) % 360 - 180)


def badge(chip) -> tuple[QPointF, float]:
    """A chip's space badge in scene coordinates: its centre and radius (it keeps its size on the screen)."""
    return chip.mapToScene(chip.badge_centre()), BADGE_R


def distance(centre: QPointF, rect: QRectF) -> float:
    dx = max(rect.left() - centre.x(), 0.0, centre.x() - rect.right())
    dy = max(rect.top() - centre.y(), 0.0, centre.y() - rect.bottom())
    return math.hypot(dx, dy)


def painted(item, out: float) -> QRectF:
    """What an item paints in scene coordinates: its face, and `out` more to the right and below (a tile's count
    badge); its bounding rect adds a margin for a glow painted only when lit."""
    r = item.rect
    return item.mapRectToScene(QRectF(r.left(), r.top(), r.width() + out, r.height() + out))


def assert_badges_touch_nothing(scene, wheel) -> None:
    area = scene.areas[-1]
    ring = wheel.mapToScene(QPointF(0, wheel.disc_y))
    above = [painted(t, 0.3 * max(27.0, t.rect.width() * 0.46)) for t in area.tiles.values()]  # with their counts
    above += [painted(lux, 0.0) for lux in area.luxuries.values()]
    chips = list(wheel.chips.items())
    for card, chip in chips:
        centre, radius = badge(chip)
        assert math.hypot(centre.x() - ring.x(), centre.y() - ring.y()) >= wheel.inner + radius - 1e-6 or \
            distance(ring, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)) >= \
            wheel.inner - 1e-6, card
        for rect in above:
            assert distance(centre, rect) > radius, (card, rect)
        for other, chip2 in chips:
            if other == card:
                continue
            assert distance(centre, chip2.mapRectToScene(chip2.rect)) > radius, (card, other)
            c2, _ = badge(chip2)
            assert math.hypot(centre.x() - c2.x(), centre.y() - c2.y()) > 2 * radius, (card, other)


@pytest.mark.parametrize("cards", SEEN)
def test_the_cards_at_one_space_sit_in_its_sector_at_full_size(qapp, cards):
    scene, wheel = make_wheel(4, False)
    wheel.set_cards(cards, 18)
    assert {(chip.scale(), chip.detailed) for chip in wheel.chips.values()} == {(1.0, True)}
    # in its sector, or beside a card of its space that is (two due together, the second at the sector's edge)
    inside = {card for card, space in cards if off_its_space(wheel, wheel.chips[card], space) <= 30}
    for card, space in cards:
        at = wheel.chips[card].pos()
        beside = [c for c, s in cards if s == space and c in inside and c != card and
                  abs(wheel.chips[c].pos().x() - at.x()) <= 100 and abs(wheel.chips[c].pos().y() - at.y()) <= 80]
        assert card in inside or beside, (card, space)
    assert_badges_touch_nothing(scene, wheel)


@pytest.mark.parametrize(("players", "advanced"), TABLES)
def test_no_card_but_a_due_one_sits_over_the_arrow_and_no_badge_touches_a_piece(qapp, players, advanced):
    scene, wheel = make_wheel(players, advanced)
    scene.areas[-1].show_tiles([3, 3, 3, 3], False)  # every count badge shown
    if advanced:
        scene.areas[-1].show_luxuries([30, 56, 78])
    for spread in SPREADS:
        wheel.set_cards(cards_for((0, *spread)), 18)
        for card, countdown in wheel.cards:
            assert sector_of(wheel, wheel.chips[card]) != 0, (spread, card, countdown)
        assert_badges_touch_nothing(scene, wheel)
