"""Percentages are written by the app (`formatting.percent`: "45 %" with a no-break space in Spanish, "45%" in
English, Japanese and Chinese), never by a string: no source text nor translation writes one itself."""

from __future__ import annotations

import re

import pytest
from ts_files import LANGUAGES, forms, messages

#: a number with a percent sign, or a placeholder with one ("10%", "10 %", "%1%", "%1 %", "10％")
WRITTEN = re.compile(r"(?<![%\d])\d+\s?[%％](?!\d)|%\d\s?[%％](?!\d)")


def test_no_english_string_writes_a_percentage():
    wrong = [f"[{m.context}] {m.source!r}" for m in messages("ja") if WRITTEN.search(m.source)]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_translation_writes_a_percentage(lang):
    wrong = [f"[{m.context}] {form!r}" for m in messages(lang) for form in forms(m) if WRITTEN.search(form)]
    assert not wrong, "\n".join(wrong)


def test_the_pattern_finds_what_it_should():
    assert all(WRITTEN.search(t) for t in ("10% or 20%", "el 10 % de", "%1%", "10％", "el %1 % de %2"))
    assert not any(WRITTEN.search(t) for t in ("%1 %2", "Pagas %1 a %2", "%2%1", "%10"))
