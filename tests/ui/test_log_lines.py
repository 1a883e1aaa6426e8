"""The game log's Chinese and Japanese lines never leave one character alone on a line, nor split a short
phrase (reviews found "…電力会社へ進" / "む", "…哈佛廣" / "場", "…股票最" / "少", "…人の勝" / "ち" and "あ" / "なた"):
the log lays out its own lines, so its delegate draws and measures each entry's words through
`formatting.no_lone_character`, and the row's text stays as it was."""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QListView
from test_dialog_text import lines_of

from ponzi_desktop.ui.formatting import no_lone_character
from ponzi_desktop.ui.log_view import LogEntryDelegate

#: The reviews' lines, and the words each must keep on one line.
LINES = [("ボット4は6と6を出して電力会社へ進む", "進む"),
         ("電腦3擲出6和6，前往波士頓的哈佛廣場", "廣場"),
         ("電腦5擲出5和5，前往波士頓的布拉托街", "托街"),
         ("電腦5擲出4和4，前往華盛頓的賓州大道", "大道"),
         ("黃從$10開始：它在股市中的股票最少", "最少"),
         ("ゲーム終了時に現金が最も多い人の勝ち", "勝ち"),
         ("独占者：あなた", "あなた")]


def letters(line: str) -> str:
    return "".join(ch for ch in line if unicodedata.category(ch)[0] not in "PZC")


def log_of(qtbot, texts: list[str]) -> tuple[LogEntryDelegate, QStandardItemModel, QFont]:
    """A log's delegate, rows of `texts` and the font its view draws in."""
    view = QListView()
    qtbot.addWidget(view)
    delegate = LogEntryDelegate(view)
    model = QStandardItemModel()
    for text in texts:
        model.appendRow(QStandardItem(text))
    view.setModel(model)
    return delegate, model, view.font()


def test_a_log_line_keeps_its_last_characters_and_short_phrases_together(qtbot):
    delegate, model, font = log_of(qtbot, [text for text, _ in LINES])
    broken_before = set()
    for row, (text, whole) in enumerate(LINES):
        shown = delegate.shown_text(model.index(row, 0))
        assert shown.replace("\u2060", "") == text
        assert model.index(row, 0).data() == text  # the row's own text (read aloud, copied) as it was
        for width in range(60, 420):
            before = lines_of(text, font, width)
            if len(before) > 1 and (len(letters(before[-1])) == 1 or not any(whole in line for line in before)):
                broken_before.add(text)
            after = [line.replace("\u2060", "") for line in lines_of(shown, font, width)]
            if len(after) > 1:
                assert all(len(letters(line)) >= 2 for line in after), (width, after)
                assert any(whole in line for line in after), (width, after)
    assert broken_before == {text for text, _ in LINES}  # every line broke so at some width without the rule


def test_a_place_s_name_stays_whole_on_a_line(qtbot, english_after):
    """The names of an Anti-Monopoly board's places (the table's `log_phrases`) are phrases: "…的哈佛" / "廣場"
    splits one as "哈佛廣" / "場" did."""
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.anti_monopoly.labels import place_names

    i18n.install("zh_TW")
    view = QListView()
    qtbot.addWidget(view)
    delegate = LogEntryDelegate(view)
    delegate.phrases = place_names
    places = [text for text, whole in LINES[1:4]]
    model = QStandardItemModel()
    for text in places:
        model.appendRow(QStandardItem(text))
    font = view.font()
    for row, text in enumerate(places):
        name = next(p for p in place_names() if p in text and len(p) > 2)
        shown = delegate.shown_text(model.index(row, 0))
        split = []
        for width in range(60, 420):
            before = lines_of(no_lone_character(text), font, width)
            after = [line.replace("\u2060", "") for line in lines_of(shown, font, width)]
            assert any(name in line for line in after), (width, after)
            if not any(name in line for line in before):
                split.append(width)
        assert split, text  # the rule for lone characters alone split the name at some width


def test_a_players_name_stays_whole_on_a_line(qtbot):
    """A review (Traditional Chinese): "…各付給電腦" / "3 $25": Qt broke the line between the Han characters of a
    player's name and its number. Names come isolated into a line (`formatting.isolate`); the delegate keeps each
    whole at every width, and a typed name of two words too, while the row's text stays as it was."""
    from ponzi_desktop.ui.formatting import isolate

    lines = [(f"依卡片指示，你和{isolate('電腦2')}各付給{isolate('電腦3')} $25", ["電腦2", "電腦3"]),
             (f"{isolate('ボット3')}は{isolate('プレイヤー1')}に$40を払う", ["ボット3", "プレイヤー1"]),
             (f"{isolate('Ann Lee')} pays {isolate('Bruno Diaz')} $25 in rent for Boardwalk", ["Ann Lee", "Bruno Diaz"])]
    delegate, model, font = log_of(qtbot, [text for text, _ in lines])

    def plain(line: str) -> str:
        return "".join(ch for ch in line if ch not in "\u2060\u2068\u2069").replace("\u00a0", " ").strip()

    split_before = set()
    for row, (text, names) in enumerate(lines):
        shown = delegate.shown_text(model.index(row, 0))
        assert plain(shown) == plain(text) and model.index(row, 0).data() == text
        for width in range(40, 420):
            before = [plain(line) for line in lines_of(text, font, width)]
            if not all(any(name in line for line in before) for name in names):
                split_before.add(text)
            after = [plain(line) for line in lines_of(shown, font, width)]
            for name in names:
                assert any(name in line for line in after), (width, name, after)
    assert split_before == {text for text, _ in lines}  # every line split a name at some width without the rule


def test_a_rounds_heading_never_ends_on_a_word_alone(qtbot):
    """A review (English, 1280x720): the log's heading "A new game for 4" / "players". In a narrow log a heading
    wraps with its last two words together, in any language, as the delegate draws and measures it."""
    from ponzi_desktop.ui.log import GameLogModel

    text = "A new game for 4 players"
    delegate, model, _font = log_of(qtbot, [text])
    model.setData(model.index(0, 0), "separator", GameLogModel.StyleRole)
    font = delegate._font("separator", delegate._view.font())
    shown = delegate._words("separator", delegate.shown_text(model.index(0, 0)))
    assert shown.replace("\u00a0", " ") == text and delegate._words("normal", text) == text
    alone_before = []
    for width in range(60, 260):
        if len(lines_of(text, font, width)) > 1 and " " not in lines_of(text, font, width)[-1].strip():
            alone_before.append(width)
        after = lines_of(shown, font, width)
        if len(after) > 1:
            assert len(after[-1].strip().replace("\u00a0", " ").split(" ")) >= 2, (width, after)
    assert alone_before  # the heading ended on "players" alone at some width without the rule
