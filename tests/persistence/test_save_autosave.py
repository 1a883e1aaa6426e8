"""Autosave: written when a game starts and after every action; the newest one is found again."""

from __future__ import annotations

import os
import random

import pytest

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.persistence import Autosaver, SaveError, autosave_path, latest_autosave, read_save


def test_autosave_after_every_action(tmp_path, make_game):
    record, state = make_game(0)
    folder = tmp_path / "autosave"
    saver = Autosaver(folder, record)
    assert saver.path == folder / "autosave-ponzi.json"
    assert read_save(saver.path)[1].digest() == state.digest()  # written at once, before any action
    rng = random.Random(3)
    for number in range(1, 26):
        action = RandomBot().choose(state.view(state.current_player), rng)
        state.apply(action)
        saver.record(action.to_text())
        loaded, again = read_save(saver.path)
        assert len(loaded.actions) == number
        assert again.digest() == state.digest()
    assert saver.state.digest() == state.digest()
    assert [p.name for p in folder.iterdir()] == ["autosave-ponzi.json"]  # no temporary files left


def test_autosaver_keeps_its_own_copy_of_the_record(tmp_path, played):
    record, _ = played
    saver = Autosaver(tmp_path, record)
    saver.record(played[1].legal_choices()[0].with_value(0).to_text())
    assert len(record.actions) == 30
    assert len(saver.game_record.actions) == 31


def test_autosave_stores_canonical_text(tmp_path, make_game):
    record, _ = make_game(0)
    saver = Autosaver(tmp_path, record)
    saver.record("  PASS ")
    assert read_save(saver.path)[0].actions == ["pass"]


def test_illegal_action_keeps_the_last_good_autosave(tmp_path, played):
    saver = Autosaver(tmp_path, played[0])
    before = saver.path.read_bytes()
    with pytest.raises(SaveError, match=r"^action 31 'offer 2 media 999' is not legal: "):
        saver.record("offer 2 media 999")
    assert saver.path.read_bytes() == before
    assert len(saver.game_record.actions) == 30


def test_failed_write_is_caught_up_by_the_next(tmp_path, played, monkeypatch):
    record, state = played
    saver = Autosaver(tmp_path, record)
    first, second = (choice.with_value(choice.lo).to_text() for choice in _two_steps(state))

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(SaveError, match="No space left on device"):
        saver.record(first)
    monkeypatch.undo()
    assert len(read_save(saver.path)[0].actions) == 30
    saver.record(second)
    assert read_save(saver.path)[0].actions[-2:] == [first, second]


def _two_steps(state):
    """The first option now, and the first option after it (on a copy)."""
    copy = state.clone()
    one = copy.legal_choices()[0]
    copy.apply(one.with_value(one.lo))
    return one, copy.legal_choices()[0]


def test_a_record_that_does_not_replay_is_refused(tmp_path, played):
    record = played[0].model_copy(update={"actions": ["pass", "sell"]})
    with pytest.raises(SaveError, match="^action "):
        Autosaver(tmp_path, record)
    assert not autosave_path(tmp_path, "ponzi").exists()


def test_latest_autosave(tmp_path, played):
    assert latest_autosave(tmp_path / "missing") is None
    assert latest_autosave(tmp_path) is None
    saver = Autosaver(tmp_path, played[0])
    other = tmp_path / "autosave-black_friday.json"  # another game's slot, written earlier
    other.write_text("{}")
    (tmp_path / ".autosave-ponzi.json.x1.tmp").write_text("left by a crash")
    (tmp_path / "my-game.json").write_text("{}")
    os.utime(other, ns=(1_000_000_000, 1_000_000_000))
    assert latest_autosave(tmp_path) == saver.path
    os.utime(saver.path, ns=(500_000_000, 500_000_000))
    assert latest_autosave(tmp_path) == other


def test_latest_autosave_breaks_ties_by_name(tmp_path):
    for name in ("autosave-b.json", "autosave-a.json"):
        (tmp_path / name).write_text("{}")
        os.utime(tmp_path / name, ns=(7, 7))
    assert latest_autosave(tmp_path) == tmp_path / "autosave-b.json"
