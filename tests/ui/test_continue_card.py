"""The start page's Continue card with a long list of players, in every language, at 1280x720 (a review's
finding: in Japanese the line of names was one unbreakable part, cut at the card's edge after "ボ", with "（" alone
after the game's name). Each name is isolated for the bidi algorithm, and the word joiners that keep a short
phrase whole had gone in after the isolate's mark, where they took away the one break before each name."""

from __future__ import annotations

import unicodedata

import pytest
from test_dialog_text import lines_of
from test_start_page_room import start_page
from test_window_sizes import a_game_waiting
from widget_checks import MAXIMISED_720, clipped, words_wider_than_room

from ponzi_desktop.ui.formatting import NO_LINE_END

LANGUAGES = ["en", "ja", "es", "zh_TW"]
#: the review's games: Anti-Monopoly with six seats, and Ponzi Scheme with its most, five
GAMES = [("anti_monopoly", 6), ("ponzi", 5)]


def default_seats_waiting(game: str, seats: int) -> None:
    """An unfinished game in the autosave with the default names of a player and bots, as the review had."""
    a_game_waiting(game, ["Player 1", *(f"Bot {n}" for n in range(1, seats))]).shutdown()


def letters(line: str) -> str:
    return "".join(ch for ch in line if unicodedata.category(ch)[0] not in "PZC")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_the_continue_card_wraps_its_players_whole(qtbot, app_settings, english_after, lang, game, seats):
    default_seats_waiting(game, seats)
    page = start_page(qtbot, app_settings, lang, MAXIMISED_720)
    label = page.continue_label
    assert label.isVisible() and str(seats - 1) in label.text()  # the last bot's name is there
    assert not words_wider_than_room(page.menu_card), words_wider_than_room(page.menu_card)
    assert not clipped(page.menu_card), clipped(page.menu_card)
    lines = lines_of(label.text(), label.font(), label.contentsRect().width())
    assert len(lines) >= 2, lines  # the names need a second line at this width
    for line in lines:
        assert len(letters(line)) >= 2, lines  # nothing alone on a line
        assert line.rstrip()[-1:] not in NO_LINE_END, lines  # no "（" left at a line's end


def test_a_phrase_s_joiners_stay_inside_the_isolate_it_opens_with():
    """The line breaker counts an isolate's mark as part of the character before it: a joiner after the mark
    takes away the break before the name; inside the name the joiners stay."""
    from ponzi_desktop.ui.formatting import FSI, PDI, WORD_JOINER, keep_phrases

    joined = keep_phrases(f"（{FSI}ボット1{PDI}、{FSI}ボット2{PDI}）")
    assert f"、{FSI}ボ{WORD_JOINER}" in joined, joined  # the break before the second name stays
    assert f"{FSI}ボ{WORD_JOINER}ッ{WORD_JOINER}ト{WORD_JOINER}2" in joined, joined
