"""The main window: start page or game page, menus and shortcuts, saving, loading and autosave resume."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget, QWidget

from ponzi_desktop.ui.labels import GAMES, REFUSALS, label
from ponzi_desktop.ui.settings import AppSettings, autosave_dir, saves_dir
from ponzi_desktop.ui.start_page import StartPage

if TYPE_CHECKING:
    from ponzi_desktop.ui.game_page import GamePage
    from ponzi_desktop.ui.session import GameSession

# The engine, pydantic, persistence and the game page are imported when first needed, after the start
# page has been painted: they cost more start-up time than Qt itself (benchmarks/startup.py).


class _PaintWatcher(QObject):
    """Emits once the watched widget has been painted for the first time (start-up measurement)."""

    painted = Signal()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self.painted.emit)
        return False


class MainWindow(QMainWindow):
    start_page_painted = Signal()
    session_changed = Signal(object)

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.session: GameSession | None = None
        self.game_page: GamePage | None = None
        self._save_path: Path | None = None
        self._forecast_dock = None
        self.setWindowTitle(self.tr("Ponzi Desktop"))
        self.setMinimumSize(1024, 640)
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self.start_page = StartPage(self)
        self.stack.addWidget(self.start_page)
        self._watcher = _PaintWatcher(self)
        self.start_page.installEventFilter(self._watcher)
        self._watcher.painted.connect(self.start_page_painted)
        self.start_page.new_game_requested.connect(self.new_game)
        self.start_page.continue_requested.connect(self.continue_last)
        self.start_page.load_requested.connect(self.open_file)
        self.start_page.rules_requested.connect(self.show_rules)
        self.start_page.settings_requested.connect(self.show_settings)
        self.start_page.quit_requested.connect(self.close)
        self.status_label = QLabel(self)
        self.statusBar().addPermanentWidget(self.status_label)
        self._build_menus()
        geometry = settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1440, 900)
        self._update_actions()
        # after the first paint: reading the autosave pulls in the engine and pydantic (a third of a second)
        self.start_page_painted.connect(lambda: QTimer.singleShot(0, self._refresh_start_page))

    # ---- menus ------------------------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut: QKeySequence | str | None = None) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(slot)
        self.addAction(act)  # shortcuts work in full screen too, without a visible menu bar
        return act

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.act_new = self._action(self.tr("&New Game of Ponzi Scheme…"), lambda: self.new_game("ponzi"),
                                    QKeySequence.StandardKey.New)
        self.act_open = self._action(self.tr("&Open…"), self.open_file, QKeySequence.StandardKey.Open)
        self.act_save = self._action(self.tr("&Save"), self.save, QKeySequence.StandardKey.Save)
        self.act_save_as = self._action(self.tr("Save &As…"), self.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_undo = self._action(self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.act_home = self._action(self.tr("Back to the &Start Page"), self.go_home)
        self.act_settings = self._action(self.tr("Se&ttings…"), self.show_settings)
        self.act_quit = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        for act in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None, self.act_undo,
                    None, self.act_home, self.act_settings, None, self.act_quit):
            if act is None:
                game.addSeparator()
            else:
                game.addAction(act)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.act_forecast = self._action(self.tr("&Forecast"), self.toggle_forecast, "Ctrl+F")
        self.act_forecast.setCheckable(True)
        self.act_fullscreen = self._action(self.tr("&Full Screen"), self.toggle_fullscreen, "F11")
        self.act_fullscreen.setCheckable(True)
        view.addAction(self.act_forecast)
        view.addAction(self.act_fullscreen)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.act_rules = self._action(self.tr("&Rules"), self.show_rules, "F1")
        self.act_about = self._action(self.tr("&About Ponzi Desktop"), self.show_about)
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_about)

    def _update_actions(self) -> None:
        in_game = self.session is not None
        self.act_save.setEnabled(in_game)
        self.act_save_as.setEnabled(in_game)
        self.act_undo.setEnabled(in_game and self.session.can_undo())
        self.act_home.setEnabled(in_game)
        self.act_forecast.setEnabled(in_game)

    # ---- start page ----------------------------------------------------------------------------------
    def _refresh_start_page(self) -> None:
        from ponzi_desktop.persistence import SaveError, latest_autosave, read_save

        path = latest_autosave(autosave_dir())
        if path is None:
            self.start_page.set_continue_available(False, "")
            return
        try:
            record, state = read_save(path)
        except SaveError:
            self.start_page.set_continue_available(False, "")
            return
        if state.is_over:
            self.start_page.set_continue_available(False, "")
            return
        names = ", ".join(seat.name for seat in record.seats)
        self.start_page.set_continue_available(
            True, self.tr("%1 with %2, %n action(s) played", "", len(record.actions))
            .replace("%1", label(GAMES, record.game)).replace("%2", names))

    # ---- games ------------------------------------------------------------------------------------------
    def new_game(self, game: str = "ponzi") -> None:
        from ponzi_desktop.ui.new_game_dialog import NewGameDialog
        from ponzi_desktop.ui.session import GameSession

        dialog = NewGameDialog(game, self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        config = dialog.config()
        self.start_session(GameSession.new(config.game, config.settings, config.seed, config.seats,
                                           autosave_dir=autosave_dir(), bot_delay_ms=self.settings.bot_delay_ms))
        self._save_path = None

    def play_again(self) -> None:
        """A new game with the same seats and settings and a fresh seed."""
        if self.session is None:
            return
        from ponzi_desktop.ui.session import GameSession

        record = self.session.record
        settings = dict(record.settings)
        settings.pop("players", None)
        self.start_session(GameSession.new(record.game, settings, random.SystemRandom().randrange(2**31),
                                           record.seats, autosave_dir=autosave_dir(),
                                           bot_delay_ms=self.settings.bot_delay_ms))
        self._save_path = None

    def continue_last(self) -> None:
        from ponzi_desktop.persistence import latest_autosave

        path = latest_autosave(autosave_dir())
        if path is not None:
            self.load_path(path, remember=False)

    def open_file(self) -> None:
        start = str(self._save_path.parent if self._save_path else saves_dir())
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a Saved Game"), start,
                                              self.tr("Saved games (*.json);;All files (*)"))
        if name:
            self.load_path(Path(name))

    def load_path(self, path: Path, remember: bool = True) -> bool:
        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.session import GameSession

        try:
            session = GameSession.load(path, autosave_dir=autosave_dir(), bot_delay_ms=self.settings.bot_delay_ms)
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Cannot Open the Game"),
                                self.tr("This saved game cannot be opened: %1").replace("%1", str(exc)))
            return False
        self.start_session(session)
        self._save_path = path if remember else None
        return True

    def start_session(self, session: GameSession) -> None:
        from ponzi_desktop.ui.game_page import GamePage

        self.close_session()
        self.session = session
        session.setParent(self)
        self.game_page = GamePage(session, self.settings, self)
        self.stack.addWidget(self.game_page)
        self.stack.setCurrentWidget(self.game_page)
        self.game_page.table.status_message.connect(self.show_status)
        self.game_page.play_again_requested.connect(self.play_again)
        self.game_page.home_requested.connect(self.go_home)
        session.action_rejected.connect(self._rejected)
        session.autosave_failed.connect(
            lambda reason: self.show_status(self.tr("Autosave failed: %1").replace("%1", reason)))
        session.state_changed.connect(self._update_actions)
        self.settings.changed.connect(self._apply_settings)
        self.setWindowTitle(self.tr("%1 — Ponzi Desktop").replace("%1", label(GAMES, session.game)))
        self._update_actions()
        self.session_changed.emit(session)

    def close_session(self) -> None:
        if self.session is None:
            return
        self.session.shutdown()
        if self._forecast_dock is not None:
            self._forecast_dock.deleteLater()
            self._forecast_dock = None
            self.act_forecast.setChecked(False)
        if self.game_page is not None:
            self.stack.removeWidget(self.game_page)
            self.game_page.deleteLater()
            self.game_page = None
        self.session.deleteLater()
        self.session = None
        self._update_actions()

    def go_home(self) -> None:
        self.close_session()
        self.setWindowTitle(self.tr("Ponzi Desktop"))
        self._refresh_start_page()
        self.stack.setCurrentWidget(self.start_page)

    def save(self) -> None:
        if self.session is None:
            return
        if self._save_path is None:
            self.save_as()
            return
        self._write(self._save_path)

    def save_as(self) -> None:
        if self.session is None:
            return
        start = saves_dir() / f"{self.session.game}.json"
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the Game"), str(start),
                                              self.tr("Saved games (*.json)"))
        if name:
            path = Path(name)
            if path.suffix.lower() != ".json":
                path = path.with_suffix(".json")
            if self._write(path):
                self._save_path = path

    def _write(self, path: Path) -> bool:
        from ponzi_desktop.persistence import SaveError

        try:
            self.session.save(path)
        except SaveError as exc:
            QMessageBox.warning(self, self.tr("Cannot Save the Game"), str(exc))
            return False
        self.show_status(self.tr("Saved to %1").replace("%1", str(path)))
        return True

    def undo(self) -> None:
        if self.session is not None and not self.session.undo():
            self.show_status(self.tr("Nothing to undo: only your own last move, before anything new was seen."))

    # ---- panels and dialogs ----------------------------------------------------------------------------
    def toggle_forecast(self) -> None:
        if self.session is None:
            return
        if self._forecast_dock is None:
            from PySide6.QtWidgets import QDockWidget

            from ponzi_desktop.ui.ponzi.forecast import ForecastPanel  # imports pyqtgraph: only when asked

            self._forecast_dock = QDockWidget(self.tr("Forecast"), self)
            self._forecast_dock.setObjectName("forecast")
            self._forecast_dock.setWidget(ForecastPanel(self.session, self._forecast_dock))
            self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self._forecast_dock)
            self._forecast_dock.visibilityChanged.connect(self.act_forecast.setChecked)
            self._forecast_dock.show()
        else:
            self._forecast_dock.setVisible(not self._forecast_dock.isVisible())

    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.act_fullscreen.setChecked(self.isFullScreen())

    def show_rules(self) -> None:
        from ponzi_desktop.ui.rules_dialog import RulesDialog

        RulesDialog(self.session.game if self.session else "ponzi", self).exec()

    def show_settings(self) -> None:
        from ponzi_desktop.ui.settings_dialog import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def show_about(self) -> None:
        from ponzi_desktop import __version__

        QMessageBox.about(self, self.tr("About Ponzi Desktop"), self.tr(
            "<h3>Ponzi Desktop %1</h3><p>Ponzi Scheme, Black Friday and Anti-Monopoly on one computer: "
            "with friends in hot-seat, or against bots.</p>").replace("%1", __version__))

    def _apply_settings(self) -> None:
        if self.session is not None:
            self.session.bot_delay_ms = self.settings.bot_delay_ms

    def show_status(self, text: str) -> None:
        self.statusBar().showMessage(text, 6000)

    def _rejected(self, reason: str) -> None:
        self.show_status(label(REFUSALS, reason))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.settings.set_window_geometry(self.saveGeometry())
        self.close_session()  # the autosave already holds every action
        super().closeEvent(event)
