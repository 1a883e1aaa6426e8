"""Saving and loading give back the same game: mid-game, finished, and for many seeds and settings."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import ponzi_desktop
from ponzi_desktop.persistence import (
    FORMAT_VERSION,
    GameRecord,
    SaveError,
    Seat,
    read_save,
    replay,
    write_save,
)


def test_round_trip_mid_game(tmp_path, played):
    record, state = played
    path = tmp_path / "game.json"
    write_save(path, record, state)
    loaded, again = read_save(path)
    assert again.digest() == state.digest()
    assert again.snapshot() == state.snapshot()
    assert loaded.actions == record.actions
    assert loaded.seats == record.seats
    assert loaded.seed == record.seed
    assert loaded.game == "ponzi"


def test_file_holds_what_the_issue_asks_for(saved, played):
    record, state = played
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert list(data)[0] == "format"
    assert data["format"] == FORMAT_VERSION
    assert data["app_version"] == ponzi_desktop.__version__
    assert data["digest"] == state.digest()
    assert data["actions"] == record.actions
    assert data["seats"][0] == {"name": "Ana", "kind": "human", "level": None, "colour": None}
    # settings are stored with the game's defaults filled in
    assert data["settings"]["players"] == 4 and data["settings"]["bears"] == 18
    assert data["saved_at"].endswith("Z") or "+00:00" in data["saved_at"]


def test_round_trip_finished_game(tmp_path, make_game):
    record, state = make_game(None)
    assert state.is_over
    path = tmp_path / "finished.json"
    write_save(path, record, state)
    _, again = read_save(path)
    assert again.is_over
    assert again.outcome == state.outcome
    assert again.digest() == state.digest()


def test_round_trip_of_a_new_game(tmp_path, make_game):
    record, state = make_game(0)
    assert record.actions == []
    path = tmp_path / "new.json"
    write_save(path, record, state)
    loaded, again = read_save(path)
    assert loaded.actions == [] and again.snapshot() == state.snapshot()


def test_saving_again_replaces_the_file(tmp_path, make_game):
    path = tmp_path / "game.json"
    write_save(path, *make_game(5))
    write_save(path, *make_game(12))
    loaded, _ = read_save(path)
    assert len(loaded.actions) == 12


def test_names_outside_ascii_survive(tmp_path, played):
    record, state = played
    record = record.model_copy(update={"seats": [Seat(name="Zoë 🎲", kind="human"), *record.seats[1:]]})
    path = tmp_path / "game.json"
    write_save(path, record, state)
    loaded, _ = read_save(path)
    assert loaded.seats[0].name == "Zoë 🎲"


def test_write_save_refuses_an_unknown_game(tmp_path, played):
    record, state = played
    other = record.model_copy(update={"game": "chess"})
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        write_save(tmp_path / "x.json", other, state)
    assert not (tmp_path / "x.json").exists()


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    seed=st.integers(min_value=-(2**40), max_value=2**40),
    bot_seed=st.integers(min_value=0, max_value=10**6),
    players=st.integers(min_value=3, max_value=5),
    variant=st.sampled_from(["basic", "advanced"]),
    length=st.one_of(st.none(), st.integers(min_value=0, max_value=120)),
)
def test_round_trip_any_game(tmp_path, make_game, seed, bot_seed, players, variant, length):
    record, state = make_game(length, players=players, seed=seed, bot_seed=bot_seed, variant=variant)
    path = tmp_path / "any.json"
    write_save(path, record, state)
    _, again = read_save(path)
    assert again.snapshot() == state.snapshot()


# ---- replay on its own ----------------------------------------------------------------------------------
def test_replay_rebuilds_the_state(played):
    record, state = played
    assert replay(record).digest() == state.digest()


def test_replay_names_an_unreadable_action(played):
    record, _ = played
    bad = record.model_copy(update={"actions": [*record.actions[:2], "dance wildly", *record.actions[3:]]})
    with pytest.raises(SaveError) as info:
        replay(bad)
    assert str(info.value) == "action 3 'dance wildly' cannot be read: unknown action 'dance'"


def test_replay_names_an_illegal_action(played):
    record, _ = played
    bad = record.model_copy(update={"actions": ["offer 2 media 999"]})
    with pytest.raises(SaveError, match=r"^action 1 'offer 2 media 999' is not legal: .+"):
        replay(bad)


def test_replay_refuses_actions_after_the_end(make_game):
    record, _ = make_game(None)
    bad = record.model_copy(update={"actions": [*record.actions, "pass"]})
    with pytest.raises(SaveError, match=rf"^action {len(bad.actions)} 'pass' is not legal: the game is over$"):
        replay(bad)


def test_replay_refuses_a_number_the_parser_chokes_on(played):
    # '²' passes str.isdigit() but not int(): the parser lets a ValueError through, which must not crash
    record, _ = played
    bad = record.model_copy(update={"actions": ["fund media ²"]})
    with pytest.raises(SaveError, match=r"^action 1 'fund media ²' cannot be read"):
        replay(bad)


def test_replay_refuses_seats_that_do_not_match_the_settings(played):
    record, _ = played
    bad = record.model_copy(update={"seats": record.seats[:3]})
    with pytest.raises(SaveError, match="lists 3 seats but its settings are for 4 players"):
        replay(bad)


def test_replay_refuses_bad_settings(played):
    record, _ = played
    bad = record.model_copy(update={"settings": {**record.settings, "variant": "deluxe"}})
    with pytest.raises(SaveError, match=r"^save file has settings that ponzi does not accept: variant: "):
        replay(bad)


def test_records_are_strict():
    with pytest.raises(ValueError):
        GameRecord(game="ponzi", settings={}, seed="7", seats=[])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="human seat but has a bot level"):
        Seat(name="Ana", kind="human", level="random")
