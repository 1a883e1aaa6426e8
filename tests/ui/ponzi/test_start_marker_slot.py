"""The start player marker has a slot of its own in its holder's banner: clear of the cash box (or the screen's
pictures that hide the cash) and of the name; a review found the star coin drawn over the screen's pictures."""

from __future__ import annotations

import pytest

from ponzi_desktop.ui.kit.pieces import TableItem

GAP = 6  # scene pixels at least between the coin and its neighbours


def face(item: TableItem):
    """Where the item draws its face, in scene coordinates (its glow's margin left out)."""
    return item.mapRectToScene(item.rect)


@pytest.mark.parametrize("players", [3, 5])
def test_the_start_marker_stands_clear_of_the_cash_box_and_the_name(make_table, players):
    table, _session = make_table("fund", players=players)
    scene = table.scene
    for area in scene.areas:
        scene.marker.setPos(area.marker_pos())
        coin = face(scene.marker)
        cash = face(area.cash)
        name = area.name_text.mapRectToScene(area.name_text.boundingRect())
        assert cash.left() - coin.right() >= GAP, (area.seat, coin, cash)
        assert coin.left() - name.right() >= 0, (area.seat, coin, name)
        assert area.plate_rect().contains(coin), (area.seat, coin)  # in the banner
