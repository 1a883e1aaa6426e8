"""The user's settings (QSettings) and the per-user folders for saves, autosaves and the game history."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRect, QSettings, QStandardPaths, Signal

ORGANIZATION = "PonziDesktop"
APPLICATION = "Ponzi Desktop"

#: animation speed: a factor on every animation's duration (0: no animation)
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
#: the least time a bot's turn takes on the table, so people can follow it (milliseconds)
BOT_SPEEDS = {"instant": 0, "fast": 250, "normal": 700, "slow": 1400}


def data_dir() -> Path:
    """The per-user folder for saves and autosaves (never next to the program)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(base) if base else Path.home() / ".ponzi-desktop"
    return path


def name_the_program() -> None:
    """Give Qt the names `data_dir()` is made of, without an application object: a command that reads the
    user's files without a window (`ponzi-desktop history`) finds the folder the app uses (`make_application`
    names it the same way). Without them the folder would be the data folder of every program."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def saves_dir() -> Path:
    """Where Game → Save puts saved games (created by the first save). Files come in and go out through
    Import and Export; the list of saved games is this folder."""
    return data_dir() / "saves"


def progress_index_path() -> Path:
    """The index of the saves' rounds (`persistence.library.ProgressIndex`): a cache, safe to delete."""
    return data_dir() / "save-progress.json"


def history_path() -> Path:
    """The game history, an SQLite database (`persistence.history.History`): every finished game."""
    return data_dir() / "history.sqlite3"


def documents_dir() -> Path:
    """Where Export starts: the user's documents folder if there is one, else the home folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(docs) if docs and Path(docs).is_dir() else Path.home()


class AppSettings(QObject):
    """Typed access to QSettings; `changed` tells widgets to re-read."""

    changed = Signal()

    def __init__(self, store: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    def _get(self, key: str, default: str, allowed: dict) -> str:
        value = self._store.value(key, default)
        return value if isinstance(value, str) and value in allowed else default

    @property
    def animation_speed(self) -> str:
        return self._get("table/animation_speed", "normal", ANIMATION_SPEEDS)

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        if value not in ANIMATION_SPEEDS:
            raise ValueError(value)
        self._store.setValue("table/animation_speed", value)
        self.changed.emit()

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def bot_speed(self) -> str:
        return self._get("table/bot_speed", "normal", BOT_SPEEDS)

    @bot_speed.setter
    def bot_speed(self, value: str) -> None:
        if value not in BOT_SPEEDS:
            raise ValueError(value)
        self._store.setValue("table/bot_speed", value)
        self.changed.emit()

    @property
    def bot_delay_ms(self) -> int:
        return BOT_SPEEDS[self.bot_speed]

    @property
    def language(self) -> str | None:
        value = self._store.value("app/language", None)
        return value if isinstance(value, str) and value else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._store.setValue("app/language", value or "")
        self.changed.emit()

    def window_geometry(self) -> QByteArray | None:
        """Qt's own record of the window (`saveGeometry`), as versions before `window_placement` kept it."""
        value = self._store.value("window/geometry", None)
        return value if isinstance(value, QByteArray) else None

    def set_window_geometry(self, value: QByteArray) -> None:
        self._store.setValue("window/geometry", value)

    def window_placement(self) -> tuple[QRect, bool] | None:
        """Where the window was when the app last closed: its normal (not maximised) place and size, and whether
        it was maximised. Kept as plain values, not only Qt's `saveGeometry`: Qt's `restoreGeometry` refuses a
        record made on a screen of another width (by more than a quarter), and the window then opened at its
        least size, neither maximised nor as it was left."""
        rect, maximised = self._store.value("window/normal", None), self._store.value("window/maximised", None)
        if not isinstance(rect, QRect) or maximised is None:
            return None
        return rect, str(maximised).lower() in ("true", "1")

    def set_window_placement(self, rect: QRect, maximised: bool) -> None:
        self._store.setValue("window/normal", QRect(rect))
        self._store.setValue("window/maximised", bool(maximised))

    @property
    def last_game(self) -> str | None:
        """The id of the game last played (the rules window and the new-game dialog open on it); no `changed`:
        nothing on view follows it."""
        value = self._store.value("app/last_game", None)
        return value if isinstance(value, str) and value else None

    @last_game.setter
    def last_game(self, value: str | None) -> None:
        self._store.setValue("app/last_game", value or "")

    def last_seats(self) -> list[dict] | None:
        """The seats of the last new game, so the dialog starts where the user left it."""
        import json  # here: the start page is painted without json (5 modules, 3 ms)

        value = self._store.value("new_game/seats", "")
        try:
            seats = json.loads(value) if isinstance(value, str) and value else None
        except ValueError:
            return None
        return seats if isinstance(seats, list) else None

    def set_last_seats(self, seats: list[dict]) -> None:
        import json  # here: the start page is painted without json (5 modules, 3 ms)

        self._store.setValue("new_game/seats", json.dumps(seats))
