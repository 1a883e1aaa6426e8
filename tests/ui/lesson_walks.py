"""The walks through every step of a lesson, one per (game, window size, language), shared by the tests that look at
each step as it shows (test_lesson_steps, test_lesson_clear, test_lesson_ways): a test module says what it holds at
a step (`look`), and the first test on a worker to ask for a walk walks it once with every look said, each step gone
to as a learner going back would (`go_to_step`) and placed (`_position`). Most of a walk's time is the coach placing its
note at each step: the tests at one (game, size, language) share it, wherever their module."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pytest
from test_lessons import open_lesson

from ponzi_desktop.ui import i18n


class Look(NamedTuple):
    """What a test holds at each step of a walk: `check(window, game, size, lang, index, step)` says its problems
    there; `wanted(game, size, lang)` says at which walks; `last`: it changes what shows (a refusal said under the
    note), so it looks after the others, and the next step is gone to afresh."""

    check: Callable[..., list[str]]
    wanted: Callable[[str, tuple[int, int], str], bool]
    last: bool


_LOOKS: dict[str, Look] = {}
_WALKS: dict[tuple[str, tuple[int, int], str], dict[str, list[str]]] = {}


def look(name: str, wanted: Callable[[str, tuple[int, int], str], bool] = lambda game, size, lang: True,
         last: bool = False):
    """A module's check of each step, said under `name` (what `walked` returns it under), at the walks `wanted`."""

    def said(check: Callable[..., list[str]]) -> Callable[..., list[str]]:
        _LOOKS[name] = Look(check, wanted, last)
        return check

    return said


def grouped(game: str):
    """`game` as a parameter whose tests share its walks on one xdist worker (`--dist loadgroup`)."""
    return pytest.param(game, marks=pytest.mark.xdist_group(f"lesson_walks_{game}"))


def walked(qtbot, app_settings, game: str, size: tuple[int, int], lang: str) -> dict[str, list[str]]:
    """One walk through the lesson of `game` at `size` in `lang`: what each look wanted there holds at each step,
    by its name. The first test to ask walks it (again only for a look said since)."""
    key = (game, size, lang)
    looks = {name: one for name, one in _LOOKS.items() if one.wanted(game, size, lang)}
    if key not in _WALKS or not looks.keys() <= _WALKS[key].keys():
        i18n.install(lang)
        window = open_lesson(qtbot, app_settings, game, size)
        coach = window.game_page.coach
        found: dict[str, list[str]] = {name: [] for name in looks}
        in_turn = sorted(looks.items(), key=lambda item: item[1].last)  # as said, those that change what shows last
        for index, step in enumerate(coach.steps):
            coach.go_to_step(index)
            qtbot.waitUntil(lambda i=index: coach.shown == i, timeout=5000)
            coach._position()
            for name, one in in_turn:
                found[name] += one.check(window, game, size, lang, index, step)
        _WALKS[key] = found
    return _WALKS[key]
