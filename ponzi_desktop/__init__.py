"""Ponzi Desktop: Ponzi Scheme, Black Friday and Anti-Monopoly for the desktop."""

# The one place the version is written (pyproject.toml reads it from here).
__version__ = "0.1.0"
