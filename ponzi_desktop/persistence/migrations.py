"""Bringing save files of older formats up to the current one, one version at a time.

A migration works on the plain JSON data, before any model sees it: `MIGRATIONS[n]` takes the data of a
format-`n` file and returns format-`n + 1` data. `migrate` chains them up to `FORMAT_VERSION` and sets the
`format` field after each step, so a migration only has to move and rename fields.

Format 1 is the first format the program ever wrote; format 2 added the save's own name. When the format
changes: bump `FORMAT_VERSION`, register `MIGRATIONS[old] = _v{old}_to_v{old + 1}`, and keep an old file in
the tests that must still load (tests/persistence/data/). A migration cannot repair the digest: it must leave
the game (game, settings, seed, actions) meaning what it meant, and the replay then checks the digest as for
any other file.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ponzi_desktop.persistence.models import FORMAT_VERSION, SaveError, clip


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Format 2 gives a save a name of its own; a format-1 save is named by its file (no name)."""
    if "name" in data:  # format 1 had no such field: a file that has one was not written by this program
        raise ValueError("format 1 has no field 'name'")
    data["name"] = None
    return data


#: Version n -> a function from format-n data to format-(n + 1) data.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def format_of(data: dict[str, Any]) -> int:
    """The format version a file's data claims; refuses data that claims none."""
    version = data.get("format")
    # bool is an int in Python; `"format": true` is damage, not version 1
    if type(version) is not int:
        if "format" not in data:
            raise SaveError("save file is damaged: it does not say which format it is in")
        raise SaveError(f"save file is damaged: its format version {clip(repr(version))} is not a number")
    return version


def oldest_readable() -> int:
    """The oldest format that an unbroken chain of migrations leads from to the current one."""
    version = FORMAT_VERSION
    while version - 1 in MIGRATIONS:
        version -= 1
    return version


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """`data` brought to `FORMAT_VERSION` (a new dict; `data` is not changed). Raises `SaveError`."""
    version = format_of(data)
    if version > FORMAT_VERSION:
        raise SaveError(
            f"save file was made by a newer version (format {version}; "
            f"this program reads up to {FORMAT_VERSION})", "newer"
        )
    oldest = oldest_readable()
    if version < oldest:
        readable = f"format {oldest}" if oldest == FORMAT_VERSION else f"formats {oldest} to {FORMAT_VERSION}"
        raise SaveError(f"save file format {version} is too old for this program (it reads {readable})",
                        "too_old")
    # migrations may edit in place; the caller's data (and so the file's bytes in memory) stay as read
    data = copy.deepcopy(data)
    while version < FORMAT_VERSION:
        try:
            data = MIGRATIONS[version](data)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
            # an old file missing what its own format required: damage, reported like any other
            detail = f"missing field {exc.args[0]!r}" if isinstance(exc, KeyError) and exc.args else str(exc)
            raise SaveError(
                f"save file is damaged: it cannot be converted from format {version} to {version + 1} "
                f"({clip(detail, 120)})"
            ) from exc
        if not isinstance(data, dict):  # pragma: no cover - a broken migration, not a broken file
            raise TypeError(f"migration from format {version} returned {type(data).__name__}, not a dict")
        version += 1
        data["format"] = version
    return data
