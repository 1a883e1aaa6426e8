"""Imports every game package so that each registers its `GameSpec`."""

from ponzi_desktop.engine import ponzi  # noqa: F401
