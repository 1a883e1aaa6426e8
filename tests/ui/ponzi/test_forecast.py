"""The forecast: interest due per round from the public wheels (hand-worked and against the engine), the panel."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from collections import defaultdict  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import Seat  # noqa: E402
from ponzi_desktop.ui.ponzi.forecast import (  # noqa: E402
    ROUNDS,
    WIDTH,
    ForecastPanel,
    card_terms,
    cumulative,
    dues_by_round,
    first_shortfall,
    rounds_ahead,
)
from ponzi_desktop.ui.session import GameSession  # noqa: E402


def test_a_new_period_5_card_pays_in_the_fifth_round_and_every_fifth_after():
    """$9 card: $8 every 5 rounds. Funded this round it sits at 5 (the engine test's 29, 21, 13)."""
    assert dues_by_round([(9, 5)]) == [0, 0, 0, 0, 8, 0]
    assert dues_by_round([(9, 5)], rounds=11) == [0, 0, 0, 0, 8, 0, 0, 0, 0, 8, 0]


def test_a_card_at_1_pays_at_the_next_rotation_then_every_period():
    assert card_terms()[17] == (11, 3)
    assert dues_by_round([(17, 1)]) == [11, 0, 0, 11, 0, 0]


def test_the_spanish_rulebook_wheel_with_and_without_the_crash():
    """$80 at 1, $25 at 2, $9 at 3. A crash turns two spaces: $80 and $25 pay at once, $9 moves to 1."""
    wheel = [(80, 1), (25, 2), (9, 3)]
    assert dues_by_round(wheel, first_steps=2) == [144 + 27, 8, 0, 144, 27, 0]
    assert dues_by_round(wheel) == [144, 27, 8, 144, 0, 27]


def test_countdown_zero_and_period_one_with_made_up_terms():
    terms = {1: (10, 3), 2: (5, 1)}
    assert dues_by_round([(2, 0)], terms) == [5] * ROUNDS
    assert dues_by_round([(1, 0)], terms) == [10, 0, 0, 10, 0, 0]
    assert dues_by_round([(1, 2), (2, 3)], terms, rounds=4) == [0, 10, 5, 5]  # $5 starts paying at 0
    assert dues_by_round([], terms) == [0] * ROUNDS


def test_cumulative_dues_and_the_first_shortfall():
    dues = [10, 0, 23, 0, 10, 0]
    assert cumulative(dues) == [10, 10, 33, 33, 43, 43]
    assert first_shortfall(dues, 30) == 3
    assert first_shortfall(dues, 43) is None  # paying exactly all your cash is not bankruptcy
    assert first_shortfall(dues, 5) == 1


def test_the_forecast_stops_at_the_last_round_of_a_round_limited_game():
    assert rounds_ahead(1, None) == ROUNDS
    assert rounds_ahead(2, 3) == 2  # rounds 2 and 3, never 4-7 of a game that ends with round 3
    assert rounds_ahead(3, 3) == 1
    assert rounds_ahead(1, 40) == ROUNDS


def test_the_panel_of_a_three_round_game_charts_and_sums_no_round_past_the_third(qtbot, tmp_path):
    """In a 3-round game the panel charted rounds 2-7 and said the cash "covers the interest due by the end of
    round 7"."""
    seats = [Seat(name="Alice", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in "BC"]
    session = GameSession.new("ponzi", {"round_limit": 3}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert panel.title.text() == "Interest due in the next 3 rounds"
    for round_ in (2, 3):
        while session.view(0).round < round_:
            session.set_paused(False)
            play_human_rounds(qtbot, session, session.action_count + 1)
        assert not session.is_over
        left = 3 - round_ + 1
        assert panel.title.text() == ("Interest due in the next 2 rounds" if left == 2 else
                                      "Interest due in the next 1 round")
        assert all(len(dues) == left for dues in panel.dues.values())
        if not panel.card.isHidden():
            ticks = panel.plot.getPlotItem().getAxis("bottom")._tickLevels[0]
            assert [label for _, label in ticks] == [str(r) for r in range(round_, 4)]
        assert not any(f"round {n}" in panel.summary.text() for n in range(4, 9)), panel.summary.text()
        assert "next 6" not in panel.summary.text()


def forecast_cards(state, rotation):
    """(rotations so far, {(player, card): its forecast dues}) from the public view."""
    view = state.view(None)
    return rotation, {(p, card): dues_by_round([(card, c)])
                      for p, pv in enumerate(view.players) for card, c in pv.wheel}


def test_the_forecast_agrees_with_the_engine_card_by_card():
    """At every round's start, each card's forecast matches the rotations that made it pay (until a crash)."""
    spec = game_spec("ponzi")
    checked = 0
    for seed in range(30):
        state = spec.new_game(spec.settings_from(3 + seed % 3, {}), seed)
        bot, rng = make_bot("random", "ponzi"), random.Random(seed)
        rotation, crashes, paid = 0, set(), defaultdict(set)
        snapshots = [forecast_cards(state, rotation)]
        while not state.is_over:
            for event in state.apply(bot.choose(state.view(state.current_player), rng)):
                if event.kind == "wheel_rotated":
                    rotation += 1
                    if event.data["steps"] != 1:
                        crashes.add(rotation)
                elif event.kind in ("interest_paid", "bankrupt"):
                    paid[rotation] |= {(event.player, card) for card in event.data["cards"]}
                elif event.kind == "round_started":
                    snapshots.append(forecast_cards(state, rotation))
        for start, forecast in snapshots:
            for (p, card), dues in forecast.items():
                for k in range(1, ROUNDS + 1):
                    if start + k > rotation or start + k in crashes:
                        break
                    assert (dues[k - 1] > 0) == ((p, card) in paid[start + k]), (seed, start, p, card, k)
                    checked += 1
    assert checked > 1000


def one_human(qtbot, tmp_path, seed=3):
    seats = [Seat(name="Alice", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in "BCD"]
    return GameSession.new("ponzi", {}, seed, seats, autosave_dir=tmp_path, bot_delay_ms=0)


def play_human_rounds(qtbot, session, actions, seed=1):
    rng = random.Random(seed)
    while session.action_count < actions and not session.is_over:
        if session.my_turn():
            view = session.view()
            funds = [c for c in view.choices if c.action.to_text().startswith("fund")]
            choice = rng.choice(funds) if funds else rng.choice(view.choices)
            session.submit(choice.with_value(choice.lo) if choice.param else choice.action)
        else:
            count = session.action_count
            qtbot.waitUntil(lambda c=count: session.action_count > c or session.is_over, timeout=30_000)
    session.set_paused(True)


def test_the_panel_shows_the_seated_players_dues_and_cash(qtbot, tmp_path):
    session = one_human(qtbot, tmp_path)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    play_human_rounds(qtbot, session, 30)
    view = session.view(0)
    assert list(panel.dues) == [0]
    assert panel.dues[0] == dues_by_round(view.players[0].wheel, first_steps=2 if view.phase == "return" else 1)
    assert panel.cash == view.players[0].cash
    assert "Your cash" in panel.legend.text() and panel.summary.text()
    ticks = panel.plot.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [label for _, label in ticks] == [str(view.round + k) for k in range(ROUNDS)]
    panel.every_player.setChecked(True)
    assert sorted(panel.dues) == [0, 1, 2, 3]
    assert all(name in panel.legend.text() for name in ("Alice", "B", "C", "D"))
    panel.resize(760, 360)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.grab().save("/tmp/forecast_panel.png")


def test_the_panel_follows_the_game(qtbot, tmp_path):
    session = one_human(qtbot, tmp_path, seed=5)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    before = panel.summary.text()
    play_human_rounds(qtbot, session, 25, seed=2)
    assert panel.cash == session.view(0).players[0].cash
    assert panel.summary.text() != before or panel.cash == 0


def test_nobody_seated_means_no_cash_only_public_dues(qtbot, tmp_path):
    seats = [Seat(name=n, kind="human") for n in ("Alice", "Bob", "Carol")]
    session = GameSession.new("ponzi", {}, 4, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert session.viewer is None  # the hand-off cover is up
    assert panel.cash is None and sorted(panel.dues) == [0, 1, 2]
    assert panel.every_player.isHidden()  # every player's dues are shown: no unticked box saying otherwise
    assert "Your cash" not in panel.legend.text()
    session.claim_seat(session.handoff_pending)
    assert panel.cash == 0 and list(panel.dues) == [session.viewer]
    assert not panel.every_player.isHidden() and not panel.every_player.isChecked()


def test_nothing_due_is_said_and_drawn_as_nothing(qtbot, tmp_path):
    """At the start nobody owes anything: no "$0 covers $0" and no empty chart scaled $1-$11, but one line."""
    session = one_human(qtbot, tmp_path)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert not any(any(d) for d in panel.dues.values())
    assert panel.summary.text() == "Nothing is due in the next 6 rounds."
    assert panel.card.isHidden()
    seats = [Seat(name=n, kind="human") for n in ("Alice", "Bob", "Carol")]
    covered = GameSession.new("ponzi", {}, 4, seats, autosave_dir=tmp_path / "b", bot_delay_ms=0)
    panel = ForecastPanel(covered)
    qtbot.addWidget(panel)
    assert panel.summary.text().endswith("\nNothing is due in the next 6 rounds.") and panel.card.isHidden()
    play_human_rounds(qtbot, session, 30)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    if any(panel.dues[0]):
        assert not panel.card.isHidden() and "Nothing" not in panel.summary.text()


def test_the_panel_shows_the_boards_moment_not_the_games(qtbot, tmp_path, app_settings):
    """While the board still plays out earlier moves (animations on), the forecast shows the round the board
    shows, as the log does: never the next one before the board gets there."""
    from ponzi_desktop.ui.ponzi.table import PonziTable

    app_settings.animation_speed = "normal"
    session = one_human(qtbot, tmp_path)
    session.set_paused(True)
    table = PonziTable(session, app_settings)
    qtbot.addWidget(table)
    table.resize(1024, 600)
    table.show()
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    panel.follow_table(table)
    seen = []

    def check():
        seen.append((panel.shown_round, table.shown_view().round, session.view().round))
        assert panel.shown_round == table.shown_view().round

    table.presented.connect(lambda _n: check())
    session.state_changed.connect(check)
    session.set_paused(False)
    rng = random.Random(1)
    while session.view().round < 3 and not session.is_over:
        if session.my_turn():
            view = session.view()
            choice = rng.choice(view.choices)
            session.submit(choice.with_value(choice.lo) if choice.param else choice.action)
        else:
            count = session.action_count
            qtbot.waitUntil(lambda c=count: session.action_count > c or session.is_over, timeout=30_000)
    session.set_paused(True)
    assert any(board < game for _, board, game in seen), "the board never lagged: the check proved nothing"
    session.shutdown()


def test_pyqtgraph_is_loaded_only_with_the_panel():
    code = ("import sys; import ponzi_desktop.ui.app, ponzi_desktop.ui.main_window, ponzi_desktop.ui.log_view; "
            "print('pyqtgraph' in sys.modules, 'ponzi_desktop.ui.ponzi.forecast' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.split() == ["False", "False"]


# ---- the look and the dock -------------------------------------------------------------------------------
def test_the_panel_wears_the_apps_look_not_pyqtgraphs(qtbot, tmp_path):
    from ponzi_desktop.ui.kit import look
    from ponzi_desktop.ui.kit.dialogs import FELT_LIT, SOFT, TEXT, TITLE

    session = one_human(qtbot, tmp_path)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert panel.plot.backgroundBrush().color() == look.PAPER  # the chart on paper, not pyqtgraph's black/white
    item = panel.plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        assert axis.style["tickFont"].pixelSize() >= 11 and axis.textPen().color() == look.INK
    for ink in (TEXT, SOFT, TITLE):  # the words on the felt
        assert look.contrast(ink, FELT_LIT) >= 4.5
    from ponzi_desktop.ui.ponzi.forecast import CASH_INK, DUES_INK, SHORT_INK

    for ink in (look.INK, CASH_INK, DUES_INK, SHORT_INK):  # the words and lines on the paper
        assert look.contrast(ink, look.PAPER) >= 4.5


@pytest.mark.parametrize("width", [WIDTH, 300, 420])
def test_the_panel_fits_a_narrow_dock_with_nothing_cut_or_small(qtbot, tmp_path, width):
    from widget_checks import clipped, too_small

    from ponzi_desktop.ui.kit.pieces import TextProbe

    session = one_human(qtbot, tmp_path)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    play_human_rounds(qtbot, session, 20)
    panel.every_player.setChecked(True)
    assert panel.minimumSizeHint().width() <= 240 and panel.sizeHint().width() == WIDTH
    panel.resize(width, 660)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.title.y() < panel.every_player.y() < panel.card.y() < panel.summary.y()  # top to bottom
    assert panel.plot.height() >= 250
    with TextProbe() as probe:
        panel.legend.grab()
    assert len(probe.drawn) == 2 * (4 + 2) and all(t.px >= 11 and not t.cut for t in probe.drawn), probe.drawn
    assert panel.legend.height() >= panel.legend.heightForWidth(panel.legend.width())
    for label in (panel.title, panel.caption, panel.summary, panel.note):
        assert label.wordWrap() and label.font().pixelSize() >= 11
    assert not clipped(panel) and not too_small(panel)
    assert panel.grab().save(f"/tmp/forecast_panel_{width}.png")


def test_names_in_the_legend_are_plain_text(qtbot, tmp_path):
    seats = [Seat(name="<b>Eve</b>", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in "BC"]
    session = GameSession.new("ponzi", {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    session.claim_seat(session.handoff_pending)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert "\u2068<b>Eve</b>\u2069" in panel.legend.text()


def test_the_dock_leaves_the_board_most_of_the_window(qtbot, tmp_path, app_settings):
    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.main_window import MainWindow

    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = one_human(qtbot, tmp_path)
    window.start_session(session)
    (spec,) = games.game_ui("ponzi").docks
    assert spec.shortcut == "Ctrl+Shift+F"
    window.panels.toggle(spec)
    qtbot.waitUntil(lambda: window.findChild(ForecastPanel) is not None and window.findChild(ForecastPanel)
                    .isVisible())
    panel = window.findChild(ForecastPanel)
    assert panel.table is window.game_page.table  # it follows the board's moment, as the log does
    assert panel.width() <= WIDTH + 4
    assert window.game_page.table.width() >= 0.58 * window.width()
    session.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_dock_is_narrow_and_cuts_nothing_in_every_language(qtbot, tmp_path, app_settings, lang, size):
    from widget_checks import clipped, too_small

    from ponzi_desktop.ui import games, i18n
    from ponzi_desktop.ui.main_window import MainWindow

    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    try:
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        session = one_human(qtbot, tmp_path)
        play_human_rounds(qtbot, session, 20)
        window.start_session(session)
        (spec,) = games.game_ui("ponzi").docks
        window.panels.toggle(spec)
        dock = window.panels.docks["forecast"]
        qtbot.waitUntil(dock.isVisible)
        dock.widget().every_player.setChecked(True)  # the longest legend
        scale = size[0] / 1280
        qtbot.waitUntil(lambda: not clipped(dock), timeout=2000)
        assert not too_small(dock, 11 * scale)
        assert dock.widget().width() <= round(WIDTH * scale) + 4  # no language widens it
        session.shutdown()
    finally:
        i18n.install("en")


def test_the_dock_has_the_tables_title_bar_and_its_buttons_work(qtbot, tmp_path, app_settings):
    from widget_checks import clipped, too_small

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.docks import DockTitleBar
    from ponzi_desktop.ui.main_window import MainWindow

    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    session = one_human(qtbot, tmp_path)
    play_human_rounds(qtbot, session, 20)
    window.start_session(session)
    (spec,) = games.game_ui("ponzi").docks
    window.panels.toggle(spec)
    dock = window.panels.docks["forecast"]
    qtbot.waitUntil(dock.isVisible)
    bar = dock.titleBarWidget()
    assert isinstance(bar, DockTitleBar) and bar.title.text() == "Interest Forecast"
    (act,) = [a for a in window.menus.menu_view.actions() if a.data() == "forecast"]
    assert act.isChecked()
    qtbot.waitUntil(lambda: not clipped(dock))
    assert not too_small(dock)
    dock.grab().save(f"/tmp/forecast_dock_{WIDTH}.png")
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)  # the View menu's tick follows
    assert not dock.isVisible() and not act.isChecked()
    act.trigger()  # View → Interest Forecast (Ctrl+Shift+F) brings the same dock back
    assert dock.isVisible() and act.isChecked() and window.panels.docks["forecast"] is dock
    session.shutdown()


# ---- the amounts over the bars ----------------------------------------------------------------------------
@pytest.mark.parametrize("width", [WIDTH, 300, 420])
def test_the_amounts_over_the_bars_never_cover_each_other_or_the_cash(qtbot, tmp_path, width):
    session = one_human(qtbot, tmp_path)
    play_human_rounds(qtbot, session, 30)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    panel.resize(width, 660)
    panel.show()
    qtbot.waitExposed(panel)
    panel.grab()  # painted: pyqtgraph places its texts when they are drawn
    assert panel.amounts and panel.cash_line is not None
    room = panel.plot.getPlotItem().getViewBox().sceneBoundingRect().adjusted(-1, -1, 1, 1)
    shown = [item.sceneBoundingRect().adjusted(0.5, 0.5, -0.5, -0.5) for item in panel.amounts if item.isVisible()]
    cash = panel.cash_line.label.sceneBoundingRect()
    assert panel.amounts[0].isVisible()  # the nearest round's amount is always written
    assert all(room.contains(rect) and not rect.intersects(cash) for rect in shown)
    assert not any(a.intersects(b) for i, a in enumerate(shown) for b in shown[i + 1:])
    assert panel.plot.getPlotItem().getAxis("left").tickStrings([100, 200], 1, 100) == ["$100", "$200"]


# ---- the end of the game ----------------------------------------------------------------------------------
def finished_game(tmp_path, bankrupt: bool):
    """A seeded four-player game played to its end by random moves (its actions), and a session of it with one
    person, at a seat that went bankrupt or not (the session, the seat)."""
    from table_helpers import random_actions, seats, session_at

    texts, state = random_actions({}, 4, 3, lambda _state, _count: False)
    assert state.is_over
    seat = next(p for p, pv in enumerate(state.view(None).players) if pv.bankrupt == bankrupt)
    return texts, session_at(tmp_path, texts, {}, 3, seats(4, humans=(seat,))), seat


@pytest.mark.parametrize("bankrupt", [False, True])
def test_once_the_game_is_over_the_panel_says_how_it_ended_not_an_empty_chart(qtbot, tmp_path, bankrupt):
    from widget_checks import clipped, too_small

    from ponzi_desktop.ui.formatting import money

    _texts, session, seat = finished_game(tmp_path, bankrupt)
    assert session.is_over and session.viewer == seat
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    panel.resize(WIDTH, 660)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.card.isHidden() and panel.every_player.isHidden() and panel.caption.isHidden()
    assert panel.dues == {} and panel.cash is None and not panel.amounts
    assert panel.title.text() == "The game is over."
    cash = session.view().players[seat].cash
    assert panel.summary.text() == ("You went bankrupt." if bankrupt else f"You finished with {money(cash)} in cash.")
    assert "no more interest is due" in panel.note.text() and "Scores of the Game (Ctrl+E)" in panel.note.text()
    words = " ".join(label.text() for label in panel.findChildren(QLabel) if label.isVisible())
    assert "round(s)" not in words and "Interest due" not in words
    assert not clipped(panel) and not too_small(panel)
    assert panel.summary.y() < panel.note.y() < panel.height() / 2  # the words at the top, not spread out
    assert panel.grab().save(f"/tmp/forecast_panel_over_{'bankrupt' if bankrupt else 'solvent'}.png")


def test_the_chart_gives_way_to_the_end_when_the_last_move_is_played(qtbot, tmp_path):
    from table_helpers import session_at

    from ponzi_desktop.engine.core import game_spec

    texts, finished, _seat = finished_game(tmp_path, bankrupt=False)
    finished.shutdown()
    # everyone in hot-seat: the last move can be played by whoever's it is
    session = session_at(tmp_path / "live", texts[:-1], {}, 3, [Seat(name=n, kind="human") for n in "ABCD"])
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    assert panel.card.isVisibleTo(panel) and panel.dues
    assert session.submit(game_spec("ponzi").parse_action(texts[-1]))
    assert session.is_over and panel.card.isHidden() and panel.title.text() == "The game is over."


# ---- hot-seat: whose forecast, and nothing private under the cover ------------------------------------------
def private_parts(panel) -> list[str]:
    """What the panel shows that belongs to one player only: the cash line, its label, the cash in words."""
    items = panel.plot.getPlotItem().items
    found = [f"a cash line at {item.value()}" for item in items if type(item).__name__ == "InfiniteLine"]
    words = [panel.legend.text(), panel.summary.text(), panel.caption.text()]
    found += [f"{text!r} speaks of your cash" for text in words if "Your cash" in text]
    return found


def test_in_hot_seat_the_panel_is_the_seated_players_and_shows_nothing_private_under_the_cover(qtbot, tmp_path):
    names = ["Ann", "Bob", "Cleo"]
    session = GameSession.new("ponzi", {}, 8, [Seat(name=n, kind="human") for n in names],
                              autosave_dir=tmp_path, bot_delay_ms=0)
    panel = ForecastPanel(session)
    qtbot.addWidget(panel)
    panel.every_player.setChecked(True)  # every player's public dues: still only the seated one's cash
    rng = random.Random(8)
    covers = seatings = 0
    while session.action_count < 60 and not session.is_over:
        if session.handoff_pending is not None:  # the cover is up: nobody's cash, not even the last person's
            covers += 1
            assert session.viewer is None
            assert panel.cash is None and not private_parts(panel), private_parts(panel)
            assert panel.caption.text() == "What every player may see"
            assert "Nobody is seated" in panel.summary.text()
            assert sorted(panel.dues) == [p for p in range(3) if not session.view().players[p].bankrupt]
            session.claim_seat(session.handoff_pending)
        seat = session.viewer
        seatings += 1
        own = session.view(seat).players[seat].cash
        assert panel.caption.text() == f"Forecast for \u2068{names[seat]}\u2069"
        assert panel.cash == own
        lines = [item for item in panel.plot.getPlotItem().items if type(item).__name__ == "InfiniteLine"]
        assert [line.value() for line in lines] == [own]  # one cash line: the seated player's own
        assert panel.legend.text().count("Your cash") == 1
        choices = session.view().choices
        funds = [c for c in choices if c.action.to_text().startswith("fund")]
        choice = rng.choice(funds or choices)
        assert session.submit(choice.with_value(choice.lo) if choice.param else choice.action)
    assert covers >= 10 and seatings >= 20
