"""The repository explains itself: no comment, docstring or doc of its own source cites a tracker's number for a
reason ("see issue" and a number means nothing to a reader of the code). What was found, measured or targeted is
said in plain words instead."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("ponzi_desktop", "tests", "benchmarks", "packaging", "docs")
FILES = ("README.md",)
SUFFIXES = (".py", ".md")
SKIPPED = {".venv", "build", "__pycache__"}
# Built in two parts so that this file's own text holds no such phrase.
CITATION = re.compile(r"\bissues?" + r"[\s#]*\d+", re.IGNORECASE)  # across a line break too


def own_sources() -> list[Path]:
    paths = [ROOT / name for name in FILES if (ROOT / name).is_file()]
    for folder in FOLDERS:
        for here, dirs, files in os.walk(ROOT / folder):
            dirs[:] = [d for d in dirs if d not in SKIPPED and not d.endswith(".egg-info")]
            paths.extend(Path(here) / name for name in files if name.endswith(SUFFIXES))
    return sorted(paths)


def test_the_walk_finds_the_sources():
    found = own_sources()
    assert Path(__file__).resolve() in found
    assert any(path.suffix == ".md" for path in found)
    assert any(path.parts[-2:] == ("ponzi_desktop", "__init__.py") for path in found)


def test_no_source_cites_an_issue_number():
    cited = []
    for path in own_sources():
        text = path.read_text(encoding="utf-8")
        for found in CITATION.finditer(text):
            number = text.count("\n", 0, found.start()) + 1
            cited.append(f"{path.relative_to(ROOT)}:{number}: {' '.join(found.group().split())}")
    assert not cited, "say what the number stood for instead:\n" + "\n".join(cited)
