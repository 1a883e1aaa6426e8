"""Black Friday's registration (`GAME`, see ui/games.py): its words, log, rules and settings; a table is still to come."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import GameUI

GAME = GameUI(
    id="black_friday",
    title=QT_TRANSLATE_NOOP("Games", "Black Friday"),
    blurb=QT_TRANSLATE_NOOP("Games", "Buy and sell shares while the prices swing, and get into gold before the "
                                     "market falls."),
    facts=QT_TRANSLATE_NOOP("Games", "2 to 5 players · about an hour"),
    order=2,
    rules="black_friday",
    narrator="ponzi_desktop.ui.black_friday.narration",
    settings_form="ponzi_desktop.ui.black_friday.settings_form:BlackFridayRules",
    rules_extras="ponzi_desktop.ui.black_friday.rules_extras:black_friday_tables",
)
