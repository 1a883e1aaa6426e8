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
        """Only the choices that differ for this many players: the first says what the rules come to ("As usual
        (without it)"), and the explicit choice that comes to the same is hidden (a review found three buttons for
        two choices with 3 players); with 2 players the broker must play, with 5 it cannot, and the other choice
        stays greyed, saying why."""
        segments = self.widgets["mibs"]
        buttons = segments.buttons
        players = len(names)
        words, tip = (self.text(english) for english in self.DEFAULT_WORDS.get(players, self.DEFAULT_WORDS[0]))
        segments.set_words("None", words)
        buttons["None"].setToolTip(tip)
        plays = players == 2  # what the first choice comes to
        same, other = buttons[f"{plays}"], buttons[f"{not plays}"]
        same.setVisible(False)
        other.setVisible(True)
        possible = players not in (2, 5)
        other.setEnabled(possible)
        other.setToolTip("" if possible else tip)
        other.setAccessibleDescription("" if possible else tip)
        if not (other.isChecked() and possible):
            buttons["None"].setChecked(True)
