"""The players' places fill the room beside the board for every number of players: no place-sized hole (three
players left a quarter of the seats' room empty at 1920x1080, five a sixth), and no two places overlap."""

from __future__ import annotations

import pytest

from ponzi_desktop.ui.anti_monopoly.scene import (
    SCENE_H,
    SCENE_W,
    SEAT_GAP,
    SEAT_MARGIN,
    SEATS_X,
    narrowest,
    seat_places,
)


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("wide", [True, False])
def test_the_places_fill_the_seats_room(players, wide):
    scene_w = SCENE_W if wide else narrowest(players)
    places = seat_places(players, scene_w)
    assert len(places) == players
    for i, a in enumerate(places):
        assert all(not a.intersects(b) for b in places[i + 1:])
    rows: dict[float, list] = {}
    for place in places:
        rows.setdefault(round(place.top(), 3), []).append(place)
    for row in rows.values():  # every row runs the room's whole width, gaps between places only
        row.sort(key=lambda r: r.left())
        assert row[0].left() == pytest.approx(SEATS_X)
        assert row[-1].right() == pytest.approx(scene_w - SEAT_MARGIN)
        assert all(b.left() - a.right() == pytest.approx(SEAT_GAP) for a, b in zip(row, row[1:], strict=False))
    assert min(p.top() for p in places) == pytest.approx(SEAT_MARGIN)
    assert max(p.bottom() for p in places) == pytest.approx(SCENE_H - SEAT_MARGIN)
