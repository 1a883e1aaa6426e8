"""Black Friday events in words for the game log: one whole translatable sentence per event kind and person.

Every function takes an event already filtered for the viewer (`Event.for_seat`). In this game only the shares a
player draws at the set-up are secret (`shares_dealt`, private to its seat): purchases and sales are public, with
their colours, counts and prices, so they are told to everybody. A deal that is not the viewer's is never shown by
the log; should one reach `narrate` unfiltered, its colours are left out rather than told. The viewer hears of
their own moves in the second person ("You buy 2 Purple shares for $24"), the others' in the third; the automated
broker (the holder after the players, not in `names`) has sentences of its own ("The broker buys ..."), so that no
translation has to capitalise a name. Templates use Qt's `%1 %2` placeholders and `%n` plurals (English's forms
live in i18n/en.ts); `fill` substitutes them in one pass.

Across actions (`continues`): shares of one colour bought or sold in one turn are one entry that grows.

Separators: every turn opens with one ("Round 3 · Bob's turn"). A turn here is a single action, and what it sets
off (small price moves, a whole price change) belongs to the person who played it, so the turn is the unit a
reader scans the log by; the round number in it keeps the rounds visible without a separator of their own, which a
stateless narrator could not place anyway (the event does not say whether it starts a round). A price change,
the game's big moment, is a phase header inside the turn that set it off, and a level rise an alert.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui.black_friday.labels import COLOURS, share_colour_word
from ponzi_desktop.ui.formatting import money, number, separated_list
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.narration import ALERT, MINOR, NORMAL, PHASE, RESULT, SEPARATOR, Names, fill

_STYLES = {
    "game_started": SEPARATOR,
    "turn_started": SEPARATOR,
    "price_change_started": PHASE,
    "shares_drawn_to_market": MINOR,
    "seats": MINOR,
    "blacks_moved": MINOR,
    "track_cleared": MINOR,
    "sale_row_changed": MINOR,
    "price_change_ended": MINOR,
    "level_changed": ALERT,
    "game_over": RESULT,
}

#: The translation context of every sentence here (written out in each call: the extraction needs literals).
CONTEXT = "BlackFridayLog"




translate = QCoreApplication.translate


def style(event: Event) -> str:
    if event.kind == "gold_moved" and event.data.get("to") == tables().gold_value[-1]:
        return ALERT  # the gold reaches its last space: the game ends with this price change
    if event.kind == "price_moved" and event.data.get("cause") == "setup":
        return MINOR
    return _STYLES.get(event.kind, NORMAL)


def opening_events(view: object) -> list[Event]:
    """What the log opens with: a heading saying who plays (the set-up's own events follow it)."""
    return [Event("game_started", None, {"players": view.settings.players, "broker": view.broker is not None})]


def holder_heading(holder: int) -> str:
    """The hand-off cover's heading over the moves of a holder that is no seat: the broker."""
    return translate("BlackFridayLog", "The broker")


def summarise(events: list[Event | None]) -> list[Event | None]:
    """The hand-off cover's shorter telling of one action's entries (`kit.narration`'s `summarise`): within a
    price change, every move of one colour as one line, from its price before to its price after ("Purple
    rises from $20 to $45"), told where its first move was; None for the moves told in it."""
    out = list(events)
    first: dict[str, int] = {}  # colour -> the place of its line in the price change going on
    inside = False
    for i, event in enumerate(events):
        if event is None:
            continue
        if event.kind in ("price_change_started", "price_change_ended"):
            first, inside = {}, event.kind == "price_change_started"
        elif inside and event.kind == "price_moved":
            colour = event.data.get("colour")
            if colour in first and out[first[colour]] is not None:
                kept = out[first[colour]]
                data = {**event.data, "from": kept.data["from"], "cause": "price_change",
                        "path": (*kept.data.get("path", ()), *event.data.get("path", ()))}
                out[first[colour]] = kept._replace(data=data)
                out[i] = None
            else:
                first[colour] = i
    return out


class _Names(Names):
    """Holder numbers to names, the broker among them (`broker`: told with its own sentences)."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        super().__init__(names, viewer, translate("BlackFridayLog", "somebody"))

    def __call__(self, holder: int | None) -> str:
        if holder is not None and holder == len(self.names):
            return translate("BlackFridayLog", "the broker")
        return super().__call__(holder)

    def broker(self, holder: int | None) -> bool:
        return holder is not None and holder == len(self.names)



def narrate(event: Event, names: Sequence[str], viewer: int | None = None) -> str:
    """The event in one sentence for the person at seat `viewer` (None: anybody); `names` are the players' names."""
    handler = _HANDLERS.get(event.kind)
    if handler is None:
        return event.kind.replace("_", " ")
    return handler(event, event.data, _Names(names, viewer))


def continues(before: Event, first: Event) -> Event | None:
    """Shares of one colour bought (or sold) one action at a time in a turn, told as one growing entry ("You buy 2
    Green shares for $30"): `before` with `first`'s count added, or None for a new entry. Prices stand still
    within a turn, so one price tells the total."""
    if (first.kind not in ("shares_bought", "shares_sold") or before.kind != first.kind
            or before.player != first.player):
        return None
    a, b = before.data, first.data
    if a.get("colour") != b.get("colour") or a.get("price") != b.get("price"):
        return None
    return before._replace(data={**a, "count": a.get("count", 1) + b.get("count", 1)})


# ---- small pieces ---------------------------------------------------------------------------------------
def _colour(key: str | None) -> str:
    return label(COLOURS, key or "")


def _counts(counts: Sequence[int], black: int = 0) -> str:
    """ "2 Purple, 1 Green and 1 Black": the colours with a count, in the data file's order."""
    t = tables()
    items = [
        fill(translate("BlackFridayLog", "%1 %2"), number(n), share_colour_word(t.colours[c], n))
        for c, n in enumerate(counts)
        if n
    ]
    if black:
        items.append(fill(translate("BlackFridayLog", "%1 %2"), number(black), share_colour_word("black", black)))
    return separated_list(items)


def _price_at(cell: Sequence[int]) -> int:
    t = tables()
    return t.value[cell[0] * t.cols + cell[1]]


# ---- the set-up -----------------------------------------------------------------------------------------
def _game_started(e: Event, d: dict, who: _Names) -> str:
    n = d.get("players", len(who.names))
    if d.get("broker"):
        return translate("BlackFridayLog", "A new game for %n player(s) and the automated broker", None, n)
    return translate("BlackFridayLog", "A new game for %n player(s)", None, n)


def _shares_drawn_to_market(e: Event, d: dict, who: _Names) -> str:
    """The draw adds to the shares of each colour the market holds already: said so, the market's counts (4 more
    of each than drawn) read right (a review read "3 Purple, 8 Yellow…" beside badges of 7, 12…)."""
    counts, already = d["counts"], d.get("already", 0)
    if already:
        return fill(
            translate("BlackFridayLog", "%n share(s) are drawn from the bag and added to the %1 of each colour "
                                        "already in the market: %2", None, sum(counts)),
            number(already), _counts(counts),
        )
    return fill(
        translate("BlackFridayLog", "%n share(s) are drawn from the bag into the market: %1", None, sum(counts)),
        _counts(counts),
    )


def _seats(e: Event, d: dict, who: _Names) -> str:
    tiles = d.get("tiles", ())
    people = []
    for h in d["order"]:
        tile = tiles[h] if h < len(tiles) else 0
        if who.me(h):
            people.append(
                fill(translate("BlackFridayLog", "you (bonus %1)"), number(tile))
                if tile
                else translate("BlackFridayLog", "you")
            )
        else:
            people.append(
                fill(translate("BlackFridayLog", "%1 (bonus %2)"), who(h), number(tile)) if tile else who(h)
            )
    return fill(translate("BlackFridayLog", "Turn order: %1"), separated_list(people))


def _shares_dealt(e: Event, d: dict, who: _Names) -> str:
    counts = d.get("counts")
    secret = e.private_to is not None and not who.me(e.player)  # unfiltered and not the viewer's: no colours
    if who.me(e.player) and counts is not None:
        return fill(
            translate("BlackFridayLog", "You draw %n share(s) from the bag: %1", None, sum(counts)), _counts(counts)
        )
    if who.broker(e.player) and counts is not None:
        return fill(
            translate("BlackFridayLog", "The broker draws %n share(s) from the bag: %1", None, sum(counts)),
            _counts(counts),
        )
    n = tables().dealt
    if counts is not None and not secret:
        return fill(
            translate("BlackFridayLog", "%1 draws %n share(s) from the bag: %2", None, sum(counts)),
            who(e.player),
            _counts(counts),
        )
    return fill(translate("BlackFridayLog", "%1 draws %n share(s) from the bag", None, n), who(e.player))


# ---- a turn ---------------------------------------------------------------------------------------------
def _turn_started(e: Event, d: dict, who: _Names) -> str:
    r = number(d.get("round", 1))
    if who.me(e.player):
        return fill(translate("BlackFridayLog", "Round %1 · your turn"), r)
    if who.broker(e.player):
        return fill(translate("BlackFridayLog", "Round %1 · the broker's turn"), r)
    return fill(translate("BlackFridayLog", "Round %1 · %2's turn"), r, who(e.player))


def _shares_bought(e: Event, d: dict, who: _Names) -> str:
    n = d.get("count", 1)
    colour, total = share_colour_word(d["colour"], n), money(n * d["price"])
    if who.me(e.player):
        return fill(translate("BlackFridayLog", "You buy %n %1 share(s) for %2", None, n), colour, total)
    if who.broker(e.player):
        return fill(translate("BlackFridayLog", "The broker buys %n %1 share(s) for %2", None, n), colour, total)
    return fill(translate("BlackFridayLog", "%1 buys %n %2 share(s) for %3", None, n), who(e.player), colour, total)


def _shares_sold(e: Event, d: dict, who: _Names) -> str:
    n = d.get("count", 1)
    colour, total = share_colour_word(d["colour"], n), money(n * d["price"])
    if who.me(e.player):
        return fill(translate("BlackFridayLog", "You sell %n %1 share(s) for %2", None, n), colour, total)
    if who.broker(e.player):
        return fill(translate("BlackFridayLog", "The broker sells %n %1 share(s) for %2", None, n), colour, total)
    return fill(translate("BlackFridayLog", "%1 sells %n %2 share(s) for %3", None, n), who(e.player), colour, total)


def _gold_bought(e: Event, d: dict, who: _Names) -> str:
    n = d["bars"]
    total = money(n * d["price"])
    if n == 0:
        if who.me(e.player):
            return translate("BlackFridayLog", "You buy no gold")
        if who.broker(e.player):
            return translate("BlackFridayLog", "The broker buys no gold")
        return fill(translate("BlackFridayLog", "%1 buys no gold"), who(e.player))
    if who.me(e.player):
        return fill(translate("BlackFridayLog", "You buy %n gold bar(s) for %1", None, n), total)
    if who.broker(e.player):
        return fill(translate("BlackFridayLog", "The broker buys %n gold bar(s) for %1", None, n), total)
    return fill(translate("BlackFridayLog", "%1 buys %n gold bar(s) for %2", None, n), who(e.player), total)


def _share_placed(e: Event, d: dict, who: _Names) -> str:
    colour, space = share_colour_word(d["colour"]), number(d.get("space", 0))
    if d["track"] == "gold":
        if who.me(e.player):
            return fill(
                translate("BlackFridayLog", "You put a %1 share on space %2 of the gold purchase track"),
                colour,
                space,
            )
        if who.broker(e.player):
            return fill(
                translate("BlackFridayLog", "The broker puts a %1 share on space %2 of the gold purchase track"),
                colour,
                space,
            )
        return fill(
            translate("BlackFridayLog", "%1 puts a %2 share on space %3 of the gold purchase track"),
            who(e.player),
            colour,
            space,
        )
    if who.me(e.player):
        return fill(
            translate("BlackFridayLog", "You put a %1 share on space %2 of the share purchase track"), colour, space
        )
    if who.broker(e.player):
        return fill(
            translate("BlackFridayLog", "The broker puts a %1 share on space %2 of the share purchase track"),
            colour,
            space,
        )
    return fill(
        translate("BlackFridayLog", "%1 puts a %2 share on space %3 of the share purchase track"),
        who(e.player),
        colour,
        space,
    )


def _share_taken(e: Event, d: dict, who: _Names) -> str:
    row = number(d["row"] + 1)
    if d.get("colour") is None:
        if who.me(e.player):
            return fill(
                translate("BlackFridayLog", "You take nothing from sale row %1: it has no coloured share left"), row
            )
        if who.broker(e.player):
            return fill(
                translate(
                    "BlackFridayLog", "The broker takes nothing from sale row %1: it has no coloured share left"
                ),
                row,
            )
        return fill(
            translate("BlackFridayLog", "%1 takes nothing from sale row %2: it has no coloured share left"),
            who(e.player),
            row,
        )
    colour, n = share_colour_word(d["colour"]), d.get("removed", 1)
    if who.me(e.player):
        return fill(
            translate(
                "BlackFridayLog",
                "You move a %1 share from sale row %2 to the market (%n taken from the row so far)",
                None,
                n,
            ),
            colour,
            row,
        )
    if who.broker(e.player):
        return fill(
            translate(
                "BlackFridayLog",
                "The broker moves a %1 share from sale row %2 to the market (%n taken from the row so far)",
                None,
                n,
            ),
            colour,
            row,
        )
    return fill(
        translate(
            "BlackFridayLog",
            "%1 moves a %2 share from sale row %3 to the market (%n taken from the row so far)",
            None,
            n,
        ),
        who(e.player),
        colour,
        row,
    )


def _bonus_used(e: Event, d: dict, who: _Names) -> str:
    """The tile's one more, told after the share or the bars it allowed (the engine's order), in the log's present
    tense like every other entry."""
    advantage = d.get("advantage")
    me = who.me(e.player)
    if advantage in ("extra_sell", "extra_buy"):
        if me:
            return translate("BlackFridayLog", "You use your bonus tile: that share is one more than the level allows")
        return fill(translate("BlackFridayLog", "%1 uses the bonus tile: that share is one more than the level "
                                                "allows"), who(e.player))
    if advantage == "extra_gold":
        if me:
            return translate("BlackFridayLog", "You use your bonus tile: one gold bar more than the level allows")
        return fill(translate("BlackFridayLog", "%1 uses the bonus tile: one gold bar more than the level allows"),
                    who(e.player))
    if me:
        return translate("BlackFridayLog", "You use your bonus tile for a free track move")
    return fill(translate("BlackFridayLog", "%1 uses the bonus tile for a free track move"), who(e.player))


def _price_moved(e: Event, d: dict, who: _Names) -> str:
    colour, cause = _colour(d["colour"]), d.get("cause")
    old, new = _price_at(d["from"]), d["price"]
    before, after = money(old), money(new)
    if not d.get("path"):
        return fill(translate("BlackFridayLog", "%1 stays at %2: the edge of the chart stops it"), colour, after)
    if cause == "setup":
        if new > old:
            return fill(
                translate("BlackFridayLog", "%1 starts at %2: it has the fewest shares in the market"), colour, after
            )
        return fill(
            translate("BlackFridayLog", "%1 starts at %2: it has the most shares in the market"), colour, after
        )
    if cause == "last_share":
        return fill(translate("BlackFridayLog", "%1 rises to %2: its last share left the market"), colour, after)
    if cause == "third_on_track":
        return fill(translate("BlackFridayLog", "%1 rises to %2: its third share is on the track"), colour, after)
    if cause == "sale":
        return fill(
            translate("BlackFridayLog", "%1 falls to %2: one of its shares went from the sale row to the market"),
            colour,
            after,
        )
    if cause == "empty_market":
        return fill(translate("BlackFridayLog", "%1 rises to %2: the market has none of its shares"), colour, after)
    if new > old:
        return fill(translate("BlackFridayLog", "%1 rises from %2 to %3"), colour, before, after)
    if new < old:
        return fill(translate("BlackFridayLog", "%1 falls from %2 to %3"), colour, before, after)
    return fill(translate("BlackFridayLog", "%1 moves and stays at %2"), colour, after)


# ---- the price change -----------------------------------------------------------------------------------
def _price_change_started(e: Event, d: dict, who: _Names) -> str:
    n = number(d.get("number", 1))
    trigger = d.get("trigger")
    if trigger == "purchase":
        return fill(translate("BlackFridayLog", "Price change %1: the share purchase track is full"), n)
    if trigger == "gold":
        return fill(translate("BlackFridayLog", "Price change %1: the gold purchase track is full"), n)
    return fill(translate("BlackFridayLog", "Price change %1: enough shares have left the sale row"), n)


def _shares_drawn(e: Event, d: dict, who: _Names) -> str:
    counts, black = d["counts"], d.get("black", 0)
    total = sum(counts) + black
    if not total:
        return translate("BlackFridayLog", "Nothing is drawn: the bag is empty")
    return fill(
        translate("BlackFridayLog", "%n share(s) drawn from the bag: %1", None, total), _counts(counts, black)
    )


def _gold_moved(e: Event, d: dict, who: _Names) -> str:
    old, new = d["from"], d["to"]
    if new == tables().gold_value[-1] and new != old:
        return fill(
            translate("BlackFridayLog", "The gold price reaches %1: the market closes after these price moves"),
            money(new),
        )
    if new == old:
        return fill(translate("BlackFridayLog", "The gold price stays at %1"), money(new))
    return fill(translate("BlackFridayLog", "The gold price rises from %1 to %2"), money(old), money(new))


def _blacks_moved(e: Event, d: dict, who: _Names) -> str:
    if d.get("to") == "bag":
        return translate("BlackFridayLog", "The single black share goes back into the bag and counts for nothing")
    return translate(
        "BlackFridayLog", "%n black share(s) go to the bank: every colour counts that many fewer", None, d["count"]
    )


def _track_cleared(e: Event, d: dict, who: _Names) -> str:
    track = d.get("track")
    if track == "purchase":
        return translate("BlackFridayLog", "The shares of the share purchase track go into the bag")
    if track == "gold":
        return translate("BlackFridayLog", "The shares of the gold purchase track go into the bag")
    row = number((d.get("row") or 0) + 1)
    return fill(
        translate(
            "BlackFridayLog",
            "The shares left in sale row %1 go into the bag, with %n black share(s)",
            None,
            d.get("black", 0),
        ),
        row,
    )


def _level_changed(e: Event, d: dict, who: _Names) -> str:
    t = tables()
    new = d["to"]
    return fill(
        translate("BlackFridayLog", "The level rises to %1 (shares a turn: %2, gold bars a turn: %3)"),
        number(new),
        number(t.share_limit[new]),
        number(t.gold_limit[new]),
    )


def _sale_row_changed(e: Event, d: dict, who: _Names) -> str:
    row = number(d["row"] + 1)
    if d.get("refill") is None:
        return fill(translate("BlackFridayLog", "Sale row %1 is used from now on"), row)
    return fill(translate("BlackFridayLog", "Sale row %1 is refilled from the market and used again"), row)


def _price_change_ended(e: Event, d: dict, who: _Names) -> str:
    return fill(translate("BlackFridayLog", "Price change %1 is over"), number(d.get("number", 1)))


# ---- the end --------------------------------------------------------------------------------------------
def _game_over(e: Event, d: dict, who: _Names) -> str:
    winners = list(d.get("winners", ()))
    scores = {int(k): v for k, v in dict(d.get("scores", {})).items()}
    if not winners:
        broker = d.get("broker_wealth")
        if broker is not None:
            return fill(
                translate("BlackFridayLog", "Game over: the broker is the richest with %1, so nobody wins"),
                money(broker),
            )
        return translate("BlackFridayLog", "Game over: nobody wins")
    amount = money(scores.get(winners[0], 0))
    if len(winners) == 1:
        if who.me(winners[0]):
            return fill(translate("BlackFridayLog", "Game over: you win with %1"), amount)
        return fill(translate("BlackFridayLog", "Game over: %1 wins with %2"), who(winners[0]), amount)
    others = separated_list([who(w) for w in winners if not who.me(w)])
    if any(who.me(w) for w in winners):
        return fill(translate("BlackFridayLog", "Game over: you share the win with %1, with %2 each"), others, amount)
    return fill(translate("BlackFridayLog", "Game over: %1 share the win with %2 each"), others, amount)


_HANDLERS = {
    "game_started": _game_started,
    "shares_drawn_to_market": _shares_drawn_to_market,
    "seats": _seats,
    "shares_dealt": _shares_dealt,
    "turn_started": _turn_started,
    "shares_bought": _shares_bought,
    "shares_sold": _shares_sold,
    "gold_bought": _gold_bought,
    "share_placed": _share_placed,
    "share_taken": _share_taken,
    "bonus_used": _bonus_used,
    "price_moved": _price_moved,
    "price_change_started": _price_change_started,
    "shares_drawn": _shares_drawn,
    "gold_moved": _gold_moved,
    "blacks_moved": _blacks_moved,
    "track_cleared": _track_cleared,
    "level_changed": _level_changed,
    "sale_row_changed": _sale_row_changed,
    "price_change_ended": _price_change_ended,
    "game_over": _game_over,
}

#: The event kinds this module narrates (tests check it covers every kind the engine emits).
KINDS = frozenset(_HANDLERS)
