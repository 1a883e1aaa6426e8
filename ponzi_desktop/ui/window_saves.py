"""Saving the game on the table from the main window: Game → Save, Save As and Export, and the picture of the
table beside its save or its autosave.

Game → Save writes into the saves folder without asking (the first save of a game gets a name made from the
game and the time, `save_names.made_up_name`; later ones overwrite it, the time in a made-up name the latest
save's), with a picture of the table beside it; Save As asks only for a name; Export writes the game wherever
the person wants it.

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
        """Game → Save: into the saves folder, no questions; the same save again for the rest of the game. A save
        under a name the app made up is one entry whose time is its latest save's: its name (and its file's) is
        made up again now, where it kept the first save's time while the list said the save was newer (a review
        read "<game> – 3:44 PM" beside "Today, 3:46 PM"). A name someone typed is kept."""
        if self.window.session is None:
            return
        own = self.own()
        if own is None:
            name = self.name()
            self.write(library().unique_path(name), name)
            return
        name = self.resaved_name(own)
        saves = library()
        target = own if name == saves.summary(own).name else saves.unique_path(name, besides=own)
        if self.write(target, name) and target != own:
            saves.delete(own)  # the same save, under its new name: never two entries of one game

    def resaved_name(self, own: Path) -> str:
        """The name the save in `own` has once saved again: a made-up one made up now (numbered if another save
        has it), a typed one as it is."""
        from ponzi_desktop.ui.save_names import is_made_up, made_up_name

        saves = library()
        summary = saves.summary(own)
        if not is_made_up(summary):
            return summary.name
        return saves.unique_name(made_up_name(self.window.session.game), besides=own)

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
        from ponzi_desktop.persistence import SaveError
        from ponzi_desktop.ui.save_questions import ask_export_path, show_save_problem

        window = self.window
        if window.session is None:
            return
        from ponzi_desktop.persistence.library import clean_name

        own_name = self.name()
        start = documents_dir() / f"{clean_name(own_name)}.json"
        path = ask_export_path(window, start)  # in the look of Save As, not the platform's file dialog
        if path is None:
            return
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
