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
