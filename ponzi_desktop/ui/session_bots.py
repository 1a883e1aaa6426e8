"""The session's bot runner: a bot seat's turn decided in the worker process and played on the GUI thread.

On a bot's turn (`start`) its bot is given that seat's view and a seed made of the game's seed, the seat and the
move's number, and thinks in the worker (`thinker`). Its answer comes back through a queued signal (`Relay`)
and is played once the bot has "thought" at least `delay_ms`, so that people can follow the table. Every turn
has a generation: cancelling (an undo, a load, a rewind) starts a new one, and an answer of an older one is
dropped. A bot that fails (raises, or its worker dies) is reported (`failed`) and the random bot's legal move,
seeded like any bot move, is played for it (`fallback`). A bot that remembers what it did thinks on a copy in
the worker; the copy comes back with the answer and replaces it (`bots`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ponzi_desktop.bots import make_bot
from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui import thinker


class Relay(QObject):
    """Carries a bot's answer from the worker thread back to the GUI thread (a queued signal). Made without a
    parent and held by the answer's callback, so that a late answer never meets a deleted object. Connected
    queued always: a future already done when its callback is hung on it calls it at once on the asking (GUI)
    thread, and the answer must still come after the asking, on the next turn of the event loop."""

    answered = Signal(int, object, float)  # generation, action, seconds spent
    kept = Signal(int, int, object)  # generation, seat, the bot as it is after deciding (what it remembers)


class BotRunner(QObject):
    """The bots of one game (see the module). What it asks of the session, as callables: `to_move()` the seat to
    decide now, `view(seat)` its view, `seed(seat)` the seed of its decision now, `play(action, seat)` to play a
    bot's move, `next_turn()` to look again for a bot to move (a move that came too late, or after a pause);
    what it tells: `thinking_changed(seat or None)`, `failed(seat, exc)` (a bot's failure, before its stand-in
    move)."""

    def __init__(self, game: str, bots: dict[int, Any], *, delay_ms: int, to_move: Callable[[], int | None],
                 view: Callable[[int], Any], seed: Callable[[int], str], play: Callable[[Action, int], None],
                 next_turn: Callable[[], None], thinking_changed: Callable[[int | None], None],
                 failed: Callable[[int, BaseException], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self.bots = bots  # seat -> its bot (replaced by the copy that thought last)
        self.delay_ms = delay_ms  # the least time from a bot's turn to its move
        self.decision_times: list[float] = []  # the seconds each bot's decision took
        self.paused = False  # paused: no bot starts (a dialog is open, the window is closing)
        self.thinking: int | None = None  # the bot seat deciding now
        self._to_move, self._view, self._seed, self._play = to_move, view, seed, play
        self._next_turn, self._thinking_changed, self._failed = next_turn, thinking_changed, failed
        self._generation = 0
        self._started = 0.0  # when the bot deciding now was asked (time.perf_counter)
        self._pending: tuple[int, Action] | None = None  # a bot's move, waiting out the delay
        self._relay = Relay()
        self._relay.answered.connect(self._answered, Qt.ConnectionType.QueuedConnection)
        self._relay.kept.connect(self._kept, Qt.ConnectionType.QueuedConnection)  # see `Relay`
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)

    def ready(self, seat: int | None) -> bool:
        """Whether the bot of `seat` may start deciding now: not paused, a bot's seat, no bot deciding."""
        return not self.paused and seat is not None and seat in self.bots and self.thinking is None

    def start(self) -> None:
        """If a bot is to move now and may, it starts deciding in the worker."""
        seat = self._to_move()
        if not self.ready(seat):
            return
        self._begin(seat)
        view = self._view(seat)
        seed = self._seed(seat)
        self._started = time.perf_counter()
        generation, relay = self._generation, self._relay
        thinker.think(self.bots[seat], view, seed,
                      lambda action, seconds: relay.answered.emit(generation, action, seconds),
                      kept=lambda bot: relay.kept.emit(generation, seat, bot))

    def play_later(self, seat: int, action: Action) -> None:
        """Play `action` for the bot of `seat` after the delay, without thinking (a lesson's script)."""
        self._begin(seat)
        self._pending = (seat, action)
        self._timer.start(self.delay_ms)

    def fallback(self, seat: int) -> Action:
        """A legal move for a bot seat whose bot failed: the random bot's, seeded like any bot move."""
        return make_bot("random", self._game).choose(self._view(seat), random.Random(f"{self._seed(seat)}:fallback"))

    def cancel(self) -> None:
        """The game changed under the bot deciding now (if any): its answer, or its move waiting, is dropped."""
        self._generation += 1
        self._timer.stop()
        self._pending = None
        if self.thinking is not None:
            self.thinking = None
            self._thinking_changed(None)

    def shutdown(self) -> None:
        """No bot moves again. A decision still being thought about finishes in the worker, and is dropped."""
        self.paused = True
        self.cancel()

    def _begin(self, seat: int) -> None:
        self._generation += 1
        self.thinking = seat
        self._thinking_changed(seat)

    def _kept(self, generation: int, seat: int, bot: object) -> None:
        """The bot of `seat` as it came back from thinking (in the worker process it thought on a copy): what
        it remembers (its refused offers, its forced mortgages) is there for its next decision."""
        if generation == self._generation and seat in self.bots:
            self.bots[seat] = bot

    def _answered(self, generation: int, action: object, seconds: float) -> None:
        if generation != self._generation or self.thinking is None:
            return  # a stale answer: the game moved on (undo, load) while the bot was thinking
        seat = self.thinking
        if isinstance(action, Exception):  # a bot bug: say so, and let the random bot move for it
            self._failed(seat, action)
            action = self.fallback(seat)
        self.decision_times.append(seconds)
        self._pending = (seat, action)
        elapsed_ms = (time.perf_counter() - self._started) * 1000
        self._timer.start(max(0, int(self.delay_ms - elapsed_ms)))

    def _apply_pending(self) -> None:
        if self._pending is None:
            return
        seat, action = self._pending
        self._pending = None
        self.thinking = None
        self._thinking_changed(None)
        if self.paused or self._to_move() != seat:
            self._next_turn()
            return
        self._play(action, seat)
