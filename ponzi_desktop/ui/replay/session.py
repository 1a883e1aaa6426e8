"""A replay session: a game record shown on its table position by position, never played.

`ReplaySession` is a `GameSession` the tables render as they render any other (they read `view()`, `record`,
`action_count`, `viewer`, ... and follow its signals), but it holds the whole record and a cursor, `position`
(0 to the number of actions): what it shows is the game after that many actions, and its `record` is the
record cut there. It never plays: no bot thinks, nothing is autosaved, no hint, no undo, and `check()` and
`submit()` refuse with the code "replay" (`labels.REFUSALS`). The record it was given is copied and never
changed.

`step_forward()` applies the next action and emits its events (the table animates them); `step_back()` and
`go_to()` rebuild the position from the nearest checkpoint (a copy of the state kept every `CHECKPOINT`
actions, so that a jump across a long game costs at most that many actions) and emit `state_changed` without
events, as an undo or a load does.

Whose eyes: a spectator (nobody's secrets), or a seat. While the game is unfinished (a save in progress), the
spectator only, or with exactly one person at the table, that person's own seat: hot-seat secrets stay
secret. Once the game is over any seat may be chosen (`eyes()`, `set_eyes`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ponzi_desktop.engine.core import Action, EngineError, Event, GameState
from ponzi_desktop.persistence import GameRecord, SaveError
from ponzi_desktop.persistence.library import progress_of
from ponzi_desktop.persistence.replay import settings_for, spec_for
from ponzi_desktop.ui.replay.marks import ReplayMarks, marks_for
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.session_undo import UnseenMoves

#: A copy of the state is kept every this many actions: a jump replays at most this many.
CHECKPOINT = 50


@dataclass(frozen=True, slots=True)
class Mark:
    """A marked moment: the position just after the action that made it (action `position`), its kinds (most
    telling first), and for each kind the seats it concerns (none where the events name nobody)."""

    position: int
    kinds: tuple[str, ...]
    who: tuple[tuple[int, ...], ...] = ()

    def seats_of(self, index: int) -> tuple[int, ...]:
        return self.who[index] if index < len(self.who) else ()


class ReplaySession(GameSession):
    """A finished game or a save, shown position by position (see the module). Signals, besides the session's:
    `position_changed(int)` after every move of the cursor."""

    position_changed = Signal(int)
    replaying = True

    def __init__(self, record: GameRecord, position: int = 0, parent: QObject | None = None) -> None:
        self._full = record.model_copy(deep=True)
        self._position = 0
        self._eyes_ready = False
        super().__init__(self._full.model_copy(update={"actions": []}, deep=True), autosave_dir=None,
                         autosave_at_start=False, bot_delay_ms=0, parent=parent)
        self.set_paused(True)  # nobody thinks in a replay
        self.marks_spec: ReplayMarks = marks_for(self._full.game)
        self._read_record()
        humans = self.humans()
        self._eyes_ready = True
        if len(humans) == 1:  # the one person at the table sees what they saw
            self._set_viewer(humans[0])
        self.go_to(position)

    def _read_record(self) -> None:
        """One pass over the record: its actions parsed, a checkpoint every `CHECKPOINT` actions, the round and
        the seat to move at every position, the marks, and each action's events (for the log). Raises
        `SaveError` for a record that does not replay."""
        spec = spec_for(self._full.game)
        settings = settings_for(spec, self._full)
        try:
            state = spec.new_game(settings, self._full.seed)
        except (EngineError, ValueError) as exc:
            raise SaveError(f"the game cannot be set up: {exc}") from None
        self._actions: list[Action] = []
        self._events: list[list[Event]] = []
        self._actors: list[int | None] = []
        self._checkpoints: dict[int, GameState] = {0: state.clone()}
        self._rounds: list[int | None] = [progress_of(state)[0]]
        self.marks: list[Mark] = []
        unseen = UnseenMoves(self.humans())
        self._forced: list[bool] = []  # played for its person under the cover (people at one screen)
        for number, text in enumerate(self._full.actions, start=1):
            try:
                action = spec.parse_action(text)
                actor = state.current_player
                self._forced.append(unseen.forced(state, action, actor))
                events = state.apply(action)
            except (EngineError, ValueError) as exc:
                raise SaveError(f"action {number} {text!r} does not replay: {exc}", "edited") from None
            self._actions.append(action)
            self._events.append(events)
            self._actors.append(actor)
            self._rounds.append(progress_of(state)[0])
            if number % CHECKPOINT == 0:
                self._checkpoints[number] = state.clone()
            found = self.marks_spec.read(self.marks_spec.of(events))
            if found:
                self.marks.append(Mark(number, tuple(k for k, _ in found), tuple(w for _, w in found)))
        self._final: GameState = state

    # ---- what the replay shows ---------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many of the record's actions the replay shows played."""
        return self._position

    @property
    def length(self) -> int:
        """How many actions the whole record has."""
        return len(self._actions)

    @property
    def full_record(self) -> GameRecord:
        """The whole record the replay was opened with (a copy)."""
        return self._full.model_copy(deep=True)

    @property
    def finished(self) -> bool:
        """Whether the game the record holds is over (at its last action, wherever the cursor is)."""
        return self._final.is_over

    def round_at(self, position: int) -> int | None:
        """The game's round after `position` actions (None for a game that counts none)."""
        return self._rounds[max(0, min(position, len(self._rounds) - 1))]

    @property
    def rounds(self) -> tuple[int, int] | None:
        """The first and the last round of the game, None for a game that counts none."""
        known = [r for r in self._rounds if r is not None]
        return (min(known), max(known)) if known else None

    def round_start(self, number: int) -> int:
        """The first position in round `number` (the nearest round the game has)."""
        for position, r in enumerate(self._rounds):
            if r is not None and r >= number:
                return position
        return len(self._rounds) - 1

    def actor_of(self, position: int) -> int | None:
        """The seat that played action `position` (counted from 1), None for none."""
        return self._actors[position - 1] if 1 <= position <= len(self._actors) else None

    def events_of(self, index: int) -> list[Event]:
        """The raw events of action `index` (counted from 0), as the game made them (the log filters them)."""
        return list(self._events[index])

    def played_forced(self, index: int) -> bool | None:
        """Whether action `index` was one the session plays for its person unseen (see `GameSession`)."""
        return self._forced[index] if 0 <= index < len(self._forced) else None

    def next_mark(self, position: int | None = None) -> int | None:
        """The first marked position after `position` (default: the cursor), None after the last."""
        at = self._position if position is None else position
        return next((m.position for m in self.marks if m.position > at), None)

    def previous_mark(self, position: int | None = None) -> int | None:
        """The last marked position before `position` (default: the cursor), None before the first."""
        at = self._position if position is None else position
        return next((m.position for m in reversed(self.marks) if m.position < at), None)

    # ---- moving ------------------------------------------------------------------------------------------
    def step_forward(self) -> bool:
        """Play the next action of the record and emit its events (the table animates them). False at the end."""
        if self._position >= len(self._actions):
            return False
        index = self._position
        action = self._actions[index]
        actor = self._state.current_player
        forced = self._forced[index]
        events = self._state.apply(action)
        self._record.actions.append(self._full.actions[index])
        self._position += 1
        self.last_actor, self.last_forced = actor, forced
        self.events_happened.emit(events)
        self.state_changed.emit()
        self.position_changed.emit(self._position)
        return True

    def step_back(self) -> bool:
        """Back one action (the position rebuilt, no events). False at the start."""
        if self._position == 0:
            return False
        self.go_to(self._position - 1)
        return True

    def go_to(self, position: int) -> None:
        """Show the game after `position` actions (clamped to the record): rebuilt from the nearest checkpoint,
        `state_changed` without events (the table shows it at once, the log starts afresh)."""
        position = max(0, min(position, len(self._actions)))
        self._state = self.state_at(position)
        self._record.actions = list(self._full.actions[:position])
        self._position = position
        self.last_actor, self.last_forced = self.actor_of(position), False
        self.state_changed.emit()
        self.position_changed.emit(position)

    def state_at(self, position: int) -> GameState:
        """A new state of the game after `position` actions (from the nearest checkpoint)."""
        start = max(p for p in self._checkpoints if p <= position)
        state = self._checkpoints[start].clone()
        for action in self._actions[start:position]:
            state.apply(action)
        return state

    # ---- whose eyes --------------------------------------------------------------------------------------
    def eyes(self) -> list[int | None]:
        """Whose eyes the replay may look through: the spectator (None) always; once the game is over every
        seat; before, only the one person's seat when exactly one person sits at the table."""
        if self.finished:
            return [None, *range(len(self._full.seats))]
        humans = self.humans()
        return [None, *humans] if len(humans) == 1 else [None]

    def set_eyes(self, seat: int | None) -> bool:
        """Look through `seat`'s eyes (None: a spectator's); False, and nothing changes, when not allowed."""
        if seat not in self.eyes():
            return False
        self._set_viewer(seat)
        return True

    # ---- a replay never plays ----------------------------------------------------------------------------
    def my_turn(self) -> bool:
        return False

    def check(self, action: Action, seat: int | None = -1) -> str | None:
        return "replay"

    def submit(self, action: Action, seat: int | None = -1) -> bool:
        self.action_rejected.emit("replay")
        return False

    def undo_refusal(self) -> str | None:
        return "replay"

    def undo(self) -> bool:
        return False

    def can_hint(self) -> bool:
        return False

    def request_hint(self) -> bool:
        return False

    def claim_seat(self, seat: int) -> None:
        """Nobody claims a seat in a replay: the eyes are chosen (`set_eyes`)."""

    def cover_table(self) -> None:
        """No hand-off cover in a replay."""

    def open_to_all(self) -> None:
        """The eyes stay those chosen."""

    def start_autosave(self) -> None:
        """A replay writes nothing."""

    def set_paused(self, paused: bool) -> None:
        super().set_paused(True)

    def save(self, path, name: str | None = None) -> None:
        raise SaveError("a replay is not saved", "unwritable")

    def _settle_viewer(self, initial: bool = False) -> None:
        """Nobody is handed the screen and no bot moves: the eyes are chosen, never settled."""

    def _maybe_start_bot(self) -> None:
        """No bot thinks in a replay."""
