"""The Anti-Monopoly table and all it shows, registered with the app as `GAME` (ui/games.py); Qt core only."""

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import DockSpec, GameUI

#: The seats' colours at this table: none green or blue, the sides' colours (Competitors green, Monopolists blue,
#: as the box's pawns; the decks, the badges, the buildings), and every two of them 20 CIEDE2000 units apart and
#: more, as they are and as a person with protanopia or deuteranopia sees them, their banners too (a review took
#: the orange and the brown seats' tags and tokens for one another: 16.7 apart, 9.8 under protanopia). A seat keeps
#: the colour it has at the other tables (`look.SEAT_COLOURS`) where that can be: vermilion and pink stay in their
#: places; purple, black, yellow and white stand where the others have blue, green, orange and sky blue (orange
#: stood 12.5 from vermilion under deuteranopia). tests/ui/test_seat_palettes.py measures them.
SEAT_PALETTE = ("#6A3D9A", "#D55E00", "#3A3A3A", "#CC79A7", "#F0E442", "#F5F5F5")

GAME = GameUI(
    id="anti_monopoly",
    title=QT_TRANSLATE_NOOP("Games", "Anti-Monopoly"),
    blurb=QT_TRANSLATE_NOOP("Games", "Competitors against monopolists on one board: buy streets, build, and "
                                     "survive the price wars."),
    facts=QT_TRANSLATE_NOOP("Games", "2 to 6 players · about two hours"),
    order=3,
    rules="anti_monopoly",
    narrator="ponzi_desktop.ui.anti_monopoly.narration",
    table="ponzi_desktop.ui.anti_monopoly.table:AntiMonopolyTable",
    rule_sections="ponzi_desktop.ui.anti_monopoly.rule_links:section_for_item",
    settings_form="ponzi_desktop.ui.anti_monopoly.settings_form:AntiMonopolyRules",
    rules_extras="ponzi_desktop.ui.anti_monopoly.rules_extras:anti_monopoly_tables",
    end_table="ponzi_desktop.ui.anti_monopoly.end_table:AntiMonopolyEndTable",
    replay_marks="ponzi_desktop.ui.anti_monopoly.replay_marks:MARKS",
    emblem="ponzi_desktop.ui.anti_monopoly.emblem:AntiMonopolyEmblem",
    private_words=QT_TRANSLATE_NOOP("Games", "Everything on this table is public, cash too: the screen goes round "
                                             "so that each of you makes your own moves."),
    all_public=True,
    seat_colours=SEAT_PALETTE,
    role_name="ponzi_desktop.ui.anti_monopoly.labels:role_name",
    docks=(DockSpec("money_history", QT_TRANSLATE_NOOP("Games", "Money and Property"),
                    "ponzi_desktop.ui.anti_monopoly.history:AntiMonopolyMoneyPanel", "Ctrl+Shift+P",
                    QT_TRANSLATE_NOOP("Games", "Every player's cash and property value at the start of each "
                                               "round"), tab=QT_TRANSLATE_NOOP("Games", "Money")),),
    designer="Ralph Anspach",
)
