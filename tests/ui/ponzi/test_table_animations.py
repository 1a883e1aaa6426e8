"""The Ponzi table's animations: they complete at every speed and a press finishes them, bots play through them
(and a monkey's presses and drags with them), the cash and the phase shown follow the step being shown, and a
crash shows its bears on the discard pile before they are shuffled into the deck."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from table_helpers import drag, human_at

from ponzi_desktop.engine.ponzi.actions import Fund, Remove


def round_end(s):
    """The human removes a card and no crash follows: the wheels turn and interest is paid."""
    if not (s.phase == "remove" and s.actor == 0):
        return False
    return any(cd <= 1 for w in s.wheel for cd in w[1::2])


@pytest.mark.parametrize("speed", ["off", "fast", "normal"])
def test_animations_complete(make_table, qtbot, speed):
    table, session = make_table(predicate=round_end, speed=speed)
    card = session.view().market[0]
    count = session.action_count
    drag(table, table.scene.board.cards[card], table.scene.piles.discard_slot)
    assert session.action_count == count + 1
    if speed != "off":
        assert table.animator.busy
        with qtbot.waitSignal(table.animator.idle, timeout=15000):
            pass
    assert not table.animator.busy
    view = session.view()
    assert set(table.scene.board.cards) == set(view.market)
    for p, area in enumerate(table.scene.areas):
        assert sorted(area.wheel.cards) == sorted(view.players[p].wheel)
        assert all(chip.glow is None for chip in area.wheel.chips.values())
    assert not table.animator.flyers


def test_a_press_finishes_a_running_animation(make_table, qtbot):
    table, session = make_table(predicate=round_end, speed="slow")
    card = session.view().market[0]
    drag(table, table.scene.board.cards[card], table.scene.piles.discard_slot)
    assert table.animator.busy
    QTest.mousePress(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.viewport().rect().center())
    assert not table.animator.busy
    assert not table.animator.flyers
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       table.view.viewport().rect().center())


def test_bots_play_with_animations(make_table, qtbot):
    """Bots take their turns through the session while the table animates; the table keeps up."""
    table, session = make_table("fund", speed="fast")
    session.set_paused(False)
    start = session.action_count
    session.submit(session.view().choices[0].action)
    qtbot.waitUntil(lambda: session.action_count >= start + 6 or session.is_over or session.my_turn(),
                    timeout=20000)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=20000)
    view = session.view()
    assert set(table.scene.board.cards) == set(view.market)


def test_monkey_clicks_and_drags_while_bots_play(make_table, qtbot):
    """Hundreds of random presses, drags, releases and keys with bots playing: no exception, no stale piece."""
    import random as _random

    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    table, session = make_table("fund", speed="fast")
    session.set_paused(False)
    start = session.action_count
    rng = _random.Random(17)
    vp = table.view.viewport()
    size = vp.size()

    def anywhere() -> QPoint:
        return QPoint(rng.randrange(size.width()), rng.randrange(size.height()))

    import time as _time

    deadline = _time.monotonic() + 60
    step = 0
    # at least 400 presses; then on until the bots (thinking in their own process) have played too
    while step < 400 or (session.action_count <= start + 10 and _time.monotonic() < deadline):
        step += 1
        roll = rng.random()
        if roll < 0.45:
            a, b = anywhere(), anywhere()
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
            for i in range(1, 4):
                QTest.mouseMove(vp, a + (b - a) * i / 3)
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        elif roll < 0.8:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, anywhere())
        elif roll < 0.9:
            buttons = [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                rng.choice(buttons).click()
        else:
            QTest.keyClick(table.view, rng.choice([Qt.Key.Key_Escape, Qt.Key.Key_Tab, Qt.Key.Key_Space]))
        for dlg in (table.offer_dialog, table.answer_dialog):
            if dlg is not None and rng.random() < 0.5:
                if dlg is table.answer_dialog:
                    dlg.sold.click()
                else:
                    dlg.accept() if rng.random() < 0.5 else dlg.reject()
        QApplication.processEvents()
        if step % 40 == 0:
            qtbot.wait(5)  # a bot's answer comes from its process: give it the moment to arrive
        if session.is_over:
            break
    session.set_paused(True)
    assert session.action_count > start + 10  # the monkey and the bots did play
    table.animator.snap()
    view = session.view()
    assert set(table.scene.board.cards) == set(view.market)
    for p, area in enumerate(table.scene.areas):
        assert sorted(area.wheel.cards) == sorted(view.players[p].wheel)
    assert not table.animator.flyers and table.drag.ghost is None


def test_the_phase_shown_follows_the_move_being_shown(make_table, qtbot):
    """While the wheels turn and interest is paid, the round's track, its phase line and the panel's heading
    name those steps (5 and 6), not the decision before them; nobody's area is lit as the one to move."""
    def due_soon(s):  # the human removes a card, and a wheel pays this round
        return human_at("remove")(s) and any(cd == 1 for w in s.wheel for cd in w[1::2]) and \
            sum(s.bear[c] for c in s.market) < s.n - 1
    table, session = make_table(speed="fast", predicate=due_soon)
    seen = []

    def record(_tag, _count, event):
        QTest.qWait(0)
        heading = table.panel.title.text()
        active = [p for p, area in enumerate(table.scene.areas) if area.active]
        seen.append((event.kind, table.scene.piles.phase_text.text(), heading, active))

    table.animator.showing.connect(record)
    session.set_paused(False)
    card = session.view().market[0]
    assert session.submit(Remove(card))
    qtbot.waitUntil(lambda: not table.animator.busy and any(k in ("round_started", "game_over") for k, *_ in seen),
                    timeout=10_000)
    by_kind = {kind: (phase, heading, active) for kind, phase, heading, active in seen}
    played = seen and session.view().round - ("round_started" in by_kind)  # the round that ended
    assert by_kind["card_removed"][:2] == ("3. Pass the marker", f"Round {played} · Pass the marker")
    assert by_kind["wheel_rotated"] == ("5. Rotate the wheel", f"Round {played} · Rotate the wheel", [])
    assert by_kind["interest_paid"] == ("6. Pay interest", f"Round {played} · Pay interest", [])
    if "round_started" in by_kind:
        assert by_kind["round_started"][:2] == ("1. Funding", f"Round {played + 1} · Funding")
        assert table.scene.piles.round_text.text() == f"Round {played + 1}"
    else:
        assert by_kind["game_over"][1] == "Game over" and table.scene.piles.round_text.text() == "Game over"


def test_your_cash_changes_when_the_money_lands_not_after_the_whole_move(make_table, qtbot):
    """The log says you funded as the card flies; your cash shows the investors' money as the card lands
    (it stayed at the old amount until every step of the move had been shown)."""
    table, session = make_table("fund", speed="fast")
    before = session.view().players[0].cash
    moves = table.moves()
    industry = next(i for i in session.view().industries if moves.can_take(i))
    card = moves.cards_for(industry)[0]
    seen = []
    table.animator.showing.connect(lambda _t, _n, event: seen.append((event.kind, table.scene.areas[0].cash.cash)))
    assert session.submit(Fund(industry, card))
    qtbot.waitUntil(lambda: not table.animator.busy and bool(seen), timeout=10_000)
    after = [cash for kind, cash in seen if kind != "funded"]
    assert seen[0] == ("funded", before)
    assert after and after[0] == before + card  # the next step begins with the money in
    assert table.scene.areas[0].cash.cash == session.view().players[0].cash


def crash_next(s):
    """The human removes a card, and the bears left on the board crash the market."""
    if not (s.phase == "remove" and s.actor == 0):
        return False
    bears = [c for c in s.market if s.bear[c]]
    return len(bears) >= s.n and len(bears) < len(s.market)


def test_a_crash_shows_the_bears_on_the_discard_pile_then_shuffled_into_the_deck(make_table, qtbot):
    """The log said the bears go to the discard pile; the board flew them to the deck, and the discard pile
    emptied and the deck grew with no word. Now the bears land on the discard pile, and the reshuffle the log
    tells empties it into the deck."""
    table, session = make_table(predicate=crash_next, speed="fast")
    view = session.view()
    card = next(c for c in view.market if not table.scene.board.cards[c].facts.bear)
    piles = table.scene.piles
    seen = {}

    def showing(_tag, _count, event) -> None:
        if event is not None and event.kind == "deck_reshuffled":
            seen[event.kind] = (piles.top_card is not None and piles.top_card.facts.bear, piles.discard_label.text())

    table.animator.showing.connect(showing)
    drag(table, table.scene.board.cards[card], table.scene.piles.discard_slot)
    with qtbot.waitSignal(table.animator.idle, timeout=15000):
        pass
    assert "deck_reshuffled" in seen, seen
    bear_on_top, label = seen["deck_reshuffled"]
    assert bear_on_top and label != "Discards: 0"
    after = session.view()
    assert piles.discard_label.text() == f"Discards: {len(after.discard)}" == "Discards: 0"
    assert piles.deck.count == after.deck_size
