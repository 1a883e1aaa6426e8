"""Which modules are compiled with Cython, whether they are, and the pure-Python switch.

The rules engines and the bots are compiled from their own .py files when the package is installed
(setup.py); the compiled module sits beside its source and Python imports it first. Set
PONZI_DESKTOP_PURE=1 to import the .py sources instead (`pure_python()`, installed by the package's
__init__): the same games, byte for byte, only slower. A compiled module older than its source is stale:
`stale_modules()` names them so that the tests refuse to run on old code (rebuild with
`python setup.py build_ext --inplace`, or `./dev.sh test`, which reinstalls).

Nothing here imports more than the standard library: setup.py reads it before anything is installed.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import re
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
#: The packages whose modules are compiled: the rules and the bots (the hot loops of play and search).
COMPILED_PACKAGES = ("engine", "bots")
#: Left as Python (file names, in either package): package __init__s; the modules that define pydantic
#: models (pydantic reads their functions' signatures and the classes' annotations at run time, which compiled
#: functions do not carry); and what no game loop or search spends its time in, so that the binary does not
#: carry their compiled size for nothing (checks and invariants, the tournament runner, view and action
#: definitions, the easy bots, the time budget); and the helpers whose compiled form is their `.pxd`, inlined
#: into the modules that use them (`engine/tuples`, `bots/numeric`).
LEFT_PURE = ("__init__.py", "data.py", "settings.py", "checks.py", "invariants.py", "tournament.py", "games.py",
             "view.py", "actions.py", "easy.py", "budget.py", "tuples.py", "numeric.py")
PURE_VARIABLE = "PONZI_DESKTOP_PURE"


def compiled_sources(package: Path = PACKAGE) -> list[Path]:
    """The .py files that are compiled, sorted."""
    out = []
    for sub in COMPILED_PACKAGES:
        out += [p for p in (package / sub).rglob("*.py") if p.name not in LEFT_PURE]
    return sorted(out)


def compiled_imports(package: Path = PACKAGE) -> list[str]:
    """Every module the compiled modules import (absolute names, sorted): a bundler cannot read them out of
    an extension module, so the binary's spec names them (packaging/ponzi_desktop.spec)."""
    import ast

    names: set[str] = set()
    for source in compiled_sources(package):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(names - {"__future__"})


def compiled_file(source: Path) -> Path | None:
    """The extension module built from `source`, if there is one beside it."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = source.with_suffix(suffix)
        if candidate.exists():
            return candidate
    return None


_CIMPORT = re.compile(r"^\s*(?:from\s+([\w.]+)\s+cimport\b|cimport\s+([\w.]+))", re.MULTILINE)


def pxd_dependencies(source: Path, package: Path = PACKAGE) -> set[Path]:
    """The .pxd files a compiled module is built from: its own and, recursively, the package's ones it
    cimports (core.pxd's types, tuples.pxd's inline constructors...): a change to any of them changes its C."""
    out: set[Path] = set()
    todo = [source.with_suffix(".pxd")]
    while todo:
        pxd = todo.pop()
        if pxd in out or not pxd.exists():
            continue
        out.add(pxd)
        for found in _CIMPORT.finditer(pxd.read_text(encoding="utf-8")):
            parts = (found.group(1) or found.group(2)).split(".")
            if parts[0] == package.name and len(parts) > 1:
                todo.append(package.joinpath(*parts[1:]).with_suffix(".pxd"))
    return out


def stale_modules(package: Path = PACKAGE) -> list[str]:
    """The compiled modules older than their source or a .pxd they are built from (`pxd_dependencies`), and
    leftovers (`leftover_modules`): importing them would run old code."""
    out = [str(p.relative_to(package.parent)) for p in leftover_modules(package)]
    for source in compiled_sources(package):
        built = compiled_file(source)
        if built is None:
            continue
        newest = max(p.stat().st_mtime for p in (source, *pxd_dependencies(source, package)))
        if built.stat().st_mtime < newest:
            out.append(str(source.relative_to(package.parent)))
    return out


def leftover_modules(package: Path = PACKAGE) -> list[Path]:
    """Extension modules in the compiled packages built from a source no longer compiled (or gone): Python
    would still import them instead of the source."""
    compiled = set(compiled_sources(package))
    out = set()
    for sub in COMPILED_PACKAGES:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            for built in (package / sub).rglob("*" + suffix):
                if built.parent / (built.name.split(".")[0] + ".py") not in compiled:  # module names have no dots
                    out.add(built)
    return sorted(out)


def needs_build(package: Path = PACKAGE) -> bool:
    """Whether `setup.py build_ext --inplace` has something to do: a module not compiled yet, or stale."""
    return bool(stale_modules(package)) or any(compiled_file(p) is None for p in compiled_sources(package))


def is_compiled(module: object) -> bool:
    """Whether `module` was loaded from an extension module rather than its .py source."""
    return str(getattr(module, "__file__", "") or "").endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


class _SourceFirst(importlib.machinery.PathFinder):
    """Finds this package's compiled modules' .py sources instead of the extension modules."""

    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        parts = fullname.split(".")
        if len(parts) < 3 or parts[0] != PACKAGE.name or parts[1] not in COMPILED_PACKAGES:
            return None
        for folder in path or ():
            source = Path(folder) / (parts[-1] + ".py")
            if source.exists() and source.name not in LEFT_PURE:
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def pure_python() -> bool:
    """Whether the pure-Python path was asked for; if so, makes imports take the sources (idempotent)."""
    if os.environ.get(PURE_VARIABLE) != "1":
        return False
    if not any(finder is _SourceFirst for finder in sys.meta_path):
        sys.meta_path.insert(0, _SourceFirst)
    return True
