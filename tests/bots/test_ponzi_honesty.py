"""Bots see views only: the proof, and the sampler that fills in what a view hides from its view alone.

Two true states that one seat sees identically (others' cash moved between them, the deck in another order,
another secret envelope) must give that seat's bot the same choice with the same seed: a bot that peeked
at the state could tell them apart.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from ponzi_bot_helpers import SEARCH, VARIANTS, game, midgame, positions

from ponzi_desktop.bots import make_bot
from ponzi_desktop.bots.ponzi.normal import NormalPolicy
from ponzi_desktop.engine.ponzi.determinize import Sampler, guess_state, sample_state
from ponzi_desktop.engine.ponzi.invariants import check_state, check_view
from ponzi_desktop.engine.ponzi.state import ANSWER, PonziState


def twin_with_other_secrets(state: PonziState, seat: int, rng: random.Random) -> PonziState:
    """A state `seat` cannot tell from `state`: money moved between two other players, the deck reordered,
    the engine's random numbers changed, and an envelope between two others refilled."""
    twin = state.clone()
    others = [p for p in range(state.n) if p != seat]
    a, b = rng.sample(others, 2)
    moved = rng.randint(0, twin.cash[a])
    twin.cash[a] -= moved
    twin.cash[b] += moved
    rng.shuffle(twin.deck)
    twin.rng.seed(rng.getrandbits(32))
    if twin.offer is not None and seat not in twin.offer[:2]:
        offerer, target, k, _ = twin.offer
        twin.offer = (offerer, target, k, rng.randint(0, twin.cash[offerer]))
    twin._choices_cache = None
    return twin


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_a_bot_cannot_tell_apart_states_its_seat_sees_alike(level):
    rng = random.Random(7)
    compared = 0
    for i, state in enumerate(positions(4, "basic", range(3), every=3)):
        seat = state.current_player
        twin = twin_with_other_secrets(state, seat, rng)
        view = state.view(seat)
        assert twin.view(seat) == view
        if state.cash != twin.cash:
            compared += 1
        one = make_bot(level, "ponzi").choose(view, random.Random(i), SEARCH)
        two = make_bot(level, "ponzi").choose(twin.view(seat), random.Random(i), SEARCH)
        assert one == two
    assert compared > 5


def test_a_third_player_cannot_see_an_envelope():
    state = next(s for s in positions(4, "basic", range(10)) if s.phase == ANSWER)
    offerer, target, k, amount = state.offer
    outsider = next(p for p in range(state.n) if p not in (offerer, target))
    assert state.view(outsider).offer[3] is None
    assert state.view(target).offer[3] == amount
    twin = state.clone()
    twin.offer = (offerer, target, k, (amount + 1) % (twin.cash[offerer] + 1))
    assert twin.view(outsider) == state.view(outsider)


# ---- sample_state: full states from a view --------------------------------------------------------------

@pytest.mark.parametrize(("players", "variant"), VARIANTS)
def test_samples_are_consistent_and_look_the_same_to_the_seat(players, variant):
    rng = random.Random(players)
    for state in positions(players, variant, range(4), every=2):
        for seat in (*range(players), None):
            view = state.view(seat)
            sample = sample_state(view, rng)
            check_state(sample)  # money and flows add up, cards and tiles counted, turn order right
            check_view(sample, sample.view(seat), seat)
            assert sample.view(seat) == view
            if seat is not None:
                assert sample.cash[seat] == state.cash[seat]
            assert all(c >= 0 for c in sample.cash)
            assert sum(sample.cash) == sum(state.cash)  # trades only move money: the total is public
            assert sorted(sample.deck) == sorted(state.deck)


def test_sampling_reads_the_view_only():
    """The sampler gets a view; changing or dropping the state afterwards changes nothing."""
    state = midgame()
    seat = state.current_player
    view = state.view(seat)
    before = [sample_state(view, random.Random(s)).digest() for s in range(5)]
    state.cash[:] = [999] * state.n
    state.deck.clear()
    state.tiles[0][0] += 5
    del state
    assert [sample_state(view, random.Random(s)).digest() for s in range(5)] == before


def test_samples_vary_what_is_hidden_and_only_that():
    state = midgame()
    seat = state.current_player
    view = state.view(seat)
    sampler = Sampler(view)
    samples = [sampler.sample(random.Random(s)) for s in range(40)]
    others = [p for p in range(state.n) if p != seat]
    hidden_trades = [t for i, t in enumerate(state.trades) if seat not in (t.offerer, t.target)]
    if hidden_trades:
        assert len({tuple(s.cash[p] for p in others) for s in samples}) > 1
    for s in samples:
        assert s.cash[seat] == state.cash[seat]
        assert s.tiles == state.tiles and s.wheel == state.wheel and s.market == state.market
        assert s.flow == state.flow and s.trades == state.trades


def test_samples_play_on_to_the_end():
    bot = make_bot("random", "ponzi")
    for i, state in enumerate(positions(4, "advanced", range(2), every=5)):
        sample = sample_state(state.view(state.current_player), random.Random(i))
        rng = random.Random(i)
        while not sample.is_over:
            sample.apply(bot.choose(sample.view(sample.current_player), rng))
            check_state(sample)


def test_a_players_cash_is_its_flow_plus_its_trades():
    """The public facts the sampler relies on: flow with the bank, plus amounts of the player's trades."""
    for state in positions(4, "advanced", range(5), every=7):
        for p in range(state.n):
            gain = 0
            for i, amount in state.trade_amounts[p]:
                t = state.trades[i]
                paid_by_offerer = t.tile_to == t.offerer  # sold: the offerer paid
                if p == t.offerer:
                    gain += -amount if paid_by_offerer else amount
                else:
                    gain += amount if paid_by_offerer else -amount
            assert state.cash[p] == state.flow[p] + gain


def test_the_typical_guess_is_repeatable():
    view = midgame().view(0)
    assert Sampler(view).typical().digest() == Sampler(view).typical().digest()
    counts = Counter(sample_state(view, random.Random(s)).cash[1] for s in range(30))
    assert sum(counts.values()) == 30
    assert game().view(0).players[1].cash is None


def test_the_midpoint_draws_do_not_read_the_generators_state():
    """Every guess shares one midpoint rng (seeding one per guess cost more than the guess): that is only
    right while its draws, shuffles included, come from `random()` alone and never from its state."""
    from ponzi_desktop.engine.ponzi.determinize import _Midpoint

    draws = []
    for seed in (0, 1, 12345):
        rng = _Midpoint(seed)
        rng.getrandbits(64 + seed)
        items = list(range(9))
        rng.shuffle(items)
        draws.append((rng.random(), rng.randrange(7), rng.choice("abcdef"), items, rng.sample(range(20), 3)))
    assert draws[0] == draws[1] == draws[2]


@pytest.mark.parametrize(("players", "variant"), VARIANTS)
def test_a_guess_from_a_full_state_is_the_views_typical_guess(players, variant):
    """Playouts guess for each mover from the (sampled) state itself: `guess_state` must give what the
    mover's view would, in every fact a bot decides on, and the same decisions (only the deck's order, which
    no bot reads, may differ)."""
    policy = NormalPolicy()
    facts = ("cash", "offer", "tiles", "wheel", "market", "supply", "phase", "actor", "step", "start", "round",
             "luxuries", "lux_bank", "return_queue", "crashed", "flow", "discard", "out_of_game", "bank_in",
             "bank_out", "trade_log", "result")
    decisions = 0
    for state in positions(players, variant, range(3)):
        for seat in range(players):
            guess, typical = guess_state(state, seat), Sampler(state.view(seat)).typical()
            for name in facts:
                assert getattr(guess, name) == getattr(typical, name), f"{name} for {seat} in {state.notation()}"
            assert sorted(guess.deck) == sorted(typical.deck)
            if seat == state.actor:
                decisions += 1
                assert policy.ranked(guess) == policy.ranked(typical)
    assert decisions > 50
