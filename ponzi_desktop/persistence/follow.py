"""Following a game's record as it grows: replay only the actions added since the last look, and sample the game
after each of them.

The charts beside a table and on the end table (a game's money over the rounds, its prices over the price
changes) are numbers taken from the state a replay reaches after each action. `RecordFollower` does the
replay once: `follow(record)` applies what the record adds to the one followed so far, and starts again from
the seed only when the record is not that one plus more (an undo, another game). A subclass keeps its samples
in `points` and fills three hooks: `started` (the new game, before any action), `applied` (after each action,
with its events) and `caught_up` (after the last one). Pure Python, no Qt.
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.core import Event, GameState, game_spec


class RecordFollower:
    """A replay of one record kept up to date; `points` is whatever the subclass samples."""

    def __init__(self) -> None:
        self.points: list[Any] = []
        self.state: GameState | None = None
        self._game: tuple[Any, ...] | None = None  # (game, settings, seed) of the record followed
        self._actions: list[str] = []

    # ---- what a subclass samples --------------------------------------------------------------------------
    def started(self, state: GameState) -> None:
        """A new game (from the record's seed), before its first action."""

    def applied(self, state: GameState, events: list[Event]) -> None:
        """After one more action, which raised `events`."""

    def caught_up(self, state: GameState) -> None:
        """After the record's last action (also when nothing was added)."""

    # ---- following ---------------------------------------------------------------------------------------
    def follow(self, record: Any) -> bool:
        """Replay what `record` adds to the record followed so far; True when `points` changed."""
        game = (record.game, repr(sorted(record.settings.items())), record.seed)
        actions = list(record.actions)
        before = list(self.points)
        if game != self._game or actions[:len(self._actions)] != self._actions:
            spec = game_spec(record.game)
            self.state = spec.new_game(spec.settings_model.model_validate(record.settings), record.seed)
            self._game, self._actions, self.points = game, [], []
            self.started(self.state)
        state = self.state
        for text in actions[len(self._actions):]:
            events = state.apply_text(text)
            self._actions.append(text)
            self.applied(state, events)
        self.caught_up(state)
        return self.points != before
