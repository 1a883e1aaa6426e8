"""Writes are all or nothing: a failed save leaves the old file, and no temporary file, behind."""

from __future__ import annotations

import json
import os
import stat

import pytest

from ponzi_desktop.persistence import SaveError, read_save, write_save
from ponzi_desktop.persistence import files as save_files


def boom(*args, **kwargs):
    raise OSError(28, "No space left on device")


@pytest.mark.parametrize("target", ["replace", "fsync"])
def test_failed_os_step_keeps_the_old_file(saved, make_game, monkeypatch, folder_listing, target):
    before, names = saved.read_bytes(), folder_listing()
    monkeypatch.setattr(os, target, boom)
    with pytest.raises(SaveError) as info:
        write_save(saved, *make_game(40))
    monkeypatch.undo()
    assert str(info.value) == "cannot write save file game.json: No space left on device"
    assert saved.read_bytes() == before
    assert folder_listing() == names  # the temporary file is gone too
    record, _ = read_save(saved)
    assert len(record.actions) == 30


def test_failed_encoding_keeps_the_old_file(saved, make_game, monkeypatch, folder_listing):
    before, names = saved.read_bytes(), folder_listing()

    def broken_dumps(*args, **kwargs):
        raise ValueError("cannot encode")

    monkeypatch.setattr(save_files.json, "dumps", broken_dumps)
    with pytest.raises(ValueError, match="cannot encode"):
        write_save(saved, *make_game(40))
    monkeypatch.undo()
    assert saved.read_bytes() == before and folder_listing() == names


def test_failure_while_writing_the_bytes(saved, make_game, monkeypatch, folder_listing):
    """The disk filling up halfway: the write itself raises, after the temporary file exists."""
    before, names = saved.read_bytes(), folder_listing()
    real_fdopen = os.fdopen

    class HalfWriter:
        def __init__(self, fd, mode):
            self.file = real_fdopen(fd, mode)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

        def write(self, data):
            self.file.write(data[: len(data) // 2])
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_files.os, "fdopen", HalfWriter)
    with pytest.raises(SaveError, match="No space left on device"):
        write_save(saved, *make_game(40))
    monkeypatch.undo()
    assert saved.read_bytes() == before and folder_listing() == names


def test_interrupt_keeps_the_old_file(saved, make_game, monkeypatch, folder_listing):
    """Ctrl+C (or any non-OSError) during the write is not turned into a SaveError, but cleans up."""
    before, names = saved.read_bytes(), folder_listing()

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_save(saved, *make_game(40))
    monkeypatch.undo()
    assert saved.read_bytes() == before and folder_listing() == names


def test_creates_parent_folders(tmp_path, played):
    path = tmp_path / "a" / "b" / "c" / "game.json"
    write_save(path, *played)
    assert read_save(path)[1].digest() == played[1].digest()


def test_unwritable_place_is_a_save_error(tmp_path, played):
    blocker = tmp_path / "file"
    blocker.write_text("in the way")
    with pytest.raises(SaveError, match=r"^cannot write save file game\.json: "):
        write_save(blocker / "game.json", *played)
    assert blocker.read_text() == "in the way"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_existing_permissions_are_kept(saved, played):
    os.chmod(saved, 0o640)
    write_save(saved, *played)
    assert stat.S_IMODE(saved.stat().st_mode) == 0o640


def test_written_file_is_complete_json(saved):
    raw = saved.read_bytes()
    assert raw.endswith(b"}\n")
    json.loads(raw)


# ---- what a kill in the middle of a write leaves, and who clears it ---------------------------------------
KILLED_WRITE = """
import os, signal, sys
from pathlib import Path
from ponzi_desktop.persistence import files
os.replace = lambda *args: os.kill(os.getpid(), signal.SIGKILL)  # killed between the write and the rename
files.atomic_write_bytes(Path(sys.argv[1]), b"{}")
"""


def test_a_write_killed_before_its_rename_leaves_a_temporary_file_the_next_start_removes(tmp_path):
    import subprocess
    import sys
    import time

    from ponzi_desktop.persistence import Library

    saves, autosaves = tmp_path / "saves", tmp_path / "autosave"
    for folder, name in ((saves, "mine.json"), (autosaves, "autosave-ponzi.json")):
        folder.mkdir()
        for _ in range(3):
            done = subprocess.run([sys.executable, "-c", KILLED_WRITE, str(folder / name)], check=False)
            assert done.returncode == -9
    left = sorted(saves.iterdir()) + sorted(autosaves.iterdir())
    assert len(left) == 6 and all(p.name.startswith(".") and p.name.endswith(".tmp") for p in left)
    fresh = autosaves / ".autosave-ponzi.json.being-written.tmp"  # another copy of the app writing right now
    fresh.write_bytes(b"{")
    kept = [saves / "notes.tmp", saves / ".hidden", autosaves / "autosave-ponzi.json.tmp"]  # not ours
    for path in kept:
        path.write_text("x")
    old = time.time() - 3600
    for path in [*left, *kept]:
        os.utime(path, (old, old))
    Library(saves, autosaves)
    assert not any(path.exists() for path in left)
    assert fresh.exists() and all(path.exists() for path in kept)


def test_removing_stale_files_from_a_missing_folder_does_nothing(tmp_path):
    assert save_files.remove_stale_temp_files(tmp_path / "missing") == 0
