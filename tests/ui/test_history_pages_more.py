"""The History and Statistics pages' finer points: the filter lists lit green, custom dates, Enter and a double
click to replay, one way of saying durations, the charts' colours, symbols and order, the empty Statistics page,
and the start page's mnemonics against the menu bar's in every language."""

from __future__ import annotations

import re

import pytest
from history_entries import sample_entries
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton

from ponzi_desktop.persistence.history_models import GameEntry
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.history_common import duration_text, half_up, length_text
from ponzi_desktop.ui.history_page import HistoryPage
from ponzi_desktop.ui.statistics_page import StatisticsPage

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


def test_the_filter_lists_light_the_chosen_line_green_on_cream(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    for box in (page.filters.game_box, page.filters.period_box):
        box.showPopup()
        view = box.view()
        view.setCurrentIndex(view.model().index(1, 0))
        qtbot.wait(1)
        image = view.window().grab().toImage()
        rect = view.visualRect(view.model().index(1, 0))
        corner = view.viewport().mapTo(view.window(), rect.center())
        lit = QColor(image.pixel(rect.left() + 3 + view.viewport().mapTo(view.window(), rect.topLeft()).x()
                                 - rect.left(), corner.y()))
        assert lit.name() == "#2f7a4f", lit.name()  # the dialogs' green, not a black bar
        other = view.visualRect(view.model().index(0, 0))
        plain = QColor(image.pixel(view.viewport().mapTo(view.window(), other.topLeft()).x() + 3,
                                   view.viewport().mapTo(view.window(), other.center()).y()))
        assert plain.lightness() > 230  # cream paper
        box.hidePopup()


def test_custom_dates_keep_the_games_of_those_days_both_included(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    assert not page.filters.first_date.isVisible()
    day = entries[1].finished_at.astimezone().date()  # the game of two days ago
    first = QDate(day.year, day.month, day.day)
    page.filters.set_dates(first, first)
    assert page.filters.first_date.isVisible() and page.filters.last_date.isVisible()
    assert [e.digest for e in page.list.model_.entries()] == [entries[1].digest]
    page.filters.set_dates(first.addDays(-8), first)  # 10 to 2 days ago: the games of 2 and 9 days ago
    assert [e.digest for e in page.list.model_.entries()] == [entries[1].digest, entries[2].digest]
    page.filters.last_date.setDate(QDate.currentDate())
    assert len(page.list.model_.entries()) == 3
    page.filters.last_date.setDate(first.addDays(-30))  # never before the first day
    assert page.filters.last_date.date() == page.filters.first_date.date()
    stats = show(qtbot, StatisticsPage(lambda: entries))
    stats.filters.set_dates(first, first)
    assert stats.stats.entries == 1
    page.filters.set_period("any")
    assert not page.filters.first_date.isVisible() and len(page.list.model_.entries()) == len(entries)


def test_enter_or_a_double_click_on_a_game_replays_it_and_the_card_says_so(qtbot, entries):
    page = show(qtbot, HistoryPage(lambda: entries))
    page.list.setCurrentIndex(page.list.model_.index(1))
    page.list.setFocus()
    with qtbot.waitSignal(page.replay_requested) as blocker:
        qtbot.keyClick(page.list, Qt.Key.Key_Return)
    assert blocker.args[0] is page.list.model_.entries()[1]
    index = page.list.model_.index(2)
    where = page.list.visualRect(index).center()
    qtbot.mouseClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=where)  # a double click's first press
    with qtbot.waitSignal(page.replay_requested) as blocker:
        qtbot.mouseDClick(page.list.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert blocker.args[0] is page.list.model_.entries()[2]
    assert "double-click to replay" in index.data(Qt.ItemDataRole.ToolTipRole)


def test_durations_are_said_one_way_and_rounded_half_up():
    assert duration_text(0) == duration_text(59.9) == "under a minute"
    assert duration_text(60) == "1 min" and duration_text(89.9) == "1 min" and duration_text(90) == "2 min"
    assert duration_text(150) == "3 min"  # 2.5 minutes: up, not to the even 2
    assert half_up(2.5) == 3 and half_up(3.5) == 4 and half_up(0.49) == 0
    entry = sample_entries()[0]
    short = GameEntry(*[getattr(entry, f) if f != "seconds" else 20.0 for f in GameEntry.__slots__])
    assert length_text(short).endswith("under a minute") and "0 min" not in length_text(short)


def test_the_statistics_average_time_is_said_the_same_way(qtbot):
    entry = sample_entries()[0]
    quick = [GameEntry(*[getattr(entry, f) if f != "seconds" else 25.0 for f in GameEntry.__slots__])]
    page = show(qtbot, StatisticsPage(lambda: quick))
    notes = [card.note.text() for card in page.cards]
    assert any("under a minute on average" in n for n in notes) and not any("0 min" in n for n in notes)


def test_the_charts_keep_each_players_colour_and_order(qtbot, entries):
    from ponzi_desktop.ui.statistics_charts import BOT_COLOURS, SYMBOLS, person_colours

    page = show(qtbot, StatisticsPage(lambda: entries))
    charts = page.charts
    table_order = [row[0].replace("\u2068", "").replace("\u2069", "") for row in page.table_texts()[0][1:]]
    axis = charts.rate_plot.getPlotItem().getAxis("left")
    assert list(reversed(axis.names)) == table_order  # the first table's order, top down
    colours = {p.key: c.name() for p, c in zip(charts.players, charts.colours, strict=True)}
    assert len(set(colours.values())) == len(colours)  # every player its own colour
    assert len({BOT_COLOURS[k] for k in ("random", "easy", "normal", "hard")}) == 4
    # a person's colour: their seat's in their latest game, the same whatever the filters
    latest = entries[0]
    ann = next(s for s in latest.seats if s.name == "Ann")
    from ponzi_desktop.ui.look import seat_colour

    assert colours["Ann"] == seat_colour(latest.record.seats, ann.index).name()
    before = dict(colours)
    page.filters.set_game("anti_monopoly")
    after = {p.key: c.name() for p, c in zip(charts.players, charts.colours, strict=True)}
    assert all(before[k] == v for k, v in after.items() if k in before)
    assert person_colours(entries) == person_colours(list(reversed(entries)))  # not the order they come in
    # each line its own symbol, the legend one key a player (a key never breaks inside a name)
    items = charts.time_plot.getPlotItem().listDataItems()
    marks = [item for item in items if item.opts["symbol"] is not None]  # each line has its points apart
    symbols = [item.opts["symbol"] for item in marks]
    assert symbols == list(SYMBOLS[:len(marks)]) and len(set(symbols)) == len(marks) == len(charts.players)
    # a line starts just before its player's first game (no line from the chart's start to a first game played
    # later), and climbs across a game won: it never rises straight up at one game
    games = sorted({when for p in charts.players for when, _ in p.timeline})
    lines = [i for i in items if i.opts["symbol"] is None]  # each player's dark edge, then its line over it
    for player, colour, under, line in zip(charts.players, charts.colours, lines[0::2], lines[1::2], strict=True):
        assert line.opts["pen"].color().name() == colour.name() != under.opts["pen"].color().name()
        assert [list(d) for d in under.getData()] == [list(d) for d in line.getData()]
        xs, ys = line.getData()
        assert xs[0] == games.index(player.timeline[0][0])
        assert all(x1 < x2 for x1, x2, y1, y2 in zip(xs, xs[1:], ys, ys[1:], strict=False) if y2 > y1)
    assert len(charts.legend.keys) == len(charts.players)
    assert charts.time_plot.getPlotItem().getAxis("bottom").labelText  # the x axis says what it counts


def test_the_charts_stay_inside_their_cards(qtbot):
    from test_history_fit import crowded

    from ponzi_desktop.ui import games

    many = [crowded(game.id, seed=seed) for seed in (3, 4) for game in games.registered()]
    page = show(qtbot, StatisticsPage(lambda: many))
    charts = page.charts
    for card, plot in ((charts.rate_card, charts.rate_plot), (charts.time_card, charts.time_plot)):
        inside = card.contentsRect()
        box = plot.geometry()
        assert inside.contains(box), (card.objectName(), inside, box)


def test_the_empty_statistics_page_offers_a_game_and_names_the_history(qtbot):
    page = show(qtbot, StatisticsPage(lambda: []))
    assert page.empty.isVisible() and page.empty.button.isVisible()
    assert page.other_button.text().replace("&", "") == "Game History"
    with qtbot.waitSignal(page.new_game_requested):
        qtbot.mouseClick(page.empty.button, Qt.MouseButton.LeftButton)


def _mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_two_things_on_the_start_page_share_a_mnemonic(qtbot, app_settings, lang):
    from ponzi_desktop.ui.main_window import MainWindow

    i18n.install(lang)
    try:
        window = MainWindow(app_settings)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        texts = {b.text() for b in window.start_page.findChildren(QAbstractButton) if b.isVisible()}
        texts |= {a.text() for a in window.menuBar().actions() if a.isVisible()}
        letters = [(_mnemonic(t), t) for t in sorted(texts) if _mnemonic(t)]
        seen: dict[str, str] = {}
        for letter, text in letters:  # the game cards' "New Game" buttons are one text, one letter
            assert letter not in seen, f"{text!r} and {seen[letter]!r} share Alt+{letter.upper()}"
            seen[letter] = text
    finally:
        i18n.install("en")


def test_the_win_rate_axis_says_0_and_100_percent_and_one_game_is_no_spike(qtbot, entries):
    """A review saw only 25/50/75% under the bars, and one game drawn as a spike on the chart's edge."""
    from PySide6.QtGui import QImage, QPainter

    page = show(qtbot, StatisticsPage(lambda: entries))
    axis = page.charts.rate_plot.getPlotItem().getAxis("bottom")
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        texts = [spec[2] for spec in axis.generateDrawSpecs(painter)[2]]
    finally:
        painter.end()
    assert texts == ["0%", "25%", "50%", "75%", "100%"]
    page = show(qtbot, StatisticsPage(lambda: entries[:1]))
    low, high = page.charts.time_plot.getPlotItem().viewRange()[0]
    assert low < 0 < 1 < high and high - 1 >= 0.4  # the one game stands inside the chart, not on its edge
    items = page.charts.time_plot.getPlotItem().listDataItems()
    assert items
    for line in items:  # one game: a point each, no line from (0, 0) to (1, 1) that reads as a trend
        xs, _ys = line.getData()
        assert line.opts["pen"] is None and line.opts["symbol"] is not None and list(xs) == [1]
    page = show(qtbot, StatisticsPage(lambda: entries[:2]))  # two games: the lines again
    assert any(line.opts["pen"] is not None for line in page.charts.time_plot.getPlotItem().listDataItems())


@pytest.mark.parametrize("page_kind", ["history", "statistics"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_empty_card_writes_in_ink_in_a_1280x720_window(qtbot, app_settings, styled, page_kind, lang):
    """In a 1280x720 window (the pages' scale 1, never rescaled) the empty Statistics page's words were cream on
    the cream card, all but invisible: each word of the empty card stands out from the card at 4.5:1 or more."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import QColor

    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.look import contrast
    from ponzi_desktop.ui.main_window import MainWindow

    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.history.set_provider(lambda: [])
    window.history.show() if page_kind == "history" else window.history.show_statistics()
    page = window.history.page if page_kind == "history" else window.history.statistics_page
    qtbot.waitUntil(page.empty.isVisible)
    card = QColor("#fbf5e6")
    shot = window.grab().toImage()  # as the window shows them (a label's own grab drew it in ink either way)
    for label in (page.empty.heading, page.empty.text):
        image = shot.copy(QRect(label.mapTo(window, QPoint(0, 0)), label.size()))
        darkest = min((QColor(image.pixel(x, y)) for y in range(image.height()) for x in range(image.width())),
                      key=lambda c: c.lightness())
        assert contrast(darkest, card) >= 4.5, (label.text(), darkest.name())
    i18n.install("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_time_charts_axis_title_is_whole_at_1280x720(qtbot, entries, lang):
    """A tester read "odas las partidas, de la más antigua a la más rec": the Spanish title was wider than the
    chart, and its two ends were cut."""
    i18n.install(lang)
    try:
        page = show(qtbot, StatisticsPage(lambda: entries), (1280, 650))
        axis = page.charts.time_plot.getPlotItem().getAxis("bottom")
        assert axis.labelText
        assert axis.label.boundingRect().width() <= axis.geometry().width(), (axis.labelText, lang)
    finally:
        i18n.install("en")
