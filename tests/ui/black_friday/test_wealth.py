"""The price history (Qt-free): the prices after every price change as a replay shows them, each seat's own
wealth from its own view, followed move by move as the record grows, rebuilt after an undo; the broker's
result as the engine gave it."""

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import replay
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui.black_friday.wealth import PriceHistory, broker_result, own_wealth

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve"]
SPEC = game_spec("black_friday")


def test_the_points_are_the_prices_a_replay_shows_after_each_price_change():
    """Move by move with a fresh engine: after a move that ends in exactly one price change (nothing moved after
    it), the view's prices are the new point's; at the end, the last point is the final table and scores."""
    checked = 0
    for seed in range(8):
        for players in (2, 3, 4, 5):
            record = random_record(NAMES[:players], None, seed, game="black_friday")
            history = PriceHistory()
            assert history.follow(record)
            points = history.points
            state = SPEC.new_game(SPEC.settings_model.model_validate(record.settings), record.seed)
            assert [p.number for p in points] == list(range(replay(record).price_changes + 1))
            assert points[0].prices == state.view(None).prices and points[0].gold_price == state.view(None).gold_price
            for text in record.actions:
                events = state.apply_text(text)
                kinds = [e.kind for e in events]
                if kinds.count("price_change_ended") == 1 and "price_moved" not in kinds[kinds.index(
                        "price_change_ended"):]:
                    view = state.view(None)
                    point = points[view.price_changes]
                    assert (point.prices, point.gold_price) == (view.prices, view.gold_price)
                    for p in range(players):
                        assert point.wealth[p] == own_wealth(state.view(p), view.prices, view.gold_price)
                    checked += 1
            final = points[-1]
            assert final.prices == state.view(None).prices and final.gold_price == 100
            assert final.wealth == tuple(state.outcome.scores[p] for p in range(players))  # the engine's scores
            assert history.prices_of("white") == [p.prices[4] for p in points]
            assert history.wealth_of(1) == [p.wealth[1] for p in points]
    assert checked > 300


def test_following_move_by_move_is_the_same_as_all_at_once_and_an_undo_starts_again():
    whole = random_record(NAMES[:3], None, 5, game="black_friday")
    history = PriceHistory()
    seen = []
    for n in range(len(whole.actions) + 1):
        part = whole.model_copy(update={"actions": whole.actions[:n]})
        history.follow(part)
        seen.append(len(history.points))
    everything = PriceHistory()
    everything.follow(whole)
    assert history.points == everything.points
    assert seen == sorted(seen) and seen[0] == 1 and seen[-1] == len(everything.points)
    assert not history.follow(whole)  # nothing new: nothing changed
    shorter = whole.model_copy(update={"actions": whole.actions[:40]})
    assert history.follow(shorter)  # an undo: replayed again from the start
    fresh = PriceHistory()
    fresh.follow(shorter)
    assert history.points == fresh.points
    other = random_record(NAMES[:3], 40, 6, game="black_friday")  # another game of as many moves
    assert history.follow(other)
    again = PriceHistory()
    again.follow(other)
    assert history.points == again.points


def test_a_seats_wealth_needs_only_its_own_view():
    record = random_record(NAMES[:4], 60, 3, game="black_friday")
    state = replay(record)
    view = state.view(2)
    assert all(h.cash is None and h.shares is None for i, h in enumerate(view.holders) if i != 2)
    me = view.holders[2]
    expected = me.cash + sum(n * p for n, p in zip(me.shares, view.prices, strict=True)) + me.gold_bars * view.gold_price
    assert own_wealth(view, view.prices, view.gold_price) == expected == state.wealth(2)


def test_the_brokers_result_is_the_engines():
    for seed in range(6):
        record = random_record(NAMES[:2], None, seed, game="black_friday")
        state = replay(record)
        result = broker_result(record)
        assert result.parts == state.score_parts(2) and result.wealth == state.wealth(2)
        assert sum(p.points for p in result.parts) == result.wealth
        assert result.first == (not state.outcome.winners or result.wealth >= max(state.outcome.scores.values()))
    assert broker_result(random_record(NAMES[:4], None, 1, game="black_friday")) is None  # no broker with 4
    assert broker_result(random_record(NAMES[:2], 30, 1, game="black_friday")) is None  # not over yet
