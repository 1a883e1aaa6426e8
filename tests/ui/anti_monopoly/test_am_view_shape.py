"""The Anti-Monopoly table follows its view's shape: where the view is taller than the full layout (a window
with the log and the money panel beside the table), two players' places narrow so that the board is as tall
as the view, their deeds still named whole inside them; three players and more keep their places (their
deed lists need the width), and nothing is shown smaller than the full layout would be."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from test_table_rules import open_window, session_at
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.scene import SCENE_H, SCENE_W, SEAT_MIN_W, SEAT_NARROW_W
from ponzi_desktop.ui.anti_monopoly.spaces import BOARD

from .mouse_play import new_session
from .test_am_places import COUNTS, place_problems, show, spread
from .test_am_table import page_for
from .test_am_table_turns import take_screen


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


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


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_four_players_places_narrow_at_1920x1080_and_name_every_deed(qtbot, app_settings, english_after,
                                                                    lang):
    """At 1920x1080 (the log beside the table) the four players' places kept the full layout's width: they
    narrow as far as their deeds allow (`SEAT_NARROW_W`), the board larger than in the full layout, every deed
    still named with its rent."""
    window = open_window(qtbot, app_settings, (1920, 1080), lang)
    window.start_session(session_at("anti_monopoly", 4, 3, 0, humans=(0, 1, 2, 3)))
    QApplication.processEvents()
    page = window.game_page
    view, sc = page.table.view, page.table.scene
    assert sc.sceneRect().width() < SCENE_W
    assert view.transform().m11() > full_scale(view)
    assert all(area.rect.width() == SEAT_NARROW_W for area in sc.areas)
    problems = []
    for n in COUNTS[4]:
        state = spread(4, n, seed=n + 4)
        show(page, state)
        problems += place_problems(page, state, f"{lang} 1920x1080, {n} deeds")
    window.close_session()
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", ["en", "es", "ja", "zh_TW"])
def test_the_board_takes_the_room_its_places_give_and_its_words_reach_11_px_maximised_at_1280x720(
        qtbot, app_settings, english_after, lang):
    """Maximised on a 1280x720 screen (the log beside the table), with two, three and four players: the board is as
    tall as the view, or its places are as narrow as their deeds allow (four players' kept the full layout's
    width, the board 8 px under the view's height); every word on the board's spaces at 11 px or more."""
    from widget_checks import table_texts

    from ponzi_desktop.ui.anti_monopoly.scene import least_place_w

    window = open_window(qtbot, app_settings, MAXIMISED_720, lang)
    bad = []
    for players in (2, 3, 4):
        window.start_session(session_at("anti_monopoly", players, 3, 0))
        QApplication.processEvents()
        page = window.game_page
        sc = page.table.scene
        narrowest = min(area.rect.width() for area in sc.areas) <= least_place_w(players) + 0.01
        if board_px(page) < page.table.view.viewport().height() - 1 and not narrowest:
            bad.append(f"{players} players: the board {board_px(page):.0f} px in a view "
                       f"{page.table.view.viewport().height()} px high, beside places wider than they need be")
        words = {t for item in sc.spaces for t in item.visible_texts()}
        bad += [f"{players} players: {d.text!r} at {d.px:.2f} px" for d in table_texts(page.table)
                if d.text in words and d.px < 11.0 - 1e-6]
    window.close_session()
    assert not bad, "\n".join(bad)
