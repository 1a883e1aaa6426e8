"""Damaged, edited and foreign save files are refused with one line, and left exactly as they were."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ponzi_desktop.persistence import SaveError, read_save, replay, write_save


def refuse(path: Path, listing: Callable[[], list[str]]) -> str:
    """Read `path`, expect a refusal; check it is one line and that nothing on disk changed."""
    before, names = path.read_bytes(), listing()
    with pytest.raises(SaveError) as info:
        read_save(path)
    reason = str(info.value)
    assert "\n" not in reason and "\r" not in reason
    assert 0 < len(reason) <= 300
    assert path.read_bytes() == before
    assert listing() == names
    return reason


def edited(saved: Path, change: Callable[[dict[str, Any]], object]) -> Path:
    """`saved` rewritten after `change` edited its JSON data, the way a person with an editor would."""
    data = json.loads(saved.read_text(encoding="utf-8"))
    change(data)
    saved.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return saved


# ---- not a save file at all ---------------------------------------------------------------------------
def test_truncated(saved, folder_listing):
    raw = saved.read_bytes()
    saved.write_bytes(raw[: len(raw) // 2])
    assert refuse(saved, folder_listing).startswith("save file is damaged: it ends too early, at line ")


def test_truncated_at_any_length_is_called_cut_short(saved, folder_listing):
    raw = saved.read_bytes()
    for cut in [*range(1, len(raw) - 2, 7), len(raw) - 2]:  # the last brace and newline make it whole
        saved.write_bytes(raw[:cut])
        assert "ends too early" in refuse(saved, folder_listing)


@pytest.mark.parametrize("content", [b"", b"   \n\n"])
def test_empty(saved, folder_listing, content):
    saved.write_bytes(content)
    assert refuse(saved, folder_listing) == "save file is empty"


def test_not_json(saved, folder_listing):
    saved.write_bytes(b'{\n  "format": 1,\n  game: ponzi\n}\n')
    assert refuse(saved, folder_listing) == "save file is damaged: not valid JSON at line 3 column 3"


def test_not_text(saved, folder_listing):
    saved.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    assert refuse(saved, folder_listing).startswith("save file is damaged: it is not text")


@pytest.mark.parametrize(("content", "found"), [
    (b"[1, 2, 3]", "a list"), (b'"ponzi"', "a string"), (b"42", "a number"), (b"null", "null"),
])
def test_json_that_is_not_an_object(saved, folder_listing, content, found):
    saved.write_bytes(content)
    assert refuse(saved, folder_listing) == f"save file is damaged: it holds {found}, not a saved game"


def test_json_of_the_wrong_shape(saved, folder_listing):
    saved.write_text('{"format": 1, "game": "ponzi", "players": ["Ana", "Bo"]}', encoding="utf-8")
    reason = refuse(saved, folder_listing)
    assert reason.startswith("save file is damaged: ")
    assert "more problems" in reason


def test_without_a_format(saved, folder_listing):
    saved.write_text('{"game": "ponzi"}', encoding="utf-8")
    assert refuse(saved, folder_listing) == "save file is damaged: it does not say which format it is in"


def test_deeply_nested(saved, folder_listing):
    saved.write_bytes(b"[" * 100_000 + b"]" * 100_000)
    assert refuse(saved, folder_listing).startswith("save file is damaged")


def test_missing_file(tmp_path):
    with pytest.raises(SaveError, match=r"^cannot read save file nothing\.json: No such file"):
        read_save(tmp_path / "nothing.json")
    assert not (tmp_path / "nothing.json").exists()


# ---- a save file, but not one this program can take ---------------------------------------------------
def test_unknown_game(saved, folder_listing):
    edited(saved, lambda d: d.update(game="chess"))
    reason = refuse(saved, folder_listing)
    assert reason.startswith("save file is for an unknown game 'chess' (known: ")
    assert "ponzi" in reason


def test_newer_version(saved, folder_listing):
    edited(saved, lambda d: d.update(format=7, surprise="new in format 7"))
    assert refuse(saved, folder_listing) == (
        "save file was made by a newer version (format 7; this program reads up to 2)"
    )


@pytest.mark.parametrize("version", ["1", True, 1.0, None])
def test_format_that_is_not_a_whole_number(saved, folder_listing, version):
    edited(saved, lambda d: d.update(format=version))
    assert refuse(saved, folder_listing).startswith("save file is damaged: its format version ")


# ---- edited by hand ------------------------------------------------------------------------------------
def test_tampered_action_amount_made_illegal(saved, folder_listing):
    def richer(data):
        number = next(i for i, text in enumerate(data["actions"]) if text.startswith("offer "))
        target, industry, _ = data["actions"][number].split()[1:]
        data["actions"][number] = f"offer {target} {industry} 999"
        return number + 1

    edited(saved, richer)
    assert " is not legal: the amount must be from 0 to your cash" in refuse(saved, folder_listing)
    assert refuse(saved, folder_listing).startswith("action ")


def test_tampered_action_amount_still_legal(saved, folder_listing):
    """An amount edited to another legal one replays fine; only the digest gives it away."""
    data = json.loads(saved.read_text(encoding="utf-8"))
    record, _ = read_save(saved)
    for number, text in enumerate(data["actions"]):
        if not text.startswith("offer "):
            continue
        verb, target, industry, amount = text.split()
        for other in (int(amount) - 1, int(amount) + 1):
            actions = [*data["actions"]]
            actions[number] = f"{verb} {target} {industry} {other}"
            try:
                replay(record.model_copy(update={"actions": actions}))
            except SaveError:
                continue
            edited(saved, lambda d, actions=actions: d.update(actions=actions))
            assert refuse(saved, folder_listing) == (
                "save file does not match its contents: replaying the actions gives a different game "
                "(was it edited?)"
            )
            return
    pytest.fail("no offer in the game could be edited to another legal amount")


def test_removed_action(saved, folder_listing):
    edited(saved, lambda d: d["actions"].pop())
    assert refuse(saved, folder_listing).startswith("save file does not match its contents")


def test_tampered_digest(saved, folder_listing):
    def flip(data):
        digest = data["digest"]
        data["digest"] = ("0" if digest[0] != "0" else "1") + digest[1:]

    edited(saved, flip)
    assert refuse(saved, folder_listing).startswith("save file does not match its contents")


def test_digest_that_is_not_a_digest(saved, folder_listing):
    edited(saved, lambda d: d.update(digest="trust me"))
    assert refuse(saved, folder_listing).startswith("save file is damaged: digest: String should match")


def test_tampered_settings_players(saved, folder_listing):
    edited(saved, lambda d: d["settings"].update(players=5))
    assert refuse(saved, folder_listing) == "save file lists 4 seats but its settings are for 5 players"


def test_tampered_settings_players_and_seats(saved, folder_listing):
    def five(data):
        data["settings"]["players"] = 5
        data["seats"].append({"name": "Sneaky", "kind": "human", "level": None})

    edited(saved, five)
    refuse(saved, folder_listing)


def test_tampered_settings_variant(saved, folder_listing):
    edited(saved, lambda d: d["settings"].update(variant="advanced"))
    refuse(saved, folder_listing)


def test_invalid_settings(saved, folder_listing):
    edited(saved, lambda d: d["settings"].update(players=9))
    assert refuse(saved, folder_listing).startswith("save file has settings that ponzi does not accept: players")


def test_tampered_seed(saved, folder_listing):
    edited(saved, lambda d: d.update(seed=d["seed"] + 1))
    refuse(saved, folder_listing)


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d.update(cheat=True), "save file is damaged: unexpected field 'cheat'"),
    (lambda d: d["seats"][1].update(cash=999), "save file is damaged: unexpected field 'seats.1.cash'"),
    (lambda d: d.pop("seats"), "save file is damaged: missing field 'seats'"),
    (lambda d: d.update(seed="7"), "save file is damaged: seed: Input should be a valid integer"),
    (lambda d: d.update(seed=True), "save file is damaged: seed: Input should be a valid integer"),
    (lambda d: d["seats"][0].update(kind="alien"),
     "save file is damaged: seats.0.kind: Input should be 'human' or 'bot'"),
    (lambda d: d["actions"].append(3), "save file is damaged: actions.30: Input should be a valid string"),
])
def test_edited_fields(saved, folder_listing, change, reason):
    edited(saved, change)
    assert refuse(saved, folder_listing) == reason


def test_newline_in_an_action_stays_on_one_line(saved, folder_listing):
    edited(saved, lambda d: d["actions"].insert(0, "fund\nmedia\n9x"))
    assert refuse(saved, folder_listing).startswith("action 1 'fund\\nmedia\\n9x' cannot be read: ")


def test_huge_action_is_clipped(saved, folder_listing):
    edited(saved, lambda d: d["actions"].insert(0, "fund media " + "9" * 10_000))
    refuse(saved, folder_listing)


def test_a_refused_file_is_never_overwritten_by_the_loader(tmp_path, played, folder_listing):
    path = tmp_path / "game.json"
    write_save(path, *played)
    path.write_bytes(path.read_bytes().replace(b'"format": 2', b'"format": 3'))
    for _ in range(3):
        refuse(path, folder_listing)


# ---- files made to hurt: deep, huge, not Unicode, naming what cannot be seated -------------------------
@pytest.mark.parametrize("depth", [9, 500, 985])
@pytest.mark.parametrize("field", ["settings", "seed", "name", "seats"])
def test_deep_nesting_in_a_field(saved, folder_listing, field, depth):
    # deep enough for json.loads, too deep for a recursive copy: once a RecursionError, not a reason
    edited(saved, lambda d: d.update({field: "NESTED"}))
    nested = "[" * depth + '"x"' + "]" * depth
    saved.write_text(saved.read_text(encoding="utf-8").replace('"NESTED"', nested), encoding="utf-8")
    assert re.search(r"it is nested (more than 8 levels|too) deep", refuse(saved, folder_listing))


def test_unknown_bot_level(saved, folder_listing):
    edited(saved, lambda d: d["seats"][1].update(level="superbot"))
    reason = refuse(saved, folder_listing)
    assert reason.startswith("save file is damaged: seats.1: seat 'Bot 1' has a bot level 'superbot' that this "
                             "program does not know")
    assert "random, easy, normal, hard" in reason


@pytest.mark.parametrize("where", ["name", "action", "settings"])
def test_lone_surrogate(saved, folder_listing, where):
    change = {"name": lambda d: d["seats"][0].update(name="Eve\ud800"),
              "action": lambda d: d["actions"].append("pass\udfff"),
              "settings": lambda d: d["settings"].update(variant="\ud800")}[where]
    edited(saved, change)
    assert "not valid Unicode" in refuse(saved, folder_listing)


def test_player_names_are_as_long_as_the_new_game_dialog_allows(saved, folder_listing):
    edited(saved, lambda d: d["seats"][0].update(name="N" * 25))
    assert refuse(saved, folder_listing) == ("save file is damaged: seats.0.name: String should have at most "
                                             "24 characters")


@pytest.mark.parametrize(("change", "where"), [
    (lambda d: d["seats"][0].update(name="N" * 5_000_000), "seats.0.name"),
    (lambda d: d.update(app_version="1" * 100_000), "app_version"),
    (lambda d: d["settings"].update(variant="v" * 100_000), "settings.variant"),
    (lambda d: d["actions"].append("pass " * 100_000), "actions.30"),
    (lambda d: d.update({"k" * 100_000: 1}), ""),
])
def test_huge_texts_are_refused_at_once(saved, folder_listing, change, where):
    import time

    edited(saved, change)
    start = time.perf_counter()
    reason = refuse(saved, folder_listing)
    assert time.perf_counter() - start < 1.0
    assert reason.startswith(f"save file is damaged: {f'at {where}, ' if where else ''}a text of ")


@pytest.mark.parametrize(("change", "reason"), [
    (lambda d: d.update(game="p" * 41), "game: String should have at most 40 characters"),
    (lambda d: d.update(seed=2**70), "seed: Input should be less than 18446744073709551616"),
    (lambda d: d["actions"].append("fund media " + "9" * 200), "actions.30: String should have at most 120"),
    (lambda d: d.update(seats=d["seats"] * 5), "seats: List should have at most 16 items"),
])
def test_every_field_has_a_limit(saved, folder_listing, change, reason):
    edited(saved, change)
    assert refuse(saved, folder_listing).startswith(f"save file is damaged: {reason}")


def test_a_file_larger_than_any_save_is_refused_unread(saved, folder_listing):
    edited(saved, lambda d: d.update(padding=["x" * 900] * 10_000))
    assert refuse(saved, folder_listing) == "save file is damaged: it is larger than 8 MB"
