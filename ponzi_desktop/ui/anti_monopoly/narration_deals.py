"""Anti-Monopoly's money in words for the game log: rents, payments, debts and bankruptcy,
trades between players, and the end of the game (see narration.py, which asks this module; the Treasury's
dealings are in narration_treasury.py).

`fold` tells several payments of one action together: the players a card makes pay (or collect) the same
amount, and the one rent per property each owner collects at the two-hour game's end.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.formatting import money, number, separated_list
from ponzi_desktop.ui.kit.narration import Names, fill

translate = QCoreApplication.translate
TREASURY = -1


def fold(told: Event, e: Event) -> Event | None:
    """`told` now telling the payment `e` too (the same card's payers, an owner's final rents), or None."""
    k, d, data = told.kind, told.data, e.data
    if k != e.kind or d.get("reason") != data.get("reason"):
        return None
    if k == "paid" and d.get("reason") == "card" and d.get("to") == data.get("to") and d.get("to", -1) >= 0 \
            and d.get("amount") == data.get("amount") and e.player is not None:
        return told._replace(data={**d, "payers": [*d.get("payers", [told.player]), e.player]})
    if k == "collected" and d.get("reason") == "card" and d.get("amount") == data.get("amount") \
            and "dice" not in d and "dice" not in data and e.player is not None:
        return told._replace(data={**d, "gainers": [*d.get("gainers", [told.player]), e.player]})
    if k == "collected" and d.get("reason") == "final_rent" and e.player == told.player:
        return told._replace(data={**d, "amount": d.get("amount", 0) + data.get("amount", 0),
                                   "count": d.get("count", 1) + 1})
    return None


# ---- small pieces -----------------------------------------------------------------------------------------
def _spaces(squares: Sequence[int], cash: int = 0) -> str:
    """ "Rush St., Wall St. and $50": properties and money on one side of a trade ("nothing" when empty)."""
    items = [space_name(sq) for sq in squares]
    if cash > 0:
        items.append(money(cash))
    return separated_list(items) if items else translate("AntiMonopolyLog", "nothing")


def _others(who: Names, seats: Sequence[int]) -> tuple[bool, str]:
    """Whether the viewer is among `seats`, and the others' names as a list."""
    return any(who.me(q) for q in seats), separated_list([who(q) for q in seats if not who.me(q)])


# ---- money ------------------------------------------------------------------------------------------------
def _collected(e: Event, d: dict, who: Names) -> str:
    amount, reason = money(d.get("amount", 0)), d.get("reason")
    me, name = who.me(e.player), who(e.player)
    if reason == "card" and len(d.get("gainers", ())) > 1:
        with_me, others = _others(who, d["gainers"])
        if with_me:
            return fill(translate("AntiMonopolyLog", "You and %1 collect %2 each"), others, amount)
        return fill(translate("AntiMonopolyLog", "%1 collect %2 each"), others, amount)
    if "dice" in d:
        dice = [*d["dice"], 0, 0]
        one, two = number(dice[0]), number(dice[1])
        if reason == "foundation":
            if me:
                return fill(translate("AntiMonopolyLog", "You roll a %1 at the Anti-Monopoly Foundation and "
                                                         "collect a %2 grant"), one, amount)
            return fill(translate("AntiMonopolyLog", "%1 rolls a %2 at the Anti-Monopoly Foundation and "
                                                     "collects a %3 grant"), name, one, amount)
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 and collect %3"), one, two, amount)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 and collects %4"), name, one, two, amount)
    if reason == "start":
        if me:
            return fill(translate("AntiMonopolyLog", "You pass START and collect %1"), amount)
        return fill(translate("AntiMonopolyLog", "%1 passes START and collects %2"), name, amount)
    if reason == "foundation":
        if me:
            return fill(translate("AntiMonopolyLog", "You collect a %1 grant from the Anti-Monopoly Foundation"),
                        amount)
        return fill(translate("AntiMonopolyLog", "%1 collects a %2 grant from the Anti-Monopoly Foundation"),
                    name, amount)
    if reason == "final_rent":
        n = d.get("count", 1)
        if me:
            return fill(translate("AntiMonopolyLog", "You collect %1 in rent for %n property(-ies)", None, n),
                        amount)
        return fill(translate("AntiMonopolyLog", "%1 collects %2 in rent for %n property(-ies)", None, n),
                    name, amount)
    if reason == "card":
        if me:
            return fill(translate("AntiMonopolyLog", "You collect %1 as your card says"), amount)
        return fill(translate("AntiMonopolyLog", "%1 collects %2 as the card says"), name, amount)
    if me:
        return fill(translate("AntiMonopolyLog", "You collect %1 from the Treasury"), amount)
    return fill(translate("AntiMonopolyLog", "%1 collects %2 from the Treasury"), name, amount)


def _paid(e: Event, d: dict, who: Names) -> str:
    amount, reason, to = money(d.get("amount", 0)), d.get("reason"), d.get("to", TREASURY)
    me, name = who.me(e.player), who(e.player)
    if to is not None and to >= 0:
        payers = d.get("payers", [e.player])
        if len(payers) > 1:
            with_me, others = _others(who, payers)
            if who.me(to):
                return fill(translate("AntiMonopolyLog", "%1 pay you %2 each, as your card says"), others, amount)
            if with_me:
                return fill(translate("AntiMonopolyLog", "You and %1 pay %2 %3 each, as the card says"),
                            others, who(to), amount)
            return fill(translate("AntiMonopolyLog", "%1 pay %2 %3 each, as the card says"), others, who(to),
                        amount)
        if me:
            return fill(translate("AntiMonopolyLog", "You pay %1 %2, as the card says"), who(to), amount)
        if who.me(to):
            return fill(translate("AntiMonopolyLog", "%1 pays you %2, as your card says"), name, amount)
        return fill(translate("AntiMonopolyLog", "%1 pays %2 %3, as the card says"), name, who(to), amount)
    if reason == "fine":
        if me:
            return fill(translate("AntiMonopolyLog", "You pay the %1 fine"), amount)
        return fill(translate("AntiMonopolyLog", "%1 pays the %2 fine"), name, amount)
    if reason == "property_tax":
        if me:
            return fill(translate("AntiMonopolyLog", "You pay %1 Property Tax"), amount)
        return fill(translate("AntiMonopolyLog", "%1 pays %2 Property Tax"), name, amount)
    if reason == "income_tax":
        if me:
            return fill(translate("AntiMonopolyLog", "You pay %1 Income Tax"), amount)
        return fill(translate("AntiMonopolyLog", "%1 pays %2 Income Tax"), name, amount)
    if reason == "foundation":
        if me:
            return fill(translate("AntiMonopolyLog", "You pay %1 at the Anti-Monopoly Foundation"), amount)
        return fill(translate("AntiMonopolyLog", "%1 pays %2 at the Anti-Monopoly Foundation"), name, amount)
    if reason == "card":
        if me:
            return fill(translate("AntiMonopolyLog", "You pay the Treasury %1 as your card says"), amount)
        return fill(translate("AntiMonopolyLog", "%1 pays the Treasury %2 as the card says"), name, amount)
    if me:
        return fill(translate("AntiMonopolyLog", "You pay the Treasury %1"), amount)
    return fill(translate("AntiMonopolyLog", "%1 pays the Treasury %2"), name, amount)


def _rent_paid(e: Event, d: dict, who: Names) -> str:
    owner, amount, square = d.get("to"), money(d.get("amount", 0)), space_name(d.get("square", 0))
    name = who(e.player)
    if "dice" in d:
        dice = [*d["dice"], 0, 0]
        one, two = number(dice[0]), number(dice[1])
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 and pay %3 %4 rent for %5"), one, two,
                        who(owner), amount, square)
        if who.me(owner):
            return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 and pays you %4 rent for %5"), name, one,
                        two, amount, square)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 and pays %4 %5 rent for %6"), name, one, two,
                    who(owner), amount, square)
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You pay %1 %2 rent for %3"), who(owner), amount, square)
    if who.me(owner):
        return fill(translate("AntiMonopolyLog", "%1 pays you %2 rent for %3"), name, amount, square)
    return fill(translate("AntiMonopolyLog", "%1 pays %2 %3 rent for %4"), name, who(owner), amount, square)


def _rent_waived(e: Event, d: dict, who: Names) -> str:
    owner, square = d.get("owner"), space_name(d.get("square", 0))
    if d.get("reason") == "card":  # M14/M15: no rent for the owner's next turns, in Prison or out
        turns = int(d.get("turns", 1))
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You pay no rent for %1: %2's card stops their rents for "
                                                     "%n more turn(s)", None, turns), square, who(owner))
        if who.me(owner):
            return fill(translate("AntiMonopolyLog", "%1 pays you no rent for %2: your card stops your rents for "
                                                     "%n more turn(s)", None, turns), who(e.player), square)
        return fill(translate("AntiMonopolyLog", "%1 pays no rent for %2: %3's card stops their rents for %n more "
                                                 "turn(s)", None, turns), who(e.player), square, who(owner))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You pay no rent for %1: %2 collects none after being sent to "
                                                 "Prison"), square, who(owner))
    if who.me(owner):
        return fill(translate("AntiMonopolyLog", "%1 pays you no rent for %2: you collect none after being sent "
                                                 "to Prison"), who(e.player), square)
    return fill(translate("AntiMonopolyLog", "%1 pays no rent for %2: %3 collects none after being sent to "
                                             "Prison"), who(e.player), square, who(owner))


def _tax_chosen(e: Event, d: dict, who: Names) -> str:
    amount = money(d.get("amount", 0))
    if d.get("how") == "percent":
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You choose the percentage for your Income Tax: %1"), amount)
        return fill(translate("AntiMonopolyLog", "%1 chooses the percentage for their Income Tax: %2"),
                    who(e.player), amount)
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You choose the flat Income Tax: %1"), amount)
    return fill(translate("AntiMonopolyLog", "%1 chooses the flat Income Tax: %2"), who(e.player), amount)


def _must_raise(e: Event, d: dict, who: Names) -> str:
    to, amount = d.get("to", TREASURY), money(d.get("amount", 0))
    treasury = to is None or to < 0
    if who.me(e.player):
        if treasury:
            return fill(translate("AntiMonopolyLog", "You owe %1 to the Treasury: raise it by selling buildings "
                                                     "back and mortgaging"), amount)
        return fill(translate("AntiMonopolyLog", "You owe %1 %2: raise it by selling buildings back and "
                                                 "mortgaging"), who(to), amount)
    if treasury:
        return fill(translate("AntiMonopolyLog", "%1 owes %2 to the Treasury and must sell buildings back and "
                                                 "mortgage to pay it"), who(e.player), amount)
    if who.me(to):
        return fill(translate("AntiMonopolyLog", "%1 owes you %2 and must sell buildings back and mortgage to pay "
                                                 "it"), who(e.player), amount)
    return fill(translate("AntiMonopolyLog", "%1 owes %2 %3 and must sell buildings back and mortgage to pay it"),
                who(e.player), who(to), amount)


def _bankrupt(e: Event, d: dict, who: Names) -> str:
    creditor, cash = d.get("creditor", TREASURY), money(d.get("cash", 0))
    n = len(d.get("properties", ()))
    if creditor is None or creditor < 0:
        if who.me(e.player):
            return translate("AntiMonopolyLog", "You go bankrupt: your properties go back to the Treasury, "
                                                "unmortgaged, for sale again")
        return fill(translate("AntiMonopolyLog", "%1 goes bankrupt: their properties go back to the Treasury, "
                                                 "unmortgaged, for sale again"), who(e.player))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You go bankrupt: %1 takes your %2 and your %n property(-ies)",
                              None, n), who(creditor), cash)
    if who.me(creditor):
        return fill(translate("AntiMonopolyLog", "%1 goes bankrupt: you take their %2 and their %n property(-ies)",
                              None, n), who(e.player), cash)
    return fill(translate("AntiMonopolyLog", "%1 goes bankrupt: %2 takes their %3 and their %n property(-ies)",
                          None, n), who(e.player), who(creditor), cash)


# ---- trades -----------------------------------------------------------------------------------------------
def _trade_started(e: Event, d: dict, who: Names) -> str:
    target = d.get("target")
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You begin an offer to %1"), who(target))
    if who.me(target):
        return fill(translate("AntiMonopolyLog", "%1 begins an offer to you"), who(e.player))
    return fill(translate("AntiMonopolyLog", "%1 begins an offer to %2"), who(e.player), who(target))


def _draft_changed(e: Event, d: dict, who: Names) -> str:
    target, give, ask = d.get("target"), _spaces(d.get("give", ())), _spaces(d.get("ask", ()))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "Your offer to %1 so far: %2 for %3"), who(target), give, ask)
    if who.me(target):
        return fill(translate("AntiMonopolyLog", "%1's offer to you so far: %2 for %3"), who(e.player), give, ask)
    return fill(translate("AntiMonopolyLog", "%1's offer to %2 so far: %3 for %4"), who(e.player), who(target),
                give, ask)


def _trade_offered(e: Event, d: dict, who: Names) -> str:
    target, cash = d.get("target"), d.get("cash", 0)
    give, ask = _spaces(d.get("give", ()), cash), _spaces(d.get("ask", ()), -cash)
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You offer %1 %2 for %3"), who(target), give, ask)
    if who.me(target):
        return fill(translate("AntiMonopolyLog", "%1 offers you %2 for %3"), who(e.player), give, ask)
    return fill(translate("AntiMonopolyLog", "%1 offers %2 %3 for %4"), who(e.player), who(target), give, ask)


def _trade_cancelled(e: Event, d: dict, who: Names) -> str:
    """An offer given up before it was made: not told as it happens (see narration.py), only where nothing came
    before it in the log to tell instead (the first move after a game is opened)."""
    target = d.get("target")
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You draw up an offer to %1 and withdraw it"), who(target))
    if who.me(target):
        return fill(translate("AntiMonopolyLog", "%1 draws up an offer to you and withdraws it"), who(e.player))
    return fill(translate("AntiMonopolyLog", "%1 draws up an offer to %2 and withdraws it"), who(e.player), who(target))


def _traded(e: Event, d: dict, who: Names) -> str:
    proposer, target, cash = d.get("proposer"), d.get("target", e.player), d.get("cash", 0)
    proposer_gives, target_gives = _spaces(d.get("give", ()), cash), _spaces(d.get("ask", ()), -cash)
    if who.me(target):
        return fill(translate("AntiMonopolyLog", "You accept %1's offer: you get %2 for %3"), who(proposer),
                    proposer_gives, target_gives)
    if who.me(proposer):
        return fill(translate("AntiMonopolyLog", "%1 accepts your offer: you get %2 for %3"), who(target),
                    target_gives, proposer_gives)
    return fill(translate("AntiMonopolyLog", "%1 accepts %2's offer: %1 gets %3 for %4"), who(target),
                who(proposer), proposer_gives, target_gives)


def _trade_rejected(e: Event, d: dict, who: Names) -> str:
    proposer = d.get("proposer")
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You turn down %1's offer"), who(proposer))
    if who.me(proposer):
        return fill(translate("AntiMonopolyLog", "%1 turns down your offer"), who(e.player))
    return fill(translate("AntiMonopolyLog", "%1 turns down %2's offer"), who(e.player), who(proposer))


# ---- the end ----------------------------------------------------------------------------------------------
def _time_called(e: Event, d: dict, who: Names) -> str:
    return fill(translate("AntiMonopolyLog", "Time is up after round %1: everyone deals with the Treasury one "
                                             "last time"), number(d.get("round", 1)))


def _cash_surrendered(e: Event, d: dict, who: Names) -> str:
    kept, given = money(d.get("kept", 0)), money(d.get("surrendered", 0))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You keep %1 of your cash and give %2 to the Treasury"), kept,
                    given)
    return fill(translate("AntiMonopolyLog", "%1 keeps %2 of their cash and gives %3 to the Treasury"),
                who(e.player), kept, given)


def _game_over(e: Event, d: dict, who: Names) -> str:
    winners = list(d.get("winners", ()))
    scores = {int(k): v for k, v in dict(d.get("scores", {})).items()}
    if not winners:
        return translate("AntiMonopolyLog", "Game over: nobody wins")
    amount = money(scores.get(winners[0], 0))
    reason = d.get("reason")
    if len(winners) > 1:
        others = separated_list([who(w) for w in winners if not who.me(w)])
        if any(who.me(w) for w in winners):
            return fill(translate("AntiMonopolyLog", "Game over: you share the win with %1, with %2 each"), others,
                        amount)
        return fill(translate("AntiMonopolyLog", "Game over: %1 share the win, with %2 each"), others, amount)
    w = winners[0]
    if reason == "bankruptcy" and len(scores) <= 1:
        if who.me(w):
            return translate("AntiMonopolyLog", "Game over: you are the last player standing and win")
        return fill(translate("AntiMonopolyLog", "Game over: %1 is the last player standing and wins"), who(w))
    if reason == "bankruptcy":
        if who.me(w):
            return fill(translate("AntiMonopolyLog", "Game over: one side is bankrupt, and you win as the richest "
                                                     "player, worth %1"), amount)
        return fill(translate("AntiMonopolyLog", "Game over: one side is bankrupt, and %1 wins as the richest "
                                                 "player, worth %2"), who(w), amount)
    if reason == "two_hour":
        if who.me(w):
            return fill(translate("AntiMonopolyLog", "Game over: you win with the most cash, %1"), amount)
        return fill(translate("AntiMonopolyLog", "Game over: %1 wins with the most cash, %2"), who(w), amount)
    if who.me(w):
        return fill(translate("AntiMonopolyLog", "Game over after the last round: you win as the richest player, "
                                                 "worth %1"), amount)
    return fill(translate("AntiMonopolyLog", "Game over after the last round: %1 wins as the richest player, "
                                             "worth %2"), who(w), amount)


HANDLERS = {
    "collected": _collected,
    "paid": _paid,
    "rent_paid": _rent_paid,
    "rent_waived": _rent_waived,
    "tax_chosen": _tax_chosen,
    "must_raise": _must_raise,
    "bankrupt": _bankrupt,
    "trade_started": _trade_started,
    "draft_changed": _draft_changed,
    "trade_offered": _trade_offered,
    "trade_cancelled": _trade_cancelled,
    "traded": _traded,
    "trade_rejected": _trade_rejected,
    "time_called": _time_called,
    "cash_surrendered": _cash_surrendered,
    "game_over": _game_over,
}
