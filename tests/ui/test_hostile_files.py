"""Folders and files that fight back, from the window's side: an autosave folder that cannot be written as a
game starts, a save the table cannot show, a save naming a bot nobody knows. Nothing is lost, the game on
the table stays, and the person is told why, at once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ponzi_desktop import cli
from ponzi_desktop.persistence import Seat, autosave_path, read_save, replay, write_save
from ponzi_desktop.persistence import files as save_files
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir, saves_dir


def play(session: GameSession, actions: int) -> None:
    """Moves through the session until it has `actions`, each the first legal choice of whoever decides; the
    hand-offs between the people are made as the page makes them (cover, then claim)."""
    while session.action_count < actions:
        if session.handoff_pending is not None:
            session.cover_table()
            session.claim_seat(session.handoff_pending)
            continue
        choice = session.view().choices[0]
        assert session.submit(choice.with_value(max(1, choice.lo)) if choice.param else choice.action)


def start(window, seed: int = 5) -> GameSession:
    """A hot-seat game of three people started as the new-game dialog starts one."""
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new("ponzi", {}, seed, seats, **window.session_options()))
    return window.session


class Disk:
    """The saves' disk, switched between taking writes and refusing them (read-only, as a person found it)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.writable = True
        real = save_files.atomic_write_bytes

        def write(path: Path, data: bytes) -> None:
            if not self.writable:
                raise OSError(30, "Read-only file system")
            real(path, data)

        monkeypatch.setattr(save_files, "atomic_write_bytes", write)
        unlink = Path.unlink

        def remove(path: Path, missing_ok: bool = False) -> None:  # a read-only folder's files cannot go either
            if not self.writable and path.exists():
                raise PermissionError(13, "Permission denied", str(path))
            unlink(path, missing_ok=missing_ok)

        monkeypatch.setattr(Path, "unlink", remove)


def save_of(name: str, actions: int = 10, **seat_changes) -> Path:
    """A good save in the saves folder, after `actions` random moves; `seat_changes` edit seat 1 afterwards."""
    record = random_record(["Ann", "Bot", "Cy"], actions, seed=3)
    path = saves_dir() / f"{name}.json"
    write_save(path, record, replay(record))
    if seat_changes:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["seats"][1].update(seat_changes)
        path.write_text(json.dumps(data), encoding="utf-8")
    return path


# ---- an autosave folder that cannot be written ------------------------------------------------------------
def test_an_autosave_that_cannot_start_is_said_at_once_and_catches_up(window, monkeypatch):
    disk = Disk(monkeypatch)
    disk.writable = False
    session = start(window)
    # told as the game starts, before any move, and marked until it works again
    assert "Autosave failed" in window.notices.text()
    assert "Read-only file system" in window.notices.text()
    assert not window.autosave_warning.isHidden()
    assert "Read-only file system" in window.autosave_warning.toolTip()
    assert session.autosave_problem is not None
    play(session, 6)
    path = autosave_path(autosave_dir(), "ponzi")
    assert not path.exists() and not window.autosave_warning.isHidden()
    disk.writable = True
    play(session, 7)  # the next move writes every move so far
    assert read_save(path)[0].actions == session.record.actions and len(session.record.actions) == 7
    assert window.autosave_warning.isHidden() and session.autosave_problem is None
    assert window.notices.text() == "Autosave works again: every move is saved."


def test_an_autosave_that_fails_mid_game_is_said_once_then_catches_up(window, monkeypatch):
    disk = Disk(monkeypatch)
    session = start(window)
    play(session, 2)
    disk.writable = False
    play(session, 3)
    said = window.notices.text()
    assert said.startswith("Autosave failed") and not window.autosave_warning.isHidden()
    window.notices.notice.dismiss()
    play(session, 5)
    assert window.notices.text() == ""  # not again after every move
    disk.writable = True
    play(session, 6)
    assert len(read_save(autosave_path(autosave_dir(), "ponzi"))[0].actions) == 6


def test_a_game_started_in_a_read_only_autosave_folder_is_told_once_and_catches_up(window, monkeypatch):
    from ponzi_desktop.ui.save_pictures import write_thumbnail

    disk = Disk(monkeypatch)
    play(start(window, seed=5), 3)
    path = autosave_path(autosave_dir(), "ponzi")
    picture = path.with_suffix(".png")
    assert write_thumbnail(path, window.game_page.picture_widget())  # the earlier game's picture
    disk.writable = False
    session = start(window, seed=6)  # removing the earlier game's picture once raised here
    assert window.session is session and window.game_page is not None
    assert "Autosave failed" in window.notices.text() and not window.autosave_warning.isHidden()
    assert picture.exists()  # it stays beside the earlier game's autosave while that is the file there
    play(session, 2)
    disk.writable = True
    play(session, 3)  # the autosave catches up, and the earlier picture goes with it
    assert read_save(path)[0].actions == session.record.actions
    assert not picture.exists() and window.autosave_warning.isHidden()


# ---- a game the table cannot show ----------------------------------------------------------------------------
def test_a_save_the_table_cannot_show_leaves_the_game_on_the_table(window, monkeypatch, boxes):
    session = start(window)
    play(session, 4)
    autosave = autosave_path(autosave_dir(), "ponzi")
    before = autosave.read_bytes()
    page = window.game_page
    other = save_of("Another game")

    def broken(*_args, **_kwargs):
        raise RuntimeError("the table broke")

    monkeypatch.setattr("ponzi_desktop.ui.game_page.GamePage", broken)
    assert not window.load_path(other)
    assert boxes[-1]["title"] == "Cannot Open the Game"
    assert "still here" in boxes[-1]["text"] and "the table broke" in boxes[-1]["detail"]
    # the game on the table is as it was: its page, its session, its autosave, its place in the saves
    assert window.session is session and window.game_page is page
    assert window.stack.currentWidget() is page
    assert autosave.read_bytes() == before
    assert sorted(p.name for p in saves_dir().glob("*.json")) == ["Another game.json"]
    monkeypatch.undo()
    play(session, 5)  # and it goes on
    assert len(read_save(autosave)[0].actions) == 5


def test_a_game_without_a_table_leaves_no_autosave_to_continue(window, boxes, monkeypatch):
    """A save of a game this version has no table for (every game has one now: one is taken away)."""
    from ponzi_desktop.ui import games

    session = start(window)
    play(session, 3)
    every = games.registered()
    unplayable = every[-1].id
    monkeypatch.setattr(games, "registered", lambda: tuple(
        g._replace(table=None) if g.id == unplayable else g for g in every))
    record = random_record(["Ann", "Bob", "Cy"], 6, seed=2, game=unplayable)
    path = saves_dir() / "elsewhere.json"
    write_save(path, record, replay(record))
    assert not window.load_path(path)
    assert "cannot be played in this version" in boxes[-1]["text"]
    assert window.session is session
    assert not autosave_path(autosave_dir(), unplayable).exists()


# ---- a save naming a bot nobody knows ------------------------------------------------------------------------
def test_an_unknown_bot_level_is_refused_by_the_window_and_check_save_alike(window, boxes, capsys):
    path = save_of("Superbot", level="superbot")
    assert not window.load_path(path)
    assert window.session is None
    assert "'superbot'" in boxes[-1]["detail"]
    assert cli.main(["check-save", str(path)]) == cli.EXIT_USAGE
    said = capsys.readouterr().out
    assert "'superbot'" in said and "Traceback" not in said


def test_play_refuses_such_a_save_with_its_reason_and_leaves_no_folder(tmp_path):
    import os
    import subprocess
    import sys

    record = random_record(["Ann", "Bot", "Cy"], 5, seed=3)
    path = tmp_path / "superbot.json"
    write_save(path, record, replay(record))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"][1]["level"] = "superbot"
    path.write_text(json.dumps(data), encoding="utf-8")
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(temp), "XDG_DATA_HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "ponzi_desktop", "play", "--load", str(path)],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 2
    assert "bot level 'superbot' that this program does not know" in done.stderr
    assert "Traceback" not in done.stderr
    assert list(temp.iterdir()) == []
