"""The "What to do now" panel under every table: the phase and the prompt, Undo, Hint, Cancel and Pass, and
a row of buttons for the parts of a move (a game's panel fills that row).

It is the click and keyboard way to play (Tab between buttons, Enter or Space to press). Nothing in it moves
when its content changes: its height is fixed, Cancel, Hint, Undo and Pass (Scores and Hand Over in Pass's
place) keep their places when hidden, the prompt's box stays put (its words take the room up to the first
button shown and wrap there, never under a button), and a game keeps every button of a phase in its place for
the whole phase (it disables what does not apply instead of taking it away), so a second click never lands
on another button. Its size follows the table's (`set_scale`), so at 1920x1080 it is as readable as the board.
The panel only emits what was asked for; the table decides. Its buttons and their menus are
ui/kit/panel_buttons.py's; where the keyboard goes in it, ui/kit/panel_keys.py's; its heading and prompt,
ui/kit/panel_words.py's.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from ponzi_desktop.ui.formatting import plain_tip
from ponzi_desktop.ui.kit.click_guard import ClickGuard
from ponzi_desktop.ui.kit.panel_buttons import (
    PanelButton,
    click_through,
    first_entry_on_keyboard,
    hold_width,
    keep_place,
    meaning,
)
from ponzi_desktop.ui.kit.panel_keys import PanelKeys
from ponzi_desktop.ui.kit.panel_words import HEADING_GAP, PanelWords
from ponzi_desktop.ui.kit.reasons import REASON, ReasonClicks, give_reason
from ponzi_desktop.ui.look import menu_disabled_rules

#: The panel's look: dark wood, cream and gold text, buttons like the shell's; the keyboard's focus a white ring
#: (gold is what the table lights), 3:1 and more against the wood and against a button's own border, the
#: button's size kept. A greyed button's words stand 4.5:1 and more against it, the green one's too; so do a
#: greyed menu entry's (the shell's rule for every menu, `menu_disabled_rules`).
PANEL_STYLE = """
#action_panel { background: #2b1a0e; }
#action_panel QPushButton { outline: none; }
#action_panel QLabel { color: #f4efe1; }
#action_panel QLabel#phase_title { color: #f2c14e; font-weight: bold; }
#action_panel QLabel#prompt[hint="true"] { color: #6ff0a4; font-weight: bold; }
#action_panel QLabel#prompt[refusal="true"] { color: #ffc27a; font-weight: bold; }
#action_panel QPushButton { color: #2b2118; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0,
  stop:1 #e9dcbc); border: 2px solid #b08d57; border-radius: 6px; padding: 3px 8px; }
#action_panel QPushButton:hover { background: #fff7e0; }
#action_panel QPushButton:checked { background: #ffe066; border-color: #c8962e; }
#action_panel QPushButton:focus { border: 3px solid #ffffff; padding: 2px 7px; }
#action_panel QPushButton:disabled { color: #cdbfa6; background: #4e3c2a; border-color: #6b5640; }
#action_panel QPushButton[role="primary"] { color: #fff8e6; border-color: #0e2f1e;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #3f8f5f, stop:1 #1f5a38); }
#action_panel QPushButton[role="primary"]:disabled { color: #dfe6df; background: #4d5f52; }
#action_panel QPushButton[role="primary"]:focus { border: 3px solid #ffffff; padding: 2px 7px; }
#action_panel QPushButton::menu-indicator { image: none; width: 0px; }
#action_panel QMenu { background: #fffaf0; color: #2b2118; border: 1px solid #b08d57; padding: 4px; }
#action_panel QMenu::item { padding: 5px 18px 5px 10px; border-radius: 4px; }
#action_panel QMenu::item:selected { background: #2f7a4f; color: #fff8e6; }
""" + menu_disabled_rules("#action_panel")

#: Sizes at scale 1 (a 1280x720 window): the font and the two rows.
BASE_FONT_PX = 13.0
BASE_HEIGHT = 88
BASE_ICON = 24
MENU_ICON = 20  # a piece beside a menu entry: as tall as the entry's words, never a speck


class ActionPanel(QFrame):
    """The frame; a game's panel implements `fill(moves, selection)` with `button()` and `arrow()`.

    Signals: `payload_clicked` (half a move, like a click on the table), `submit_requested` (a whole action),
    `pass_requested`, `clear_requested` (forget the half-made move), `hint_requested`, `undo_requested`,
    and `asked(kind, data)` for a game's own requests (open an envelope, say).
    """

    payload_clicked = Signal(object)
    submit_requested = Signal(object)
    pass_requested = Signal()
    clear_requested = Signal()
    hint_requested = Signal()
    undo_requested = Signal()
    scores_requested = Signal()
    hand_over_requested = Signal()
    asked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action_panel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        # the buttons never make the table wider: a panel wanting more room would push the log aside and
        # rescale the board (the buttons fit at 1280x720 in every language: the tests hold it)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # the look at scale 1 before any child is made: set once a widget has children, a sheet polishes them all
        # again (the look's cost), and `set_scale(1.0)` below finds it in place
        self.setStyleSheet(panel_sheet(1.0))
        self.scale = 1.0
        self._sizes: tuple | None = None  # what `set_scale` made of the scale last (None: measure again)
        #: the heading and the prompt (ui/kit/panel_words.py): the grid lays out its labels
        self.words = PanelWords(self)
        self.title, self.prompt = self.words.title, self.words.prompt
        # a greyed button says why when pressed, in the prompt's place, as a refused drag does
        self.reasons = ReasonClicks(self.words.show_refusal, self)
        # a button that comes where another stood, or changes its meaning, ignores presses for a moment: a
        # second click aimed at Hand Over never passes the turn (kit/click_guard.py)
        self.guard = ClickGuard(self)
        # the keyboard may rest on the panel itself (`keys.park_focus`); and the panel heads its own Tab order
        # (`keys.order_tabs`: Qt orders only widgets that may take the focus)
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.undo_button = self._fixed_button("undo_button", self.tr("Undo"), self.tr(
            "Take back your last move (Ctrl+Z)"), self.undo_requested)
        self.hint_button = self._fixed_button("hint_button", self.tr("Hint"), self.tr(
            "Ask the hard bot what it would do in your place (Ctrl+H). It sees only what you see."),
            self.hint_requested)
        self.clear_button = self._fixed_button("clear_button", self.tr("Cancel"), self.tr(
            "Forget the half-made move (Esc)"), self.clear_requested)
        self.clear_button.setAccessibleName(self.tr("Cancel the selection"))
        self.pass_button = self._fixed_button("pass_button", self.tr("Pass"), self.tr("Do nothing this turn"),
                                              self.pass_requested)
        self.pass_button.setProperty("commits", True)
        self.scores_button = self._fixed_button("scores_button", self.tr("Scores"), self.tr(
            "The scores of the game again (Ctrl+E)"), self.scores_requested)
        # the moment after a move, before the hand-off cover: the mover may cover the table at once
        self.hand_over_button = self._fixed_button("hand_over_button", self.tr("Hand Over"), self.tr(
            "Cover the table now, for the next player to take the screen"), self.hand_over_requested)
        self.hand_over_button.setProperty("role", "primary")
        self.buttons_box = QWidget(self)
        self.buttons_box.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.buttons = QHBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setSpacing(4)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 5, 10, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        grid.addWidget(self.title, 0, 0)
        # the prompt's box runs under the buttons' column too: its words stop short of the buttons shown
        # (`words.fit_prompt`), and hidden buttons keep their places without keeping the prompt from their room
        grid.addWidget(self.prompt, 0, 1, 1, 2)
        fixed = QHBoxLayout()
        fixed.setSpacing(6)
        # each button has one place for the whole game. Pass, Scores and Hand Over are never shown together
        # (a turn, the game's end, the moment after a move), so they share the last place, at the right edge.
        # Undo beside it, where the eye is after a move (and the moment's prompt has the room up to it);
        # Cancel beside Hint, as both come with the person's own turn, so Cancel never stands apart mid-bar
        self.end_slot = QWidget(self)
        ends = QGridLayout(self.end_slot)
        ends.setContentsMargins(0, 0, 0, 0)
        for b in (self.pass_button, self.scores_button, self.hand_over_button):
            ends.addWidget(b, 0, 0, Qt.AlignmentFlag.AlignRight)
        self.fixed_buttons = (self.clear_button, self.hint_button, self.undo_button, self.pass_button,
                              self.scores_button, self.hand_over_button)
        for b in self.fixed_buttons:
            if b.parentWidget() is not self.end_slot:
                fixed.addWidget(b)
            b.setVisible(False)
        fixed.addWidget(self.end_slot)
        # Tab goes as the eye does: Cancel, Hint, Undo, then the last place (Undo was made before Hint)
        for first, then in itertools.pairwise(self.fixed_buttons):
            QWidget.setTabOrder(first, then)
        grid.addLayout(fixed, 0, 2)
        self.fixed_row = fixed  # the fixed buttons' row, from the left
        #: where the keyboard goes in the panel (ui/kit/panel_keys.py)
        self.keys = PanelKeys(self, self._move_buttons, self.fixed_buttons, self.pass_button, self.guard)
        grid.addWidget(self.buttons_box, 1, 0, 1, 3)
        grid.setColumnStretch(1, 1)
        self.grid = grid
        self._key: object = None
        self.set_scale(1.0)

    def _fixed_button(self, name: str, text: str, tip: str, signal: Any) -> QPushButton:
        b = PanelButton(text, self)
        b.setObjectName(name)
        b.setAccessibleName(text)
        b.setToolTip(tip)
        b.setProperty("tip", tip)  # its tooltip again once it is no longer greyed
        b.setAutoDefault(True)  # Enter presses the focused button, as Space does
        b.clicked.connect(signal)
        keep_place(b)
        self.reasons.watch(b)
        self.guard.watch(b)
        return b

    def _grey(self, b: QPushButton, reason: str | None) -> None:
        """A fixed button greyed with its `reason`, or (None) usable with its own tooltip."""
        b.setEnabled(reason is None)
        if reason is None:
            b.setProperty(REASON, None)
            b.setToolTip(b.property("tip"))
            b.setAccessibleDescription("")
        else:
            give_reason(b, reason)

    def _hold(self, reason: str | None) -> None:
        """The moves' buttons and Pass greyed with `reason` (their own tooltips back once it is None)."""
        for b in [*self._move_buttons(), self.pass_button]:
            if reason is not None:
                if b.property("held_tip") is None:
                    b.setProperty("held_tip", b.toolTip())
                    b.setProperty("held_enabled", b.isEnabled())
                b.setEnabled(False)
                give_reason(b, reason)
                b.setProperty("held_reason", reason)
                self.reasons.watch(b)
            elif b.property("held_tip") is not None:
                b.setEnabled(bool(b.property("held_enabled")))
                if b.property(REASON) == b.property("held_reason"):  # (a game's panel may have set its own since)
                    b.setToolTip(b.property("held_tip"))
                    b.setProperty(REASON, None)
                    b.setAccessibleDescription("")
                b.setProperty("held_tip", None)

    # ---- size ---------------------------------------------------------------------------------------------
    def set_scale(self, scale: float) -> None:
        """Fonts, rows and icons for a table `scale` times the size of one in a 1280x720 window. A call that
        changes no size in the panel (the table calls it at every resize) does nothing: the look's sheet is what
        costs (a style sheet set again polishes every button anew)."""
        self.scale = scale
        px = max(11, round(BASE_FONT_PX * scale))  # never under 11 px, however little room the board leaves
        sheet = panel_sheet(scale)
        sizes = (sheet, round(BASE_HEIGHT * scale), round(BASE_ICON * scale), round(HEADING_GAP * scale))
        if sizes == self._sizes:
            return
        self._sizes = sizes
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
        f = QFont(self.font())
        f.setPixelSize(px)
        self.setFont(f)
        bold = QFont(f)
        bold.setBold(True)
        self.title.setFont(bold)
        self.words.forget_title_room()
        line = self.fontMetrics().lineSpacing()
        self.prompt.setFixedHeight(2 * line + 2)  # two lines of prompt, always: the rows never change height
        self.setFixedHeight(round(BASE_HEIGHT * scale))
        # the row of a move's buttons is as tall with no button as with some: the prompt above never moves
        sample = QPushButton("Xg", self)
        sample.setVisible(False)  # measured only: never shown with the panel
        sample.setIcon(QIcon())
        sample.setIconSize(self.icon_size())
        sample.ensurePolished()
        self.buttons_box.setFixedHeight(max(sample.sizeHint().height(), self.icon_size().height() + 8))
        sample.deleteLater()
        self.hold_widths()
        for b in self._move_buttons():
            b.setIconSize(self.icon_size())
            hold_width(b)  # the room for its widest words, in the new look (measured in the old one, it moved the row)
        self._fit_row()

    def hold_widths(self) -> None:
        """A fixed button whose words change keeps one width for all of them, in the look now: Hint says
        "Thinking…" while the bot thinks, as wide for both, so nothing beside it shifts."""
        widths = []
        for words in (self.tr("Thinking…"), self.tr("Hint")):
            self.hint_button.setText(words)
            self.hint_button.ensurePolished()
            widths.append(self.hint_button.sizeHint().width())
        self.hint_button.setMinimumWidth(max(widths))

    def icon_size(self) -> QSize:
        side = round(BASE_ICON * self.scale)
        return QSize(side, side)

    # ---- what is shown --------------------------------------------------------------------------------------
    def show_waiting(self, title: str, text: str) -> None:
        """Nobody at the screen may move: the phase and why, and no buttons."""
        if self._key == ("waiting", title, text):
            # as it is (refreshed after every move the others make): only a refusal said since gives way again
            self.words.set_prompt(text)
            return
        self._key = ("waiting", title, text)
        self.keys.keep_off(self.pass_button, self.clear_button, *self._move_buttons())
        self._clear()
        self.words.set_title(title)
        self.words.set_prompt(text)
        self.pass_button.setVisible(False)
        self.clear_button.setVisible(False)
        self.words.fit_prompt()
        self.keys.order_tabs()

    def show_moves(self, moves: Any, sel: Any, title: str, prompt: str, key: object, held: str | None = None) -> None:
        """The viewer's moves now: rebuilt only when `key` (the choices and the selection) changes. `held`: why
        they may not be played yet (a lesson's note waits for Next): every move's button and Pass stay in their
        places, greyed, with it as their reason (`prompt` says it too)."""
        if key == self._key:
            return
        self._key = key
        focused = self.keys.focused_index()
        before = [meaning(b) for b in self._move_buttons()]
        end = self.end_shown()
        self.keys.keep_off(self.pass_button, self.clear_button, *self._move_buttons())
        self._clear()
        self.words.set_title(title)
        self.words.set_prompt(prompt)
        self.pass_button.setVisible(moves.can_pass())
        self.clear_button.setVisible(not sel.empty)
        self.fill(moves, sel)
        self.buttons.addStretch(1)
        self._hold(held)
        for i, b in enumerate(self._move_buttons()):
            if b.property("role") or b.property("segment"):
                # a game sets its role (primary) after making it: its look follows (the others were polished as
                # they were made, with every property the style sheets ask about; again cost a tenth of a fill)
                b.style().unpolish(b)
                b.style().polish(b)
            if i < len(before) and before[i] != meaning(b):
                self.guard.arm(b)  # another button stood in its place a moment ago
            if b.menu() is not None:
                self.reasons.watch_menu(b.menu())  # a click on a greyed entry says why, in the prompt
                first_entry_on_keyboard(b.menu())
                click_through(b.menu(), b)
        self._guard_end(end)
        self._fit_row()
        self.words.fit_prompt()
        self.keys.order_tabs()
        if focused is not None:
            self.keys.refocus(focused)

    def fill(self, moves: Any, sel: Any) -> None:
        """Add the buttons of the parts of a move (a game's panel overrides it)."""

    def show_hint(self, available: bool, pending: bool, text: str | None, reason: str | None = None,
                  said: bool = True) -> None:
        """The hint button (on the player's own turn, busy while the bot thinks; else greyed with `reason`,
        hidden only where there is none: a game without hints) and, once a hint is in, its sentence in place of
        the prompt; `said` False: the prompt keeps its place (half a move is picked: it says the next step)."""
        visible = available or pending or text is not None or reason is not None
        enabled = available and not pending and text is None
        if not (visible and enabled):
            self.keys.keep_off(self.hint_button)  # a clicked Hint must not hand the keyboard to Pass
        self.hint_button.setVisible(visible)
        if pending:
            self._grey(self.hint_button, self.tr("The hard bot is thinking about your move: its hint comes in a "
                                                 "moment."))
        elif text is not None:
            self._grey(self.hint_button, self.tr("The hint is in: the lit pieces show the move it suggests."))
        else:
            self._grey(self.hint_button, None if available else reason)
        self.hint_button.setText(self.tr("Thinking…") if pending else self.tr("Hint"))
        self.words.show_hint_text(text if said else None)

    def show_undo(self, available: bool, reason: str | None = None) -> None:
        """Undo, usable; or, with a `reason` (a barrier the last move met, like a draw that cannot be put
        back), shown greyed with it; else hidden (its place kept)."""
        if not available:
            self.keys.keep_off(self.undo_button)
        self.undo_button.setVisible(available or bool(reason))
        self._grey(self.undo_button, None if available else reason)
        self.words.fit_prompt()

    def show_hand_over(self, available: bool) -> None:
        """While a hand-off is held: the button that covers the table at once, with the keyboard on it (Enter
        hands over, as any key did before; it plays no move)."""
        if available != self.hand_over_button.isHidden():
            return  # as it is
        end = self.end_shown()
        if not available:
            self.keys.keep_off(self.hand_over_button)
        self.hand_over_button.setVisible(available)
        self._guard_end(end)
        self.words.fit_prompt()
        if available and self.keys.keyboard_here():
            # where a dialog of the table has the keyboard (Buy gold's bars), the window keeps it here for when
            # the dialog closes (else Qt gave it to the button after the one that went: Undo)
            self.hand_over_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_scores(self, available: bool) -> None:
        """Once the game is over (and its end is shown), the way back to the scores after looking at the board."""
        if not available:
            self.keys.keep_off(self.scores_button)
        end = self.end_shown()
        self.scores_button.setVisible(available)
        self._guard_end(end)
        self.words.fit_prompt()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.words.forget_title_room()
            self._sizes = None  # the words' widths are measured again at the next `set_scale`

    # ---- the buttons of a move --------------------------------------------------------------------------
    def button(self, text: str, tip: str, icon: QIcon | None = None, enabled: bool = True,
               checked: bool | None = None, name: str | None = None, commits: bool = False,
               room_for: Sequence[str] = (), does: Sequence[Any] = ()) -> QPushButton:
        """A button in the moves row: `text` (may be empty beside an icon), a tooltip, an accessible name.
        `commits`: its click plays a whole move (the keyboard never lands on it by itself). `room_for`: every
        text the button may show on a later turn ("$8" .. "$240": `number_samples`): it is as wide as the widest
        of them from the start, so that nothing after it in the row moves, and no label is shortened to make
        room, when its number grows. `does`: what it plays or picks (actions, a piece's `Payload`, an action's
        class for a window it opens; its menu's actions): `keys.focus_move` finds the button of a move by it."""
        b = PanelButton(text, self.buttons_box)
        b.setProperty("does", list(does))
        b.setProperty("commits", commits)
        b.setToolTip(plain_tip(tip))  # a refusal may name a player
        b.setAccessibleName(name or text)
        b.setAccessibleDescription(tip)
        b.setAutoDefault(True)
        b.setEnabled(enabled)
        if not enabled:  # greyed: `tip` is why, said in the prompt too when it is pressed
            give_reason(b, tip)
            self.reasons.watch(b)
        if icon is not None:
            b.setIcon(icon)
            b.setIconSize(self.icon_size())
        if checked is not None:
            b.setCheckable(True)
            b.setChecked(checked)
        if room_for:
            b.setProperty("room_for", list(room_for))
            hold_width(b)
        self.guard.watch(b)
        self.buttons.addWidget(b)
        b.show()  # at once, not at the layout's next pass: the keyboard may go straight to it
        return b

    def arrow(self) -> QLabel:
        """A "then" arrow between the two halves of a move."""
        sep = QLabel("→", self.buttons_box)
        sep.setAccessibleName("")
        self.buttons.addWidget(sep)
        sep.show()
        return sep

    def _fit_row(self) -> None:
        """Where the row is too narrow for every button's words (a panel docked beside the table), the
        buttons that have a picture show only it; their words stay in the tooltip and for screen readers."""
        buttons = self._move_buttons()
        for b in buttons:
            full = b.property("full_text")
            if full:
                b.setText(full)
                hold_width(b)
        room = self.buttons_box.width()
        if room <= 1:
            return
        widgets = [self.buttons.itemAt(i).widget() for i in range(self.buttons.count())]
        shown = [w for w in widgets if w is not None]
        need = sum(max(w.sizeHint().width(), w.minimumWidth()) for w in shown) \
            + self.buttons.spacing() * max(0, len(shown) - 1)
        if need <= room:
            return
        for b in buttons:
            if not b.icon().isNull() and b.text():
                b.setProperty("full_text", b.text())
                b.setText("")
                hold_width(b)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.words.forget_title_room()  # the heading's longest one-line room is a share of the width
        self._fit_row()
        self.words.fit_prompt()

    def _move_buttons(self) -> list[QPushButton]:
        out = []
        for i in range(self.buttons.count()):
            w = self.buttons.itemAt(i).widget()
            if isinstance(w, QPushButton):
                out.append(w)
        return out

    def _clear(self) -> None:
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()
                w.deleteLater()

    def end_shown(self) -> QPushButton | None:
        """Which of Pass, Scores and Hand Over stands in the last place now, if any."""
        return next((b for b in (self.pass_button, self.scores_button, self.hand_over_button) if not b.isHidden()),
                    None)

    def _guard_end(self, before: QPushButton | None) -> None:
        """Another of the last place's buttons came there (or one came where none stood): it ignores presses for
        the guard's moment. A player who removed a card and clicked where Hand Over usually comes passed the
        whole funding turn: Pass had come in its place."""
        now = self.end_shown()
        if now is not None and now is not before:
            self.guard.arm(now)


def panel_sheet(scale: float) -> str:
    """The panel's style sheet at `scale`: the look, and the sizes that follow the table's.

    The sheet, not setFont: widgets a style sheet styles take their font from it (its buttons' menus too: a
    menu's words as large as the button it drops from)."""
    px = max(11, round(BASE_FONT_PX * scale))  # never under 11 px, however little room the board leaves
    return (PANEL_STYLE + f"#action_panel QLabel, #action_panel QPushButton, #action_panel QMenu "
                          f"{{ font-size: {px}px; }}"
                          f"#action_panel QPushButton {{ padding: {round(3 * scale)}px {round(8 * scale)}px; }}"
                          # the focus's ring is 1 px wider: its padding 1 px less, so a button keeps its size
                          # with the focus at every scale (the look's own "2px 7px" made it 8 px narrower at 1.5)
                          f"#action_panel QPushButton:focus, #action_panel QPushButton[role=\"primary\"]:focus "
                          f"{{ padding: {round(3 * scale) - 1}px {round(8 * scale) - 1}px; }}"
                          f"#action_panel QMenu {{ icon-size: {round(MENU_ICON * scale)}px; }}")


def panel_scale(width: int, height: int, board: int = 0) -> float:
    """How much larger than in a 1280x720 window a table of `width` x `height` pixels is (0.84 in the
    smallest window the app allows, up to 2: the panel's text is still 11 px there). `board`: the height the
    board above the panel needs for its own smallest text (`TableView.legible_height`): the panel leaves it."""
    return max(0.77, min(2.0, width / 1025.0, height / 660.0, (height - board) / BASE_HEIGHT if board else 2.0))

