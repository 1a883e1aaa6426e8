"""Anti-Monopoly in the app: registered as `GAME` (see ui/games.py); no table yet, so not offered to play.

This file imports only Qt's core: the start page reads it before anything else of the game is loaded.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import GameUI

GAME = GameUI(
    id="anti_monopoly",
    title=QT_TRANSLATE_NOOP("Games", "Anti-Monopoly"),
    blurb=QT_TRANSLATE_NOOP("Games", "Competitors against monopolists on one board: buy streets, build, and "
                                     "survive the price wars."),
    facts=QT_TRANSLATE_NOOP("Games", "2 to 6 players · about two hours"),
    order=3,
    rules="anti_monopoly",
    settings_form="ponzi_desktop.ui.anti_monopoly.settings_form:AntiMonopolyRules",
)
