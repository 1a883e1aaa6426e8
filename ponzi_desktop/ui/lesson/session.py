"""The live game of a lesson: a `GameSession` that plays the lesson's script for the other seats and asks the
learner for the script's moves while the lesson guides.

While `guiding`: a bot seat does not think, it plays the script's next action after the usual delay; the
learner's move must be the script's next one (`expected`), anything else is refused with the code
"lesson_other_move" (the coach says why, in the step's words); the table lights the expected move (it is the
session's `hint`). A note step holds the table at its position (`hold`) until it is read (`release`): a move meanwhile
(a shortcut's: R rolls) is refused with "lesson_read_note", so no note is skipped unread.
`rewind` goes back to an earlier position of the script (the coach's Back), `play_expected` plays the
learner's move for them (Skip step). `play_on()` ends the guiding: the bots think for themselves from there
and the learner plays as they like.

A lesson writes no autosave and is kept out of the game history (`records_history`): it is not a game the
player chose to play. Saving it by hand works (the record is an ordinary game's).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ponzi_desktop.engine.core import Action, game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.persistence import replay as replay_record
from ponzi_desktop.ui import games
from ponzi_desktop.ui.lesson.plan import LEARNER, LessonPlan
from ponzi_desktop.ui.session import GameSession, with_colours


def learner_name() -> str:
    """What the learner's seat is called at the lesson's table, in the app's language."""
    return QCoreApplication.translate("Lesson", "Player 1")  # CONTEXT, said as a literal for lupdate


def record_of(plan: LessonPlan) -> GameRecord:
    """The lesson's game before its first move: its deal, its seats (the learner named in the app's language)."""
    spec = game_spec(plan.game)
    seats = [Seat(name=s.name or learner_name(), kind=s.kind, level=s.level if s.kind == "bot" else None)
             for s in plan.seats]
    seats = with_colours(seats, games.seat_colours(plan.game))
    model = spec.settings_from(len(seats), dict(plan.settings))
    return GameRecord(game=plan.game, settings=model.model_dump(mode="json"), seed=plan.seed, seats=seats,
                      actions=[])


class LessonSession(GameSession):
    """A lesson's game (see the module)."""

    #: a lesson is not recorded in the game history
    records_history = False

    def __init__(self, plan: LessonPlan, *, bot_delay_ms: int = 600, parent: QObject | None = None) -> None:
        self.plan = plan
        self.guiding = True
        self._holds: set[int] = {s.at for s in plan.steps if s.kind == "note"}
        parse = game_spec(plan.game).parse_action
        self._script: list[Action] = [parse(text) for text in plan.script]  # parsed once
        self._actors: list[int | None] | None = None  # whose each of the script's moves is (`alike`)
        super().__init__(record_of(plan), autosave_dir=None, autosave_at_start=False, bot_delay_ms=bot_delay_ms,
                         parent=parent)

    def rename_learner(self) -> None:
        """The learner's seat called in the app's language now (after a change of language mid-lesson)."""
        seats = self._record.seats
        if self.plan.seats[LEARNER].name == "" and seats[LEARNER].name != learner_name():
            seats[LEARNER] = seats[LEARNER].model_copy(update={"name": learner_name()})

    # ---- where the lesson is ---------------------------------------------------------------------------
    def on_script(self) -> bool:
        """Whether the game is still the script's (every action so far as written) and has more of it."""
        n = len(self._record.actions)
        return self.guiding and n < len(self.plan.script) and not self._state.is_over

    def scripted(self) -> Action | None:
        """The script's next action (whoever plays it), None off the script."""
        if not self.on_script():
            return None
        return self._script[len(self._record.actions)]

    def expected(self) -> Action | None:
        """The move the lesson asks of the learner now (None: not the learner's turn, or not guiding)."""
        if self._state.current_player != LEARNER or self._handoff_pending is not None:
            return None
        return self.scripted()

    def planned(self) -> list[Action]:
        """The learner's moves the script has next, up to another seat's (a trade's steps, say): a window for
        them may open with them filled in. Empty when not guiding or not the learner's turn."""
        if self.expected() is None:
            return []
        out = []
        state = self._state.clone()
        for action in self._script[len(self._record.actions):]:
            if state.current_player != LEARNER or state.is_over:
                break
            out.append(action)
            state.apply(action)
        return out

    def coming(self, start: int) -> list[Action]:
        """The learner's moves the script has from position `start` on while the turn stays theirs (the roll
        after the fine paid): empty when another seat plays at `start`, or off the script."""
        if not self.on_script():
            return []
        state = self._state.clone()
        out: list[Action] = []
        for at in range(len(self._record.actions), len(self._script)):
            if state.is_over or at >= start and state.current_player != LEARNER:
                break
            if at >= start:
                out.append(self._script[at])
            state.apply(self._script[at])
        return out

    def alike(self, at: int, end: int) -> list[tuple[int, Action]]:
        """The other seats' moves of the script of the same kind as the learner's at `at`, played in a row right
        before it and right after `end` (in a crash everyone gives back a tile), each with its seat."""
        if not 0 <= at < len(self._script):
            return []
        actors = self._script_actors()
        kind, out = type(self._script[at]), []
        for run in (range(at - 1, -1, -1), range(end, len(self._script))):
            for n in run:
                if actors[n] in (LEARNER, None) or type(self._script[n]) is not kind:
                    break
                out.append((actors[n], self._script[n]))
        return out

    def _script_actors(self) -> list[int | None]:
        """Whose each of the script's moves is (worked out once)."""
        if self._actors is None:
            spec = game_spec(self.plan.game)
            state = spec.new_game(spec.settings_from(len(self.plan.seats), dict(self.plan.settings)), self.plan.seed)
            self._actors = []
            for action in self._script:
                self._actors.append(state.current_player)
                state.apply(action)
        return self._actors

    def learner_turns(self, start: int, end: int) -> int:
        """How many turns of the learner's the script plays out from position `start` before `end` (each run of
        their moves in a row is one: the turn under way at `start` counts; one that goes on at `end` does not)."""
        actors = self._script_actors()
        turns, before = 0, None
        for seat in actors[max(0, start):min(end, len(actors))]:
            if seat == LEARNER and before != LEARNER:
                turns += 1
            before = seat
        if before == LEARNER and end < len(actors) and actors[end] == LEARNER:
            turns -= 1  # the turn that reaches `end` is not over before it
        return turns

    def held(self) -> bool:
        """Whether a note holds the table at this position (the other seats wait until it is read)."""
        return self.guiding and len(self._record.actions) in self._holds

    def held_reason(self) -> str | None:
        """While a note holds the table, every seat's moves wait for Next (the panel says so, whoever is to move)."""
        return "lesson_read_note" if self.held() else None

    def hold(self, position: int) -> None:
        self._holds.add(position)
        self.hint_changed.emit()  # no lit move while a note is read
        self.held_changed.emit()  # the panel's moves greyed, saying why

    def release(self, position: int) -> None:
        """The note at `position` is read: the table goes on (the learner's move, if it is theirs, lit again)."""
        self._holds.discard(position)
        self.hint_changed.emit()
        self.held_changed.emit()
        self._maybe_start_bot()

    # ---- what the lesson allows ------------------------------------------------------------------------
    def check(self, action: Action, seat: int | None = -1) -> str | None:
        reason = super().check(action, seat)
        if reason is not None:
            return reason
        if self.held():
            return "lesson_read_note"  # a shortcut's move (R rolls) would skip the notes before it unread
        expected = self.expected()
        if expected is not None and action.to_text() != expected.to_text():
            return "lesson_other_move"
        return None

    @property
    def hint(self) -> Action | None:
        """While guiding, the lesson's move is the hint: the table lights its pieces (not while a note is read)."""
        if self.guiding:
            return None if self.held() else self.expected()
        return super().hint

    @property
    def hint_pending(self) -> bool:
        return False if self.guiding else super().hint_pending

    def can_hint(self) -> bool:
        return self.expected() is not None if self.guiding else super().can_hint()

    def request_hint(self) -> bool:
        if self.guiding:
            return self.expected() is not None
        return super().request_hint()

    def undo_refusal(self) -> str | None:
        return "lesson_no_undo" if self.guiding else super().undo_refusal()

    # ---- the coach's buttons ---------------------------------------------------------------------------
    def play_expected(self) -> bool:
        """Play the lesson's move for the learner (Skip step); False when none is asked for now."""
        action = self.expected()
        return action is not None and self.submit(action, LEARNER)

    def rewind(self, position: int) -> None:
        """Back to the game after the script's first `position` actions (the coach's Back): rebuilt, no events,
        as a load; the notes from there on hold the table again."""
        position = max(0, min(position, len(self.plan.script)))
        self._bot_runner.cancel()
        self._hints.drop()
        self.guiding = True
        self._record.actions = list(self.plan.script[:position])
        self._state = replay_record(self._record)
        self._undo.reset(position)  # as a load: nothing to undo
        self._holds = {s.at for s in self.plan.steps if s.kind == "note" and s.at >= position}
        self.last_actor, self.last_forced = None, False
        self.state_changed.emit()
        self._settle_viewer()

    def play_on(self) -> None:
        """The guided part is over: the bots think for themselves, and every legal move is the learner's."""
        if not self.guiding:
            return
        self.guiding = False
        self._played_on_at = len(self._record.actions)
        self._holds.clear()
        self._bot_runner.cancel()
        self._hints.drop()
        self.hint_changed.emit()
        self.state_changed.emit()
        self._maybe_start_bot()

    @property
    def worth_keeping(self) -> bool:
        """Whether the game is the learner's own now (played on, with a move of theirs since, not over): the
        window keeps it in the saved games when it goes, as it keeps any unfinished game."""
        start = getattr(self, "_played_on_at", None)
        return (not self.guiding and start is not None and not self._state.is_over
                and self.last_action_by(LEARNER) > start)

    # ---- the other seats play the script ---------------------------------------------------------------
    def _maybe_start_bot(self) -> None:
        if not self.guiding:
            super()._maybe_start_bot()
            return
        seat = self._state.current_player
        if not self._bot_runner.ready(seat) or self.held():
            return
        action = self.scripted()
        if action is None:  # the script is over (a lesson that stops before the end): the bots take over
            super()._maybe_start_bot()
            return
        self._bot_runner.play_later(seat, action)
