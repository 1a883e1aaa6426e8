"""The saved-games folder: summaries without replays, damaged files listed with their reason, names, rename,
delete and import."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ponzi_desktop.persistence import Library, SaveError, name_problem, read_save, write_save
from ponzi_desktop.persistence import library as library_module
from ponzi_desktop.persistence.autosave import autosave_path
from ponzi_desktop.persistence.library import clean_name


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


# ---- names ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name, problem", [
    ("Friday night", None), ("Ponzi Scheme – 12/1/26, 6:58 AM", None), ("ポンジスキーム – 2026/12/01 6:58", None),
    ("日曜日のゲーム", None), (".hidden", None), ('say "hi"?', None), ("CON", None), ("x" * 60, None),
    ("", "empty"), ("   ", "empty"), ("tab\there", "characters"), ("two\nlines", "characters"),
    ("x" * 61, "long"),
])
def test_names_a_save_may_have(name, problem):
    """A save's name is what people read; its file's name is made from it, so only an empty, multi-line or
    over-long name is refused."""
    assert name_problem(name) == problem


@pytest.mark.parametrize("name, stem", [
    ("Ponzi Scheme – 12/1/26, 6:58 AM", "Ponzi Scheme – 12-1-26, 6-58 AM"),
    ("ポンジスキーム – 2026/12/01 6:58", "ポンジスキーム – 2026-12-01 6-58"),
    ('<b>Eve</b> "B" |?', "bEve-b B"), (".hidden.", "hidden"), ("CON", "Game CON"), ("???", "Game"),
    ("a  \t b", "a b"), ("x" * 70, "x" * 59 + "…"),
])
def test_a_file_name_is_made_safe_from_the_name(name, stem):
    assert clean_name(name) == stem


def test_a_save_is_called_by_its_own_name_or_else_by_its_file(folders, played):
    saves, _, index = folders
    named = saves / "Ponzi Scheme – 12-1-26, 6-58 AM.json"
    write_save(named, *played, name="Ponzi Scheme – 12/1/26, 6:58 AM")
    unnamed = write(saves / "Tuesday.json", played, 1_000_000)
    library = Library(saves, None, index)
    assert library.summary(named).name == "Ponzi Scheme – 12/1/26, 6:58 AM"
    assert library.summary(unnamed).name == "Tuesday"
    assert library.taken("ponzi scheme – 12/1/26, 6:58 am") == named  # letter case aside
    assert library.taken("Ponzi Scheme – 12-1-26, 6-58 AM") is None  # the file's name is not the save's
    assert library.taken("Tuesday", besides=unnamed) is None


def test_unique_names_and_paths_count_up(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    assert library.unique_path("Game") == saves / "Game.json"
    write(saves / "Game.json", played, 1)
    write(saves / "game (2).json", played, 2)  # letter case does not make a name free
    assert library.unique_path("Game") == saves / "Game (3).json"
    assert library.unique_name("GAME") == "GAME (3)"
    assert library.unique_path("a/b") == saves / "a-b.json"
    long = "y" * 60
    assert library.unique_name(long) == long
    write_save(saves / "y.json", *played, name=long)
    assert library.unique_name(long) == "y" * 56 + " (2)"


def test_path_for_a_name_is_the_save_of_that_name_or_a_new_file(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    write_save(saves / "Night.json", *played, name="Night: the rematch")
    assert library.path_for("night: THE rematch") == saves / "Night.json"  # Save As replaces it
    assert library.path_for("Night") == saves / "Night (2).json"  # another save, another file


# ---- rename, delete, import ---------------------------------------------------------------------------------
def test_rename_names_the_save_and_moves_its_file_and_picture(folders, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    path = write(saves / "Game.json", played, 1_000_000)
    path.with_suffix(".png").write_bytes(b"picture")
    write(saves / "Other.json", played, 1_000_001)
    moved = library.rename(path, "  Friday night: 9/5 ")
    assert moved == saves / "Friday night- 9-5.json" and not path.exists()
    assert library.summary(moved).name == "Friday night: 9/5"
    assert read_save(moved)[1].digest() == played[1].digest()  # the same game, still opens
    assert moved.with_suffix(".png").read_bytes() == b"picture" and not path.with_suffix(".png").exists()
    assert os.stat(moved).st_mtime == 1_000_000  # still in its place in the list
    again = library.rename(moved, "friday NIGHT: 9/5")  # only the case changes: one file still
    assert again == saves / "friday NIGHT- 9-5.json" and library.summary(again).name == "friday NIGHT: 9/5"
    assert sorted(p.name for p in saves.iterdir()) == ["Other.json", "friday NIGHT- 9-5.json",
                                                       "friday NIGHT- 9-5.png"]
    assert library.rename(again, "Friday") == saves / "Friday.json"
    for name, problem in (("other", "taken"), ("a\nb", "characters"), ("", "empty")):
        with pytest.raises(ValueError, match=problem):
            library.rename(saves / "Friday.json", name)
    assert sorted(p.name for p in saves.iterdir()) == ["Friday.json", "Friday.png", "Other.json"]


def test_rename_moves_a_damaged_file_without_rewriting_it(folders):
    saves, _, index = folders
    saves.mkdir()
    bad = saves / "Broken.json"
    bad.write_bytes(b'{"format": 2, "game": "ponzi"')
    moved = Library(saves, None, index).rename(bad, "Broken: keep for the report")
    assert moved == saves / "Broken- keep for the report.json"
    assert moved.read_bytes() == b'{"format": 2, "game": "ponzi"'


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


def test_import_of_a_named_save_keeps_its_name_or_numbers_it(folders, tmp_path, played):
    saves, _, index = folders
    library = Library(saves, None, index)
    source = tmp_path / "export.json"
    write_save(source, *played, name="Game night 12/5")
    first = library.import_file(source)
    assert first == saves / "Game night 12-5.json" and first.read_bytes() == source.read_bytes()
    second = library.import_file(source)
    assert library.summary(second).name == "Game night 12/5 (2)" and read_save(second)[0].actions == played[0].actions


def test_keep_names_the_copy_of_an_autosave(folders, played):
    saves, autosaves, index = folders
    library = Library(saves, autosaves, index)
    auto = autosave_path(autosaves, "ponzi")
    write_save(auto, *played)
    kept = library.keep(auto, "Ponzi Scheme – 12/1/26, 6:58 AM")
    assert kept == saves / "Ponzi Scheme – 12-1-26, 6-58 AM.json"
    assert library.summary(kept).name == "Ponzi Scheme – 12/1/26, 6:58 AM"
    assert library.keep(auto, "Ponzi Scheme – 12/1/26, 6:58 AM") is None  # there already, move for move


def test_a_format_1_save_still_opens_lists_and_renames(folders):
    """A file written by the first format (before saves had names of their own), kept as it was written."""
    saves, _, index = folders
    saves.mkdir()
    old = saves / "Before names.json"
    old.write_bytes((Path(__file__).parent / "data" / "format-1.json").read_bytes())
    assert json.loads(old.read_text(encoding="utf-8"))["format"] == 1
    record, state = read_save(old)
    assert len(record.actions) == 30 and record.seats[0].name == "Ana"
    library = Library(saves, None, index)
    summary = library.summary(old)
    assert summary.ok and summary.name == "Before names" and summary.round == state.round
    renamed = library.rename(old, "After: names")
    data = json.loads(renamed.read_text(encoding="utf-8"))
    assert data["format"] == 2 and data["name"] == "After: names"
    assert read_save(renamed)[1].digest() == state.digest()
