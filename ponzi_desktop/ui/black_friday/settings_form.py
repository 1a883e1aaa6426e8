"""Black Friday's rule settings in the new-game dialog: whether the automated broker (M.I.B.S.) plays, which
the rules decide with two players (always) and five (never)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.forms import Setting, SettingsForm


class BlackFridayRules(SettingsForm):
    CONTEXT = "BlackFridayRules"
    SETTINGS = (
        Setting("mibs", QT_TRANSLATE_NOOP("BlackFridayRules", "The automated broker (M.I.B.S.)"),
                QT_TRANSLATE_NOOP("BlackFridayRules", "It plays a seat of its own, in the open, and always moves "
                                                      "first: the start player plays right after it. The rules: "
                                                      "always with 2 players, never with 5, your choice with 3 or "
                                                      "4."),
                options=((None, QT_TRANSLATE_NOOP("BlackFridayRules", "As the rules say")),
                         (True, QT_TRANSLATE_NOOP("BlackFridayRules", "With it")),
                         (False, QT_TRANSLATE_NOOP("BlackFridayRules", "Without it")))),
    )

    #: the first choice's words say what it comes to with this many players
    DEFAULT_WORDS = {
        2: (QT_TRANSLATE_NOOP("BlackFridayRules", "As the rules say (with it)"),
            QT_TRANSLATE_NOOP("BlackFridayRules", "With 2 players the rules always have the broker play.")),
        5: (QT_TRANSLATE_NOOP("BlackFridayRules", "As the rules say (without it)"),
            QT_TRANSLATE_NOOP("BlackFridayRules", "With 5 players the rules leave no seat for the broker.")),
        0: (QT_TRANSLATE_NOOP("BlackFridayRules", "As usual (without it)"),
            QT_TRANSLATE_NOOP("BlackFridayRules", "With 3 or 4 players the rules leave it to you; the usual game "
                                                  "is without the broker.")),
    }

    def set_seats(self, names: list[str], kinds: list[str]) -> None:
        """With 2 players the broker must play, with 5 it cannot: the other choice is greyed out. The first
        choice says what it comes to ("As the rules say (with it)")."""
        segments = self.widgets["mibs"]
        buttons = segments.buttons
        players = len(names)
        words, tip = (self.text(english) for english in self.DEFAULT_WORDS.get(players, self.DEFAULT_WORDS[0]))
        segments.set_words("None", words)
        buttons["None"].setToolTip(tip)
        buttons["True"].setEnabled(players != 5)
        buttons["False"].setEnabled(players != 2)
        for key in ("True", "False"):
            if buttons[key].isChecked() and not buttons[key].isEnabled():
                buttons["None"].setChecked(True)
