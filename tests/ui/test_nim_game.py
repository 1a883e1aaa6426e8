"""A game that is none of the three, added through the registries' public calls alone: Nim (tests/nim/), played
through the whole app. The new-game dialog offers it and seats one person and the random bot (the only bot its
registration declares); a move through the table; save and load; the end table; the history database and its
page; the replay; the statistics. Nim is registered for this module's tests only."""

from __future__ import annotations

import pytest
from nim.registration import nim_registered
from PySide6.QtCore import Qt
from table_mouse import click, drag

from ponzi_desktop.engine.core import all_games
from ponzi_desktop.persistence.history import History
from ponzi_desktop.ui import games


@pytest.fixture
def nim(qapp):
    with nim_registered():
        yield
    assert "nim" not in [g.id for g in games.registered()]  # gone from the cached list at once


def test_nim_is_offered_only_while_registered(nim):
    assert "nim" in [g.id for g in games.playable()] and games.title("nim") == "Nim"
    assert "nim" in [spec.id for spec in all_games()]


def test_nim_is_not_there_for_the_other_tests():
    assert "nim" not in [g.id for g in games.registered()]
    assert "nim" not in [spec.id for spec in all_games()]


def pick_nim_and_seat_one_person_and_a_bot(monkeypatch, offered: list) -> None:
    """The new-game dialog, as a person uses it: on another game, choose Nim; there, two seats (one person,
    one bot), the seed, Start."""
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    def run(dialog: NewGameDialog) -> int:
        if dialog.game != "nim":
            dialog.game_choice.buttons["nim"].click()  # reopens the dialog for Nim
            return int(dialog.result())
        while len(dialog.rows) > 2:
            dialog.remove_seat(dialog.rows[-1])
        person, bot = dialog.rows
        offered.append([bot.kind.itemData(i) for i in range(bot.kind.count())])
        person.kind.setCurrentIndex(0)
        bot.kind.setCurrentIndex(1)
        dialog.seed_edit.setText("4")
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NewGameDialog, "exec", run)


def test_nim_through_the_whole_app(nim, window, qtbot, monkeypatch, user_folders, tmp_path):
    offered: list = []
    pick_nim_and_seat_one_person_and_a_bot(monkeypatch, offered)
    window.new_game("ponzi")
    qtbot.waitUntil(lambda: window.session is not None and window.session.game == "nim", timeout=5000)
    session = window.session
    assert offered == [[("human", None), ("bot", "random")]]  # the random bot, and no level Nim lacks
    assert [(s.kind, s.level) for s in session.record.seats] == [("human", None), ("bot", "random")]
    assert not session.can_hint()  # no hard bot to ask

    # a move through the table: the last token of a heap dragged to the pile, then one clicked
    table = window.game_page.table
    moves_made = 0
    for way in (drag, click):
        qtbot.waitUntil(lambda: session.my_turn() and not table.animator.busy, timeout=10_000)
        view = session.view()
        heap = max(range(len(view.heaps)), key=lambda h: view.heaps[h])
        before = len(session.record.actions)
        token = table.scene.tokens[heap][-1]
        if way is drag:
            drag(table, token, table.scene.pile)
        else:
            click(table, token)
        assert session.record.actions[before] == f"take {heap} 1"
        moves_made += 1
        if session.is_over:
            break

    # save and load
    save = tmp_path / "nim.json"
    session.save(save)
    assert window.load_path(save)
    session = window.session
    assert session.game == "nim" and session.record.actions[:moves_made]

    # to the end, through the table's own submit
    table = window.game_page.table
    while not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or (session.my_turn() and not table.animator.busy), timeout=10_000)
        if not session.is_over:
            assert table.submit(session.view().choices[-1].action)
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=10_000)
    end = window.game_page.end_table
    assert end.title.text() and "Whoever takes the last token wins." in end.reason.text()

    # the history: the database and its page
    with History(user_folders / "history.sqlite3") as history:
        [entry] = history.games()
    assert entry.game == "nim" and entry.record.actions == session.record.actions
    assert entry.winners == tuple(session.outcome.winners)
    window.history.show()
    assert [e.game for e in window.history.page.list.model_.entries()] == ["nim"]

    # the replay, from the history page: it opens and steps
    qtbot.mouseClick(window.history.page.detail.replay_button, Qt.MouseButton.LeftButton)
    page = window.replays.page
    assert page is not None and window.stack.currentWidget() is page
    assert page.session.full_record.actions == session.record.actions
    page.go_to(0)
    page.step_forward()
    assert page.session.position == 1
    page.bar.close_button.click()

    # the statistics count it
    window.history.show_statistics()
    headings = window.history.statistics_page.headings()
    assert "Nim" in headings
    card = window.history.statistics_page.table_texts()[headings.index("Nim")]
    assert "1" in card[1]


def test_nims_rules_come_from_the_folder_its_registration_names(nim, qtbot):
    from ponzi_desktop.ui.rules_dialog import RulesDialog, rule_sections

    dialog = RulesDialog("nim", None, "es")  # no Spanish rules: the English ones, said so
    qtbot.addWidget(dialog)
    assert not dialog.missing and dialog.fallback
    assert rule_sections("nim", "en") == {"game": "The game"}
