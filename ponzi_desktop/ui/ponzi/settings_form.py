"""Ponzi Scheme's rule settings in the new-game dialog: basic or advanced, the bears, first-round trading,
and an optional round limit (every setting of the engine's `PonziSettings` but the seats')."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.forms import Setting, SettingsForm


class PonziRules(SettingsForm):
    CONTEXT = "_PonziRules"
    SETTINGS = (
        Setting("variant", QT_TRANSLATE_NOOP("_PonziRules", "Game"),
                QT_TRANSLATE_NOOP("_PonziRules", "Advanced: instead of an offer you may buy a luxury; luxuries "
                                                 "score instead of cash."),
                options=(("basic", QT_TRANSLATE_NOOP("_PonziRules", "Basic")),
                         ("advanced", QT_TRANSLATE_NOOP("_PonziRules", "Advanced")))),
        Setting("bears", QT_TRANSLATE_NOOP("_PonziRules", "Bear cards"),
                QT_TRANSLATE_NOOP("_PonziRules", "18: cards 63–80, as the rulebook counts them. 16: cards 65–80, "
                                                 "as the online version plays."),
                options=((18, QT_TRANSLATE_NOOP("_PonziRules", "18 bears")),
                         (16, QT_TRANSLATE_NOOP("_PonziRules", "16 bears")))),
        Setting("first_round_trading", QT_TRANSLATE_NOOP("_PonziRules", "Trading"),
                QT_TRANSLATE_NOOP("_PonziRules", "Turning it off is a house rule of the online version."),
                switch=QT_TRANSLATE_NOOP("_PonziRules", "Clandestine &trading in the first round")),
        Setting("round_limit", QT_TRANSLATE_NOOP("_PonziRules", "Length"),
                QT_TRANSLATE_NOOP("_PonziRules", "Without a limit the game ends at the first bankruptcy. With one, "
                                                 "it also ends after that round, and every player is scored."),
                switch=QT_TRANSLATE_NOOP("_PonziRules", "End after this many rounds:"), suggested=8),
    )
