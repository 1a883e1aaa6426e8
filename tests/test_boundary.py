"""The written boundary: `engine/` and `bots/` never import Qt (checked in the source, and in a fresh process),
and `engine/` never imports `bots/` (the rules sit below the players)."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import ponzi_desktop

PACKAGE = Path(ponzi_desktop.__file__).resolve().parent
PURE = ("engine", "bots")
FORBIDDEN = ("PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt5", "PyQt6", "pyqtgraph", "qtpy")


def forbidden_imports(source: str, filename: str = "<source>", forbidden: tuple[str, ...] = FORBIDDEN) -> list[str]:
    """'line: module' for each import of a `forbidden` module (Qt by default) or one inside it: import
    statements, and import_module/__import__ calls with a literal name, at any depth (a lazy import inside a
    function crosses the line too)."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__"):
                names = [node.args[0].value]
        for name in names:
            if any(name == f or name.startswith(f + ".") for f in forbidden):
                found.append(f"{node.lineno}: {name}")
                break
    return found


def pure_files() -> list[Path]:
    return sorted(path for folder in PURE for path in (PACKAGE / folder).rglob("*.py"))


def test_the_walk_sees_the_pure_packages():
    names = {path.relative_to(PACKAGE).as_posix() for path in pure_files()}
    assert {"engine/core.py", "engine/checks.py", "engine/ponzi/state.py", "bots/random_bot.py"} <= names


@pytest.mark.parametrize("path", pure_files(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_engine_and_bots_never_import_qt(path):
    assert forbidden_imports(path.read_text(encoding="utf-8"), str(path)) == []


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")),
                         ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_the_engine_never_imports_the_bots(path):
    assert forbidden_imports(path.read_text(encoding="utf-8"), str(path), ("ponzi_desktop.bots",)) == []


@pytest.mark.parametrize("source", [
    "from ponzi_desktop.bots.random_bot import RandomBot", "import ponzi_desktop.bots", "from ponzi_desktop import bots",
    "def later():\n    from ponzi_desktop.bots.moves import random_move",
])
def test_the_scan_finds_bots_imports(source):
    assert forbidden_imports(source, forbidden=("ponzi_desktop.bots",))


def test_the_bots_scan_passes_the_engine():
    assert forbidden_imports("from ponzi_desktop.engine.core import random_move\nimport ponzi_desktop.botsy",
                             forbidden=("ponzi_desktop.bots",)) == []


@pytest.mark.parametrize("source", [
    "import PySide6",
    "from PySide6.QtCore import QObject",
    "import PySide6.QtWidgets as w",
    "import os, shiboken6",
    "from PyQt6 import QtCore",
    "import pyqtgraph as pg",
    "def later():\n    from PySide6 import QtGui",
    "import importlib\nimportlib.import_module('PySide6.QtCore')",
    "__import__('PyQt5')",
])
def test_the_scan_finds_qt_imports(source):
    assert forbidden_imports(source)


@pytest.mark.parametrize("source", [
    "import random", "from ponzi_desktop.engine import core", "from . import qt_free", "import PySide6_like",
    "x = 'PySide6'",
])
def test_the_scan_passes_other_imports(source):
    assert forbidden_imports(source) == []


def test_importing_the_engine_and_bots_loads_no_qt():
    code = textwrap.dedent(f"""
        import importlib, pkgutil, sys
        import ponzi_desktop.engine.core, ponzi_desktop.bots.random_bot
        ponzi_desktop.engine.core.all_games()
        assert "PySide6" not in sys.modules, "PySide6 came with the engine's games / bots.random_bot"
        import ponzi_desktop.engine, ponzi_desktop.bots
        for package in (ponzi_desktop.engine, ponzi_desktop.bots):
            for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(info.name)
        qt = sorted(name for name in sys.modules if name.split(".")[0] in {FORBIDDEN!r})
        assert not qt, f"importing engine/ and bots/ loaded {{qt}}"
        print("ok")
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
