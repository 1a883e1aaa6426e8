"""What the end table's chart draws: each seat's money over a finished game, as numbers; Qt-free.

A game registers a function (`GameUI.money_series`, "module:function") from a finished game's record to a
`MoneySeries`: one or two `MoneyChart`s side by side (cash, and what is owed or owned, say), each with one line
per seat over the same x values (rounds, or whatever the game counts: `MoneySeries.unit`). A game may add
lines after its seats' (a player the game itself plays); the end table names and colours every line (`EndTable.chart_keys`) and says what each chart shows
(`EndTable.chart_heading`). The numbers come from a replay of the record; at the end of a game everything in
them is public (a game whose cash is hidden during play refuses a record that is not finished).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class MoneyChart:
    """One chart: `lines[i][k]` is line i's amount at `xs[k]`; None where that player was out of the game.
    `out[i]`: the index of the x where line i's player went bankrupt (the chart's ✕), None for a player who did
    not (a game without bankruptcies leaves `out` empty)."""

    key: str  # what it shows, in the game's words: the end table's `chart_heading(key)`
    xs: tuple[float, ...]
    lines: tuple[tuple[float | None, ...], ...]
    out: tuple[int | None, ...] = ()

    def __post_init__(self) -> None:
        if any(len(line) != len(self.xs) for line in self.lines):
            raise ValueError("every line has one value per x")
        if self.out and (len(self.out) != len(self.lines)
                         or any(k is not None and not 0 <= k < len(self.xs) for k in self.out)):
            raise ValueError("a bankruptcy is at one of the chart's xs")

    def out_at(self, line: int) -> int | None:
        """The index of the x where line `line`'s player went out, None if they never did."""
        return self.out[line] if line < len(self.out) else None


@dataclass(frozen=True, slots=True)
class MoneySeries:
    """A finished game's money charts, drawn side by side on the end table."""

    unit: str  # what the x axis counts: "round" or "price_change"
    charts: tuple[MoneyChart, ...]

    @property
    def lines(self) -> int:
        return max((len(chart.lines) for chart in self.charts), default=0)


def out_after(values: list[float], gone: list[bool]) -> tuple[float | None, ...]:
    """`values` up to and including the first point where `gone` (the point a player went out), None after."""
    out: list[float | None] = []
    was_out = False
    for value, now_out in zip(values, gone, strict=True):
        out.append(None if was_out else value)
        was_out = was_out or now_out
    return tuple(out)


def first_out(gone: list[bool]) -> int | None:
    """The index of the first point where `gone` (where `out_after` stops the line), None if never."""
    return next((k for k, now_out in enumerate(gone) if now_out), None)
