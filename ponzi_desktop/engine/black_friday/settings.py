"""Black Friday game settings (the options of the new-game dialog and `simulate --set`)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator


class BlackFridaySettings(BaseModel):
    """Players 2-5, and whether the automated broker (M.I.B.S.) takes a seat.

    `mibs`: mandatory with 2 players, optional with 3-4, never with 5 (the rulings). None takes the
    default: on with 2 players, off otherwise. With the broker the table is laid out for the number of
    seats including it (the data file's player-count rules: 2 players play the 3-seat game, 3 the 4-seat
    game, 4 the 5-seat game, with its 5-player board side).

    `start_player`: the seat that plays first; with the broker (always the start player) the seat that
    plays right after it. None draws it from the seed.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(4, ge=2, le=5)
    mibs: bool | None = None
    start_player: int | None = Field(None, ge=0, le=4)

    @model_validator(mode="after")
    def _consistent(self) -> BlackFridaySettings:
        if self.mibs is False and self.players == 2:
            raise ValueError("mibs: a 2-player game must play with the automated broker (M.I.B.S.)")
        if self.mibs is True and self.players == 5:
            raise ValueError("mibs: a 5-player game has no seat for the automated broker (M.I.B.S.)")
        if self.start_player is not None and self.start_player >= self.players:
            raise ValueError(f"start_player {self.start_player} is not one of the {self.players} seats")
        return self

    @property
    def with_broker(self) -> bool:
        """Whether the broker plays (the `mibs` setting with its default filled in)."""
        return self.players == 2 if self.mibs is None else self.mibs

    @property
    def seats(self) -> int:
        """Seats at the table: the players, plus one for the broker."""
        return self.players + self.with_broker
