"""The easy Ponzi Scheme bot: the random bot, except that it never loses on the spot when it need not.

It picks uniformly among the options that are not suicidal:
- funding: not passing when only a card can pay this round's interest; no card whose own interest would
  break it sooner than passing would (its cash, its wheel and no further income);
- trading: no envelope or luxury that would leave it unable to pay this round's interest if the trade went
  against it; no counter it could not then pay for; no offer for an industry to a player it already traded
  that industry with in this trading phase (a tile passed to and fro looks aimless);
- removing a card: not one that makes a crash certain when the crash's double turn would break it.
Otherwise it plays like the random bot, amounts uniform over the safe range.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.bots.ponzi.normal import traded_with
from ponzi_desktop.engine.core import Action, Choice
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Counter, Fund, Offer, Remove
from ponzi_desktop.engine.ponzi.tables import tables


def _pick(options: list[Choice], rng: random.Random, top: int | None = None) -> Action:
    choice = options[int(rng.random() * len(options))]
    if choice.param is None:
        return choice.action
    hi = choice.hi if top is None else max(choice.lo, min(choice.hi, top))
    return choice.with_value(choice.lo + int(rng.random() * (hi - choice.lo + 1)))


class EasyBot:
    level = "easy"

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = choices_of(view)
        if (move := forced(choices)) is not None:
            return move
        me = view.players[view.seat]
        cash = me.cash
        wheel = me.wheel_flat
        crash = view.phase == "return"
        phase = view.phase
        if phase == "fund":
            return _pick(self._safe_funding(choices, cash, wheel), rng)
        if phase in ("trade", "answer"):
            spare = cash - finance.due_now(wheel, crash)
            if phase == "answer":
                amount = view.offer[3]
                safe = [c for c in choices if not (isinstance(c.action, Counter) and amount > spare)]
                return _pick(safe or list(choices), rng)
            done = traded_with(view.trades, view.round, view.seat)
            safe = [c for c in choices
                    if not (isinstance(c.action, BuyLuxury) and c.action.price > spare)
                    and not (isinstance(c.action, Offer) and (c.action.target, c.action.industry) in done)]
            return _pick(safe, rng, top=max(0, spare))
        if phase == "remove":
            return _pick(self._safe_removals(view, choices, cash, wheel), rng)
        return _pick(list(choices), rng)

    @staticmethod
    def _safe_funding(choices: Any, cash: int, wheel: Any) -> list[Choice]:
        schedule = finance.dues(wheel)
        passing = finance.lasts(cash, schedule)
        rated = []
        for c in choices:
            a = c.action
            if isinstance(a, Fund):
                rated.append((finance.lasts(cash + a.card, finance.add_card(schedule, a.card)), c))
            else:
                rated.append((passing, c))
        best = max(r for r, _ in rated)
        # first: survive this round's payment if anything does; then no card that breaks it sooner than
        # passing (when passing is itself safe)
        keep = [(r, c) for r, c in rated if r >= min(best, 2)]
        if passing >= 2:
            keep = [(r, c) for r, c in keep if not isinstance(c.action, Fund) or r >= passing] or keep
        return [c for _, c in keep]

    @staticmethod
    def _safe_removals(view: Any, choices: Any, cash: int, wheel: Any) -> list[Choice]:
        bear = tables().bears[view.settings.bears]
        n = len(view.players)
        bears = finance.bears_in(view.market, bear)
        if bears < n:  # removing never adds a bear; the refill might, but that is not certain
            return list(choices)
        doubled = finance.due_now(wheel, crash=True)
        if doubled <= cash:
            return list(choices)
        safe = [c for c in choices if isinstance(c.action, Remove) and bear[c.action.card] and bears - 1 < n]
        return safe or list(choices)
