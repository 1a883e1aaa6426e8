"""The action panel and the keyboard: the focus never lands by itself on a button that plays a move, a card
picked on the table is lit in the panel too, and the next step of a half-made move is the panel's prompt."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from table_helpers import click


def committing(table) -> list[QPushButton]:
    """The panel's buttons whose click plays a move: Pass, and removing, returning or buying."""
    return [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and (
        b is table.panel.pass_button or b.accessibleName().startswith(("Remove the", "Return", "Buy")))]


def activate(table, qtbot) -> None:
    table.activateWindow()
    qtbot.waitUntil(lambda: table.isActiveWindow(), timeout=5_000)


def test_after_hint_enter_and_space_do_not_pass(make_table, qtbot):
    """A click on Hint disables it; the keyboard must not fall to Pass next to it (Enter would pass the turn)."""
    table, session = make_table("fund")
    activate(table, qtbot)
    count = session.action_count
    hint = table.panel.hint_button
    hint.setFocus()
    QTest.keyClick(hint, Qt.Key.Key_Space)
    assert session.hint_pending or session.hint is not None
    assert table.focusWidget() is not table.panel.pass_button
    qtbot.waitUntil(lambda: session.hint is not None, timeout=15_000)
    focus = table.focusWidget()
    assert focus not in committing(table)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
        QTest.keyClick(focus or table, key)
    assert session.action_count == count


def test_the_remove_buttons_never_take_the_focus_by_themselves(make_table, qtbot):
    """Removing a card plays at once: with the keyboard in the panel, the rebuilt row leaves it on none of them."""
    table, session = make_table("remove")
    activate(table, qtbot)
    table.panel._key = None  # rebuild the row with the keyboard in the panel, as after a move
    table.panel.keys.focus_first()
    table._refresh_controls()
    assert table.focusWidget() not in committing(table)
    from ponzi_desktop.ui.kit.panel_buttons import commits

    assert all(commits(b) for b in table.panel._move_buttons())
    count = session.action_count
    QTest.keyClick(table.focusWidget() or table, Qt.Key.Key_Return)
    assert session.action_count == count


def test_the_remove_buttons_show_amounts_and_light_the_picked_card(make_table):
    table, session = make_table("remove")
    buttons = table.panel._move_buttons()
    assert buttons and all(b.icon().isNull() for b in buttons)  # no unreadable 16 px card
    card = session.view().market[2]
    click(table, table.scene.board.cards[card])
    assert table.selection.card == card
    lit = [b for b in table.panel._move_buttons() if b.isChecked()]
    assert [b.accessibleName() for b in lit] == [f"Remove the ${card} card"]


def test_a_half_made_move_says_its_next_step_in_the_prompt(make_table):
    """The next step of a selection is the panel's prompt while the selection lasts (not only the status bar)."""
    table, session = make_table("remove")
    before = table.panel.prompt.text()
    card = session.view().market[2]
    click(table, table.scene.board.cards[card])
    prompt = table.panel.prompt.text()
    assert prompt != before and "discard" in prompt
    assert f"the ${card} card" in prompt  # the card as everywhere else: by its amount, never "card 72"
    table.clear_selection()
    assert table.panel.prompt.text() == before


def test_the_remove_buttons_tooltip_names_the_card_in_dollars(qtbot, tmp_path):
    """'Remove card 72 from the funding board' read as a card number: it is the $72 card."""
    from PySide6.QtWidgets import QPushButton

    from ponzi_desktop.ui.ponzi.action_panel import PonziActionPanel

    panel = PonziActionPanel(["Ann", "Bob", "Cy"])
    qtbot.addWidget(panel)

    class _Settings:
        bears = True

    class _View:
        phase, market, settings = "remove", (72,), _Settings()

    class _Moves:
        view, phase = _View(), "remove"

        def can_pass(self):
            return False

    class _Sel:
        card, empty = None, True

    panel.fill(_Moves(), _Sel())
    tips = [b.toolTip() for b in panel.buttons_box.findChildren(QPushButton)]
    assert tips == ["Remove the $72 card from the funding board"]


def test_the_luxury_buttons_carry_words_not_a_tile_too_small_to_read(make_table):
    """The luxury buy buttons had the luxury tile as an icon, its words about 3 px high."""
    from PySide6.QtWidgets import QPushButton

    table, session = make_table(variant="advanced", predicate=lambda s: s.phase == "trade" and s.actor == 0
                                and bool(s.lux_bank))
    buys = [b for b in table.panel.buttons_box.findChildren(QPushButton) if b.text().startswith("Buy ")]
    assert buys
    assert all(b.icon().isNull() for b in buys)


def test_a_card_picked_to_fund_is_named_as_everywhere_else(make_table):
    """The status line said "Card 9 is yours to fund" where the log, the tooltips and the panel say "the $9 card"."""
    table, session = make_table("fund")
    card = next(c for c in session.view().market if table.moves().industries_for(c))
    click(table, table.scene.board.cards[card])
    assert table.selection.card == card
    prompt = table.panel.prompt.text()
    assert prompt.startswith(f"The ${card} card is yours to fund"), prompt
