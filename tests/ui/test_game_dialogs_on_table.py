"""Every dialog a game's table opens is laid on the table (`BaseTable.open_on_table`), as Ponzi's envelopes and
Anti-Monopoly's offers are, never a window of its own: a review found Black Friday's gold and bonus dialogs opened
as separate stock windows over the table. A scan of each game's package (`ui/<game>/`): a dialog it makes is
passed to `open_on_table` where it is made, and nothing there is run as a window (`exec()`, `open()`, `show()` of
a dialog, a message box's or an input dialog's own window)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import ponzi_desktop
from ponzi_desktop.ui.games import playable

UI = Path(ponzi_desktop.__file__).resolve().parent / "ui"
#: Qt's dialogs that open windows of their own through their static functions
WINDOWED = ("QMessageBox", "QInputDialog", "QFileDialog", "QColorDialog", "QFontDialog")


def _name(node: ast.AST) -> str:
    """The last name of a callee (`Dialog` of `kit.Dialog(...)`)."""
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


def windowed_dialogs(source: str) -> list[str]:
    """'line: what' for each dialog in `source` that is not laid on the table."""
    found = []
    for func in ast.walk(ast.parse(source)):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        made: dict[str, int] = {}  # the names a dialog is made into in this function, and the line
        laid: set[str] = set()  # the names passed to open_on_table
        for node in ast.walk(func):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and _name(node.value.func).endswith("Dialog"):
                made.update({_name(t): node.lineno for t in node.targets if _name(t)})
            if not isinstance(node, ast.Call):
                continue
            callee = node.func
            if _name(callee) == "open_on_table":
                laid.update(_name(a) for a in node.args)
            elif isinstance(callee, ast.Attribute) and (
                    callee.attr in ("exec", "exec_")  # a dialog's own loop, in its own window
                    or callee.attr in ("open", "show") and not node.args and _name(callee.value) in made
                    or _name(callee.value) in WINDOWED):
                found.append(f"{node.lineno}: {ast.unparse(callee)}()")
        found += [f"{line}: {name} is made but not laid on the table" for name, line in made.items()
                  if name not in laid]
    return sorted(found, key=lambda f: int(f.split(":")[0]))


GAME_FILES = sorted(p for g in playable() for p in (UI / g.id).glob("*.py"))


@pytest.mark.parametrize("path", GAME_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_game_opens_a_dialog_as_a_window(path):
    assert windowed_dialogs(path.read_text(encoding="utf-8")) == []


def test_the_scan_sees_a_dialog_opened_as_a_window():
    assert windowed_dialogs("def f(self):\n    dlg = AmountDialog('x', 0, 3, self)\n    self.open_on_table(dlg)\n") == []
    assert windowed_dialogs("def f(self):\n    dlg = QuestionDialog('x', 'y', 'a', 'b', self)\n    dlg.open()\n") == [
        "2: dlg is made but not laid on the table", "3: dlg.open()"]
    problems = windowed_dialogs("def f(self):\n    d = kit.AmountDialog('x', 0, 3, self)\n    d.exec()\n"
                                "    QMessageBox.information(self, 'a', 'b')\n")
    assert problems == ["2: d is made but not laid on the table", "3: d.exec()",
                        "4: QMessageBox.information()"]
    assert windowed_dialogs("def f(self):\n    d = QuestionDialog('x', 'y', 'a', 'b', self)\n    d.show()\n") == [
        "2: d is made but not laid on the table", "3: d.show()"]
