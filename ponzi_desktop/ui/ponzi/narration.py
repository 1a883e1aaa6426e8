"""Ponzi Scheme events in words for the game log: one whole translatable template per event kind.

Every function here takes an event already filtered for the viewer (`Event.for_seat`), so a hidden key
such as an envelope's amount is simply absent and the template without it is used: a variant with the
amount is a separate whole sentence, never a fragment added to another one. The person looking at the screen
(`viewer`) is told of their own moves in the second person ("You fund Media", "Bob offers you an envelope"),
everybody else's in the third; each of these is a whole sentence of its own too. Templates use Qt's `%1 %2`
placeholders and `%n` plurals (English's forms live in i18n/en.ts); `fill` substitutes them in one pass, so a
player called "%2" stays "%2".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.engine.ponzi.tables import tables
from ponzi_desktop.ui import formatting
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.narration import ALERT, MINOR, NORMAL, PHASE, RESULT, SEPARATOR, Names, fill
from ponzi_desktop.ui.ponzi.labels import INDUSTRIES, PHASES

_STYLES = {
    "round_started": SEPARATOR, "phase_started": PHASE, "marker_passed": PHASE,
    "market_refilled": MINOR, "deck_reshuffled": MINOR, "wheel_rotated": MINOR,
    "market_crashed": ALERT, "bankrupt": ALERT, "game_over": RESULT,
}

translate = QCoreApplication.translate


#: The app's one formatter (ui/formatting.py), re-exported for the end table and the forecast.
locale = formatting.locale
money = formatting.money
money_list = formatting.money_list


def style(event: Event) -> str:
    return _STYLES.get(event.kind, NORMAL)


def opening_events(view: object) -> list[Event]:
    """What the log shows before the first action: the first round's separator."""
    return [Event("round_started", view.start_player, {"round": view.round})]


def _names(names: Sequence[str], viewer: int | None) -> Names:
    return Names(names, viewer, translate("PonziLog", "somebody"))



def narrate(event: Event, names: Sequence[str], viewer: int | None = None) -> str:
    """The event in one sentence for the person at seat `viewer` (None: anybody); `names` are the seats' names."""
    handler = _HANDLERS.get(event.kind)
    if handler is None:
        return event.kind.replace("_", " ")
    return handler(event, event.data, _names(names, viewer))


def _funded(e: Event, d: dict, who: Names) -> str:
    t = tables()
    card = d["card"]
    n = t.period[card]
    industry, value, interest = label(INDUSTRIES, d["industry"]), money(card), money(t.interest[card])
    if who.me(e.player):
        return fill(translate(
            "PonziLog", "You fund %1: you take the %2 card (you owe %3 interest every %n round(s))", None, n),
            industry, value, interest)
    return fill(translate(
        "PonziLog", "%1 funds %2: takes the %3 card (owes %4 interest every %n round(s))", None, n),
        who(e.player), industry, value, interest)


def _passed(e: Event, d: dict, who: Names) -> str:
    trade = d.get("phase") == "trade"
    # nothing to trade with anybody, and nobody chose to pass (the log marks it `forced`: a bot's pass, or the
    # session's for a person under the cover). A person who clicked Pass at the screen passes like anyone else.
    if trade and d.get("alone") and d.get("forced"):
        if who.me(e.player):
            return translate("PonziLog", "You have no industry in common with anyone: trading passes you by")
        return fill(translate("PonziLog", "%1 has no industry in common with anyone: no offer to make"),
                    who(e.player))
    if who.me(e.player):
        if trade:
            return translate("PonziLog", "You pass: no offer")
        return translate("PonziLog", "You pass: no funding")
    if trade:
        return fill(translate("PonziLog", "%1 passes: no offer"), who(e.player))
    return fill(translate("PonziLog", "%1 passes: no funding"), who(e.player))


def _offer_made(e: Event, d: dict, who: Names) -> str:
    industry = label(INDUSTRIES, d["industry"])
    offerer, target = e.player, d["target"]
    amount = money(d["amount"]) if "amount" in d else None
    if who.me(offerer):
        if amount is not None:
            return fill(translate("PonziLog", "You offer %1 an envelope with %2 for a %3 tile"),
                        who(target), amount, industry)
        return fill(translate("PonziLog", "You offer %1 an envelope for a %2 tile"), who(target), industry)
    if who.me(target):
        if amount is not None:
            return fill(translate("PonziLog", "%1 offers you an envelope with %2 for a %3 tile"),
                        who(offerer), amount, industry)
        return fill(translate("PonziLog", "%1 offers you an envelope for a %2 tile"), who(offerer), industry)
    if amount is not None:
        return fill(translate("PonziLog", "%1 offers %2 an envelope with %3 for a %4 tile"),
                    who(offerer), who(target), amount, industry)
    return fill(translate("PonziLog", "%1 offers %2 an envelope for a %3 tile"), who(offerer), who(target),
                industry)


def _trade_resolved(e: Event, d: dict, who: Names) -> str:
    """The target's answer: told to the target ("You sell"), the offerer ("Bob sells you") or the others."""
    industry = label(INDUSTRIES, d["industry"])
    target, offerer = d["target"], d["offerer"]
    amount = money(d["amount"]) if "amount" in d else None
    if d["answer"] == "sold":
        if who.me(target):
            if amount is not None:
                return fill(translate("PonziLog", "You sell a %1 tile to %2 for %3"), industry, who(offerer), amount)
            return fill(translate("PonziLog", "You sell a %1 tile to %2"), industry, who(offerer))
        if who.me(offerer):
            if amount is not None:
                return fill(translate("PonziLog", "%1 sells you a %2 tile for %3"), who(target), industry, amount)
            return fill(translate("PonziLog", "%1 sells you a %2 tile"), who(target), industry)
        if amount is not None:
            return fill(translate("PonziLog", "%1 sells a %2 tile to %3 for %4"),
                        who(target), industry, who(offerer), amount)
        return fill(translate("PonziLog", "%1 sells a %2 tile to %3"), who(target), industry, who(offerer))
    if who.me(target):
        if amount is not None:
            return fill(translate("PonziLog", "You counter: you pay %1 %2 and take a %3 tile"),
                        who(offerer), amount, industry)
        return fill(translate("PonziLog", "You counter: you take a %1 tile from %2"), industry, who(offerer))
    if who.me(offerer):
        if amount is not None:
            return fill(translate("PonziLog", "%1 counters: pays you %2 and takes a %3 tile"),
                        who(target), amount, industry)
        return fill(translate("PonziLog", "%1 counters: takes a %2 tile from you"), who(target), industry)
    if amount is not None:
        return fill(translate("PonziLog", "%1 counters: pays %2 %3 and takes a %4 tile"),
                    who(target), who(offerer), amount, industry)
    return fill(translate("PonziLog", "%1 counters: takes a %2 tile from %3"), who(target), industry, who(offerer))


def _luxury_bought(e: Event, d: dict, who: Names) -> str:
    n = {lux.price: lux.points for lux in ponzi_data().luxuries}.get(d["price"], 0)
    if who.me(e.player):
        return fill(translate("PonziLog", "You buy the %1 luxury (%n point(s))", None, n), money(d["price"]))
    return fill(translate("PonziLog", "%1 buys the %2 luxury (%n point(s))", None, n), who(e.player),
                money(d["price"]))


def _phase_started(e: Event, d: dict, who: Names) -> str:
    return fill(translate("PonziLog", "%1 begins"), label(PHASES, d.get("phase", "")))


def _marker_passed(e: Event, d: dict, who: Names) -> str:
    if who.me(e.player):
        return translate("PonziLog", "You receive the start player marker")
    return fill(translate("PonziLog", "%1 receives the start player marker"), who(e.player))


def _card_removed(e: Event, d: dict, who: Names) -> str:
    card = money(d["card"])
    start = d.get("to") == "out_of_game"
    if who.me(e.player):
        if start:
            return fill(translate("PonziLog", "You remove the %1 start card from the game"), card)
        return fill(translate("PonziLog", "You discard the %1 card"), card)
    if start:
        return fill(translate("PonziLog", "%1 removes the %2 start card from the game"), who(e.player), card)
    return fill(translate("PonziLog", "%1 discards the %2 card"), who(e.player), card)


def _market_refilled(e: Event, d: dict, who: Names) -> str:
    return fill(translate("PonziLog", "New on the funding board: %1"), money_list(sorted(d["cards"])))


def _deck_reshuffled(e: Event, d: dict, who: Names) -> str:
    if d.get("crash"):  # the crash's bears with the discards and what was left of the deck
        return translate("PonziLog", "The discard pile and the rest of the deck are shuffled together into a new "
                         "deck of %n card(s)", None, d["cards"])
    return translate("PonziLog", "The discard pile is shuffled into a new deck of %n card(s)", None, d["cards"])


def _market_crashed(e: Event, d: dict, who: Names) -> str:
    n = len(d["bears"])
    return fill(translate("PonziLog", "Market crash! %n bear card(s) go to the discard pile: %1", None, n),
                money_list(d["bears"]))


def _tile_returned(e: Event, d: dict, who: Names) -> str:
    industry = label(INDUSTRIES, d["industry"])
    if who.me(e.player):
        return fill(translate("PonziLog", "You return a %1 tile to the supply"), industry)
    return fill(translate("PonziLog", "%1 returns a %2 tile to the supply"), who(e.player), industry)


def _wheel_rotated(e: Event, d: dict, who: Names) -> str:
    n = d.get("steps", 1)
    if n == 1:
        return translate("PonziLog", "The time wheels turn one space")
    return translate("PonziLog", "After the crash the time wheels turn %n space(s)", None, n)


def _interest_paid(e: Event, d: dict, who: Names) -> str:
    """ "Bob pays $10 interest on the $13 card" / "... on the $12 and $13 cards": the cards are named, not
    counted. One card or a list of them are two whole sentences (no `%n`: the number is never written, and a
    list of two or more is plural in every language of the app)."""
    amount, cards = money(d["amount"]), money_list(sorted(d["cards"]))
    one = len(d["cards"]) == 1
    if who.me(e.player):
        if one:
            return fill(translate("PonziLog", "You pay %1 interest on the %2 card"), amount, cards)
        return fill(translate("PonziLog", "You pay %1 interest on the %2 cards"), amount, cards)
    if one:
        return fill(translate("PonziLog", "%1 pays %2 interest on the %3 card"), who(e.player), amount, cards)
    return fill(translate("PonziLog", "%1 pays %2 interest on the %3 cards"), who(e.player), amount, cards)


def _bankrupt(e: Event, d: dict, who: Names) -> str:
    due, cards = money(d["due"]), money_list(sorted(d["cards"]))
    one = len(d["cards"]) == 1
    if who.me(e.player):
        if one:
            return fill(translate("PonziLog", "You are bankrupt: you cannot pay the %1 due on the %2 card"), due,
                        cards)
        return fill(translate("PonziLog", "You are bankrupt: you cannot pay the %1 due on the %2 cards"), due,
                    cards)
    if one:
        return fill(translate("PonziLog", "%1 is bankrupt: cannot pay the %2 due on the %3 card"), who(e.player),
                    due, cards)
    return fill(translate("PonziLog", "%1 is bankrupt: cannot pay the %2 due on the %3 cards"), who(e.player),
                due, cards)


def _round_started(e: Event, d: dict, who: Names) -> str:
    number = locale().toString(int(d["round"]))
    if who.me(e.player):
        return fill(translate("PonziLog", "Round %1 · you start"), number)
    return fill(translate("PonziLog", "Round %1 · %2 starts"), number, who(e.player))


def _game_over(e: Event, d: dict, who: Names) -> str:
    winners = list(d.get("winners", ()))
    if not winners:
        return translate("PonziLog", "Game over: nobody wins, every player is bankrupt")
    scores = {int(k): v for k, v in dict(d.get("scores", {})).items()}
    n = scores.get(winners[0], 0)
    limit = d.get("reason") == "round_limit"
    others = locale().createSeparatedList([who(w) for w in winners if not who.me(w)])
    if len(winners) == 1 and who.me(winners[0]):
        if limit:
            return translate("PonziLog", "The round limit is reached: you win with %n point(s)", None, n)
        return translate("PonziLog", "Game over: you win with %n point(s)", None, n)
    if any(who.me(w) for w in winners):
        if limit:
            text = translate("PonziLog", "The round limit is reached: you share the win with %1, with %n point(s) "
                             "each", None, n)
        else:
            text = translate("PonziLog", "Game over: you share the win with %1, with %n point(s) each", None, n)
    elif len(winners) == 1 and limit:
        text = translate("PonziLog", "The round limit is reached: %1 wins with %n point(s)", None, n)
    elif len(winners) == 1:
        text = translate("PonziLog", "Game over: %1 wins with %n point(s)", None, n)
    elif limit:
        text = translate("PonziLog", "The round limit is reached: %1 share the win with %n point(s)", None, n)
    else:
        text = translate("PonziLog", "Game over: %1 share the win with %n point(s)", None, n)
    return fill(text, others)


_HANDLERS = {
    "funded": _funded, "passed": _passed, "offer_made": _offer_made, "trade_resolved": _trade_resolved,
    "luxury_bought": _luxury_bought, "phase_started": _phase_started, "marker_passed": _marker_passed,
    "card_removed": _card_removed, "market_refilled": _market_refilled, "deck_reshuffled": _deck_reshuffled,
    "market_crashed": _market_crashed, "tile_returned": _tile_returned, "wheel_rotated": _wheel_rotated,
    "interest_paid": _interest_paid, "bankrupt": _bankrupt, "round_started": _round_started,
    "game_over": _game_over,
}

#: The event kinds this module narrates (tests check it covers every kind the engine emits).
KINDS = frozenset(_HANDLERS)
