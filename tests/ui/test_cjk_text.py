"""Where the app puts Japanese text together or breaks it into lines itself: sentences run on without a space
after "。" (`formatting.sentences`), and its own line breaks follow kinsoku (`formatting.cjk_wrapped`): the saved
games' two-line names, the hand-off heading's phrases."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFont

from ponzi_desktop.bots import make_bot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.moves import Moves
from ponzi_desktop.ui.formatting import NO_LINE_END, NO_LINE_START, cjk_wrapped, may_break, sentences
from ponzi_desktop.ui.handoff_heading import _phrases, heading_pieces
from ponzi_desktop.ui.save_entry import wrapped_lines


def test_sentences_follow_their_language():
    assert sentences("この操作はレッスンが代わりに行いました。", "あなたの現金から$3を使いました。") == \
        "この操作はレッスンが代わりに行いました。あなたの現金から$3を使いました。"
    assert sentences("這步由課程代你完成。", "它花了你$3。") == "這步由課程代你完成。它花了你$3。"
    assert sentences("The lesson made that move for you.", "It spent $3 of your cash.") == \
        "The lesson made that move for you. It spent $3 of your cash."
    assert sentences("Pasa a Wall St.", "", "Sigue.") == "Pasa a Wall St. Sigue."
    assert sentences("「売却」と言う。", " 次へ") == "「売却」と言う。次へ"


def test_kinsoku_moves_a_break():
    assert not may_break("ゲーム", "。次") and not may_break("「", "売却") and not may_break("ス", "ーパー")
    assert may_break("ゲーム。", "次") and may_break("と", "「売却」")
    assert cjk_wrapped(["あいうえ", "。かき"]) == ["あいう", "え。かき"]
    assert cjk_wrapped(["あいう「", "売却」"]) == ["あいう", "「売却」"]
    assert cjk_wrapped(["Player12345", "）の番"]) == ["Player1234", "5）の番"]
    assert cjk_wrapped(["a", "。"]) == ["a", "。"]  # a line of one character keeps it (nothing better to do)


def test_the_hand_off_heading_never_breaks_before_a_long_vowel():
    assert _phrases("にスーパー") == ["に", "スーパー"]
    assert _phrases("かーど") == ["かーど"]
    assert _phrases("をッ") == ["をッ"]
    pieces, gaps = heading_pieces("%1さんに画面を渡してください。", "Ada")
    text = [p.text for p in pieces]
    for i, (_, may) in enumerate(gaps):
        if may:
            assert may_break(text[i], text[i + 1])


@pytest.fixture
def japanese(qapp):
    i18n.install("ja")
    yield
    i18n.install("en")


def test_saved_games_lines_keep_kinsoku(japanese, qapp):
    font = QFont(qapp.font())
    font.setPixelSize(13)
    names = ["ポンジスキーム（ラウンド12）。", "Ada・Bruno・Carla（ゲームA）", "PlayerWithAVeryLongName（3人）。続き",
             "「売却」と「買い取り」のレッスン、続き"]
    wrong = []
    for name in names:
        for width in range(30, 260, 5):
            lines = wrapped_lines(name, font, width, most=3)
            for a, b in zip(lines, lines[1:], strict=False):
                if b[:1] in NO_LINE_START or a[-1:] in NO_LINE_END:
                    wrong.append((width, a, b))
    assert not wrong, wrong


def test_a_refusal_of_two_sentences_in_japanese(japanese):
    """Anti-Monopoly's words on another player's deed that cannot be traded: "…のものです。" and the reason,
    run on without a space."""
    spec = game_spec("anti_monopoly")
    state = spec.new_game(spec.settings_from(3, {}), 1)
    bot, rng = make_bot("random", "anti_monopoly"), random.Random(1)
    said = set()
    while not state.is_over and len(said) < 8:
        view = state.view(state.current_player)
        moves = Moves(view, ["Ada", "Bruno", "Carla"], None)
        for sq in range(40):
            owner = view.owners[sq]
            if owner is not None and owner >= 0 and owner != view.seat and (
                    view.buildings[sq] or moves.trade_partner(sq, view.seat) is None):
                said.add(moves._next_step(sq))
        state.apply(bot.choose(view, rng))
    assert said and all(text.count("。") == 2 for text in said), said
    assert not [text for text in said if "。 " in text]
