"""Anti-Monopoly game settings (the options of the new-game dialog and `simulate --set`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Role = Literal["competitor", "monopolist"]

MAX_PER_ROLE = 3


class AntiMonopolySettings(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(4, ge=2, le=6)
    #: One role per seat; None draws them from the seed (the two sides equal or differing by one).
    roles: tuple[Role, ...] | None = None
    #: "A": the last player standing wins. "B": once one whole side is bankrupt, the richest player of the
    #: other side wins (richest = cash + the rent each unmortgaged property would earn now).
    game: Literal["A", "B"] = "A"
    #: Every game ends: after this many rounds the richest player (the Game B measure) wins.
    round_limit: int = Field(200, ge=1, le=10_000)
    #: The two-hour game, by rounds: at the end of this round players deal with the Treasury one last time,
    #: keep 10% (Competitors) or 20% (Monopolists) of their cash, collect one rent per property; most cash
    #: wins. None: no two-hour ending. (The engine has no clock: a session that times the game converts
    #: the time into a round here; see the package notes.)
    two_hour_rounds: int | None = Field(None, ge=1, le=10_000)
    #: What a Monopolist pays at the Anti-Monopoly Foundation: $160 (the published boards) or the $10 the
    #: translated rulebook prints.
    foundation_payment: Literal[160, 10] = 160
    #: None draws the start player from the seed.
    start_player: int | None = Field(None, ge=0, le=5)
    #: Dealings with the Treasury (build, sell back, mortgage, redeem) a player may make per turn outside
    #: a debt; keeps games of random bots finite. Raising money to pay a debt is never limited.
    manage_limit: int = Field(12, ge=1, le=100)
    #: Trade offers a player may make per turn.
    offers_per_turn: int = Field(1, ge=0, le=10)

    @model_validator(mode="after")
    def _consistent(self) -> AntiMonopolySettings:
        if self.start_player is not None and self.start_player >= self.players:
            raise ValueError(f"start_player {self.start_player} is not one of the {self.players} seats")
        if self.roles is not None:
            if len(self.roles) != self.players:
                raise ValueError(f"roles names {len(self.roles)} seats, the game has {self.players}")
            competitors = self.roles.count("competitor")
            monopolists = self.players - competitors
            if max(competitors, monopolists) > MAX_PER_ROLE or abs(competitors - monopolists) > 1:
                raise ValueError(f"roles: {competitors} competitors and {monopolists} monopolists; the sides "
                                 f"must be equal or differ by one, at most {MAX_PER_ROLE} each")
        return self
