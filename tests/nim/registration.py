"""Nim registered with the app for the length of a `with` block, through the registries' public calls only:
its engine spec, its bots (none but the random bot, and saying so) and its table."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from nim.engine import SPEC
from ponzi_desktop import bots
from ponzi_desktop.engine import core

#: Nim's bot levels: none, said outright; a Nim table is offered the random bot only.
LEVELS: dict[str, type] = {}


@contextmanager
def nim_registered(with_ui: bool = True) -> Iterator[None]:
    with ExitStack() as stack:
        stack.enter_context(core.game_registered(SPEC))
        stack.enter_context(bots.game_registered("nim", LEVELS))
        if with_ui:
            from nim.ui import GAME
            from ponzi_desktop.ui import games

            stack.enter_context(games.game_registered(GAME))
        yield
