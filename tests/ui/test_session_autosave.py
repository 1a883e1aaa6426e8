"""The session's autosave keeper on its own: started once, a write after every action, a failure said once and
the file caught up by the next write that works."""

from __future__ import annotations

import pytest

from ponzi_desktop.persistence import files as save_files
from ponzi_desktop.persistence import read_save
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.session_autosave import AutosaveKeeper


class Said:
    """What the keeper told: ("failed", reason) and ("restored",) in turn."""

    def __init__(self) -> None:
        self.told: list[tuple] = []

    def keeper(self, folder) -> AutosaveKeeper:
        return AutosaveKeeper(folder, failed=lambda reason: self.told.append(("failed", reason)),
                              restored=lambda: self.told.append(("restored",)))


@pytest.fixture
def disk(monkeypatch):
    """The disk, switched between taking writes (`disk["ok"]`) and refusing them as a full one does."""
    state = {"ok": True}
    real = save_files.atomic_write_bytes

    def write(path, data):
        if not state["ok"]:
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(save_files, "atomic_write_bytes", write)
    return state


def game(actions: int):
    """A record of a seeded random game `actions` long, and the next action's text (from a longer one)."""
    longer = random_record(["Ann", "Bot", "Cy"], actions + 1, seed=3)
    record = longer.model_copy(update={"actions": longer.actions[:actions]}, deep=True)
    return record, longer.actions[actions]


def test_nothing_is_written_without_a_folder_or_before_the_start(tmp_path):
    said = Said()
    nowhere = said.keeper(None)
    nowhere.start(game(3)[0])
    assert not nowhere.started and nowhere.path is None
    later = said.keeper(tmp_path)
    record, text = game(3)
    record.actions.append(text)
    later.add(record, text)
    assert not later.started and later.path is None and list(tmp_path.iterdir()) == []
    assert said.told == []


def test_the_start_writes_the_game_as_it_is_and_every_action_after(tmp_path):
    said = Said()
    keeper = said.keeper(tmp_path)
    record, text = game(4)
    keeper.start(record)
    assert keeper.started and read_save(keeper.path)[0].actions == record.actions
    record.actions.append(text)
    keeper.add(record, text)
    assert read_save(keeper.path)[0].actions == record.actions
    del record.actions[-2:]  # an undo (or two) shortened the record: the file is written anew
    keeper.write_fresh(record)
    assert read_save(keeper.path)[0].actions == record.actions
    assert said.told == [] and keeper.problem is None


def test_a_failed_write_is_said_with_its_reason_and_caught_up_by_the_next(tmp_path, disk):
    said = Said()
    keeper = said.keeper(tmp_path)
    record, _ = game(2)
    keeper.start(record)
    disk["ok"] = False
    longer = random_record(["Ann", "Bot", "Cy"], 6, seed=3)
    for text in longer.actions[2:4]:
        record.actions.append(text)
        keeper.add(record, text)
    assert said.told == [("failed", keeper.problem)] * 2 and "No space left" in keeper.problem
    assert read_save(keeper.path)[0].actions == longer.actions[:2]  # the last good file stays
    disk["ok"] = True
    record.actions.append(longer.actions[4])
    keeper.add(record, longer.actions[4])
    assert read_save(keeper.path)[0].actions == longer.actions[:5]  # every move kept is written
    assert said.told[-1] == ("restored",) and keeper.problem is None


def test_a_record_that_does_not_replay_is_said_and_the_next_action_starts_afresh(tmp_path):
    said = Said()
    keeper = said.keeper(tmp_path)
    record, text = game(3)
    broken = record.model_copy(update={"actions": [*record.actions, "not a move"]}, deep=True)
    keeper.start(broken)
    assert keeper.path is None and said.told == [("failed", keeper.problem)]
    record.actions.append(text)
    keeper.add(record, text)  # the next action: a new autosaver for the whole record
    assert read_save(keeper.path)[0].actions == record.actions
    assert said.told[-1] == ("restored",) and keeper.problem is None
