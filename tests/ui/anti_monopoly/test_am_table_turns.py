"""The Anti-Monopoly table's words for the moment: an offer to answer is not "your turn", a window closed
without an answer leaves nothing internal in the status bar, doubles say "roll again" (and the button rolls),
no dead "Pay the fine" button out of Prison, the estate menus say what and for how much, and a save reloaded
in the middle of a trade reopens the right window with nothing lost."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from ponzi_desktop.engine.anti_monopoly.actions import (
    Buy,
    Decline,
    EndTurn,
    Give,
    PayFine,
    PayTax,
    Propose,
    Roll,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.ui.session import GameSession

from .mouse_play import button_named, new_session
from .test_am_table import page_for, play


def to_after_with_a_deed(tmp_path, humans=(0, 1)):
    """A hot-seat game of two in the "after" phase of a player holding a deed without buildings."""
    for seed in range(1, 80):
        session = new_session(tmp_path / str(seed), 2, humans=humans, seed=seed)
        while not session.is_over and session.action_count < 60:
            if session.handoff_pending is not None:
                session.claim_seat(session.handoff_pending)
            view = session.view()
            mine = [sq for sq in board().properties if view.owners[sq] == view.actor and not view.buildings[sq]]
            if view.phase == "after" and mine and not view.extra_turn_due:
                return session, mine[0]
            choices = [c.action for c in view.choices]
            pick = Buy() if Buy() in choices else next((a for a in choices if isinstance(
                a, Roll | EndTurn | Decline | PayTax | PayFine)), choices[0])
            play(session, pick)
    raise AssertionError("no seed reaches an after phase with a deed")


def reload(session: GameSession, tmp_path, name: str) -> GameSession:
    path = tmp_path / f"{name}.json"
    session.save(path)
    return GameSession.load(path, autosave_dir=tmp_path / f"{name}_auto", bot_delay_ms=0)


def take_screen(page) -> None:
    if page.handoff_held:
        page.table.panel.hand_over_button.click()
    if page.cover.isVisible():
        page.cover.claim()
    QApplication.processEvents()


def dialog_of(table, kind: str):
    return next((d for d in table.dialogs if getattr(d, "am_kind", None) == kind), None)


def test_an_offer_to_answer_is_not_your_turn_and_looking_first_leaks_nothing(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    proposer = session.view().actor
    partner = 1 - proposer
    for action in (StartTrade(partner), Give(sq), Propose(0)):
        assert play(session, action)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    assert session.viewer == partner and session.view().phase == "answer"
    said, refused = [], []
    table.status_message.connect(said.append)
    session.action_rejected.connect(refused.append)
    centre = table.scene.status.text()
    assert "Your turn" not in centre and "answer" in centre and session.seats[proposer].name in centre
    assert "offer" in table.panel.prompt.text()
    offer = dialog_of(table, "offer")
    assert offer is not None
    offer.later_button.click()  # "Look at the Table First"
    QApplication.processEvents()
    assert session.view().phase == "answer" and not refused
    assert not any("action" in s for s in said)


def test_doubles_say_roll_again_and_the_button_rolls(qtbot, tmp_path):
    for seed in range(1, 200):
        session = new_session(tmp_path / str(seed), 2, humans=(0, 1), seed=seed)
        while not session.is_over and session.action_count < 40:
            if session.handoff_pending is not None:
                session.claim_seat(session.handoff_pending)
            view = session.view()
            if view.phase == "after" and view.extra_turn_due:
                break
            choices = [c.action for c in view.choices]
            play(session, Decline() if Decline() in choices else next((a for a in choices if isinstance(
                a, Roll | EndTurn | PayTax | PayFine)), choices[0]))
        if session.view().phase == "after" and session.view().extra_turn_due:
            break
    else:
        raise AssertionError("no doubles")
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    me = session.view().actor
    assert "roll again" in table.panel.prompt.text()
    # the heading names the step the player is at: the way on is another roll, not the turn's end
    assert table.panel.title.text().endswith("Build, trade or roll again"), table.panel.title.text()
    again = row_places(table)["Roll again"]
    assert again[1] and not table.panel.pass_button.isVisible()
    count = session.action_count
    button_named(table, "Roll again").click()
    QApplication.processEvents()
    # the turn's end and the new throw: the same player has rolled (or the throw sent them on)
    assert session.action_count == count + 2
    assert session.record.actions[-1] == Roll().to_text() and session.record.actions[-2] == EndTurn().to_text()
    assert session.view().actor == me or session.view().phase != "turn"


def row_places(table) -> dict[str, tuple[int, bool]]:
    """The moves row's buttons by name: where each starts (x in the panel) and whether it is shown."""
    QApplication.processEvents()
    panel = table.panel
    return {b.accessibleName(): (b.mapTo(panel, b.rect().topLeft()).x(), b.isVisible())
            for b in panel.buttons_box.findChildren(QPushButton) if not b.isHidden() or
            b.sizePolicy().retainSizeWhenHidden()}


def test_the_buttons_keep_their_places_before_and_after_the_roll_and_after_doubles(qtbot, tmp_path):
    """Build… started ~310 px in while Roll the dice was shown and at the left edge after the roll; Roll again
    sat at the right edge, Roll the dice at the left."""
    session = new_session(tmp_path, 2, humans=(0, 1), seed=3)
    page = page_for(qtbot, tmp_path, session, size=(1280, 701))
    take_screen(page)
    table = page.table
    places, seen = {}, set()
    while not session.is_over and session.action_count < 80 and len(seen) < 3:
        if session.handoff_pending is not None:
            take_screen(page)
        view = session.view()
        kind = "again" if view.phase == "after" and view.extra_turn_due else view.phase
        if kind in ("turn", "after", "again"):
            seen.add(kind)
            now = row_places(table)
            for name in ("Build", "Sell back", "Mortgage", "Redeem", "Trade"):
                x = now[name][0]
                assert places.setdefault(name, x) == x, (name, kind, places[name], x)
            roll = now["Roll again" if kind == "again" else "Roll the dice"]
            assert places.setdefault("roll", roll[0]) == roll[0], (kind, places["roll"], roll[0])
            assert roll[1] == (kind != "after"), kind
        choices = [c.action for c in view.choices]
        play(session, Decline() if Decline() in choices else next((a for a in choices if isinstance(
            a, Roll | EndTurn | PayTax | PayFine)), choices[0]))
        QApplication.processEvents()
    assert seen == {"turn", "after", "again"}, seen


def test_no_dead_fine_button_out_of_prison_and_its_place_is_kept(qtbot, tmp_path):
    session = new_session(tmp_path, 2, humans=(0, 1), seed=3)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    view = session.view()
    assert view.phase == "turn" and not view.jail[view.actor]
    buttons = [b for b in page.table.panel.buttons_box.findChildren(QPushButton) if not b.isHidden()]
    assert not any("fine" in b.text() for b in buttons)
    kept = [b for b in page.table.panel.buttons_box.findChildren(QPushButton) if "fine" in b.text()]
    assert kept and kept[0].isHidden() and kept[0].sizePolicy().retainSizeWhenHidden()


def test_the_estate_menus_say_what_and_how_much(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    button = next(b for b in page.table.panel.buttons_box.findChildren(QPushButton) if b.text() == "Mortgage…")
    menu = button.menu()
    assert isinstance(menu, QMenu)
    texts = [a.text() for a in menu.actions()]
    assert any(t.startswith("Mortgage ") and " for $" in t for t in texts), texts
    assert menu.font().pixelSize() == page.table.panel.font().pixelSize() or \
        menu.fontInfo().pixelSize() >= page.table.panel.fontInfo().pixelSize()


def test_a_save_reloaded_while_drawing_up_an_offer_reopens_it(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    proposer = session.view().actor
    for action in (StartTrade(1 - proposer), Give(sq)):
        assert play(session, action)
    again = reload(session, tmp_path, "drawing")
    page = page_for(qtbot, tmp_path, again)
    take_screen(page)
    view = again.view()
    assert view.phase == "trade" and view.draft is not None and again.viewer == proposer
    dialog = dialog_of(page.table, "trade")
    assert dialog is not None and dialog.target == 1 - proposer and sq in dialog.give


def test_a_page_closed_with_a_dialog_open_leaves_no_modal_window_behind(qtbot, tmp_path):
    """A window-modal dialog outliving its closed page took every later window's mouse away (a later
    test's hover over a deed never reached it)."""
    session, sq = to_after_with_a_deed(tmp_path)
    for action in (StartTrade(1 - session.view().actor), Give(sq)):
        assert play(session, action)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    dialog = dialog_of(page.table, "trade")
    assert dialog is not None and dialog.isVisible()
    page.close()
    QApplication.processEvents()
    assert QApplication.activeModalWidget() is None
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isModal()]


def test_a_save_reloaded_with_an_offer_to_answer_reopens_it(qtbot, tmp_path):
    session, sq = to_after_with_a_deed(tmp_path)
    proposer = session.view().actor
    for action in (StartTrade(1 - proposer), Give(sq), Propose(0)):
        assert play(session, action)
    again = reload(session, tmp_path, "answering")
    page = page_for(qtbot, tmp_path, again)
    take_screen(page)
    view = again.view()
    assert view.phase == "answer" and again.viewer == 1 - proposer
    offer = dialog_of(page.table, "offer")
    assert offer is not None and offer.am_offer == view.offer
    offer.accept_button.click()
    QApplication.processEvents()
    assert again.view().owners[sq] == 1 - proposer


def to_doubles(tmp_path):
    """A hot-seat game of two in the "after" phase of a throw of doubles."""
    for seed in range(1, 200):
        session = new_session(tmp_path / str(seed), 2, humans=(0, 1), seed=seed)
        while not session.is_over and session.action_count < 40:
            if session.handoff_pending is not None:
                session.claim_seat(session.handoff_pending)
            view = session.view()
            if view.phase == "after" and view.extra_turn_due:
                return session
            choices = [c.action for c in view.choices]
            play(session, Decline() if Decline() in choices else next((a for a in choices if isinstance(
                a, Roll | EndTurn | PayTax | PayFine)), choices[0]))
    raise AssertionError("no doubles")


def test_after_doubles_the_dice_and_r_roll_again(qtbot, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from table_mouse import click, drag

    for gesture in ("click", "drag", "key"):
        session = to_doubles(tmp_path / gesture)
        page = page_for(qtbot, tmp_path / gesture, session)
        take_screen(page)
        table = page.table
        count = session.action_count
        if gesture == "click":
            click(table, table.scene.dice)
        elif gesture == "drag":
            drag(table, table.scene.dice, table.scene.treasury)
        else:
            table.view.setFocus()
            QTest.keyClick(table.view, Qt.Key.Key_R)
        QApplication.processEvents()
        assert session.action_count == count + 2, gesture
        assert session.record.actions[-2:] == [EndTurn().to_text(), Roll().to_text()], gesture


def test_dice_that_cannot_be_thrown_say_why(qtbot, tmp_path):
    from table_mouse import click

    session, _sq = to_after_with_a_deed(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    said = []
    table.status_message.connect(said.append)
    count = session.action_count
    click(table, table.scene.dice)
    QApplication.processEvents()
    assert session.action_count == count
    assert said and "end your turn" in said[-1]


def test_an_offer_waits_on_the_table_and_no_window_is_modal(qtbot, tmp_path):
    """An offer to answer lies on the table (not a window of its own, nothing modal); set aside unanswered it
    is not opened again by itself, and "See the offer…" brings it back: one offer at a time, answered there."""
    session, sq = to_after_with_a_deed(tmp_path)
    proposer = session.view().actor
    for action in (StartTrade(1 - proposer), Give(sq), Propose(0)):
        assert play(session, action)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    table = page.table
    offer = dialog_of(table, "offer")
    assert offer is not None and offer.isVisible()
    assert not offer.isWindow() and not offer.isModal() and offer.parentWidget() is table
    assert table.rect().contains(offer.geometry())
    assert QApplication.activeModalWidget() is None
    assert [d for d in table.dialogs if getattr(d, "am_kind", None) == "offer"] == [offer]
    offer.later_button.click()  # "Look at the Table First"
    QApplication.processEvents()
    table._refresh_controls()  # the table looks again, as after any news
    QApplication.processEvents()
    assert dialog_of(table, "offer") is None  # not pushed back at the person
    button_named(table, "See the offer").click()
    QApplication.processEvents()
    offer = dialog_of(table, "offer")
    assert offer is not None and not offer.isWindow()
    offer.accept_button.click()
    QApplication.processEvents()
    assert session.view().owners[sq] == 1 - proposer


def test_a_seat_drawing_up_an_offer_is_said_to_in_the_headings_words(qtbot, tmp_path):
    """The heading said "Drawing up an offer" while the status line said "Carol is deciding.": the status names
    the same moment in the same words, and whom the offer is for."""
    import random

    from ponzi_desktop.engine.anti_monopoly.actions import StartTrade

    from .mouse_play import new_session
    from .test_am_table import page_for

    session = new_session(tmp_path, 3, humans=(0, 1, 2), seed=4)
    page = page_for(qtbot, tmp_path, session)
    rng = random.Random(3)
    for _ in range(600):
        if page.handoff_held:
            page.table.panel.hand_over_button.click()
        if page.cover.isVisible():
            page.cover.claim()
        view = session.view()
        if view.phase == "trade" and view.draft is not None:
            break
        choices = [c.action for c in view.choices]
        starts = [a for a in choices if isinstance(a, StartTrade)]
        assert session.submit(starts[0] if starts and rng.random() < 0.5 else rng.choice(choices))
    else:
        raise AssertionError("no offer was drawn up")
    names = page.table.names
    assert page.table.deciding_text(view) == f"{names[view.actor]} is drawing up an offer to {names[view.draft[0]]}."


def to_a_trade_with_some(tmp_path):
    """A hot-seat game of three where the player to move may offer a trade to some of the others, not all."""
    for seed in range(1, 120):
        session = new_session(tmp_path / str(seed), 3, humans=(0, 1, 2), seed=seed)
        while not session.is_over and session.action_count < 90:
            if session.handoff_pending is not None:
                session.claim_seat(session.handoff_pending)
            view = session.view()
            choices = [c.action for c in view.choices]
            partners = {a.target for a in choices if isinstance(a, StartTrade)}
            others = {q for q in range(3) if q != view.actor and not view.bankrupt[q]}
            if view.phase in ("turn", "after") and not view.extra_turn_due and partners and partners != others:
                return session, others - partners
            pick = Buy() if Buy() in choices else next((a for a in choices if isinstance(
                a, Roll | EndTurn | Decline | PayTax | PayFine)), choices[0])
            play(session, pick)
    raise AssertionError("no seed reaches a turn with a trade possible with some players only")


def test_the_trade_menu_says_why_a_player_is_greyed_and_says_it_when_clicked(qtbot, tmp_path):
    """A review: the Trade menu greyed Bob and Carol (they held no deeds) with nothing to say why."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from ponzi_desktop.ui.kit.reasons import action_reason

    session, greyed = to_a_trade_with_some(tmp_path)
    page = page_for(qtbot, tmp_path, session)
    take_screen(page)
    panel = page.table.panel
    menu = button_named(page.table, "Trade").menu()
    assert menu is not None and menu.toolTipsVisible()
    names = {session.seats[q].name for q in greyed}
    def plain(text: str) -> str:  # a name in a menu: isolated from the words around it, "&" doubled
        return text.replace("&&", "&").strip("\u2068\u2069")

    entries = {plain(a.text()): a for a in menu.actions() if plain(a.text()) in names}
    assert set(entries) == names, [(a.text(), a.isEnabled()) for a in menu.actions()]
    for name, act in entries.items():
        assert not act.isEnabled() and name in action_reason(act) and act.toolTip() == action_reason(act)
    act = next(iter(entries.values()))
    menu.popup(panel.mapToGlobal(panel.rect().center()))
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, menu.actionGeometry(act).center())
    assert panel.prompt.text() == action_reason(act) and not menu.isVisible()
