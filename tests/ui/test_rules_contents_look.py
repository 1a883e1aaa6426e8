"""The rules window's table of contents looks like the app's other lists (the saved games, the history): the
section picked on a warm card with a brass edge, never the native style's blue selection."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QColor  # noqa: E402

from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.rules_dialog import RulesDialog  # noqa: E402

CARD, BRASS = QColor("#f3e2b8"), QColor("#c8962e")


def near(a: QColor, b: QColor, by: int = 12) -> bool:
    return all(abs(x - y) <= by for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_picked_section_is_a_warm_card_with_a_brass_edge(qtbot, game):
    dialog = RulesDialog(game, None, "en")
    qtbot.addWidget(dialog)
    dialog.resize(1040, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    contents = dialog.contents
    item = contents.topLevelItem(1)
    contents.setCurrentItem(item)
    contents.setFocus()
    qtbot.waitUntil(contents.hasFocus)
    rect = contents.visualItemRect(item)
    image = contents.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    inside = image.pixelColor(int((rect.right() - 12) * ratio), int(rect.center().y() * ratio))
    edge = [image.pixelColor(int((rect.right() - 12) * ratio), int(y * ratio))
            for y in range(rect.top(), rect.top() + 3)]
    assert near(inside, CARD), inside.name()
    assert any(near(c, BRASS, 30) for c in edge), [c.name() for c in edge]
