"""An import inside a function of `ui/` has to buy start-up time: what it imports must not be loaded yet when the
start page is first painted (the game page, the session, persistence, pydantic, the engine: see
tests/ui/test_startup_imports.py), or be pyqtgraph, which is always imported late. One that imports what is
loaded by then anyway only hides a module's dependencies, and goes to the top of its module. A class of Qt's
counts as loaded once it has been named: PySide makes a class, and every enum of it, when a module first names it
(QMessageBox, QFileDialog: a few tenths of a millisecond to milliseconds each), so one the start page never uses
may be named in the function that uses it. The few other reasons are listed in `ELSEWHERE`, each with its why."""

from __future__ import annotations

import ast
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import ponzi_desktop

PACKAGE = Path(ponzi_desktop.__file__).resolve().parent
UI = PACKAGE / "ui"

#: (file under ui/, module imported inside one of its functions) -> why it is not at the top, though what it
#: imports is loaded when the start page is painted
ELSEWHERE = {
    ("games.py", "ponzi_desktop.ui.look"): "the registry needs only Qt's core: `check-save` reads it headless",
    ("app.py", "resource"): "Unix only, and only `--quit-when-shown` measures with it",
}

CHILD = """
import builtins, sys
from ponzi_desktop import cli
shown = builtins.print
def spy(*args, **kwargs):
    if args and str(args[0]).startswith("painted"):
        made = [f"{name}.{cls}" for name in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
                for cls in vars(sys.modules[name]) if cls.startswith("Q")]
        shown("loaded:", ",".join(sorted([*sys.modules, *made])), flush=True)
    shown(*args, **kwargs)
builtins.print = spy
sys.exit(cli.main(["--lang", "en", "--quit-when-shown"]))
"""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def in_function_imports(source: str, module: str, is_package: bool = False) -> list[tuple[int, list[str]]]:
    """(line, [module, ...]) of every import inside a function body of `source` (the module `module`): not those
    at module or class level, nor those under `if TYPE_CHECKING:`. `from a import b` names `a.b` where that may
    be a module (`is_module` decides later), written here as `a:b`."""
    found: list[tuple[int, list[str]]] = []
    package = module if is_package else module.rpartition(".")[0]

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if is_type_checking(child):
                for rest in child.orelse:
                    visit_one(rest, in_function)
                continue
            visit_one(child, in_function)

    def visit_one(node: ast.AST, in_function: bool) -> None:
        if in_function and isinstance(node, ast.Import):
            found.append((node.lineno, [alias.name for alias in node.names]))
        elif in_function and isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            found.append((node.lineno, [f"{base}:{alias.name}" for alias in node.names]))
        visit(node, in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef))

    visit(ast.parse(source), False)
    return found


def imported(name: str, loaded: set[str]) -> str:
    """The module an import brings: `a:b` is the module `a.b` when there is one, else `a`; a class of Qt's is
    named as `PySide6.QtWidgets.QMessageBox` (in `loaded` once PySide has made it)."""
    base, _, attribute = name.partition(":")
    if not attribute:
        return base
    candidate = f"{base}.{attribute}"
    if base.startswith("PySide6.Qt") and attribute.startswith("Q"):
        return candidate
    if candidate in loaded:
        return candidate
    if base in loaded:  # safe to ask: the parent is imported already at the first paint
        try:
            if importlib.util.find_spec(candidate) is not None:
                return candidate
        except (ImportError, ValueError):
            pass
    return base


def loaded_at_first_paint(tmp_path: Path) -> set[str]:
    """The modules in sys.modules when the app's start page is first painted, and the classes PySide has made by
    then, as `PySide6.QtWidgets.QLabel`: at the second start in fresh folders, as every start but the very first
    (that one paints the start page's surfaces, which names Qt's enums, and keeps them: ui/kept_surfaces.py)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache")}
    for _ in range(2):
        done = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=180,
                              check=False)
        assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("loaded:"))
    return set(line.split(":", 1)[1].strip().split(","))


def test_every_import_inside_a_function_of_the_ui_buys_start_up_time(tmp_path):
    loaded = loaded_at_first_paint(tmp_path)
    assert "ponzi_desktop.ui.start_page" in loaded and "ponzi_desktop.ui.session" not in loaded
    needless, used = [], set()
    for path in sorted(UI.rglob("*.py")):
        where = path.relative_to(UI).as_posix()
        source = path.read_text(encoding="utf-8")
        for line, names in in_function_imports(source, module_name(path), path.name == "__init__.py"):
            modules = list(dict.fromkeys(imported(name, loaded) for name in names))
            if any(m == "pyqtgraph" or m.startswith("pyqtgraph.") for m in modules):
                continue
            if any(m not in loaded for m in modules):
                continue  # it keeps something from loading before the first paint
            if all((where, m) in ELSEWHERE for m in modules):
                used |= {(where, m) for m in modules}
                continue
            needless.append(f"ui/{where}:{line}: {', '.join(modules)} (loaded at the first paint anyway)")
    assert not needless, "imports inside functions that buy no start-up time:\n" + "\n".join(needless)
    assert used == set(ELSEWHERE), "an entry of ELSEWHERE names an import that is not there any more"


def test_the_walk_finds_imports_in_functions_only():
    source = """
from typing import TYPE_CHECKING
import json
if TYPE_CHECKING:
    from ponzi_desktop.persistence import Library
class Page:
    from ponzi_desktop.ui import look
    def show(self):
        import html
        from ponzi_desktop.ui.saved_games import library, made_up_name
        if TYPE_CHECKING:
            from pathlib import Path
        def later():
            from . import games
            from ..engine import core
    async def wait(self):
        from pyqtgraph import PlotWidget
"""
    assert in_function_imports(source, "ponzi_desktop.ui.page") == [
        (9, ["html"]),
        (10, ["ponzi_desktop.ui.saved_games:library", "ponzi_desktop.ui.saved_games:made_up_name"]),
        (14, ["ponzi_desktop.ui:games"]),
        (15, ["ponzi_desktop.engine:core"]),
        (17, ["pyqtgraph:PlotWidget"]),
    ]
    assert in_function_imports("def f():\n    from . import kit", "ponzi_desktop.ui", is_package=True) == [
        (2, ["ponzi_desktop.ui:kit"])]


def test_a_from_import_names_the_submodule_when_there_is_one():
    loaded = {"ponzi_desktop", "ponzi_desktop.ui", "ponzi_desktop.ui.games"}
    assert imported("ponzi_desktop.ui:games", loaded) == "ponzi_desktop.ui.games"
    assert imported("ponzi_desktop.ui:session", loaded) == "ponzi_desktop.ui.session"  # a module, not loaded
    assert imported("ponzi_desktop.ui.games:game_ui", loaded) == "ponzi_desktop.ui.games"  # a function
    assert imported("json", loaded) == "json"


def test_a_class_of_qt_is_named_as_such():
    loaded = {"PySide6", "PySide6.QtWidgets", "PySide6.QtWidgets.QLabel"}
    assert imported("PySide6.QtWidgets:QLabel", loaded) in loaded
    assert imported("PySide6.QtWidgets:QMessageBox", loaded) == "PySide6.QtWidgets.QMessageBox"  # not made yet
    assert imported("PySide6:QtWidgets", loaded) == "PySide6.QtWidgets"
