"""One colour per group of properties, the same wherever a deed is shown: the board's band, the deed card under
the mouse, a player's place and the trade windows' tiles (the trade windows once painted U.S. Railroad grey-blue
and Electric Company tan, where the board has them dark and yellow)."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter

from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.ui.anti_monopoly import trade_parts
from ponzi_desktop.ui.anti_monopoly.deed import DeedCard
from ponzi_desktop.ui.anti_monopoly.seat_deeds import DeedChip
from ponzi_desktop.ui.anti_monopoly.spaces import SpaceItem
from ponzi_desktop.ui.anti_monopoly.style import TRANSPORT_COLOUR, UTILITY_COLOUR, deed_colour


def near(a: QColor, b: QColor) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= 3


def board_band(sq: int) -> QColor:
    item = SpaceItem(sq)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(100, 100)
    item.paint_face(painter)
    painter.end()
    c = item.band_rect().center()
    return image.pixelColor(int(c.x() + 100), int(c.y() + 100))


def test_every_deed_has_one_colour_on_the_board_the_card_the_place_and_the_trade_window(qtbot):
    b = board()
    view = new_game(AntiMonopolySettings(players=2, roles=("competitor", "monopolist")), 3).view(0)
    card = DeedCard()
    for sq in b.properties:
        colour = deed_colour(sq)
        assert near(board_band(sq), colour), (sq, board_band(sq).name(), colour.name())
        card.show_deed(sq, view, ["Ann", "Bob"], [QColor("green"), QColor("blue")])
        assert card.colour == colour, sq
        assert DeedChip(sq).colour == colour, sq
        tile = trade_parts.DeedCard(sq, 0, 1.0)
        qtbot.addWidget(tile)
        shot = tile.grab().toImage()
        ratio = shot.devicePixelRatio()
        on_band = shot.pixelColor(QPoint(int(tile.width() / 2 * ratio), int(8 * ratio)))
        assert near(on_band, colour), (sq, on_band.name(), colour.name())
    assert deed_colour(5) == TRANSPORT_COLOUR and deed_colour(12) == UTILITY_COLOUR
