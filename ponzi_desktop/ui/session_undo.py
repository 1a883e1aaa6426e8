"""The session's undo policy: which move may be taken back, why not when none may, and taking it back.

Undo is for a person's own last decision, while they still look at the table, before a bot or another person
acted and before anything hidden came to light (a card drawn, dice rolled: the spec's `revealing_events`). The
policy keeps a ledger of the session's moves as these rules need them (`Played`), in step with the record's
actions; the moves of a loaded record are in it as moves nobody may take back. The ledger also answers who
played last and which moves were played for their person unseen (the log and the window ask).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ponzi_desktop.engine.core import Event


@dataclass(frozen=True, slots=True)
class Played:
    """One action of the live game, as the undo rules need to know it."""

    seat: int
    human: bool
    revealing: str | None  # the kind of the first event that brought something hidden to light (None: none did)
    forced: bool = False  # played for its person under the cover: the only move, as anybody could see


#: An action of a loaded record (seat -1): played before this session, never taken back.
LOADED = Played(-1, False, None)


class UndoPolicy:
    """Whether the last move may be taken back (`refusal`), and the ledger of moves it decides on."""

    def __init__(self, revealing_events: Iterable[str], loaded: int = 0) -> None:
        self._revealing = frozenset(revealing_events)
        self._played: list[Played] = []
        self.reset(loaded)

    def reset(self, loaded: int) -> None:
        """The game is `loaded` actions long, none of them this session's to take back (a load, a rewind)."""
        self._played = [LOADED] * loaded

    def played(self, seat: int, human: bool, events: Iterable[Event], forced: bool = False) -> None:
        """Action of `seat` was played (by a person or not; `forced`: for them, unseen) and made `events`."""
        revealing = next((e.kind for e in events if e.kind in self._revealing), None)
        self._played.append(Played(seat, human, revealing, forced))

    def refusal(self, viewer: int | None, handoff_waiting: bool) -> str | None:
        """Why `viewer` may not take the last move back now (a code of `labels.REFUSALS`), None when they may.
        `handoff_waiting`: the table waits for another person to claim it (not a hand-off still held for the
        mover, who may take their move back)."""
        if handoff_waiting:
            return "waiting_for_handoff"
        if not self._played:
            return "undo_nothing"
        last = self._played[-1]
        if last.seat == -1:
            return "undo_loaded"
        if not last.human or last.seat != viewer:
            return "undo_not_yours"
        if last.revealing:
            return "undo_revealed_" + last.revealing  # what came to light: the dice, a card, a draw
        return None

    def take_back(self, actions: list[str]) -> None:
        """Take the last move out of the record's `actions` and out of the ledger (they stay in step)."""
        actions.pop()
        self._played.pop()

    def forced(self, index: int) -> bool | None:
        """Whether action `index` was played for its person unseen; None for an action of a loaded record."""
        if not 0 <= index < len(self._played) or self._played[index].seat == -1:
            return None
        return self._played[index].forced

    def last_by(self, seat: int) -> int:
        """How many actions the game had once `seat` last played one in this session (0: none yet)."""
        return next((i + 1 for i in range(len(self._played) - 1, -1, -1) if self._played[i].seat == seat), 0)


class UnseenMoves:
    """Which moves of a record the session played for their person under the cover, worked out again for a
    record it did not play itself (a loaded game, a replay), the way `GameSession._settle_viewer` decides them
    live: with several people at the screen, a person's only move, as anybody could tell
    (`GameState.forced_by_public`), when the screen is not theirs already. A bot's move never is one."""

    def __init__(self, humans: Iterable[int]) -> None:
        self._humans = frozenset(humans)
        self._viewer: int | None = None  # whose the screen is (None: covered, as a game with several starts)

    def forced(self, state, action, actor: int | None) -> bool:
        """Whether `action`, about to be played by `actor` on `state`, was played for them unseen; ask for every
        action in order (the person at the screen changes as they play)."""
        if len(self._humans) < 2 or actor not in self._humans:
            return False
        if actor != self._viewer and state.forced_by_public() == action:
            return True
        self._viewer = actor  # they claimed the screen and played at it
        return False
