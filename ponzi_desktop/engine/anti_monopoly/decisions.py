"""Anti-Monopoly decisions: the options of each decision, why an action is refused, and applying one: functions
over the state record (state.py), handing each action to the rule module it belongs to. The decisions (the
phases, board.py): "turn" (before the roll), "buy", "tax", "after" (after the roll), "trade" (drawing up an
offer), "answer" (the offer's target), "raise" (a debtor selling and mortgaging), "final" (the two-hour game's
last dealings). Rulings: `docs/rules/anti_monopoly.md` and the package's docstring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.board import AFTER, ANSWER, BUY, FINAL, RAISE, TAX, TRADE, TURN
from ponzi_desktop.engine.anti_monopoly.ending import next_final
from ponzi_desktop.engine.anti_monopoly.estate import (
    build,
    estate_choices,
    mortgage,
    redeem,
    sell_building,
    why_estate,
)
from ponzi_desktop.engine.anti_monopoly.moves import income_tax, pay_fine, roll
from ponzi_desktop.engine.anti_monopoly.trades import (
    add_to_draft,
    answer_trade,
    cancel_trade,
    draft_choices,
    propose,
    start_trade,
    trade_targets,
)
from ponzi_desktop.engine.anti_monopoly.turns import end_turn, proceed
from ponzi_desktop.engine.core import Action, Choice, Event, event

if TYPE_CHECKING:
    from ponzi_desktop.engine.anti_monopoly.state import AntiMonopolyState

# The actions each decision kind accepts (for refusals that explain themselves).
_KINDS: dict[str, tuple[type, ...]] = {
    TURN: (act.Roll, act.PayFine, act.Build, act.SellBuilding, act.Mortgage, act.Redeem, act.StartTrade),
    BUY: (act.Buy, act.Decline),
    TAX: (act.PayTax,),
    AFTER: (act.EndTurn, act.Build, act.SellBuilding, act.Mortgage, act.Redeem, act.StartTrade),
    TRADE: (act.Give, act.Ask, act.Propose, act.CancelTrade),
    ANSWER: (act.Accept, act.Reject),
    RAISE: (act.SellBuilding, act.Mortgage),
    FINAL: (act.Done, act.Build, act.SellBuilding, act.Mortgage, act.Redeem),
}
_ESTATE = {act.Build: "build", act.SellBuilding: "sell", act.Mortgage: "mortgage", act.Redeem: "redeem"}


# ---- what may be done ------------------------------------------------------------------------
def legal_choices(s: AntiMonopolyState) -> list[Choice]:
    """The options of the decision `s.phase` asks of `s.actor`."""
    b = s.b
    p = s.actor
    phase = s.phase
    if phase == TURN:
        out = [b.roll]
        if s.jail[p] and s.cash[p] >= b.fine:
            out.append(b.pay_fine)
        if s.manage_left > 0:
            estate_choices(s, p, out, False)
        if s.offers_left > 0:
            trade_targets(s, p, out)
        return out
    if phase == AFTER:
        out = [b.end]
        if s.manage_left > 0:
            estate_choices(s, p, out, False)
        if s.offers_left > 0:
            trade_targets(s, p, out)
        return out
    if phase == BUY:
        if s.cash[p] >= b.price[s.pos[p]]:
            return [b.buy, b.decline]
        return [b.decline]
    if phase == TAX:
        return [b.tax_flat, b.tax_percent]
    if phase == RAISE:
        out = []
        estate_choices(s, p, out, True)
        return out
    if phase == TRADE:
        return draft_choices(s, p)
    if phase == ANSWER:
        return [b.accept, b.reject]
    if phase == FINAL:
        out = [b.done]
        if s.manage_left > 0:
            estate_choices(s, p, out, False)
        return out
    return []


def why_illegal(s: AntiMonopolyState, action: Action) -> str | None:
    """Why `action` is not among the options now, for people (None: no particular reason)."""
    phase = s.phase
    p = s.actor
    if not isinstance(action, _KINDS.get(phase, ())):
        verb = action.to_text().split()[0]
        return f"'{verb}' is not possible now: the decision is {phase}"
    name = _ESTATE.get(type(action))
    if name is not None:
        if phase in (TURN, AFTER, FINAL) and s.manage_left <= 0:
            return f"no more dealings with the Treasury this turn (at most {s.settings.manage_limit})"
        return why_estate(s, p, name, action.square)
    if isinstance(action, act.PayFine):
        if not s.jail[p]:
            return "you are not in Prison / Price War"
        return f"the fine is {s.b.fine}"
    if isinstance(action, act.Buy):
        return f"the price is {s.b.price[s.pos[p]]}"
    if isinstance(action, act.StartTrade):
        if s.offers_left <= 0:
            return "no more trade offers this turn"
        q = action.target
        if q == p or not 0 <= q < s.n or not s.alive[q]:
            return f"player {q} cannot be offered a trade"
        return "neither of you has a property that may be traded"
    if isinstance(action, act.Give | act.Ask):
        return f"space {action.square} cannot go into this offer"
    if isinstance(action, act.Propose):
        return "the offer needs a property, and each side pays at most their cash"
    return None


# ---- doing it -------------------------------------------------------------------------------
def apply_action(s: AntiMonopolyState, action: Action) -> list[Event]:
    """Play `action`, one of the options, for `s.actor`; the events it caused."""
    events: list[Event] = []
    s._public = None
    p = s.actor
    tp = type(action)
    if tp is act.Roll:
        roll(s, p, events)
    elif tp is act.EndTurn:
        end_turn(s, events)
    elif tp is act.Buy or tp is act.Decline:
        sq = s.pos[p]
        if tp is act.Buy:
            price = s.b.price[sq]
            s.cash[p] -= price
            s.bank_in += price
            s.owner[sq] = p
            s._owned = s._board = s._free = None
            events.append(event("bought", p, {"square": sq, "price": price}))
        else:
            events.append(event("declined", p, {"square": sq}))
        proceed(s, events)
    elif tp in _ESTATE:
        sq = action.square
        if tp is act.Build:
            build(s, p, sq, events)
        elif tp is act.SellBuilding:
            sell_building(s, p, sq, events)
        elif tp is act.Mortgage:
            mortgage(s, p, sq, events)
        else:
            redeem(s, p, sq, events)
        if s.phase == RAISE:
            proceed(s, events)
        else:
            s.manage_left -= 1
    elif tp is act.PayTax:
        income_tax(s, p, action.how, events)
    elif tp is act.PayFine:
        pay_fine(s, p, events)
    elif tp is act.StartTrade:
        start_trade(s, p, action.target, events)
    elif tp is act.Give:
        add_to_draft(s, p, action.square, None, events)
    elif tp is act.Ask:
        add_to_draft(s, p, None, action.square, events)
    elif tp is act.Propose:
        propose(s, p, action.cash, events)
    elif tp is act.CancelTrade:
        cancel_trade(s, p, events)
    elif tp is act.Accept or tp is act.Reject:
        answer_trade(s, tp is act.Accept, events)
    elif tp is act.Done:
        next_final(s, events)
    else:  # pragma: no cover - every legal action is handled above
        raise AssertionError(f"unhandled action {action!r}")
    return events
