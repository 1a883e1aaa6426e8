"""What every game's log narrator shares: the kinds of entries the log draws, placeholders filled in one pass,
and the seats' names with the person looking told apart (told of their own moves in the second person).

A game's narrator (`GameUI.narrator`) has `narrate(event, names, viewer)`, `style(event)` and
`opening_events(view)`; its sentences are its own, each a whole translatable template. It may also have
`merge(events)`: given the events of one action as a viewer sees them, the same number back, with None for an
event told together with the entry before it (whose event it may replace by one carrying both events' data,
"You roll 4 and 3 and move to Rush St."). The log makes one entry of them, shown from the moment the board
begins to show the first, and the status line says that entry all the while (`told`).

It may also have `continues(before, first)`: given the event of the log's last entry (an earlier action's) and
the first event of a new action, an event telling both ("You build 3 houses on Brattle St." after two), which
the log's last entry becomes (`before` itself: the event adds nothing worth telling), or None for a new entry.
The log and the table pass `before` (the last entry as the viewer was told it) from one action to the next; an
action after an undo or a load starts afresh. A continuation must not depend on what the viewer may not see.

The hand-off cover tells every public entry since a person's last turn; a narrator may tell it shorter with
`summarise(events)`: the events of one action as the log tells them (after `merge`), the same number back, with
None for an event told in an earlier one (say, a price change's moves of one colour, as one line).
The cover groups the entries under the name of who moved; a narrator whose turn headings may name a holder
that is no seat (a broker played by the rules) gives that holder's heading with `holder_heading(holder)`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

#: How the log draws an entry: a separator, a phase header, an ordinary line, a muted line, an alert, the result.
SEPARATOR, PHASE, NORMAL, MINOR, ALERT, RESULT = "separator", "phase", "normal", "minor", "alert", "result"

#: A placeholder, with the Spanish "a" or "de" standing as a word right before it (for `fill`'s contraction).
_PLACEHOLDER = re.compile(r"(?:(?<!\w)([Aa]|[Dd]e) )?%(\d)")
#: A value that starts with the masculine article "el" (not the pronoun "él", not "ella", not "El" of a name).
_ARTICLE = re.compile(r"el(?=\s)")


def fill(template: str, *args: str) -> str:
    """`template` with %1..%9 replaced by `args` in one pass (a value containing "%2" is left alone).

    A template's "a" or "de" right before a value starting with the article "el" contracts with it, as Spanish
    always writes them: "Debes %1 a %2" with "el Tesoro" is "Debes 300 $ al Tesoro", "de %1" with "el corredor"
    "del corredor". Only across the join: a template's own words and a value's are never changed."""
    def sub(m: re.Match[str]) -> str:
        word, i = m.group(1), int(m.group(2))
        if not 1 <= i <= len(args):
            return m.group(0)
        value = args[i - 1]
        if word is None:
            return value
        if _ARTICLE.match(value):
            return word + "l" + value[2:]
        return word + " " + value
    return _PLACEHOLDER.sub(sub, template)


class Names:
    """Seat numbers to names (`unknown` for a seat that is none), and who is looking: `me(seat)` says whether
    the viewer is to be told in the second person."""

    def __init__(self, names: Sequence[str], viewer: int | None, unknown: str) -> None:
        self.names = names
        self.viewer = viewer
        self.unknown = unknown

    def __call__(self, seat: int | None) -> str:
        if seat is not None and 0 <= seat < len(self.names):
            return self.names[seat]
        return self.unknown

    def me(self, seat: int | None) -> bool:
        return seat is not None and seat == self.viewer


def continued(narrator: Any, before: Any, events: Sequence[Any]) -> Any:
    """The event the log's last entry (`before`'s) becomes with the first of `events`, or None: a new entry."""
    continues = getattr(narrator, "continues", None)
    if continues is None or before is None or not events:
        return None
    return continues(before, events[0])


def told(narrator: Any, events: Sequence[Any], before: Any = None) -> list[Any]:
    """`events` (one action's, filtered for the viewer) as the log tells them: the narrator's `merge` applied,
    None for an event told with the entry before it; the first is always told: when it continues the last
    entry (`before`'s, see `continued`), as the event that entry becomes."""
    first = continued(narrator, before, events)
    if first is not None:
        events = [first, *events[1:]]
    merge = getattr(narrator, "merge", None)
    if merge is None or not events:
        return list(events)
    out = list(merge(list(events)))
    if len(out) != len(events):  # a narrator's mistake must not lose events: tell them one by one
        return list(events)
    if out[0] is None:
        out[0] = events[0]
    return out


def telling(tellings: Sequence[Any], count: int) -> Any:
    """The event whose entry tells the `count`-th of `tellings` (1-based): itself, or the one it is told with."""
    i = min(count, len(tellings)) - 1
    while i > 0 and tellings[i] is None:
        i -= 1
    return tellings[i] if i >= 0 else None


def last_entry(tellings: Sequence[Any], before: Any = None) -> Any:
    """The event of the log's last entry once `tellings` (an action's, from `told`) are told after `before`'s."""
    return next((e for e in reversed(tellings) if e is not None), before)


def unchosen(event: Any, seats: Sequence[Any], actor: int | None, forced: bool) -> Any:
    """`event` with `forced: True` in its data when no person chose its action at the screen: a bot (seat
    `actor`) played it, or the session played it for its person under the cover (`forced`); else as it is.
    The log, the hand-off cover and the status line all mark events so, live, after a load and in a replay
    alike, so that a narrator that says it ("Bob has no industry in common with anyone") says it everywhere."""
    bot = actor is not None and 0 <= actor < len(seats) and seats[actor].kind != "human"
    if bot or forced:
        return event._replace(data={**event.data, "forced": True})
    return event
