"""What a save file holds, as pydantic models, and how a file that breaks them is described in one line.

`GameRecord` is what the rest of the program keeps about a game: enough to rebuild it exactly (game,
settings, seed, seats, the actions in their text form). `SaveFile` is the record plus what only the file
needs: the format version, the app version, when it was saved, the save's name as people see it, and the
digest of the state the actions lead to, which catches a file whose actions were edited after saving.

The models are strict (no "7" for 7, no `true` for 1) and forbid unknown fields: a save file is written
by this program, so anything it would not have written is a sign of damage or editing, not a convenience.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

#: The format this program writes. Older formats are read through `migrations.MIGRATIONS`.
#: 2: a save has a name of its own (`name`), so the name people read need not be a safe file name.
FORMAT_VERSION = 2

#: Longest name a save may have, in characters: it is shown whole in the lists, on two lines at most.
MAX_NAME = 60

# Every field has a limit. A save is written by this program, whose fields are short; a file with a
# megabyte where a name should be was made to hurt, and would freeze every list that shows it.
#: Longest player name, in characters: what the new-game dialog lets anybody type.
MAX_PLAYER_NAME = 24
#: Most actions a game may hold: the engine's own checks stop a game that runs this long.
MAX_ACTIONS = 100_000
#: Longest text of one action, and of the short words in a file (game id, bot level, version).
MAX_ACTION_TEXT = 120
MAX_WORD = 40
#: Seeds are 64-bit at most: the program draws 31-bit ones; the command line takes any it can repeat.
SEED_LIMIT = 2**64

#: The fields of `SaveFile`, in the order they are written: the version first, so that a person (or an
#: older program) opening the file sees at once which format it is in.
FIELD_ORDER = ("format", "app_version", "saved_at", "name", "game", "settings", "seed", "seats", "actions",
               "digest")


class SaveError(Exception):
    """A save file that cannot be read or written. `str(exc)` is one line, meant for people.

    Whatever the caller passes is folded onto one line, so that a dialog or a log never gets a message
    broken by a newline that came from an engine error or from the file itself. `kind` says what went
    wrong in one word the UI turns into a translated headline ("damaged", "newer", "too_old", "edited",
    "unknown_game", "unreadable", "unwritable"); the reason itself is the technical detail.
    """

    KINDS = ("damaged", "newer", "too_old", "edited", "unknown_game", "unreadable", "unwritable")

    def __init__(self, reason: str, kind: str = "damaged") -> None:
        super().__init__(one_line(reason))
        self.kind = kind


class Seat(BaseModel):
    """Who sits at one seat: a person, or a bot of some level ("random", ...)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    name: str = Field(max_length=MAX_PLAYER_NAME)
    kind: Literal["human", "bot"]
    level: str | None = Field(None, max_length=MAX_WORD)
    #: the seat's colour on the table, "#rrggbb"; None lets the table choose
    colour: str | None = Field(None, pattern=r"^#[0-9a-fA-F]{6}$")

    @model_validator(mode="after")
    def _level_only_for_bots(self) -> Seat:
        if self.kind == "human" and self.level is not None:
            raise ValueError(f"seat {self.name!r} is a human seat but has a bot level {self.level!r}")
        if self.level is not None:
            from ponzi_desktop.bots import bot_names  # the levels the program can seat; pure Python, no Qt

            if self.level not in bot_names():
                raise ValueError(f"seat {self.name!r} has a bot level {self.level!r} that this program does "
                                 f"not know (it knows {', '.join(bot_names())})")
        return self


class GameRecord(BaseModel):
    """Everything needed to rebuild a game: `spec.new_game(settings, seed)`, then apply `actions` in order.

    `settings` is kept as plain data; the game's own settings model checks it when the game is rebuilt
    (see `replay.settings_for`), because which model applies depends on `game`.
    """

    model_config = ConfigDict(strict=True, extra="forbid")

    game: str = Field(max_length=MAX_WORD)
    settings: dict[str, Any]
    seed: int = Field(gt=-SEED_LIMIT, lt=SEED_LIMIT)
    seats: list[Seat] = Field(max_length=16)
    actions: list[Annotated[str, Field(max_length=MAX_ACTION_TEXT)]] = Field([], max_length=MAX_ACTIONS)


class SaveFile(GameRecord):
    """A save file as it is on disk (in the current format)."""

    format: Literal[2]  # keep equal to FORMAT_VERSION; a newer format is refused before this model runs
    app_version: str = Field(max_length=MAX_WORD)
    # A JSON file carries the time as an ISO 8601 string, so this one field converts.
    saved_at: datetime = Field(strict=False)
    #: the name people read in the lists ("Ponzi Scheme – 12/1/26 6:58 AM"); it may hold characters a file
    #: name may not. None: the file's own name is the save's name (autosaves, format 1, files from elsewhere)
    name: str | None = Field(None, max_length=MAX_NAME)
    digest: str = Field(pattern=r"^[0-9a-f]{64}$")

    def record(self) -> GameRecord:
        return GameRecord.model_validate(
            {name: getattr(self, name) for name in GameRecord.model_fields}, strict=False
        )

    def to_json_data(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        return {name: data[name] for name in FIELD_ORDER}


def one_line(text: str) -> str:
    """`text` with every run of whitespace (newlines included) made one space."""
    return " ".join(str(text).split())


def clip(text: str, limit: int = 60) -> str:
    """`text` cut to `limit` characters: a tampered file may hold a megabyte where a word should be."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe_validation(exc: ValidationError) -> str:
    """The first problem pydantic found, as a short phrase naming the field ("seats.1.kind: ...")."""
    errors = exc.errors(include_url=False)
    if not errors:  # pragma: no cover - pydantic always reports at least one
        return "the data does not have the expected shape"
    first = errors[0]
    where = ".".join(str(part) for part in first["loc"])
    kind = first["type"]
    if kind == "extra_forbidden":
        phrase = f"unexpected field {clip(where)!r}"
    elif kind == "missing":
        phrase = f"missing field {where!r}"
    else:
        message = first["msg"].removeprefix("Value error, ")
        phrase = f"{where}: {message}" if where else message
    more = len(errors) - 1
    if more:
        phrase += f" (and {more} more problem{'s' if more > 1 else ''})"
    return clip(phrase, 200)
