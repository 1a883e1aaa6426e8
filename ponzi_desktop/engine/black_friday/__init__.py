"""Black Friday (Friedemann Friese, 2023): rules engine: `SPEC`, its game id "black_friday"."""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.black_friday.actions import parse_action
from ponzi_desktop.engine.black_friday.game import new_game
from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings
from ponzi_desktop.engine.black_friday.state import BlackFridayState
from ponzi_desktop.engine.core import GameSpec, GameState


def result_info(state: GameState) -> dict[str, Any]:
    """Facts for a finished game's simulate record: price changes, final prices, the broker's result."""
    assert isinstance(state, BlackFridayState)
    info: dict[str, Any] = {
        "price_changes": state.price_changes,
        "level": state.level,
        "gold_price": state.gold_price,
        "prices": list(state.price),
        "broker": state.with_broker,
    }
    if state.with_broker:
        info["broker_wealth"] = state.wealth(state.broker)
        info["broker_won"] = not state.result.winners or state.wealth(state.broker) >= max(
            state.result.scores.values())
    return info


def summarize(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Totals for a simulate report: mean price changes, games the broker won (alone or shared)."""
    games = max(1, len(records))
    summary: dict[str, Any] = {
        "mean_price_changes": round(sum(r.get("price_changes", 0) for r in records) / games, 2),
    }
    if any(r.get("broker") for r in records):
        summary["broker_wins"] = sum(1 for r in records if r.get("broker_won"))
    return summary


SPEC = GameSpec(
    id="black_friday",
    settings_model=BlackFridaySettings,
    min_players=2,
    max_players=5,
    new_game=new_game,
    parse_action=parse_action,
    revealing_events=frozenset({"shares_drawn"}),  # shares drawn from the bag at a price change
    counts_rounds=True,
    has_opening=True,
    result_info=result_info,
    summarize=summarize,
)

__all__ = ["SPEC", "BlackFridaySettings", "BlackFridayState", "new_game", "parse_action"]
