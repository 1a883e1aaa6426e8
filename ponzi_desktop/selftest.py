"""`ponzi-desktop --self-test`: proves that this copy of the program works, from source or as a built binary.

With `QT_QPA_PLATFORM=offscreen` it needs no screen. It checks that the resources and every game's data
load, that the user's folders (settings, saves, autosaves) lie outside the program's folder, that Qt's own
translations for the supported languages are present, and then, in English and in every language this
copy carries a translation for: opens the main window, plays a short bot game through the real
`GameSession` on the real table, opens the panels the game adds beside its table (pyqtgraph), saves the game, reads it back and
compares the digests, and loads it into the window again. One line per check; exit 0 when every check
passed, 1 after the first that failed (named on the last line).

The test's settings, saves and autosaves go to a temporary folder, removed at the end: the user's own
files are read by nothing but the start page and written by nothing.
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

EXIT_OK, EXIT_FAIL = 0, 1

#: the languages the app is made for; English is the source language and needs no translation file
LANGUAGES = ("en", "ja", "es", "zh_TW")
BOT_ACTIONS = 40
WAIT_MS = 60_000
_QM_NAME = re.compile(r"(?:^|[_.-])([a-z]{2}(?:_[A-Z]{2})?)\.qm$")


class CheckFailed(Exception):
    """A check's reason for failing, in one line."""


def wait_until(app: Any, predicate: Callable[[], bool], what: str, timeout_ms: int = WAIT_MS) -> None:
    """Run the event loop until `predicate()` holds; CheckFailed naming `what` after `timeout_ms`."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(timeout_ms)
    while not predicate():
        if deadline.hasExpired():
            raise CheckFailed(f"timed out after {timeout_ms / 1000:.0f} s waiting for {what}")
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents | QEventLoop.ProcessEventsFlag.WaitForMoreEvents,
                          20)


def program_dir() -> Path:
    """The folder the program runs from: the binary's folder when built, else the package's checkout."""
    from ponzi_desktop.paths import is_frozen

    if is_frozen():
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def app_i18n() -> Any:
    """The app's own language switching (`ponzi_desktop.ui.i18n`), when this copy has it; else None."""
    try:
        from ponzi_desktop.ui import i18n
    except ImportError:
        return None
    wanted = ("install", "available_languages", "qm_file")
    return i18n if all(hasattr(i18n, name) for name in wanted) else None


def translation_files() -> dict[str, Path]:
    """The app's own compiled translations (`*.qm`) this copy carries, by language.

    A built binary carries them in `resources/i18n/<lang>.qm` (packaging/build.py puts them there); a
    checkout may have them in `i18n/` beside the `.ts` sources after `pyside6-lrelease`. When the app has
    its own language module, it decides (it also compiles a checkout's `.ts` files on the fly).
    """
    i18n = app_i18n()
    if i18n is not None:
        found = {}
        for lang in i18n.available_languages():
            path = i18n.qm_file(lang)  # en too: the English plural forms
            if path is not None:
                found[lang] = Path(path)
        return found
    from ponzi_desktop.paths import resources_dir

    found = {}
    resources = resources_dir()
    for folder in (resources / "i18n", resources.parent / "i18n"):
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.qm")):
            match = _QM_NAME.search(path.name)
            if match and match.group(1) in LANGUAGES and not path.name.startswith("qt"):
                found.setdefault(match.group(1), path)
    return found


def menu_texts(window: Any) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


class SelfTest:
    """Runs the checks in order and prints one line each."""

    def __init__(self, out=None) -> None:
        self.out = out if out is not None else sys.stdout
        self.passed = 0
        self.work = Path(tempfile.mkdtemp(prefix="ponzi-self-test-"))
        self.app: Any = None
        self.english_menus: list[str] = []
        self.slot_errors: list[tuple] = []

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def check(self, name: str, func: Callable[[], str]) -> None:
        start = time.perf_counter()
        self.slot_errors.clear()
        try:
            detail = func()
            if self.slot_errors:  # raised inside a Qt slot: Qt printed it and went on, the check must not
                kind, exc, tb = self.slot_errors[0]
                last = traceback.extract_tb(tb)[-1] if tb else None
                where = f" ({Path(last.filename).name}:{last.lineno})" if last else ""
                raise CheckFailed(f"{len(self.slot_errors)} error(s) in Qt slots, the first: "
                                  f"{kind.__name__}: {exc}{where}")
        except CheckFailed as exc:
            raise CheckFailed(f"{name}: {exc}") from None
        except Exception as exc:  # any crash is a failed check, named, with its cause
            last = traceback.extract_tb(exc.__traceback__)[-1]
            raise CheckFailed(f"{name}: {type(exc).__name__}: {exc} ({Path(last.filename).name}:{last.lineno})") \
                from exc
        self.passed += 1
        self.say(f"ok   {name}: {detail} ({time.perf_counter() - start:.2f} s)")

    # ---- checks without a window ----------------------------------------------------------------------
    def check_program(self) -> str:
        from ponzi_desktop import __version__
        from ponzi_desktop.paths import is_frozen, resources_dir

        kind = "built binary" if is_frozen() else "from source"
        return f"Ponzi Desktop {__version__}, {kind}, Python {sys.version.split()[0]}, resources in {resources_dir()}"

    def check_games(self) -> str:
        import random

        from ponzi_desktop.bots import make_bot
        from ponzi_desktop.engine.core import all_games

        played = []
        for spec in sorted(all_games(), key=lambda s: s.id):
            players = max(spec.min_players, min(4, spec.max_players))
            state = spec.new_game(spec.settings_from(players), seed=1)
            bot, rng = make_bot("random", spec.id), random.Random(1)
            actions = 0
            while not state.is_over and actions < 200:
                seat = state.current_player
                state.apply(bot.choose(state.view(seat), rng))
                actions += 1
            played.append(f"{spec.id} {actions} actions")
        if not played:
            raise CheckFailed("no game is registered")
        return ", ".join(played)

    def check_game_history(self) -> str:
        """The history's database (Python's sqlite3, in a build too) takes a finished game and gives it back."""
        from datetime import UTC, datetime

        from ponzi_desktop import __version__
        from ponzi_desktop.persistence import replay
        from ponzi_desktop.persistence.history import History
        from ponzi_desktop.persistence.history_models import entry_of
        from ponzi_desktop.persistence.sample import random_record

        record = random_record(["Ann", "Ben", "Cat"], None, seed=3, game="black_friday")
        entry = entry_of(record, replay(record), finished_at=datetime.now(UTC), seconds=None, app_version=__version__)
        with History(self.work / "history.sqlite3") as history:
            game_id = history.add(entry)
            back = history.game(game_id) if game_id is not None else None
            if back is None or back.record != record or back.seats != entry.seats:
                raise CheckFailed("a game added to the history does not come back as it went in")
        import sqlite3

        return f"SQLite {sqlite3.sqlite_version}, a {entry.actions}-action game added and read back"

    def check_user_folders(self) -> str:
        """Settings, saves and autosaves belong to the user, never in the program's folder."""
        from PySide6.QtCore import QSettings

        from ponzi_desktop.ui.settings import (
            APPLICATION,
            ORGANIZATION,
            autosave_dir,
            data_dir,
            history_path,
            saves_dir,
        )

        home = program_dir()
        places = {
            "settings": Path(QSettings(ORGANIZATION, APPLICATION).fileName()),
            "data": data_dir(),
            "autosaves": autosave_dir(),
            "saves": saves_dir(),
            "history": history_path(),
        }
        for name, path in places.items():
            if not path.is_absolute():
                raise CheckFailed(f"the {name} folder {path} is not an absolute path")
            if path.resolve().is_relative_to(home):
                raise CheckFailed(f"the {name} folder {path} is inside the program's folder {home}")
        return ", ".join(f"{name} {path}" for name, path in places.items())

    def check_qt_translations(self) -> str:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        loaded = []
        for lang in LANGUAGES[1:]:
            translator = QTranslator()
            if not translator.load(f"qtbase_{lang}", folder):
                raise CheckFailed(f"qtbase_{lang}.qm is missing from {folder}")
            if translator.translate("QPlatformTheme", "Cancel") in ("", "Cancel"):
                raise CheckFailed(f"qtbase_{lang}.qm does not translate 'Cancel'")
            loaded.append(lang)
        return f"qtbase for {', '.join(loaded)} in {folder}"

    def check_text_services(self) -> str:
        """What Qt asks of ICU (whose data the Linux binary carries for our languages only, packaging/
        icu_data.py): sorting by each language's rules, time zone names, and case mapping."""
        from PySide6.QtCore import QCollator, QLocale, QTimeZone

        orders = {  # each list in the order the language's collation gives
            "en": ["apple", "Banana", "cherry"],
            "es": ["nube", "ñandú", "oso"],  # ñ is a letter of its own, after n
            "ja": ["あお", "いえ", "うみ"],
            "zh_TW": ["一", "丁", "三"],  # Taiwan's order is by strokes: 1, 2, 3
        }
        for lang, expected in orders.items():
            collator = QCollator(QLocale(lang))
            ordered = sorted(reversed(expected), key=collator.sortKey)
            if ordered != expected:
                raise CheckFailed(f"{lang} sorts {ordered}, expected {expected}")
        zone = QTimeZone(b"Asia/Tokyo")
        names = {lang: zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                                        QLocale(lang)) for lang in ("en", "ja", "es", "zh_TW")}
        if not zone.isValid() or any(not name or name == "Asia/Tokyo" for name in names.values()):
            raise CheckFailed(f"time zone names: {names}")
        upper = QLocale("en").toUpper("straße")
        if upper != "STRASSE":
            raise CheckFailed(f"'straße' in capitals is {upper!r}")
        return f"collation for {', '.join(orders)}; Asia/Tokyo is {names['ja']!r}; case mapping"

    # ---- checks in the window, once per language -------------------------------------------------------
    def install_language(self, lang: str, qm: Path | None) -> list[Any]:
        """Switch to `lang` the app's way when it has one (`ui.i18n.install`), else with QTranslators."""
        from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

        if qm is not None:
            probe = QTranslator()
            if not probe.load(str(qm)):
                raise CheckFailed(f"{qm} does not load as a translation")
            if probe.isEmpty():
                raise CheckFailed(f"{qm} holds no translated message (an unfinished .ts?)")
        i18n = app_i18n()
        if i18n is not None:
            now = i18n.install(lang)
            if now != lang:
                raise CheckFailed(f"the app stayed in {now!r}")
            return []
        QLocale.setDefault(QLocale(lang))
        translators = []
        if lang != "en":
            qt = QTranslator(self.app)
            if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                translators.append(qt)
            if qm is not None:
                own = QTranslator(self.app)
                own.load(str(qm))
                translators.append(own)
        for translator in translators:
            self.app.installTranslator(translator)
        return translators

    def reset_language(self, translators: list[Any]) -> None:
        from PySide6.QtCore import QLocale

        i18n = app_i18n()
        if i18n is not None:
            i18n.install("en")
        for translator in translators:
            self.app.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))

    def run_language(self, lang: str, qm: Path | None) -> None:
        from PySide6.QtCore import QSettings

        from ponzi_desktop.persistence import Seat, latest_autosave, read_save, replay
        from ponzi_desktop.ui.main_window import MainWindow
        from ponzi_desktop.ui.session import GameSession
        from ponzi_desktop.ui.settings import AppSettings

        folder = self.work / lang
        folder.mkdir()
        translators: list[Any] = []

        def language() -> str:
            translators.extend(self.install_language(lang, qm))
            if lang == "en":
                return f"the English source, plurals from {qm.name}" if qm else "the English source"
            return (f"{qm.name if qm else 'no app translation'}, qtbase: "
                    f"Cancel -> {self.app.translate('QPlatformTheme', 'Cancel')}")

        self.check(f"[{lang}] language", language)
        store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        settings = AppSettings(store)
        settings.animation_speed = "off"
        settings.bot_speed = "instant"
        settings.language = lang
        window = MainWindow(settings)
        window.history.recorder.path = folder / "history.sqlite3"  # a finished game: not the user's
        window.resize(1280, 800)
        painted: list[bool] = []
        window.start_page_painted.connect(lambda: painted.append(True))
        state: dict[str, Any] = {}
        try:
            def main_window() -> str:
                window.show()
                wait_until(self.app, lambda: bool(painted), "the start page to be painted")
                menus = menu_texts(window)
                if lang == "en":
                    self.english_menus = menus
                elif qm is not None and menus == self.english_menus:
                    raise CheckFailed(f"the menus are still in English: {', '.join(menus)}")
                return f"start page painted, menus {' '.join(m.replace('&', '') for m in menus)}"

            self.check(f"[{lang}] main window", main_window)

            def bot_game() -> str:
                rejected: list[str] = []
                seats = [Seat(name=f"Bot {i + 1}", kind="bot", level="random") for i in range(4)]
                from ponzi_desktop.ui import games

                game = games.playable()[0].id  # the first game with a table, as the start page offers it
                session = GameSession.new(game, {}, 8, seats, autosave_dir=folder / "autosave", bot_delay_ms=0)
                session.action_rejected.connect(rejected.append)
                session.autosave_failed.connect(rejected.append)
                window.start_session(session)
                state["session"] = session
                session.set_paused(False)
                wait_until(self.app, lambda: rejected or session.is_over or session.action_count >= BOT_ACTIONS,
                           f"{BOT_ACTIONS} bot actions")
                session.set_paused(True)
                wait_until(self.app, lambda: session.bot_thinking is None, "the last bot to finish")
                if rejected:
                    raise CheckFailed(f"the session refused a move: {rejected[0]}")
                if window.game_page is None or not window.game_page.isVisible():
                    raise CheckFailed("the table is not shown")
                image = window.grab()
                if image.isNull() or image.width() < 100:
                    raise CheckFailed("the window does not render")
                image.save(str(folder / "table.png"))
                return (f"{session.action_count} actions on the table, "
                        f"{'game over' if session.is_over else 'in progress'}")

            self.check(f"[{lang}] bot game", bot_game)

            def panels() -> str:
                from ponzi_desktop.ui import games

                drawn = []
                for spec in games.game_ui(state["session"].game).docks:  # the panels the game adds (pyqtgraph)
                    window.panels.toggle(spec)
                    dock = window.panels.docks.get(spec.name)
                    if dock is None:
                        raise CheckFailed(f"no {spec.name} panel")
                    wait_until(self.app, dock.isVisible, f"the {spec.name} panel")
                    self.app.processEvents()
                    if dock.widget().grab().isNull():
                        raise CheckFailed(f"the {spec.name} panel does not render")
                    drawn.append(spec.name)
                import pyqtgraph

                return f"pyqtgraph {pyqtgraph.__version__} drew {', '.join(drawn) or 'no panel'}"

            self.check(f"[{lang}] panels beside the table", panels)

            def save_and_reload() -> str:
                session = state["session"]
                path = folder / "saves" / f"game-{lang}.json"
                session.save(path)
                record, loaded = read_save(path)
                live = replay(session.record).digest()
                if loaded.digest() != live:
                    raise CheckFailed(f"digest {loaded.digest()[:12]} after reading, {live[:12]} before saving")
                if record.actions != session.record.actions:
                    raise CheckFailed("the actions read back differ from those written")
                autosave = latest_autosave(folder / "autosave")
                if autosave is None:
                    raise CheckFailed("no autosave was written")
                if read_save(autosave)[1].digest() != live:
                    raise CheckFailed("the autosave is not the game on the table")
                window.load_path(path)
                if window.session is None or window.session.action_count != len(record.actions):
                    raise CheckFailed("the window did not load the saved game")
                self.app.processEvents()
                return f"{path.stat().st_size} bytes, digest {live[:12]}, autosave equal, loaded into the window"

            self.check(f"[{lang}] save and reload", save_and_reload)
        finally:
            window.close()
            window.deleteLater()
            self.app.processEvents()
            self.reset_language(translators)

    def check_self_contained(self) -> str:
        """A built binary runs on its own files only: every module and library loaded lies in its folder."""
        from ponzi_desktop.paths import is_frozen

        if not is_frozen():
            return "from source: not applicable"
        home = program_dir()
        # a relative __file__ is a virtual one (PySide6 embeds its signature modules in shiboken)
        files = {name: Path(module.__file__) for name, module in list(sys.modules.items())
                 if isinstance(getattr(module, "__file__", None), str) and Path(module.__file__).is_absolute()}
        outside = sorted(name for name, path in files.items() if not path.resolve().is_relative_to(home))
        if outside:
            raise CheckFailed(f"modules loaded from outside {home}: {', '.join(outside[:8])}")
        maps = Path("/proc/self/maps")
        libraries = set()
        if maps.exists():  # Linux: Python, Qt and numpy come from the bundle, not from the machine
            for line in maps.read_text(encoding="utf-8", errors="replace").splitlines():
                path = line.split(maxsplit=5)[-1] if line.count(" ") >= 5 else ""
                if re.search(r"/lib(python3|Qt6Core|pyside6|shiboken6|scipy_openblas)", path):
                    libraries.add(path)
            stray = sorted(p for p in libraries if not Path(p).resolve().is_relative_to(home))
            if stray:
                raise CheckFailed(f"libraries loaded from outside {home}: {', '.join(stray)}")
        return f"{len(files)} modules and {len(libraries)} core libraries, all from {home}"

    # ---- the whole run ---------------------------------------------------------------------------------
    def run(self) -> int:
        start = time.perf_counter()
        previous_hook = sys.excepthook
        # PySide prints an exception raised in a slot through sys.excepthook and carries on: collect them
        sys.excepthook = lambda kind, exc, tb: (self.slot_errors.append((kind, exc, tb)),
                                                previous_hook(kind, exc, tb))
        try:
            self.check("program", self.check_program)
            self.check("games", self.check_games)
            self.check("game history", self.check_game_history)
            from ponzi_desktop.ui.app import make_application

            self.app = make_application()
            self.check("user folders", self.check_user_folders)
            self.check("qt translations", self.check_qt_translations)
            self.check("text services", self.check_text_services)
            found = translation_files()
            languages = ["en", *(lang for lang in LANGUAGES[1:] if lang in found)]
            missing = [lang for lang in LANGUAGES[1:] if lang not in found]
            self.say(f"languages to check: {', '.join(languages)}"
                     + (f" (no translation found for {', '.join(missing)})" if missing else ""))
            for lang in languages:
                self.run_language(lang, found.get(lang))
            self.check("self-contained", self.check_self_contained)
        except CheckFailed as exc:
            self.say(f"FAIL {exc}")
            return EXIT_FAIL
        finally:
            sys.excepthook = previous_hook
            shutil.rmtree(self.work, ignore_errors=True)
        self.say(f"self-test passed: {self.passed} checks in {time.perf_counter() - start:.1f} s")
        return EXIT_OK


def run_self_test() -> int:
    """Entry point of `ponzi-desktop --self-test`: the exit status."""
    return SelfTest().run()
