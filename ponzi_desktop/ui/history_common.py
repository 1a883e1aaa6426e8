"""What the History page and the Statistics page share: the felt page they are drawn on (a back button, a
title, the filters by game and by time), and the words of a finished game (when, how long, who sat where).

A game's own words come through its registration (`games.GameUI`): its title and emblem, its end table's way
of writing a score, its roles' names; nothing here names a game.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import isolate, number, plural
from ponzi_desktop.ui.history_filters import FilterBar
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.labels import BOT_LEVELS, Labels, label
from ponzi_desktop.ui.look import BUTTON_STYLE, COMBO_POPUP_STYLE, CreamCard, paint_felt, serif
from ponzi_desktop.ui.save_entry import moment_text

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry, SeatResult
    from ponzi_desktop.persistence.stats import PlayerStats

#: The words of both pages (and of their shared parts) are translated in this context.
translate = QCoreApplication.translate
#: A bot level as a player, each in its own words ("Random bot"; Spanish "Bot al azar", lower case).
BOT_PLAYERS = Labels("HistoryPages", {
    "random": QT_TRANSLATE_NOOP("HistoryPages", "Random bot"),
    "easy": QT_TRANSLATE_NOOP("HistoryPages", "Easy bot"),
    "normal": QT_TRANSLATE_NOOP("HistoryPages", "Normal bot"),
    "hard": QT_TRANSLATE_NOOP("HistoryPages", "Hard bot"),
})
def page_scale(widget: QWidget) -> float:
    """How much larger than in a 1280x720 window the pages write (1 to 1.6)."""
    window = widget.window()
    return max(1.0, min(1.6, window.width() / 1280, window.height() / 720))


# ---- words ----------------------------------------------------------------------------------------------
def when_text(entry: GameEntry) -> str:
    """When the game ended, in the app's locale: "Today, 14:32", "Yesterday, 9:05", else the date and time."""
    return moment_text(entry.finished_at.timestamp())


def half_up(value: float) -> int:
    """`value` rounded to a whole number, halves up (2.5 is 3; Python's `round` makes it 2)."""
    return math.floor(value + 0.5)


def duration_text(seconds: float) -> str:
    """How long, as the pages say it everywhere: "under a minute", else whole minutes rounded half up ("23 min")."""
    if seconds < 60:
        return translate("HistoryPages", "under a minute")
    minutes = half_up(seconds / 60)
    return plural(translate("HistoryPages", "%n min", None, minutes), minutes)


def length_text(entry: GameEntry, moves: bool = True) -> str:
    """How long the game was: "Round 12 · 340 moves · 23 min" (the parts that are known; `moves` False: without
    the moves, for a narrow place)."""
    parts = []
    if entry.rounds is not None:
        parts.append(QCoreApplication.translate("SavedGames", "Round %1").replace("%1", number(entry.rounds)))
    if moves or entry.rounds is None:
        parts.append(plural(QCoreApplication.translate("SavedGames", "%n move(s)", None, entry.actions), entry.actions))
    if entry.seconds is not None:
        parts.append(duration_text(entry.seconds))
    return " · ".join(parts)


def level_text(level: str | None) -> str:
    """A bot level as a player: "Hard bot"."""
    level = level or "random"
    if level in BOT_PLAYERS:
        return label(BOT_PLAYERS, level)
    return translate("HistoryPages", "%1 bot").replace("%1", label(BOT_LEVELS, level))


def player_text(player: PlayerStats) -> str:
    """A person's name as typed (isolated), or a bot level: "Hard bot"."""
    return isolate(player.key) if player.kind == "human" else level_text(player.key)


def role_text(game: str, role: str) -> str:
    """A role's name in the game's own words (the role's id where the game gives none)."""
    try:
        reference = games.game_ui(game).role_name
    except KeyError:
        return role
    return games.load(reference)(role) if reference else role


def score_text(game: str, score: int) -> str:
    """A score as the game's end table writes its total ("42", "$1,500")."""
    try:
        reference = games.game_ui(game).end_table
    except KeyError:
        reference = None
    if reference is None:
        return number(score)
    table = games.load(reference)
    # the end tables write a total from the number alone (no state of theirs): asked of the class
    return table.total_text(table, score)


def seat_text(entry: GameEntry, seat: SeatResult) -> str:
    """Who sat there: "Ann", "Robo (bot: Hard)", with the role after a dash where the game has roles."""
    name = isolate(todays_name(seat.name))  # a default name in today's language
    if seat.kind == "bot":
        name = QCoreApplication.translate("SaveDetails", "%1 (bot: %2)").replace("%1", name).replace(
            "%2", label(BOT_LEVELS, seat.level or "random"))
    if seat.role:
        role = role_text(entry.game, seat.role)
        name = translate("HistoryPages", "%1 – %2").replace("%1", name).replace("%2", role)
    return name


def result_text(entry: GameEntry, seat: SeatResult) -> str:
    """How it ended for the seat: its score, or "bankrupt"."""
    if seat.bankrupt:
        return translate("HistoryPages", "bankrupt")
    return score_text(entry.game, seat.score) if seat.score is not None else "—"


def emblem_pixmap(game: str, size: QSize, ratio: float = 1.0) -> QPixmap:
    """The game's start-page picture at `size` (cached); an empty pixmap for a game without one."""
    key = f"ponzi-desktop/history-emblem/{game}/{size.width()}x{size.height()}@{ratio}"
    found = QPixmapCache.find(key)
    if found is not None:
        return found
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    try:
        reference = games.game_ui(game).emblem
    except KeyError:
        reference = None
    if reference is not None:
        emblem = games.load(reference)()  # an `Emblem`: its painting, scaled as its own paintEvent scales it
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = min(size.width() / 220.0, size.height() / 150.0)
        painter.translate(size.width() / 2, size.height() / 2 + getattr(emblem, "LIFT", 0.0) * scale)
        painter.scale(scale, scale)
        emblem.paint_emblem(painter)
        painter.end()
        emblem.deleteLater()
    QPixmapCache.insert(key, pixmap)
    return pixmap


#: Slim brass scroll bars on the felt, either way (the saved games' list has the upright one).
SCROLL_STYLE = """
QScrollBar:vertical { background: #efe4c8; width: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:vertical { background: #c8a96a; min-height: 32px; border-radius: 5px; }
QScrollBar:horizontal { background: #efe4c8; height: 10px; margin: 0; border-radius: 5px; }
QScrollBar::handle:horizontal { background: #c8a96a; min-width: 32px; border-radius: 5px; }
QScrollBar::handle:hover { background: #b08d4a; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
"""


class EmptyCard(CreamCard):
    """What a page says with nothing to show: why, and (`button`) a way to start a game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(34, 28, 34, 30)
        box.setSpacing(12)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.button = QPushButton(translate("HistoryPages", "Start a &New Game"), self)
        self.button.setProperty("role", "primary")
        box.addWidget(self.heading)
        box.addWidget(self.text)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.set_scale(1.0)  # ink on the cream from the start: a page whose scale stays 1 never rescales it, and
        # its own style sheet's cream words (for the felt) made the card's words all but invisible

    def set_scale(self, k: float) -> None:
        self.heading.setFont(serif(16 * k, True))
        self.heading.setStyleSheet("color: #2b2118;")
        self.text.setStyleSheet(f"color: #4a3b28; font-size: {round(14 * k)}px;")
        self.setFixedWidth(round(520 * k))


# ---- the page -------------------------------------------------------------------------------------------
def page_style(k: float) -> str:
    """The pages' style sheet at scale `k`: cream words on the felt, the shell's buttons, cream combo boxes."""
    def px(v: float) -> int:
        return max(1, round(v * k))

    return BUTTON_STYLE + f"""
QPushButton {{ font-size: {px(14)}px; padding: {px(6)}px {px(16)}px; }}
QPushButton[role="primary"] {{ font-size: {px(15)}px; padding: {px(8)}px {px(20)}px; }}
QLabel {{ color: #f4efe1; font-size: {px(14)}px; background: transparent; }}
QLabel[role="soft"] {{ color: #d9e8d0; }}
QLabel#page_title {{ color: #f8f0dc; font-size: {px(28)}px; font-weight: bold; font-family: Georgia, "DejaVu Serif",
  "Noto Serif", serif; }}
QComboBox {{ color: #2b2118; font-size: {px(14)}px; padding: {px(4)}px {px(10)}px; border-radius: {px(7)}px;
  border: 1px solid #9c7a4a; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #ecdcb8);
  min-width: {px(120)}px; }}
QDateEdit {{ color: #2b2118; font-size: {px(14)}px; padding: {px(4)}px {px(8)}px; border-radius: {px(7)}px;
  border: 1px solid #9c7a4a; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #ecdcb8);
  min-width: {px(92)}px; }}
QComboBox:focus, QDateEdit:focus {{ border: 2px solid #c8962e; }}
QCalendarWidget {{ font-size: {px(13)}px; }}
""" + COMBO_POPUP_STYLE + f"QComboBox QAbstractItemView {{ font-size: {px(14)}px; }}"


class FeltPage(QWidget):
    """A page on the felt in a wooden frame: a back button, a title and a button to the other page on top,
    the filters under them, and the page's `body`. Its words grow with the window (`page_scale`)."""

    back_requested = Signal()
    FRAME = 18

    def __init__(self, title: str, other: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scale = 1.0
        outer = QVBoxLayout(self)
        f = self.FRAME
        outer.setContentsMargins(f + 14, f + 10, f + 14, f + 12)
        outer.setSpacing(10)
        top = QHBoxLayout()
        self.back_button = QPushButton(self)
        self.set_back_to_game(False)
        self.back_button.clicked.connect(self.back_requested)
        self.title = QLabel(title, self)
        self.title.setObjectName("page_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.other_button = QPushButton(other, self)
        top.addWidget(self.back_button)
        top.addWidget(self.title, 1)
        top.addWidget(self.other_button)
        outer.addLayout(top)
        bar = QHBoxLayout()
        self.filters = FilterBar(self)
        bar.addWidget(self.filters)
        self.count_label = QLabel(self)
        self.count_label.setProperty("role", "soft")
        bar.addSpacing(12)
        bar.addWidget(self.count_label)
        bar.addStretch(1)
        self.bar = bar
        outer.addLayout(bar)
        self.body = QVBoxLayout()
        self.body.setSpacing(10)
        outer.addLayout(self.body, 1)
        self.filters.changed.connect(self.refresh)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._apply_scale(1.0)

    def set_back_to_game(self, to_game: bool) -> None:
        """The back button says where it goes: to the game on the table (the page was opened from it), else to
        the start page."""
        if to_game:
            self.back_button.setText(translate("HistoryPages", "← Back to the game"))
            self.back_button.setToolTip(translate("HistoryPages", "Back to the game on the table (Esc)"))
        else:
            self.back_button.setText(translate("HistoryPages", "← Start Page"))
            self.back_button.setToolTip(translate("HistoryPages", "Back to the start page (Esc)"))

    def refresh(self) -> None:
        raise NotImplementedError

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def _apply_scale(self, k: float) -> None:
        self.scale = k
        self.setStyleSheet(page_style(k))
        self.rescaled()

    def rescaled(self) -> None:
        """The page's own parts take the new `scale` (a subclass's)."""

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        k = page_scale(self)
        if abs(k - self.scale) >= 0.02:
            self._apply_scale(k)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.refresh()
        self.layout().activate()  # what the history shows now is laid out before it is painted or clicked

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        paint_felt(QPainter(self), QRectF(self.rect()), self.FRAME)
