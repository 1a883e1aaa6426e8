"""The Anti-Monopoly board as plain lists of ints, derived once from the data file, and interned actions.

The rules modules read these tables in the playout loop; nothing here is pydantic. Roles are ints
(COMPETITOR = 0, MONOPOLIST = 1) and spaces are board indices 0..39.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly import actions as act
from ponzi_desktop.engine.anti_monopoly.data import (
    ROLES,
    AllOfRoleCollect,
    Collect,
    CollectFromEach,
    DiceGamble,
    Foundation,
    GoToPriceWar,
    GoToPrison,
    IncomeTax,
    MoveTo,
    NoEffect,
    Pay,
    Street,
    Transport,
    Utility,
    anti_monopoly_data,
)
from ponzi_desktop.engine.core import Choice

COMPETITOR, MONOPOLIST = 0, 1
TREASURY = -1
MAX_SEATS = 6

# Space kinds.
START, STREET, CARD, INCOME_TAX, TRANSPORT, CORNER, UTILITY, FOUNDATION, GO_TO, PROPERTY_TAX = range(10)
_KINDS = {"start": START, "street": STREET, "card": CARD, "income_tax": INCOME_TAX, "transportation": TRANSPORT,
          "corner_prison_pricewar": CORNER, "utility": UTILITY, "anti_monopoly_foundation": FOUNDATION,
          "go_to": GO_TO, "property_tax": PROPERTY_TAX}

# Card effect kinds: (kind, amount, extra) per card, extra being a role, a target space, a threshold
# or (sent to Prison) the turns without rent.
FX_COLLECT, FX_PAY, FX_FROM_EACH, FX_ALL_COLLECT, FX_NONE, FX_MOVE, FX_JAIL, FX_GAMBLE = range(8)

# Decision kinds (also the phase a state is in).
TURN, BUY, TAX, AFTER, TRADE, ANSWER, RAISE, FINAL, OVER = (
    "turn", "buy", "tax", "after", "trade", "answer", "raise", "final", "over")
# Where play resumes once every debt is settled: the turn's management after landing, or its roll.
R_AFTER, R_TURN = 0, 1

# Highest building level per role: Competitors 4 houses then the apartment (5), Monopolists 3 then it (4).
MAX_LEVEL = (5, 4)


class Board:
    """Everything constant about a game: spaces, prices, rents, cards, and the interned options."""

    def __init__(self) -> None:
        data = anti_monopoly_data()
        c = data.constants
        self.size = size = len(data.spaces)
        self.starting_cash = c.starting_cash
        self.salary = c.start_salary
        self.fine = c.prison_price_war_fine
        self.property_tax = c.property_tax
        self.names = [s.name for s in data.spaces]
        self.kind = [_KINDS[s.type] for s in data.spaces]
        self.corner = self.kind.index(CORNER)
        self.price = [0] * size
        self.house = [0] * size
        self.mortgage = [0] * size
        self.redeem = [0] * size
        self.rent = [[], []]  # per role: per space, the printed rent row (streets only)
        self.rent[COMPETITOR] = [()] * size
        self.rent[MONOPOLIST] = [()] * size
        self.city = [-1] * size
        self.city_names = [city.city for city in data.cities]
        self.city_streets: list[tuple[int, ...]] = []
        by_name = {s.name: s.index for s in data.spaces}
        for city in data.cities:
            self.city_streets.append(tuple(by_name[name] for name in city.streets))
        for k, squares in enumerate(self.city_streets):
            for sq in squares:
                self.city[sq] = k
        self.fare = [[0] * 5, [0] * 5]  # per role, by transport companies owned (1..4)
        self.util_mult = [[0] * 3, [0] * 3]  # per role, by utilities owned (1..2)
        for s in data.spaces:
            if isinstance(s, Street):
                i = s.index
                self.price[i], self.house[i] = s.price, s.house_cost
                self.mortgage[i], self.redeem[i] = s.mortgage, s.redeem
                self.rent[COMPETITOR][i] = tuple(s.rent_competitor)
                self.rent[MONOPOLIST][i] = tuple(s.rent_monopolist)
            elif isinstance(s, Transport | Utility):
                i = s.index
                self.price[i], self.mortgage[i], self.redeem[i] = s.price, s.mortgage_value, s.redemption_price
                if isinstance(s, Transport):
                    for k in range(1, 5):
                        self.fare[COMPETITOR][k] = s.fare_competitor[str(k)]
                        self.fare[MONOPOLIST][k] = s.fare_monopolist[str(k)]
                else:
                    for k in (1, 2):
                        self.util_mult[COMPETITOR][k] = s.multiplier("competitor", k)
                        self.util_mult[MONOPOLIST][k] = s.multiplier("monopolist", k)
            elif isinstance(s, IncomeTax):
                e = s.effect
                self.income_tax_flat = e.flat_option
                self.income_tax_pct = tuple(
                    (p.cash_pct, p.unmortgaged_listed_price_pct, p.buildings_original_cost_pct)
                    for p in (e.percentage_option["competitor"], e.percentage_option["monopolist"]))
            elif isinstance(s, Foundation):
                self.foundation_payouts = tuple(s.effect.die_payouts())
        self.properties = tuple(i for i in range(size) if self.kind[i] in (STREET, TRANSPORT, UTILITY))
        self.is_property = [k in (STREET, TRANSPORT, UTILITY) for k in self.kind]
        self.streets = tuple(i for i in range(size) if self.kind[i] == STREET)
        self.transports = tuple(i for i in range(size) if self.kind[i] == TRANSPORT)
        self.utilities = tuple(i for i in range(size) if self.kind[i] == UTILITY)
        # cards: deck per role, each card (id, effect kind, amount, extra)
        self.card_ids: list[tuple[str, ...]] = []
        self.card_effect: dict[str, tuple[int, int, int]] = {}
        for role in ROLES:
            deck = getattr(data.cards, role)
            self.card_ids.append(tuple(card.id for card in deck))
            for card in deck:
                self.card_effect[card.id] = _effect(card.effect)
        self._intern(size)

    def _intern(self, size: int) -> None:
        """Actions and choices made once, so that option lists allocate nothing in the playout loop."""
        self.roll = Choice(act.ROLL)
        self.pay_fine = Choice(act.PAY_FINE)
        self.buy = Choice(act.BUY)
        self.decline = Choice(act.DECLINE)
        self.tax_flat = Choice(act.TAX_FLAT)
        self.tax_percent = Choice(act.TAX_PERCENT)
        self.cancel = Choice(act.CANCEL)
        self.accept = Choice(act.ACCEPT)
        self.reject = Choice(act.REJECT)
        self.end = Choice(act.END)
        self.done = Choice(act.DONE)
        self.build = [Choice(act.Build(i)) for i in range(size)]
        self.sell = [Choice(act.SellBuilding(i)) for i in range(size)]
        self.mortgage_choice = [Choice(act.Mortgage(i)) for i in range(size)]
        self.redeem_choice = [Choice(act.Redeem(i)) for i in range(size)]
        self.give = [Choice(act.Give(i)) for i in range(size)]
        self.ask = [Choice(act.Ask(i)) for i in range(size)]
        self.trade = [Choice(act.StartTrade(p)) for p in range(MAX_SEATS)]
        self.propose_template = act.Propose(0)


def _effect(effect: object) -> tuple[int, int, int]:
    if isinstance(effect, Collect):
        return (FX_COLLECT, effect.amount, 0)
    if isinstance(effect, Pay):
        return (FX_PAY, effect.amount, 0)
    if isinstance(effect, CollectFromEach):
        return (FX_FROM_EACH, effect.amount, ROLES.index(effect.role))
    if isinstance(effect, AllOfRoleCollect):
        return (FX_ALL_COLLECT, effect.amount, ROLES.index(effect.role))
    if isinstance(effect, MoveTo):
        return (FX_MOVE, 0, effect.target_index)
    if isinstance(effect, GoToPrison):  # extra: the owner's turns without rent (M14, M15)
        return (FX_JAIL, 0, effect.no_rent_collection_turns)
    if isinstance(effect, GoToPriceWar):
        return (FX_JAIL, 0, 0)
    if isinstance(effect, DiceGamble):
        return (FX_GAMBLE, effect.amount, effect.win_if_total_at_least)
    assert isinstance(effect, NoEffect), effect
    return (FX_NONE, 0, 0)


_BOARD: Board | None = None


def board() -> Board:
    global _BOARD
    if _BOARD is None:
        _BOARD = Board()
    return _BOARD
