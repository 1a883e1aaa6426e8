"""What every game's log narrator shares: the kinds of entries the log draws, placeholders filled in one pass,
and the seats' names with the person looking told apart (told of their own moves in the second person).

A game's narrator (`GameUI.narrator`) has `narrate(event, names, viewer)`, `style(event)` and
`opening_events(view)`; its sentences are its own, each a whole translatable template. It may also have
`merge(events)`: given the events of one action as a viewer sees them, the same number back, with None for an
event told together with the entry before it (whose event it may replace by one carrying both events' data,
"You rolled 4 and 3 and moved to Rush St."). The log makes one entry of them, shown from the moment the board
begins to show the first, and the status line says that entry all the while (`told`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

#: How the log draws an entry: a separator, a phase header, an ordinary line, a muted line, an alert, the result.
SEPARATOR, PHASE, NORMAL, MINOR, ALERT, RESULT = "separator", "phase", "normal", "minor", "alert", "result"

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *args: str) -> str:
    """`template` with %1..%9 replaced by `args` in one pass (a value containing "%2" is left alone)."""
    def sub(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return args[i - 1] if 1 <= i <= len(args) else m.group(0)
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


def told(narrator: Any, events: Sequence[Any]) -> list[Any]:
    """`events` (one action's, filtered for the viewer) as the log tells them: the narrator's `merge` applied,
    None for an event told with the entry before it; the first is always told."""
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
