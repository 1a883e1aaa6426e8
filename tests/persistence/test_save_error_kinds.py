"""Each refusal says what kind of problem it is, so the UI can say it in the player's language."""

import json
import random

import pytest

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, SaveError, Seat, read_save, write_save


@pytest.fixture
def saved(tmp_path):
    spec = game_spec("ponzi")
    settings = spec.settings_from(4)
    state = spec.new_game(settings, 5)
    record = GameRecord(game="ponzi", settings=settings.model_dump(mode="json"), seed=5,
                        seats=[Seat(name=f"P{i}", kind="bot", level="random") for i in range(4)])
    rng = random.Random(5)
    for _ in range(20):
        action = RandomBot().choose(state.view(state.current_player), rng)
        state.apply(action)
        record.actions.append(action.to_text())
    path = tmp_path / "game.json"
    write_save(path, record, state)
    return path


def kind_of(path):
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind in SaveError.KINDS
    return caught.value.kind


def rewrite(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_garbage_is_damaged(saved):
    saved.write_text("{not json")
    assert kind_of(saved) == "damaged"


def test_a_newer_format(saved):
    rewrite(saved, lambda d: d.update(format=99))
    assert kind_of(saved) == "newer"


def test_an_edited_digest(saved):
    rewrite(saved, lambda d: d.update(digest="0" * 64))
    assert kind_of(saved) == "edited"


def test_an_unknown_game(saved):
    rewrite(saved, lambda d: d.update(game="chess"))
    assert kind_of(saved) == "unknown_game"


def test_a_missing_file(tmp_path):
    assert kind_of(tmp_path / "nowhere.json") == "unreadable"
