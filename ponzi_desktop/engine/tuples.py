"""Named tuples made without their Python-level constructor: views and events are named tuples, and a
playout makes a few at every decision.

`named(cls, items)` is `cls(*items)` for a named tuple class `cls` (`items` in the class's field order,
all of them: defaults are not filled in); `named5` the same for five items passed one by one. In Python it is `tuple.__new__`; compiled, the engines
use the C version in `tuples.pxd` instead, which fills the new object directly instead of calling through
`tuple.__new__` (the two give equal objects of the same class; tests/test_native.py compares them).
This module itself is never compiled: its `.pxd` is read into every compiled module that uses it.

The rules' other habits for the compiler are said here, once, rather than at each place they occur. Where a
rule builds a sequence it writes a loop or a list (`tuple([...])`, `sum([...])`), not a generator expression:
in a function compiled as a C function (`cpdef` in its .pxd) a generator would be a closure, which Cython
cannot hold there, and elsewhere a compiled generator costs about a microsecond to start (in Python 3.11 a
comprehension is a call of its own too, so the hottest loops are written out). A named tuple's items are read
by name, not by index (compiled, an index goes through a Python-level `__getitem__`), and a tuple that changes
in one place is rebuilt through a list (`list(t)`, set the item, `tuple(...)`), which is cheaper than splicing
slices.
"""

from __future__ import annotations

from typing import Any

_new = tuple.__new__


def named(cls: type, items: tuple) -> Any:
    """An instance of the named tuple class `cls` holding `items`."""
    return _new(cls, items)


def named5(cls: type, a: Any, b: Any, c: Any, d: Any, e: Any) -> Any:
    """`named(cls, (a, b, c, d, e))`; compiled, without the tuple of arguments (an event has five fields)."""
    return _new(cls, (a, b, c, d, e))
