"""The main window: start page or game page, loading, autosave resume, language; composed of its parts.

Its parts, each a member: the menus (`menus`, ui/window_menus.py), Save, Save As and Export (`saves`,
ui/window_saves.py), the game history's recorder and pages (`history`), replays (`replays`), the lessons
(`lessons`), the game's panels beside the table (`panels`), the notices (`notices`) and the room beside the
table (`side_room`). Game → Open lists the saved games (ui/saved_games_dialog.py); files elsewhere come in
through its Import and go out through Game → Export.

The game page, the session, the save files and the saved games, and the dialogs built on them (new game, saved
games, rules) are imported inside the methods that use them: they bring the engine and pydantic, which cost
more start-up time than Qt itself and must not load before the start page's first paint
(tests/ui/test_startup_imports.py, benchmarks/startup.py). So are the Settings and About dialogs (and, in
`history`, the game history's recorder), which the first paint does not need either
(tests/ui/test_lazy_imports.py).
"""

from __future__ import annotations

import logging
import os
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.dock_host import DockHost
from ponzi_desktop.ui.formatting import isolate, plural, sentences, separated_list, unbroken
from ponzi_desktop.ui.history_window import HistoryPages
from ponzi_desktop.ui.i18n import todays_name
from ponzi_desktop.ui.kit.labels import REFUSALS, label
from ponzi_desktop.ui.lesson.host import LessonHost
from ponzi_desktop.ui.look import fit_restored, fit_screen, themed_box
from ponzi_desktop.ui.notice_host import NoticeHost
from ponzi_desktop.ui.replay.host import ReplayHost
from ponzi_desktop.ui.settings import AppSettings, autosave_dir, saves_dir
from ponzi_desktop.ui.side_room import MINIMUM_SIZE, SideRoom
from ponzi_desktop.ui.start_page import StartPage
from ponzi_desktop.ui.window_menus import WindowMenus
from ponzi_desktop.ui.window_saves import WindowSaves, library

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ponzi_desktop.persistence import SaveSummary
    from ponzi_desktop.ui.game_page import GamePage
    from ponzi_desktop.ui.session import GameSession

#: The window's normal size on a first start: it opens maximised, and un-maximising it gives this size (smaller
#: where the screen has less room).
DEFAULT_SIZE = (1440, 900)


def any_saves() -> bool:
    """Whether a saved game or an autosave is on the disk: a look at two folders, not a file read (the start
    page lists them after its first paint). Their ".json" is persistence's SAVE_SUFFIX and AUTOSAVE_SUFFIX,
    written out here: importing persistence brings the engines, which load after the first paint."""
    for folder in (saves_dir(), autosave_dir()):
        try:
            with os.scandir(folder) as entries:
                if any(e.name.endswith(".json") for e in entries):
                    return True
        except OSError:
            continue
    return False


class _PaintWatcher(QObject):
    """Emits once the watched widget has been painted for the first time (start-up measurement)."""

    painted = Signal()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self, self.painted.emit)  # with its context: never after the watcher is gone
        return False


class MainWindow(QMainWindow):
    start_page_painted = Signal()
    session_changed = Signal(object)

    _font_warned = False  # the missing-font message is said once per run

    def __init__(self, settings: AppSettings, parent: QWidget | None = None, language: str | None = None) -> None:
        """`language`: install it before anything is built (the app's start); None keeps the one installed."""
        super().__init__(parent)
        self.settings = settings
        self._language_setting = settings.language  # a change of it in Settings switches the language
        if language is not None:
            self._install_language(language)
        self._built_language = i18n.current_language()
        self._retranslate_timer = QTimer(self)  # owned: a window being destroyed never rebuilds
        self._retranslate_timer.setSingleShot(True)
        self._retranslate_timer.timeout.connect(self.retranslate)
        self.session: GameSession | None = None
        self.game_page: GamePage | None = None
        self.history = HistoryPages(self)  # the game history: its recorder, its pages (made when first asked for)
        self.replays = ReplayHost(self)  # a replay shown over the page it was opened from
        self.saves = WindowSaves(self)  # Save, Save As, Export and the table's pictures (ui/window_saves.py)
        self.lessons = LessonHost(self)  # the Help menu's lessons, starting one, and its coach
        self.panels = DockHost(self)  # the game's panels beside the table, and their View menu entries
        self.setWindowTitle(self.tr("Ponzi Desktop"))
        self.setMinimumSize(*MINIMUM_SIZE)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.stack.currentChanged.connect(self._set_title)
        self.side_room = SideRoom(self)  # the table's legible width first, then the log and the panels
        self.stack.currentChanged.connect(lambda _index: self.panels.follow_page())  # they belong to the game page
        self.start_page = self._make_start_page()
        self.stack.addWidget(self.start_page)
        self.start_page.expect_saves(any_saves())  # listed after the first paint, laid out for before it
        self._watcher = _PaintWatcher(self)
        self.start_page.installEventFilter(self._watcher)
        self._watcher.painted.connect(self.start_page_painted)
        self.settings.changed.connect(self._apply_settings)
        self.menus = WindowMenus(self)  # the menu bar, its entries and what they say (ui/window_menus.py)
        self.notices = NoticeHost(self)  # notices over the table, no status bar (ui/notice_host.py)
        self.autosave_warning = self.notices.badge  # shown while the autosave cannot be written (tip: why)
        #: a first start opens maximised (`show_first`, as `play --help` says the app does), and so does a window
        #: left maximised, or left larger than this screen's room (saved on a larger screen)
        self.start_maximised = False
        placement, geometry = settings.window_placement(), settings.window_geometry()
        if placement is not None and placement[0].isValid():
            self.setGeometry(placement[0])  # its normal place: where un-maximising it goes back to
            self.start_maximised = fit_restored(self) or placement[1]
        elif placement is None and geometry is not None and self.restoreGeometry(geometry):  # an older version's
            self.start_maximised = fit_restored(self)
        else:
            self.resize(fit_screen(self, *DEFAULT_SIZE))  # where un-maximising it goes
            # a first start: maximised on every screen (a 1440x900 window on a 1920x1080 screen left felt unused
            # around a table drawn smaller than the screen allows)
            self.start_maximised = True
        # the menus' entries just after the first paint (a menu opened or an entry asked for sooner makes them)
        self.start_page_painted.connect(lambda: QTimer.singleShot(0, self, self.menus.make_entries))
        # after the first paint: reading the autosave pulls in the engine and pydantic (a third of a second)
        self.start_page_painted.connect(lambda: QTimer.singleShot(0, self._refresh_start_page))
        # the history is opened once the start page is painted, so that a damaged one is said at start
        self.start_page_painted.connect(lambda: QTimer.singleShot(0, self, lambda: self.history.recorder.open()))

    def show_first(self) -> None:
        """Show the window as the app starts: maximised on a first start, else as it was left."""
        if self.start_maximised:
            self.showMaximized()
        else:
            self.show()

    # ---- start page ----------------------------------------------------------------------------------
    def _make_start_page(self) -> StartPage:
        # made in the stack it goes into: made in the window, the stack's adding it moved it, and Qt then styled
        # the whole page a second time (an eighth of the window's making, before the first paint)
        page = StartPage(self.stack)
        page.new_game_requested.connect(self.new_game)
        page.continue_requested.connect(self.continue_last)
        page.load_requested.connect(self.open_saved_games)
        page.open_save_requested.connect(self.open_summary)
        page.rules_requested.connect(self.show_rules)
        page.settings_requested.connect(self.show_settings)
        page.history_requested.connect(self.history.show)
        page.lesson_requested.connect(self.lessons.start)
        page.quit_requested.connect(self.close)
        return page

    def _refresh_start_page(self) -> None:
        """The interrupted game and the recent saves (after the first paint: it reads files and needs pydantic)."""
        saves = library()
        path = saves.autosave()
        last = saves.summary(path, autosave=True) if path is not None else None
        if last is None or not last.ok or last.over or not self._playable(last.game):
            self.start_page.set_continue_available(False, "")
        else:
            if last.round is not None:  # where the game is, in the game's own terms
                # never a round's number alone on the last line ("…in round" / "1")
                words = self.tr("%1 with %2, in round %3").replace(" %3", "\u00a0%3").replace(
                    "%3", f"{last.round}")
            else:
                words = plural(self.tr("%1 with %2, %n move(s) played", "", last.actions), last.actions)
            self.start_page.set_continue_available(
                True, words.replace("%1", games.title(last.game)).replace(
                    "%2", separated_list(isolate(unbroken(todays_name(name))) for name in last.names)))
        self.start_page.set_saves(saves.summaries(limit=5, autosave=False))

    @staticmethod
    def _playable(game: str) -> bool:
        return any(g.id == game for g in games.playable())

    # ---- games ------------------------------------------------------------------------------------------
    def new_game(self, game: str | None = None) -> None:
        """The new-game dialog, for `game` (None: the game on the table, else the one last played)."""
        from ponzi_desktop.ui.new_game_dialog import NewGameDialog
        from ponzi_desktop.ui.session import GameSession

        if game is None:
            game = games.first_playable(self.session and self.session.game, self.settings.last_game)
        dialog = NewGameDialog(game, self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            if dialog.switch_to is not None:  # another game was chosen in the dialog
                QTimer.singleShot(0, self, lambda: self.new_game(dialog.switch_to))
            return
        config = dialog.config()
        self.start_session(GameSession.new(config.game, config.settings, config.seed, config.seats,
                                           **self.session_options()))

    def play_again(self) -> None:
        """A new game with the same seats and settings and a fresh seed."""
        if self.session is None:
            return
        from ponzi_desktop.ui.session import GameSession

        record = self.session.record
        settings = dict(record.settings)
        settings.pop("players", None)
        self.start_session(GameSession.new(record.game, settings, random.SystemRandom().randrange(2**31),
                                           record.seats, **self.session_options()))

    def continue_last(self) -> None:
        from ponzi_desktop.persistence import latest_autosave

        path = latest_autosave(autosave_dir())
        if path is not None:
            self.load_path(path, remember=False)

    def open_saved_games(self, *, select: Path | None = None) -> None:
        """Game → Open: the list of saved games (`select` chosen in it); the one chosen there is opened."""
        from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog

        self.saves.picture_autosave()  # the game on the table is listed as it is now
        dialog = SavedGamesDialog(self)
        if select is not None:
            dialog.refresh(select)
        dialog.exec()
        if self.saves.path is not None:  # the game on the table may have been renamed or deleted there
            self.saves.path = dialog.renamed.get(self.saves.path, self.saves.path)
            if not self.saves.path.exists():
                self.saves.path = None
        if dialog.chosen is not None and dialog.replay:
            self.replays.open_summary(dialog.chosen)
        elif dialog.chosen is not None:
            self.open_summary(dialog.chosen)
        elif self.session is None:
            self._refresh_start_page()

    def open_summary(self, summary: SaveSummary) -> bool:
        """Open a saved game of the lists (a damaged one says why it cannot be opened)."""
        from ponzi_desktop.ui.save_questions import show_save_problem

        if not summary.ok:
            show_save_problem(self, self.tr("Cannot Open the Game"), summary.problem)
            return False
        return self.load_path(summary.path, remember=not summary.autosave)

    def load_path(self, path: Path, remember: bool = True) -> bool:
        from PySide6.QtWidgets import QMessageBox  # lazy: PySide makes a class and its enums when first named

        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.save_questions import show_save_problem
        from ponzi_desktop.ui.session import GameSession

        summary = library().summary(path)
        if summary.ok and not self._playable(summary.game):
            box = themed_box(self, QMessageBox.Icon.Information, self.tr("Cannot Open the Game"),
                             self.tr("%1 cannot be played in this version yet.").replace(
                                 "%1", isolate(games.title(summary.game))))  # an id read from the file
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            return False
        try:
            session = GameSession.load(path, **self.session_options())
        except SaveError as exc:
            library().refuse(path, exc)  # the lists show it as damaged from now on
            show_save_problem(self, self.tr("Cannot Open the Game"), exc)
            if self.session is None:
                self._refresh_start_page()
            return False
        if not self.start_session(session, opening=path):
            return False
        self.saves.path = path if remember else None
        return True

    def session_options(self) -> dict[str, Any]:
        """How the window makes its sessions: autosaving into the user's folder once the game is on the table
        (`start_session` starts it), bots moving at the speed of the settings."""
        return {"autosave_dir": autosave_dir(), "autosave_at_start": False,
                "bot_delay_ms": self.settings.bot_delay_ms}

    def start_session(self, session: GameSession, opening: Path | None = None) -> bool:
        """Put `session`'s game (opened from the file `opening`, if any) on the table in place of the one there.
        The new table is built first: a game that cannot be shown is refused, and the game on the table stays
        as it was, autosave and all. Only then do the unfinished games in the autosave folder (the one on the
        table first) go into the saved games (ui/keep_unfinished.py), and the new game's autosave start."""
        try:
            page = self._make_game_page(session)
        except Exception as exc:  # a bug in a table, or a save it cannot take: the table there stays
            logger.exception("the table cannot show game %s", session.game)
            session.shutdown()
            session.deleteLater()
            self._cannot_show(exc)
            return False
        in_play = self.session.autosave_file if self.session is not None else None
        self.close_session()
        if not session.autosaving and session.records_history:  # a session that autosaves already has taken
            # its file; a lesson takes none. Every unfinished game but this one goes into the saved games
            from ponzi_desktop.ui.keep_unfinished import keep_unfinished, kept_notice

            self._after_start = kept_notice(keep_unfinished(library(), autosave_dir(), in_play, opening))
        self.session = session
        self.saves.path = None  # a new game on the table has not been saved yet (load_path says otherwise)
        session.setParent(self)
        self.game_page = page
        self.stack.addWidget(self.game_page)
        self.stack.setCurrentWidget(self.game_page)
        session.action_rejected.connect(self._rejected)
        session.autosave_failed.connect(self.notices.autosave_failed)
        session.autosave_restored.connect(self.notices.autosave_restored)
        session.state_changed.connect(self.menus.update)
        session.state_changed.connect(self._clear_status)  # a hint for a half-made move is over once played
        session.viewer_changed.connect(lambda _seat: self._clear_status())
        session.viewer_changed.connect(lambda _seat: self.menus.update())
        session.handoff_requested.connect(lambda _seat: self.menus.update())
        session.game_finished.connect(self.menus.update)
        self.panels.add_actions(session.game)
        self.panels.reopen(session.game)
        self._set_title()
        self.menus.update()
        self.history.recorder.watch(session, opening)  # a finished game is recorded (one opened finished: at
        # once, dated by its save)
        note, self._after_start = getattr(self, "_after_start", None), None
        if note:  # said before the autosave starts: a failure, said as it starts, matters more
            self.show_status(note, keep=True)
        session.start_autosave()
        from ponzi_desktop.ui.save_pictures import drop_stale_picture

        drop_stale_picture(session)  # an earlier game's picture goes (from a read-only folder: later)
        self.session_changed.emit(session)
        if session.autosave_problem is not None:  # one that failed before it was connected
            self.notices.autosave_failed(session.autosave_problem)
        return True

    def _cannot_show(self, exc: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox  # lazy: PySide makes a class and its enums when first named

        box = themed_box(self, QMessageBox.Icon.Warning, self.tr("Cannot Open the Game"),
                         self.tr("This game cannot be shown on the table. The game you were playing is still "
                                 "here, as it was."),
                         self.tr("Details: %1").replace("%1", f"{type(exc).__name__}: {exc}"))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.exec()

    def _make_game_page(self, session: GameSession) -> GamePage:
        from ponzi_desktop.ui.game_page import GamePage
        from ponzi_desktop.ui.save_pictures import AutosavePicture

        page = GamePage(session, self.settings, self)
        page.show_log(self.menus.act_log.isChecked())
        page.log_view.close_requested.connect(lambda: self.set_log_shown(False))
        page.table.notice_requested.connect(self.show_status)
        page.play_again_requested.connect(self.play_again)
        page.home_requested.connect(self.go_home)
        page.replay_requested.connect(lambda: self.replays.open(session.record))
        AutosavePicture(session, page.picture_widget, parent=page)  # the autosave's picture, now and then
        self.lessons.coach(page)  # a lesson's page gets its guide
        return page

    def _set_title(self, *_index) -> None:
        """The title names what the window shows: a replay's game or the game history (over a game of another
        game, a review saw the title keep the game behind), else the game open, if any."""
        page = self.stack.currentWidget()
        if page is not None and page is self.replays.page:
            self.setWindowTitle(self.tr("Replay of %1 — Ponzi Desktop").replace(
                "%1", games.title(page.session.game)))
        elif page is not None and page is self.history.page:
            self.setWindowTitle(self.tr("%1 — Ponzi Desktop").replace(
                "%1", QCoreApplication.translate("HistoryPages", "Game History")))
        elif page is not None and page is self.history.statistics_page:
            self.setWindowTitle(self.tr("%1 — Ponzi Desktop").replace(
                "%1", QCoreApplication.translate("HistoryPages", "Statistics")))
        elif self.session is None:
            self.setWindowTitle(self.tr("Ponzi Desktop"))
        else:
            self.setWindowTitle(self.tr("%1 — Ponzi Desktop").replace("%1", games.title(self.session.game)))

    def close_session(self) -> None:
        self.replays.drop()  # a replay over the game, or over the start page, goes with it
        if self.session is None:
            return
        self.lessons.keep_played_on()  # a lesson played on is kept like any unfinished game
        self.autosave_warning.hide()
        self.saves.picture_autosave()
        self.session.shutdown()
        self.panels.remove()
        if self.game_page is not None:
            self.side_room.release()  # the page takes its log back before it goes
            self.stack.removeWidget(self.game_page)
            self.game_page.deleteLater()
            self.game_page = None
        self.session.deleteLater()
        self.session = None
        self.menus.update()

    def go_home(self) -> None:
        self.close_session()
        self._set_title()
        self._refresh_start_page()
        self.stack.setCurrentWidget(self.start_page)

    # ---- the game on the table ----------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is None:
            return
        if self.game_page is not None:
            self.game_page.table.undo()  # a refusal said in the prompt line and the status bar
            return
        reason = self.session.undo_refusal()
        if reason is not None:
            self.show_status(label(REFUSALS, reason))
        else:
            self.session.undo()

    def hint(self) -> None:
        """Ask for a hint: the table lights the suggested move when the hard bot has thought it over."""
        if self.game_page is not None:
            self.game_page.table.request_hint()

    # ---- panels and dialogs ----------------------------------------------------------------------------
    def set_log_shown(self, shown: bool) -> None:
        """Show or hide the game log beside the table (View → Game Log, Ctrl+L, or the log's close button)."""
        self.menus.act_log.setChecked(shown)
        if self.game_page is not None:
            self.game_page.show_log(shown)
            self.side_room.settle(at_once=True)  # the column shown or hidden before the page is painted again
        if self.replays.page is not None:
            self.replays.page.show_log(shown)

    def show_scores(self) -> None:
        """Open the end table again (it can be closed to look at the final board)."""
        if self.game_page is not None and self.session is not None and self.session.is_over:
            self.game_page.show_end_table()

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():  # back to the window it came from: maximised, or as it was
            self.showMaximized() if getattr(self, "_maximised_before", False) else self.showNormal()
        else:
            self._maximised_before = self.isMaximized()
            self.showFullScreen()
        self.menus.act_fullscreen.setChecked(self.isFullScreen())

    def show_rules(self) -> None:
        from ponzi_desktop.ui.rules_dialog import RulesDialog

        # F1 over a piece of the table (its tooltip up) opens the rules at that piece's section
        tips = self.game_page.rule_tips if self.game_page is not None else None
        section = tips.section if tips is not None and self.stack.currentWidget() is self.game_page else None
        game = games.first_playable(self.session and self.session.game, self.settings.last_game)
        if self.replays.page is not None and self.stack.currentWidget() is self.replays.page:
            game = self.replays.page.session.game
        RulesDialog(game, self, i18n.current_language(),
                    section=section).exec()

    def show_settings(self) -> None:
        # start-up: the dialog and its forms are imported on first use, never before the first paint
        from ponzi_desktop.ui.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def show_about(self) -> None:
        # start-up: the dialog is imported on first use, never before the first paint
        from ponzi_desktop.ui.about_dialog import AboutDialog

        AboutDialog(self, self.windowIcon()).exec()

    def _apply_settings(self) -> None:
        if self.session is not None:
            self.session.bot_delay_ms = self.settings.bot_delay_ms
        if self.settings.language != self._language_setting:
            self._language_setting = self.settings.language
            self.set_language(self.settings.language or i18n.system_language())

    # ---- language -------------------------------------------------------------------------------------
    def _install_language(self, lang: str) -> str:
        """Install `lang`, or English when no font can draw it (said once); the language now in effect."""
        if i18n.font_missing(lang):
            self._warn_missing_font(lang)
            lang = i18n.SOURCE_LANGUAGE
        return i18n.install(lang)

    def set_language(self, lang: str) -> str:
        """Switch the whole window to `lang` at once; returns the language in effect."""
        effective = self._install_language(lang)
        self.retranslate()
        return effective

    def retranslate(self) -> None:
        """Everything visible in the installed language: menus and title, the start page and the game page
        are built again (the game goes on: the same session, only its widgets are new)."""
        self._retranslate_timer.stop()
        self._built_language = i18n.current_language()
        self._set_title()
        self.menus.retranslate()
        self.autosave_warning.setText(self.tr("Autosave is failing"))
        old = self.start_page
        self.start_page = self._make_start_page()
        self._replace_page(old, self.start_page)
        if self.session is None:
            self._refresh_start_page()
        else:  # its Continue card says the names in the new language when the game is left
            QTimer.singleShot(0, self._refresh_start_page)
        if self.game_page is not None:
            self.session.follow_language()  # the seats nobody named: "Player 1" in the new language
            rename = getattr(self.session, "rename_learner", None)  # a lesson's "Player 1" in the new language
            if rename is not None:
                rename()
            old_game = self.game_page
            self.side_room.release(keep=True)  # the column made again as it was, the log above or tabs
            sizes = old_game.splitter.sizes()
            self.game_page = self._make_game_page(self.session)
            self.game_page.splitter.setSizes(sizes)
            self._replace_page(old_game, self.game_page)
        self.replays.retranslate()
        self.history.retranslate()
        self.panels.retranslate()

    def _replace_page(self, old: QWidget, new: QWidget) -> None:
        shown = self.stack.currentWidget() is old
        self.stack.insertWidget(self.stack.indexOf(old), new)
        if shown:
            self.stack.setCurrentWidget(new)
        self.stack.removeWidget(old)
        old.hide()
        old.deleteLater()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter presses the button that has the keyboard, on every page (outside a dialog Qt gives a button
        only Space; a review pressed Enter on the start page's New Game and nothing happened)."""
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        focus = QApplication.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QAbstractButton) \
                and focus.isEnabled() and focus.window() is self:
            focus.animateClick()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        # a translator installed elsewhere: rebuild once for all its LanguageChange events, and never
        # after set_language, which has rebuilt already
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus") \
                and self._built_language != i18n.current_language():
            self._retranslate_timer.start(0)
        super().changeEvent(event)

    def _language_name(self, lang: str) -> str:
        """A language named in the current one (a CJK name could not be drawn where this is needed)."""
        names = {"ja": self.tr("Japanese"), "zh_TW": self.tr("Traditional Chinese"), "es": self.tr("Spanish")}
        return names.get(lang, lang)

    def _warn_missing_font(self, lang: str) -> None:
        """Say once per run that `lang` cannot be drawn here (instead of showing empty boxes)."""
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        if MainWindow._font_warned:
            return
        MainWindow._font_warned = True
        from PySide6.QtWidgets import QMessageBox  # lazy: PySide makes a class and its enums when first named

        box = themed_box(self, QMessageBox.Icon.Information, self.tr("No Font for This Language"), self.tr(
            "This computer has no font for %1, so its text would show as empty boxes. The app stays in "
            "English for now.\n\nInstall a font for it (on Debian or Ubuntu: the package fonts-noto-cjk), then "
            "choose the language again in Settings.").replace("%1", self._language_name(lang)))
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setObjectName("missing_font_message")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.missing_font_message = box
        QTimer.singleShot(0, box, box.open)  # once the window is up; never blocks the start

    def show_status(self, text: str, keep: bool = False, failure: bool = False) -> None:
        """A notice over the table for long enough to read it; `keep`: not cleared by the game moving on;
        `failure`: up until the player dismisses it."""
        self.notices.say(text, keep=keep, failure=failure)

    def report_error(self, exc: BaseException, log_file: Path | None = None) -> None:
        """Code failed where nothing caught it (a bug): say so, rather than a click that seems to do nothing.
        The notice stays until dismissed; the traceback is in the log file."""
        where = self.tr("The log file %1 has the details.").replace("%1", str(log_file)) if log_file else ""
        text = self.tr("Something went wrong inside the app (%1). Every move you played is saved.").replace(
            "%1", type(exc).__name__)
        self.show_status(sentences(text, where), failure=True)

    def _clear_status(self) -> None:
        """The game moved on (or another person looks): a sentence about the moment before goes."""
        self.notices.clear_passing()

    def _rejected(self, reason: str) -> None:
        self.show_status(label(REFUSALS, reason))

    def save_placement(self) -> None:
        """Keep where the window is for the next start: its normal place and size, and whether it is maximised
        (full screen keeps what it came from: the next start opens as a window, not full screen)."""
        maximised = self.isMaximized() or (self.isFullScreen() and getattr(self, "_maximised_before", False))
        normal = self.geometry() if not (self.isMaximized() or self.isFullScreen()) else self.normalGeometry()
        self.settings.set_window_placement(normal if normal.isValid() else QRect(), maximised)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.save_placement()
        self.close_session()  # the autosave already holds every action
        super().closeEvent(event)
