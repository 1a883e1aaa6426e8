"""Ponzi Scheme component data (`resources/data/ponzi_scheme.json`): pydantic models and their checks."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ponzi_desktop.engine.data import load_game_data

DATA_FILE = "ponzi_scheme.json"


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class FundCard(_Model):
    value: int = Field(ge=1)
    interest: int = Field(ge=0)
    period: int = Field(ge=1, le=5)
    kind: Literal["start", "normal", "bear"]
    kind_online_version: Literal["start", "normal", "bear"] | None = None


class Industry(_Model):
    id: str = Field(pattern=r"^[a-z_]+$")
    tiles: int = Field(ge=1)
    en: str
    ja: str
    es: str
    zh_TW: str


class Luxury(_Model):
    price: int = Field(ge=1)
    points: int = Field(ge=0)


class CashPoints(_Model):
    min_cash: int = Field(ge=0)
    points: int = Field(ge=0)


class PlayerRange(_Model):
    min: int
    max: int


class PonziData(_Model):
    game: Literal["ponzi_scheme"]
    players: PlayerRange
    fund_cards: list[FundCard] = Field(min_length=9)
    fund_card_notes: list[str] = []
    industries: list[Industry] = Field(min_length=1)
    industry_notes: list[str] = []
    luxuries: list[Luxury]
    cash_points_basic: list[CashPoints]
    cash_points_notes: list[str] = []

    @model_validator(mode="after")
    def _consistent(self) -> PonziData:
        values = [c.value for c in self.fund_cards]
        if len(set(values)) != len(values):
            raise ValueError("fund_cards: card values must be unique (a card is named by its value)")
        if sum(c.kind == "start" for c in self.fund_cards) != 9:
            raise ValueError("fund_cards: exactly 9 cards must be of kind 'start'")
        ids = [i.id for i in self.industries]
        if len(set(ids)) != len(ids):
            raise ValueError("industries: ids must be unique")
        prices = [lux.price for lux in self.luxuries]
        if len(set(prices)) != len(prices):
            raise ValueError("luxuries: prices must be unique (a luxury is named by its price)")
        thresholds = [c.min_cash for c in self.cash_points_basic]
        if thresholds != sorted(thresholds):
            raise ValueError("cash_points_basic: thresholds must rise")
        return self


@lru_cache(maxsize=1)
def ponzi_data() -> PonziData:
    return load_game_data(PonziData, DATA_FILE)
