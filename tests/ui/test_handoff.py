"""The hand-off cover, as play-testers found it: a name broken over two lines, a button that moved with the
summary, "Since your last turn" on a first turn, every "Player N" with the same "P" token. In every language,
at 1280 x 720 and 1920 x 1080."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QWidget
from widget_checks import clipped

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.handoff import HandoffCover, Heading, heading_pieces, token_marks

LANGUAGES = ("en", "ja", "es", "zh_TW")
NAMES = ["Player 1", "Bob", "Maximiliana Alexandra", "ABCDEFGHIJKLMNOPQRSTUVWX", "Ana María de la Cruz",
         "山田花子", "佐藤 太郎", "陳小明陳小明陳小明陳小明陳小明陳小明", "プレイヤー1", "玩家 1", "<b>&Eve</b>"]
SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture
def speak(qapp):
    """Switch the app's language (English again afterwards)."""
    yield i18n.install
    i18n.install("en")


@pytest.fixture
def page(qtbot):
    """A bare page of the main window's size under the menu and status bars, for a cover."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(1280, 676)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def summaries() -> list[list[str]]:
    long = ("Carol counters: pays Bob and takes a Real Estate tile, and the time wheels turn after the "
            "market crash that nobody saw coming")
    return [[], ["You receive the start player marker"], ["陳小明 funds Media: takes the $67 card"] * 3,
            [long] * 12, [f"Round {n} · Bob starts" for n in range(30)]]


# ---- the heading --------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_heading_never_breaks_a_name_and_fits_the_card(qtbot, page, speak, lang):
    speak(lang)
    cover = HandoffCover(page)
    template = QCoreApplication.translate("HandoffCover", "Pass the screen to %1")
    assert lang == "en" or template != "Pass the screen to %1"
    for name in NAMES:
        cover.show_for(1, name, "#0072B2")
        heading = cover.title
        lines = heading.lines()
        assert sum(name in line for line in lines) == 1, (name, lines)  # the whole name on one of its lines
        assert "".join(lines).replace(" ", "") == template.replace("%1", name).replace(" ", "")
        metrics = QFontMetricsF(heading._font)
        assert all(metrics.horizontalAdvance(line) <= heading.width() for line in lines), lines
        assert heading.height() <= Heading.tallest() and heading.point_size() >= 13
        assert heading.accessibleName() == template.replace("%1", name)


def test_a_short_default_name_stays_on_one_line_with_the_sentence(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Player 1", None)
    assert cover.title.lines() == ["Pass the screen to Player 1"]  # shrunk a little, not wrapped
    cover.show_for(0, "Maximiliana Alexandra", None)
    assert cover.title.lines() == ["Pass the screen to", "Maximiliana Alexandra"]  # between words


def test_the_heading_wraps_only_between_words_or_japanese_phrases():
    pieces, gaps = heading_pieces("画面を%1に渡してください", "Player 1")
    assert [p.text for p in pieces] == ["画面を", "Player 1", "に", "渡してください"]
    assert [ok for _, ok in gaps] == [True, False, True]  # "Player 1に" stays together
    pieces, gaps = heading_pieces("請把螢幕交給%1", "玩家 1")
    assert [p.text for p in pieces] == ["請把螢幕交給", "玩家 1"] and gaps == [("", True)]
    pieces, gaps = heading_pieces("Pass the screen to %1.", "Bob")
    assert [p.text for p in pieces] == ["Pass", "the", "screen", "to", "Bob", "."]
    assert gaps[-1] == ("", False)  # no line starts with the full stop


# ---- the button keeps its place -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_button_is_at_the_same_place_on_every_cover(qtbot, page, speak, lang, size):
    speak(lang)
    page.resize(size[0], size[1] - 44)
    cover = HandoffCover(page)
    places = set()
    for i, name in enumerate(NAMES):
        for since in summaries():
            for first in (False, True):
                cover.show_for(i % 4, name, None, since, first_turn=first)
                places.add((cover.button.mapTo(page, QPoint(0, 0)).toTuple(), cover.button.size().toTuple()))
                assert cover.card.geometry().bottom() <= page.height() and cover.card.y() >= 0
                QApplication.processEvents()  # the summary's scroll area lays its lines out
                assert not clipped(cover), clipped(cover)
    assert len(places) == 1, places


def test_a_long_summary_scrolls_in_its_box_and_the_keys_scroll_it(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Ann", None, [])
    height = cover.since_box.height()
    cover.show_for(0, "Ann", None, summaries()[3])
    assert cover.since_box.height() == height and cover.since_box.isVisible()
    bar = cover.since_scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    assert bar.value() == 0
    qtbot.keyClick(cover, Qt.Key.Key_PageDown)
    assert bar.value() > 0 and cover.isVisible()


# ---- what the summary says -----------------------------------------------------------------------------
def test_a_first_turn_says_since_the_game_began_or_nothing(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(1, "Bob", None, ["Ann passes: no funding"], first_turn=True)
    assert cover.since_title.text() == "Since the game began" and cover.since_box.isVisible()
    cover.show_for(0, "Ann", None, [], first_turn=True)
    assert not cover.since_box.isVisible()  # nothing happened yet: nothing said
    cover.show_for(0, "Ann", None, ["Bob passes: no funding"])
    assert cover.since_title.text() == "Since your last turn"


def test_the_summary_shows_typed_names_as_text(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Ann", None, ["<b>Eve</b> & Bob pass"])
    assert cover.since_lines == ["<b>Eve</b> & Bob pass"]
    assert "&lt;b&gt;Eve&lt;/b&gt; &amp; Bob" in cover.since_text.text()


# ---- the token ------------------------------------------------------------------------------------------
def test_default_names_get_tokens_that_differ_by_more_than_colour():
    assert token_marks(["Player 1", "Player 2", "Player 3", "Player 4"]) == ["P1", "P2", "P3", "P4"]
    assert token_marks(["プレイヤー1", "プレイヤー2", "Bot 3"]) == ["プ1", "プ2", "B3"]
    assert token_marks(["Alice", "Anna", "Bob"]) == ["A1", "A2", "B"]
    assert token_marks(["Ann", "Bob", "Cleo"]) == ["A", "B", "C"]
    assert len(set(token_marks(["Player", "Player", "Player"]))) == 3


def test_the_token_mark_fits_its_ring(qtbot, page):
    cover = HandoffCover(page)
    cover.show_for(0, "Player 12", None)
    assert cover.token.letter == "P12"
    room = cover.token.width() - 40
    assert QFontMetricsF(cover.token.mark_font()).horizontalAdvance("P12") <= room
