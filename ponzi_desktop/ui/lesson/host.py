"""The main window's part in the lessons: the Help menu's "Learn to Play" entries, starting a lesson, and the
coach on a lesson's page. Nothing here reads a lesson file before one is started (the start page stays quick).

The lessons' plan, session and coach and the saved games are imported inside the methods that use them: they
bring pydantic, the engine and the session, which the start page must not load before its first paint.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ponzi_desktop.ui import games
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.look import themed_box


class LessonHost:
    """A part of the main window (`window.lessons`): it uses the window's `start_session`, `go_home`,
    `show_status`, `settings` and `session`. Its words are in its own translation context, "LessonHost", where
    lupdate files them."""

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        self.menu: QMenu | None = None
        self.actions: dict[str, QAction] = {}

    @staticmethod
    def tr(text: str) -> str:
        return QCoreApplication.translate("LessonHost", text)

    def add_menu(self, menu: QMenu) -> None:
        """The "Learn to Play" submenu of `menu`: one entry a game that has a lesson."""
        self.menu = menu.addMenu("")
        for game in lesson_games():
            act = QAction("", self.window)
            act.triggered.connect(lambda _=False, g=game: self.start(g))
            self.menu.addAction(act)
            self.actions[game] = act

    def retranslate(self) -> None:
        if self.menu is None:
            return
        self.menu.setTitle(self.tr("&Learn to Play"))
        for game, act in self.actions.items():
            act.setText(games.title(game).replace("&", "&&"))
            act.setToolTip(self.tr("A guided first game: the table shows you each kind of move"))

    def start(self, game: str) -> bool:
        """A guided first game of `game` on the table; False (and said in a dialog) when it cannot start."""
        from PySide6.QtWidgets import QMessageBox  # lazy: PySide makes a class and its enums when first named

        from ponzi_desktop.ui.lesson.plan import LessonError, plan_for
        from ponzi_desktop.ui.lesson.session import LessonSession

        window = self.window
        try:
            plan = plan_for(game)
            session = LessonSession(plan, bot_delay_ms=window.settings.bot_delay_ms)
        except (LessonError, ValueError) as exc:
            box = themed_box(window, QMessageBox.Icon.Warning, self.tr("Cannot Start the Lesson"),
                             self.tr("The lesson of %1 cannot be started.").replace("%1", games.title(game)),
                             self.tr("Details: %1").replace("%1", str(exc)))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            return False
        old = window.session
        playing = old is not None and not old.is_over and old.records_history and old.autosave_file is not None
        if not window.start_session(session):
            return False
        if playing:  # its autosave stays as it was: nothing is lost, and the player is told where it is
            window.show_status(self.tr("The game you were playing is kept: Continue on the start page picks it up "
                                     "again."), keep=True)
        return True

    def keep_played_on(self) -> None:
        """A lesson played on is the learner's own game: when it leaves the table unfinished it goes into the
        saved games, as any unfinished game is kept (a lesson writes no autosave)."""
        window = self.window
        if getattr(window.session, "worth_keeping", False):
            name = window.saves.name()
            from ponzi_desktop.ui.saved_games import library

            window.saves.write(library().unique_path(name), name)

    def coach(self, page) -> None:
        """A lesson's page gets its coach (`page.coach`); Leave goes back to the start page. A page built again for
        the same lesson (in another language) goes on at the step the page before was at."""
        from ponzi_desktop.ui.lesson.session import LessonSession

        page.coach = None
        if isinstance(page.session, LessonSession):
            from ponzi_desktop.ui.lesson.coach import LessonCoach

            before = getattr(self.window.game_page, "coach", None)
            page.coach = LessonCoach(page)
            if before is not None and before.session is page.session:
                page.coach.take_over(before)
            page.coach.leave.connect(self.window.go_home)
