"""The Anti-Monopoly rules in four languages: the same sections (named as the table links them) and rulings in
each, the generated tables marked everywhere and filled from the data file in the rules window, Japanese and
Chinese paragraphs on one line."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QTextTable

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.anti_monopoly.rules_extras import MARKS, anti_monopoly_tables
from ponzi_desktop.ui.rules_dialog import ANCHOR, RulesDialog, rule_sections

LANGUAGES = ("en", "ja", "es", "zh_TW")
RULING = {"en": "> **Our ruling.**", "ja": "> **当方の裁定**：", "es": "> **Nuestra decisión.**",
          "zh_TW": "> **本程式的裁定**："}
#: The sections every language has, by their English heading (the table's pieces link to these).
HEADINGS = ("The game in brief", "Setting up", "A turn", "Rent", "Building", "Mortgages", "Prison and Price War",
            "Income Tax", "Cards", "Trades", "Bankruptcy", "Winning", "The two-hour game", "Our rulings")
#: Where the rulings the app makes are told: a section id, and words of its ruling in English.
RULED = {"setting-up": "roles", "landing": "no auction", "spaces": "$160", "your-turn": "limited to a number per turn",
         "prison-and-price-war": "M14", "trades": "own turn", "winning": "round limit",
         "the-two-hour-game": "rounds"}


def text(lang: str) -> str:
    return resource_path("rules", lang, "anti_monopoly.md").read_text(encoding="utf-8")


def slug(heading: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", heading.lower()).strip("-")


def section(lang: str, key: str) -> str:
    """The text of section `key` up to the next heading of the same or a higher level."""
    body = text(lang)
    start = body.index("{#" + key + "}")
    level = body.rfind("\n", 0, start)
    hashes = len(body[level + 1:start]) - len(body[level + 1:start].lstrip("#"))
    rest = body[start:].split("\n", 1)[1]
    end = re.search("^#{1," + str(hashes) + "} ", rest, re.MULTILINE)
    return rest[:end.start()] if end else rest


def test_every_language_has_the_same_sections_in_the_same_order():
    english = [m.group(2) for m in ANCHOR.finditer(text("en"))]
    assert len(english) == len(set(english))
    for lang in LANGUAGES[1:]:
        assert [m.group(2) for m in ANCHOR.finditer(text(lang))] == english, lang


def test_the_sections_are_the_ones_the_table_links_to():
    """Each section's id is its English heading in lower case with hyphens ("Prison and Price War" ->
    prison-and-price-war), so a link to a section by its name finds it."""
    top = [(m.group(1), m.group(2)) for m in ANCHOR.finditer(text("en")) if m.group(1).startswith("## ")]
    assert [heading[3:] for heading, _ in top] == list(HEADINGS)
    for heading, key in ANCHOR.findall(text("en")):
        assert key == slug(heading.lstrip("#").strip()) or not heading.startswith("## "), key
    for lang in LANGUAGES:
        sections = rule_sections("anti_monopoly", lang)
        assert {slug(h) for h in HEADINGS} <= set(sections), lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_marks_the_same_rulings_and_generated_parts(lang):
    rulings = [line for line in text(lang).splitlines() if line.startswith(RULING[lang])]
    assert len(rulings) == text("en").count(RULING["en"]) == 17
    for mark in MARKS:
        assert text(lang).count(mark) == 1, mark
    for key, words in RULED.items():
        assert RULING[lang] in section(lang, key), key
        assert words in section("en", key), key
    # the Foundation's amounts: the default and the translated rulebook's
    assert "160" in section(lang, "spaces") and "10" in section(lang, "spaces")


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_japanese_and_chinese_paragraphs_are_one_line_each(lang):
    """A line break inside a paragraph shows as a space, which Japanese and Chinese do not put between words."""
    block = re.compile(r"^(#|- |\s+- |\d+\. |> |\||<!--)")
    lines = text(lang).splitlines()
    wrapped = [line for before, line in zip(lines, lines[1:], strict=False)
               if before.strip() and line.strip() and not block.match(line)]
    assert not wrapped, wrapped


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_the_glossary_words(lang):
    words = {"ja": ("競争者", "独占者", "財務省", "刑務所", "価格戦争", "観光", "所得税", "固定資産税", "独占禁止財団",
                    "運送会社", "公益事業", "家", "アパート", "タイトルカード", "抵当", "ゾロ目", "スタート"),
             "zh_TW": ("競爭者", "壟斷者", "國庫", "反壟斷基金會")}[lang]
    body = text(lang)
    assert [w for w in words if w not in body] == []


def test_a_text_without_marks_is_left_alone_and_a_broken_data_file_is_said(monkeypatch):
    assert anti_monopoly_tables("# Nothing to fill") == "# Nothing to fill"
    from ponzi_desktop.ui.anti_monopoly import rules_extras

    def missing(*parts):
        raise FileNotFoundError("/".join(parts))

    monkeypatch.setattr(rules_extras, "resource_path", missing)
    filled = anti_monopoly_tables("a\n" + "\n".join(MARKS))
    assert filled.count("The tables could not be read") == len(MARKS) and "<!--" not in filled


def tables_of(dialog: RulesDialog) -> list[QTextTable]:
    return [frame for frame in dialog.browser.document().rootFrame().childFrames() if isinstance(frame, QTextTable)]


def cell(table: QTextTable, row: int, column: int) -> str:
    return table.cellAt(row, column).firstCursorPosition().block().text()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_window_shows_every_section_and_the_tables_in_every_language(qtbot, lang):
    from ponzi_desktop.ui import i18n

    i18n.install(lang)  # the language's money and numbers in the tables
    try:
        d = RulesDialog("anti_monopoly", None, lang)
        qtbot.addWidget(d)
        shown = d.browser.toPlainText()
        assert not d.missing and not d.fallback and "<!--" not in shown and "{#" not in shown
        headings = d.headings()
        for key in map(slug, HEADINGS):
            assert rule_sections("anti_monopoly", lang)[key] in headings, key
        tables = tables_of(d)
        streets = next(t for t in tables if t.columns() == 6)  # a header and the 22 streets
        companies = next(t for t in tables if t.columns() == 4)  # 4 transport companies, 2 utilities
        competitor, monopolist = [t for t in tables if t.columns() == 7]
        fares = next(t for t in tables if t.columns() == 3 and t.rows() == 1 + 4)
        utilities = next(t for t in tables if t.columns() == 3 and t.rows() == 1 + 2)
        assert streets.rows() == competitor.rows() == monopolist.rows() == 1 + 22 and companies.rows() == 1 + 6
        from ponzi_desktop.ui.formatting import money

        # Wall St., the last street: $400, built for $200, mortgage $200, redeemed for $220
        assert [cell(streets, 22, c) for c in (2, 3, 4, 5)] == [money(400), money(200), money(200), money(220)]
        assert [cell(competitor, 22, c) for c in (1, 6)] == [money(40), money(140)]
        assert [cell(monopolist, 22, c) for c in (1, 2, 6)] == [money(40), money(80), money(240)]
        assert cell(streets, 1, 0) and not cell(streets, 2, 0)  # the city named once, on its first street
        assert [cell(fares, r, 2) for r in (1, 2, 3, 4)] == [money(v) for v in (40, 80, 160, 320)]
        assert {cell(fares, r, 1) for r in (1, 2, 3, 4)} == {money(20)}
        assert "10" in cell(utilities, 2, 2) and "4" in cell(utilities, 2, 1)
        assert len(tables) == 6
        d.show()
        qtbot.waitExposed(d)
        assert d.go_to_section("prison-and-price-war") and d.go_to_section("rent")
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["ja", "es", "zh_TW"])
def test_the_translations_leave_no_english_behind(lang):
    """Latin words in Japanese and Chinese are the board's street names and the cards' numbers only; Spanish has
    no English function words."""
    body = re.sub(r"\{#[a-z0-9-]+\}|<!--.*?-->", "", text(lang))
    words = set(re.findall(r"[A-Za-z][A-Za-z0-9']+", body))
    if lang == "es":
        assert not words & {"the", "and", "you", "your", "with", "when", "which", "rent", "turn"}, words
    else:
        assert words <= {"Sunset", "Blvd", "Wilshire", "M14", "M15"}, words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_markdown_is_left_unread(qtbot, lang):
    """Bold between two Japanese words needs a space or a punctuation mark before "**$": else the stars show."""
    d = RulesDialog("anti_monopoly", None, lang)
    qtbot.addWidget(d)
    assert [line for line in d.browser.toPlainText().splitlines() if "*" in line or "](" in line] == []
