"""Every sentence of the Anti-Monopoly table reaches the translators: pyside6-lupdate sees only literal
strings at `translate(...)`/`tr(...)`, so no helper may take the text as a parameter and translate it (the
deed card and the refusals were English in every language because of such a `t(text)`)."""

from __future__ import annotations

import ast
from pathlib import Path

import ponzi_desktop.ui.anti_monopoly as package

NAMES = {"translate", "tr"}


def called(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def test_no_wrapper_hides_strings_from_lupdate():
    wrappers = []
    for path in sorted(Path(package.__file__).parent.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            params = {a.arg for a in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs)}
            for node in ast.walk(fn):
                if isinstance(node, ast.Call) and called(node) in NAMES and node.args:
                    text = node.args[1] if called(node) == "translate" and len(node.args) > 1 else node.args[0]
                    if isinstance(text, ast.Name) and text.id in params:
                        wrappers.append(f"{path.name}:{fn.name}")
    assert not wrappers, wrappers
