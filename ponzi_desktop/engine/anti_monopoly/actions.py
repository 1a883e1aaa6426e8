"""Anti-Monopoly actions: small frozen values with a text form that parses back.

Properties are named by their space on the board (0..39), players by their seat. A trade offer is built
in steps (`trade 2`, `give 5`, `ask 12`, `propose -30`) so that every combination of properties is
reachable from short lists of options; `propose` carries the cash, positive when the proposer pays it
and negative when the other player does.
"""

from __future__ import annotations

from dataclasses import dataclass

from ponzi_desktop.engine.core import Action, ActionParseError, parse_int


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """Throw the dice: move, or, in Prison / Price War, try for doubles."""

    def to_text(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class PayFine(Action):
    """In Prison / Price War, before the first or second turn there: pay the fine and leave."""

    def to_text(self) -> str:
        return "pay"


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy the unowned property the pawn stands on, at the printed price."""

    def to_text(self) -> str:
        return "buy"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Leave the property with the Treasury (there is no auction)."""

    def to_text(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class PayTax(Action):
    """Income tax: `"flat"` ($200) or `"percent"` (the role's percentage of assets)."""

    how: str

    def to_text(self) -> str:
        return f"tax {self.how}"


@dataclass(frozen=True, slots=True)
class Build(Action):
    """One more building on this street: a house, or the apartment in place of the houses."""

    square: int

    def to_text(self) -> str:
        return f"build {self.square}"


@dataclass(frozen=True, slots=True)
class SellBuilding(Action):
    """Sell one building of this street back to the Treasury at half its cost."""

    square: int

    def to_text(self) -> str:
        return f"sell {self.square}"


@dataclass(frozen=True, slots=True)
class Mortgage(Action):
    square: int

    def to_text(self) -> str:
        return f"mortgage {self.square}"


@dataclass(frozen=True, slots=True)
class Redeem(Action):
    square: int

    def to_text(self) -> str:
        return f"redeem {self.square}"


@dataclass(frozen=True, slots=True)
class StartTrade(Action):
    """Begin an offer to this player."""

    target: int

    def to_text(self) -> str:
        return f"trade {self.target}"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Put one of your properties into the offer being drawn up."""

    square: int

    def to_text(self) -> str:
        return f"give {self.square}"


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """Ask for one of the other player's properties in the offer being drawn up."""

    square: int

    def to_text(self) -> str:
        return f"ask {self.square}"


@dataclass(frozen=True, slots=True)
class Propose(Action):
    """Send the offer; `cash` > 0 is paid by the proposer, `cash` < 0 by the other player."""

    cash: int

    def to_text(self) -> str:
        return f"propose {self.cash}"


@dataclass(frozen=True, slots=True)
class CancelTrade(Action):
    def to_text(self) -> str:
        return "cancel"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    def to_text(self) -> str:
        return "accept"


@dataclass(frozen=True, slots=True)
class Reject(Action):
    def to_text(self) -> str:
        return "reject"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    def to_text(self) -> str:
        return "end"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Two-hour game: finished dealing with the Treasury."""

    def to_text(self) -> str:
        return "done"


ROLL = Roll()
PAY_FINE = PayFine()
BUY = Buy()
DECLINE = Decline()
TAX_FLAT = PayTax("flat")
TAX_PERCENT = PayTax("percent")
CANCEL = CancelTrade()
ACCEPT = Accept()
REJECT = Reject()
END = EndTurn()
DONE = Done()

_BARE = {"roll": ROLL, "pay": PAY_FINE, "buy": BUY, "decline": DECLINE, "cancel": CANCEL, "accept": ACCEPT,
         "reject": REJECT, "end": END, "done": DONE}
_ONE_INT = {"build": Build, "sell": SellBuilding, "mortgage": Mortgage, "redeem": Redeem, "trade": StartTrade,
            "give": Give, "ask": Ask, "propose": Propose}
_TAXES = {"flat": TAX_FLAT, "percent": TAX_PERCENT}




def parse_action(text: str) -> Action:
    """The action whose `to_text()` is `text` (extra spaces and capitals are fine)."""
    words = text.split()
    if not words:
        raise ActionParseError("empty action text")
    verb, args = words[0].lower(), words[1:]
    if verb in _BARE:
        if args:
            raise ActionParseError(f"{text!r}: {verb!r} takes no argument")
        return _BARE[verb]
    if verb == "tax":
        if len(args) != 1 or args[0].lower() not in _TAXES:
            raise ActionParseError(f"{text!r}: 'tax' takes 'flat' or 'percent'")
        return _TAXES[args[0].lower()]
    if verb in _ONE_INT:
        if len(args) != 1:
            raise ActionParseError(f"{text!r}: {verb!r} takes 1 argument, got {len(args)}")
        value = parse_int(args[0], text)
        if verb != "propose" and value < 0:
            raise ActionParseError(f"{text!r}: {verb!r} takes a number from 0")
        return _ONE_INT[verb](value)
    raise ActionParseError(f"{text!r}: unknown action {verb!r}")
