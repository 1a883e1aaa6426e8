"""The filters the History and Statistics pages share: a game ("All games" or one) and a time, either a period
("Last 7 days", ...) or dates of the person's choosing ("From … to …", both days included), each in a combo box
or a date field in the pages' cream look, whose lists and calendars are cream paper lit green."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate, Signal
from PySide6.QtWidgets import QComboBox, QDateEdit, QHBoxLayout, QLabel, QWidget

from ponzi_desktop.ui import games
from ponzi_desktop.ui.look import paper_popup

translate = QCoreApplication.translate
#: The periods the filters offer: (key, words); "dates" shows the two date fields.
PERIODS = (("any", QT_TRANSLATE_NOOP("HistoryPages", "Any time")),
           ("week", QT_TRANSLATE_NOOP("HistoryPages", "Last 7 days")),
           ("month", QT_TRANSLATE_NOOP("HistoryPages", "Last 30 days")),
           ("year", QT_TRANSLATE_NOOP("HistoryPages", "This year")),
           ("dates", QT_TRANSLATE_NOOP("HistoryPages", "Between dates…")))

#: The date fields and their calendars, in the pages' look (`history_common.page_style` holds the faces).
CALENDAR_STYLE = """
QCalendarWidget QWidget { background: #fffdf7; color: #2b2118; alternate-background-color: #f6ecd6; }
QCalendarWidget QWidget#qt_calendar_navigationbar { background: #efe2c2; border-bottom: 1px solid #b08d57; }
QCalendarWidget QToolButton { color: #2b2118; background: transparent; border: none; font-weight: 600;
  padding: 3px 8px; border-radius: 5px; }
QCalendarWidget QToolButton:hover { background: #f6ecd6; }
QCalendarWidget QToolButton::menu-indicator { image: none; width: 0; }
QCalendarWidget QMenu { background: #fffaf0; color: #2b2118; border: 1px solid #b08d57; }
QCalendarWidget QMenu::item:selected { background: #2f7a4f; color: #fff8e6; }
QCalendarWidget QSpinBox { background: #fffdf7; color: #2b2118; border: 1px solid #bfa878; border-radius: 4px; }
QCalendarWidget QAbstractItemView { background: #fffdf7; color: #2b2118; outline: 0;
  selection-background-color: #2f7a4f; selection-color: #fff8e6; }
QCalendarWidget QAbstractItemView:disabled { color: #b3a68c; }
"""


def period_range(key: str, now: datetime | None = None) -> tuple[datetime | None, datetime | None]:
    """The (since, until) of a period of `PERIODS` (None: no bound), in the computer's time zone."""
    now = (now or datetime.now()).astimezone()
    if key == "week":
        return now - timedelta(days=7), None
    if key == "month":
        return now - timedelta(days=30), None
    if key == "year":
        return now.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0), None
    return None, None


def dates_range(first: QDate, last: QDate) -> tuple[datetime, datetime]:
    """From the start of day `first` to the end of day `last` (both included), in the computer's time zone."""
    since = datetime.combine(first.toPython(), time()).astimezone()
    until = datetime.combine(last.toPython() + timedelta(days=1), time()).astimezone()
    return since, until


class FilterBar(QWidget):
    """A game ("All games" or one) and a time; `changed` when either is chosen."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.game_box = QComboBox(self)
        self.game_box.setAccessibleName(translate("HistoryPages", "Game"))
        self.game_box.addItem(translate("HistoryPages", "All games"), None)
        for game in games.registered():
            self.game_box.addItem(game.text(game.title), game.id)
        self.period_box = QComboBox(self)
        self.period_box.setAccessibleName(translate("HistoryPages", "When the games were played"))
        for key, text in PERIODS:
            self.period_box.addItem(translate("HistoryPages", text), key)
        for box in (self.game_box, self.period_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            paper_popup(box)  # its face is a gradient: its list needs the plain delegate to be lit green
            box.currentIndexChanged.connect(self._period_or_game)
            row.addWidget(box)
        today = QDate.currentDate()
        self.from_label = QLabel(translate("HistoryPages", "From"), self)
        self.to_label = QLabel(translate("HistoryPages", "to"), self)
        self.first_date = self._date_field(today.addDays(-30), translate("HistoryPages", "First day"))
        self.last_date = self._date_field(today, translate("HistoryPages", "Last day"))
        self.from_label.setBuddy(self.first_date)
        self.to_label.setBuddy(self.last_date)
        for widget in (self.from_label, self.first_date, self.to_label, self.last_date):
            row.addWidget(widget)
        self.first_date.dateChanged.connect(self._dates_changed)
        self.last_date.dateChanged.connect(self._dates_changed)
        self._show_dates()

    def _date_field(self, day: QDate, name: str) -> QDateEdit:
        field = QDateEdit(day, self)
        field.setCalendarPopup(True)
        field.setAccessibleName(name)
        field.setMaximumDate(QDate.currentDate().addYears(1))
        field.calendarWidget().setStyleSheet(CALENDAR_STYLE)
        field.calendarWidget().setGridVisible(False)
        return field

    def _show_dates(self) -> None:
        shown = self.period() == "dates"
        for widget in (self.from_label, self.first_date, self.to_label, self.last_date):
            widget.setVisible(shown)

    def _period_or_game(self, _index: int) -> None:
        self._show_dates()
        self.changed.emit()

    def _dates_changed(self, _day: QDate) -> None:
        # never a last day before the first: each field's bound follows the other
        self.last_date.setMinimumDate(self.first_date.date())
        self.first_date.setMaximumDate(self.last_date.date())
        if self.period() == "dates":
            self.changed.emit()

    def game(self) -> str | None:
        return self.game_box.currentData()

    def set_game(self, game: str | None) -> None:
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))

    def period(self) -> str:
        return self.period_box.currentData()

    def set_period(self, key: str) -> None:
        self.period_box.setCurrentIndex(max(0, self.period_box.findData(key)))

    def set_dates(self, first: QDate, last: QDate) -> None:
        """Choose the dates ("From first to last", both included) and show them."""
        self.first_date.setMaximumDate(max(first, last))
        self.last_date.setMinimumDate(first)
        self.first_date.setDate(first)
        self.last_date.setDate(last)
        self.set_period("dates")

    def range(self) -> tuple[datetime | None, datetime | None]:
        if self.period() == "dates":
            return dates_range(self.first_date.date(), self.last_date.date())
        return period_range(self.period())
