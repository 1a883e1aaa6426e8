"""The Ponzi table's panel and what lights the board: the hint button (and none on another's turn), a hovered log
entry lighting its pieces, the panel's rows keeping their places, and a narrow table showing pictures for words."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from ponzi_desktop.ui.ponzi.items import industry_name


def test_a_hovered_log_entry_lights_its_pieces(make_table):
    from ponzi_desktop.engine.core import Event

    table, session = make_table("fund")
    view = session.view()
    card, ind = view.market[0], view.industries[1]
    table.highlight_event(Event("funded", 2, {"industry": ind, "card": card, "row": 1, "countdown": 3}))
    sc = table.scene
    assert sc.areas[2].glow == "hover"
    assert sc.board.cards[card].glow == "hover"
    assert sc.supply.piles[ind].glow == "hover" and sc.areas[2].tiles[ind].glow == "hover"
    table.highlight_event(None)
    assert sc.areas[2].glow is None and sc.board.cards[card].glow is None


@pytest.mark.parametrize("phase", ["fund", "trade"])
def test_the_hint_button_lights_the_suggested_move_and_says_it(make_table, qtbot, phase):
    from ponzi_desktop.ui.ponzi.hint import hint_items

    table, session = make_table(phase)
    assert table.panel.hint_button.isVisible() and table.panel.hint_button.isEnabled()
    QTest.mouseClick(table.panel.hint_button, Qt.MouseButton.LeftButton)
    assert session.hint_pending and not table.panel.hint_button.isEnabled()
    qtbot.waitUntil(lambda: session.hint is not None, timeout=15_000)
    assert session.check(session.hint) is None
    assert table.panel.prompt.text().startswith("Hint:")
    lit = hint_items(table.scene, session.hint, session.viewer)
    assert all(item.glow == "hint" for item in lit)
    if session.hint.to_text() != "pass":  # a pass has no piece; every other move lights its pieces
        assert lit, f"{session.hint.to_text()} lights no piece"
    session.submit(session.hint)  # following it is a legal move; the hint then goes
    assert session.hint is None and not any(item.glow == "hint" for item in lit if item.scene() is table.scene)


def test_half_a_move_picked_after_a_hint_says_its_next_step_not_the_hint(make_table, qtbot):
    """A review pressed Hint, then dragged the hinted tile first: the status line still said "Hint: take a Grain
    tile and fund the $14 card." instead of what to do next. Once half a move is picked, the prompt's place says
    its next step (the hint's pieces stay lit, Hint stays used); put back, the hint is said again."""
    from ponzi_desktop.engine.ponzi.actions import Fund

    table, session = make_table(predicate=lambda s: s.phase == "fund" and s.actor == 0
                                and any(isinstance(c.action, Fund) for c in s.view(0).choices))
    table.request_hint()
    qtbot.waitUntil(lambda: session.hint is not None, timeout=15_000)
    hint = table.panel.prompt.text()
    assert hint.startswith("Hint:")
    fund = session.hint if isinstance(session.hint, Fund) else next(
        c.action for c in session.view().choices if isinstance(c.action, Fund))
    table.apply_result(table.moves().click(table.scene.supply.piles[fund.industry].payload, None, table.selection))
    assert not table.selection.empty
    prompt = table.panel.prompt.text()
    assert prompt != hint and not prompt.startswith("Hint:"), prompt
    assert prompt == table.move_prompt(session.view())
    assert not table.panel.hint_button.isEnabled()
    table.apply_result(table.moves().click(table.scene.supply.piles[fund.industry].payload, None, table.selection))
    assert table.selection.empty and table.panel.prompt.text() == hint


def test_no_hint_on_someone_elses_turn(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "fund" and s.actor == 1)
    assert table.panel.hint_button.isVisible() and not table.panel.hint_button.isEnabled()  # greyed, its slot kept
    table.request_hint()
    assert session.hint is None and not session.hint_pending


@pytest.mark.parametrize("width", [1020, 640])
def test_a_narrow_table_shows_pictures_for_words_rather_than_cut_buttons(make_table, width, qtbot):
    """With a panel docked beside it the table is narrow: the industry buttons show their tiles only (their
    names in the tooltip and for screen readers); no button's words are cut, at any width."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[2]))
    from widget_checks import clipped

    table, _session = make_table("fund")
    table.resize(width, 677)
    qtbot.wait(20)
    assert not clipped(table.panel), clipped(table.panel)
    industries = [b for b in table.panel._move_buttons() if b.accessibleName() in {industry_name(i) for i in
                                                                                    ("transportation", "grain")}]
    assert industries and all(b.accessibleName() and b.toolTip() for b in industries)
    assert all((b.text() == "") == (width < 800) for b in industries)
    table.resize(1020, 677)
    qtbot.wait(20)
    assert all(b.text() for b in industries)  # room again: the words come back


def test_the_panel_rows_keep_their_places_whatever_they_hold(make_table, qtbot):
    """The prompt, Hint and Pass stay where they are with a row of buttons or none, and while Hint says
    "Thinking…" (it moved 11 px, and Hint 3 px, before)."""
    table, _session = make_table("fund")
    panel = table.panel
    panel.show_hint(True, False, None)
    qtbot.wait(10)
    places = lambda: (panel.prompt.geometry(), panel.hint_button.geometry(), panel.pass_button.geometry())  # noqa: E731
    before = places()
    panel.show_hint(True, True, None)  # "Thinking…"
    qtbot.wait(10)
    assert places() == before
    panel.show_waiting("Round 1 · Funding", "Bob is deciding.")
    qtbot.wait(10)
    assert places()[0] == before[0]
    known = {panel.undo_button, panel.clear_button, panel.hint_button, panel.pass_button, *panel._move_buttons()}
    assert {b for b in panel.findChildren(QPushButton) if b.isVisible()} <= known  # nothing else shows
