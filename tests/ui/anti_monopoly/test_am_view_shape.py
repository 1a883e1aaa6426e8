"""The Anti-Monopoly table follows its view's shape: where the view is taller than the full layout (a window
with the log and the money panel beside the table), two players' places narrow so that the board is as tall
as the view, their deeds still named whole inside them; three players and more keep their places (their
deed lists need the width), and nothing is shown smaller than the full layout would be."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from ponzi_desktop.ui.anti_monopoly.scene import SCENE_H, SCENE_W, SEAT_MIN_W
from ponzi_desktop.ui.anti_monopoly.spaces import BOARD

from .mouse_play import new_session
from .test_am_places import COUNTS, place_problems, show, spread
from .test_am_table import page_for
from .test_am_table_turns import take_screen


def board_px(page) -> float:
    return BOARD * page.table.view.transform().m11()


def full_scale(view) -> float:
    """The scale the full 1520 x 872 layout would be shown at in `view`."""
    room = view.viewport().rect()
    return min(room.width() / SCENE_W, room.height() / SCENE_H)


def test_two_players_places_narrow_in_a_tall_view_and_name_every_deed(qtbot, tmp_path):
    session = new_session(tmp_path, 2, humans=(0, 1))
    page = page_for(qtbot, tmp_path, session, size=(1640, 1040))  # as beside the money panel at 1920x1080
    take_screen(page)
    view, sc = page.table.view, page.table.scene
    assert sc.sceneRect().width() < SCENE_W
    assert board_px(page) >= 0.9 * view.viewport().height()
    assert view.transform().m11() > full_scale(view)  # every text larger than in the full layout
    assert all(area.rect.width() >= SEAT_MIN_W for area in sc.areas)
    problems = []
    for n in COUNTS[2]:
        state = spread(2, n, seed=n + 2)
        show(page, state)
        problems += place_problems(page, state, f"tall view, {n} deeds")
    # wide again: the full layout comes back, its deeds laid out again
    page.resize(1920, 800)
    QApplication.processEvents()
    assert sc.sceneRect().width() == SCENE_W and sc.areas[0].rect.width() > 2 * SEAT_MIN_W
    problems += place_problems(page, spread(2, 20, seed=22), "wide view, 20 deeds")
    assert not problems, "\n".join(problems[:40])
    page.close()


def test_four_players_keep_their_places_in_a_tall_view(qtbot, tmp_path):
    session = new_session(tmp_path, 4, humans=(0, 1, 2, 3))
    page = page_for(qtbot, tmp_path, session, size=(1640, 1040))
    take_screen(page)
    view, sc = page.table.view, page.table.scene
    assert sc.sceneRect().width() == SCENE_W
    assert all(area.rect.width() == SEAT_MIN_W for area in sc.areas)
    assert view.transform().m11() == full_scale(view)
    page.close()
