"""Anti-Monopoly's events in words for the game log: one whole translatable sentence per event kind and person.

Everything in this game is public but the order of the decks, so every event is told to everybody, in the
present tense as the other games' logs are: the viewer of their own moves in the second person ("You roll 4 and
3 and move to Rush St. in Chicago"), the others in the third ("Ann pays you $26 rent for Basin St."). Templates
use Qt's `%1 %2` placeholders and `%n` plurals (English's forms live in i18n/en.ts); `fill` substitutes them in
one pass.

One action sets off several events, some of them small steps of one thing: `merge` tells them together (the
dice and the pawn's move; START money on the way; a card and what it paid or cost; the fine and the freedom it
bought; a card's payments from several players; the rents of the two-hour game's end; the turn's end and the
next turn's heading). Money and trading are in `narration_deals.py`, the Treasury and building in
`narration_treasury.py`.

Across actions (`continues`): a run of the same dealing with the Treasury is one entry that grows with each
action, and drawing up an offer is not told (the offer is, once proposed): nor is an offer withdrawn before it
was made, which changed nothing a player can see (bots start drawing one up and give it up most turns; a log
line each turn, "Bob made Alice no offer after all", named no offer anybody had seen).

Separators: every turn opens with one ("Round 3 · Bob's turn"); a new round is said in the heading of its first
turn. The game's set-up (who plays which side, how the game is won) opens the log (`opening_events`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ponzi_desktop.engine.anti_monopoly.board import CARD, board
from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.anti_monopoly import narration_deals as deals
from ponzi_desktop.ui.anti_monopoly import narration_treasury as treasury
from ponzi_desktop.ui.anti_monopoly.cards import card_text
from ponzi_desktop.ui.anti_monopoly.labels import city_name, space_name
from ponzi_desktop.ui.formatting import money, number, separated_list
from ponzi_desktop.ui.kit.narration import ALERT, MINOR, NORMAL, PHASE, RESULT, SEPARATOR, Names, fill

CONTEXT = "AntiMonopolyLog"
translate = QCoreApplication.translate

_STYLES = {
    "game_started": SEPARATOR, "turn_started": SEPARATOR, "round_started": SEPARATOR,
    "sides": NORMAL, "how_to_win": MINOR,
    "turn_ended": MINOR, "trade_started": MINOR, "draft_changed": MINOR, "trade_cancelled": MINOR,
    "sent_to_jail": ALERT, "must_raise": ALERT, "bankrupt": ALERT,
    "time_called": PHASE,
    "game_over": RESULT,
}

#: How a move names the spaces that are not properties ("move to a card space").
_PLACES = {
    "0": QT_TRANSLATE_NOOP("AntiMonopolyLog", "START"),
    "card": QT_TRANSLATE_NOOP("AntiMonopolyLog", "a card space"),
    "4": QT_TRANSLATE_NOOP("AntiMonopolyLog", "Income Tax"),
    "10": QT_TRANSLATE_NOOP("AntiMonopolyLog", "the Sightseeing Tour"),
    "20": QT_TRANSLATE_NOOP("AntiMonopolyLog", "the Anti-Monopoly Foundation"),
    "30": QT_TRANSLATE_NOOP("AntiMonopolyLog", "the Go to Prison / Price War corner"),
    "38": QT_TRANSLATE_NOOP("AntiMonopolyLog", "Property Tax"),
}


def style(event: Event) -> str:
    if event.kind == "dice_rolled" and event.data.get("for") == "valuation":
        return MINOR
    return _STYLES.get(event.kind, NORMAL)


def opening_events(view: object) -> list[Event]:
    """What the log opens with: the heading, who plays on which side, how the game is won, the first turn."""
    s = view.settings
    return [
        Event("game_started", None, {"players": s.players}),
        Event("sides", None, {"roles": list(view.roles)}),
        Event("how_to_win", None, {"game": s.game, "round_limit": s.round_limit,
                                   "two_hour_rounds": s.two_hour_rounds}),
        Event("turn_started", view.current, {"round": view.round, "extra": False}),
    ]


def narrate(event: Event, names: Sequence[str], viewer: int | None = None) -> str:
    """The event in one sentence for the person at seat `viewer` (None: anybody); `names` are the players' names."""
    handler = _HANDLERS.get(event.kind) or deals.HANDLERS.get(event.kind) or treasury.HANDLERS.get(event.kind)
    if handler is None:
        return event.kind.replace("_", " ")
    return handler(event, event.data, Names(names, viewer, translate("AntiMonopolyLog", "somebody")))


# ---- telling several events as one ----------------------------------------------------------------------
#: What is not told as it happens: drawing up an offer (its proposal is), and giving it up before it was made
_UNTOLD = frozenset({"trade_started", "draft_changed", "trade_cancelled"})


def continues(before: Event, first: Event) -> Event | None:
    """The log's last entry (`before`'s, an earlier action's) told again with `first`: the same run of dealings
    with the Treasury grown by one; `before` as it is for a step of drawing up an offer; None: a new entry."""
    if first.kind in _UNTOLD:
        return before
    return treasury.continues(before, first)


def merge(events: list[Event]) -> list[Event | None]:
    """The events of one action as the log tells them: None for an event told in the entry before it, whose
    event then carries what it needs of both (see the module's notes)."""
    out: list[Event | None] = list(events)
    last = None  # the index of the entry events may be told in
    rents: dict[int | None, int] = {}  # the two-hour game's end: each owner's rents in one entry, in board order
    for i, e in enumerate(events):
        if e.kind == "collected" and e.data.get("reason") == "final_rent":
            if e.player in rents:
                # told at the owner's last rent, not the first: a utility's valuation roll between them feeds
                # the sum, and is told before it (cause before effect)
                first = out[rents[e.player]]
                out[rents[e.player]], out[i] = None, deals.fold(first, e) or first
                rents[e.player] = i
                continue
            rents[e.player] = i
        told = out[last] if last is not None else None
        folded = _fold(told, e) if told is not None else None
        if folded is not None:
            out[last], out[i] = folded, None
        else:
            last = i
    return out


def _fold(told: Event, e: Event) -> Event | None:
    """`told` now telling `e` too, or None when `e` needs an entry of its own."""
    k, d, p = told.kind, told.data, told.player
    kind, data, same = e.kind, e.data, e.player == p
    if k in ("turn_ended", "round_started") and kind in ("round_started", "turn_started"):
        # the end of a turn goes without saying: the next turn's heading, with the new round in it, says it
        return e if kind == "round_started" else e._replace(data={**data, "round": data.get("round")})
    if not same:
        return deals.fold(told, e)
    reason = data.get("reason")
    if k == "dice_rolled" and "dice" in d and "dice" not in data:
        purpose = d.get("for")
        if ((purpose == "move" and kind in ("pawn_moved", "left_jail", "stayed_in_jail"))
                or (purpose == "utility" and kind == "rent_paid")
                or (purpose in ("card", "foundation") and kind == "collected" and reason == purpose)):
            return e._replace(data={**data, "dice": d["dice"]})
        return None
    if k == "pawn_moved" and kind == "collected" and reason == "start" and "start" not in d:
        return told._replace(data={**d, "start": data.get("amount", 0)})
    if k == "card_drawn" and "effect" not in d:
        if kind in ("collected", "paid") and reason == "card" and data.get("to", -1) < 0:
            return told._replace(data={**d, "effect": kind})
        if kind == "sent_to_jail":
            return told._replace(data={**d, "effect": kind})
        return None
    if k == "paid" and reason is None and d.get("reason") == "fine" and kind == "left_jail":
        return e._replace(data={**data, "fine": d.get("amount", 0)})
    if k == "left_jail" and d.get("by") == "fine" and "fine" not in d and kind == "paid" and reason == "fine":
        return told._replace(data={**d, "fine": data.get("amount", 0)})
    if k == "tax_chosen" and kind == "paid" and reason == "income_tax" and "paid" not in d:
        return told._replace(data={**d, "paid": True})
    return treasury.fold(told, e) or deals.fold(told, e)


# ---- small pieces -----------------------------------------------------------------------------------------
def _place(square: int) -> str:
    """A space as a move names it: a street with its city ("Rush St. in Chicago"), a company, a corner."""
    b = board()
    if 0 <= square < b.size and b.is_property[square] and b.city[square] >= 0:
        city = city_name(b.city_names[b.city[square]])
        return fill(translate("AntiMonopolyLog", "%2 in %1"), city, space_name(square))
    if 0 <= square < b.size and b.kind[square] == CARD:
        return translate("AntiMonopolyLog", _PLACES["card"])
    words = _PLACES.get(str(square))
    return translate("AntiMonopolyLog", words) if words else space_name(square)


def _dice(d: dict) -> tuple[str, str]:
    dice = list(d.get("dice", ())) + [0, 0]
    return number(dice[0]), number(dice[1])


# ---- the set-up -------------------------------------------------------------------------------------------
def _game_started(e: Event, d: dict, who: Names) -> str:
    return translate("AntiMonopolyLog", "A new game for %n player(s)", None, d.get("players", len(who.names)))


def _sides(e: Event, d: dict, who: Names) -> str:
    roles = d.get("roles", ())

    def side(role: str) -> str:
        people = [translate("AntiMonopolyLog", "you") if who.me(q) else who(q)
                  for q, r in enumerate(roles) if r == role]
        return separated_list(people) if people else translate("AntiMonopolyLog", "nobody")

    return fill(translate("AntiMonopolyLog", "Competitors: %1 · Monopolists: %2"), side("competitor"),
                side("monopolist"))


def _how_to_win(e: Event, d: dict, who: Names) -> str:
    limit = number(d.get("round_limit", 0))
    if d.get("two_hour_rounds"):
        return fill(translate("AntiMonopolyLog", "Time is called after round %1: then everyone keeps part of "
                                                 "their cash, collects one rent per property, and the most cash "
                                                 "wins"), number(d["two_hour_rounds"]))
    if d.get("game") == "B":
        return fill(translate("AntiMonopolyLog", "Game B: once one side is bankrupt, the richest player of the "
                                                 "other side wins (after round %1, the richest player)"), limit)
    return fill(translate("AntiMonopolyLog", "Game A: the last player standing wins (after round %1, the richest "
                                             "player)"), limit)


# ---- turns and moves --------------------------------------------------------------------------------------
def _turn_started(e: Event, d: dict, who: Names) -> str:
    r = number(d.get("round", 1))
    if d.get("extra"):
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "Round %1 · your extra turn for doubles"), r)
        return fill(translate("AntiMonopolyLog", "Round %1 · %2's extra turn for doubles"), r, who(e.player))
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "Round %1 · your turn"), r)
    return fill(translate("AntiMonopolyLog", "Round %1 · %2's turn"), r, who(e.player))


def _round_started(e: Event, d: dict, who: Names) -> str:
    return fill(translate("AntiMonopolyLog", "Round %1"), number(d.get("round", 1)))


def _turn_ended(e: Event, d: dict, who: Names) -> str:
    if who.me(e.player):
        return translate("AntiMonopolyLog", "You end your turn")
    return fill(translate("AntiMonopolyLog", "%1 ends their turn"), who(e.player))


def _dice_rolled(e: Event, d: dict, who: Names) -> str:
    one, two = _dice(d)
    me, name = who.me(e.player), who(e.player)
    purpose = d.get("for")
    if purpose == "foundation":
        if me:
            return fill(translate("AntiMonopolyLog", "You roll a %1 at the Anti-Monopoly Foundation: no grant "
                                                     "this time"), one)
        return fill(translate("AntiMonopolyLog", "%1 rolls a %2 at the Anti-Monopoly Foundation: no grant this "
                                                 "time"), name, one)
    if purpose == "utility":
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 for the utility's rent"), one, two)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 for the utility's rent"), name, one, two)
    if purpose == "card":
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 for your card: not enough, nothing "
                                                     "won"), one, two)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 for their card: not enough, nothing won"),
                    name, one, two)
    if purpose == "valuation":
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 to value your utility"), one, two)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 to value their utility"), name, one, two)
    if me:
        return fill(translate("AntiMonopolyLog", "You roll %1 and %2"), one, two)
    return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3"), name, one, two)


def _pawn_moved(e: Event, d: dict, who: Names) -> str:
    place = _place(d.get("to", 0))
    me, name = who.me(e.player), who(e.player)
    start = money(d.get("start", 0))
    if d.get("start") and d.get("to") == 0:
        return _landed_on_start(e, d, who)
    if "dice" in d:
        one, two = _dice(d)
        if d.get("start"):
            if me:
                return fill(translate("AntiMonopolyLog", "You roll %1 and %2 and move to %3, collecting %4 at "
                                                         "START"), one, two, place, start)
            return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 and moves to %4, collecting %5 at "
                                                     "START"), name, one, two, place, start)
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2 and move to %3"), one, two, place)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3 and moves to %4"), name, one, two, place)
    if d.get("start"):
        if me:
            return fill(translate("AntiMonopolyLog", "You move to %1, collecting %2 at START"), place, start)
        return fill(translate("AntiMonopolyLog", "%1 moves to %2, collecting %3 at START"), name, place, start)
    if me:
        return fill(translate("AntiMonopolyLog", "You move to %1"), place)
    return fill(translate("AntiMonopolyLog", "%1 moves to %2"), name, place)


def _landed_on_start(e: Event, d: dict, who: Names) -> str:
    me, name, start = who.me(e.player), who(e.player), money(d.get("start", 0))
    if "dice" in d:
        one, two = _dice(d)
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2, land on START and collect %3"), one,
                        two, start)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3, lands on START and collects %4"), name, one,
                    two, start)
    if me:
        return fill(translate("AntiMonopolyLog", "You move to START and collect %1"), start)
    return fill(translate("AntiMonopolyLog", "%1 moves to START and collects %2"), name, start)


# ---- cards ------------------------------------------------------------------------------------------------
def _card_drawn(e: Event, d: dict, who: Names) -> str:
    text = card_text(str(d.get("card", "")))
    if d.get("deck") == "monopolist":
        if who.me(e.player):
            return fill(translate("AntiMonopolyLog", "You draw a Monopolist card: “%1”"), text)
        return fill(translate("AntiMonopolyLog", "%1 draws a Monopolist card: “%2”"), who(e.player), text)
    if who.me(e.player):
        return fill(translate("AntiMonopolyLog", "You draw a Competitor card: “%1”"), text)
    return fill(translate("AntiMonopolyLog", "%1 draws a Competitor card: “%2”"), who(e.player), text)


# ---- Prison and Price War ---------------------------------------------------------------------------------
def _sent_to_jail(e: Event, d: dict, who: Names) -> str:
    if d.get("where") == "prison":
        if who.me(e.player):
            return translate("AntiMonopolyLog", "You go to Prison: roll doubles or pay the fine to get out, "
                                                "within three turns; meanwhile you collect no rent")
        return fill(translate("AntiMonopolyLog", "%1 goes to Prison: no rent for them while they are there"),
                    who(e.player))
    if who.me(e.player):
        return translate("AntiMonopolyLog", "You go to the Price War: roll doubles or pay the fine to get out, "
                                            "within three turns; your rents still come in")
    return fill(translate("AntiMonopolyLog", "%1 goes to the Price War: their rents still come in"), who(e.player))


def _stayed_in_jail(e: Event, d: dict, who: Names) -> str:
    me, name = who.me(e.player), who(e.player)
    last = d.get("next_turn", 2) >= 3
    if "dice" in d:
        one, two = _dice(d)
        if last:
            if me:
                return fill(translate("AntiMonopolyLog", "You roll %1 and %2, no doubles: you stay; next turn "
                                                         "you pay the fine and move on"), one, two)
            return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3, no doubles: they stay; next turn they "
                                                     "pay the fine and move on"), name, one, two)
        if me:
            return fill(translate("AntiMonopolyLog", "You roll %1 and %2, no doubles: you stay, with one more "
                                                     "try next turn"), one, two)
        return fill(translate("AntiMonopolyLog", "%1 rolls %2 and %3, no doubles: they stay, with one more try "
                                                 "next turn"), name, one, two)
    if me:
        return translate("AntiMonopolyLog", "No doubles: you stay where you are")
    return fill(translate("AntiMonopolyLog", "No doubles: %1 stays where they are"), name)


def _left_jail(e: Event, d: dict, who: Names) -> str:
    me, name = who.me(e.player), who(e.player)
    if d.get("by") == "doubles":
        one, two = _dice(d)
        if "dice" in d:
            if me:
                return fill(translate("AntiMonopolyLog", "You roll doubles, %1 and %2: you are free"), one, two)
            return fill(translate("AntiMonopolyLog", "%1 rolls doubles, %2 and %3: they are free"), name, one, two)
        if me:
            return translate("AntiMonopolyLog", "Doubles: you are free")
        return fill(translate("AntiMonopolyLog", "Doubles: %1 is free"), name)
    fine = money(d.get("fine", board().fine))
    if d.get("turn", 1) >= 3:
        if me:
            return fill(translate("AntiMonopolyLog", "Your third turn there: you pay the %1 fine and are free"),
                        fine)
        return fill(translate("AntiMonopolyLog", "%1's third turn there: they pay the %2 fine and are free"),
                    name, fine)
    if me:
        return fill(translate("AntiMonopolyLog", "You pay the %1 fine and are free"), fine)
    return fill(translate("AntiMonopolyLog", "%1 pays the %2 fine and is free"), name, fine)


def _rent_blocked(e: Event, d: dict, who: Names) -> str:
    turns = int(d.get("turns", 2))
    if who.me(e.player):
        return translate("AntiMonopolyLog", "You collect no rent for your next %n turn(s), in Prison or out", None,
                         turns)
    return fill(translate("AntiMonopolyLog", "%1 collects no rent for their next %n turn(s), in Prison or out", None,
                          turns), who(e.player))


def _rent_resumed(e: Event, d: dict, who: Names) -> str:
    if who.me(e.player):
        return translate("AntiMonopolyLog", "You collect rent again")
    return fill(translate("AntiMonopolyLog", "%1 collects rent again"), who(e.player))


_HANDLERS = {
    "rent_blocked": _rent_blocked,
    "rent_resumed": _rent_resumed,
    "game_started": _game_started,
    "sides": _sides,
    "how_to_win": _how_to_win,
    "turn_started": _turn_started,
    "round_started": _round_started,
    "turn_ended": _turn_ended,
    "dice_rolled": _dice_rolled,
    "pawn_moved": _pawn_moved,
    "card_drawn": _card_drawn,
    "sent_to_jail": _sent_to_jail,
    "stayed_in_jail": _stayed_in_jail,
    "left_jail": _left_jail,
}

#: The event kinds this module narrates, with the dealings' (tests check it covers every kind the engine emits).
KINDS = frozenset(_HANDLERS) | frozenset(deals.HANDLERS) | frozenset(treasury.HANDLERS)
