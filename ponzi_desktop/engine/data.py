"""Loading component data files with pydantic: a broken file is a clear error naming the file and field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from ponzi_desktop.paths import resource_path

M = TypeVar("M", bound=BaseModel)


class DataFileError(Exception):
    """A game data file that is missing, not JSON, or not what the model expects."""


def load_model(model: type[M], path: Path) -> M:
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataFileError(f"{path}: file is missing") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(f"{path}: cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise DataFileError(f"{path}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "(top level)"
        more = f" (and {exc.error_count() - 1} more)" if exc.error_count() > 1 else ""
        raise DataFileError(f"{path}: field {where}: {first['msg']}{more}") from None


def load_game_data(model: type[M], filename: str) -> M:
    """Load `resources/data/<filename>` into `model`."""
    try:
        path = resource_path("data", filename)
    except FileNotFoundError as exc:
        raise DataFileError(str(exc)) from None
    return load_model(model, path)
