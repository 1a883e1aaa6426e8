"""The start page's recent saves are the same however the page is reached (a review's finding: in Japanese at
1280x720 the list showed one save when Game → back to the start page brought it, two for the same saves after a
language switch or a restart). The page fitted at start measured its menu card with the list's old height (the
saves' box kept it cached), so it chose a tighter heading there and two saves, and one on going home."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtWidgets import QApplication
from test_continue_card import default_seats_waiting
from test_saved_games_look import save
from test_start_page_room import start_page
from widget_checks import MAXIMISED_720

from ponzi_desktop.ui.save_names import made_up_name

LANGUAGES = ["en", "ja", "es", "zh_TW"]


def rows_shown(window) -> int:
    recent = window.start_page.recent
    return recent.height() // recent.row_height()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_recent_saves_are_the_same_after_going_home_as_at_start(qtbot, app_settings, english_after, lang):
    default_seats_waiting("anti_monopoly", 6)
    for seed, game in enumerate(("black_friday", "anti_monopoly")):
        save(made_up_name(game, datetime(2026, 12, 7, 19, 36 + seed)), ["Ann", "Bob", "Cy"], seed=seed + 3)
    app_settings.animation_speed = "off"
    window = start_page(qtbot, app_settings, lang, MAXIMISED_720).window()
    at_start = rows_shown(window)
    assert at_start >= 1
    window.start_page.continue_button.click()
    qtbot.waitUntil(lambda: window.game_page is not None and window.game_page.isVisible())
    window.go_home()
    QApplication.processEvents()
    assert window.start_page.isVisible()
    assert rows_shown(window) == at_start, (rows_shown(window), at_start)
