"""The Ponzi table's trading: an offer drawn up in its envelope (by drag, by clicks and the panel, the amount typed
and sealed, refused or put away), the answer to one (sell or counter, its hint), the trading prompt, and both
envelopes laid on the table in its look, covering none of the receiver's pieces."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_helpers import click, drag, last_action, panel_button, random_actions

from ponzi_desktop.engine.ponzi.actions import Offer
from ponzi_desktop.ui.ponzi.items import industry_name
from ponzi_desktop.ui.ponzi.style import money
from ponzi_desktop.ui.ponzi.table import PonziTable


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
