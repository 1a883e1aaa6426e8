"""The History and Statistics pages, with finished sample games: the rows and numbers shown, the filters,
Replay, Export CSV, the empty page, the way there from the start page and back, the fit in four languages, and
pyqtgraph loaded only with the Statistics page."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest
from history_entries import sample_entries
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from widget_checks import clipped, greyed_without_reason, too_small

from ponzi_desktop.persistence.stats import statistics
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.history_detail import LEAST_SCALE
from ponzi_desktop.ui.history_page import HistoryPage
from ponzi_desktop.ui.save_questions import ExportDialog
from ponzi_desktop.ui.statistics_page import StatisticsPage

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", "ja", "es", "zh_TW"]


@pytest.fixture(scope="module")
def entries():
    return sample_entries()


def show(qtbot, page, size=(1280, 650)):
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


# ---- the history ----------------------------------------------------------------------------------------------
def test_the_games_are_listed_newest_first_with_their_seats_and_the_chosen_ones_end_table(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    shown = page.list.model_.entries()
    assert [e.digest for e in shown] == [e.digest for e in entries]
    assert all(a.finished_at >= b.finished_at for a, b in zip(shown, shown[1:], strict=False))
    assert page.count_label.text() == "5 games"
    first = page.list.model_.index(0).data(Qt.ItemDataRole.DisplayRole)
    assert first.startswith(games.title(entries[0].game))
    for seat in entries[0].seats:
        assert seat.name in first
    assert "Hard" in first and "Easy" in first  # the bots' levels
    # the chosen game: its own end table, as a spectator reads it
    assert page.current() is shown[0]
    words = " ".join(page.detail.texts())
    winner = next(s for s in entries[0].seats if s.winner)
    assert winner.name in words and games.title(entries[0].game) in words
    # another game chosen: its table
    page.list.setCurrentIndex(page.list.model_.index(1))
    assert page.detail.entry is shown[1]
    assert games.title(shown[1].game) in " ".join(page.detail.texts())


def test_the_filters_keep_a_game_and_a_time(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    page.filters.set_game("ponzi")
    assert [e.game for e in page.list.model_.entries()] == ["ponzi", "ponzi"]
    page.filters.set_game(None)
    page.filters.set_period("week")  # the games of 0.1 and 2 days ago
    assert len(page.list.model_.entries()) == 2
    page.filters.set_period("month")
    assert len(page.list.model_.entries()) == 3
    page.filters.set_game("black_friday")
    page.filters.set_period("any")
    assert [e.game for e in page.list.model_.entries()] == ["black_friday"]
    page.filters.set_game("anti_monopoly")
    page.filters.set_period("week")
    assert page.list.model_.entries() == [] and page.empty.isVisible() and not page.empty.button.isVisible()
    assert page.empty.heading.text() == "No game matches these filters"
    assert not page.export_button.isEnabled() and "filters" in page.export_button.toolTip()
    page.filters.set_game(None)
    page.filters.set_period("any")
    assert page.export_button.isEnabled() and "spreadsheet" in page.export_button.toolTip()
    assert not page.export_button.accessibleDescription()


def test_replay_asks_for_the_chosen_entry(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    page.list.setCurrentIndex(page.list.model_.index(2))
    with qtbot.waitSignal(page.replay_requested) as blocker:
        qtbot.mouseClick(page.detail.replay_button, Qt.MouseButton.LeftButton)
    assert blocker.args[0] is page.list.model_.entries()[2]


def test_export_writes_a_row_per_seat_of_the_games_listed(qtbot, entries, tmp_path, monkeypatch):
    import ponzi_desktop.ui.history_page as history_page

    monkeypatch.setattr(history_page, "EXPORTED_SHOWN_MS", 300)
    page = show(qtbot, HistoryPage(lambda: entries))
    page.filters.set_game("ponzi")
    asked = []

    def answer(dialog):  # the look of Save As and Game > Export, not the platform's file dialog
        asked.append((dialog.windowTitle(), dialog.edit.text(), dialog.message.text()))
        dialog.folder.addItem(str(tmp_path), str(tmp_path))  # as "Other Folder…" adds the folder chosen
        dialog.folder.setCurrentIndex(dialog.folder.count() - 1)
        dialog.edit.setText("out")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(QFileDialog, "getSaveFileName", None)  # never asked
    monkeypatch.setattr(ExportDialog, "exec", answer)
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert asked[0][:2] == ("Export the Game History", "game-history") and "game-history.csv" in asked[0][2]
    with (tmp_path / "out.csv").open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    ponzi = [e for e in entries if e.game == "ponzi"]
    assert len(rows) == 1 + sum(len(e.seats) for e in ponzi)
    assert {r[1] for r in rows[1:]} == {"ponzi"}
    assert rows[1][8] == ponzi[0].seats[0].name
    # the page says where the file went, then the count of games again (it stood in the count's place for good)
    assert "out.csv" in page.count_label.text()
    qtbot.waitUntil(lambda: page.count_label.text() == f"{len(ponzi)} games", timeout=3000)


def test_an_empty_history_says_so_and_offers_a_game(qtbot):
    page = show(qtbot, HistoryPage(lambda: []))
    assert page.empty.isVisible() and not page.list.isVisible() and not page.detail.isVisible()
    assert page.empty.heading.text() == "No finished games yet"
    assert not page.export_button.isEnabled()
    # greyed, Export says why (a review found only the words of what it would do)
    assert "nothing to write" in page.export_button.toolTip() and page.export_button.accessibleDescription()
    with qtbot.waitSignal(page.new_game_requested):
        qtbot.mouseClick(page.empty.button, Qt.MouseButton.LeftButton)
    stats = show(qtbot, StatisticsPage(lambda: []))
    assert stats.empty.isVisible() and stats.cards == [] and stats.count_label.text() == "0 games"


def test_every_greyed_control_of_the_history_says_why(qtbot, entries):
    """A review found Export CSV greyed on an empty history, its tooltip saying what it does and not why it could
    not: greyed, a control says why (no game yet, or none the filters keep), and usable again it says what it
    does."""
    page = show(qtbot, HistoryPage(lambda: []))
    assert greyed_without_reason(page) == []
    assert not page.export_button.isEnabled() and "No game has been finished" in page.export_button.toolTip()
    page = show(qtbot, HistoryPage(lambda: entries))
    assert page.export_button.isEnabled() and page.export_button.toolTip().startswith("Write the games listed")
    assert greyed_without_reason(page) == []
    page.detail.show_entry(None)  # no game chosen
    assert not page.detail.replay_button.isEnabled() and "Choose a game" in page.detail.replay_button.toolTip()
    assert greyed_without_reason(page) == []
    page.filters.set_game("anti_monopoly")
    page.filters.set_period("week")  # no sample game
    assert not page.export_button.isEnabled() and "The filters keep no game" in page.export_button.toolTip()
    assert greyed_without_reason(page) == []
    page.filters.set_period("any")
    assert page.export_button.isEnabled() and page.export_button.toolTip().startswith("Write the games listed")
    assert not page.export_button.accessibleDescription()


def test_the_page_reads_the_history_again_each_time_it_is_shown(qtbot, entries):
    store = list(entries[2:])
    page = show(qtbot, HistoryPage(lambda: store))
    assert len(page.list.model_.entries()) == 3
    page.hide()
    store[:0] = entries[:2]
    page.show()
    assert len(page.list.model_.entries()) == 5


# ---- the statistics -------------------------------------------------------------------------------------------
def test_the_statistics_show_the_numbers_of_persistence_stats(qtbot, entries):
    page = show(qtbot, StatisticsPage(lambda: entries))
    stats = statistics(entries)
    tables = page.table_texts()
    overall = {row[0]: row[1:] for row in tables[0][1:]}
    ann = stats.person("Ann")
    assert overall["\u2068Ann\u2069"] == [str(ann.games), str(ann.wins), f"{round(100 * ann.rate)}%",
                                          str(ann.current_streak), str(ann.longest_streak)]
    hard = stats.bot("hard")
    assert overall["Hard bot"][:2] == [str(hard.games), str(hard.wins)]
    # Ann sat in every game, Bob in three (a person in two, a hard bot in one)
    assert overall["\u2068Ann\u2069"][:1] == ["5"] and overall["\u2068Bob\u2069"][:1] == ["2"]
    headings = page.headings()
    assert headings[0] == "All games"
    # exactly the three games of the sample entries (history_entries.GAMES), one card each
    assert set(headings[1:4]) == {games.title(g) for g in ("ponzi", "black_friday", "anti_monopoly")}
    assert headings[-1] == "Against the bots"
    am = tables[headings.index(games.title("anti_monopoly"))]
    assert am[0][-2:] == ["Competitor", "Monopolist"]  # the wins by role, in the game's words
    # a game chosen: its card alone, and the overall numbers of that game
    page.filters.set_game("black_friday")
    assert page.headings()[:2] == ["Wins and streaks", games.title("black_friday")]
    assert len(set(page.headings())) == len(page.headings())  # no two cards of the same title
    assert page.table_texts()[0][1][:3] == ["\u2068Ann\u2069", "1", "1" if entries[1].seats[0].winner else "0"]


def test_pyqtgraph_is_loaded_with_the_statistics_page_and_not_before(tmp_path):
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]); "
            "import ponzi_desktop.ui.main_window, ponzi_desktop.ui.history_page, ponzi_desktop.ui.statistics_page; "
            "from ponzi_desktop.ui.main_window import MainWindow; from ponzi_desktop.ui.settings import AppSettings; "
            "from PySide6.QtCore import QSettings; import tempfile; "
            "w = MainWindow(AppSettings(QSettings(tempfile.mktemp(), QSettings.Format.IniFormat))); "
            "w.history.set_provider(lambda: []); w.show(); w.history.show(); "
            "print('pyqtgraph' in sys.modules, end=' '); w.history.show_statistics(); print('pyqtgraph' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen",
                                                                        "XDG_DATA_HOME": str(tmp_path)})
    assert out.stdout.split() == ["False", "True"]


# ---- from the start page and back ---------------------------------------------------------------------------
def test_the_start_page_and_the_game_menu_lead_to_the_history_and_back(qtbot, window, entries):
    window.history.set_provider(lambda: entries)
    qtbot.mouseClick(window.start_page.history_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.history.page
    assert len(window.history.page.list.model_.entries()) == 5
    qtbot.mouseClick(window.history.page.other_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.history.statistics_page
    qtbot.mouseClick(window.history.statistics_page.back_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page
    window.menus.act_history.trigger()
    assert window.stack.currentWidget() is window.history.page
    assert window.menus.act_history in window.menus.menu_game.actions()
    qtbot.keyClick(window.history.page, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.start_page


def test_replay_goes_to_the_windows_replay(qtbot, window, entries, monkeypatch):
    asked = []
    monkeypatch.setattr(window.replays, "open", lambda record, title: asked.append((record, title)))
    window.history.set_provider(lambda: entries)
    window.history.show()
    qtbot.mouseClick(window.history.page.detail.replay_button, Qt.MouseButton.LeftButton)
    assert asked == [(entries[0].record, games.title(entries[0].game))]


# ---- the fit, in every language ------------------------------------------------------------------------------
@pytest.fixture
def language():
    """Install a language for the test (English again afterwards)."""
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize("size", [(1280, 650), (1920, 1010)])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_pages_fit_with_nothing_cut_or_small(qtbot, entries, language, lang, size):
    """1280x650: the pages' room in a window maximised on a 1280x720 screen (menus and status bar taken)."""
    language(lang)
    k = size[0] / 1280
    history = show(qtbot, HistoryPage(lambda: entries), size)
    for row in range(len(entries)):
        history.list.setCurrentIndex(history.list.model_.index(row))
        qtbot.wait(1)
        assert clipped(history) == [], row
        assert too_small(history, 11 * (k if k > 1 else 1) * 0.99) == []
        sheet = history.detail.end_table
        assert sheet is not None and sheet.scale >= LEAST_SCALE
        assert sheet.title.text() == games.title(entries[row].game)
        if sheet.scale > LEAST_SCALE + 0.01:  # the sheet fits the detail, unless at its least size
            assert sheet.panel.width() <= history.detail.scroll.viewport().width()
    assert history.list.cut_texts() == []
    history.hide()
    stats = show(qtbot, StatisticsPage(lambda: entries), size)
    assert clipped(stats) == []
    assert too_small(stats, 11) == []
    for card in stats.cards:  # every table whole in the column (it scrolls down, never sideways)
        assert card.minimumSizeHint().width() <= stats.scroll.viewport().width()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_start_pages_menu_card_keeps_its_words_whole_with_the_history_button(qtbot, app_settings, language,
                                                                               lang):
    """At the window's least size (1024x640), in the words this branch adds."""
    from PySide6.QtWidgets import QApplication

    from ponzi_desktop.ui.main_window import MainWindow

    language(lang)
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    page = window.start_page
    assert page.history_button.isVisible()
    assert page.needed_height() <= page.height()
    assert clipped(page) == []


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_long_games_length_fits_its_card_at_1280(qtbot, entries, language, lang):
    """"Round 200 · 1,371 moves · under a minute" lost its last word at 1280x720 (a play review found it): a card says
    the length whole where it fits, else without the moves (the tooltip has them)."""
    from dataclasses import replace

    language(lang)
    long = [replace(e, rounds=200, actions=1371, seconds=20.0) for e in entries]
    page = show(qtbot, HistoryPage(lambda: long), (1280, 650))
    assert page.list.cut_texts() == []


def test_the_sheet_keeps_the_tab_chosen_from_game_to_game(qtbot, entries):
    """The money chart chosen, then another game (or the page shown again after a replay): the chart still."""
    page = show(qtbot, HistoryPage(lambda: entries))
    page.detail.end_table.pages.show_page(True)
    page.list.setCurrentIndex(page.list.model_.index(1))
    qtbot.wait(1)
    assert page.detail.end_table.pages.showing_chart()
    page.refresh()
    qtbot.wait(1)
    assert page.detail.end_table.pages.showing_chart()
