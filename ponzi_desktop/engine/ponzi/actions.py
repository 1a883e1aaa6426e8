"""Ponzi Scheme actions: small frozen values with a text form that parses back."""

from __future__ import annotations

from dataclasses import dataclass

from ponzi_desktop.engine.core import Action, ActionParseError, parse_int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline to fund, or decline to trade."""

    def to_text(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Fund(Action):
    """Take one tile of `industry` and the fund card of value `card` from the matching row."""

    industry: str
    card: int

    def to_text(self) -> str:
        return f"fund {self.industry} {self.card}"


@dataclass(frozen=True, slots=True)
class Offer(Action):
    """Hand `target` an envelope with `amount` for one tile of `industry` (both must hold it)."""

    target: int
    industry: str
    amount: int

    def to_text(self) -> str:
        return f"offer {self.target} {self.industry} {self.amount}"


@dataclass(frozen=True, slots=True)
class BuyLuxury(Action):
    """Advanced rules, instead of an offer: buy the luxury of this price from the bank."""

    price: int

    def to_text(self) -> str:
        return f"luxury {self.price}"


@dataclass(frozen=True, slots=True)
class Sell(Action):
    """Answer to an offer: take the envelope, give one tile."""

    def to_text(self) -> str:
        return "sell"


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """Answer to an offer: pay the same amount, receive one tile."""

    def to_text(self) -> str:
        return "counter"


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """The new start player removes this card from the funding board."""

    card: int

    def to_text(self) -> str:
        return f"remove {self.card}"


@dataclass(frozen=True, slots=True)
class ReturnTile(Action):
    """In a market crash: give one tile of this industry (one you hold most of) back to the supply."""

    industry: str

    def to_text(self) -> str:
        return f"return {self.industry}"


PASS = Pass()
SELL = Sell()
COUNTER = Counter()




def parse_action(text: str) -> Action:
    """The action whose `to_text()` is `text` (extra spaces are fine)."""
    words = text.split()
    if not words:
        raise ActionParseError("empty action text")
    verb, args = words[0].lower(), words[1:]
    shapes = {"pass": 0, "sell": 0, "counter": 0, "fund": 2, "offer": 3, "luxury": 1, "remove": 1, "return": 1}
    if verb not in shapes:
        raise ActionParseError(f"{text!r}: unknown action {verb!r}")
    if len(args) != shapes[verb]:
        raise ActionParseError(f"{text!r}: {verb!r} takes {shapes[verb]} argument(s), got {len(args)}")
    if verb == "pass":
        return PASS
    if verb == "sell":
        return SELL
    if verb == "counter":
        return COUNTER
    if verb == "fund":
        return Fund(args[0], parse_int(args[1], text))
    if verb == "offer":
        return Offer(parse_int(args[0], text), args[1], parse_int(args[2], text))
    if verb == "luxury":
        return BuyLuxury(parse_int(args[0], text))
    if verb == "remove":
        return Remove(parse_int(args[0], text))
    return ReturnTile(args[0])
