"""The end table's money series, per game, from a known finished game (`sample.random_record`): the numbers are
those of the states a fresh replay passes through (spot-checked by hand at round ends, price changes and round
starts), every seat has a line, and a game whose money is private refuses a game that is not over."""

from __future__ import annotations

import pytest

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence.follow import RecordFollower
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.anti_monopoly.wealth import money_series as am_series
from ponzi_desktop.ui.black_friday.wealth import broker_result, own_wealth
from ponzi_desktop.ui.black_friday.wealth import money_series as bf_series
from ponzi_desktop.ui.games import game_ui, load, playable
from ponzi_desktop.ui.ponzi.money import money_series as ponzi_series

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"]


def fresh(record):
    spec = game_spec(record.game)
    return spec.new_game(spec.settings_model.model_validate(record.settings), record.seed)


@pytest.mark.parametrize(("players", "seed"), [(3, 7), (4, 2), (5, 11)])
def test_ponzi_cash_at_each_round_end_and_the_interest_due_are_the_replays(players, seed):
    record = random_record(NAMES[:players], None, seed, game="ponzi")
    series = ponzi_series(record)
    cash, dues = series.charts
    assert (series.unit, cash.key, dues.key) == ("round", "cash", "interest_due")
    assert len(cash.lines) == len(dues.lines) == players and len(cash.xs) == len(record.actions) + 1
    assert cash.xs[0] == 0 and all(a < b for a, b in zip(cash.xs, cash.xs[1:], strict=False))
    state = fresh(record)
    ends = 0
    for number, text in enumerate(record.actions, start=1):
        events = state.apply_text(text)
        if any(e.kind == "wheel_rotated" for e in events):  # the end of a round: x is that round's number
            ends += 1
            assert cash.xs[number] == ends
            for p in range(players):
                assert cash.lines[p][number] == state.cash[p]  # the engine's own cash, after the interest
                paid = sum(e.data["amount"] for e in events if e.kind == "interest_paid" and e.player == p)
                owed = sum(e.data["due"] for e in events if e.kind == "bankrupt" and e.player == p)
                assert dues.lines[p][ends - 1] == paid + owed
    assert state.is_over and ends == len(dues.xs) == state.round and dues.xs == tuple(range(1, ends + 1))
    assert any(any(v for v in line) for line in dues.lines)


def test_ponzi_cash_stays_private_until_the_game_is_over():
    with pytest.raises(ValueError):
        ponzi_series(random_record(NAMES[:4], 30, 3, game="ponzi"))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (5, 6)])
def test_black_friday_wealth_after_each_price_change_is_the_replays(players, seed):
    record = random_record(NAMES[:players], None, seed, game="black_friday")
    series = bf_series(record)
    (wealth,) = series.charts
    state = fresh(record)
    broker = state.with_broker
    assert series.unit == "price_change" and len(wealth.lines) == players + broker
    checked = 0
    for text in record.actions:
        events = state.apply_text(text)
        kinds = [e.kind for e in events]
        if kinds.count("price_change_ended") == 1 and "price_moved" not in kinds[kinds.index("price_change_ended"):]:
            view = state.view(None)
            k = wealth.xs.index(view.price_changes)
            for p in range(players):
                assert wealth.lines[p][k] == own_wealth(state.view(p), view.prices, view.gold_price)
            checked += 1
    assert checked >= 3
    for p in range(players):  # the last point is the engine's score
        assert wealth.lines[p][-1] == state.outcome.scores[p]
    if broker:
        assert wealth.lines[players][-1] == broker_result(record).wealth
    with pytest.raises(ValueError):
        bf_series(random_record(NAMES[:players], 20, seed, game="black_friday"))


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (6, 7)])
def test_anti_monopoly_cash_and_property_at_each_round_start_are_the_replays(players, seed):
    record = random_record(NAMES[:players], None, seed, game="anti_monopoly")
    series = am_series(record)
    cash, worth = series.charts
    assert (series.unit, cash.key, worth.key) == ("round", "cash", "cash_and_property")
    state = fresh(record)
    b = state.b

    def value(p):
        return sum(b.price[sq] + state.level[sq] * b.house[sq] for sq in b.properties
                   if state.owner[sq] == p and not state.mortgaged[sq])

    out: set[int] = set()
    k = 0
    went_out = 0
    for text in record.actions:
        events = state.apply_text(text)
        went_out += sum(e.kind == "bankrupt" for e in events)
        if any(e.kind == "round_started" for e in events):
            k += 1
            at = max(i for i, x in enumerate(cash.xs) if x == state.round)  # a bankruptcy may share its x
            for p in range(players):
                if not state.alive[p]:  # gone: its line stopped where it went out, before the round started
                    assert cash.lines[p][at] is None and worth.lines[p][at] is None
                else:
                    assert cash.lines[p][at] == state.cash[p] and worth.lines[p][at] == state.cash[p] + value(p)
            out |= {p for p in range(players) if not state.alive[p]}
    assert k + 2 + went_out == len(cash.xs)  # the start, every round's start, every bankruptcy, the end
    for p in state.outcome.scores:
        assert cash.lines[p][-1] == state.cash[p]


def test_every_game_registers_its_series():
    for game in [g.id for g in playable()]:
        record = random_record(NAMES[:4], None, 5, game=game)
        series = load(game_ui(game).end_table).series_of(record)
        assert series.charts and all(len(chart.lines) >= 4 for chart in series.charts)


def test_a_follower_replays_only_what_was_added_and_starts_again_after_an_undo():
    class Count(RecordFollower):
        def started(self, state):
            self.points = [0]

        def applied(self, state, events):
            self.points.append(len(self.points))

    whole = random_record(NAMES[:3], 60, 2, game="ponzi")
    follower = Count()
    assert follower.follow(whole.model_copy(update={"actions": whole.actions[:20]}))
    state = follower.state
    assert follower.follow(whole) and follower.state is state and len(follower.points) == len(whole.actions) + 1
    assert not follower.follow(whole)
    assert follower.follow(whole.model_copy(update={"actions": whole.actions[:10]})) and follower.state is not state
    assert len(follower.points) == 11


@pytest.mark.parametrize(("game", "players", "seed"), [("anti_monopoly", 4, 7), ("anti_monopoly", 3, 8),
                                                      ("anti_monopoly", 2, 3), ("ponzi", 4, 3), ("ponzi", 3, 7)])
def test_a_bankrupt_players_cross_is_where_the_record_says_they_went_out(game, players, seed):
    """The ✕ (`MoneyChart.out`) at the moment of the engine's `bankrupt` event: within the round it happened in
    (never the next round's start when the round went on), the last round's too; nobody else has one."""
    record = random_record(NAMES[:players], None, seed, game=game)
    series = load(game_ui(game).end_table).series_of(record)
    state = fresh(record)
    went: dict[int, tuple[int, int]] = {}  # seat: (actions played, round)
    for number, text in enumerate(record.actions, start=1):
        before = state.view(None).round
        for e in state.apply_text(text):
            if e.kind == "bankrupt":
                went[e.player] = (number, before)
    assert went, "the sample game has a bankruptcy"
    for chart in series.charts:
        for p in range(players):
            k = chart.out_at(p)
            if p not in went:
                assert k is None
                continue
            number, r = went[p]
            assert k is not None, (chart.key, p)
            if chart.key == "interest_due":  # one point per round: the round they could not pay
                assert chart.xs[k] == r
            elif game == "ponzi":  # one point per action
                assert k == number
            else:
                assert r <= chart.xs[k] <= r + 1 and all(v is None for v in chart.lines[p][k + 1:])
                assert chart.lines[p][k] is not None
            if number == len(record.actions):
                assert k == len(chart.xs) - 1 or chart.xs[k] == chart.xs[-1]  # out in the last round: a ✕ too
