"""The in-app rules end no sentence twice: a closing exclamation or question mark ("Sold!", "¡Vendido!", "売却！")
is the sentence's end, never followed by a full stop, in any game or language."""

from __future__ import annotations

import re

import pytest

from ponzi_desktop.paths import resource_path

LANGUAGES = ("en", "ja", "es", "zh_TW")
# "!" or "?" (either width), perhaps closing bold or a quotation, then a full stop of any width
DOUBLED = re.compile(r"[!?！？][*_”’」』)]*[.。．](?!\.)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_full_stop_after_an_exclamation_or_question(lang):
    found = []
    for path in sorted(resource_path("rules", lang).glob("*.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            found += [f"{path.name}:{number}: {line.strip()}" for _ in DOUBLED.finditer(line)]
    assert not found, "\n".join(found)


def test_the_check_sees_a_doubled_stop():
    assert DOUBLED.search("has to answer Sold!. Fund cards")
    assert DOUBLED.search("tiene que responder **¡Vendido!**. Las")
    assert not DOUBLED.search("has to answer **Sold!** Fund cards")
    assert not DOUBLED.search("Wait!... then")
