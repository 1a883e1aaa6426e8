"""A crowded time wheel (16-24 fund cards) shows its chips' values alone, smaller: every value in view and at
the table's smallest text or larger, none covering another."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from ponzi_desktop.ui.kit.look import MIN_TEXT
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.ponzi import style
from ponzi_desktop.ui.ponzi.cards import BADGE_R
from ponzi_desktop.ui.ponzi.scene import PonziScene as TableScene
from ponzi_desktop.ui.ponzi.scene import SeatLook
from ponzi_desktop.ui.ponzi.style import number
from ponzi_desktop.ui.ponzi.wheel import FULL, WheelItem, place

# The table's wheel sizes: 3 to 5 seats, with the advanced variant's luxury row or without.
TABLES = [(3, False), (4, False), (4, True), (5, False), (5, True)]

# (cards at countdown 0, 1, ..., 5): even, lopsided, ten at one space, a moment with ten at the arrow.
SPREADS = {
    16: [(0, 3, 3, 4, 3, 3), (0, 0, 0, 16, 0, 0), (0, 1, 2, 10, 2, 1), (2, 2, 2, 4, 2, 4)],
    20: [(0, 2, 4, 6, 5, 3), (0, 1, 1, 8, 7, 3), (0, 2, 3, 3, 2, 10), (0, 10, 4, 2, 2, 2)],
    24: [(0, 4, 5, 5, 5, 5), (0, 2, 4, 10, 4, 4), (0, 2, 3, 4, 5, 10), (1, 10, 3, 4, 3, 3), (10, 2, 3, 3, 3, 3)],
}
CROWDS = [(n, spread) for n, spreads in SPREADS.items() for spread in spreads]

# Seven cards on a four-seat basic wheel, at full size, where the layout puts them (in the wheel's coordinates): a guard
# against a change of layout nobody meant.
SEVEN = [(9, 5), (18, 4), (27, 3), (36, 3), (45, 2), (63, 4), (72, 1)]
SEVEN_PLACES = {9: (116.5, -89.0), 18: (116.5, 55.0), 27: (-83.5, 119.0), 36: (108.5, 135.0), 45: (-123.5, 39.0),
                63: (12.5, 95.0), 72: (-123.5, -73.0)}


def make_wheel(players: int, advanced: bool) -> tuple[TableScene, WheelItem]:
    industries = tuple(i.id for i in style.ponzi_data().industries)
    seats = [SeatLook(f"P{i}", QColor("#c04040"), False) for i in range(players)]
    scene = TableScene(industries, seats, advanced)
    return scene, scene.areas[-1].wheel


def cards_for(spread: tuple[int, ...], seed: int = 1) -> list[tuple[int, int]]:
    """Distinct fund cards (values 9-80), `spread[s]` of them at countdown s."""
    values = iter(random.Random(seed).sample(range(9, 81), sum(spread)))
    return [(next(values), space) for space, n in enumerate(spread) for _ in range(n)]


def face(chip) -> QRectF:
    """The chip's card in scene coordinates (its bounding rect adds a glow margin, painted only when lit)."""
    return chip.mapRectToScene(chip.rect)


def distance(centre: QPointF, rect: QRectF) -> float:
    dx = max(rect.left() - centre.x(), 0.0, centre.x() - rect.right())
    dy = max(rect.top() - centre.y(), 0.0, centre.y() - rect.bottom())
    return math.hypot(dx, dy)


def assert_readable(wheel: WheelItem) -> None:
    zone = wheel.mapRectToScene(wheel.boundingRect())
    centre = wheel.mapToScene(QPointF(0, wheel.disc_y))
    faces = {card: face(chip) for card, chip in wheel.chips.items()}
    assert len(faces) == len(wheel.cards)
    for card, r in faces.items():
        assert zone.contains(r), (card, r, zone)
        # the rect's nearest point to the disc's centre stays outside the ring kept for the disc and its numbers
        dx = max(r.left() - centre.x(), 0.0, centre.x() - r.right())
        dy = max(r.top() - centre.y(), 0.0, centre.y() - r.bottom())
        assert math.hypot(dx, dy) >= wheel.inner - 1e-6, (card, r)
    items = sorted(faces.items())
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            assert not ra.intersects(rb), (a, b, ra, rb)


@pytest.mark.parametrize(("players", "advanced"), TABLES)
@pytest.mark.parametrize(("count", "spread"), CROWDS)
def test_crowded_wheel_gives_every_chip_its_own_place(qapp, players, advanced, count, spread):
    scene, wheel = make_wheel(players, advanced)
    cards = cards_for(spread, seed=count)
    assert len(cards) == count
    wheel.set_cards(cards, 18)
    assert_readable(wheel)
    chips = list(wheel.chips.values())
    assert len({(chip.scale(), chip.detailed) for chip in chips}) == 1
    chip = chips[0]
    # the value is drawn at 28-29 units: scaled, it stays at the table's smallest text or larger
    assert 28 * chip.scale() >= MIN_TEXT
    if chip.detailed:
        assert 19 * chip.scale() >= MIN_TEXT  # what the card pays, and how often
    assert {c for c, _ in wheel.cards} == set(wheel.chips)


@pytest.mark.parametrize(("players", "advanced"), [(4, True), (5, True)])
def test_even_a_wheel_past_any_real_game_stacks_no_chip(qapp, players, advanced):
    scene, wheel = make_wheel(players, advanced)
    wheel.set_cards(cards_for((3, 8, 6, 6, 6, 6)), 18)
    assert_readable(wheel)


def test_seven_cards_keep_their_full_size_places(qapp):
    scene, wheel = make_wheel(4, False)
    wheel.set_cards(SEVEN, 18)
    assert {c: (chip.scale(), chip.detailed) for c, chip in wheel.chips.items()} == dict.fromkeys(SEVEN_PLACES,
                                                                                                 (1.0, True))
    at = {c: (chip.pos().x(), chip.pos().y()) for c, chip in wheel.chips.items()}
    assert at == SEVEN_PLACES


@pytest.mark.parametrize(("players", "advanced"), TABLES)
@pytest.mark.parametrize("count", [1, 5, 9, 12])
def test_a_wheel_that_fits_is_laid_out_at_full_size(qapp, players, advanced, count):
    scene, wheel = make_wheel(players, advanced)
    spread = tuple(count // 5 + (s <= count % 5) if s else 0 for s in range(6))
    cards = cards_for(spread, seed=count)
    slots = place(wheel._w, wheel.top, wheel._h - wheel.top, wheel.inner, spread)
    if any(len(slots[s]) < spread[s] for s in range(6)):
        pytest.skip("does not fit this wheel at full size")
    form, scale, places = wheel.arrange(cards)
    assert (form, scale) == (FULL, 1.0)
    for space in range(6):
        members = sorted(c for c, cd in cards if cd == space)
        assert [(places[c].x(), places[c].y() - wheel.disc_y) for c in members] == list(slots[space])


def test_set_cards_keeps_the_crowded_scale(qapp):
    scene, wheel = make_wheel(5, True)
    wheel.set_cards(cards_for((0, 2, 4, 6, 5, 3)), 18)
    scale = next(iter(wheel.chips.values())).scale()
    assert scale < 1.0
    wheel.set_cards(list(wheel.cards), 18)  # a second sync at rest changes nothing
    assert all(chip.scale() == scale for chip in wheel.chips.values())
    wheel.set_cards(wheel.cards[:4], 18)  # few cards: back to full size
    assert all(chip.scale() == 1.0 for chip in wheel.chips.values())


def test_slot_for_names_the_place_and_scale_a_new_chip_takes(qapp):
    scene, wheel = make_wheel(5, False)
    wheel.set_cards(cards_for((0, 2, 3, 5, 3, 2)), 18)
    new = next(v for v in range(9, 81) if v not in wheel.chips)
    pos, width = wheel.slot_for(new, 3), wheel.slot_width(new, 3)
    wheel.set_cards([*wheel.cards, (new, 3)], 18)
    assert wheel.chips[new].scenePos() == pos
    assert wheel.chips[new].rect.width() * wheel.chips[new].scale() == pytest.approx(width)


def rest(wheel: WheelItem) -> dict[int, tuple[float, float, float]]:
    return {c: (chip.pos().x(), chip.pos().y(), chip.scale()) for c, chip in wheel.chips.items()}


def assert_same_rest(a: dict, b: dict) -> None:
    assert a.keys() == b.keys()
    for c in a:
        assert a[c] == pytest.approx(b[c], abs=1e-6), c


def test_turning_a_crowded_wheel_ends_where_it_rests(qtbot):
    """The chips shrink or grow along the turn, so showing the new wheel at rest moves nothing."""
    scene, wheel = make_wheel(5, True)
    cards = cards_for((0, 0, 1, 1, 1, 1))  # four whole cards fit (a tenth smaller); one turn crowds them smaller
    before, after = wheel.arrange(cards)[:2], wheel.arrange([(c, max(cd - 1, 0)) for c, cd in cards])[:2]
    assert before != after
    wheel.set_cards(cards, 18)
    anim = wheel.turn_animation(1, 40)
    with qtbot.waitSignal(anim.finished, timeout=2000):
        anim.start()
    ended = rest(wheel)
    assert {s for _, _, s in ended.values()} == {after[1]}
    wheel.set_cards(list(wheel.cards), 18)
    assert_same_rest(ended, rest(wheel))
    assert_readable(wheel)


def test_due_cards_going_back_end_where_they_rest(qtbot):
    scene, wheel = make_wheel(5, True)
    cards = cards_for((1, 0, 0, 0, 1, 2))  # a due card at the arrow crowds the wheel until it goes back
    back = [(c, style.card_facts(c).period if cd == 0 else cd) for c, cd in cards]
    assert wheel.arrange(cards)[:2] != wheel.arrange(back)[:2]
    wheel.set_cards(cards, 18)
    anim = wheel.move_animation(back, 40)
    with qtbot.waitSignal(anim.finished, timeout=2000):
        anim.start()
    ended = rest(wheel)
    wheel.set_cards(list(wheel.cards), 18)
    assert_same_rest(ended, rest(wheel))
    assert_readable(wheel)


def test_the_due_line_is_what_the_wheel_pays_when_this_round_ends(qapp):
    """Seen just before a round ends (the last decision of the round), each player's due line names exactly
    the interest the engine charges: cards one space from the arrow, two after a market crash."""
    from ponzi_desktop.engine.core import game_spec
    from ponzi_desktop.ui.ponzi.scene import PonziScene

    spec = game_spec("ponzi")
    checked = crashed = 0
    for seed in range(1, 13):  # 61 round ends, 9 of them after a crash (the 24 games this played had 117)
        players = 3 + seed % 3
        state = spec.new_game(spec.settings_from(players, {}), seed)
        scene = PonziScene(tuple(i.id for i in style.ponzi_data().industries),
                           [SeatLook(f"P{i}", QColor("#c04040"), False) for i in range(players)], False)
        rng = random.Random(seed)
        while not state.is_over:
            view = state.view(None)
            choices = state.legal_choices()
            c = choices[rng.randrange(len(choices))]
            events = state.apply(c.action if c.param is None else c.with_value(rng.randint(c.lo, c.hi)))
            kinds = [e.kind for e in events]
            if "wheel_rotated" not in kinds or ("market_crashed" in kinds and view.phase != "return"):
                continue  # not the round's end, or a crash the view before it could not know of
            scene.sync(view, None)  # the table as it was at that decision
            lines = [area.due_text.text() for area in scene.areas]
            paid = {e.player: e.data.get("amount", e.data.get("due")) for e in events
                    if e.kind in ("interest_paid", "bankrupt")}
            for p, line in enumerate(lines):
                due = paid.get(p, 0)
                assert line == (f"Due this round: {style.money(due)}" if due else "Nothing due this round"), (seed, p)
            checked += 1
            crashed += view.phase == "return"
    assert checked > 50 and crashed > 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_start_player_marker_never_covers_a_name(qapp, players):
    """The marker sits in the banner between the name and the cash: the name's box (its text is elided to
    the box) and the cash stay clear of it, with five seats as with three."""
    scene, _ = make_wheel(players, advanced=True)
    for area in scene.areas:
        scene.marker.setPos(area.marker_pos())
        marker = scene.marker.mapRectToScene(scene.marker.rect)  # the disc (its bounding rect holds its glow)
        for item in (area.name_text, area.tag_text):
            assert not item.sceneBoundingRect().intersects(marker), (players, item)
        assert not area.cash.mapRectToScene(area.cash.rect).intersects(marker)


def drawn_on(chip) -> list:
    """The texts a chip draws, their boxes in scene coordinates."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.setWorldTransform(chip.sceneTransform())
    try:
        with TextProbe() as probe:
            chip.paint(painter, QStyleOptionGraphicsItem())
    finally:
        painter.end()
    return probe.drawn


@pytest.mark.parametrize(("players", "advanced"), TABLES)
def test_no_space_badge_covers_a_value_and_values_stay_legible(qapp, players, advanced):
    """On a crowded wheel the chips shrank to a bare value and their space badges (which keep their size as the
    chips shrink) covered its digits: "58" and "45" half hidden on a five-seat table. From a few cards to the
    most a wheel holds, a chip's value is whole, clear of every badge (its own and its neighbours'), and at the
    table's smallest text or larger; what a whole card in brief pays is too. Real games reach 9 to 11 cards on
    a wheel (normal bots, a dozen games at each table); twenty cards is this rule's reach (24, on the five-seat
    advanced wheel, lets badges touch their neighbours again rather than every value shrink under the floor)."""
    problems = []
    spreads = [(0, 1, 1, 1, 1, 1), (0, 2, 2, 3, 2, 2), (0, 2, 3, 4, 3, 2), *[s for n, s in CROWDS if n <= 20]]
    for spread in spreads:
        scene, wheel = make_wheel(players, advanced)
        wheel.set_cards(cards_for(spread, seed=sum(spread)), 18)
        badges = [(chip.mapToScene(chip.badge_centre()), BADGE_R) for chip in wheel.chips.values()]
        for card, chip in wheel.chips.items():
            for d in drawn_on(chip):
                if d.text not in (number(card), chip.pays_text()):
                    continue
                where = f"{spread}: {d.text!r} of card {card}"
                if d.cut or d.px < MIN_TEXT - 0.01:
                    problems.append(f"{where} at {d.px:.1f} units" + (" (cut)" if d.cut else ""))
                for centre, radius in badges:
                    if distance(centre, d.rect) < radius:
                        problems.append(f"{where} under a badge")
    assert not problems, "\n".join(dict.fromkeys(problems[:30]))
