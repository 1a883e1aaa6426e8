"""Ponzi Scheme's tables: the card and scoring tables derived once from the data file, the board's sizes,
and the actions and options interned so that listing a decision's options allocates nothing.

Cards are named by their value (9..80, unique); a table indexed by card is a list of `top` entries. Rulings
follow `docs/rules/ponzi_scheme.md` ("Setup", "End and scoring").
"""

from __future__ import annotations

from functools import cache

from ponzi_desktop.engine.core import Choice, score_part
from ponzi_desktop.engine.ponzi.actions import COUNTER, PASS, SELL, BuyLuxury, Fund, Offer, Remove, ReturnTile
from ponzi_desktop.engine.ponzi.data import ponzi_data
from ponzi_desktop.engine.ponzi.settings import PonziSettings

MARKET_SIZE = 9
MAX_PLAYERS = next(rule.le for rule in PonziSettings.model_fields["players"].metadata if hasattr(rule, "le"))
ROW_SIZE = 3


def industry_points(n: int) -> int:
    """The points of `n` tiles of one industry: 1 + 2 + ... + n."""
    return n * (n + 1) // 2


class Tables:
    """Card and scoring tables derived once from the data file (per bear setting)."""

    def __init__(self) -> None:
        data = ponzi_data()
        top = max(c.value for c in data.fund_cards) + 1
        self.interest = [0] * top
        self.period = [0] * top
        self.start_cards = tuple(sorted(c.value for c in data.fund_cards if c.kind == "start"))
        self.is_start = [False] * top
        self.bears = {18: [False] * top, 16: [False] * top}
        for c in data.fund_cards:
            self.interest[c.value] = c.interest
            self.period[c.value] = c.period
            self.is_start[c.value] = c.kind == "start"
            self.bears[18][c.value] = c.kind == "bear"
            self.bears[16][c.value] = (c.kind_online_version or c.kind) == "bear"
        self.deck_cards = tuple(sorted(c.value for c in data.fund_cards if c.kind != "start"))
        self.all_cards = tuple(sorted(c.value for c in data.fund_cards))
        self.industries = tuple(i.id for i in data.industries)
        self.industry_index = {ind: k for k, ind in enumerate(self.industries)}
        self.tiles_per_industry = tuple(i.tiles for i in data.industries)
        self.luxury_points = {lux.price: lux.points for lux in data.luxuries}
        self.luxury_prices = tuple(sorted(self.luxury_points))
        self.cash_points = tuple((c.min_cash, c.points) for c in data.cash_points_basic)
        # Interned actions, so that legal-choice lists allocate nothing.
        self.fund = {(ind, v): Fund(ind, v) for ind in self.industries for v in self.all_cards}
        self.remove = {v: Remove(v) for v in self.all_cards}
        self.ret = {ind: ReturnTile(ind) for ind in self.industries}
        self.luxury = {p: BuyLuxury(p) for p in self.luxury_prices}
        self.pass_choice = Choice(PASS)
        self.sell_choice = Choice(SELL)
        self.counter_choice = Choice(COUNTER)
        self.fund_choice = {key: Choice(a) for key, a in self.fund.items()}
        # fund_choice_by[k][card]: the same choices indexed by industry number and card value
        self.fund_choice_by = [[self.fund_choice.get((ind, v)) for v in range(top)] for ind in self.industries]
        self.remove_choice = {v: Choice(a) for v, a in self.remove.items()}
        self.ret_choice = {ind: Choice(a) for ind, a in self.ret.items()}
        self.luxury_choice = {p: Choice(a) for p, a in self.luxury.items()}
        # offers[target][k]: the offer of an industry's tile to a seat, amount 0 (an option's template)
        self.offers = [[Offer(j, ind, 0) for ind in self.industries] for j in range(MAX_PLAYERS)]
        self.offer_template: dict[int, Choice] = {}  # (cash, target, industry) packed -> offer choice
        # score lines: industry_lines[k][n] for n tiles of industry k, card_lines[v] the highest card v
        self.industry_lines = [[score_part("industry", industry_points(n), (n,), ind) for n in range(tiles + 1)]
                               for ind, tiles in zip(self.industries, self.tiles_per_industry, strict=True)]
        self.card_lines = [score_part("highest_card", None, (v,)) for v in range(top)]


@cache
def tables() -> Tables:
    """The tables, made on first use and shared by every game."""
    return Tables()
