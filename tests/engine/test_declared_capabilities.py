"""Shared code asks a game's spec what the game has (rounds, roles, an opening) instead of probing its state or
view: the declarations are held here to what every registered game's states and views really have, at the start and
after some moves."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.engine.core import all_games, random_move

SPECS = {spec.id: spec for spec in all_games()}


@pytest.mark.parametrize("game", sorted(SPECS))
def test_each_declaration_is_what_the_game_has(game):
    spec = SPECS[game]
    state = spec.new_game(spec.settings_from(spec.min_players), 11)
    rng = random.Random(2)
    for _ in range(60):
        view = state.view(None)
        assert spec.counts_rounds == isinstance(getattr(state, "round", None), int)
        assert spec.has_roles == hasattr(view, "roles")
        assert spec.has_opening == hasattr(state, "opening")
        assert spec.round_of(state) == (state.round if spec.counts_rounds else None)
        roles = spec.roles_of(state)
        assert roles is None or (len(roles) == spec.min_players and all(isinstance(r, str) for r in roles))
        assert isinstance(spec.opening_of(state), tuple)
        if state.is_over:
            break
        state.apply(random_move(state.legal_choices(), rng), state.current_player)


def test_the_games_declare_what_they_have():
    assert {g: (s.counts_rounds, s.has_roles, s.has_opening) for g, s in SPECS.items()} == {
        "ponzi": (True, False, False), "black_friday": (True, False, True), "anti_monopoly": (True, True, False)}
