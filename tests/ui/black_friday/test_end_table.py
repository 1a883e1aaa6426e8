"""The Black Friday end table: every number it shows is the engine's breakdown (cash, shares per colour at
their final prices, gold bars at the gold price), each total adds up, the broker is listed as the engine ranks
it, the tie-break is said, and nothing is cut at 1280x720 or full screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtGui import QTextDocument  # noqa: E402
from widget_checks import clipped, too_small  # noqa: E402

from ponzi_desktop.persistence import replay  # noqa: E402
from ponzi_desktop.persistence.sample import random_record  # noqa: E402
from ponzi_desktop.ui.black_friday.end_table import BlackFridayEndTable  # noqa: E402
from ponzi_desktop.ui.formatting import (
    isolate,
    money,  # noqa: E402
)
from ponzi_desktop.ui.kit.end_table import ScoreRow  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dan", "Erin"]
#: (players, seed): a four-player game without the broker; two players with the broker (always, with two)
GAMES = [(4, 2), (2, 0)]


def finished(tmp_path, players, seed, humans=()):
    record = random_record(NAMES[:players], None, seed, game="black_friday", humans=humans)
    return GameSession(record, autosave_dir=tmp_path / f"g{players}-{seed}", bot_delay_ms=0)


def shown(widget) -> list[str]:
    """A cell's lines as read (its rich text's big and small lines)."""
    doc = QTextDocument()
    doc.setHtml(widget.text())
    return [line for line in re.split(r"[\n\u2028]", doc.toPlainText()) if line]


def dollars(text: str) -> int:
    return int(re.sub(r"[^\d]", "", text))


def grid_rows(table) -> list[list[list[str]]]:
    """Per row of the grid (the heading first): each cell's lines."""
    cells = table.grid.cells
    out = []
    for r in range(cells.rowCount()):
        row = []
        for c in range(cells.columnCount()):
            item = cells.itemAtPosition(r, c)
            row.append(shown(item.widget()) if item is not None else [])
        out.append(row)
    return out


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_number_is_the_engines_and_the_totals_add_up(qtbot, tmp_path, players, seed):
    session = finished(tmp_path, players, seed)
    outcome = session.outcome
    state = replay(session.record)  # the engine's own final state: the broker's lines come from it
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    broker = players if state.with_broker else None
    assert [row.seat for row in table.rows if row.seat == broker] == ([broker] if broker is not None else [])
    assert len(table.rows) == players + (broker is not None)
    heading, *body = grid_rows(table)
    columns = [" ".join(cell) for cell in heading]
    assert columns[0] == "Player" and columns[-1] == "Total" and columns[1] == "Cash"
    assert columns[2:7] == ["Purple", "Yellow", "Green", "Blue", "White"] and columns[7] == "Gold breaks a tie"
    for row, cells in zip(table.rows, body, strict=True):
        if row.seat == broker:
            parts, score = state.score_parts(broker), state.wealth(broker)
            assert cells[0] == ["★ The broker (M.I.B.S.)" if row.winner else "The broker (M.I.B.S.)"]
        else:
            parts, score = outcome.breakdown[row.seat], outcome.scores[row.seat]
            assert cells[0][0].endswith(isolate(NAMES[row.seat]))
        assert row.parts == tuple(parts) and row.score == score
        assert cells[-1] == [money(score)]
        assert cells[1] == [money(parts[0].points)] and parts[0].kind == "cash"
        added = parts[0].points
        for part, cell in zip(parts[1:], cells[2:-1], strict=True):
            count, price = part.amounts
            if count:
                assert cell == [money(part.points), f"{count} × {money(price)}"]
                added += dollars(cell[0])
            else:
                assert cell == ["–"] and part.points == 0
        assert added == dollars(cells[-1][0]) == score  # the total column adds up


def test_the_four_player_game_names_its_winner(qtbot, tmp_path):
    session = finished(tmp_path, 4, 2)
    (winner,) = session.outcome.winners
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    assert table.rows[0].seat == winner and table.rows[0].winner
    assert f"{isolate(NAMES[winner])} wins with {money(session.outcome.scores[winner])}" in table.headline.text()
    assert table.reason.text().startswith("Gold reached $100")
    assert "broker" not in table.reason.text()
    scores = [row.score for row in table.rows]
    assert scores == sorted(scores, reverse=True)


def test_the_broker_is_ranked_and_when_richest_no_player_wins(qtbot, tmp_path):
    session = finished(tmp_path, 2, 0)
    assert session.outcome.winners == ()  # random players: the broker is the richest
    state = replay(session.record)
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    first = table.rows[0]
    assert first.seat == 2 and first.winner and first.score == state.wealth(2)
    assert not any(row.winner for row in table.rows[1:])
    assert f"The broker (M.I.B.S.) is the richest, with {money(state.wealth(2))}: no player wins" in \
        table.headline.text()
    assert "when it is the richest, no player wins" in table.reason.text()


def test_a_tie_on_wealth_is_broken_by_gold(qtbot, tmp_path):
    """The rows of a made-up tie: the tie note names the winner's gold (the engine decided; this only says so)."""
    from ponzi_desktop.engine.core import ScorePart

    session = finished(tmp_path, 4, 2, humans=(1,))
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)

    def row(seat, gold, winner):
        return ScoreRow(seat, NAMES[seat], False, winner, 500, (ScorePart("cash", 500 - gold),
                                                                ScorePart("gold", gold, (gold // 50, 50))))

    assert table.tie_text([row(0, 200, True), row(1, 100, False)]) == "Tied on wealth: Alice's gold, $200, breaks the tie."
    assert session.viewer == 1
    assert table.tie_text([row(1, 200, True), row(0, 100, False)]) == "Tied on wealth: your gold, $200, breaks the tie."
    assert table.tie_text([row(0, 200, True), row(1, 200, True)]) == "Tied on wealth and on gold: the win is shared."
    assert table.tie_text([row(0, 200, True), ScoreRow(2, "Carol", False, False, 400, ())]) == ""


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_nothing_is_cut_at_1280x720_or_full_screen(qtbot, tmp_path, players, seed):
    session = finished(tmp_path, players, seed)
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    for w, h in ((1280, 720), (1920, 1080)):
        table.resize(w, h)
        table.show()
        qtbot.waitExposed(table)
        qtbot.wait(20)
        assert not clipped(table), clipped(table)
        assert not too_small(table, 11 * w / 1280 * 0.9), too_small(table)
        assert table.panel.width() <= w and table.panel.height() <= h
        assert table.grab().save(f"/tmp/bf_end_table_{players}_{w}.png")


def test_before_the_end_the_table_says_so(qtbot, tmp_path):
    record = random_record(NAMES[:3], 20, 4, game="black_friday")
    session = GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    assert table.rows == [] and "not over" in table.title.text() and table.broker() is None


def test_players_tied_on_wealth_are_listed_as_the_engine_ranks_them(qtbot, tmp_path, monkeypatch):
    """Alice and Bob both have $363 and neither wins: Bob, with more gold, is above Alice."""
    from ponzi_desktop.engine.core import Outcome, ScorePart

    session = finished(tmp_path, 4, 2)

    def parts(cash, gold):
        return (ScorePart("cash", cash), ScorePart("gold", gold, (gold // 50, 50)))

    outcome = Outcome((2,), {0: 363, 1: 363, 2: 900, 3: 100}, (), "gold_100",
                      {0: parts(363, 0), 1: parts(263, 100), 2: parts(900, 0), 3: parts(100, 0)})
    monkeypatch.setattr(GameSession, "outcome", property(lambda _s: outcome))
    table = BlackFridayEndTable(session)
    qtbot.addWidget(table)
    assert [r.seat for r in table.rows] == [2, 1, 0, 3]
