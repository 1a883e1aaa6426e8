"""Imports every game package so that each registers its `GameSpec`."""

from ponzi_desktop.engine import anti_monopoly, black_friday, ponzi  # noqa: F401
