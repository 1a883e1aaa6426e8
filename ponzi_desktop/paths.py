"""Where the program's own files are: the one place that knows about frozen (PyInstaller) builds."""

from __future__ import annotations

import importlib.machinery
import sys
import types
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


#: modules the binary leaves out although a library imports them (packaging/ponzi_desktop.spec), and why that
#: is safe: pyqtgraph imports PySide6.QtOpenGL (8 MiB of bindings) when it loads, but uses it only to draw
#: with OpenGL, which the forecast panel never turns on
LEFT_OUT_OF_BINARY = {"PySide6.QtOpenGL": "pyqtgraph draws the forecast panel with QPainter, not OpenGL"}


class _StandIns:
    """The last finder on `sys.meta_path` of a frozen build: an empty module for a LEFT_OUT_OF_BINARY name,
    asked only when no other finder has the module. Nothing is imported to set it up (checking for
    PySide6.QtOpenGL up front imported the PySide6 package even for a headless command)."""

    def find_spec(self, name: str, path: object = None, target: object = None) -> importlib.machinery.ModuleSpec | None:
        return importlib.machinery.ModuleSpec(name, self) if name in LEFT_OUT_OF_BINARY else None

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return types.ModuleType(spec.name, f"left out of the binary: {LEFT_OUT_OF_BINARY[spec.name]}")

    def exec_module(self, module: types.ModuleType) -> None:
        """An empty module: any use of it raises AttributeError naming it."""


def stand_in_for_left_out_modules() -> list[str]:
    """A frozen build: empty modules in place of LEFT_OUT_OF_BINARY, so the imports of them succeed (any use
    would raise AttributeError naming the module) while a module that is there after all is imported as it
    is. Returns the names that may be stood in for; from source, none."""
    if not is_frozen():
        return []
    if not any(isinstance(finder, _StandIns) for finder in sys.meta_path):
        sys.meta_path.append(_StandIns())
    return sorted(LEFT_OUT_OF_BINARY)


def resources_dir() -> Path:
    """The `resources/` folder: bundled in a frozen build, inside the installed package, or in the checkout."""
    candidates = []
    if is_frozen():
        candidates.append(Path(sys._MEIPASS) / "resources")  # type: ignore[attr-defined]
    candidates.append(_PACKAGE_DIR / "resources")  # a wheel install maps resources/ into the package
    candidates.append(_PACKAGE_DIR.parent / "resources")  # a source checkout or an editable install
    for path in candidates:
        if (path / "data").is_dir():
            return path
    raise FileNotFoundError(
        "the program's resources folder is missing (looked in: " + ", ".join(str(p) for p in candidates) + ")"
    )


def resource_path(*parts: str) -> Path:
    """A file inside `resources/`; raises FileNotFoundError naming it when it is missing."""
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing resource: {path}")
    return path
