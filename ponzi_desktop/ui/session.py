"""The live game: one QObject owns the state and the record, submits actions, and says who looks at the screen.

Widgets never touch the state. They read views through `view()`, ask `check()` whether a move is legal,
and send moves with `submit()`. The session decides who is looking at the screen (`viewer`): in hot-seat
games a hand-off is requested whenever the next decision belongs to another human, and until that person
claims the seat the viewer is None (a spectator: nothing private is shown). A decision whose only move
follows from public information (`GameState.forced_by_public`) is played for its person without a hand-off.
A page that shows the moves may hold the hand-off (`hold_handoffs`): the person who just moved then keeps
looking at their own table, and nobody else can move (they may take their move back), until the page has
shown them their move and covers the table (`cover_table`).

Four parts, each made by the session and told what it needs through callables, do the rest: the bots' turns
(`session_bots.BotRunner`, in the worker process), the autosave (`session_autosave.AutosaveKeeper`), the hints
(`session_hints.HintService`) and the undo rules (`session_undo.UndoPolicy`). The session's own members and
signals are what the app and the tables use; they pass on to the parts.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ponzi_desktop.bots import levels_for, make_bot
from ponzi_desktop.engine.core import (
    Action,
    EngineError,
    Event,
    GameSpec,
    GameState,
    IllegalAction,
    game_spec,
)
from ponzi_desktop.persistence import GameRecord, Seat, read_save, replay, write_save
from ponzi_desktop.persistence.history_models import entry_of
from ponzi_desktop.persistence.library import progress_of
from ponzi_desktop.ui import games
from ponzi_desktop.ui.gc_guard import collect_on_gui_thread
from ponzi_desktop.ui.i18n import NO_BREAK, todays_name
from ponzi_desktop.ui.session_autosave import AutosaveKeeper
from ponzi_desktop.ui.session_bots import BotRunner
from ponzi_desktop.ui.session_hints import HintService
from ponzi_desktop.ui.session_undo import UndoPolicy

logger = logging.getLogger(__name__)


def with_colours(seats: list[Seat], palette: tuple[str, ...]) -> list[Seat]:
    """`seats`, each without a colour given one of `palette`: its place's if no seat has that, else the first
    one no seat has (the palette's colours in turn when every one is taken)."""
    taken = {seat.colour.casefold() for seat in seats if seat.colour}
    out = []
    for i, seat in enumerate(seats):
        if not seat.colour:
            free = [c for c in palette if c.casefold() not in taken]
            preferred = palette[i % len(palette)]
            colour = preferred if preferred in free or not free else free[0]
            taken.add(colour.casefold())
            seat = seat.model_copy(update={"colour": colour})
        out.append(seat)
    return out



def todays_names(seats: list[Seat]) -> list[Seat]:
    """The seats with the names the app gave them (never one someone typed) in today's language: a game begun
    in Japanese and continued in Spanish says "Jugador 1", not "プレイヤー1". Not when two seats would share one."""
    renamed = [todays_name(seat.name).replace(NO_BREAK, " ") for seat in seats]  # kept with a plain space
    if len({name.casefold() for name in renamed}) < len(renamed):
        return list(seats)
    return [seat.model_copy(update={"name": name}) if name != seat.name else seat
            for seat, name in zip(seats, renamed, strict=True)]

class GameSession(QObject):
    """Owns one game. Signals: `*_changed` for news, `*_requested` for asks."""

    state_changed = Signal()  # after every action, undo or load: re-read views
    events_happened = Signal(list)  # the raw events of one action; show them through Event.for_seat(viewer)
    action_rejected = Signal(str)  # a refused move's reason, for the status bar
    viewer_changed = Signal(object)  # the seat now looking at the screen (None: nobody private)
    handoff_requested = Signal(int)  # the table must be covered until this seat's person claims it
    bot_thinking_changed = Signal(object)  # the bot seat thinking now, or None
    hint_changed = Signal()  # a hint was asked for, arrived or went stale: read `hint` and `hint_pending`
    game_finished = Signal()
    autosave_failed = Signal(str)  # a write failed (the reason); moves are kept and written with the next
    autosave_restored = Signal()  # the autosave file holds every move again
    #: a replay (ui/replay/session.py) shows a record and never plays: the tables say so instead of a refusal
    replaying = False
    #: a finished game goes into the game history (a lesson's does not: ui/lesson/session.py)
    records_history = True
    #: what the game history made of the finished game (ui/history_hooks.py): "recorded"; "already" (the same
    #: game, move for move, is in it from before: not counted twice); None (not yet, or taken back)
    history_standing: str | None = None
    history_changed = Signal()  # `history_standing` changed
    held_changed = Signal()  # the moves were held back or let go again: read `held_reason`

    def __init__(self, record: GameRecord, *, autosave_dir: str | Path | None = None,
                 autosave_at_start: bool = True, bot_delay_ms: int = 600, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._spec: GameSpec = game_spec(record.game)
        self._record = record.model_copy(deep=True)
        self._record.seats = todays_names(self._record.seats)
        self._state: GameState = replay(self._record)
        self.last_actor: int | None = None  # the seat of the action whose events were emitted last
        self.last_forced = False  # whether that action was played for its person unseen (`played_forced`)
        bots = {i: make_bot(seat.level or "random", record.game)
                for i, seat in enumerate(record.seats) if seat.kind == "bot"}
        self._viewer: int | None = None
        self._handoff_pending: int | None = None
        #: True: a hand-off leaves the person who just moved looking until `cover_table()` (see the module)
        self.hold_handoffs = False
        self._narrator: Any = None
        collect_on_gui_thread()  # bots and hints think on worker threads: no collection may run there
        self._bot_runner = BotRunner(
            record.game, bots, delay_ms=bot_delay_ms, to_move=lambda: self._state.current_player,
            view=lambda seat: self._state.view(seat),
            seed=lambda seat: f"{self._record.seed}:{seat}:{len(self._record.actions)}",
            play=lambda action, seat: self._play(action, seat, human=False),
            next_turn=self._maybe_start_bot, thinking_changed=self.bot_thinking_changed.emit,
            failed=self._bot_failed, parent=self)
        self._autosave = AutosaveKeeper(autosave_dir, failed=self.autosave_failed.emit,
                                        restored=self.autosave_restored.emit)
        self._hints = HintService(advisor=lambda: make_bot("hard", self.game),
                                  usable=lambda action: self.check(action) is None,
                                  changed=self.hint_changed.emit, failed=self._hint_failed, parent=self)
        self._undo = UndoPolicy(self._spec.revealing_events, loaded=len(self._record.actions))
        if autosave_at_start:
            self.start_autosave()
        self._settle_viewer(initial=True)

    # ---- construction ---------------------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, settings: dict[str, Any], seed: int, seats: list[Seat], **kwargs: Any) -> GameSession:
        """A session for a new game; a seat without a colour gets one from the game's palette, in the record,
        so that every view of the game shows the seat in the same colour without knowing the game."""
        spec = game_spec(game)
        model = spec.settings_from(len(seats), settings)
        seats = with_colours(seats, games.seat_colours(game))
        record = GameRecord(game=game, settings=model.model_dump(mode="json"), seed=seed, seats=seats, actions=[])
        return cls(record, **kwargs)

    @classmethod
    def load(cls, path: str | Path, **kwargs: Any) -> GameSession:
        """A session for a save file; raises `SaveError` (one line, for a dialog) when it is refused."""
        record, _ = read_save(path)
        return cls(record, **kwargs)

    # ---- what widgets read ----------------------------------------------------------------------------
    @property
    def spec(self) -> GameSpec:
        return self._spec

    @property
    def game(self) -> str:
        return self._record.game

    @property
    def seats(self) -> list[Seat]:
        return list(self._record.seats)

    def follow_language(self) -> None:
        """The seats nobody named called in the app's language now (after a change of language mid-game: the
        table and the log said "Player 1" and "Bot 1" in Japanese); typed names stay as typed."""
        self._record.seats = todays_names(self._record.seats)

    @property
    def narrator(self) -> Any:
        """The game's narration (`narrate`, `style`, `opening_events`): what the log and the table tell."""
        if self._narrator is None:
            self._narrator = games.narrator_for(self.game)
        return self._narrator

    @property
    def record(self) -> GameRecord:
        return self._record.model_copy(deep=True)

    @property
    def settings(self) -> Any:
        return self._spec.settings_from(len(self._record.seats), self._record.settings)

    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def handoff_pending(self) -> int | None:
        return self._handoff_pending

    @property
    def handoff_held(self) -> bool:
        """Whether a hand-off is pending while the person who just moved still looks at their table (see the
        module): they may take the move back then, and nobody else may move."""
        return self._handoff_pending is not None and self.hold_handoffs and self.is_human(self._viewer)

    @property
    def current_seat(self) -> int | None:
        return self._state.current_player

    @property
    def decision_kind(self) -> str | None:
        d = self._state.decision
        return None if d is None else d.kind

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def outcome(self) -> Any:
        return self._state.outcome

    @property
    def action_count(self) -> int:
        return len(self._record.actions)

    @property
    def bot_thinking(self) -> int | None:
        return self._bot_runner.thinking

    @property
    def bot_delay_ms(self) -> int:
        """The least time from a bot's turn to its move, so that people can follow the table."""
        return self._bot_runner.delay_ms

    @bot_delay_ms.setter
    def bot_delay_ms(self, ms: int) -> None:
        self._bot_runner.delay_ms = ms

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self._record.seats[seat].kind == "human"

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self._record.seats) if s.kind == "human"]

    def view(self, seat: int | None = -1) -> Any:
        """The view of `seat`; by default the current viewer's (a spectator's while the table is covered)."""
        return self._state.view(self._viewer if seat == -1 else seat)

    def my_turn(self) -> bool:
        """Whether the person looking at the screen is the one who must decide now."""
        return (self._viewer is not None and self._handoff_pending is None and not self._state.is_over
                and self._state.current_player == self._viewer)

    def check(self, action: Action, seat: int | None = -1) -> str | None:
        """None when `seat` (default: the viewer) may play `action` now, else the reason it may not."""
        seat = self._viewer if seat == -1 else seat
        if self._handoff_pending is not None:
            return "waiting_for_handoff"
        if seat is None or not self.is_human(seat):
            return "not_your_seat"
        if self._state.is_over:
            return "game_over"
        if self._state.current_player != seat:
            return "not_your_turn"
        if self._state.is_legal(action):
            return None
        try:
            self._state.clone().apply(action, seat)
        except IllegalAction as exc:
            return exc.reason
        return None

    # ---- what widgets ask ----------------------------------------------------------------------------
    def submit(self, action: Action, seat: int | None = -1) -> bool:
        """Play `action` for `seat` (default: the viewer). Refusals emit `action_rejected` and change nothing."""
        seat = self._viewer if seat == -1 else seat
        reason = self.check(action, seat)
        if reason is not None:
            self.action_rejected.emit(reason)
            return False
        self._play(action, seat, human=True)
        return True

    # ---- hints ----------------------------------------------------------------------------------------
    @property
    def hint(self) -> Action | None:
        """The hard bot's suggestion for the viewer's current decision, once it has arrived."""
        return self._hints.hint

    @property
    def hint_pending(self) -> bool:
        return self._hints.pending

    def can_hint(self) -> bool:
        """A hint is for the person looking at the screen, on their own turn, with a real choice to make, in a
        game that has the hard bot to ask."""
        return (self.my_turn() and self.is_human(self._viewer) and len(self._state.legal_choices()) > 0
                and "hard" in levels_for(self.game))

    def request_hint(self) -> bool:
        """Ask the hard bot what it would do in the viewer's place. It is given the viewer's view only (what
        that person may see) and thinks off the GUI thread; `hint_changed` tells when the answer is in.
        False when no hint can be given now."""
        if not self.can_hint():
            return False
        if not self._hints.asked:
            seat = self._viewer
            self._hints.ask(self._state.view(seat), f"{self._record.seed}:hint:{seat}:{len(self._record.actions)}")
        return True

    def _hint_failed(self, exc: BaseException) -> None:
        logger.error("the hint failed (%s)", self._where(self._viewer), exc_info=exc)
        self.action_rejected.emit("hint_failed")

    def played_forced(self, index: int) -> bool | None:
        """Whether action `index` was played for its person without showing them the table (the only move,
        as anybody could tell: `GameState.forced_by_public`); None for an action of a loaded record."""
        return self._undo.forced(index)

    def last_action_by(self, seat: int) -> int:
        """How many actions the game had once `seat` last played one in this session (0: none yet)."""
        return self._undo.last_by(seat)

    def open_to_all(self) -> None:
        """The game is over: with several people at this screen it is everybody's now, and nobody is "you"
        (the end's words name the winner, the log speaks of everyone in the third person). With one person,
        they stay the viewer."""
        if self._state.is_over and len(self.humans()) > 1:
            self._handoff_pending = None
            self._set_viewer(None)

    def cover_table(self) -> None:
        """The table is covered for a pending hand-off: from now on nobody private looks at the screen (the
        person who moved last stopped looking) until the next one claims the seat."""
        if self._handoff_pending is not None:
            self._set_viewer(None)

    def claim_seat(self, seat: int) -> None:
        """The person of `seat` has taken the screen after a hand-off."""
        if self._handoff_pending != seat:
            return
        self._handoff_pending = None
        self._set_viewer(seat)
        self.state_changed.emit()

    def can_undo(self) -> bool:
        """Undo is for a human's own last decision, before a bot acted or anything hidden came to light."""
        return self.undo_refusal() is None

    def held_reason(self) -> str | None:
        """Why the person to move may not move yet though it is their turn (a code of `labels.REFUSALS`): the
        table shows their moves greyed with it, its words in the prompt's place. None: nothing holds them back
        (an ordinary game never does; a lesson does while its note is read)."""
        return None

    def undo_refusal(self) -> str | None:
        """Why undo is not possible now (a code of `labels.REFUSALS`), None when it is. While a hand-off is
        held the mover still looks at their table: their own last move may still be taken back."""
        return self._undo.refusal(self._viewer, self._handoff_pending is not None and not self.handoff_held)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self._bot_runner.cancel()
        self._hints.drop()
        self._undo.take_back(self._record.actions)
        self._state = replay(self._record)
        self._handoff_pending = None  # a held hand-off: the mover's turn again, nobody else's
        self._autosave.write_fresh(self._record)
        self.state_changed.emit()
        self._settle_viewer()
        return True

    def save(self, path: str | Path, name: str | None = None) -> None:
        """Write the game to `path` atomically, called `name` in the lists (None: by its file's name); raises
        `SaveError` with a one-line reason."""
        write_save(path, self._record, self._state, name)

    @property
    def autosave_file(self) -> Path | None:
        """The file the game is autosaved to (None without an autosave folder, before `start_autosave`, or
        when its record does not replay). It may not exist yet while the autosave fails (`autosave_problem`)."""
        return self._autosave.path

    def history_entry(self, *, finished_at: Any, seconds: float | None, app_version: str) -> Any:
        """The finished game as the game history keeps it (`history_models.entry_of`, from the state the session
        holds: a finished game is not replayed again to be recorded); ValueError while it is not over."""
        return entry_of(self._record, self._state, finished_at=finished_at, seconds=seconds, app_version=app_version)

    def progress(self) -> tuple[str, int | None, bool]:
        """(digest, round, over) of the game now: what a list of saved games shows without replaying it."""
        return (self._state.digest(), *progress_of(self._state))

    def set_paused(self, paused: bool) -> None:
        """Paused: bots do not act (e.g. while a dialog is open or the window is closing)."""
        self._bot_runner.paused = paused
        if not paused:
            self._maybe_start_bot()

    def shutdown(self) -> None:
        self._bot_runner.shutdown()  # a decision still being thought about finishes in the worker, and is dropped
        self._hints.drop()

    # ---- internals -----------------------------------------------------------------------------------
    def _play(self, action: Action, seat: int, human: bool, forced: bool = False) -> None:
        try:
            events: list[Event] = self._state.apply(action, seat)
        except EngineError as exc:
            if human:  # submit() checked it first: only a bug gets here
                logger.exception("a checked move was refused: %r (%s)", action.to_text(), self._where(seat))
                self.action_rejected.emit(str(exc))
                return
            # a bot's bad move must not stop the game: say so, and play the random bot's legal move instead
            logger.exception("the bot played an illegal move %r (%s)", action.to_text(), self._where(seat))
            self.action_rejected.emit("bot_error")
            action = self._bot_runner.fallback(seat)
            events = self._state.apply(action, seat)
        self._hints.drop()
        self._record.actions.append(action.to_text())
        self._undo.played(seat, human, events, forced)
        self._autosave.add(self._record, action.to_text())
        self.last_actor, self.last_forced = seat, forced
        self.events_happened.emit(events)
        self.state_changed.emit()
        if self._state.is_over:
            self.game_finished.emit()
        self._settle_viewer()

    def _where(self, seat: int | None) -> str:
        """Enough to replay the moment of a failure: the game, its seed, the seat and how far it got."""
        level = self._record.seats[seat].level if seat is not None and 0 <= seat < len(self._record.seats) else None
        return (f"game {self.game}, seed {self._record.seed}, seat {seat}{f' ({level} bot)' if level else ''}, "
                f"after {len(self._record.actions)} actions")

    def _settle_viewer(self, initial: bool = False) -> None:
        """After a change: who looks at the screen now, whether to hand off, whether a bot must move."""
        seat = self._state.current_player
        humans = self.humans()
        if self._state.is_over:
            self._handoff_pending = None
            if len(humans) == 1:
                self._set_viewer(humans[0])
            self._maybe_start_bot()
            return
        if seat is not None and self.is_human(seat) and seat != self._viewer:
            forced = self._state.forced_by_public() if len(humans) > 1 else None
            if forced is not None:
                # a move anybody can see is the only one (trading with nobody to trade with): played for
                # them without a cover and a claim; it tells the others nothing they did not know
                self._play(forced, seat, human=False, forced=True)
                return
            if len(humans) == 1:
                self._set_viewer(seat)
            else:
                self._handoff_pending = seat
                if not (self.hold_handoffs and self.is_human(self._viewer)):
                    self._set_viewer(None)
                self.handoff_requested.emit(seat)
        elif initial and self._viewer is None and len(humans) == 1:
            self._set_viewer(humans[0])
        self._maybe_start_bot()

    def _set_viewer(self, seat: int | None) -> None:
        if seat != self._viewer:
            self._hints.drop()
            self._viewer = seat
            self.viewer_changed.emit(seat)

    def _maybe_start_bot(self) -> None:
        """If a bot is to move now, it starts deciding (a lesson plays its script instead, a replay nothing)."""
        self._bot_runner.start()

    def _bot_failed(self, seat: int, exc: BaseException) -> None:
        logger.error("the bot failed (%s)", self._where(seat), exc_info=exc)
        self.action_rejected.emit("bot_error")

    def start_autosave(self) -> None:
        """Autosave from now on, starting with the game as it is. The session does so when it is made, unless
        made with `autosave_at_start=False`: a window starts it once the game is on its table, so that a game
        it cannot show never replaces the autosave of the one it keeps."""
        self._autosave.start(self._record)

    @property
    def autosaving(self) -> bool:
        """Whether the autosave has started (`start_autosave`), and so has taken its file."""
        return self._autosave.started

    @property
    def autosave_problem(self) -> str | None:
        """Why the last autosave failed, while it keeps failing (None: the file holds every move)."""
        return self._autosave.problem
