"""The game log: per-viewer narration, hot-seat privacy, the model's contract, following, hovering, undo."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ponzi_desktop.engine.core import Event  # noqa: E402
from ponzi_desktop.engine.ponzi.actions import Offer  # noqa: E402
from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui import games  # noqa: E402
from ponzi_desktop.ui.formatting import isolate  # noqa: E402
from ponzi_desktop.ui.log import GameLogModel  # noqa: E402
from ponzi_desktop.ui.log_view import GameLogView  # noqa: E402
from ponzi_desktop.ui.look import seat_colour  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

ENVELOPE_KINDS = ("offer_made", "trade_resolved")


def bots(names):
    return [Seat(name=name, kind="bot", level="random") for name in names]


def humans(names):
    return [Seat(name=name, kind="human") for name in names]


def new(seats, tmp_path, seed=3, game="ponzi", **settings):
    return GameSession.new(game, settings, seed, seats, autosave_dir=tmp_path, bot_delay_ms=0)


def english_plurals_ready(game):
    """Whether i18n/en.ts holds the English plural forms of `game`'s log yet (a game whose sentences were just
    written has them once i18n/update.py has run and its forms are filled in); until then "(s)" shows."""
    from PySide6.QtCore import QCoreApplication

    context = {"ponzi": "PonziLog", "black_friday": "BlackFridayLog"}[game]
    sample = {"ponzi": "Game over: %1 wins with %n point(s)", "black_friday": "You buy %n %1 share(s) for %2"}[game]
    return "(s)" not in QCoreApplication.translate(context, sample, None, 2)


def play_bots_until(qtbot, session, actions):
    qtbot.waitUntil(lambda: session.is_over or session.action_count >= actions, timeout=60_000)
    session.set_paused(True)
    # a bot that was already thinking still moves: wait for it, so that no line comes in after this
    qtbot.waitUntil(lambda: session.bot_thinking is None, timeout=10_000)
    qtbot.wait(10)


def rows(model):
    return [model.index(r, 0) for r in range(model.rowCount())]


def parties(event):
    if event.kind == "offer_made":
        return {event.player, event.data["target"]}
    return {event.data["offerer"], event.data["target"]}


@pytest.mark.parametrize("game, opening, kind, verb", [("ponzi", "Round 1 · ", "round_started", " funds "),
                                                       ("black_friday", "A new game for 4 ", "game_started", " buys "),
                                                       ("anti_monopoly", "A new game for 4 ", "game_started",
                                                        " rolls ")])
def test_the_log_narrates_every_event_and_opens_with_round_one(qtbot, tmp_path, game, opening, kind, verb):
    session = new(bots(["Alice", "Bob", "Carol", "Dan"]), tmp_path, game=game)
    log = GameLogView(session)
    qtbot.addWidget(log)
    play_bots_until(qtbot, session, 30)
    texts = log.model.texts()
    assert texts[0].startswith(opening)
    assert any(verb in t for t in texts)
    assert all(t and "%" not in t for t in texts)
    first = log.model.index(0, 0)
    assert first.data(GameLogModel.EventRole).kind == kind
    assert first.data(GameLogModel.StyleRole) == "separator"
    assert first.data(Qt.ItemDataRole.ToolTipRole) is None


@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_model_passes_the_model_tester(qtbot, qtmodeltester, tmp_path, game):
    session = new(bots(["Alice", "Bob", "Carol"]), tmp_path, seed=5, game=game)
    model = GameLogModel(session)
    qtmodeltester.check(model)  # at the start: what the log opens with
    play_bots_until(qtbot, session, 25)
    qtmodeltester.check(model, force_py=True)
    model.retranslate()
    qtmodeltester.check(model)


def test_a_third_player_never_sees_an_envelope_amount(qtbot, tmp_path):
    """Three humans in hot-seat; every action goes through the session; the log is checked after each."""
    session = new(humans(["Alice", "Bob", "Carol"]), tmp_path, seed=11, start_player=0)
    log = GameLogView(session)
    qtbot.addWidget(log)
    rng = random.Random(2)
    told = hidden = 0
    while not session.is_over and session.action_count < 300:
        if session.handoff_pending is not None:
            check_privacy(log.model, None)
            session.claim_seat(session.handoff_pending)
        view = session.view()
        offers = [c for c in view.choices if c.param is not None and c.hi > 0]
        choice = rng.choice(offers) if offers and rng.random() < 0.8 else rng.choice(view.choices)
        action = choice.with_value(rng.randint(max(1, choice.lo), choice.hi)) if choice.param else choice.action
        assert session.submit(action), action
        if isinstance(action, Offer):
            check_privacy(log.model, session.viewer)
        t, h = check_privacy(log.model, session.viewer)
        told, hidden = told + t, hidden + h
    assert told > 0 and hidden > 0  # the test saw amounts told to the parties and hidden from the third


def check_privacy(model, viewer):
    told = hidden = 0
    for index in rows(model):
        event = index.data(GameLogModel.EventRole)
        assert index.data(Qt.ItemDataRole.ToolTipRole) is None
        assert index.data(Qt.ItemDataRole.AccessibleTextRole) == index.data()
        if event.kind not in ENVELOPE_KINDS:
            continue
        text = index.data()
        if viewer in parties(event):
            assert "amount" in event.data and "$" in text
            told += 1
        else:
            assert "amount" not in event.data and "$" not in text, (viewer, text)
            assert not index.data(GameLogModel.PrivateRole)
            hidden += 1
    return told, hidden


def test_the_hand_off_summary_is_public_and_told_to_the_person_it_is_for(qtbot, tmp_path):
    """What a cover lists: only what a spectator may see, but in the second person for its reader ("Bob
    counters: takes a Grain tile from you"), never an envelope's amount; since the reader's last action."""
    session = new(humans(["Alice", "Bob", "Carol"]), tmp_path, seed=4, start_player=0)
    model = GameLogModel(session)

    def acted(seat, *events):  # an action of `seat`, as the session announces it
        session.last_actor = seat
        session.events_happened.emit(list(events))

    def since(seat):
        return [text for text, kind in model.public_since(seat).lines if kind == "line"]

    assert not model.has_acted(0) and since(0) == []  # nothing happened yet
    acted(0, Event("passed", 0, {"phase": "fund"}))
    acted(0, Event("offer_made", 0, {"target": 1, "industry": "grain", "amount": 55}, (0, 1), ("amount",)))
    acted(1, Event("trade_resolved", 1, {"offerer": 0, "target": 1, "industry": "grain", "answer": "countered",
                                         "tile_to": 1, "amount": 55}, (0, 1), ("amount",)),
          Event("marker_passed", 0, {}))
    acted(2, Event("offer_made", 2, {"target": 1, "industry": "transportation", "amount": 37}, (2, 1), ("amount",)),
          Event("passed", 2, {"phase": "trade"}, (2,)))  # private and nothing public in it: never told
    assert model.has_acted(0) and model.has_acted(2)
    bob, carol = isolate("Bob"), isolate("Carol")  # names are set apart from the sentence
    assert since(0) == [f"{bob} counters: takes a Grain tile from you",
                                     "You receive the start player marker",
                                     f"{carol} offers {bob} an envelope for a Transportation tile"]
    assert since(1) == [f"{carol} offers you an envelope for a Transportation tile"]
    for seat in range(3):
        assert not any("$" in line for line in since(seat))


def test_the_log_follows_new_entries_unless_the_user_scrolled_up(qtbot, tmp_path):
    session = new(bots(["Alice", "Bob", "Carol", "Dan"]), tmp_path)
    log = GameLogView(session)
    qtbot.addWidget(log)
    log.resize(260, 300)
    log.show()
    qtbot.waitExposed(log)
    play_bots_until(qtbot, session, 20)
    bar = log.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    assert log.following
    bar.setValue(0)
    assert not log.following
    count = log.model.rowCount()
    session.set_paused(False)
    qtbot.waitUntil(lambda: log.model.rowCount() > count + 5, timeout=30_000)
    session.set_paused(True)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    assert log.following


def test_hovering_an_entry_reports_its_filtered_event(qtbot, tmp_path):
    session = new(bots(["Alice", "Bob", "Carol"]), tmp_path)
    log = GameLogView(session)
    qtbot.addWidget(log)
    log.resize(300, 500)
    log.show()
    qtbot.waitExposed(log)
    play_bots_until(qtbot, session, 8)
    log.list.scrollToTop()
    index = log.model.index(1, 0)
    with qtbot.waitSignal(log.entry_hovered) as hovered:
        qtbot.mouseMove(log.list.viewport(), log.list.visualRect(index).center())
    assert hovered.args[0] is index.data(GameLogModel.EventRole)
    with qtbot.waitSignal(log.entry_hovered) as again:  # entered again (the table may have dropped its light)
        log.list.entered.emit(index)
    assert again.args[0] is hovered.args[0]
    with qtbot.waitSignal(log.entry_hovered) as left:
        QApplication.sendEvent(log.list.viewport(), QEvent(QEvent.Type.Leave))
    assert left.args[0] is None


def test_the_log_is_refiltered_when_the_viewer_changes(qtbot, tmp_path):
    session = new(humans(["Alice", "Bob", "Carol"]), tmp_path, seed=4, start_player=0)
    log = GameLogView(session)
    qtbot.addWidget(log)
    assert session.handoff_pending == 0 and log.model.viewer is None
    assert "every player" in log.caption.text()
    with qtbot.waitSignal(log.model.modelReset):
        session.claim_seat(0)
    assert log.model.viewer == 0 and "Alice" in log.caption.text()
    assert session.submit(session.view().choices[0].action)  # pass: Bob's turn, a hand-off
    assert session.handoff_pending == 1
    assert log.model.viewer is None and "every player" in log.caption.text()
    session.claim_seat(1)
    assert log.model.viewer == 1 and "Bob" in log.caption.text()
    assert log.model.texts()[-1] == f"{isolate('Alice')} passes: no funding"


def test_undo_and_loading_rebuild_the_log(qtbot, tmp_path):
    session = new(humans(["You"]) + bots(["Bob", "Carol"]), tmp_path, seed=8, start_player=0)
    log = GameLogView(session)
    qtbot.addWidget(log)
    before = log.model.texts()
    view = session.view()
    pass_choice = view.choices[0]
    assert session.submit(pass_choice.action)
    assert len(log.model.texts()) > len(before)
    session.set_paused(True)
    if session.can_undo():
        assert session.undo()
        assert log.model.texts() == before
    loaded = GameSession(session.record, autosave_dir=tmp_path / "other", bot_delay_ms=0)
    loaded.set_paused(True)
    again = GameLogModel(loaded)
    assert again.texts() == log.model.texts()


def test_seat_colours_come_from_the_seat_or_the_palette():
    seats = [Seat(name="A", kind="human", colour="#123456"), Seat(name="B", kind="human")]
    assert seat_colour(seats, 0).name() == "#123456"
    assert seat_colour(seats, 1).isValid()
    assert not seat_colour(seats, None).isValid()


def test_screenshot_of_the_log_mid_game(qtbot, tmp_path):
    session = new(humans(["Alice"]) + bots(["Bob", "Carol", "Dan"]), tmp_path, seed=3)
    log = GameLogView(session)
    qtbot.addWidget(log)
    log.resize(300, 720)
    log.show()
    qtbot.waitExposed(log)
    rng = random.Random(1)
    while session.action_count < 45 and not session.is_over:
        if session.my_turn():
            view = session.view()
            choice = rng.choice(view.choices)
            session.submit(choice.with_value(choice.hi // 2) if choice.param else choice.action)
        else:
            count = session.action_count
            qtbot.waitUntil(lambda c=count: session.action_count > c or session.is_over or session.my_turn(),
                            timeout=30_000)
    session.set_paused(True)
    qtbot.wait(20)
    assert log.grab().save(str(tmp_path / "log.png"))
    log.grab().save("/tmp/log_mid_game.png")


# two of the games as a sample, not "every game"
@pytest.mark.parametrize("game", ["ponzi", "black_friday"])
def test_the_log_speaks_to_the_person_at_the_screen(qtbot, tmp_path, game):
    """One person against two bots: the person's own moves say "You fund ...", "You pass ...", and their
    name never shows; the bots' moves are told by name, with verbs of the third person."""
    import re

    seats = humans(["Ann"]) + bots(["Bob", "Cy"])
    session = new(seats, tmp_path, seed=6, game=game, start_player=0)
    log = GameLogView(session)
    qtbot.addWidget(log)
    rng = random.Random(6)
    mine = 0
    while not session.is_over and session.action_count < 60:
        qtbot.waitUntil(lambda: session.my_turn() or session.is_over, timeout=30_000)
        if session.is_over:
            break
        view = session.view()
        choice = rng.choice(view.choices)
        low = min(max(1, choice.lo), choice.hi)  # none of nothing (0 gold bars) when nothing else is allowed
        action = choice.with_value(rng.randint(low, choice.hi)) if choice.param else choice.action
        assert session.submit(action), action
        mine += 1
    session.set_paused(True)
    texts = log.model.texts()
    assert mine > 3 and session.viewer == 0
    assert not [t for t in texts if "Ann" in t or ("(s)" in t and english_plurals_ready(game))]
    assert len([t for t in texts if t.startswith("You ")]) >= mine
    assert not [t for t in texts if re.search(r"\byou (?!pass\b)(is|[a-z]+[^s\W]s)\b", t, re.IGNORECASE)]
    assert any(t.startswith((f"{isolate('Bob')} ", f"{isolate('Cy')} ")) for t in texts)


def test_a_rounds_heading_keeps_its_rules_and_margins_in_a_narrow_log(qtbot, tmp_path):
    """In a narrow log the round's rules shrank to dots and its words touched the edges ("· Ronda 1 ·
    empieza プレイヤー1 ·"); the words now wrap between rules that keep their length on both sides."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

    view = GameLogView(new(humans(["Ann", "Bob", "Cy"]), tmp_path), None)
    qtbot.addWidget(view)
    delegate = view.list.itemDelegate()
    font = QFont(view.list.font())
    font.setBold(True)
    metrics = QFontMetrics(font)
    for width in (200, 260, 400):
        row = QRect(0, 0, width, 80)
        for text in ("Round 1 · Ann starts", "Ronda 1 · empieza Maximiliana Alexandra", "第1回合 · 由プレイヤー1開始"):
            box = delegate.separator_box(row, text, font)
            rules = (box.left() - delegate.RULE_GAP - delegate.PAD_X, width - delegate.PAD_X - box.right()
                     - delegate.RULE_GAP)
            assert min(rules) >= delegate.RULE_MIN - 1, (width, text, rules)
            lines = metrics.boundingRect(box, int(Qt.TextFlag.TextWordWrap), text).height() // metrics.height()
            assert box.height() >= lines * metrics.height()  # every line of it, none cut or elided
            if lines > 1:  # the rules run by the first line, never between two lines (read as underscores)
                image = QImage(width, 80, QImage.Format.Format_ARGB32)
                image.fill(Qt.GlobalColor.white)
                painter = QPainter(image)
                delegate._paint_separator(painter, row, text, font)
                painter.end()
                x = delegate.PAD_X + 3
                drawn = [y for y in range(80) if QColor(image.pixel(x, y)).lightness() < 235]
                assert drawn and max(drawn) < box.top() + metrics.height(), (width, text, drawn)
