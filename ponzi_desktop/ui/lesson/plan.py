"""A lesson: the fixed deal of a guided first game and its steps, read from `resources/lessons/<game>.json`.

A lesson file is data, not code: a step can be reworded, moved or added without touching a table.

    {
      "game": "<engine game id>", "context": "<translation context>", "settings": {...}, "seed": 648,
      "seats": [{"name": "", "kind": "human"}, {"name": "Ada", "kind": "bot", "level": "normal"}, ...],
      "script": ["<action text>", ...],          # the whole game as played: every seat's moves, in order
      "steps": [
        {"at": 0, "kind": "note", "title": "...", "text": "...", "anchors": ["wheel"]},
        {"at": 0, "kind": "move", "title": "...", "text": "...", "refusal": "..."},
        ...
      ]
    }

The learner sits in seat 0 (its empty name is the lesson's word for "You"). The other seats' moves are played
from `script`, so the game goes as the lesson was written whatever the bots would do; the learner's moves
must be the script's too, while the lesson guides (`LessonSession`). A step shows once the game has `at`
actions played:
- "note": a callout with Next: the table waits until it is read (no move is asked for);
- "move": the learner's own move, `script[at]` (or moves, `script[at:until]`, all the learner's, counted in
  the note's title): the callout asks for it, its pieces are lit, and any other
  move is refused with `refusal` (or the step's own text); a window the move opens (an envelope, a trade)
  carries `window` (what to do in it; default the step's text) in a note under its title. Learner moves without a step of their own are
  asked for by the table's own hint sentence.
`keep_clear` (optional, at the top level) names pieces no callout may cover at any step (the learner's own
cash, say), and a step's own `keep_clear` what its callout may not cover besides (the pawn that just moved); a
callout's arrow runs over none of them either, but for the one holding what it points at. The amounts a step's
words name ("$10") are kept clear wherever the table draws them, without being listed (`clear.py`). `anchors` name what the callout points at: a path of attributes and indexes on the table's scene
("wheel", "areas.0", "market.stacks.red"), or "panel" (the action panel), or "panel.<button>" (one of its buttons: "panel.pass_button"); a move step without anchors
points at the move's pieces. The last step ends the guided part: the learner may play on alone.

Every `title`, `text` and `refusal` is English; i18n/update.py extracts them into the translation files in the
lesson's `context` (the game's own, as its table's contexts are named: the glossary's checks of that game hold
for it, and no other game's), and the coach translates them at run time. The learner's name is the shared
context's (`CONTEXT`).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ponzi_desktop.ui.lesson.files import lesson_path

#: The translation context of every lesson's texts (extracted from the lesson files by i18n/update.py).
CONTEXT = "Lesson"
#: The learner's seat in every lesson.
LEARNER = 0


class LessonError(ValueError):
    """A lesson file that is missing or cannot be read: one line for a dialog."""


class SeatPlan(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = ""
    kind: Literal["human", "bot"] = "bot"
    level: str | None = "normal"


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    at: int = Field(ge=0)
    kind: Literal["note", "move"]
    title: str
    text: str
    refusal: str = ""
    window: str = ""  # what to do in a window the move opens (its note); empty: the step's text
    anchors: tuple[str, ...] = ()
    keep_clear: tuple[str, ...] = ()  # what this step's callout never covers besides the lesson's (a pawn moved)
    #: a move step of several of the learner's moves in a row (three houses): the position after its last one.
    #: Its note stays over each, counted ("(2 of 3)"), and its words say the whole of them.
    until: int | None = None

    @property
    def end(self) -> int:
        """The position after the step: its note shows from `at` up to this one."""
        return self.until if self.until is not None else self.at + 1

    @property
    def moves(self) -> int:
        """How many of the learner's moves the step asks for (0 for a note)."""
        return 0 if self.kind == "note" else self.end - self.at


class LessonPlan(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    context: str = CONTEXT  # the translation context of the lesson's texts
    settings: dict[str, Any] = Field(default_factory=dict)
    seed: int
    seats: tuple[SeatPlan, ...]
    script: tuple[str, ...]
    steps: tuple[Step, ...]
    #: what no callout may cover, whatever the step (anchor paths: the learner's cash, say)
    keep_clear: tuple[str, ...] = ()
    provenance: str = ""  # how the deal was found (kept with the data, never shown)

    @model_validator(mode="after")
    def _steps_in_order(self) -> LessonPlan:
        if not self.steps:
            raise ValueError("a lesson needs steps")
        if not self.seats or self.seats[LEARNER].kind != "human":
            raise ValueError("the learner's seat (0) must be a person")
        if any(s.kind != "bot" for s in self.seats[1:]):
            raise ValueError("every seat but the learner's is a bot")
        last = -1
        for step in self.steps:
            if step.at < last:
                raise ValueError(f"step at {step.at} comes after one at {last}")
            if step.at > len(self.script) or (step.kind == "move" and step.end > len(self.script)):
                raise ValueError(f"step at {step.at} is past the script ({len(self.script)} actions)")
            if step.until is not None and (step.kind != "move" or step.until <= step.at):
                raise ValueError(f"step at {step.at}: until is the position after a move step's last move")
            last = step.at
        return self

    @property
    def texts(self) -> list[str]:
        """Every text of the lesson to translate, in order."""
        out = []
        for step in self.steps:
            out += [step.title, step.text] + [t for t in (step.refusal, step.window) if t]
        return out


def read_plan(path: Path) -> LessonPlan:
    """The lesson in `path`; `LessonError` (one line) when it is missing or not a lesson."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LessonError(f"the lesson file {path.name} is missing") from None
    except (OSError, ValueError) as exc:
        raise LessonError(f"the lesson file {path.name} cannot be read: {exc}") from None
    try:
        return LessonPlan.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise LessonError(f"the lesson file {path.name} is not a lesson: {where} {first.get('msg', '')}".strip()) \
            from None


@cache
def plan_for(game: str) -> LessonPlan:
    """The lesson of `game` (read once); `LessonError` when it has none or it cannot be read."""
    return read_plan(lesson_path(game))
