"""The start page's saved games in Chinese at 1280x720 (a review's finding: "黑色星期五 – 2026/12/7 下午" / "7:39"
split a time from its half of the day, and that entry, its name on two lines, left out the moves the entry
below it gave): a time stays whole, and every entry says the same facts, whatever lines its name takes."""

from __future__ import annotations

from datetime import datetime

import pytest
from PySide6.QtWidgets import QApplication
from test_saved_games_look import open_window, save

from ponzi_desktop.ui.save_entry import actions_text, round_text
from ponzi_desktop.ui.save_names import made_up_name

#: the review's saves: a Black Friday game and an Anti-Monopoly one, saved in the evening
SAVES = [("black_friday", datetime(2026, 12, 7, 19, 39)), ("anti_monopoly", datetime(2026, 12, 7, 19, 36))]


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_a_saved_games_time_stays_whole_and_every_entry_says_the_same_facts(qtbot, app_settings, english_after,
                                                                            lang):
    window = open_window(qtbot, app_settings, lang)
    window.resize(1280, 701)
    for seed, (game, when) in enumerate(SAVES):
        save(made_up_name(game, when), ["Ann", "Bob", "Cy"], seed=seed + 3)
    window._refresh_start_page()
    QApplication.processEvents()
    recent = window.start_page.recent
    assert len(recent.layouts()) == 2
    for summary, texts, shape in recent.layouts():
        time = " ".join(texts.name.rsplit(" ", 2 if lang == "en" else 1)[1:])  # "7:39 PM", "下午7:39", "19:36"
        assert any(time in line for line in shape.name), (time, shape.name)  # never "下午" / "7:39"
        drawn = " ".join(shape.shown)
        for fact in (round_text(summary), actions_text(summary.actions)):
            assert fact in drawn, (fact, shape.shown, shape.name)
        assert not shape.cut(texts.name), shape.cut(texts.name)
