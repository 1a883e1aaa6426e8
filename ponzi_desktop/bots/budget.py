"""How long a bot may think: a time budget, an iteration budget, or both (whichever runs out first).

An iteration budget makes a search repeatable: the same view, rng seed and iterations give the same choice.
A time budget does not (the machine decides how far it gets); the bot stops a little early so that the
whole decision, setup included, stays within the budget.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Budget:
    ms: float | None = None
    iterations: int | None = None

    def __post_init__(self) -> None:
        if self.ms is not None and self.ms < 0:
            raise ValueError(f"a time budget cannot be negative ({self.ms} ms)")
        if self.iterations is not None and self.iterations < 0:
            raise ValueError(f"an iteration budget cannot be negative ({self.iterations})")

    @property
    def unlimited(self) -> bool:
        return self.ms is None and self.iterations is None

    def or_else(self, default: Budget) -> Budget:
        """This budget, or `default` when it sets no limit at all."""
        return default if self.unlimited else self


#: What the app gives the hard bot per decision.
DEFAULT_HARD_BUDGET = Budget(ms=1000.0)


class Clock:
    """Counts a search's iterations against a budget; started when the decision starts."""

    __slots__ = ("deadline", "limit", "done", "_last", "_slowest")

    #: the share of a time budget a search may use: the rest covers the move that ends the last iteration,
    #: the choice itself and a machine busy with other work
    SAFETY = 0.93

    def __init__(self, budget: Budget, started: float | None = None) -> None:
        now = time.perf_counter() if started is None else started
        self.deadline = None if budget.ms is None else now + budget.ms * self.SAFETY / 1000.0
        self.limit = budget.iterations
        self.done = 0
        self._last = now
        self._slowest = 0.0

    def more(self) -> bool:
        """Whether another iteration fits: under the iteration limit, and (by the slowest iteration so far)
        expected to end before the deadline."""
        if self.limit is not None and self.done >= self.limit:
            return False
        if self.deadline is None:
            return self.limit is not None  # no budget at all: the caller decides (bots give a default)
        now = time.perf_counter()
        if self.done:
            self._slowest = max(self._slowest, now - self._last)
        self._last = now
        return now + self._slowest < self.deadline

    def late(self) -> bool:
        """Whether the deadline has passed (never, without a time budget): a search then drops the round of
        playouts it is in (dearer playouts, a busy machine) instead of finishing it."""
        return self.deadline is not None and time.perf_counter() > self.deadline

    def tick(self) -> None:
        self.done += 1
