"""The lesson's guide on a game page: which step shows, where its callout goes (with `placing.py` and
`note_spots.py`), what its buttons do.

The coach follows the board's clock: a step shows once the board shows the game at the step's position (the
animator at rest), never while the moves before it are still being played out. A note holds the table until
Next; a move step waits for the learner's move, or moves (three houses, counted in its title), and Skip step
makes only those for them, saying so (the note says it first, the next one says the moves were made for them and
the cash they spent): it never plays on into the learner's next turns. A learner move the lesson has no step
for is asked for in the table's own hint words. Back goes to the step before (the game
rewound to it). After the last step the learner plays on alone or leaves.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from ponzi_desktop.ui.formatting import sentences
from ponzi_desktop.ui.kit.action_panel import panel_scale
from ponzi_desktop.ui.kit.labels import REFUSALS, label
from ponzi_desktop.ui.lesson.areas import NoteAreas
from ponzi_desktop.ui.lesson.arrows import arrow_crosses, covers, holds
from ponzi_desktop.ui.lesson.callout import Callout, Spotlight
from ponzi_desktop.ui.lesson.keys import KeyboardFollows
from ponzi_desktop.ui.lesson.note_spots import (
    aimed_first,
    dialog_rect,
    new_place,
    small_note_place,
    staying_place,
)
from ponzi_desktop.ui.lesson.plan import CONTEXT, LEARNER, Step
from ponzi_desktop.ui.lesson.session import LessonSession


def lesson_text(english: str, context: str = CONTEXT) -> str:
    """A lesson file's text in the app's language (its lesson's translation context)."""
    return QCoreApplication.translate(context, english) if english else ""


class LessonCoach(QObject):
    """Guides the learner through the lesson on `page` (a `GamePage` of a `LessonSession`). Signal: `leave`
    (the learner leaves the lesson). `shown`: the step's index, -1 for a move without a step of its own, -2
    for the lesson's end, -3 while the other seats play the script's moves (the note says so, by their place)."""

    #: `shown` while another seat plays the script's move
    OTHERS = -3
    #: how long Skip step's "the lesson makes this move for you" shows before the move is made
    SKIP_SAID_MS = 700

    leave = Signal()

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.session: LessonSession = page.session
        self.table = page.table
        self.steps: tuple[Step, ...] = self.session.plan.steps
        self.index = 0  # the step showing or next to show
        self._placed_for: int | None = None  # the step the callout was last placed for
        self._placed: QRect | None = None  # where and how large it was placed then
        self._placed_in: QRect | None = None  # in what room (the window resized: placed again)
        self._aimed = 0  # which of the step's pieces the arrow points at (`docked_place`: beside the table)
        self.shown: int | None = None  # a step's index, -1 a move of no step, -2 the end, -3 the others play
        self.finished = False  # the guided part is over (played on or the game ended after the last step)
        self._skip_to: int | None = None  # Skip step: the learner's moves are played up to this position
        self._skip_cash: int | None = None  # the learner's cash when Skip step was pressed
        self._skip_pending: tuple[int, int] | None = None  # Skip step pressed: (at, up to) once its line is read
        self._made_for_you = ""  # what the next note says about the moves Skip step made (and their cost)
        self._made_at: int | None = None  # the position of the note that says it
        self._shown_at: int | None = None  # the position the note showing was shown at (a step's count)
        self._others_actor: int | None = None  # the seat the small "X plays" note names
        self.pass_blocked = False  # no place has a clear arrow to End turn: placed for the panel, End turn lit
        self.areas = NoteAreas(self)  # where the table's things are
        self.spotlight = Spotlight(page)
        self.callout = Callout(page)
        self.callout.hide()
        self.spotlight.hide()
        self.keys = KeyboardFollows(self.callout, self.table)  # after Next: on to the next note or the move's button
        self.callout.back_requested.connect(self.back)
        self.callout.leave_requested.connect(self.leave)
        self.callout.forward_requested.connect(self.forward)
        self.session.state_changed.connect(self._changed)
        self.session.action_rejected.connect(self._refused)
        self._refusal = ""  # the refusal said for the step showing (also in a window's note)
        self._say_again = False  # the refusal is said again once the step shows (`take_over`)
        table_refused = getattr(self.table, "refused", None)  # the kit's tables have it
        if table_refused is not None:
            table_refused.connect(self._table_refused)
        self.table.animator.idle.connect(self._sync)
        # what the board lays over the table for a moment (a tray of shares drawn) shows at an event's start: the
        # note makes room for it then, not at its next tracking tick
        self.table.animator.showing.connect(self._moment_begins)
        self.table.animator.presented.connect(self._presented)
        dialog_opening = getattr(self.table, "dialog_opening", None)  # the kit's tables have it
        if dialog_opening is not None:
            dialog_opening.connect(self._dialog_opening)
        page.installEventFilter(self)
        # while a note waits for Next, Return and Enter press it (as a dialog's default button): the table under
        # it keeps the key from the button that has the keyboard there (which would pick or play a move). Off
        # on a step that asks for a move: the keys are the table's then.
        self._next_keys = [QShortcut(QKeySequence(key), page) for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]
        for shortcut in self._next_keys:
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.setAutoRepeat(False)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self._next_key)
        self._track = QTimer(self)  # pieces move (animations, a resize): the callout and the rings follow
        self._track.setInterval(150)
        self._track.timeout.connect(self._position)
        QTimer.singleShot(0, self._sync)

    def take_over(self, before: LessonCoach) -> None:
        """Go on where the coach of the page this one replaces was (the page rebuilt in another language): the
        same step, not the first one at its position, and a refusal said there said again in the new words."""
        self.index, self.finished = before.index, before.finished
        self._say_again = bool(before._refusal)

    # ---- which step ------------------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.session.action_count

    def current_step(self) -> Step | None:
        return self.steps[self.shown] if self.shown is not None and self.shown >= 0 else None

    def _changed(self) -> None:
        """A move was played (or the game rewound): the callout of a step that is over goes at once, and a
        refusal said before the move with it."""
        self.callout.clear_refusal()
        self._refusal = ""
        step = self.current_step()
        if step is not None and not step.at <= self.position < step.end or self.shown == -1:
            self._hide()
        if not self.table.animator.busy:
            self._sync()

    def _sync(self) -> None:
        """Show what the board's moment asks for (once the board is at rest)."""
        if self.finished or self.table.animator.busy:
            return
        p = self.position
        if self._skip_to is not None and (p >= self._skip_to or not self.session.on_script()
                                          or self.session.expected() is None):
            self._skip_done()
        if self._skip_to is not None and not self.session.held():
            QTimer.singleShot(0, self._skip_on)  # Skip step goes on (not inside the news of the move before)
            return
        while self.index < len(self.steps) and self.steps[self.index].end <= p:
            self.index += 1
        if self.index < len(self.steps) and self.steps[self.index].at <= p:
            if self.shown != self.index or self._shown_at != p:
                self._show_step(self.index)
            return
        if self.index >= len(self.steps):
            if self.shown != -2 or self.session.is_over:  # the script can end the game under the end's callout
                self._show_end()
            return
        if self.session.expected() is not None:
            if self.shown != -1:
                self._show_follow()
            return
        self._show_others()

    # ---- showing ---------------------------------------------------------------------------------------------
    def _skip_done(self) -> None:
        """Skip step has made the moves it was pressed for: the next note says so, and what they cost."""
        self._skip_to = None
        before, self._skip_cash = self._skip_cash, None
        now = self._cash()
        said = self.tr("The lesson made that move for you.")
        if before is not None and now is not None and now < before:
            said = sentences(said, self.tr("It spent $%1 of your cash.").replace("%1", str(before - now)))
        self._made_for_you, self._made_at = said, None

    def _cash(self) -> int | None:
        """The learner's cash now (None where the game's view does not say it)."""
        view = self.session.view(LEARNER)
        cash = getattr(view, "my_cash", None)
        return cash if isinstance(cash, int) else None

    def _show_step(self, index: int) -> None:
        step = self.steps[index]
        counter = self.tr("Step %1 of %2").replace("%1", str(index + 1)).replace("%2", str(len(self.steps)))
        title = self._text(step.title)
        if step.moves > 1:  # a step of several moves: which of them is asked for now
            title = self.tr("%1 (%2 of %3)").replace("%1", title).replace(
                "%2", str(self.position - step.at + 1)).replace("%3", str(step.moves))
        if step.kind == "note":
            self.session.hold(step.at)
            last = index == len(self.steps) - 1
            forward = self.tr("Finish") if last else self.tr("Next")
            tip = self.tr("Close the lesson's last note") if last else self.tr("On to the next step")
        else:
            forward, tip = self.tr("Skip step"), self.tr("The lesson makes this move for you")
        self._show(index, counter, title, self._text(step.text), forward, tip)

    def _text(self, english: str) -> str:
        return lesson_text(english, self.session.plan.context)

    def _show_follow(self) -> None:
        """A learner's move the lesson has no step for: asked for in the table's own words."""
        action = self.session.expected()
        words = self.table.hint_text(action, self.session.view()) if action is not None else ""
        counter = self._on_the_way()
        self._show(-1, counter, self.tr("Your move"), words or self.tr("Make the lit move."), self.tr("Skip step"),
                   self.tr("The lesson makes this move for you"))

    def _on_the_way(self) -> str:
        """The counter of a note between steps: which step comes next, by its title, and how many of the
        learner's turns come first (a lesson may play three of them on the way: the note says what they wait
        for). Empty after the last step."""
        if self.index >= len(self.steps):
            return ""
        step = self.steps[self.index]
        turns = self.session.learner_turns(self.position, step.at)
        now = self.session.expected() is not None  # the learner's turn is under way (it counts)
        if turns == 0:
            words = self.tr("Next: step %1 of %2, “%3”")
        elif turns == 1:
            words = self.tr("Next, after this turn: step %1 of %2, “%3”") if now else self.tr(
                "Next, after your next turn: step %1 of %2, “%3”")
        else:
            words = self.tr("Next, after %4 turns of yours, this one included: step %1 of %2, “%3”") if now \
                else self.tr("Next, after %4 more turns of yours: step %1 of %2, “%3”")
        return words.replace("%1", str(self.index + 1)).replace("%2", str(len(self.steps))).replace(
            "%4", str(turns)).replace("%3", self._text(step.title))

    def _show_end(self) -> None:
        """After the last step: once it is the learner's turn again, play on alone, or leave. While the script's
        next moves are the other seats', they are played under no note (the small "X plays" note belongs to the
        steps; a lesson whose script ends the game ends there: the end table then shows how, and there is
        nothing left to play on)."""
        if self.session.is_over:
            self.finished = True
            self._hide()
            return
        if self.session.on_script() and self.session.expected() is None:
            self._hide()  # the others' scripted moves first, under no note: asked again when the board is at rest
            return
        self._show(-2, "", self.tr("That was the lesson"),
                   self.tr("You have made the game's usual moves; the rules (Help menu) tell the others. Play on "
                           "against the bots to finish the game, or leave the lesson."), self.tr("Play on"),
                   self.tr("Finish the game against the bots, as you like"))

    def _show_others(self) -> None:
        """Another seat plays the script's move: the note stays, by that seat's place, and says why no step shows
        (it does not vanish for the others' turns, and the table asks nothing of the learner meanwhile)."""
        words = self._others_words()
        if not self.session.on_script() or words is None:
            self._hide()
            return
        counter = self._on_the_way()
        self._others_actor = self.actor()  # the seat the note names (None: a moment that is nobody's move)
        self._show(self.OTHERS, counter, *words, "", "", compact=True)

    def _others_words(self) -> tuple[str, str] | None:
        """The small note's title and words for the seat that plays; None when the board shows nobody's move (a
        price change: the note steps aside while the board plays it out, over the whole table, and names no
        seat's turn; it is back when the board is at rest)."""
        actor = self.actor()
        if actor is None:
            return None
        name = self.table.names[actor] if actor < len(self.table.names) else ""
        return self.tr("%1 plays").replace("%1", name), self.tr(
            "The lesson plays the other players' moves as it has them. Your next step comes when it is your turn "
            "again.")

    def _moment(self) -> str | None:
        """The name of the moment the board shows when it is nobody's move (the kit's tables say it)."""
        moment_name = getattr(self.table, "moment_name", None)
        return moment_name() if moment_name is not None else None

    def _presented(self, _tag: object) -> None:
        """The board has shown a move whole and goes on to the next one queued: the small note names the seat
        whose move it shows now (it named the seat of the move before, over the next seat's move)."""
        if self.shown != self.OTHERS or not self.table.animator.busy:
            return  # at rest: `_sync` says what shows
        actor = self.actor()
        if actor is not None and actor != LEARNER and self._others_actor != actor:
            self._show_others()

    def actor(self) -> int | None:
        """The seat whose move the board shows next (None when nobody's, a price change as well)."""
        if self._moment():
            return None
        view = self.table.shown_view()
        return getattr(view, "actor", None)

    def _show(self, shown: int, counter: str, title: str, text: str, forward: str, tip: str,
              compact: bool = False) -> None:
        if self._made_for_you and not compact:  # said in the first note after Skip step (while it shows)
            if self._made_at is None:
                self._made_at = self.position
            if self._made_at == self.position:
                text = f"{self._made_for_you}\n{text}"
            else:
                self._made_for_you, self._made_at = "", None
        self.shown = shown
        self._shown_at = self.position
        self.pass_blocked = False
        step = self.current_step()
        self._set_next_keys(step is not None and step.kind == "note")
        self.callout.show_step(counter, title, text, forward, tip, back=self._back_target() is not None,
                               compact=compact)
        self.callout.show()
        self.spotlight.show()
        for dialog in getattr(self.table, "dialogs", []):  # one open already (an envelope that opens itself)
            self._dialog_opening(dialog)
        self._position()
        self.callout.raise_()
        self._track.start()
        self.keys.land(step is not None and step.kind == "note" or shown == -2, self.session.expected())
        if self._say_again:
            self._say_again = False
            self._say_refusal()

    def _hide(self) -> None:
        self.shown = None
        self._shown_at = None
        self._set_next_keys(False)
        self._refusal = ""
        self._placed_for = None
        self.areas.forget()
        self.callout.hide()
        self.spotlight.hide()
        self.spotlight.set_marks([], None, self.spotlight.scale)
        self._track.stop()

    # ---- where -------------------------------------------------------------------------------------------
    def _moment_begins(self, *_event) -> None:
        """The board begins to show an event: a note that says whose move it shows, or that makes way for what
        the moment lays over the table, changes before the board paints it."""
        if self.shown is not None:
            self._position()

    def _position(self) -> None:
        if self.shown is None:
            return
        words = self._others_words() if self.shown == self.OTHERS else None
        if self.shown == self.OTHERS and (words is None or words[0] != self.callout.title_words):
            self._show_others()  # the board's moment is another's now (or nobody's: the note steps aside)
            return
        if self.page.end_table is not None and self.page.end_table.isVisible():
            room = self.page.rect()
        else:
            room = self.areas.room()
        scale = panel_scale(self.table.width(), self.table.height())
        if abs(self.callout.scale - scale) > 0.01:
            self.callout.set_scale(scale)  # it fits itself then, as when its words change
        anchors = pieces = self.areas.anchor_rects()
        dialogs = [dialog_rect(self.page, d) for d in getattr(self.table, "dialogs", []) if d.isVisible()]
        # a dialog open over the table takes the mouse from the window: the callout's buttons wait for it (greyed,
        # not seeming to work), and the callout may go beside the table, over the log, to stay in sight
        self.callout.set_waiting(bool(dialogs))
        noted = [d for d in getattr(self.table, "dialogs", []) if d.isVisible() and hasattr(d, "show_note")]
        if noted and self.shown != -2:  # the dialog carries the step's words: the callout waits out of sight
            self.callout.hide()
            # a ring of a piece under a dialog laid on the table would be drawn over the dialog (the page's layer)
            self.spotlight.set_marks([a for a in anchors if not any(d.intersects(a) for d in dialogs)], None, scale)
            return
        if not self.callout.isVisible():
            self.callout.show()
        staying = self.callout.isVisible() and self._placed_for == self.shown and self.shown != self.OTHERS
        anchors = aimed_first(pieces, self._aimed if staying else 0)  # the arrow's piece first
        if dialogs:
            room = QRect(0, 0, self.page.width(), room.bottom() + 1)
        reach = [r for r in self.areas.item_rects(self.areas.reach_items()) if r not in anchors]
        avoid = dialogs + self.areas.kept_clear() + self.areas.named_values() + self.areas.watched_places()
        plates = self.areas.name_plates() + self.areas.anchor_words()  # its arrow may cross them: they touch its piece
        valued = self.areas.valued()  # left in sight where there is room; else the least of it covered
        kept = avoid

        def clear_of(anchors: list[QRect]) -> list[QRect]:  # what the arrow to the first of `anchors` keeps off
            return [a for a in kept if not anchors or not holds(a, anchors[0])]

        in_the_way = clear_of(anchors)
        avoid = avoid + reach  # the note leaves them in sight; its arrow may cross them

        # beside the table (over its log) where the board has no room that leaves all in sight
        dock = self.areas.dock() if not dialogs and room == self.areas.room() else None

        def good(r: QRect, arrow: bool = True, leaves_valued: bool = True) -> bool:
            return (room.contains(r) or dock is not None and dock.contains(r)) \
                and not covers(r, anchors + avoid + plates + (valued if leaves_valued else [])) \
                and not (arrow and anchors and arrow_crosses(r, anchors[0], in_the_way, scale))

        rect = None
        if self.shown == self.OTHERS:  # a small note in a corner, out of the way: no ring, no arrow
            rect = small_note_place(self.areas, self.table, self.callout.size(), self.callout.scale, self.actor(),
                                    self.session.scripted(), room, avoid, plates, valued)
        elif staying:
            # a note placed over what the table values (no place left it in sight) stays there while all else
            # is in sight, in the same room: placing it again finds the same place, dearly, at every tick of the
            # tracking
            over_valued = self._placed is not None and covers(self._placed, valued) and self._placed_in == room
            # (a note beside the table was placed there only with a clear arrow: it is asked for one still)
            rect = staying_place(self.callout, self._placed, lambda r, arrow=True: good(r, arrow, not over_valued),
                                 lambda r: not room.contains(r) or not (anchors and arrow_crosses(r, anchors[0],
                                                                                                   in_the_way, scale)))
        if rect is None:
            if anchors != pieces:  # placed anew: the arrow's piece is the step's first again
                anchors, in_the_way = pieces, clear_of(pieces)
            # room kept under its words for a refusal the step may say, where there is some: it grows into it
            asks = self.shown != -2 and self.session.expected() is not None
            reserve = self._refusal_words() if asks and not self._refusal else ""
            rect, self._aimed = new_place(self.callout, anchors, kept, avoid, plates, valued, self.areas.table_texts(),
                                          room, dock, scale, reserve, good)
            if self._aimed:
                anchors = aimed_first(pieces, self._aimed)
                in_the_way = clear_of(anchors)
            if rect.width() != self.callout.width():
                self.callout.set_width(rect.width())
            rect = self._placed = QRect(rect.topLeft(), self.callout.size())
            self._placed_in = QRect(room)
            if self.shown == -1 and not self.pass_blocked and anchors \
                    and anchors[:1] == self.areas.pass_rects(self.session.expected()) \
                    and arrow_crosses(rect, anchors[0], in_the_way, scale):
                # no place has a clear way to End turn (the learner's pieces lie between): placed as for the
                # panel, whose nearest edge the note reaches from anywhere over the board; End turn lit, no arrow
                self.pass_blocked = True
                self._position()
                return
        self._placed_for = self.shown
        if rect != self.callout.geometry():
            self.callout.setGeometry(rect)
        self.spotlight.setGeometry(self.page.rect())
        lit = self.areas.pass_rects(self.session.expected()) if self.pass_blocked and self.shown == -1 else []
        # the table's words keep the rings off them: none to keep off without a ring
        if lit and anchors[:1] == [self.areas.panel_rect()]:
            # placed as if it pointed at the panel, End turn is lit, with no arrow: one to the panel's nearest edge
            # read as pointing at the board's bottom row
            self.spotlight.set_marks(lit, None, scale, in_the_way, self.areas.table_texts())
        else:
            passed = [v for v in valued if not holds(v, anchors[0])] if anchors else []  # its arrow keeps off
            # the arrow's piece with its own words where other pieces lie against it: the arrow ends by them, where
            # its way there keeps clear of what the note's place was chosen to keep its arrow off
            aimed = anchors
            if anchors and rect is not None:
                held = self.areas.with_words(anchors[:1], scale)
                if held[0] != anchors[0] and not arrow_crosses(rect, held[0], in_the_way, scale):
                    aimed = held + anchors[1:]
            self.spotlight.set_marks(aimed, rect if anchors else None, scale, in_the_way,
                                     self.areas.table_texts() if anchors else [], passed)
        self.spotlight.raise_()
        self.callout.raise_()

    def _dialog_opening(self, dialog: QWidget) -> None:
        """A dialog opens over the table while a step asks for a move: the step's words for the window go into
        it (the callout may have no room beside a large window), with a refusal said since."""
        show_note = getattr(dialog, "show_note", None)
        if show_note is None or self.shown is None or self.shown == -2:
            return
        step = self.current_step()
        words = self._text(step.window) if step is not None and step.window else self.callout.words
        show_note(f"{words}\n{self._refusal}" if self._refusal else words)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.page and event.type() == QEvent.Type.Resize and self.shown is not None:
            QTimer.singleShot(0, self._position)
        return False

    # ---- the buttons ---------------------------------------------------------------------------------------
    def forward(self) -> None:
        """Next (a note), Skip step (a move: the lesson plays it), Play on (the end)."""
        if self.shown == -2:
            self.finished = True
            self._hide()
            self.session.play_on()
            return
        step = self.current_step()
        if step is not None and step.kind == "note":
            self._made_for_you, self._made_at = "", None  # read
            self.keys.keep()
            self.index += 1
            more_notes = self.index < len(self.steps) and self.steps[self.index].at == step.at \
                and self.steps[self.index].kind == "note"
            self._hide()
            if not more_notes:
                self.session.release(step.at)
            self._sync()
            return
        if self.session.expected() is not None:
            # only the moves the note asks for (a step's three houses; a move of no step: that one), never the
            # learner's turns after them: the note says so first, and the next one what the moves cost
            self._skip_pending = (self.position, step.end if step is not None else self.position + 1)
            self._skip_cash = self._cash()
            self.callout.set_words(f"{self.callout.words}\n" + self.tr("Skip: the lesson makes this move for you."))
            self.callout.forward.setEnabled(False)  # until the note showing next
            self.callout.fit()
            self._position()
            QTimer.singleShot(self.SKIP_SAID_MS, self._skip_start)

    def _skip_start(self) -> None:
        """Skip step, once its line was read: the moves it makes, played (unless Back or Leave came between)."""
        pending, self._skip_pending = self._skip_pending, None
        if pending is None or pending[0] != self.position or self.session.expected() is None:
            self._skip_cash = None
            return
        self._skip_to = pending[1]
        self.session.play_expected()

    def _skip_on(self) -> None:
        """Skip step's next move: the learner's next scripted move before the step it skips to."""
        if self._skip_to is not None and self.position < self._skip_to and not self.table.animator.busy \
                and self.session.expected() is not None and not self.session.held():
            self.session.play_expected()

    def _set_next_keys(self, on: bool) -> None:
        for shortcut in self._next_keys:
            shortcut.setEnabled(on)

    def _next_key(self) -> None:
        """Return or Enter while a note waits for Next: Back or Leave when the keyboard is on it, else Next."""
        focus = QApplication.focusWidget()
        button = focus if isinstance(focus, QAbstractButton) and self.callout.isAncestorOf(focus) \
            else self.callout.forward
        if button.isVisible() and button.isEnabled():
            button.animateClick()

    def _back_target(self) -> int | None:
        """The step Back goes to: the one before the step showing (or before the next step, for a move of no step
        and the end)."""
        current = self.shown if self.shown is not None and self.shown >= 0 else self.index
        return current - 1 if current - 1 >= 0 else None

    def back(self) -> None:
        target = self._back_target()
        if target is not None:
            self.go_to_step(target)

    def go_to_step(self, index: int) -> None:
        """Show step `index` again (or for the first time): the game rewound to its position when it is not
        there, its note holding the table."""
        step = self.steps[index]
        self._hide()
        self._skip_to = None
        self._skip_cash = None
        self._skip_pending = None
        self._made_for_you = ""
        self.finished = False
        self.index = index
        self.table.animator.snap()
        self.table.close_dialogs()  # a window of the moment left (a trade being drawn up) is not that step's
        if step.at != self.position or not self.session.guiding:
            self.session.rewind(step.at)
        if step.kind == "note":
            self.session.hold(step.at)
        else:  # the notes before it at its position count as read: its move is lit and asked for
            self.session.release(step.at)
        self._sync()

    def _refused(self, reason: str) -> None:
        """The session refused a move the lesson does not ask for: the step says why, in its words."""
        if reason == "lesson_other_move" and self.shown is not None and self.shown != -2:
            self._say_refusal()
        elif reason == "lesson_read_note" and self.shown is not None and self.shown >= 0:
            self._say_refusal(label(REFUSALS, reason))  # a shortcut's move while a note is read: Next first

    def _table_refused(self, _text: str) -> None:
        """The table refused a drop or click (its rules' words in the panel): while a step asks for a move,
        the step says what it asks instead (the rules' reason may be about another move than the lesson's)."""
        if self.shown is not None and self.shown != -2 and self.session.expected() is not None:
            self._say_refusal()

    def _refusal_words(self) -> str:
        """What the step says to a move it does not ask for."""
        step = self.current_step()
        text = self._text(step.refusal) if step is not None and step.refusal else ""
        if not text:
            action = self.session.expected()
            # a move of no step: its note is the hint already, said once
            hint = self.table.hint_text(action, self.session.view()) if action is not None and self.shown != -1 else ""
            text = self.tr("Not that move. %1").replace("%1", hint) if hint else self.tr(
                "Not that move: the lesson asks for the lit one.")
        return text

    def _say_refusal(self, text: str = "") -> None:
        text = text or self._refusal_words()
        self._refusal = text
        self.callout.show_refusal(text)
        for dialog in getattr(self.table, "dialogs", []):  # the window the learner looks at says it too
            self._dialog_opening(dialog)
        self._position()
