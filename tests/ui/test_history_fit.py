"""The History page at 1280x720 (the page gets 1280x650): the chosen game's sheet whole beside the list, with no
sideways scroll bar, for the most players of every game in all four languages; and the list's cards, whose
chips put the winners first and count the rest in a "+n" chip that is never empty."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from widget_checks import clipped, too_small

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence.history_models import GameEntry, entry_of
from ponzi_desktop.persistence.models import Seat
from ponzi_desktop.persistence.replay import replay
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.history_detail import LEAST_SCALE
from ponzi_desktop.ui.history_list import chip_order
from ponzi_desktop.ui.history_page import HistoryPage

LANGUAGES = ["en", "ja", "es", "zh_TW"]
NAMES = ["Alexandra", "Benedikt", "Charlotte", "Dominique", "Evangeline", "Frederick"]


def crowded(game: str, players: int | None = None, seed: int = 3) -> GameEntry:
    """`game` with its most players (a person and bots of every level) played to its end."""
    n = players or game_spec(game).max_players
    names = NAMES[:n]
    record = random_record(names, None, seed=seed, game=game)
    levels = ["hard", "normal", "easy", "random"]
    record.seats = [Seat(name=x, kind="human") if i == 0 else Seat(name=x, kind="bot", level=levels[i % 4])
                    for i, x in enumerate(names)]
    return entry_of(record, replay(record), finished_at=datetime.now(UTC) - timedelta(hours=seed), seconds=900,
                    app_version="test")


@pytest.fixture(scope="module")
def entries():
    return [crowded(game.id) for game in games.registered()]


@pytest.fixture
def language():
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_of_the_most_players_fits_whole_at_1280x720(qtbot, entries, language, lang):
    language(lang)
    page = HistoryPage(lambda: entries)
    qtbot.addWidget(page)
    page.resize(1280, 650)
    page.show()
    qtbot.waitExposed(page)
    for row, entry in enumerate(entries):
        page.list.setCurrentIndex(page.list.model_.index(row))
        qtbot.wait(1)
        sheet = page.detail.end_table
        scroll = page.detail.scroll
        assert sheet is not None and sheet.scale >= LEAST_SCALE, entry.game
        assert not scroll.horizontalScrollBar().isVisible(), (entry.game, sheet.panel.width())
        assert sheet.panel.width() <= scroll.viewport().width(), entry.game
        assert sheet.panel.width() >= sheet.panel.minimumSizeHint().width(), entry.game
        assert sheet.pages.money_tab.isVisible()  # the chart is kept
        assert clipped(page) == [], entry.game
        assert too_small(page, 11) == [], entry.game
    assert page.list.cut_texts() == []


def test_a_card_shows_the_winners_first_and_never_an_empty_more_chip(qtbot, entries):
    page = HistoryPage(lambda: entries)
    qtbot.addWidget(page)
    page.resize(1280, 650)
    page.show()
    qtbot.waitExposed(page)
    delegate = page.list.delegate
    for entry in entries:
        order = chip_order(entry)
        winners = [s for s in order if s.winner]
        assert order[:len(winners)] == winners and winners
        rest = [s for s in order[len(winners):] if not s.bankrupt and s.score is not None]
        assert [s.score for s in rest] == sorted((s.score for s in rest), reverse=True)  # as they finished
        for width in (350, 300, 240):  # narrower and narrower cards
            shape = delegate.card_layout(entry, QRectF(0, 0, width, 200))
            seats = [seat for _, _, seat in shape.chips if seat is not None]
            assert seats[0].winner, (entry.game, width)
            more = [(text, box) for text, box, seat in shape.chips if seat is None]
            if len(seats) < len(entry.seats):
                text, box = more[0]
                assert text == f"+{len(entry.seats) - len(seats)}"
                assert box.width() >= QFontMetricsF(delegate.chip_font).horizontalAdvance(text)
                assert box.right() <= width
            else:
                assert more == []
