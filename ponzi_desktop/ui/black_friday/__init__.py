"""The Black Friday table and all it shows, registered with the app as `GAME` (ui/games.py); Qt core only."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import DockSpec, GameUI

GAME = GameUI(
    id="black_friday",
    title=QT_TRANSLATE_NOOP("Games", "Black Friday"),
    blurb=QT_TRANSLATE_NOOP("Games", "Buy and sell shares while the prices swing, and get into gold before the "
                                     "market falls."),
    facts=QT_TRANSLATE_NOOP("Games", "2 to 5 players · about an hour"),
    order=2,
    rules="black_friday",
    table="ponzi_desktop.ui.black_friday.table:BlackFridayTable",
    end_table="ponzi_desktop.ui.black_friday.end_table:BlackFridayEndTable",
    replay_marks="ponzi_desktop.ui.black_friday.replay_marks:MARKS",
    emblem="ponzi_desktop.ui.black_friday.emblem:BlackFridayEmblem",
    docks=(DockSpec("price_history", QT_TRANSLATE_NOOP("Games", "Price History"),
                    "ponzi_desktop.ui.black_friday.history:PriceHistoryPanel", "Ctrl+Shift+P",
                    QT_TRANSLATE_NOOP("Games", "Every share's price and gold after each price change, and your "
                                               "wealth then"), tab=QT_TRANSLATE_NOOP("Games", "Prices")),),
    narrator="ponzi_desktop.ui.black_friday.narration",
    rule_sections="ponzi_desktop.ui.black_friday.rule_links:section_for_item",
    settings_form="ponzi_desktop.ui.black_friday.settings_form:BlackFridayRules",
    rules_extras="ponzi_desktop.ui.black_friday.rules_extras:black_friday_tables",
    private_words=QT_TRANSLATE_NOOP("Games", "Private things such as cash and the shares each player keeps "
                                             "hidden appear only after the seat is claimed."),
    designer="Friedemann Friese",
    edition=QT_TRANSLATE_NOOP("Games", "2023 edition"),
)
