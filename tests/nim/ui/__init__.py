"""Nim's table and all it shows, registered with the app as `GAME` by `nim.registration` (never by the app's own
package scan: Nim lives in the tests). Qt core only, as every game's registration."""

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.games import GameUI

GAME = GameUI(
    id="nim",
    title=QT_TRANSLATE_NOOP("Games", "Nim"),
    blurb=QT_TRANSLATE_NOOP("Games", "Take one to three tokens from a heap; who takes the last token wins."),
    facts=QT_TRANSLATE_NOOP("Games", "2 or 3 players · a few minutes"),
    order=90,
    rules="nim",
    rules_folder=str(Path(__file__).resolve().parent.parent / "rules"),  # Nim's rules are not the program's
    table="nim.ui.table:NimTable",
    narrator="nim.ui.narration",
    end_table="nim.ui.end_table:NimEndTable",
    settings_form="nim.ui.settings_form:NimRules",
    private_words=QT_TRANSLATE_NOOP("Games", "Nothing in Nim is hidden: every token is on the table."),
    all_public=True,
)
