"""Reading and writing save files: atomic writes, and loading that refuses damaged files with one line.

Writing never leaves a half-written save: the bytes go to a temporary file in the same folder (so the
final rename stays on one file system), are flushed and fsynced, and only then replace the old file with
`os.replace`, which is atomic on POSIX and Windows. If anything fails on the way, the old file is as it was
and the temporary file is removed.

Reading goes bytes -> JSON -> migrations -> `SaveFile` model -> replay -> digest check, and every step
that can fail on a bad file raises `SaveError` with one line saying what is wrong. Reading never writes,
so a refused file is left exactly as it was for the person to inspect or send in.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

import ponzi_desktop
from ponzi_desktop.engine.core import GameState
from ponzi_desktop.persistence.migrations import migrate
from ponzi_desktop.persistence.models import (
    FORMAT_VERSION,
    GameRecord,
    SaveError,
    SaveFile,
    clip,
    describe_validation,
)
from ponzi_desktop.persistence.replay import replay, settings_for, spec_for

#: Saves of a board game are kilobytes (the longest game the engine allows, a few MB); refusing anything
#: larger keeps a wrong file from eating the memory and the time of every list that shows it.
MAX_BYTES = 8 * 1024 * 1024
#: How deep a save's JSON nests: the file is three levels deep, its settings one or two more. Deeper data is
#: refused before anything recursive (a copy, the model) meets it.
MAX_DEPTH = 8
#: Longest text anywhere in a save (the model's own limits on each field are shorter).
MAX_TEXT = 1000


# ---- atomic writes ------------------------------------------------------------------------------------
def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable. POSIX only: Windows cannot open a folder, and needs no such step."""
    if os.name != "posix":  # pragma: no cover - exercised on Windows builds only
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace the file at `path` with `data`, all or nothing; creates missing parent folders."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    # a dot name: file managers hide it, and `autosave-*.json` globs never see it
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        # mkstemp makes the file private (0600); an existing save keeps the permissions it had
        with contextlib.suppress(OSError):
            os.chmod(tmp_name, os.stat(path).st_mode & 0o7777)
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(folder)


#: What `atomic_write_bytes` writes before the rename: ".<file name>.<random>.tmp".
_TEMP_NAME = re.compile(r"^\..+\.[A-Za-z0-9_]+\.tmp$")
#: A temporary file older than this was left by a write that never finished (the program was killed, the
#: machine lost power): a write that is still going on takes milliseconds.
STALE_AFTER_S = 60.0


def remove_stale_temp_files(folder: str | os.PathLike[str], now: float | None = None) -> int:
    """Remove from `folder` the temporary files of writes that never finished; how many went. Never raises:
    a folder that cannot be read or a file that cannot go is left for the next start."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not _TEMP_NAME.match(entry.name):
            continue
        with contextlib.suppress(OSError):
            if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > STALE_AFTER_S:
                os.unlink(entry.path)
                removed += 1
    return removed


# ---- writing ------------------------------------------------------------------------------------------
def encode_save(record: GameRecord, state: GameState, name: str | None = None) -> bytes:
    """The bytes of a save file for `record`, whose actions lead to `state`, called `name` (None: the file's
    own name is the save's)."""
    spec = spec_for(record.game)
    if state.game_id != spec.id:
        raise ValueError(f"the state is a {state.game_id!r} game but the record is for {record.game!r}")
    settings = settings_for(spec, record)
    file = SaveFile(
        format=FORMAT_VERSION,
        app_version=ponzi_desktop.__version__,
        saved_at=datetime.now(UTC),
        name=name,
        game=record.game,
        # the settings as the game understands them, defaults filled in: the file then says everything
        # the game depended on, even if a later version changes a default
        settings=settings.model_dump(mode="json"),
        seed=record.seed,
        seats=record.seats,
        actions=list(record.actions),
        digest=state.digest(),
    )
    return _encode(file)


def _encode(file: SaveFile) -> bytes:
    # indented, one action a line: a person can read it, and a damage report can point at a line
    text = json.dumps(file.to_json_data(), indent=2, ensure_ascii=False)
    return (text + "\n").encode("utf-8")


def renamed_save(data: bytes, name: str | None) -> bytes:
    """The save file in `data` (any readable format) called `name` instead, in the current format; the game,
    the time it was saved and the version that saved it are unchanged. Raises `SaveError` for a file that
    cannot be read (a damaged file is never rewritten), ValueError for a name no save may have."""
    file = parse_save(data)
    try:
        renamed = SaveFile.model_validate({**file.model_dump(), "name": name}, strict=False)
    except ValidationError as exc:
        raise ValueError(describe_validation(exc)) from None
    return _encode(renamed)


def write_save(path: str | os.PathLike[str], record: GameRecord, state: GameState, name: str | None = None) -> None:
    """Save `record` (whose actions lead to `state`) at `path` as `name`, atomically. Raises `SaveError`."""
    path = Path(path)
    data = encode_save(record, state, name)
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise SaveError(f"cannot write save file {path.name}: {exc.strerror or exc}", "unwritable") from exc


# ---- reading ------------------------------------------------------------------------------------------
def read_bytes(path: Path) -> bytes:
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"cannot read save file {path.name}: {exc.strerror or exc}", "unreadable") from exc
    if len(data) > MAX_BYTES:
        raise SaveError(f"save file is damaged: it is larger than {MAX_BYTES // (1024 * 1024)} MB")
    return data


# What may be left of the last value when a file is cut inside it: part of a literal, of a number.
_PARTIAL_TOKEN = re.compile(r"t|tr|tru|f|fa|fal|fals|n|nu|nul|-?[0-9]*\.?[0-9]*[eE]?[-+]?[0-9]*")


def _cut_short(text: str, exc: json.JSONDecodeError) -> bool:
    """Whether the JSON error is the end of the text coming too soon, rather than garbage in it."""
    rest = text[exc.pos:].rstrip()
    # the parser reports an unfinished string at its opening quote; only the end of the text leaves a
    # string open (a newline inside one is a different error)
    return not rest or exc.msg.startswith("Unterminated string") or bool(_PARTIAL_TOKEN.fullmatch(rest))


def decode(data: bytes) -> dict[str, Any]:
    """The JSON object in `data`. Raises `SaveError` for an empty, non-text, non-JSON or non-object file."""
    if not data.strip():
        raise SaveError("save file is empty")
    try:
        text = data.decode("utf-8-sig")  # -sig: a Windows editor may have added a byte order mark
    except UnicodeDecodeError as exc:
        raise SaveError(f"save file is damaged: it is not text (bad byte at offset {exc.start})") from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        if _cut_short(text, exc):
            raise SaveError(f"save file is damaged: it ends too early, at line {exc.lineno} "
                            "(was it cut short?)") from None
        raise SaveError(f"save file is damaged: not valid JSON at line {exc.lineno} "
                        f"column {exc.colno}") from None
    except ValueError:  # the one other thing json.loads refuses: an integer of more than 4,300 digits
        raise SaveError("save file is damaged: it holds a number of thousands of digits") from None
    except RecursionError:
        raise SaveError("save file is damaged: it is nested too deeply to be a save") from None
    if not isinstance(value, dict):
        found = {list: "a list", str: "a string", bool: "true/false", type(None): "null"}.get(type(value))
        raise SaveError(f"save file is damaged: it holds {found or 'a number'}, not a saved game")
    _check_plain(value)
    return value


def _check_plain(data: dict[str, Any]) -> None:
    """Refuse JSON no save holds: nested too deeply, a text too long, or a text that is not Unicode (JSON's
    `"\\ud800"` escape gives a lone surrogate, which no file, label or log can take). Without recursion, so
    that the check itself cannot run out of stack."""
    stack: list[tuple[Any, str, int]] = [(data, "", 1)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, str):
            texts: tuple[str, ...] = (value,)
        elif isinstance(value, dict):
            if depth > MAX_DEPTH:
                raise SaveError(f"save file is damaged: {_at(where)}it is nested more than {MAX_DEPTH} levels deep")
            texts = tuple(value)
            stack.extend((item, f"{where}.{clip(key, 30)}".lstrip("."), depth + 1) for key, item in value.items())
        elif isinstance(value, list):
            if depth > MAX_DEPTH:
                raise SaveError(f"save file is damaged: {_at(where)}it is nested more than {MAX_DEPTH} levels deep")
            texts = ()
            stack.extend((item, f"{where}.{index}".lstrip("."), depth + 1) for index, item in enumerate(value))
        else:
            continue
        for text in texts:
            if len(text) > MAX_TEXT:
                raise SaveError(f"save file is damaged: {_at(where)}a text of {len(text):,} characters")
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                raise SaveError(f"save file is damaged: {_at(where)}a text that is not valid Unicode "
                                "(a lone surrogate)") from None


def _at(where: str) -> str:
    return f"at {where}, " if where else ""


def parse_save(data: bytes) -> SaveFile:
    """The validated, current-format `SaveFile` in `data`, not yet replayed. Raises `SaveError`."""
    content = migrate(decode(data))
    try:
        return SaveFile.model_validate(content)
    except ValidationError as exc:
        raise SaveError(f"save file is damaged: {describe_validation(exc)}") from None


def load_save(data: bytes) -> tuple[GameRecord, GameState]:
    """The record in `data` and the state its actions lead to, checked against the digest."""
    file = parse_save(data)
    record = file.record()
    state = replay(record)
    if state.digest() != file.digest:
        reason = "save file does not match its contents: replaying the actions gives a different game"
        if file.app_version != ponzi_desktop.__version__:
            # the digest covers the engine's snapshot, so an engine change can cause this as well
            reason += f" (was it edited, or made by version {clip(file.app_version, 20)} with other rules?)"
        else:
            reason += " (was it edited?)"
        raise SaveError(reason, "edited")
    return record, state


def read_save(path: str | os.PathLike[str]) -> tuple[GameRecord, GameState]:
    """Load the save file at `path`: the record and the replayed state. Raises `SaveError`."""
    return load_save(read_bytes(Path(path)))
