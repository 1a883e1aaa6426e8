"""Ponzi Desktop: Ponzi Scheme, Black Friday and Anti-Monopoly for the desktop."""

# The one place the version is written (pyproject.toml reads it from here).
__version__ = "0.1.0"

# PONZI_DESKTOP_PURE=1: import the engines' and bots' .py sources instead of their compiled modules.
from ponzi_desktop.native import pure_python as _pure_python  # noqa: E402

_pure_python()
