"""A seat in the new-game dialog: its number, colour, name, human or bot; and the default names seats get."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QMenu, QToolButton, QWidget

from ponzi_desktop.bots import bot_names
from ponzi_desktop.persistence import Seat
from ponzi_desktop.persistence.models import MAX_PLAYER_NAME
from ponzi_desktop.ui.formatting import isolate, mnemonic_safe
from ponzi_desktop.ui.i18n import in_every_language
from ponzi_desktop.ui.kit.labels import BOT_LEVELS, label


def swatch(colour: str, size: int = 18) -> QIcon:
    pixmap = QPixmap(size * 2, size * 2)  # drawn at twice the size: crisp on HiDPI screens
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(colour).darker(200), 3))  # a ring that shows a light colour (white) on the paper
    p.setBrush(QColor(colour))
    p.drawEllipse(3, 3, size * 2 - 6, size * 2 - 6)
    p.end()
    pixmap.setDevicePixelRatio(2.0)
    return QIcon(pixmap)


def default_name(kind: str, number: int) -> str:
    """The name a seat gets until someone types one: "Player 2" for a person, "Bot 2" for a bot."""
    if kind == "bot":
        return QCoreApplication.translate("NewGameDialog", "Bot %1").replace("%1", f"{number}")
    return QCoreApplication.translate("NewGameDialog", "Player %1").replace("%1", f"{number}")


def is_old_default_name(name: str) -> bool:
    """Whether `name` is "You", a person's default name before "Player N" (a log would say "You funds")."""
    return name.strip().casefold() in ("you", QCoreApplication.translate("NewGameDialog", "You").casefold())


def is_default_name(name: str) -> bool:
    """Whether `name` is a default name of either kind in any of the app's languages: a seat nobody named
    follows the language ("Player 1" becomes "プレイヤー1", and back)."""
    words = name.strip().casefold()
    for source in ("Bot %1", "Player %1"):
        for template in in_every_language("NewGameDialog", source):
            head, _, tail = template.casefold().partition("%1")
            if not (words.startswith(head) and words.endswith(tail)):
                continue
            number = words[len(head):len(words) - len(tail)]
            if number.isascii() and number.isdigit() and 1 <= int(number) < 100:
                return True
    return is_old_default_name(name)


class _SeatRow(QWidget):
    """One seat: its number, colour button, name, human or bot, and a button to remove it."""

    changed = Signal()
    kind_changed = Signal(object)
    remove_requested = Signal(object)
    colour_picked = Signal(object, str)

    def __init__(self, seat: Seat, colour_names: dict[str, str], owners: Callable[[], dict[str, _SeatRow]],
                 palette: tuple[str, ...], parent: QWidget | None = None, levels: list[str] | None = None) -> None:
        super().__init__(parent)
        self.seat_palette = palette  # the colours this game's seats may take
        self.colour = seat.colour or palette[0]
        self.colour_names = colour_names
        self.owners = owners  # colour -> the row that has it
        self._number = 0
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.number = QLabel(self)
        self.number.setFixedWidth(18)
        self.number.setStyleSheet("color: #7a6446; font-weight: 700;")
        self.colour_button = QToolButton(self)
        self.colour_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.colour_button.setIconSize(QSize(20, 20))
        self.colour_button.setMenu(QMenu(self.colour_button))
        self.colour_button.menu().aboutToShow.connect(self._fill_menu)
        self.name_edit = QLineEdit(seat.name, self)
        self.name_edit.setMaxLength(MAX_PLAYER_NAME)  # what a save file takes
        self.name_edit.setMinimumWidth(170)
        self.name_edit.textChanged.connect(self.changed)
        # a name the person typed is theirs; a default name follows the seat's kind (see NewGameDialog)
        self.typed = not is_default_name(seat.name)
        self.name_edit.textEdited.connect(self._typed)
        self.kind = QComboBox(self)
        self.kind.setMinimumHeight(34)  # as tall as the name beside it
        self.kind.addItem(self.tr("Human"), ("human", None))
        for level in levels or bot_names():
            self.kind.addItem(self.tr("Bot: %1").replace("%1", label(BOT_LEVELS, level)), ("bot", level))
        wanted = ("human", None) if seat.kind == "human" else ("bot", seat.level)
        # findData does not match Python tuples reliably: compare the items' data ourselves
        index = next((i for i in range(self.kind.count()) if tuple(self.kind.itemData(i)) == wanted), -1)
        self.kind.setCurrentIndex(index if index >= 0 else min(1, self.kind.count() - 1))
        self.kind.currentIndexChanged.connect(lambda _i: self.kind_changed.emit(self))
        self.kind.currentIndexChanged.connect(self.changed)
        self.remove_button = QToolButton(self)
        self.remove_button.setText("✕")
        self._least = 0  # the game's least number of players, while the button is greyed for it
        self.remove_button.setAutoRaise(True)
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self))
        for widget in (self.number, self.colour_button, self.name_edit, self.kind, self.remove_button):
            row.addWidget(widget, 1 if widget is self.name_edit else 0)
        self.set_colour(self.colour)

    def _typed(self, text: str) -> None:
        self.typed = bool(text.strip()) and not is_default_name(text)

    def set_default_name(self, name: str) -> None:
        self.name_edit.setText(name)
        self.typed = False

    def set_number(self, number: int) -> None:
        self.number.setText(f"{number}")
        self.name_edit.setAccessibleName(self.tr("Name of player %1").replace("%1", f"{number}"))
        self.kind.setAccessibleName(self.tr("Human or bot, player %1").replace("%1", f"{number}"))
        self.remove_button.setAccessibleName(self.tr("Remove player %1").replace("%1", f"{number}"))
        self._number = number
        self.set_removable(self.remove_button.isEnabled(), self._least)
        self.set_colour(self.colour)

    def set_removable(self, removable: bool, least: int) -> None:
        """The remove button, usable, or greyed in its place while the game has its least number of players
        (`least`), its tooltip and accessible description saying why: a review found the buttons gone without
        a word at three players."""
        self._least = least
        self.remove_button.setEnabled(removable)
        why = "" if removable else self.tr("At least %n player(s)", "", least)
        self.remove_button.setToolTip(why or self.remove_button.accessibleName())
        self.remove_button.setAccessibleDescription(why)

    def set_colour(self, colour: str) -> None:
        self.colour = colour
        self.colour_button.setIcon(swatch(colour))
        name = self.colour_names.get(colour.upper(), colour)
        self.colour_button.setToolTip(self.tr("Colour: %1 (click to change)").replace("%1", name))
        self.colour_button.setAccessibleName(self.tr("Colour of player %1: %2")
                                             .replace("%1", f"{self._number}").replace("%2", name))

    def _fill_menu(self) -> None:
        menu = self.colour_button.menu()
        menu.clear()
        owners = self.owners()
        for colour in self.seat_palette:
            name = self.colour_names.get(colour.upper(), colour)
            owner = owners.get(colour)
            text = name if owner in (None, self) else (
                self.tr("%1 (swap with %2)").replace("%1", name).replace(
                    "%2", mnemonic_safe(isolate(owner.name()))))
            action = menu.addAction(swatch(colour), text)
            action.setCheckable(True)
            action.setChecked(colour == self.colour)
            action.triggered.connect(lambda _=False, c=colour: self.colour_picked.emit(self, c))

    def name(self) -> str:
        return self.name_edit.text().strip()

    def seat(self) -> Seat:
        kind, level = self.kind.currentData()
        return Seat(name=self.name(), kind=kind, level=level, colour=self.colour)
