"""A space is named the same in the lesson and the log as on its deed card: wherever an Anti-Monopoly text of the
lessons or the log names a space in English, its translation names it with that language's space name."""

from __future__ import annotations

import pytest
from ts_files import LANGUAGES, forms, messages

from ponzi_desktop.ui.anti_monopoly.labels import SPACES

#: The translated texts that name spaces: the lesson's steps and the log's sentences.
CONTEXTS = ("AntiMonopolyLesson", "AntiMonopolyLog")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lessons_and_the_log_use_the_spaces_own_names(lang):
    live = messages(lang)
    names = {m.source: forms(m)[0] for m in live if m.context == SPACES.context and m.source in SPACES.values()}
    # the long names first: "Fifth Ave." is not looked for inside another name
    english = sorted((n for n in set(SPACES.values()) if names.get(n)), key=len, reverse=True)
    wrong, checked = [], 0
    for m in (m for m in live if m.context in CONTEXTS):
        text = m.source
        for name in english:
            if name in text:
                text = text.replace(name, "")
                checked += 1
                wrong += [f"[{m.context}] {m.source!r}: {name!r} is {names[name]!r} -> {form!r}"
                          for form in forms(m) if form and names[name] not in form]
    assert checked > 10  # the lessons and the log do name spaces: the check has something to hold
    assert not wrong, "\n".join(wrong[:20])


def test_spanish_names_the_gas_company_as_the_electric_one():
    """The U.S. Gas Company is a utility as the Electric Company is: "Compañía …", not "Gas de EE. UU." (which
    reads as gas, not a company); the board's short form stays "Gas"."""
    names = {m.source: forms(m)[0] for m in messages("es") if m.context == SPACES.context}
    assert names["Electric Company"] == "Compañía Eléctrica"
    assert names["U.S. Gas Company"] == "Compañía de Gas de EE. UU."


def test_spanish_round_limit_reads_naturally():
    """A review found "Terminar el tiempo tras estas rondas" awkward."""
    said = {m.source: forms(m)[0] for m in messages("es")}
    assert said["Call time after this many rounds:"] == "Se acaba el tiempo tras este número de rondas:"
