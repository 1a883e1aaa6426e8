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
