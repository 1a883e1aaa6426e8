"""A table may lay itself out for its view's shape (`TableScene.suit_view`: Anti-Monopoly's places narrow in a
tall view so that its board takes the height), held for every game with the log and every panel open, from the
smallest window to 1920x1080: the window gives the table the room of its full layout (`legible_width`), the
scene is never wider than that layout nor shown smaller than it would be, it fills its view's height or width,
and a resize there and back lays it out as it was."""

from __future__ import annotations

import math

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui import games
from ponzi_desktop.ui.kit.view import LEGIBLE_SCALE
from ponzi_desktop.ui.side_room import MINIMUM_SIZE

PLAYABLE = [g.id for g in games.playable()]
SIZES = [MINIMUM_SIZE, (1280, 701), (1920, 1080)]


def settled() -> None:
    for _ in range(6):
        QApplication.processEvents()


def shown(view) -> tuple[tuple[float, float], float]:
    rect = view.sceneRect()
    return (rect.width(), rect.height()), view.transform().m11()


@pytest.mark.parametrize("game", PLAYABLE)
def test_a_table_suits_its_views_shape_and_never_shows_less_than_its_full_layout(qtbot, app_settings,
                                                                                  game):
    players = game_spec(game).min_players  # the fewest seats: the most a scene may narrow
    window = open_window(qtbot, app_settings, SIZES[0])
    window.start_session(session_at(game, players, 3, 8))
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    first = {}
    for size in [*SIZES, *reversed(SIZES)]:
        window.resize(*size)
        settled()
        view = window.game_page.table.view
        full_w, full_h = view.scene().full_size
        assert view.legible_width() == math.ceil(full_w * LEGIBLE_SCALE - 1e-6)
        (w, h), scale = shown(view)
        room = view.viewport().rect()
        assert w <= full_w and h == full_h, size
        assert scale >= min(room.width() / full_w, room.height() / full_h) - 1e-9, size
        assert w * scale >= room.width() - 2 or h * scale >= room.height() - 2, size  # no felt on all sides
        if size in first:
            assert shown(view) == first[size], f"{size}: laid out otherwise after a resize there and back"
        first[size] = shown(view)
    window.close_session()


def test_anti_monopolys_board_takes_the_height_at_full_hd_with_the_log_and_the_money_panel(qtbot, app_settings):
    game = "anti_monopoly"
    if game not in PLAYABLE:
        pytest.skip("no Anti-Monopoly table")
    from ponzi_desktop.ui.anti_monopoly.spaces import BOARD

    window = open_window(qtbot, app_settings, (1920, 1080))
    window.start_session(session_at(game, 2, 3, 8))
    for spec in games.game_ui(game).docks:
        window.panels.toggle(spec)
    settled()
    view = window.game_page.table.view
    assert window.game_page.log_view.isVisible() and window.panels.shown()
    assert BOARD * view.transform().m11() >= 0.9 * view.viewport().height()
    window.close_session()
