"""Ponzi Desktop: Ponzi Scheme, Black Friday and Anti-Monopoly for the desktop."""

# The one place the version is written (pyproject.toml reads it from here).
__version__ = "0.1.0"

# PONZI_DESKTOP_PURE=1: import the engines' and bots' .py sources instead of their compiled modules
# (ponzi_desktop.native, read only then: every start of the app and of a worker process passes here).
import os as _os  # noqa: E402

if _os.environ.get("PONZI_DESKTOP_PURE") == "1":
    from ponzi_desktop.native import pure_python as _pure_python

    _pure_python()
