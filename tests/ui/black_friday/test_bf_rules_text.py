"""The Black Friday rules in four languages: the same sections and rulings in each, every table piece pointing at a
section that exists, the generated parts marked everywhere, Japanese and Chinese paragraphs on one line."""

from __future__ import annotations

import re

import pytest

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.black_friday import rule_links
from ponzi_desktop.ui.black_friday.rules_extras import GOLD_TRACK_MARK, LEVEL_TABLE_MARK, PRICE_TABLE_MARK
from ponzi_desktop.ui.rules_dialog import ANCHOR, rule_sections

LANGUAGES = ("en", "ja", "es", "zh_TW")
RULING = {"en": "> **Our ruling.**", "ja": "> **当方の裁定**：", "es": "> **Nuestra decisión.**",
          "zh_TW": "> **本程式的裁定**："}
PIECES = ("chart", "price_marker", "gold_track", "bought_gold", "level_tile", "market", "bag", "purchase_track",
          "gold_purchase_track", "sale_rows", "screen", "bonus_tile", "broker", "gold_bars", "counter")


def text(lang: str) -> str:
    return resource_path("rules", lang, "black_friday.md").read_text(encoding="utf-8")


def test_every_language_has_the_same_sections_in_the_same_order():
    english = [m.group(2) for m in ANCHOR.finditer(text("en"))]
    assert len(english) == len(set(english)) == 24
    for lang in LANGUAGES[1:]:
        assert [m.group(2) for m in ANCHOR.finditer(text(lang))] == english, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_marks_the_same_rulings_and_generated_parts(lang):
    rulings = [line for line in text(lang).splitlines() if line.startswith(RULING[lang])]
    assert len(rulings) == text("en").count(RULING["en"]) == 16
    for mark in (LEVEL_TABLE_MARK, PRICE_TABLE_MARK, GOLD_TRACK_MARK):
        assert text(lang).count(mark) == 1, mark
    # the level ruling: any marker's area, not only the most valuable one
    level = text(lang).split("{#level}")[1].split("{#sale-refill}")[0]
    assert RULING[lang] in level


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_japanese_and_chinese_paragraphs_are_one_line_each(lang):
    """A line break inside a paragraph shows as a space, which Japanese and Chinese do not put between words."""
    block = re.compile(r"^(#|- |\s+- |\d+\. |> |\||<!--)")
    lines = text(lang).splitlines()
    wrapped = [line for before, line in zip(lines, lines[1:], strict=False)
               if before.strip() and line.strip() and not block.match(line)]
    assert not wrapped, wrapped


def test_every_table_piece_names_a_section_of_every_language():
    assert set(rule_links.SECTIONS) == set(PIECES)
    for lang in LANGUAGES:
        sections = rule_sections("black_friday", lang)
        for piece in PIECES:
            assert rule_links.section_for(piece) in sections, (lang, piece)
    assert rule_links.section_for("no such piece") is None


def test_the_sale_tracks_reused_row_has_one_name_on_the_board_in_the_log_and_the_rules(qtbot):
    """The row used again after row 3 is "Row 2" on the board (a review saw "Middle row" there and "row 2" in
    the log), as the log and the rules call it."""
    from ponzi_desktop.engine.black_friday.tables import tables
    from ponzi_desktop.engine.core import Event
    from ponzi_desktop.ui.black_friday.narration import narrate
    from ponzi_desktop.ui.black_friday.pieces import SaleRowsItem

    t = tables()
    rows = SaleRowsItem(t.colours, t.sale_rows, t.centre, 900, 186)
    counts = [(2,) * len(t.colours)] * t.sale_rows
    rows.show_rows(counts, (2,) * t.sale_rows, t.centre, 0, 5, True, False)
    head = rows.heads[t.centre].text()
    assert head == f"Row {t.centre + 1}"
    told = narrate(Event("share_taken", 0, {"row": t.centre, "colour": "blue", "removed": 1}), ["Ann", "Bob"], 0)
    assert head.lower() in told.lower(), told
    assert f"after that {head.lower()} (the" in " ".join(text("en").lower().split())


def test_the_round_counter_says_it_counts_the_price_change_phases(qtbot):
    """A review read "Round 3 · price changes: 0" beside a log of prices moving: the count is of the rules' big
    event, not of the small moves between. Its words name the phase, its tooltip says what sets one off and
    that the small moves are not counted, and F1 on it opens the rules at the price change."""
    from ponzi_desktop.ui.black_friday.pieces import CounterItem

    counter = CounterItem("", 400, 40, 18)
    counter.show_counts(3, 0)
    assert counter.text() == "Round 3 · price-change phases: 0"
    tip = counter.toolTip()
    assert tip.startswith("Price-change phases so far: 0.") and "bag" in tip and "are not counted" in tip, tip
    assert rule_links.section_for_item(counter) == "price-change"
    assert "## Price change {#price-change}" in text("en")
