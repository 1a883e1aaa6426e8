"""The "Money and Property" panel: per round, every player's cash and property value equal a replay of the
record; one line per player in the seat's colour, the seated player's thicker; it follows the record (and an
undo); pyqtgraph is loaded with the panel and not before; it fits its dock at 1280x720 and full screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402
from am_games import SPEC, record_of, session_of  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from widget_checks import clipped, too_small, window_with_panel  # noqa: E402

from ponzi_desktop.ui.anti_monopoly.history import WIDTH, AntiMonopolyMoneyPanel  # noqa: E402
from ponzi_desktop.ui.anti_monopoly.wealth import MoneyHistory  # noqa: E402
from ponzi_desktop.ui.formatting import money  # noqa: E402
from ponzi_desktop.ui.look import seat_colour  # noqa: E402


def replayed(record) -> list[tuple[int, list[int], list[int]]]:
    """(round, cash, property value) per seat at the start of every round, then at the last action, from the
    engine's own state: printed prices of unmortgaged properties plus each building level's house cost."""
    state = SPEC.new_game(SPEC.settings_model.model_validate(record.settings), record.seed)

    def now():
        b = state.b
        value = [sum(b.price[sq] + state.level[sq] * b.house[sq] for sq in b.properties
                     if state.owner[sq] == p and not state.mortgaged[sq]) for p in range(state.n)]
        return state.round, list(state.cash), value

    points = [now()]
    for text in record.actions:
        if any(e.kind == "round_started" for e in state.apply_text(text)):
            points.append(now())
    return [*points, now()]


@pytest.mark.parametrize(("players", "settings", "seed", "actions"),
                         [(4, {}, 3, 600), (6, {"round_limit": 20}, 4, None), (4, {"game": "B"}, 2, None)])
def test_the_numbers_per_round_are_a_replay_of_the_record(players, settings, seed, actions):
    record = record_of(players, settings, seed, actions)
    history = MoneyHistory()
    history.follow(record)
    expected = replayed(record)
    assert [(p.round, list(p.cash), list(p.property)) for p in history.points] == expected
    assert len(history.points) > 8 and any(any(p.property) for p in history.points)
    assert history.points[-1].final and not any(p.final for p in history.points[:-1])
    xs = history.rounds()
    assert xs == sorted(xs) and len(set(xs)) == len(xs)


def test_it_follows_the_record_and_an_undo():
    full = record_of(4, {}, 3, 400)
    history = MoneyHistory()
    part = full.model_copy(update={"actions": full.actions[:200]})
    assert history.follow(part)
    assert history.follow(full)
    assert [(p.round, list(p.cash), list(p.property)) for p in history.points] == replayed(full)
    assert not history.follow(full)  # nothing new
    assert history.follow(part)  # taken back: replayed from the start
    assert [(p.round, list(p.cash), list(p.property)) for p in history.points] == replayed(part)


def curves(plot) -> list[tuple[list[float], list[float]]]:
    return [(list(item.xData), list(item.yData)) for item in plot.getPlotItem().listDataItems()
            if item.xData is not None]


def test_the_charts_draw_every_players_lines_the_seated_one_thicker(qtbot, tmp_path):
    session = session_of(tmp_path, 4, {}, 3, 600)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    viewer = session.viewer
    assert viewer == 0
    panel = AntiMonopolyMoneyPanel(session)
    qtbot.addWidget(panel)
    history = panel.history
    xs = history.rounds()
    cash_lines = curves(panel.cash_plot)
    for seat in range(4):
        ys = history.cash_of(seat)
        drawn = [line for line in cash_lines if line[0] == xs and line[1][:1] == [float(ys[0])]]
        assert drawn, seat
    widths = {}
    for item in panel.cash_plot.getPlotItem().listDataItems():
        pen = item.opts["pen"]
        if pen is not None and item.opts["symbol"] is None:
            widths.setdefault(pen.color().name(), []).append(pen.widthF())
    mine = max(widths[seat_colour(session.seats, viewer).name()])
    others = [max(widths[seat_colour(session.seats, s).name()]) for s in range(1, 4)]
    assert mine > max(others)
    assert panel.legend.text() == "; ".join(f"\u2068{n}\u2069" for n in ["Ann", "Bob", "Cleo", "Dev"])
    point = history.points[-1]
    assert panel.summary.text() == f"You: {money(point.cash[0])} in cash, {money(point.property[0])} in property."
    assert "unmortgaged" in panel.property_plot.toolTip()


def test_pyqtgraph_is_loaded_only_with_the_panel():
    code = ("import sys; import ponzi_desktop.ui.anti_monopoly, ponzi_desktop.ui.anti_monopoly.end_table, "
            "ponzi_desktop.ui.anti_monopoly.wealth, ponzi_desktop.ui.anti_monopoly.emblem, "
            "ponzi_desktop.ui.main_window; "
            "print('pyqtgraph' in sys.modules, 'ponzi_desktop.ui.anti_monopoly.history' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.split() == ["False", "False"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_fits_its_dock_with_nothing_cut_or_small(qtbot, tmp_path, size):
    session = session_of(tmp_path, 6, {"round_limit": 20}, 4)
    window, dock, panel = window_with_panel(qtbot, size, "Money and Property",
                                            lambda dock: AntiMonopolyMoneyPanel(session, dock))
    scale = size[0] / 1280
    qtbot.waitUntil(lambda: not clipped(dock), timeout=2000)
    assert not too_small(dock, 11 * scale)
    assert panel.width() <= round(WIDTH * scale) + 4
    assert panel.cash_plot.height() >= 120 * scale and panel.property_plot.height() >= 120 * scale
    assert panel.title.y() < panel.cash_card.y() < panel.property_card.y() < panel.summary.y()


def labels_drawn(plot) -> list[tuple[float, float, str]]:
    """The dollar labels the left axis really draws now (top, bottom, text): pyqtgraph's own drawing specs,
    measured with a painter on a QPicture as its paint() does, so a label it leaves out is not counted."""
    from PySide6.QtGui import QPainter, QPicture

    axis = plot.getPlotItem().getAxis("left")
    picture = QPicture()
    painter = QPainter(picture)
    try:
        _, _, texts = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    return sorted((rect.top(), rect.bottom(), text) for rect, _, text in texts)


MONEY = re.compile(r"\$\d{1,3}(,\d{3})*")


#: (players, actions) of the games whose charts are checked: every table size at the start, after 12 and 40
#: actions and at the end, but for five that show both charts with the same value ranges at the same heights as one
#: kept (measured): at the start, 3 players as 2 and 5 or 6 as 4; 3 players after 40 actions as after 12; 6 after 12
#: as 5 after 12
CHARTED = [(players, actions) for actions in (0, 12, 40, None) for players in (2, 3, 4, 5, 6)
           if (players, actions) not in {(3, 0), (5, 0), (6, 0), (3, 40), (6, 12)}]


@pytest.mark.parametrize(("players", "actions"), CHARTED)
def test_both_charts_draw_three_to_six_dollar_labels_at_every_height(qtbot, tmp_path, players, actions):
    """The cash chart drew no dollar label at all in a 1920x1080 screen (a play review's screenshot): its axis was a
    fixed width that "$400" fitted in and "$1,500" did not, and pyqtgraph leaves out a label wider than its axis. Now
    both charts draw 3 to 6 labels, all money, apart, at every window size; lines close together still fill a good part
    of the cash chart's height."""

    session = session_of(tmp_path, players, {"round_limit": 20}, 4, actions)
    for size in [(1280, 701), (1280, 600), (1366, 740), (1920, 1053), (1920, 1080), (2560, 1380)]:
        window, _dock, panel = window_with_panel(qtbot, size, "Money and Property",  # as the View menu opens it
                                                 lambda dock: AntiMonopolyMoneyPanel(session, dock), menus=False)
        QApplication.processEvents()
        for plot in (panel.cash_plot, panel.property_plot):
            shown = labels_drawn(plot)
            texts = [text for *_, text in shown]
            assert 3 <= len(shown) <= 6, (size, plot.height(), texts)
            assert all(MONEY.fullmatch(text) for text in texts), texts
            assert all(a[1] <= b[0] for a, b in zip(shown, shown[1:], strict=False)), shown  # none overlap
        window.close()
    lo, hi = panel.cash_plot.getPlotItem().viewRange()[1]
    cash = [c for seat in range(players) for c in panel.history.cash_of(seat)]
    assert lo <= min(cash) and max(cash) <= hi
    if min(cash) > max(cash) / 2 and max(cash) > min(cash):  # close together: not squeezed into the top
        assert (max(cash) - min(cash)) / (hi - lo) >= 0.3, (lo, hi, cash)


def test_round_steps():
    from ponzi_desktop.ui.kit.charts import round_step, value_range

    assert [round_step(span, 5) for span in (225, 1650, 2700, 90, 8)] == [50, 500, 1000, 20, 2]
    assert value_range(1300, 1525) == (1300, 1600 + 300 * 0.06)
    assert value_range(0, 1500) == (0, 1500 * 1.08)


def test_every_players_line_is_edged_so_a_light_seat_colour_shows_on_the_paper(qtbot, tmp_path):
    """The table's white and yellow seats drew their lines in their own colour on cream paper (1.0:1 and 1.2:1):
    every line has a dark edge under it, 3:1 and more on the paper, as on the end table's chart."""
    from PySide6.QtGui import QColor

    from ponzi_desktop.ui import games
    from ponzi_desktop.ui.kit import look
    from ponzi_desktop.ui.kit.charts import edge

    for colour in games.seat_colours("anti_monopoly"):
        assert look.contrast(edge(QColor(colour)), look.PAPER) >= 3.0, colour
    session = session_of(tmp_path, 6, {}, 3, 200)
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    panel = AntiMonopolyMoneyPanel(session)
    qtbot.addWidget(panel)
    pens = [item.opts["pen"].color().name() for item in panel.cash_plot.getPlotItem().listDataItems()
            if item.opts["pen"] is not None and item.opts["symbol"] is None]
    for seat in range(1, 6):  # the others' lines (the seated player's is edged in ink)
        ink = seat_colour(session.seats, seat)
        assert ink.name() in pens and edge(ink).name() in pens, (seat, ink.name())
