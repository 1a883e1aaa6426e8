"""Black Friday's "More" menu in groups a player thinks in: buying nothing, selling nothing, the bonus tile's free move
by track; every legal move still in it, once; and the shares beside its entries 16 px or more."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMenu, QStyle
from table_mouse import app_settings, panel_button

from ponzi_desktop.engine.black_friday.actions import FreeMove, Place, Take
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.black_friday.action_panel import share_icon
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.session import GameSession


@pytest.fixture
def my_turn(qtbot, tmp_path):
    """Ann's first action of a four-player game against random bots, on a page at 1600x900."""
    seats = [Seat(name="Ann", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cy", "Dev")]
    session = GameSession.new("black_friday", {}, 5, seats, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    qtbot.waitExposed(page)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    return page.table, session, page


def entries(menu: QMenu) -> list:
    return [a for top in menu.actions() if top.menu() is not None for a in top.menu().actions()]


def test_more_is_a_few_groups_that_hold_every_rare_move_once(my_turn):
    table, session, _page = my_turn
    button = panel_button(table, "More")
    assert button is not None
    menu = button.menu()
    groups = [a for a in menu.actions() if a.menu() is not None]
    assert 2 <= len(groups) <= 5 and all(not a.isSeparator() for a in groups)
    assert [a for a in menu.actions() if not a.isSeparator() and a.menu() is None] == []  # nothing loose
    assert all(len(g.menu().actions()) <= 6 for g in groups)
    view = session.view()
    rare = [c.action for c in view.choices if isinstance(c.action, (Place, Take, FreeMove))
            and session.check(c.action) is None]
    assert rare
    shown = entries(menu)
    assert len(shown) == len(rare) and all(a.isEnabled() and a.text() for a in shown)
    assert all(not a.icon().isNull() for a in shown if "None" not in a.text())  # each colour's share beside it


def test_a_share_beside_a_menu_entry_is_16_px_or_more(my_turn):
    table, _session, _page = my_turn
    menu = panel_button(table, "More").menu()
    sub = next(a.menu() for a in menu.actions() if a.menu() is not None and a.menu().actions())
    sub.ensurePolished()
    side = sub.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, sub)
    assert side >= 16, side
    image = share_icon("green").pixmap(side, side).toImage()
    rows = [y for y in range(image.height()) if any(QColor.fromRgba(image.pixel(x, y)).alpha() > 40
                                                    for x in range(image.width()))]
    drawn = (rows[-1] - rows[0] + 1) / image.devicePixelRatio()
    assert drawn >= 16, drawn  # the share itself, not a speck in a margin
