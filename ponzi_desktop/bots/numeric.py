"""Numeric helpers the bots' evaluations share, written once for Python and once for C.

`exp` is `math.exp`. Compiled, the bots use the C version in `numeric.pxd` instead, inlined into
every compiled module that uses it: the C library's own `exp` (what `math.exp` calls), without a call
through Python and a float object for its result. The two agree to the last bit; only an overflowing
argument differs (C gives infinity where Python raises), and every caller keeps its argument within ±30.
This module itself is never compiled: its `.pxd` is read into the compiled modules that use it.
"""

from __future__ import annotations

import math


def exp(x: float) -> float:
    """e to the power x."""
    return math.exp(x)
