"""The translations use the rulebooks' words: every glossary term in an English string comes out as the
glossary's word in each language, and no translation uses a word the glossary ruled out."""

from __future__ import annotations

import pytest
from ts_files import LANGUAGES, ROOT, applies, forms, glossary, messages


def test_the_glossary_copy_has_checks_for_every_game():
    terms, avoid = glossary()
    sections = {term.section for term in terms}
    assert {"Ponzi Scheme", "Black Friday", "Anti-Monopoly"} <= sections
    assert len(terms) >= 30 and avoid
    # the repo's copy keeps the shared glossary's tables word for word (only the checks are added)
    shared = ROOT.parent / "shared" / "GLOSSARY.md"
    if shared.is_file():
        copy = (ROOT / "i18n" / "GLOSSARY.md").read_text(encoding="utf-8")
        assert shared.read_text(encoding="utf-8").strip() in copy


def test_every_term_is_used_somewhere():
    """A check that matches no English string tests nothing: its pattern has drifted from the UI's words."""
    english = [m.source.replace("&", "") for m in messages("ja")]
    unused = [term.name for term in glossary()[0] if not any(term.en.search(text) for text in english)]
    assert not unused, f"glossary checks matching no UI string: {unused}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_use_the_glossary_words(lang):
    terms = glossary()[0]
    wrong = []
    for m in messages(lang):
        source = m.source.replace("&", "")
        for term in terms:
            want = term.want.get(lang)
            if want is None or not term.en.search(source) or not applies(term.section, m.context):
                continue
            for form in forms(m):
                if not want.search(form.replace("&", "")):
                    wrong.append(f"[{m.context}] {m.source!r} -> {form!r}: {term.name} must be {want.pattern!r}")
    assert not wrong, "\n".join(wrong)


#: the word joiner: invisible, it keeps a line from breaking between the letters it joins ("株⁠コ⁠マ" reads as 株コマ)
JOINER = "\u2060"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_avoid_the_words_the_glossary_ruled_out(lang):
    avoid = [(pattern, game) for language, pattern, game in glossary()[1] if language == lang]
    wrong = [f"[{m.context}] {form!r} uses {p.pattern!r}" for m in messages(lang) for form in forms(m)
             for p, game in avoid if applies(game, m.context) and p.search(form.replace(JOINER, ""))]
    assert not wrong, "\n".join(wrong)
