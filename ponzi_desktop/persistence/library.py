"""The saved-games folder: listing it, cheap summaries of its files, names, rename, delete and import.

A list of saved games shows, per file, the game, the seats, how many actions, when it was saved, the round
and whether the game is over. All but the last two are in the file itself: reading them costs a JSON parse
and a pydantic check, a fraction of a millisecond. The round is the state's, and the state comes only from
replaying the actions: a millisecond for a game of Ponzi Scheme, tens of milliseconds for a long game of
Anti-Monopoly, too much to pay for fifty files every time a list opens. So the round is kept per state
digest in a small index file (`ProgressIndex`) whenever the program holds the state anyway (it wrote the
save, imported it, or replayed it for a summary once), and a file is replayed for its summary only when its
digest is not in the index. A replay also checks the digest, so such a file is known to open.

Summaries are cached in memory by (path, mtime, size). Nothing here raises because a file is bad: a
summary carries the `SaveError` that refuses its file, for the list to show.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from ponzi_desktop.engine.core import GameState, game_spec
from ponzi_desktop.persistence.autosave import latest_autosave
from ponzi_desktop.persistence.files import (
    atomic_write_bytes,
    load_save,
    parse_save,
    read_bytes,
    remove_stale_temp_files,
    renamed_save,
)
from ponzi_desktop.persistence.models import MAX_NAME, SaveError, Seat
from ponzi_desktop.persistence.replay import replay

SAVE_SUFFIX = ".json"
THUMBNAIL_SUFFIX = ".png"
#: Characters Windows refuses in file names (and "/" everywhere): a save made on Linux must copy to Windows.
FORBIDDEN = '<>:"/\\|?*'
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


# ---- names ----------------------------------------------------------------------------------------------
# A save has two names: the one people read (kept in the file, `SaveFile.name`: any characters, "12/1/26
# 6:58 AM" included) and its file's, made from it by `clean_name` so that it is safe on every system. Old
# saves and files from elsewhere have no name of their own: their file's name is theirs.
def name_problem(name: str) -> str | None:
    """Why `name` cannot name a save, as a code ("empty", "characters", "long"), or None. Checked as typed
    (after trimming spaces); the file's name is made from it, so any printable character will do."""
    name = name.strip()
    if not name:
        return "empty"
    if any(ord(c) < 32 or 127 <= ord(c) < 160 or c in "\u2028\u2029" for c in name):
        return "characters"  # control characters and line breaks: a name is one line
    if len(name) > MAX_NAME:
        return "long"
    return None


def clean_name(text: str) -> str:
    """`text` made into a file name that every system takes (without its suffix): "12/1/26 6:58 AM" becomes
    "12-1-26 6-58 AM"."""
    # separators become dashes ("12/5" -> "12-5"); the other characters files may not hold just go
    name = "".join("-" if c in '/\\:' else c for c in text
                   if ord(c) >= 32 and ord(c) != 127 and (c not in FORBIDDEN or c in '/\\:'))
    name = re.sub(r"\s+", " ", name).strip(" .")  # a dot at either end: hidden, or dropped by Windows
    if len(name) > MAX_NAME:
        name = name[: MAX_NAME - 1].rstrip(" .") + "…"
    if not name or name.split(".")[0].strip().upper() in _RESERVED:
        name = f"Game {name}".strip(" .")[:MAX_NAME] if name else "Game"
    return name


def numbered(name: str, number: int) -> str:
    """`name` with " (2)", " (3)"... after it, cut to leave room for it within MAX_NAME."""
    suffix = f" ({number})"
    return name[: MAX_NAME - len(suffix)].rstrip(" .") + suffix


# ---- summaries ------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class SaveSummary:
    """What a list of saved games shows of one file. `problem` is set (and the rest may be empty) when the
    file cannot be opened; `round` is None when the game has none or it is not known."""

    path: Path
    modified: float  # the file's mtime, seconds since the epoch
    game: str = ""
    seats: tuple[Seat, ...] = ()
    actions: int = 0
    saved_at: datetime | None = None
    round: int | None = None
    over: bool = False
    autosave: bool = False
    problem: SaveError | None = None
    thumbnail: Path | None = None  # the picture of the table beside the file, when there is one
    title: str | None = None  # the name kept in the file, if it has one

    @property
    def name(self) -> str:
        """The save's name: its own, else its file's."""
        return self.title.strip() if self.title and self.title.strip() else self.path.stem

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def ok(self) -> bool:
        return self.problem is None


def progress_of(state: GameState) -> tuple[int | None, bool]:
    """(round, over) of a game; the round None for a game that does not count rounds."""
    return game_spec(state.game_id).round_of(state), state.is_over


class ProgressIndex:
    """Round and end of games by state digest, kept in a small JSON file so that listing saves never replays
    a game it has seen. A lost or damaged index only costs replays: it is a cache, read leniently."""

    LIMIT = 5000  # entries kept; the oldest go first

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._entries: dict[str, tuple[int | None, bool]] | None = None
        self._dirty = False

    def _load(self) -> dict[str, tuple[int | None, bool]]:
        if self._entries is None:
            self._entries = {}
            if self.path is not None:
                with contextlib.suppress(OSError, ValueError, TypeError, AttributeError):
                    data = json.loads(self.path.read_text(encoding="utf-8"))
                    for digest, (number, over) in data.get("games", {}).items():
                        if (number is None or type(number) is int) and type(over) is bool:
                            self._entries[digest] = (number, over)
        return self._entries

    def get(self, digest: str) -> tuple[int | None, bool] | None:
        return self._load().get(digest)

    def put(self, digest: str, number: int | None, over: bool) -> None:
        entries = self._load()
        if entries.get(digest) == (number, over):
            return
        entries.pop(digest, None)  # to the end: the newest entries are the last to go
        entries[digest] = (number, over)
        while len(entries) > self.LIMIT:
            del entries[next(iter(entries))]
        self._dirty = True

    def flush(self) -> None:
        """Write the index if it changed; a failure is ignored (the next listing replays instead)."""
        if not self._dirty or self.path is None or self._entries is None:
            return
        data = {"format": 1, "games": {d: list(v) for d, v in self._entries.items()}}
        with contextlib.suppress(OSError):
            atomic_write_bytes(self.path, json.dumps(data, separators=(",", ":")).encode("utf-8"))
            self._dirty = False


class Library:
    """The saves folder (and the autosave folder's latest file) as a list of `SaveSummary`.

    `saves` need not exist yet: it is created by the first save written into it. Made once per run of the
    program, it first removes what writes that never finished left in both folders (a kill, a power cut).
    """

    def __init__(self, saves: Path, autosaves: Path | None = None, index: Path | None = None) -> None:
        self.saves = Path(saves)
        self.autosaves = Path(autosaves) if autosaves is not None else None
        self.index = ProgressIndex(index)
        self._cache: dict[Path, tuple[tuple[int, int], SaveSummary]] = {}
        for folder in {self.saves, self.autosaves, self.index.path.parent if self.index.path else None} - {None}:
            remove_stale_temp_files(folder)

    # ---- listing ----------------------------------------------------------------------------------------
    def save_paths(self) -> list[Path]:
        """The save files in the folder, newest first (a missing folder has none)."""
        found: list[tuple[int, str, Path]] = []
        try:
            entries = list(os.scandir(self.saves))
        except OSError:
            return []
        for entry in entries:
            # a dot name is a file being written (atomic writes) or hidden on purpose
            if entry.name.startswith(".") or not entry.name.lower().endswith(SAVE_SUFFIX):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file():
                    found.append((entry.stat().st_mtime_ns, entry.name, Path(entry.path)))
        found.sort(reverse=True)
        return [path for _, _, path in found]

    def autosave(self) -> Path | None:
        return latest_autosave(self.autosaves) if self.autosaves is not None else None

    def summaries(self, limit: int | None = None, autosave: bool = True) -> list[SaveSummary]:
        """Summaries of the saves (and of the latest autosave, when `autosave`), newest first; at most `limit`."""
        paths = [(p, False) for p in self.save_paths()]
        latest = self.autosave() if autosave else None
        if latest is not None:
            paths.append((latest, True))
        stamped = []
        for path, is_autosave in paths:
            with contextlib.suppress(OSError):  # gone since the listing
                stamped.append((path.stat().st_mtime_ns, path, is_autosave))
        stamped.sort(key=lambda t: (t[0], t[1].name), reverse=True)
        if limit is not None:
            stamped = stamped[:limit]
        out = [self.summary(path, autosave=is_autosave) for _, path, is_autosave in stamped]
        self.index.flush()
        return out

    def summary(self, path: Path, autosave: bool = False) -> SaveSummary:
        """The summary of one file, from the cache while the file is unchanged. Never raises."""
        path = Path(path)
        try:
            stat = path.stat()
        except OSError as exc:
            problem = SaveError(f"cannot read save file {path.name}: {exc.strerror or exc}", "unreadable")
            return SaveSummary(path, 0.0, autosave=autosave, problem=problem)
        stamp = (stat.st_mtime_ns, stat.st_size)
        cached = self._cache.get(path)
        if cached is None or cached[0] != stamp:
            cached = (stamp, self._read(path, stat.st_mtime_ns / 1e9, autosave))
            self._cache[path] = cached
        summary = cached[1]
        # the picture is looked for every time: the autosave's is written when a game is left, not with it
        picture = path.with_suffix(THUMBNAIL_SUFFIX)
        return replace(summary, thumbnail=picture if picture.is_file() else None)

    def _read(self, path: Path, modified: float, autosave: bool) -> SaveSummary:
        try:
            data = read_bytes(path)
            file = parse_save(data)
        except SaveError as exc:
            return SaveSummary(path, modified, autosave=autosave, problem=exc)
        base = SaveSummary(path, modified, game=file.game, seats=tuple(file.seats), actions=len(file.actions),
                           saved_at=file.saved_at, autosave=autosave, title=file.name)
        known = self.index.get(file.digest)
        if known is None:
            try:
                state = replay(file.record())
            except SaveError as exc:
                return replace(base, problem=exc)
            if state.digest() != file.digest:
                try:
                    load_save(data)  # for the very reason and kind the loader gives
                except SaveError as exc:
                    return replace(base, problem=exc)
            known = progress_of(state)
            self.index.put(file.digest, *known)
        return replace(base, round=known[0], over=known[1])

    def refuse(self, path: Path, problem: SaveError) -> None:
        """Mark a file that failed to open as damaged, until it changes."""
        path = Path(path)
        with contextlib.suppress(OSError):
            stat = path.stat()
            old = self._cache.get(path)
            base = old[1] if old is not None else SaveSummary(path, stat.st_mtime_ns / 1e9)
            self._cache[path] = ((stat.st_mtime_ns, stat.st_size), replace(base, problem=problem))

    def remember(self, state: GameState) -> None:
        """Note the round of a game just written (or read) in full, so listing it needs no replay."""
        self.note(state.digest(), *progress_of(state))

    def note(self, digest: str, number: int | None, over: bool) -> None:
        """`remember`, for a caller that has the digest and the progress but not the state itself."""
        self.index.put(digest, number, over)
        self.index.flush()

    # ---- names and files ------------------------------------------------------------------------------
    def taken(self, name: str, besides: Path | None = None) -> Path | None:
        """The save already called `name` (letter case aside), other than `besides`."""
        wanted = name.strip().casefold()
        for summary in self.summaries(autosave=False):
            if summary.name.casefold() == wanted and summary.path != besides:
                return summary.path
        return None

    def unique_name(self, name: str, besides: Path | None = None) -> str:
        """`name`, or "name (2)", "name (3)"... whichever no save (but `besides`) is called yet."""
        name = name.strip()[:MAX_NAME].strip()
        names = {s.name.casefold() for s in self.summaries(autosave=False) if s.path != besides}
        candidate, number = name, 1
        while candidate.casefold() in names:
            number += 1
            candidate = numbered(name, number)
        return candidate

    def unique_path(self, name: str, besides: Path | None = None) -> Path:
        """A file for a save called `name` that no other file (but `besides`) has: its `clean_name`, or
        "name (2)", "name (3)"... (letter case aside, as on Windows and macOS)."""
        stem = clean_name(name)
        stems = {p.stem.casefold() for p in self.save_paths() if p != besides}
        candidate, number = stem, 1
        while candidate.casefold() in stems:
            number += 1
            candidate = numbered(stem, number)
        return self.saves / f"{candidate}{SAVE_SUFFIX}"

    def path_for(self, name: str) -> Path:
        """Where a save called `name` is written: over the save that has that name, else into a file of its own."""
        return self.taken(name) or self.unique_path(name)

    def rename(self, path: Path, name: str) -> Path:
        """Give a save a new name, and its file (and picture) one made from it; the new path. The save keeps
        its place in the list (its file's time). Raises ValueError for a name that cannot be used
        (`name_problem`, or another save has it) and OSError when the file system refuses.

        A file that cannot be read is only moved (it is never rewritten): its file's name is its name."""
        problem = name_problem(name)
        if problem is not None:
            raise ValueError(problem)
        path, name = Path(path), name.strip()
        if self.taken(name, besides=path) is not None:
            raise ValueError("taken")
        stat = path.stat()
        try:
            data = renamed_save(read_bytes(path), name)
        except SaveError:
            data = None
        target = path if clean_name(name) == path.stem else self.unique_path(name, besides=path)
        if data is not None:
            # in place first, then moved: a change of letter case only stays one file on every system
            atomic_write_bytes(path, data)
            os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        if target != path:
            os.replace(path, target)  # `unique_path` made sure nothing else is there
            picture = path.with_suffix(THUMBNAIL_SUFFIX)
            with contextlib.suppress(FileNotFoundError):
                os.replace(picture, target.with_suffix(THUMBNAIL_SUFFIX))
        self._cache.pop(path, None)
        return target

    def delete(self, path: Path) -> None:
        """Remove a save and its picture. Raises OSError when the file system refuses."""
        path = Path(path)
        path.unlink(missing_ok=True)
        path.with_suffix(THUMBNAIL_SUFFIX).unlink(missing_ok=True)
        self._cache.pop(path, None)

    def keep(self, source: Path, name: str) -> Path | None:
        """Copy the game of `source` (an autosave about to be overwritten) into the folder as `name` (made
        unique), with its picture; None when it is there already, move for move, or cannot be read. Raises
        `SaveError` when it cannot be written."""
        try:
            data = read_bytes(Path(source))
            record, state = load_save(data)
        except SaveError:
            return None
        for summary in self.summaries(autosave=False):
            if summary.ok and summary.game == record.game and summary.actions == len(record.actions):
                try:
                    other, _ = load_save(read_bytes(summary.path))
                except SaveError:
                    continue
                if other.actions == record.actions and other.seed == record.seed:
                    return None
        name = self.unique_name(name)
        target = self.unique_path(name)
        try:
            atomic_write_bytes(target, renamed_save(data, name))
            picture = Path(source).with_suffix(THUMBNAIL_SUFFIX)
            if picture.is_file():
                atomic_write_bytes(target.with_suffix(THUMBNAIL_SUFFIX), picture.read_bytes())
        except OSError as exc:
            raise SaveError(f"cannot write save file {target.name}: {exc.strerror or exc}", "unwritable") from exc
        self.remember(state)
        return target

    def import_file(self, source: Path) -> Path:
        """Copy a save file from elsewhere into the folder, once `read_save` accepts it; the copy's path.

        Raises `SaveError` (why the file is refused, or that it cannot be written). The copy keeps the
        file's bytes (but for its name, when a save is called that already: "name (2)") and carries the
        time the game was saved, so it sorts among the others by that time.
        """
        source = Path(source)
        data = read_bytes(source)
        _, state = load_save(data)
        file = parse_save(data)
        name = file.name.strip() if file.name and file.name.strip() else source.stem
        unique = self.unique_name(name)
        target = self.unique_path(unique)
        if file.name and unique != name:  # (a file without a name of its own is named by its new file)
            data = renamed_save(data, unique)
        try:
            atomic_write_bytes(target, data)
        except OSError as exc:
            raise SaveError(f"cannot write save file {target.name}: {exc.strerror or exc}", "unwritable") from exc
        with contextlib.suppress(OSError, OverflowError, ValueError):
            stamp = file.saved_at.timestamp()
            os.utime(target, (stamp, stamp))
        self.remember(state)
        return target
