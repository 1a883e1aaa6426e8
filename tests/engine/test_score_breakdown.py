"""The engine publishes each finished game's score lines (end tables show them) and the events that reveal."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.checks import InvariantViolation, _Checker, random_playout_check
from ponzi_desktop.engine.core import ScorePart, all_games, game_spec
from ponzi_desktop.engine.ponzi.ending import highest_card


def _finished(game_id: str, players: int, seed: int, values: dict | None = None):
    spec = game_spec(game_id)
    settings = spec.settings_from(players, values or {})
    report = random_playout_check(spec, settings, seed)
    state = spec.new_game(settings, seed)
    for text in report.action_texts:
        state.apply_text(text)
    return spec, settings, state


@pytest.mark.parametrize(("game", "players", "values", "kinds"), [
    ("ponzi", 4, {}, {"industry", "cash", "highest_card"}),
    ("ponzi", 3, {"variant": "advanced"}, {"industry", "luxuries", "highest_card"}),
    ("black_friday", 4, {}, {"cash", "shares", "gold"}),
    ("anti_monopoly", 3, {"game": "B", "round_limit": 30}, {"cash", "rents"}),
    ("anti_monopoly", 3, {"two_hour_rounds": 10}, {"kept_cash", "final_rents"}),
])
def test_every_scored_seat_has_lines_that_add_up(game, players, values, kinds):
    for seed in range(1, 6):
        _, _, state = _finished(game, players, seed, values)
        outcome = state.outcome
        assert set(outcome.breakdown) == set(outcome.scores)
        for seat, parts in outcome.breakdown.items():
            assert {part.kind for part in parts} == kinds
            assert sum(p.points for p in parts if p.points is not None) == outcome.scores[seat]
            assert all(isinstance(p, ScorePart) for p in parts)


def test_ponzi_lines_name_each_industry_and_the_tie_break():
    _, _, state = _finished("ponzi", 4, 2)
    for seat, parts in state.outcome.breakdown.items():
        industries = [p for p in parts if p.kind == "industry"]
        assert [p.subject for p in industries] == list(state.t.industries)
        assert [p.amounts[0] for p in industries] == list(state.tiles[seat])
        tie = next(p for p in parts if p.kind == "highest_card")
        assert tie.points is None and tie.amounts == (highest_card(state, seat),)


def test_a_breakdown_that_does_not_add_up_is_caught():
    spec, settings, state = _finished("ponzi", 3, 5)
    seat = next(iter(state.outcome.scores))
    wrong = {**state.outcome.breakdown, seat: (ScorePart("cash", 999),)}
    checker = _Checker(spec, settings, 5)
    with pytest.raises(InvariantViolation, match="add up"):
        checker.check_breakdown(replace(state.outcome, breakdown=wrong))


@pytest.mark.parametrize("spec", all_games(), ids=lambda s: s.id)
def test_the_revealing_events_are_ones_an_action_causes(spec):
    assert spec.revealing_events, f"{spec.id} declares no event that reveals something hidden"
    seen: set[str] = set()
    bot = RandomBot()
    for seed in range(1, 40):
        state = spec.new_game(spec.settings_from(spec.min_players + 1), seed)
        rng = random.Random(seed)
        while not state.is_over:
            seen.update(e.kind for e in state.apply(bot.choose(state.view(state.current_player), rng)))
        if spec.revealing_events <= seen:
            break
    assert spec.revealing_events <= seen
