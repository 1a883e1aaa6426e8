"""What one Anti-Monopoly seat may see: everything but the order of the two card decks.

Cash, properties, buildings, mortgages, positions, debts and trade offers are public in the physical game.
Views are named tuples of plain values (copies, never the state's own lists), built once per position and
shared by every seat; only `seat` and `choices` differ.
"""

from __future__ import annotations

from typing import NamedTuple

from ponzi_desktop.engine.anti_monopoly.settings import AntiMonopolySettings
from ponzi_desktop.engine.core import Choice, Outcome


class AntiMonopolyView(NamedTuple):
    seat: int | None  # None: a spectator
    settings: AntiMonopolySettings
    round: int
    phase: str  # the decision kind: turn, buy, tax, after, trade, answer, raise, final, over
    actor: int | None  # who decides now (None once over)
    current: int  # whose turn it is
    start_player: int
    roles: tuple[str, ...]  # "competitor" / "monopolist" per seat
    cash: tuple[int, ...]
    positions: tuple[int, ...]
    bankrupt: tuple[bool, ...]
    jail: tuple[int, ...]  # 0 free, else the coming turn (1..3) in Prison / Price War
    owners: tuple[int, ...]  # per space: the owning seat, -1 for the Treasury (and for non-properties)
    mortgaged: tuple[bool, ...]  # per space
    buildings: tuple[int, ...]  # per space: the level (Competitor 5 / Monopolist 4 = the apartment)
    dice: tuple[int, ...]  # the last movement roll, () before the first
    extra_turn_due: bool  # the current player rolled doubles and will play again
    in_extra_turn: bool
    deck_sizes: tuple[int, int]  # competitor, monopolist (the order is secret)
    last_card: str | None  # the id of the last card drawn
    debt: tuple[int, int, int, str] | None  # debtor, creditor (-1 Treasury), amount, reason: being raised
    draft: tuple[int, tuple[int, ...], tuple[int, ...]] | None  # target, give, ask: an offer being drawn up
    offer: tuple[int, int, tuple[int, ...], tuple[int, ...], int] | None  # proposer, target, give, ask, cash
    choices: tuple[Choice, ...]  # the seat's legal options when it is deciding, else empty
    outcome: Outcome | None
    rent_blocked: tuple[int, ...]  # per seat: own turns still to begin before collecting rent again (M14, M15)
    manage_left: int = 0  # dealings with the Treasury still allowed this turn (`settings.manage_limit` a turn)
    offers_left: int = 0  # trade offers the current player may still make this turn (`settings.offers_per_turn`)

    @property
    def my_cash(self) -> int | None:
        return None if self.seat is None else self.cash[self.seat]
