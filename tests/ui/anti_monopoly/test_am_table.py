"""The Anti-Monopoly table from the player's side: games by mouse only (to the end, and into a bankruptcy),
illegal drops refused with the state unchanged, a trade between two people at one screen with the hand-off,
a save reloaded while raising money, undo never past the dice, and a monkey."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_mouse import app_settings, click, drag

from ponzi_desktop.engine.anti_monopoly.actions import Build, Buy, Mortgage, Roll
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.session import GameSession

from .mouse_play import by_mouse, mouse_choice, new_session, prefix_before, seats


def play(session: GameSession, action) -> bool:
    """Play `action` for the seat to move, taking the screen for it first (hot seat)."""
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    return session.submit(action)


def page_for(qtbot, tmp_path, session: GameSession, size=(1600, 900), speed: str = "off") -> GamePage:
    page = GamePage(session, app_settings(tmp_path, speed))
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


def run_by_mouse(qtbot, page: GamePage, session: GameSession, rng: random.Random, limit: int = 3000) -> int:
    """Play to the end: the people at the screen by mouse, the bots by themselves. Returns the mouse moves."""
    table = page.table
    made = 0
    for _ in range(limit):
        QApplication.processEvents()
        if session.is_over:
            break
        if page.cover.isVisible():
            page.cover.claim()
            continue
        if page.handoff_held:
            table.panel.hand_over_button.click()
            continue
        if session.my_turn():
            before = session.action_count
            by_mouse(table, mouse_choice(session.view(), rng))
            assert session.action_count > before or session.view().phase in ("trade",), "the gesture played nothing"
            made += 1
        else:
            qtbot.waitUntil(lambda: session.my_turn() or session.is_over or page.cover.isVisible()
                            or page.handoff_held, timeout=20_000)
    return made


def test_a_whole_game_by_mouse_to_the_end(qtbot, tmp_path):
    # four rounds: 30 moves by mouse to the end and its winners, and the game plays the same kinds of action
    # (roll, buy, mortgage, redeem, trades proposed, answered and cancelled, end) as in six rounds (42 moves)
    session = new_session(tmp_path, 3, humans=(0, 1), seed=5, round_limit=4)
    page = page_for(qtbot, tmp_path, session)
    made = run_by_mouse(qtbot, page, session, random.Random(5))
    assert session.is_over and made > 20
    outcome = session.view().outcome
    assert outcome.winners
    status = page.table.status_text(session.view())
    assert any(session.seats[w].name in status for w in outcome.winners) or "win" in status.lower()
    if page.game.end_table is not None:
        qtbot.waitUntil(page.end_table_shown, timeout=5_000)


def test_a_bankruptcy_by_mouse(qtbot, tmp_path):
    """A two-player game reloaded a move before a bankruptcy: the move made by mouse bankrupts its player and
    the game ends with the other player standing."""
    found = None
    for seed in range(1, 40):
        found = prefix_before("bankrupt", 2, seed, {"round_limit": 60})
        if found is not None and found[2].current_player is not None:
            break
    assert found is not None, "no seed gives a bankruptcy"
    texts, action, state = found
    mover = state.current_player
    spec = game_spec("anti_monopoly")
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(2, {"round_limit": 60}).model_dump(
        mode="json"), seed=seed, seats=seats(2, humans=(mover,)), actions=texts)
    session = GameSession(record, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    page = page_for(qtbot, tmp_path, session)
    assert session.my_turn()
    by_mouse(page.table, action)
    assert session.is_over
    view = session.view()
    assert sum(view.bankrupt) == 1
    assert page.table.scene.areas[view.bankrupt.index(True)].status


def test_illegal_drops_are_refused_in_words_and_change_nothing(qtbot, tmp_path):
    session = new_session(tmp_path, 2, seed=1)  # a seed whose first human decision is a roll, Basin St. unsold
    page = page_for(qtbot, tmp_path, session)
    table, sc = page.table, page.table.scene
    qtbot.waitUntil(session.my_turn, timeout=10_000)
    assert session.view().phase == "turn" and session.view().owners[1] < 0
    before = (session.action_count, session.view())
    refusals = []
    table.status_message.connect(refusals.append)
    drag(table, sc.treasury.house, sc.spaces[1])  # nobody owns Basin St.
    drag(table, sc.spaces[3], sc.areas[0])  # not the space the pawn stands on
    drag(table, sc.spaces[5], sc.treasury)  # not mine to mortgage
    drag(table, sc.spaces[39], sc.areas[1])  # nobody's deed onto the other player
    assert (session.action_count, session.view()) == before
    assert len(refusals) >= 3 and all(r and not r.startswith("'") for r in refusals)
    assert table.panel.prompt.text() == refusals[-1]


def test_buy_by_drag_and_build_and_mortgage_by_drag(qtbot, tmp_path):
    """Seed search: a Competitor who lands on a street buys it by dragging it home, builds a house by dragging
    it from the Treasury, and mortgages another property by dragging it to the Treasury."""
    for seed in range(1, 60):
        session = new_session(tmp_path / str(seed), 2, humans=(0, 1), seed=seed, roles=("competitor", "monopolist"))
        s0 = session.view()
        if s0.actor != 0:
            continue
        play(session, Roll())
        if session.view().phase == "buy" and board().kind[session.view().positions[0]] == 1 and \
                Buy() in {c.action for c in session.view().choices}:
            break
    else:
        raise AssertionError("no seed lands on a street first")
    page = page_for(qtbot, tmp_path, session)
    table, sc = page.table, page.table.scene
    if page.cover.isVisible():
        page.cover.claim()
    sq = session.view().positions[0]
    drag(table, sc.spaces[sq], sc.areas[0])
    assert session.view().owners[sq] == 0
    assert Build(sq) in {c.action for c in session.view().choices}
    drag(table, sc.treasury.house, sc.spaces[sq])
    assert session.view().buildings[sq] == 1
    drag(table, sc.spaces[sq], sc.treasury)  # a street with a building: the building is sold back
    assert session.view().buildings[sq] == 0
    drag(table, sc.spaces[sq], sc.treasury)  # now it is mortgaged
    assert session.view().mortgaged[sq]
    assert Mortgage(sq) not in {c.action for c in session.view().choices}


def test_a_save_reloaded_while_raising_money(qtbot, tmp_path):
    found = None
    for seed in range(1, 40):
        found = prefix_before("must_raise", 3, seed, {})
        if found is not None:
            break
    assert found is not None
    texts, action, state = found
    state.apply(action)
    texts = [*texts, action.to_text()]
    debtor = state.view(None).debt[0]
    spec = game_spec("anti_monopoly")
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(3, {}).model_dump(mode="json"),
                        seed=seed, seats=seats(3, humans=(debtor,)), actions=texts)
    session = GameSession(record, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    path = tmp_path / "raising.json"
    session.save(path)
    again = GameSession.load(path, autosave_dir=tmp_path / "b", bot_delay_ms=0)
    page = page_for(qtbot, tmp_path, again)
    view = again.view()
    assert view.phase == "raise" and view.debt[0] == debtor and again.my_turn()
    area = page.table.scene.areas[debtor]
    assert area.owed and "Owes" in area.owed  # the amount owed is in view
    assert "owe" in page.table.panel.prompt.text()
    while again.view().phase == "raise" and again.my_turn():  # raise it by mouse
        by_mouse(page.table, mouse_choice(again.view(), random.Random(1)))
    assert again.view().debt is None or again.view().debt[0] != debtor


def test_undo_takes_back_a_purchase_but_never_the_dice(qtbot, tmp_path):
    for seed in range(1, 60):
        session = new_session(tmp_path / str(seed), 2, humans=(0, 1), seed=seed)
        if session.view().actor == 0:
            play(session, Roll())
            if session.view().phase == "buy" and Buy() in {c.action for c in session.view().choices}:
                break
    page = page_for(qtbot, tmp_path, session)
    if page.cover.isVisible():
        page.cover.claim()
    table = page.table
    count = session.action_count
    table.submit(Buy())
    assert session.action_count == count + 1
    table.panel.undo_button.click()
    assert session.action_count == count and session.view().phase == "buy"
    assert not session.can_undo()  # the roll before it showed the dice
    table.undo()
    assert session.action_count == count


def test_a_trade_between_two_people_at_one_screen(qtbot, tmp_path):
    """Ann drags her deed onto Bob's place, sends the offer; the screen goes to Bob, who accepts; back to Ann."""
    for seed in range(1, 80):
        session = new_session(tmp_path / str(seed), 2, humans=(0, 1), seed=seed)
        while not session.is_over and session.action_count < 60:
            if session.handoff_pending is not None:
                session.claim_seat(session.handoff_pending)
            view = session.view()
            mine = [sq for sq in board().properties if view.owners[sq] == view.actor and not view.buildings[sq]]
            if view.phase == "after" and mine:
                break
            choices = [c.action for c in view.choices]
            pick = Buy() if Buy() in choices else next((a for a in choices if type(a).__name__ in (
                "Roll", "EndTurn", "Decline", "PayTax", "PayFine")), choices[0])
            play(session, pick)
        if session.view().phase == "after":
            break
    view = session.view()
    proposer, partner = view.actor, 1 - view.actor
    sq = next(sq for sq in board().properties if view.owners[sq] == proposer and not view.buildings[sq])
    page = page_for(qtbot, tmp_path, session)
    if page.cover.isVisible():
        page.cover.claim()
    assert session.viewer == proposer
    drag(page.table, page.table.scene.spaces[sq], page.table.scene.areas[partner])
    dialog = next(d for d in page.table.dialogs if getattr(d, "am_kind", None) == "trade")
    assert dialog.target == partner and dialog.give == [sq] and session.view().draft is None
    dialog.propose_button.click()
    QApplication.processEvents()
    assert session.view().phase == "answer"
    if page.handoff_held:
        page.table.panel.hand_over_button.click()
    qtbot.waitUntil(page.cover.isVisible, timeout=5_000)
    page.cover.claim()
    assert session.viewer == partner
    offer = next(d for d in page.table.dialogs if getattr(d, "am_kind", None) == "offer")
    offer.accept_button.click()
    QApplication.processEvents()
    assert session.view().owners[sq] == partner
    if page.handoff_held:
        page.table.panel.hand_over_button.click()
    qtbot.waitUntil(page.cover.isVisible, timeout=5_000)
    page.cover.claim()
    assert session.viewer == proposer


def test_a_monkey_clicks_and_drags_and_the_game_stays_legal(qtbot, tmp_path):
    session = new_session(tmp_path, 3, humans=(0,), seed=9, round_limit=30)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    table = page.table
    vp = table.view.viewport()
    rng = random.Random(4)
    spec = game_spec("anti_monopoly")
    for i in range(2100):
        if session.is_over:
            break
        w, h = vp.width(), vp.height()
        a = QPoint(rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.5:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        else:
            b = QPoint(rng.randrange(w), rng.randrange(h))
            QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
            QTest.mouseMove(vp, QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2))
            QTest.mouseMove(vp, b)
            QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
        for dialog in list(table.dialogs):
            dialog.reject()
        if i % 25 == 0 and session.my_turn() and session.view().phase == "turn":
            click(table, table.scene.dice)  # the game moves on
        elif i % 25 == 0 and session.my_turn() and table.panel.pass_button.isVisible():
            table.panel.pass_button.click()
        if not session.my_turn():
            session.set_paused(False)
            qtbot.waitUntil(lambda: session.my_turn() or session.is_over, timeout=20_000)
        QApplication.processEvents()
    assert i >= 2000 or session.is_over
    replayed = spec.new_game(spec.settings_from(3, {"round_limit": 30}), 9)
    for text in session.record.actions:
        replayed.apply(spec.parse_action(text))
    assert replayed.notation() == session._state.notation()
