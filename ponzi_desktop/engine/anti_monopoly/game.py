"""A game of Anti-Monopoly: the record (state.py) with the protocol's hooks, which hand over to the rules'
functions (decisions.py), and the set-up (`new_game`). The record names no rule module: they all read it, and
this module, above them, joins them (no import circle). Rulings: `docs/rules/anti_monopoly.md`."""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.anti_monopoly import ending, estate, moves, rent, turns
from ponzi_desktop.engine.anti_monopoly.decisions import apply_action, legal_choices, why_illegal
from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState
from ponzi_desktop.engine.core import Action, Choice, Event


class AntiMonopolyGame(AntiMonopolyState):
    """The record, playing: the protocol's hooks call the rules' functions. It adds no field: its `__slots__`
    are the record's (none declared here)."""

    # ---- protocol hooks: the rules' functions (decisions.py) --------------------------------------------
    def _legal_choices(self) -> Sequence[Choice]:
        return legal_choices(self)

    def _apply(self, action: Action) -> list[Event]:
        return apply_action(self, action)

    def _why_illegal(self, action: Action) -> str | None:
        return why_illegal(self, action)

    # ---- what the table and the tests ask of a game -----------------------------------------------------
    def monopolised(self, p: int, city: int) -> bool:
        """Whether `p` owns at least two unmortgaged streets of `city` (rent.py)."""
        return rent.monopolised(self, p, city)

    def street_rent(self, sq: int) -> int:
        """The rent of an owned, unmortgaged street now (rent.py)."""
        return rent.street_rent(self, sq)

    def income_tax_percent(self, p: int) -> int:
        """Income Tax's percentage option for `p` now (moves.py)."""
        return moves.income_tax_percent(self, p)

    def free_properties(self, p: int, leaving: Sequence[int] = ()) -> list[int]:
        """`p`'s properties that may go into an offer along with `leaving` (estate.py)."""
        return estate.free_properties(self, p, leaving)

    # ---- rule steps the rule tests set scenes with ------------------------------------------------------
    def _begin_turn(self, p: int, events: list[Event], extra: bool = False) -> None:
        turns.begin_turn(self, p, events, extra)

    def _land(self, p: int, events: list[Event]) -> None:
        moves.land(self, p, events)

    def _bankrupt(self, d: int, creditor: int, events: list[Event]) -> None:
        ending.bankrupt(self, d, creditor, events)

    def _two_hour_payout(self, events: list[Event]) -> None:
        ending.two_hour_payout(self, events)


def new_game(settings: AntiMonopolySettings, seed: int, kind: type = AntiMonopolyGame) -> AntiMonopolyGame:
    """A new game: the set-up (`AntiMonopolyState.new`). `kind`: a subclass of the game to make (the checker's
    tests plant a bug in one)."""
    return kind.new(settings, seed)


__all__ = ["AntiMonopolyGame", "new_game"]
