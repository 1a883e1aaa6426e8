"""The bar under a replayed table: the timeline, the buttons that move through the game, the round, whose
eyes, the position in words, the legend of the marks, and "Close replay".

It only shows and asks (signals `*_requested`); the page moves the session. It takes the place of the table's
action panel (nothing is played in a replay), at the panel's height: the board is as large as in the game,
its text never smaller. That height is fixed for its scale, and the buttons keep their places whatever the
words say: nothing on the table above it ever moves. Its look is the action panel's (dark wood, cream and
gold); its size follows the table's (`set_scale`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.ui.app_style import spin_box_rules
from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, number, player_names, sentences
from ponzi_desktop.ui.kit.action_panel import BASE_HEIGHT, PANEL_STYLE
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.replay.session import ReplaySession
from ponzi_desktop.ui.replay.timeline import Legend, Timeline, bar_icon

BAR_STYLE = PANEL_STYLE.replace("#action_panel", "#replay_bar") + """
#replay_bar { border-top: 2px solid #b08d57; }
#replay_bar QLabel#replay_position { color: #f2c14e; font-weight: bold; }
#replay_bar QLabel#replay_eyes_words { color: #bcd3c4; }
#replay_bar QComboBox { color: #2b2118; background: #fbf5e6; border: 2px solid #b08d57;
  border-radius: 6px; padding: 1px 6px; }
#replay_bar QComboBox:focus { border-color: #f2c14e; }
#replay_bar QComboBox:disabled { color: #cdbfa6; background: #4e3c2a; }
#replay_bar QComboBox QAbstractItemView { background: #fbf5e6; color: #2b2118; selection-background-color: #2f7a4f;
  selection-color: #fff8e6; }
"""


def bar_spin_style(scale: float) -> str:
    """The round box in the bar's look: its combo box's cream field and brass edge, gold when focused, dark
    wood when greyed (not the stock box the platform draws), its arrow buttons as wide as the scale makes them."""
    return spin_box_rules("#replay_bar ", field="#fbf5e6", edge="2px solid #b08d57", focus="2px solid #f2c14e",
                          disabled="color: #cdbfa6; background: #4e3c2a; border-color: #6b5233;",
                          button_px=round(18 * scale))


#: The font size at scale 1 (a 1280x720 window), as the action panel's.
BASE_FONT_PX = 13.0
#: The speeds of play on the bar: times as fast as the app's animations; 0: the animations skipped.
SPEEDS = (1.0, 2.0, 4.0, 0.0)


class ReplayBar(QFrame):
    """The timeline bar of one replay session."""

    position_requested = Signal(int)
    step_back_requested = Signal()
    step_forward_requested = Signal()
    play_requested = Signal()  # play, or pause while playing
    previous_mark_requested = Signal()
    next_mark_requested = Signal()
    round_requested = Signal(int)
    eyes_requested = Signal(object)  # a seat, or None for a spectator
    speed_requested = Signal(float)  # 1, 2 or 4 times as fast; 0: skip the animations
    close_requested = Signal()

    def __init__(self, session: ReplaySession, phase: Callable[[], str] = str, parent: QWidget | None = None,
                 shown_round: Callable[[], int | None] | None = None) -> None:
        """`phase()`: the heading of the moment the board shows, as the table's panel says it ("Round 4 ·
        Funding"); `shown_round()`: the round that heading names (without it, the position's round)."""
        super().__init__(parent)
        self.session = session
        self.phase = phase
        self._shown_round = shown_round
        self.scale = 1.0
        self.playing = False
        self.setObjectName("replay_bar")
        self.setAutoFillBackground(True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 3, 10, 4)
        outer.setSpacing(2)
        self.timeline = Timeline(session.length, session.marks, session.marks_spec, player_names(session.seats), self)
        self.timeline.position_requested.connect(self.position_requested)
        outer.addWidget(self.timeline)

        controls = QHBoxLayout()
        controls.setSpacing(6)
        self.buttons: dict[str, QPushButton] = {}
        for key, signal in (("previous_mark", self.previous_mark_requested), ("back", self.step_back_requested),
                            ("play", self.play_requested), ("forward", self.step_forward_requested),
                            ("next_mark", self.next_mark_requested)):
            button = QPushButton(self)
            button.setObjectName(f"replay_{key}")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Space plays and pauses wherever the focus is
            button.clicked.connect(signal)
            controls.addWidget(button)
            self.buttons[key] = button
        # the speed of play: a small button by Play with a menu (the row has no room for a labelled box)
        self.speed_button = QPushButton(self)
        self.speed_button.setObjectName("replay_speed")
        self.speed_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.speed_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.speed_menu = QMenu(self.speed_button)
        self.speed_actions: list[QAction] = []
        choices = QActionGroup(self)
        for speed in SPEEDS:
            action = self.speed_menu.addAction("")
            action.setCheckable(True)
            action.setChecked(speed == 1.0)
            action.setData(speed)
            action.triggered.connect(lambda _checked=False, v=speed: self.choose_speed(v))
            choices.addAction(action)
            self.speed_actions.append(action)
        self.speed_button.setMenu(self.speed_menu)
        self.speed = 1.0
        controls.addWidget(self.speed_button)
        self.position_label = QLabel(self)
        self.position_label.setObjectName("replay_position")
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        controls.addSpacing(8)
        controls.addWidget(self.position_label)
        controls.addStretch(1)
        self.round_label = QLabel(self)
        self.round_box = QSpinBox(self)
        self.round_box.setObjectName("replay_round")
        self.round_box.setKeyboardTracking(False)  # a jump once the number is typed, not at its first digit
        self.round_label.setBuddy(self.round_box)
        rounds = session.rounds
        if rounds is not None:
            self.round_box.setRange(*rounds)
        self.round_box.valueChanged.connect(self.round_requested)
        self.eyes_label = QLabel(self)
        self.eyes_box = QComboBox(self)
        self.eyes_box.setObjectName("replay_eyes")
        self.eyes_label.setBuddy(self.eyes_box)
        self.eyes_box.activated.connect(lambda index: self.eyes_requested.emit(self.eyes_box.itemData(index)))
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("replay_close")
        self.close_button.setProperty("role", "primary")
        self.close_button.clicked.connect(self.close_requested)
        for w in (self.round_label, self.round_box):
            w.setVisible(rounds is not None)
            controls.addWidget(w)
        controls.addSpacing(8)
        controls.addWidget(self.eyes_label)
        controls.addWidget(self.eyes_box)
        controls.addSpacing(8)
        controls.addWidget(self.close_button)
        outer.addLayout(controls)

        words = QHBoxLayout()
        words.setSpacing(10)
        self.eyes_words = QLabel(self)
        self.eyes_words.setObjectName("replay_eyes_words")
        self.eyes_words.setTextFormat(Qt.TextFormat.PlainText)
        self.legend = Legend(session.marks_spec, {k for m in session.marks for k in m.kinds}, self)
        words.addWidget(self.eyes_words)
        words.addStretch(1)
        words.addWidget(self.legend)
        outer.addLayout(words)
        session.position_changed.connect(self.refresh)
        session.viewer_changed.connect(self.refresh)
        self.retranslate()
        self.set_scale(1.0)

    # ---- words -------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        tips = {"previous_mark": self.tr("Back to the previous mark (Page Up)"),
                "back": self.tr("One action back (Left)"),
                "forward": self.tr("One action forward (Right)"),
                "next_mark": self.tr("On to the next mark (Page Down)")}
        self._tips = tips  # each button's, once it is usable (`refresh`: greyed, it says why)
        for key, tip in tips.items():
            self.buttons[key].setAccessibleName(tip)
        self.round_label.setText(self.tr("&Round"))
        self.round_box.setToolTip(self.tr("Jump to the start of a round"))
        self.eyes_label.setText(self.tr("&Eyes"))
        for action in self.speed_actions:
            action.setText(self.speed_text(action.data(), menu=True))
        tip = self.tr("How fast Play goes through the game: 2 or 4 times as fast, or every action at once, "
                      "without its animation")
        self.speed_button.setToolTip(tip)
        self.speed_button.setAccessibleName(tip)
        self._show_speed()
        self.close_button.setText(self.tr("Close replay"))
        self.close_button.setToolTip(self.tr("Back to where you opened the replay (Esc)"))
        self._fill_eyes()
        self.refresh()

    def speed_text(self, speed: float, menu: bool = False) -> str:
        """A speed in words: "2×", or for the animations skipped "Instant" (in the menu, what it does)."""
        if speed <= 0:
            return self.tr("Instant: no animations") if menu else self.tr("Instant")
        return self.tr("%1×").replace("%1", number(int(speed)))

    def choose_speed(self, speed: float) -> None:
        self.speed = speed
        for action in self.speed_actions:
            action.setChecked(action.data() == speed)
        self._show_speed()
        self.speed_requested.emit(speed)

    def _show_speed(self) -> None:
        """The button says the speed chosen, at the width of the widest it may say: nothing beside it moves."""
        button = self.speed_button
        button.ensurePolished()  # measured in the bar's font of now
        widest = 0
        for speed in SPEEDS:
            button.setText(self.speed_text(speed))
            widest = max(widest, button.sizeHint().width())
        button.setText(self.speed_text(self.speed))
        button.setFixedWidth(widest)

    def _fill_eyes(self) -> None:
        self.eyes_box.clear()
        seats = self.session.seats
        for seat in self.session.eyes():
            text = self.tr("A spectator") if seat is None else mnemonic_safe(seats[seat].name)
            self.eyes_box.addItem(text, seat)
        # an unfinished game of several people keeps each one's secrets: only a spectator's eyes
        explain_widget(self.eyes_box, None if self.eyes_box.count() > 1 else self.tr(
            "Until the game is over, only a spectator's eyes: its players' secrets stay theirs"),
            self.tr("Whose eyes you look through: what that player could see"))

    def position_text(self) -> str:
        s = self.session
        if s.position == 0:
            text = self.tr("Before the first action")
        else:
            text = self.tr("Action %1 of %2").replace("%1", number(s.position)).replace("%2", number(s.length))
        phase = self.phase()
        r = self.shown_round()
        if phase:
            text = self.tr("%1 · %2").replace("%1", text).replace("%2", phase)
        elif r is not None:
            text = self.tr("%1 · round %2").replace("%1", text).replace("%2", number(r))
        return text

    def eyes_text(self) -> str:
        s = self.session
        if s.finished:
            rule = self.tr("The game is over: you may look through any player's eyes.")
        elif len(s.eyes()) > 1:
            rule = self.tr("The game is not over: only the secrets of %1 may be shown.").replace(
                "%1", isolate(s.seats[s.eyes()[1]].name))
        else:
            rule = self.tr("The game is not over: nobody's secrets are shown.")
        if s.viewer is None:
            whose = self.tr("You see what every player could see.")
        else:
            whose = self.tr("You see what %1 saw.").replace("%1", isolate(s.seats[s.viewer].name))
        return sentences(rule, whose)

    def shown_round(self) -> int | None:
        """The round of the moment the board shows: the table's heading's (the box and the words say it)."""
        r = self._shown_round() if self._shown_round is not None else None
        return r if r is not None else self.session.round_at(self.session.position)

    # ---- showing the session -------------------------------------------------------------------------------
    def refresh_words(self, *_args) -> None:
        """The position in words again, and its round: the board has begun to show an event, or shows the
        position whole."""
        self.position_label.setText(self.position_text())
        self._show_round()

    def _show_round(self) -> None:
        """The round box at the round the board shows (the table's heading's), never one it has not reached."""
        r = self.shown_round()
        if r is not None and self.round_box.value() != r:
            self.round_box.blockSignals(True)
            self.round_box.setValue(r)
            self.round_box.blockSignals(False)

    def refresh(self, *_args) -> None:
        s = self.session
        self.timeline.set_position(s.position)
        self.position_label.setText(self.position_text())
        play = self.buttons["play"]
        play.setIcon(bar_icon("pause" if self.playing else "play", self._icon_px()))
        tip = self.tr("Pause (Space)") if self.playing else self.tr("Play the game from here (Space)")
        play.setAccessibleName(tip)
        start = self.tr("This is the start of the game") if s.position == 0 else None
        end = self.tr("This is the end of the game") if s.position >= s.length else None
        explain_widget(play, None if self.playing else end, tip)
        explain_widget(self.buttons["back"], start, self._tips["back"])
        explain_widget(self.buttons["forward"], end, self._tips["forward"])
        explain_widget(self.buttons["previous_mark"], None if s.previous_mark() is not None else start or self.tr(
            "No mark before this moment"), self._tips["previous_mark"])
        explain_widget(self.buttons["next_mark"], None if s.next_mark() is not None else end or self.tr(
            "No mark after this moment"), self._tips["next_mark"])
        self._show_round()
        index = self.eyes_box.findData(s.viewer)
        if index >= 0 and index != self.eyes_box.currentIndex():
            self.eyes_box.setCurrentIndex(index)
        self.eyes_words.setText(self.eyes_text())

    def set_playing(self, playing: bool) -> None:
        self.playing = playing
        self.refresh()

    # ---- size ------------------------------------------------------------------------------------------------
    def _icon_px(self) -> int:
        return round(18 * self.scale)

    def set_scale(self, scale: float) -> None:
        """Words and buttons `scale` times their size in a 1280x720 window, as the action panel's."""
        if abs(scale - self.scale) < 0.02 and self.styleSheet():
            return
        self.scale = scale
        px = round(BASE_FONT_PX * scale)
        self.setStyleSheet(BAR_STYLE + bar_spin_style(scale)
                           + f"#replay_bar QLabel, #replay_bar QPushButton, #replay_bar QComboBox, "
                             f"#replay_bar QSpinBox, #replay_bar QMenu {{ font-size: {px}px; }}"
                             f"#replay_bar QPushButton {{ padding: {round(3 * scale)}px {round(8 * scale)}px; }}")
        self.timeline.set_scale(scale)
        self.eyes_words.setFixedHeight(round(px * 1.35))
        self._show_speed()
        self.legend.set_scale(scale)
        icon = QSize(self._icon_px(), self._icon_px())
        for key, button in self.buttons.items():
            button.setIconSize(icon)
            if key != "play":
                button.setIcon(bar_icon(key, self._icon_px()))
        self.refresh()
        self.setFixedHeight(round(BASE_HEIGHT * scale))  # the action panel's: the board keeps its size
