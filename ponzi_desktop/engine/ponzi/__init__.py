"""Ponzi Scheme (Jesse Li): rules engine: `SPEC`, its game id "ponzi"."""

from ponzi_desktop.engine.core import GameSpec
from ponzi_desktop.engine.ponzi.actions import parse_action
from ponzi_desktop.engine.ponzi.game import PonziGame, new_game
from ponzi_desktop.engine.ponzi.settings import PonziSettings
from ponzi_desktop.engine.ponzi.state import PonziState

SPEC = GameSpec(
    id="ponzi",
    settings_model=PonziSettings,
    min_players=3,
    max_players=5,
    new_game=new_game,
    parse_action=parse_action,
    revealing_events=frozenset({"market_refilled"}),  # new fund cards from the deck
    counts_rounds=True,
)

__all__ = ["SPEC", "PonziGame", "PonziSettings", "PonziState", "new_game", "parse_action"]
