"""`core.shuffle` deals what `random.Random.shuffle` deals: the same seeds must give the same games."""

from __future__ import annotations

import random

import pytest

from ponzi_desktop.engine.core import shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 16, 17, 40, 257])
def test_the_same_swaps_from_the_same_draws_as_random_shuffle(size):
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, expected = list(range(size)), list(range(size))
        shuffle(mine, ours)
        theirs.shuffle(expected)
        assert mine == expected
        assert ours.getstate() == theirs.getstate()  # and the generator is left where Python's leaves it


def test_a_generator_of_another_class_shuffles_as_its_class_does():
    class Halves(random.Random):
        def random(self) -> float:
            return 0.5

    mine, expected = list(range(12)), list(range(12))
    shuffle(mine, Halves(1))
    Halves(2).shuffle(expected)  # its draws come from random(): the seed does not matter
    assert mine == expected
