"""Spanish quotes with «comillas angulares», as the Spanish texts of the app do everywhere: a play tester
found `Tarjetas de fondo "Oso"` beside «Ponzi Scheme – …» (straight quotes read as English in Spanish)."""

from __future__ import annotations

import re

from ts_files import ROOT, forms, messages

#: markup whose attributes are quoted (`<a href="…">`), and Markdown code, which may hold straight quotes
MARKUP = re.compile(r"<[^>]*>|`[^`]*`")
ENGLISH_QUOTES = re.compile(r"[\"“”]")


def test_spanish_translations_quote_with_angle_quotes():
    wrong = [f"{m.source[:60]!r} -> {form!r}" for m in messages("es") for form in forms(m)
             if ENGLISH_QUOTES.search(MARKUP.sub("", form))]
    assert not wrong, "Spanish quotes are «»:\n" + "\n".join(wrong)


def test_the_spanish_rules_quote_with_angle_quotes():
    wrong = [f"{path.name}:{n}: {line.strip()}" for path in sorted((ROOT / "resources" / "rules" / "es").glob("*.md"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if ENGLISH_QUOTES.search(MARKUP.sub("", line))]
    assert not wrong, "Spanish quotes are «»:\n" + "\n".join(wrong)
