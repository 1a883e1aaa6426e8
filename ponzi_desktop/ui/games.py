"""The games the app knows, and what it knows of each: the registry the shell asks instead of naming games.

Each game registers itself: a package under `ui/` (named after the engine's game id) whose `__init__.py`
defines `GAME = GameUI(...)`; a game that lives elsewhere (a test's) is added with `register`. The shell (start
page, new-game dialog, game page, log, main window, rules) only ever asks this module, so adding a game's table
is adding its package. What a `GameUI` points to is
loaded when first needed ("module:attribute" references), so the start page pays only for the packages'
`__init__` files, which import nothing but Qt's core.

A game appears on the start page and in the new-game dialog once its `table` is set.
"""

from __future__ import annotations

import importlib
from contextlib import AbstractContextManager
from functools import cache
from types import SimpleNamespace
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.game_packages import GamePackages

#: The translation context of every game's title, blurb and facts (QT_TRANSLATE_NOOP("Games", ...)).
CONTEXT = "Games"


class DockSpec(NamedTuple):
    """A panel a game adds beside its table, toggled from the View menu."""

    name: str  # object name, and the id the View menu keys it by
    title: str  # QT_TRANSLATE_NOOP("Games", ...)
    widget: str  # "module:Class", built as Class(session, parent)
    shortcut: str = ""
    tooltip: str = ""  # QT_TRANSLATE_NOOP("Games", ...)
    #: QT_TRANSLATE_NOOP("Games", ...): a word or two for its tab, where it shares a narrow column with the log
    #: (ui/side_room.py); the title bar over it still says `title`
    tab: str = ""


class GameUI(NamedTuple):
    """What the app needs to know of one game. Text fields are English marked with QT_TRANSLATE_NOOP("Games",
    ...); references are "module:attribute" strings, loaded with `load`. A NamedTuple, as `DockSpec`, not a
    frozen dataclass: the start page reads the registry before its first paint, where importing dataclasses and
    the methods it writes for these fields cost some 4 ms of CPU (a changed copy: `game._replace(table=None)`)."""

    id: str  # the engine's game id
    title: str
    blurb: str  # a line on how it plays (start page)
    facts: str  # players and length (start page)
    order: int  # place on the start page
    rules: str  # the rules file, resources/rules/<lang>/<rules>.md
    table: str | None = None  # the table widget class: Class(session, settings, parent)
    narrator: str | None = None  # module with narrate(event, names, viewer), style(event), opening_events(view)
    end_table: str | None = None  # the end table class: Class(session, parent)
    settings_form: str | None = None  # the rule settings' form class: Class(defaults, parent)
    emblem: str | None = None  # the start page's picture: a QWidget class, Class(parent)
    rule_sections: str | None = None  # function: table piece -> the rules section explaining it
    rules_extras: str | None = None  # function(text) -> text: fills generated parts of the rules
    #: the moments a replay can jump to: a `replay.marks.ReplayMarks` ("module:MARKS"); None: none
    replay_marks: str | None = None
    docks: tuple[DockSpec, ...] = ()
    #: the folder of the rules files, <folder>/<lang>/<rules>.md, for a game whose files are not the program's
    #: (a game registered from elsewhere); None: the program's resources/rules
    rules_folder: str | None = None
    #: what the hand-off cover says stays hidden until a seat is claimed, a sentence in the game's words
    private_words: str | None = None
    #: the game keeps nothing private at the table (cash and deeds are public): the cover then says
    #: `private_words` alone, with no "look away"
    all_public: bool = False
    #: the seats' colours at this game's table, "#rrggbb", distinct, one per seat of the largest table, in the
    #: order seats take them; empty: the shell's (`look.SEAT_COLOURS`). A game whose pieces already mean
    #: something by colour (a side's green) gives a palette without those colours.
    seat_colours: tuple[str, ...] = ()
    #: function(role id) -> the role's name, for a game whose seats have roles (the history's pages say them)
    role_name: str | None = None
    #: who designed the game, as the box prints the name (not translated); the About box credits them
    designer: str = ""
    #: QT_TRANSLATE_NOOP("Games", ...): the edition the app follows ("2023 edition"), where it matters; "": none
    edition: str = ""

    def text(self, english: str) -> str:
        """One of this game's texts in the app's language."""
        return QCoreApplication.translate(CONTEXT, english)


def load(reference: str) -> Any:
    """The object a "module:attribute" reference names (the module imported on first use)."""
    module, _, attribute = reference.partition(":")
    return getattr(importlib.import_module(module), attribute) if attribute else importlib.import_module(module)


#: The games: `ui/<id>/` exporting `GAME`, and the ones registered from elsewhere (ponzi_desktop/game_packages.py).
_GAMES: GamePackages[GameUI] = GamePackages("ponzi_desktop.ui", "GAME", GameUI, "id")


def register(game: GameUI) -> GameUI:
    """Add a game whose package is not under ui/ (a test's); ValueError when its id is taken."""
    return _GAMES.register(game.id, game)


def unregister(game_id: str) -> None:
    """Take away a game `register` added."""
    _GAMES.unregister(game_id)


def game_registered(game: GameUI) -> AbstractContextManager[GameUI]:
    """`register(game)` for the length of a `with` block."""
    return _GAMES.registered(game.id, game)


def registered() -> tuple[GameUI, ...]:
    """Every game a package under ui/ registers (and every game registered from elsewhere), in start-page
    order."""
    return _in_order(_GAMES.version)


@cache
def _in_order(_version: int) -> tuple[GameUI, ...]:  # cached per registry version: a registration shows at once
    found = [_GAMES.find(game_id) for game_id in _GAMES.ids()]
    return tuple(sorted((g for g in found if g is not None), key=lambda g: (g.order, g.id)))


def playable() -> tuple[GameUI, ...]:
    """The games that have a table: the ones a person can sit down at."""
    return tuple(g for g in registered() if g.table is not None)


def game_ui(game_id: str) -> GameUI:
    """The registration of `game_id`; KeyError when no package registers it."""
    game = _GAMES.find(game_id)
    if game is None:
        raise KeyError(game_id)
    return game


def seat_colours(game_id: str) -> tuple[str, ...]:
    """The colours the seats of `game_id` take (its own palette, else the shell's)."""
    # here, not at the top: this registry needs only Qt's core, and `ponzi-desktop check-save` reads it on
    # machines that may lack the libraries QtGui and QtWidgets load (look imports both)
    from ponzi_desktop.ui.look import SEAT_COLOURS

    try:
        own = game_ui(game_id).seat_colours
    except KeyError:
        own = ()
    return own or SEAT_COLOURS


def title(game_id: str) -> str:
    """The game's name in the app's language (the id itself for a game nobody registered)."""
    try:
        game = game_ui(game_id)
    except KeyError:
        return game_id
    return game.text(game.title)


def first_playable(*candidates: str | None) -> str:
    """The first of `candidates` a person can sit down at (the game in play, the one last played), else the
    first such game: the game the rules window and the new-game dialog open on."""
    ids = [g.id for g in playable()]
    return next((game for game in candidates if game in ids), ids[0] if ids else "")


def _generic_narrator() -> SimpleNamespace:
    """For games without their own narration yet: the event's id in words, so the log is never empty."""
    return SimpleNamespace(narrate=lambda event, names, viewer=None: event.kind.replace("_", " "),
                           style=lambda event: "normal", opening_events=lambda view: [])


def narrator_for(game: str) -> Any:
    """The narration module of `game` (its registration says which): `narrate(event, names, viewer)`,
    `style(event)`, `opening_events(view)`."""
    try:
        reference = game_ui(game).narrator
    except KeyError:
        reference = None
    return load(reference) if reference else _generic_narrator()
