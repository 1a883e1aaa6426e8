"""Black Friday bots see views only: the proof, and the sampler that fills in what a view hides.

Two true states that one seat sees identically (others' cash and shares moved, the bag's colours swapped
with a hidden screen's, the engine's random numbers changed) must give that seat's bot the same choice with
the same seed: a bot that peeked at the state could tell them apart.
"""

from __future__ import annotations

import random

import pytest
from bf_bot_helpers import positions

from ponzi_desktop.bots.black_friday import EasyBot, HardBot, NormalBot
from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.engine.black_friday import BlackFridayState
from ponzi_desktop.engine.black_friday.determinize import Sampler, sample_state
from ponzi_desktop.engine.black_friday.invariants import check_state

K = 5


def twin_with_other_secrets(state: BlackFridayState, seat: int, rng: random.Random) -> BlackFridayState:
    """A state `seat` cannot tell from `state`: hidden cash and shares moved, the bag's colours changed."""
    twin = state.clone()
    twin.rng.seed(rng.random())
    twin._choices_cache = None
    hidden = [h for h in range(twin.n) if h not in (seat, twin.broker)]
    if len(hidden) >= 2:
        a, b = rng.sample(hidden, 2)
        moved = rng.randint(0, twin.cash[a])
        twin.cash[a] -= moved
        twin.cash[b] += moved
        for c in range(K):
            if twin.shares[a][c]:
                twin.shares[a][c] -= 1
                twin.shares[b][c] += 1
                break
    if hidden:
        h = rng.choice(hidden)
        for c in range(K):  # one of h's shares swapped with a bag share of another colour
            other = next((d for d in range(K) if d != c and twin.bag[d]), None)
            if twin.shares[h][c] and other is not None:
                twin.shares[h][c] -= 1
                twin.bag[c] += 1
                twin.bag[other] -= 1
                twin.shares[h][other] += 1
                break
    return twin


@pytest.mark.parametrize("bot_type", [EasyBot, NormalBot, HardBot])
def test_same_view_same_choice(bot_type) -> None:
    rng = random.Random(7)
    differed = 0
    for state in positions(30, seed=61):
        seat = state.current_player
        twin = twin_with_other_secrets(state, seat, rng)
        differed += twin.shares != state.shares or twin.bag != state.bag
        assert twin.view(seat) == state.view(seat)
        one = bot_type().choose(state.view(seat), random.Random(5), Budget(iterations=16))
        two = bot_type().choose(twin.view(seat), random.Random(5), Budget(iterations=16))
        assert one == two
    assert differed >= 15  # the twins really hid something different


def test_sample_is_consistent_with_the_view() -> None:
    rng = random.Random(3)
    for state in positions(60, seed=71):
        for seat in range(state.n):
            view = state.view(seat)
            sample = sample_state(view, rng)
            check_state(sample)
            assert sample.view(seat) == view
            for c in range(K):
                total = (sample.market[c] + sample.box[c] + sum(row[c] for row in sample.rows)
                         + sample.purchase.count(c) + sample.gold_track.count(c) + sample.bag[c]
                         + sum(held[c] for held in sample.shares))
                assert total == 25
            assert sum(sample.bag) == view.bag_size
            assert sample.bag[K] == view.bag_black
            assert sample.shares[seat] == list(view.my_shares)
            assert sample.cash[seat] == view.my_cash
            assert all(x >= 0 for x in sample.cash)


def test_samples_vary_and_repeat() -> None:
    state = positions(1, seed=81)[0]
    view = state.view(state.current_player)
    sampler = Sampler(view)
    a = sampler.sample(random.Random(1))
    b = sampler.sample(random.Random(1))
    assert a.shares == b.shares and a.bag == b.bag and a.cash == b.cash
    seen = {tuple(sampler.sample(random.Random(s)).bag) for s in range(20)}
    assert len(seen) > 1


def test_sampler_reads_only_the_view() -> None:
    state = positions(1, seed=91)[0]
    seat = state.current_player
    twin = twin_with_other_secrets(state, seat, random.Random(2))
    one = sample_state(state.view(seat), random.Random(4))
    two = sample_state(twin.view(seat), random.Random(4))
    assert one.snapshot() == two.snapshot()
