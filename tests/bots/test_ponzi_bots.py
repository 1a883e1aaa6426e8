"""Ponzi bots at every level: legal choices everywhere, the same choice for the same view and seed, one-option
decisions for free, and the levels and budgets the rest of the program asks for."""

from __future__ import annotations

import random
import time

import pytest
from ponzi_bot_helpers import SEARCH, VARIANTS, game, midgame, positions

from ponzi_desktop.bots import LEVELS, Budget, bot_names, levels_for, make_bot
from ponzi_desktop.bots.budget import Clock
from ponzi_desktop.bots.ponzi import EasyBot, HardBot, NormalBot
from ponzi_desktop.bots.ponzi.hard import switch_price
from ponzi_desktop.bots.ponzi.normal import traded_with
from ponzi_desktop.engine.ponzi.actions import COUNTER, SELL, Offer
from ponzi_desktop.engine.ponzi.determinize import Sampler

BOTS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def test_every_level_is_registered_for_ponzi():
    assert set(LEVELS) <= set(bot_names("ponzi"))
    assert levels_for("ponzi") == BOTS
    for level, cls in BOTS.items():
        bot = make_bot(level, "ponzi")
        assert isinstance(bot, cls) and bot.level == level
    assert isinstance(make_bot("random", "ponzi").level, str)
    with pytest.raises(KeyError):
        make_bot("grandmaster", "ponzi")


@pytest.mark.parametrize(("players", "variant"), VARIANTS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_cheap_levels_choose_legal_actions(level, players, variant):
    bot = make_bot(level, "ponzi")
    seen = set()
    for i, state in enumerate(positions(players, variant, range(6))):
        view = state.view(state.current_player)
        action = bot.choose(view, random.Random(i))
        assert state.is_legal(action), f"{level} chose {action.to_text()} in {state.notation()}"
        seen.add(state.phase)
    assert {"fund", "trade", "remove"} <= seen


@pytest.mark.parametrize(("players", "variant"), VARIANTS)
def test_the_hard_bot_chooses_legal_actions(players, variant):
    bot = make_bot("hard", "ponzi")
    for i, state in enumerate(positions(players, variant, range(2), every=3)):
        view = state.view(state.current_player)
        action = bot.choose(view, random.Random(i), SEARCH)
        assert state.is_legal(action), f"hard chose {action.to_text()} in {state.notation()}"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_same_view_and_seed_give_the_same_choice(level):
    for i, state in enumerate(positions(4, "basic", range(2), every=4)):
        view = state.view(state.current_player)
        first = make_bot(level, "ponzi").choose(view, random.Random(i), SEARCH)
        again = make_bot(level, "ponzi").choose(view, random.Random(i), SEARCH)
        assert first == again


def test_a_decision_with_one_option_costs_no_budget():
    state = game(seed=2)
    for _ in range(400):  # find a decision with a single option (an answer the target cannot afford...)
        choices = state.legal_choices()
        if len(choices) == 1 and choices[0].param is None:
            break
        state.apply(make_bot("easy", "ponzi").choose(state.view(state.current_player), random.Random(1)))
    else:  # pragma: no cover
        pytest.fail("no one-option decision found")
    view = state.view(state.current_player)
    hard = HardBot()
    started = time.perf_counter()
    action = hard.choose(view, random.Random(0), Budget(ms=10_000))
    assert time.perf_counter() - started < 1.0  # far below the budget: it did not search
    assert hard.last_search["iterations"] == 0
    assert action == view.choices[0].action


def test_the_hard_bot_spends_its_iterations_and_not_more():
    state = midgame()
    while len(state.legal_choices()) < 3:
        state.apply(make_bot("normal", "ponzi").choose(state.view(state.current_player), random.Random(0)))
    hard = HardBot()
    hard.choose(state.view(state.current_player), random.Random(0), Budget(iterations=40))
    assert 0 < hard.last_search["iterations"] <= 40


def test_the_hard_bot_respects_a_time_budget_loosely():
    """A loose bound only (machines are busy): the tournament measures the real p95."""
    state = midgame()
    hard = HardBot()
    started = time.perf_counter()
    hard.choose(state.view(state.current_player), random.Random(0), Budget(ms=60))
    assert time.perf_counter() - started < 1.0


def test_a_clock_counts_iterations_and_stops():
    clock = Clock(Budget(iterations=3))
    done = 0
    while clock.more():
        clock.tick()
        done += 1
    assert done == 3
    assert not Clock(Budget()).more()  # no budget at all: the caller must give one
    with pytest.raises(ValueError):
        Budget(ms=-1)


def test_a_search_drops_a_round_the_deadline_cuts():
    """Past the deadline a paired search stops within a round of playouts and does not count that round:
    every candidate's mean is over the same whole rounds (dear playouts do not run a round past the time)."""
    from ponzi_desktop.bots.paired import paired_search

    class Deadline:  # a clock whose deadline passes during the third round, after its first playout
        limit, done = None, 0
        calls = 0

        def more(self):
            return True

        def tick(self):
            self.done += 1

        def late(self):
            self.calls += 1
            return self.calls > 2 * 2  # two checks a round (none before its first playout)

    played = []

    def playout(state, candidate, seed):
        played.append(candidate)
        return float(candidate)

    best, stats = paired_search([0, 1, 2], lambda rng: None, playout, Deadline(), random.Random(0), 1.0)
    assert stats["samples"] == 2 and stats["iterations"] == 6
    assert played == [0, 1, 2, 0, 1, 2, 0]
    assert best == 2
    assert not Clock(Budget(iterations=5)).late()  # an iteration budget has no deadline
    clock = Clock(Budget(ms=1))
    time.sleep(0.002)
    assert clock.late()


def test_offers_stay_within_the_range_offered():
    """The parametric offer: the amount is filled in through Choice.with_value, never beyond its range."""
    normal = make_bot("normal", "ponzi")
    offers = 0
    for i, state in enumerate(positions(4, "basic", range(8))):
        if state.phase != "trade":
            continue
        view = state.view(state.current_player)
        action = normal.choose(view, random.Random(i))
        if isinstance(action, Offer):
            offers += 1
            assert 0 <= action.amount <= view.my_cash
    assert offers


def test_the_hard_bots_bold_candidates_are_legal_and_new():
    """Bold candidates (the biggest card, all spare money on a wanted tile) are legal moves the policy's top
    options do not already hold."""
    hard = HardBot()
    found = 0
    for state in positions(4, "basic", range(6)):
        if state.phase not in ("fund", "trade"):
            continue
        view = state.view(state.current_player)
        ranked = hard.own.ranked(Sampler(view).typical())
        top = [a for _, a in ranked[:hard.candidates]]
        for action in hard._bold(view, ranked, top):
            found += 1
            assert state.is_legal(action), f"bold {action.to_text()} in {state.notation()}"
            assert action not in top
    assert found


def test_the_switch_price_is_where_a_normal_target_changes_its_answer():
    """`switch_price` predicts the normal bot's answer exactly: it counters an offer a dollar below the price
    and sells at the price (when those amounts are legal), whatever the offerer's cash and the target's."""
    normal = NormalBot()
    checked = 0
    for i, state in enumerate(positions(4, "basic", range(10), every=2)):
        if state.phase != "trade":
            continue
        me = state.current_player
        for choice in state.legal_choices():
            offer = choice.action
            if not isinstance(offer, Offer):
                continue
            k = state.t.industry_index[offer.industry]
            price = switch_price(state, me, offer.target, k, normal.policy.params)
            assert 0 <= price <= state.cash[offer.target] + 1
            for amount, expected in ((price - 1, COUNTER), (price, SELL)):
                if not 0 <= amount <= state.cash[me]:
                    continue
                answered = state.clone()
                answered.apply(Offer(offer.target, offer.industry, amount), me)
                assert normal.choose(answered.view(offer.target), random.Random(i)) == expected, (
                    f"{offer.to_text()} at {amount} (price {price}) in {state.notation()}")
                checked += 1
    assert checked > 20


def test_the_hard_bots_priced_offers_are_legal_and_new():
    """Offers priced on samples by the targets' own answers are legal and add to the policy's top options."""
    hard = HardBot()
    found = 0
    for i, state in enumerate(positions(4, "basic", range(8))):
        if state.phase != "trade":
            continue
        view = state.view(state.current_player)
        sampler = Sampler(view)
        ranked = hard.own.ranked(sampler.typical())
        top = [a for _, a in ranked[:hard.candidates]]
        for action in hard._priced_offers(view, sampler, ranked, top, random.Random(i)):
            found += 1
            assert isinstance(action, Offer)
            assert state.is_legal(action), f"priced {action.to_text()} in {state.notation()}"
            assert action not in top
    assert found


def test_the_hard_bots_playouts_trade_as_the_normal_bot_does():
    """The hard bot models the others as the normal bot, whole: in its playouts a player's offer is the
    normal bot's own choice from that player's view of the sampled state, not a quick habit."""
    from ponzi_desktop.engine.ponzi.determinize import guess_state

    hard = HardBot()
    assert hard.faithful
    offers = 0
    for i, state in enumerate(positions(4, "basic", range(8))):
        if state.phase != "trade":
            continue
        chosen = hard.playout_policy.act(state, random.Random(i))
        assert chosen == hard.normal.ranked(guess_state(state, state.actor))[0][1]
        assert chosen == NormalBot().choose(state.view(state.actor), random.Random(i))
        offers += isinstance(chosen, Offer)
    assert offers


def test_no_bot_offers_for_a_tile_it_traded_with_that_player_in_this_phase():
    """A bot makes no offer for an industry to a player it already traded that industry with in the same
    trading phase (a tile passed back and forth reads as aimless play); other offers stay open to it."""
    bots = {level: make_bot(level, "ponzi") for level in ("easy", "normal", "hard")}
    tempting = 0
    for i, state in enumerate(positions(4, "basic", range(8))):
        if state.phase != "trade":
            continue
        seat = state.current_player
        view = state.view(seat)
        done = traded_with(view.trades, view.round, seat)
        barred = [c for c in view.choices if isinstance(c.action, Offer)
                  and (c.action.target, c.action.industry) in done]
        if not barred:
            continue
        tempting += 1
        ranked = bots["normal"].policy.ranked(Sampler(view).typical())
        assert not [a for _, a in ranked if isinstance(a, Offer) and (a.target, a.industry) in done]
        for level, bot in bots.items():
            action = bot.choose(view, random.Random(i), SEARCH if level == "hard" else None)
            assert state.is_legal(action)
            assert not (isinstance(action, Offer) and (action.target, action.industry) in done), \
                f"{level} offers {action.to_text()} again in {state.notation()}"
    assert tempting >= 5
