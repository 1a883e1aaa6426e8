"""The Black Friday table from the player's side: whole games by mouse only, refusals that change nothing, the
hot-seat privacy walk, a monkey, the gold dialog, and a save reloaded in the middle of a price change."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QWidget
from table_mouse import app_settings, click, drag, panel_button

from ponzi_desktop.engine.black_friday.actions import Buy, BuyGold, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui.black_friday.labels import share_colour_word
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.kit.look import money
from ponzi_desktop.ui.session import GameSession

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve"]


def seats(n: int, humans: tuple[int, ...] = (0,)) -> list[Seat]:
    return [Seat(name=NAMES[i], kind="human") if i in humans else Seat(name=NAMES[i], kind="bot", level="random")
            for i in range(n)]


def page_for(qtbot, tmp_path, session: GameSession, size=(1600, 900), speed: str = "off") -> GamePage:
    page = GamePage(session, app_settings(tmp_path, speed))
    qtbot.addWidget(page)
    page.resize(*size)
    page.show()
    qtbot.waitExposed(page)
    return page


def new_session(tmp_path, players: int, humans=(0,), seed: int = 3, **settings) -> GameSession:
    return GameSession.new("black_friday", settings, seed, seats(players, humans),
                           autosave_dir=tmp_path / "autosave", bot_delay_ms=0)


def trigger_menu(button: QPushButton, words: str) -> None:
    """Choose the entry of a panel button's menu (or of one of its groups) whose text contains `words`; a button
    with one choice has no menu: its tooltip says that choice, and a click makes it."""
    menu: QMenu = button.menu()
    if menu is None:
        assert words in button.toolTip(), button.toolTip()
        button.click()
        return
    entries = [a for top in menu.actions() for a in ([top] if top.menu() is None else top.menu().actions())]
    for action in entries:
        if words in action.text():
            action.trigger()
            return
    raise AssertionError(f"no {words!r} in {[a.text() for a in entries]}")


def answer_gold(table, bars: int) -> None:
    dialog = table.dialogs[-1]
    dialog.field.setValue(bars)
    dialog.confirm_button.click()


def confirm_bonus(table) -> None:
    """Say yes when the table asks before a move spends the bonus tile (one more share or bar)."""
    for dialog in list(table.dialogs):
        if dialog.objectName() == "bonus_question":
            dialog.yes_button.click()


def play_one_move(table, session, rng: random.Random) -> None:
    """The human's decision, made with the mouse the way a person would, never through the session."""
    view = session.view()
    sc = table.scene
    me = view.seat
    actions = [c for c in view.choices]
    roll = rng.random()
    if view.phase == "bonus":
        free = [c.action for c in actions if isinstance(c.action, FreeMove)]
        if free and roll < 0.3:
            move = rng.choice(free)
            click(table, sc.screens[me].bonus)  # pick the tile up, then the share
            if move.move == "take":
                drag(table, sc.sale.shares[sc.sale.current][move.colour], sc.market)
            else:
                drag(table, sc.market.stacks[move.colour], sc.purchase if move.move == "place" else sc.gold_track)
        else:
            panel_button(table, "End turn").click()
        return
    buys = [c.action for c in actions if isinstance(c.action, Buy)]
    sells = [c.action for c in actions if isinstance(c.action, Sell)]
    places = [c.action for c in actions if isinstance(c.action, Place)]
    takes = [c.action for c in actions if isinstance(c.action, Take)]
    golds = [c for c in actions if isinstance(c.action, BuyGold)]
    if view.phase == "action" and golds and roll < 0.2:
        choice = rng.choice(golds)
        bars = rng.randint(choice.lo, choice.hi)
        if choice.action.colour is None:
            drag(table, sc.bank, sc.screens[me])
            answer_gold(table, bars)
        elif rng.random() < 0.5:
            drag(table, sc.market.stacks[choice.action.colour], sc.gold_track)
            answer_gold(table, bars)
        else:  # the bars first, from the bank, then the share for the gold track
            drag(table, sc.bank, sc.screens[me])
            answer_gold(table, bars)
            drag(table, sc.market.stacks[choice.action.colour], sc.gold_track)
        return
    if buys and roll < 0.55:
        buy = rng.choice(buys)
        if rng.random() < 0.5:
            drag(table, sc.market.stacks[buy.colour], sc.screens[me])
        else:
            click(table, sc.market.stacks[buy.colour])
            click(table, sc.screens[me])
        return
    if sells and roll < 0.8:
        drag(table, sc.screens[me].shares[rng.choice(sells).colour], sc.market)
        return
    if places and (view.phase == "buy" or not takes or rng.random() < 0.5):
        drag(table, sc.market.stacks[rng.choice(places).colour], sc.purchase)
        return
    take = rng.choice(takes)
    if take.colour is None:
        trigger_menu(panel_button(table, "Finish selling") or panel_button(table, "More"), "empty")
    else:
        drag(table, sc.sale.shares[sc.sale.current][take.colour], sc.market)


@pytest.mark.parametrize(("players", "seed", "broker"), [(4, 11, False), (2, 12, True)])
def test_one_human_plays_a_whole_game_by_mouse_to_the_end_table(qtbot, tmp_path, players, seed, broker):
    session = new_session(tmp_path, players, seed=seed)
    assert (session.view().broker is not None) == broker
    page = page_for(qtbot, tmp_path, session)
    # the mouse finds the pieces by the scene's places, not by pixels: the page need not paint at each move
    page.setUpdatesEnabled(False)
    table = page.table
    rng = random.Random(seed)
    said: list[str] = []
    table.status_message.connect(said.append)
    moves = 0
    while not session.is_over:
        qtbot.waitUntil(lambda: session.is_over or session.my_turn(), timeout=30_000)
        if session.is_over:
            break
        before = session.action_count
        play_one_move(table, session, rng)
        confirm_bonus(table)
        assert session.action_count == before + 1, f"the {session.view().phase} move did not land: {said[-3:]}"
        moves += 1
        assert moves < 2000
    qtbot.waitUntil(lambda: page.end_table is not None and page.end_table.isVisible(), timeout=5_000)
    assert moves > 10
    session.shutdown()


# ---- refusals ---------------------------------------------------------------------------------------------
@pytest.fixture
def my_turn(qtbot, tmp_path):
    session = new_session(tmp_path, 4, seed=5)
    page = page_for(qtbot, tmp_path, session)
    qtbot.waitUntil(session.my_turn, timeout=30_000)
    return page.table, session, page


def test_illegal_drops_are_refused_in_words_and_change_nothing(my_turn, qtbot):
    table, session, _page = my_turn
    sc = table.scene
    said: list[str] = []
    table.status_message.connect(said.append)
    before = (session.action_count, session.record.actions[:], session.view())
    colour = next(c for c, n in zip(sc.colours, session.view().market, strict=True) if n)
    drag(table, sc.market.stacks[colour], sc.screens[1])  # onto another player's screen
    assert table.panel.prompt.text() == said[-1]  # said where the eye is, not only in the status bar
    drag(table, sc.market.stacks[colour], sc.sale)  # onto the sale track
    drag(table, sc.bank, sc.screens[2])  # gold onto another screen
    assert (session.action_count, session.record.actions, session.view()) == before
    assert "your own screen" in said[0] and len(said) >= 2
    assert not table.dialogs


def test_the_level_limit_is_said_when_a_purchase_goes_past_it(my_turn):
    table, session, _page = my_turn
    sc = table.scene
    view = session.view()
    colour = next(c for c, n, p in zip(sc.colours, view.market, view.prices, strict=True) if n > 2 and p * 2 <= 100)
    drag(table, sc.market.stacks[colour], sc.screens[0])
    assert session.view().phase == "buy" and session.view().action_count == 1
    said: list[str] = []
    table.status_message.connect(said.append)
    drag(table, sc.market.stacks[colour], sc.screens[0])  # level 0: one share an action
    assert session.view().action_count == 1
    assert said and "at most 1 share" in said[-1]


def test_gold_by_the_bank_then_a_share_and_by_the_panel(my_turn, qtbot):
    table, session, _page = my_turn
    sc = table.scene
    view = session.view()
    colour = next(c for c, n in zip(sc.colours, view.market, strict=True) if n)
    before = session.action_count
    drag(table, sc.bank, sc.screens[0])
    answer_gold(table, 1)
    assert table.selection.bars == 1 and session.action_count == before
    drag(table, sc.market.stacks[colour], sc.gold_track)
    assert session.record.actions[-1] == f"gold 1 {colour}"


def test_every_button_of_a_phase_keeps_its_place(my_turn):
    table, session, _page = my_turn
    panel = table.panel
    names = [b.accessibleName() for b in panel.findChildren(QPushButton) if b.isVisible()]
    assert "Buy gold…" in names and "More" in names
    assert sum(n.startswith("Buy ") for n in names) >= 5 and sum(n.startswith("Sell ") for n in names) == 5


def test_the_gold_menu_says_what_each_entry_costs_and_gives(my_turn):
    """A review opened "Buy gold…" and read "Purple share onto the gold track" with no bars and no price: each
    entry says the share it puts on the gold purchase track and the bars it may buy at what price, the same
    numbers as the dialog after it."""
    table, session, _page = my_turn
    view = session.view()
    button = next(b for b in table.panel.findChildren(QPushButton) if b.accessibleName() == "Buy gold…")
    entries = [a for a in button.menu().actions() if a.isEnabled() and not a.isSeparator()]
    colours = [c for c, n in zip(view.colours, view.market, strict=True) if n]
    assert len(entries) == len(colours) >= 1
    price = money(view.gold_price)
    for entry in entries:
        assert price in entry.text() and " bar" in entry.text(), entry.text()
    entries[0].trigger()
    said = table.dialogs[-1].range_label.text()
    bars = entries[0].text().split("up to ")[1].split(" bar")[0]
    assert entries[0].text().startswith(f"{share_colour_word(colours[0])} share onto the gold track: up to {bars} bar")
    assert said.startswith(f"Up to {bars} bar") and f"at {price} each" in said, (entries[0].text(), said)


# ---- privacy ----------------------------------------------------------------------------------------------
def widget_texts(widget: QWidget) -> list[str]:
    out = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, QLabel | QPushButton):
            out.append(w.text())
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription()]
    return [t for t in out if t]


def test_hot_seat_privacy_walk(qtbot, tmp_path):
    """Two people in turn: at every moment only the viewer's cash and shares are shown; another player's cash
    appears nowhere a spectator would not see the same amount."""
    session = new_session(tmp_path, 3, humans=(0, 1), seed=8)
    page = page_for(qtbot, tmp_path, session, speed="fast")
    page.setUpdatesEnabled(False)  # the texts are read from the scene and the widgets: no need to paint them
    table = page.table
    rng = random.Random(4)
    for _ in range(120):
        if session.is_over:
            break
        if session.bot_thinking is not None or not (session.my_turn() or session.handoff_pending is not None):
            qtbot.waitUntil(lambda: session.is_over or session.my_turn() or session.handoff_pending is not None,
                            timeout=30_000)
            continue
        if session.handoff_pending is not None:
            session.cover_table()
            table.animator.snap()
            assert all(s.cash is None and s.held is None for s in table.scene.screens if not s.broker)
            session.claim_seat(session.handoff_pending)
        table.animator.snap()
        viewer = session.viewer
        full = session._state  # the truth, to know what must not show
        public = set(page.table.scene.all_texts())
        for h, screen in enumerate(table.scene.screens):
            assert (screen.cash is not None) == (h == viewer or screen.broker)
            assert (screen.held is not None) == (h == viewer or screen.broker)
            if h == viewer:
                assert screen.cash == full.cash[h]
        texts = " ".join(table.visible_texts() + widget_texts(page))
        own = {money(full.cash[viewer])}
        spectator: set[str] | None = None  # what a spectator's table shows now (made once a moment, if asked)
        for other in (0, 1, 2):
            if other == viewer:
                continue
            secret = money(full.cash[other])
            if secret in own:
                continue
            if spectator is None:
                spectator = set(_spectator_texts(table, session))
            assert secret not in texts or secret in spectator or secret in " ".join(public - {secret}), secret
        view = session.view()
        choice = view.choices[rng.randrange(len(view.choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        table.submit(action)
        confirm_bonus(table)
    session.shutdown()


def _spectator_texts(table, session) -> list[str]:
    public = session.view(None)
    scene = table.make_scene(public)
    try:
        scene.sync(public, None)
        return scene.all_texts()
    finally:
        scene.deleteLater()


def test_monkey_clicks_drags_and_keys_never_break_the_table(qtbot, tmp_path):
    session = new_session(tmp_path, 4, seed=9)
    page = page_for(qtbot, tmp_path, session, size=(1280, 720), speed="fast")
    # clicks and drags land by the scene's places, and what the monkey may break is the game, not the pixels:
    # the page need not paint at each of its 2,500 steps (the animations still run)
    page.setUpdatesEnabled(False)
    table = page.table
    viewport = table.view.viewport()
    rng = random.Random(99)
    keys = [Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape]
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
            buttons = [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()
                       and b.menu() is None]
            if buttons:
                rng.choice(buttons).click()
        for dialog in list(table.dialogs):  # a person answers an open dialog
            if rng.random() < 0.5:
                dialog.reject()
            else:
                dialog.accept()
        if step % 50 == 0:
            qtbot.wait(1)
            QApplication.processEvents()
        if session.is_over:
            break
    assert session.action_count == len(session.record.actions)
    session.shutdown()


# ---- a save in the middle of a price change ------------------------------------------------------------
def test_a_save_reloaded_in_the_middle_of_a_price_change_shows_the_same_table(qtbot, tmp_path):
    spec = game_spec("black_friday")
    settings = spec.settings_from(3, {})
    state = spec.new_game(settings, 21)
    rng = random.Random(21)
    texts: list[str] = []
    while True:  # up to the action that sets off the second price change
        choices = state.legal_choices()
        c = choices[rng.randrange(len(choices))]
        action = c.action if c.param is None else c.with_value(rng.randint(c.lo, c.hi))
        events = state.apply(action)
        texts.append(action.to_text())
        if state.price_changes >= 2 and any(e.kind == "price_change_started" for e in events):
            break
    record = GameRecord(game="black_friday", settings=settings.model_dump(mode="json"), seed=21,
                        seats=seats(3, humans=(0, 1, 2)), actions=texts[:-1])
    session = GameSession(record, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    page = page_for(qtbot, tmp_path, session, speed="normal")
    table = page.table
    while session.handoff_pending is not None or not session.my_turn():
        session.cover_table()
        session.claim_seat(session.handoff_pending)
    assert table.submit(spec.parse_action(texts[-1]))
    assert table.animator.busy  # the price change is being shown
    path = tmp_path / "mid.json"
    session.save(path)
    again = GameSession.load(path, autosave_dir=tmp_path / "b", bot_delay_ms=0)
    other = page_for(qtbot, tmp_path, again)
    table.animator.snap()
    assert again.view(None) == session.view(None)
    # the reloaded table, looked at by the same person, shows what the first one shows once its animation is over
    for s in (session, again):  # each handed over to the person whose turn it is
        while s.handoff_pending is not None or not s.my_turn():
            s.cover_table()
            s.claim_seat(s.handoff_pending)
    assert again.viewer == session.viewer is not None
    table.animator.snap()
    other.table.animator.snap()
    shown = sorted(table.scene.all_texts())
    assert shown and sorted(other.table.scene.all_texts()) == shown
    assert sorted(_spectator_texts(other.table, again)) == sorted(_spectator_texts(table, session))
    assert other.table.scene.cells == table.scene.cells
    session.shutdown()
    again.shutdown()


def test_after_the_end_the_board_shows_every_screens_cash_and_shares(qtbot, tmp_path):
    """"Look at the board" after the end table: the screens are lifted, as the end table lifted them."""
    from ponzi_desktop.persistence.sample import random_record

    record = random_record(NAMES[:3], None, 2, game="black_friday", humans=(0,))
    session = GameSession(record, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    assert session.is_over
    page = page_for(qtbot, tmp_path, session)
    page.table.animator.snap()
    truth = session._state
    for h, screen in enumerate(page.table.scene.screens):
        assert screen.cash == truth.cash[h] and screen.held == tuple(truth.shares[h])
    session.shutdown()


def test_a_sellers_cash_changes_with_the_log_line_that_tells_the_sale(qtbot, tmp_path):
    """The board, the log and the status line show one moment: a sold share set off from the seller's screen with
    the price already in its cash, the log still ending at the move before. Sampled all through the animation,
    the screen's cash is the one before the sale until the log tells it, and the price more from then on."""
    from PySide6.QtCore import QTimer

    session = new_session(tmp_path, 4, seed=5)
    page = page_for(qtbot, tmp_path, session, speed="slow")
    table, model = page.table, page.log_view.model
    qtbot.waitUntil(lambda: session.my_turn() and not table.animator.busy, timeout=30_000)
    view = session.view()
    me = view.seat
    sell = next(c.action for c in view.choices if isinstance(c.action, Sell))
    before = table.scene.screens[me].cash
    samples: list[tuple[int | None, str]] = []

    def sample() -> None:
        last = model.data(model.index(model.rowCount() - 1, 0)) if model.rowCount() else ""
        samples.append((table.scene.screens[me].cash, last or ""))

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(5)
    assert session.submit(sell)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=20_000)
    timer.stop()
    sample()  # the sale told, at rest
    after = session.view().my_cash
    assert after > before
    told = [s for s in samples if s[1].startswith("You sell")]
    untold = [s for s in samples if s not in told]
    assert told and untold, samples  # sampled on both sides of the moment
    assert all(cash == before for cash, _ in untold), (before, after, untold)
    assert all(cash == after for cash, _ in told), (before, after, told)
