"""The page of a game in progress: its table, the log beside it, the hand-off cover and the end table.

Everything about the game comes from its registration (ui/games.py): the table, the rules tooltips, the end
table. The log follows the table's clock (`presented`), so the log and the board show the same moment.

A hot-seat hand-off waits for that clock too: the person who just moved sees their move played out on their
own table, and the cover comes up when they press the panel's Hand Over (a table without one: `HOLD_MS` after
the board has shown the move); then the session forgets who was looking. One behaviour whatever the move: a
cover never comes by itself while Hand Over is on view (it once did after a move that set off a chain of
events), nor after bots who move between two people: they play on the mover's table, and Hand Over waits for
the last of them (on a table without it, they play under the cover). In that moment the mover may still take
their move back (Undo, Ctrl+Z); nobody may move.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QSplitter, QVBoxLayout, QWidget

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.games import game_ui, load
from ponzi_desktop.ui.handoff import HandoffCover, token_marks
from ponzi_desktop.ui.kit.action_panel import panel_scale
from ponzi_desktop.ui.kit.rule_tips import RuleTips
from ponzi_desktop.ui.log_view import GameLogView
from ponzi_desktop.ui.look import seat_colour
from ponzi_desktop.ui.rules_dialog import rule_sections
from ponzi_desktop.ui.save_pictures import DRAWN
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import AppSettings

#: The log's share of the page's width (the table gets the rest); fixed, so nothing on the table ever
#: rescales because the log's content changed. A small window takes from the log as from the board.
LOG_SHARE = 0.2
LOG_MIN, LOG_MAX = 200, 420
#: The log's text size beside a table of a 1280x720 window; it grows and shrinks with the table (as the
#: action panel does), never so far that its notes (0.9 of it) go under 11 px.
LOG_TEXT_PX, LOG_TEXT_MIN = 13, 12
#: On a table without a Hand Over button, how long the person who just moved still sees the result of their
#: move before the hand-off cover: long enough to read their new cash and to think of Undo.
HOLD_MS = 2000


def log_share(width: int) -> int:
    """The log's width beside a table in a page `width` pixels wide (`LOG_SHARE`, within `LOG_MIN`..`LOG_MAX`)."""
    return max(LOG_MIN, min(LOG_MAX, round(width * LOG_SHARE)))


def table_for(session: GameSession, settings: AppSettings, parent: QWidget) -> QWidget:
    """The table widget of the session's game (ValueError for a game without one)."""
    try:
        reference = game_ui(session.game).table
    except KeyError:
        reference = None
    if reference is None:
        raise ValueError(f"no table for {session.game!r} yet")
    return load(reference)(session, settings, parent)


class GamePage(QWidget):
    """The table of the game in progress, the log beside it, and the hand-off cover over both."""

    play_again_requested = Signal()
    home_requested = Signal()
    replay_requested = Signal()  # the end table's "Replay this game"

    def __init__(self, session: GameSession, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.game = game_ui(session.game)
        settings.last_game = session.game  # the rules window and the new-game dialog open on it
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.table = table_for(session, settings, self.splitter)
        self.rule_tips = None  # the table's tooltips name their rules section; F1 opens it
        if self.game.rule_sections is not None:
            self.rule_tips = RuleTips(self.table.scene, load(self.game.rule_sections),
                                      lambda: rule_sections(session.game, i18n.current_language()), self)
        self.log_view = GameLogView(session, self.splitter)
        self.log_view.follow_table(self.table)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.log_view)
        self.log_view.entry_hovered.connect(self.table.highlight_event)  # a log entry lights what it names
        # Tab reads the page as the eye does: the panel's buttons, then the log (and round to the panel again)
        QWidget.setTabOrder(self.table.panel.fixed_buttons[-1], self.log_view.list)
        self.splitter.setCollapsible(0, False)
        self.splitter.setCollapsible(1, False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self._log_width: int | None = None  # set when the user drags the splitter
        self.splitter.splitterMoved.connect(self._splitter_moved)
        layout.addWidget(self.splitter)
        self.end_table = None
        self._end_due = False  # the game is over: the end table opens once the board shows the last move
        self.table.scores_requested.connect(self.show_end_table)  # back to the scores after a look at the board
        self.cover = HandoffCover(self)
        self.cover.private_words = self.game.private_words
        self.cover.all_public = self.game.all_public
        self.cover.claimed.connect(self._claimed)
        # a hand-off waits until the board has shown the mover their move (`_handoff`)
        hand_over = getattr(self.table, "hand_over_requested", None)  # the kit's tables have it
        if hand_over is not None:
            hand_over.connect(self._cover_now)
        #: True: the held hand-off waits for the panel's Hand Over (shown while it is held), never for a timer
        self.waits_for_hand_over = hand_over is not None
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._cover_now)
        self._holding: int | None = None  # the seat a held hand-off is for
        self._hold_upto = 0  # the hand-off waits until the board shows this many actions
        self._board = session.action_count  # how many actions the board shows whole
        self.table.presented.connect(self._board_presented)
        animator = getattr(self.table, "animator", None)
        if animator is not None:
            animator.idle.connect(lambda: self._board_presented(self.session.action_count))
        session.hold_handoffs = True
        session.handoff_requested.connect(self._handoff)
        session.viewer_changed.connect(self._viewer_changed)
        session.state_changed.connect(self._state_changed)
        session.game_finished.connect(self._finished)
        if session.handoff_pending is not None:
            session.cover_table()  # a page made during a hand-off has shown nobody anything yet
            self._handoff(session.handoff_pending)
        if session.is_over:
            QTimer.singleShot(0, self.show_end_table)

    # ---- the end -----------------------------------------------------------------------------------------
    def _finished(self) -> None:
        """The end table comes once the board has shown the last move (`_board_presented`: the animator's
        `idle`, or the table's `presented` when what it was showing was dropped, for another viewer say: the
        animator's `show` emits no `idle`, and an end that waited for one waited for ever)."""
        animator = getattr(self.table, "animator", None)
        if animator is not None and animator.busy:
            self._end_due = True
        else:
            self.show_end_table()

    def show_end_table(self) -> None:
        """The scoring table over the board, once the game is over (again after it was closed)."""
        self.session.open_to_all()  # the board has shown the last move: the end is everybody's
        if self.game.end_table is None:
            return
        if self.end_table is None:
            self.end_table = load(self.game.end_table)(self.session, self)
            self.end_table.play_again_requested.connect(self.play_again_requested)
            self.end_table.home_requested.connect(self.home_requested)
            self.end_table.replay_requested.connect(self.replay_requested)
        self.end_table.setGeometry(self.rect())
        self.end_table.show()
        self.end_table.raise_()
        self.end_table.setFocus()

    def end_table_shown(self) -> bool:
        return self.end_table is not None and self.end_table.isVisible()

    def picture_widget(self) -> QWidget | QImage:
        """What a save's picture shows: the board as a spectator sees it (the picture is on the start page,
        for whoever sits there: nothing private may be in it), without the panel under it."""
        public = getattr(self.table, "public_picture", None)
        return public(cover=DRAWN) if public is not None else self.table

    # ---- hand-off ------------------------------------------------------------------------------------------
    def _handoff(self, seat: int) -> None:
        mover = self.session.viewer
        if mover is None:  # nobody private looks: cover at once
            self._cover(seat)
            return
        # the person who moved last still looks at their own table: let them see their move first
        self._holding = seat
        self._hold_upto = self.session.last_action_by(mover)
        if self.game.all_public or self.waits_for_hand_over:
            # the mover watched the bots' moves after theirs as they came (the board follows the game), and Hand
            # Over is shown once the board has caught up: the cover waits for it, bots between or not
            self._hold_upto = self.session.action_count
        if self._board >= self._hold_upto:
            if self._hold_upto == self.session.action_count:
                self._hold()  # the board shows their move already (no animation)
            else:
                self._cover_now()  # they saw their move while bots moved after it

    def _board_presented(self, actions: int) -> None:
        self._board = actions
        if self._end_due and not self.table.animator.busy:
            self._end_due = False
            self.show_end_table()
        if self._holding is not None and actions >= self._hold_upto and not self._hold_timer.isActive():
            self._hold()

    def _hold(self) -> None:
        """The board shows the mover their move: the cover waits for Hand Over, or, on a table without it,
        comes after a moment."""
        if not self.waits_for_hand_over:
            self._hold_timer.start(HOLD_MS)

    def _cover_now(self) -> None:
        """The held hand-off covers the table now (its moment is over, or the mover clicked)."""
        seat, self._holding = self._holding, None
        self._hold_timer.stop()
        if seat is not None and self.session.handoff_pending == seat:
            self._cover(seat)

    def _cover(self, seat: int) -> None:
        """Cover the table for `seat`'s person, with what everybody saw since their last turn; then nobody
        private looks any more."""
        seats = self.session.seats
        colour = seat_colour(seats, seat).name()  # its own, or the palette's, as on the table
        model = self.log_view.model
        self.cover.show_for(seat, seats[seat].name, colour, model.public_since(seat),
                            first_turn=not model.has_acted(seat), mark=token_marks([s.name for s in seats])[seat])
        self.session.cover_table()
        self.cover.button.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def handoff_held(self) -> bool:
        """Whether a hand-off waits for the person who just moved to see their move."""
        return self._holding is not None

    def _claimed(self, seat: int) -> None:
        self.session.claim_seat(seat)
        self.take_keyboard()  # the cover's button had it: Qt would hand it to whatever came next, or to nothing

    # ---- the keyboard --------------------------------------------------------------------------------------
    def take_keyboard(self) -> None:
        """The keyboard where the person at the screen plays: on the cover's button while it is up, on the end
        table once it is shown, else on the table's action panel (its first button that only picks half a
        move, or the panel itself: Tab reaches its buttons, Enter presses them, the table's shortcut keys
        work). Done when the page comes on screen (a new game, an opened save, Continue) and when a seat is
        claimed: else the keyboard stayed on a start-page button gone from view, or on the cover, and no key
        reached the table until it was clicked."""
        if self.cover.isVisible():
            self.cover.button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.end_table_shown():
            self.end_table.setFocus(Qt.FocusReason.OtherFocusReason)
        elif getattr(self.table, "panel", None) is not None:
            self.table.panel.keys.focus_first()
        else:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not event.spontaneous():  # put on screen (not a window coming back from the task bar)
            QTimer.singleShot(0, self, self.take_keyboard)  # once the stack has done with the focus of its last page

    def _viewer_changed(self, _seat) -> None:
        if self._holding is not None and self.session.handoff_pending != self._holding:
            self._holding = None  # the seat was claimed some other way while the hand-off waited
            self._hold_timer.stop()
        if self.session.handoff_pending is None and self.cover.isVisible():
            self.cover.hide()  # the seat was claimed some other way (a load, a test): nothing to cover

    def _state_changed(self) -> None:
        if self._holding is not None and self.session.handoff_pending is None:
            self._holding = None  # the mover took their move back in the moment: no hand-off after all
            self._hold_timer.stop()

    # ---- layout --------------------------------------------------------------------------------------------
    def _splitter_moved(self, _pos: int, _index: int) -> None:
        self._log_width = self.splitter.sizes()[1]
        if self._log_width > self.log_width(self.width()):  # dragged into the table's legible width
            self._lay_out()

    def log_width(self, width: int) -> int:
        """The log's width in a page `width` pixels wide: a fixed share, or what the user dragged it to, but
        never so wide that the table gets less than its legible width (the log narrows to `LOG_MIN` first;
        the window's side room decides what happens when even that is too wide: ui/side_room.py)."""
        wanted = self._log_width if self._log_width is not None else log_share(width)
        room = width - self.splitter.handleWidth() - self.table.view.legible_width()
        return max(LOG_MIN, min(wanted, room))

    def log_beside(self) -> bool:
        """Whether the log is shown in the page, beside the table (not hidden, nor lent to the window)."""
        return self.splitter.indexOf(self.log_view) >= 0 and not self.log_view.isHidden()

    @staticmethod
    def log_text_px(table_width: int, height: int) -> int:
        """The log's text size beside a table `table_width` x `height` pixels: it follows the table (the
        menus and the status bar keep the app's one size)."""
        return max(LOG_TEXT_MIN, round(LOG_TEXT_PX * panel_scale(table_width, height)))

    def show_log(self, shown: bool) -> None:
        """Show or hide the log beside the table (the table takes its room)."""
        self.log_view.setVisible(shown)
        self._lay_out()

    def _lay_out(self) -> None:
        width = self.width()
        shown = self.log_beside()
        log = self.log_width(width) if shown else 0
        handle = self.splitter.handleWidth() if shown else 0
        table = max(0, width - log - handle)
        self.splitter.setSizes([table, log])
        self.log_view.set_text_px(self.log_text_px(table, self.height()))

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A page closed as a window closes its table too: its animations stop and its dialogs close with it (a
        window-modal one would otherwise outlive it and take every later window's mouse away)."""
        self.table.close()
        super().closeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._lay_out()
        self.cover.setGeometry(self.rect())
        if self.end_table is not None:
            self.end_table.setGeometry(self.rect())
