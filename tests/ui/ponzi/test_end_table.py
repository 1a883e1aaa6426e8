"""The end table: totals agree with the engine's scores, bankrupt players are marked, winners shown, buttons ask."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine.core import game_spec  # noqa: E402
from ponzi_desktop.persistence import GameRecord, Seat  # noqa: E402
from ponzi_desktop.ui.ponzi.end_table import (  # noqa: E402
    EndTable,
    cash_points,
    decided_by_tie_break,
    luxury_points,
    score_lines,
)
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


def check_lines(lines, outcome):
    assert sorted(line.seat for line in lines) == list(range(len(lines)))
    for line in lines:
        assert line.cash is not None  # the engine opens every screen at the end
        if line.seat in outcome.bankrupt:
            assert line.bankrupt and line.total is None and line.official is None and not line.winner
        else:
            assert line.total == outcome.scores[line.seat] == line.official
        assert line.winner == (line.seat in outcome.winners)
    winners = [line.seat for line in lines if line.winner]
    assert winners == [line.seat for line in lines[:len(winners)]]  # winners come first
    assert all(line.bankrupt for line in lines if line.seat in outcome.bankrupt)


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_table_totals_match_the_engine_in_finished_games(qtbot, tmp_path, variant):
    for seed in range(12):
        session = finished(qtbot, tmp_path, seed, players=3 + seed % 3, variant=variant)
        table = EndTable(session)
        qtbot.addWidget(table)
        check_lines(table.lines, session.outcome)
        assert table.title.text() == "Game over"
        assert table.grid.cells.count() > 0


def test_a_game_the_bots_play_through_the_session_ends_at_the_table(qtbot, tmp_path):
    session = played(qtbot, tmp_path, 3, players=4)
    table = EndTable(session)
    qtbot.addWidget(table)
    check_lines(table.lines, session.outcome)
    same = finished(qtbot, tmp_path, 3, players=4)
    assert same.outcome == session.outcome  # `finished` reproduces the session's games
    session.shutdown()


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_score_lines_match_outcome_scores_over_many_random_games(variant):
    spec = game_spec("ponzi")
    for seed in range(80):
        players = 3 + seed % 3
        state = spec.new_game(spec.settings_from(players, {"variant": variant}), seed)
        bot, rng = make_bot("random", "ponzi"), random.Random(seed)
        while not state.is_over:
            state.apply(bot.choose(state.view(state.current_player), rng))
        for seat in (None, *range(players)):
            check_lines(score_lines(state.view(seat), state.outcome, NAMES[:players]), state.outcome)


def test_points_tables_follow_the_rules():
    assert [cash_points(c) for c in (0, 29, 30, 55, 56, 78, 95, 96, 500)] == [0, 0, 1, 1, 2, 3, 3, 4, 4]
    assert luxury_points(()) == 0
    assert luxury_points((30, 96)) == 5


def test_hidden_cash_scores_nothing_and_leaves_the_total_unknown(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 7, players=4, variant="basic")
    view = session.view(None)
    players = tuple(p._replace(cash=None) for p in view.players)
    lines = score_lines(view._replace(players=players), session.outcome, NAMES[:4])
    assert all(line.cash_points is None and line.total is None for line in lines)
    assert all(line.official == session.outcome.scores.get(line.seat) for line in lines)


def test_nobody_wins_when_everybody_is_bankrupt(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 55, players=3, variant="basic")  # all three go bankrupt together
    assert session.outcome.winners == () and len(session.outcome.bankrupt) == 3
    table = EndTable(session)
    qtbot.addWidget(table)
    assert "Nobody wins" in table.headline.text()
    assert all(line.bankrupt for line in table.lines)
    table.resize(1100, 720)
    table.grab().save("/tmp/end_table_nobody.png")


def test_a_tie_on_points_is_broken_by_the_highest_card(qtbot, tmp_path):
    session = finished(qtbot, tmp_path, 2, players=3, variant="advanced")
    table = EndTable(session)
    qtbot.addWidget(table)
    assert decided_by_tie_break(table.lines)
    winner = table.lines[0]
    assert winner.winner and winner.best_card > table.lines[1].best_card
    assert table.tie_note.text() and f"${winner.best_card}" in table.tie_note.text()


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


def test_before_the_end_the_table_says_so(qtbot, tmp_path):
    seats = [Seat(name=name, kind="human") for name in NAMES[:3]]
    session = GameSession.new("ponzi", {}, 1, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    table = EndTable(session)
    qtbot.addWidget(table)
    assert table.lines == [] and "not over" in table.title.text()


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
