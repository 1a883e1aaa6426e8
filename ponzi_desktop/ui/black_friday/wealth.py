"""Black Friday's prices and each seat's own wealth over the price changes, from a game's record; Qt-free.

`PriceHistory` follows a record as it grows: it replays the new actions with the engine (all of them again
only when the record is not the one it followed plus more: an undo, another game) and keeps one `Point` at
the start and one at the end of every price change: the public prices then, and per player seat the wealth
that seat's own view shows (cash + shares at those prices + gold bars at that gold price). Another seat's
cash and shares are never read: seat p's wealth comes from `view(p)` only, and a widget shows at most the
seated player's. The broker is not followed (its holdings are open, but the panel is about your own).

The prices of a point are the ones the price change left, read from its events (`price_moved`,
`gold_moved`): a move can hold more than one price change (a player's, then the broker's turn, played in
the same move), and the broker's buying may move prices after it. A player's holdings do not change after a
price change in the same move (only the broker acts after one), so their holdings after the move are the
ones the price change saw.

`broker_result` gives the broker's final score lines and whether it ranked first, as the engine worked them
out (`score_parts`, the `game_over` event): the end table lists the broker and never recomputes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ponzi_desktop.engine.core import Event, ScorePart, game_spec


@dataclass(frozen=True, slots=True)
class Point:
    """The table after `number` price changes (0: the start)."""

    number: int
    prices: tuple[int, ...]  # per colour, in the data file's order
    gold_price: int
    wealth: tuple[int, ...]  # per player seat, as that seat's own view shows it


def own_wealth(view: Any, prices: Sequence[int], gold_price: int) -> int:
    """The viewing seat's cash, its shares at `prices` and its gold bars at `gold_price` (its own view)."""
    me = view.holders[view.seat]
    return me.cash + sum(n * p for n, p in zip(me.shares, prices, strict=True)) + me.gold_bars * gold_price


class PriceHistory:
    """The points of one game so far; `follow(record)` brings them up to the record's last action."""

    def __init__(self) -> None:
        self.points: list[Point] = []
        self.colours: tuple[str, ...] = ()
        self._state: Any = None
        self._game: tuple[Any, ...] | None = None  # (game, settings, seed) of the record followed
        self._actions: list[str] = []

    def follow(self, record: Any) -> bool:
        """Replay what `record` adds to the record followed so far; True when the points changed."""
        game = (record.game, repr(sorted(record.settings.items())), record.seed)
        actions = list(record.actions)
        if game != self._game or actions[:len(self._actions)] != self._actions:
            self._start(record)
            self._game = game
            changed = True
        else:
            changed = False
        before = len(self.points)
        for text in actions[len(self._actions):]:
            self._apply(text)
        return changed or len(self.points) != before

    def _start(self, record: Any) -> None:
        spec = game_spec(record.game)
        self._state = spec.new_game(spec.settings_model.model_validate(record.settings), record.seed)
        self._actions = []
        public = self._state.view(None)
        self.colours = public.colours
        self.points = [Point(public.price_changes, public.prices, public.gold_price,
                             self._wealth(public.prices, public.gold_price))]

    def _apply(self, text: str) -> None:
        before = self._state.view(None)  # the public prices before the move; its events move them on
        prices, gold, number = list(before.prices), before.gold_price, before.price_changes
        events = self._state.apply_text(text)
        self._actions.append(text)
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
                self.points.append(Point(number, at, gold_price, self._wealth(at, gold_price)))

    def _wealth(self, prices: Sequence[int], gold_price: int) -> tuple[int, ...]:
        state = self._state
        return tuple(own_wealth(state.view(p), prices, gold_price) for p in range(state.num_players))

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
