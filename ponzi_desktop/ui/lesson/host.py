"""The main window's part in the lessons: the Help menu's "Learn to Play" entries, starting a lesson, and the
coach on a lesson's page. Nothing here reads a lesson file before one is started (the start page stays quick).

The lessons' plan, session and coach and the saved games are imported inside the methods that use them: they
bring pydantic, the engine and the session, which the start page must not load before its first paint.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from ponzi_desktop.ui import games
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.look import themed_box


class LessonHost:
    """Mixed into the main window (it provides `start_session`, `go_home`, `settings`, `tr`)."""

    def _add_lesson_menu(self, menu: QMenu) -> None:
        self.menu_lessons = menu.addMenu("")
        self._lesson_actions: dict[str, QAction] = {}
        for game in lesson_games():
            act = QAction("", self)
            act.triggered.connect(lambda _=False, g=game: self.start_lesson(g))
            self.menu_lessons.addAction(act)
            self._lesson_actions[game] = act

    def _retranslate_lesson_menu(self) -> None:
        self.menu_lessons.setTitle(self.tr("&Learn to Play"))
        for game, act in self._lesson_actions.items():
            act.setText(games.title(game).replace("&", "&&"))
            act.setToolTip(self.tr("A guided first game: the table shows you each kind of move"))

    def start_lesson(self, game: str) -> bool:
        """A guided first game of `game` on the table; False (and said in a dialog) when it cannot start."""
        from ponzi_desktop.ui.lesson.plan import LessonError, plan_for
        from ponzi_desktop.ui.lesson.session import LessonSession

        try:
            plan = plan_for(game)
            session = LessonSession(plan, bot_delay_ms=self.settings.bot_delay_ms)
        except (LessonError, ValueError) as exc:
            box = themed_box(self, QMessageBox.Icon.Warning, self.tr("Cannot Start the Lesson"),
                             self.tr("The lesson of %1 cannot be started.").replace("%1", games.title(game)),
                             self.tr("Details: %1").replace("%1", str(exc)))
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.exec()
            return False
        playing = self.session is not None and not self.session.is_over and self.session.records_history \
            and self.session.autosave_file is not None
        if not self.start_session(session):
            return False
        if playing:  # its autosave stays as it was: nothing is lost, and the player is told where it is
            self.show_status(self.tr("The game you were playing is kept: Continue on the start page picks it up "
                                     "again."), keep=True)
        return True

    def _keep_played_on_lesson(self) -> None:
        """A lesson played on is the learner's own game: when it leaves the table unfinished it goes into the
        saved games, as any unfinished game is kept (a lesson writes no autosave)."""
        if getattr(self.session, "worth_keeping", False):
            name = self._name()
            from ponzi_desktop.ui.saved_games import library

            self._write(library().unique_path(name), name)

    def _coach_lesson(self, page) -> None:
        """A lesson's page gets its coach (`page.coach`); Leave goes back to the start page."""
        from ponzi_desktop.ui.lesson.session import LessonSession

        page.coach = None
        if isinstance(page.session, LessonSession):
            from ponzi_desktop.ui.lesson.coach import LessonCoach

            page.coach = LessonCoach(page)
            page.coach.leave.connect(self.go_home)
