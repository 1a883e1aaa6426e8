"""The keyboard follows the panel's buttons as they change. A review played Ponzi Scheme from the keyboard: after
funding by Enter, play moved on to "Clandestine trading: you can only pass" and no control had the keyboard (it
rested on the panel itself, Tab twice to reach Pass); and after a mouse drag picked Grain, the ring stayed on
Transportation. Now a turn that begins with only End turn (Pass) to press begins on it, and a half move picked
on the table takes the keyboard to its next step. In every game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from table_mouse import drag
from test_keyboard_on_table import GAMES, new_session

from ponzi_desktop.ui.kit.panel_buttons import plays
from ponzi_desktop.ui.kit.turn_focus import keyboard_here


def usable(panel) -> list:
    """The panel's buttons that play a move or a part of one now: the row's, and End turn (Pass)."""
    row = [b for b in panel._move_buttons() if b.isVisible() and b.isEnabled()]
    ends = [panel.pass_button] if panel.pass_button.isVisible() and panel.pass_button.isEnabled() else []
    return row + ends


@pytest.mark.parametrize("game", GAMES)
def test_every_turn_begins_with_the_keyboard_on_a_control_and_never_on_the_bare_panel(qtbot, window, tmp_path,
                                                                                   game):
    """Thirty turns against random bots, each move made from the panel's place (the keyboard on the panel, as
    after Enter on a button that went): at every turn's start where a move can be pressed, the keyboard is on
    one of the buttons that make it, with its ring; in Ponzi Scheme, a turn where End turn was the only one."""
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session(game, "hbb", tmp_path))
    table = window.game_page.table
    panel = table.panel
    rng = random.Random(3)
    only_pass = checked = 0
    for _ in range(30):
        session = window.session
        qtbot.waitUntil(lambda s=session, t=table: s.is_over or (s.my_turn() and not t.animator.busy),
                        timeout=10_000)
        if session.is_over:
            break
        buttons = usable(panel)
        if buttons and keyboard_here(table):  # not where a dialog laid on the table has it (an offer drawn up)
            focus = QApplication.focusWidget()
            assert focus in buttons, (game, session.view().phase, focus, getattr(focus, "text", str)(), focus.window())
            checked += 1
            only_pass += buttons == [panel.pass_button]
        choice = rng.choice(list(session.view().choices))
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        panel.keys.park_focus()  # as after Enter on a button that then went
        before = session.action_count
        table.submit(action)
        if session.action_count == before:  # asked first (an amount, an offer to draw up): answered no
            for dialog in list(table.dialogs):
                dialog.reject()
            table.clear_selection()
    assert checked
    if game == "ponzi":
        assert only_pass, "no turn with End turn alone: the review's case was not met"


def test_a_tile_picked_by_a_drag_takes_the_keyboard_to_the_next_step(qtbot, window, tmp_path):
    """Ponzi Scheme's funding, as the review played it: the turn begins on the first tile's button; a drag picks
    another tile; the ring goes on to the next step, the row's green amounts, not left on the first tile."""
    window.activateWindow()
    qtbot.waitActive(window)
    window.start_session(new_session("ponzi", "hbb", tmp_path))
    table = window.game_page.table
    panel = table.panel
    qtbot.waitUntil(lambda: window.session.my_turn() and not table.animator.busy, timeout=10_000)
    first = usable(panel)[0]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is first, timeout=3000)
    sc, me = table.scene, window.session.viewer
    funds = [c.action for c in window.session.view().choices if hasattr(c.action, "industry")]
    industry = next(a.industry for a in funds if not plays(first, sc.supply.piles[a.industry].payload))
    drag(table, sc.supply.piles[industry], sc.areas[me])  # the tile picked, as the review's Grain
    assert not table.selection.empty
    focus = QApplication.focusWidget()
    assert focus is not first
    assert focus in panel._move_buttons() and focus.property("role") == "primary", focus.text()
