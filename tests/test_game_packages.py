"""The one way the registries find games: the shipped ones by package scan, others registered and taken away."""

from __future__ import annotations

import dataclasses

import pytest

from ponzi_desktop import bots
from ponzi_desktop.engine import core
from ponzi_desktop.game_packages import GamePackages


def test_the_engine_and_the_bots_find_the_same_shipped_games():
    ids = [spec.id for spec in core.all_games()]
    assert ids == sorted(ids) and set(ids) >= {"ponzi", "black_friday", "anti_monopoly"}
    for game in ids:
        assert core.game_spec(game).id == game
        assert set(bots.levels_for(game)) == set(bots.LEVELS)


def test_a_registered_spec_comes_and_goes():
    twin = dataclasses.replace(core.game_spec("ponzi"), id="ponzi_twin")
    with core.game_registered(twin):
        assert core.game_spec("ponzi_twin") is twin
        assert twin in core.all_games()
        with pytest.raises(ValueError, match="already registered"):
            core.register(twin)
    with pytest.raises(KeyError, match="unknown game 'ponzi_twin'"):
        core.game_spec("ponzi_twin")
    assert twin not in core.all_games()


def test_a_shipped_game_cannot_be_taken_away_or_shadowed():
    with pytest.raises(KeyError, match="shipped games stay"):
        core.unregister("ponzi")
    with pytest.raises(ValueError, match="already registered"):
        core.register(core.game_spec("ponzi"))


def test_an_entry_found_under_another_id_is_refused():
    registry: GamePackages = GamePackages("ponzi_desktop.engine", "SPEC", core.GameSpec, "id")
    with pytest.raises(ValueError, match="calls itself 'ponzi'"):
        registry.register("other", core.game_spec("ponzi"))
    with pytest.raises(TypeError):
        registry.register("other", object())


def test_the_version_counts_changes():
    registry: GamePackages = GamePackages("ponzi_desktop.bots", "LEVELS", dict)
    before = registry.version
    with registry.registered("nothing", {}):
        assert registry.version == before + 1 and "nothing" in registry.ids()
    assert registry.version == before + 2 and "nothing" not in registry.ids()


def test_bots_are_what_a_game_declares_never_a_substitute():
    with bots.game_registered("bare", {}):
        assert bots.bot_names("bare") == ["random"]
        assert isinstance(bots.make_bot("random", "bare"), bots.RandomBot)
        with pytest.raises(KeyError, match="has no 'hard' bot"):
            bots.make_bot("hard", "bare")
    with bots.game_registered("easy_only", {"easy": bots.RandomBot}):
        assert bots.bot_names("easy_only") == ["random", "easy"]
        with pytest.raises(KeyError, match="has no 'normal' bot .its levels: easy"):
            bots.make_bot("normal", "easy_only")
    with pytest.raises(KeyError, match="no bots for game 'bare'"):
        bots.bot_names("bare")
    with pytest.raises(KeyError, match="no bots for game 'bare'"):
        bots.make_bot("random", "bare")
    with pytest.raises(KeyError, match="no bot named 'grandmaster'"):
        bots.make_bot("grandmaster", "ponzi")
    with pytest.raises(ValueError, match="declare levels master"):
        bots.register("odd", {"master": bots.RandomBot})
