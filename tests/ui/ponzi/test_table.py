"""The Ponzi table widget: every phase renders, every move by drag and by click, refusals, privacy, animations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from table_helpers import (
    app_settings,
    click,
    drag,
    find_position,
    human_at,
    random_actions,
    seats,
    session_at,
)

from ponzi_desktop.engine.ponzi.actions import Fund, Offer, Remove, ReturnTile
from ponzi_desktop.ui.ponzi.items import industry_name  # noqa: E402
from ponzi_desktop.ui.ponzi.style import money
from ponzi_desktop.ui.ponzi.table import PonziTable


def last_action(session) -> str:
    return session.record.actions[-1]


# ---- rendering ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("phase", ["fund", "trade", "answer", "remove", "return"])
@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_every_phase_renders(make_table, phase, variant):
    table, session = make_table(phase, variant=variant)
    view = session.view()
    assert view.phase == phase
    assert table.grab().width() > 0
    assert set(table.scene.board.cards) == set(view.market)
    for p, area in enumerate(table.scene.areas):
        assert {c for c, _ in area.wheel.cards} == {c for c, _ in view.players[p].wheel}
    assert table.panel.prompt.text()


def test_game_over_renders(qtbot, tmp_path):
    texts, state = random_actions({"variant": "basic"}, 3, 5, lambda s, n: False)
    assert state.is_over
    session = session_at(tmp_path, texts, {"variant": "basic"}, 5, seats(3))
    table = PonziTable(session, app_settings(tmp_path))
    qtbot.addWidget(table)
    table.show()
    assert table.grab().width() > 0
    assert any("Game over" in t for t in table.visible_texts())
    session.shutdown()


# ---- funding ------------------------------------------------------------------------------------------
def legal_fund(session) -> Fund:
    return next(c.action for c in session.view().choices if isinstance(c.action, Fund))


def test_fund_by_dragging_tile_then_card(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    sc = table.scene
    drag(table, sc.supply.piles[fund.industry], sc.areas[0])
    assert session.action_count == count  # half a move: the row lights up
    assert table.selection.industry == fund.industry
    assert sc.board.lit_rows == {session.view().players[0].tiles[session.view().industries.index(fund.industry)]}
    assert sc.board.cards[fund.card].glow == "target"
    drag(table, sc.board.cards[fund.card], sc.areas[0])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_fund_by_dragging_card_then_tile(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    sc = table.scene
    drag(table, sc.board.cards[fund.card], sc.areas[0])
    assert table.selection.card == fund.card
    assert sc.supply.piles[fund.industry].glow == "target"
    drag(table, sc.supply.piles[fund.industry], sc.areas[0])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_fund_by_dropping_tile_on_card(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    drag(table, table.scene.supply.piles[fund.industry], table.scene.board.cards[fund.card])
    assert last_action(session) == fund.to_text()


def test_fund_by_clicks(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count
    click(table, table.scene.supply.piles[fund.industry])
    assert table.selection.industry == fund.industry
    click(table, table.scene.board.cards[fund.card])
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def panel_button(table, name: str) -> QPushButton:
    for b in table.panel.findChildren(QPushButton):
        if b.accessibleName() == name and b.isVisible():
            return b
    raise AssertionError(f"no button {name!r}: {[(b.accessibleName(), b.isHidden(), b.isVisible()) for b in table.panel.findChildren(QPushButton)]} {table.panel.isVisible()} {table.isVisible()}")


def test_fund_by_keyboard(make_table, qtbot):
    table, session = make_table("fund")
    fund = legal_fund(session)
    count = session.action_count

    industry = panel_button(table, industry_name(fund.industry))
    assert industry.toolTip()
    industry.setFocus()
    QTest.keyClick(industry, Qt.Key.Key_Space)
    assert table.selection.industry == fund.industry
    card = panel_button(table, f"The {money(fund.card)} card")
    card.setFocus()
    QTest.keyClick(card, Qt.Key.Key_Return)
    assert session.action_count == count + 1
    assert last_action(session) == fund.to_text()


def test_illegal_drop_is_refused_with_a_reason(make_table, qtbot):
    def full_industry(s):  # the human holds 3 tiles of some industry: funding it is refused
        return s.phase == "fund" and s.actor == 0 and max(s.tiles[0]) >= 3

    table, session = make_table(predicate=full_industry)
    view = session.view()
    k = max(range(4), key=lambda i: view.players[0].tiles[i])
    industry = view.industries[k]
    count = session.action_count
    digest = session.record.actions[:]
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.supply.piles[industry], table.scene.areas[0])
    assert "at most 3" in blocker.args[0]
    assert session.action_count == count
    assert session.record.actions == digest
    assert table.selection.empty


def test_card_from_the_wrong_row_is_refused(make_table, qtbot):
    table, session = make_table("fund")
    view = session.view()
    fund = legal_fund(session)
    wrong = next(c for c in view.market if not any(
        ch.action == Fund(fund.industry, c) for ch in view.choices))
    drag(table, table.scene.supply.piles[fund.industry], table.scene.areas[0])
    count = session.action_count
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.board.cards[wrong], table.scene.areas[0])
    assert "row" in blocker.args[0]
    assert session.action_count == count


def test_pass_button(make_table):
    table, session = make_table("fund")
    count = session.action_count
    panel_button(table, "Pass").click()
    assert session.action_count == count + 1
    assert last_action(session) == "pass"


def test_moves_refused_when_not_your_turn(make_table, qtbot):
    table, session = make_table(predicate=lambda s: s.phase == "fund" and s.actor == 1)
    count = session.action_count
    ind = session.view().industries[0]
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.supply.piles[ind], table.scene.areas[0])
    assert "not your turn" in blocker.args[0]
    assert session.action_count == count


# ---- remove, return -------------------------------------------------------------------------------------
def test_remove_by_drag_to_discard(make_table):
    table, session = make_table("remove")
    card = session.view().market[4]
    drag(table, table.scene.board.cards[card], table.scene.piles.discard_slot)
    assert last_action(session) == Remove(card).to_text()


def test_remove_by_two_clicks(make_table):
    table, session = make_table("remove")
    card = session.view().market[0]
    click(table, table.scene.board.cards[card])
    assert table.selection.card == card
    click(table, table.scene.piles.discard_slot)
    assert last_action(session) == Remove(card).to_text()


def test_return_by_drag_to_supply(make_table):
    table, session = make_table("return")
    ret = next(c.action for c in session.view().choices if isinstance(c.action, ReturnTile))
    area = table.scene.areas[0]
    drag(table, area.tiles[ret.industry], table.scene.supply.piles[ret.industry])
    assert last_action(session) == ret.to_text()


def test_return_of_the_wrong_industry_is_refused(make_table, qtbot):
    def uneven(s):
        return s.phase == "return" and s.actor == 0 and len({x for x in s.tiles[0] if x}) > 1

    table, session = make_table(predicate=uneven)
    view = session.view()
    tiles = view.players[0].tiles
    wrong = next(view.industries[k] for k in range(4) if 0 < tiles[k] < max(tiles))
    count = session.action_count
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.areas[0].tiles[wrong], table.scene.supply.piles[wrong])
    assert "most" in blocker.args[0]
    assert session.action_count == count


def test_return_by_panel(make_table):
    table, session = make_table("return")
    ret = next(c.action for c in session.view().choices if isinstance(c.action, ReturnTile))

    panel_button(table, f"Return {industry_name(ret.industry)}").click()
    assert last_action(session) == ret.to_text()


# ---- trading ----------------------------------------------------------------------------------------------
def offer_choice(session):
    return next(c for c in session.view().choices if isinstance(c.action, Offer))


def test_offer_by_drag_opens_the_envelope(make_table, qtbot):
    def can_offer(s):
        return s.phase == "trade" and s.actor == 0 and s.cash[0] > 5 and any(
            isinstance(c.action, Offer) for c in s.legal_choices())

    table, session = make_table(predicate=can_offer)
    choice = offer_choice(session)
    target, industry = choice.action.target, choice.action.industry
    drag(table, table.scene.areas[0].tiles[industry], table.scene.areas[target])
    dlg = table.offer_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.spin.maximum() == choice.hi
    dlg.spin.setValue(3)
    assert dlg.spin.value() == 3 and dlg.picture.amount == 3
    dlg.seal.click()
    assert last_action(session) == Offer(target, industry, 3).to_text()


def test_offer_to_a_player_without_the_industry_is_refused(make_table, qtbot):
    def lonely(s):  # the human holds an industry some other player lacks
        return s.phase == "trade" and s.actor == 0 and any(
            s.tiles[0][k] and not s.tiles[j][k] for k in range(4) for j in range(1, 4))

    table, session = make_table(predicate=lonely)
    view = session.view()
    k, j = next((k, j) for k in range(4) for j in range(1, 4)
                if view.players[0].tiles[k] and not view.players[j].tiles[k])
    count = session.action_count
    with qtbot.waitSignal(table.status_message) as blocker:
        drag(table, table.scene.areas[0].tiles[view.industries[k]], table.scene.areas[j])
    assert "holds no" in blocker.args[0]
    assert session.action_count == count
    assert table.offer_dialog is None


def test_offer_by_clicks_and_panel(make_table):
    def can_offer(s):
        return s.phase == "trade" and s.actor == 0 and any(isinstance(c.action, Offer) for c in s.legal_choices())

    table, session = make_table(predicate=can_offer)
    choice = offer_choice(session)
    click(table, table.scene.areas[0].tiles[choice.action.industry])
    assert table.selection.tile == choice.action.industry
    # the panel's tile button carries a menu of the players to offer it to
    button = panel_button(table, f"Offer a {industry_name(choice.action.industry)} tile")
    entry = next(a for a in button.menu().actions() if a.text() == f"Offer to {table.names[choice.action.target]}…")
    entry.trigger()
    dlg = table.offer_dialog
    assert dlg is not None
    dlg.spin.setValue(0)
    dlg.accept()
    assert last_action(session) == Offer(choice.action.target, choice.action.industry, 0).to_text()


def open_envelope(table, session):
    choice = offer_choice(session)
    table.open_offer(choice.action.target, choice.action.industry)
    dlg = table.offer_dialog
    assert dlg is not None and dlg.isVisible() and dlg.focusWidget() is dlg.field
    return dlg, choice


def test_a_typed_amount_is_sealed_with_enter(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "trade" and s.actor == 0 and s.cash[0] >= 12
                                and any(isinstance(c.action, Offer) for c in s.legal_choices()))
    dlg, choice = open_envelope(table, session)
    dlg.spin.setValue(5)
    QTest.keyClicks(dlg.field, "12")  # the amount is selected: typing replaces it
    assert dlg.picture.amount == 12
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert last_action(session) == Offer(choice.action.target, choice.action.industry, 12).to_text()
    assert table.offer_dialog is None


def test_an_amount_above_your_cash_is_refused_not_clamped(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "trade" and s.actor == 0
                                and any(isinstance(c.action, Offer) for c in s.legal_choices()))
    dlg, choice = open_envelope(table, session)
    count = session.action_count
    QTest.keyClicks(dlg.field, str(choice.hi + 1))
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert session.action_count == count and table.offer_dialog is dlg and dlg.isVisible()
    assert money(choice.hi) in dlg.error.text() and not dlg.seal.isEnabled()
    assert dlg.field.text() == str(choice.hi + 1)


def test_escape_closes_the_envelope_without_an_offer(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "trade" and s.actor == 0
                                and any(isinstance(c.action, Offer) for c in s.legal_choices()))
    dlg, _choice = open_envelope(table, session)
    count = session.action_count
    QTest.keyClick(dlg.field, Qt.Key.Key_Escape)
    assert table.offer_dialog is None and session.action_count == count


@pytest.mark.parametrize("answer", ["sell", "counter"])
def test_answer_dialog_opens_for_the_target(make_table, answer):
    def offered(s):
        return s.phase == "answer" and s.actor == 0 and (answer == "sell" or s.cash[0] >= s.offer[3])

    table, session = make_table(predicate=offered)
    view = session.view()
    dlg = table.answer_dialog
    assert dlg is not None and dlg.isVisible()
    assert money(view.offer[3]) in dlg.sold.text()
    assert dlg.counter.isEnabled() == any(c.action.to_text() == "counter" for c in view.choices)
    (dlg.sold if answer == "sell" else dlg.counter).click()
    assert last_action(session) == answer


def test_counter_disabled_when_unaffordable(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0
                                and s.cash[0] < s.offer[3])
    assert not table.answer_dialog.counter.isEnabled()
    assert "must sell" in table.answer_dialog.counter.toolTip()


# ---- privacy --------------------------------------------------------------------------------------------
def test_hidden_cash_is_never_drawn(make_table):
    table, session = make_table("trade")
    view = session.view()
    for p, area in enumerate(table.scene.areas):
        if p == 0:
            assert area.cash.visible_texts() == [money(view.players[0].cash)]
        else:
            assert view.players[p].cash is None
            assert area.cash.cash is None and area.cash.visible_texts() == []
            assert "hidden" in area.cash.toolTip()
    texts = " ".join(table.visible_texts())
    assert money(view.players[0].cash) in texts


def test_spectator_sees_no_cash_in_hot_seat(make_table, qtbot):
    table, session = make_table("fund", humans=(0, 1, 2, 3))
    session.set_paused(False)
    assert session.viewer in (None, 0)
    # play until a hand-off covers the table: the viewer is nobody and no cash may be drawn
    while session.handoff_pending is None:
        session.submit(session.view().choices[0].action)
    assert session.viewer is None
    assert all(area.cash.cash is None for area in table.scene.areas)
    assert table.answer_dialog is None and table.offer_dialog is None
    assert all(not a.is_me for a in table.scene.areas)


# ---- animations ---------------------------------------------------------------------------------------------
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


def test_luxury_bought_by_drag(make_table):
    def can_buy(s):
        return s.phase == "trade" and s.actor == 0 and any(p <= s.cash[0] for p in s.lux_bank)

    table, session = make_table(predicate=can_buy, variant="advanced")
    view = session.view()
    price = next(p for p in view.luxury_bank if p <= view.my_cash)
    drag(table, table.scene.supply.luxuries[price], table.scene.areas[0])
    assert last_action(session) == f"luxury {price}"


def test_escape_forgets_the_half_move(make_table):
    table, session = make_table("fund")
    fund = legal_fund(session)
    click(table, table.scene.supply.piles[fund.industry])
    assert not table.selection.empty
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.selection.empty
    assert table.scene.board.lit_rows == set()


def test_private_event_data_never_reaches_the_animations(make_table):
    from ponzi_desktop.engine.core import Event

    table, session = make_table("fund")
    secret = Event("offer_made", 1, {"target": 2, "industry": "media", "amount": 33}, (1, 2), ("amount",))
    mine = Event("offer_made", 0, {"target": 2, "industry": "media", "amount": 21}, (0, 2), ("amount",))
    table._on_events([secret, mine])
    assert [e.data.get("amount") for e in table._pending] == [None, 21]
    table._pending = []


def test_dialogs_close_when_the_viewer_changes(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0)
    assert table.answer_dialog is not None
    table._on_viewer(None)
    assert table.answer_dialog is None


def test_hot_seat_privacy_walk(make_table, qtbot):
    """Three humans in turn: at every state, only the viewer's cash (and envelope) is on the table."""
    import random as _random

    table, session = make_table("fund", players=3, humans=(0, 1, 2), speed="fast")
    session.set_paused(False)
    rng = _random.Random(5)
    for _ in range(60):
        if session.is_over:
            break
        if session.handoff_pending is not None:
            seat = session.handoff_pending
            for area in table.scene.areas:
                assert area.cash.cash is None
            assert table.answer_dialog is None and table.offer_dialog is None
            session.claim_seat(seat)
        viewer = session.viewer
        for p, area in enumerate(table.scene.areas):  # mid-animation too: others' cash never shows
            assert p == viewer or area.cash.cash is None
        table.animator.snap()
        full = session._state  # the test may look at the truth to know what must show
        for p, area in enumerate(table.scene.areas):
            assert area.cash.cash == (full.cash[p] if p == viewer else None)
        if table.answer_dialog is not None:
            assert session.view().offer[1] == viewer
        view = session.view()
        choice = view.choices[rng.randrange(len(view.choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        table.submit(action)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=10000)


def test_the_envelope_shows_its_amount_only_to_the_two_players(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 1 and s.offer[0] != 0)
    env = table.scene.envelope
    view = session.view()
    assert env.isVisible() and view.offer[3] is None
    assert env.amount is None and env.visible_texts() == []
    assert "inside" not in env.toolTip()


def test_the_target_sees_the_amount_on_the_envelope(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0)
    env = table.scene.envelope
    assert env.isVisible()
    assert env.amount == session.view().offer[3]


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


def test_no_hint_on_someone_elses_turn(make_table):
    table, session = make_table(predicate=lambda s: s.phase == "fund" and s.actor == 1)
    assert table.panel.hint_button.isVisible() and not table.panel.hint_button.isEnabled()  # greyed, its slot kept
    table.request_hint()
    assert session.hint is None and not session.hint_pending


def test_the_envelope_has_a_hint_that_lights_the_answer(make_table, qtbot):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0
                                and s.cash[0] >= s.offer[3])
    dlg = table.answer_dialog
    assert dlg is not None and dlg.hint.isVisible() and dlg.hint.isEnabled()
    dlg.hint.click()
    assert not dlg.hint.isEnabled()
    qtbot.waitUntil(lambda: session.hint is not None, timeout=15_000)
    suggested = session.hint.to_text()
    lit = dlg.sold if suggested == "sell" else dlg.counter
    other = dlg.counter if lit is dlg.sold else dlg.sold
    assert lit.property("lit") and not other.property("lit")
    lit.click()
    assert last_action(session) == suggested and session.hint is None


def test_no_envelope_hint_when_the_answer_is_forced(make_table):
    table, _session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0
                                 and s.cash[0] < s.offer[3])
    assert not table.answer_dialog.hint.isVisible()


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


def test_a_round_limit_is_shown_with_the_round(qtbot, tmp_path):
    texts, seed, state = find_position(human_at("fund"))
    for limit, heading in ((None, f"Round {state.round} · Funding"), (9, f"Round {state.round} of 9 · Funding")):
        session = session_at(tmp_path / f"{limit}", texts, {"round_limit": limit}, seed, seats(4))
        table = PonziTable(session, app_settings(tmp_path / f"{limit}"))
        qtbot.addWidget(table)
        assert table.panel.title.text() == heading
        assert table.scene.piles.round_text.text() == heading.split(" · ")[0]
        session.shutdown()


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


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_trading_prompt_says_what_this_player_can_do(variant):
    """An offer is only possible for an industry another player holds too: with none, the prompt says so
    (it used to invite an offer nobody could make); a luxury is offered only when one is affordable."""
    from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Offer
    from ponzi_desktop.ui.ponzi.moves import Moves

    seen = set()
    for seed in range(1, 200):
        texts, state = random_actions({"variant": variant}, 4, seed, lambda s, n: n > 8 and s.phase == "trade")
        if state.is_over or state.phase != "trade":
            continue
        view = state.view(state.actor)
        kinds = {type(c.action) for c in view.choices}
        table = PonziTable.__new__(PonziTable)  # prompt() reads only the view
        text = PonziTable.prompt(table, view).lower()
        if Offer not in kinds:
            assert "you share no industry" in text
            assert ("buy a luxury" in text) == (BuyLuxury in kinds)
        else:
            assert "make an offer" in text and ("buy a luxury" in text) == (BuyLuxury in kinds)
        # a move the trading has no use for is refused with the same words, not the plain prompt that left out
        # the luxuries beside it
        refused = Moves(view, ["A", "B", "C", "D"], None).wrong_phase()
        assert refused.lower() == "not now. " + text, refused
        seen.add((Offer in kinds, BuyLuxury in kinds))
        if len(seen) >= (4 if variant == "advanced" else 2):
            break
    assert {(True, False), (False, False)} <= seen


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


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_envelope_covers_none_of_the_receivers_tiles_counts_luxuries_or_cards(make_table, variant):
    """The envelope lies before its target where nothing that matters is: not on the tiles' count badges,
    the luxuries or any card on the wheel."""
    table, session = make_table(predicate=lambda s: s.phase == "answer", variant=variant)
    envelope = table.scene.envelope
    assert envelope.isVisible()
    area = table.scene.areas[session.view().offer[1]]
    box = envelope.mapRectToScene(envelope.rect)
    pieces = [tile.mapRectToScene(tile.rect.adjusted(0, 0, tile.rect.width() * 0.3, tile.rect.height() * 0.3))
              for tile in area.tiles.values()]
    pieces += [lux.mapRectToScene(lux.rect) for lux in area.luxuries.values()]
    pieces += [chip.mapRectToScene(chip.rect) for chip in area.wheel.chips.values() if chip.isVisible()]
    assert box.intersected(area.sceneBoundingRect()) == box  # within the receiver's area
    assert not [p for p in pieces if p.intersects(box)]


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_luxuries_for_sale_have_room_for_their_words(qapp, lang):
    """Spanish '3 puntos' filled its tile edge to edge (shrunk under its size) and 'Bienes raíces' ran into
    the tiles: the points keep a margin inside the tile at their own size, and the names stop short of it."""
    from PySide6.QtGui import QFontMetricsF

    from ponzi_desktop.engine.ponzi.data import ponzi_data
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.kit.look import font
    from ponzi_desktop.ui.ponzi.board import SupplyArea
    from ponzi_desktop.ui.ponzi.items import industry_name

    i18n.install(lang)
    try:
        industries = ("transportation", "grain", "media", "real_estate")
        supply = SupplyArea(430, 340, industries, advanced=True)
        prices = [lux.price for lux in ponzi_data().luxuries]
        supply.show_luxuries(prices)
        tiles = list(supply.luxuries.values())
        assert len(tiles) == 4
        column = min(t.pos().x() - t.rect.width() / 2 for t in tiles)
        points = QFontMetricsF(font(18))
        for tile in tiles:
            words = QCoreApplication.translate("PonziTable", "%n point(s)", None, tile.points)
            assert points.horizontalAdvance(words) <= tile.rect.width() - 10, (words, tile.rect.width())
        # the names' boxes stop short of the luxuries and their title (the first two, beside the bank and above
        # the luxuries, may reach further: short of the bank)
        pieces = [t.mapRectToParent(t.rect) for t in tiles] + [supply.lux_title.mapRectToParent(
            supply.lux_title.boundingRect()), supply.bank.mapRectToParent(supply.bank.rect)]
        for ind, item in supply.names.items():
            box = item.mapRectToParent(item.boundingRect())
            for piece in pieces:
                assert not box.adjusted(0, 0, 8, 0).intersects(piece), (industry_name(ind), box, piece)
            if box.bottom() > pieces[-2].top():  # beside the luxuries' title or the luxuries
                assert box.right() <= column - 8, ind
    finally:
        i18n.install("en")


def test_the_supplys_count_badge_leaves_the_tiles_left_line_clear(make_table):
    """The pile's count badge "15" covered the first character of "残り15枚" (15 left)."""
    from PySide6.QtCore import QRectF

    table, _ = make_table("fund")
    supply = table.scene.supply
    for ind, tile in supply.piles.items():
        r = tile.rect
        d = max(27.0, r.width() * 0.46)
        badge = tile.mapRectToScene(QRectF(r.right() - d * 0.7, r.bottom() - d * 0.7, d, d))
        left = supply.left_texts[ind]
        assert badge.right() + 1.5 + 6 <= left.mapRectToScene(left.boundingRect()).left(), ind  # pen, a gap


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


def test_a_half_made_move_says_what_next_in_the_prompt_only(make_table, qtbot):
    """A tile picked up lights its row; the sentence saying so was also sent as a notice, which repeated the
    prompt line word for word."""
    table, session = make_table("fund")
    fund = legal_fund(session)
    said: list[str] = []
    table.status_message.connect(said.append)
    drag(table, table.scene.supply.piles[fund.industry], table.scene.areas[0])
    assert not table.selection.empty
    assert table.panel.prompt.text() and said == []


def laid_on_the_table(table, dlg) -> None:
    """An envelope dialog as the table shows it: on the table, in its look (felt in the wooden frame the kit's
    dialogs paint), never a window of its own with the window manager's title bar over it; whole, and on the
    board, not over the panel."""
    assert not dlg.isWindow() and dlg.parentWidget() is table
    assert not dlg.windowFlags() & Qt.WindowType.Window
    place = dlg.geometry()
    assert table.rect().contains(place) and place.width() >= dlg.minimumSizeHint().width()
    image = dlg.grab().toImage()
    wood, felt = image.pixelColor(3, image.height() // 2), image.pixelColor(image.width() // 2, 20)
    assert wood.red() > wood.green() > wood.blue() and felt.green() > felt.red(), (wood.name(), felt.name())


def test_the_envelopes_are_laid_on_the_table_in_its_look(make_table, qtbot):
    """A review: the envelope opened as a window of its own, under a title bar of the window manager's, unlike
    the other games' dialogs of a move in play (Anti-Monopoly's offer on the table). Both envelopes are laid on
    the table; the offer's amount is typed at once and Enter seals it, Esc puts the envelope away."""
    def can_offer(s):
        return s.phase == "trade" and s.actor == 0 and s.cash[0] > 5 and any(
            isinstance(c.action, Offer) for c in s.legal_choices())

    table, session = make_table(predicate=can_offer)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow, timeout=3000)
    choice = offer_choice(session)
    table.open_offer(choice.action.target, choice.action.industry)
    dlg = table.offer_dialog
    qtbot.waitUntil(dlg.isVisible, timeout=3000)
    laid_on_the_table(table, dlg)
    assert QApplication.focusWidget() is dlg.field
    QTest.keyClick(dlg.field, Qt.Key.Key_Escape)
    assert not dlg.isVisible() and table.offer_dialog is None and session.view().phase == "trade"
    table.open_offer(choice.action.target, choice.action.industry)
    dlg = table.offer_dialog
    count = session.action_count
    QTest.keyClick(dlg.field, Qt.Key.Key_Return)
    assert session.action_count == count + 1 and not dlg.isVisible()


def test_the_answer_is_laid_on_the_table_in_its_look(make_table, qtbot):
    table, session = make_table(predicate=lambda s: s.phase == "answer" and s.actor == 0)
    dlg = table.answer_dialog
    assert dlg is not None and dlg.isVisible()
    laid_on_the_table(table, dlg)
    dlg.sold.click()
    assert last_action(session) == "sell"
