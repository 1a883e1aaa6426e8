"""Anti-Monopoly trades: an offer drawn up in steps (properties and cash both ways), accepted or rejected."""

from __future__ import annotations

import pytest
from am_helpers import (
    BASIN,
    BEACON,
    BRATTLE,
    ELECTRIC,
    FRENCH_QUARTER,
    HARVARD,
    RAILROAD,
    C,
    M,
    checked,
    first,
    game,
    give,
    roll,
    set_cash,
    texts,
)

from ponzi_desktop.engine.anti_monopoly.actions import (
    ACCEPT,
    CANCEL,
    DECLINE,
    REJECT,
    Ask,
    Give,
    Propose,
    StartTrade,
)
from ponzi_desktop.engine.core import IllegalAction

ALICE, BOB, CAROL = 0, 1, 2


def offer(state, target, give_=(), ask=(), cash=0):
    state.apply(StartTrade(target), player=state.actor)
    for sq in give_:
        state.apply(Give(sq))
    for sq in ask:
        state.apply(Ask(sq))
    return state.apply(Propose(cash))


def test_an_accepted_offer_swaps_properties_and_cash():
    state = game((C, M))
    give(state, ALICE, BASIN)
    give(state, BOB, RAILROAD, ELECTRIC)
    events = offer(state, BOB, give_=(BASIN,), ask=(RAILROAD, ELECTRIC), cash=100)
    assert first(events, "trade_offered").data == {"target": BOB, "give": [BASIN], "ask": [RAILROAD, ELECTRIC],
                                                   "cash": 100}
    assert state.phase == "answer" and state.actor == BOB and texts(state) == {"accept", "reject"}
    assert state.view(CAROL if state.n > 2 else None).offer == (ALICE, BOB, (BASIN,), (RAILROAD, ELECTRIC), 100)
    events = state.apply(ACCEPT, player=BOB)
    assert first(events, "traded").data == {"proposer": ALICE, "target": BOB, "give": [BASIN],
                                            "ask": [RAILROAD, ELECTRIC], "cash": 100}
    assert state.owner[BASIN] == BOB and state.owner[RAILROAD] == ALICE == state.owner[ELECTRIC]
    assert state.cash == [1400, 1600]
    assert state.phase == "turn" and state.actor == ALICE  # back to the proposer's turn, before the roll
    checked(state)


def test_a_negative_cash_balance_is_paid_by_the_other_player():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    offer(state, BOB, give_=(BRATTLE,), cash=-300)
    state.apply(ACCEPT)
    assert state.owner[BRATTLE] == BOB and state.cash == [1800, 1200]


def test_a_rejected_offer_changes_nothing():
    state = game((C, M))
    give(state, ALICE, BASIN)
    before = (list(state.owner), list(state.cash))
    offer(state, BOB, give_=(BASIN,), cash=-50)
    events = state.apply(REJECT)
    assert first(events, "trade_rejected").data == {"proposer": ALICE}
    assert (state.owner, state.cash) == before and state.phase == "turn" and state.actor == ALICE


def test_mortgaged_property_changes_hands_mortgaged():
    state = game((C, M))
    give(state, ALICE, BRATTLE, mortgaged=True)
    offer(state, BOB, give_=(BRATTLE,))
    state.apply(ACCEPT)
    assert state.owner[BRATTLE] == BOB and state.mortgaged[BRATTLE]
    checked(state)


def test_streets_with_buildings_cannot_be_traded():
    state = game((C, M))
    give(state, ALICE, BRATTLE, level=1)
    give(state, ALICE, HARVARD)
    state.apply(StartTrade(BOB))
    assert texts(state) == {"give 23", "cancel"}
    with pytest.raises(IllegalAction):
        state.apply(Give(BRATTLE))


def test_a_monopolist_cannot_trade_away_the_streets_their_city_buildings_need():
    state = game((M, C))
    give(state, ALICE, BASIN, level=1)
    give(state, ALICE, FRENCH_QUARTER)
    assert "trade 1" not in texts(state)  # nothing either side could trade
    give(state, BOB, RAILROAD)
    state.apply(StartTrade(BOB))
    assert texts(state) == {"ask 5", "cancel"}


def test_the_cash_balance_is_at_most_what_each_side_holds():
    state = game((C, M))
    give(state, ALICE, BASIN)
    set_cash(state, ALICE, 100)
    set_cash(state, BOB, 40)
    state.apply(StartTrade(BOB))
    state.apply(Give(BASIN))
    propose = [c for c in state.legal_choices() if c.param == "cash"]
    assert [(c.lo, c.hi) for c in propose] == [(-40, 100)]
    for cash in (101, -41):
        with pytest.raises(IllegalAction):
            state.apply(Propose(cash))
    state.apply(Propose(-40))


def test_an_offer_needs_a_property_and_can_be_cancelled():
    state = game((C, M))
    give(state, BOB, BASIN)
    state.apply(StartTrade(BOB))
    assert texts(state) == {"ask 1", "cancel"}
    with pytest.raises(IllegalAction):
        state.apply(Propose(0))
    state.apply(CANCEL)
    assert state.phase == "turn" and state.draft is None


def test_offers_are_limited_per_turn():
    state = game((C, M), offers_per_turn=1)
    give(state, ALICE, BASIN)
    state.apply(StartTrade(BOB))
    state.apply(CANCEL)
    assert "trade 1" not in texts(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(StartTrade(BOB))
    assert "no more trade offers" in caught.value.reason


def test_offers_can_be_made_after_the_roll_too():
    state = game((C, M))
    give(state, ALICE, BRATTLE)
    roll(state, 1, 2)
    state.apply(DECLINE)
    assert state.phase == "after" and "trade 1" in texts(state)
    offer(state, BOB, give_=(BRATTLE,), cash=-10)
    state.apply(ACCEPT)
    assert state.phase == "after" and state.actor == ALICE


def test_nobody_offers_to_a_bankrupt_player_or_themselves():
    state = game((C, M, C))
    give(state, ALICE, BASIN)
    state.alive[CAROL] = False
    state.out.append(CAROL)
    state.cash[CAROL] = 0
    state.bank_in += 1500
    give(state, ALICE, BRATTLE)
    assert {t for t in texts(state) if t.startswith("trade")} == {"trade 1"}
    checked(state)


def test_an_offer_may_not_take_away_both_streets_a_monopolists_buildings_need():
    state = game((M, C))
    give(state, ALICE, BRATTLE, level=1)
    give(state, ALICE, HARVARD, BEACON)
    state.apply(StartTrade(BOB))
    assert texts(state) == {"give 23", "give 24", "cancel"}
    state.apply(Give(HARVARD))
    assert "give 24" not in texts(state)  # Boston would keep a house with one unmortgaged street
    with pytest.raises(IllegalAction):
        state.apply(Give(BEACON))
    state.apply(Propose(0))
    state.apply(ACCEPT)
    assert state.owner[HARVARD] == BOB and state.monopolised(ALICE, state.b.city[BRATTLE])
    checked(state)


def test_the_draft_is_public_and_announced_as_it_grows():
    state = game((C, M))
    give(state, ALICE, BASIN)
    give(state, BOB, RAILROAD)
    first(state.apply(StartTrade(BOB)), "trade_started")
    events = state.apply(Give(BASIN))
    assert first(events, "draft_changed").data == {"target": BOB, "give": [BASIN], "ask": []}
    events = state.apply(Ask(RAILROAD))
    assert first(events, "draft_changed").data == {"target": BOB, "give": [BASIN], "ask": [RAILROAD]}
    assert state.view(BOB).draft == (BOB, (BASIN,), (RAILROAD,)) and state.view(BOB).phase == "trade"
