"""Where the program's own files are: the one place that knows about frozen (PyInstaller) builds."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


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
