"""Whole games through the real window: one human playing only by mouse (drags, clicks, dialogs) against
three bots to the end table, and a monkey that clicks, drags and types at random while bots play."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from table_helpers import app_settings, click, drag, seats

from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Fund, Offer, ReturnTile
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.session import GameSession


def button(table, name: str) -> QPushButton | None:
    for b in table.panel.findChildren(QPushButton):
        if b.accessibleName() == name and b.isVisible() and b.isEnabled():
            return b
    return None


def play_one_move(table, session, rng: random.Random) -> None:
    """The human's decision, made with the mouse the way a person would, never through the session."""
    view = session.view()
    kind = session.decision_kind
    sc = table.scene
    me = view.seat
    if kind == "fund":
        funds = [c.action for c in view.choices if isinstance(c.action, Fund)]
        if funds and rng.random() < 0.85:
            fund = rng.choice(funds)
            if rng.random() < 0.5:
                drag(table, sc.supply.piles[fund.industry], sc.areas[me])
                drag(table, sc.board.cards[fund.card], sc.areas[me])
            else:
                click(table, sc.supply.piles[fund.industry])
                click(table, sc.board.cards[fund.card])
        else:
            button(table, "Pass").click()
    elif kind == "trade":
        offers = [c for c in view.choices if isinstance(c.action, Offer)]
        luxuries = [c.action for c in view.choices if isinstance(c.action, BuyLuxury)]
        roll = rng.random()
        if offers and roll < 0.4:
            choice = rng.choice(offers)
            drag(table, sc.areas[me].tiles[choice.action.industry], sc.areas[choice.action.target])
            dialog = table.offer_dialog
            assert dialog is not None and dialog.isVisible()
            dialog.spin.setValue(rng.randint(choice.lo, choice.hi))
            dialog.seal.click()
        elif luxuries and roll < 0.6:
            lux = rng.choice(luxuries)
            drag(table, sc.supply.luxuries[lux.price], sc.areas[me])
        else:
            button(table, "Pass").click()
    elif kind == "answer":
        dialog = table.answer_dialog
        assert dialog is not None and dialog.isVisible()
        target = dialog.counter if dialog.counter.isEnabled() and rng.random() < 0.5 else dialog.sold
        target.click()
    elif kind == "remove":
        card = rng.choice(view.market)
        drag(table, sc.board.cards[card], sc.piles.discard_slot)
    elif kind == "return":
        ret = rng.choice([c.action for c in view.choices if isinstance(c.action, ReturnTile)])
        drag(table, sc.areas[me].tiles[ret.industry], sc.supply.piles[ret.industry])
    else:  # pragma: no cover - a new kind of decision needs a UI path here
        raise AssertionError(f"no UI path for a {kind!r} decision")


@pytest.mark.parametrize(("seed", "variant"), [(11, "basic"), (12, "advanced")])
def test_one_human_plays_a_whole_game_by_mouse_to_the_end_table(qtbot, tmp_path, seed, variant):
    session = GameSession.new("ponzi", {"variant": variant}, seed, seats(4, humans=(0,)),
                              autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path))
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    qtbot.waitExposed(page)
    table = page.table
    rng = random.Random(seed)
    moves = 0
    while not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or session.my_turn(), timeout=30_000)
        if session.is_over:
            break
        before = session.action_count
        play_one_move(table, session, rng)
        assert session.action_count == before + 1, f"the {session.decision_kind} move did not land"
        moves += 1
        assert moves < 500
    qtbot.waitUntil(lambda: page.end_table is not None and page.end_table.isVisible(), timeout=5_000)
    assert moves > 0
    session.shutdown()


def test_monkey_clicks_drags_and_keys_never_break_the_table(qtbot, tmp_path):
    session = GameSession.new("ponzi", {"variant": "advanced"}, 5, seats(4, humans=(0,)),
                              autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path, speed="fast"))
    qtbot.addWidget(page)
    page.resize(1280, 720)
    page.show()
    qtbot.waitExposed(page)
    table = page.table
    viewport = table.view.viewport()
    rng = random.Random(99)
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_Left,
            Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down]
    for step in range(2500):
        w, h = viewport.width(), viewport.height()
        a = QPoint(rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.45:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        elif roll < 0.75:
            b = QPoint(rng.randrange(w), rng.randrange(h))
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
            QTest.mouseMove(viewport, (a + b) / 2)
            QTest.mouseMove(viewport, b)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        elif roll < 0.9:
            QTest.keyClick(table, rng.choice(keys))
        else:
            buttons = [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
            if buttons:
                rng.choice(buttons).click()
        for dialog in (table.offer_dialog, table.answer_dialog):  # a person would answer an open dialog
            if dialog is not None and dialog.isVisible() and rng.random() < 0.5:
                dialog.reject() if dialog is table.offer_dialog else dialog.sold.click()
        if step % 50 == 0:
            qtbot.wait(1)  # let bot answers and animations in
        if session.is_over:
            break
    # still alive, still consistent: the autosave replays to the session's game
    assert session.action_count == len(session.record.actions)
    session.shutdown()
