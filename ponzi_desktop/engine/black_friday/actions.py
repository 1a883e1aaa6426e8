"""Black Friday actions: small frozen values with a text form that parses back.

A turn is one of three actions, played as one or a few of these steps:
- buy shares: `buy <colour>` once per share (0 to the level's limit), then `place <colour>` puts one market
  share on the purchase track and ends the action (`place` alone, as the first step, is buying 0);
- sell shares: `sell <colour>` once per share, then `take <colour>` moves one share of the current sale row
  to the market and ends the action (`take` alone is selling 0; `take none` when the row is empty);
- buy gold: `gold <bars> <colour>` in one step (`gold <bars>` when the market is empty).
The bonus tile's free 0-move is `bonus place|gold|take <colour>`, before the action or after it;
`end` declines it after the action. Buying or selling one more share (or gold bar) than the level allows
is the tile's other advantage: it is used by doing so.
"""

from __future__ import annotations

from dataclasses import dataclass

from ponzi_desktop.engine.core import Action, ActionParseError, parse_int

#: the bonus tile's free moves: a share onto the purchase track, onto the gold track, or off the sale row
FREE_MOVES = ("place", "gold", "take")


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy one share of `colour` from the market at its current price."""

    colour: str

    def to_text(self) -> str:
        return f"buy {self.colour}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put one market share of `colour` on the purchase track: ends a purchase (or is buying 0)."""

    colour: str

    def to_text(self) -> str:
        return f"place {self.colour}"


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Sell one share of `colour` to the market at its current price."""

    colour: str

    def to_text(self) -> str:
        return f"sell {self.colour}"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Move one share of `colour` from the current sale row to the market: ends a sale (or is selling 0).

    `colour` None ("take none") ends a sale when the row has no coloured share left.
    """

    colour: str | None

    def to_text(self) -> str:
        return f"take {self.colour or 'none'}"


@dataclass(frozen=True, slots=True)
class BuyGold(Action):
    """Buy `bars` gold bars and put one market share of `colour` on the gold track (None: market empty)."""

    bars: int
    colour: str | None

    def to_text(self) -> str:
        return f"gold {self.bars}" if self.colour is None else f"gold {self.bars} {self.colour}"


@dataclass(frozen=True, slots=True)
class FreeMove(Action):
    """The bonus tile's free 0-move: `move` is "place", "gold" or "take" (see `FREE_MOVES`)."""

    move: str
    colour: str

    def to_text(self) -> str:
        return f"bonus {self.move} {self.colour}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn without the bonus tile's free move."""

    def to_text(self) -> str:
        return "end"


END = EndTurn()




def parse_action(text: str) -> Action:
    """The action whose `to_text()` is `text` (extra spaces and a capitalised verb are fine)."""
    words = text.split()
    if not words:
        raise ActionParseError("empty action text")
    verb, args = words[0].lower(), words[1:]
    shapes = {"buy": (1,), "place": (1,), "sell": (1,), "take": (1,), "gold": (1, 2), "bonus": (2,), "end": (0,)}
    if verb not in shapes:
        raise ActionParseError(f"{text!r}: unknown action {verb!r}")
    if len(args) not in shapes[verb]:
        wanted = " or ".join(str(k) for k in shapes[verb])
        raise ActionParseError(f"{text!r}: {verb!r} takes {wanted} argument(s), got {len(args)}")
    if verb == "end":
        return END
    if verb == "buy":
        return Buy(args[0])
    if verb == "place":
        return Place(args[0])
    if verb == "sell":
        return Sell(args[0])
    if verb == "take":
        return Take(None if args[0] == "none" else args[0])
    if verb == "gold":
        return BuyGold(parse_int(args[0], text), args[1] if len(args) == 2 else None)
    if args[0] not in FREE_MOVES:
        raise ActionParseError(f"{text!r}: the bonus move is one of {', '.join(FREE_MOVES)}, not {args[0]!r}")
    return FreeMove(args[0], args[1])
