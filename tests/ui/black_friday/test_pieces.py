"""Black Friday pieces: what a glow, a count or a small screen must never hide."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.black_friday.pieces import ShareItem


def rendered(item, scale: float = 4.0) -> QImage:
    r = item.boundingRect()
    image = QImage(int(r.width() * scale), int(r.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.scale(scale, scale)
    p.translate(-r.topLeft())
    item.paint(p, None)
    p.end()
    return image


def test_a_lit_stack_still_shows_its_count(qtbot):
    """The glow of a legal drop is drawn under the count badge, never across it."""
    share = ShareItem("blue", 40, 52)
    share.set_count(15)
    plain = rendered(share)
    share.set_glow("target")
    lit = rendered(share)
    r, scale = share.rect, 4.0
    centre = QPointF(r.right() - 2, r.bottom() - 4) - share.boundingRect().topLeft()
    badge = QRectF(centre.x() - 9, centre.y() - 9, 18, 18)  # inside the badge's paper disc
    for y in range(int(badge.top() * scale), int(badge.bottom() * scale)):
        for x in range(int(badge.left() * scale), int(badge.right() * scale)):
            assert lit.pixel(x, y) == plain.pixel(x, y), (x, y)
