"""A lit industry pile keeps its count readable: the glow's ring ran across the badge's number ("1!" for 15, seen
with the Media pile picked by the keyboard)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.ponzi.items import TileItem


def drawn(tile: TileItem) -> QImage:
    r = tile.boundingRect().adjusted(-12, -12, 12, 12)
    image = QImage(int(r.width()), int(r.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.darkGreen)
    painter = QPainter(image)
    painter.translate(-r.topLeft())
    tile.paint(painter, None)
    painter.end()
    return image


def test_the_glow_never_covers_the_count_badge(qapp):
    tile = TileItem("media", 60, pile=True)
    tile.set_count(15)
    plain = drawn(tile)
    tile.set_glow("selected")
    lit = drawn(tile)
    r, box = tile.rect, tile.boundingRect().adjusted(-12, -12, 12, 12)
    d = max(27.0, r.width() * 0.46)
    centre = QPointF(r.right() - d * 0.7 + d / 2, r.bottom() - d * 0.7 + d / 2) - box.topLeft()
    inside = [(int(centre.x()) + dx, int(centre.y()) + dy) for dx in range(-int(d * 0.4), int(d * 0.4))
              for dy in range(-int(d * 0.4), int(d * 0.4)) if dx * dx + dy * dy < (d * 0.4) ** 2]
    changed = [p for p in inside if plain.pixel(*p) != lit.pixel(*p)]
    assert not changed, f"{len(changed)} of the badge's pixels changed under the glow"
