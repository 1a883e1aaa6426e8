"""Save files: pydantic models, format versions and migrations, atomic writes, replay on load, autosave.

A save file stores how to reach a game (game, settings, seed, seats, the actions as text), not the game
itself, plus a digest of the state those actions lead to. Loading replays the actions and compares the
digest, so a file that was cut short, garbled or edited is refused with a one-line `SaveError`.

    write_save(path, record, state, name)      # atomic; `name`: what the lists call it
    record, state = read_save(path)            # raises SaveError
    saver = Autosaver(folder, record); saver.record(action.to_text())
    Library(saves_folder, autosave_folder, index_file).summaries()   # the list of saved games, cheaply
"""

from ponzi_desktop.persistence.autosave import Autosaver, autosave_path, latest_autosave
from ponzi_desktop.persistence.files import read_save, write_save
from ponzi_desktop.persistence.library import Library, SaveSummary, name_problem
from ponzi_desktop.persistence.migrations import MIGRATIONS
from ponzi_desktop.persistence.models import FORMAT_VERSION, GameRecord, SaveError, SaveFile, Seat
from ponzi_desktop.persistence.replay import replay

__all__ = [
    "FORMAT_VERSION",
    "MIGRATIONS",
    "Autosaver",
    "GameRecord",
    "Library",
    "SaveError",
    "SaveFile",
    "SaveSummary",
    "Seat",
    "autosave_path",
    "latest_autosave",
    "name_problem",
    "read_save",
    "replay",
    "write_save",
]
