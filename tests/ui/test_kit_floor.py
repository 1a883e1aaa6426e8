"""The table kit is a lower floor: `ui/kit/` imports nothing of the shared UI above it (the session, the settings,
the log, the registry, the rules window); what it needs of them is passed in, as the protocols of
`kit/ports.py` say. Below the kit are only the words and looks every part of the app shares: `ui/formatting.py`,
`ui/look.py` and `ui/i18n.py`."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import ponzi_desktop
from ponzi_desktop.ui.kit.ports import Narrator, TableSession, TableSettings

KIT = Path(ponzi_desktop.__file__).resolve().parent / "ui" / "kit"
BELOW = ("ponzi_desktop.ui.kit", "ponzi_desktop.ui.formatting", "ponzi_desktop.ui.look", "ponzi_desktop.ui.i18n")


def ui_imports(source: str) -> list[str]:
    """'line: module' for every import of a `ponzi_desktop.ui` module, at any depth (a function's too)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module] if node.module != "ponzi_desktop.ui" else [
                f"ponzi_desktop.ui.{alias.name}" for alias in node.names]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names if name.startswith("ponzi_desktop.ui")]
    return found


@pytest.mark.parametrize("path", sorted(KIT.glob("*.py")), ids=lambda p: p.name)
def test_the_kit_imports_nothing_above_it(path):
    above = [line for line in ui_imports(path.read_text(encoding="utf-8"))
             if not any(line.split(": ")[1] == b or line.split(": ")[1].startswith(b + ".") for b in BELOW)]
    assert above == []


def test_the_scan_sees_an_import_from_above():
    assert ui_imports("def f():\n    from ponzi_desktop.ui.session import GameSession") == [
        "2: ponzi_desktop.ui.session"]
    assert ui_imports("from ponzi_desktop.ui import games, look") == ["1: ponzi_desktop.ui.games",
                                                                      "1: ponzi_desktop.ui.look"]


def members(protocol: type) -> set[str]:
    own = set(vars(protocol)) | set(getattr(protocol, "__annotations__", {}))
    return {m for m in own if not m.startswith("_")}


@pytest.mark.parametrize(("protocol", "where"), [(TableSession, "ponzi_desktop.ui.session:GameSession"),
                                                 (TableSettings, "ponzi_desktop.ui.settings:AppSettings")])
def test_the_app_gives_the_kit_what_its_protocols_ask(protocol, where):
    import importlib

    module, name = where.split(":")
    cls = getattr(importlib.import_module(module), name)
    missing = [m for m in members(protocol) if not hasattr(cls, m)]
    assert missing == []
    for m in members(protocol):
        asked, given = getattr(protocol, m, None), getattr(cls, m)
        if inspect.isfunction(asked):  # a method: the kit calls it with the protocol's parameters
            assert list(inspect.signature(asked).parameters) == list(inspect.signature(given).parameters), m


def test_every_game_narrates_as_the_kit_asks():
    from ponzi_desktop.ui import games

    for game in games.registered():
        narrator = games.narrator_for(game.id)
        assert all(callable(getattr(narrator, m)) for m in members(Narrator)), game.id
