"""Rebuilding a game from its record: new game from settings and seed, then every action in order.

A save file stores no game state, only how to reach it; the engine is deterministic given the seed, so
replaying is both the loader and the check that the actions were legal. Every way a record can fail to
replay becomes a `SaveError` whose line names the culprit (the game, the setting, the action's number
and text), so that a refused file can be understood without a debugger.

Action numbers in messages count from 1, as a person counts moves.
"""

from __future__ import annotations

from pydantic import BaseModel, ValidationError

from ponzi_desktop.engine.core import EngineError, GameSpec, GameState, IllegalAction, game_spec
from ponzi_desktop.persistence.models import GameRecord, SaveError, clip, describe_validation


def spec_for(game: str) -> GameSpec:
    """The spec of `game`; an unknown id (a file from a program with more games) is a `SaveError`."""
    try:
        return game_spec(game)
    except KeyError as exc:
        known = exc.args[0] if exc.args else ""
        detail = known[known.find("(known:"):] if "(known:" in known else ""
        raise SaveError(f"save file is for an unknown game {clip(game)!r} {detail}".strip(),
                        "unknown_game") from None


def settings_for(spec: GameSpec, record: GameRecord) -> BaseModel:
    """`record.settings` checked by the game's own settings model, and against the seats."""
    try:
        settings = spec.settings_model.model_validate(record.settings)
    except ValidationError as exc:
        raise SaveError(
            f"save file has settings that {spec.id} does not accept: {describe_validation(exc)}"
        ) from None
    players = getattr(settings, "players", len(record.seats))
    if len(record.seats) != players:
        raise SaveError(
            f"save file lists {len(record.seats)} seats but its settings are for {players} players"
        )
    return settings


def seats_bots(record: GameRecord) -> None:
    """Every bot seat of `record` has a level its game has (a file from a program whose game had more levels
    is refused with the reason: a bot is never swapped for another)."""
    bots = [seat for seat in record.seats if seat.kind == "bot"]
    if not bots:
        return
    from ponzi_desktop.bots import bot_names  # pure Python, no Qt

    try:
        levels = bot_names(record.game)
    except KeyError:
        raise SaveError(f"save file seats bots, but {clip(record.game)} has none") from None
    for seat in bots:
        if (seat.level or "random") not in levels:
            raise SaveError(f"save file seats {clip(seat.name)!r} as a {clip(str(seat.level))!r} bot, a level "
                            f"{record.game} does not have (it has {', '.join(levels)})")


def apply_text(spec: GameSpec, state: GameState, number: int, text: str) -> str:
    """Apply action number `number` (counted from 1) given by `text`; return its canonical text.

    Raises `SaveError` naming the action, and leaves `state` unchanged, when the text is not an action of
    this game or the action is not legal at that point.
    """
    shown = f"action {number} {clip(text)!r}"
    try:
        action = spec.parse_action(text)
    # ValueError too: a parser that converts numbers may let int()'s own error through, and a damaged
    # file must be refused with a reason, never crash the program that opens it
    except (EngineError, ValueError) as exc:
        reason = str(exc).removeprefix(f"{text!r}: ")
        raise SaveError(f"{shown} cannot be read: {clip(reason, 160)}") from None
    try:
        state.apply(action)
    except IllegalAction as exc:
        raise SaveError(f"{shown} is not legal: {clip(exc.reason, 160)}", "edited") from None
    except EngineError as exc:  # pragma: no cover - apply raises only IllegalAction today
        raise SaveError(f"{shown} was refused by the game: {clip(str(exc), 160)}") from None
    return action.to_text()


def replay(record: GameRecord) -> GameState:
    """The game `record` describes, rebuilt by applying its actions. Raises `SaveError`."""
    spec = spec_for(record.game)
    settings = settings_for(spec, record)
    if not spec.min_players <= len(record.seats) <= spec.max_players:
        raise SaveError(
            f"save file has {len(record.seats)} seats; {spec.id} is played by "
            f"{spec.min_players} to {spec.max_players}"
        )
    seats_bots(record)
    try:
        state = spec.new_game(settings, record.seed)
    except (EngineError, ValueError) as exc:
        raise SaveError(f"save file describes a game that cannot be set up: {clip(str(exc), 160)}") from None
    for number, text in enumerate(record.actions, start=1):
        apply_text(spec, state, number, text)
    return state
