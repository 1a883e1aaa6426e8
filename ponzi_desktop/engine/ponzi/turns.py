"""Ponzi Scheme's decisions, as functions over the state record: each decision's options, why an action is
refused, applying one, and the turn order within a round (funding, then trading from the start player, then
the marker passed to the next player, who removes a card before the crash check). Rulings:
`docs/rules/ponzi_scheme.md`, "Round = six phases"; "No trading in the first round" is a setting.
"""

from __future__ import annotations

from collections.abc import Sequence

from ponzi_desktop.engine.core import Action, Choice, Event, event
from ponzi_desktop.engine.ponzi import actions
from ponzi_desktop.engine.ponzi.actions import PASS, BuyLuxury, Offer, Pass
from ponzi_desktop.engine.ponzi.crash import crash_check, return_tile
from ponzi_desktop.engine.ponzi.market import fund, remove
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, REMOVE, RETURN, TRADE, PonziState
from ponzi_desktop.engine.ponzi.tables import MARKET_SIZE, ROW_SIZE
from ponzi_desktop.engine.ponzi.trades import answer, buy_luxury, make_offer, trade_passes_by


def legal_choices(s: PonziState) -> Sequence[Choice]:
    """The options of the decision at hand: interned choices (tables.py), so that listing them allocates
    nothing but the list (an offer's template is made once per cash, target and industry)."""
    t = s.t
    p = s.actor
    phase = s.phase
    if phase == FUND:
        out = [t.pass_choice]
        market = s.market
        held = s.tiles[p]
        supply = s.supply
        full = len(market) == MARKET_SIZE
        for k, by_card in enumerate(t.fund_choice_by):
            row = held[k]
            if row < ROW_SIZE and supply[k]:
                i = row * ROW_SIZE
                if full:  # the usual case, unrolled: this is the hottest loop of a playout
                    out.append(by_card[market[i]])
                    out.append(by_card[market[i + 1]])
                    out.append(by_card[market[i + 2]])
                else:
                    out += [by_card[card] for card in market[i:i + ROW_SIZE]]
        return out
    if phase == TRADE:
        out = [t.pass_choice]
        cash = s.cash[p]
        mine = s.tiles[p]
        shared = []
        for k in range(len(mine)):
            if mine[k]:
                shared.append(k)
        if shared:
            templates = t.offer_template
            tiles = s.tiles
            for j in range(s.n):
                if j == p:
                    continue
                theirs = tiles[j]
                for k in shared:
                    if theirs[k]:
                        key = (cash << 8) | (j << 4) | k
                        choice = templates.get(key)
                        if choice is None:
                            choice = Choice(t.offers[j][k], "amount", 0, cash)
                            if len(templates) < 8192:
                                templates[key] = choice
                        out.append(choice)
        for price in s.lux_bank:
            if price <= cash:
                out.append(t.luxury_choice[price])
        return out
    if phase == ANSWER:
        if s.cash[p] >= s.offer[3]:
            return [t.sell_choice, t.counter_choice]
        return [t.sell_choice]
    if phase == REMOVE:
        return [t.remove_choice[card] for card in s.market]
    if phase == RETURN:
        held = s.tiles[p]
        most = max(held)
        return [t.ret_choice[ind] for k, ind in enumerate(t.industries) if held[k] == most]
    return []


def apply_action(s: PonziState, action: Action) -> list[Event]:
    """Apply a legal `action` of the deciding player; the events it caused."""
    events: list[Event] = []
    p = s.actor
    phase = s.phase
    if phase == FUND:
        if action is PASS or type(action) is Pass:
            events.append(event("passed", p, {"phase": FUND}))
        else:
            fund(s, p, action, events)
        next_in_phase(s, events)
    elif phase == TRADE:
        tp = type(action)
        if tp is Offer:
            make_offer(s, p, action, events)
        else:
            if tp is BuyLuxury:
                buy_luxury(s, p, action, events)
            elif trade_passes_by(s.tiles, p, s.lux_bank):  # as everybody can see: no choice
                events.append(event("passed", p, {"phase": TRADE, "alone": True}))
            else:
                events.append(event("passed", p, {"phase": TRADE}))
            next_in_phase(s, events)
    elif phase == ANSWER:
        answer(s, action, events)
        s.offer = None
        s.phase = TRADE
        next_in_phase(s, events)
    elif phase == REMOVE:
        remove(s, action.card, events)
        crash_check(s, events)
    elif phase == RETURN:
        return_tile(s, p, action, events)
    return events


def next_in_phase(s: PonziState, events: list[Event]) -> None:
    """Move to the next player of the funding or trading round, or on to the next phase."""
    s.step += 1
    if s.step < s.n:
        s.actor = (s.start + s.step) % s.n
        return
    s.step = 0
    if s.phase == FUND and (s.trading_open or s.round > 1):
        s.phase = TRADE
        s.actor = s.start
        events.append(event("phase_started", None, {"phase": TRADE}))
        return
    pass_marker(s, events)


def pass_marker(s: PonziState, events: list[Event]) -> None:
    """The marker moves one player on; the new start player removes a card (the crash check at once when
    the market is empty)."""
    s.start = (s.start + 1) % s.n
    events.append(event("marker_passed", s.start, {}))
    if s.market:
        s.phase = REMOVE
        s.actor = s.start
    else:
        crash_check(s, events)


def why_illegal(s: PonziState, action: Action) -> str | None:
    """A reason for people when `action` is refused; None gives the protocol's generic one."""
    p = s.actor
    t = s.t
    phase = s.phase
    kinds = {FUND: (actions.Fund, actions.Pass), TRADE: (actions.Offer, actions.BuyLuxury, actions.Pass),
             ANSWER: (actions.Sell, actions.Counter), REMOVE: (actions.Remove,), RETURN: (actions.ReturnTile,)}
    if not isinstance(action, kinds.get(phase, ())):
        verb = action.to_text().split()[0]
        return f"'{verb}' is not possible now: the decision is {phase}"
    if isinstance(action, actions.Fund):
        k = t.industry_index.get(action.industry)
        if k is None:
            return f"there is no industry {action.industry!r}"
        if s.tiles[p][k] >= ROW_SIZE:
            return f"you already hold {s.tiles[p][k]} {action.industry} tiles; funding allows at most 3"
        if s.supply[k] == 0:
            return f"the {action.industry} supply is empty"
        row = s.tiles[p][k]
        if action.card not in s.market_row(row):
            return f"card {action.card} is not in row {row + 1} of the funding board"
    if isinstance(action, actions.Offer):
        k = t.industry_index.get(action.industry)
        if k is None:
            return f"there is no industry {action.industry!r}"
        if not 0 <= action.target < s.n or action.target == p:
            return f"player {action.target} cannot be offered a trade"
        if not s.tiles[p][k] or not s.tiles[action.target][k]:
            return f"both players must hold a {action.industry} tile"
        if not 0 <= action.amount <= s.cash[p]:
            return "the amount must be from 0 to your cash"
    if isinstance(action, actions.BuyLuxury):
        if action.price not in s.lux_bank:
            return f"no luxury of price {action.price} is for sale"
        if action.price > s.cash[p]:
            return "you cannot afford that luxury"
    if isinstance(action, actions.Counter):
        return "you cannot afford to pay the same amount, so you must sell"
    if isinstance(action, actions.Remove):
        return f"card {action.card} is not on the funding board"
    if isinstance(action, actions.ReturnTile):
        return "you must return a tile of an industry you hold most of"
    return None
