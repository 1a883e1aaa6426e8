"""The Anti-Monopoly table and all it shows, registered with the app as `GAME` (ui/games.py); Qt core only."""

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
    table="ponzi_desktop.ui.anti_monopoly.table:AntiMonopolyTable",
    rule_sections="ponzi_desktop.ui.anti_monopoly.rule_links:section_for_item",
    settings_form="ponzi_desktop.ui.anti_monopoly.settings_form:AntiMonopolyRules",
)
