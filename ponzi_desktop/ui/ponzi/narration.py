"""Ponzi Scheme events in words for the game log: one whole translatable template per event kind.

Every function here takes an event already filtered for the viewer (`Event.for_seat`), so a hidden key
such as an envelope's amount is simply absent and the template without it is used: a variant with the
amount is a separate whole sentence, never a fragment added to another one. Templates use Qt's `%1 %2`
placeholders and `%n` plurals (English's forms live in i18n/en.ts); `fill` substitutes them in one pass, so
a player called "%2" stays "%2".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.core import Event
from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.engine.ponzi.state import tables
from ponzi_desktop.ui import formatting
from ponzi_desktop.ui.labels import label
from ponzi_desktop.ui.ponzi.labels import INDUSTRIES, PHASES

#: How the log draws an entry: a round separator, a phase header, an ordinary line, a muted line
#: (market refills, wheel turns), an alert (crash, bankruptcy) or the result.
SEPARATOR, PHASE, NORMAL, MINOR, ALERT, RESULT = "separator", "phase", "normal", "minor", "alert", "result"

_STYLES = {
    "round_started": SEPARATOR, "phase_started": PHASE, "marker_passed": PHASE,
    "market_refilled": MINOR, "deck_reshuffled": MINOR, "wheel_rotated": MINOR,
    "market_crashed": ALERT, "bankrupt": ALERT, "game_over": RESULT,
}

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *args: str) -> str:
    """`template` with %1..%9 replaced by `args` in one pass (a value containing "%2" is left alone)."""
    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return args[i - 1] if 1 <= i <= len(args) else m.group(0)
    return _PLACEHOLDER.sub(sub, template)


#: The app's one formatter (ui/formatting.py), re-exported for the end table and the forecast.
locale = formatting.locale
money = formatting.money
money_list = formatting.money_list


def style(event: Event) -> str:
    return _STYLES.get(event.kind, NORMAL)


def opening_events(view: object) -> list[Event]:
    """What the log shows before the first action: the first round's separator."""
    return [Event("round_started", view.start_player, {"round": view.round})]


class _Names:
    def __init__(self, names: Sequence[str]) -> None:
        self.names = names

    def __call__(self, seat: int | None) -> str:
        if seat is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return QCoreApplication.translate("PonziLog", "somebody")


def narrate(event: Event, names: Sequence[str], viewer: int | None = None) -> str:
    """The event in one sentence for people; `names` are the seats' player names."""
    handler = _HANDLERS.get(event.kind)
    if handler is None:
        return event.kind.replace("_", " ")
    return handler(event, event.data, _Names(names))


def _funded(e: Event, d: dict, who: _Names) -> str:
    t = tables()
    card = d["card"]
    n = t.period[card]
    text = QCoreApplication.translate(
        "PonziLog", "%1 funds %2: takes the %3 card (pays %4 every %n round(s))", None, n)
    return fill(text, who(e.player), label(INDUSTRIES, d["industry"]), money(card),
                money(t.interest[card]))


def _passed(e: Event, d: dict, who: _Names) -> str:
    if d.get("phase") == "trade":
        return fill(QCoreApplication.translate("PonziLog", "%1 passes: no offer"), who(e.player))
    return fill(QCoreApplication.translate("PonziLog", "%1 passes: no funding"), who(e.player))


def _offer_made(e: Event, d: dict, who: _Names) -> str:
    industry = label(INDUSTRIES, d["industry"])
    if "amount" in d:
        return fill(QCoreApplication.translate("PonziLog", "%1 offers %2 an envelope with %3 for a %4 tile"),
                    who(e.player), who(d["target"]), money(d["amount"]), industry)
    return fill(QCoreApplication.translate("PonziLog", "%1 offers %2 an envelope for a %3 tile"),
                who(e.player), who(d["target"]), industry)


def _trade_resolved(e: Event, d: dict, who: _Names) -> str:
    industry = label(INDUSTRIES, d["industry"])
    target, offerer = who(d["target"]), who(d["offerer"])
    if d["answer"] == "sold":
        if "amount" in d:
            return fill(QCoreApplication.translate("PonziLog", "%1 sells a %2 tile to %3 for %4"),
                        target, industry, offerer, money(d["amount"]))
        return fill(QCoreApplication.translate("PonziLog", "%1 sells a %2 tile to %3"), target, industry, offerer)
    if "amount" in d:
        return fill(QCoreApplication.translate("PonziLog", "%1 counters: pays %2 %3 and takes a %4 tile"),
                    target, offerer, money(d["amount"]), industry)
    return fill(QCoreApplication.translate("PonziLog", "%1 counters: takes a %2 tile from %3"),
                target, industry, offerer)


def _luxury_bought(e: Event, d: dict, who: _Names) -> str:
    n = {lux.price: lux.points for lux in ponzi_data().luxuries}.get(d["price"], 0)
    text = QCoreApplication.translate("PonziLog", "%1 buys the %2 luxury (%n point(s))", None, n)
    return fill(text, who(e.player), money(d["price"]))


def _phase_started(e: Event, d: dict, who: _Names) -> str:
    return fill(QCoreApplication.translate("PonziLog", "%1 begins"), label(PHASES, d.get("phase", "")))


def _marker_passed(e: Event, d: dict, who: _Names) -> str:
    return fill(QCoreApplication.translate("PonziLog", "%1 receives the start player marker"), who(e.player))


def _card_removed(e: Event, d: dict, who: _Names) -> str:
    if d.get("to") == "out_of_game":
        return fill(QCoreApplication.translate("PonziLog", "%1 removes the %2 start card from the game"),
                    who(e.player), money(d["card"]))
    return fill(QCoreApplication.translate("PonziLog", "%1 removes the %2 card to the discard pile"),
                who(e.player), money(d["card"]))


def _market_refilled(e: Event, d: dict, who: _Names) -> str:
    return fill(QCoreApplication.translate("PonziLog", "New on the funding board: %1"),
                money_list(sorted(d["cards"])))


def _deck_reshuffled(e: Event, d: dict, who: _Names) -> str:
    return QCoreApplication.translate("PonziLog", "The discard pile is shuffled into a new deck of %n card(s)",
                                      None, d["cards"])


def _market_crashed(e: Event, d: dict, who: _Names) -> str:
    n = len(d["bears"])
    text = QCoreApplication.translate("PonziLog", "Market crash! %n bear card(s) leave the funding board: %1",
                                      None, n)
    return fill(text, money_list(d["bears"]))


def _tile_returned(e: Event, d: dict, who: _Names) -> str:
    return fill(QCoreApplication.translate("PonziLog", "%1 returns a %2 tile to the supply"),
                who(e.player), label(INDUSTRIES, d["industry"]))


def _wheel_rotated(e: Event, d: dict, who: _Names) -> str:
    n = d.get("steps", 1)
    if n == 1:
        return QCoreApplication.translate("PonziLog", "The time wheels turn one space")
    return QCoreApplication.translate("PonziLog", "After the crash the time wheels turn %n space(s)", None, n)


def _interest_paid(e: Event, d: dict, who: _Names) -> str:
    n = len(d["cards"])
    text = QCoreApplication.translate("PonziLog", "%1 pays %2 interest on %n card(s): %3", None, n)
    return fill(text, who(e.player), money(d["amount"]), money_list(sorted(d["cards"])))


def _bankrupt(e: Event, d: dict, who: _Names) -> str:
    n = len(d["cards"])
    text = QCoreApplication.translate("PonziLog", "%1 is bankrupt: cannot pay %2 due on %n card(s): %3", None, n)
    return fill(text, who(e.player), money(d["due"]), money_list(sorted(d["cards"])))


def _round_started(e: Event, d: dict, who: _Names) -> str:
    return fill(QCoreApplication.translate("PonziLog", "Round %1 · %2 starts"),
                locale().toString(int(d["round"])), who(e.player))


def _game_over(e: Event, d: dict, who: _Names) -> str:
    winners = list(d.get("winners", ()))
    if not winners:
        return QCoreApplication.translate("PonziLog", "Game over: nobody wins, every player is bankrupt")
    scores = {int(k): v for k, v in dict(d.get("scores", {})).items()}
    n = scores.get(winners[0], 0)
    names = locale().createSeparatedList([who(w) for w in winners])
    limit = d.get("reason") == "round_limit"
    if len(winners) == 1 and limit:
        text = QCoreApplication.translate("PonziLog", "The round limit is reached: %1 wins with %n point(s)", None, n)
    elif len(winners) == 1:
        text = QCoreApplication.translate("PonziLog", "Game over: %1 wins with %n point(s)", None, n)
    elif limit:
        text = QCoreApplication.translate(
            "PonziLog", "The round limit is reached: %1 share the win with %n point(s)", None, n)
    else:
        text = QCoreApplication.translate("PonziLog", "Game over: %1 share the win with %n point(s)", None, n)
    return fill(text, names)


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
