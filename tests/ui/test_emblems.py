"""Every game's start-page picture: Ponzi's size and behaviour, drawn whole and centred inside its box at any
width (one test for every registered game with an emblem)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QImage, QRegion  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.ponzi.emblem import PonziEmblem  # noqa: E402

OTHERS = [g.id for g in games.registered() if g.emblem is not None and g.id != "ponzi"]


def emblem_of(game: str) -> QWidget:
    return games.load(games.game_ui(game).emblem)()


@pytest.mark.parametrize("game", OTHERS)
def test_it_takes_the_room_ponzis_takes(qtbot, game):
    ours, theirs = emblem_of(game), PonziEmblem()
    qtbot.addWidget(ours)
    qtbot.addWidget(theirs)
    assert ours.minimumSize() == theirs.minimumSize()
    assert ours.sizePolicy() == theirs.sizePolicy()


@pytest.mark.parametrize("size", [(220, 150), (308, 150), (440, 300)])
@pytest.mark.parametrize("game", OTHERS)
def test_the_picture_is_drawn_whole_inside_its_box(qtbot, game, size):
    emblem = emblem_of(game)
    qtbot.addWidget(emblem)
    emblem.setFixedSize(*size)
    image = QImage(emblem.size(), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    emblem.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)  # the picture, no background
    w, h = image.width(), image.height()
    inked = [(x, y) for y in range(0, h, 2) for x in range(0, w, 2) if image.pixelColor(x, y).alpha()]
    assert len(inked) > w * h / 4 / 6  # a picture, not a blank
    xs, ys = [x for x, _ in inked], [y for _, y in inked]
    assert min(xs) > 0 and max(xs) < w - 2 and min(ys) > 0 and max(ys) < h - 2  # nothing cut at an edge
    assert abs((min(xs) + max(xs)) / 2 - w / 2) < w * 0.06  # centred, as Ponzi's is


def test_anti_monopoly_registers_its_emblem_end_table_and_panel():
    game = games.game_ui("anti_monopoly")
    assert games.load(game.emblem).__name__ == "AntiMonopolyEmblem"
    assert games.load(game.end_table).__name__ == "AntiMonopolyEndTable"
    (dock,) = game.docks
    assert games.load(dock.widget).__name__ == "AntiMonopolyMoneyPanel" and dock.name == "money_history"
