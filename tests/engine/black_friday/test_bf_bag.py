"""The one weighted bag draw (engine/black_friday/bag.py): counts kept, a short bag, a part of the counts."""

from __future__ import annotations

import random

from ponzi_desktop.engine.black_friday.bag import draw_counts


def test_a_draw_moves_shares_out_of_the_counts():
    counts = [5, 0, 3, 2]
    drawn = draw_counts(counts, 6, random.Random(1).random)
    assert sum(drawn) == 6
    assert [a + b for a, b in zip(counts, drawn, strict=True)] == [5, 0, 3, 2]
    assert drawn[1] == 0 and all(n >= 0 for n in counts)


def test_a_short_bag_gives_what_it_has():
    counts = [1, 2]
    assert draw_counts(counts, 10, random.Random(2).random) == [1, 2]
    assert counts == [0, 0]


def test_size_draws_from_the_first_entries_only():
    counts = [2, 2, 9]  # the last (the blacks, say) is never drawn
    drawn = draw_counts(counts, 9, random.Random(3).random, size=2)
    assert drawn == [2, 2] and counts == [0, 0, 9]


def test_the_same_rng_gives_the_same_draw():
    a, b = [4, 4, 4, 1], [4, 4, 4, 1]
    assert draw_counts(a, 5, random.Random(7).random) == draw_counts(b, 5, random.Random(7).random)
    assert a == b
