"""What one Ponzi Scheme seat may see: public facts plus its own cash and its own envelopes.

Views are the only way hidden information leaves the engine: bots and widgets get these, never a state.
They are named tuples of plain values (copies, not references), cheap enough to make at every decision.
"""

from __future__ import annotations

from typing import NamedTuple

from ponzi_desktop.engine.core import Choice, Outcome
from ponzi_desktop.engine.ponzi.settings import PonziSettings


class PlayerView(NamedTuple):
    tiles: tuple[int, ...]  # per industry, in the data file's order
    luxuries: tuple[int, ...]  # prices of the luxuries bought
    wheel_flat: tuple[int, ...]  # card, countdown, card, countdown, ...; countdown 0 is at the arrow
    cash: int | None  # None: hidden from this seat
    bankrupt: bool
    flow: int  # public: money from the bank for cards funded, minus interest and luxuries paid

    @property
    def wheel(self) -> tuple[tuple[int, int], ...]:
        """(card value, countdown) pairs in the order the cards were taken."""
        flat = self.wheel_flat
        return tuple(zip(flat[0::2], flat[1::2], strict=True))


class TradeRecord(NamedTuple):
    """One resolved trade, public but for its amount. A player's cash is its flow plus its trade gains:
    the records bound others' cash (an envelope never holds more than the offerer's cash)."""

    round: int
    offerer: int
    target: int
    industry: str
    tile_to: int  # the offerer when the target sold, the target when it countered
    offerer_flow: int  # the two players' public flows (see PlayerView.flow) when the trade was made
    target_flow: int


class PonziView(NamedTuple):
    seat: int | None  # None: a spectator
    settings: PonziSettings
    industries: tuple[str, ...]
    round: int
    phase: str
    actor: int | None
    start_player: int
    market: tuple[int, ...]  # sorted; row r is market[3r:3r+3]
    deck_size: int
    discard: tuple[int, ...]
    out_of_game: tuple[int, ...]
    supply: tuple[int, ...]
    luxury_bank: tuple[int, ...]
    players: tuple[PlayerView, ...]
    offer: tuple[int, int, str, int | None] | None  # offerer, target, industry, amount (None: hidden)
    choices: tuple[Choice, ...]  # the seat's legal options when it is deciding, else empty
    outcome: Outcome | None
    trades: tuple[TradeRecord, ...]  # every trade so far, oldest first, without amounts
    trade_amounts: tuple[tuple[int, int], ...]  # (index in trades, amount) of the seat's own trades

    @property
    def my_cash(self) -> int | None:
        return None if self.seat is None else self.players[self.seat].cash

    def market_row(self, row: int) -> tuple[int, ...]:
        return self.market[row * 3:row * 3 + 3]
