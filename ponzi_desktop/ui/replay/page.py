"""The replay page: the game's real table showing a `ReplaySession`, the log beside it in step with the board,
and the timeline bar under both, in the place of the table's action panel (`bar.py`).

Play moves one action on once the table has shown the last one (`animator.idle`) and a short pause has
passed, at the app's animation speed; with animations off, at a steady pace. The bar's speed makes both 2 or 4
times as fast, or skips the animations (each action shown at once, a few a second): a long game in minutes. A jump (the timeline, a mark, a
round, Home or End) first finishes what the table is showing, then rebuilds the position. Keys: Left and Right
step, Space plays and pauses, Home and End, Page Up and Page Down go to the marks, Esc closes the replay.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QListView, QSplitter, QVBoxLayout, QWidget

from ponzi_desktop.ui.game_page import GamePage, log_share, table_for
from ponzi_desktop.ui.kit.action_panel import panel_scale
from ponzi_desktop.ui.log_view import GameLogView
from ponzi_desktop.ui.replay.bar import ReplayBar
from ponzi_desktop.ui.replay.session import ReplaySession
from ponzi_desktop.ui.settings import AppSettings

#: The pause after the table has shown an action, before play shows the next (times the animation speed).
PLAY_PAUSE_MS = 450
#: With animations off: one action every this many milliseconds.
STEADY_MS = 600
#: With the animations skipped (the bar's speed): one action every this many milliseconds.
SKIP_MS = 120


class PlaySpeed:
    """The app's settings as the replayed table reads them: its animations `speed` times as fast (0: none)."""

    def __init__(self, settings: AppSettings) -> None:
        self._settings = settings
        self.speed = 1.0

    def __getattr__(self, name: str):
        return getattr(self._settings, name)

    @property
    def animation_factor(self) -> float:
        return 0.0 if self.speed <= 0 else self._settings.animation_factor / self.speed


class ReplayPage(QWidget):
    """A replay on the table. `close_requested`: the bar's Close replay (or Esc)."""

    close_requested = Signal()

    def __init__(self, session: ReplaySession, settings: AppSettings, title: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_page")
        self.session = session
        self.settings = settings
        self.speed = PlaySpeed(settings)  # what the table reads: the bar's speed on top of the app's
        self.title = title
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.table = table_for(session, self.speed, self.splitter)
        self.log_view = GameLogView(session, self.splitter)
        self.log_view.follow_table(self.table)
        self.log_view.entry_hovered.connect(self.table.highlight_event)
        self.log_view.close_button.hide()  # the log belongs with a replay: it is not closed here
        # a jump lays out the whole log again: in batches, so that dragging the timeline across a long game
        # never waits for the rows far above the newest
        self.log_view.list.setLayoutMode(QListView.LayoutMode.Batched)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.log_view)
        for i in (0, 1):
            self.splitter.setCollapsible(i, False)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        layout.addWidget(self.splitter, 1)
        self.table.panel.hide()  # nothing is played here: the bar takes its place, at its height
        # the bar's heading and round are the board's moment's, as the table's own heading (the shown view)
        self.bar = ReplayBar(session, lambda: self.table.phase_title(self.table.shown_view()), self,
                             lambda: self.table.shown_round(self.table.shown_view()))
        layout.addWidget(self.bar)
        self.bar.position_requested.connect(self.go_to)
        self.bar.timeline.drag_started.connect(self.pause)
        self.bar.step_back_requested.connect(self.step_back)
        self.bar.step_forward_requested.connect(self.step_forward)
        self.bar.play_requested.connect(self.toggle_play)
        self.bar.previous_mark_requested.connect(self.previous_mark)
        self.bar.next_mark_requested.connect(self.next_mark)
        self.bar.round_requested.connect(lambda number: self.go_to(session.round_start(number)))
        self.bar.eyes_requested.connect(self.set_eyes)
        self.bar.speed_requested.connect(self.set_speed)
        self.bar.close_requested.connect(self.close_requested)
        self.playing = False
        self._play_timer = QTimer(self)
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_next)
        self.table.animator.idle.connect(self._board_idle)
        # the bar names the moment the board shows (the phase of the event it is showing, then the position's),
        # as the table's panel would: never the words of a step the board has not reached or has left
        self.table.animator.idle.connect(self.bar.refresh_words)
        self.table.showing.connect(self.bar.refresh_words)
        self._keys()

    def _keys(self) -> None:
        for key, slot in ((Qt.Key.Key_Left, self.step_back), (Qt.Key.Key_Right, self.step_forward),
                          (Qt.Key.Key_Space, self.toggle_play), (Qt.Key.Key_Home, lambda: self.go_to(0)),
                          (Qt.Key.Key_End, lambda: self.go_to(self.session.length)),
                          (Qt.Key.Key_PageUp, self.previous_mark), (Qt.Key.Key_PageDown, self.next_mark),
                          (Qt.Key.Key_Escape, self.escape)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        # the table's own Esc (forget a half-made move) would be a second shortcut for the same key inside this
        # page: Qt fires neither of two such. One Esc here, which does what the table's did first (`escape`).
        self.table.escape_shortcut.setEnabled(False)
        self.table.view.escape = self.escape

    def escape(self) -> None:
        """Esc, wherever the keyboard is in the page: what the table's Esc does while it has something to
        forget (a half-made move), else close the replay. (The table's dialogs are windows of their own: Esc
        there closes the dialog, as anywhere.)"""
        if not self.table.selection.empty:
            self.table.clear_selection()
            return
        self.close_requested.emit()

    # ---- moving ------------------------------------------------------------------------------------------
    def step_forward(self) -> None:
        self.pause()
        self.table.animator.snap()  # the action before is shown whole: the next one is animated from there
        self.session.step_forward()

    def step_back(self) -> None:
        self.pause()
        self.table.animator.snap()
        self.session.step_back()

    def go_to(self, position: int) -> None:
        """Show the game after `position` actions at once (what the table was showing is finished first)."""
        if position != self.session.position:
            self.table.animator.snap()
            self.session.go_to(position)

    def previous_mark(self) -> None:
        self.pause()
        position = self.session.previous_mark()
        if position is not None:
            self.go_to(position)

    def next_mark(self) -> None:
        self.pause()
        position = self.session.next_mark()
        if position is not None:
            self.go_to(position)

    def set_eyes(self, seat: int | None) -> None:
        self.table.animator.snap()
        self.session.set_eyes(seat)

    # ---- playing -----------------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def play(self) -> None:
        if self.session.position >= self.session.length:
            return
        self.playing = True
        self.bar.set_playing(True)
        self._play_next()

    def pause(self) -> None:
        if not self.playing:
            return
        self.playing = False
        self._play_timer.stop()
        self.bar.set_playing(False)

    def set_speed(self, speed: float) -> None:
        """Play `speed` times as fast (1, 2, 4), or 0: skip the animations, each action shown at once."""
        self.speed.speed = speed
        self.table.animator.snap()  # what is being shown now ends at once: the next one at the new speed
        if self.playing and self._play_timer.isActive():
            self._play_timer.start(self._pause_ms())

    def _pause_ms(self) -> int:
        speed = self.speed.speed
        if speed <= 0:
            return SKIP_MS
        factor = self.settings.animation_factor
        return round((STEADY_MS if factor <= 0 else PLAY_PAUSE_MS * factor) / speed)

    def _play_next(self) -> None:
        if not self.playing:
            return
        if self.table.animator.busy:
            return  # `_board_idle` goes on once the board has shown it
        if not self.session.step_forward():
            self.pause()
            return
        if self.session.position >= self.session.length:
            self.pause()
        elif not self.table.animator.busy and not self._play_timer.isActive():
            self._play_timer.start(self._pause_ms())

    def _board_idle(self) -> None:
        if self.playing and not self._play_timer.isActive():
            self._play_timer.start(self._pause_ms())

    # ---- layout ------------------------------------------------------------------------------------------
    def show_log(self, shown: bool) -> None:
        self.log_view.setVisible(shown)
        self._lay_out()

    def _lay_out(self) -> None:
        width = self.width()
        shown = not self.log_view.isHidden()
        log = log_share(width) if shown else 0
        handle = self.splitter.handleWidth() if shown else 0
        table = max(0, width - log - handle)
        self.splitter.setSizes([table, log])
        # the bar in the panel's place: the sizes of a game page's table with its panel
        self.log_view.set_text_px(GamePage.log_text_px(table, self.height()))
        self.bar.set_scale(panel_scale(table, self.height()))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._lay_out()

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.pause()
        self.table.close()
        super().closeEvent(event)
