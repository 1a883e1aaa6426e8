"""What the table kit asks of the app above it, as protocols: the kit is the lower floor and imports nothing of
the shared UI (the session, the settings, the log); the app passes in objects that have these members.

`GameSession` (`ui/session.py`) is the one `TableSession` the app has, `AppSettings` (`ui/settings.py`) the
one `TableSettings`; a test holds both to these protocols, so that a member the kit starts to use is added
here first, where a reader of the kit finds it.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ponzi_desktop.engine.core import Action


@runtime_checkable
class TableSession(Protocol):
    """The live game a table shows: whose eyes it is seen through, what each seat may see, the moves made and
    refused, the hand-off, the hint, and the signals that say when any of it changed."""

    # signals (Qt signal instances: `connect`, `emit`)
    state_changed: Any  # after every action, undo or load
    events_happened: Any  # the raw events of one action
    viewer_changed: Any  # the seat now looking at the screen
    handoff_requested: Any  # the table must be covered until this seat's person claims it
    bot_thinking_changed: Any  # the bot seat thinking now, or None
    hint_changed: Any  # a hint was asked for, arrived or went stale
    history_changed: Any  # where the finished game stands in the history
    held_changed: Any  # the moves were held back or let go again (`held_reason`)
    replaying: bool  # a replay's session: nothing can be played

    @property
    def game(self) -> str: ...

    @property
    def seats(self) -> list[Any]: ...

    @property
    def record(self) -> Any: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def handoff_pending(self) -> int | None: ...

    @property
    def handoff_held(self) -> bool: ...

    @property
    def outcome(self) -> Any: ...

    @property
    def action_count(self) -> int: ...

    @property
    def bot_thinking(self) -> int | None: ...

    @property
    def hint(self) -> Action | None: ...

    @property
    def hint_pending(self) -> bool: ...

    @property
    def narrator(self) -> Narrator: ...

    def view(self, seat: int | None = -1) -> Any: ...

    def my_turn(self) -> bool: ...

    def submit(self, action: Action, seat: int | None = -1) -> bool: ...

    def can_hint(self) -> bool: ...

    def request_hint(self) -> bool: ...

    def undo_refusal(self) -> str | None: ...

    def held_reason(self) -> str | None: ...

    def undo(self) -> bool: ...

    def played_forced(self, index: int) -> bool | None: ...


@runtime_checkable
class TableSettings(Protocol):
    """The player's settings a table follows."""

    @property
    def animation_factor(self) -> float: ...


class Narrator(Protocol):
    """A game's narration, as the log and the table tell its events (see `ui.games.narrator_for`)."""

    def narrate(self, event: Any, names: list[str], viewer: int | None = None) -> str: ...

    def style(self, event: Any) -> str: ...

    def opening_events(self, view: Any) -> list[Any]: ...
