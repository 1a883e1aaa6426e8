"""The one way each registry (the engine's specs, the bots' levels, the tables) finds its games.

A shipped game is a sub-package of the registry's package named after the game id, which exports one
attribute (`engine/<id>/` its `SPEC`, `bots/<id>/` its `LEVELS`, `ui/<id>/` its `GAME`): the scan lists the
sub-packages once and imports one the first time its game is asked for. A game that lives elsewhere (a test's)
is added with `register` and taken away with `unregister` (or `registered`, a context manager); `version`
counts such changes, so that a cache of what the registry holds can key on it. Pure Python, no Qt: the engine
and the bots use it too.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from importlib.machinery import all_suffixes
from types import ModuleType
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class GamePackages(Generic[T]):
    """The games of one registry: `package`'s sub-packages that export `attribute` (a `kind`), and the games
    registered from elsewhere."""

    def __init__(self, package: str, attribute: str, kind: type, id_field: str | None = None) -> None:
        self.package = package
        self.attribute = attribute
        self.kind = kind
        self.id_field = id_field  # the entry's field that names its game, which must be the id it is found by
        self.version = 0  # changes whenever a game is registered or removed
        self._subpackages: tuple[str, ...] | None = None
        self._shipped: dict[str, Any] = {}  # sub-package name -> its attribute (None: it has none)
        self._added: dict[str, T] = {}

    def _names(self) -> tuple[str, ...]:
        if self._subpackages is None:
            self._subpackages = tuple(sorted(subpackages(importlib.import_module(self.package))))
        return self._subpackages

    def _shipped_entry(self, game_id: str) -> T | None:
        if game_id not in self._shipped:
            entry = None
            if game_id in self._names():
                module = importlib.import_module(f"{self.package}.{game_id}")
                entry = getattr(module, self.attribute, None)
                if entry is not None and not isinstance(entry, self.kind):
                    raise TypeError(f"{self.package}.{game_id}.{self.attribute} is a {type(entry).__name__}, "
                                    f"not a {self.kind.__name__}")
            if entry is not None:
                self._check_id(game_id, entry)
            self._shipped[game_id] = entry
        return self._shipped[game_id]

    def _check_id(self, game_id: str, entry: Any) -> None:
        if self.id_field is not None and getattr(entry, self.id_field) != game_id:
            raise ValueError(f"{self.package}: the game found as {game_id!r} calls itself "
                             f"{getattr(entry, self.id_field)!r}")

    def find(self, game_id: str) -> T | None:
        """The entry of `game_id`, or None when no sub-package exports one and nobody registered one."""
        if game_id in self._added:
            return self._added[game_id]
        return self._shipped_entry(game_id)

    def ids(self) -> list[str]:
        """Every game id this registry holds, sorted: shipped ones and registered ones."""
        shipped = [name for name in self._names() if self._shipped_entry(name) is not None]
        return sorted({*shipped, *self._added})

    def register(self, game_id: str, entry: T) -> T:
        """Add a game that is not one of the package's own; ValueError when the id is taken."""
        if not isinstance(entry, self.kind):
            raise TypeError(f"a game registered in {self.package} must be a {self.kind.__name__}, "
                            f"not a {type(entry).__name__}")
        self._check_id(game_id, entry)
        if self.find(game_id) is not None:
            raise ValueError(f"game {game_id!r} is already registered in {self.package}")
        self._added[game_id] = entry
        self.version += 1
        return entry

    def unregister(self, game_id: str) -> None:
        """Take away a game `register` added (a shipped game cannot be taken away); KeyError otherwise."""
        if game_id not in self._added:
            raise KeyError(f"game {game_id!r} was not registered in {self.package} (shipped games stay)")
        del self._added[game_id]
        self.version += 1

    @contextmanager
    def registered(self, game_id: str, entry: T) -> Iterator[T]:
        """`register` for the length of a `with` block, then `unregister`."""
        self.register(game_id, entry)
        try:
            yield entry
        finally:
            self.unregister(game_id)


def subpackages(root: ModuleType) -> list[str]:
    """The packages right inside the package `root`, as `pkgutil.iter_modules` lists them: its folders that hold
    an `__init__` module. Read from the folders where `root` is a folder of files (the start page lists the
    games before its first paint, and importing pkgutil costs that 3 ms); asked of pkgutil where the files live
    elsewhere (a frozen build keeps them in its archive, which only its own importer lists)."""
    origin = getattr(root.__spec__, "origin", None)
    if not (origin and os.path.isfile(origin)):
        import pkgutil  # here: only a package that is no folder of files needs it (see above)

        return [info.name for info in pkgutil.iter_modules(root.__path__) if info.ispkg]
    inits = ["__init__" + suffix for suffix in all_suffixes()]
    names = []
    for folder in root.__path__:
        with os.scandir(folder) as entries:
            names += [entry.name for entry in entries if "." not in entry.name and entry.is_dir()
                      and any(os.path.isfile(os.path.join(entry.path, init)) for init in inits)]
    return names
