"""Black Friday's new-game dialog: the broker's first choice says what it comes to with the seats chosen ("As the rules
say" did not tell a player of three whether the broker plays), and choosing the seats moves neither Start nor
Cancel."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from ponzi_desktop.ui.new_game_dialog import NewGameDialog


def open_dialog(qtbot, app_settings) -> NewGameDialog:
    dialog = NewGameDialog("black_friday", app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def seat(dialog: NewGameDialog, seats: int) -> None:
    while len(dialog.rows) < seats:
        dialog.add_seat()
    while len(dialog.rows) > seats:
        dialog.remove_seat(dialog.rows[-1])
    for _ in range(6):
        QApplication.processEvents()


@pytest.mark.parametrize(("seats", "words", "plays"), [(2, "(with it)", True), (3, "(without it)", False),
                                                       (4, "(without it)", False), (5, "(without it)", False)])
def test_the_broker_default_says_whether_it_plays(qtbot, app_settings, seats, words, plays):
    dialog = open_dialog(qtbot, app_settings)
    seat(dialog, seats)
    button = dialog.rules.widgets["mibs"].buttons["None"]
    assert button.text().endswith(words)
    assert button.accessibleName().endswith(words)
    assert button.toolTip()
    button.click()
    assert dialog.rules.values()["mibs"] is None
    from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings
    assert BlackFridaySettings(players=seats).with_broker is plays


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_broker_shows_only_choices_that_differ(qtbot, app_settings, seats):
    """A review with 3 players: "As usual (without it) / With it / Without it", three buttons for two choices.
    Every button shown makes a different game (with the broker or without); one the rules forbid for this many
    players stays greyed, saying why; picking the other count again brings the other button back."""
    from ponzi_desktop.engine.black_friday.settings import BlackFridaySettings

    dialog = open_dialog(qtbot, app_settings)
    seat(dialog, seats)
    segments = dialog.rules.widgets["mibs"]
    shown = [b for b in segments.buttons.values() if b.isVisible()]
    assert len(shown) == 2, [b.text() for b in shown]
    outcomes = []
    for button in shown:
        if not button.isEnabled():
            assert button.toolTip() and button.accessibleDescription() == button.toolTip()
            continue
        button.click()
        outcomes.append(BlackFridaySettings(players=seats, mibs=dialog.rules.values()["mibs"]).with_broker)
    assert len(outcomes) == len(set(outcomes)) == (1 if seats in (2, 5) else 2)
    assert [b.text() for b in shown][1] == ("Without it" if seats == 2 else "With it")
    seat(dialog, 4 if seats != 4 else 2)
    again = [b.text() for b in segments.buttons.values() if b.isVisible()]
    assert len(again) == 2 and again[1] == ("Without it" if seats == 4 else "With it"), again
