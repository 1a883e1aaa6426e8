"""Anti-Monopoly bots: legal choices over many positions, determinism, the view-only proof, sample_state."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.bots import levels_for, make_bot
from ponzi_desktop.bots.anti_monopoly import EasyBot, HardBot, NormalBot
from ponzi_desktop.bots.budget import Budget
from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.determinize import Sampler, sample_state

HARD_ITERATIONS = Budget(iterations=12)


def _positions(seeds: range, every: int = 9, limit: int = 1500):
    """(state, seat) pairs met along games of easy bots, 2-6 players, Game A and B."""
    out = []
    for seed in seeds:
        n = 2 + seed % 5
        settings = AntiMonopolySettings(players=n, game="AB"[seed % 2], round_limit=60)
        state = new_game(settings, seed)
        bot = EasyBot()
        rng = random.Random(seed)
        steps = 0
        while not state.is_over and steps < limit:
            p = state.current_player
            if steps % every == 0:
                out.append(state.clone())
            state.apply(bot.choose(state.view(p), rng), p)
            steps += 1
    return out


def test_levels_registered():
    assert set(levels_for("anti_monopoly")) == {"easy", "normal", "hard"}
    assert isinstance(make_bot("hard", "anti_monopoly"), HardBot)


@pytest.mark.parametrize("bot", [EasyBot(), NormalBot()], ids=["easy", "normal"])
def test_cheap_levels_choose_legal_actions(bot):
    for state in _positions(range(12), every=3):
        p = state.current_player
        action = bot.choose(state.view(p), random.Random(1))
        assert state.is_legal(action), (action, state.notation())


def test_hard_chooses_legal_actions():
    bot = HardBot()
    for state in _positions(range(6), every=25):
        p = state.current_player
        action = bot.choose(state.view(p), random.Random(1), Budget(iterations=6))
        assert state.is_legal(action), (action, state.notation())


def test_whole_games_between_levels_finish():
    for seed in range(3):
        settings = AntiMonopolySettings(players=4, round_limit=30)
        state = new_game(settings, seed)
        bots = [NormalBot(), EasyBot(), HardBot(), NormalBot()]
        rngs = [random.Random(p) for p in range(4)]
        while not state.is_over:
            p = state.current_player
            budget = HARD_ITERATIONS if p == 2 else None
            state.apply(bots[p].choose(state.view(p), rngs[p], budget), p)
        assert state.outcome.winners


def test_hard_is_deterministic_with_an_iteration_budget():
    for state in _positions(range(4), every=40):
        p = state.current_player
        view = state.view(p)
        first = HardBot().choose(view, random.Random(7), HARD_ITERATIONS)
        second = HardBot().choose(view, random.Random(7), HARD_ITERATIONS)
        assert first == second


def test_one_option_costs_nothing():
    for state in _positions(range(3), every=5):
        view = state.view(state.current_player)
        if len(view.choices) == 1 and view.choices[0].param is None:
            bot = HardBot()
            assert bot.choose(view, random.Random(0), Budget(ms=1000)) == view.choices[0].action
            assert bot.last_search["iterations"] == 0


def _reshuffled(state, seed: int):
    """The same game with other deck orders: a state the seat cannot tell apart from `state`."""
    other = state.clone()
    rng = random.Random(seed)
    decks = []
    for r in range(2):
        deck = list(other.deck[r])
        top = other.top[r]
        drawn = deck[top - 1] if other.last_card in deck else None
        rest = [c for c in deck if c != drawn]
        rng.shuffle(rest)
        decks.append(tuple(rest + ([drawn] if drawn is not None else [])))
    other.deck = decks
    other.top = [0, 0]
    return other


def test_view_only_two_true_states_seen_alike_give_the_same_choice():
    checked = 0
    for state in _positions(range(6), every=30):
        p = state.current_player
        other = _reshuffled(state, 99)
        assert other.deck != state.deck or len(other.deck[0]) < 2
        view, view2 = state.view(p), other.view(p)
        assert view == view2
        for make, budget in ((HardBot, HARD_ITERATIONS), (NormalBot, None), (EasyBot, None)):
            # a bot apiece: one that chose remembers its move (an offer made), and may choose otherwise after it
            assert make().choose(view, random.Random(3), budget) == make().choose(view2, random.Random(3), budget)
        checked += 1
    assert checked > 10


def test_sample_state_matches_the_view():
    rng = random.Random(5)
    for state in _positions(range(10), every=11):
        p = state.current_player
        view = state.view(p)
        sample = sample_state(view, rng)
        assert sample.view(p) == view
        for r in range(2):
            assert sorted(sample.deck[r]) == sorted(state.deck[r])
        sample.apply(NormalBot().choose(view, rng), p)  # it plays on


def test_sample_state_draws_the_decks_and_keeps_the_last_card_drawn_at_the_bottom():
    state = _positions(range(1), every=200)[-1]
    view = state.view(state.current_player)
    sampler = Sampler(view)
    orders = {sampler.sample(random.Random(i)).deck[0] for i in range(10)}
    assert len(orders) > 1
    if view.last_card is not None:
        sample = sampler.sample(random.Random(0))
        deck = next(d for d in sample.deck if view.last_card in d)
        assert deck[-1] == view.last_card


def _monopolist_with_a_built_city(round_limit: int):
    settings = AntiMonopolySettings(players=4, roles=("monopolist", "competitor", "monopolist", "competitor"),
                                    start_player=0, round_limit=round_limit)
    state = new_game(settings, 3)
    for sq in (37, 39):
        state.owner[sq] = 0
        state.level[sq] = 2
    state._owned = state._board = state._public = state._choices_cache = None
    return state


def test_hard_turns_buildings_into_cash_in_the_last_round_only():
    # the round limit's "richest" counts a building at a fifth of its cost in rent, its sale at half
    last = _monopolist_with_a_built_city(round_limit=1)
    action = HardBot().choose(last.view(0), random.Random(0), HARD_ITERATIONS)
    assert type(action).__name__ == "SellBuilding", action
    early = _monopolist_with_a_built_city(round_limit=200)
    action = HardBot().choose(early.view(0), random.Random(0), HARD_ITERATIONS)
    assert action.to_text() == "roll", action


def test_in_the_last_rounds_normal_judges_a_sale_by_the_richest_player_rule_and_hard_expects_it():
    settings = AntiMonopolySettings(players=4, roles=("competitor", "monopolist", "competitor", "monopolist"),
                                    start_player=0, round_limit=1)
    state = new_game(settings, 3)
    state.owner[39], state.owner[37] = 0, 1  # Wall St. completes the Monopolist's city
    _forget(state)
    hard = HardBot()
    # the normal bot knows the round limit's rule too: a sale that improves the seller's lead is refused...
    offer = state.clone()
    offer.cur, offer.actor, offer.phase, offer.trade_back = 0, 1, "answer", "turn"
    offer.offer = (0, 1, (39,), (), -500)
    assert NormalBot().choose(_forget(offer).view(1), random.Random(0)).to_text() == "reject"
    # ... and the hard bot, expecting that, does not offer it
    texts = []
    while state.current_player == 0 and len(texts) < 5:
        action = hard.choose(state.view(0), random.Random(0), HARD_ITERATIONS)
        texts.append(action.to_text())
        state.apply(action, 0)
        if state.phase == "answer":
            assert NormalBot().choose(state.view(state.actor), random.Random(0)).to_text() == "accept", texts
            break
    assert texts[:2] != ["trade 1", "give 39"] or state.phase == "answer", texts


# ---- the normal bot by role ------------------------------------------------------------------------------

def _two_roles(seed: int = 1):
    settings = AntiMonopolySettings(players=2, roles=("competitor", "monopolist"), start_player=0)
    return new_game(settings, seed)


def _forget(state):
    state._owned = state._board = state._public = state._choices_cache = None
    return state


def _builds(state, seat: int) -> bool:
    _forget(state)
    assert any(c.action.to_text().startswith("build") for c in state.legal_choices())
    return NormalBot().choose(state.view(seat), random.Random(0)).to_text().startswith("build")


def test_a_normal_competitor_builds_early_with_cash_to_spare_where_the_landings_repay_it():
    roles = ("competitor", "monopolist", "competitor", "monopolist")
    state = new_game(AntiMonopolySettings(players=4, roles=roles, start_player=0), 1)
    for sq in state.b.properties:  # the Treasury has sold everything: the other Competitor holds the rest
        state.owner[sq] = 2
    state.owner[24] = 0  # a Competitor's lone street in the board's busy middle: houses allowed anywhere
    state.cash[0] = 3000
    state.phase = "after"
    assert _builds(state, 0)
    state.cash[0] = 400  # not without three times its reserve left over (the worst rent on the board + $60)
    assert not _builds(state, 0)
    state.cash[0] = 3000
    for sq in (1, 3, 6, 8, 9):  # not while it may still buy streets from the Treasury
        state.owner[sq] = -1
    assert not _builds(state, 0)
    state.owner[1] = 2
    assert _builds(state, 0)
    state.cash[0] = 3000
    state.round = state.settings.round_limit - 60  # a house would not earn its cost back in the rounds left
    assert not _builds(state, 0)


def test_a_normal_competitor_does_not_build_against_one_opponent_and_a_monopolist_does():
    state = _two_roles()
    state.owner[37] = state.owner[39] = 0  # the Competitor's two streets, houses allowed anywhere
    state.cash[0] = state.cash[1] = 3000
    state.phase = "after"
    assert not _builds(state, 0)  # one opponent lands too seldom to repay a house
    state.owner[37] = state.owner[39] = 1
    state.cur = state.actor = 1
    _forget(state)
    assert NormalBot().choose(state.view(1), random.Random(0)).to_text().startswith("build")


def test_a_normal_competitor_buys_whatever_it_can_pay_for():
    state = _two_roles()
    state.owner[37], state.level[37], state.owner[39] = 1, 4, 1  # a Monopolist's apartment on the board
    state.pos[0] = state.pos[1] = 34
    state.cash[0] = state.cash[1] = 330
    state.phase = "buy"
    _forget(state)
    assert NormalBot().choose(state.view(0), random.Random(0)).to_text() == "buy"


def test_a_normal_monopolist_stays_in_prison_while_a_card_blocks_its_rent():
    state = _two_roles()
    for sq in state.b.properties:  # nothing left to buy: only the rent could call it out of Prison
        state.owner[sq] = 0
    state.owner[37] = state.owner[39] = 1
    state.cur = state.actor = 1
    state.pos[1], state.jail[1] = 10, 1
    _forget(state)
    assert NormalBot().choose(state.view(1), random.Random(0)).to_text() == "pay"
    state.rent_blocked[1] = 1
    _forget(state)
    assert NormalBot().choose(state.view(1), random.Random(0)).to_text() == "roll"


def test_the_hard_competitor_stops_buying_40_rounds_before_the_limit_and_the_normal_one_24():
    state = _two_roles()
    state.pos[0] = 39
    state.cash[0] = 2000
    state.phase = "buy"
    state.round = state.settings.round_limit - 30
    _forget(state)
    assert HardBot().choose(state.view(0), random.Random(0), HARD_ITERATIONS).to_text() == "decline"
    assert NormalBot().choose(state.view(0), random.Random(0)).to_text() == "buy"
    state.round = state.settings.round_limit - 50
    _forget(state)
    assert HardBot().choose(state.view(0), random.Random(0), HARD_ITERATIONS).to_text() == "buy"


def test_plan_trade_can_only_sell_and_wants_a_surplus():
    from ponzi_desktop.bots.anti_monopoly.model import Table
    from ponzi_desktop.bots.anti_monopoly.normal import plan_trade

    state = _two_roles()
    state.owner[37], state.owner[39] = 1, 0  # the Competitor holds what completes the Monopolist's city
    state.owner[1] = 1  # and the Monopolist holds a street the Competitor might buy
    state.cash[0] = state.cash[1] = 3000
    t = Table.from_state(state)
    sale = plan_trade(t, 0, buy=False)
    assert sale is not None and sale[1] == (39,) and sale[3] < 0, sale
    assert plan_trade(t, 0, buy=False, min_surplus=1e9) is None
    assert plan_trade(t, 0, sell=False, buy=False) is None


def test_the_hard_bots_odds_are_chances_that_favour_the_richer_and_the_living():
    from ponzi_desktop.bots.anti_monopoly.hard import win_odds
    from ponzi_desktop.bots.anti_monopoly.model import Table

    for state in _positions(range(6), every=40):
        t = Table.from_state(state)
        odds = [win_odds(t, p) for p in range(t.n)]
        assert sum(odds) == pytest.approx(1.0)
        assert all(odds[p] == 0.0 for p in range(t.n) if not t.alive[p])
    state = new_game(AntiMonopolySettings(players=4), 3)
    t = Table.from_state(state)
    before = win_odds(t, 0)
    state.cash[0] += 1000
    assert win_odds(Table.from_state(state), 0) > before
    state.alive[1] = False
    assert win_odds(Table.from_state(state), 1) == 0.0
