"""Anti-Monopoly (Ralph Anspach): rules engine, registered as game id "anti_monopoly"."""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.anti_monopoly.actions import parse_action
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState, new_game
from ponzi_desktop.engine.core import GameSpec, GameState, register


def result_info(state: GameState) -> dict[str, Any]:
    """The roles of a finished game's seats, for its simulate record."""
    return {"roles": [ROLES[r] for r in state.role]}


def summarize(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The share of games each side won (a shared win counts as a fraction), for a simulate report."""
    wins = dict.fromkeys(ROLES, 0.0)
    for record in records:
        winners = record["winners"]
        for seat in winners:
            wins[record["roles"][seat]] += 1 / len(winners)
    games = len(records)
    return {"wins_by_role": {role: round(w / games, 4) if games else 0.0 for role, w in wins.items()}}


SPEC = register(
    GameSpec(
        id="anti_monopoly",
        settings_model=AntiMonopolySettings,
        min_players=2,
        max_players=6,
        new_game=new_game,
        parse_action=parse_action,
        result_info=result_info,
        summarize=summarize,
    )
)

__all__ = ["SPEC", "AntiMonopolySettings", "AntiMonopolyState", "new_game", "parse_action", "result_info",
           "summarize"]
