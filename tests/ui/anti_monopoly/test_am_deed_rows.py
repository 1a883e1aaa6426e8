"""A place's deed cards wrap before they shrink: the cards fill rows at the largest size that holds the deeds
(more rows of the same width before narrower cards). A review found five or six deeds in a three-player place
drawn as narrow cards in one row, their names broken ("U.S. / Railroad"), over an empty second row, while seven
deeds took two rows of wide cards."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from ponzi_desktop.ui.anti_monopoly.scene import SCENE_W, AntiMonopolyScene, SeatLook, narrowest

from .test_am_places import ROLES, spread


def layouts(players: int, scene_w: float | None = None) -> list:
    """Seat 0's deed layout for 1 to 20 deeds, in the full layout (or a scene `scene_w` wide)."""
    seats = [SeatLook(f"P{i + 1}", QColor.fromHsv(50 * i, 160, 200), i > 0, ROLES[i]) for i in range(players)]
    sc = AntiMonopolyScene(seats)
    if scene_w is not None:
        sc._place_seats(scene_w)
    out = []
    for n in range(1, 21):
        state = spread(players, n, seed=n)
        sc.sync(state.view(0), 0, [s.name for s in seats])
        out.append(sc.areas[0].layout)
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_more_deeds_never_get_wider_cards_and_cards_wrap_before_they_narrow(qapp, players):
    bad = []
    for scene_w in sorted({SCENE_W, narrowest(players)}):
        laid = layouts(players, scene_w)
        cards = [(n, lay) for n, lay in enumerate(laid, 1) if lay.mode == "cards"]
        for (n, a), (_m, b) in zip(cards, cards[1:], strict=False):
            if b.cell_w > a.cell_w or (b.cell_w == a.cell_w and b.px > a.px):
                bad.append(f"{scene_w}: {n} deeds as {a.cell_w:.0f}-unit cards in {-(-n // a.cols)} row(s), "
                           f"{n + 1} as {b.cell_w:.0f}-unit cards in {-(-(n + 1) // b.cols)}")
        # the list comes only once no card fits: after it, no cards again
        modes = [lay.mode for lay in laid]
        if "list" in modes and "cards" in modes[modes.index("list"):]:
            bad.append(f"{scene_w}: cards again after a list: {modes}")
    assert not bad, (players, bad)
