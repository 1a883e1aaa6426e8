"""Ponzi Desktop: Ponzi Scheme, Black Friday and Anti-Monopoly for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ponzi-desktop")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.1.0"
