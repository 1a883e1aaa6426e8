"""Helpers for the Ponzi table tests and screenshots: seeded games built headlessly, tables, mouse drags.

Positions mid-game are made by playing seeded random actions on an engine state and handing the action
texts to a session as its record (the session replays them): fast, deterministic and with no bot thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QPushButton

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui.session import GameSession

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve"]


def seats(n: int, humans: tuple[int, ...] = (0,)) -> list[Seat]:
    return [Seat(name=NAMES[i], kind="human") if i in humans else Seat(name=NAMES[i], kind="bot", level="random")
            for i in range(n)]


def random_actions(settings: dict, players: int, seed: int,
                   stop: Callable[[object, int], bool]) -> tuple[list[str], object]:
    """Seeded random actions from the start until `stop(state, count)`; returns the texts and the state."""
    spec = game_spec("ponzi")
    state = spec.new_game(spec.settings_from(players, settings), seed)
    rng = random.Random(seed * 7919 + 1)
    texts: list[str] = []
    while not state.is_over and not stop(state, len(texts)):
        choices = state.legal_choices()
        c = choices[rng.randrange(len(choices))]
        action = c.action if c.param is None else c.with_value(rng.randint(c.lo, c.hi))
        state.apply(action)
        texts.append(action.to_text())
    return texts, state


def session_at(tmp_path: Path, actions: list[str], settings: dict, seed: int, seat_list: list[Seat],
               paused: bool = True) -> GameSession:
    spec = game_spec("ponzi")
    model = spec.settings_from(len(seat_list), settings)
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=seed, seats=seat_list,
                        actions=actions)
    session = GameSession(record, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    if paused:
        session.set_paused(True)
    return session


from table_mouse import app_settings, click, drag, point  # noqa: E402,F401 - the shared mouse, re-exported


def find_position(predicate, players=4, variant="basic", seeds=range(1, 400)):
    """Seeded random actions up to the first state where `predicate(state)` holds: (texts, seed, state)."""
    for seed in seeds:
        texts, state = random_actions({"variant": variant}, players, seed, lambda s, n: predicate(s))
        if not state.is_over and predicate(state):
            return texts, seed, state
    raise AssertionError("no seed reaches the wanted position")


def human_at(phase):
    return lambda s: s.phase == phase and s.actor == 0


def last_action(session) -> str:
    """The last action the session recorded, as its text."""
    return session.record.actions[-1]


def panel_button(table, name: str) -> QPushButton:
    """The panel's visible button called `name` (its accessible name); the failure lists the buttons there are."""
    for b in table.panel.findChildren(QPushButton):
        if b.accessibleName() == name and b.isVisible():
            return b
    raise AssertionError(f"no button {name!r}: {[(b.accessibleName(), b.isHidden(), b.isVisible()) for b in table.panel.findChildren(QPushButton)]} {table.panel.isVisible()} {table.isVisible()}")
