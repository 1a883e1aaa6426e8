"""The end table: it shows the engine's scores and score lines, bankrupt players are marked, winners shown,
the buttons ask, and it closes (Esc, "Look at the board") and opens again."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord, Seat  # noqa: E402
from ponzi_desktop.ui.formatting import isolate  # noqa: E402
from ponzi_desktop.ui.kit.end_table import score_rows  # noqa: E402
from ponzi_desktop.ui.ponzi.end_table import PonziEndTable as EndTable  # noqa: E402
from ponzi_desktop.ui.session import GameSession  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dan", "Erin"]


def seats(players):
    return [Seat(name=name, kind="bot", level="random") for name in NAMES[:players]]


def played(qtbot, tmp_path, seed, players=4, **settings):
    """A session whose bots play the game to its end (through the session's own bot machinery)."""
    session = GameSession.new("ponzi", settings, seed, seats(players), autosave_dir=tmp_path / f"s{seed}",
                              bot_delay_ms=0)
    qtbot.waitUntil(lambda: session.is_over, timeout=60_000)
    return session


def finished(qtbot, tmp_path, seed, players=4, **settings):
    """The same finished game as `played` (the session seeds its bots this way), loaded from its record.

    Loading replays without signals: many finished games stay cheap, and PySide6 6.12.0, whose
    `SignalInstance.emit` drops a reference to `True` at every call, is not pushed towards its crash.
    """
    spec = game_spec("ponzi")
    model = spec.settings_from(players, settings)
    state, bot, actions = spec.new_game(model, seed), make_bot("random", "ponzi"), []
    while not state.is_over:
        seat = state.current_player
        action = bot.choose(state.view(seat), random.Random(f"{seed}:{seat}:{len(actions)}"))
        state.apply(action)
        actions.append(action.to_text())
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=seed, seats=seats(players),
                        actions=actions)
    return GameSession(record, autosave_dir=tmp_path / f"r{seed}", bot_delay_ms=0)


def check_rows(rows, outcome):
    assert sorted(row.seat for row in rows) == list(range(len(rows)))
    for row in rows:
        if row.seat in outcome.bankrupt:
            assert row.bankrupt and row.score is None and not row.winner and row.parts == ()
        else:
            assert row.score == outcome.scores[row.seat]
            assert sum(p.points for p in row.parts if p.points is not None) == row.score
        assert row.winner == (row.seat in outcome.winners)
    winners = [row.seat for row in rows if row.winner]
    assert winners == [row.seat for row in rows[:len(winners)]]  # winners come first
    scored = [row.score for row in rows if not row.winner and not row.bankrupt]
    assert scored == sorted(scored, reverse=True)
    assert all(row.bankrupt for row in rows[len(rows) - len(outcome.bankrupt):])  # the unscored come last


def grid_texts(table):
    cells = table.grid.cells
    return [cells.itemAt(i).widget().text() for i in range(cells.count())]


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_table_shows_the_engines_scores_in_finished_games(qtbot, tmp_path, variant):
    for seed in range(12):
        session = finished(qtbot, tmp_path, seed, players=3 + seed % 3, variant=variant)
        table = EndTable(session)
        qtbot.addWidget(table)
        check_rows(table.rows, session.outcome)
        assert table.title.text() == "Game over"
        texts = grid_texts(table)
        assert ("Luxuries" in texts) == (variant == "advanced") and ("Cash" in texts) == (variant == "basic")
        assert {"Transportation", "Grain", "Media", "Real Estate", "Total"} <= set(texts)
        for row in table.rows:
            if row.score is not None:
                assert f"{row.score}" in texts


def test_a_game_the_bots_play_through_the_session_ends_at_the_table(qtbot, tmp_path):
    session = played(qtbot, tmp_path, 3, players=4)
    table = EndTable(session)
    qtbot.addWidget(table)
    check_rows(table.rows, session.outcome)
    same = finished(qtbot, tmp_path, 3, players=4)
    assert same.outcome == session.outcome  # `finished` reproduces the session's games
    session.shutdown()


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_rows_follow_the_outcome_over_many_random_games(variant):
    spec = game_spec("ponzi")
    for seed in range(80):
        players = 3 + seed % 3
        state = spec.new_game(spec.settings_from(players, {"variant": variant}), seed)
        bot, rng = make_bot("random", "ponzi"), random.Random(seed)
        while not state.is_over:
            state.apply(bot.choose(state.view(state.current_player), rng))
        check_rows(score_rows(state.outcome, NAMES[:players]), state.outcome)


def test_cells_say_what_earned_the_points(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 7, players=4, variant="basic")
    table = EndTable(session)
    qtbot.addWidget(table)
    row = next(r for r in table.rows if not r.bankrupt)
    cash = next(p for p in row.parts if p.kind == "cash")
    big, small = table.cell(cash)
    assert big == f"{cash.points}" and small == f"${cash.amounts[0]}"
    tiles = next(p for p in row.parts if p.kind == "industry" and p.amounts[0] == 1) if any(
        p.kind == "industry" and p.amounts[0] == 1 for p in row.parts) else None
    if tiles is not None:
        assert table.cell(tiles) == ("1", "1 tile")


def test_nobody_wins_when_everybody_is_bankrupt(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 55, players=3, variant="basic")  # all three go bankrupt together
    assert session.outcome.winners == () and len(session.outcome.bankrupt) == 3
    table = EndTable(session)
    qtbot.addWidget(table)
    assert "Nobody wins" in table.headline.text()
    assert all(row.bankrupt for row in table.rows)


def test_a_tie_on_points_is_broken_by_the_highest_card(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 2, players=3, variant="advanced")
    table = EndTable(session)
    qtbot.addWidget(table)
    winner, second = table.rows[0], table.rows[1]
    best = {r.seat: next(p.amounts[0] for p in r.parts if p.kind == "highest_card") for r in (winner, second)}
    assert winner.winner and winner.score == second.score and best[winner.seat] > best[second.seat]
    assert table.tie_note.text() and f"${best[winner.seat]}" in table.tie_note.text()


def test_the_buttons_ask_for_another_game_or_the_start_page(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 1, players=3)
    table = EndTable(session)
    qtbot.addWidget(table)
    table.show()
    with qtbot.waitSignal(table.play_again_requested):
        qtbot.mouseClick(table.again_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(table.home_requested):
        qtbot.mouseClick(table.home_button, Qt.MouseButton.LeftButton)
    assert table.again_button.text() == "Play again"


def test_escape_or_the_board_button_closes_it(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 1, players=3)
    table = EndTable(session)
    qtbot.addWidget(table)
    table.show()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not table.isVisible()
    table.show()
    qtbot.mouseClick(table.board_button, Qt.MouseButton.LeftButton)
    assert not table.isVisible()


def test_before_the_end_the_table_says_so(qtbot, tmp_path):
    seats = [Seat(name=name, kind="human") for name in NAMES[:3]]
    session = GameSession.new("ponzi", {}, 1, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    table = EndTable(session)
    qtbot.addWidget(table)
    assert table.rows == [] and "not over" in table.title.text()


@pytest.mark.parametrize(("variant", "seed", "players"), [("basic", 7, 4), ("advanced", 2, 3), ("advanced", 4, 5)])
def test_screenshots_of_the_end_table(qtbot, tmp_path, variant, seed, players):
    session = finished(qtbot, tmp_path, seed, players=players, variant=variant)
    assert session.outcome.bankrupt  # each of these games has a bankrupt player to show
    table = EndTable(session)
    qtbot.addWidget(table)
    table.resize(1280, 720)
    table.show()
    qtbot.waitExposed(table)
    assert table.grab().save(f"/tmp/end_table_{variant}_{players}.png")


def seen_by(session, seat, folder):
    """The same finished game with `seat` the one person at the screen (the others bots)."""
    record = session.record
    people = [Seat(name=s.name, kind="human") if i == seat else s for i, s in enumerate(record.seats)]
    mine = GameSession(GameRecord(game=record.game, settings=record.settings, seed=record.seed, seats=people,
                                  actions=list(record.actions)), autosave_dir=folder, bot_delay_ms=0)
    assert mine.viewer == seat
    return mine


def test_the_headline_speaks_to_the_winner_at_the_screen(qtbot, tmp_path):
    """The person at the screen is "you": "You win with 12 points"; for anybody else the winner is named."""
    seed = next(s for s in range(40) if len(finished(qtbot, tmp_path, s).outcome.winners) == 1)
    session = finished(qtbot, tmp_path, seed)
    winner = session.outcome.winners[0]
    points = session.outcome.scores[winner]
    others = EndTable(session)
    qtbot.addWidget(others)
    assert f"{isolate(NAMES[winner])} wins with {points} points" in others.headline.text()
    table = EndTable(seen_by(session, winner, tmp_path / "mine"))
    qtbot.addWidget(table)
    headline = table.headline.text()
    assert f"You win with {points} point" in headline and NAMES[winner] not in headline


def test_the_reason_and_the_tie_speak_to_the_person_at_the_screen(qtbot, tmp_path):
    seed = next(s for s in range(40) if len(finished(qtbot, tmp_path, s, players=4).outcome.bankrupt) == 1)
    session = finished(qtbot, tmp_path, seed, players=4)
    broke = session.outcome.bankrupt[0]
    table = EndTable(seen_by(session, broke, tmp_path / "broke"))
    qtbot.addWidget(table)
    assert table.reason.text() == "You could not pay the interest due: bankrupt players are not scored."
    tied = finished(qtbot, tmp_path, 2, players=3, variant="advanced")  # a tie the highest card breaks
    winner = tied.outcome.winners[0]
    table = EndTable(seen_by(tied, winner, tmp_path / "tied"))
    qtbot.addWidget(table)
    assert table.tie_note.text().startswith("Tied on points: your highest fund card, $")


def test_a_larger_window_writes_the_scores_larger_and_cuts_nothing(qtbot, tmp_path):
    """At 1280 x 720 every text is 11 px or more; full screen at 1920 x 1080 the sheet grows with the table
    (its smallest text about one and a half times larger), and at both sizes nothing is cut."""
    import re
    import sys
    from pathlib import Path

    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QLabel

    sys.path.insert(0, str(Path(__file__).parents[2]))
    from widget_checks import clipped, visible_widgets

    session = finished(qtbot, tmp_path, 5, players=4, variant="advanced")
    table = EndTable(session)
    qtbot.addWidget(table)
    smallest = {}
    for w, h in ((1280, 690), (1920, 1050)):
        table.resize(w, h)
        table.show()
        qtbot.waitExposed(table)
        qtbot.wait(20)
        assert not clipped(table), clipped(table)
        sizes = []
        for label in (x for x in visible_widgets(table) if isinstance(x, QLabel) and x.text()):
            sizes.append(QFontInfo(label.font()).pixelSize())
            sizes += [round(float(pt) * 96 / 72) for pt in re.findall(r"font-size:([\d.]+)pt", label.text())]
        smallest[w] = min(sizes)
        assert table.panel.width() <= w and table.panel.height() <= h
    assert smallest[1280] >= 11
    assert smallest[1920] >= 1.35 * smallest[1280]
