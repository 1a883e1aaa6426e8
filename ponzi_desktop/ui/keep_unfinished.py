"""Nothing unfinished is hidden: when another game takes the table, every unfinished game in the autosave folder
(the one that was on the table first) moves into the saved games, under a name of its own.

The autosave folder holds one file per kind of game, and the lists show only the newest of them (Continue on
the start page, "Autosave" in Saved Games). A game left there while a game of another kind is played would
drop out of sight, and come back only when a game of its own kind overwrote it. So once the new game is on the
table, and before its autosave starts, each unfinished autosave but the one being opened is copied into the
saves folder (`Library.keep`: a save that holds it move for move already is not copied twice) and then removed
from the autosave folder: the autosave folder is left with the game in play only.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.persistence import Library, SaveError, read_save
from ponzi_desktop.persistence.autosave import AUTOSAVE_PREFIX, AUTOSAVE_SUFFIX
from ponzi_desktop.ui.formatting import isolate, separated_list
from ponzi_desktop.ui.save_names import made_up_name

if TYPE_CHECKING:
    from pathlib import Path


def _same(a: Path, b: Path | None) -> bool:
    if b is None:
        return False
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def keep_unfinished(saves: Library, folder: Path, in_play: Path | None = None,
                    opening: Path | None = None) -> list[str]:
    """Move every unfinished game of the autosave `folder` into `saves` (but the file `opening`, which the new
    game is); the names they are kept under, the game `in_play` (the autosave of the game that was on the
    table) first, then the newest first. A game that cannot be read, or cannot be kept (a folder that refuses),
    stays where it is."""
    try:
        found = [(p.stat().st_mtime_ns, p) for p in folder.glob(f"{AUTOSAVE_PREFIX}*{AUTOSAVE_SUFFIX}")]
    except OSError:
        return []
    # the game that was on the table first, then the newest: the notice names them in that order
    found.sort(key=lambda t: (_same(t[1], in_play), t[0], t[1].name), reverse=True)
    kept: list[str] = []
    for _, path in found:
        if _same(path, opening):
            continue
        try:
            record, state = read_save(path)
        except (OSError, SaveError):
            continue
        if state.is_over or not record.actions:  # nothing to keep: the next game of its kind writes over it
            continue
        try:
            # named for when it was last played, as the lists date it (not for the moment it is put aside)
            target = saves.keep(path, made_up_name(record.game, saves.summary(path, autosave=True).saved_at))
        except SaveError:
            continue
        if target is not None:
            kept.append(saves.summary(target).name)
        # kept now (or held, move for move, by a save already): the autosave folder lets it go
        with contextlib.suppress(OSError):
            path.unlink()
            path.with_suffix(".png").unlink(missing_ok=True)
    return kept


def kept_notice(names: list[str]) -> str:
    """What the status bar says of the games `keep_unfinished` kept ("" for none)."""
    if not names:
        return ""
    if len(names) == 1:
        return QCoreApplication.translate("SavedGames", "Your unfinished game is kept in the saved games as “%1”.") \
            .replace("%1", isolate(names[0]))
    return QCoreApplication.translate("SavedGames", "Your unfinished games are kept in the saved games as %1.") \
        .replace("%1", separated_list(QCoreApplication.translate("SavedGames", "“%1”", "a kept game's name, in a list")
                                      .replace("%1", isolate(name)) for name in names))
