"""Anti-Monopoly (Ralph Anspach): rules engine: `SPEC`, its game id "anti_monopoly".

The engine follows `docs/rules/anti_monopoly.md`. Where that page (and the rulebook) leave a choice
open, these are the engine's rulings:

- "At any time" happens at fixed points: on their own turn, before the roll ("turn") and after it
  ("after"), a player may build, sell buildings back, mortgage, redeem (`manage_limit` of these per turn,
  12 by default) and start trade offers (`offers_per_turn`, 1 by default); any player who owes more cash
  than they hold sells back and mortgages (without limit) in a "raise" decision. The limits keep games of
  random bots finite; "roll" / "end" are always among the options.
- A trade offer is drawn up in steps (`trade T`, `give SQ`, `ask SQ`, `propose CASH` or `cancel`) and needs
  at least one property; CASH > 0 is paid by the proposer, < 0 by the other player. A street with buildings
  cannot be offered, nor can a Monopolist mortgage or trade away a street when their buildings in that city
  would be left without two unmortgaged streets (the rulebook's "sell the buildings first").
- A city is monopolised (double rent, building) while its Monopolist holds two of its streets unmortgaged.
  Transport and utility counts include mortgaged companies.
- Buying needs the cash in hand (no mortgaging in the middle of the decision); a player who cannot afford
  the price may only decline.
- Bankruptcy is decided, not chosen: a debtor whose cash plus half their buildings' cost plus the mortgage
  value of their unmortgaged property cannot cover the debt is bankrupt at once; otherwise they raise the
  money and the debt is paid as soon as their cash covers it.
- Being sent to Prison / Price War ends the extra turn that doubles would have given. Leaving by doubles is
  like any doubles (one extra turn). A jailed player who fails to throw doubles stays; the rest of their
  turn ("after") goes on. The fine before the third turn is charged when that turn begins.
- Cards M14/M15 ("collect no rents for two turns"): the Monopolist collects no rent until their second own
  turn after the card begins (`rent_blocked`, in the view too), in Prison or out; an extra turn from doubles
  does not count. Prison's own rule (no rent while there) holds besides.
- Buildings sell back one level at a time for half the house cost (an apartment goes back to the houses it
  replaced).
- "Richest" (Game B, the round limit, the two-hour payout) is a property's rent now, ignoring Prison (it
  values the property, not today's collection); a utility is valued by a throw of its owner. Ties share
  the win. Scores are that measure (the two-hour game: cash after the payout).
- The round limit and the two-hour ending take effect at the end of a round (every player still in has had
  the same number of turns). The engine has no clock: the two-hour game is set in rounds
  (`two_hour_rounds`); timing it by the wall clock would need an action outside the players' options,
  which the shared protocol does not have.
- Drawn roles are a balanced split shuffled from the seed (the odd seat's side drawn too); the start player,
  when not set, is drawn from the seed.
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.anti_monopoly.actions import parse_action
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.anti_monopoly.game import AntiMonopolyGame, new_game
from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState
from ponzi_desktop.engine.core import GameSpec, GameState


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


SPEC = GameSpec(
    id="anti_monopoly",
    settings_model=AntiMonopolySettings,
    min_players=2,
    max_players=6,
    new_game=new_game,
    parse_action=parse_action,
    revealing_events=frozenset({"dice_rolled", "card_drawn"}),  # dice and cards
    counts_rounds=True,
    has_roles=True,
    result_info=result_info,
    summarize=summarize,
)

__all__ = ["SPEC", "AntiMonopolyGame", "AntiMonopolySettings", "AntiMonopolyState", "new_game", "parse_action",
           "result_info", "summarize"]
