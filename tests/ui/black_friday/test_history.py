"""The price history panel: the replay's prices, drawn in the shares' colours and marks; the seated player's
own wealth only (never another seat's, nothing under the hand-off cover); it follows the moves; pyqtgraph is
loaded with the panel and not before; it fits its narrow dock."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402
from widget_checks import clipped, too_small, window_with_panel  # noqa: E402

from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord, Seat  # noqa: E402
from ponzi_desktop.persistence.sample import random_record  # noqa: E402
from ponzi_desktop.ui.black_friday.history import WIDTH, PriceHistoryPanel, edge_ink, line_ink  # noqa: E402
from ponzi_desktop.ui.black_friday.wealth import PriceHistory  # noqa: E402
from ponzi_desktop.ui.formatting import money  # noqa: E402
from ponzi_desktop.ui.kit import look  # noqa: E402
from ponzi_desktop.ui.look import contrast  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

NAMES = ["Ann", "Bob", "Cleo", "Dev"]
SPEC = game_spec("black_friday")


def session_of(tmp_path, players, seed, actions, humans=(0,), everyone=False):
    """A paused session `actions` random moves into a seeded game; `everyone`: all seats people (hot-seat)."""
    record = random_record(NAMES[:players], actions, seed, game="black_friday", humans=humans)
    if everyone:
        record = GameRecord(game=record.game, settings=record.settings, seed=seed, actions=list(record.actions),
                            seats=[Seat(name=n, kind="human") for n in NAMES[:players]])
    session = GameSession(record, autosave_dir=tmp_path / f"s{seed}-{actions}", bot_delay_ms=0)
    session.set_paused(True)
    return session


def curves(plot) -> list[tuple[list[float], list[float]]]:
    return [(list(item.xData), list(item.yData)) for item in plot.getPlotItem().listDataItems()
            if item.xData is not None]


def test_the_chart_is_the_replays_prices_in_the_shares_colours(qtbot, tmp_path):
    session = session_of(tmp_path, 3, 4, 120)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    fresh = PriceHistory()
    fresh.follow(session.record)
    assert panel.history.points == fresh.points and len(fresh.points) > 5
    xs = [float(p.number) for p in fresh.points]
    drawn = curves(panel.plot)
    for colour in fresh.colours:
        assert (xs, [float(v) for v in fresh.prices_of(colour)]) in drawn, colour
    assert (xs, [float(p.gold_price) for p in fresh.points]) in drawn
    items = panel.plot.getPlotItem().listDataItems()
    symbols = {item.opts["symbol"].boundingRect().getRect() + (item.opts["symbol"].elementCount(),)
               for item in items if item.opts["symbol"] is not None}
    assert len(symbols) == 6  # one mark per line: no line is told by colour alone
    assert panel.plot.backgroundBrush().color() == look.PAPER
    for key in (*fresh.colours, "gold"):  # every line has an edge that shows on paper (white above all)
        assert contrast(edge_ink(key), look.PAPER) >= 3 or contrast(line_ink(key), look.PAPER) >= 3, key
    assert "Purple" in panel.legend.text() and "Gold" in panel.legend.text()


@pytest.mark.parametrize("actions", [0, 120])
def test_marks_at_one_price_at_one_point_all_show_side_by_side(qtbot, tmp_path, actions):
    """Found: at the start three colours at $8 showed one mark. Marks of lines at one price at one point stand
    side by side, a mark's width apart where the step has room, at the price's height and within the point's
    step (never read as another point or another price)."""
    session = session_of(tmp_path, 3, 4, actions)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    panel.resize(WIDTH, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.refresh()
    box = panel.plot.getPlotItem().getViewBox()
    per_step = 1 / box.viewPixelSize()[0]  # pixels from one point to the next
    marks: dict[tuple[int, float], list[float]] = {}
    for item in panel.plot.getPlotItem().listDataItems():
        if item.opts["symbol"] is None:
            continue
        for x, y in zip(item.xData, item.yData, strict=True):
            point = round(x)
            assert abs(x - point) < 0.5
            marks.setdefault((point, float(y)), []).append(float(x))
    shared = [xs for xs in marks.values() if len(xs) > 1]
    assert shared  # seed 4 starts with colours at one price
    symbol = panel.px(13)
    for xs in shared:
        xs.sort()
        gaps = [(b - a) * per_step for a, b in zip(xs, xs[1:], strict=False)]
        room = 0.9 * per_step / (len(xs) - 1)  # the most the step gives each
        assert all(gap >= min(symbol, room) - 0.01 for gap in gaps), (xs, gaps, symbol, room)


def test_the_chart_follows_a_price_change(qtbot, tmp_path):
    """All seats people: the move that starts a price change adds a point to every line when it is played."""
    full = random_record(NAMES[:3], None, 6, game="black_friday")
    state = SPEC.new_game(SPEC.settings_model.model_validate(full.settings), full.seed)
    k = None
    for i, text in enumerate(full.actions):
        events = state.apply_text(text)
        if i > 20 and any(e.kind == "price_change_started" for e in events):
            k = i
            break
    assert k is not None
    session = session_of(tmp_path, 3, 6, k, everyone=True)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    before = len(panel.history.points)
    assert session.submit(SPEC.parse_action(full.actions[k]))
    assert len(panel.history.points) == before + 1
    assert all(len(ys) == before + 1 for _xs, ys in curves(panel.plot)[:2])


def test_in_hot_seat_only_the_seated_players_wealth_is_shown(qtbot, tmp_path):
    session = GameSession.new("black_friday", {}, 8, [Seat(name=n, kind="human") for n in NAMES[:3]],
                              autosave_dir=tmp_path, bot_delay_ms=0)
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    rng = random.Random(8)
    covers = seated = 0
    while session.action_count < 150 and not session.is_over:
        every = [panel.history.wealth_of(p) for p in range(3)]
        if session.viewer is None:  # the cover is up: nobody's wealth, not even the last person's
            covers += 1
            assert panel.wealth is None and panel.wealth_card.isHidden() and not curves(panel.wealth_plot)
            assert panel.caption.text() == "What every player may see"
            assert "Nobody is seated" in panel.summary.text()
            session.claim_seat(session.handoff_pending)
            continue
        seated += 1
        me = session.viewer
        assert panel.shown_seat == me and panel.wealth == every[me]
        assert curves(panel.wealth_plot) == [([float(p.number) for p in panel.history.points],
                                              [float(v) for v in every[me]])]
        assert NAMES[me] in panel.caption.text()
        view = session.view()
        choice = rng.choice(view.choices)
        session.submit(choice.with_value(rng.randint(choice.lo, choice.hi)) if choice.param else choice.action)
    assert covers > 5 and seated > 20


def test_a_spectator_sees_the_prices_and_no_wealth(qtbot, tmp_path):
    session = session_of(tmp_path, 4, 2, 100, humans=())  # bots only: nobody at the screen
    assert session.viewer is None
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    assert curves(panel.plot) and panel.wealth is None and not curves(panel.wealth_plot)
    words = " ".join(w.text() for w in panel.findChildren(QLabel) if w.isVisibleTo(panel))
    assert "Your wealth" not in words and "Nobody is seated" in words


def test_at_the_end_the_chart_stays_and_says_how_you_finished(qtbot, tmp_path):
    session = session_of(tmp_path, 3, 4, None)
    assert session.is_over and session.viewer == 0
    panel = PriceHistoryPanel(session)
    qtbot.addWidget(panel)
    assert panel.title.text() == "Prices over the game"
    assert panel.summary.text() == f"You finished with {money(session.outcome.scores[0])}."
    assert panel.wealth[-1] == session.outcome.scores[0]  # the last point is the engine's final score
    assert panel.history.points[-1].gold_price == 100


def test_pyqtgraph_is_loaded_only_with_the_panel():
    code = ("import sys; import ponzi_desktop.ui.black_friday, ponzi_desktop.ui.black_friday.end_table, "
            "ponzi_desktop.ui.black_friday.wealth, ponzi_desktop.ui.black_friday.emblem, "
            "ponzi_desktop.ui.main_window; "
            "print('pyqtgraph' in sys.modules, 'ponzi_desktop.ui.black_friday.history' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.split() == ["False", "False"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_fits_its_dock_with_nothing_cut_or_small(qtbot, tmp_path, size):
    session = session_of(tmp_path, 3, 4, 120)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    window, dock, panel = window_with_panel(qtbot, size, "Price History",
                                            lambda dock: PriceHistoryPanel(session, dock))
    scale = size[0] / 1280
    qtbot.waitUntil(lambda: not clipped(dock), timeout=2000)
    assert not too_small(dock, 11 * scale)
    assert panel.width() <= round(WIDTH * scale) + 4
    assert panel.plot.height() >= 150 * scale and panel.wealth_plot.height() >= 90 * scale
    assert panel.title.y() < panel.card.y() < panel.wealth_card.y() < panel.summary.y()
    for axis in ("left", "bottom"):
        assert panel.plot.getPlotItem().getAxis(axis).style["tickFont"].pixelSize() >= 11
    assert window.grab().save(f"/tmp/bf_history_dock_{size[0]}.png")


def test_the_chart_shows_the_boards_moment(qtbot, app_settings, tmp_path):
    """A review: the chart was not at the board's moment (it followed the game, not the board, and the bots' moves
    still being shown were ahead of or behind it). Bots play with the moves shown: whenever the board has shown
    a move whole, the chart's points are the price changes of the moves shown so far (as the log and the status
    line tell them), and a price change's point comes as the board shows its end, not before."""
    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.main_window import MainWindow

    app_settings.animation_speed = "fast"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    seats = [Seat(name=n, kind="bot", level="random") for n in NAMES[:3]]
    window.start_session(GameSession.new("black_friday", {}, 3, seats, autosave_dir=tmp_path / "auto",
                                         bot_delay_ms=0))
    window.panels.toggle(games.game_ui("black_friday").docks[0])
    panel = window.panels.docks["price_history"].widget()
    table = window.game_page.table
    assert panel.table is table
    state = SPEC.new_game(SPEC.settings_model.model_validate(window.session.record.settings),
                          window.session.record.seed)
    bad, seen = [], []  # `seen`: the events of each move applied to `state`

    def changes_upto(actions: int) -> int:
        while len(seen) < actions:
            events = state.apply_text(window.session.record.actions[len(seen)])
            seen.append(events)
        return sum(1 for e in (x for events in seen[:actions] for x in events) if e.kind == "price_change_ended")

    shown_end = [0]  # the last price change whose end the board has shown

    def presented(tag) -> None:
        shown_end[0] = changes_upto(tag)
        if panel.points[-1].number != shown_end[0]:
            bad.append(f"the board shows {tag} moves ({shown_end[0]} price changes); the chart "
                       f"{panel.points[-1].number}")

    def showing(tag, count, event) -> None:  # the board begins to show a move's next event
        if panel.points[-1].number != shown_end[0]:
            bad.append(f"the board shows {shown_end[0]} price changes ({event.kind} next); the chart "
                       f"{panel.points[-1].number}")

    def shown(tag, count, event) -> None:
        if event.kind == "price_change_ended":
            shown_end[0] = event.data["number"]
            if panel.points[-1].number != shown_end[0]:
                bad.append(f"the board has shown price change {shown_end[0]}'s end; the chart "
                           f"{panel.points[-1].number}")

    table.presented.connect(presented)
    table.animator.showing.connect(showing)
    table.animator.shown.connect(shown)
    qtbot.waitUntil(lambda: panel.points[-1].number >= 3 or window.session.is_over, timeout=60_000)
    window.session.set_paused(True)
    window.close_session()
    assert not bad, "\n".join(bad[:10])


@pytest.mark.parametrize("lang", ["ja", "zh_TW", "es", "en"])
def test_beside_the_log_the_charts_cards_hold_their_axes(qtbot, app_settings, lang):
    """A review (Japanese, 1280x720): the panel opened below the log, and the chart's numbers along its bottom were
    cut by its card's edge. The panel's summary and note wrap to more lines than a plain label counts in the
    panel's least height, and the dock, given that height, squeezed the card. Each chart lies whole inside its
    card, in every language."""
    from test_saved_games_look import open_window

    from ponzi_desktop.ui import games, i18n

    window = open_window(qtbot, app_settings, lang)  # 1280x720, without animation
    try:
        seats = [Seat(name=n, kind="human") for n in ("Ann", "Bob")] + [Seat(name="Cy", kind="bot", level="random")]
        window.start_session(GameSession.new("black_friday", {}, 3, seats, **window.session_options()))
        if window.session.handoff_pending is not None:
            window.session.claim_seat(window.session.handoff_pending)
        spec = games.game_ui("black_friday").docks[0]
        window.panels.toggle(spec)
        panel = window.panels.docks[spec.name].widget()
        qtbot.waitUntil(lambda: panel.isVisible() and panel.plot.height() > 0, timeout=2000)
        qtbot.wait(50)  # the labels' heights settle with their widths
        cards = [(panel.card, panel.plot), (panel.wealth_card, panel.wealth_plot)]
        shown = [(card, plot) for card, plot in cards if card.isVisible()]
        assert shown
        for card, plot in shown:
            assert plot.geometry().bottom() <= card.contentsRect().bottom(), (lang, plot.geometry(), card.rect())
    finally:
        i18n.install("en")
