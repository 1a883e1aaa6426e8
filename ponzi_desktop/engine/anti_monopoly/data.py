"""Anti-Monopoly component data (`resources/data/anti_monopoly.json`): pydantic models and their checks.

The file holds the board (40 spaces), the title cards' numbers, both 25-card decks and provenance notes.
Loading checks more than types: every space sits at its own index, every city's streets are on the board,
the printed rents follow the published formulas, card ids are unique and "go to" cards point at a space.
A broken file is a `DataFileError` naming the file and the field.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ponzi_desktop.engine.data import load_game_data

DATA_FILE = "anti_monopoly.json"
BOARD_SIZE = 40
DECK_SIZE = 25
ROLES = ("competitor", "monopolist")


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class Constants(_Model):
    starting_cash: int = Field(ge=0)
    start_salary: int = Field(ge=0)
    prison_price_war_fine: int = Field(ge=0)
    property_tax: int = Field(ge=0)
    income_tax_flat: int = Field(ge=0)
    anti_monopoly_foundation_monopolist_payment: int = Field(ge=0)


class City(_Model):
    city: str
    streets: list[str] = Field(min_length=2, max_length=3)


class Street(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["street"]
    name: str
    city: str
    price: int = Field(gt=0)
    house_cost: int = Field(gt=0)
    rent_competitor: list[int] = Field(min_length=6, max_length=6)
    rent_monopolist: list[int] = Field(min_length=6, max_length=6)
    mortgage: int = Field(gt=0)
    redeem: int = Field(gt=0)

    @model_validator(mode="after")
    def _formulas(self) -> Street:
        # rent_formula_check of the file: competitor price/10 + n*house/10 (n = 0..5, 5 = apartment);
        # monopolist price/10 alone, 2*price/10 monopolised, + n*house/5 with n = 1..4 buildings
        base, house = self.price // 10, self.house_cost
        competitor = [base + n * house // 10 for n in range(6)]
        monopolist = [base, 2 * base] + [2 * base + n * house // 5 for n in range(1, 5)]
        if self.rent_competitor != competitor:
            raise ValueError(f"{self.name}: rent_competitor {self.rent_competitor} should be {competitor}")
        if self.rent_monopolist != monopolist:
            raise ValueError(f"{self.name}: rent_monopolist {self.rent_monopolist} should be {monopolist}")
        _check_mortgage(self.name, self.price, self.mortgage, self.redeem)
        return self


def _check_mortgage(name: str, price: int, mortgage: int, redeem: int) -> None:
    if mortgage * 2 != price:
        raise ValueError(f"{name}: mortgage {mortgage} is not half the price {price}")
    if redeem != -(-mortgage * 11 // 10):
        raise ValueError(f"{name}: redemption price {redeem} is not 110% of the mortgage, rounded up")


def _fares(value: dict[str, int]) -> dict[str, int]:
    if sorted(value) != ["1", "2", "3", "4"]:
        raise ValueError("fares must be given for 1, 2, 3 and 4 companies owned")
    return value


class Transport(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["transportation"]
    name: str
    price: int = Field(gt=0)
    mortgage_value: int = Field(gt=0)
    redemption_price: int = Field(gt=0)
    fare_competitor: dict[str, int]
    fare_monopolist: dict[str, int]

    _check_competitor = field_validator("fare_competitor")(_fares)
    _check_monopolist = field_validator("fare_monopolist")(_fares)

    @model_validator(mode="after")
    def _mortgage(self) -> Transport:
        _check_mortgage(self.name, self.price, self.mortgage_value, self.redemption_price)
        return self


_MULTIPLIER = re.compile(r"^(\d+)x dice$")


def _multipliers(value: dict[str, str]) -> dict[str, str]:
    if sorted(value) != ["1", "2"]:
        raise ValueError("charges must be given for 1 and 2 utilities owned")
    for text in value.values():
        if not _MULTIPLIER.match(text):
            raise ValueError(f"charge {text!r} is not of the form '<n>x dice'")
    return value


class Utility(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["utility"]
    name: str
    price: int = Field(gt=0)
    mortgage_value: int = Field(gt=0)
    redemption_price: int = Field(gt=0)
    charge_competitor: dict[str, str]
    charge_monopolist: dict[str, str]

    _check_competitor = field_validator("charge_competitor")(_multipliers)
    _check_monopolist = field_validator("charge_monopolist")(_multipliers)

    @model_validator(mode="after")
    def _mortgage(self) -> Utility:
        _check_mortgage(self.name, self.price, self.mortgage_value, self.redemption_price)
        return self

    def multiplier(self, role: str, owned: int) -> int:
        table = self.charge_competitor if role == "competitor" else self.charge_monopolist
        match = _MULTIPLIER.match(table[str(owned)])
        assert match is not None  # checked at load
        return int(match.group(1))


class Percentages(_Model):
    cash_pct: int = Field(ge=0, le=100)
    unmortgaged_listed_price_pct: int = Field(ge=0, le=100)
    buildings_original_cost_pct: int = Field(ge=0, le=100)


class IncomeTaxEffect(_Model):
    flat_option: int = Field(ge=0)
    percentage_option: dict[Literal["competitor", "monopolist"], Percentages]

    @field_validator("percentage_option")
    @classmethod
    def _both_roles(cls, value: dict[str, Percentages]) -> dict[str, Percentages]:
        if set(value) != set(ROLES):
            raise ValueError("percentage_option needs both competitor and monopolist")
        return value


class IncomeTax(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["income_tax"]
    name: str
    effect: IncomeTaxEffect


class FoundationEffect(_Model):
    competitor: dict[str, int | bool]
    monopolist_pays_treasurer: int = Field(ge=0)

    def die_payouts(self) -> list[int]:
        """What a Competitor collects for each face of the die: index 0 is face 1."""
        payout = [0] * 6
        for key, value in self.competitor.items():
            if key == "roll_one_die" or isinstance(value, bool):
                continue
            lo, _, hi = key.partition("-")
            for face in range(int(lo), int(hi or lo) + 1):
                payout[face - 1] = value
        return payout

    @field_validator("competitor")
    @classmethod
    def _faces(cls, value: dict[str, int | bool]) -> dict[str, int | bool]:
        for key, amount in value.items():
            if key == "roll_one_die":
                continue
            if not re.fullmatch(r"[1-6](-[1-6])?", key) or isinstance(amount, bool) or amount < 0:
                raise ValueError(f"competitor: {key!r}: {amount!r} is not a die face (or range) and an amount")
        return value


class Foundation(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["anti_monopoly_foundation"]
    name: str
    effect: FoundationEffect


class OtherSpace(_Model):
    index: int = Field(ge=0, lt=BOARD_SIZE)
    type: Literal["start", "card", "corner_prison_pricewar", "go_to", "property_tax"]
    name: str


Space = Annotated[Street | Transport | Utility | IncomeTax | Foundation | OtherSpace, Field(discriminator="type")]


# ---- cards ------------------------------------------------------------------------------------------------
class Collect(_Model):
    type: Literal["collect"]
    source: Literal["treasurer"] = Field(alias="from")
    amount: int = Field(ge=0)


class Pay(_Model):
    type: Literal["pay"]
    to: Literal["treasurer"]
    amount: int = Field(ge=0)


class CollectFromEach(_Model):
    type: Literal["collect_from_each"]
    role: Literal["competitor", "monopolist"]
    amount: int = Field(ge=0)


class AllOfRoleCollect(_Model):
    type: Literal["all_of_role_collect"]
    role: Literal["competitor", "monopolist"]
    amount: int = Field(ge=0)


class NoEffect(_Model):
    type: Literal["none"]


class MoveTo(_Model):
    """The rulings: a "go to" card moves forward, pays START money when passing, resolves the space."""

    type: Literal["move_to"]
    target_index: int = Field(ge=0, lt=BOARD_SIZE)
    collect_100_if_passing_or_landing_on_start: Literal[True]
    resolve_space_on_arrival: Literal[True]


class GoToPriceWar(_Model):
    type: Literal["go_to_price_war"]


class GoToPrison(_Model):
    type: Literal["go_to_prison"]
    no_rent_collection_turns: int = Field(default=0, ge=0)


class DiceGamble(_Model):
    type: Literal["dice_gamble"]
    dice: Literal[2]
    win_if_total_at_least: int = Field(ge=2, le=12)
    amount: int = Field(ge=0)


Effect = Annotated[
    Collect | Pay | CollectFromEach | AllOfRoleCollect | NoEffect | MoveTo | GoToPriceWar | GoToPrison | DiceGamble,
    Field(discriminator="type"),
]


class Card(_Model):
    id: str = Field(pattern=r"^[CM][0-9]{2}$")
    effect: Effect


class Decks(_Model):
    competitor: list[Card] = Field(min_length=DECK_SIZE, max_length=DECK_SIZE)
    monopolist: list[Card] = Field(min_length=DECK_SIZE, max_length=DECK_SIZE)


class AntiMonopolyData(_Model):
    game: Literal["anti_monopoly"]
    constants: Constants
    cities: list[City] = Field(min_length=1)
    spaces: list[Space] = Field(min_length=BOARD_SIZE, max_length=BOARD_SIZE)
    cards: Decks

    @model_validator(mode="after")
    def _consistent(self) -> AntiMonopolyData:
        for i, space in enumerate(self.spaces):
            if space.index != i:
                raise ValueError(f"spaces.{i}: index {space.index} is not its place on the board")
        if self.spaces[0].type != "start":
            raise ValueError("spaces.0: the board must begin with START")
        kinds = [s.type for s in self.spaces]
        for kind, count in (("corner_prison_pricewar", 1), ("go_to", 1), ("income_tax", 1),
                            ("anti_monopoly_foundation", 1)):
            if kinds.count(kind) != count:
                raise ValueError(f"spaces: exactly {count} space(s) of type {kind!r} expected")
        streets = {s.name: s for s in self.spaces if isinstance(s, Street)}
        listed: list[str] = []
        for c, city in enumerate(self.cities):
            for name in city.streets:
                if name not in streets or streets[name].city != city.city:
                    raise ValueError(f"cities.{c}: street {name!r} is not a street of {city.city} on the board")
                listed.append(name)
        if sorted(listed) != sorted(streets):
            raise ValueError("cities: every street of the board must be listed in exactly one city")
        for role in ROLES:
            deck = getattr(self.cards, role)
            ids = [card.id for card in deck]
            if len(set(ids)) != len(ids):
                raise ValueError(f"cards.{role}: card ids must be unique")
            if any(card.id[0] != role[0].upper() for card in deck):
                raise ValueError(f"cards.{role}: ids must start with {role[0].upper()!r}")
        return self


@lru_cache(maxsize=1)
def anti_monopoly_data() -> AntiMonopolyData:
    return load_game_data(AntiMonopolyData, DATA_FILE)
