"""Saving the game on the table from the main window: Game → Save, Save As and Export, and the picture of the
table beside its save or its autosave.

Game → Save writes into the saves folder without asking (the first save of a game gets a name made from the
game and the time, `save_names.made_up_name`; later ones overwrite it), with a picture of the table beside it;
Save As asks only for a name; Export writes the game wherever the person wants it.

A part of the main window (`window.saves`), not a mixin: it reads the window's `session` and `game_page` and
says what it did with `show_status`; `path` is the file this game was opened from or last saved to. Its words
are in the main window's translation context ("MainWindow").

The save files and the saved games are imported inside the methods that use them: they bring the engine and
pydantic, which must not load before the start page's first paint (tests/ui/test_startup_imports.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from ponzi_desktop.ui.formatting import isolate
from ponzi_desktop.ui.settings import autosave_dir, documents_dir, saves_dir


def library():  # -> persistence.Library
    """The saves folder of this user (ui/saved_games.py, imported on first use)."""
    from ponzi_desktop.ui.saved_games import library as saves_library

    return saves_library()


class WindowSaves:
    """The saving of `window`'s game: `save`, `save_as`, `export` (the Game menu's), `picture_autosave`."""

    def __init__(self, window: QMainWindow) -> None:  # the MainWindow it is a part of (which imports this)
        self.window = window
        #: the file this game was opened from or last saved to (None: a new game, or one not to overwrite)
        self.path: Path | None = None

    def own(self) -> Path | None:
        """The file Save overwrites: the one this game was opened from or last saved to, if it is in the saves
        folder (a game opened from elsewhere gets a save of its own)."""
        path = self.path
        if path is None:
            return None
        try:
            return path if path.parent.resolve() == saves_dir().resolve() else None
        except OSError:
            return None

    def name(self) -> str:
        """The name of the game on the table: its save's, else one made up for it (no save has it yet)."""
        from ponzi_desktop.ui.save_names import made_up_name, shown_name

        own = self.own()
        return shown_name(library().summary(own)) if own else library().unique_name(
            made_up_name(self.window.session.game))

    def save(self) -> None:
        """Game → Save: into the saves folder, no questions; the same file again for the rest of the game."""
        if self.window.session is None:
            return
        name = self.name()
        self.write(self.own() or library().unique_path(name), name)

    def save_as(self) -> None:
        """Game → Save As: asks only for a name; the save goes into the saves folder."""
        from ponzi_desktop.ui.save_questions import ask_name

        if self.window.session is None:
            return
        current = self.own()
        saves = library()
        name = ask_name(self.window, saves, self.name(), current, renaming=False)
        if name is not None:
            self.write(saves.path_for(name), name)

    def export(self) -> None:
        """Game → Export: the game as a file wherever the person wants it (to keep, or to send to someone)."""
        from PySide6.QtWidgets import QFileDialog  # lazy: PySide makes a class and its enums when first named

        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.save_questions import show_save_problem

        window = self.window
        if window.session is None:
            return
        from ponzi_desktop.persistence.library import clean_name

        own_name = self.name()
        start = documents_dir() / f"{clean_name(own_name)}.json"
        name, _ = QFileDialog.getSaveFileName(window, QCoreApplication.translate("MainWindow", "Export the Game"),
                                              str(start), QCoreApplication.translate("MainWindow",
                                                                                     "Saved games (*.json)"))
        if not name:
            return
        path = Path(name)
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        try:  # a file named by the person is called by its name; the one proposed, by the game's
            window.session.save(path, own_name if path.stem == clean_name(own_name) else None)
        except SaveError as exc:
            show_save_problem(window, QCoreApplication.translate("MainWindow", "Cannot Export the Game"), exc)
            return
        window.show_status(QCoreApplication.translate("MainWindow", "Exported to %1").replace(
            "%1", isolate(str(path))))

    def write(self, path: Path, name: str) -> bool:
        """The game into `path`, called `name`, with a picture of the table beside it; False (said) if it failed."""
        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.save_questions import show_save_problem

        window = self.window
        try:
            window.session.save(path, name)
        except SaveError as exc:
            show_save_problem(window, QCoreApplication.translate("MainWindow", "Cannot Save the Game"), exc)
            return False
        self.path = path
        library().note(*window.session.progress())
        if window.game_page is not None:
            from ponzi_desktop.ui.save_pictures import write_thumbnail

            write_thumbnail(path, window.game_page.picture_widget())
        window.show_status(QCoreApplication.translate("MainWindow", "Saved as “%1”").replace("%1", isolate(name)))
        return True

    def picture_autosave(self) -> None:
        """A picture of the table beside its autosave now, for the list of saved games: the game is left, or
        the list is opened (while it is played, `AutosavePicture` draws one now and then, never per action)."""
        window = self.window
        path = window.session.autosave_file if window.session is not None else None
        if path is None or window.game_page is None or not path.is_file():
            return
        from ponzi_desktop.ui.save_pictures import write_thumbnail

        write_thumbnail(path, window.game_page.picture_widget())
        try:
            ours = path.parent.resolve() == autosave_dir().resolve()
        except OSError:
            ours = False
        if ours:  # the index describes the user's own folders, never a test's or `play`'s
            library().note(*window.session.progress())
