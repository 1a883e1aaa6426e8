"""Older formats load through the migration table; missing steps and newer formats are refused."""

from __future__ import annotations

import copy
import json

import pytest

from ponzi_desktop.persistence import MIGRATIONS, SaveError, read_save
from ponzi_desktop.persistence.migrations import migrate, oldest_readable


def v0_to_v1(data):
    """A made-up format 0: "moves" instead of "actions", player names as a list, no time or app version."""
    data["actions"] = data.pop("moves")
    names = data.pop("players")
    bots = data.pop("bots")
    data["seats"] = [
        {"name": name, "kind": "bot" if i in bots else "human", "level": "random" if i in bots else None}
        for i, name in enumerate(names)
    ]
    data.setdefault("saved_at", "1970-01-01T00:00:00Z")
    data.setdefault("app_version", "0.0.0")
    return data


def as_v0(saved) -> dict:
    data = json.loads(saved.read_text(encoding="utf-8"))
    seats = data.pop("seats")
    return {
        "format": 0,
        "game": data["game"],
        "settings": data["settings"],
        "seed": data["seed"],
        "players": [seat["name"] for seat in seats],
        "bots": [i for i, seat in enumerate(seats) if seat["kind"] == "bot"],
        "moves": data["actions"],
        "digest": data["digest"],
    }


@pytest.fixture
def with_v0(monkeypatch):
    monkeypatch.setitem(MIGRATIONS, 0, v0_to_v1)


def test_v0_file_loads_through_the_migration(saved, played, with_v0):
    record, state = played
    saved.write_text(json.dumps(as_v0(saved)), encoding="utf-8")
    loaded, again = read_save(saved)
    assert loaded.actions == record.actions
    assert loaded.seats == record.seats
    assert again.digest() == state.digest()


def test_migration_chain(saved, played, monkeypatch, with_v0):
    """Two steps, -1 -> 0 -> 1: format -1 kept the moves as one comma-separated string."""

    def v_minus1_to_v0(data):
        data["moves"] = data.pop("moves_csv").split(",")
        return data

    monkeypatch.setitem(MIGRATIONS, -1, v_minus1_to_v0)
    old = as_v0(saved)
    old.update(format=-1, moves_csv=",".join(old.pop("moves")))
    saved.write_text(json.dumps(old), encoding="utf-8")
    assert oldest_readable() == -1
    _, state = read_save(saved)
    assert state.digest() == played[1].digest()


def test_migrate_leaves_its_input_alone(saved, with_v0):
    old = as_v0(saved)
    kept = copy.deepcopy(old)
    new = migrate(old)
    assert old == kept
    assert new["format"] == 2 and "moves" not in new and new["name"] is None


def test_migrated_file_must_still_match_its_digest(saved, with_v0):
    old = as_v0(saved)
    old["moves"] = old["moves"][:-1]
    saved.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(SaveError, match="^save file does not match its contents"):
        read_save(saved)


def test_v0_file_missing_what_v0_required(saved, with_v0):
    old = as_v0(saved)
    del old["moves"]
    saved.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_save(saved)
    assert str(info.value) == (
        "save file is damaged: it cannot be converted from format 0 to 1 (missing field 'moves')"
    )


def test_older_format_without_a_migration_is_refused(saved):
    assert 0 not in MIGRATIONS
    saved.write_text(json.dumps(as_v0(saved)), encoding="utf-8")
    before = saved.read_bytes()
    with pytest.raises(SaveError) as info:
        read_save(saved)
    assert str(info.value) == "save file format 0 is too old for this program (it reads formats 1 to 2)"
    assert saved.read_bytes() == before


def test_gap_in_the_chain_is_refused(saved, monkeypatch, with_v0):
    monkeypatch.setitem(MIGRATIONS, -2, lambda data: data)  # -2 -> -1, but nothing from -1 to 0
    old = as_v0(saved)
    old["format"] = -2
    saved.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(SaveError, match=r"^save file format -2 is too old .* \(it reads formats 0 to 2\)$"):
        read_save(saved)


def test_newer_format_is_refused_even_with_migrations(saved, with_v0):
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["format"] = 3
    with pytest.raises(SaveError, match=r"newer version \(format 3; this program reads up to 2\)"):
        migrate(data)


def test_format_1_gains_an_empty_name_and_nothing_else(saved):
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["format"] == 2 and "name" in data
    del data["name"]
    data["format"] = 1
    new = migrate(data)
    assert new == {**data, "format": 2, "name": None}
    with pytest.raises(SaveError, match=r"from format 1 to 2 \(format 1 has no field 'name'\)"):
        migrate({**data, "name": "Sneaked in"})
