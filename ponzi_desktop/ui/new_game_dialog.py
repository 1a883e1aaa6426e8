"""The new-game dialog: who sits at the table (name, colour, human or bot), the rule settings, seed, start player."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QRect, QRegularExpression, QSize, Qt, QTimer
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.bots import bot_names
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.forms import Segments
from ponzi_desktop.ui.kit.reasons import explain_widget
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, paper_palette, restyle
from ponzi_desktop.ui.seat_rows import _SeatRow, default_name, is_old_default_name, swatch
from ponzi_desktop.ui.settings import AppSettings
from ponzi_desktop.ui.wrapped_label import WrappedLabel


@dataclass(frozen=True)
class NewGameConfig:
    """What the dialog decided: enough for `GameSession.new(game, settings, seed, seats)`."""

    game: str
    settings: dict
    seed: int
    seats: list[Seat]


#: The most the dialog is tall: a window on a 1280x720 screen, with its title bar (a maximised window has 701).
ROOM = 680


#: A scroll bar on the dialog's cream paper, as the saved games' list has.
SCROLL_BAR_STYLE = """
QScrollArea { background: transparent; }
QScrollBar:vertical { background: #efe4c8; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #c8a96a; min-height: 32px; border-radius: 5px; }
QScrollBar::handle:vertical:hover { background: #b08d4a; }
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }
"""


class RulesScroll(QScrollArea):
    """The rule settings, scrolled when the dialog caps their height (`cap`); as wide as they need, a scroll
    bar's room included, so that the bar coming and going moves no word."""

    LEAST = 240  # the least height: a few settings in view
    WIDTH = 420  # the least width: fewer lines to the hints, the fewer to scroll

    def __init__(self, form: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cap: int | None = None
        self.setWidget(form)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        form.setAutoFillBackground(False)
        self.setStyleSheet(SCROLL_BAR_STYLE)

    def set_cap(self, cap: int | None) -> None:
        """At most `cap` pixels tall (None: as tall as the settings), with a scroll bar only then."""
        self.cap = cap
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if cap is None else
                                        Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.updateGeometry()

    def _content(self) -> QSize:
        form = self.widget()
        hint = form.sizeHint().expandedTo(form.minimumSizeHint())
        bar = self.verticalScrollBar().sizeHint().width() if self.cap is not None else 0
        width = self.width() - bar if self.isVisible() else hint.width()
        if form.hasHeightForWidth() and width > 0:
            hint.setHeight(max(hint.height(), form.heightForWidth(width)))
        return hint

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        content = self._content()
        height = content.height() if self.cap is None else min(content.height(), self.cap)
        return QSize(max(self.WIDTH, content.width() + self.verticalScrollBar().sizeHint().width()), height)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.sizeHint()
        return QSize(hint.width(), min(hint.height(), self.LEAST))


#: The widest the players' column grows: the names' fields keep a sensible width in a dialog as wide as the largest
#: game's (the rules take the rest).
PLAYERS_WIDTH = 520


class NewGameDialog(QDialog):
    """Set up a new game. `config()` gives the choices; accepting remembers the seats for next time.

    Every game's dialog has one size and place: the size of the largest game's dialog in today's language, with
    the seats it opens with (`_shared_size`), within the screen; the place of the dialog the game was switched in.
    Switching games in it moves and resizes nothing. Its size is fixed (more seats make it taller, never
    smaller): the window manager draws no resize handle under it."""

    #: where the last dialog stood when the game was switched in it (the next one opens there, as big)
    _last_geometry: QRect | None = None
    #: the size every game's dialog takes, by language, remembered seats and screen (`_shared_size`)
    _shared: dict[tuple, QSize] = {}

    def __init__(self, game: str, settings: AppSettings, parent: QWidget | None = None, *,
                 measuring: bool = False) -> None:
        super().__init__(parent)
        self.measuring = measuring  # laid out off the screen only to be measured (`_shared_size`)
        self.game = game
        self.app_settings = settings
        self.spec = game_spec(game)
        # only the levels written for this game; a new bot seat starts at "normal", a fair first opponent
        self.levels = bot_names(game)
        self.default_level = "normal" if "normal" in self.levels else self.levels[-1]
        self._seed: int | None = None
        self.rows: list[_SeatRow] = []
        self._listed: list[_SeatRow] = []  # the rows as the start player's list shows them
        # the seats take this game's colours (a game whose sides have colours gives a palette without them)
        self.seat_palette = games.seat_colours(game)
        self.colour_names = {"#0072B2": self.tr("Blue"), "#D55E00": self.tr("Vermilion"),
                             "#009E73": self.tr("Green"), "#CC79A7": self.tr("Pink"), "#E69F00": self.tr("Orange"),
                             "#56B4E9": self.tr("Sky blue"), "#8E5BB5": self.tr("Purple"),
                             "#8C5A2B": self.tr("Brown"), "#6B6B6B": self.tr("Grey"), "#6A3D9A": self.tr("Purple"),
                             "#3A3A3A": self.tr("Black"), "#F0E442": self.tr("Yellow"), "#F5F5F5": self.tr("White")}
        self.setWindowTitle(self.tr("New Game of %1").replace("%1", games.title(game)))
        self.switch_to: str | None = None  # another game chosen in the dialog: the caller opens its dialog
        self.setStyleSheet(DIALOG_STYLE)
        paper_palette(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 14, 22, 14)
        # the heading and, beside it, which game: the dialog's height is kept for the seats and the rules
        top = QHBoxLayout()
        top.setSpacing(24)
        title = dialog_heading(self.windowTitle(), self)
        top.addWidget(title, 1)
        playable = games.playable()
        if len(playable) > 1:  # which game: a choice that reopens the dialog for the other game
            self.game_choice = Segments({g.id: g.text(g.title) for g in playable}, self.tr("Game"), self)
            if game in self.game_choice.buttons:
                self.game_choice.set_value(game)
            self.game_choice.group.buttonClicked.connect(lambda _b: self._switch_game(self.game_choice.value()))
            top.addWidget(self.game_choice, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addLayout(top)
        columns = QHBoxLayout()
        columns.setSpacing(16)
        defaults = self.spec.settings_from(self.spec.min_players)
        form = games.game_ui(game).settings_form if game in {g.id for g in games.registered()} else None
        self.rules = games.load(form)(defaults, self) if form else None
        if self.rules is not None:
            self.rules.changed.connect(self._validate)
        # a form may give a box of its own (`side_box`): a column between the players and the rules
        side = getattr(self.rules, "side_box", None)
        self.rules_box = self._rules_box() if self.rules is not None else None
        self.players_boxes = (self._players_box(), self._start_box())
        for stretch, boxes in ((3, self.players_boxes), (2, (side,)), (2, (self.rules_box,))):
            if not any(boxes):
                continue
            column = QVBoxLayout()
            for box in filter(None, boxes):
                column.addWidget(box)
            column.addStretch(1)
            columns.addLayout(column, stretch)
            if self.rules_box in boxes:
                self.rules_column = column
        layout.addLayout(columns)
        self.error = QLabel(self)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a name
        self.error.setProperty("role", "error")
        self.error.setAccessibleName(self.tr("Problem"))
        self.error.setWordWrap(True)
        self.error.setMinimumHeight(self.error.fontMetrics().height() + 4)  # room kept: nothing jumps
        bottom = QHBoxLayout()  # a problem is told beside the buttons it keeps from starting the game
        bottom.setSpacing(16)
        bottom.addWidget(self.error, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start the Game"))
        restyle(self.ok_button, "role", "primary")  # the box polished it before the role was known
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(bottom)
        for seat in self._initial_seats():
            self._add_row(seat)
        self._seats_changed()
        widest = max([PLAYERS_WIDTH, *(box.minimumSizeHint().width() for box in self.players_boxes)])
        for box in self.players_boxes:  # in a dialog as wide as the largest game's, the rules take the rest
            box.setMaximumWidth(widest)

    # ---- building ---------------------------------------------------------------------------------------
    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"), self)
        outer = QVBoxLayout(box)
        self.rows_widget = QWidget(box)
        self.rows_layout = QVBoxLayout(self.rows_widget)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.rows_widget)
        self.add_button = QPushButton(self.tr("&Add a Player"), box)
        self.add_button.clicked.connect(self.add_seat)
        outer.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        hint = WrappedLabel(self.tr("%1 to %2 players, in turn order. Bots play on this computer; people take turns "
                              "at the screen.").replace("%1", f"{self.spec.min_players}")
                      .replace("%2", f"{self.spec.max_players}"), box)
        hint.setProperty("role", "hint")
        hint.setWordWrap(True)
        outer.addWidget(hint)
        return box

    def _rules_box(self) -> QGroupBox:
        """The rule settings under their heading, in a column that scrolls when it would make the dialog taller
        than a screen of 720 pixels has room for (`ROOM`)."""
        assert self.rules is not None
        box = QGroupBox(self.rules.title(), self)
        self.rules.setTitle("")  # the box around the scrolled part has it: it stays in view
        self.rules.setObjectName("rulesForm")
        self.rules.setStyleSheet("#rulesForm { border: none; margin: 0; padding: 0; background: transparent; }")
        self.rules_scroll = RulesScroll(self.rules, box)
        outer = QVBoxLayout(box)
        outer.setContentsMargins(2, 4, 2, 2)
        outer.addWidget(self.rules_scroll)
        return box

    def _start_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Start"), self)
        grid = QGridLayout(box)
        grid.setColumnStretch(1, 1)
        self.start_player = QComboBox(box)
        self.start_player.setMinimumHeight(34)
        self.start_player.setAccessibleName(self.tr("Start player"))
        self.has_start_player = "start_player" in self.spec.settings_model.model_fields
        self.seed_edit = QLineEdit(box)
        self.seed_edit.setPlaceholderText(self.tr("Random"))
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,18}"), self.seed_edit))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seed_edit.setToolTip(self.tr("The same seed with the same players and moves replays the same game"))
        fields = [(self.tr("Start &player:"), self.start_player)] if self.has_start_player else []
        self.start_player.setVisible(self.has_start_player)
        for row, (text, field_widget) in enumerate([*fields, (self.tr("S&eed:"), self.seed_edit)]):
            caption = QLabel(text, box)
            caption.setBuddy(field_widget)
            grid.addWidget(caption, row, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(field_widget, row, 1)
        return box

    def _initial_seats(self) -> list[Seat]:
        """The seats of the last game if they still make sense, else one person and bots."""
        seats: list[Seat] = []
        for data in self.app_settings.last_seats() or []:
            try:
                seat = Seat.model_validate(data)
            except (ValueError, TypeError):
                continue
            if seat.kind == "bot" and seat.level not in self.levels:
                seat = seat.model_copy(update={"level": self.default_level})
            seats.append(seat)
        if not self.spec.min_players <= len(seats) <= self.spec.max_players:
            count = min(max(4, self.spec.min_players), self.spec.max_players)
            seats = [Seat(name=default_name("human", 1), kind="human")]
            seats += [Seat(name=default_name("bot", i), kind="bot", level=self.default_level)
                      for i in range(1, count)]
        # every seat its own colour from this game's palette: a seat keeps a colour of it (the first seat that
        # has it), the others take their place's colour if it is free, else the first free one
        palette = [c.upper() for c in self.seat_palette]
        kept: list[str | None] = []
        for seat in seats:
            colour = (seat.colour or "").upper()
            kept.append(colour if colour in palette and colour not in kept else None)
        for i, seat in enumerate(seats):
            if kept[i] is None:
                free = [c for c in palette if c not in kept]
                place = palette[i % len(palette)]
                kept[i] = place if place in free else free[0]
            seats[i] = seat.model_copy(update={"colour": kept[i]})
        taken = {seat.name.casefold() for seat in seats}
        for i, seat in enumerate(seats):  # a remembered "You" becomes "Player N", today's default
            if is_old_default_name(seat.name):
                name = next(name for n in range(1, 100)
                            if (name := default_name(seat.kind, n)).casefold() not in taken)
                taken.add(name.casefold())
                seats[i] = seat.model_copy(update={"name": name})
        return seats

    def _add_row(self, seat: Seat) -> None:
        row = _SeatRow(seat, self.colour_names, lambda: {r.colour: r for r in self.rows}, self.seat_palette,
                       self.rows_widget, self.levels)
        row.changed.connect(self._seats_edited)
        row.kind_changed.connect(self._kind_changed)
        row.remove_requested.connect(self.remove_seat)
        row.colour_picked.connect(self._pick_colour)
        self.rows.append(row)
        self.rows_layout.addWidget(row)

    # ---- seats --------------------------------------------------------------------------------------
    def add_seat(self) -> None:
        if len(self.rows) >= self.spec.max_players:
            return
        colour = next(c for c in self.seat_palette if c not in {row.colour for row in self.rows})
        self._add_row(Seat(name=self._free_name("bot"), kind="bot", level=self.default_level, colour=colour))
        self._seats_changed()
        self.rows[-1].name_edit.setFocus()
        self.rows[-1].name_edit.selectAll()

    def remove_seat(self, row: _SeatRow) -> None:
        if len(self.rows) <= self.spec.min_players or row not in self.rows:
            return
        self.rows.remove(row)
        self.rows_layout.removeWidget(row)
        row.deleteLater()
        self._seats_changed()

    def _pick_colour(self, row: _SeatRow, colour: str) -> None:
        """A colour another seat has is swapped with it, so no two seats ever share one."""
        for other in self.rows:
            if other is not row and other.colour == colour:
                other.set_colour(row.colour)
        row.set_colour(colour)
        self._seats_changed()

    def _seats_changed(self) -> None:
        self._renumber_defaults()
        for number, row in enumerate(self.rows, start=1):
            row.set_number(number)
            row.set_removable(len(self.rows) > self.spec.min_players, self.spec.min_players)
        self._set_addable(len(self.rows) < self.spec.max_players)
        self._seats_edited()
        if self.isVisible():
            QTimer.singleShot(0, self._grow)  # once the new row is laid out

    def _set_addable(self, addable: bool) -> None:
        """"Add a Player", usable, or greyed in its place at the game's most players, its tooltip and accessible
        description saying why: a review found it gone without a word at five players."""
        self.add_button.setEnabled(addable)
        why = "" if addable else self.tr("At most %n player(s)", "", self.spec.max_players)
        self.add_button.setToolTip(why)
        self.add_button.setAccessibleDescription(why)

    def _grow(self) -> None:
        """As big as the content needs, never smaller than it was: a seat taken away leaves its room, so the
        buttons under it stay where the mouse is."""
        self._fit_rules()
        self._set_size(self.sizeHint().expandedTo(self.size()))
        self._keep_on_screen()

    def _set_size(self, size: QSize) -> None:
        """A fixed size, no taller than the screen has room for (each game's rules scroll before that): nobody
        needs to resize a dialog that is as big as its content, and the window manager draws no resize handle
        (a strip like an empty scroll bar) under a fixed one. (As wide as the widest game's: no narrower.)"""
        if not self.measuring:
            size = QSize(size.width(), min(size.height(), self._room())).expandedTo(self.sizeHint())
        if self.minimumSize() != size or self.maximumSize() != size:
            self.setFixedSize(size)

    def _shared_size(self) -> QSize:
        """The size of the largest game's dialog in today's language, each with the seats it opens with: laid out
        off the screen once, then remembered."""
        screen = self.screen()
        room = screen.availableGeometry().size().toTuple() if screen is not None else None
        playable = games.playable()
        app = QApplication.instance()
        look = (app.styleSheet(), app.font().key()) if isinstance(app, QApplication) else None
        key = (i18n.current_language(), repr(self.app_settings.last_seats()), room, tuple(g.id for g in playable),
               look)
        if key not in NewGameDialog._shared:
            size = self.size()
            for game in playable:
                if game.id == self.game:
                    continue
                other = NewGameDialog(game.id, self.app_settings, measuring=True)
                other.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
                other.show()
                size = size.expandedTo(other.size())
                other.hide()
                other.deleteLater()
            NewGameDialog._shared[key] = size
        return NewGameDialog._shared[key]

    def _keep_on_screen(self) -> None:
        """Moved up and left as far as a bigger dialog, or one placed where the last one stood, would reach past
        the screen's edge: Start and Cancel stay in view, and its title bar too."""
        screen = self.screen()
        if screen is None or not self.isVisible():
            return
        room, inside, frame = screen.availableGeometry(), self.geometry(), self.frameGeometry()
        if frame.width() < inside.width():  # not framed by the window manager yet: a title bar like the window's
            owner = self.parentWidget().window() if self.parentWidget() is not None else None
            bar = owner.geometry().top() - owner.frameGeometry().top() if owner is not None else 0
            frame = inside.adjusted(0, -bar, 0, 0)
        dx = max(room.left() - frame.left(), min(0, room.right() - frame.right()))
        dy = max(room.top() - frame.top(), min(0, room.bottom() - frame.bottom()))
        if dx or dy:
            self.setGeometry(inside.translated(dx, dy))

    def _room(self) -> int:
        """The height the dialog may take: a screen of 720 pixels less a title bar, or less on a smaller one."""
        screen = self.screen()
        room = screen.availableGeometry().height() - 40 if screen is not None else ROOM
        return min(ROOM, room)

    def _fit_rules(self) -> None:
        """The rules' column as tall as its settings, or shorter by as much as the dialog would be too tall:
        then it scrolls."""
        if self.rules_box is None:
            return
        scroll = self.rules_scroll

        def capped(cap: int | None) -> None:
            scroll.set_cap(cap)
            self.rules_box.layout().invalidate()  # the layouts' cached hints: asked again now, not later
            self.rules_box.updateGeometry()
            self.layout().invalidate()
            self.layout().activate()

        capped(None)
        self.layout().activate()  # the wrapped hints fit their new width: the heights they need change
        over = self.sizeHint().height() - self._room()
        if over > 0:
            capped(max(scroll.LEAST, scroll.sizeHint().height() - over))
        # scrolled, the rules take the room a taller dialog has; else they stand as tall as they are
        self.rules_column.setStretch(0, int(over > 0))
        self.rules_column.setStretch(1, int(over <= 0))

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.adjustSize()  # a top-level window is first sized without the wrapped labels' height for width
        self._fit_rules()
        self.resize(self.sizeHint())
        if self.measuring:
            return
        size = self.size().expandedTo(self._shared_size())
        last = NewGameDialog._last_geometry
        if last is not None:  # the dialog of another game, just switched from: the same place (and size)
            size = size.expandedTo(last.size())
            # the client area's place, saved and set alike: pos()/move() mix the frame in before the window
            # manager has framed the new dialog, and each switch crept a title bar's height up the screen
            self.setGeometry(QRect(last.topLeft(), self.size()))
            chosen = getattr(self, "game_choice", None)
            if chosen is not None and self.game in chosen.buttons:
                # the keyboard where it was, on the game just chosen (ringed): a review arrowed to a game and then
                # found no control marked in the dialog that opened
                chosen.buttons[self.game].setFocus(Qt.FocusReason.TabFocusReason)
        self._set_size(size)
        if last is None:
            self._centre()
        self._keep_on_screen()

    def _centre(self) -> None:
        """Over the middle of the window it belongs to (else of the screen), title bar included: Qt centres a
        dialog by the size it first shows at, and this one then grows to every game's size (it stood against
        the screen's right edge)."""
        owner = self.parentWidget().window() if self.parentWidget() is not None else None
        screen = self.screen()
        area = owner.frameGeometry() if owner is not None else screen.availableGeometry() if screen else None
        if area is None:
            return
        bar = owner.geometry().top() - owner.frameGeometry().top() if owner is not None else 0
        inside = QRect(self.geometry())
        inside.moveCenter(area.center())
        self.setGeometry(inside.translated(0, bar // 2))

    def done(self, result: int) -> None:
        NewGameDialog._last_geometry = self.geometry() if self.switch_to is not None else None
        super().done(result)

    def _update_start_players(self) -> None:
        """Rebuild the start player's list (names change, seats come and go); the chosen seat stays chosen."""
        chosen = self.start_player.currentData()
        chosen_row = self._listed[chosen] if chosen is not None and chosen < len(self._listed) else None
        self._listed = list(self.rows)
        self.start_player.blockSignals(True)
        self.start_player.clear()
        self.start_player.addItem(self.tr("Random"), None)
        for i, row in enumerate(self.rows):
            shown = isolate(row.name()) if row.name() else self.tr("(no name)")
            self.start_player.addItem(swatch(row.colour), shown, i)
        self.start_player.setCurrentIndex(self.rows.index(chosen_row) + 1 if chosen_row in self.rows else 0)
        self.start_player.blockSignals(False)

    def _seats_edited(self) -> None:
        """A name, a kind or the seats changed: the start player's list, the rules' seats, the check."""
        self._update_start_players()
        if self.rules is not None:
            self.rules.set_seats([row.name() for row in self.rows], [row.seat().kind for row in self.rows])
        self._validate()

    def _free_name(self, kind: str, row: _SeatRow | None = None) -> str:
        """The first default name of `kind` ("Bot 2", "Player 3") no other seat has."""
        taken = {r.name().casefold() for r in self.rows if r is not row}
        return next(name for n in range(1, 100) if (name := default_name(kind, n)).casefold() not in taken)

    def _kind_changed(self, row: _SeatRow) -> None:
        """A seat that still has a default name gets the default of its new kind; a typed name stays."""
        self._renumber_defaults()

    def _renumber_defaults(self) -> None:
        """Default names count each kind in seat order ("Player 1", "Bot 1", "Bot 2"), skipping names people
        typed: a game with one bot never calls it "Bot 2" because a seat before it was a bot once."""
        typed = {r.name().casefold() for r in self.rows if r.typed}
        counts = {"human": 0, "bot": 0}
        for r in self.rows:
            if r.typed:
                continue
            kind = "bot" if r.seat().kind == "bot" else "human"
            while True:
                counts[kind] += 1
                name = default_name(kind, counts[kind])
                if name.casefold() not in typed:
                    break
            if r.name() != name:
                r.set_default_name(name)

    def _switch_game(self, game: str) -> None:
        if game != self.game:
            self.app_settings.set_last_seats([seat.model_dump() for seat in self.seats()])
            self.switch_to = game
            self.reject()

    def _validate(self) -> bool:
        """Names must be there and differ; the message says which, and OK waits until they do."""
        problem = ""
        counts = Counter(row.name().casefold() for row in self.rows)
        for row in self.rows:
            bad = not row.name() or counts[row.name().casefold()] > 1
            if bad and not problem:
                problem = (self.tr("Every player needs a name.") if not row.name() else
                           self.tr("Two players are called “%1”: give each a different name.")
                           .replace("%1", isolate(row.name())))
            restyle(row.name_edit, "invalid", bad)
        if not problem and self.rules is not None:
            problem = self.rules.problem()
        self.error.setText(problem)
        explain_widget(self.ok_button, problem or None, "")  # greyed, it says why (as the line above it)
        return not problem

    # ---- result -----------------------------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows]

    def settings(self) -> dict:
        values = self.rules.values() if self.rules is not None else {}
        if self.has_start_player:
            values["start_player"] = self.start_player.currentData()
        return values

    def seed(self) -> int:
        if self.seed_edit.text():
            return int(self.seed_edit.text())
        if self._seed is None:  # drawn once, so asking twice gives the same game
            self._seed = random.SystemRandom().randrange(2**31)
        return self._seed

    def config(self) -> NewGameConfig:
        return NewGameConfig(game=self.game, settings=self.settings(), seed=self.seed(), seats=self.seats())

    def accept(self) -> None:
        if not self._validate():
            return
        self.app_settings.set_last_seats([seat.model_dump() for seat in self.seats()])
        super().accept()
