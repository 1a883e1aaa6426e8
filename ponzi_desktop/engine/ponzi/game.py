"""A game of Ponzi Scheme: the record (state.py) with the protocol's hooks, which hand over to the rules'
functions (turns.py), the pass the table may play for a player, and the set-up (`new_game`). The record names
no rule module: they all read it, and this module, above them, joins them (no import circle). Rulings:
`docs/rules/ponzi_scheme.md`."""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.core import Action, Choice, Event
from ponzi_desktop.engine.ponzi.actions import PASS
from ponzi_desktop.engine.ponzi.settings import PonziSettings
from ponzi_desktop.engine.ponzi.state import TRADE, PonziState
from ponzi_desktop.engine.ponzi.trades import trade_passes_by
from ponzi_desktop.engine.ponzi.turns import apply_action, legal_choices, why_illegal
from ponzi_desktop.engine.ponzi.view import PonziView


class PonziGame(PonziState):
    """The record, playing: the protocol's hooks call the rules' functions (turns.py), in the order a
    decision asks them: what may be done, why an action may not, doing it. It adds no field."""

    __slots__ = ()

    def _legal_choices(self) -> Sequence[Choice]:
        """The options of the decision at hand (turns.legal_choices)."""
        return legal_choices(self)

    def _why_illegal(self, action: Action) -> str | None:
        """Why the rules refuse `action` now, in words (turns.why_illegal)."""
        return why_illegal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        """A legal action applied (turns.apply_action): funding, trading, the removal, a tile given back."""
        return apply_action(self, action)

    # ---- what the table may play for a player --------------------------------------------------------------
    def _forced_by(self, public_view: PonziView) -> Action | None:
        """Trading passes a player by who shares no industry with anyone while no luxury is for sale: tiles
        and the luxury bank are public. Whether they can afford a luxury is not (their cash is hidden), so
        with luxuries for sale it is never said to be forced, even when their cash is short."""
        v = public_view
        if v.phase == TRADE and v.actor is not None and trade_passes_by(
                [pl.tiles for pl in v.players], v.actor, v.luxury_bank):
            return PASS
        return None


def new_game(settings: PonziSettings, seed: int, kind: type = PonziGame) -> PonziGame:
    """A new game: the set-up (`PonziState.new`). `kind`: a subclass of the game to make (the checker's tests
    plant a bug in one)."""
    return kind.new(settings, seed)


__all__ = ["PonziGame", "new_game"]
