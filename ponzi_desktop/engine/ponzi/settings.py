"""Ponzi Scheme game settings (the options of the new-game dialog and `simulate --set`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator


class PonziSettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(4, ge=3, le=5)
    variant: Literal["basic", "advanced"] = "basic"
    #: 18 bears (63-80, the rulebook's count) or 16 (65-80, as in the online version).
    bears: Literal[18, 16] = 18
    #: A house rule of the online version turns clandestine trading off in the first round.
    first_round_trading: bool = True
    #: None draws the start player from the seed.
    start_player: int | None = Field(None, ge=0, le=4)
    #: End (and score everybody) after this many rounds; None plays until a bankruptcy.
    round_limit: int | None = Field(None, ge=1, le=1000)

    @model_validator(mode="after")
    def _start_player_seated(self) -> PonziSettings:
        if self.start_player is not None and self.start_player >= self.players:
            raise ValueError(f"start_player {self.start_player} is not one of the {self.players} seats")
        return self
