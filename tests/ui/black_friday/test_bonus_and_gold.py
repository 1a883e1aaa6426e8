"""The bonus tile's "one more" is never spent unasked, and the gold dialog says bars (not dollars), the level's
limit and the tile's extra bar apart, and what confirming with no cash for a bar does."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from table_mouse import click, drag, panel_button

from ponzi_desktop.engine.black_friday.actions import BuyGold
from ponzi_desktop.ui.black_friday.moves import Selection
from ponzi_desktop.ui.kit.amount_dialog import AmountDialog
from ponzi_desktop.ui.kit.dialogs import QuestionDialog
from ponzi_desktop.ui.kit.look import money

from .test_table import new_session, page_for


def ready(qtbot, tmp_path, players: int, seed: int, **settings):
    session = new_session(tmp_path, players, seed=seed, **settings)
    page = page_for(qtbot, tmp_path, session)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    page.table.animator.snap()
    return page.table, session


def question(table) -> QuestionDialog | None:
    return next((d for d in table.dialogs if isinstance(d, QuestionDialog)), None)


def test_selling_one_more_with_the_bonus_tile_is_asked_first_by_drag_and_by_button(qtbot, tmp_path):
    table, session = ready(qtbot, tmp_path, 4, 7)  # seat 0 holds bonus tile 4: one share more in a sale
    sc = table.scene
    view = session.view()
    held = [c for c, n in zip(view.colours, view.my_shares, strict=True) if n]
    drag(table, sc.screens[0].shares[held[0]], sc.market)
    view = session.view()
    assert view.phase == "sell" and view.action_count == view.share_limit == 1
    prompt = table.panel.prompt.text()
    assert "Level 0's limit is reached" in prompt and "one more with your bonus tile" in prompt, prompt
    assert "up to 0" not in prompt
    colour = next(c for c, n in zip(view.colours, view.my_shares, strict=True) if n)
    sell = panel_button(table, f"Sell {colour.capitalize()}")
    assert sell.isEnabled() and "with your bonus tile" in sell.toolTip()
    count = session.action_count
    drag(table, sc.screens[0].shares[colour], sc.market)
    assert session.action_count == count and not session.view().holders[0].bonus_used  # not yet: asked
    dialog = question(table)
    assert dialog is not None and "bonus tile" in dialog.text_label.text()
    dialog.no_button.click()
    assert session.action_count == count and question(table) is None
    sell.click()  # the button asks too
    dialog = question(table)
    assert dialog is not None and session.action_count == count
    dialog.yes_button.click()
    assert session.action_count == count + 1 and session.view().holders[0].bonus_used
    assert session.record.actions[-1] == f"sell {colour}"


def test_buying_one_more_share_with_the_bonus_tile_is_asked_first(qtbot, tmp_path):
    table, session = ready(qtbot, tmp_path, 5, 3, start_player=1)  # seat 0 plays last: bonus tile 5
    sc = table.scene
    view = session.view()
    cheap = [c for c, n, p in zip(view.colours, view.market, view.prices, strict=True) if n > 1 and 2 * p <= 100]
    drag(table, sc.market.stacks[cheap[0]], sc.screens[0])
    assert session.view().phase == "buy"
    count = session.action_count
    click(table, sc.market.stacks[cheap[0]])  # by clicks: the share, then the screen
    click(table, sc.screens[0])
    assert session.action_count == count and question(table) is not None
    question(table).yes_button.click()
    assert session.action_count == count + 1 and session.view().holders[0].bonus_used


def test_the_gold_dialog_counts_bars_and_says_the_limit_and_the_bonus_apart(qtbot, tmp_path):
    """First, on the same table, the range line for a mover with no cash for a bar: it says what confirming
    does."""
    table, session = ready(qtbot, tmp_path, 4, 7)  # seat 0 holds bonus tile 4: one gold bar more
    sc = table.scene
    view = session.view()
    text = table.gold_range_text(view, 0, "green", False)  # with no cash for a bar
    assert "cannot pay for a gold bar" in text and "only puts the Green share on the gold purchase track" in text
    assert "0 to 0" not in text
    colour = next(c for c, n in zip(view.colours, view.market, strict=True) if n)
    drag(table, sc.market.stacks[colour], sc.gold_track)
    dialog = table.dialogs[-1]
    assert isinstance(dialog, AmountDialog) and dialog.hi == 2 and view.gold_limit == 1
    price = money(view.gold_price)
    said = dialog.range_label.text()  # "bar" may read "bar(s)" until en.ts has the new string's plural forms
    assert said.startswith("Up to 1 bar") and said.endswith(f"at {price} each; 2 with your bonus tile, once a game.")
    assert [c.text() for c in dialog.chips] == ["0", "1", "2"]
    signs = [w for w in dialog.findChildren(QLabel) if w.isVisible() and w.text().strip() == "$"]
    assert not signs
    # every line of the dialog has a place of its own: none is drawn over another
    dialog.show()
    qtbot.waitExposed(dialog)
    lines = [w for w in dialog.column_box.findChildren(QLabel) if w.isVisible() and w.text()]
    assert any("Then a" in w.text() for w in lines)
    for i, a in enumerate(lines):
        for b in lines[i + 1:]:
            assert not a.geometry().intersects(b.geometry()), (a.text(), b.text())
    dialog.field.setValue(2)
    count = session.action_count
    dialog.confirm_button.click()
    asked = question(table)
    assert asked is not None and session.action_count == count
    asked.yes_button.click()
    assert session.record.actions[-1] == f"gold 2 {colour}" and session.view().holders[0].bonus_used


def test_bars_chosen_first_the_prompt_says_what_next(qtbot, tmp_path):
    table, session = ready(qtbot, tmp_path, 4, 5)
    sc = table.scene
    drag(table, sc.bank, sc.screens[0])
    dialog = table.dialogs[-1]
    dialog.field.setValue(1)
    dialog.confirm_button.click()
    assert table.selection == Selection(bars=1)
    assert "now move a market share onto the gold purchase track (drag it, or click it" in table.panel.prompt.text()


# ---- the board shows each event as the log tells it, under the panel's heading for it -----------------------
EXPECTED_PHASE = {"turn_started": "Choose an action", "shares_bought": "Buy shares", "shares_sold": "Sell shares",
                  "gold_bought": "Buy gold", "bonus_used": "Bonus move", "price_change_started": "Price change",
                  "shares_drawn": "Price change", "track_cleared": "Price change"}


def board_now(table) -> dict:
    sc = table.scene
    return {"counts": {c: sc.market.count_of(c) for c in sc.colours},
            "prices": {c: sc.market.prices[c].text() for c in sc.colours}, "bag": sc.bag.size,
            "cash": [s.cash for s in sc.screens], "bars": [s.bars for s in sc.screens],
            "track": len(sc.purchase.filled) + len(sc.gold_track.filled), "counter": sc.counter.text()}


def test_each_event_shows_on_the_board_before_the_next_one_begins_under_its_phase_and_round(qtbot, tmp_path):
    """Bots play (their moves are shown one by one); whenever the board begins to show an event, the one before
    it has left its mark: a share bought has left the market, a price marker's new price is written, the bag
    has lost the shares drawn. And the panel's heading tells the event the board shows: its phase and round.
    One played game serves both checks (they were two tests playing the same game)."""
    session = new_session(tmp_path, 4, seed=7, humans=())
    session.set_paused(True)
    page = page_for(qtbot, tmp_path, session, speed="fast")
    table = page.table
    seen: list[tuple[object, int, object, dict, str]] = []
    table.animator.showing.connect(lambda tag, n, e: seen.append((tag, n, e, board_now(table),
                                                                  table.panel.title.text())))
    for _ in range(12):  # one bot move at a time, each shown to its end
        session.set_paused(False)
        before = session.action_count
        qtbot.waitUntil(lambda b=before: session.action_count > b or session.is_over, timeout=30_000)
        session.set_paused(True)
        qtbot.waitUntil(lambda: not table.animator.busy, timeout=30_000)
        if session.is_over:
            break
    # the heading
    kinds = {e.kind for _t, _n, e, _w, _h in seen}
    assert "turn_started" in kinds and kinds & {"shares_bought", "shares_sold", "gold_bought"}, kinds
    assert any((e.data or {}).get("round", 1) > 1 for _t, _n, e, _w, _h in seen if e.kind == "turn_started")
    for _t, _n, e, _w, title in seen:
        data = dict(e.data or {})
        if e.kind in EXPECTED_PHASE:
            assert title.endswith(EXPECTED_PHASE[e.kind]), (e.kind, title)
        if e.kind == "turn_started":
            assert title.startswith(f"Round {data['round']} "), (e.kind, data, title)
    # the board
    checked = 0
    for (tag, n, e, was, _h), (tag2, n2, _e2, now, _h2) in zip(seen, seen[1:], strict=False):
        if (tag2, n2) != (tag, n + 1):
            continue
        d = e.data or {}
        if e.kind == "shares_bought":
            assert now["counts"][d["colour"]] == was["counts"][d["colour"]] - 1, e
            checked += 1
        elif e.kind == "share_placed":
            assert now["track"] == was["track"] + 1 or d["space"] == 1, e
            checked += 1
        elif e.kind == "price_moved" and d.get("path"):
            assert now["prices"][d["colour"]] == money(d["price"]), e
            checked += 1
        elif e.kind == "shares_drawn":
            assert now["bag"] == was["bag"] - sum(d["counts"]) - d["black"], e
            checked += 1
        elif e.kind == "price_change_started":  # counted from its banner on, as the log counts it (the line
            # said "price changes: 0" all through the first one)
            assert now["counter"].endswith(f": {d['number']}"), (now["counter"], e)
            checked += 1
    assert checked >= 5 and any(e.kind == "price_change_started" for _t, _n, e, _w, _h in seen)
    session.shutdown()


def test_the_movers_screen_shows_the_gold_bought_before_the_share_goes_on_the_track(qtbot, tmp_path):
    session = new_session(tmp_path, 4, seed=7)
    page = page_for(qtbot, tmp_path, session, speed="fast")
    table = page.table
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=30_000)
    view = session.view()
    colour = next(c for c, n in zip(view.colours, view.market, strict=True) if n)
    cash, price = view.my_cash, view.gold_price
    seen: list[tuple[str, int | None, int]] = []
    screen = table.scene.screens[0]
    table.animator.showing.connect(lambda _t, _n, e: seen.append((e.kind, screen.cash, screen.bars)))
    table.submit(BuyGold(1, colour))
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=30_000)
    placed = next(s for s in seen if s[0] == "share_placed")
    assert placed[1:] == (cash - price, 1), seen


def test_the_gold_and_bonus_dialogs_open_on_the_table_and_esc_closes_them(qtbot, tmp_path):
    """A review found both opened as stock windows of their own over the table: they are laid on the table, as
    Ponzi's envelopes and Anti-Monopoly's offers are, and Esc in them closes them with nothing played."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table, session = ready(qtbot, tmp_path, 4, 7)  # seat 0 holds bonus tile 4: one share more in a sale
    table.window().show()
    qtbot.waitExposed(table.window())
    sc = table.scene
    view = session.view()
    count = session.action_count
    colour = next(c for c, n in zip(view.colours, view.market, strict=True) if n)
    drag(table, sc.market.stacks[colour], sc.gold_track)
    gold = table.dialogs[-1]
    held = [c for c, n in zip(view.colours, view.my_shares, strict=True) if n]
    for dialog, then in ((gold, None), (None, held[0])):
        if then is not None:  # the second share of a sale at level 0 asks whether the bonus tile is spent
            drag(table, sc.screens[0].shares[then], sc.market)
            drag(table, sc.screens[0].shares[then], sc.market)
            dialog = question(table)
        assert dialog is not None and dialog.isVisible()
        assert not dialog.isWindow() and dialog.parentWidget() is table and table.geometry().contains(
            dialog.geometry().translated(table.pos()))
        played = session.action_count
        QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: d not in table.dialogs, timeout=2000)
        assert session.action_count == played
    assert session.action_count == count + 1  # the first share sold: the bonus tile not spent
    assert not session.view().holders[0].bonus_used


def test_the_gold_dialog_opens_on_the_bars_the_lesson_or_the_hint_names(qtbot, tmp_path, monkeypatch):
    """Confirming does what the note or the hint said: the dialog opens on their number of bars (2 here, where it
    would open on 1), for that share's colour only; with neither, on 1."""
    table, session = ready(qtbot, tmp_path, 4, 7)  # seat 0 holds bonus tile 4: up to 2 bars
    sc = table.scene
    view = session.view()
    colours = [c for c, n in zip(view.colours, view.market, strict=True) if n]
    drag(table, sc.market.stacks[colours[0]], sc.gold_track)
    assert table.dialogs[-1].amount() == 1  # neither a lesson nor a hint
    table.close_dialogs()
    monkeypatch.setattr(type(session), "hint", property(lambda s: BuyGold(2, colours[0])))
    drag(table, sc.market.stacks[colours[0]], sc.gold_track)
    assert table.dialogs[-1].amount() == 2
    table.close_dialogs()
    if len(colours) > 1:  # the hint names another share: not this purchase's number
        drag(table, sc.market.stacks[colours[1]], sc.gold_track)
        assert table.dialogs[-1].amount() == 1
        table.close_dialogs()
    monkeypatch.setattr(type(session), "hint", property(lambda s: None))
    monkeypatch.setattr(session, "planned", lambda: [BuyGold(0, colours[0])], raising=False)  # a lesson's next move
    drag(table, sc.market.stacks[colours[0]], sc.gold_track)
    assert table.dialogs[-1].amount() == 0
