"""Black Friday's prices and each seat's own wealth over the price changes, from a game's record; Qt-free.

`PriceHistory` follows a record as it grows (a `RecordFollower`: it replays only the new actions, all of them
again after an undo or for another game) and keeps one `Point` at
the start and one at the end of every price change: the public prices then, and per player seat the wealth
that seat's own view shows (cash + shares at those prices + gold bars at that gold price). Another seat's
cash and shares are never read: seat p's wealth comes from `view(p)` only, and a widget shows at most the
seated player's. The broker's holdings are open to all: its wealth is kept too (`Point.broker`), for the end
table's chart, at the prices of the price change and with its holdings after the move (its own turn, played
in the same move, may have changed them).

The prices of a point are the ones the price change left, read from its events (`price_moved`,
`gold_moved`): a move can hold more than one price change (a player's, then the broker's turn, played in
the same move), and the broker's buying may move prices after it. A player's holdings do not change after a
price change in the same move (only the broker acts after one), so their holdings after the move are the
ones the price change saw.

`broker_result` gives the broker's final score lines and whether it ranked first, as the engine worked them
out (`score_parts`, the `game_over` event): the end table lists the broker and never recomputes it.

`money_series` is the end table's chart: every player's wealth (and the broker's) over the price changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ponzi_desktop.engine.core import Event, ScorePart, game_spec
from ponzi_desktop.persistence.follow import RecordFollower
from ponzi_desktop.ui.kit.money_series import MoneyChart, MoneySeries


@dataclass(frozen=True, slots=True)
class Point:
    """The table after `number` price changes (0: the start)."""

    number: int
    prices: tuple[int, ...]  # per colour, in the data file's order
    gold_price: int
    wealth: tuple[int, ...]  # per player seat, as that seat's own view shows it
    broker: int | None = None  # the broker's wealth (its holdings are open), None without the broker


def own_wealth(view: Any, prices: Sequence[int], gold_price: int) -> int:
    """The viewing seat's cash, its shares at `prices` and its gold bars at `gold_price` (its own view)."""
    return holder_wealth(view.holders[view.seat], prices, gold_price)


def holder_wealth(holder: Any, prices: Sequence[int], gold_price: int) -> int:
    """A holder's cash, its shares at `prices` and its gold bars at `gold_price` (a `HolderView` it can see)."""
    return holder.cash + sum(n * p for n, p in zip(holder.shares, prices, strict=True)) + holder.gold_bars * gold_price


class PriceHistory(RecordFollower):
    """The points of one game so far; `follow(record)` brings them up to the record's last action."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []
        self.colours: tuple[str, ...] = ()
        self._before: Any = None  # the public view before the next action: its events move the prices on

    def started(self, state: Any) -> None:
        public = state.view(None)
        self.colours = public.colours
        self._before = public
        self.points = [Point(public.price_changes, public.prices, public.gold_price,
                             self._wealth(public.prices, public.gold_price), self._broker(public.prices,
                                                                                          public.gold_price))]

    def applied(self, state: Any, events: list[Event]) -> None:
        before = self._before
        prices, gold, number = list(before.prices), before.gold_price, before.price_changes
        index = {c: i for i, c in enumerate(self.colours)}
        ended: list[tuple[int, tuple[int, ...], int]] = []
        for e in events:
            kind, data = e.kind, e.data
            if kind == "price_moved":
                prices[index[data["colour"]]] = data["price"]
            elif kind == "gold_moved":
                gold = data["to"]
            elif kind == "price_change_started":
                number = data["number"]
            elif kind in ("price_change_ended", "game_over") and (not ended or ended[-1][0] != number):
                ended.append((number, tuple(prices), gold))
        # the holdings the price changes saw are the players' holdings now (see the module's docstring)
        for number, at, gold_price in ended:
            if number > self.points[-1].number:
                self.points.append(Point(number, at, gold_price, self._wealth(at, gold_price),
                                         self._broker(at, gold_price)))
        self._before = state.view(None)

    def _wealth(self, prices: Sequence[int], gold_price: int) -> tuple[int, ...]:
        state = self.state
        return tuple(own_wealth(state.view(p), prices, gold_price) for p in range(state.num_players))

    def _broker(self, prices: Sequence[int], gold_price: int) -> int | None:
        """The broker's wealth at those prices (its holdings are open to all), None without it."""
        public = self.state.view(None)
        if public.broker is None:
            return None
        return holder_wealth(public.holders[public.broker], prices, gold_price)

    def prices_of(self, colour: str) -> list[int]:
        i = self.colours.index(colour)
        return [point.prices[i] for point in self.points]

    def wealth_of(self, seat: int) -> list[int]:
        """Seat `seat`'s own wealth at each point: for the seated player's eyes only."""
        return [point.wealth[seat] for point in self.points]


@dataclass(frozen=True, slots=True)
class BrokerResult:
    """The broker's end as the engine scored it: its lines (like a player's), its wealth, whether it ranked
    first (alone: no player wins; tied with a player on wealth and gold: they share)."""

    parts: tuple[ScorePart, ...]
    wealth: int
    first: bool


def broker_result(record: Any) -> BrokerResult | None:
    """The broker's result in the finished game `record`; None without the broker or before the end."""
    spec = game_spec(record.game)
    state = spec.new_game(spec.settings_model.model_validate(record.settings), record.seed)
    if not state.with_broker:
        return None
    over: Event | None = None
    for text in record.actions:
        for e in state.apply_text(text):
            if e.kind == "game_over":
                over = e
    if over is None:
        return None
    return BrokerResult(tuple(state.score_parts(state.broker)), over.data["broker_wealth"], over.data["broker_won"])


def money_series(record: Any) -> MoneySeries:
    """Each player's wealth, then the broker's (when it plays), at the start and after every price change of
    the finished game `record` (a player's holdings are hidden until the game is over: ValueError before)."""
    history = PriceHistory()
    history.follow(record)
    if not history.state.is_over:
        raise ValueError("a Black Friday player's holdings are private until the game is over")
    lines = [tuple(float(w) for w in history.wealth_of(p)) for p in range(history.state.num_players)]
    if history.points[0].broker is not None:
        lines.append(tuple(float(point.broker) for point in history.points))
    xs = tuple(float(point.number) for point in history.points)
    return MoneySeries("price_change", (MoneyChart("wealth", xs, tuple(lines)),))
