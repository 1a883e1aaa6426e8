"""The normal Anti-Monopoly bot: a role-aware heuristic written from how good players play.

- Buying: a Monopolist buys when the cash left covers half the worst rent on the board (less strictly when
  it adds to its city or companies, where its value doubles); a Competitor buys whatever it can pay for:
  its rents are low, but every street it holds is one a Monopolist cannot double or build on.
- Building: a Monopolist builds on the street whose next building adds the most rent per dollar, keeping
  that reserve, where the rules let it (the engine's options), first on its best city. A Competitor may build
  on any street it owns, but a house adds only a tenth of its cost per landing (a Monopolist's a fifth) and
  sells back for half: it builds where the opponents' landings repay the house before the game ends by rounds
  (`build_payback`: about one and a half times its cost over a whole game of four, less late or against one
  opponent), on the street most landed on, once the Treasury has little left to sell (it buys streets first)
  and with three times its reserve left over (houses sold back to pay a rent lose half their cost).
- Prison / Price War: a Monopolist with rent to collect pays to leave (not while a card blocks its rent
  anyway), a Competitor pays early in the game while streets are for sale, otherwise both roll.
- The last rounds before a round limit: played for the richest-player rule (`finish.FinishingRules`).
- Liquidity: money is raised by whatever loses the least rent per dollar raised (a lone street before a
  monopolised city, mortgages before buildings); mortgages are redeemed once cash is plentiful.
- Income tax: the cheaper option.
- Trades: one property bought or sold for cash when it is worth more to the new owner (set completion,
  role-dependent rent; the seller counts the rent it will pay the buyer more); the price splits the gain
  evenly, within what the buyer can pay and `model.price_cap`, and only in an offer the partner is expected
  to accept (`expected_answer`); after a refusal, no offer to that partner in the bot's next `COOLDOWN` own
  turns while nothing changed, then a better price for the partner (`CONCEDE`, `memory.Memory`).
  An offer is accepted only when it gains at least as much as it gives the proposer: never a lopsided deal.

Measured (4 normal bots, 2 Competitors and 2 Monopolists, Game A, 200 games, seed 2, wins by role): the
bot as it was, both roles alike: Competitors 0.015; a Competitor that buys whatever it can pay for and
never builds: 0.17; with the round-limit endgame for the Competitor alone: 0.43; for both roles: 0.165.
400 games (seed 3): the endgame for both with 12 rounds of thrift: 0.228; the Competitor's thrift over 24
rounds (as here): 0.333; both roles over 24: 0.207. Monopolists win every game that ends by bankruptcy
(a third of them). A Competitor that builds where it pays (400 games, seeds 1 and 2): 0.190 and 0.165 a seat,
against 0.160 and 0.145 never building. See `benchmarks/bot_targets_anti_monopoly.sh` for the measurements of
record.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from ponzi_desktop.bots.anti_monopoly.finish import (
    ENDGAME_PHASES,
    FinishingRules,
    endgame_accepts,
    rounds_left,
)
from ponzi_desktop.bots.anti_monopoly.memory import TRIES, Memory
from ponzi_desktop.bots.anti_monopoly.model import (
    ACCEPT_MARGIN,
    LANDING,
    RENT_WEIGHT,
    RISK_ROUNDS,
    B,
    Table,
    adds_to_set,
    free_to_trade,
    holdings_value,
    income_tax_percent,
    offered,
    owned_by,
    price_cap,
    rent_now,
    rent_risk,
    reserve,
    trade_delta,
    trade_reserve,
)
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.board import MONOPOLIST, STREET
from ponzi_desktop.engine.core import Action

MIN_SURPLUS = 40.0  # the smallest gain (both sides together) worth a trade
CONCEDE = 0.125  # the share of a deal's surplus an offer gives the partner more for each refusal of it (from half)
REDEEM_SPARE = 150  # cash kept beyond the trade reserve after a redemption (no mortgaging it again soon)
_FREQ = [1.0] * 40  # squares reached more often (out of the corner at 10, the route to 30)
for _sq in range(11, 30):
    _FREQ[_sq] = 1.15


_free = free_to_trade
Judge = Callable[[Table, int], bool]  # (a table with an offer on it, its target) -> whether it would accept


def _price(t: Table, me: int, q: int, give: tuple, ask: tuple, loss: float, surplus: float,
           memory: Memory | None, judge: Judge | None) -> int | None:
    """The cash of `me`'s offer to `q` (> 0: `me` pays; < 0: `q` pays), or None: what `q` loses by its valuation
    plus half the surplus, and `CONCEDE` more of it for each time `q` refused these deeds while nothing changed
    (`Memory.refusals`); never the very offer refused before, never one `judge` expects refused, never more
    than the buyer can pay keeping its trade reserve nor than `price_cap`, always gaining `me` `ACCEPT_MARGIN`."""
    buying = bool(ask)
    if buying:
        limit = min(t.cash[me] - trade_reserve(t, me), price_cap(t, me, ask))
    else:
        limit = min(t.cash[q] - trade_reserve(t, q), price_cap(t, q, give))
    refused = memory.refusals(t, q, give, ask) if memory else 0
    if refused >= TRIES:
        return None
    for k in range(2 * refused, 2 * (refused + TRIES)):  # after a change, half steps between the prices refused
        share = 0.5 + CONCEDE * k / 2  # of the surplus, to the partner
        price = int(loss + surplus * (share if buying else 1.0 - share))
        mine = surplus - (price - loss) if buying else price - loss
        if mine < ACCEPT_MARGIN or (not buying and price < 0):
            return None  # conceding more only lowers it
        if price > limit or price < 0:
            continue  # not at this price (a cheaper sale to a buyer short of cash would give its city away)
        cash = price if buying else -price
        if memory and memory.was_refused(q, give, ask, cash):
            continue
        if judge is not None and not judge(offered(t, (me, q, give, ask, cash)), q):
            continue
        return cash
    return None


def plan_trade(t: Table, me: int, target: int | None = None, sell: bool | None = True,
               memory: Memory | None = None, min_surplus: float = MIN_SURPLUS, buy: bool = True,
               judge: Judge | None = None) -> tuple[int, tuple, tuple, int] | None:
    """The best one-property deal for cash with another player: (target, give, ask, cash) or None;
    `sell=False` only buys, `sell=None` sells to Competitors only, `buy=False` only sells. A deal must gain both
    sides together more than `min_surplus`; its cash is `_price`'d (the bot's `memory` of refusals, the
    partner's expected answer `judge`); no partner is offered twice in a turn, nor anything in the bot's next
    own turns after it refused an offer while nothing changed (`Memory.holds_off`)."""
    best = None
    best_surplus = min_surplus
    mine = _free(t, me)
    for q in range(t.n):
        if q == me or not t.alive[q] or (target is not None and q != target):
            continue
        if memory and memory.holds_off(t, q):
            continue
        for sq in _free(t, q) if buy else ():  # buy one of theirs
            gain = trade_delta(t, me, (sq,), (), 0)
            loss = -trade_delta(t, q, (), (sq,), 0) + rent_risk(t, sq, me, RISK_ROUNDS)
            surplus = gain - loss
            if surplus > best_surplus:
                cash = _price(t, me, q, (), (sq,), loss, surplus, memory, judge)
                if cash is not None:
                    best, best_surplus = (q, (), (sq,), cash), surplus
        if sell is False or (sell is None and t.role[q] == MONOPOLIST):
            continue
        for sq in mine:  # sell one of mine
            loss = -trade_delta(t, me, (), (sq,), 0) + rent_risk(t, sq, q, RISK_ROUNDS)
            gain = trade_delta(t, q, (sq,), (), 0)
            surplus = gain - loss
            if surplus > best_surplus:
                cash = _price(t, me, q, (sq,), (), loss, surplus, memory, judge)
                if cash is not None:
                    best, best_surplus = (q, (sq,), (), cash), surplus
    return best


def accept_offer(t: Table, me: int, margin: float = -ACCEPT_MARGIN) -> bool:
    """Whether the offer gains `me` something and at least what it gains the proposer, plus `margin`,
    leaving it `trade_reserve` when it pays cash, and never paying more than `price_cap`."""
    proposer, _, give, ask, cash = t.offer
    if cash < 0 and (t.cash[me] + cash < trade_reserve(t, me) or -cash > price_cap(t, me, give)):
        return False
    mine = trade_delta(t, me, give, ask, cash) - sum(rent_risk(t, sq, proposer, RISK_ROUNDS) for sq in ask)
    theirs = trade_delta(t, proposer, ask, give, -cash)
    return mine > ACCEPT_MARGIN and mine >= theirs + margin


def _group_rent(t: Table, p: int, sq: int, mortgaged: Any = None, level: Any = None) -> int:
    """The rent of the squares whose rent depends on `sq` (its city, or itself)."""
    squares = B.city_streets[B.city[sq]] if B.kind[sq] == STREET and t.role[p] == MONOPOLIST else (sq,)
    return sum(rent_now(t, s, mortgaged=mortgaged, level=level) for s in squares if t.owner[s] == p)


def raise_loss(t: Table, p: int, action: Action) -> float:
    """Value lost per dollar raised by a sale or mortgage."""
    sq = action.square
    before = _group_rent(t, p, sq)
    if type(action) is act.Mortgage:
        mortgaged = list(t.mortgaged)
        mortgaged[sq] = True
        lost = RENT_WEIGHT * (before - _group_rent(t, p, sq, mortgaged=mortgaged)) + 0.1 * B.mortgage[sq]
        return lost / max(1, B.mortgage[sq])
    level = list(t.level)
    level[sq] -= 1
    half = B.house[sq] // 2
    lost = RENT_WEIGHT * (before - _group_rent(t, p, sq, level=level)) * _FREQ[sq] + half
    return lost / max(1, half)


def build_gain(t: Table, p: int, sq: int) -> float:
    level = list(t.level)
    level[sq] += 1
    return (rent_now(t, sq, level=level) - rent_now(t, sq)) * _FREQ[sq] / B.house[sq]


def for_sale(t: Table) -> int:
    """The properties still for sale at the Treasury."""
    owner = t.owner
    return sum(1 for sq in B.properties if owner[sq] < 0)


def rounds_to_end(t: Table) -> int:
    """Rounds left before the game ends by rounds (the round limit, or the two-hour game's round if sooner)."""
    end = t.settings.round_limit
    if t.settings.two_hour_rounds is not None:
        end = min(end, t.settings.two_hour_rounds)
    return end - t.round


def build_payback(t: Table, p: int, sq: int) -> float:
    """What the next building on `sq` is expected to earn before the game ends by rounds, as a share of its cost:
    the rent it adds, times the landings of `p`'s opponents on `sq` (one in 40 turns each, more in the board's
    middle) over the rounds left."""
    opponents = sum(1 for q in range(t.n) if t.alive[q] and q != p)
    return build_gain(t, p, sq) * opponents * LANDING * rounds_to_end(t)


class NormalPolicy(FinishingRules):
    """Chooses from a `Table` and the legal options; shared by the normal bot and the hard bot.

    The knobs (the reserve kept when buying and building, whether it sells property, the margin it wants
    from an offer) apply to both roles, then `by_role` (Competitor, Monopolist) overrides them per role;
    the last rounds before a round limit follow `finish.FinishingRules` (knobs `liquidate_rounds`,
    `thrift_rounds`, `endgame_sales`)."""

    def __init__(self, buy_reserve: float = 0.5, build_reserve: float = 1.0, build_payback: float = 0.0,
                 build_for_sale: float = math.inf, sell: bool | None = True,
                 propose: bool = True, accept_margin: float = -ACCEPT_MARGIN, min_surplus: float = MIN_SURPLUS,
                 buy_deeds: bool = True,
                 by_role: tuple[dict[str, Any], dict[str, Any]] = ({}, {}), **finishing: Any) -> None:
        knobs = {"buy_reserve": buy_reserve, "build_reserve": build_reserve, "build_payback": build_payback,
                 "build_for_sale": build_for_sale, "sell": sell,
                 "propose": propose, "accept_margin": accept_margin, "min_surplus": min_surplus,
                 "buy_deeds": buy_deeds, "liquidate_rounds": self.liquidate_rounds,
                 "thrift_rounds": self.thrift_rounds, "endgame_sales": self.endgame_sales, **finishing}
        self.by_role = ({**knobs, **by_role[0]}, {**knobs, **by_role[1]})
        for name, value in knobs.items():
            setattr(self, name, value)

    def act(self, t: Table, me: int, choices: Any, trades: bool = True, memory: Memory | None = None) -> Action:
        """The policy's move; `memory`: the bot's own history in this game (none in a playout)."""
        for name, value in self.by_role[t.role[me]].items():
            setattr(self, name, value)
        self.memory = memory
        self.judge = expected_answer
        if t.phase in ENDGAME_PHASES and forced(choices) is None and self.in_endgame(t):
            return self._endgame(t, me, choices, rounds_left(t))
        phase = t.phase
        if len(choices) == 1 and choices[0].param is None:
            return choices[0].action
        if phase == "buy":
            return act.BUY if self.wants_to_buy(t, me, choices) else act.DECLINE
        if phase == "tax":
            return act.TAX_PERCENT if income_tax_percent(t, me) < B.income_tax_flat else act.TAX_FLAT
        if phase == "raise":
            return min((c.action for c in choices), key=lambda a: raise_loss(t, me, a))
        if phase == "answer":
            return act.ACCEPT if self.accepts(t, me) else act.REJECT
        if phase == "trade":
            return self._draft(t, me, choices)
        if phase == "turn":
            return self._before_roll(t, me, choices)
        if phase in ("after", "final"):
            return self._manage(t, me, choices, trades and phase == "after")
        return choices[0].action

    def accepts(self, t: Table, me: int) -> bool:
        """Whether `me` accepts the offer on the table, by its role's knobs (in the last rounds, by the round
        limit's rule: `finish.endgame_accepts`). Also how the bots expect others to answer (`expected_answer`)."""
        knobs = self.by_role[t.role[me]]
        left = rounds_left(t)
        if left is not None and left <= knobs["thrift_rounds"]:
            return knobs["endgame_sales"] and endgame_accepts(t, me)
        return accept_offer(t, me, knobs["accept_margin"])

    def wants_to_buy(self, t: Table, me: int, choices: Any) -> bool:
        if len(choices) < 2:
            return False
        sq = t.pos[me]
        left = t.cash[me] - B.price[sq]
        need = reserve(t, me)
        factor = self.buy_reserve * (0.66 if adds_to_set(t, me, sq) else 1.0)
        return left >= need * factor

    def _before_roll(self, t: Table, me: int, choices: Any) -> Action:
        if t.jail[me] and any(c.action is act.PAY_FINE for c in choices):
            spare = t.cash[me] - B.fine - reserve(t, me)
            if spare >= 0:
                # out of Prison to collect rent again (not while a card forbids it anyway)
                if (t.role[me] == MONOPOLIST and not t.rent_blocked[me]
                        and any(rent_now(t, sq) for sq in owned_by(t, me))):
                    return act.PAY_FINE
                if for_sale(t) >= 8:
                    return act.PAY_FINE
        return act.ROLL

    def redemption(self, t: Table, me: int, choices: Any) -> Action | None:
        """The mortgage worth paying off now, if any: only with the worst rent on the board and more left
        after it (hysteresis: a redemption that the next rent undoes loses a tenth each time), and not
        in the round a debt made the bot mortgage it, nor the next; none in a turn it mortgaged another."""
        memory = self.memory
        if memory and memory.mortgaged_this_round(t):  # mortgage one, redeem another: a tenth lost for nothing
            return None
        redeems = [c.action for c in choices if type(c.action) is act.Redeem
                   and not (memory and memory.just_mortgaged(t, c.action.square))]
        if not redeems:
            return None
        best = max(redeems, key=lambda a: (_group_gain_on_redeem(t, me, a.square), -a.square))
        if t.cash[me] - B.redeem[best.square] >= trade_reserve(t, me) + REDEEM_SPARE:
            return best
        return None

    def _manage(self, t: Table, me: int, choices: Any, trades: bool) -> Action:
        cash = t.cash[me]
        need = reserve(t, me)
        builds = [c.action for c in choices if type(c.action) is act.Build]
        if (redeem := self.redemption(t, me, choices)) is not None:
            return redeem
        if builds:
            best = max(builds, key=lambda a: (build_gain(t, me, a.square), -a.square))
            if (cash - B.house[best.square] >= need * self.build_reserve
                    and build_payback(t, me, best.square) >= self.build_payback
                    and for_sale(t) <= self.build_for_sale):
                return best
        if trades and self.propose and any(type(c.action) is act.StartTrade for c in choices):
            plan = self.plan(t, me)
            if plan is not None:
                return act.StartTrade(plan[0])
        return choices[0].action  # end / done

    def plan(self, t: Table, me: int, target: int | None = None) -> tuple[int, tuple, tuple, int] | None:
        """The trade it would propose (`plan_trade` with its knobs)."""
        return plan_trade(t, me, target, self.sell, self.memory, self.min_surplus, self.buy_deeds, expected_answer)

    def _draft(self, t: Table, me: int, choices: Any) -> Action:
        target, give, ask = t.draft
        plan = self.plan(t, me, target)
        if plan is None:
            return act.CANCEL
        _, want_give, want_ask, cash = plan
        legal = {c.action for c in choices if c.param is None}
        for sq in want_ask:
            if sq not in ask:
                a = act.Ask(sq)
                return a if a in legal else act.CANCEL
        for sq in want_give:
            if sq not in give:
                a = act.Give(sq)
                return a if a in legal else act.CANCEL
        for c in choices:
            if c.param is not None:
                return c.with_value(max(c.lo, min(c.hi, cash)))
        return act.CANCEL


def _group_gain_on_redeem(t: Table, p: int, sq: int) -> int:
    mortgaged = list(t.mortgaged)
    mortgaged[sq] = False
    return _group_rent(t, p, sq, mortgaged=mortgaged) - _group_rent(t, p, sq)


# A Competitor builds with three times its reserve left, where a house earns its cost back before the round limit,
# once at most 4 properties are for sale. Four normal bots, 400 games, Competitors' win share per seat (never
# building 0.160 seed 1, 0.145 seed 2): building with its reserve alone, from the start, 0.100 (seed 1: bankrupt
# more often); with 6x its reserve 0.165 / 0.125; with 3x once at most 4 are for sale (as here) 0.190 / 0.165.
COMPETITOR_BUILD_RESERVE = 3.0
COMPETITOR_BUILD_PAYBACK = 1.0
COMPETITOR_BUILD_FOR_SALE = 4
# The normal bot's knobs per role (Competitor, Monopolist); see the module's notes. A Competitor stops
# spending 24 rounds before a round limit (a Monopolist 12): at the limit its property counts a tenth of its
# price in rent, a Monopolist's up to twice that, so cash is worth more to it sooner.
BY_ROLE: tuple[dict[str, Any], dict[str, Any]] = (
    {"buy_reserve": 0.0, "build_reserve": COMPETITOR_BUILD_RESERVE, "build_payback": COMPETITOR_BUILD_PAYBACK,
     "build_for_sale": COMPETITOR_BUILD_FOR_SALE, "thrift_rounds": 24}, {})


def normal_policy() -> NormalPolicy:
    """The normal bot's policy (also how the hard bot expects the others to play)."""
    return NormalPolicy(by_role=BY_ROLE)


_EXPECTED = normal_policy()


def expected_answer(t: Table, q: int) -> bool:
    """How the bots expect `q` to answer the offer on `t`: as the normal bot would (they cannot see who sits
    there; a refusal tells them more, `memory.Memory`)."""
    return _EXPECTED.accepts(t, q)


class NormalBot:
    level = "normal"

    def __init__(self) -> None:
        self.policy = normal_policy()
        self.memory = Memory()  # its own offers and mortgages in this game

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        t = Table.from_view(view)
        self.memory.see(view)
        action = self.policy.act(t, view.seat, choices, memory=self.memory)
        self.memory.note(t, view.seat, action)
        return action


__all__ = ["NormalBot", "NormalPolicy", "accept_offer", "holdings_value", "normal_policy", "plan_trade"]
