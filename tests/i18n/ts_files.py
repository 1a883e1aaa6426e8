"""Reading the translation sources and the glossary's checks, for the i18n tests."""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "i18n"
LANGUAGES = ("ja", "es", "zh_TW")  # the translations
#: every .ts file: the translations and the English plural forms (en.ts: numerus messages only)
TS_FILES = ("en", *LANGUAGES)
PLACEHOLDER = re.compile(r"%(?:\d|n)|\{[A-Za-z_][A-Za-z0-9_]*\}")


@lru_cache(maxsize=1)
def update_module():
    """i18n/update.py (not a package: loaded from its path)."""
    spec = importlib.util.spec_from_file_location("ponzi_i18n_update", I18N / "update.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it is being executed
    spec.loader.exec_module(module)
    return module


@cache
def messages(lang: str) -> tuple:
    """The live (not vanished) messages of i18n/<lang>.ts."""
    return tuple(m for m in update_module().read_ts(I18N / f"{lang}.ts") if m.kind != "vanished")


def forms(message) -> list[str]:
    t = message.translation
    return list(t) if isinstance(t, list) else [t or ""]


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


@dataclass(frozen=True)
class Term:
    section: str
    name: str
    en: re.Pattern
    want: dict[str, re.Pattern]  # language -> the pattern its translation must contain


def _cells(row: str) -> list[str]:
    parts = re.split(r"(?<!\\)\|", row.strip().strip("|"))
    return [p.strip().strip("`").replace("\\|", "|") for p in parts]


@lru_cache(maxsize=1)
def glossary() -> tuple[list[Term], list[tuple[str, re.Pattern, str]]]:
    """The glossary's checks: the terms and the words not to use (language, pattern)."""
    text = (I18N / "GLOSSARY.md").read_text(encoding="utf-8")
    checks = text[text.index("## Checks"):]
    terms: list[Term] = []
    avoid: list[tuple[str, re.Pattern]] = []
    section = ""
    header: list[str] = []
    for line in checks.splitlines():
        if line.startswith("### "):
            section, header = line[4:].strip(), []
            continue
        if not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = _cells(line)
        if not header:
            header = cells
            continue
        if header[:2] == ["term", "en"]:
            want = {lang: re.compile(cell, re.IGNORECASE) for lang, cell in zip(header[2:], cells[2:], strict=True)
                    if cell}
            terms.append(Term(section, cells[0], re.compile(cells[1], re.IGNORECASE), want))
        elif header[:2] == ["language", "pattern"]:
            game = cells[header.index("game")] if "game" in header and cells[header.index("game")] else ""
            avoid.append((cells[0], re.compile(cells[1], re.IGNORECASE), game))
    return terms, avoid


#: The contexts of each game's own strings start with these; a game's glossary checks are not held against
#: another game's strings (a Ponzi tile is a プレート, Black Friday's bonus tile a ボーナスタイル).
GAME_CONTEXTS = {"Ponzi Scheme": "Ponzi", "Black Friday": "BlackFriday", "Anti-Monopoly": "AntiMonopoly"}


def applies(section: str, context: str) -> bool:
    """Whether a check of the glossary's `section` (a game, or "" for every game) holds for a string of
    `context`: always, unless the string belongs to another game."""
    other = [prefix for game, prefix in GAME_CONTEXTS.items() if game != section]
    return not any(context.startswith(prefix) for prefix in other) or section not in GAME_CONTEXTS
