"""The normal Ponzi Scheme bot: every option scored by its effect on the bot's chance to win (see `outlook`).

How good players think, one decision at a time:
- funding: a card is cash now and interest for ever after; a tile is points (n(n+1)/2 rewards a set). The
  outlook weighs the card's cash and its place on the wheel against the payments ahead and what funding can
  still raise, so the bot funds deep rows when it needs money, short cheap cards when it does not, and passes
  when a card would only bring its bankruptcy nearer;
- trading: an offer is cut-and-choose. The bot predicts the target's answer from the target's own outlook
  (its guessed cash), finds the price where the target would switch from countering to selling, and offers
  just above (to buy) or just below (to sell) it, or more than the target can pay (a forced sale), whichever
  its own outlook likes best, or nothing. A luxury is bought when its points are worth more than the money.
  It makes no offer for an industry to a player it already traded that industry with in this trading phase:
  by its outlook a tile bought back at once may be a small gain, but to the table the two players just pass a
  tile to and fro;
- answering: sell or counter, whichever its outlook prefers (it never counters into bankruptcy);
- removing a card: a crash turns every wheel twice and costs everyone a tile; the bot lets one happen when
  it hurts the others more than itself and stops it otherwise, and else takes away the card the others
  would like most;
- returning a tile: the one whose loss hurts its outlook least.

It decides from one state built from its view, with others' cash at its best guess: it never sees more.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.bots.ponzi.outlook import DEFAULT, Outlook, Params, funding_power, points, sigmoid
from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Offer
from ponzi_desktop.engine.ponzi.determinize import Sampler
from ponzi_desktop.engine.ponzi.state import ANSWER, FUND, REMOVE, RETURN, TRADE, PonziState
from ponzi_desktop.engine.ponzi.tables import industry_points

MIN_GAIN = 0.002  # an offer must raise the chance to win by this much to be worth making
ANSWER_NOISE = 0.02  # chance-to-win difference at which a target's answer is a 73/27 call
DOUBT = 0.3  # share of answers the bot cannot predict at all (a coin toss)
FORCED_DOUBT = 0.15  # chance that a target the bot thinks cannot pay can pay after all (cash is hidden)


@dataclass(frozen=True)
class Style:
    """How the normal bot plays: its outlook's judgement, and how it trades."""

    outlook: Params = DEFAULT
    min_gain: float = MIN_GAIN
    answer_noise: float = ANSWER_NOISE
    doubt: float = DOUBT
    forced_doubt: float = FORCED_DOUBT


class NormalPolicy:
    """The normal bot's decisions on a full state (its guess, or a sampled one inside a search)."""

    def __init__(self, style: Style | None = None) -> None:
        self.style = style = style or Style()
        self.params = style.outlook

    def act(self, state: PonziState, rng: random.Random) -> Action:
        choices = state.legal_choices()
        if len(choices) == 1 and choices[0].param is None:
            return choices[0].action
        return self.ranked(state)[0][1]

    def ranked(self, state: PonziState) -> list[tuple[float, Action]]:
        """Every option the bot considers, best first, with its chance to win by the bot's outlook (offers:
        the best amount for each target and industry). The first is the normal bot's choice."""
        choices = state.legal_choices()
        phase = state.phase
        scored = {FUND: self.fund, TRADE: self.trade, ANSWER: self.answer, REMOVE: self.remove,
                  RETURN: self.give_back}[phase](state, choices)
        # stable: among equals the first listed (pass, or the engine's order) wins
        return sorted(scored, key=lambda va: -va[0])

    # ---- funding --------------------------------------------------------------------------------------
    def fund(self, state: PonziState, choices: Any) -> list[tuple[float, Action]]:
        me = state.actor
        look = Outlook(state, me, self.params)
        cash = state.cash[me]
        tiles = state.tiles[me]
        out = [(look.win(me_funds_now=False), choices[0].action)]  # pass
        index = state.t.industry_index
        for choice in choices[1:]:
            a = choice.action
            k = index[a.industry]
            new_tiles = tiles[:]
            new_tiles[k] += 1
            value = look.win(
                me_cash=cash + a.card,
                me_schedule=look.with_card(a.card),
                me_points=points(state, me, cash + a.card, new_tiles),
                me_power=funding_power(state, new_tiles, self.params.power),
                me_funds_now=False,
            )
            out.append((value, a))
        return out

    # ---- trading --------------------------------------------------------------------------------------
    def trade(self, state: PonziState, choices: Any) -> list[tuple[float, Action]]:
        me = state.actor
        look = Outlook(state, me, self.params)
        out = [(look.win() + self.style.min_gain, choices[0].action)]  # pass, unless something is clearly better
        cash = state.cash[me]
        spare = max(0, cash - finance.due_now(state.wheel[me]))
        views: dict[int, Outlook] = {}
        index = state.t.industry_index
        done = traded_with(state.trade_log, state.round, me)
        for choice in choices[1:]:
            a = choice.action
            if isinstance(a, BuyLuxury):
                lux = [*state.luxuries[me], a.price]
                value = look.win(me_cash=cash - a.price, me_points=points(state, me, cash - a.price, None, lux))
                out.append((value, a))
                continue
            target = a.target
            if (target, a.industry) in done:
                continue
            k = index[a.industry]
            theirs = views.get(target)
            if theirs is None:
                theirs = views[target] = Outlook(state, target, self.params)
            amount, value = self._best_offer(state, look, theirs, me, target, k, min(choice.hi, spare))
            out.append((value, Offer(target, a.industry, amount)))
        return out

    def _outcomes(self, state: PonziState, me: int, target: int, k: int, x: int
                  ) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
        """(my cash, my points, their cash, their points) if the target sells, and if it counters."""
        return _Trade(state, me, target, k).outcomes(x)

    def _counter_chance(self, state: PonziState, theirs: Outlook, me: int, target: int, k: int, x: int,
                        trade: _Trade | None = None) -> float:
        """How likely the target counters an offer of x: sure to sell when it cannot pay, else by how much
        its own outlook prefers countering (a close call is a coin toss)."""
        if x > state.cash[target]:
            return 0.0
        sold, countered = (trade or _Trade(state, me, target, k)).outcomes(x)
        sell = theirs.win(me_cash=sold[2], me_points=sold[3], others={me: (sold[0], sold[1])})
        counter = theirs.win(me_cash=countered[2], me_points=countered[3], others={me: (countered[0], countered[1])})
        return sigmoid((counter - sell) / self.style.answer_noise)

    def _best_offer(self, state: PonziState, look: Outlook, theirs: Outlook, me: int, target: int, k: int,
                    top: int) -> tuple[int, float]:
        """The amount (0..top) whose predicted answer the bot likes best, and that chance to win."""
        # the target counters below some price and sells above it: find the switch by bisection (to a
        # dollar or a thirtieth of the range: the answer is a guess anyway)
        trade = _Trade(state, me, target, k)
        chances: dict[int, float] = {}  # the target's chance to counter, by amount (asked again below)

        def chance(x: int) -> float:
            p = chances.get(x)
            if p is None:
                p = chances[x] = self._counter_chance(state, theirs, me, target, k, x, trade)
            return p

        lo, hi = 0, min(top, state.cash[target])
        close = max(1, hi // 30)
        if chance(lo) <= 0.5:
            switch = lo  # sells even for nothing
        elif chance(hi) > 0.5:
            switch = hi + 1  # counters at any price it can pay
        else:
            while hi - lo > close:
                mid = (lo + hi) // 2
                if chance(mid) > 0.5:
                    lo = mid
                else:
                    hi = mid
            switch = hi
        candidates = {switch, switch - 1, state.cash[target] + 1}
        best_amount, best_value = 0, -1.0
        for x in candidates:
            if not 0 <= x <= top:
                continue
            sold, countered = trade.outcomes(x)
            v_sold = look.win(me_cash=sold[0], me_points=sold[1], others={target: (sold[2], sold[3])})
            v_counter = look.win(me_cash=countered[0], me_points=countered[1],
                                 others={target: (countered[2], countered[3])})
            # the target's answer is a guess (and so is its cash): weigh both answers
            p = chance(x)
            style = self.style
            p = (style.forced_doubt + (1 - style.forced_doubt) * p if x > state.cash[target]
                 else (1 - style.doubt) * p + style.doubt / 2)
            value = p * v_counter + (1 - p) * v_sold
            if value > best_value:
                best_amount, best_value = x, value
        return best_amount, best_value

    # ---- answering ------------------------------------------------------------------------------------
    def answer(self, state: PonziState, choices: Any) -> list[tuple[float, Action]]:
        offerer, me, k, x = state.offer
        look = Outlook(state, me, self.params)
        sold, countered = self._outcomes(state, offerer, me, k, x)
        out = [(look.win(me_cash=sold[2], me_points=sold[3], others={offerer: (sold[0], sold[1])}),
                choices[0].action)]
        if len(choices) > 1:  # a counter it can afford
            out.append((look.win(me_cash=countered[2], me_points=countered[3],
                                 others={offerer: (countered[0], countered[1])}), choices[1].action))
        return out

    # ---- removing a card ------------------------------------------------------------------------------
    def remove(self, state: PonziState, choices: Any) -> list[tuple[float, Action]]:
        me = state.actor
        n = state.n
        bear = state.bear
        bears = finance.bears_in(state.market, bear)
        deck_bears = sum(1 for c in state.deck if bear[c])
        draw_bear = deck_bears / len(state.deck) if state.deck else 0.0
        calm = Outlook(state, me, self.params).win()
        crashed = self._crash_value(state, me)
        out = []
        for choice in choices:
            card = choice.action.card
            left = bears - (1 if bear[card] else 0)
            p_crash = 1.0 if left >= n else draw_bear if left == n - 1 else 0.0
            out.append((p_crash * crashed + (1 - p_crash) * calm + 1e-4 * self._appeal(card), choice.action))
        return out

    @staticmethod
    def _appeal(card: int) -> float:
        """How much the others would like this card: cash against the interest it charges per round."""
        return card / 10.0 - finance.INTEREST[card] / finance.PERIOD[card] / 10.0 + (1.0 if card < 18 else 0.0)

    def _crash_value(self, state: PonziState, me: int) -> float:
        """The bot's chance to win if the market crashes now: a double turn, and a tile back from each."""
        crashed = state.clone(luck=False)
        crashed.phase = RETURN  # the outlook reads the (certain) double turn from the phase
        for q in range(state.n):
            held = crashed.tiles[q]
            if any(held):
                held[held.index(max(held))] -= 1
        return Outlook(crashed, me, self.params).win()

    # ---- returning a tile -----------------------------------------------------------------------------
    def give_back(self, state: PonziState, choices: Any) -> list[tuple[float, Action]]:
        me = state.actor
        look = Outlook(state, me, self.params)
        out = []
        index = state.t.industry_index
        for choice in choices:
            held = state.tiles[me][:]
            held[index[choice.action.industry]] -= 1
            out.append((look.win(me_points=points(state, me, None, held), me_power=funding_power(state, held, self.params.power)),
                        choice.action))
        return out


def traded_with(records: Any, rnd: int, me: int) -> set[tuple[int, str]]:
    """(partner, industry) of every trade `me` made or answered in round `rnd` (its one trading phase).
    `records` are the state's `trade_log` or a view's `trades`: both start (round, offerer, target, industry),
    oldest first, so only the last round's tail is read."""
    out = set()
    i = len(records) - 1
    while i >= 0:
        rec = records[i]
        if rec[0] != rnd:
            break
        if rec[1] == me:
            out.add((rec[2], rec[3]))
        elif rec[2] == me:
            out.add((rec[1], rec[3]))
        i -= 1
    return out


class _Trade:
    """The two outcomes of an offer between two players for a tile of one industry, as cash and points."""

    __slots__ = ("cash_me", "cash_t", "tiles_me", "tiles_t", "extra_me", "extra_t", "basic", "table")

    def __init__(self, state: PonziState, me: int, target: int, k: int) -> None:
        mine, theirs = state.tiles[me], state.tiles[target]
        base_me = sum(industry_points(x) for x in mine)
        base_t = sum(industry_points(x) for x in theirs)
        self.tiles_me = (base_me + mine[k] + 1, base_me - mine[k])  # (gets the tile, gives it)
        self.tiles_t = (base_t + theirs[k] + 1, base_t - theirs[k])
        self.cash_me, self.cash_t = state.cash[me], state.cash[target]
        self.basic = state.settings.variant != "advanced"
        lux = state.t.luxury_points
        self.extra_me = sum(lux[p] for p in state.luxuries[me])
        self.extra_t = sum(lux[p] for p in state.luxuries[target])
        self.table = state.t.cash_points

    def _cash_points(self, cash: int) -> int:
        best = 0
        for threshold, pts in self.table:
            if cash >= threshold:
                best = pts
        return best

    def outcomes(self, x: int) -> tuple[tuple[int, int, int, int], tuple[int, int, int, int]]:
        cm, ct = self.cash_me, self.cash_t
        if self.basic:
            cp = self._cash_points
            sold = (cm - x, self.tiles_me[0] + cp(cm - x), ct + x, self.tiles_t[1] + cp(ct + x))
            countered = (cm + x, self.tiles_me[1] + cp(cm + x), ct - x, self.tiles_t[0] + cp(ct - x))
        else:
            em, et = self.extra_me, self.extra_t
            sold = (cm - x, self.tiles_me[0] + em, ct + x, self.tiles_t[1] + et)
            countered = (cm + x, self.tiles_me[1] + em, ct - x, self.tiles_t[0] + et)
        return sold, countered


class NormalBot:
    level = "normal"

    def __init__(self, style: Style | None = None) -> None:
        self.policy = NormalPolicy(style)

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            return move
        return self.policy.act(Sampler(view).typical(), rng)

