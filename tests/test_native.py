"""The compiled engine: the engines and bots are compiled with Cython from their own sources, the pure-Python path
(PONZI_DESKTOP_PURE=1) plays the same games and passes the same engine tests, and stale compiled modules are found."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ponzi_desktop
from ponzi_desktop import native
from ponzi_desktop.engine.core import all_games

PACKAGE = Path(ponzi_desktop.__file__).resolve().parent
ROOT = PACKAGE.parent
PURE = os.environ.get(native.PURE_VARIABLE) == "1"


def python(code: str, *, pure: bool) -> str:
    env = {**os.environ, native.PURE_VARIABLE: "1" if pure else "0", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout


def test_the_compiled_modules_are_the_engines_and_bots():
    names = {p.relative_to(PACKAGE).as_posix() for p in native.compiled_sources()}
    assert {"engine/core.py", "engine/ponzi/state.py", "engine/black_friday/turns.py",
            "engine/anti_monopoly/state.py", "bots/ponzi/hard.py", "bots/playout.py"} <= names
    assert not any(name.startswith(("ui/", "persistence/")) or name.endswith("__init__.py") for name in names)


@pytest.mark.parametrize("path", native.compiled_sources(), ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_no_compiled_module_defines_a_pydantic_model(path):
    """pydantic reads validators' signatures and the fields' annotations at run time: such modules stay .py."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
            assert not bases & {"BaseModel", "RootModel"}, f"{node.name} is a pydantic model: list the module in LEFT_PURE"


@pytest.mark.skipif(PURE, reason="the pure-Python path was asked for")
def test_the_installed_engine_is_compiled():
    """./dev.sh builds every compiled module in place; the engine imported here is the compiled one."""
    missing = [str(p.relative_to(ROOT)) for p in native.compiled_sources() if native.compiled_file(p) is None]
    assert missing == [], "not compiled (is a C compiler installed? see setup.py's warnings)"
    import ponzi_desktop.engine.ponzi.state as state

    assert native.is_compiled(state)


def test_the_pure_path_imports_the_sources():
    out = python("import ponzi_desktop.engine.ponzi.state as s, ponzi_desktop.bots.playout as p, "
                 "ponzi_desktop.engine.ponzi.data as d; print(s.__file__); print(p.__file__); print(d.__file__)",
                 pure=True)
    files = out.split()
    assert [Path(f).suffix for f in files] == [".py", ".py", ".py"]
    assert Path(files[0]) == PACKAGE / "engine" / "ponzi" / "state.py"


def test_named_tuples_made_in_place_are_whole_named_tuples():
    """Compiled, events and views are filled in place (tuples.pxd): the same class and values as the
    named tuple's own constructor, tracked by the collector, and every item's reference counted once."""
    import gc
    import random

    from ponzi_desktop.engine.core import Event, event, game_spec, random_move
    from ponzi_desktop.engine.ponzi.view import PlayerView, PonziView

    data = {"cards": [1, 2]}
    before = sys.getrefcount(data)
    made = event("market_refilled", None, data, (1, 2), ("cards",))
    assert type(made) is Event and made == Event("market_refilled", None, data, (1, 2), ("cards",))
    assert made.private_to == (1, 2) and made._asdict()["data"] is data and gc.is_tracked(made)
    assert sys.getrefcount(data) == before + 1
    del made
    assert sys.getrefcount(data) == before
    spec = game_spec("ponzi")
    state = spec.new_game(spec.settings_from(3), 5)
    rng = random.Random(5)
    while state.round < 3:
        state.apply(random_move(state.legal_choices(), rng))
    view = state.view(state.actor)
    assert type(view) is PonziView and view == PonziView(*view) and gc.is_tracked(view)
    assert all(type(pv) is PlayerView and pv == PlayerView(*pv) for pv in view.players)
    assert view.players[view.seat].cash == state.cash[view.seat] and view.choices == state.legal_choices()


def test_the_outlooks_c_arithmetic_rounds_as_python_does():
    """Compiled, the Ponzi outlook works in C doubles with the C library's exp (numeric.pxd): the same bits
    as Python's floats and math.exp, or bots would play other games compiled than pure."""
    import math
    import random

    from ponzi_desktop.bots.ponzi import outlook

    rng = random.Random(3)
    for _ in range(2000):
        x = rng.uniform(-40.0, 40.0)
        expected = 1.0 if x > 30 else 0.0 if x < -30 else 1.0 / (1.0 + math.exp(-x))
        assert outlook.sigmoid(x) == expected
    power, schedule, scale = [12.8, 24.0, 0.0, 40.0, 9.6], [13, 0, 27, 5, 40], [15.0, 20.0, 28.0, 36.0, 44.0]
    for cash in (-50, 0, 7, 33, 120, 401):
        curve = outlook._curve(cash, schedule, power, True, scale)
        m = cash + power[0] - schedule[0]
        margins = [m, m + power[1] - schedule[1], m + power[1] + power[2] - schedule[1] - schedule[2]]
        alive = 1.0
        for i, margin in enumerate(margins):
            x = margin / scale[i]
            if x < 30.0:
                alive = min(alive, 0.0 if x < -30.0 else 1.0 / (1.0 + math.exp(-x)))
            assert curve[i] == alive


#: The same-games comparison's sample: each game with random and normal bots, four games each.
SAME_GAMES = [("ponzi", 4, "random"), ("ponzi", 3, "normal"), ("black_friday", 4, "random"),
              ("black_friday", 3, "normal"), ("anti_monopoly", 3, "random"), ("anti_monopoly", 2, "normal")]
TIMINGS = ("elapsed_s", "games_per_s", "actions_per_s")


def simulate_argv(game: str, players: int, bots: str) -> list[str]:
    return ["simulate", "--game", game, "--players", str(players), "--bots", bots, "--games", "4", "--seed", "11",
            "--json"]


@pytest.fixture(scope="module")
def other_path_reports() -> dict[tuple[str, int, str], dict]:
    """The sample's `simulate --json` reports played by the other path (pure if this process is compiled, and
    the other way round), all in one process: one interpreter start and one import of the engines for six
    reports, not six."""
    code = ("import sys; from ponzi_desktop.cli import main\n"
            f"for argv in {[simulate_argv(*case) for case in SAME_GAMES]!r}:\n"
            "    main(argv)\n")
    import ponzi_desktop.engine.ponzi.state as state

    assert native.is_compiled(state) is not PURE  # else both sides would play the same path
    reports = [json.loads(line) for line in python(code, pure=not PURE).splitlines()]
    assert len(reports) == len(SAME_GAMES)
    return dict(zip(SAME_GAMES, reports, strict=True))


@pytest.mark.xdist_group("same_games")  # one worker plays the other path's six reports, once
@pytest.mark.parametrize("game, players, bots", SAME_GAMES)
def test_compiled_and_pure_play_the_same_games(game, players, bots, other_path_reports, capsys):
    """This process's engine (compiled, unless the whole run is pure) and the other path play the same games."""
    from ponzi_desktop.cli import main

    capsys.readouterr()
    assert main(simulate_argv(game, players, bots)) == 0
    here = json.loads(capsys.readouterr().out)
    there = dict(other_path_reports[game, players, bots])
    for report in (here, there):
        for key in TIMINGS:
            report.pop(key, None)
    assert here == there
    assert here["results"], "no games played"


#: The pure-Python run's sample: each engine's rule tests, and the boundary's import of every engine and bot
#: module (its scans of the sources read the same files either way, so the compiled run's are enough).
PURE_SAMPLE = ["tests/engine/ponzi", "tests/engine/black_friday", "tests/engine/anti_monopoly",
               "tests/test_boundary.py::test_importing_the_engine_and_bots_loads_no_qt"]


@pytest.mark.skipif(PURE, reason="this run is the pure-Python path already")
def test_the_pure_path_passes_the_engines_rule_tests():
    """The three engines' rule tests, with every module imported from its .py source: a sample of the suite
    (its long seeded loops left out, `slow`) that walks every rule; the games compiled and pure play alike
    above, bots included. One process for the three engines: the shared modules (core, checks, the conftest,
    pytest's own) are imported and compiled once, not once a game. `PONZI_DESKTOP_PURE=1 ./dev.sh test` runs
    the whole suite pure."""
    env = {**os.environ, native.PURE_VARIABLE: "1", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-x",
                           "-m", "not slow", *PURE_SAMPLE],
                          env=env, cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert " passed" in done.stdout.splitlines()[-1]


def test_the_binary_is_told_what_the_compiled_modules_import():
    names = native.compiled_imports()
    assert {"random", "bisect", "ponzi_desktop.engine.core"} <= set(names)
    assert "__future__" not in names


@pytest.mark.parametrize("game", [spec.id for spec in all_games()])
def test_no_state_repeats_a_field_of_its_bases(game):
    """A slot declared again in a subclass hides the base's (compiled, the base's C code would read a field
    nobody writes): every field is declared once along the state's classes."""
    from ponzi_desktop.engine.core import game_spec

    state = game_spec(game).new_game(game_spec(game).settings_from(3, {}), 1)
    seen: dict[str, str] = {}
    for cls in type(state).__mro__:
        for name in cls.__dict__.get("__slots__", ()):
            assert name not in seen, f"{name} is declared by {seen[name]} and again by {cls.__name__}"
            seen[name] = cls.__name__


def test_leftover_compiled_modules_are_named(tmp_path):
    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "bots").mkdir()
    (package / "engine" / "kept.py").write_text("x = 1\n")
    (package / "engine" / "checks.py").write_text("x = 1\n")  # a module left pure (LEFT_PURE)
    suffix = native.importlib.machinery.EXTENSION_SUFFIXES[0]
    for stem in ("kept", "checks", "gone"):
        (package / "engine" / (stem + suffix)).write_bytes(b"")
    assert [p.name for p in native.leftover_modules(package)] == ["checks" + suffix, "gone" + suffix]
    assert native.stale_modules(package) == ["pkg/engine/checks" + suffix, "pkg/engine/gone" + suffix]
    assert native.needs_build(package)
    for leftover in native.leftover_modules(package):
        leftover.unlink()
    assert not native.needs_build(package)  # kept.py is compiled and not older than its module
    (package / "bots" / "new.py").write_text("x = 1\n")
    assert native.needs_build(package)  # a module not compiled yet


def test_stale_compiled_modules_are_named(tmp_path):
    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "bots").mkdir()
    fresh, old, alone = package / "engine" / "fresh.py", package / "engine" / "old.py", package / "bots" / "alone.py"
    for source in (fresh, old, alone):
        source.write_text("x = 1\n")
    suffix = native.importlib.machinery.EXTENSION_SUFFIXES[0]
    for source in (fresh, old):
        source.with_suffix(suffix).write_bytes(b"")
    now = time.time()
    os.utime(old.with_suffix(suffix), (now - 60, now - 60))  # built before its source last changed
    os.utime(fresh, (now - 60, now - 60))
    assert native.stale_modules(package) == ["pkg/engine/old.py"]
    (package / "engine" / "fresh.pxd").write_text("")  # a newer .pxd makes its module stale too
    os.utime(fresh.with_suffix(suffix), (now - 30, now - 30))
    assert native.stale_modules(package) == ["pkg/engine/fresh.py", "pkg/engine/old.py"]
    # and so does a newer .pxd it cimports, directly or through another .pxd
    (package / "engine" / "fresh.pxd").write_text("from pkg.engine.types cimport Thing\n")
    (package / "engine" / "types.pxd").write_text("cimport cython\nfrom pkg.engine.inline cimport fast\n")
    (package / "engine" / "inline.pxd").write_text("")
    for path in (package / "engine" / "fresh.pxd", package / "engine" / "types.pxd"):
        os.utime(path, (now - 90, now - 90))
    assert native.pxd_dependencies(fresh, package) == {package / "engine" / name
                                                        for name in ("fresh.pxd", "types.pxd", "inline.pxd")}
    assert native.stale_modules(package) == ["pkg/engine/fresh.py", "pkg/engine/old.py"]  # inline.pxd is new
    os.utime(package / "engine" / "inline.pxd", (now - 90, now - 90))
    assert native.stale_modules(package) == ["pkg/engine/old.py"]
