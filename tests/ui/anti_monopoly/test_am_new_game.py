"""The new-game dialog for Anti-Monopoly, as a play review asked: the roles' hint follows the choice, choosing the roles
per seat moves neither Start nor Cancel, the Foundation's hint says what the choice means in play; and the window's
title names the game in Spanish."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.new_game_dialog import NewGameDialog


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def open_dialog(qtbot, app_settings, seats: int) -> NewGameDialog:
    dialog = NewGameDialog("anti_monopoly", app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    while len(dialog.rows) < seats:
        dialog.add_seat()
    while len(dialog.rows) > seats:
        dialog.remove_seat(dialog.rows[-1])
    settle()
    return dialog


def places(dialog: NewGameDialog) -> tuple:
    cancel = dialog.buttons.button(dialog.buttons.StandardButton.Cancel)
    return (dialog.size(), dialog.ok_button.mapTo(dialog, dialog.ok_button.rect().topLeft()),
            cancel.mapTo(dialog, cancel.rect().topLeft()))


@pytest.mark.parametrize("seats", [2, 4, 6])
def test_choosing_the_roles_moves_nothing_and_the_hint_follows(qtbot, app_settings, seats):
    dialog = open_dialog(qtbot, app_settings, seats)
    rules = dialog.rules
    before = places(dialog)
    assert rules.roles_hint.text().startswith("Each player's side is drawn")
    rules.roles.buttons["chosen"].click()
    settle()
    assert all(combo.isVisible() for combo in rules.role_combos) and len(rules.role_combos) == seats
    assert "Drawn" not in rules.roles_hint.text() and rules.roles_hint.text().startswith("Choose each player's")
    assert places(dialog) == before
    rules.roles.buttons["drawn"].click()
    settle()
    assert not any(combo.isVisible() for combo in rules.role_combos)
    assert places(dialog) == before
    assert rules.values()["roles"] is None


def test_the_foundation_hint_says_what_a_monopolist_pays():
    from ponzi_desktop.ui.anti_monopoly.settings_form import AntiMonopolyRules

    setting = next(s for s in AntiMonopolyRules.SETTINGS if s.name == "foundation_payment")
    hint = setting.hint
    assert "Foundation" in hint and "(usual)" in hint
    assert "published" not in hint and "rulebook" not in hint


def test_the_foundation_hint_shows_both_amounts(qtbot, app_settings):
    dialog = open_dialog(qtbot, app_settings, 4)
    texts = [label.text() for label in dialog.rules.findChildren(QLabel)]
    assert "What a Monopolist pays at the Anti-Monopoly Foundation: $160 (usual) or $10." in texts


def test_the_window_title_names_the_game_in_spanish(qtbot, app_settings, english_after, tmp_path):
    """In Spanish the three games keep their editions' titles, as the Spanish Ponzi Scheme rulebook keeps its
    own (a review found "Antimonopolio" beside "Ponzi Scheme" and "Black Friday"): the window, the start page,
    the rules and the board say "Anti-Monopoly"; the board's spaces stay translated ("Fundación
    Antimonopolio")."""
    from am_games import session_of

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.main_window import MainWindow

    window = MainWindow(app_settings, language="es")
    qtbot.addWidget(window)
    session = session_of(tmp_path, 3, {}, 1, 5)
    assert window.start_session(session)
    assert window.windowTitle() == "Anti-Monopoly — Ponzi Desktop"
    assert window.game_page.table.scene.title.text() == "ANTI-MONOPOLY"
    assert [games.title(g) for g in ("ponzi", "black_friday", "anti_monopoly")] == [
        "Ponzi Scheme", "Black Friday", "Anti-Monopoly"]
    window.close_session()


def test_unequal_sides_are_counted_in_real_plurals(qtbot, app_settings):
    dialog = open_dialog(qtbot, app_settings, 4)
    rules = dialog.rules
    rules.roles.buttons["chosen"].click()
    for combo, role in zip(rules.role_combos, ("competitor", "monopolist", "monopolist", "monopolist"), strict=True):
        combo.setCurrentIndex(combo.findData(role))
    assert rules.problem() == "The two sides must be as equal as possible: 1 Competitor and 3 Monopolists will not do."
    rules.role_combos[0].setCurrentIndex(rules.role_combos[0].findData("monopolist"))
    assert rules.problem() == "The two sides must be as equal as possible: 0 Competitors and 4 Monopolists will not do."
