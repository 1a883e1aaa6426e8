"""The saved-games folder: summaries without replays, damaged files listed with their reason, names, rename,
delete and import."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest

from ponzi_desktop.persistence import Library, SaveError, made_up_name, name_problem, read_save, write_save
from ponzi_desktop.persistence import library as library_module
from ponzi_desktop.persistence.autosave import autosave_path


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path, Path]:
    return tmp_path / "saves", tmp_path / "autosave", tmp_path / "progress.json"


def write(path: Path, game, when: int) -> Path:
    """Save `game` at `path` with the file's time set to `when` (seconds), so the order is known."""
    write_save(path, *game)
    os.utime(path, (when, when))
    return path


@pytest.fixture
def replays(monkeypatch) -> list[int]:
    """Counts the replays the library makes for summaries."""
    calls: list[int] = []
    real = library_module.replay

    def counted(record):
        calls.append(len(record.actions))
        return real(record)

    monkeypatch.setattr(library_module, "replay", counted)
    return calls


def test_summaries_show_game_seats_round_and_time_newest_first(folders, make_game):
    saves, autosaves, index = folders
    old = write(saves / "Old game.json", make_game(10), 1_000_000)
    new = write(saves / "New game.json", make_game(40, seed=3), 2_000_000)
    auto = write(autosave_path(autosaves, "ponzi"), make_game(20), 1_500_000)
    listed = Library(saves, autosaves, index).summaries()
    assert [s.path for s in listed] == [new, auto, old]
    assert [s.autosave for s in listed] == [False, True, False]
    first = listed[0]
    assert first.ok and first.name == "New game" and first.game == "ponzi"
    assert first.names == ("Ana", "Bot 1", "Bot 2", "Bot 3") and first.actions == 40
    _, state = read_save(new)
    assert first.round == state.round >= 1 and first.over == state.is_over
    assert first.saved_at is not None and first.saved_at.tzinfo is not None
    assert first.thumbnail is None
    assert [s.name for s in Library(saves, autosaves, index).summaries(limit=2, autosave=False)] == \
        ["New game", "Old game"]


def test_a_picture_beside_the_save_is_found(folders, played):
    saves, _, index = folders
    path = write(saves / "With picture.json", played, 1_000_000)
    library = Library(saves, None, index)
    assert library.summary(path).thumbnail is None
    path.with_suffix(".png").write_bytes(b"not checked here")
    assert library.summary(path).thumbnail == path.with_suffix(".png")  # looked for again, though cached


def test_a_game_is_replayed_once_for_its_round_then_never_again(folders, make_game, replays):
    saves, autosaves, index = folders
    for number in range(50):
        write(saves / f"Game {number}.json", make_game(20 + number % 7, seed=number), 1_000_000 + number)
    first = Library(saves, autosaves, index)
    listed = first.summaries()
    assert len(listed) == 50 and all(s.ok and s.round is not None for s in listed)
    assert len(replays) == 50  # the first time, each new game is replayed once
    first.summaries()
    assert len(replays) == 50  # unchanged files come from the cache
    again = Library(saves, autosaves, index)  # a later start of the program: the index knows the rounds
    assert [s.round for s in again.summaries()] == [s.round for s in listed]
    assert len(replays) == 50


def test_a_save_written_by_the_program_needs_no_replay(folders, played, replays):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Mine.json", played, 1_000_000)
    library.remember(played[1])
    assert library.summary(path).round == played[1].round
    assert replays == []


def test_a_changed_file_is_read_again(folders, make_game):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Game.json", make_game(10), 1_000_000)
    assert library.summary(path).actions == 10
    write(path, make_game(30), 1_000_100)
    assert library.summary(path).actions == 30


@pytest.mark.parametrize("content, kind, words", [
    (b"", "damaged", "empty"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "damaged", "not text"),
    (b'{"format": 1, "game": "ponzi"', "damaged", "ends too early"),
    (b'{"format": 9}', "newer", "newer version"),
    (b'[1, 2, 3]', "damaged", "a list"),
])
def test_damaged_files_are_listed_with_the_reason(folders, played, content, kind, words):
    saves, _, index = folders
    write(saves / "Good.json", played, 1_000_000)
    (saves / "Bad.json").write_bytes(content)
    listed = {s.name: s for s in Library(saves, None, index).summaries()}
    assert listed["Good"].ok
    bad = listed["Bad"]
    assert not bad.ok and bad.problem.kind == kind and words in str(bad.problem)
    assert bad.modified > 0


def test_edited_actions_and_unknown_games_are_found_by_the_replay(folders, played):
    saves, _, index = folders
    edited = write(saves / "Edited.json", played, 1_000_000)
    data = json.loads(edited.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:-3]  # the digest no longer matches
    edited.write_text(json.dumps(data), encoding="utf-8")
    other = saves / "Other.json"
    data["game"] = "chess"
    other.write_text(json.dumps(data), encoding="utf-8")
    listed = {s.name: s for s in Library(saves, None, index).summaries()}
    assert listed["Edited"].problem.kind == "edited"
    assert listed["Other"].problem.kind == "unknown_game"
    assert listed["Edited"].names == ("Ana", "Bot 1", "Bot 2", "Bot 3")  # what could be read is shown


def test_a_file_that_failed_to_open_stays_refused_until_it_changes(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Game.json", played, 1_000_000)
    assert library.summary(path).ok
    library.refuse(path, SaveError("save file does not match its contents", "edited"))
    assert library.summary(path).problem.kind == "edited"
    write(path, played, 1_000_100)
    assert library.summary(path).ok


def test_hidden_and_other_files_are_not_listed(folders, played):
    saves, _, index = folders
    write(saves / "Game.json", played, 1_000_000)
    (saves / ".Game.json.abc.tmp").write_text("half written")
    (saves / ".hidden.json").write_text("{}")
    (saves / "Game.png").write_bytes(b"picture")
    (saves / "folder.json").mkdir()
    assert [s.name for s in Library(saves, None, index).summaries()] == ["Game"]
    assert Library(saves.parent / "missing", None, index).summaries() == []


def test_a_damaged_index_only_costs_replays(folders, played, replays):
    saves, _, index = folders
    index.write_text('{"games": {"abc": "nonsense"', encoding="utf-8")
    path = write(saves / "Game.json", played, 1_000_000)
    assert Library(saves, None, index).summary(path).round == played[1].round
    assert len(replays) == 1


# ---- names --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, problem", [
    ("Friday night", None), ("Ponzi Scheme – Ana, Bo – 2025-05-12 14.32", None), ("日曜日のゲーム", None),
    ("", "empty"), ("   ", "empty"), (".hidden", "dot"), ("ends with a dot.", "dot"),
    ("a/b", "characters"), ("what?", "characters"), ('say "hi"', "characters"), ("tab\there", "characters"),
    ("CON", "reserved"), ("com1.backup", "reserved"), ("x" * 61, "long"),
])
def test_names_a_save_may_have(name, problem):
    assert name_problem(name) == problem


def test_a_made_up_name_has_the_game_the_players_and_the_time():
    when = datetime(2025, 5, 12, 14, 32)
    assert made_up_name("Ponzi Scheme", ["Ana", "Bo"], when) == "Ponzi Scheme – Ana, Bo – 2025-05-12 14.32"
    long = made_up_name("Ponzi Scheme", ["A/very:long*name"] * 6, when)
    assert name_problem(long) is None and long.endswith("… – 2025-05-12 14.32")
    assert long.startswith("Ponzi Scheme – A-very-longname, A-very-")
    assert made_up_name("Ponzi Scheme", ["<b>Eve</b>", 'Bo "B" |?'], when) == \
        "Ponzi Scheme – bEve-b, Bo B – 2025-05-12 14.32"
    assert made_up_name("Ponzi Scheme", ["  "], when) == "Ponzi Scheme – 2025-05-12 14.32"


def test_unique_paths_count_up(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    assert library.unique_path("Game") == saves / "Game.json"
    write(saves / "Game.json", played, 1)
    write(saves / "game (2).json", played, 2)  # letter case does not make a name free
    assert library.unique_path("Game") == saves / "Game (3).json"


# ---- rename, delete, import ---------------------------------------------------------------------------------
def test_rename_moves_the_save_and_its_picture(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Game.json", played, 1_000_000)
    path.with_suffix(".png").write_bytes(b"picture")
    write(saves / "Other.json", played, 1_000_001)
    moved = library.rename(path, "  Friday night ")
    assert moved == saves / "Friday night.json" and not path.exists()
    assert moved.with_suffix(".png").read_bytes() == b"picture" and not path.with_suffix(".png").exists()
    assert os.stat(moved).st_mtime == 1_000_000  # still in its place in the list
    assert library.rename(moved, "friday NIGHT") == saves / "friday NIGHT.json"  # only the case changes
    for name, problem in (("other", "taken"), ("a/b", "characters"), ("", "empty")):
        with pytest.raises(ValueError, match=problem):
            library.rename(saves / "friday NIGHT.json", name)
    assert sorted(p.name for p in saves.iterdir()) == ["Other.json", "friday NIGHT.json", "friday NIGHT.png"]


def test_delete_removes_the_save_and_its_picture(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Game.json", played, 1_000_000)
    path.with_suffix(".png").write_bytes(b"picture")
    library.delete(path)
    assert list(saves.iterdir()) == []
    library.delete(path)  # already gone: nothing to do


def test_import_copies_a_good_file_and_refuses_a_bad_one(folders, tmp_path, played, replays):
    saves, _, index = folders
    library = Library(saves, None, index)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    source = elsewhere / "From a friend.json"
    write_save(source, *played)
    copied = library.import_file(source)
    assert copied == saves / "From a friend.json" and copied.read_bytes() == source.read_bytes()
    assert abs(os.stat(copied).st_mtime - library.summary(copied).saved_at.timestamp()) < 1
    assert library.import_file(source) == saves / "From a friend (2).json"
    assert library.summary(copied).round == played[1].round
    replays.clear()
    bad = elsewhere / "broken.json"
    bad.write_bytes(source.read_bytes()[:200])
    with pytest.raises(SaveError, match="ends too early"):
        library.import_file(bad)
    assert sorted(p.name for p in saves.iterdir()) == ["From a friend (2).json", "From a friend.json"]
