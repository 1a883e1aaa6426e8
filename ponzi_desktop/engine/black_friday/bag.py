"""The one weighted draw of Black Friday: shares taken at random, without replacement, from counts per colour.

A bag (or a pool of unseen shares) has no order to keep, so it is a list of counts; each share drawn picks a
colour with probability count / total and takes one of it. The engine's set-up and price changes and the
bots' sampled states all draw this way, so the same rng gives the same shares everywhere.
"""

from __future__ import annotations

from collections.abc import Callable


def draw_counts(counts: list[int], want: int, rand: Callable[[], float], size: int | None = None) -> list[int]:
    """Take `want` shares (fewer when there are not that many) at random from the first `size` entries of
    `counts` (all of them by default), which lose them. Returns how many of each were drawn (`size` long).

    One `rand()` per share drawn, in the order of the draws: a game's course depends on it."""
    if size is None:
        size = len(counts)
    drawn = [0] * size
    total = sum(counts) if size == len(counts) else sum(counts[:size])
    for _ in range(want if want < total else total):
        r = int(rand() * total)
        i = 0
        while r >= counts[i]:
            r -= counts[i]
            i += 1
        counts[i] -= 1
        drawn[i] += 1
        total -= 1
    return drawn
