"""The Ponzi Scheme table and all it shows, registered with the app as `GAME` (ui/games.py); Qt core only."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import DockSpec, GameUI

GAME = GameUI(
    id="ponzi",
    title=QT_TRANSLATE_NOOP("Games", "Ponzi Scheme"),
    blurb=QT_TRANSLATE_NOOP("Games", "Raise money by promising your investors interest, trade shares of made-up "
                                     "industries in secret envelopes, and stay solvent longer than everyone else."),
    facts=QT_TRANSLATE_NOOP("Games", "3 to 5 players · about an hour"),
    order=1,
    rules="ponzi_scheme",
    table="ponzi_desktop.ui.ponzi.table:PonziTable",
    narrator="ponzi_desktop.ui.ponzi.narration",
    end_table="ponzi_desktop.ui.ponzi.end_table:PonziEndTable",
    replay_marks="ponzi_desktop.ui.ponzi.replay_marks:MARKS",
    settings_form="ponzi_desktop.ui.ponzi.settings_form:PonziRules",
    emblem="ponzi_desktop.ui.ponzi.emblem:PonziEmblem",
    rule_sections="ponzi_desktop.ui.ponzi.rule_links:section_for",
    rules_extras="ponzi_desktop.ui.ponzi.rules_extras:fund_card_table",
    docks=(DockSpec("forecast", QT_TRANSLATE_NOOP("Games", "Interest Forecast"),
                    "ponzi_desktop.ui.ponzi.forecast:ForecastPanel", "Ctrl+Shift+F",
                    QT_TRANSLATE_NOOP("Games", "The interest each player owes in the coming rounds"),
                    tab=QT_TRANSLATE_NOOP("Games", "Forecast")),),
    private_words=QT_TRANSLATE_NOOP("Games", "Private things such as cash and the amount in an envelope appear "
                                             "only after the seat is claimed."),
    designer="Jesse Li",
)
